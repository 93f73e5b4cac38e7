"""Bots (trading, launching, stopping) and seeded tournaments."""

import dataclasses

import numpy as np
import pytest

from logo_kit.billionaire import (
    CATEGORIES,
    ApprenticeGame,
    ApprenticeOptions,
    Board,
    BrandCard,
    Buy,
    Draw,
    EndTrade,
    EVOptimalLauncher,
    FixedCountLauncher,
    Icon,
    Launch,
    Phase,
    RandomPlayer,
    RiskyCard,
    SkipLaunch,
    Space,
    Spin,
    Stop,
    Swap,
    TargetOptimalLauncher,
    ThresholdLauncher,
    play_game,
    sensible_trade,
    tournament,
)
from logo_kit.errors import LogoKitError

SNACKS, SWEETS, HOME, GROCERY, CHILLED, CARS = CATEGORIES


def position(hands, money=None, board=None):
    """A game in the given position ({category: count} per player), player 0 to move."""
    options = ApprenticeOptions(board=board or Board.default())
    game = ApprenticeGame.new(len(hands), rng=np.random.default_rng(0), options=options)
    free = {c: [BrandCard(c, n) for n in range(1, 13)] for c in CATEGORIES}
    built = []
    for spec in hands:
        hand = []
        for c in CATEGORIES:
            k = spec.get(c, 0)
            hand.append(tuple(free[c][:k]))
            free[c] = free[c][k:]
        built.append(tuple(hand))
    money = money or [50] * len(hands)
    return dataclasses.replace(
        game,
        hands=tuple(built),
        piles=tuple(tuple(free[c]) for c in CATEGORIES),
        money=tuple(money),
        paid_out=sum(money),
    )


TRADE_BOARD = Board(tuple(Space(SNACKS, Icon.TRADE) for _ in range(6)))


def at_trade(hands, money=None):
    return position(hands, money, TRADE_BOARD).apply(Spin(1))  # picks up 2 Snacks


# -- trading ------------------------------------------------------------------------------------


def test_swaps_a_spare_card_for_one_that_completes_a_company():
    # player 0: 2 Home, 1 Cars (+2 Snacks picked up = a Snacks company of 2? no: 2 Snacks)
    game = at_trade([{HOME: 2, CARS: 1}, {HOME: 1, GROCERY: 1}])
    move = sensible_trade(game)
    # Home (2 cards) and Snacks (2 after picking up) both want a card; player 1 has Home
    assert move == Swap(1, game.hands[1][HOME][0], game.hands[0][CARS][0])


def test_buys_when_there_is_no_spare_card():
    game = at_trade([{HOME: 3}, {HOME: 1}])  # 3 Home + 2 Snacks: no spare card
    assert sensible_trade(game) == Buy(1, game.hands[1][HOME][0])
    poor = at_trade([{HOME: 3}, {HOME: 1}], money=[20, 50])
    assert sensible_trade(poor) == EndTrade()


def test_trades_with_each_player_then_stops():
    game = at_trade([{HOME: 2, CARS: 1, GROCERY: 1}, {HOME: 1}, {HOME: 1}])
    bot = FixedCountLauncher(3)
    seen = []
    while game.phase is Phase.TRADE:
        move = bot.choose(game)
        seen.append(type(move).__name__)
        game = game.apply(move)
    assert seen == ["Swap", "Swap"]  # one card from each, then trading ends by itself
    assert game.counts(0)[HOME] == 4


def test_nothing_wanted_means_end_trade():
    game = at_trade([{HOME: 1}, {CARS: 3}])
    assert sensible_trade(game) == EndTrade()


# -- launching and stopping ---------------------------------------------------------------------


def test_bots_launch_their_biggest_company():
    game = position([{SWEETS: 2, HOME: 4}, {}]).apply(Spin(1))  # Sweets 4, Home 4: tie
    assert FixedCountLauncher(2).choose(game) == Launch(SWEETS)  # ties: first category
    game = position([{SWEETS: 1, HOME: 4}, {}]).apply(Spin(1))  # Sweets 3, Home 4
    assert FixedCountLauncher(2).choose(game) == Launch(HOME)


def drawing(cards, money=(50, 50), size=3):
    game = (
        position([{SWEETS: size - 2}, {}], money=list(money)).apply(Spin(1)).apply(Launch(SWEETS))
    )
    for i, card in enumerate(cards):
        if i:
            game = game.apply(Draw())
        game = game.apply(RiskyCard(card))
    return game


def test_fixed_count_and_threshold_stoppers():
    assert FixedCountLauncher(2).choose(drawing([10])) == Draw()
    assert FixedCountLauncher(2).choose(drawing([10, 10])) == Stop()
    assert ThresholdLauncher(60).choose(drawing([50])) == Draw()
    assert ThresholdLauncher(60).choose(drawing([50, 10])) == Stop()


