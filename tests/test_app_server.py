"""The students' Voilà server (tools/app_server.py): kernels stay bounded however pages
come and go.

A real server runs a one-widget notebook (quick kernels), with a cap of three kernels,
one culling round a second and a page counted gone after two seconds without a
connection. Page loads are scripted (a GET, as a script or a page that died before its
connection opened), and a page's connection is a real kernel websocket. Every wait is
for a condition (culling rounds counted by the server, kernels ended); the long
deadlines only catch a hang. The browser version (a killed or frozen Chromium) is
tests/browser/test_class_kernels.py.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
import websocket
from nbformat.v4 import new_code_cell, new_notebook

from tools import app_server, serving

pytestmark = [pytest.mark.slow, pytest.mark.spread]  # each test has its own server

ROOT = Path(__file__).resolve().parents[1]
HANG = 300  # seconds: only a hung server takes this long
GONE = 5  # the test server's page_gone_seconds


def _notebook(folder: Path, name: str) -> None:
    notebook = new_notebook(cells=[new_code_cell("import ipywidgets\nipywidgets.HTML('ready')")])
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(notebook, folder / f"{name}.ipynb")


class Served:
    def __init__(self, server: serving.Server) -> None:
        self.url, self.process, self.log = server.url, server.process, server.log

    def status(self) -> dict:
        return app_server.status(self.url)

    def wait(self, condition, what: str) -> dict:
        def met() -> dict | None:
            now = self.status()
            return now if condition(now) else None

        return serving.wait_for(met, what, processes=[self.process], log=self.log)

    def rounds_pass(self, count: int) -> dict:
        """Wait until ``count`` more culling rounds have run."""
        start = self.status()["culling_rounds"]
        return self.wait(lambda s: s["culling_rounds"] >= start + count, f"{count} rounds")

    def hold(self, page: str) -> websocket.WebSocket:
        """Open the page's kernel connection, as its page does, and keep answering the
        server's pings until it is closed."""
        kernel = re.search(r'"kernelId": *"([0-9a-f-]{36})"', page).group(1)
        url = self.url.replace("http", "ws") + f"/api/kernels/{kernel}/channels"
        connection = websocket.create_connection(url, timeout=HANG)

        def drain() -> None:
            with contextlib.suppress(Exception):
                while connection.recv() is not None:
                    pass

        threading.Thread(target=drain, daemon=True).start()
        return connection

    def open_page(self, app: str) -> tuple[int, str]:
        try:
            with urllib.request.urlopen(f"{self.url}/voila/render/{app}.ipynb", timeout=HANG) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()


@pytest.fixture
def served(request, tmp_path) -> Iterator[Served]:
    """The server; a test parametrizing it (indirectly) gives a page that never
    connected that many seconds (GONE otherwise)."""
    first_connect = getattr(request, "param", GONE)
    apps = tmp_path / "apps"
    apps.mkdir()
    for name in ("bare", "other"):
        _notebook(apps, name)
    command = [
        sys.executable,
        str(ROOT / "tools" / "app_server.py"),
        str(apps),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        "--port={port}",
        "--Voila.port_retries=0",
        "--preheat_kernel=True",
        "--pool_size=0",
        "--ClassroomVoila.warm={'bare.ipynb': 1}",
        "--ClassroomVoila.fill_delay=0",
        "--BoundedKernelManager.max_kernels=3",
        f"--BoundedKernelManager.page_gone_seconds={GONE}",
        f"--BoundedKernelManager.first_connect_seconds={first_connect}",
        "--BoundedKernelManager.cull_interval=1",
    ]
    env = {**os.environ, "HOME": str(tmp_path), "JUPYTER_NO_CONFIG": "1"}
    with serving.running(
        command, tmp_path / "server.log", path="/class-status", env=env, cwd=apps
    ) as started:
        server = Served(started)
        server.wait(lambda s: s["ready"].get("bare.ipynb") == 1, "the preheated kernel")
        yield server


