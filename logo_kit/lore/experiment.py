"""The hat-check class experiment: shuffle the star cards, deal them into their
lanes, and count how many land home.

A card is *home* (aligned) when its number equals its lane (ruling S1). With a
fair shuffle of ``n`` cards every one of the ``n!`` orders is equally likely,
so the number of cards home has an exact distribution:

- ``D(n)``, the *derangements*: orders with no card home, by the recurrence
  ``D(n) = (n − 1)·(D(n − 1) + D(n − 2))`` with ``D(0) = 1``, ``D(1) = 0``;
- exactly ``k`` home: choose the ``k`` cards (``C(n, k)`` ways), the other
  ``n − k`` all away from home (``D(n − k)`` ways), out of ``n!``.

``k = n − 1`` is impossible (if all but one card are home, the last one is
too). The mean is exactly 1 for every ``n`` (each card is home with chance
``1/n``).

A class pools its shuffles in a :class:`HatCheck`: each group adds its
results (one count per shuffle, or a tally), and the pooled frequencies are
compared with the exact chances, each with its 95% (Wilson) interval. A
seeded simulation (:func:`simulate_hat_check`) does the same shuffles by
computer, for a class without cards or for the law-of-large-numbers picture.

>>> derangements(9)
133496
>>> fixed_points(4)
Distribution({0: 3/8, 1: 1/3, 2: 1/4, 4: 1/24})
>>> hat = HatCheck(cards=4).add("0 1 1 2 0 4")   # one group's six shuffles
>>> hat.shuffles, hat.frequency(1), hat.exact(1)
(6, Fraction(1, 3), Fraction(1, 3))
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.estimates import wilson_interval
from logo_kit.exact import BigCount, Distribution
from logo_kit.pooled import Trial

__all__ = [
    "MAX_CARDS",
    "MAX_SHUFFLES",
    "HatCheck",
    "HatCheckRow",
    "derangements",
    "fixed_points",
    "hat_check_trial",
    "simulate_hat_check",
]

MAX_CARDS = 20
"""Most cards in a hat-check experiment (the game has 9; 20! is already 2.4·10¹⁸)."""
MAX_SHUFFLES = 10_000_000
"""Most shuffles one call simulates (a 9-card shuffle is 9 bytes: 90 MB at most)."""
MAX_DERANGEMENT_N = 10_000
"""Largest n for :func:`derangements` (D(n) has about 35,000 digits there)."""


def derangements(n: int) -> int:
    """``D(n)``: the orders of ``n`` cards with no card in its own lane (exact).

    >>> [derangements(n) for n in range(7)]
    [1, 0, 1, 2, 9, 44, 265]
    """
    n = checks.whole(n, "n", low=0, high=MAX_DERANGEMENT_N, why="the numbers grow huge")
    before, now = 1, 0  # D(0), D(1)
    if n == 0:
        return BigCount(1)
    for m in range(2, n + 1):
        before, now = now, (m - 1) * (now + before)
    return BigCount(now)  # prints in full even past Python's 4,300-digit limit


def _cards(cards: Any) -> int:
    return checks.whole(cards, "cards", low=1, high=MAX_CARDS, why="the star line has 9")


def fixed_points(cards: int = 9) -> Distribution:
    """Exact chance that exactly ``k`` of ``cards`` shuffled cards land home, for each
    possible ``k``: ``C(n, k)·D(n − k) / n!`` (impossible ``k``, like ``n − 1``, left out).

    >>> fixed_points(9)[0]
    Fraction(16687, 45360)
    """
    n = _cards(cards)
    return Distribution.from_counts(
        {k: math.comb(n, k) * derangements(n - k) for k in range(n + 1)}
    )


def simulate_hat_check(cards: int, shuffles: int, rng: np.random.Generator) -> np.ndarray:
    """Cards home in each of ``shuffles`` seeded shuffles of ``cards`` cards (an array of ints).

    Each row of a ``shuffles × cards`` table is shuffled on its own
    (``rng.permuted``), so the same seed always gives the same results.

    >>> simulate_hat_check(9, 5, np.random.default_rng(1)).tolist()
    [1, 1, 0, 2, 1]
    """
    n = _cards(cards)
    shuffles = checks.whole(shuffles, "shuffles", low=1, high=MAX_SHUFFLES, why="memory")
    rng = checks.generator(rng)
    lanes = np.arange(n, dtype=np.uint8)
    orders = rng.permuted(np.broadcast_to(lanes, (shuffles, n)), axis=1)
    return np.count_nonzero(orders == lanes, axis=1)


def hat_check_trial(cards: int = 9) -> Trial:
    """The experiment as one :class:`~logo_kit.pooled.Trial` for a class's
    :class:`~logo_kit.pooled.Pool`: cards home after a shuffle of ``cards`` (1–20),
    the exact :func:`fixed_points`, shuffles done as :func:`simulate_hat_check` does them.

    >>> from logo_kit.pooled import Pool
    >>> Pool(hat_check_trial(4)).add("0 1 4 1").frequency(1)
    Fraction(1, 2)
    """
    n = _cards(cards)

    def why_not(k: int) -> str:
        if n >= 2 and k == n - 1:
            return HatCheck._impossible(n)
        return f"{k} cards home cannot happen: only {n} cards are shuffled."

    def deal(rng: np.random.Generator, shuffles: int) -> list[int]:
        return simulate_hat_check(n, shuffles, rng).tolist()

    return Trial("cards home", "shuffle", fixed_points(n), deal=deal, why_not=why_not, setting=n)


@dataclass(frozen=True)
class HatCheckRow:
    """One line of the comparison: ``k`` cards home, seen in ``shuffles`` of ``total``
    pooled shuffles; the pooled ``frequency``, its 95% interval (``low``, ``high``),
    and the ``exact`` chance."""

    k: int
    shuffles: int
    total: int
    frequency: Fraction
    low: float
    high: float
    exact: Fraction

    @property
    def agrees(self) -> bool:
        """Does the exact chance lie inside the 95% interval of the pooled frequency?"""
        return self.low <= float(self.exact) <= self.high


@dataclass(frozen=True)
class HatCheck:
    """A class's pooled hat-check results: ``counts[k]`` shuffles had ``k`` cards home.

    A value: :meth:`add` and :meth:`simulate` return a new one (so a board
    can undo a group by keeping the old one). ``groups`` counts the additions.
    """

    cards: int = 9
    counts: tuple[int, ...] = field(default=())
    groups: int = 0

    def __post_init__(self) -> None:
        n = _cards(self.cards)
        counts = self.counts or (0,) * (n + 1)
        counts = checks.wholes(counts, "counts", low=0, length=n + 1)
        if n >= 2 and counts[n - 1]:
            raise LogoKitError(self._impossible(n))
        object.__setattr__(self, "cards", n)
        object.__setattr__(self, "counts", counts)
        object.__setattr__(self, "groups", checks.whole(self.groups, "groups", low=0))

    @staticmethod
    def _impossible(n: int) -> str:
        return (
            f"{n - 1} cards home out of {n} cannot happen: if {n - 1} cards are in their own "
            "lanes, the last card has only its own lane left. Count that shuffle again."
        )

    # -- adding results -------------------------------------------------------------------
    def tally(self, results: Any) -> tuple[int, ...]:
        """Read one group's results as counts per ``k`` (without adding them).

        ``results``: the cards home in each shuffle, as text (``"0 2 1 0"``) or a
        list of whole numbers; or a mapping ``{k: shuffles}``.
        """
        n = self.cards
        counts = [0] * (n + 1)
        if isinstance(results, Mapping):
            if len(results) > n + 1:
                raise LogoKitError(f"a tally has at most {n + 1} entries (k = 0 to {n}).")
            for k, times in results.items():
                k = checks.whole(k, "k (cards home)", low=0, high=n)
                counts[k] += checks.whole(times, f"shuffles with {k} cards home", low=0)
        else:
            homes = checks.parse_wholes(
                results, "cards home in each shuffle", low=0, high=n, most=MAX_SHUFFLES
            )
            for k in homes:
                counts[k] += 1
        if n >= 2 and counts[n - 1]:
            raise LogoKitError(self._impossible(n))
        if not any(counts):
            raise LogoKitError("no shuffles given: type how many cards landed home in each one.")
        return tuple(counts)

    def add(self, results: Any) -> HatCheck:
        """The pooled results with one more group's ``results`` (see :meth:`tally`)."""
        extra = self.tally(results)
        pooled = tuple(a + b for a, b in zip(self.counts, extra, strict=True))
        return HatCheck(self.cards, pooled, self.groups + 1)

    def simulate(self, shuffles: int, rng: np.random.Generator) -> HatCheck:
        """The pooled results with ``shuffles`` more, done by a seeded simulation."""
        homes = simulate_hat_check(self.cards, shuffles, rng)
        extra = np.bincount(homes, minlength=self.cards + 1)
        pooled = tuple(int(a + b) for a, b in zip(self.counts, extra, strict=True))
        return HatCheck(self.cards, pooled, self.groups + 1)

    # -- reading ----------------------------------------------------------------------------
    @property
    def shuffles(self) -> int:
        """Shuffles pooled so far."""
        return sum(self.counts)

    @property
    def exact_distribution(self) -> Distribution:
        """The exact chance of each number of cards home (:func:`fixed_points`)."""
        return fixed_points(self.cards)

    def exact(self, k: int) -> Fraction:
        """Exact chance that exactly ``k`` cards land home."""
        k = checks.whole(k, "k (cards home)", low=0, high=self.cards)
        return self.exact_distribution.prob(k)

    def frequency(self, k: int) -> Fraction:
        """Pooled share of shuffles with exactly ``k`` cards home (needs a shuffle)."""
        k = checks.whole(k, "k (cards home)", low=0, high=self.cards)
        if not self.shuffles:
            raise LogoKitError("no shuffles pooled yet: add a group's results first.")
        return Fraction(self.counts[k], self.shuffles)

    def mean(self) -> Fraction:
        """Pooled mean number of cards home (exactly 1 in the long run)."""
        if not self.shuffles:
            raise LogoKitError("no shuffles pooled yet: add a group's results first.")
        return Fraction(sum(k * c for k, c in enumerate(self.counts)), self.shuffles)

    def table(self) -> list[HatCheckRow]:
        """One row per possible ``k``: pooled count and frequency with its 95% interval,
        beside the exact chance."""
        if not self.shuffles:
            raise LogoKitError("no shuffles pooled yet: add a group's results first.")
        exact = self.exact_distribution
        rows = []
        for k, times in enumerate(self.counts):
            if k == self.cards - 1 and self.cards >= 2:
                continue  # impossible: never seen, chance 0
            low, high = wilson_interval(times, self.shuffles)
            rows.append(
                HatCheckRow(
                    k=k,
                    shuffles=times,
                    total=self.shuffles,
                    frequency=Fraction(times, self.shuffles),
                    low=low,
                    high=high,
                    exact=exact.prob(k),
                )
            )
        return rows
