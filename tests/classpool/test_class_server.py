"""`make class`'s server life: a taken port said up front, the teacher's token kept off
every command line in an owner-only file that a restart reuses, and closing the terminal
(SIGHUP) stopping both Voilà servers."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tools import live_class, serving

ROOT = Path(__file__).resolve().parents[2]


def test_a_taken_port_is_said_before_anything_starts(tmp_path):
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        with pytest.raises(SystemExit, match=f"Port {port} is in use.*PORT="):
            live_class.serve(
                "7B", f"sqlite:///{tmp_path / 'class.db'}", student_port=port, logs=tmp_path
            )
    assert not (tmp_path / "class.db").exists()  # refused before the pool was opened


def _port_a_server_just_closed_a_connection_on() -> int:
    """A port whose server (bound as tornado binds, with SO_REUSEADDR) has stopped, and
    whose last connection it closed first: that connection waits there (TIME_WAIT)."""
    with socket.socket() as listener:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        with socket.create_connection(("127.0.0.1", port)) as client:
            served, _ = listener.accept()
            served.close()  # the server closes first, as after an HTTP response
            assert client.recv(1) == b""
    return port


def test_a_port_a_stopped_class_just_left_is_free_again():
    port = _port_a_server_just_closed_a_connection_on()
    with socket.socket() as plain, pytest.raises(OSError):
        plain.bind(("127.0.0.1", port))  # a bind without SO_REUSEADDR is refused here
    live_class.check_port_free("127.0.0.1", port)  # as the next make class's Voilà may


def test_a_second_class_is_refused_while_the_first_runs_and_says_where_it_is(tmp_path):
    record = {
        "pid": os.getpid(),
        "started": "2026-01-05 09:00",
        "students": "http://10.0.0.5:8866/",
        "teacher": "http://127.0.0.1:8867/?token=t",
    }
    (tmp_path / live_class.RUNNING).write_text(json.dumps(record))
    with pytest.raises(SystemExit, match="already running") as refused:
        live_class.serve("7B", f"sqlite:///{tmp_path / 'class.db'}", logs=tmp_path)
    said = str(refused.value)
    assert "http://10.0.0.5:8866/" in said and "?token=t" in said and str(os.getpid()) in said
    assert not (tmp_path / "class.db").exists()  # refused before anything started
    ended = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    record["pid"] = int(ended.stdout)  # a class whose launcher is gone is no obstacle
    (tmp_path / live_class.RUNNING).write_text(json.dumps(record))
    live_class.check_not_running(tmp_path)
    (tmp_path / live_class.RUNNING).write_text("not json")
    live_class.check_not_running(tmp_path)


def test_the_teachers_token_file_is_private_and_reused(tmp_path):
    first = live_class.teacher_token(tmp_path)
    assert stat.S_IMODE(first.stat().st_mode) == 0o600
    token = first.read_text()
    assert len(token) >= 16
    assert live_class.teacher_token(tmp_path).read_text() == token  # a restart keeps the link


def _descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        parent = todo.pop()
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == parent:
                found.append(int(entry.name))
                todo.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.slow
def test_closing_the_terminal_stops_both_servers_and_no_command_line_holds_the_token(tmp_path):
    student_port, teacher_port = serving.free_port(), serving.free_port()
    env = {**os.environ, "HOME": str(tmp_path), "JUPYTER_NO_CONFIG": "1"}
    command = [
        sys.executable,
        str(ROOT / "tools" / "live_class.py"),
        "--code",
        "7B",
        "--pool",
        f"sqlite:///{tmp_path / 'class.db'}",
        "--logs",
        str(tmp_path),
        "--student-port",
        str(student_port),
        "--teacher-port",
        str(teacher_port),
        "--students",
        "0",
    ]
    for log in ("students.log", "teacher.log"):  # what the last class's servers said
        (tmp_path / log).write_text(f"earlier class {log}\n")
    launcher = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    try:
        said = []
        for line in launcher.stdout:  # ends if the launcher does
            said.append(line)
            if "Teacher opens:" in line:
                break
        assert "Teacher opens:" in said[-1], f"the launcher said only: {''.join(said)}"
        teacher_url = said[-1].split("Teacher opens:")[1].strip()
        token = (tmp_path / "teacher-token").read_text()
        assert teacher_url.endswith(f"?token={token}")
        running = tmp_path / live_class.RUNNING  # says a class runs, with the teacher's link
        assert stat.S_IMODE(running.stat().st_mode) == 0o600
        students_url = next(s for s in said if "Students open:" in s).split()[2]
        for url, log in ((teacher_url, "teacher.log"), (students_url, "students.log")):
            serving.wait_until_answers(url, launcher, tmp_path / log)  # up (and logging)
        servers = _descendants(launcher.pid)
        assert servers
        for pid in [launcher.pid, *servers]:
            arguments = (Path("/proc") / str(pid) / "cmdline").read_bytes()
            assert token.encode() not in arguments  # `ps` never shows the token
        launcher.send_signal(signal.SIGHUP)
        assert launcher.wait(timeout=300) == 0  # the deadlines guard against a hang only
        serving.wait_for(  # a kernel ends on its server's word, a bit later
            lambda: not any(_alive(pid) for pid in servers),
            "every server ended after SIGHUP",
            timeout=120,
        )
        for port in (student_port, teacher_port):
            live_class.check_port_free("127.0.0.1", port)  # both ports are free again
        for log in ("students.log", "teacher.log"):  # appended to, never overwritten
            said = (tmp_path / log).read_text()
            assert said.startswith(f"earlier class {log}") and "Voila" in said
        assert not (tmp_path / live_class.RUNNING).exists()  # no class is said to run
    finally:
        if launcher.poll() is None:
            launcher.kill()
        for pid in _descendants(launcher.pid):
            os.kill(pid, signal.SIGKILL)
