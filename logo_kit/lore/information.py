"""Information you can see: the surprise of one answer, the entropy of a yes/no
question, and how a round's answers split the possible star lines (ruling S8).

Lesson 21 draws these; the numbers all come from here.

- :func:`surprise`: an answer that comes with chance ``p`` tells
  ``log2(1/p)`` bits. A likely answer tells little, a rare one a lot.
- :func:`binary_entropy`: a yes/no question that says yes with chance ``p``
  tells ``H(p) = p·log2(1/p) + (1−p)·log2(1/(1−p))`` bits on average: the
  surprise of each answer weighted by its chance. It is largest, exactly 1 bit,
  at ``p = 1/2``.
- :func:`answer_split`: for one round (two cards, the questions asked), how
  many of the consistent assignments each answer would leave. This is
  3Blue1Brown's Wordle picture: a good round splits the possibilities into
  many small groups, a bad one leaves one big group. Every assignment is
  equally likely (ruling S1), so each answer's chance is its group's size
  divided by the total, and the round's information is the entropy of the
  split.

>>> from fractions import Fraction
>>> surprise(Fraction(1, 8))
3.0
>>> binary_entropy(Fraction(1, 2))
1.0
>>> from logo_kit.lore.belief import Belief
>>> split = answer_split(Belief(stars=4), (1, 2), mode="light")
>>> split.total, split.largest, split.expected_remaining
(24, 8, Fraction(14, 3))
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.exact import Distribution, as_fraction, entropy_bits_from_counts
from logo_kit.lore.belief import Belief
from logo_kit.lore.gain import outcome_counts
from logo_kit.lore.questions import Outcome, Query, Question, answer, possible_outcomes

__all__ = ["MAX_LISTED", "AnswerSplit", "answer_split", "binary_entropy", "surprise"]

MAX_LISTED = 5_040
"""Most assignments :func:`answer_split` lists one by one (``list_orders=True``): 7!."""


def _chance(p: Any, name: str = "p") -> Fraction | float:
    # an exact chance stays exact; a float is accepted for plotting a curve
    if isinstance(p, float) and not isinstance(p, bool):
        if not (0.0 <= p <= 1.0):  # also refuses nan
            raise LogoKitError(f"{name} must be a chance from 0 to 1, got {p!r}.")
        return p
    try:
        value = as_fraction(p)
    except LogoKitError:
        raise LogoKitError(
            f"{name} must be a chance from 0 to 1 (a Fraction, or a float for a plot), "
            f"got {checks.describe(p)}."
        ) from None
    if not 0 <= value <= 1:
        raise LogoKitError(f"{name} must be a chance from 0 to 1, got {checks.describe(p)}.")
    return value


def _log2(p: Fraction | float) -> float:
    # log2 of a Fraction from its numerator and denominator: exact integers never overflow
    if isinstance(p, Fraction):
        return math.log2(p.numerator) - math.log2(p.denominator)
    return math.log2(p)


def surprise(p: Any) -> float:
    """The information, in bits, of an answer that came with chance ``p``: log2(1/p).

    An answer that was certain (``p = 1``) tells nothing; each halving of the
    chance adds one bit. A chance of 0 is refused: that answer cannot come.

    >>> surprise(1), surprise(Fraction(1, 2)), round(surprise(Fraction(7, 72)), 4)
    (0.0, 1.0, 3.3626)
    """
    chance = _chance(p)
    if chance == 0:
        raise LogoKitError("an answer with chance 0 never comes: its surprise is not defined.")
    return 0.0 if chance == 1 else -_log2(chance)


def binary_entropy(p: Any) -> float:
    """Expected information, in bits, of a yes/no question that says yes with chance ``p``.

    ``H(p) = p·log2(1/p) + (1−p)·log2(1/(1−p))``, with ``0·log2(1/0) = 0``: the
    surprise of each answer, weighted by how often it comes. It is symmetric
    (``H(p) = H(1−p)``), 0 at ``p = 0`` and ``p = 1`` (nothing to learn) and
    largest, 1 bit, at ``p = 1/2``.

    >>> binary_entropy(0), binary_entropy(Fraction(1, 2)), round(binary_entropy(Fraction(5, 9)), 6)
    (0.0, 1.0, 0.991076)
    """
    chance = _chance(p)
    if chance in (0, 1):
        return 0.0
    return chance * surprise(chance) + (1 - chance) * surprise(1 - chance)


def _generic(outcome: Outcome, query: Query) -> str:
    # the answer with "first card" / "second card" for the card numbers, so that
    # the splits of two different pairs can be drawn side by side
    first, second = query.cards
    q = outcome.question
    if q is None:
        return "no to every question"
    which = {(first,): "first card", (second,): "second card"}.get(outcome.cards, "both cards")
    if q is Question.ALIGNMENT:
        return f"Alignment: {which}"
    if q is Question.GREATNESS:
        return f"Greatness: {which}"
    return f"{q.title}: yes"


@dataclass(frozen=True)
class AnswerSplit:
    """How one round's answers split the consistent assignments (ruling S8).

    ``counts``: each answer that can come, with the number of assignments it
    would leave, in the order the answers are listed by
    :func:`~logo_kit.lore.questions.possible_outcomes`; ``total``: the
    assignments now. ``orders`` (only when listed): the assignments themselves,
    per answer, each as the values in card order.
    """

    query: Query
    counts: tuple[tuple[Outcome, int], ...]
    total: int
    orders: tuple[tuple[Outcome, tuple[tuple[int, ...], ...]], ...] | None = None

    def count(self, outcome: Outcome) -> int:
        """Assignments left if ``outcome`` is the answer (0 if it cannot come)."""
        return dict(self.counts).get(outcome, 0)

    def chance(self, outcome: Outcome) -> Fraction:
        """Exact chance of ``outcome``: its group's size over the total (ruling S1)."""
        return Fraction(self.count(outcome), self.total)

    def surprise(self, outcome: Outcome) -> float:
        """Bits told by ``outcome``: log2(total / its group's size)."""
        return surprise(self.chance(outcome))

    @property
    def distribution(self) -> Distribution:
        """The exact chance of each answer."""
        return Distribution.from_counts(dict(self.counts))

    @property
    def bits(self) -> float:
        """Expected information of the round: the entropy of the split, in bits."""
        return entropy_bits_from_counts([n for _, n in self.counts])

    @property
    def expected_remaining(self) -> Fraction:
        """Expected assignments left after the answer: Σ n² / N (a big group counts most)."""
        return Fraction(sum(n * n for _, n in self.counts), self.total)

    @property
    def largest(self) -> int:
        """Assignments left after the worst (most common) answer."""
        return max(n for _, n in self.counts)

    def by_size(self) -> list[tuple[Outcome, int]]:
        """The answers from the biggest group to the smallest (ties in listing order)."""
        return sorted(self.counts, key=lambda item: -item[1])

    def generic(self) -> dict[str, int]:
        """Every answer the round could give (zeros included), named by "first card" /
        "second card" rather than card numbers, with the assignments it would leave.
        Two pairs asked the same questions get the same keys, so they can be compared."""
        found = dict(self.counts)
        return {
            _generic(outcome, self.query): found.get(outcome, 0)
            for outcome in possible_outcomes(self.query)
        }

    def listed(self, outcome: Outcome) -> tuple[tuple[int, ...], ...]:
        """The assignments (values in card order) that give ``outcome``; needs ``orders``."""
        if self.orders is None:
            raise LogoKitError(
                "the assignments were not listed: use answer_split(..., list_orders=True)."
            )
        return dict(self.orders).get(outcome, ())

    def __str__(self) -> str:
        width = max(len(str(o)) for o, _ in self.counts)
        digits = len(str(self.total))
        lines = []
        for outcome, n in self.counts:
            chance = Fraction(n, self.total)
            lines.append(
                f"{outcome!s:{width}}  {n:>{digits}} of {self.total}  chance {chance!s:>9}  "
                f"surprise {surprise(chance):.3f} bits"
            )
        lines.append(f"expected information {self.bits:.4f} bits")
        return "\n".join(lines)


