"""The class pool as a JupyterHub service, on a real hub this test starts.

JupyterHub (from PyPI) with configurable-http-proxy (from npm: ``.ci/run`` installs it
in ``build/hub``), the dummy authenticator, local process spawning and eleven test
users: ``teacher`` (in the ``teachers`` group) and ten students. The hub's
configuration is :func:`logo_kit.classpool.hub.configure`, as a teacher's would be.
Each student's server (``hub_student.py``, started by the hub with the environment a
real server gets) joins with an :class:`ExperimentBoard` and adds its hands; all ten
send at once. Nothing is lost, each result is stored under the sender's hub user
whatever name was typed, a student calling a teacher endpoint gets 403, and the
teacher (through the same service, with a teacher's token) sees every name.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import sys
import urllib.error
import urllib.request
from pathlib import Path

import numpy as np
import pytest

from logo_kit.classpool import ClassPoolError, PausedError, ServicePool
from tools import serving

pytestmark = [pytest.mark.full, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
STUDENTS = [f"s{i:02d}" for i in range(1, 11)]
RED = "logo-red-cards"


def _proxy() -> str | None:
    found = os.environ.get("LOGO_KIT_CHP") or str(
        ROOT / "build" / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"
    )
    return found if Path(found).exists() else shutil.which("configurable-http-proxy")


def _api(hub: str, token: str, method: str, path: str, body=None):
    request = urllib.request.Request(
        f"{hub}/hub/api/{path}",
        data=None if body is None else json.dumps(body).encode(),
        method=method,
        headers={"Authorization": f"token {token}"},
    )
    with urllib.request.urlopen(request, timeout=60) as answer:
        text = answer.read()
    return json.loads(text) if text else None


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    proxy = _proxy()
    if proxy is None:
        reason = "configurable-http-proxy is not installed (npm install in build/hub)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    pytest.importorskip("jupyterhub")
    folder = tmp_path_factory.mktemp("hub")
    reports = folder / "reports"
    reports.mkdir()
    admin = secrets.token_hex(16)
    port, hub_port, api_port, service_port = (serving.free_port() for _ in range(4))
    config = folder / "jupyterhub_config.py"
    config.write_text(
        f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
from logo_kit.classpool.hub import configure

c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.JupyterHub.db_url = "sqlite:///{folder / "hub.sqlite"}"
c.JupyterHub.cookie_secret_file = {str(folder / "cookie_secret")!r}
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.ConfigurableHTTPProxy.pid_file = {str(folder / "proxy.pid")!r}
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allowed_users = {set(["teacher", *STUDENTS])!r}
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {str(folder / "home" / "{username}")!r}
c.Spawner.cmd = [sys.executable, {str(Path(__file__).with_name("hub_student.py"))!r}]
c.Spawner.http_timeout = 300
c.Spawner.start_timeout = 300
c.Spawner.env_keep = ["PATH", "PYTHONPATH", "LANG", "LC_ALL"]
c.JupyterHub.concurrent_spawn_limit = 20
configure(c, code="7B", pool="sqlite:///{folder / "class.db"}", teachers=["teacher"],
          port={service_port})
c.Spawner.environment["LOGO_KIT_HUB_REPORTS"] = {str(reports)!r}
c.JupyterHub.services.append({{"name": "test-admin", "api_token": {admin!r}}})
c.JupyterHub.load_roles.append(
    {{"name": "test-admin", "services": ["test-admin"],
      "scopes": ["admin:users", "admin:servers", "tokens", "read:users"]}}
)
"""
    )
    for name in ["teacher", *STUDENTS]:
        (folder / "home" / name).mkdir(parents=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    log = folder / "hub.log"
    process = serving.start(
        [sys.executable, "-m", "jupyterhub", "-f", str(config)], log, env=env, cwd=folder
    )
    url = f"http://127.0.0.1:{port}"

    def up():
        try:
            return _api(url, admin, "GET", "users/teacher")
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return None

    try:
        serving.wait_for(up, "the hub starting", processes=[process], log=log)
        yield {
            "url": url,
            "admin": admin,
            "reports": reports,
            "folder": folder,
            "service": f"http://127.0.0.1:{service_port}/services/class-pool/",
        }
    finally:
        serving.stop(process, timeout=60)
        for pid_file in folder.rglob("*.pid"):  # the proxy, if the hub left it
            with contextlib.suppress(ValueError, OSError):
                os.kill(int(pid_file.read_text()), signal.SIGKILL)


def _token(hub, name: str) -> str:
    """A token of ``name``'s with the scopes the hub gives a user's server."""
    made = _api(
        hub["url"],
        hub["admin"],
        "POST",
        f"users/{name}/tokens",
        {"scopes": ["access:services!service=class-pool"], "note": "test"},
    )
    return made["token"]


def test_ten_students_send_at_once_through_the_service_and_only_the_teacher_sees_names(
    hub, monkeypatch
):
    for name in STUDENTS:  # every student's server at once, as a class logging in
        try:
            _api(hub["url"], hub["admin"], "POST", f"users/{name}/server")
        except urllib.error.HTTPError as error:
            assert error.code == 202, error  # 202: still starting, which is fine
    serving.wait_for(
        lambda: all(
            _api(hub["url"], hub["admin"], "GET", f"users/{n}")["servers"].get("", {}).get("ready")
            for n in STUDENTS
        ),
        "ten servers ready",
    )
    (hub["reports"] / "go").touch()  # all ten send at once
    serving.wait_for(
        lambda: len(list(hub["reports"].glob("s*.json"))) == len(STUDENTS), "ten reports"
    )
    reports = {
        r["user"]: r for r in (json.loads(p.read_text()) for p in hub["reports"].glob("s*.json"))
    }
    for name, report in reports.items():
        assert "crash" not in report, report
        assert report["joined_as"] == name and report["errors"] == [], report  # not 'teacher'
        assert len(report["sent"]) == 6 and report["name_hidden"]  # nothing typed on a hub
        assert len(report["refused"]) == 3 and all("only a teacher" in r for r in report["refused"])
        assert "impersonated" not in report and name in report["impersonation"]
    teacher = ServicePool(hub["service"], code="7B", token=_token(hub, "teacher"))
    assert teacher.teacher and teacher.hub_user == "teacher"
    sent = [k for r in reports.values() for hand in r["sent"] for k in hand]
    pooled = teacher.pooled(RED)
    assert pooled.counts == dict(enumerate(np.bincount(sent, minlength=8).tolist()))
    assert (pooled.students, pooled.submissions) == (10, 60)  # nothing lost, nothing doubled
    assert teacher.by_student(RED) == {
        name: sum(len(hand) for hand in r["sent"]) for name, r in reports.items()
    }
    assert teacher.export_csv(RED).count("\n") == 61
    from logo_kit.widgets import TeacherBoard

    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", _token(hub, "teacher"))  # the teacher's server
    board = TeacherBoard(code="7B", class_pool=hub["service"], live=False)
    assert board.pooled.trials == len(sent) and len(board.arrivals) == len(sent)
    assert all(name in board.table.value for name in STUDENTS)


def test_a_student_calling_a_teacher_endpoint_gets_403(hub):
    token = _token(hub, "s03")
    for method, what in (
        ("GET", "students"),
        ("GET", "export"),
        ("POST", "reset"),
        ("POST", "pause"),
        ("POST", "remove"),
        ("GET", "arrivals"),
    ):
        request = urllib.request.Request(
            f"{hub['service']}api/classes/7B/{RED}/{what}",
            data=b"{}" if method == "POST" else None,
            method=method,
            headers={"Authorization": f"token {token}"},
        )
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=60)
        assert refused.value.code == 403, what
    student = ServicePool(hub["service"], code="7B", token=token)
    assert not student.teacher
    with pytest.raises(ClassPoolError, match="only a teacher"):
        student.names()
    with pytest.raises(urllib.error.HTTPError) as anonymous:  # no token at all
        urllib.request.urlopen(f"{hub['service']}api/whoami", timeout=60)
    assert anonymous.value.code in (302, 403)
    assert student.pooled(RED).trials > 0  # the class's counts are every student's to see


