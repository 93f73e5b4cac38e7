"""Start a server on a free port, wait until it answers, stop it: the one way the tests,
benchmarks and tools (``make class``) run a server of their own.

A server runs in its own session (process group), its output appended to a log file, so
:func:`stop` ends it together with everything it started (Voilà's kernels, JupyterHub's
proxy). Every wait is for a condition; its time limit only catches a hung server, and a
server that exits first, or never answers, raises :class:`ServerFailed` quoting the end
of its log::

    with serving.running([sys.executable, "-m", "http.server", "{port}"], log) as server:
        urllib.request.urlopen(server.url)
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

HANG = 300.0
"""Seconds after which a server that has not answered counts as hung (a loaded machine
may take a minute to start JupyterLab)."""


class ServerFailed(RuntimeError):
    """A server stopped, or never answered, before it was ready (the message quotes its log)."""


class ServerExited(ServerFailed):
    """The server exited before answering (for example: another process took its port)."""


def free_port(host: str = "127.0.0.1") -> int:
    """A port nothing listens on now (the system's choice; another process may still take
    it before the server binds it, which :func:`serve` answers by trying another)."""
    with socket.socket() as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]


def log_tail(log: Path | None, lines: int = 20) -> str:
    """The last ``lines`` lines of ``log``, to quote in an error ("" without a log)."""
    if log is None:
        return ""
    try:
        said = log.read_text(errors="replace").splitlines()[-lines:]
    except OSError:
        return f"\n(no log at {log})"
    return f"\nLast lines of {log}:\n" + "\n".join(f"  {line}" for line in said)


def start(
    command: Sequence[str],
    log: Path,
    *,
    env: dict | None = None,
    cwd: Path | None = None,
    append: bool = False,
) -> subprocess.Popen:
    """Start ``command`` in a session of its own, its output (and errors) going to ``log``
    (appended to with ``append``: a restarted server keeps what it said before)."""
    with log.open("a" if append else "w") as out:
        return subprocess.Popen(
            list(command),
            env=env,
            cwd=cwd,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def running_in_group(group: int) -> bool:
    """True while a process of process group ``group`` still runs (one that has exited
    and waits to be reaped does not count). Reads Linux's /proc; elsewhere False."""
    proc = Path("/proc")
    for entry in proc.iterdir() if proc.is_dir() else ():
        if not entry.name.isdigit():
            continue
        try:
            state, _, pgrp = (entry / "stat").read_text().rsplit(")", 1)[1].split()[:3]
        except (OSError, IndexError, ValueError):
            continue  # gone while we looked
        if pgrp == str(group) and state != "Z":
            return True
    return False


def stop(process: subprocess.Popen, *, wait: bool = True, timeout: float = 20) -> None:
    """End ``process`` and everything in its session: SIGTERM, then SIGKILL for whatever
    is still there after ``timeout`` seconds (``wait=False``: only ask, so several end at
    once). Waits for the whole session, not only its head: a child (a kernel, the proxy)
    takes the same signal but may end a moment after it."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
    if not wait:
        return
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=timeout)
    deadline = time.monotonic() + timeout
    while running_in_group(process.pid):
        if time.monotonic() > deadline:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            return
        time.sleep(0.02)


def wait_for(
    condition: Callable[[], object],
    what: str,
    *,
    processes: Sequence[subprocess.Popen] = (),
    log: Path | None = None,
    timeout: float = HANG,
    interval: float = 0.25,
):
    """Call ``condition`` until it gives something true, and return that. Raises
    :class:`ServerExited` if one of ``processes`` exits first, :class:`ServerFailed`
    after ``timeout`` seconds (a hang); both say ``what`` was awaited and quote ``log``."""
    deadline = time.monotonic() + timeout
    while True:
        for process in processes:
            if process.poll() is not None:
                raise ServerExited(
                    f"{what}: the server exited with code {process.returncode} first"
                    + log_tail(log)
                )
        found = condition()
        if found:
            return found
        if time.monotonic() > deadline:
            raise ServerFailed(f"{what}: not within {timeout:.0f} s" + log_tail(log))
        time.sleep(interval)


def answers(url: str, timeout: float = 10) -> bool:
    """True when ``url`` answers with status 200."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as reply:
            return reply.status == 200
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False


def wait_until_answers(
    url: str,
    process: subprocess.Popen,
    log: Path | None = None,
    *,
    timeout: float = HANG,
) -> None:
    """Wait until ``url`` answers 200 while ``process`` (its server) runs."""
    wait_for(
        lambda: answers(url),
        f"{url} did not answer",
        processes=[process],
        log=log,
        timeout=timeout,
    )


@dataclass
class Server:
    """A running server: its process (the head of its session), its URL and log."""

    process: subprocess.Popen
    url: str
    log: Path

    def stop(self) -> None:
        stop(self.process)


def serve(
    command: Sequence[str],
    log: Path,
    *,
    path: str = "/",
    env: dict | None = None,
    cwd: Path | None = None,
    host: str = "127.0.0.1",
    tries: int = 3,
    timeout: float = HANG,
) -> Server:
    """Start ``command`` on a free port (written ``{port}`` in its arguments) and return
    it once ``path`` answers 200. A server that exits at once (its port was taken between
    choosing and binding it) is started again on another port, up to ``tries`` times."""
    for attempt in range(1, tries + 1):
        port = free_port(host)
        process = start(
            [arg.replace("{port}", str(port)) for arg in command], log, env=env, cwd=cwd
        )
        url = f"http://{host}:{port}"
        try:
            wait_until_answers(url + path, process, log, timeout=timeout)
            return Server(process, url, log)
        except ServerExited:
            if attempt == tries:
                raise
        except BaseException:
            stop(process)
            raise
    raise AssertionError("unreachable")


@contextlib.contextmanager
def running(command: Sequence[str], log: Path, **options) -> Iterator[Server]:
    """:func:`serve` for the length of a ``with`` block, stopped on leaving it."""
    server = serve(command, log, **options)
    try:
        yield server
    finally:
        server.stop()