def test_ev_optimal_stops_at_195_on_the_bull_deck():
    bot = EVOptimalLauncher()
    assert bot.choose(drawing([100, 50, 30])) == Draw()  # 180 < 195
    assert bot.choose(drawing([100, 50, 30, 20])) == Stop()  # 200


def test_target_optimal_aims_at_the_billion():
    bot = TargetOptimalLauncher()
    # 3 cards from 850M: needs ⌈150/3⌉ = 50; at 50 it stops, at 30 it draws
    assert bot.choose(drawing([50], money=(850, 50))) == Stop()
    assert bot.choose(drawing([30], money=(850, 50))) == Draw()
    # from 50M: needs 317, so 200 is not enough (the EV bot would stop)
    assert bot.choose(drawing([100, 100], money=(50, 50))) == Draw()
    assert EVOptimalLauncher().choose(drawing([100, 100])) == Stop()


def test_bots_only_decide_at_decision_steps():
    game = position([{}, {}])
    with pytest.raises(LogoKitError, match="no decision"):
        FixedCountLauncher(1).choose(game)
    with pytest.raises(LogoKitError, match="needs a numpy Generator"):
        RandomPlayer().choose(game)
    for bad in (0, 2.5, True):
        with pytest.raises(LogoKitError):
            FixedCountLauncher(bad)
    with pytest.raises(LogoKitError):
        ThresholdLauncher(-5)


def test_skip_launch_without_company_is_automatic():
    game = position([{}, {}]).apply(Spin(1))
    assert game.current == 1  # nothing to decide for player 0
    assert SkipLaunch() not in game.legal_moves()


# -- tournaments ---------------------------------------------------------------------------------


def test_tournament_is_reproducible_and_reports_progress():
    players = [FixedCountLauncher(2), ThresholdLauncher(195), EVOptimalLauncher()]
    calls = []
    a = tournament(
        players, games=30, seed=9, progress=lambda done, total: calls.append((done, total))
    )
    b = tournament(players, games=30, seed=9)
    assert a == b
    assert calls == [(i, 30) for i in range(1, 31)]
    assert sum(a.wins.values()) + a.capped == 30
    assert a.mean_turns == sum(r.turns for r in a.results) / 30
    assert a.mean_rounds == a.mean_turns / 3
    assert set(a.win_rates) == {"stop after 2", "stop at 195M", "EV-optimal"}
    assert 0 <= a.win_rate("EV-optimal").mean <= 1
    assert "30 games" in a.summary()


def test_game_k_is_the_same_game_in_any_tournament_length():
    players = [FixedCountLauncher(3), FixedCountLauncher(5)]
    short = tournament(players, games=5, seed=4)
    long = tournament(players, games=12, seed=4)
    assert short.results == long.results[:5]


def test_seats_rotate():
    players = [FixedCountLauncher(k) for k in (2, 3, 4)]
    result = tournament(players, games=6, seed=1)
    assert [r.seats[0] for r in result.results] == [
        "stop after 2",
        "stop after 3",
        "stop after 4",
    ] * 2
    fixed = tournament(players, games=3, seed=1, rotate_seats=False)
    assert {r.seats[0] for r in fixed.results} == {"stop after 2"}


def test_launch_statistics_add_up():
    result = play_game([FixedCountLauncher(3), FixedCountLauncher(6)], np.random.default_rng(3))
    assert result.winner in result.seats and result.leaders == (result.winner,)
    assert all(result.busts[n] <= result.launches[n] for n in result.seats)
    assert result.money[result.winner] >= 1000


def test_a_capped_tournament_reports_no_winner():
    class Hoarder(FixedCountLauncher):
        def launch_move(self, game):
            return SkipLaunch()

    result = tournament(
        [Hoarder(1, name="a"), Hoarder(1, name="b")],
        games=2,
        seed=0,
        options=ApprenticeOptions(max_turns=20),
    )
    assert result.capped == 2 and result.wins == {"a": 0, "b": 0}
    assert all(r.turns == 20 and r.capped for r in result.results)


def test_bad_tournaments():
    with pytest.raises(LogoKitError, match="different names"):
        tournament([FixedCountLauncher(2), FixedCountLauncher(2)], games=1, seed=0)
    with pytest.raises(LogoKitError, match="at least one player"):
        tournament([], games=1, seed=0)
    with pytest.raises(LogoKitError, match="not a player"):
        tournament(["bob"], games=1, seed=0)
    with pytest.raises(LogoKitError, match="no player called"):
        tournament([FixedCountLauncher(2)], games=2, seed=0).win_rate("x")


def test_target_bot_beats_the_ev_bot_in_real_games():
    # A finding for the lesson: the game rewards reaching 1,000M, not money on average.
    result = tournament([EVOptimalLauncher(), TargetOptimalLauncher()], games=200, seed=8)
    ev, target = result.win_rate("EV-optimal"), result.win_rate("target-optimal")
    assert target.mean - ev.mean > 4 * (target.standard_error + ev.standard_error) / 2
