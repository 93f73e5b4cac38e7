"""What a round of questions would tell you: exact answer distributions and bits (S8).

The answer to a round depends only on the two cards' lanes and values, so
for each pair of cards the belief's joint counts of value pairs
(:meth:`Belief.pair_counts`) are folded through a precomputed table of
answer codes (:func:`~logo_kit.lore.questions.code_table`). The information
gain of a choice is the Shannon entropy, in bits, of the distribution of
everything the asker learns (ruling S8).

>>> from logo_kit.lore.belief import Belief
>>> b = Belief(stars=4)
>>> dist = outcome_distribution(b, (1, 2), mode="light")
>>> dist[Outcome(Question.GREATNESS, (2,))]  # of 12 value pairs only (2, 4) gets this far
Fraction(1, 12)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.exact import Distribution, entropy_bits_from_counts
from logo_kit.lore.belief import Belief
from logo_kit.lore.questions import (
    N_CODES,
    Outcome,
    Query,
    Question,
    code_table,
    decode,
)

__all__ = [
    "GainRow",
    "gain_table",
    "information_gain",
    "outcome_counts",
    "outcome_distribution",
]


def _belief(belief: Any) -> Belief:
    return checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=9)")


def _lanes(belief: Belief, arrangement: Iterable[int] | None) -> dict[int, int]:
    arranged = belief.arrangement if arrangement is None else belief.check_arrangement(arrangement)
    return dict(zip(arranged, belief.lanes, strict=True))


def outcome_counts(
    belief: Belief, query: Query, *, arrangement: Iterable[int] | None = None
) -> dict[Outcome, int]:
    """How many consistent assignments give each answer to ``query`` (zeros left out).

    ``arrangement`` (cards left to right) defaults to the belief's current one;
    give another to ask "what if I moved the cards first?".
    """
    layout = _belief(belief).layout
    checks.instance(query, "query", Query, "a Query, e.g. Query.build((1, 2), mode='light')")
    for card in query.cards:
        layout.index(card)
    lane_of = _lanes(belief, arrangement)
    a, b = query.cards
    table = code_table(belief.stars, query.questions)[
        int(query.focus_second), lane_of[a], lane_of[b]
    ]
    counts = np.zeros(N_CODES, dtype=np.int64)
    np.add.at(counts, table.ravel(), belief.pair_counts(a, b).ravel())
    return {decode(code, query): int(n) for code, n in enumerate(counts) if n}


def outcome_distribution(
    belief: Belief,
    cards: Iterable[int],
    *,
    mode: str = "light",
    questions: Iterable[Any] | None = None,
    focus: int | None = None,
    arrangement: Iterable[int] | None = None,
) -> Distribution:
    """Exact distribution of the answer to holding up ``cards`` and asking (S4, S8).

    ``mode``: ``"light"`` (Star Light) or ``"bright"`` (Star Bright).
    ``questions``: the questions asked (Star Bright numbers 1–9 or names),
    asked in the mode's order; default all of the mode's questions.
    ``focus``: the card named for Focus (default the first of the two).
    ``arrangement``: cards left to right; default the belief's current one.

    Outcomes are :class:`~logo_kit.lore.questions.Outcome` values: which
    question said yes and which cards were pointed at or named.
    """
    _belief(belief)
    query = Query.build(cards, mode=mode, questions=questions, focus=focus)
    return Distribution.from_counts(outcome_counts(belief, query, arrangement=arrangement))


def information_gain(
    belief: Belief,
    cards: Iterable[int],
    *,
    mode: str = "light",
    questions: Iterable[Any] | None = None,
    focus: int | None = None,
    arrangement: Iterable[int] | None = None,
) -> float:
    """Expected information of the round, in bits: the entropy of
    :func:`outcome_distribution` (ruling S8). Same arguments."""
    _belief(belief)
    query = Query.build(cards, mode=mode, questions=questions, focus=focus)
    counts = outcome_counts(belief, query, arrangement=arrangement)
    return entropy_bits_from_counts(np.array(list(counts.values()), dtype=np.int64))


@dataclass(frozen=True)
class GainRow:
    """One choice in a :func:`gain_table`: the round, its bits and its answer counts."""

    query: Query
    bits: float
    total: int
    codes: tuple[int, ...]
    code_counts: tuple[int, ...]

    @property
    def cards(self) -> tuple[int, int]:
        """The two cards held up."""
        return self.query.cards

    @property
    def focus(self) -> int | None:
        """The card named for Focus (None when Focus is not asked)."""
        return self.query.focus

    @property
    def answers(self) -> list[tuple[Outcome, int]]:
        """Each possible answer with its number of consistent assignments."""
        return [
            (decode(code, self.query), n)
            for code, n in zip(self.codes, self.code_counts, strict=True)
        ]

    @property
    def distribution(self) -> Distribution:
        """Exact chance of each answer."""
        return Distribution.from_counts(self.answers)

    @property
    def expected_remaining(self) -> Fraction:
        """Expected number of assignments left after the answer: Σ count² / total."""
        return Fraction(sum(n * n for n in self.code_counts), self.total)

    def __str__(self) -> str:
        focus = f" (focus {self.focus})" if self.focus is not None else ""
        parts = ", ".join(f"{o}: {Fraction(n, self.total)}" for o, n in self.answers)
        return f"cards {self.cards}{focus}: {self.bits:.3f} bits [{parts}]"


def gain_table(
    belief: Belief,
    *,
    mode: str = "light",
    questions: Iterable[Any] | None = None,
    arrangement: Iterable[int] | None = None,
    pairs: Iterable[Iterable[int]] | None = None,
) -> list[GainRow]:
    """Every choice of two face-down cards (and, when Focus is asked, which of
    the two to name) ranked by information gain, most informative first.

    ``pairs`` restricts the choices (default: every pair of face-down cards).
    Each row carries the exact count of assignments giving each answer.

    >>> rows = gain_table(Belief(stars=4), mode="bright", questions={1, 7, 9})
    >>> len(rows), rows[0].cards, rows[0].focus  # 6 pairs × 2 Focus choices
    (12, (1, 2), 1)
    >>> rows[0].distribution[Outcome(Question.FOCUS, (1,))]  # card 1 = 2 (not 1): 3 of 12
    Fraction(1, 4)
    """
    layout = _belief(belief).layout
    if pairs is None:
        given = list(itertools.combinations(belief.face_down, 2))
    else:
        given = checks.sequence(pairs, "pairs", most=1_000)
    if not given:
        return []
    first = Query.build(given[0], mode=mode, questions=questions)
    order = first.questions
    chosen = [Query.build(pair, mode=mode, questions=order).cards for pair in given]  # checked
    asks_focus = Question.FOCUS in order
    lane_of = _lanes(belief, arrangement)
    size = layout.codes
    rows_a = np.array([layout.index(a) for a, _ in chosen])
    rows_b = np.array([layout.index(b) for _, b in chosen])
    lanes_a = np.array([lane_of[a] for a, _ in chosen])
    lanes_b = np.array([lane_of[b] for _, b in chosen])
    members = {c for pair in chosen for c in pair}
    tensor = belief.pair_tensor(members)
    joint = tensor[rows_a, rows_b].reshape(len(chosen), size * size)
    tables = code_table(belief.stars, order)
    focus_options = (False, True) if asks_focus else (False,)
    offsets = (np.arange(len(chosen)) * N_CODES)[:, None]

    results: list[GainRow] = []
    for second in focus_options:
        codes = tables[int(second), lanes_a, lanes_b].reshape(len(chosen), size * size)
        counts = np.zeros(len(chosen) * N_CODES, dtype=np.int64)
        np.add.at(counts, (codes + offsets).ravel(), joint.ravel())
        counts = counts.reshape(len(chosen), N_CODES)
        bits = _entropy_rows(counts)
        for p, pair in enumerate(chosen):
            row = counts[p]
            nonzero = np.flatnonzero(row)
            focus = (pair[1] if second else pair[0]) if asks_focus else None
            query = Query(pair, order, focus, first.mode)
            results.append(
                GainRow(
                    query=query,
                    bits=float(bits[p]),
                    total=int(row.sum()),
                    codes=tuple(int(c) for c in nonzero),
                    code_counts=tuple(int(row[c]) for c in nonzero),
                )
            )
    results.sort(key=lambda r: (-round(r.bits, 9), r.cards, r.query.focus_second))
    return results


def _entropy_rows(counts: np.ndarray) -> np.ndarray:
    # H = log2(N) − Σ c·log2(c) / N for each row of exact integer counts.
    counts = counts.astype(np.float64)
    totals = counts.sum(axis=1)
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(counts > 0, counts * np.log2(np.where(counts > 0, counts, 1)), 0.0)
    bits = np.log2(totals) - plogp.sum(axis=1) / totals
    return np.maximum(bits, 0.0)
