"""The class experiment: deal hands, count the red cards, pool the class's tallies.

Each student (or pair) shuffles a full LOGO deck, deals 7 cards, writes down
how many of them are **red** (0 to 7; the LOGO card is not red here, only the
14 red cards count) and shuffles again. The class pools its tallies, and the
pooled frequency of each count is set against the exact chance: the number of
red cards in a 7-card hand is hypergeometric, 7 draws from 55 cards of which 14
are red, P(k) = C(14, k)·C(41, 7 − k) / C(55, 7).

This module holds the pooling and the checks; a board
(:class:`logo_kit.widgets.ExperimentBoard`) only shows it. A tally is entered
either as each hand's count (``"2 1 3 0 2"``) or as counts per outcome
(``"0:4 1:10 2:7"``: four hands with no red card, …).

>>> tally = read_tally("2 1 3 0 2 2 1")
>>> tally.hands, tally.counts
(7, (1, 2, 3, 1, 0, 0, 0, 0))
>>> tally = tally + read_tally("0:2 1:3 2:4 3:1")
>>> tally.hands, tally.frequency(2)
(17, Fraction(7, 17))
>>> red_cards_distribution()[2]  # C(14, 2)·C(41, 5) / C(55, 7)
Fraction(749398, 2229975)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.estimates import wilson_interval
from logo_kit.exact import Distribution, hypergeometric
from logo_kit.logo.cards import (
    CARDS_PER_DECK,
    HAND_SIZE,
    HIGHEST_NUMBER,
    Color,
    standard_deck,
)
from logo_kit.pooled import Trial

__all__ = [
    "MAX_DEALT",
    "MAX_HANDS",
    "OutcomeRow",
    "Tally",
    "deal_red_counts",
    "read_tally",
    "red_cards_distribution",
    "red_cards_trial",
]

MAX_HANDS = 100_000
"""Most hands one tally holds (a class of 30 dealing 100 hands each is 3,000)."""
MAX_DEALT = 20_000
"""Most hands :func:`deal_red_counts` deals in one call (about half a second)."""
_OUTCOMES = HAND_SIZE + 1  # 0, 1, …, 7 red cards
_PAIR = re.compile(r"^([0-9]+):([0-9]+)$")


def red_cards_distribution() -> Distribution:
    """Exact distribution of the number of red cards in a 7-card hand from one deck.

    >>> red_cards_distribution().mean()  # 7 · 14/55
    Fraction(98, 55)
    """
    return hypergeometric(CARDS_PER_DECK, HIGHEST_NUMBER, HAND_SIZE)


@dataclass(frozen=True)
class OutcomeRow:
    """One line of the comparison: ``hands`` of the tally had ``red`` red cards."""

    red: int
    hands: int
    frequency: Fraction
    exact: Fraction
    low: float  # 95% (Wilson) interval for the true chance, from the pooled hands
    high: float

    @property
    def inside(self) -> bool:
        """Does the 95% interval from the class's hands contain the exact chance?"""
        return self.low <= float(self.exact) <= self.high


@dataclass(frozen=True)
class Tally:
    """Hands with 0, 1, …, 7 red cards: ``counts[k]`` hands had k red cards."""

    counts: tuple[int, ...] = (0,) * _OUTCOMES

    def __post_init__(self) -> None:
        counts = checks.wholes(self.counts, "counts", low=0, length=_OUTCOMES)
        object.__setattr__(self, "counts", counts)
        if sum(counts) > MAX_HANDS:
            raise LogoKitError(
                f"a tally holds at most {MAX_HANDS:,} hands, this one has "
                f"{checks.describe(sum(counts))}."
            )

    @classmethod
    def of_hands(cls, reds: Iterable[int]) -> Tally:
        """From each hand's number of red cards, e.g. ``[2, 1, 3, 0]``."""
        found = checks.wholes(reds, "red cards per hand", low=0, high=HAND_SIZE, most=MAX_HANDS)
        counts = [0] * _OUTCOMES
        for red in found:
            counts[red] += 1
        return cls(tuple(counts))

    def __add__(self, other: Tally) -> Tally:
        other = checks.instance(other, "the other tally", Tally, "a Tally, e.g. read_tally('2 1')")
        return Tally(tuple(a + b for a, b in zip(self.counts, other.counts, strict=True)))

    @property
    def hands(self) -> int:
        return sum(self.counts)

    def frequency(self, red: int) -> Fraction:
        """The share of the pooled hands that had ``red`` red cards (exact)."""
        red = checks.whole(red, "red", low=0, high=HAND_SIZE, why="red cards in a 7-card hand")
        self._need_hands()
        return Fraction(self.counts[red], self.hands)

    def event_frequency(self, event: Callable[[int], bool]) -> Fraction:
        """The share of hands whose red count satisfies ``event``, e.g. ``lambda k: k >= 3``."""
        event = checks.callable_(event, "event", "a function of the red count, e.g. k >= 3")
        self._need_hands()
        return Fraction(sum(c for k, c in enumerate(self.counts) if event(k)), self.hands)

    def hits(self, event: Callable[[int], bool]) -> list[int]:
        """One 0/1 per hand (in outcome order) for ``event``: for running frequencies."""
        event = checks.callable_(event, "event", "a function of the red count, e.g. k >= 3")
        return [int(bool(event(k))) for k, c in enumerate(self.counts) for _ in range(c)]

    def rows(self) -> list[OutcomeRow]:
        """The comparison table: pooled frequency, exact chance and a 95% interval per count."""
        self._need_hands()
        exact = red_cards_distribution()
        table = []
        for red, hands in enumerate(self.counts):
            low, high = wilson_interval(hands, self.hands)
            table.append(OutcomeRow(red, hands, self.frequency(red), exact[red], low, high))
        return table

    def _need_hands(self) -> None:
        if not self.hands:
            raise LogoKitError("the tally is empty: add some hands first.")


