"""Serve a live class experiment: the students' apps and the teacher's board (``make class``).

    python tools/live_class.py --code 7B --students 30 --lesson 11
        # students: http://127.0.0.1:8866   teacher: http://127.0.0.1:8867/?token=…

Two Voilà servers share one class pool (an SQLite file, ``build/class/class.db`` by
default, or any SQLAlchemy URL given with ``--pool``):

- the **students'** server shows the apps of ``apps/``: each experiment app has a
  **Send to the class** switch, and **Class predictions** sends a lesson's prediction.
  It binds 127.0.0.1 unless ``--host`` says otherwise (``--host 0.0.0.0`` lets the
  laptops of a room reach it over the local network);
- the **teacher's** server shows ``teacher/class-teacher.ipynb`` (the pooled experiments
  and the class's predictions, revealed from the lessons' answer key) on 127.0.0.1 only,
  behind a token. The token is kept in ``build/class/teacher-token`` (readable by its
  owner only) and reused, so the teacher's link survives a restart; it reaches Voilà
  through that file (``JUPYTER_TOKEN_FILE``), never on a command line that ``ps`` shows.

The students' apps are served by tools/app_server.py, **preheated for the lesson**:
the apps the class opens at once (``--lesson``'s class experiment, or ``--apps``;
by default the three experiment apps) get enough kernels, started and with their
boards built, for ``--students`` students spread over them (30 over one app: 30;
over three: 10 each; about 120-160 MB each); other apps start when asked. After the
class has come in, each app keeps two spare, refilled a minute after a visit
(``--fill-delay``), so refills never slow the arrival. The server holds at most
``--max-kernels`` kernels (default: what the memory holds); past that a student sees
"the class is full — ask your teacher". A page that is gone (a closed tab, a shut lid)
frees its kernel within two minutes. The students' experiment pages leave plotly.js
out (their charts are drawn as SVG), so a first page weighs under 2 MB.

The class code is opened in the pool before the servers start, so students can join
at once; the launcher says when the preheated boards are ready. Ctrl-C, ``kill`` or
closing the terminal (SIGHUP) stops both servers; the results stay in the pool. A
class still running (its launcher is alive) is said before anything starts, with its
links, and so is a port another server holds; the servers' logs are appended to,
never overwritten.
"""

from __future__ import annotations

import argparse
import json
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

from tools import serving  # noqa: E402 (after the path that finds it)
from tools.make_apps import (  # noqa: E402
    APPS,
    CLASS_EXPERIMENT_APPS,
    lesson_apps,
    preheat_plan,
    serve_command,
)


@dataclass
class LiveClass:
    """The two running servers of a live class and where they are."""

    students_url: str
    teacher_url: str
    processes: tuple[subprocess.Popen, ...]
    preheated: int = 0
    record: Path | None = None
    starts: tuple[tuple[list[str], dict, Path], ...] = ()  # each server's command, env, log

    def ready(self) -> bool:
        """True once every preheated kernel has its board built (students can come in)."""
        from tools.app_server import status

        try:
            waiting = status(self.students_url, timeout=5)["ready"]
        except (OSError, ValueError, KeyError):
            return False
        return sum(waiting.values()) >= self.preheated

    def wait_until_answering(self) -> None:
        """Return once both servers answer (raises :class:`tools.serving.ServerFailed`,
        quoting its log, if one stops first)."""
        urls = (self.students_url, self.teacher_url)
        for url, process, (_, _, log) in zip(urls, self.processes, self.starts, strict=True):
            serving.wait_until_answers(url, process, log)

    def restart_students(self) -> None:
        """Stop the students' server and start it again as it was (a restart mid-class:
        the pool and the teacher's server stay)."""
        students, *others = self.processes
        serving.stop(students)
        self.processes = (_start(*self.starts[0]), *others)

    def stop(self) -> None:
        if self.record is not None:
            self.record.unlink(missing_ok=True)
        for process in self.processes:  # Voilà and its kernels share each one's session
            serving.stop(process, wait=False)
        for process in self.processes:
            serving.stop(process)


SPARE_KERNELS = 2
"""Preheated kernels each lesson app keeps ready after the class has come in (for a
reload or a late student), refilled ``fill_delay`` after a visit."""


def _start(command: list[str], env: dict, log: Path) -> subprocess.Popen:
    target = Path(command[2])  # serve_command: [python, app_server.py, folder or notebook, …]
    return serving.start(
        [*command, "--Voila.port_retries=0"],
        log,
        env=env,
        cwd=target if target.is_dir() else target.parent,
        append=True,  # a restart keeps what the last class's servers said
    )


RUNNING = "running.json"
"""The file (in the logs folder) that says a class is running: its launcher and links."""


def check_not_running(folder: Path) -> None:
    """Refuse to start a second class while the one recorded in ``folder`` still runs,
    and say where it is."""
    try:
        running = json.loads((folder / RUNNING).read_text())
        os.kill(int(running["pid"]), 0)  # still alive? (signal 0 only asks)
    except (OSError, ValueError, KeyError, TypeError):
        return  # none, or one that ended without tidying up
    raise SystemExit(
        f"A class is already running (started {running.get('started', '?')}, process "
        f"{running['pid']}):\n  Students open: {running.get('students', '?')}\n"
        f"  Teacher opens: {running.get('teacher', '?')}\n"
        "Use it, or stop it first (Ctrl-C in its terminal, or kill "
        f"{running['pid']})."
    )


