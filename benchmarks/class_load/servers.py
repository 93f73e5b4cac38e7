"""The servers a class-load run starts: ``make class`` as it is now, and as it was
before (plain Voilà, one preheated kernel per app), each over a fresh class pool."""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from benchmarks import process_usage
from tools import live_class, make_apps, serving

CODE = "LOAD"
"""The class code every simulated student joins."""


def quiet_env(folder: Path) -> dict[str, str]:
    """The environment of a server run for a benchmark: its own HOME in ``folder``, no
    user's Jupyter configuration, and the notebook's own plotly renderer."""
    env = {**os.environ, "HOME": str(folder), "JUPYTER_NO_CONFIG": "1"}
    env.pop("PLOTLY_RENDERER", None)
    return env


@contextlib.contextmanager
def class_served(students: int, apps: list[str], folder: Path) -> Iterator:
    """``make class`` for ``students`` over ``apps`` in ``folder``; yields it once ready,
    with the seconds its preheating took."""
    live = live_class.serve(
        CODE,
        f"sqlite:///{folder / 'class.db'}",
        student_port=serving.free_port(),
        teacher_port=serving.free_port(),
        logs=folder,
        env=quiet_env(folder),
        students=students,
        apps=apps,
        max_kernels=2 * students + 10,  # the speed is measured here, not the memory's cap
    )
    try:
        began = time.perf_counter()
        serving.wait_for(
            live.ready if students else lambda: serving.answers(live.students_url + "class-status"),
            f"the class's servers getting ready (logs: {folder})",
            processes=live.processes,
            log=folder / "students.log",
            timeout=1800,  # a hung server, not a slow one
        )
        yield live, time.perf_counter() - began
    finally:
        live.stop()


@dataclass
class Served:
    """The server of before, as :func:`class_served` yields ``make class``."""

    students_url: str
    processes: tuple[subprocess.Popen, ...]


@contextlib.contextmanager
def class_served_before(apps: list[str], folder: Path) -> Iterator:
    """``make class`` as it was before (the same run's baseline): plain Voilà, one
    preheated kernel for every app, refilled a second after each visit, nothing
    compressed, plotly.js on every page. Yields it once every kernel has run its app."""
    from logo_kit.classpool import CODE_VARIABLE, POOL_VARIABLE, ClassPool

    url = f"sqlite:///{folder / 'class.db'}"
    ClassPool(url, code=CODE).close()
    port = serving.free_port()
    command = [
        *make_apps.plain_command(port),
        *make_apps.SERVE_ARGS,
        *make_apps.NO_LOGIN_ARGS,
        "--pool_size=1",
    ]
    env = {**quiet_env(folder), POOL_VARIABLE: url, CODE_VARIABLE: CODE}
    log = folder / "before.log"
    process = serving.start(command, log, env=env, cwd=make_apps.APPS_DIR)
    try:
        began = time.perf_counter()
        filled = [f"Kernel pool of {app}.ipynb is filled" for app in make_apps.APPS]
        serving.wait_for(
            lambda: (
                all(line in log.read_text() for line in filled)
                and process_usage.is_quiet(process.pid)
            ),
            "the server of before getting ready",
            processes=[process],
            log=log,
            timeout=1800,
        )
        yield Served(f"http://127.0.0.1:{port}/", (process,)), time.perf_counter() - began
    finally:
        serving.stop(process, timeout=60)
