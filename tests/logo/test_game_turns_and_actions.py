"""The LOGO rules engine: a turn (ruling L4), the action cards (L5, L7) and Stop (L6).

Each test deals a rigged deck (see rigged.py) and checks the outcome worked out by hand
from the rulings; the rulebook's worked example of round 4 is played through the engine.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from rigged import CC, HANDS3, A, B, C, assert_illegal, cards, conserved, plain_turn, rigged

from logo_kit.engine import CHANCE
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.logo.cards import Kind
from logo_kit.logo.game import LogoGame, Phase
from logo_kit.logo.legal import discard_move
from logo_kit.logo.moves import Accept, Declare, Discard, StealPick, Stop, TakeDiscard, TakeDraw
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.scoring import round_ending, score_round


# ---------------------------------------------------------------- turns (L4)
def test_a_turn_takes_then_discards_and_passes_clockwise():
    game = rigged(HANDS3, top="R9", draw="G14 B12")
    assert game.legal_moves() == (TakeDraw(), TakeDiscard(), Declare())
    game = game.apply(TakeDraw())
    assert game.phase is Phase.DISCARD and C("G14") in game.hand(A) and game.draw_size == 33 - 1
    game = game.apply(Discard(C("G14")))
    assert game.hand(A) == cards(HANDS3[0]) and game.discard_top == C("G14")
    assert game.current_player == B and game.phase is Phase.TAKE
    game = game.apply(TakeDiscard()).apply(Discard(C("B7")))  # B takes the G14 back
    assert C("G14") in game.hand(B) and game.discard_top == C("B7")
    assert game.current_player == CC


def test_only_the_seat_holding_its_eighth_card_must_discard_ruling_l4():
    game = rigged(HANDS3, top="R9", draw="G14 B12")
    assert not any(game.must_discard(s) for s in (A, B, CC))
    game = game.apply(TakeDraw())
    assert game.must_discard(A) and not game.must_discard(B) and not game.must_discard(CC)
    assert not game.apply(Discard(C("G14"))).must_discard(A)
    with pytest.raises(ValueError, match="seat"):
        game.must_discard(3)


@pytest.mark.parametrize("top", ["JUMP", "STEAL", "LOOK", "STOP", "DESTROY", "LOGO"])
def test_an_action_card_on_the_discard_pile_can_never_be_taken_ruling_l4(top):
    game = rigged(HANDS3, top=top)
    assert TakeDiscard() not in game.legal_moves()
    assert_illegal(game, TakeDiscard(), "can never be taken")


def test_an_action_discarded_without_target_also_blocks_the_discard_pile():
    hands = ["R1 R2 R3 R4 R5 R6 JUMP", *HANDS3[1:]]
    game = rigged(hands, top="R9").apply(TakeDiscard()).apply(Discard(C("JUMP")))
    assert game.discard_top == C("JUMP") and game.current_player == B
    assert TakeDiscard() not in game.legal_moves()


# ---------------------------------------------------------------- actions (L5, L7)
def test_jump_skips_the_targets_next_turn():
    hands = ["R1 R2 R3 R4 R5 R6 JUMP", *HANDS3[1:]]
    game = rigged(hands, top="R9").apply(TakeDraw())
    game = game.apply(Discard(C("JUMP"), target=B))
    assert game.pending_jumps == (0, 0, 0) and game.current_player == CC  # B skipped
    assert game.skipped == (B,) and game.view(A).skipped == (B,)
    game = game.apply(TakeDraw()).apply(Discard(C("G7")))
    assert game.current_player == A and game.skipped == ()  # and B only loses one turn
    game = game.apply(TakeDraw()).apply(Discard(C("R6")))
    assert game.current_player == B


def test_jumps_stack():
    # A and then B jump C before C's turn comes round: C skips its next two turns.
    hands = ["R1 R2 R3 R4 R5 R6 JUMP", "B1 B2 B3 B4 B5 B6 JUMP", "G1 G2 G3 G4 G5 G6 G7"]
    game = rigged(hands, top="R9")
    game = game.apply(TakeDraw()).apply(Discard(C("JUMP"), target=CC))
    assert game.pending_jumps == (0, 0, 1) and game.current_player == B
    game = game.apply(TakeDraw()).apply(Discard(C("JUMP"), target=CC))
    # C's turn is skipped (one Jump used), A is next with one Jump still pending on C.
    assert game.pending_jumps == (0, 0, 1) and game.current_player == A
    game = plain_turn(plain_turn(game))  # A, B; C skipped again
    assert game.pending_jumps == (0, 0, 0) and game.current_player == A
    game = plain_turn(plain_turn(game))  # A, B
    assert game.current_player == CC  # C plays again


def test_look_shows_the_targets_hand_to_the_looker_only():
    hands = ["R1 R2 R3 R4 R5 R6 LOOK", *HANDS3[1:]]
    game = rigged(hands, top="R9").apply(TakeDraw()).apply(Discard(C("LOOK"), target=CC))
    assert game.view(A).looked == {CC: cards(HANDS3[2])}  # ruling L19
    assert game.view(B).looked == {} and game.view(CC).looked == {}
    assert game.hand(CC) == cards(HANDS3[2])  # the hand itself is unchanged
    assert game.current_player == B


def test_steal_takes_a_random_card_then_the_stealer_discards_and_the_target_draws():
    hands = ["R1 R2 R3 R4 R5 R6 STEAL", *HANDS3[1:]]
    game = rigged(hands, top="R9", draw="R14 G14")
    game = game.apply(TakeDraw()).apply(Discard(C("STEAL"), target=B))
    # ruling L7: a blind pick is a chance move, each of B's 7 cards with chance 1/7
    assert game.phase is Phase.STEAL_PICK and game.current_player == CHANCE
    outcomes = dict(game.chance_outcomes())
    assert set(outcomes) == {StealPick(c) for c in cards(HANDS3[1])}
    assert set(outcomes.values()) == {Fraction(1, 7)}
    game = game.apply(StealPick(C("B1")))
    assert len(game.hand(A)) == 8 and C("B1") in game.hand(A) and len(game.hand(B)) == 6
    assert game.phase is Phase.STEAL_DISCARD and game.current_player == A
    # The stealer's discard is plain (no target, ruling L14) and may be any card, the
    # stolen one too.
    assert_illegal(game, Discard(C("R14"), target=CC), "without using")
    game = game.apply(Discard(C("R14")))
    assert game.hand(A) == cards("R1 R2 R3 R4 R5 R6 B1")
    assert game.hand(B) == cards("B2 B3 B4 B5 B6 B7 G14")  # B drew the next card
    assert game.discard_top == C("R14") and game.current_player == B
    assert conserved(game)


def test_steal_odds_count_duplicate_cards():
    hands = ["R1 R2 R3 R4 R5 R6 STEAL", "0 0 B3 B4 B5 B6 B7", "G1 G2 G3 G4 G5 G6 G7"]
    game = rigged(hands, top="R9").apply(TakeDraw()).apply(Discard(C("STEAL"), target=B))
    outcomes = dict(game.chance_outcomes())
    assert outcomes[StealPick(C("0"))] == Fraction(2, 7)
    assert sum(outcomes.values()) == 1


def test_destroy_puts_the_hand_under_the_discard_top_and_the_target_draws_seven():
    hands = ["R1 R2 R3 R4 R5 R6 DESTROY", *HANDS3[1:]]
    game = rigged(hands, top="R9", draw="R14 G8 G9 G10 G11 G12 G13 G14")
    game = game.apply(TakeDraw()).apply(Discard(C("DESTROY"), target=CC))
    assert game.discard_pile == (C("R9"), *cards(HANDS3[2]), C("DESTROY"))
    assert game.hand(CC) == cards("G8 G9 G10 G11 G12 G13 G14")
    assert game.current_player == B and conserved(game)


def test_logo_may_be_used_as_any_action_ruling_l5():
    hands = ["R1 R2 R3 R4 R5 R6 LOGO", *HANDS3[1:]]
    game = rigged(hands, top="R9", draw="R14").apply(TakeDraw())
    targeted = {(m.target, m.action) for m in game.legal_moves() if m.target is not None}
    assert targeted == {
        (t, k) for t in (B, CC) for k in (Kind.JUMP, Kind.STEAL, Kind.LOOK, Kind.DESTROY)
    }
    assert_illegal(game, Discard(C("LOGO"), target=B), "say which action LOGO plays as")
    assert_illegal(game, Discard(C("LOGO"), target=B, action=Kind.STOP), "only answers")
    after = game.apply(Discard(C("LOGO"), target=B, action=Kind.JUMP))
    assert after.current_player == CC and after.discard_top == C("LOGO")


def test_discard_move_is_the_engines_own_move_for_every_legal_discard():
    """A board builds a discard from the card, seat and action picked: it must be the very
    move the engine lists, whatever the card (ruling L5: only LOGO names an action)."""
    rng = np.random.default_rng(8)
    game, checked = LogoGame.new(LogoOptions(players=4, target_score=60)), 0
    while not game.is_terminal and checked < 400:
        if not game.is_chance:
            for move in game.legal_moves():
                if isinstance(move, Discard):
                    assert discard_move(move.card, move.target, move.action) is move
                    if move.card != C("LOGO"):  # another card's action is its own
                        assert discard_move(move.card, move.target, Kind.LOOK) is move
                    checked += 1
        game = game.apply(game.sample_chance(rng) if game.is_chance else game.legal_moves()[0])
    assert checked >= 400


def test_a_discard_the_rules_forbid_is_built_and_then_refused_by_the_engine():
    hands = ["R1 R2 R3 R4 R5 R6 LOGO", *HANDS3[1:]]
    game = rigged(hands, top="R9", draw="STOP").apply(TakeDraw())
    assert_illegal(game, discard_move(C("R1"), B), "not an action card")
    assert_illegal(game, discard_move(C("STOP"), B), "only answers")
    assert_illegal(game, discard_move(C("LOGO"), B), "say which action LOGO plays as")
    with pytest.raises(IllegalMoveError, match="action must be a Kind"):
        discard_move(C("LOGO"), B, "JUMP")
    with pytest.raises(LogoKitError, match="target"):
        discard_move(C("JUMP"), -1)
    with pytest.raises(LogoKitError, match="not a LOGO card"):
        discard_move("R1", B)


def test_action_targets_must_be_other_players_in_the_game():
    hands = ["R1 R2 R3 R4 R5 R6 JUMP", *HANDS3[1:]]
    game = rigged(hands, top="R9").apply(TakeDraw())
    assert_illegal(game, Discard(C("JUMP"), target=A), "another player")
    assert_illegal(game, Discard(C("JUMP"), target=5), "another player")
    assert_illegal(game, Discard(C("R1"), target=B), "not an action card")
    assert_illegal(game, Discard(C("JUMP"), action=Kind.JUMP), "needs a target")
    assert_illegal(game, Discard(C("JUMP"), target=B, action=Kind.LOOK), "acts as JUMP")
    assert_illegal(game, Discard(C("G5")), "cannot discard G5")


def test_stop_cannot_be_used_on_your_own_turn():
    hands = ["R1 R2 R3 R4 R5 R6 STOP", *HANDS3[1:]]
    game = rigged(hands, top="R9").apply(TakeDraw())
    assert not [m for m in game.legal_moves() if m.card == C("STOP") and m.target is not None]
    assert_illegal(game, Discard(C("STOP"), target=B), "only answers an action")
    assert game.apply(Discard(C("STOP"))).current_player == B  # shedding it is fine


# ---------------------------------------------------------------- Stop (L6)
def test_the_target_holding_stop_decides_and_stop_cancels_the_action():
    # C holds LOGO (which could Stop) but is not the target, so is never asked.
    hands = ["R1 R2 R3 R4 R5 R6 DESTROY", "B1 B2 B3 B4 B5 B6 STOP", "G1 G2 G3 G4 G5 G6 LOGO"]
    game = rigged(hands, top="R9", draw="R14 G14")
    game = game.apply(TakeDraw()).apply(Discard(C("DESTROY"), target=B))
    assert game.phase is Phase.RESPOND and game.current_player == B  # only the target
    assert game.turn_player == A and game.pending_action == (A, B, Kind.DESTROY)
    assert game.legal_moves() == (Stop(C("STOP")), Accept())
    assert game.view(B).legal_moves == game.legal_moves() and game.view(A).legal_moves == ()
    assert_illegal(game, Stop(C("B1")), "only STOP")
    stopped = game.apply(Stop(C("STOP")))
    # Cancelled: B keeps its hand, the STOP lies on the DESTROY, B draws one replacement.
    assert stopped.hand(B) == cards("B1 B2 B3 B4 B5 B6 G14")
    assert stopped.discard_pile[-2:] == (C("DESTROY"), C("STOP"))
    assert stopped.current_player == B and stopped.phase is Phase.TAKE  # no answer to Stop
    assert conserved(stopped)
    # Not answering lets the Destroy happen.
    accepted = game.apply(Accept())
    assert accepted.hand(B) != game.hand(B) and len(accepted.hand(B)) == 7
    assert C("STOP") in accepted.discard_pile


def test_logo_can_be_played_as_stop():
    hands = ["R1 R2 R3 R4 R5 R6 JUMP", "B1 B2 B3 B4 B5 B6 LOGO", HANDS3[2]]
    game = rigged(hands, top="R9", draw="R14 G14")
    game = game.apply(TakeDraw()).apply(Discard(C("JUMP"), target=B))
    assert game.legal_moves() == (Stop(C("LOGO")), Accept())
    game = game.apply(Stop(C("LOGO")))
    assert game.pending_jumps == (0, 0, 0) and game.current_player == B  # Jump cancelled
    assert game.hand(B) == cards("B1 B2 B3 B4 B5 B6 G14")


def test_a_target_without_stop_is_not_asked():
    hands = ["R1 R2 R3 R4 R5 R6 JUMP", HANDS3[1], "G1 G2 G3 G4 G5 G6 STOP"]
    game = rigged(hands, top="R9").apply(TakeDraw()).apply(Discard(C("JUMP"), target=B))
    assert game.phase is Phase.TAKE and game.current_player == CC  # C is not asked


def test_worked_example_round_4_flow_through_the_engine():
    # The sheet's round 4: A uses Jump on C, C stops it and draws; B plays Destroy
    # on C, who cannot stop it; C draws 7 and plays; A declares; B and C finish.
    hands = ["R1 R2 R3 R4 R5 R6 JUMP", "B1 B2 B3 B4 B5 B6 DESTROY", "G1 G2 G3 G4 G5 G6 STOP"]
    game = rigged(hands, top="R9", draw="R14 G14 R8 R10 R11 R12 R13 B8 B9 B10 B11")
    game = game.apply(TakeDraw()).apply(Discard(C("JUMP"), target=CC))
    game = game.apply(Stop(C("STOP")))
    assert game.hand(CC) == cards("G1 G2 G3 G4 G5 G6 G14") and game.current_player == B
    game = game.apply(TakeDraw()).apply(Discard(C("DESTROY"), target=CC))
    assert game.hand(CC) == cards("R10 R11 R12 R13 B8 B9 B10") and game.current_player == CC
    game = game.apply(TakeDraw()).apply(Discard(C("R13")))
    game = game.apply(Declare())
    assert game.declarer == A and game.current_player == B
    game = game.apply(TakeDraw()).apply(Discard(C("B6")))
    game = game.apply(TakeDraw()).apply(Discard(C("R12")))
    result = game.last_round
    assert result.ended_by == "declaration" and result.declarer == A
    assert round_ending(result) is None  # the declarer's reason says the rest (explain_round)
    assert game.phase is Phase.DEAL and game.round_number == 1
    assert list(result.points) == score_round(list(result.values), A)
