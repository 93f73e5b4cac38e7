"""What one player can know about their own star line: every consistent assignment.

The values on a player's face-down cards are hidden; which physical card lies
in which lane is known (ruling S1). A :class:`Belief` holds *every* assignment
of values to cards that agrees with the evidence so far. With a uniform
shuffle and truthful answers these are equally likely (S1), so every chance
is a count divided by :attr:`Belief.count`, exactly.

A belief is a value: recording evidence, revealing or moving cards returns a
*new* belief and leaves the old one as it was (so an undo is just keeping the
old one). Evidence that no assignment satisfies raises
:class:`~logo_kit.errors.ContradictionError`.

>>> b = Belief(stars=4)             # 4 star cards: 4! = 24 orderings
>>> b.count
24
>>> b = b.record((1, 2), Outcome(Question.GREATNESS, (2,)), mode="light")
>>> b.count   # only card 1 = 2, card 2 = 4 fits; cards 3, 4 hold 1 and 3 either way
2
>>> b.marginal(3)
Distribution({1: 1/2, 3: 1/2})

Why one module of about 590 lines: a belief keeps its hidden assignments in one of
three forms (a plan of fixed cards, a listed array, counts) and every update moves
between them under invariants the forms share; split, those invariants would have to
be public.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import ContradictionError, LogoKitError
from logo_kit.exact import Distribution
from logo_kit.lore.counting import (
    all_assignments,
    full_marginal_counts,
    full_pair_counts,
    joint_counts,
    list_plan,
    marginal_counts,
    orderings_with,
    pair_counts,
    plan_first_row,
    plan_home_count,
    planned_counts,
    refine_plan,
)
from logo_kit.lore.lanes import Layout, check_arrangement
from logo_kit.lore.questions import Outcome, Query, Question, code_table, encode

__all__ = ["Belief"]

PLAN_MOST = 4096
"""A plan (answers kept as fixed cards × every order of the rest) is kept while it has
at most this many combos; counting it costs a few small matrix products."""
LIST_BELOW = 50_000
"""Fewer kept assignments than this are listed at once (listing them is cheap)."""


class Belief:
    """All assignments of values to a player's cards that agree with the evidence.

    ``Belief(blackholes=0, stars=9)`` is the belief right after the deal:
    every one of the (stars + blackholes)! assignments. Cards are named by the
    lane they were dealt into (see :mod:`logo_kit.lore.lanes`); the current
    arrangement (which card is in which lane) starts as dealt and changes with
    :meth:`rearrange` / :meth:`swap`.

    Storage is one ``uint8`` per card per assignment: 9 cards → 3.3 MB,
    11 cards (two blackholes) → 440 MB. A fresh belief lists nothing: its
    counts follow by formula and its first answer builds only the assignments
    it keeps. Moving cards shares the array.
    """

    __slots__ = ("_arrangement", "_cache", "_cols", "_layout", "_plan", "_revealed")

    def __init__(self, blackholes: int = 0, stars: int = 9) -> None:
        layout = Layout(stars=stars, blackholes=blackholes)
        self._layout = layout
        self._cols: np.ndarray | None = None  # None: every ordering (not listed yet)
        self._plan: tuple | None = None  # or (positions, combos): orderings_with, not listed yet
        self._arrangement = layout.cards  # card c starts in lane c (S1)
        self._revealed: frozenset[int] = frozenset()
        self._cache: dict[Any, np.ndarray] = {}

    @classmethod
    def _make(
        cls,
        layout: Layout,
        cols: np.ndarray | None,
        arrangement: tuple[int, ...],
        revealed: frozenset[int],
        cache: dict,
        plan: tuple | None = None,
    ) -> Belief:
        new = object.__new__(cls)
        new._layout = layout
        new._cols = cols
        new._plan = plan
        new._arrangement = arrangement
        new._revealed = revealed
        new._cache = cache
        return new

    def _rows(self) -> np.ndarray:
        # The assignments, card-major; a fresh belief lists them on first need.
        if self._cols is not None:
            return self._cols
        rows = self._cache.get("rows")
        if rows is None:
            if self._plan is None:
                rows = all_assignments(self._layout.values)
            else:  # the answers kept these; listed only now that a row is needed
                rows = list_plan(self._layout.values, *self._plan)
                rows.flags.writeable = False
            self._cache["rows"] = rows
        return rows

    def _planned(self) -> tuple[int, np.ndarray, np.ndarray]:
        # count, marginals and pair counts of a first answer's assignments, by formula
        found = self._cache.get("planned")
        if found is None:
            found = planned_counts(self._layout.values, *self._plan, self._layout.codes)
            for array in found[1:]:
                array.flags.writeable = False
            self._cache["planned"] = found
        return found

    def _filtered(self, mask: np.ndarray, revealed: frozenset[int]) -> Belief:
        cols = self._rows().compress(mask, axis=1)
        cols.flags.writeable = False
        return self._make(self._layout, cols, self._arrangement, revealed, {})

    def _same_rows(self, revealed: frozenset[int]) -> Belief:
        return self._make(
            self._layout, self._cols, self._arrangement, revealed, self._cache, self._plan
        )

    # -- what is known -----------------------------------------------------
    @property
    def layout(self) -> Layout:
        """Star count and blackholes of this line."""
        return self._layout

    @property
    def stars(self) -> int:
        return self._layout.stars

    @property
    def blackholes(self) -> int:
        return self._layout.blackholes

    @property
    def cards(self) -> tuple[int, ...]:
        """Card names (the lanes they were dealt into)."""
        return self._layout.cards

    @property
    def lanes(self) -> tuple[int, ...]:
        """Lane numbers, left to right."""
        return self._layout.lanes

    @property
    def values(self) -> tuple[int, ...]:
        """Value codes in play (blackholes: 0 small, stars+1 large)."""
        return self._layout.values

    @property
    def count(self) -> int:
        """Number of assignments still possible."""
        if self._cols is None:
            if self._plan is not None:
                return self._planned()[0]
            return math.factorial(self._layout.size)
        return int(self._cols.shape[1])

    @property
    def bits(self) -> float:
        """Uncertainty left, in bits: log2(count). A fresh 9-card line has log2(9!) ≈ 18.47."""
        return math.log2(self.count)

    @property
    def arrangement(self) -> tuple[int, ...]:
        """The cards read left to right: ``arrangement[i]`` lies in lane ``lanes[i]``."""
        return self._arrangement

    @property
    def revealed(self) -> frozenset[int]:
        """Cards flipped face up: known, aligned and locked (ruling S6)."""
        return self._revealed

    @property
    def face_down(self) -> tuple[int, ...]:
        """Cards still face down, in card order."""
        return tuple(c for c in self.cards if c not in self._revealed)

    def lane_of(self, card: int) -> int:
        """The lane ``card`` lies in now."""
        self._layout.index(card)
        return self.lanes[self._arrangement.index(card)]

    def card_in(self, lane: int) -> int:
        """The card lying in ``lane`` now."""
        self._layout.check_lane(lane)
        return self._arrangement[self.lanes.index(lane)]

    def assignments(self) -> np.ndarray:
        """The consistent assignments, one row each, columns in :attr:`cards` order.

        A read-only view (no copy); row ``r``, column ``i`` is the value of
        card ``cards[i]`` in assignment ``r``. (A fresh 11-card belief lists
        its 39,916,800 assignments, 440 MB, on this first call.)
        """
        return self._rows().T

    def first_assignment(self) -> np.ndarray:
        """``assignments()[:1]`` (one row, card-major values), without listing every
        assignment of a belief kept as a plan."""
        if self._cols is None and self._plan is not None and "rows" not in self._cache:
            return plan_first_row(self.values, *self._plan).reshape(1, -1)
        return self.assignments()[:1]

    def __contains__(self, assignment: object) -> bool:
        """Is this assignment (card → value mapping, or values in card order) still possible?"""
        vector = self._as_vector(assignment)
        if vector is None:
            return False
        if self._cols is None and self._plan is None:
            return True
        return bool(np.all(self._rows() == vector[:, None], axis=0).any())

    def _as_vector(self, assignment: object) -> np.ndarray | None:
        if isinstance(assignment, Mapping):
            try:
                values = [assignment[c] for c in self.cards]
            except (KeyError, TypeError):
                return None
        elif isinstance(assignment, Sequence | np.ndarray) and not isinstance(assignment, str):
            values = list(assignment)
        else:
            return None
        if len(values) != len(self.cards) or not all(checks.is_whole(v) for v in values):
            return None
        if sorted(int(v) for v in values) != list(self.values):
            return None
        return np.array(values, dtype=np.uint8)

    def __repr__(self) -> str:
        shown = f", revealed={sorted(self._revealed)}" if self._revealed else ""
        return (
            f"Belief(stars={self.stars}, blackholes={self.blackholes}, count={self.count:,}, "
            f"arrangement={self._arrangement}{shown})"
        )

    # -- exact chances -----------------------------------------------------
    def marginal_counts(self) -> np.ndarray:
        """``counts[i, v]``: in how many assignments card ``cards[i]`` holds value ``v``.

        Shape ``(len(cards), stars + 2)``, indexed by value code 0…stars+1.
        Read-only.
        """
        cached = self._cache.get("marginals")
        if cached is None:
            size = self._layout.codes
            if self._plan is not None:
                cached = self._planned()[1]
            elif self._cols is None:
                cached = full_marginal_counts(self.values, size)
            else:
                cached = marginal_counts(self._cols, size)
            cached.flags.writeable = False
            self._cache["marginals"] = cached
        return cached

    def marginal(self, card: int) -> Distribution:
        """Exact distribution of the value of ``card`` (Fractions).

        >>> Belief(stars=3).marginal(2)
        Distribution({1: 1/3, 2: 1/3, 3: 1/3})
        """
        row = self.marginal_counts()[self._layout.index(card)]
        return Distribution.from_counts({v: int(row[v]) for v in self.values if row[v]})

    def marginals(self) -> dict[int, Distribution]:
        """:meth:`marginal` of every card, keyed by card."""
        return {card: self.marginal(card) for card in self.cards}

    def chance_table(self, rows: Iterable[int] | None = None) -> list[list[Fraction]]:
        """Exact chance that each card holds each value: ``[row][column]`` as Fractions, one
        row per card of ``rows`` (default: the cards as they lie, lane by lane) and one
        column per value of :attr:`Layout.values`. What a heatmap of the belief shows.

        >>> Belief(stars=2).chance_table()
        [[Fraction(1, 2), Fraction(1, 2)], [Fraction(1, 2), Fraction(1, 2)]]
        """
        layout = self._layout
        cards = self.arrangement if rows is None else checks.sequence(rows, "rows", most=20)
        for card in cards:
            layout.index(card)  # an unknown card is refused before anything is counted
        counts, total = self.marginal_counts(), self.count
        return [
            [Fraction(int(counts[layout.index(card), v]), total) for v in layout.values]
            for card in cards
        ]

    def marginal_matrix(self) -> np.ndarray:
        """Float chances for a heatmap: ``matrix[i, j]`` = P(card ``cards[i]`` holds ``values[j]``).

        Floats for plotting only; :meth:`marginal` gives the exact Fractions.
        """
        counts = self.marginal_counts()[:, list(self.values)]
        return counts / self.count

    def pair_counts(self, card_a: int, card_b: int) -> np.ndarray:
        """Joint counts of two cards' values: ``counts[u, v]`` assignments have
        ``card_a`` = u and ``card_b`` = v. Shape ``(stars + 2, stars + 2)``.

        Every answer about the two cards is a function of (u, v) and their
        lanes, so these counts decide every outcome distribution.
        """
        i, j = self._layout.index(card_a), self._layout.index(card_b)
        if i == j:
            raise LogoKitError(f"pair counts need two different cards, got {card_a} twice.")
        if self._cols is None:
            return self.pair_tensor()[i, j]
        size = self._layout.codes
        for key, tensor in self._cache.items():
            if isinstance(key, tuple) and key[0] == "pairs" and i in key[1] and j in key[1]:
                return tensor[i, j]
        return joint_counts(self._cols, i, j, size)

    def pair_tensor(self, cards: Iterable[int] | None = None) -> np.ndarray:
        """Joint counts of every pair among ``cards`` (default: the face-down cards).

        ``tensor[i, j, u, v]`` with ``i``, ``j`` positions in :attr:`cards`;
        zero for pairs outside ``cards``. Cached on the belief (and shared
        with beliefs that only differ by a move).
        """
        if cards is None:
            chosen = self.face_down
        else:
            chosen = list(checks.sequence(cards, "cards", most=20, allow_sets=True))
            chosen = checks.wholes(chosen, "cards")
        members = tuple(sorted({self._layout.index(c) for c in chosen}))
        size = self._layout.codes
        if self._plan is not None:
            return self._planned()[2]
        if self._cols is None:
            cached = self._cache.get("full pairs")
            if cached is None:
                cached = full_pair_counts(self.values, size)
                cached.flags.writeable = False
                self._cache["full pairs"] = cached
            return cached
        key = ("pairs", members)
        cached = self._cache.get(key)
        if cached is None:
            for other_key, tensor in self._cache.items():
                if (
                    isinstance(other_key, tuple)
                    and other_key[0] == "pairs"
                    and set(members) <= set(other_key[1])
                ):
                    return tensor
            cached = pair_counts(self._cols, members, size)
            cached.flags.writeable = False
            self._cache[key] = cached
        return cached

    # -- evidence ----------------------------------------------------------
    def record(
        self,
        cards: Iterable[int],
        outcome: Outcome,
        *,
        mode: str = "light",
        questions: Iterable[Any] | None = None,
        focus: int | None = None,
    ) -> Belief:
        """The belief after a round: ``cards`` were held up, ``questions`` asked
        (in the mode's order, S4) and the answer was ``outcome``.

        Cards the Alignment answer pointed at are flipped face up (S6). Returns
        a new belief; raises ContradictionError if no assignment agrees.
        """
        query = Query.build(cards, mode=mode, questions=questions, focus=focus)
        return self.update(query, outcome)

    def update(self, query: Query, outcome: Outcome) -> Belief:
        """:meth:`record` for a ready-made :class:`Query`."""
        checks.instance(query, "query", Query, "a Query, e.g. Query.build((1, 2), mode='light')")
        i, j = (self._layout.index(c) for c in query.cards)
        code = encode(outcome, query)
        lane_a, lane_b = (self.lane_of(c) for c in query.cards)
        table = code_table(self.stars, query.questions)[int(query.focus_second), lane_a, lane_b]
        keep = table == code
        size = self._layout.codes
        planned = self._cols is None
        if planned:  # a fresh or planned belief: refine the plan, list nothing (yet)
            positions, combos = self._plan or ((), np.zeros((1, 0), dtype=np.int64))
            positions, combos = refine_plan(self.values, positions, combos, i, j, keep)
            kept = len(combos) * math.factorial(self._layout.size - len(positions))
        else:
            rows = self._rows()
            index = rows[i] * np.uint8(size)  # size² ≤ 121 fits in uint8
            index += rows[j]
            mask = keep.ravel().take(index)
            kept = int(np.count_nonzero(mask))
        if kept == 0:
            raise ContradictionError(
                f"no assignment of values agrees with '{outcome}' for cards {query.cards} "
                f"(in lanes {lane_a} and {lane_b}) together with the earlier evidence. "
                "The belief is unchanged: check the answer and where the cards lie."
            )
        revealed = self._revealed
        if outcome.question is Question.ALIGNMENT:
            revealed = revealed | frozenset(outcome.cards)  # flipped face up (S6)
        if kept == self.count:
            return self._same_rows(revealed)
        if planned:
            if len(combos) <= PLAN_MOST and kept >= LIST_BELOW:
                plan = (positions, combos)
                return self._make(self._layout, None, self._arrangement, revealed, {}, plan)
            cols = list_plan(self.values, positions, combos)  # only the kept rows
            cols.flags.writeable = False
            return self._make(self._layout, cols, self._arrangement, revealed, {})
        return self._filtered(mask, revealed)

    def reveal(self, *cards: int) -> Belief:
        """The belief after ``cards`` were flipped face up *aligned* in their current
        lanes (e.g. S9's young player starting with their age card shown).

        Revealed cards are locked (S6). A card in an extra lane can never be
        aligned (S7).
        """
        lanes = {}
        for card in cards:
            lane = self.lane_of(card)
            if lane in self._layout.extra_lanes:
                raise LogoKitError(
                    f"card {card} lies in lane {lane}, an extra lane: only a star card in "
                    f"lanes 1–{self.stars} can be aligned (ruling S7)."
                )
            lanes[self._layout.index(card)] = lane
        revealed = self._revealed | frozenset(cards)
        if not lanes:
            return self
        if self._cols is None and self._plan is None:  # fresh: build just the kept ones
            cols = orderings_with(self.values, list(lanes), [list(lanes.values())])
            cols.flags.writeable = False
            return self._make(self._layout, cols, self._arrangement, revealed, {})
        mask = np.ones(self.count, dtype=bool)
        rows = self._rows()
        for i, lane in lanes.items():
            mask &= rows[i] == lane
        kept = int(np.count_nonzero(mask))
        if kept == 0:
            raise ContradictionError(
                f"cards {sorted(cards)} cannot all be aligned where they lie given the earlier "
                "evidence; the belief is unchanged."
            )
        if kept == self.count:
            return self._same_rows(revealed)
        return self._filtered(mask, revealed)

    # -- moving cards (Move the Heavens) -----------------------------------
    def check_arrangement(self, arrangement: Iterable[int]) -> tuple[int, ...]:
        """Return ``arrangement`` (cards left to right) as a tuple if it is a legal
        rearrangement: every card once, revealed cards where they are (S6; else an
        IllegalMoveError, :func:`~logo_kit.lore.lanes.check_arrangement`)."""
        return check_arrangement(arrangement, self._arrangement, self._revealed)

    def rearrange(self, arrangement: Iterable[int]) -> Belief:
        """The same belief with the cards laid out as ``arrangement`` (left to right)."""
        arranged = self.check_arrangement(arrangement)
        return self._make(
            self._layout, self._cols, arranged, self._revealed, self._cache, self._plan
        )

    def swap(self, card_a: int, card_b: int) -> Belief:
        """The same belief with two face-down cards exchanged."""
        self._layout.index(card_a), self._layout.index(card_b)
        arranged = list(self._arrangement)
        i, j = arranged.index(card_a), arranged.index(card_b)
        arranged[i], arranged[j] = arranged[j], arranged[i]
        return self.rearrange(arranged)

    # -- where should the cards go? ----------------------------------------
    def _home_counts(self) -> np.ndarray:
        # home[i, k]: assignments in which card i would be "home" in lane lanes[k]:
        # aligned for a star lane, any blackhole for an extra lane (S7).
        marg = self.marginal_counts()
        layout = self._layout
        home = np.zeros((len(self.cards), len(self.lanes)), dtype=np.int64)
        bh = list(layout.blackhole_values)
        for k, lane in enumerate(self.lanes):
            home[:, k] = marg[:, bh].sum(axis=1) if lane in layout.extra_lanes else marg[:, lane]
        return home

    def expected_correct(self, arrangement: Iterable[int] | None = None) -> Fraction:
        """Expected number of cards that are home in ``arrangement`` (default: now).

        A star card is home when aligned; a blackhole when in an extra lane.
        """
        arranged = self._arrangement if arrangement is None else self.check_arrangement(arrangement)
        home = self._home_counts()
        total = sum(int(home[self._layout.index(card), k]) for k, card in enumerate(arranged))
        return Fraction(total, self.count)

    def win_chance(self, arrangement: Iterable[int] | None = None) -> Fraction:
        """Exact chance that every card is home in ``arrangement`` (default: now),
        i.e. that Align the Stars would win (S6, S7)."""
        arranged = self._arrangement if arrangement is None else self.check_arrangement(arrangement)
        layout = self._layout
        if self._cols is None and self._plan is None:  # stars fixed, blackholes in extra lanes
            return Fraction(math.factorial(self.blackholes), self.count)
        if self._cols is None and "rows" not in self._cache:  # a plan: count by formula
            wanted: list[int | None] = [None] * len(self.cards)
            for lane, card in zip(self.lanes, arranged, strict=True):
                wanted[layout.index(card)] = None if lane in layout.extra_lanes else lane
            homes = plan_home_count(self.values, *self._plan, wanted, layout.blackhole_values)
            return Fraction(homes, self.count)
        mask = np.ones(self.count, dtype=bool)
        rows = self._rows()
        for lane, card in zip(self.lanes, arranged, strict=True):
            row = rows[layout.index(card)]
            if lane in layout.extra_lanes:
                mask &= (row == 0) | (row > self.stars)
            else:
                mask &= row == lane
        return Fraction(int(np.count_nonzero(mask)), self.count)

    def best_guess(self) -> tuple[int, ...]:
        """The best guess at where the cards belong: the arrangement (cards left to
        right) with the most cards expected home.

        It maximises :meth:`expected_correct`, the sum over lanes of the chance
        that the card put there belongs there: an assignment problem on the exact
        marginal counts, solved exactly by dynamic programming over subsets of
        face-down cards. Revealed cards stay put; among equally good arrangements
        the one moving the fewest cards wins.

        Why not "the most likely arrangement"? With a uniform shuffle and truthful
        answers every consistent assignment is equally likely (ruling S1): no line
        is more likely than another, so "most likely" names nothing. What differs
        between arrangements is how many cards each puts home *on average*, and
        that is what this maximises. (For the arrangement most likely to *win* if
        the stars were aligned now, see :func:`logo_kit.lore.planning.best_alignment`.)

        >>> b = Belief(stars=4).record((1, 2), Outcome(Question.GREATNESS, (2,)), mode="light")
        >>> b.best_guess()  # card 1 = 2, card 2 = 4; card 3 may stay in lane 3
        (4, 1, 3, 2)
        >>> b.expected_correct(b.best_guess())  # 1 + 1 + 1/2 + 1/2 cards home
        Fraction(3, 1)
        """
        home = self._home_counts()
        free_cards = [c for c in self._arrangement if c not in self._revealed]
        free_lanes = [k for k, c in enumerate(self._arrangement) if c not in self._revealed]
        n = len(free_cards)
        rows = [self._layout.index(c) for c in free_cards]
        # Objective: home count first, then number of cards left in place (tie-break).
        scale = n + 1
        weight = [
            [int(home[rows[c], free_lanes[p]]) * scale + (c == p) for p in range(n)]
            for c in range(n)
        ]
        best = [-1] * (1 << n)
        choice = [0] * (1 << n)
        best[0] = 0
        for mask in range(1 << n):
            if best[mask] < 0:
                continue
            p = mask.bit_count()
            if p == n:
                continue
            for c in range(n):
                bit = 1 << c
                if mask & bit:
                    continue
                value = best[mask] + weight[c][p]
                if value > best[mask | bit]:
                    best[mask | bit] = value
                    choice[mask | bit] = c
        arranged = list(self._arrangement)
        mask = (1 << n) - 1
        for p in range(n - 1, -1, -1):
            c = choice[mask]
            arranged[free_lanes[p]] = free_cards[c]
            mask ^= 1 << c
        return tuple(arranged)
