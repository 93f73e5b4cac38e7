"""The one strategy comparison: the paired difference, its 95% interval and what it shows."""

from __future__ import annotations

import math

import numpy as np
import pytest

from logo_kit.comparison import (
    PairedDifference,
    interval_shows,
    paired_difference,
    wins_difference,
)
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean
from logo_kit.studies import published, study_ids


def test_an_interval_shows_a_difference_only_when_it_leaves_zero_out():
    assert interval_shows(0.1, 0.7) == 1  # first higher
    assert interval_shows(-0.9, -0.2) == -1  # second higher
    assert interval_shows(-0.2, 0.4) == 0
    assert interval_shows(0.0, 0.4) == interval_shows(-0.4, 0.0) == 0  # touching 0 is not clear


def test_the_paired_difference_by_hand():
    # 1, −1, 0, 1: mean 1/4; squared deviations 9/16 + 25/16 + 1/16 + 9/16 = 11/4,
    # variance (11/4)/3 = 11/12, standard error √(11/12 / 4) ≈ 0.4787
    d = paired_difference([1, -1, 0, 1])
    assert isinstance(d, PairedDifference) and isinstance(d, Estimate)
    assert (d.mean, d.samples) == (0.25, 4)
    assert d.standard_error == pytest.approx(math.sqrt(11 / 48))
    assert d.half_width == pytest.approx(1.96 * math.sqrt(11 / 48))
    assert d.interval == pytest.approx((0.25 - d.half_width, 0.25 + d.half_width))
    assert d.shows == 0
    # 2, 0, 1, 3, 1, 2, 0, 3: mean 3/2, squared deviations add to 10, se √(10/7 / 8)
    clear = paired_difference([2, 0, 1, 3, 1, 2, 0, 3])
    assert clear.standard_error == pytest.approx(math.sqrt(10 / 56))
    assert clear.shows == 1 and paired_difference([-2, 0, -1, -3, -1, -2, 0, -3]).shows == -1
    with pytest.raises(LogoKitError, match="at least 2"):
        paired_difference([1])


def test_the_difference_of_wins_by_hand_and_game_by_game():
    # 6 wins against 2 in 10 games: +1 six times, −1 twice, 0 twice; mean 0.4,
    # variance (8 − 10 · 0.16)/9 = 6.4/9, standard error √(6.4/90) ≈ 0.2667
    d = wins_difference(6, 2, 10)
    assert d.mean == pytest.approx(0.4) and d.samples == 10
    assert d.standard_error == pytest.approx(math.sqrt(6.4 / 90))
    by_game = paired_difference([1] * 6 + [-1] * 2 + [0] * 2)
    assert (by_game.mean, by_game.standard_error) == pytest.approx((d.mean, d.standard_error))


@pytest.mark.parametrize("seed", range(20))
def test_counts_and_games_agree_with_each_other_and_with_the_old_formulas(seed):
    rng = np.random.default_rng(seed)
    games = int(rng.integers(2, 400))
    winners = rng.integers(0, 3, size=games)  # 0: first, 1: second, 2: someone else
    a, b = int((winners == 0).sum()), int((winners == 1).sum())
    per_game = np.where(winners == 0, 1.0, np.where(winners == 1, -1.0, 0.0))
    by_counts, by_game = wins_difference(a, b, games), paired_difference(per_game)
    assert by_counts.mean == pytest.approx(by_game.mean, abs=1e-12)
    assert by_counts.standard_error == pytest.approx(by_game.standard_error, abs=1e-12)
    # what PublishedStudy.difference computed before, to the last bit
    mean = (a - b) / games
    variance = max((a + b) - games * mean**2, 0.0) / (games - 1)
    assert (by_counts.mean, by_counts.standard_error) == (mean, math.sqrt(variance / games))
    # what TournamentResult.difference and turns_difference computed before
    old = estimate_mean(per_game)
    assert (by_game.mean, by_game.standard_error, by_game.samples) == (
        old.mean,
        old.standard_error,
        old.samples,
    )
    assert by_game.shows == (1 if old.interval[0] > 0 else -1 if old.interval[1] < 0 else 0)


def test_impossible_win_counts_are_refused():
    with pytest.raises(LogoKitError, match="more than the 10 games"):
        wins_difference(7, 5, 10)
    with pytest.raises(LogoKitError, match="at least 2 games"):
        wins_difference(1, 0, 1)
    with pytest.raises(LogoKitError, match="first_wins"):
        wins_difference(-1, 0, 10)


def test_every_published_leader_is_as_clear_as_before():
    for study_id in study_ids():
        study = published(study_id)
        leader, clear = study.leader()
        others = [row for row in study.rows if row["player"] != leader]
        before = all(
            study.difference(leader, row["player"]).interval[0] > 0 for row in others
        )  # the old test: the interval's lower bound above 0
        assert clear == before
