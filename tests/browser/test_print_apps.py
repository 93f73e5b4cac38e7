"""Every board app prints on one A4 page: its state and numbers, no buttons, nothing cut off.

Each Voilà app shows apps/print-view.html (see tools/make_apps.py): when the page
is printed it lets Voilà's scrolling panels flow, hides buttons and empty
inputs, wraps rows and scales a tall board down to one page. Here each app is
opened in Voilà, switched to print media, checked in the browser (nothing
wider than the page, the board's numbers still shown) and printed to PDF by
Chromium (one page, A4 wide). The printed pages go to tests/artifacts/print/.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page

from tools.worksheets.printing import page_count

from .lab import FIRST_TRY, WAIT
from .test_boards import INTERACTIONS

pytestmark = [pytest.mark.browser, pytest.mark.full]  # make test-all only

A4_POINTS = (595.3, 841.9)
PAGE_WIDTH_PX = int(190 / 25.4 * 96)  # A4 less the print view's 10 mm margins

_WIDEST = """
() => {
  let right = 0, name = "";
  for (const element of document.querySelectorAll("#rendered_cells *")) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.right > right) {
      right = box.right;
      name = element.tagName.toLowerCase() + "." + String(element.className).slice(0, 60);
    }
  }
  return [right, name];
}
"""

_PLOTS_DRAWN = """
() => [...document.querySelectorAll(".js-plotly-plot")].every(p => p.querySelector(".main-svg"))
"""


_PLOTS_STEADY = """
() => {
  // true once every chart has kept the same size over five checks in a row
  const sizes = JSON.stringify([...document.querySelectorAll(".js-plotly-plot .main-svg")]
    .map(svg => [svg.clientWidth, svg.clientHeight]));
  window.__lkSteady = window.__lkLastSizes === sizes ? (window.__lkSteady || 0) + 1 : 0;
  window.__lkLastSizes = sizes;
  return window.__lkSteady >= 5;
}
"""


def _open_app(page: Page, base_url: str, app: str) -> None:
    for attempt in range(2):  # about one Voilà page load in ten hangs on the kernel: retry once
        page.goto(f"{base_url}/voila/render/{app}.ipynb", wait_until="domcontentloaded")
        try:
            page.locator(".logo-kit-board").first.wait_for(
                state="visible", timeout=FIRST_TRY if attempt == 0 else WAIT
            )
            break
        except Exception:
            if attempt:
                raise
    page.wait_for_function(_PLOTS_DRAWN, timeout=WAIT)
    page.wait_for_function(_PLOTS_STEADY, polling=100, timeout=WAIT)


def _media_box(pdf: bytes) -> tuple[float, float]:
    found = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", pdf)
    assert found, "the PDF names its page size"
    return float(found[1]), float(found[2])


@pytest.mark.parametrize("app", sorted(INTERACTIONS))
def test_app_prints_on_one_a4_page(app, voila, page, artifacts):
    _open_app(page, voila.url, app)
    watched = page.locator(INTERACTIONS[app].watch).first
    on_screen = watched.inner_text().strip()
    assert on_screen

    page.emulate_media(media="print")
    page.wait_for_function("document.documentElement.classList.contains('print-view')")
    scale = float(page.locator("#rendered_cells").get_attribute("data-print-scale"))
    assert 0.3 <= scale <= 1, f"{app} is scaled to {scale} to fit"
    right, widest = page.evaluate(_WIDEST)
    assert right <= PAGE_WIDTH_PX + 1, f"{widest} reaches {right:.0f} px, past the page"
    visible_buttons = page.locator(
        "#rendered_cells button.jupyter-button:not(.widget-toggle-button):visible"
    )
    assert visible_buttons.count() == 0, "buttons do nothing on paper"
    assert watched.is_visible() and watched.inner_text().strip() == on_screen, (
        "the board's state and numbers are printed as shown"
    )

    folder = artifacts / "print"
    folder.mkdir(exist_ok=True)
    pdf = page.pdf(
        path=str(folder / f"{app}.pdf"), prefer_css_page_size=True, print_background=True
    )
    assert page_count(pdf) == 1, f"{app} prints on {page_count(pdf)} pages"
    width, height = _media_box(pdf)
    assert abs(width - A4_POINTS[0]) < 2 and abs(height - A4_POINTS[1]) < 2, "an A4 page"
    page.screenshot(path=str(folder / f"{app}.png"), full_page=True)
