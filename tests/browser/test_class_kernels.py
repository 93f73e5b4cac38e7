"""The students' server in real browsers: a killed browser and a frozen one (a shut
laptop lid: the connection stays open, nothing answers) free their kernels, and past the
cap a student sees "the class is full — ask your teacher" until a classmate leaves.

The server is tools/app_server.py over a copy of the apps, capped at two kernels, with a
page counted gone after 5 s without a connection (the default is 60 s; the bound with
the defaults is tests/test_app_server.py's). The killed and frozen browsers are Chromium
processes of their own (so they can be killed or stopped whole); every wait is for a
condition the server reports at /class-status, and the long deadline only catches a hang.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from tools import app_server, serving

from .conftest import CHROMIUM, CHROMIUM_ARGS, Server, server_running
from .lab import WAIT

pytestmark = [pytest.mark.browser, pytest.mark.full]

HANG = 300  # seconds: only a hung server or browser takes this long
APP = "logo-deal-hand"


@pytest.fixture(scope="module")
def capped(tmp_path_factory, site_copy) -> Iterator[Server]:
    apps = site_copy / "apps"
    command = [
        sys.executable,
        str(app_server.__file__),
        str(apps),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0",
        "--preheat_kernel=True",
        "--pool_size=0",
        "--Voila.tornado_settings={'disable_check_xsrf': True}",
        "--BoundedKernelManager.max_kernels=2",
        "--BoundedKernelManager.page_gone_seconds=5",
        "--BoundedKernelManager.first_connect_seconds=5",
        "--BoundedKernelManager.cull_interval=1",
        "--port={port}",
    ]
    with server_running(tmp_path_factory, apps, command, "capped", status="/class-status") as s:
        yield s


def _wait(server: Server, condition, what: str) -> dict:
    def met() -> dict | None:
        now = app_server.status(server.url)
        return now if condition(now) else None

    return serving.wait_for(met, what, timeout=HANG)


def _own_chromium(url: str, profile) -> subprocess.Popen:
    """A Chromium of its own (its own process group) showing ``url``."""
    if not CHROMIUM.exists():
        pytest.skip(f"Chromium not found at {CHROMIUM}")
    return subprocess.Popen(
        [str(CHROMIUM), "--headless=new", *CHROMIUM_ARGS, f"--user-data-dir={profile}", url],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def _end(browser: subprocess.Popen) -> None:
    if browser.poll() is None:
        os.killpg(browser.pid, signal.SIGKILL)
        browser.wait(timeout=60)


@pytest.mark.parametrize("how", ["killed", "frozen"])
def test_a_vanished_browser_frees_its_kernel(capped, tmp_path, how):
    _wait(capped, lambda s: s["kernels"] == 0, "an empty server")
    browser = _own_chromium(f"{capped.url}/voila/render/{APP}.ipynb", tmp_path / "profile")
    try:
        _wait(capped, lambda s: s["connected"] == 1, "the page connected")
        began = time.monotonic()
        if how == "killed":
            os.killpg(browser.pid, signal.SIGKILL)  # every process of it, at once
        else:  # a shut lid: the connection stays open, and nothing answers the pings
            os.killpg(browser.pid, signal.SIGSTOP)
        _wait(capped, lambda s: s["kernels"] == 0, f"the {how} browser's kernel ended")
        print(f"{how} browser: kernel ended {time.monotonic() - began:.0f} s later")
    finally:
        _end(browser)


def test_past_the_cap_a_student_is_told_the_class_is_full_until_someone_leaves(capped, browser):
    _wait(capped, lambda s: s["kernels"] == 0, "an empty server")
    pages = [browser.new_context().new_page() for _ in range(3)]
    for page in pages:
        page.set_default_timeout(WAIT)
    url = f"{capped.url}/voila/render/{APP}.ipynb"
    try:
        for page in pages[:2]:
            page.goto(url, wait_until="domcontentloaded")
            page.locator(".logo-kit-board").first.wait_for(state="visible", timeout=HANG * 1000)
        _wait(capped, lambda s: s["connected"] == 2, "two pages connected")
        late = pages[2]
        late.goto(url, wait_until="domcontentloaded")
        late.get_by_text("The class is full — ask your teacher").wait_for()
        assert late.locator(".logo-kit-board").count() == 0
        pages[0].close(run_before_unload=True)  # a classmate closes the tab
        _wait(capped, lambda s: s["kernels"] == 1, "the closed tab's kernel ended")
        late.reload(wait_until="domcontentloaded")  # the page also tries again by itself
        late.locator(".logo-kit-board").first.wait_for(state="visible", timeout=HANG * 1000)
    finally:
        for page in pages:
            page.context.close()
