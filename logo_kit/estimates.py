"""Estimates from simulated games: a mean with its standard error, a win rate with
its Wilson interval, and win counts.

Simulation is how logo_kit cross-checks its exact answers and explores strategies;
these helpers say how far a simulated number can be trusted (an *estimate*, never
an exact answer).

>>> print(estimate_mean([1, 2, 3, 4]))
2.5000 ± 1.2652 (95% CI 1.2348–3.7652, n=4)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = [
    "Estimate",
    "count_wins",
    "estimate_mean",
    "estimate_share",
    "wilson_interval",
]


@dataclass(frozen=True)
class Estimate:
    """A simulated estimate: mean, standard error and a ~95% confidence interval.

    ``bounds`` holds an interval computed another way (the Wilson interval for a
    proportion, see :func:`estimate_share`); without it the interval is
    mean ± 1.96 standard errors.
    """

    mean: float
    standard_error: float
    samples: int
    bounds: tuple[float, float] | None = None

    @property
    def interval(self) -> tuple[float, float]:
        if self.bounds is not None:
            return self.bounds
        half = 1.96 * self.standard_error
        return (self.mean - half, self.mean + half)

    def __str__(self) -> str:
        low, high = self.interval
        if self.bounds is not None:
            return f"{self.mean:.4f} (95% CI {low:.4f}–{high:.4f}, n={self.samples})"
        half = 1.96 * self.standard_error
        return f"{self.mean:.4f} ± {half:.4f} (95% CI {low:.4f}–{high:.4f}, n={self.samples})"


def estimate_mean(samples: Sequence[float] | np.ndarray) -> Estimate:
    """Mean and standard error of simulated samples (an *estimate*, not exact).

    ``samples``: finite numbers (a list of at most a million, or an array).
    """
    values = checks.reals(samples, "samples")
    if values.size < 2:
        raise LogoKitError("an estimate needs at least 2 samples.")
    with np.errstate(over="ignore", invalid="ignore"):
        mean = float(values.mean())
        standard_error = float(values.std(ddof=1) / math.sqrt(values.size))
    if not (math.isfinite(mean) and math.isfinite(standard_error)):
        raise LogoKitError("samples are too large to average in floats (beyond about 1e150).")
    return Estimate(mean=mean, standard_error=standard_error, samples=int(values.size))


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (~95%) for a proportion ``successes / trials``.

    Unlike mean ± 1.96 SE it never leaves [0, 1] and does not shrink to a point
    when a bot won 0 or all of its games.

    >>> low, high = wilson_interval(0, 20)
    >>> low, round(high, 3)
    (0.0, 0.161)

    ``successes`` may be fractional (shared wins) but lies between 0 and ``trials``.
    """
    trials = checks.whole(trials, "trials", low=1, high=10**12, why="beyond it floats blur")
    successes = checks.real(successes, "successes", low=0, high=trials)
    z = checks.real(z, "z (standard errors)", low=0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def estimate_share(shares: Sequence[float] | np.ndarray) -> Estimate:
    """The mean of per-game shares in [0, 1] (wins; a tie shared by two counts ½),
    with the Wilson interval for its 95% bounds."""
    values = checks.reals(shares, "shares", low=0, high=1)
    if values.size < 1:
        raise LogoKitError("a win rate needs at least 1 game.")
    spread = float(values.std(ddof=1)) if values.size > 1 else 0.0
    standard_error = spread / math.sqrt(values.size)
    return Estimate(
        mean=float(values.mean()),
        standard_error=standard_error,
        samples=int(values.size),
        bounds=wilson_interval(float(values.sum()), int(values.size)),
    )


def count_wins(players: Iterable[str], winners: Iterable[str | None]) -> dict[str, int]:
    """Games won by each of ``players`` (in their order), from each game's winner.

    A game with no winner (``None``, e.g. stopped by a turn cap) counts for nobody;
    a player who never won still gets 0, so every player shows up in a table.

    >>> count_wins(["ann", "bob", "cy"], ["bob", None, "bob", "ann"])
    {'ann': 1, 'bob': 2, 'cy': 0}
    """
    names = checks.sequence(players, "players", most=1000)
    for name in names:
        checks.text(name, "a player's name", most=200)
    counts = dict.fromkeys(names, 0)
    for winner in checks.sequence(winners, "winners", most=checks.MAX_GAMES):
        if winner is None:
            continue
        if not isinstance(winner, str) or winner not in counts:
            raise LogoKitError(
                f"winner {checks.describe(winner)} is not one of the players "
                f"({', '.join(map(repr, counts))}); a game with no winner is None."
            )
        counts[winner] += 1
    return counts
