"""The LOGO rules engine as an engine: the deal as chance (ruling L1), bad setups, illegal
moves leaving the state unchanged, replays, seeds, views, and seeded bot games that
visit every rule path while keeping every card.

The random playouts of the engine contract are in tests/contract/case_logo.py.
"""

from __future__ import annotations

import copy
from collections import Counter
from fractions import Fraction

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
    assert_illegal,
    cards,
    conserved,
    new,
    plain_turn,
    rigged,
    round_with_values,
)

from logo_kit.engine import TERMINAL, play_game
from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import standard_deck
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
from logo_kit.logo.scoring import score_round


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
