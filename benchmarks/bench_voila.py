"""Voilà apps: time from opening an app in Chromium to its board on screen.

Each app of apps/ (tools/make_apps.py) is opened in headless Debian Chromium
(Playwright, as in the browser tests) and timed until its ``.logo-kit-board`` is
visible. Two servers run the same copy of the apps plus ``bare-widget.ipynb`` (one
HTML widget, the least a Voilà page can show):

* **preheated** — how ``make apps`` serves them (tools/make_apps.py ``SERVE_ARGS``):
  each app's kernel is started and its notebook run before the page asks; one
  kernel per app, refilled after each visit (the benchmark waits until the refill
  has finished running before the next visit, as a server that has been up a while);
* **plain** — Voilà's defaults: the kernel starts and runs the notebook when the page
  is asked for (how the apps were served before).

Rows "…, preheated" time the app on the preheated server against the bare notebook on
the same server: the ratio is what the board costs beyond the least a page costs; the
issue's target is 5 s to the board. Rows "…: preheated vs plain" time the app without preheating
against the preheated app in the same run (one visit each): the ratio is how many
times faster preheating makes the first render.

Needs /usr/bin/chromium; ``python -m benchmarks voila`` runs only these.
"""

from __future__ import annotations

import argparse
import atexit
import concurrent.futures
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_notebook

from benchmarks import process_usage
from benchmarks.harness import Benchmark
from tools import make_apps, serving

ROOT = Path(__file__).resolve().parents[1]

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
BARE = "bare-widget"
BOARD = ".logo-kit-board"
BARE_MARK = ".lk-bench-bare"
TARGET_SECONDS = 5.0
PAGE_TIMEOUT_MS = 180_000  # a hung page, not a slow one


class _Server:
    """One Voilà server over a temporary copy of the apps (started on first use)."""

    def __init__(self, preheat: bool) -> None:
        self.preheat = preheat
        self.process: subprocess.Popen | None = None
        self.url = ""

    def start(self) -> None:
        if self.process is not None:
            return
        folder = Path(tempfile.mkdtemp(prefix="lk-bench-voila-"))
        shutil.copytree(ROOT / "apps", folder / "apps")
        bare = new_notebook(
            cells=[
                new_code_cell(
                    "import ipywidgets as widgets\n\n"
                    "w = widgets.HTML('<b>ready</b>')\nw.add_class('lk-bench-bare')\nw"
                )
            ]
        )
        bare.metadata["kernelspec"] = {
            "name": "python3",
            "display_name": "Python 3",
            "language": "python",
        }
        nbformat.write(bare, folder / "apps" / f"{BARE}.ipynb")
        if self.preheat:
            # refilled a second after a visit (Voilà's default), as the rows always were
            command = make_apps.serve_command("{port}", 1, folder / "apps", fill_delay=1.0)
        else:
            plain = make_apps.plain_command("{port}", folder / "apps")
            command = [*plain, *make_apps.NO_LOGIN_ARGS]
        # No idle culling: it also culls a preheated kernel that has waited long for its
        # page, which then hangs on a kernel that no longer exists (one visit in ten did).
        # A visited page's kernel ends when the page closes (_first_render; the plain
        # server needs NO_LOGIN_ARGS's xsrf setting for that too).
        home = folder / "home"
        home.mkdir()
        env = {**os.environ, "HOME": str(home), "JUPYTER_NO_CONFIG": "1"}
        env.pop("PLOTLY_RENDERER", None)
        server = serving.serve(command, folder / "voila.log", env=env)
        self.process, self.url = server.process, server.url
        atexit.register(self.stop)
        self.settle()

    def settle(self) -> None:
        """Preheated: wait until every pooled kernel has finished running its notebook (the
        server and its kernels use almost no CPU for three seconds)."""
        if not self.preheat or self.process is None:
            return
        serving.wait_for(
            lambda: process_usage.is_quiet(self.process.pid),
            "the preheated kernels running their apps",
            processes=[self.process],
            timeout=600,
        )

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            serving.stop(process, timeout=30)


_SERVERS = {True: _Server(preheat=True), False: _Server(preheat=False)}
_BROWSER: list = []
# Playwright's sync API refuses to run in a thread with a running asyncio loop (a test
# run may have left one in the main thread), and its objects belong to the thread that
# made them: every browser call goes through this one thread of its own.
_BROWSER_THREAD = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="bench-voila")


