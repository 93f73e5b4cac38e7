"""Driving the LOGO table headlessly by clicking, for the table tests (games, actions, hints).

``click_move`` makes an engine move through the board's own buttons, ``play_by_clicking``
plays a whole game with a policy (``first_legal``, ``go_low``), ``dealt`` sets up a rigged
deal, and ``state`` is everything the board shows, so a refusal can be checked to change
nothing.
"""

from __future__ import annotations

import re
from collections import Counter

import numpy as np

from logo_kit.logo import GreedyLowPlayer, LogoGame, LogoOptions, parse_cards, standard_deck
from logo_kit.logo.moves import Accept, Deal, Declare, Discard, Stop, TakeDiscard, TakeDraw
from logo_kit.widgets import TableBoard
from logo_kit.widgets.logo.table_controls import NOBODY

MAX_CLICKS = 1_500


# -- helpers ------------------------------------------------------------------------------------
def click_move(board: TableBoard, move) -> None:
    """Make ``move`` the way a person would: with the board's buttons and choices."""
    if isinstance(move, TakeDraw):
        board.draw_button.click()
    elif isinstance(move, TakeDiscard):
        board.take_discard_button.click()
    elif isinstance(move, Declare):
        board.declare_button.click()  # asks first: a declaration cannot be taken back
        board.confirm.confirm_button.click()
    elif isinstance(move, Accept):
        board.accept_button.click()
    elif isinstance(move, Stop):
        (board.stop_button if str(move.card) == "STOP" else board.logo_stop_button).click()
    elif isinstance(move, Discard):
        click_card(board, move.card)
        board.target_choice.value = NOBODY if move.target is None else move.target
        if move.card.is_wild and move.target is not None:
            board.action_choice.value = move.action
        board.discard_button.click()
    else:  # pragma: no cover - the board never offers chance moves
        raise AssertionError(f"not a player move: {move!r}")


def click_card(board: TableBoard, card) -> None:
    """Click ``card`` in your hand (the row's model changes as a browser click changes it)."""
    key = next(c["key"] for c in board.hand_row.cards if c["text"] == str(card))
    if board.hand_row.selected != [key]:
        board.hand_row.click(key)
    assert board.chosen_card == card


def first_legal(board: TableBoard):
    return board.your_moves[0]


def go_low(board: TableBoard):
    return GreedyLowPlayer().choose(board.view, np.random.default_rng(0))  # draws nothing


def play_by_clicking(board: TableBoard, policy) -> int:
    """Click ``policy``'s choice until the game is over; return the number of clicks."""
    for clicks in range(MAX_CLICKS):
        if board.game.is_terminal:
            return clicks
        if board.paused:  # a round ended: the board waits for Next round
            assert board.strip.actions.children == (board.next_round_button,)
            board.next_round_button.click()
            assert board.last_error is None, board.last_error
            continue
        assert board.my_turn, "between clicks the board always waits for you (or Next round)"
        before = board.game.move_count
        click_move(board, policy(board))
        assert board.last_error is None, board.last_error
        assert board.game.move_count > before
    raise AssertionError(f"the game did not end within {MAX_CLICKS} clicks")


def dealt(hands: list[str], top: str, **options) -> LogoGame:
    """A game whose first round deals these hands (seat 0 first) and turns up ``top``."""
    n = len(hands)
    cards = [parse_cards(h) for h in hands]
    assert all(len(h) == 7 for h in cards)
    used = Counter(c for h in cards for c in h) + Counter(parse_cards(top))
    rest = Counter(standard_deck()) - used
    # ruling L1/setup: one card per player at a time, clockwise from the first player.
    order = [cards[k % n][k // n] for k in range(7 * n)] + parse_cards(top)
    order += sorted(rest.elements())
    return LogoGame.new(LogoOptions(players=n, **options)).apply(Deal(tuple(order)))


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def shown_totals(board: TableBoard) -> list[int]:
    return [
        int(t)
        for t in re.findall(r"class='logo-table-total'><b>(-?\d+)</b>", board.score_view.value)
    ]


def state(board: TableBoard) -> tuple:
    return (
        board.game,
        board.hand_view.value,
        board.score_view.value,
        board.piles_view.value,
        board.opponents_view.value,
        tuple(board.log_lines),
    )