def read_tally(text: str) -> Tally:
    """A tally typed by a teacher: each hand's red count (``"2 1 3 0"``), or counts per
    outcome (``"0:4 1:10 2:7"``); spaces, commas or semicolons between entries.

    >>> read_tally("3:2, 1:1").counts
    (0, 1, 0, 2, 0, 0, 0, 0)
    """
    text = checks.text(text, "the tally", most=20 * MAX_HANDS)
    words = [w for w in re.split(r"[\s,;]+", text.strip()) if w]
    if not words:
        raise LogoKitError("the tally is empty: type each hand's red cards, e.g. '2 1 3 0'.")
    pairs = [_PAIR.match(word) for word in words]
    if all(pairs):
        counts = [0] * _OUTCOMES
        for match in pairs:
            red = checks.parse_whole(match.group(1), "a red count", low=0, high=HAND_SIZE)
            counts[red] += checks.parse_whole(match.group(2), "a number of hands", low=0)
        return Tally(tuple(counts))
    if any(pairs):
        raise LogoKitError(
            "mix of forms: type either each hand's red cards ('2 1 3 0') or counts per "
            "outcome ('0:4 1:10'), not both."
        )
    reds = checks.parse_wholes(text, "red cards per hand", low=0, high=HAND_SIZE, most=MAX_HANDS)
    return Tally.of_hands(reds)


def deal_red_counts(hands: int, rng: np.random.Generator) -> Tally:
    """A class simulated: deal ``hands`` 7-card hands (at most :data:`MAX_DEALT`) from fresh
    shuffles, count red cards. Each hand is drawn exactly as :func:`deal_hand` draws it
    (the same ``rng.choice`` call), so the counts are those of dealing the hands one by
    one; only the cards are not built.

    >>> deal_red_counts(5, np.random.default_rng(1)).hands
    5
    """
    hands = checks.whole(hands, "hands", low=1, high=MAX_DEALT, why="hands dealt in one call")
    return Tally.of_hands(_red_counts(checks.generator(rng), hands))


def _red_counts(rng: np.random.Generator, hands: int) -> list[int]:
    """Each dealt hand's red cards, in the order dealt (:func:`deal_red_counts`' draws)."""
    red = _red_positions()
    return [
        int(red[rng.choice(red.size, size=HAND_SIZE, replace=False)].sum()) for _ in range(hands)
    ]


def red_cards_trial() -> Trial:
    """The experiment as one :class:`~logo_kit.pooled.Trial` for a class's
    :class:`~logo_kit.pooled.Pool`: red cards in a 7-card hand, the exact
    :func:`red_cards_distribution`, hands dealt as :func:`deal_red_counts` deals them.

    >>> from logo_kit.pooled import Pool
    >>> Pool(red_cards_trial()).add("2 1 3 0 2").frequency(2)
    Fraction(2, 5)
    """
    return Trial("red cards", "hand", red_cards_distribution(), deal=_red_counts)


@functools.cache
def _red_positions() -> np.ndarray:
    """Which positions of :func:`standard_deck` (the deck :func:`deal_hand` draws from) are
    red cards."""
    return np.array([card.color is Color.RED for card in standard_deck(1)])
