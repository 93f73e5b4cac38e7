"""Seeded self-play tournaments: reproducible, with progress, per player and mode."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore.game import replay
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer, RandomPlayer
from logo_kit.lore.tournament import play, play_game, tournament

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
    assert first.results == again.results
    assert first.games == 6 and sum(first.wins.values()) + first.capped == 6


def test_players_keep_their_set_up_when_seats_rotate():
    players = [GreedyInfoPlayer("greedy"), AdvisorPlayer("advisor")]
    result = tournament(players, games=4, seed=1, options=SMALL_MIXED)
    assert [r.seats[0] for r in result.results] == ["greedy", "advisor"] * 2
    assert result.modes("greedy") == ["light"] and result.modes("advisor") == ["bright"]
    for r in result.results:
        assert r.blackholes[r.seat_of("advisor")] == 1
    # play_on: both lines are finished in every game, so each game counts for both players
    assert len(result.turns_to_win("greedy")) == len(result.turns_to_win("advisor")) == 4
    dist = result.distribution("advisor")
    assert sum(dist.values()) == 4 and list(dist) == sorted(dist)
    estimate = result.mean_turns_to_win("greedy", "light")
    assert estimate.mean == pytest.approx(np.mean(result.turns_to_win("greedy")))
    text = result.summary()
    assert "greedy (light" in text and "advisor (bright" in text
    assert result.turns_to_win("greedy", "bright") == []


def test_turns_to_win_are_the_winners_own_turns():
    rng = np.random.default_rng(8)
    game = play([GreedyInfoPlayer("a"), GreedyInfoPlayer("b")], rng, SMALL_MIXED)
    assert replay(game.start, game.log) == game
    result = play_game(
        [GreedyInfoPlayer("a"), GreedyInfoPlayer("b")], np.random.default_rng(8), SMALL_MIXED
    )
    assert result.finishes == game.finished
    for seat, name in enumerate(result.seats):
        finish = game.finished[seat]
        # own turns: seat 0 has had ⌈turn/2⌉ turns at game turn `turn`, seat 1 ⌊turn/2⌋
        assert result.turns_to_win(name) == finish.own_turns
        assert finish.own_turns == ((finish.turn + 1) // 2 if seat == 0 else finish.turn // 2)


def test_information_beats_random():
    options = LoreOptions.both("light", stars=5, play_on=False, max_turns=60)
    result = tournament([GreedyInfoPlayer("greedy"), RandomPlayer("random")], 8, 2, options)
    assert result.wins["greedy"] >= 7


def test_bad_players_are_refused():
    with pytest.raises(LogoKitError, match="two players"):
        tournament([GreedyInfoPlayer()], 1, 0)
    with pytest.raises(LogoKitError, match="different names"):
        tournament([GreedyInfoPlayer(), GreedyInfoPlayer()], 1, 0)
    with pytest.raises(LogoKitError, match="not a player"):
        tournament([GreedyInfoPlayer(), object()], 1, 0)
    result = tournament([GreedyInfoPlayer("a"), GreedyInfoPlayer("b")], 2, 0, SMALL_MIXED)
    with pytest.raises(LogoKitError, match="no player called"):
        result.turns_to_win("c")