def test_a_student_cannot_use_a_class_the_teacher_has_not_opened(hub):
    with pytest.raises(ClassPoolError, match="no class '7C' is open"):
        ServicePool(hub["service"], code="7C", token=_token(hub, "s04"))


def _raw(hub, token: str, method: str, path: str, body: bytes | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(
        f"{hub['service']}api/classes/7B/predictions/{path}",
        data=body,
        method=method,
        headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def test_predictions_through_the_service_hostile_sends_then_the_reveal(hub):
    """A student's guess is checked by the service (NaN, infinities, text, a 400-digit
    number and a body that is not JSON answer 400 and store nothing), is stored as the hub
    user whatever the body says, stays one per student when eight sends race, and is read
    and revealed by the teacher only."""
    from concurrent.futures import ThreadPoolExecutor

    key = "30.1"
    ana, ben = _token(hub, "s05"), _token(hub, "s06")
    for body in (
        b'{"guess": NaN}',
        b'{"guess": Infinity}',
        b'{"guess": -Infinity}',
        b'{"guess": 1e999}',
        b'{"guess": "0.1"}',
        b'{"guess": [0.1]}',
        b'{"guess": null}',
        b'{"guess": true}',
        b'{"guess": 1.5}',
        b'{"guess": ' + b"9" * 400 + b"}",
        b"not json",
        b"[0.1]",
        b'{"guess": "0.1\'); DROP TABLE logo_kit_guesses; --"}',
    ):
        status, said = _raw(hub, ana, "POST", f"{key}/guess", body)
        assert status == 400 and said["kind"] == "refused", (body[:40], status, said)
    status, said = _raw(hub, ana, "POST", "99.9/guess", b'{"guess": 0.1}')
    assert status == 400 and "not a class prediction" in said["error"]
    for method, what in (
        ("GET", "guesses"),
        ("GET", "version"),
        ("POST", "reveal"),
        ("POST", "reset"),
    ):
        status, _said = _raw(hub, ana, method, f"{key}/{what}", b"{}" if method == "POST" else None)
        assert status == 403, what
    status, said = _raw(hub, ana, "POST", f"{key}/guess", b'{"guess": 0.1, "student": "s06"}')
    assert status == 200 and said == {"first": True}  # stored as s05: the body names nobody
    students = {
        name: ServicePool(hub["service"], code="7B", token=token)
        for name, token in (("s05", ana), ("s06", ben))
    }
    assert students["s05"].prediction_of("s05", key) == 0.1
    assert students["s06"].prediction_of("s06", key) is None
    with ThreadPoolExecutor(8) as run:  # eight sends of one student at once: one guess kept
        firsts = list(
            run.map(lambda i: students["s06"].predict("s06", key, 0.1 + i / 100), range(8))
        )
    assert firsts.count(True) == 1
    teacher = ServicePool(hub["service"], code="7B", token=_token(hub, "teacher"))
    found = teacher.guesses(key)
    assert found.count == 2 and not found.revealed and 0.1 in found.values
    assert teacher.guesses_version(key)[:1] == (2,)
    teacher.reveal(key)
    with pytest.raises(PausedError, match="guesses for it are closed"):
        students["s05"].predict("s05", key, 0.2)
    assert teacher.guesses(key).revealed and teacher.reset_guesses(key) == 2
    assert teacher.guesses(key).count == 0 and not teacher.guesses(key).revealed
