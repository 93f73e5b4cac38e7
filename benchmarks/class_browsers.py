"""A class in real browsers, and what a student's page weighs (for benchmarks/class_load/).

* :func:`page_weight` opens one app in a fresh Chromium profile (nothing cached, as a
  student's laptop at the start of a lesson) and adds up what crossed the network:
  every response's bytes as sent (compressed where the server compressed them, headers
  included) and the websocket's frames; then a second app in the same browser (what
  the first page's cache saves). It also returns the files the page fetched, which the
  replayed students (benchmarks/class_web.py) fetch too.
* :func:`browser_class` has ``students`` pages (separate browser contexts, as separate
  laptops, all in one Chromium on this machine) open an experiment app at once; each
  waits for its board, turns **Send to the class** on, joins and adds results, as a
  student would. It times the same steps as the replayed students.

Needs /usr/bin/chromium (or LOGO_KIT_CHROMIUM) and Playwright, as the browser tests do.
"""

from __future__ import annotations

import asyncio
import os
import re
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit

from benchmarks.class_web import EXPERIMENT_INPUTS, Timings, run_apart

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
WAIT_MS = 600_000  # only a hung page takes this long


def have_browser() -> bool:
    return CHROMIUM.exists()


async def _launch(playwright):
    return await playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
    )


async def _weigh(context, url: str) -> tuple[int, int, list[str]]:
    """Bytes over HTTP and over the websocket for one page visit, and the same-server
    files it fetched (paths, without the page itself and the kernel's API)."""
    page = await context.new_page()
    cdp = await context.new_cdp_session(page)
    await cdp.send("Network.enable")
    sizes: dict[str, int] = {}
    urls: dict[str, str] = {}
    frames = [0]

    def asked(event: dict) -> None:
        urls[event["requestId"]] = event["request"]["url"]

    def finished(event: dict) -> None:
        sizes[event["requestId"]] = event["encodedDataLength"]

    def framed(event: dict) -> None:
        frames[0] += len(event["response"]["payloadData"])

    cdp.on("Network.requestWillBeSent", asked)
    cdp.on("Network.loadingFinished", finished)
    cdp.on("Network.webSocketFrameReceived", framed)
    await page.goto(url, wait_until="commit", timeout=WAIT_MS)
    await page.locator(".logo-kit-board").first.wait_for(state="visible", timeout=WAIT_MS)
    await page.wait_for_load_state("networkidle", timeout=WAIT_MS)
    await page.close(run_before_unload=True)  # its kernel ends at once
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(url))
    fetched = []
    for request, address in urls.items():
        if request in sizes and address.startswith(origin):
            path = address[len(origin) :]
            if not path.startswith(("/voila/render/", "/api/")):
                fetched.append(path)
    return sum(sizes.values()), frames[0], fetched


async def _page_weight(base: str, app: str, second: str | None) -> dict:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await _launch(playwright)
        try:
            context = await browser.new_context()
            http, socket, files = await _weigh(context, f"{base}/voila/render/{app}.ipynb")
            weight = {"first_http": http, "first_websocket": socket, "files": files}
            if second:
                http, socket, _ = await _weigh(context, f"{base}/voila/render/{second}.ipynb")
                weight.update(second_http=http, second_websocket=socket)
            await context.close()
            return weight
        finally:
            await browser.close()


def page_weight(base: str, app: str, second: str | None = None) -> dict:
    """What a first visit to ``app`` transfers (``first_http``, ``first_websocket``, in
    bytes) and then a visit to ``second`` in the same browser; ``files``: what the first
    page fetched from the server."""
    return run_apart(_page_weight(base.rstrip("/"), app, second))


async def _student(browser, base: str, app: str, name: str, code: str) -> Timings:
    timings = Timings(student=name, app=app)
    context = await browser.new_context(viewport={"width": 1280, "height": 1400})
    page = await context.new_page()
    page.set_default_timeout(WAIT_MS)
    start = time.perf_counter()
    step = "opening the page"
    try:
        await page.goto(f"{base}/voila/render/{app}.ipynb", wait_until="commit")
        board = page.locator(".logo-kit-board").first
        switch = board.get_by_text("Send to the class").first
        await switch.wait_for(state="visible")  # drawn, and its widgets alive
        timings.usable = time.perf_counter() - start
        step = "joining"
        await switch.click()
        await board.get_by_placeholder("e.g. 7B").fill(code)
        await board.get_by_placeholder("first name").fill(name)
        await board.get_by_role("button", name=re.compile("Join")).click()
        await board.get_by_text(f"Joined class {code} as {name}").first.wait_for()
        timings.joined = time.perf_counter() - start
        step = "adding results"
        placeholder, button, results = EXPERIMENT_INPUTS[app]
        await board.get_by_placeholder(re.compile(placeholder)).fill(results)
        timings.clicked_add = time.perf_counter()
        await board.get_by_role("button", name=re.compile(button)).click()
        panel = board.locator(".logo-kit-class-send")
        await panel.get_by_text(re.compile(rf"Class {code}: [1-9]\d* result")).first.wait_for()
        timings.sent = time.perf_counter() - start
    except Exception as error:  # a student who got stuck is counted, and said
        said = (await _board_text(page))[-160:]
        timings.error = f"{step}: {type(error).__name__}; the page said: {said}"
    finally:
        await context.close()
    return timings


async def _board_text(page) -> str:
    try:
        return " ".join((await page.locator("body").inner_text(timeout=10_000)).split())
    except Exception:
        return "(nothing)"


async def _browser_class(base: str, apps: list[str], students: int, code: str) -> list[Timings]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await _launch(playwright)
        try:
            run = uuid.uuid4().hex[:4]
            return list(
                await asyncio.gather(
                    *(
                        _student(browser, base, apps[i % len(apps)], f"b{i:02d}{run}", code)
                        for i in range(students)
                    )
                )
            )
        finally:
            await browser.close()


def browser_class(base: str, apps: list[str], students: int, code: str) -> list[Timings]:
    """``students`` students in real browsers arriving at once, spread over ``apps``."""
    return run_apart(_browser_class(base.rstrip("/"), apps, students, code))
