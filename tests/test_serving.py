"""tools/serving.py: a server on a free port, waited for until it answers, stopped with
everything it started; a server that dies first is a clear error quoting its log."""

from __future__ import annotations

import os
import sys
import urllib.request
from pathlib import Path

import pytest

from tools import serving

HTTP_SERVER = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "{port}"]


def _session(pid: int) -> list[int]:
    """The live processes whose process group is ``pid``'s."""
    members = []
    for entry in Path("/proc").iterdir():
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if entry.name.isdigit() and int(fields[2]) == pid and fields[0] != "Z":
            members.append(int(entry.name))
    return members


def test_a_server_answers_on_its_free_port_and_stops_with_its_children(tmp_path):
    (tmp_path / "hello.txt").write_text("hello")
    # the shell starts a child that would outlive a plain kill of the server
    command = ["sh", "-c", f"sleep 600 & exec {' '.join(HTTP_SERVER)}"]
    with serving.running(command, tmp_path / "server.log", cwd=tmp_path) as server:
        with urllib.request.urlopen(f"{server.url}/hello.txt", timeout=30) as reply:
            assert reply.read() == b"hello"
        assert len(_session(server.process.pid)) == 2  # the server and its sleeping child
    assert server.process.poll() is not None
    assert _session(server.process.pid) == []  # the child ended with it
    assert not serving.answers(server.url)
    assert "GET /hello.txt" in (tmp_path / "server.log").read_text()


def test_a_free_port_can_be_bound():
    import socket

    port = serving.free_port()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))
    assert 0 < port < 65536


def test_a_server_that_exits_at_once_is_a_clear_error_with_its_log(tmp_path):
    command = [sys.executable, "-c", "import sys; print('cannot bind {port}'); sys.exit(3)"]
    with pytest.raises(serving.ServerExited) as exited:
        serving.serve(command, tmp_path / "server.log", tries=2)
    message = str(exited.value)
    assert "exited with code 3" in message and "did not answer" in message
    assert "cannot bind" in message and str(tmp_path / "server.log") in message


def test_a_wait_that_never_comes_true_says_what_it_waited_for(tmp_path):
    log = tmp_path / "server.log"
    log.write_text("still thinking\n")
    with pytest.raises(serving.ServerFailed, match=r"(?s)the answer: not within 0 s.*still"):
        serving.wait_for(lambda: False, "the answer", log=log, timeout=0)
    assert serving.wait_for(lambda: 42, "the answer", timeout=0) == 42


def test_stop_waits_for_a_child_that_ends_after_the_server(tmp_path):
    """The hostile case: the server exits at once on SIGTERM, its child only after a
    while; stop() returns only when both are gone."""
    child = "trap 'sleep 0.5; exit 0' TERM; while :; do sleep 0.05; done"
    command = ["sh", "-c", f'sh -c "{child}" & exec {" ".join(HTTP_SERVER)}']
    with serving.running(command, tmp_path / "server.log", cwd=tmp_path) as server:
        assert len(_session(server.process.pid)) >= 2  # the server, the child (and its nap)
    assert _session(server.process.pid) == []
    assert not serving.running_in_group(server.process.pid)


def test_stop_is_quiet_for_a_server_already_gone(tmp_path):
    process = serving.start([sys.executable, "-c", "pass"], tmp_path / "log")
    process.wait(timeout=60)
    serving.stop(process)
    assert process.returncode == 0
    assert os.path.exists(tmp_path / "log")
