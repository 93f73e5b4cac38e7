"""The LOGO rules engine: declaring (ruling L9), the end of a round (L8) and of the game
(L10, L11, L20).

Each test deals a rigged deck (see rigged.py), so the hands scored are the ones dealt.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from rigged import (
    CC,
    HANDS3,
    MIXED_A,
    MIXED_B,
    A,
    B,
    C,
    D,
    assert_illegal,
    conserved,
    new,
    plain_turn,
    rigged,
    round_with_values,
)

from logo_kit.engine import CHANCE, TERMINAL, resolve_chance
from logo_kit.logo.game import Phase
from logo_kit.logo.moves import Declare, Discard, Reshuffle, TakeDraw
from logo_kit.logo.scoring import round_ending


# ---------------------------------------------------------------- declaring (L9)
def test_declaration_gives_every_other_player_exactly_one_more_turn():
    hands = ["R1 R2 R3 0 0 0 G8", HANDS3[1], HANDS3[2]]
    game = rigged(hands, top="R9", draw="R10 R12 R11 R13", first=1)
    # B starts this round; B and C play, then A declares.
    game = game.apply(TakeDraw()).apply(Discard(C("B7")))
    game = game.apply(TakeDraw()).apply(Discard(C("G7")))
    assert game.current_player == A
    game = game.apply(Declare())
    assert game.declarer == A and game.current_player == B
    assert Declare() not in game.legal_moves()
    assert_illegal(game, Declare(), "already declared")
    game = game.apply(TakeDraw()).apply(Discard(C("B6")))
    assert game.current_player == CC
    game = game.apply(TakeDraw()).apply(Discard(C("G6")))
    assert game.phase is Phase.DEAL  # back at the declarer: the round is over
    result = game.last_round
    # A: 1 + 2 + 3 + 8 = 14; B: 1+2+3+4+5 + 10 + 11 = 36; C: 1+…+5 + 12 + 13 = 40.
    # A declared and is strictly lowest → min(14, 0) = 0 (ruling L10).
    assert result.values == (14, 36, 40) and result.points == (0, 36, 40)
    assert game.totals == (0, 36, 40) and result.first_player == B


def test_after_a_declaration_no_action_may_target_anyone():
    hands = ["R1 R2 R3 0 0 0 G8", "B3 B4 B5 B6 B7 B8 STEAL", HANDS3[2]]
    game = rigged(hands, top="R9").apply(Declare()).apply(TakeDraw())
    assert all(m.target is None for m in game.legal_moves())
    assert_illegal(game, Discard(C("STEAL"), target=CC), "no action may target")
    game = game.apply(Discard(C("STEAL")))  # discarding it to shed 20 points is fine
    assert game.current_player == CC


def test_a_pending_jump_loses_the_final_turn_ruling_l9():
    hands = [
        "R1 R2 R3 R4 R5 R6 R7",
        "B1 B2 B3 B4 B5 B6 JUMP",
        "G1 G2 G3 G4 G5 G6 G7",
        "0 0 0 0 B10 B11 B12",
    ]
    game = rigged(hands, top="R9", first=1)
    game = game.apply(TakeDraw()).apply(Discard(C("JUMP"), target=A))  # B jumps A
    assert game.pending_jumps == (1, 0, 0, 0) and game.current_player == CC
    game = game.apply(TakeDraw()).apply(Discard(C("G7")))
    game = game.apply(Declare())  # D declares while A's Jump is pending
    assert game.current_player == B and game.skipped == (A,)  # A loses the final turn
    game = game.apply(TakeDraw()).apply(Discard(C("B6")))
    game = game.apply(TakeDraw()).apply(Discard(C("G6")))
    assert game.phase is Phase.DEAL and game.last_round.declarer == D


def test_jumps_do_not_carry_into_the_next_round():
    game = rigged([MIXED_A, "B1 B2 B3 B4 B5 B6 JUMP"], top="R9")
    for _ in range(39):  # 40 − 39 = 1 card left; turn 40 is B's
        game = plain_turn(game)
    # B takes the last card, then jumps A: the round ends after this turn (L8a).
    game = game.apply(TakeDraw()).apply(Discard(C("JUMP"), target=A))
    assert game.phase is Phase.DEAL and game.pending_jumps == (1, 0)
    game = game.apply(game.sample_chance(np.random.default_rng(0)))
    assert game.first_player == B and game.pending_jumps == (0, 0)  # ruling L15
    game = plain_turn(game)
    assert game.current_player == A  # A is not skipped in the new round


# ---------------------------------------------------------------- end of round (L8)
def test_the_round_ends_after_the_turn_that_empties_the_draw_pile():
    game = rigged([MIXED_A, MIXED_B], top="R9")
    assert game.draw_size == 55 - 14 - 1
    for _ in range(39):
        game = plain_turn(game)
        assert game.phase is Phase.TAKE  # not over while cards remain
    assert game.draw_size == 1
    game = plain_turn(game)
    assert game.phase is Phase.DEAL and game.last_round.ended_by == "draw pile"
    assert game.last_round.declarer is None
    assert round_ending(game.last_round) == "the draw pile ran out"  # what a board shows
    assert game.last_round.points == (28, 28)  # 1 + … + 7 each, no declaration


def test_a_replenish_that_finds_the_draw_pile_empty_reshuffles_ruling_l8():
    hands = ["R1 R2 R3 R4 R5 R6 DESTROY", HANDS3[1], HANDS3[2]]
    game = rigged(hands, top="R9")
    for _ in range(30):  # 33 − 30 = 3 cards left, and it is A's turn (30 = 3 × 10)
        game = plain_turn(game)
    assert game.draw_size == 3 and game.current_player == A
    game = game.apply(TakeDraw())  # 2 left
    game = game.apply(Discard(C("DESTROY"), target=B))
    # B's 7 cards go under the DESTROY; B draws the last 2 cards, and the pile is empty.
    assert game.phase is Phase.RESHUFFLE and game.current_player == CHANCE
    assert len(game.hand(B)) == 2 and game.draw_size == 0
    order = tuple(reversed(game.discard_pile[:-1]))  # any order of all but the top
    assert_illegal(game, Reshuffle(order[1:]), "must list")
    game = game.apply(Reshuffle(order))
    # Everything but the top card became the draw pile, order[0] on top; B drew 5 of it.
    assert game.discard_pile == (C("DESTROY"),)
    assert len(game.hand(B)) == 7 and Counter(order[:5]) <= Counter(game.hand(B))
    assert game.draw_size == len(order) - 5
    # The draw pile became empty during A's turn: the round ends after it (L8a), even
    # though the reshuffle refilled it (ruling L13).
    assert game.phase is Phase.DEAL and game.last_round.ended_by == "draw pile"
    assert conserved(game)


def test_in_the_final_rotation_an_empty_draw_pile_is_reshuffled():
    game = rigged(HANDS3, top="R9")
    for _ in range(32):  # 1 card left, C to move (turn 33)
        game = plain_turn(game)
    assert game.draw_size == 1 and game.current_player == CC
    game = game.apply(Declare())  # C declares; A and B have one more turn each
    game = game.apply(TakeDraw())  # A takes the last card: no round end in a final rotation
    assert game.draw_size == 0 and game.phase is Phase.DISCARD
    game = game.apply(Discard(game.hand(A)[-1]))
    assert game.current_player == B
    game = game.apply(TakeDraw())  # B needs a card: the discard pile is reshuffled first
    assert game.phase is Phase.RESHUFFLE
    game = resolve_chance(game, np.random.default_rng(0))
    assert game.phase is Phase.DISCARD and len(game.hand(B)) == 8
    assert len(game.discard_pile) == 1 and conserved(game)
    game = game.apply(Discard(game.hand(B)[-1]))
    assert game.phase is Phase.DEAL and game.last_round.ended_by == "declaration"


# ---------------------------------------------------------------- game end (L11)
def test_elimination_and_the_first_player_moving_clockwise_ruling_l11():
    game = new(3, target_score=50)
    # Round 1 (A first): A 15 declares and is lowest → 0; B 61 → out; C 27.
    game = round_with_values(
        game,
        ["0 0 B2 B4 G1 G5 R3", "0 0 B10 B6 G10 JUMP STEAL", "0 B11 B14 G2 G4 LOGO R6"],
        declarer=A,
        seats=[A, B, CC],
    )
    assert game.totals == (0, 61, 27) and game.active == (True, False, True)
    assert game.last_round.eliminated == (B,)
    # The first player moves one seat clockwise, skipping the eliminated B: C (L17).
    assert game.phase is Phase.DEAL and game.first_player == CC
    game = round_with_values(game, [MIXED_A, "0 0 0 0 G1 G2 G3"], declarer=CC, seats=[A, CC])
    assert game.hand(B) == () and game.last_round.hands[B] is None
    # C (6) declares and is lowest → 0; A 28 → totals 28, 27; nobody out yet.
    assert game.totals == (28, 61, 27) and game.first_player == A
    game = round_with_values(game, [MIXED_A, "G1 G2 G3 G4 G5 G6 R7"], declarer=A, seats=[A, CC])
    # A declares 28 with C on 28: tied, so A scores 56 and C min(28, 0) = 0 (L10).
    assert game.totals == (84, 61, 27) and game.is_terminal and game.winners == (CC,)
    assert game.current_player == TERMINAL and game.legal_moves() == ()
    assert game.returns() == (0, 0, 1) and game.scores() == (84, 61, 27)
    assert_illegal(game, TakeDraw(), "game is over")


def test_the_last_player_left_wins():
    game = new(2, target_score=10)
    game = round_with_values(game, [MIXED_A, MIXED_B], declarer=A, seats=[A, B])
    # 28 each; A declared but is only tied: A 56, B 0 → A out, B left alone: B wins.
    assert game.totals == (56, 0) and game.is_terminal and game.winners == (B,)
    game = new(3, target_score=10)
    game = round_with_values(
        game, [MIXED_A, MIXED_B, "G1 G2 G3 G4 G5 G6 R14"], declarer=A, seats=[A, B, CC]
    )
    # A 28 tied with B: A 56, B 0, C 1+…+6 + 14 = 35 → A and C out; B wins.
    assert game.totals == (56, 0, 35) and game.winners == (B,)


def test_declarer_wins_ties_option_ruling_l10():
    game = new(2, target_score=10, declarer_wins_ties=True)
    game = round_with_values(game, [MIXED_A, MIXED_B], declarer=A, seats=[A, B])
    # With the option A's tie counts as lowest: A 0, B 28 → B out, A wins.
    assert game.totals == (0, 28) and game.winners == (A,)


@pytest.mark.parametrize(
    ("hands", "winners"),
    [
        ([MIXED_A, MIXED_B], (A, B)),  # 28 = 28: shared
        ([MIXED_A, "B1 B2 B3 B4 B5 B6 R14"], (A,)),  # 28 < 35
    ],
)
def test_when_the_last_players_go_out_together_the_lowest_total_wins(hands, winners):
    game = rigged(hands, top="R9", target_score=10)
    while not game.is_terminal:  # nobody declares: the draw pile runs out
        game = plain_turn(game)
    assert game.last_round.ended_by == "draw pile" and game.active == (False, False)
    assert game.winners == winners


def test_max_rounds_option_ends_the_game_on_the_lowest_total():
    game = new(2, max_rounds=1)  # ruling L20
    game = round_with_values(game, [MIXED_A, MIXED_B], declarer=A, seats=[A, B])
    assert game.is_terminal and game.totals == (56, 0) and game.winners == (B,)
