"""Seeded tournaments between LOGO bots (logo_kit.engine.tournament) and the LOGO statistics."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.engine import tournament
from logo_kit.errors import LogoKitError
from logo_kit.logo import GreedyLowPlayer, LogoOptions
from logo_kit.logo.players import ColorHandChaser, RandomPlayer
from logo_kit.logo.stats import declared_rounds, mean_round_points, round_points
from logo_kit.logo.views import LogoSummary

SHORT = LogoOptions(players=3, target_score=100)
TWO = LogoOptions(players=2, target_score=100)


def test_tournament_reports_wins_and_per_round_points():
    calls = []
    players = [GreedyLowPlayer(), RandomPlayer(), GreedyLowPlayer(name="Greedy 2")]
    result = tournament(
        players,
        games=12,
        seed=7,
        options=SHORT,
        progress=lambda done, total: calls.append((done, total)),
    )
    assert calls == [(i, 12) for i in range(1, 13)]
    assert result.games == 12 and sum(result.wins.values()) == 12
    assert result.score_name == "total points (lower is better)"
    assert all(isinstance(r.details, LogoSummary) for r in result.records)
    # Seats rotate: each player sits first equally often.
    assert {r.seats[0] for r in result.records} == {p.name for p in players}
    points = round_points(result)
    for name in result.players:
        expected = [
            p[r.seat_of(name)]
            for r in result.records
            for p in r.details.points
            if p[r.seat_of(name)] is not None
        ]
        assert points[name] == expected
        totals = [r.score_of(name) for r in result.records]
        assert sum(expected) == sum(totals)  # the rounds add up to the final totals
    means = mean_round_points(result)
    assert means["Greedy"].mean == pytest.approx(np.mean(points["Greedy"]))
    assert "| Greedy |" in result.table()
    for declarer, values in declared_rounds(result):
        assert values[declarer] is not None


def test_greedy_beats_random():
    result = tournament(
        [GreedyLowPlayer(), RandomPlayer()],
        games=20,
        seed=1,
        options=TWO,
    )
    # Random declares LOGO about a third of its turns and is doubled most times.
    assert result.win_rate("Greedy").mean >= 0.9
    means = mean_round_points(result)
    assert means["Greedy"].mean < means["Random"].mean


def test_tournaments_are_reproducible_and_games_independent_of_their_number():
    players = [GreedyLowPlayer(), ColorHandChaser(), RandomPlayer()]
    first = tournament(players, games=6, seed=3, options=SHORT)
    again = tournament(players, games=6, seed=3, options=SHORT)
    longer = tournament(players, games=8, seed=3, options=SHORT)
    assert first.records == again.records
    assert longer.records[:6] == first.records  # game k is the same game in a longer run


def test_tournament_needs_one_player_per_seat_with_distinct_names():
    with pytest.raises(LogoKitError, match="seat 3 players"):
        tournament([GreedyLowPlayer(), RandomPlayer()], games=1, seed=0, options=SHORT)
    with pytest.raises(LogoKitError, match="different names"):
        tournament([GreedyLowPlayer()] * 3, games=1, seed=0, options=SHORT)
    with pytest.raises(LogoKitError, match="games"):
        tournament([GreedyLowPlayer(), RandomPlayer()], games=0, seed=0, options=TWO)
    with pytest.raises(LogoKitError, match="TournamentResult"):
        mean_round_points("not a result")
