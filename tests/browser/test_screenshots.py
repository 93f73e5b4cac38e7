"""Every app, at 800 and 1280 px, looks as its stored picture; no board has text under 12 px.

Each app in apps/ is opened in Voilà (as ``make apps`` serves it), left as it first
renders (the seeds in the apps fix every deal), and photographed at each width once
its cards and charts are drawn and its layout has stopped changing. The picture is
compared with ``tests/browser/screenshots/<app>-<width>.png``: both are reduced to
half size in 16 greys (about 30 KB a picture, blind to sub-pixel anti-aliasing), and the test
fails when more than :data:`MOST_CHANGED` of the pixels differ by more than
:data:`TOLERANCE` grey levels, or the board's height changed. Animations and the
text caret are switched off for the picture, and only conditions are waited for,
never a fixed time, so a busy machine gives the same picture later.

A failing comparison leaves the new picture and a picture of the differences in
``tests/artifacts/screenshots/`` for review; ``make screenshots`` stores the new
pictures as the references (look at ``git diff --stat`` and the pictures before
committing them).

On the same pages, every text on the board is measured: none may be under 12 px
(its computed size, times the scale of an SVG drawing).
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator

import numpy as np
import pytest
from PIL import Image
from playwright.sync_api import Locator, Page

from .conftest import ROOT, Server, server_running
from .lab import WAIT, open_in_voila, wait_until_it_fits
from .test_boards import SETTLED
from .test_fit import _charts_drawn

pytestmark = [pytest.mark.browser, pytest.mark.full]

APPS = sorted(p.stem for p in (ROOT / "apps").glob("*.ipynb"))
WIDTHS = (800, 1280)
STORED = ROOT / "tests" / "browser" / "screenshots"
UPDATE = os.environ.get("LOGO_KIT_SCREENSHOTS") == "update"  # make screenshots
TOLERANCE = 48
"""Grey levels (of 255) two pixels may differ by and still count as the same."""
MOST_CHANGED = 0.005
"""The largest share of pixels that may differ (a moved button changes far more)."""
SMALLEST_TEXT = 12

SMALL_TEXT = """([board, smallest]) => {
  const out = [];
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode;
    if (!text.textContent.trim()) continue;
    const el = text.parentElement;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
    let size = parseFloat(style.fontSize);
    if (el instanceof SVGElement && el.getScreenCTM()) {
      const m = el.getScreenCTM();
      size *= Math.hypot(m.a, m.b);  // an SVG drawn smaller than its viewBox
    }
    const said = text.textContent.trim().slice(0, 40);
    if (size < smallest - 0.05) out.push(`${size.toFixed(1)} px: "${said}"`);
  }
  return out;
}"""

STEADY = """([board, last]) => {
  const now = JSON.stringify([...board.querySelectorAll('*')].slice(0, 4000)
    .map(e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }));
  if (now === window.__lkLayout) return true;
  window.__lkLayout = now;
  return false;
}"""
"""True once the board's layout is the same as at the previous poll (it has settled)."""


@pytest.fixture(scope="module")
def apps_server(tmp_path_factory, site_copy) -> Iterator[Server]:
    """Voilà serving the copied apps; a closed page ends its kernel (as ``make apps``)."""
    apps = site_copy / "apps"
    command = [
        sys.executable,
        "-m",
        "voila",
        str(apps),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        "--VoilaExecutor.iopub_timeout=120",
        "--Voila.tornado_settings={'disable_check_xsrf': True}",
        "--Voila.port_retries=0",
        "--port={port}",
    ]
    with server_running(tmp_path_factory, apps, command, "screenshots") as server:
        yield server


