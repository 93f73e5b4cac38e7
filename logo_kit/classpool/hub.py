"""A JupyterHub class in two lines of the hub's configuration.

In ``jupyterhub_config.py``::

    from logo_kit.classpool.hub import configure
    configure(c, code="7B", pool="sqlite:////srv/class/class.db", teachers=["ms-lee"])

This adds the class-pool service (:mod:`logo_kit.classpool.service`, started by the
hub, the only process that opens the store), a ``teachers`` group holding the
teachers named, and the scopes that let every user's server reach the service with
its own token (the ``user`` and ``server`` roles gain
``access:services!service=class-pool``). Every user's server is told where the pool is
(``$LOGO_KIT_CLASS_POOL``, the service's address) and the class code
(``$LOGO_KIT_CLASS_CODE``), so the boards send through the service as their hub user.
"""

from __future__ import annotations

import sys
from typing import Any

from .accepts import check_code, check_student, check_url
from .pool import CODE_VARIABLE, POOL_VARIABLE
from .service import TEACHER_GROUP

__all__ = ["SERVICE", "configure"]

SERVICE = "class-pool"
"""The service's name on the hub (its address is ``/services/class-pool/``)."""
ACCESS = f"access:services!service={SERVICE}"


def _given(section: Any, key: str, empty: Any) -> Any:
    """What the configuration already says for ``key`` (a copy), or ``empty``: an unset
    value reads as a lazy placeholder, not as nothing."""
    return type(empty)(section[key]) if key in section else empty


def _append_role(c: Any, role: dict) -> None:
    roles = [r for r in _given(c.JupyterHub, "load_roles", []) if r.get("name") != role["name"]]
    c.JupyterHub.load_roles = [*roles, role]


def configure(
    c: Any,
    *,
    code: str,
    pool: str,
    teachers: list[str],
    port: int = 10101,
    python: str = sys.executable,
) -> None:
    """Add the class pool to the hub configuration ``c`` (see the module's docstring).

    ``pool``: the store's SQLAlchemy URL (readable only by the hub's user: students'
    servers never open it); ``teachers``: hub user names given the teacher's powers;
    ``port``: where the service listens on 127.0.0.1.
    """
    code = check_code(code)
    pool = check_url(pool)
    teachers = [check_student(name) for name in teachers]
    url = f"http://127.0.0.1:{port}"
    services = [s for s in _given(c.JupyterHub, "services", []) if s.get("name") != SERVICE]
    c.JupyterHub.services = [
        *services,
        {
            "name": SERVICE,
            "url": url,
            "command": [python, "-m", "logo_kit.classpool.service"],
            "environment": {POOL_VARIABLE: pool, CODE_VARIABLE: code},
            "display": False,
        },
    ]
    groups = _given(c.JupyterHub, "load_groups", {})
    groups[TEACHER_GROUP] = {"users": teachers}
    c.JupyterHub.load_groups = groups
    _append_role(c, {"name": "user", "scopes": ["self", ACCESS]})
    _append_role(
        c, {"name": "server", "scopes": ["users:activity!user", "access:servers!server", ACCESS]}
    )
    environment = _given(c.Spawner, "environment", {})
    environment[POOL_VARIABLE] = f"{url}/services/{SERVICE}/"
    environment[CODE_VARIABLE] = code
    c.Spawner.environment = environment
