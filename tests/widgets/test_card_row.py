"""The card row every game board uses: picks, marks and moves as a browser would make them.

The browser side (card_row.js) changes the traitlets ``selected``, ``marked`` and
``order``; :meth:`CardRow.click`, :meth:`CardRow.drag` and :meth:`CardRow.press_move`
change them the same way, so these tests drive the model like clicks and keys do.
Real clicks and keys are tests/browser/test_play.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from logo_kit.errors import LogoKitError
from logo_kit.widgets.common import CardRow, card


def _row(**traits) -> CardRow:
    row = CardRow(**traits)
    row.show([card(k, k.upper(), f"card {k}", locked=k == "c") for k in "abcde"])
    return row


def test_clicks_pick_at_most_most_cards_the_oldest_making_room():
    row = _row(most=2)
    row.click("a")
    row.click("b")
    assert row.selected == ["a", "b"]
    row.click("d")
    assert row.selected == ["b", "d"]
    row.click("d")  # a second click unpicks …
    assert row.selected == ["b"]
    keep = _row(most=2, unpick=False)
    keep.click("a")
    keep.click("a")  # … unless the row keeps picks
    assert keep.selected == ["a"] and keep.marked == ""


def test_a_second_click_marks_a_picked_card_when_the_row_says_so():
    row = _row(most=2, unpick=False, mark_word="Focus")
    row.click("a")
    row.click("b")
    row.click("b")
    assert row.selected == ["a", "b"] and row.marked == "b"


def test_disabled_cards_and_rows_cannot_be_picked():
    row = CardRow(most=1)
    row.show([card("x", "X", "card x", disabled=True), card("y", "Y", "card y")])
    row.click("x")
    assert row.selected == []
    row.disabled = True
    row.click("y")
    assert row.selected == []
    nothing = _row(most=0)
    nothing.click("a")
    assert nothing.selected == []


def test_moves_swap_two_cards_and_never_move_a_locked_one():
    row = _row(movable=True)
    row.drag("a", "e")
    assert row.order == ["e", "b", "c", "d", "a"]
    row.show([card(k, k, k, locked=k == "c") for k in row.order])  # the board redraws
    row.drag("b", "c")  # onto a locked card: nothing moves
    assert row.order == ["e", "b", "c", "d", "a"]
    row.press_move("b", +1)  # Shift+Right skips the locked card
    assert row.order == ["e", "d", "c", "b", "a"]
    fixed = _row(movable=False)
    fixed.drag("a", "b")
    assert fixed.order == ["a", "b", "c", "d", "e"]


def test_show_keeps_the_picks_still_shown_and_checks_the_cards():
    row = _row(most=2)
    row.click("a")
    row.click("b")
    row.show([card("b", "B", "card b"), card("z", "Z", "card z")])
    assert row.selected == ["b"] and row.order == ["b", "z"]
    with pytest.raises(LogoKitError, match="keys must differ"):
        row.show([card("q", "Q", "q"), card("q", "Q", "q")])
    with pytest.raises(LogoKitError, match="make it with card"):
        row.show([{"key": "q"}])
    with pytest.raises(LogoKitError, match="no card 'nope'"):
        row.click("nope")


def test_the_front_end_ships_in_the_package_and_fetches_nothing():
    folder = Path(__file__).resolve().parents[2] / "widgets" / "common"
    for name in ("card_row.js", "card_row.css", "plot_fit.js"):
        text = (folder / name).read_text()
        assert not re.search(r"https?://|import\s*\(|\bfrom\s+['\"]", text), name
    row = CardRow()
    assert row._esm == (folder / "card_row.js").read_text()
    assert row._css == (folder / "card_row.css").read_text()
    assert "data-lm-suppress-shortcuts" in row._esm  # keys in the row are not JupyterLab's
