"""Seeded tournaments: reproducible per game, report progress, can be interrupted."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.simulate import estimate_mean, game_generators, play_games


def draw(rng: np.random.Generator) -> float:
    return float(rng.random())


def test_game_k_is_the_same_game_however_many_are_played():
    short = play_games(draw, games=20, seed=7)
    long = play_games(draw, games=30, seed=7)
    assert long[:20] == short
    assert play_games(draw, games=20, seed=8) != short


def test_progress_is_reported_after_each_game():
    calls = []
    play_games(draw, games=5, seed=1, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)]


def test_interrupting_keeps_the_finished_games():
    def stop_after_three(done: int, total: int) -> None:
        if done == 3:
            raise KeyboardInterrupt  # what Jupyter's stop button raises

    results = play_games(draw, games=10, seed=2, progress=stop_after_three)
    assert results == play_games(draw, games=10, seed=2)[:3]


def test_interrupting_before_any_game_still_interrupts():
    def interrupted(rng):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        play_games(interrupted, games=3, seed=0)


def test_estimate_of_a_fair_coin_covers_one_half():
    flips = [int(rng.integers(2)) for rng in game_generators(4000, seed=3)]
    estimate = estimate_mean(flips)
    assert abs(estimate.mean - 0.5) < 4 * estimate.standard_error
    low, high = estimate.interval
    assert low < estimate.mean < high
    assert "95% CI" in str(estimate)


def test_bad_arguments_say_what_is_allowed():
    with pytest.raises(LogoKitError, match="games must be a whole number"):
        play_games(draw, games=0, seed=1)
    with pytest.raises(LogoKitError, match="at least 2 samples"):
        estimate_mean([1.0])


def test_a_worker_keeps_a_runs_players_until_the_run_forgets_them():
    """A process pool's chunks after the first carry only the run's token: the worker plays
    them with the players it kept, answers ``missing`` without them, and a finished run's
    players are dropped."""
    from logo_kit.simulate import play_indexed
    from logo_kit.simulate.seeds import root_sequence
    from logo_kit.simulate.worker import Sent, forget_players, run_chunk

    def play(index, rng):
        return index, float(rng.random())

    root, token = root_sequence(3), "a-test-run"
    assert run_chunk(Sent(token), root, 0, 2, token).missing  # never met the run
    first = run_chunk(Sent(token, play), root, 0, 2, token)
    rest = run_chunk(Sent(token), root, 2, 4, token)  # the token alone is enough now
    assert not first.missing and not rest.missing
    assert [r for _, r in first.results + rest.results] == play_indexed(play, games=4, seed=3)
    forget_players(token)
    assert run_chunk(Sent(token), root, 2, 4, token).missing
