"""The start-here lesson really renders and responds in JupyterLab in a real browser."""

from __future__ import annotations

import re

import pytest

from .lab import WAIT, open_notebook, run_all_cells

pytestmark = pytest.mark.browser


def test_start_here_board_responds_to_a_click(jupyter_lab, page, artifacts):
    panel = open_notebook(page, jupyter_lab.url, "notebooks/00-start-here.ipynb")
    run_all_cells(page)

    board = panel.locator(".logo-kit-board").first
    board.wait_for(state="visible", timeout=WAIT)
    summary = board.locator(".logo-kit-summary")
    summary.wait_for(state="visible")
    value_cell = board.locator("td.logo-kit-value")
    # Run all leaves the page at the notebook's end, and JupyterLab does not lay out cells
    # out of view (their innerText is empty): look at the board, as a student would
    board.scroll_into_view_if_needed()
    # the cards and the printed hand are drawn after the board appears: wait for their text
    page.wait_for_function(
        "el => [...el.querySelectorAll('.logo-card')].filter(c => c.innerText.trim()).length === 7",
        arg=board.element_handle(),
        timeout=WAIT,
    )
    before_value_text = summary.inner_text()
    before_cards = board.locator(".logo-card").all_inner_texts()
    assert len(before_cards) == 7
    # The stored, nbval-checked hand for seed 2026 is what the browser shows too.
    printed = panel.locator(".jp-OutputArea-output", has_text="hand: ").first
    printed.wait_for(state="visible")
    page.wait_for_function(
        "el => el.innerText.includes('hand: ')", arg=printed.element_handle(), timeout=WAIT
    )
    assert " ".join(before_cards) in printed.inner_text()

    board.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "start-here-board-before.png"))

    board.get_by_role("button", name=re.compile("Deal a new hand")).click()
    page.wait_for_function(
        "([el, old]) => el.innerText !== old",
        arg=[summary.element_handle(), before_value_text],
        timeout=WAIT,
    )
    after_cards = board.locator(".logo-card").all_inner_texts()
    assert len(after_cards) == 7 and after_cards != before_cards
    assert re.fullmatch(r"-?\d+", value_cell.inner_text().strip())

    # A hand that cannot exist shows a message, and the board keeps its hand.
    hand_box = board.get_by_role("textbox")
    hand_box.fill("R1 R2 R15")
    hand_box.press("Tab")  # the typed text is committed (the box sends it when left)
    board.get_by_role("button", name=re.compile("Show this hand")).click()
    alert = board.get_by_role("alert")
    alert.wait_for(state="visible")
    assert "numbered cards run from 1 to 14" in alert.inner_text()
    assert board.locator(".logo-card").all_inner_texts() == after_cards

    board.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "start-here-board-after.png"))