def test_a_flood_of_page_loads_stays_bounded_and_says_the_class_is_full(served):
    loads = ["other", "other", "bare", "bare", "other", "other", "other", "bare"]
    answers, pages = [], []
    for app in loads:
        code, text = served.open_page(app)
        answers.append((code, text))
        if code == 200:
            pages.append(served.hold(text))  # the page connects, as a browser's does
    codes = [code for code, _ in answers]
    # two started for "other", the preheated "bare"; its refill then waits for room
    assert codes == [200, 200, 200, 503, 503, 503, 503, 503], codes
    full = answers[-1][1]
    assert "The class is full — ask your teacher" in full
    assert "Traceback" not in full and 'http-equiv="refresh"' in full  # it tries again
    assert served.status()["kernels"] == 3
    for page in pages:  # three browsers killed: their connections drop
        page.close()
    served.wait(
        lambda s: s["kernels"] == 1 and s["ready"].get("bare.ipynb") == 1,
        "the gone pages' kernels ended, and the waiting refill preheated one",
    )
    code, page = served.open_page("other")  # a script's load that never connects
    assert code == 200
    served.wait(lambda s: s["kernels"] == 1, "the never-connected page's kernel ended")


def test_a_page_holding_its_connection_keeps_its_kernel_and_loses_it_after_leaving(served):
    code, page = served.open_page("other")
    assert code == 200
    connection = served.hold(page)
    held = served.rounds_pass(3 * GONE + 2)
    assert held["kernels"] == 2 and held["connected"] == 1  # not ended
    connection.close()
    served.wait(lambda s: s["kernels"] == 1, "the kernel of the page that left ended")


@pytest.mark.parametrize("served", [3600], indirect=True, ids=["never-connected: 1 h"])
def test_a_page_still_loading_keeps_its_kernel_longer_than_a_page_that_left(served):
    code, _loading = served.open_page("other")  # its page has not connected yet
    assert code == 200
    code, page = served.open_page("other")
    assert code == 200
    served.hold(page).close()  # this page connected, then left
    served.wait(lambda s: s["kernels"] == 2, "the left page's kernel ended")
    status = served.rounds_pass(3 * GONE + 2)
    assert status["kernels"] == 2  # the preheated one, and the page still loading


def test_a_preheated_kernel_waiting_for_its_first_visit_is_kept(served):
    status = served.rounds_pass(3 * GONE + 2)  # far longer than a page may be gone
    assert status["kernels"] == 1 and status["ready"] == {"bare.ipynb": 1}
    code, page = served.open_page("bare")
    assert code == 200 and "ready" in page  # the preheated board, at once


def test_the_status_line_names_no_kernel_and_no_student(served):
    text = json.dumps(served.status())
    assert not re.search(r"[0-9a-f]{8}-[0-9a-f]{4}", text)
    assert set(json.loads(text)) == {
        "kernels",
        "connected",
        "max_kernels",
        "ready",
        "culling_rounds",
    }


def test_a_shut_lid_frees_its_kernel_within_two_minutes_with_the_defaults():
    assert app_server.worst_case_release_seconds(60) < 120
    assert app_server.worst_case_release_seconds(90) > 120  # the bound can fail


def test_the_default_cap_is_what_the_memory_holds(tmp_path):
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal: 8000000 kB\nMemAvailable:    5242880 kB\n")
    free = app_server.available_mb(meminfo)
    assert free == 5120
    assert app_server.default_max_kernels(free) == (5120 - 1024) // 160 == 25
    assert app_server.default_max_kernels(500) == 4  # a tiny machine still serves a few
    assert app_server.available_mb(tmp_path / "missing") == 4096


def test_static_files_are_sent_compressed_to_browsers_that_accept_it(served):
    import gzip

    extension = "@jupyter-widgets/jupyterlab-manager/static"
    folder = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / extension
    name = max(folder.glob("*.js"), key=lambda p: p.stat().st_size)
    url = f"{served.url}/voila/labextensions/{extension}/{name.name}"
    for _ in range(2):  # compressed once, then from memory: the same bytes
        request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request, timeout=HANG) as reply:
            assert reply.headers["Content-Encoding"] == "gzip"
            body = reply.read()
            assert int(reply.headers["Content-Length"]) == len(body)
        assert gzip.decompress(body) == name.read_bytes()
    with urllib.request.urlopen(url, timeout=HANG) as plain:  # no gzip asked: as it is
        assert plain.headers.get("Content-Encoding") is None
        assert plain.read() == name.read_bytes()
