"""The optimal solo Star Light strategy: the fewest rounds on average, solved exactly.

The puzzle is the solo puzzle of ruling S17 in Star Light with no blackholes:
a hidden line of ``stars`` cards, every ordering equally likely (S1). A
*round* is one Choose Focus + Search the Sky (one
:meth:`~logo_kit.lore.solo.SoloPuzzle.ask`: two cards held up, a non-empty
set of the four questions asked in order, rulings S2, S4, S10–S12); moving
face-down cards and Align the Stars cost nothing (S14, S17). The player aligns
the stars as soon as one assignment is left: that wins for sure and is not a
round (and if the last answer turned every card face up, the puzzle is already
won, S6). A player who aligns while unsure may lose, which does not solve the
puzzle, so every strategy here aligns only when certain.

The value of a belief state (:mod:`~logo_kit.lore.solo_space`) with ``N``
equally likely assignments is kept as the integer ``W = N × expected rounds``
(the total of the rounds over all ``N`` lines), so the arithmetic is exact::

    W = 0                                          if N = 1
    W = N + min over rounds  Σ over answers W(child)   otherwise

The search is depth first with a memo of canonical states (the symmetries of
:func:`~logo_kit.lore.solo_space.canonical_key`) and cut-offs: a round is
abandoned as soon as the answers evaluated so far plus a lower bound for the
rest (:func:`~logo_kit.lore.solo_bounds.min_total_depth`: at most 7 answers a
round) cannot beat the best round found, and a state asked under a cut-off it
cannot meet stores that lower bound instead of its value. Rounds are tried in
order of their lower bound, and rounds that split the assignments the same way
are tried once.

>>> solver = OptimalSolver(4)
>>> solver.expected_rounds()  # every 4-card line is found in exactly 2 rounds
Fraction(2, 1)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.belief import Belief
from logo_kit.lore.questions import Query
from logo_kit.lore.solo_bounds import min_total_depth
from logo_kit.lore.solo_space import SUBSETS, SoloSpace, canonical_key, plain_key

__all__ = ["MAX_SOLVER_STARS", "OptimalSolver", "SearchTimeout", "SoloRound"]

MAX_SOLVER_STARS = 7
"""Largest line the exact solver accepts (8 cards would take far longer than an hour)."""
_NEVER = 1 << 62
_CHUNK = 1 << 22  # answer codes counted per bincount call (bounds its temporary)


class SearchTimeout(LogoKitError):
    """The solver reached its ``time_limit`` before it had the answer."""


@dataclass(frozen=True)
class SoloRound:
    """One round of a solo strategy: lay the cards out as ``arrangement`` (cards left
    to right; face-up cards stay in their lanes), then ask ``query``."""

    arrangement: tuple[int, ...]
    query: Query

    def __str__(self) -> str:
        lanes = [self.arrangement.index(c) + 1 for c in self.query.cards]
        asked = ", ".join(q.title for q in self.query.questions)
        return f"cards {self.query.cards[0]} and {self.query.cards[1]} in lanes " + (
            f"{lanes[0]} and {lanes[1]}: ask {asked}"
        )


class OptimalSolver:
    """The exact minimum expected number of rounds of the solo Star Light puzzle
    (module docstring), and a strategy that reaches it.

    ``stars``: 2–7 (6 takes about a minute, 7 far longer). ``symmetry``: merge
    states that the symmetries of :mod:`~logo_kit.lore.solo_space` map onto each
    other (default True; False keeps every state apart, to measure what the
    symmetries save). ``time_limit``: seconds after which a search raises
    :class:`SearchTimeout` (default none). The memo grows as beliefs are asked
    about; :attr:`states` counts it.
    """

    def __init__(
        self, stars: int, *, symmetry: bool = True, time_limit: float | None = None
    ) -> None:
        stars = checks.whole(
            stars, "stars", low=2, high=MAX_SOLVER_STARS, why="the exact search grows ~200× a card"
        )
        self.space = SoloSpace(stars)
        self.symmetry = checks.flag(symmetry, "symmetry")
        self._key: Callable = canonical_key if self.symmetry else plain_key
        self._lower = np.array(
            [0] + [min_total_depth(n) for n in range(1, math.factorial(stars) + 1)], dtype=np.int64
        )
        self._stop = None  # a deadline on time.monotonic(), for studies that try 7 cards
        if time_limit is not None:
            seconds = checks.real(time_limit, "time_limit (seconds)", low=0)
            self._stop = time.monotonic() + seconds
        self._memo: dict[tuple[int, bytes], tuple[int, bool]] = {}
        self._aliases: dict[tuple[int, bytes], tuple[int, bytes]] = {}
        self.expansions = 0

    @property
    def stars(self) -> int:
        return self.space.stars

    @property
    def states(self) -> int:
        """Belief states in the memo (solved exactly or bounded), up to symmetry."""
        return len(self._memo)

    # -- answers --------------------------------------------------------------------
    def expected_rounds(self, belief: Belief | None = None) -> Fraction:
        """The fewest rounds needed on average from ``belief`` (default: right after
        the deal), exactly."""
        umask, rows, _ = self._state(belief)
        return Fraction(self._exact(umask, rows), rows.shape[0])

    def best_round(self, belief: Belief) -> SoloRound:
        """A round that keeps the expected number of rounds at its minimum.

        Raises LogoKitError when the line is already known (nothing to ask).
        """
        umask, rows, down = self._state(belief)
        if rows.shape[0] == 1:
            raise LogoKitError("the line is known: align the stars, no round is needed.")
        total = self._exact(umask, rows)
        _, _, choice = self._expand(umask, rows, total + 1)
        return self._round(belief, umask, down, choice)

    def first_rounds(self) -> list[SoloRound]:
        """Every optimal first round on a fresh line, one per class of rounds that
        the symmetries (lanes reflected, the two cards swapped) map onto each other.

        All cards are alike before the first answer, so a first round is two lanes
        and a set of questions; the cards are the ones dealt into those lanes.
        Each other first round must be searched until it is shown worse: cheap up
        to 5 cards, hours for 6 (use :meth:`best_round` on a fresh belief there).
        """
        belief = Belief(stars=self.stars)
        umask, rows, down = self._state(belief)
        total = self._exact(umask, rows)
        codes = self.space.codes(umask, rows)
        found = self.space.rounds(umask)
        best: dict[tuple, SoloRound] = {}
        mirror = self.stars + 1
        for s in range(len(SUBSETS)):
            for a in range(codes.shape[2]):
                la, lb = (int(x) for x in found.lanes[a])
                if int(found.first[a]) != la - 1 or int(found.second[a]) != lb - 1:
                    continue  # at the start, card c lies in lane c: hold those
                key = (
                    s,
                    min((la, lb), (lb, la), (mirror - la, mirror - lb), (mirror - lb, mirror - la)),
                )
                if key in best or not self._achieves(umask, rows, a, codes[s, :, a], total):
                    continue
                best[key] = self._round(belief, umask, down, (s, a))
        return [best[k] for k in sorted(best)]

    # -- the search -----------------------------------------------------------------
    def _state(self, belief: Belief | None) -> tuple[int, np.ndarray, tuple[int, ...]]:
        if belief is None:
            belief = Belief(stars=self.stars)
        checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=5)")
        if belief.stars != self.stars or belief.blackholes:
            raise LogoKitError(
                f"this solver plays lines of {self.stars} stars and no blackholes, got "
                f"{belief.stars} stars and {belief.blackholes} blackholes."
            )
        everything = belief.assignments()
        layout = belief.layout
        down = belief.face_down
        rows = np.ascontiguousarray(everything[:, [layout.index(c) for c in down]])
        umask = self.space.full
        for card in belief.revealed:
            umask &= ~(1 << int(everything[0, layout.index(card)]))
        return umask, rows, down

    def _exact(self, umask: int, rows: np.ndarray) -> int:
        total, exact = self._search(umask, rows, _NEVER)
        assert exact
        return total

    def _search(self, umask: int, rows: np.ndarray, cutoff: int) -> tuple[int, bool]:
        # (W, True) if W < cutoff; else (a lower bound ≥ cutoff, False) or (W, True)
        n = rows.shape[0]
        if n <= 2:  # two assignments differ on a card: put it where one says, ask Alignment
            return 2 * (n - 1), True
        raw = (umask, rows.tobytes())  # the same child often comes back: name it once
        key = self._aliases.get(raw)
        if key is None:
            key = self._aliases[raw] = self._key(self.space, umask, rows)
        hit = self._memo.get(key)
        if hit is not None and (hit[1] or hit[0] >= cutoff):
            return hit
        total, exact, _ = self._expand(umask, rows, cutoff)
        self._memo[key] = (total, exact)
        return total, exact

    def _expand(
        self, umask: int, rows: np.ndarray, cutoff: int
    ) -> tuple[int, bool, tuple[int, int] | None]:
        self.expansions += 1
        if self._stop is not None and time.monotonic() > self._stop:
            raise SearchTimeout(
                f"the search stopped at its time limit after {self.expansions:,} expansions "
                f"({self.states:,} states solved or bounded) with no answer yet."
            )
        n = rows.shape[0]
        codes = self.space.codes(umask, rows)  # (subsets, rows, choices)
        n_choices = codes.shape[2]
        counts = _answer_counts(codes)  # (subsets × choices, 16)
        bounds = self._lower[counts].sum(axis=1)
        useful = np.flatnonzero(counts.max(axis=1) < n)
        keys = bounds[useful]  # small whole numbers: a radix sort when they fit 16 bits
        keys = keys.astype(np.uint16) if keys.max() < 1 << 16 else keys
        order = useful[np.argsort(keys, kind="stable")]
        best, choice, floor = _NEVER, None, _NEVER
        seen: set[bytes] = set()
        for flat in _in_chunks(order):
            budget = min(best, cutoff)
            low = n + int(bounds[flat])
            if low >= budget:
                floor = min(floor, low)
                break
            s, a = divmod(flat, n_choices)
            code = codes[s, :, a]
            split = _split_signature(code)
            if split in seen:
                continue
            seen.add(split)
            total, rest, done = n, int(bounds[flat]), True
            for count, child, child_rows in self.space.children(umask, rows, a, code):
                rest -= int(self._lower[count])
                value, _ = self._search(child, child_rows, budget - total - rest)
                total += value
                if total + rest >= budget:
                    floor, done = min(floor, total + rest), False
                    break
            if done:
                best, choice = total, (s, a)
        if best < cutoff:
            return best, True, choice
        return min(best, floor), False, None

    def _achieves(self, umask: int, rows: np.ndarray, a: int, code: np.ndarray, total: int) -> bool:
        # does this round reach the optimum W = total? (children searched with cut-offs)
        spent = rows.shape[0]
        for _, child, child_rows in self.space.children(umask, rows, a, code):
            value, _ = self._search(child, child_rows, total + 1 - spent)
            spent += value
            if spent > total:
                return False
        return spent == total and len(np.unique(code)) > 1

    # -- back to cards and lanes -----------------------------------------------------
    def _round(
        self, belief: Belief, umask: int, down: tuple[int, ...], choice: tuple[int, int] | None
    ) -> SoloRound:
        assert choice is not None
        s, a = choice
        found = self.space.rounds(umask)
        m = len(down)
        i, j = int(found.first[a]), int(found.second[a])
        la, lb = (int(x) for x in found.lanes[a])
        card_a = down[i]
        if j < m:
            card_b, wanted = down[j], {card_a: la, down[j]: lb}
        else:  # a face-up card, lying in its own lane (S6)
            card_b, wanted = belief.card_in(lb), {card_a: la}
        arrangement = _lay_out(belief, down, wanted)
        return SoloRound(arrangement, Query((card_a, card_b), SUBSETS[s], None, "light"))


def _lay_out(belief: Belief, down: tuple[int, ...], wanted: dict[int, int]) -> tuple[int, ...]:
    # face-down cards: the wanted ones in their lanes, the others where they are if free,
    # else in the lanes left over (in order); face-up cards stay put
    lanes = {c: belief.lane_of(c) for c in belief.cards}
    taken = set(wanted.values())
    moved = []
    for card in down:
        if card in wanted:
            continue
        if lanes[card] in taken:
            moved.append(card)
        else:
            taken.add(lanes[card])
    free = sorted({lanes[c] for c in down} - taken)
    lanes.update(wanted)
    lanes.update(zip(moved, free, strict=True))
    by_lane = {lane: card for card, lane in lanes.items()}
    return tuple(by_lane[lane] for lane in belief.lanes)


def _answer_counts(codes: np.ndarray) -> np.ndarray:
    # counts[s * choices + a, code]: rows giving each answer code, per round
    n_sets, n_rows, n_choices = codes.shape
    offsets = np.arange(n_choices, dtype=np.int32) * 16
    step = max(1, _CHUNK // max(1, n_rows * n_choices))  # sets of questions per bincount
    out = np.empty((n_sets, n_choices, 16), dtype=np.int64)
    for s in range(0, n_sets, step):
        part = (
            codes[s : s + step]
            + (
                offsets
                + (np.arange(len(codes[s : s + step]), dtype=np.int32) * n_choices * 16)[:, None]
            )[:, None, :]
        )
        out[s : s + step] = np.bincount(
            part.ravel(), minlength=part.shape[0] * n_choices * 16
        ).reshape(-1, n_choices, 16)
    return out.reshape(n_sets * n_choices, 16)


def _in_chunks(order: np.ndarray, size: int = 32):
    # the elements as Python ints, converted a few at a time (the search stops early)
    for start in range(0, len(order), size):
        yield from order[start : start + size].tolist()


def _split_signature(code: np.ndarray) -> bytes:
    # the partition of the rows by answer, whatever the answers are called
    _, first, inverse = np.unique(code, return_index=True, return_inverse=True)
    rename = np.empty(len(first), dtype=np.uint8)
    rename[np.argsort(first)] = np.arange(len(first), dtype=np.uint8)
    return rename[inverse].tobytes()
