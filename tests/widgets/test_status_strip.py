"""The shared status strip, style sheet and focus hook of every board."""

from __future__ import annotations

import ipywidgets as widgets

from logo_kit.errors import LogoKitError
from logo_kit.widgets.common import Board, StatusStrip
from logo_kit.widgets.common.theme import STYLE_SHEET


class Counter(Board):
    """A tiny game board: a count that refuses to go past three."""

    title = "Counter"

    def build(self) -> widgets.Widget:
        self.count = 0
        self.last_count = 0
        self.button = widgets.Button(description="Add one")
        self.button.on_click(self.on_click(self._add))
        self.focused: list[widgets.Widget] = []
        self.button.focus = lambda: self.focused.append(self.button)  # record, no front end here
        return self.button

    def render(self) -> None:
        self.button.description = f"Add one ({self.count})"

    def status(self):
        changes = [f"the count went from {self.last_count} to {self.count}"] if self.count else []
        return f"Count {self.count} of 3", changes

    def next_focus(self):
        return self.button

    def _add(self) -> None:
        if self.count == 3:
            raise LogoKitError("the count stops at 3; start a new board to count again.")
        self.last_count, self.count = self.count, self.count + 1


def test_the_strip_sits_under_the_title_and_holds_the_message_line():
    board = Counter()
    sheet, heading, strip, body = board.widget.children
    assert "<style>" in sheet.value and "Counter" in heading.value
    assert strip is board.strip.widget and body is board.button
    assert board.message in strip.children  # errors show at the top, not under the board
    assert board.strip.turn_text == "Count 0 of 3" and board.strip.change_lines == ()


def test_the_strip_follows_each_action_and_a_refusal_keeps_it():
    board = Counter()
    for _ in range(3):
        board.button.click()
    assert board.strip.turn_text == "Count 3 of 3"
    assert board.strip.change_lines == ("the count went from 2 to 3",)
    assert "2 to 3" in board.strip.changes.value
    board.button.click()  # refused: the count stops at 3
    assert "stops at 3" in board.message.value and board.count == 3
    assert board.strip.turn_text == "Count 3 of 3"


def test_focus_moves_after_a_successful_action_only():
    board = Counter()
    board.button.click()
    assert board.focused == [board.button]
    for _ in range(3):
        board.button.click()
    assert len(board.focused) == 3  # the refused fourth click moved nothing


def test_strip_words_are_escaped():
    strip = StatusStrip(widgets.HTML())
    strip.show("<b>you</b>", ["a < b"])
    assert "<b>" not in strip.turn.value and "a &lt; b" in strip.changes.value
    strip.show("", [])
    assert strip.turn.value == "" and strip.changes.value == ""


def test_focus_ring_is_three_pixels_and_dark():
    assert "outline: 3px solid #111111" in STYLE_SHEET
    assert "focus-visible" in STYLE_SHEET
