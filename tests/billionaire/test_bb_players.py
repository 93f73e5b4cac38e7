"""Bots (trading, launching, stopping), decided from views, and seeded tournaments."""

import numpy as np
import pytest
from bb_positions import hand_made

from logo_kit.billionaire import (
    ApprenticeGame,
    ApprenticeOptions,
    EVOptimalLauncher,
    FixedCountLauncher,
    TargetOptimalLauncher,
    ThresholdLauncher,
    launch_table,
    mean_turns,
    play_game,
    tournament,
)
from logo_kit.billionaire.board import CATEGORIES, Board, Icon, Space
from logo_kit.billionaire.moves import (
    Buy,
    Draw,
    EndTrade,
    Launch,
    Phase,
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
)
from logo_kit.billionaire.players import ApprenticeBot, RandomPlayer, sensible_trade
from logo_kit.billionaire.stats import launch_statistics
from logo_kit.engine import Player, TournamentResult
from logo_kit.errors import LogoKitError

SNACKS, SWEETS, HOME, GROCERY, CHILLED, CARS = CATEGORIES
RNG = np.random.default_rng(0)


def position(hands, money=None, board=None):
    """A game in the given position ({category: count} per player), player 0 to move."""
    return hand_made(hands, money, options=ApprenticeOptions(board=board or Board.default()))


def mine(game):
    """The view of the seat to move (bots decide from it)."""
    return game.view(game.mover)


TRADE_BOARD = Board(tuple(Space(SNACKS, Icon.TRADE) for _ in range(6)))


def at_trade(hands, money=None):
    return position(hands, money, TRADE_BOARD).apply(Spin(1))  # picks up 2 Snacks


# -- trading ------------------------------------------------------------------------------------


def test_swaps_a_spare_card_for_one_that_completes_a_company():
    game = at_trade([{HOME: 2, CARS: 1}, {HOME: 1, GROCERY: 1}])
    move = sensible_trade(mine(game))
    # Home (2 cards) and Snacks (2 after picking up) both want a card; player 1 has Home
    assert move == Swap(1, game.hands[1][HOME][0], game.hands[0][CARS][0])


def test_buys_when_there_is_no_spare_card():
    game = at_trade([{HOME: 3}, {HOME: 1}])  # 3 Home + 2 Snacks: no spare card
    assert sensible_trade(mine(game)) == Buy(1, game.hands[1][HOME][0])
    poor = at_trade([{HOME: 3}, {HOME: 1}], money=[20, 50])
    assert sensible_trade(mine(poor)) == EndTrade()


def test_trades_with_each_player_then_stops():
    game = at_trade([{HOME: 2, CARS: 1, GROCERY: 1}, {HOME: 1}, {HOME: 1}])
    bot = FixedCountLauncher(3)
    seen = []
    while game.phase is Phase.TRADE:
        move = bot.choose(mine(game), RNG)
        seen.append(type(move).__name__)
        game = game.apply(move)
    assert seen == ["Swap", "Swap"]  # one card from each, then trading ends by itself
    assert game.counts(0)[HOME] == 4


def test_nothing_wanted_means_end_trade():
    game = at_trade([{HOME: 1}, {CARS: 3}])
    assert sensible_trade(mine(game)) == EndTrade()


# -- launching and stopping ---------------------------------------------------------------------


def test_bots_launch_their_biggest_company():
    game = position([{SWEETS: 2, HOME: 4}, {}]).apply(Spin(1))  # Sweets 4, Home 4: tie
    assert FixedCountLauncher(2).choose(mine(game), RNG) == Launch(SWEETS)  # ties: first category
    game = position([{SWEETS: 1, HOME: 4}, {}]).apply(Spin(1))  # Sweets 3, Home 4
    assert FixedCountLauncher(2).choose(mine(game), RNG) == Launch(HOME)


