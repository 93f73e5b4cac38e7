"""The LOGO table: actions aimed at you (Stop or accept), your own actions and declaration,
and refusals that show a message and change nothing.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from logo_table_driver import click_card, click_move, dealt, names, state

from logo_kit.logo import parse_cards, score_round
from logo_kit.logo.cards import Kind, parse_card
from logo_kit.logo.moves import Declare, Discard, TakeDraw
from logo_kit.widgets import TableBoard
from logo_kit.widgets.logo.table_controls import NOBODY

# -- actions aimed at you: Stop or accept ---------------------------------------------------------
# Seat 0 (you) holds STOP; seat 1 (Greedy) holds DESTROY, its highest card, which it will discard
# on its first turn and use on the leader — its only opponent, you.
STOP_HAND = "STOP R1 R2 R3 B1 B2 B3"
LOGO_HAND = "LOGO R1 R2 R3 B1 B2 B3"
DESTROYER = "DESTROY R4 R5 B4 B5 G1 G2"


def _attacked(my_hand: str) -> TableBoard:
    board = TableBoard(bots=["Greedy"], seed=1, game=dealt([my_hand, DESTROYER], "G3"))
    click_move(board, TakeDraw())
    click_move(board, Discard(parse_card("B3")))
    return board


def test_a_bot_targets_you_and_you_stop_it():
    board = _attacked(STOP_HAND)
    assert board.phase == "respond" and board.my_turn
    assert board.game.pending_action == (1, 0, Kind.DESTROY)
    assert "B (Greedy) plays DESTROY on you." in board.respond_view.value
    assert not board.stop_button.disabled and not board.accept_button.disabled
    assert board.logo_stop_button.disabled  # no LOGO in hand
    assert board.draw_button.disabled and board.discard_button.disabled
    assert board.log_lines[-1] == "B (Greedy) discards DESTROY and uses it on you."
    hand = board.hand
    board.stop_button.click()
    assert board.last_error is None
    # ruling L6: the Stop goes on the pile, the action is cancelled, you draw one card.
    assert str(board.game.discard_top) == "STOP"
    assert len(board.hand) == 7 and "STOP" not in names(board.hand)
    assert (Counter(hand) - Counter(board.hand)) == Counter(parse_cards("STOP"))
    assert any(
        "You answer with STOP: B (Greedy)'s DESTROY is cancelled" in x for x in board.log_lines
    )
    assert board.phase == "take" and board.my_turn  # B's turn is over: yours again
    assert board.take_discard_button.disabled  # ruling L4: an action card on top


def test_a_bot_targets_you_and_you_let_it_happen():
    board = _attacked(STOP_HAND)
    hand = board.hand
    board.accept_button.click()
    assert board.last_error is None
    pile = board.game.discard_pile
    # ruling L7: your 7 cards go under the top card (the DESTROY); you draw 7 new ones.
    assert str(pile[-1]) == "DESTROY" and Counter(pile[-8:-1]) == Counter(hand)
    assert len(board.hand) == 7 and not Counter(board.hand) & Counter(hand)
    assert "You let the DESTROY happen." in board.log_lines
    assert any(x.startswith("Your hand is destroyed") for x in board.log_lines)


def test_you_stop_an_action_with_logo():
    board = _attacked(LOGO_HAND)
    assert board.phase == "respond"
    assert board.stop_button.disabled and not board.logo_stop_button.disabled
    before = state(board)
    assert board.stop() is False and "you hold no STOP card" in board.last_error
    assert state(board) == before
    board.logo_stop_button.click()
    assert board.last_error is None and str(board.game.discard_top) == "LOGO"
    assert any("You answer with LOGO as Stop" in x for x in board.log_lines)


# -- your actions, your declaration ------------------------------------------------------------
def test_you_use_logo_as_look_and_see_the_hand():
    game = dealt(["LOGO JUMP R9 R10 R11 R12 R13", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    click_move(board, TakeDraw())
    click_card(board, parse_card("LOGO"))
    assert [v for _, v in board.target_choice.options] == [NOBODY, 1]
    assert not board.action_choice.disabled
    assert [v for _, v in board.action_choice.options] == [
        Kind.JUMP,
        Kind.STEAL,
        Kind.LOOK,
        Kind.DESTROY,
    ]
    board.target_choice.value = 1
    board.action_choice.value = Kind.LOOK
    seen = board.game.hand(1)
    board.discard_button.click()
    assert board.last_error is None
    assert f"You look at B (Greedy)'s hand: {' '.join(names(seen))}." in board.log_lines
    assert "as you saw it with Look" in board.opponents_view.value
    for card in seen:
        assert f">{card}</span>" in board.opponents_view.value


def test_you_jump_a_bot_and_move_again():
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    click_move(board, TakeDraw())
    click_card(board, parse_card("JUMP"))
    assert board.action_choice.disabled  # a real Jump card acts as a Jump
    board.target_choice.value = 1
    board.discard_button.click()
    assert board.last_error is None
    assert board.game.log[-1] == Discard(parse_card("JUMP"), 1, Kind.JUMP)
    assert board.log_lines[-3:] == [
        "You discard JUMP and use it on B (Greedy).",
        "B (Greedy) will skip their next turn.",
        "B (Greedy) loses a turn to a Jump (ruling L7).",
    ]
    assert board.phase == "take" and board.my_turn


def test_you_steal_then_discard_without_an_action():
    game = dealt(["STEAL R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game, hints=True)
    click_move(board, TakeDraw())
    click_move(board, Discard(parse_card("STEAL"), 1, Kind.STEAL))
    assert board.phase == "steal discard" and board.my_turn
    stolen = board.game.log[-1].card  # the blind pick (a chance move)
    assert board.log_lines[-1] == f"You steal {stolen} from B (Greedy) (ruling L7)."
    assert len(board.hand) == 8 and board.target_choice.disabled  # ruling L7: no action now
    click_card(board, parse_card("R14"))
    kept = list(board.hand)
    kept.remove(parse_card("R14"))
    assert board.hint_hand == tuple(kept)
    board.discard_button.click()
    assert board.last_error is None and len(board.hand) == 7
    assert "You discard R14 to get back to 7 cards; B (Greedy) draws a card." in board.log_lines


def test_declaring_ends_the_round_after_the_final_rotation():
    game = dealt(["0 0 R1 R2 B1 B2 G1", "R9 R10 R11 B9 B10 B11 G9"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game, hints=True)
    advice = board.hint_advice
    assert advice.exact and advice.recommend == "declare"
    assert board.confirm.widget.layout.display == "none"
    before = board.game
    board.declare_button.click()  # only asks: nothing is played yet
    assert board.last_error is None and board.game is before
    assert board.confirm.widget.layout.display is None
    assert board.confirm.confirm_button.description == "Confirm: declare LOGO"
    assert "Press “Confirm: declare LOGO” to go ahead, or Cancel." in board.message.value
    board.confirm.cancel_button.click()  # Cancel: still your turn, nothing played
    assert board.game is before and board.confirm.widget.layout.display == "none"
    board.declare_button.click()
    board.confirm.confirm_button.click()
    assert board.last_error is None and board.confirm.widget.layout.display == "none"
    result = board.game.results[0]
    assert result.declarer == 0 and result.ended_by == "declaration"
    assert result.points == tuple(score_round(list(result.values), 0))
    assert result.points[0] == 0  # 7 points, strictly lowest: 0 (ruling L10)
    assert any(line.startswith("You declare LOGO!") for line in board.log_lines)
    assert ">0 (hand 7) ★ declared<" in board.score_view.value
    assert "You declared LOGO and were strictly lowest" in board.reveal_view.value


# -- refusals keep the state ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("act", "message"),
    [
        (lambda b: b.discard(), "cannot discard now: take a card"),
        (lambda b: b.discard_button.click(), "cannot discard now"),
        (lambda b: b.stop(), "cannot stop an action now"),
        (lambda b: b.accept(), "cannot let it happen now"),
        (lambda b: b.play(Discard(parse_card("R14"))), "cannot make the move “discard R14” now"),
        (lambda b: b.take_discard(), "can never be taken (ruling L4)"),
    ],
)
def test_bad_actions_on_your_take_step_change_nothing(act, message):
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "STEAL")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    assert board.take_discard_button.disabled
    before = state(board)
    act(board)
    assert message in board.last_error
    assert "role='alert'" in board.message.value
    assert state(board) == before
    board.draw_button.click()  # the next good action clears the message
    assert board.last_error is None and board.message.value == ""


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (Discard(parse_card("R1")), "cannot discard R1: their hand is"),
        (Discard(parse_card("JUMP"), target=0, action=Kind.JUMP), "another player"),
        (Discard(parse_card("R9"), target=1), "not an action card"),
        (Discard(parse_card("STOP")), "cannot discard STOP"),
        (Declare(), "cannot make the move “declare LOGO!” now: pick a card to discard"),
    ],
)
def test_bad_discards_change_nothing(move, message):
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    board.draw_button.click()
    before = state(board)
    assert board.play(move) is False
    assert message in board.last_error
    assert state(board) == before


def test_discard_cannot_act_until_a_card_is_picked():
    board = TableBoard(bots=["Greedy"], seed=1)
    board.draw_button.click()
    before = state(board)
    assert board.chosen_card is None and board.discard_button.disabled
    board.discard_button.click()  # code (or a stale page) still gets the reason
    assert "pick the card to discard first" in board.last_error
    assert state(board) == before
    board.pick_card(board.hand[0])
    assert not board.discard_button.disabled
    assert board.discard_button.description == f"Discard {board.hand[0]}"


def test_score_means_the_running_score_and_the_hand_says_what_its_cards_add_up_to():
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    words = lambda html: re.sub(r"<[^>]+>", "", html)  # noqa: E731
    assert "7 cards · score 0" in words(board.opponents_view.value)
    assert "value 84 (cards add up to 84)" in words(board.hand_view.value)
    assert "score" in words(board.score_view.value) and "total" not in words(board.score_view.value)
    board.draw_button.click()
    assert "8 cards adding up to" in words(board.hand_view.value)
    for view in (board.opponents_view, board.hand_view, board.score_view):
        assert "total" not in words(view.value)  # one word, one meaning
