"""Where a board draws the line between the student's mistake and a bug.

The project's own errors (:class:`~logo_kit.errors.LogoKitError` and its
subclasses) are the core refusing what the student asked: the board shows the
message as it is. Any other exception, a bare ``ValueError`` included, is a bug
inside: the board shows the bug report, keeps the exception in ``last_bug`` and
loses no state, whichever way the action failed.
"""

from __future__ import annotations

import json
import math

import ipywidgets as widgets
import pytest

from logo_kit.errors import ContradictionError, IllegalMoveError, LogoKitError
from logo_kit.widgets.common import Board

BUG_REPORT = "a bug, not your mistake"


class Ledger(Board):
    """A board whose one action computes a new total in steps, then assigns it.

    ``failure`` is what the step in the middle raises (None: nothing), as a core
    function called by the action would.
    """

    title = "Ledger"

    def build(self) -> widgets.Widget:
        self.total = 10
        self.entries = (10,)
        self.failure: BaseException | None = None
        self.button = widgets.Button(description="Add")
        self.button.on_click(self.on_click(self._add))
        return self.button

    def render(self) -> None:
        self.button.description = f"Add ({self.total})"

    def _core_step(self, amount: int) -> int:
        if self.failure is not None:
            raise self.failure
        return amount * 2

    def _add(self) -> None:
        doubled = self._core_step(self.total)
        self.entries, self.total = (*self.entries, doubled), self.total + doubled


def _state(board: Ledger) -> tuple[object, ...]:
    return board.total, board.entries, board.button.description


def _fail_with(board: Ledger, failure: BaseException) -> tuple[object, ...]:
    board.button.click()  # one good action first: the state to keep is not the first one
    before = _state(board)
    board.failure = failure
    board.button.click()
    assert _state(board) == before  # nothing lost, nothing half-done
    return before


@pytest.mark.parametrize(
    "failure",
    [
        LogoKitError("there is no purple 12: colours are R, B, G and K."),
        IllegalMoveError("it is not your turn: wait for Bea."),
        ContradictionError("that answer cannot be true with what you saw."),
    ],
    ids=["LogoKitError", "IllegalMoveError", "ContradictionError"],
)
def test_the_projects_own_error_is_shown_as_the_students_message(failure):
    board = Ledger()
    _fail_with(board, failure)
    assert str(failure) in board.message.value
    assert BUG_REPORT not in board.message.value
    assert board.last_error == str(failure) and board.last_bug is None


@pytest.mark.parametrize(
    "make_failure",
    [
        lambda: ValueError("the student typed nothing wrong"),  # a core bug's bare ValueError
        lambda: _caught(lambda: math.sqrt(-1)),  # Python's own: math domain error
        lambda: _caught(lambda: int("seven")),
        lambda: _caught(lambda: json.loads("{")),  # a ValueError subclass, not ours
        lambda: TypeError("unsupported operand"),
        lambda: KeyError("seat"),
    ],
    ids=["bare ValueError", "math", "int", "JSONDecodeError", "TypeError", "KeyError"],
)
def test_any_other_exception_is_shown_as_a_bug_and_kept(make_failure):
    failure = make_failure()
    board = Ledger()
    _fail_with(board, failure)
    assert BUG_REPORT in board.message.value
    assert type(failure).__name__ in board.message.value
    assert board.last_bug is failure


def test_after_a_bug_the_board_still_works_and_forgets_the_bug():
    board = Ledger()
    _fail_with(board, ValueError("inner"))
    board.failure = None
    assert board.act(lambda: board._add()) is True
    assert board.total == 90 and board.last_bug is None and board.message.value == ""


def _caught(call) -> BaseException:
    try:
        call()
    except Exception as error:  # the exception Python itself raises, as a core bug would meet it
        return error
    raise AssertionError("expected the call to raise")