def _browser():
    if not _BROWSER:
        from playwright.sync_api import sync_playwright

        playwright = sync_playwright().start()
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        _BROWSER.extend([playwright, browser])
    return _BROWSER[1]


def _close_browser() -> None:
    if _BROWSER:
        playwright, browser = _BROWSER
        browser.close()
        playwright.stop()
        _BROWSER.clear()


def close() -> None:
    """Close the browser and stop both Voilà servers, with their preheated kernels.

    The test run calls this once its benchmarks are done: an xdist worker can end
    without running ``atexit`` hooks, and a CI run once left a preheated server (a
    kernel per app, about 2 GB) running after it had finished. The next visit starts
    them again.
    """
    with contextlib.suppress(Exception):  # the interpreter may be past running threads
        _BROWSER_THREAD.submit(_close_browser).result(timeout=60)
    for server in _SERVERS.values():
        server.stop()


@atexit.register
def _at_exit() -> None:
    close()
    _BROWSER_THREAD.shutdown(wait=False)


def first_render(app: str, preheat: bool) -> float:
    """Seconds from asking for ``app`` to its board (or the bare widget) on screen."""
    return _BROWSER_THREAD.submit(_first_render, app, preheat).result()


def _first_render(app: str, preheat: bool) -> float:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    server = _SERVERS[preheat]
    server.start()
    for attempt in range(2):  # a page that hangs anyway is tried once more, and said
        server.settle()
        context = _browser().new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        try:
            start = time.perf_counter()
            page.goto(
                f"{server.url}/voila/render/{app}.ipynb",
                wait_until="commit",
                timeout=PAGE_TIMEOUT_MS,
            )
            page.locator(BARE_MARK if app == BARE else BOARD).first.wait_for(
                state="visible", timeout=PAGE_TIMEOUT_MS
            )
            return time.perf_counter() - start
        except PlaywrightTimeout:
            if attempt:
                raise
            print(
                f"{app}: the page hung (no board after {PAGE_TIMEOUT_MS // 1000} s); "
                "trying once more",
                file=sys.stderr,
            )
        finally:
            page.close(run_before_unload=True)  # as a closed tab: Voilà ends the page's kernel
            context.close()
    raise AssertionError("unreachable")


def _rows() -> list[Benchmark]:
    if not CHROMIUM.exists():
        return []
    rows = []
    for app in make_apps.APPS:
        rows.append(
            Benchmark(
                name=f"voila first render {app}, preheated",
                candidate=lambda app=app: first_render(app, True),
                baseline=lambda: first_render(BARE, True),
                baseline_name="bare one-widget notebook, preheated",
                repeats=2,
                target_seconds=TARGET_SECONDS,
                notes="board on screen after opening the app; make apps serves it so",
                self_timed=True,  # the page only: not the server's start or settling
            )
        )
    for app in make_apps.APPS:
        rows.append(
            Benchmark(
                name=f"voila first render {app}: preheated vs plain",
                candidate=lambda app=app: first_render(app, True),
                baseline=lambda app=app: first_render(app, False),
                baseline_name="the same app without preheating (before)",
                repeats=1,
                notes="ratio: how many times faster preheating shows the board",
                self_timed=True,
            )
        )
    return rows


BENCHMARKS = _rows()
BROWSER_BENCHMARKS = True
"""These rows drive a browser and Voilà servers: tests/test_benchmarks.py runs them only
in the full tier."""


def _median_of(repeats: int, visit: Callable[[], float]) -> float:
    return statistics.median(visit() for _ in range(repeats))


def main(argv: list[str] | None = None) -> int:
    """Quick look: median first render of each app, plain and preheated, with the bare page."""
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.bench_voila",
        description="Median seconds from opening each Voilà app to its board on screen.",
    )
    parser.add_argument(
        "apps",
        nargs="*",
        choices=[[], *make_apps.APPS],
        metavar="APP",
        help=f"apps to time (default: all): {', '.join(make_apps.APPS)}",
    )
    parser.add_argument("--repeats", type=int, default=3, help="visits per app and server")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    for name in args.apps or list(make_apps.APPS):
        times = {
            "plain_s": _median_of(args.repeats, lambda name=name: first_render(name, False)),
            "preheated_s": _median_of(args.repeats, lambda name=name: first_render(name, True)),
            "bare_preheated_s": _median_of(args.repeats, lambda: first_render(BARE, True)),
        }
        print(
            json.dumps(
                {
                    "app": name,
                    **{k: round(v, 1) for k, v in times.items()},
                    "load_average": round(os.getloadavg()[0], 1),
                }
            ),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
