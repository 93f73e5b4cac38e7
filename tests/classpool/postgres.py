"""A PostgreSQL server for the class pool's tests, when one can be had.

``LOGO_KIT_TEST_POSTGRES`` (an SQLAlchemy URL) names a running server, as
``.ci/run`` provides for ``make test-all``. Otherwise, where PostgreSQL's
programs are installed (on PATH or Debian's ``/usr/lib/postgresql/N/bin``), a
private throwaway server is started in a temporary folder on 127.0.0.1 (as the
``postgres`` user when the tests run as root, since PostgreSQL refuses root),
and stopped afterwards. Without either the PostgreSQL tests are skipped, and the
SQLite ones still run.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tools import serving

URL_VARIABLE = "LOGO_KIT_TEST_POSTGRES"


def _programs() -> Path | None:
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(versions[-1]).parent if versions else None


def why_not() -> str | None:
    """None when a server can be had; otherwise why the PostgreSQL tests skip."""
    if os.environ.get(URL_VARIABLE):
        return None
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed"
    if _programs() is None:
        return f"PostgreSQL is not installed and {URL_VARIABLE} is not set"
    if os.geteuid() == 0 and not shutil.which("runuser"):
        return "running as root without runuser to start PostgreSQL as another user"
    return None


@contextmanager
def server() -> Iterator[str]:
    """Yield an SQLAlchemy URL of a PostgreSQL database for one test session."""
    given = os.environ.get(URL_VARIABLE)
    if given:
        yield given
        return
    bin_dir = _programs()
    assert bin_dir is not None
    folder = Path(tempfile.mkdtemp(prefix="logo-kit-pg-"))
    data, port = folder / "data", serving.free_port()
    prefix: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL will not run as root
        shutil.chown(folder, "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    run = lambda *args: subprocess.run(  # noqa: E731
        [*prefix, *args], check=True, capture_output=True, timeout=120
    )
    run(str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres")
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off"
    run(
        str(bin_dir / "pg_ctl"),
        "-D",
        str(data),
        "-o",
        options,
        "-w",
        "-l",
        str(folder / "log"),
        "start",
    )
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*prefix, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
            capture_output=True,
            timeout=120,
        )
        shutil.rmtree(folder, ignore_errors=True)