def _grey_half(png: bytes) -> np.ndarray:
    """The picture at half size in 16 greys (a third of the bytes of 256; the comparison
    tolerates far more than one step of 17)."""
    image = Image.open(io.BytesIO(png)).convert("L")
    half = np.asarray(image.resize((image.width // 2, image.height // 2), Image.LANCZOS))
    return (half // 16 * 17).astype(np.uint8)


def _compare(picture: np.ndarray, name: str) -> str | None:
    """Why ``picture`` differs from the stored one (None: it does not)."""
    stored_path = STORED / f"{name}.png"
    if UPDATE or not stored_path.exists():
        STORED.mkdir(parents=True, exist_ok=True)
        Image.fromarray(picture).save(stored_path, optimize=True)
        return None if UPDATE else f"no stored picture yet: wrote {stored_path.name}"
    stored = np.asarray(Image.open(stored_path).convert("L"))
    if abs(stored.shape[0] - picture.shape[0]) > 2 or stored.shape[1] != picture.shape[1]:
        reason = f"the board is {picture.shape[::-1]} (half size), stored {stored.shape[::-1]}"
    else:
        rows, cols = min(stored.shape[0], picture.shape[0]), stored.shape[1]
        changed = np.abs(stored[:rows, :cols].astype(int) - picture[:rows, :cols]) > TOLERANCE
        if changed.mean() <= MOST_CHANGED:
            return None
        reason = f"{changed.mean():.2%} of the pixels changed (at most {MOST_CHANGED:.1%})"
        diff = np.where(changed, 0, 255 - (255 - picture[:rows, :cols]) // 4).astype(np.uint8)
        _keep(diff, f"{name}-diff")
    _keep(picture, name)
    return reason


def _keep(picture: np.ndarray, name: str) -> None:
    folder = ROOT / "tests" / "artifacts" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    Image.fromarray(picture).save(folder / f"{name}.png")


def _still(page: Page, board: Locator) -> None:
    """Wait until the board is idle and laid out: no message says it is working, the
    fonts are loaded, and its layout is the same at two polls in a row."""
    page.wait_for_function(SETTLED, arg=board.element_handle(), timeout=WAIT)
    page.evaluate("document.fonts.ready.then(() => true)")
    page.wait_for_function(STEADY, arg=[board.element_handle(), None], polling=250, timeout=WAIT)


@pytest.mark.parametrize("app", APPS)
def test_the_app_looks_as_stored_and_has_no_text_under_12_px(app, apps_server, browser):
    context = browser.new_context(
        viewport={"width": WIDTHS[0], "height": 900},
        device_scale_factor=1,
        reduced_motion="reduce",
    )
    page = context.new_page()
    page.set_default_timeout(WAIT)
    problems = []
    try:
        board = open_in_voila(page, f"{apps_server.url}/voila/render/{app}.ipynb")
        _charts_drawn(page, board, app)
        page.mouse.move(0, 0)  # no hover effects
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_function("w => window.innerWidth === w", arg=width)
            assert wait_until_it_fits(page, board)["count"] == 0
            _still(page, board)
            small = page.evaluate(SMALL_TEXT, [board.element_handle(), SMALLEST_TEXT])
            assert not small, f"{app} at {width} px has text under 12 px: {small[:8]}"
            # a viewport as tall as the board: all of it is painted (Voilà scrolls inside
            # the page, and a part outside the viewport is not drawn for the picture)
            tall = int(board.bounding_box()["height"]) + 200
            page.set_viewport_size({"width": width, "height": max(900, tall)})
            _still(page, board)
            shot = board.screenshot(animations="disabled", caret="hide", scale="css")
            page.set_viewport_size({"width": width, "height": 900})
            reason = _compare(_grey_half(shot), f"{app}-{width}")
            if reason:
                problems.append(f"{app} at {width} px: {reason}")
    finally:
        page.close(run_before_unload=True)  # the page's kernel ends with it
        context.close()
    assert not problems, "; ".join(problems) + " (pictures in tests/artifacts/screenshots)"


def test_the_comparison_sees_a_moved_button_and_not_anti_aliasing(tmp_path, monkeypatch):
    """The judge itself, on made-up pictures: no browser needed."""
    monkeypatch.setattr(f"{__name__}.STORED", tmp_path)
    monkeypatch.setattr(f"{__name__}.UPDATE", False)
    board = np.full((400, 300), 255, dtype=np.uint8)
    board[100:130, 40:160] = 0  # a button
    assert _compare(board, "made-up") == "no stored picture yet: wrote made-up.png"
    assert _compare(board, "made-up") is None
    blurred = board.copy()
    blurred[99, 40:160] = 200  # an edge drawn a shade differently (anti-aliasing)
    assert _compare(blurred, "made-up") is None
    moved = np.full_like(board, 255)
    moved[100:130, 60:180] = 0  # the button 20 px to the right
    assert "of the pixels changed" in _compare(moved, "made-up")
    assert "the board is" in _compare(board[:380], "made-up")  # it got shorter
