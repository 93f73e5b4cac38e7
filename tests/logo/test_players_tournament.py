"""Seeded tournaments between LOGO bots."""

from __future__ import annotations

import pytest

from logo_kit.errors import LogoKitError
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import ColorHandChaser, GreedyLowPlayer, RandomPlayer
from logo_kit.logo.tournament import TournamentResult, run_tournament

SHORT = LogoOptions(target_score=100)


def test_tournament_reports_win_rates_and_mean_scores_per_player_type():
    calls = []
    result = run_tournament(
        [GreedyLowPlayer, RandomPlayer, GreedyLowPlayer],
        games=12,
        seed=7,
        options=SHORT,
        progress=lambda done, total: calls.append((done, total)),
    )
    assert calls == [(i, 12) for i in range(1, 13)]
    rows = {row.name: row for row in result.rows}
    assert set(rows) == {"Greedy", "Random"}
    # Two Greedy seats per game are pooled into one row.
    assert rows["Greedy"].seat_games == 24 and rows["Random"].seat_games == 12
    assert sum(row.wins for row in result.rows) == pytest.approx(12)
    for name, row in rows.items():
        totals = [g.totals[s] for g in result.games for s, n in enumerate(g.names) if n == name]
        assert row.mean_total == pytest.approx(sum(totals) / len(totals))
    assert "| Greedy |" in result.table() and str(result) == result.table()
    # Seats are drawn at random per game, so the Random bot does not always sit in seat 1.
    assert len({g.names.index("Random") for g in result.games}) > 1


def test_greedy_beats_random():
    result = run_tournament([GreedyLowPlayer, RandomPlayer], games=20, seed=1, options=SHORT)
    rows = {row.name: row for row in result.rows}
    # Random declares LOGO about a third of its turns and is doubled most times.
    assert rows["Greedy"].win_rate >= 0.9
    assert rows["Greedy"].mean_round_points < rows["Random"].mean_round_points


def test_tournaments_are_reproducible_and_games_independent_of_their_number():
    entries = [GreedyLowPlayer, ColorHandChaser, RandomPlayer]
    first = run_tournament(entries, games=6, seed=3, options=SHORT)
    again = run_tournament(entries, games=6, seed=3, options=SHORT)
    longer = run_tournament(entries, games=8, seed=3, options=SHORT)
    assert isinstance(first, TournamentResult)
    assert first == again
    assert longer.games[:6] == first.games  # game k is the same game in a longer run


def test_tournament_needs_2_to_8_entries():
    with pytest.raises(LogoKitError, match="2 to 8"):
        run_tournament([GreedyLowPlayer], games=1, seed=0)
    with pytest.raises(LogoKitError, match="games"):
        run_tournament([GreedyLowPlayer, GreedyLowPlayer], games=0, seed=0)
