"""A class experiment, pooled: every group's results against the exact chances.

The three class experiments (red cards in a LOGO hand, cards home in the hat-check,
safe cards before the first BUST) are one idea: each group repeats a *trial* and
writes down a whole-number outcome each time; the class pools the outcomes and sets
their frequencies beside the exact distribution. A :class:`Trial` says what differs
between the games (what is counted, the exact distribution, how a computer deals
one); a :class:`Pool` does the rest once, for all three: reading a group's typed
results, pooling them, the table with 95% intervals, an event "at least k" and its
running frequency, the mean.

A group's results are typed as each trial's outcome (``"2 1 3 0"``) or as counts per
outcome (``"0:4 1:10 2:7"``: four trials gave 0, …). An outcome whose exact chance is
0 cannot come from a real trial, so it is refused with the reason.

>>> from logo_kit.exact import Distribution
>>> coin = Trial("heads", "toss", Distribution({0: Fraction(1, 2), 1: Fraction(1, 2)}))
>>> pool = Pool(coin).add("1 0 1 1").add("0:2 1:2", name="table 2")
>>> pool.trials, pool.counts, pool.frequency(1)
(8, {0: 3, 1: 5}, Fraction(5, 8))
>>> pool.share(1).hits, pool.share(1).exact
(5, Fraction(1, 2))
>>> Pool(coin).add("2")
Traceback (most recent call last):
    ...
logo_kit.errors.LogoKitError: 2 heads cannot happen in one toss: possible are 0 to 1.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean, wilson_interval
from logo_kit.exact import Distribution

__all__ = ["MAX_GROUPS", "MAX_TRIALS", "EventShare", "Group", "Pool", "PoolRow", "Trial"]

MAX_GROUPS = 200
"""Most groups one pool holds (a school year of classes)."""
MAX_TRIALS = 100_000
"""Most trials one pool holds, and one group may add."""
_PAIR = re.compile(r"^([0-9]+):([0-9]+)$")


@dataclass(frozen=True)
class Trial:
    """One trial of a class experiment: ``what`` it counts ("red cards"), the ``unit``
    one trial is ("hand"), its ``exact`` distribution over whole numbers, how a
    computer does ``trials`` of them with a seeded generator (``deal(rng, trials)``),
    why an outcome cannot happen (``why_not(k)``, the game's own words; without it
    the possible outcomes are listed), and the ``setting`` it was made from (a deck,
    a number of cards), for a board to show."""

    what: str
    unit: str
    exact: Distribution
    deal: Callable[[np.random.Generator, int], Sequence[int]] | None = field(
        default=None, compare=False
    )
    why_not: Callable[[int], str] | None = field(default=None, compare=False)
    setting: Any = None

    @property
    def outcomes(self) -> tuple[int, ...]:
        """The possible outcomes (exact chance above 0), smallest first."""
        return tuple(self.exact)

    def check(self, outcome: int) -> int:
        """``outcome`` if a real trial can give it, else the reason, as an error."""
        if outcome in self.exact:
            return outcome
        if self.why_not is not None:
            raise LogoKitError(self.why_not(outcome))
        raise LogoKitError(
            f"{outcome} {self.what} cannot happen in one {self.unit}: possible are "
            f"{_spans(self.outcomes)}."
        )

    def read(self, results: Any) -> tuple[int, ...]:
        """A group's results, typed as each trial's outcome (``"2 1 3 0"``), counts per
        outcome (``"0:4 1:10"``), or given as a list of whole numbers; each checked."""
        if isinstance(results, str):
            words = [w for w in re.split(r"[\s,;]+", results.strip()) if w]
            pairs = [_PAIR.match(word) for word in words]
            if words and all(pairs):
                found: list[int] = []
                for match in pairs:
                    k = checks.parse_whole(match.group(1), f"an outcome ({self.what})", low=0)
                    times = checks.parse_whole(match.group(2), f"{self.unit}s with {k}", low=0)
                    if len(found) + times > MAX_TRIALS:
                        raise LogoKitError(f"a group adds at most {MAX_TRIALS:,} {self.unit}s.")
                    found += [self.check(k)] * times
                return tuple(found)
            if any(pairs):
                raise LogoKitError(
                    "mix of forms: type either each result ('2 1 3 0') or counts per outcome "
                    "('0:4 1:10'), not both."
                )
        found = checks.parse_wholes(
            results, f"{self.what} in each {self.unit}", low=0, most=MAX_TRIALS
        )
        return tuple(self.check(k) for k in found)


def _spans(outcomes: Sequence[int]) -> str:
    """``0 to 7``, or ``0 to 7 and 9`` when some outcomes cannot happen."""
    runs: list[list[int]] = []
    for k in outcomes:
        if runs and k == runs[-1][-1] + 1:
            runs[-1].append(k)
        else:
            runs.append([k])
    parts = [f"{r[0]} to {r[-1]}" if len(r) > 1 else str(r[0]) for r in runs]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


@dataclass(frozen=True)
class Group:
    """One group's results: its name and each trial's outcome, in the order reported."""

    name: str
    outcomes: tuple[int, ...]


@dataclass(frozen=True)
class PoolRow:
    """One outcome ``k``: seen ``seen`` times in the pool (``frequency``, with its 95%
    Wilson interval ``low``–``high``), beside the ``exact`` chance and the count a
    perfect class would see (``expected`` = exact × trials)."""

    k: int
    seen: int
    frequency: Fraction
    low: float
    high: float
    exact: Fraction
    expected: Fraction

    @property
    def agrees(self) -> bool:
        """Does the 95% interval hold the exact chance?"""
        return self.low <= float(self.exact) <= self.high


@dataclass(frozen=True)
class EventShare:
    """How often the pool saw "at least ``at_least``", with its 95% Wilson interval,
    beside the exact chance; ``what`` and ``unit`` word it for print."""

    at_least: int
    hits: int
    trials: int
    exact: Fraction
    interval: tuple[float, float]
    what: str = field(default="", compare=False)
    unit: str = field(default="trial", compare=False)

    @property
    def frequency(self) -> Fraction:
        return Fraction(self.hits, self.trials)

    @property
    def agrees(self) -> bool:
        """True when the exact chance lies inside the 95% interval (about 19 times in 20
        if the model is right)."""
        low, high = self.interval
        return low <= float(self.exact) <= high

    def __str__(self) -> str:
        low, high = self.interval
        what = f" {self.what}" if self.what else ""
        return (
            f"at least {self.at_least}{what}: {self.hits} of {self.trials} {self.unit}s = "
            f"{float(self.frequency):.1%} (95% interval {low:.1%}–{high:.1%}); "
            f"exact {self.exact} ≈ {float(self.exact):.1%}"
        )


@dataclass(frozen=True)
class Pool:
    """A class's pooled results for one :class:`Trial`: a value (every change returns a
    new pool, so a board undoes by keeping the old one)."""

    trial: Trial
    groups: tuple[Group, ...] = ()

    # -- changing the pool ----------------------------------------------------------------
    def add(self, results: Any, name: str | None = None) -> Pool:
        """The pool with one more group (``results`` as :meth:`Trial.read` reads them);
        ``name`` defaults to "group N"."""
        name = self._new_name(name, "group")
        found = self.trial.read(results)
        if not found:
            raise LogoKitError(
                f"nothing to add: type the {self.trial.what} of each {self.trial.unit}, "
                "e.g. 2 1 3 0."
            )
        if self.trials + len(found) > MAX_TRIALS:
            raise LogoKitError(f"a pool holds at most {MAX_TRIALS:,} {self.trial.unit}s.")
        return Pool(self.trial, (*self.groups, Group(name, found)))

    def simulate(self, rng: np.random.Generator, trials: int, name: str | None = None) -> Pool:
        """The pool with ``trials`` more done by a seeded computer, as one group."""
        if self.trial.deal is None:
            raise LogoKitError("this experiment has no computer version.")
        trials = checks.whole(trials, f"{self.trial.unit}s", low=1, high=MAX_TRIALS)
        dealt = self.trial.deal(checks.generator(rng), trials)
        return self.add([int(k) for k in dealt], self._new_name(name, "simulated"))

    def with_trial(self, trial: Trial) -> Pool:
        """The same groups for another trial (a new deck): each group is read again, so
        one that cannot come from the new trial is refused with the reason."""
        trial = checks.instance(trial, "trial", Trial, "a Trial")
        return Pool(trial, tuple(Group(g.name, trial.read(list(g.outcomes))) for g in self.groups))

    def _new_name(self, name: str | None, stem: str) -> str:
        if len(self.groups) >= MAX_GROUPS:
            raise LogoKitError(f"the pool already holds {MAX_GROUPS} groups, the most it takes.")
        taken = {g.name for g in self.groups}
        if name is None or not str(name).strip():
            number = sum(g.name.startswith(stem) for g in self.groups) + 1
            while f"{stem} {number}" in taken:
                number += 1
            return f"{stem} {number}"
        name = checks.text(name, "a group's name", most=60).strip()
        if name in taken:
            raise LogoKitError(f"there is already a group called {name!r}; pick another name.")
        return name

    # -- what the class saw ----------------------------------------------------------------
    @property
    def outcomes(self) -> tuple[int, ...]:
        """Every outcome, group after group, in the order reported."""
        return tuple(k for g in self.groups for k in g.outcomes)

    @property
    def trials(self) -> int:
        return sum(len(g.outcomes) for g in self.groups)

    @property
    def counts(self) -> dict[int, int]:
        """``{outcome: trials that gave it}`` for every possible outcome (zeros too)."""
        counts = dict.fromkeys(self.trial.outcomes, 0)
        for k in self.outcomes:
            counts[k] += 1
        return counts

    def frequency(self, k: int) -> Fraction:
        """The share of pooled trials that gave ``k`` (needs a trial)."""
        self._need_trials()
        return Fraction(self.counts.get(k, 0), self.trials)

    def rows(self) -> list[PoolRow]:
        """One row per possible outcome (empty before any trial)."""
        trials, exact = self.trials, self.trial.exact
        if not trials:
            return []
        return [
            PoolRow(
                k,
                seen,
                Fraction(seen, trials),
                *wilson_interval(seen, trials),
                exact[k],
                exact[k] * trials,
            )
            for k, seen in self.counts.items()
        ]

    def mean(self) -> Fraction | None:
        """The pooled mean outcome (None before any trial)."""
        return Fraction(sum(self.outcomes), self.trials) if self.trials else None

    def mean_estimate(self) -> Estimate | None:
        """The pooled mean with its standard error and 95% interval (needs 2 trials)."""
        return estimate_mean(self.outcomes) if self.trials >= 2 else None

    def hits(self, at_least: int) -> list[bool]:
        """One True/False per trial, in order: did it give at least ``at_least``?"""
        at_least = self._check_event(at_least)
        return [k >= at_least for k in self.outcomes]

    def share(self, at_least: int) -> EventShare | None:
        """The event "at least ``at_least``": pooled against exact (None before a trial)."""
        at_least = self._check_event(at_least)
        if not self.trials:
            return None
        hits = sum(self.hits(at_least))
        exact = self.trial.exact.prob(lambda k: k >= at_least)
        interval = wilson_interval(hits, self.trials)
        return EventShare(at_least, hits, self.trials, exact, interval, *self._words)

    @property
    def _words(self) -> tuple[str, str]:
        return self.trial.what, self.trial.unit

    def _check_event(self, at_least: Any) -> int:
        top = self.trial.outcomes[-1]
        return checks.whole(at_least, f"at least how many {self.trial.what}", low=0, high=top)

    def _need_trials(self) -> None:
        if not self.trials:
            raise LogoKitError(f"nothing pooled yet: add a group's {self.trial.what} first.")
