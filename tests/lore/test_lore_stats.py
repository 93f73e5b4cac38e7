"""Seeded self-play tournaments (the engine's) and the Logic & Lore statistics over them."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import (
    LoreGame,
    mean_turns_to_win,
    play_game,
    tournament,
    turns_distribution,
    turns_summary,
)
from logo_kit.lore.game import LoreSummary
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer, RandomPlayer
from logo_kit.lore.stats import modes, turns_to_win

SMALL_MIXED = LoreOptions(
    players=(PlayerSetup("light"), PlayerSetup("bright", 1)), stars=5, play_on=True
)


def test_tournament_is_seeded_and_reports_progress():
    calls = []
    players = [GreedyInfoPlayer("greedy"), AdvisorPlayer("advisor")]
    first = tournament(
        players, games=6, seed=3, options=SMALL_MIXED, progress=lambda d, t: calls.append((d, t))
    )
    again = tournament(players, games=6, seed=3, options=SMALL_MIXED)
    assert calls == [(k, 6) for k in range(1, 7)]
    assert first.records == again.records
    assert first.games == 6 and sum(first.wins.values()) + first.capped == 6
    assert first.score_name == LoreGame.score_name
    assert all(isinstance(r.details, LoreSummary) for r in first.records)


def test_players_keep_their_set_up_when_seats_rotate():
    players = [GreedyInfoPlayer("greedy"), AdvisorPlayer("advisor")]
    result = tournament(players, games=4, seed=1, options=SMALL_MIXED)
    assert [r.seats[0] for r in result.records] == ["greedy", "advisor"] * 2
    assert modes(result, "greedy") == ["light"] and modes(result, "advisor") == ["bright"]
    for r in result.records:
        assert r.details.blackholes[r.seat_of("advisor")] == 1
    # play_on: both lines are finished in every game, so each game counts for both players
    assert len(turns_to_win(result, "greedy")) == len(turns_to_win(result, "advisor")) == 4
    dist = turns_distribution(result, "advisor")
    assert sum(dist.values()) == 4 and list(dist) == sorted(dist)
    estimate = mean_turns_to_win(result, "greedy", "light")
    assert estimate.mean == pytest.approx(np.mean(turns_to_win(result, "greedy")))
    # the score is whether the line was solved (never None); here every line was solved
    assert result.score("greedy").mean == 1.0
    text = turns_summary(result)
    assert "greedy (light" in text and "advisor (bright" in text
    assert turns_to_win(result, "greedy", "bright") == []
    assert turns_to_win(result, "greedy", "Star Light") == turns_to_win(result, "greedy")


def test_turns_to_win_are_the_winners_own_turns():
    players = [GreedyInfoPlayer("a"), GreedyInfoPlayer("b")]
    game = play_game(LoreGame, players, np.random.default_rng(8), options=SMALL_MIXED)
    assert game.start.replay(game.log) == game
    for seat in (0, 1):
        finish = game.finished[seat]
        assert game.scores()[seat] == int(finish.won)
        # own turns: seat 0 has had ⌈turn/2⌉ turns at game turn `turn`, seat 1 ⌊turn/2⌋
        assert finish.own_turns == ((finish.turn + 1) // 2 if seat == 0 else finish.turn // 2)
    assert game.summary() == LoreSummary(("light", "bright"), (0, 1), game.finished)


def test_the_same_games_as_before_the_engine_interface():
    # The deal draws one permutation per line, as it always did, so seeded games keep
    # their lines: this deal (generator seed 0) was recorded before the redesign.
    game = play_game(
        LoreGame,
        [GreedyInfoPlayer("a"), AdvisorPlayer("b")],
        np.random.default_rng(0),
        options=SMALL_MIXED,
    )
    assert game.hidden(0) == {1: 3, 2: 5, 3: 4, 4: 1, 5: 2}
    assert game.hidden(1) == {1: 5, 2: 2, 3: 3, 4: 1, 5: 4, 6: 6}


def test_information_beats_random():
    options = LoreOptions.both("light", stars=5, play_on=False, max_turns=60)
    result = tournament([GreedyInfoPlayer("greedy"), RandomPlayer("random")], 8, 2, options=options)
    assert result.wins["greedy"] >= 7


def test_bad_players_and_results_are_refused():
    with pytest.raises(LogoKitError, match="give 2 players"):
        tournament([GreedyInfoPlayer()], 1, 0, options=SMALL_MIXED)
    with pytest.raises(LogoKitError, match="different names"):
        tournament([GreedyInfoPlayer(), GreedyInfoPlayer()], 1, 0, options=SMALL_MIXED)
    with pytest.raises(LogoKitError, match="not a player"):
        tournament([GreedyInfoPlayer(), object()], 1, 0, options=SMALL_MIXED)
    result = tournament([GreedyInfoPlayer("a"), GreedyInfoPlayer("b")], 2, 0, options=SMALL_MIXED)
    with pytest.raises(LogoKitError, match="no player called"):
        turns_to_win(result, "c")
    with pytest.raises(LogoKitError, match="TournamentResult"):
        turns_summary("a table")
    with pytest.raises(LogoKitError, match="mode"):
        turns_to_win(result, "a", "dim")


def test_turns_difference_is_the_mean_of_game_by_game_differences():
    from logo_kit.lore.stats import first_games, turns_difference

    players = [GreedyInfoPlayer("greedy"), AdvisorPlayer("advisor")]
    options = LoreOptions.both("light", stars=5, play_on=True)
    result = tournament(players, games=8, seed=5, options=options)

    def turns(record, name):
        return record.details.finishes[record.seat_of(name)].own_turns

    by_hand = [turns(r, "greedy") - turns(r, "advisor") for r in result.records]
    estimate = turns_difference(result, "greedy", "advisor")
    assert estimate.samples == 8
    assert estimate.mean == pytest.approx(np.mean(by_hand))
    assert estimate.standard_error == pytest.approx(np.std(by_hand, ddof=1) / np.sqrt(8))
    assert turns_difference(result, "advisor", "greedy").mean == pytest.approx(-estimate.mean)
    # the first 5 games are exactly a 5-game tournament with the same seed
    short = first_games(result, 5)
    again = tournament(players, games=5, seed=5, options=options)
    assert short.records == again.records and short.games == 5
    assert turns_difference(short, "greedy", "advisor").samples == 5
    with pytest.raises(LogoKitError, match="two different players"):
        turns_difference(result, "greedy", "greedy")
    with pytest.raises(LogoKitError, match="at least 2 games"):
        turns_difference(first_games(result, 1), "greedy", "advisor")
    with pytest.raises(LogoKitError, match="no player"):
        turns_difference(result, "greedy", "nobody")
    with pytest.raises(LogoKitError, match="games"):
        first_games(result, 0)
