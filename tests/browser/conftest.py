"""Fixtures for browser tests: a throw-away JupyterLab server and headless Chromium.

The server runs on 127.0.0.1 on a free port with no token, from a copy of
the lessons (so running them never rewrites the stored outputs), with its
own HOME and workspace folder (no old tabs, no writes to the real home).
The browser is Debian's Chromium driven by Playwright; we never download a
browser. Outside CI a missing Chromium skips these tests; with CI=true it
is a failure, so CI cannot pass without running them.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

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


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for(url: str, process: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited early with code {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.25)
    raise TimeoutError(f"{url} did not answer within {timeout} s")


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=5)


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


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory, site_copy) -> Iterator[Server]:
    """A JupyterLab server (no token) serving a copy of the lessons and apps."""
    home = tmp_path_factory.mktemp("home")
    workspaces = tmp_path_factory.mktemp("workspaces")
    port = _free_port()
    env = {**os.environ, "HOME": str(home), "JUPYTER_NO_CONFIG": "1"}
    env.pop("PLOTLY_RENDERER", None)
    log = (tmp_path_factory.mktemp("logs") / "jupyter-lab.log").open("w")
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ip",
        "127.0.0.1",
        "--port",
        str(port),
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--allow-root",
        f"--ServerApp.root_dir={site_copy}",
        f"--LabApp.workspaces_dir={workspaces}",
    ]
    # Popen with its own session: we hold the real server PID and can stop its whole group.
    process = subprocess.Popen(
        command, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        url = f"http://127.0.0.1:{port}"
        _wait_for(f"{url}/api/status", process)
        yield Server(url=url, root=site_copy)
    finally:
        _stop(process)
        log.close()


@pytest.fixture(scope="session")
def voila(tmp_path_factory, site_copy) -> Iterator[Server]:
    """A Voila server (outputs only, no code) serving a copy of the apps."""
    home = tmp_path_factory.mktemp("voila-home")
    port = _free_port()
    env = {**os.environ, "HOME": str(home), "JUPYTER_NO_CONFIG": "1"}
    env.pop("PLOTLY_RENDERER", None)
    log = (tmp_path_factory.mktemp("logs") / "voila.log").open("w")
    command = [
        sys.executable,
        "-m",
        "voila",
        str(site_copy / "apps"),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
    ]
    process = subprocess.Popen(
        command, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        url = f"http://127.0.0.1:{port}"
        _wait_for(f"{url}/", process)
        yield Server(url=url, root=site_copy / "apps")
    finally:
        _stop(process)
        log.close()


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
    page.set_default_timeout(60_000)
    try:
        yield page
    finally:
        context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
