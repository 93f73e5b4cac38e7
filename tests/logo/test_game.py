"""The LOGO rules engine, rule by rule (rulings L1, L4–L11), and its engine interface.

Most tests deal a *rigged* deck (a Deal move listing the cards in the order we
want), so each situation is set up exactly and the expected outcome is worked
out by hand from the rulings. The random playouts of the engine contract are
in tests/contract/case_logo.py.
"""

from __future__ import annotations

import copy
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.engine import CHANCE, TERMINAL, play_game, resolve_chance
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.logo.cards import Kind, decks_for_players, parse_card, parse_cards, standard_deck
from logo_kit.logo.game import LogoGame, Phase
from logo_kit.logo.moves import (
    Accept,
    Deal,
    DealCard,
    Declare,
    Discard,
    Reshuffle,
    ReshuffleCard,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import ColorHandChaser, GreedyLowPlayer, RandomPlayer
from logo_kit.logo.scoring import round_ending, score_round

C = parse_card


def deal_move(
    hands: list[str], top: str, draw: str = "", *, first: int = 0, seats: list[int] | None = None
) -> Deal:
    """A Deal giving seat s the cards hands[s] (in seat order), `top` face up and
    `draw` on top of the draw pile (top first); the rest of the deck follows in a
    fixed order. Cards go out one at a time clockwise from `first` (ruling L1 decks)."""
    seats = list(range(len(hands))) if seats is None else seats
    decks = decks_for_players(len(seats))
    hand_cards = {seat: parse_cards(h, decks=decks) for seat, h in zip(seats, hands, strict=True)}
    assert all(len(h) == 7 for h in hand_cards.values())
    extra = [C(top), *parse_cards(draw, decks=decks)]
    rest = Counter(standard_deck(decks))
    for cards in (*hand_cards.values(), extra):
        rest.subtract(cards)
    assert min(rest.values()) >= 0, "a card is used more often than the decks hold"
    order_seats = sorted(seats, key=lambda s: (s - first) % 8)
    order = [hand_cards[s][k] for k in range(7) for s in order_seats]
    order += extra + list(rest.elements())
    return Deal(tuple(order))


def plain_turn(game: LogoGame) -> LogoGame:
    """Take the top of the draw pile and discard that same card (the hand does not change)."""
    top = game.draw_pile[0]
    return game.apply(TakeDraw()).apply(Discard(top))


def pass_turn(game: LogoGame) -> LogoGame:
    """Take the discard top and put it straight back: the hand does not change."""
    return game.apply(TakeDiscard()).apply(Discard(game.discard_top))


def new(players: int, **options) -> LogoGame:
    """A game before its deal."""
    return LogoGame.new(LogoOptions(players=players, **options))


def rigged(hands: list[str], top: str, draw: str = "", *, first: int = 0, **options) -> LogoGame:
    game = new(len(hands), first_player=first, **options)
    return game.apply(deal_move(hands, top, draw, first=first))


def cards(text: str) -> tuple:
    return tuple(sorted(parse_cards(text, decks=2)))


def conserved(game: LogoGame) -> bool:
    return game.card_counts() == Counter(standard_deck(game.decks))


def assert_illegal(game: LogoGame, move, match: str) -> None:
    """The move raises IllegalMoveError and the game is unchanged (every field and the log)."""
    before = copy.copy(game)
    with pytest.raises(IllegalMoveError, match=match):
        game.apply(move)
    assert game == before


A, B, CC, D = 0, 1, 2, 3  # seats (CC: the name C is the card parser)

# One-colour hands (worth 0 as colour hands, ruling L2): fine where values do not matter.
HANDS3 = ["R1 R2 R3 R4 R5 R6 R7", "B1 B2 B3 B4 B5 B6 B7", "G1 G2 G3 G4 G5 G6 G7"]
# Mixed hands worth 28 each (1 + … + 7), for tests where hand values count.
MIXED_A, MIXED_B = "R1 R2 R3 R4 R5 R6 B7", "B1 B2 B3 B4 B5 B6 R7"


# ---------------------------------------------------------------- dealing (L1)
def test_deal_one_card_at_a_time_clockwise_from_the_first_player():
    order = tuple(standard_deck())  # R1..R14, B1..B14, G1..G14, 0×6, actions, LOGO
    game = new(3, first_player=1).apply(Deal(order))
    # Seat 1 gets cards 0, 3, 6, …; seat 2 cards 1, 4, …; seat 0 cards 2, 5, …
    assert game.hand(1) == tuple(order[0:21:3])
    assert game.hand(2) == tuple(order[1:21:3])
    assert game.hand(0) == tuple(order[2:21:3])
    assert game.discard_pile == (order[21],)  # the next card is turned face up
    assert game.draw_pile == order[22:]  # the rest, top first
    assert game.current_player == 1 and game.phase is Phase.TAKE and game.round_number == 1


@pytest.mark.parametrize(("players", "decks"), [(2, 1), (4, 1), (5, 2), (8, 2)])
def test_decks_per_player_count_ruling_l1(players, decks):
    game = LogoGame.new(LogoOptions(players=players), np.random.default_rng(players))
    assert game.decks == decks
    assert game.draw_size == 55 * decks - 7 * players - 1
    assert conserved(game)


def test_deal_must_be_a_full_shuffled_deck():
    game = new(3)
    short = Deal(tuple(standard_deck())[:-1])
    assert_illegal(game, short, "every card of 1 shuffled deck")
    assert_illegal(game, Deal(tuple(standard_deck(2))), "every card of 1 shuffled deck")
    assert_illegal(game, Deal(["R1"] * 55), "every card of 1 shuffled deck")
    assert_illegal(game, TakeDraw(), "chance")


def test_the_deal_is_chance_one_card_at_a_time():
    game = new(2)
    outcomes = game.chance_outcomes()
    # 49 different cards; a card with k copies in the 55 has chance k/55 (six 0s: 6/55)
    assert len(outcomes) == 49 and sum(p for _, p in outcomes) == 1
    assert dict(outcomes)[DealCard(C("0"))] == Fraction(6, 55)
    assert game.legal_moves() == tuple(m for m, _ in outcomes)
    after = game.apply(DealCard(C("0")))
    assert dict(after.chance_outcomes())[DealCard(C("0"))] == Fraction(5, 54)
    assert after.round_number == 0 and after.is_chance  # the deal is not complete yet
    # A whole Deal stands for its parts, and is refused once a deal has begun card by card.
    order = tuple(standard_deck())
    whole = game.apply(Deal(order))
    by_parts = game.replay(Deal(order).parts)
    assert by_parts.hands == whole.hands and by_parts.draw_pile == whole.draw_pile
    assert by_parts.log == Deal(order).parts and whole.log == (Deal(order),)
    started = game.apply(DealCard(order[0]))
    assert_illegal(started, Deal(order), "has begun card by card")
    assert_illegal(game.replay(Deal(order).parts[:6]), DealCard(C("R1")), "no more of it")


def test_sample_chance_draws_a_whole_shuffle_with_the_same_stream():
    rng = np.random.default_rng(5)
    move = new(3).sample_chance(rng)
    deck = standard_deck()
    expected = np.random.default_rng(5).permutation(55)
    assert isinstance(move, Deal) and move.order == tuple(deck[i] for i in expected)
    halfway = new(3).replay(move.parts[:10])
    assert isinstance(halfway.sample_chance(rng), DealCard)  # a deal begun goes card by card


def test_a_sampled_shuffle_is_checked_against_the_position_it_is_applied_to():
    # sample_chance's Deal carries its cards as codes (so apply need not look them up),
    # but only for the cards it shuffled: elsewhere it is checked card by card.
    three = new(3).sample_chance(np.random.default_rng(1))
    assert new(3).apply(three).hands == new(3).apply(Deal(three.order)).hands
    assert three == Deal(three.order) and hash(three) == hash(Deal(three.order))
    assert_illegal(new(5), three, "every card of 2 shuffled deck")  # five players: 2 decks
    assert_illegal(new(5).apply(DealCard(three.order[0])), three, "has begun card by card")


def test_bad_game_setup_is_refused():
    with pytest.raises(LogoKitError, match="from 2 to 8"):
        LogoOptions(players=9)
    with pytest.raises(LogoKitError, match="first_player"):
        LogoOptions(players=3, first_player=3)
    with pytest.raises(LogoKitError, match="target_score"):
        LogoOptions(target_score=0)
    with pytest.raises(LogoKitError, match="declarer_wins_ties must be True or False"):
        LogoOptions(declarer_wins_ties="no")
    with pytest.raises(LogoKitError, match="options must be LogoOptions"):
        LogoGame.new(3)
    with pytest.raises(LogoKitError, match="Generator"):
        LogoGame.new(LogoOptions(), rng=3)


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
def round_with_values(
    game: LogoGame, hands: list[str], declarer: int, seats: list[int]
) -> LogoGame:
    """Deal `hands` to `seats`; the first player (`declarer`) declares at once and the
    others pass, so the round scores exactly the dealt hands."""
    game = game.apply(deal_move(hands, "R9", first=game.first_player, seats=seats))
    assert game.current_player == declarer
    game = game.apply(Declare())
    while game.phase is Phase.TAKE:
        game = pass_turn(game)
    return game


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


# ---------------------------------------------------------------- state & log
def test_illegal_moves_leave_the_state_unchanged():
    game = rigged(["R1 R2 R3 R4 R5 R6 JUMP", *HANDS3[1:]], top="LOGO")
    assert_illegal(game, Discard(C("R1")), "'take' phase")
    assert_illegal(game, TakeDiscard(), "ruling L4")
    assert_illegal(game, Stop(C("STOP")), "'take' phase")
    assert_illegal(game, StealPick(C("R1")), "'take' phase")
    assert_illegal(game, "draw", "not a move for this moment")
    drawn = game.apply(TakeDraw())
    assert_illegal(drawn, TakeDraw(), "'discard' phase")
    assert_illegal(drawn, Discard("R1"), "not a card")
    assert_illegal(drawn, Discard(C("B1")), "cannot discard B1")
    assert_illegal(drawn, Declare(), "'discard' phase")
    assert len(game.hand(A)) == 7 and game.phase is Phase.TAKE and game.move_count == 1


def test_apply_returns_a_new_game_and_never_changes_the_old_one():
    game = rigged(HANDS3, top="R9")
    snapshot = copy.copy(game)
    after = game.apply(TakeDraw())
    assert after is not game and game == snapshot and after != game
    with pytest.raises(AttributeError):
        game.totals = (1, 2, 3)


def mixed_bots(n: int) -> list:
    kinds = [RandomPlayer, GreedyLowPlayer, ColorHandChaser]
    return [kinds[s % 3](name=f"bot {s}") for s in range(n)]


def test_the_move_log_replays_to_the_same_game():
    options = LogoOptions(players=4, target_score=120, first_player=2)
    final = play_game(LogoGame, mixed_bots(4), np.random.default_rng(11), options=options)
    assert final.is_terminal and final.round_number >= 2
    assert final.start == LogoGame.new(options) and final.start.log == ()
    replayed = final.start.replay(final.log)
    assert replayed == final and replayed.results == final.results
    # A prefix replays to the position reached after those moves.
    moves = final.log
    half = len(moves) // 2
    partial = final.start.replay(moves[:half])
    assert partial.log == moves[:half] and partial.move_count == half
    assert partial != final
    with pytest.raises(LogoKitError, match="list of moves"):
        final.start.replay(None)


def test_the_same_seed_gives_the_same_game():
    def one(seed):
        options = LogoOptions(max_rounds=3)
        return play_game(LogoGame, mixed_bots(3), np.random.default_rng(seed), options=options)

    assert one(5).log == one(5).log
    assert one(5).log != one(6).log


def test_the_engine_interface_numbers():
    final = play_game(
        LogoGame, mixed_bots(3), np.random.default_rng(2), options=LogoOptions(target_score=80)
    )
    assert final.current_player == TERMINAL and not final.capped
    assert final.score_name == "total points (lower is better)"
    assert final.scores() == final.totals
    shares = final.returns()
    assert sum(shares) == 1 and {s for s, r in enumerate(shares) if r} == set(final.winners)
    summary = final.summary()
    assert summary.rounds == len(final.results) == final.round_number
    assert summary.points == tuple(r.round_points for r in final.results)
    by_seat = zip(*summary.points, strict=True)
    assert [sum(p or 0 for p in seat) for seat in by_seat] == list(final.totals)
    takes = sum(isinstance(m, TakeDraw | TakeDiscard | Declare) for m in final.log)
    assert final.turns == takes
    assert final.start.returns() == (0, 0, 0) and final.start.turns == 0


def test_round_results_say_who_was_lowest():
    game = round_with_values(new(3), [MIXED_A, MIXED_B, "G1 G2 G3 G4 G5 G6 R14"], A, [A, B, CC])
    result = game.last_round  # A and B 28, C 35: A declared, tied for lowest
    assert result.lowest == (A, B)
    assert not result.declarer_strictly_lowest and not result.declarer_won
    game = round_with_values(
        new(3, declarer_wins_ties=True), [MIXED_A, MIXED_B, "G1 G2 G3 G4 G5 G6 R14"], A, [A, B, CC]
    )
    assert game.last_round.declarer_won and not game.last_round.declarer_strictly_lowest
    game = rigged([MIXED_A, "B1 B2 B3 B4 B5 B6 R14"], top="R9")
    while game.round_number == 1 and not game.is_chance:
        game = plain_turn(game)
    result = game.last_round  # nobody declared: 28 against 35
    assert result.lowest == (A,) and result.declarer is None and not result.declarer_won


def test_a_view_shows_only_what_the_player_may_know():
    game = rigged(HANDS3, top="R9")
    view = game.view(B)
    assert view.hand == cards(HANDS3[1]) and view.hand_sizes == (7, 7, 7)
    assert view.discard_top == C("R9") and view.draw_size == 33
    assert view.legal_moves == () and game.view(A).legal_moves == game.legal_moves()
    assert view.opponents == (A, CC) and view.current_player == A and view.seat == B
    unseen = Counter(view.unseen())
    assert sum(unseen.values()) == 55 - 7 - 1
    assert unseen[C("B1")] == 0 and unseen[C("R9")] == 0 and unseen[C("R1")] == 1
    assert not hasattr(view, "hands")
    for bad in (3, -1, True, 1.0, "B"):
        with pytest.raises(LogoKitError, match="seat must be a whole number from 0 to 2"):
            game.view(bad)


def test_a_view_is_the_same_whichever_positions_were_viewed_before():
    # Views work out what a seat saw only when asked, from the last position a view was
    # asked at: the answer must not depend on which positions those were.
    rng = np.random.default_rng(11)
    states = [LogoGame.new(LogoOptions(players=3, target_score=1000), rng)]
    while not states[-1].is_terminal and len(states) < 400:
        state = states[-1]
        moves = state.legal_moves()
        move = state.sample_chance(rng) if state.is_chance else moves[int(rng.integers(len(moves)))]
        states.append(state.apply(move))
    every = [[s.view(seat) for seat in range(3)] for s in states]  # asked step by step
    fresh = [s.start.replay(s.log) for s in states]  # the same games, never viewed
    for i in reversed(range(0, len(fresh), 7)):  # asked late first, then earlier
        for seat in range(3):
            view = fresh[i].view(seat)
            assert view == every[i][seat] and view.history == every[i][seat].history
    histories = [len(every[i][0].history) for i in range(len(states))]
    assert histories == sorted(histories) and histories[-1] > 100  # it grew move by move


def test_sample_chance_needs_a_generator_and_a_chance_node():
    game = new(2)
    with pytest.raises(LogoKitError, match="Generator"):
        game.sample_chance(42)
    dealt = game.apply(game.sample_chance(np.random.default_rng(0)))
    with pytest.raises(LogoKitError, match="no chance move"):
        dealt.sample_chance(np.random.default_rng(0))
    assert dealt.chance_outcomes() == ()
    assert "round 1" in repr(dealt)


def test_a_reshuffle_card_by_card_is_the_whole_reshuffle():
    hands = ["R1 R2 R3 R4 R5 R6 DESTROY", HANDS3[1], HANDS3[2]]
    game = rigged(hands, top="R9")
    for _ in range(30):
        game = plain_turn(game)
    game = game.apply(TakeDraw()).apply(Discard(C("DESTROY"), target=B))
    assert game.phase is Phase.RESHUFFLE
    outcomes = game.chance_outcomes()
    assert sum(p for _, p in outcomes) == 1
    assert all(isinstance(m, ReshuffleCard) for m, _ in outcomes)
    order = tuple(reversed(game.discard_pile[:-1]))
    whole = game.apply(Reshuffle(order))
    by_parts = game.replay(Reshuffle(order).parts)
    assert by_parts.hands == whole.hands and by_parts.draw_pile == whole.draw_pile
    assert_illegal(game.apply(ReshuffleCard(order[0])), Reshuffle(order), "begun card by card")


def rule_paths(games: list[LogoGame]) -> Counter:
    """How often each phase was visited and each move kind made, over whole games."""
    seen: Counter = Counter()
    for game in games:
        state = game.start
        for move in game.log:
            seen[state.phase] += 1
            seen[type(move)] += 1
            state = state.apply(move)
        assert state == game
        seen.update(r.ended_by for r in game.results)
    return seen


def test_seeded_bot_games_visit_every_rule_path():
    """Across these games every phase is visited: Stops, steals, reshuffles, Jumps, LOOKs.

    Reshuffles are rare (the draw pile must run dry in a final rotation or during an
    action's replenish); seeds 17 and 145 have one.
    """
    games = [
        play_game(
            LogoGame,
            mixed_bots(2 + seed % 7),
            np.random.default_rng(seed),
            options=LogoOptions(players=2 + seed % 7, target_score=100),
        )
        for seed in [*range(12), 17, 145]
    ]
    seen = rule_paths(games)
    assert all(seen[phase] for phase in Phase if phase is not Phase.GAME_OVER), seen
    assert seen["draw pile"] and seen["declaration"]
    assert seen[Stop] and seen[Accept] and seen[StealPick] and seen[Reshuffle]


@pytest.mark.parametrize("players", [4, 6, 7, 8])
def test_cards_are_conserved_and_hands_refilled_at_every_step(players):
    """The contract's invariant for the player counts it does not play (2, 3, 5 are there)."""
    rng = np.random.default_rng(players)
    bots = mixed_bots(players)
    state = LogoGame.new(LogoOptions(players=players, target_score=80))
    while not state.is_terminal:
        if state.is_chance:
            state = state.apply(state.sample_chance(rng))
        else:
            seat = state.current_player
            state = state.apply(bots[seat].choose(state.view(seat), rng))
        assert state.card_counts() == Counter(standard_deck(state.decks))
        discarding = state.phase in (Phase.DISCARD, Phase.STEAL_DISCARD)
        assert [state.must_discard(s) for s in range(players)] == [
            discarding and s == state.current_player for s in range(players)
        ]
        if state.phase is Phase.TAKE:
            assert [len(h) for h in state.hands] == [7 if a else 0 for a in state.active]
    for result in state.results:
        seats = result.seats
        declarer = None if result.declarer is None else seats.index(result.declarer)
        points = score_round([result.values[s] for s in seats], declarer)
        assert points == [result.points[s] for s in seats]
