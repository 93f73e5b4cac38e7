"""Every board fits its column at 800 px and at 1280 px, in JupyterLab and in Voilà.

Each board's app notebook (apps/) is opened at a window 800 px wide, where
JupyterLab's column (with the file browser open) is only about 370 px; once the
board and its charts are drawn, no element of the board may reach outside the
board, and neither the board, the notebook nor the page may scroll sideways.
Then the window is widened to 1280 px and the same is checked again (charts
re-fit to the new width). Screenshots at 800 px go to
tests/artifacts/boards/<app>-800.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from .lab import (
    NOTEBOOK_SCROLLER,
    WAIT,
    open_in_voila,
    open_notebook,
    run_all_cells,
    wait_until_it_fits,
)
from .test_boards import INTERACTIONS

pytestmark = [pytest.mark.browser, pytest.mark.full]  # make test-all only

APPS = sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "apps").glob("*.ipynb"))
WIDTHS = (800, 1280)
CARD_ROWS = {"logo-table", "lore-star-line", "lore-duel", "billionaire-boardroom"}
"""The game boards, played by clicking cards: their card rows must be drawn (anywidget)."""


def _charts_drawn(page: Page, board, app: str) -> None:
    if app in CARD_ROWS:
        board.locator("button.lk-card").first.wait_for(state="visible", timeout=WAIT)
    if app == "billionaire-boardroom":
        assert board.locator("svg.br-track-svg .br-space").count() == 36  # the drawn track
    plots = INTERACTIONS[app].plots if app in INTERACTIONS else 0
    if plots:
        board.locator(".js-plotly-plot .main-svg").nth(plots - 1).wait_for(
            state="attached", timeout=WAIT
        )


def _check_widths(page: Page, board, app: str, where: str, scroller: str | None, folder: Path):
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 1200})
        page.wait_for_function("w => window.innerWidth === w", arg=width)
        result = wait_until_it_fits(page, board, scroller)
        assert result["count"] == 0, (
            f"{app} in {where} at {width} px: the board ({result['width']} px) has "
            f"{result['count']} element(s) sticking out or scrolling: {result['out']}"
        )
        assert result["width"] <= width
        if width == WIDTHS[0] and where == "JupyterLab":
            board.scroll_into_view_if_needed()
            board.screenshot(path=str(folder / f"{app}-{width}.png"))


@pytest.mark.parametrize("app", APPS)
def test_board_fits_in_jupyterlab(app, jupyter_lab, page, artifacts):
    page.set_viewport_size({"width": WIDTHS[0], "height": 1200})
    panel = open_notebook(page, jupyter_lab.url, f"apps/{app}.ipynb")
    run_all_cells(page)
    board = panel.locator(".logo-kit-board").first
    board.wait_for(state="visible", timeout=WAIT)
    _charts_drawn(page, board, app)
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    _check_widths(page, board, app, "JupyterLab", NOTEBOOK_SCROLLER, folder)


@pytest.mark.parametrize("app", APPS)
def test_board_fits_in_voila(app, voila, page, artifacts):
    page.set_viewport_size({"width": WIDTHS[0], "height": 1200})
    board = open_in_voila(page, f"{voila.url}/voila/render/{app}.ipynb")
    _charts_drawn(page, board, app)
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    _check_widths(page, board, app, "Voilà", None, folder)
