"""Do two strategies differ? The paired difference, game by game, with its 95% interval.

Two players who met the same seeded deals give one difference per game (the first's
result minus the second's), and the luck of the deal cancels in it: the mean of those
differences with its 95% interval (mean ± 1.96 standard errors) is the one test of
two strategies here. An interval wholly above 0 shows that the first scores higher,
wholly below 0 that the second does; one that contains 0 shows no difference in
these games. The two players' own intervals, overlapping or not, are not the test:
each also holds how lucky the deals were, which the difference cancels.

>>> d = paired_difference([2, 0, 1, 3, 1, 2, 0, 3])
>>> print(d)
1.5000 ± 0.8283 (95% CI 0.6717–2.3283, n=8)
>>> d.shows
1
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean

__all__ = ["PairedDifference", "interval_shows", "paired_difference", "wins_difference"]


def interval_shows(low: float, high: float) -> int:
    """What a 95% interval of a difference ``first − second`` shows: ``1`` when it lies
    wholly above 0 (the first is higher), ``-1`` wholly below 0 (the second is higher),
    ``0`` when it contains 0 (no difference shown).

    >>> interval_shows(0.1, 0.7), interval_shows(-0.9, -0.2), interval_shows(-0.2, 0.4)
    (1, -1, 0)
    """
    if low > 0:
        return 1
    if high < 0:
        return -1
    return 0


@dataclass(frozen=True)
class PairedDifference(Estimate):
    """The mean of ``first − second`` over games both played, as an :class:`Estimate`
    (mean, standard error, games, 95% interval), with what that interval shows."""

    @property
    def half_width(self) -> float:
        """Half the 95% interval: 1.96 standard errors."""
        return 1.96 * self.standard_error

    @property
    def shows(self) -> int:
        """``1`` first higher, ``-1`` second higher, ``0`` not shown (:func:`interval_shows`)."""
        return interval_shows(*self.interval)


def paired_difference(differences: Sequence[float] | np.ndarray) -> PairedDifference:
    """The paired difference from each game's ``first − second`` (at least 2 games).

    >>> paired_difference([1, -1, 0, 1]).mean
    0.25
    """
    estimate = estimate_mean(differences)
    return PairedDifference(estimate.mean, estimate.standard_error, estimate.samples)


def wins_difference(first_wins: float, second_wins: float, games: int) -> PairedDifference:
    """The paired difference of wins from the two win counts alone: every game counts
    +1 when the first won, −1 when the second did, 0 when someone else did (or nobody),
    so the counts fix the mean and the standard deviation of the games' differences.

    >>> d = wins_difference(6, 2, 10)
    >>> d.mean, round(d.standard_error, 4)
    (0.4, 0.2667)
    """
    games = checks.whole(games, "games", low=2, why="a difference needs at least 2 games")
    a = checks.real(first_wins, "first_wins", low=0, high=games)
    b = checks.real(second_wins, "second_wins", low=0, high=games)
    if a + b > games:
        raise LogoKitError(
            f"{a:g} + {b:g} wins is more than the {games} games: each game has one winner."
        )
    mean = (a - b) / games
    variance = max((a + b) - games * mean**2, 0.0) / (games - 1)
    return PairedDifference(mean=mean, standard_error=math.sqrt(variance / games), samples=games)
