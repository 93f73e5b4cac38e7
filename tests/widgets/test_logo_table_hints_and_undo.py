"""The LOGO table: the calculator's hints (the core's exact numbers, or a seeded estimate),
the log as the core narrator tells it through your eyes, and undo.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from logo_table_driver import click_card, dealt

from logo_kit.logo import color_hand_chances, declare_advice, describe_move
from logo_kit.logo.cards import Color
from logo_kit.logo.moves import TakeDraw
from logo_kit.readable import chance_text
from logo_kit.widgets import TableBoard


# -- the calculator ----------------------------------------------------------------------------
def test_hints_off_show_nothing():
    board = TableBoard(bots=["Greedy"], seed=1)
    assert board.hint_chances is None and board.hint_advice is None
    assert board.hints_view.value == ""


@pytest.mark.parametrize("bots", [["Greedy"], ["Greedy", "Random"]])
def test_hints_on_your_turn_are_the_cores_exact_numbers(bots):
    board = TableBoard(bots=bots, seed=3)
    board.hints_box.value = True
    view = board.view
    advice = declare_advice(list(view.hand), len(bots), view.unseen(), decks=1)
    assert advice.exact and board.hint_advice == advice
    chances = color_hand_chances(list(view.hand), 3, view.unseen())
    assert board.hint_chances == chances
    shown = board.hints_view.value
    # Percentages first, each exact fraction on hover; beside them with the switch on.
    for p in (advice.p_lowest, advice.p_tie):
        assert f"title='exact: {p}'>{chance_text(p)}</span>" in shown
    assert f"title='exact: {advice.expected_if_declare}'" in shown
    for colour in chances:
        assert f"title='exact: {chances[colour]}'>{chance_text(chances[colour])}" in shown
    board.exact_box.value = True
    shown = board.hints_view.value
    for p in (advice.p_lowest, advice.p_tie, advice.expected_if_declare):
        assert f">= {p}</span>" in shown or Fraction(p).denominator == 1
    assert f"against {len(bots)} opponent" in shown and "Exact" in shown
    assert f"{len(view.unseen())} cards you have not seen" in shown


def test_hints_against_three_bots_are_a_seeded_estimate():
    board = TableBoard(bots=["Greedy", "Random", "Greedy"], seed=3, hints=True, hint_samples=500)
    view = board.view
    expected = declare_advice(
        list(view.hand), 3, view.unseen(), rng=np.random.default_rng(3), samples=500
    )
    advice = board.hint_advice
    assert not advice.exact and advice.p_lowest == expected.p_lowest
    assert advice.expected_if_declare == expected.expected_if_declare
    assert "<b>Estimate</b> from 500 seeded deals" in board.hints_view.value


def test_colour_chances_by_hand_in_a_set_position():
    game = dealt(["R1 R2 R3 R4 R5 R6 G7", "B1 B2 B3 B4 B5 B6 G1"], "B9")
    board = TableBoard(bots=["Greedy"], seed=1, game=game, hints=True, draws_ahead=1)
    # By hand: unseen = 55 − 7 (hand) − 1 (B9 on the pile) = 47 cards, of which R7–R14 (8)
    # and the LOGO fit red: 9/47. Every other colour misses at least 6 cards: 0.
    assert board.hint_chances == {
        Color.RED: Fraction(9, 47),
        Color.BLUE: Fraction(0),
        Color.GREEN: Fraction(0),
        Color.BLACK: Fraction(0),
    }
    shown = board.hints_view.value
    assert "title='exact: 9/47'>19.1% (about 1 in 5)</span>" in shown and "value <b>28</b>" in shown
    board.draws_slider.value = 2
    # 1 − C(38, 2)/C(47, 2) = 1 − 703/1081 = 378/1081
    assert board.hint_chances[Color.RED] == Fraction(378, 1081)


def test_hints_while_discarding_follow_the_chosen_card():
    board = TableBoard(bots=["Greedy"], seed=1, hints=True)
    board.draw_button.click()
    assert board.hint_hand is None and "Pick the card to discard" in board.hints_view.value
    card = board.hand[0]
    click_card(board, card)
    kept = list(board.hand)
    kept.remove(card)
    assert board.hint_hand == tuple(kept)
    view = board.view  # 8 cards in hand: the discarded card is not unseen
    assert board.hint_chances == color_hand_chances(kept, 3, view.unseen())
    assert board.hint_advice is None
    assert "declare advice appears at the start of your turn" in board.hints_view.value
    assert f"after discarding {card}" in board.hints_view.value


def test_the_log_is_the_cores_narrator_through_your_eyes():
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    after = game.apply(TakeDraw())
    text = describe_move(game, TakeDraw(), names=("You", "B (Greedy)"), viewer=0)
    drawn = Counter(after.hand(0)) - Counter(game.hand(0))
    assert text == f"You take {next(iter(drawn))} from the draw pile."
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    board.take_draw()
    assert board.log_lines[-1] == text


def test_undo_takes_back_your_own_moves_only():
    board = TableBoard(bots=["Greedy", "Random"], seed=6, target_score=60)
    assert board.undo_button.disabled and board.undo() is False
    assert "nothing to undo" in board.last_error
    start = board.game
    assert board.take_discard() and not board.undo_button.disabled  # it showed nothing
    board.undo_button.click()
    assert board.last_error is None and board.game == start and board.undo_button.disabled
    # Undoing the blind draw would deal the same card again (the generator is put back
    # too): a peek at the draw pile, so it is refused, and the board says why.
    board.take_draw()
    drawn, kept_lines = board.game, list(board.log_lines)
    assert board.undo_button.disabled and "peek" in board.undo_button.tooltip
    assert board.undo() is False
    assert board.game is drawn and board.log_lines == kept_lines and board.game != start
    assert "cannot undo" in board.last_error and "You take" in board.last_error
    assert "cannot undo" in board.message.value
    # After your discard the bots play: undo never crosses another player's move (what
    # the bots threw away would be known when you played again).
    assert board.pick_card(board.hand[0]) and board.chosen_card == board.hand[0]
    board.discard_button.click()
    moved = board.game
    assert moved.move_count > start.move_count + 2 and board.my_turn
    assert board.undo_button.disabled and "another player has moved" in board.undo_button.tooltip
    assert board.undo() is False and board.game is moved
    assert "another player has moved" in board.last_error and "B (Greedy)" in board.last_error


def test_undo_then_the_same_move_replays_the_same_game():
    board = TableBoard(bots=["Greedy", "Random"], seed=6, target_score=60)
    board.take_discard()
    board.pick_card(board.hand[0])
    after_take, lines = board.game, list(board.log_lines)
    board.undo_button.click()
    assert board.last_error is None and board.phase == "take"
    board.take_discard()  # the generator was put back: the same game follows
    assert board.game == after_take and board.log_lines == lines
