"""Serve a live class experiment: the students' apps and the teacher's board (``make class``).

    python tools/live_class.py --code 7B              # students: http://127.0.0.1:8866
                                                      # teacher:  http://127.0.0.1:8867/?token=…

Two Voilà servers share one class pool (an SQLite file, ``build/class/class.db`` by
default, or any SQLAlchemy URL given with ``--pool``):

- the **students'** server shows the experiment apps of ``apps/``; each has a
  **Send to the class** switch. It binds 127.0.0.1 unless ``--host`` says otherwise
  (``--host 0.0.0.0`` lets the laptops of a room reach it over the local network);
- the **teacher's** server shows ``teacher/class-teacher.ipynb`` on 127.0.0.1 only,
  behind a token (printed here, or ``--token``).

The students' apps are served like ``make apps``: each app's kernel is started and
its board built before anyone asks (``--kernels`` per app, default 1, about 160 MB
each; raise it when a whole room opens one experiment at once). The class code is
opened in the pool before the servers start, so students can join at once. Ctrl-C
stops both servers; the results stay in the pool.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
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
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
        cwd=target if target.is_dir() else target.parent,
    )


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

    ClassPool(pool, code=code).close()  # open the class: students can join at once
    token = token or secrets.token_urlsafe(16)
    logs.mkdir(parents=True, exist_ok=True)
    env = {**(os.environ if env is None else env), POOL_VARIABLE: pool, CODE_VARIABLE: code}
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
        env,
        logs / "teacher.log",
        [f"--Voila.token={token}"],
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
    parser.add_argument("--token", default=None, help="the teacher's token (default: random)")
    parser.add_argument(
        "--kernels",
        type=int,
        default=1,
        help="preheated kernels per student app (0-16, about 160 MB each)",
    )
    args = parser.parse_args(argv)
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stop the servers on kill, too
    (ROOT / "build" / "class").mkdir(parents=True, exist_ok=True)
    live = serve(
        args.code,
        args.pool,
        host=args.host,
        student_port=args.student_port,
        teacher_port=args.teacher_port,
        token=args.token,
        kernels=args.kernels,
    )
    print(
        f"Class {args.code} is open.\n"
        f"  Students open: {live.students_url}  (an experiment app, then Send to the class)\n"
        f"  Teacher opens: {live.teacher_url}\n"
        "Ctrl-C stops both servers; the results stay in the pool.",
        flush=True,
    )
    try:
        while all(p.poll() is None for p in live.processes):
            time.sleep(1)
        print("A server stopped: see build/class/*.log", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        live.stop()


if __name__ == "__main__":
    sys.exit(main())