def check_port_free(host: str, port: int) -> None:
    """Refuse, before anything starts, a port another server (a class still running) holds.

    The probe binds as Voilà (tornado) will, with ``SO_REUSEADDR``: a class stopped a
    moment ago leaves its closed connections waiting on the port for a minute
    (TIME_WAIT), which the new server may bind over, and so may this check."""
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
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
    students: int = 30,
    apps: list[str] | tuple[str, ...] = CLASS_EXPERIMENT_APPS,
    max_kernels: int = 0,
    fill_delay: float = 60.0,
) -> LiveClass:
    """Open ``code`` in ``pool`` and start both servers, the students' preheated for
    ``students`` spread over ``apps``; returns at once (see :meth:`LiveClass.stop`)."""
    from logo_kit.classpool import CODE_VARIABLE, POOL_VARIABLE, ClassPool

    plan = preheat_plan(students, list(apps)) if students else {}
    check_not_running(logs)
    for where, port in ((host, student_port), ("127.0.0.1", teacher_port)):
        check_port_free(where, port)
    logs.mkdir(parents=True, exist_ok=True)
    ClassPool(pool, code=code).close()  # open the class: students can join at once
    if token is None:
        token_file = teacher_token(logs)
    else:  # a chosen token, in a private file of its own (never on Voila's command line)
        token_file = _write_private(logs / "teacher-token.chosen", token)
    token = token_file.read_text()
    env = {**(os.environ if env is None else env), POOL_VARIABLE: pool, CODE_VARIABLE: code}
    env.pop("JUPYTER_TOKEN", None)
    env.pop("JUPYTER_TOKEN_FILE", None)
    students_start = (
        serve_command(
            student_port,
            0,
            ROOT / "apps",
            host=host,
            warm=plan,
            spare=SPARE_KERNELS,
            light=CLASS_EXPERIMENT_APPS,  # the class's experiment pages leave plotly.js out
            max_kernels=max_kernels,
            fill_delay=fill_delay,
        ),
        env,
        logs / "students.log",
    )
    teacher_start = (
        [
            *serve_command(
                teacher_port,
                0,
                ROOT / "teacher" / "class-teacher.ipynb",
                max_kernels=8,  # a few tabs; a closed one's kernel ends a minute later
                login=True,
            ),
            "--Voila.auto_token=True",  # the token itself comes from JUPYTER_TOKEN_FILE
        ],
        {**env, "JUPYTER_TOKEN_FILE": str(token_file)},
        logs / "teacher.log",
    )
    starts = (students_start, teacher_start)
    processes = tuple(_start(*start) for start in starts)
    shown = "127.0.0.1" if host in ("127.0.0.1", "localhost") else host
    live = LiveClass(
        f"http://{shown}:{student_port}/",
        f"http://127.0.0.1:{teacher_port}/?token={token}",
        processes,
        preheated=sum(plan.values()),
        record=logs / RUNNING,
        starts=starts,
    )
    record = {
        "pid": os.getpid(),
        "started": time.strftime("%Y-%m-%d %H:%M"),
        "students": live.students_url,
        "teacher": live.teacher_url,
    }
    _write_private(live.record, json.dumps(record))  # holds the teacher's link: owner-only
    return live


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
        "--students",
        type=int,
        default=30,
        help="how many students come in at once: their apps are preheated for them "
        "(about 120-160 MB a student; 0: no preheating)",
    )
    parser.add_argument(
        "--lesson",
        default=None,
        help="the lesson (e.g. 11): its class experiment app is the one preheated",
    )
    parser.add_argument(
        "--apps",
        default=None,
        help="or the apps the class opens at once, comma-separated (default: the three "
        f"experiment apps); the apps: {', '.join(APPS)}",
    )
    parser.add_argument(
        "--max-kernels",
        type=int,
        default=0,
        help="the most students' kernels at once (default 0: what the memory holds)",
    )
    parser.add_argument(
        "--fill-delay",
        type=float,
        default=60.0,
        help="seconds after a visit before its app's spare kernels are refilled",
    )
    parser.add_argument(
        "--logs",
        type=Path,
        default=ROOT / "build" / "class",
        help="the folder for the servers' logs and the teacher's token file",
    )
    args = parser.parse_args(argv)
    try:
        if args.lesson and args.apps:
            raise ValueError("Give the lesson or the apps, not both.")
        apps = (
            lesson_apps(args.lesson)
            if args.lesson
            else [a.strip() for a in args.apps.split(",") if a.strip()]
            if args.apps
            else list(CLASS_EXPERIMENT_APPS)
        )
        preheat_plan(args.students, apps)  # checked before anything starts
    except ValueError as error:
        parser.error(str(error))
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
        students=args.students,
        apps=apps,
        max_kernels=args.max_kernels,
        fill_delay=args.fill_delay,
    )
    print(
        f"Class {args.code} is open.\n"
        f"  Students open: {live.students_url}  (an experiment app, then Send to the class;\n"
        "                 or Class predictions, to send a lesson's prediction)\n"
        f"  Teacher opens: {live.teacher_url}\n"
        "Ctrl-C (or closing this terminal) stops both servers; the results stay in the pool.",
        flush=True,
    )
    if live.preheated:
        print(
            f"Preheating {live.preheated} boards for {args.students} students "
            f"({', '.join(apps)}) …",
            flush=True,
        )
    began = time.monotonic()
    try:
        said_ready = not live.preheated
        while all(p.poll() is None for p in live.processes):
            if not said_ready and live.ready():
                print(
                    f"Ready after {time.monotonic() - began:.0f} s: the students can come in.",
                    flush=True,
                )
                said_ready = True
            time.sleep(1)
        print(f"A server stopped: see {args.logs}/*.log", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        live.stop()


if __name__ == "__main__":
    sys.exit(main())
