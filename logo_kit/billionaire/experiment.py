"""The class experiment "draw to BUST": how many safe cards come before the first BUST?

Each group shuffles the Risky Business deck and turns cards over until a BUST
appears, writing down how many value ("safe") cards came first; then it
shuffles again. Nobody stops early: the experiment measures the deck, not a
strategy. This module holds the exact answer and the class's pooled counts,
so a board (or a lesson) only shows them.

**The exact distribution.** A fair shuffle puts the ``B`` BUSTs on a uniformly
random set of ``B`` of the ``N`` positions, each of the C(N, B) sets equally
likely. Exactly ``s`` safe cards come first when the first BUST is at position
``s + 1`` and the other ``B − 1`` BUSTs lie among the ``N − s − 1`` positions
after it, so

    P(S = s) = C(N − s − 1, B − 1) / C(N, B),        s = 0, 1, …, V  (V value cards)

and the mean is V / (B + 1): each value card, together with the ``B`` BUSTs,
is one of ``B + 1`` cards in random order, and it comes before all the BUSTs
with chance 1 / (B + 1).

**Assumptions** (stated, not hidden): the deck is the class's deck (ruling B1
gives only a default), and a shuffle makes every order equally likely.

>>> from logo_kit.billionaire import RiskyBusinessDeck
>>> bull = RiskyBusinessDeck.bull()
>>> safe_cards_distribution(bull)[0]  # the first card is a BUST: 3 of 30
Fraction(1, 10)
>>> mean_safe_cards(RiskyBusinessDeck({10: 5}, busts=1))  # 1 BUST cuts 5 cards into 2 gaps
Fraction(5, 2)
>>> class_ = BustExperiment(bull).add("table 1", [7, 3, 12, 0]).add("table 2", "5 9 1")
>>> class_.trials, class_.mean()
(7, Fraction(37, 7))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean
from logo_kit.exact import Distribution, comb
from logo_kit.pooled import EventShare, Group, Pool, Trial

__all__ = [
    "MAX_GROUPS",
    "MAX_SHUFFLES",
    "BustExperiment",
    "EventShare",
    "ExperimentGroup",
    "PoolRow",
    "draw_to_bust_trial",
    "mean_safe_cards",
    "safe_cards_distribution",
    "simulate_safe_cards",
]

MAX_GROUPS = 200
"""Most groups one experiment pools (a school year of classes, not a typo's worth)."""
MAX_SHUFFLES = 10_000
"""Most shuffles one group may report (a lesson's group manages a few dozen)."""
MAX_SIMULATED = 1_000_000
"""Most shuffles one call to :func:`simulate_safe_cards` plays."""
_CHUNK_CELLS = 4_000_000  # cards shuffled per numpy call: bounds the memory of a big run


def _check_deck(deck: Any) -> RiskyBusinessDeck:
    deck = checks.instance(
        deck,
        "deck",
        RiskyBusinessDeck,
        "a RiskyBusinessDeck: RiskyBusinessDeck.bull(), .bear() or your class's own count",
    )
    if deck.busts == 0:
        raise LogoKitError(
            "this deck has no BUST card, so 'draw to BUST' never ends: the experiment needs "
            "a deck with at least one BUST."
        )
    return deck


def safe_cards_distribution(deck: RiskyBusinessDeck) -> Distribution:
    """Exact distribution of S, the number of value cards turned before the first BUST.

    Counts the C(N, B) equally likely sets of BUST positions:
    P(S = s) = C(N − s − 1, B − 1) / C(N, B) for s = 0 … V.

    >>> from logo_kit.billionaire import RiskyBusinessDeck
    >>> safe_cards_distribution(RiskyBusinessDeck({10: 2, 20: 1}, busts=1))  # one BUST in 4
    Distribution({0: 1/4, 1: 1/4, 2: 1/4, 3: 1/4})
    """
    deck = _check_deck(deck)
    size, busts = deck.size, deck.busts
    return Distribution.from_counts(
        {s: comb(size - s - 1, busts - 1) for s in range(deck.value_cards + 1)}
    )


def mean_safe_cards(deck: RiskyBusinessDeck) -> Fraction:
    """Exact mean number of value cards before the first BUST: V / (B + 1).

    >>> from logo_kit.billionaire import RiskyBusinessDeck
    >>> mean_safe_cards(RiskyBusinessDeck.bear())  # 24 value cards, 3 BUSTs
    Fraction(6, 1)
    """
    deck = _check_deck(deck)
    return Fraction(deck.value_cards, deck.busts + 1)


def simulate_safe_cards(
    deck: RiskyBusinessDeck, rng: np.random.Generator, shuffles: int
) -> np.ndarray:
    """Play the experiment ``shuffles`` times: shuffle, count value cards before the first BUST.

    Each row of a boolean table "is this card a BUST?" is shuffled by ``rng``
    (a seeded ``numpy.random.Generator``), and the position of its first True is
    the count. Returns an integer array, one count per shuffle (1 to 1,000,000).

    >>> from logo_kit.billionaire import RiskyBusinessDeck
    >>> runs = simulate_safe_cards(RiskyBusinessDeck.bull(), np.random.default_rng(1), 5)
    >>> runs.shape, bool(runs.min() >= 0 and runs.max() <= 27)
    ((5,), True)
    """
    deck = _check_deck(deck)
    rng = checks.generator(rng)
    shuffles = checks.whole(
        shuffles, "shuffles", low=1, high=MAX_SIMULATED, why="a million takes a few seconds"
    )
    row = np.zeros(deck.size, dtype=bool)
    row[deck.value_cards :] = True  # the BUSTs, anywhere: the shuffle places them
    per_chunk = max(1, _CHUNK_CELLS // deck.size)
    out = np.empty(shuffles, dtype=np.int64)
    for start in range(0, shuffles, per_chunk):
        rows = min(per_chunk, shuffles - start)
        shuffled = rng.permuted(np.broadcast_to(row, (rows, deck.size)), axis=1)
        out[start : start + rows] = shuffled.argmax(axis=1)  # the first BUST's position
    return out


def draw_to_bust_trial(deck: RiskyBusinessDeck) -> Trial:
    """The experiment as one :class:`~logo_kit.pooled.Trial` for a class's
    :class:`~logo_kit.pooled.Pool`: safe cards before the first BUST of ``deck``, the
    exact :func:`safe_cards_distribution`, shuffles played as
    :func:`simulate_safe_cards` plays them.

    >>> from logo_kit.billionaire import RiskyBusinessDeck
    >>> from logo_kit.pooled import Pool
    >>> Pool(draw_to_bust_trial(RiskyBusinessDeck.bull())).add("7 3 12").mean()
    Fraction(22, 3)
    """
    deck = _check_deck(deck)

    def why_not(k: int) -> str:
        return (
            f"{k} safe cards cannot come before the first BUST: the deck has only "
            f"{deck.value_cards} value cards, so at most that many can come first."
        )

    def deal(rng: np.random.Generator, shuffles: int) -> list[int]:
        return simulate_safe_cards(deck, rng, shuffles).tolist()

    return Trial(
        "safe cards",
        "shuffle",
        safe_cards_distribution(deck),
        deal=deal,
        why_not=why_not,
        setting=deck,
    )


@dataclass(frozen=True)
class ExperimentGroup:
    """One group's results: its name and, per shuffle, the safe cards before the BUST."""

    name: str
    runs: tuple[int, ...]


@dataclass(frozen=True)
class PoolRow:
    """One row of the pooled table: ``safe`` cards, how often the class saw it, and the
    exact chance (``expected`` = exact × shuffles, the count a perfect class would see)."""

    safe: int
    observed: int
    frequency: Fraction
    exact: Fraction
    expected: Fraction


def _check_runs(deck: RiskyBusinessDeck, runs: Any, name: str) -> tuple[int, ...]:
    what = f"the counts of group {name!r}"
    found = checks.parse_wholes(runs, what, low=0, most=MAX_SHUFFLES)
    too_many = [r for r in found if r > deck.value_cards]
    if too_many:
        raise LogoKitError(
            f"{what} include {too_many[0]}, but the deck has only {deck.value_cards} value "
            "cards, so at most that many can come before the first BUST."
        )
    return found


@dataclass(frozen=True)
class BustExperiment:
    """The class's pooled "draw to BUST" counts for one deck, beside the exact answer.

    Immutable: :meth:`add`, :meth:`remove`, :meth:`simulate_group` and
    :meth:`with_deck` return a new experiment. At most :data:`MAX_GROUPS` groups of
    at most :data:`MAX_SHUFFLES` shuffles each; every count is checked against the
    deck (no more safe cards than value cards).
    """

    deck: RiskyBusinessDeck
    groups: tuple[ExperimentGroup, ...] = ()

    def __post_init__(self) -> None:
        deck = _check_deck(self.deck)
        groups = checks.sequence(self.groups, "groups", most=MAX_GROUPS)
        checked = []
        for group in groups:
            group = checks.instance(group, "a group", ExperimentGroup, "an ExperimentGroup")
            name = self._check_name(group.name)
            checked.append(ExperimentGroup(name, _check_runs(deck, group.runs, name)))
        names = [g.name for g in checked]
        if len(set(names)) != len(names):
            raise LogoKitError("two groups have the same name; give each group its own.")
        object.__setattr__(self, "groups", tuple(checked))

    @staticmethod
    def _check_name(name: Any) -> str:
        name = checks.text(name, "a group's name", most=60).strip()
        if not name:
            raise LogoKitError("a group needs a name, e.g. 'table 3'.")
        return name

    # -- changing the pool -------------------------------------------------------------
    def add(self, name: str, runs: Iterable[int] | str) -> BustExperiment:
        """Add a group: ``runs`` are its counts, as a list or typed (``"7 3 12 0"``)."""
        name = self._check_name(name)
        if any(g.name == name for g in self.groups):
            raise LogoKitError(f"there is already a group called {name!r}; pick another name.")
        if len(self.groups) >= MAX_GROUPS:
            raise LogoKitError(
                f"the experiment already pools {MAX_GROUPS} groups, the most it takes."
            )
        found = _check_runs(self.deck, runs, name)
        if not found:
            raise LogoKitError(f"group {name!r} reported no counts; type one number per shuffle.")
        return BustExperiment(self.deck, (*self.groups, ExperimentGroup(name, found)))

    def remove(self, name: str) -> BustExperiment:
        """The experiment without the group called ``name``."""
        kept = tuple(g for g in self.groups if g.name != name)
        if len(kept) == len(self.groups):
            raise LogoKitError(f"there is no group called {checks.describe(name)}.")
        return BustExperiment(self.deck, kept)

    def simulate_group(self, name: str, rng: np.random.Generator, shuffles: int) -> BustExperiment:
        """Add a group whose counts a seeded simulation made (to try the board out)."""
        shuffles = checks.whole(shuffles, "shuffles", low=1, high=MAX_SHUFFLES)
        runs = simulate_safe_cards(self.deck, rng, shuffles)
        return self.add(name, [int(r) for r in runs])

    def with_deck(self, deck: RiskyBusinessDeck) -> BustExperiment:
        """The same groups against another deck (refused if a count does not fit it)."""
        return BustExperiment(deck, self.groups)

    # -- what the class saw, beside the exact answer ----------------------------------------
    @property
    def runs(self) -> tuple[int, ...]:
        """Every count, group after group, in the order they were reported."""
        return tuple(r for g in self.groups for r in g.runs)

    @property
    def trials(self) -> int:
        """How many shuffles the class made in all."""
        return sum(len(g.runs) for g in self.groups)

    def exact(self) -> Distribution:
        """The exact distribution of the safe cards before the first BUST."""
        return safe_cards_distribution(self.deck)

    def pooled(self) -> dict[int, int]:
        """``{safe cards: how many shuffles gave it}`` for every possible count (zeros too)."""
        counts = dict.fromkeys(range(self.deck.value_cards + 1), 0)
        for run in self.runs:
            counts[run] += 1
        return counts

    def rows(self) -> list[PoolRow]:
        """The pooled table against the exact chances (empty before any group reports)."""
        trials = self.trials
        if not trials:
            return []
        exact = self.exact()
        return [
            PoolRow(s, seen, Fraction(seen, trials), exact[s], exact[s] * trials)
            for s, seen in self.pooled().items()
        ]

    def mean(self) -> Fraction | None:
        """The class's mean count (None before any group reports)."""
        return Fraction(sum(self.runs), self.trials) if self.trials else None

    def mean_estimate(self) -> Estimate | None:
        """The class's mean with its standard error and 95% interval (needs 2 shuffles)."""
        return estimate_mean(self.runs) if self.trials >= 2 else None

    @property
    def pool(self) -> Pool:
        """The same groups as a :class:`~logo_kit.pooled.Pool` of
        :func:`draw_to_bust_trial` (the class experiments' one pooled type)."""
        groups = tuple(Group(g.name, g.runs) for g in self.groups)
        return Pool(draw_to_bust_trial(self.deck), groups)

    def share(self, at_least: int) -> EventShare | None:
        """How often "at least ``at_least`` safe cards" happened, against the exact chance."""
        return self.pool.share(at_least)

    def hits(self, at_least: int) -> list[bool]:
        """One True/False per shuffle, in order: did it give at least ``at_least``? (For a
        running-frequency plot.)"""
        return self.pool.hits(at_least)
