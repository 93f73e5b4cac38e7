"""Every board, rendered in a real browser, responds to a real interaction.

Each board's Voilà app notebook (apps/, written by tools/make_apps.py) is
opened in JupyterLab and run; then the interaction listed below is done
like a person would (click, type, choose) and the test waits until the
watched part of the board changes (``make test-all``). ``make test``'s smoke
test does the same with one board per game in Voilà.
Screenshots go to tests/artifacts/boards/.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from playwright.sync_api import Locator, Page

from logo_kit.widgets.common.base import WORKING

from .lab import FIRST_TRY, WAIT, open_notebook, run_all_cells

pytestmark = pytest.mark.browser


@dataclass(frozen=True)
class Interaction:
    """What to do to a board, and which part of it must change as a result."""

    act: Callable[[Locator], None]
    watch: str  # a CSS selector inside the board whose text must change
    check: Callable[[str, str], None] | None = None  # (before, after) → assert
    plots: int = 0  # how many plotly charts the board must render


def click(name: str) -> Callable[[Locator], None]:
    return lambda board: board.get_by_role("button", name=re.compile(name)).first.click()


def _deal_hand_check(before: str, after: str) -> None:
    assert "Value" in after and before != after


def _contains(*words: str) -> Callable[[str, str], None]:
    def check(before: str, after: str) -> None:
        for word in words:
            assert word in after, f"{word!r} not shown after the interaction: {after[:300]!r}"

    return check


INTERACTIONS: dict[str, Interaction] = {
    "logo-deal-hand": Interaction(
        act=click("Deal a new hand"), watch=".logo-kit-summary", check=_deal_hand_check
    ),
    "logo-hand-lab": Interaction(
        act=click("Advise"),
        watch=".logo-kit-advice",
        check=_contains("strictly lowest"),
        plots=1,
    ),
    "logo-table": Interaction(
        act=click("Take from the draw pile"),
        watch=".logo-table-hand",
        check=_contains("8 cards"),
    ),
    "lore-star-line": Interaction(
        act=click(r"(^|\W)Ask\s*$"), watch=".lore-count", check=_contains("possible"), plots=1
    ),
    "lore-duel": Interaction(
        act=click(r"(^|\W)Ask\s*$"), watch=".lore-duel-count", check=_contains("possible"), plots=1
    ),
    "lore-hat-check": Interaction(
        act=click("Let the computer do"),
        watch=".logo-kit-experiment-summary",
        check=_contains("shuffles pooled"),
        plots=2,
    ),
    "billionaire-risky-business": Interaction(act=click("Draw a card"), watch=".rb-cards", plots=2),
    "billionaire-boardroom": Interaction(
        act=click("Spin"), watch=".br-track", check=_contains("You: spun")
    ),
    "billionaire-draw-to-bust": Interaction(
        act=click("Let the computer do"),
        watch=".logo-kit-experiment-summary",
        check=_contains("shuffles pooled"),
        plots=2,
    ),
    "logo-experiment": Interaction(
        act=click("Let the computer do"),
        watch=".logo-kit-experiment-summary",
        check=_contains("hands pooled"),
        plots=2,
    ),
}


SETTLED = f"""board => ![...board.querySelectorAll('.logo-kit-message')]
    .some(line => line.textContent.includes({WORKING!r}))"""
"""True once no message line on the board says the board is working on an action."""


def _changed_text(page: Page, board: Locator, interaction: Interaction) -> tuple[str, str]:
    watched = board.locator(interaction.watch).first
    watched.wait_for(state="visible", timeout=WAIT)
    before = watched.inner_text()
    interaction.act(board)
    page.wait_for_function(
        "([el, old]) => el.innerText !== old",
        arg=[watched.element_handle(), before],
        timeout=WAIT,
    )
    # The watched text changes part-way through the action (Board.act: "Working…", the
    # render, then the line cleared); the kernel sends the rest (a chart is a later message,
    # and under load a much later one) before it clears the line, so wait for that too.
    # Without this a test could hold a chart that is about to be replaced.
    page.wait_for_function(SETTLED, arg=board.element_handle(), timeout=WAIT)
    return before, watched.inner_text()


@pytest.mark.full
@pytest.mark.parametrize("app", sorted(INTERACTIONS))
def test_board_in_jupyterlab(app, jupyter_lab, page, artifacts):
    panel = open_notebook(page, jupyter_lab.url, f"apps/{app}.ipynb")
    run_all_cells(page)
    board = panel.locator(".logo-kit-board").first
    board.wait_for(state="visible", timeout=WAIT)
    interaction = INTERACTIONS[app]
    before, after = _changed_text(page, board, interaction)
    if interaction.check:
        interaction.check(before, after)
    assert board.get_by_role("alert").count() == 0, "the interaction should not be refused"
    if interaction.plots:
        plots = board.locator(".js-plotly-plot")
        plots.nth(interaction.plots - 1).wait_for(state="visible", timeout=WAIT)
        # a redraw after the interaction may replace the traces: wait for them to be back
        board.locator(".js-plotly-plot .trace, .js-plotly-plot .hm").first.wait_for(
            state="attached", timeout=WAIT
        )
    board.scroll_into_view_if_needed()
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    board.screenshot(path=str(folder / f"{app}.png"))


SMOKE = ("logo-table", "lore-star-line", "billionaire-risky-business")
"""One game board per game: the browser smoke test of ``make test``."""


@pytest.mark.parametrize("app", SMOKE)
def test_a_board_per_game_as_a_voila_app(app, voila, page, artifacts):
    for attempt in range(2):  # about one Voilà page load in ten hangs on the kernel: retry once
        page.goto(f"{voila.url}/voila/render/{app}.ipynb", wait_until="domcontentloaded")
        board = page.locator(".logo-kit-board").first
        try:
            board.wait_for(state="visible", timeout=FIRST_TRY if attempt == 0 else WAIT)
            break
        except Exception:
            if attempt:
                raise
    assert page.get_by_text("from logo_kit.widgets import").count() == 0, "no code is shown"
    interaction = INTERACTIONS[app]
    before, after = _changed_text(page, board, interaction)
    if interaction.check:
        interaction.check(before, after)
    assert board.get_by_role("alert").count() == 0, "the interaction should not be refused"
    if interaction.plots:
        board.locator(".js-plotly-plot .main-svg").nth(interaction.plots - 1).wait_for(
            state="attached"
        )
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    page.screenshot(path=str(folder / f"voila-{app}.png"), full_page=True)
