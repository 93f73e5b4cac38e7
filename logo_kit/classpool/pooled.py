"""What the whole class found in one experiment: counts, intervals and exact chances, with
no student's name in it (what students' boards are shown)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from logo_kit.errors import ClassPoolError
from logo_kit.estimates import wilson_interval
from logo_kit.exact import Distribution

from .experiments import EXPERIMENTS

__all__ = ["PoolRow", "Pooled"]


@dataclass(frozen=True)
class PoolRow:
    """One outcome of the pooled table: count, class frequency, its 95% interval, exact chance."""

    outcome: int
    count: int
    frequency: Fraction
    low: float
    high: float
    exact: Fraction

    @property
    def inside(self) -> bool:
        """True when the exact chance lies inside the class's 95% interval."""
        return self.low <= self.exact <= self.high


@dataclass(frozen=True)
class Pooled:
    """What the whole class found in one experiment, with no student's name in it."""

    experiment: str
    counts: dict[int, int]
    """Trials per outcome, every possible outcome present (0 when nobody saw it)."""
    trials: int
    students: int
    submissions: int
    frozen: bool
    ignored: int = 0
    """Stored rows left out because no board could have sent them (malformed or impossible
    outcomes written into the database by hand): the teacher's board says how many."""

    @property
    def exact(self) -> Distribution:
        return EXPERIMENTS[self.experiment].exact()

    def frequency(self, outcome: int) -> Fraction:
        """The class's frequency of ``outcome`` (exact, from the counts)."""
        if not self.trials:
            raise ClassPoolError(f"no results in {self.experiment!r} yet: nothing to pool.")
        return Fraction(self.counts.get(outcome, 0), self.trials)

    def mean(self) -> Fraction:
        """The class's mean outcome, beside :attr:`exact`'s mean."""
        if not self.trials:
            raise ClassPoolError(f"no results in {self.experiment!r} yet: nothing to pool.")
        return Fraction(sum(k * n for k, n in self.counts.items()), self.trials)

    def rows(self) -> list[PoolRow]:
        """A row per possible outcome: count, frequency, Wilson 95% interval, exact chance."""
        rows = []
        for outcome, exact in self.exact.items():
            count = self.counts.get(outcome, 0)
            low, high = wilson_interval(count, self.trials) if self.trials else (0.0, 1.0)
            frequency = Fraction(count, self.trials) if self.trials else Fraction(0)
            rows.append(PoolRow(outcome, count, frequency, low, high, exact))
        return rows
