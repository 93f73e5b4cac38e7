"""The deal-a-hand board, driven headlessly through its controls."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.logo import hand_total, hand_value, is_color_hand, parse_cards, standard_deck
from logo_kit.widgets import Board, DealHandBoard


def _names(cards):
    return [str(c) for c in cards]


def test_deal_button_deals_a_real_hand_and_shows_its_value():
    board = DealHandBoard(seed=3)
    first = board.hand
    board.deal_button.click()
    assert board.hand != first
    assert len(board.hand) == 7 and len(set(map(id, board.hand))) == 7
    # Whatever was dealt, the board shows what the core says.
    assert f"<td class='logo-kit-value'>{hand_value(board.hand)}</td>" in board.summary_view.value
    assert f"<td class='logo-kit-total'>{hand_total(board.hand)}</td>" in board.summary_view.value
    for name in _names(board.hand):
        assert f">{name}</span>" in board.cards_view.value


def test_same_seed_deals_the_same_hands():
    a, b = DealHandBoard(seed=11), DealHandBoard(seed=11)
    a.deal_button.click()
    b.deal_button.click()
    assert a.hand == b.hand
    # …and they are what a seeded generator picks from the deck.
    rng = np.random.default_rng(11)
    deck = standard_deck()
    rng.choice(len(deck), size=7, replace=False)  # the first hand, dealt on creation
    second = sorted(deck[i] for i in rng.choice(len(deck), size=7, replace=False))
    assert list(a.hand) == second


def test_changing_the_seed_restarts_the_sequence():
    board = DealHandBoard(seed=5)
    board.seed_box.value = 6
    board.deal_button.click()
    assert board.hand == DealHandBoard(seed=6).hand


def test_typed_colour_hand_shows_zero_value():
    board = DealHandBoard(seed=0)
    board.hand_text.value = "G14 G13 G12 G11 G10 G9 LOGO"
    board.show_button.click()
    assert board.value == 0 and board.total == 69 - 10
    assert board.color_hand == "green"
    assert "green colour hand" in board.summary_view.value
    assert is_color_hand(board.hand)


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("R1 R2 R3 R4 R5 R6 R7 R8", "exactly 7 cards, this one has 8"),
        ("R1 R2 R3 R4 R5 R6 R15", "numbered cards run from 1 to 14"),
        ("LOGO LOGO R1 R2 R3 R4 R5", "only 1"),
    ],
)
def test_bad_hand_shows_message_and_keeps_state(typed, message):
    board = DealHandBoard(seed=2)
    before = board.hand
    before_summary = board.summary_view.value
    board.hand_text.value = typed
    board.show_button.click()  # must not raise
    assert board.hand == before
    assert board.summary_view.value == before_summary
    assert message in board.last_error
    assert "role='alert'" in board.message.value and message in board.message.value
    # The next good action clears the message.
    board.deal_button.click()
    assert board.message.value == "" and board.last_error is None


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"seed": -1}, "seed must be a whole number from 0"),
        ({"seed": "7"}, "seed must be a whole number"),
        ({"hand": "R1 R2"}, "exactly 7 cards"),
        ({"seed": 2**40}, "from 0 to 2147483647"),
    ],
)
def test_bad_settings_are_refused(kwargs, message):
    with pytest.raises(LogoKitError, match=message):
        DealHandBoard(**kwargs)


def test_board_is_a_board_and_displays_as_its_widget():
    board = DealHandBoard(seed=1, hand="R1 R2 R3 B4 B5 0 STOP")
    assert isinstance(board, Board)
    assert _names(board.hand) == _names(parse_cards("R1 R2 R3 B4 B5 0 STOP"))
    bundle = board._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_base_board_turns_every_exception_into_a_message():
    """The core's refusal is the student's message; anything else a bug report (more in
    test_board_act_boundary.py)."""

    class Exploding(Board):
        title = "Exploding"

        def build(self):
            import ipywidgets as widgets

            return widgets.HTML()

        def render(self):
            pass

    board = Exploding()
    assert board.act(lambda: parse_cards("Z9")) is False
    assert "is not a LOGO card" in board.last_error
    assert board.last_bug is None
    assert board.act(lambda: int("not a number")) is False  # Python's ValueError: a bug
    assert isinstance(board.last_bug, ValueError) and "bug" in board.last_error
    # a bug is not the student's mistake: no traceback, a report line, the error kept
    assert board.act(lambda: 1 / 0) is False
    assert isinstance(board.last_bug, ZeroDivisionError)
    assert "ZeroDivisionError" in board.last_error and "bug" in board.last_error
    assert board.act(lambda: None) is True and board.last_bug is None
