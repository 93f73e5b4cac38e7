"""Fixtures for browser tests: a throw-away JupyterLab server and headless Chromium.

The server runs on 127.0.0.1 on a free port with no token, from a copy of
the lessons (so running them never rewrites the stored outputs), with its
own HOME and workspace folder (no old tabs, no writes to the real home).
Servers live for one test module and every kernel a test started is shut
down after that test, so a long run does not pile up kernels (each holds
about 160 MB and a share of the CPU); each pytest-xdist worker has its own
servers, ports and temporary folders.
The browser is Debian's Chromium driven by Playwright; we never download a
browser. Outside CI a missing Chromium skips these tests; with CI=true it
is a failure, so CI cannot pass without running them.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tools import live_class, serving

from .lab import WAIT

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = Path(os.environ.get("LOGO_KIT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


@dataclass(frozen=True)
class Server:
    url: str
    root: Path


@pytest.fixture(scope="session")
def site_copy(tmp_path_factory) -> Path:
    """A copy of notebooks/ and apps/: running them in a browser must not rewrite ours."""
    site = tmp_path_factory.mktemp("site")
    for folder in ("notebooks", "apps"):
        shutil.copytree(ROOT / folder, site / folder)
    return site


def _server_env(home: Path) -> dict:
    env = {**os.environ, "HOME": str(home), "JUPYTER_NO_CONFIG": "1"}
    env.pop("PLOTLY_RENDERER", None)
    return env


def lab_command(root: Path, workspaces: Path) -> list[str]:
    """JupyterLab (no token) serving ``root`` on the port :func:`server_running` chooses."""
    return [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ip",
        "127.0.0.1",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        # without a token, jupyter_server wants an _xsrf field on a DELETE, so the kernels
        # of a finished test could not be shut down (shut_down_kernels got 403)
        "--ServerApp.disable_check_xsrf=True",
        "--allow-root",
        "--ServerApp.port_retries=0",  # the port we chose, or fail (and we choose again)
        f"--ServerApp.root_dir={root}",
        f"--LabApp.workspaces_dir={workspaces}",
        "--port={port}",
    ]


@pytest.fixture(scope="module")
def jupyter_lab(tmp_path_factory, site_copy) -> Iterator[Server]:
    """A JupyterLab server (no token) serving a copy of the lessons and apps, for one module."""
    home = tmp_path_factory.mktemp("home")
    command = lab_command(site_copy, tmp_path_factory.mktemp("workspaces"))
    with server_running(
        tmp_path_factory, site_copy, command, "jupyter-lab", status="/api/status", home=home
    ) as server:
        yield server


def _api(url: str, method: str = "GET") -> object:
    request = urllib.request.Request(url, method=method)
    with urllib.request.urlopen(request, timeout=30) as response:
        body = response.read()
    return json.loads(body) if body else None


def shut_down_kernels(server: Server) -> None:
    """Close every notebook session and kernel the server has (a test's kernels end with it)."""
    for session in _api(f"{server.url}/api/sessions"):
        _api(f"{server.url}/api/sessions/{session['id']}", "DELETE")
    for kernel in _api(f"{server.url}/api/kernels"):
        _api(f"{server.url}/api/kernels/{kernel['id']}", "DELETE")


@pytest.fixture(autouse=True)
def _kernels_end_with_their_test(request) -> Iterator[None]:
    """After a test that used JupyterLab, shut down the kernels it started."""
    yield
    if "jupyter_lab" in request.fixturenames:
        server = request.getfixturevalue("jupyter_lab")
        try:
            shut_down_kernels(server)
        except (urllib.error.URLError, OSError) as error:  # the server died: the test says why
            print(f"could not shut the kernels down: {error}")


@contextlib.contextmanager
def server_running(
    tmp_path_factory,
    root: Path,
    command: list[str],
    name: str,
    status: str = "/",
    home: Path | None = None,
    env: dict | None = None,
) -> Iterator[Server]:
    """Run ``command`` (a Jupyter or Voilà server for ``root``, its port given as
    ``--port={port}``, ready once ``status`` answers) on a free port with its own home
    folder (and ``env`` besides) and log, and stop it on leaving."""
    home = home or tmp_path_factory.mktemp(f"{name}-home")
    log = tmp_path_factory.mktemp("logs") / f"{name}.log"
    environment = {**_server_env(home), **(env or {})}
    with serving.running(command, log, path=status, env=environment) as server:
        yield Server(url=server.url, root=root)


@contextlib.contextmanager
def live_class_running(tmp_path_factory, name: str, **options) -> Iterator:
    """``make class`` (tools/live_class.py) for class 7B over a new SQLite pool, on free
    ports, the teacher's token "teacher-only"; yields the class once both servers answer
    (``options`` go to ``live_class.serve``: students, apps)."""
    folder = tmp_path_factory.mktemp(name)
    pool = f"sqlite:///{folder / 'class.db'}"
    served = live_class.serve(
        "7B",
        pool,
        student_port=serving.free_port(),
        teacher_port=serving.free_port(),
        token="teacher-only",
        logs=folder,
        env=_server_env(tmp_path_factory.mktemp("home")),
        **options,
    )
    served.pool = pool
    try:
        served.wait_until_answering()
        yield served
    finally:
        served.stop()


@pytest.fixture(scope="module")
def voila(tmp_path_factory, site_copy) -> Iterator[Server]:
    """A Voila server (outputs only, no code) serving a copy of the apps, for one module.

    Voila keeps each page's kernel until the server stops, so the server lives for one
    module only."""
    apps = site_copy / "apps"
    command = [
        sys.executable,
        "-m",
        "voila",
        str(apps),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0",
        "--port={port}",
    ]
    with server_running(tmp_path_factory, apps, command, "voila") as server:
        yield server


@pytest.fixture(scope="session")
def browser():
    """Headless Debian Chromium through Playwright (skipped outside CI if absent)."""
    if not CHROMIUM.exists():
        message = f"Chromium not found at {CHROMIUM} (apt-get install chromium)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(message + " — CI must run the browser tests")
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 1800})
    page = context.new_page()
    page.set_default_timeout(WAIT)
    try:
        yield page
    finally:
        context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