def answer_split(
    belief: Belief,
    cards: Iterable[int],
    *,
    mode: str = "light",
    questions: Iterable[Any] | None = None,
    focus: int | None = None,
    arrangement: Iterable[int] | None = None,
    list_orders: bool = False,
) -> AnswerSplit:
    """How the answers to holding up ``cards`` and asking split the assignments.

    The arguments are those of :func:`~logo_kit.lore.gain.outcome_distribution`.
    The counts come from the belief's exact joint counts (fast for 9 to 11
    cards). With ``list_orders=True`` every assignment is also asked the
    questions one by one (:func:`~logo_kit.lore.questions.answer`) and listed
    under its answer; that is for small beliefs (at most :data:`MAX_LISTED`
    assignments), like the 24 orders of a 4-card line.

    >>> split = answer_split(Belief(stars=3), (1, 2), mode="light", list_orders=True)
    >>> for outcome, orders in split.orders:
    ...     print(outcome, "←", " ".join("".join(map(str, o)) for o in orders))
    Alignment: card 1 is aligned ← 132
    Alignment: card 2 is aligned ← 321
    Alignment: cards 1 and 2 are aligned ← 123
    Neighbours: yes ← 213 231
    Symmetry: yes ← 312
    """
    checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=9)")
    list_orders = checks.flag(list_orders, "list_orders")
    query = Query.build(cards, mode=mode, questions=questions, focus=focus)
    counted = outcome_counts(belief, query, arrangement=arrangement)
    listing = possible_outcomes(query)
    counts = tuple((o, counted[o]) for o in listing if counted.get(o))
    orders = None
    if list_orders:
        if belief.count > MAX_LISTED:
            raise LogoKitError(
                f"list_orders lists at most {MAX_LISTED:,} assignments one by one, and this "
                f"belief has {belief.count:,}; leave list_orders off to get the counts."
            )
        orders = _listed(belief, query, arrangement, listing)
    return AnswerSplit(query=query, counts=counts, total=belief.count, orders=orders)


def _listed(
    belief: Belief, query: Query, arrangement: Iterable[int] | None, listing: list[Outcome]
) -> tuple[tuple[Outcome, tuple[tuple[int, ...], ...]], ...]:
    # Ask every assignment the questions, one by one, the way a person would.
    arranged = belief.arrangement if arrangement is None else belief.check_arrangement(arrangement)
    lane_of: Mapping[int, int] = dict(zip(arranged, belief.lanes, strict=True))
    groups: dict[Outcome, list[tuple[int, ...]]] = {}
    for row in belief.assignments():
        values = tuple(int(v) for v in row)
        value_of = dict(zip(belief.cards, values, strict=True))
        said = answer(query, value_of, lane_of, stars=belief.stars)
        groups.setdefault(said, []).append(values)
    return tuple((o, tuple(groups[o])) for o in listing if o in groups)
