"""A board's main action works from the keyboard alone, in JupyterLab in a real browser.

The deal-hand app is opened and run; then, with no mouse click on the board,
the "Deal a new hand" button is given keyboard focus and activated with Enter
and with Space, and the hand must change each time. Tab must move on from the
button to the next control, and the controls must have accessible names (the
description is a <label> tied to its input), so a screen reader can say them.
The screenshot shows the focused button: tests/artifacts/boards/keyboard.png.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page

from .lab import WAIT, open_notebook, run_all_cells

pytestmark = [pytest.mark.browser, pytest.mark.full]  # make test-all only


def _cards(board: Locator) -> list[str]:
    return board.locator(".logo-card").all_inner_texts()


def _press_and_wait(page: Page, board: Locator, key: str) -> tuple[list[str], list[str]]:
    """Press ``key`` on the focused element; wait until the shown hand changes."""
    summary = board.locator(".logo-kit-summary")
    before_text = summary.inner_text()
    before = _cards(board)
    page.keyboard.press(key)
    page.wait_for_function(
        "([el, old]) => el.innerText !== old",
        arg=[summary.element_handle(), before_text],
        timeout=WAIT,
    )
    return before, _cards(board)


def _focused_is(page: Page, locator: Locator) -> bool:
    return locator.evaluate("el => el === document.activeElement")


def test_deal_a_new_hand_from_the_keyboard(jupyter_lab, page, artifacts):
    panel = open_notebook(page, jupyter_lab.url, "apps/logo-deal-hand.ipynb")
    run_all_cells(page)
    board = panel.locator(".logo-kit-board").first
    board.wait_for(state="visible", timeout=WAIT)
    board.locator(".logo-kit-summary").wait_for(state="visible", timeout=WAIT)
    assert len(_cards(board)) == 7

    # Controls have accessible names: the description labels the input.
    assert board.get_by_role("textbox", name="Your hand").count() == 1
    assert board.get_by_role("spinbutton", name="Seed").count() == 1
    # Every card chip is announced in words, not by its colour.
    labels = board.locator(".logo-card").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert all(labels) and len(labels) == 7

    deal = board.get_by_role("button", name=re.compile("Deal a new hand"))
    deal.focus()
    assert _focused_is(page, deal), "the button must take keyboard focus"

    before, after = _press_and_wait(page, board, "Enter")
    assert len(after) == 7 and after != before, "Enter on the focused button deals a new hand"
    assert _focused_is(page, deal), "focus stays on the button after dealing"

    before, after = _press_and_wait(page, board, "Space")
    assert len(after) == 7 and after != before, "Space on the focused button deals a new hand"

    board.scroll_into_view_if_needed()
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    board.screenshot(path=str(folder / "keyboard.png"))

    # Tab moves on to the next control (the seed box), so the board can be walked by keyboard.
    page.keyboard.press("Tab")
    assert _focused_is(page, board.get_by_role("spinbutton", name="Seed"))
