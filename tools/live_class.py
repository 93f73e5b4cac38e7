"""Serve a live class experiment: the students' apps and the teacher's board (``make class``).

    python tools/live_class.py --code 7B              # students: http://127.0.0.1:8866
                                                      # teacher:  http://127.0.0.1:8867/?token=…

Two Voilà servers share one class pool (an SQLite file, ``build/class/class.db`` by
default, or any SQLAlchemy URL given with ``--pool``):

- the **students'** server shows the experiment apps of ``apps/``; each has a
  **Send to the class** switch. It binds 127.0.0.1 unless ``--host`` says otherwise
  (``--host 0.0.0.0`` lets the laptops of a room reach it over the local network);
- the **teacher's** server shows ``teacher/class-teacher.ipynb`` on 127.0.0.1 only,
  behind a token. The token is kept in ``build/class/teacher-token`` (readable by its
  owner only) and reused, so the teacher's link survives a restart; it reaches Voilà
  through that file (``JUPYTER_TOKEN_FILE``), never on a command line that ``ps`` shows.

The students' apps are served like ``make apps``: each app's kernel is started and
its board built before anyone asks (``--kernels`` per app, default 1, about 160 MB
each; raise it when a whole room opens one experiment at once). The class code is
opened in the pool before the servers start, so students can join at once. Ctrl-C,
``kill`` or closing the terminal (SIGHUP) stops both servers; the results stay in the
pool. A port already taken (a class still running) is said before anything starts, and
the servers' logs are appended to, never overwritten.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


@dataclass
class LiveClass:
    """The two running servers of a live class and where they are."""

    students_url: str
    teacher_url: str
    processes: tuple[subprocess.Popen, ...]

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


def _voila(target: Path, host: str, port: int, env: dict, log: Path, extra: list[str]):
    command = [
        sys.executable,
        "-m",
        "voila",
        str(target),
        "--no-browser",
        f"--Voila.ip={host}",
        f"--port={port}",
        "--Voila.port_retries=0",
        *extra,
    ]
    return subprocess.Popen(
        command,
        env=env,
        stdout=log.open("a"),  # a restart keeps what the last class's servers said
        stderr=subprocess.STDOUT,
        start_new_session=True,
        cwd=target if target.is_dir() else target.parent,
    )


def check_port_free(host: str, port: int) -> None:
    """Refuse, before anything starts, a port another server (a class still running) holds."""
    with socket.socket() as probe:
        try:
            probe.bind((host, port))
        except OSError:
            raise SystemExit(
                f"Port {port} is in use: a class (or another server) is still running there. "
                "Stop it first (Ctrl-C in its terminal), or choose other ports: "
                "make class PORT=… TEACHER_PORT=…"
            ) from None


def _write_private(path: Path, text: str) -> Path:
    """Write ``text`` to a new file that only its owner can read (never world-readable,
    not even for a moment)."""
    path.unlink(missing_ok=True)
    with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as file:
        file.write(text)
    return path


def teacher_token(folder: Path) -> Path:
    """The file holding the teacher's token (made once, owner-only, then reused)."""
    path = folder / "teacher-token"
    if not path.exists():
        _write_private(path, secrets.token_urlsafe(16))
    os.chmod(path, 0o600)
    return path


def serve(
    code: str,
    pool: str,
    *,
    host: str = "127.0.0.1",
    student_port: int = 8866,
    teacher_port: int = 8867,
    token: str | None = None,
    logs: Path = ROOT / "build" / "class",
    env: dict | None = None,
    kernels: int = 1,
) -> LiveClass:
    """Open ``code`` in ``pool`` and start both servers; returns at once (see :meth:`stop`)."""
    from logo_kit.classpool import CODE_VARIABLE, POOL_VARIABLE, ClassPool

    for where, port in ((host, student_port), ("127.0.0.1", teacher_port)):
        check_port_free(where, port)
    ClassPool(pool, code=code).close()  # open the class: students can join at once
    logs.mkdir(parents=True, exist_ok=True)
    if token is None:
        token_file = teacher_token(logs)
    else:  # a chosen token, in a private file of its own (never on Voila's command line)
        token_file = _write_private(logs / "teacher-token.chosen", token)
    token = token_file.read_text()
    env = {**(os.environ if env is None else env), POOL_VARIABLE: pool, CODE_VARIABLE: code}
    env.pop("JUPYTER_TOKEN", None)
    env.pop("JUPYTER_TOKEN_FILE", None)
    from tools.make_apps import SERVE_ARGS

    if not isinstance(kernels, int) or not 0 <= kernels <= 16:
        raise ValueError(f"kernels must be 0 to 16 preheated kernels per app, not {kernels!r}.")
    students = _voila(
        ROOT / "apps",
        host,
        student_port,
        env,
        logs / "students.log",
        [*SERVE_ARGS, f"--pool_size={kernels}"],  # preheated, as `make apps`
    )
    teacher = _voila(
        ROOT / "teacher" / "class-teacher.ipynb",
        "127.0.0.1",
        teacher_port,
        {**env, "JUPYTER_TOKEN_FILE": str(token_file)},
        logs / "teacher.log",
        ["--Voila.auto_token=True"],  # the token itself comes from JUPYTER_TOKEN_FILE
    )
    shown = "127.0.0.1" if host in ("127.0.0.1", "localhost") else host
    return LiveClass(
        f"http://{shown}:{student_port}/",
        f"http://127.0.0.1:{teacher_port}/?token={token}",
        (students, teacher),
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--code",
        default=os.environ.get("CODE") or "demo",
        help="the class code students type (letters, digits, - and _)",
    )
    parser.add_argument(
        "--pool",
        default=f"sqlite:///{ROOT / 'build' / 'class' / 'class.db'}",
        help="the class pool's database URL (SQLAlchemy)",
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="where the students' apps listen (0.0.0.0: the whole network)",
    )
    parser.add_argument("--student-port", type=int, default=8866)
    parser.add_argument("--teacher-port", type=int, default=8867)
    parser.add_argument(
        "--token",
        default=os.environ.get("TEACHER_TOKEN") or None,
        help="the teacher's token (default: the one kept in build/class/teacher-token; "
        "the TEACHER_TOKEN variable keeps it off the command line)",
    )
    parser.add_argument(
        "--kernels",
        type=int,
        default=1,
        help="preheated kernels per student app (0-16, about 160 MB each)",
    )
    parser.add_argument(
        "--logs",
        type=Path,
        default=ROOT / "build" / "class",
        help="the folder for the servers' logs and the teacher's token file",
    )
    args = parser.parse_args(argv)
    # stop the servers on kill and when the terminal closes, too (they run in sessions of
    # their own, so the terminal's SIGHUP never reaches them)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    signal.signal(signal.SIGHUP, signal.default_int_handler)
    args.logs.mkdir(parents=True, exist_ok=True)
    live = serve(
        args.code,
        args.pool,
        host=args.host,
        student_port=args.student_port,
        teacher_port=args.teacher_port,
        token=args.token,
        logs=args.logs,
        kernels=args.kernels,
    )
    print(
        f"Class {args.code} is open.\n"
        f"  Students open: {live.students_url}  (an experiment app, then Send to the class)\n"
        f"  Teacher opens: {live.teacher_url}\n"
        "Ctrl-C (or closing this terminal) stops both servers; the results stay in the pool.",
        flush=True,
    )
    try:
        while all(p.poll() is None for p in live.processes):
            time.sleep(1)
        print(f"A server stopped: see {args.logs}/*.log", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        live.stop()


if __name__ == "__main__":
    sys.exit(main())
