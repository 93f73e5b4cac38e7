"""The apps as ``make apps`` serves them: a closed page's kernel ends.

Voilà's page asks the server to shut its kernel down when the page closes, in a
POST without an ``_xsrf`` field, which Voilà refuses by default
(voila-dashboards/voila#1458): every visit left a ~160 MB kernel running until
the server stopped, so a class of thirty opening a few apps each could fill a
laptop's memory. ``tools/make_apps.py``'s ``SERVE_ARGS`` turns that check off
(the apps have no login for it to protect).
"""

from __future__ import annotations

import importlib.util
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from .conftest import ROOT, Server, server_running
from .lab import WAIT, open_in_voila

pytestmark = [pytest.mark.browser, pytest.mark.full]

_spec = importlib.util.spec_from_file_location("make_apps", ROOT / "tools" / "make_apps.py")
make_apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_apps)

APP = "logo-deal-hand"


@pytest.fixture(scope="module")
def served_apps(tmp_path_factory, site_copy) -> Iterator[Server]:
    """The copied apps, served with make apps' options (preheated, one kernel per app)."""
    apps = site_copy / "apps"
    command = [
        part for part in make_apps.serve_command(0, 1, apps) if not part.startswith("--port=")
    ]
    command = [*command, "--Voila.port_retries=0", "--port={port}"]
    with server_running(tmp_path_factory, apps, command, "apps") as server:
        yield server


def _kernel_running(url: str, kernel: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/api/kernels/{kernel}", timeout=30):
            return True
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise


def test_closing_an_app_page_ends_its_kernel(served_apps, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        open_in_voila(page, f"{served_apps.url}/voila/render/{APP}.ipynb")
        kernel = page.evaluate(
            "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
        )
        assert _kernel_running(served_apps.url, kernel)
        page.close(run_before_unload=True)  # what a closed tab does
        deadline = time.monotonic() + WAIT / 1000  # waiting for an event, not timing it
        while _kernel_running(served_apps.url, kernel) and time.monotonic() < deadline:
            time.sleep(0.5)
        assert not _kernel_running(served_apps.url, kernel), (
            f"the kernel of a closed {APP} page is still running"
        )
    finally:
        context.close()