def drawing(cards, money=(50, 50), size=3):
    game = (
        position([{SWEETS: size - 2}, {}], money=list(money)).apply(Spin(1)).apply(Launch(SWEETS))
    )
    for i, card in enumerate(cards):
        if i:
            game = game.apply(Draw())
        game = game.apply(RiskyCard(card))
    return mine(game)


def test_fixed_count_and_threshold_stoppers():
    assert FixedCountLauncher(2).choose(drawing([10]), RNG) == Draw()
    assert FixedCountLauncher(2).choose(drawing([10, 10]), RNG) == Stop()
    assert ThresholdLauncher(60).choose(drawing([50]), RNG) == Draw()
    assert ThresholdLauncher(60).choose(drawing([50, 10]), RNG) == Stop()


def test_ev_optimal_stops_at_195_on_the_bull_deck():
    bot = EVOptimalLauncher()
    assert bot.choose(drawing([100, 50, 30]), RNG) == Draw()  # 180 < 195
    assert bot.choose(drawing([100, 50, 30, 20]), RNG) == Stop()  # 200


def test_target_optimal_aims_at_the_billion():
    bot = TargetOptimalLauncher()
    # 3 cards from 850M: needs ⌈150/3⌉ = 50; at 50 it stops, at 30 it draws
    assert bot.choose(drawing([50], money=(850, 50)), RNG) == Stop()
    assert bot.choose(drawing([30], money=(850, 50)), RNG) == Draw()
    # from 50M: needs 317, so 200 is not enough (the EV bot would stop)
    assert bot.choose(drawing([100, 100], money=(50, 50)), RNG) == Draw()
    assert EVOptimalLauncher().choose(drawing([100, 100]), RNG) == Stop()


def test_bots_are_players_that_decide_from_views():
    for bot in (FixedCountLauncher(2), ThresholdLauncher(9), EVOptimalLauncher(), RandomPlayer()):
        assert isinstance(bot, Player)
    assert issubclass(TargetOptimalLauncher, ApprenticeBot)
    game = position([{}, {}])
    with pytest.raises(LogoKitError, match="ApprenticeView"):
        FixedCountLauncher(1).choose(game, RNG)  # the whole game is not a view
    with pytest.raises(LogoKitError, match="no decision"):
        FixedCountLauncher(1).choose(game.view(0), RNG)  # a chance step
    with pytest.raises(LogoKitError, match="Generator"):
        RandomPlayer().choose(mine(at_trade([{HOME: 1}, {CARS: 3}])), None)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: FixedCountLauncher(0), "from 1 to 300"),
        (lambda: FixedCountLauncher(2.5), "a float"),
        (lambda: FixedCountLauncher(True), "a bool"),
        (lambda: FixedCountLauncher(10**9), "from 1 to 300"),
        (lambda: ThresholdLauncher(-5), "from 0 to"),
        (lambda: ThresholdLauncher("100"), "whole number"),
        (lambda: FixedCountLauncher(2, name=7), "name must be text"),
        (lambda: EVOptimalLauncher(name=""), "must not be empty"),
        (lambda: TargetOptimalLauncher(name="x" * 500), "too long"),
        (lambda: RandomPlayer(name=None), "random"),
    ],
)
def test_bot_settings_are_checked_when_made(make, words):
    if words == "random":  # None means the default name
        assert make().name == "random"
        return
    with pytest.raises(LogoKitError, match=words):
        make()


def test_skip_launch_without_company_is_automatic():
    game = position([{}, {}]).apply(Spin(1))
    assert game.mover == 1  # nothing to decide for player 0 (ruling B14)
    assert SkipLaunch() not in game.legal_moves()


# -- whole games and tournaments (logo_kit.engine) -------------------------------------------


@pytest.mark.parametrize("seed", range(8))
def test_sensible_bots_play_to_a_winner(seed):
    pool = [
        FixedCountLauncher(2),
        FixedCountLauncher(4),
        ThresholdLauncher(120),
        EVOptimalLauncher(),
        TargetOptimalLauncher(),
    ]
    count = 1 + seed % 5
    players = [pool[(seed + i) % len(pool)] for i in range(count)]
    final = play_game(
        ApprenticeGame,
        players,
        np.random.default_rng(100 + seed),
        options=ApprenticeOptions(players=count),
    )
    assert final.is_terminal and not final.capped  # they finish well before the cap
    assert final.money[final.winner] >= 1000
    assert final.start.replay(final.log) == final


def test_tournament_is_reproducible_and_reports_progress():
    players = [FixedCountLauncher(2), ThresholdLauncher(195), EVOptimalLauncher()]
    options = ApprenticeOptions(players=3)
    calls = []
    a = tournament(
        players, 30, 9, options=options, progress=lambda done, total: calls.append((done, total))
    )
    b = tournament(players, 30, 9, options=options)
    assert isinstance(a, TournamentResult) and a == b
    assert calls == [(i, 30) for i in range(1, 31)]
    assert sum(a.wins.values()) + a.capped == 30
    assert mean_turns(a) == sum(r.turns for r in a.records) / 30
    assert 0 <= a.win_rate("EV-optimal").mean <= 1
    assert "30 games" in a.summary()
    stats = launch_statistics(a)
    assert set(stats) == {"stop after 2", "stop at 195M", "EV-optimal"}
    for name, s in stats.items():
        assert 0 < s.busts <= s.launches and s.games == 30
        assert s.launched_money == sum(r.details.launched_money[r.seat_of(name)] for r in a.records)
    assert "| EV-optimal |" in launch_table(a)


def test_game_k_is_the_same_game_in_any_tournament_length():
    players = [FixedCountLauncher(3), FixedCountLauncher(5)]
    short = tournament(players, 5, 4, options=ApprenticeOptions())
    long = tournament(players, 12, 4, options=ApprenticeOptions())
    assert short.records == long.records[:5]


def test_a_capped_game_has_no_winner():
    class Hoarder(FixedCountLauncher):
        def _launch_move(self, view):
            return SkipLaunch()

    result = tournament(
        [Hoarder(1, name="a"), Hoarder(1, name="b")],
        2,
        0,
        options=ApprenticeOptions(max_turns=200),
    )
    assert result.capped == 2 and result.wins == {"a": 0, "b": 0}
    assert all(r.turns == 200 and r.capped for r in result.records)
    final = play_game(
        ApprenticeGame,
        [Hoarder(1, name="a"), Hoarder(1, name="b")],
        np.random.default_rng(5),
        options=ApprenticeOptions(max_turns=200),
    )
    # the piles run dry: everything ends in the hoarders' hands
    assert final.capped and sum(len(p) for p in final.piles) == 0


def test_bad_tournaments():
    options = ApprenticeOptions()
    with pytest.raises(LogoKitError, match="different names"):
        tournament([FixedCountLauncher(2), FixedCountLauncher(2)], 1, 0, options=options)
    with pytest.raises(LogoKitError, match="give 2 players"):
        tournament([FixedCountLauncher(2)], 1, 0, options=options)
    with pytest.raises(LogoKitError, match="not a player"):
        tournament(["bob", "ann"], 1, 0, options=options)
    with pytest.raises(LogoKitError, match="seed"):
        tournament([FixedCountLauncher(2), FixedCountLauncher(3)], 1, "abc", options=options)
    with pytest.raises(LogoKitError, match="Apprentice game"):
        launch_statistics(TournamentResult(("a",), (), "x", 0, game="LogoGame"))


def test_target_bot_beats_the_ev_bot_in_real_games():
    # A finding for the lesson: the game rewards reaching 1,000M, not money on average.
    result = tournament(
        [EVOptimalLauncher(), TargetOptimalLauncher()], 200, 8, options=ApprenticeOptions()
    )
    ev, target = result.win_rate("EV-optimal"), result.win_rate("target-optimal")
    assert target.mean - ev.mean > 4 * (target.standard_error + ev.standard_error) / 2
