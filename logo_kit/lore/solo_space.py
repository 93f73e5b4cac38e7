"""The solo Star Light puzzle as a search space: belief states, rounds and symmetries.

**What a round is** (ruling S17). The solo puzzle has no turns: moving face-down
cards (Move the Heavens, ruling S14) and Align the Stars cost nothing and may be
done at any time. A *round* is one Choose Focus + Search the Sky: hold up two
different cards (ruling S10: face-up ones too) and ask a non-empty set of Star
Light's four questions in their order, stopping at the first yes (rulings S2, S4,
S11, S12); one :meth:`~logo_kit.lore.solo.SoloPuzzle.ask` is one round.
Alignment's yes flips the cards it points at face up, locked in their lanes (S6).

**The state.** Face-up cards lie in their own lane (aligned), so the face-down
cards occupy exactly the lanes of the values not yet face up, ``U``. A state is

- ``umask``: the bit mask of ``U`` (bit ``v`` for value ``v``), and
- ``rows``: a ``(N, m)`` uint8 array, one row per assignment still possible
  (all equally likely, ruling S1), column ``k`` the value of the ``k``-th
  face-down card (``m = |U|``).

Where the face-down cards lie is not part of the state: before a round the
player may lay them out any way (S14, S17), and an answer depends only on the
two cards held up, their lanes and the questions
(:func:`~logo_kit.lore.questions.code_table`). So a round is "these two cards,
in these two lanes of ``U``, these questions"; a face-up card with value ``w``
lies in lane ``w`` and probes the other card.

**Symmetries** (why :func:`canonical_key` may merge states). Two states whose
keys are equal need the same number of rounds, because:

1. *Relabelling face-down cards.* Cards are only names: a permutation ``σ`` of
   the columns maps every round (cards ``a``, ``b`` in lanes ``ℓa``, ``ℓb``,
   questions ``Q``) to the round on ``σ(a)``, ``σ(b)`` in the same lanes with the
   same questions, whose answers split the rows the same way; the children are
   relabelled the same way, so by induction on ``N`` the values agree. This
   uses free rearrangement (S14, S17): were the cards fixed in their lanes,
   where each card lies would be part of the state.
2. *Reflection* ``v ↦ stars + 1 − v`` of every value *and* lane at once:
   Alignment (value = lane), Neighbours (``|a − b| = 1``) and Symmetry
   (``a + b = stars + 1``) keep their answers, Greatness swaps "first greater"
   and "second greater" (the same split, outcomes renamed), and ``U`` maps to
   the reflected set of lanes, which is the set of face-down lanes of the
   reflected state.

No other relabelling of values keeps every answer: Greatness fixes the order
of ``U``, and only the identity and the reversal keep or reverse an order. (In
Star Bright, Massive ``a + b > stars + 1`` is not kept by reflection.) The
tests check both symmetries with the solver run without them (itself checked
against a brute-force search) and show a value swap (1 ↔ 2) that changes a
state's value.

>>> space = SoloSpace(4)
>>> umask, rows = space.start()
>>> rows.shape, bin(umask)
((24, 4), '0b11110')
>>> len(space.rounds(umask).first) * len(SUBSETS)  # 6 card pairs × 12 lane pairs × 15
1080
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass

import numpy as np

from logo_kit import checks
from logo_kit.lore.questions import STAR_LIGHT, Question, code_table

__all__ = ["MAX_STARS", "SUBSETS", "RoundSet", "SoloSpace", "canonical_key", "plain_key"]

MAX_STARS = 9
"""Largest star line a space is built for (9! assignments fit in memory, 3.3 MB)."""
SUBSETS: tuple[tuple[Question, ...], ...] = tuple(
    tuple(q for k, q in enumerate(STAR_LIGHT) if mask >> k & 1) for mask in range(1, 16)
)
"""The 15 non-empty sets of Star Light questions, each in asking order (rulings S2, S12)."""
PERMUTATION_CAP = 720
"""Most column orders :func:`canonical_key` tries; beyond it the key is sound but not
the smallest of its class (two equivalent states may then be solved twice)."""


@dataclass(frozen=True)
class RoundSet:
    """Every (card, card, lane, lane) choice of one ``U``, as arrays of the same length.

    ``first``/``second`` are columns of a state's rows; a ``second`` of ``m`` or
    more names a face-up card: column ``second - m`` of :attr:`probe_values`.
    ``lanes`` holds the two lanes; ``base`` the answer table's offset for them.
    """

    first: np.ndarray
    second: np.ndarray
    lanes: np.ndarray  # (A, 2)
    base: np.ndarray
    probe_values: np.ndarray  # the face-up values, as extra constant columns


class SoloSpace:
    """States, rounds and children of the solo Star Light puzzle with ``stars`` cards.

    The answers come from the library's own table (:func:`code_table`), one
    per set of questions, so the solver asks exactly the questions the puzzle
    answers.
    """

    def __init__(self, stars: int) -> None:
        self.stars = checks.whole(stars, "stars", low=2, high=MAX_STARS)
        self.size = size = self.stars + 2  # value codes 0…stars+1 (no blackholes here)
        tables = [code_table(self.stars, qs)[0] for qs in SUBSETS]  # [lane_a, lane_b, a, b]
        self.table = np.stack([t.reshape(-1) for t in tables])  # (15, size⁴) uint8
        self.full = sum(1 << v for v in range(1, self.stars + 1))
        self._reflected = [self._reflect(u) for u in range(1 << size)]
        self.rank_of = {}
        for umask in range(1 << size):
            table = np.zeros(size, dtype=np.uint8)
            for rank, v in enumerate(self.values(umask)):
                table[v] = rank
            self.rank_of[umask] = table
        self._rounds: dict[int, RoundSet] = {}

    # -- states ----------------------------------------------------------------------
    def start(self) -> tuple[int, np.ndarray]:
        """The state right after the deal: every ordering of 1…stars."""
        values = range(1, self.stars + 1)
        rows = np.array(list(itertools.permutations(values)), dtype=np.uint8)
        return self.full, rows

    @staticmethod
    def values(umask: int) -> list[int]:
        """The values (= lanes) of a mask, ascending."""
        return [v for v in range(umask.bit_length()) if umask >> v & 1]

    def face_up(self, umask: int) -> list[int]:
        return self.values(self.full & ~umask)

    def _reflect(self, umask: int) -> int:
        return sum(1 << (self.stars + 1 - v) for v in self.values(umask) if 1 <= v <= self.stars)

    def reflected(self, umask: int) -> int:
        """The mask of the reflected values ``stars + 1 − v``."""
        return self._reflected[umask]

    # -- rounds ----------------------------------------------------------------------
    def rounds(self, umask: int) -> RoundSet:
        """Every two cards and two lanes a round may use when ``U`` = ``umask``:
        two face-down cards in two different lanes of ``U`` (the order of the two
        cards within a pair does not matter, both lane orders are listed), and one
        face-down card in a lane of ``U`` with a face-up card (in its own lane)."""
        found = self._rounds.get(umask)
        if found is None:
            found = self._rounds[umask] = self._make_rounds(umask)
        return found

    def _make_rounds(self, umask: int) -> RoundSet:
        lanes = self.values(umask)
        up = self.face_up(umask)
        m = len(lanes)
        first, second, where = [], [], []
        for i, j in itertools.combinations(range(m), 2):
            for la, lb in itertools.permutations(lanes, 2):
                first.append(i), second.append(j), where.append((la, lb))
        for t, w in enumerate(up):
            for i in range(m):
                for la in lanes:
                    first.append(i), second.append(m + t), where.append((la, w))
        lanes_arr = np.array(where, dtype=np.int32).reshape(-1, 2)
        size = self.size
        return RoundSet(
            first=np.array(first, dtype=np.intp),
            second=np.array(second, dtype=np.intp),
            lanes=lanes_arr,
            base=((lanes_arr[:, 0] * size + lanes_arr[:, 1]) * size * size).astype(np.int32),
            probe_values=np.array(up, dtype=np.uint8),
        )

    def codes(self, umask: int, rows: np.ndarray) -> np.ndarray:
        """Answer codes of every round: ``codes[s, r, a]`` for question set ``SUBSETS[s]``,
        row ``r`` and choice ``a`` of :meth:`rounds` (uint8, the codes of
        :mod:`~logo_kit.lore.questions`)."""
        found = self.rounds(umask)
        n_rows = rows.shape[0]
        if len(found.probe_values):
            extra = np.broadcast_to(found.probe_values, (n_rows, len(found.probe_values)))
            rows = np.concatenate([rows, extra], axis=1)
        a = rows[:, found.first].astype(np.int32)
        b = rows[:, found.second].astype(np.int32)
        index = found.base + a * self.size + b
        return self.table[:, index]

    def children(
        self, umask: int, rows: np.ndarray, choice: int, code: np.ndarray
    ) -> list[tuple[int, int, np.ndarray]]:
        """The states after each answer of round ``choice`` (answer codes ``code``,
        one per row): ``(count, umask, rows)``, most rows first. Cards Alignment
        points at are flipped face up (S6) and leave the rows."""
        found = self.rounds(umask)
        m = rows.shape[1]
        i, j = int(found.first[choice]), int(found.second[choice])
        present = np.bincount(code, minlength=16)
        out = []
        for c in np.argsort(-present, kind="stable"):
            count = int(present[c])
            if count == 0:
                break
            sub = rows[code == c]
            child = umask
            if 1 <= c <= 3:  # Alignment pointed at the first card, the second or both
                drop = [k for k, bit in ((i, 1), (j, 2)) if c & bit and k < m]  # a face-up
                for d in drop:  # probe (k ≥ m) is already up
                    child &= ~(1 << int(sub[0, d]))
                sub = sub[:, [k for k in range(m) if k not in drop]]
            out.append((count, child, np.ascontiguousarray(sub)))
        return out


# -- keys -----------------------------------------------------------------------------


@functools.lru_cache(maxsize=256)
def _orders(groups: tuple[int, ...]) -> np.ndarray:
    # every order of positions that permutes only within consecutive groups of these sizes
    blocks, start = [], 0
    for g in groups:
        blocks.append(list(itertools.permutations(range(start, start + g))))
        start += g
    return np.array([sum(p, ()) for p in itertools.product(*blocks)], dtype=np.intp)


def _best_encoding(ranks: np.ndarray, m: int) -> bytes:
    # the smallest sorted row encoding over the column orders that keep each column's
    # value histogram in sorted place (a histogram is the same under any relabelling)
    n_rows = ranks.shape[0]
    hist = np.bincount((ranks + np.arange(m, dtype=np.intp) * m).ravel(), minlength=m * m)
    hist = hist.reshape(m, m)
    order = np.lexsort(hist.T[::-1])
    ordered = hist[order]
    changes = np.flatnonzero((ordered[1:] != ordered[:-1]).any(axis=1)) + 1
    groups = tuple(np.diff([0, *changes.tolist(), m]).tolist())
    weights = (m ** np.arange(m - 1, -1, -1)).astype(np.int32)
    if math.prod(math.factorial(g) for g in groups) > PERMUTATION_CAP:
        enc = ranks[:, order].astype(np.int32) @ weights
        return np.sort(enc).tobytes()
    columns = order[_orders(groups)]  # (K, m)
    enc = ranks[:, columns].astype(np.int32) @ weights  # (N, K)
    if enc.shape[1] == 1:
        return np.sort(enc[:, 0]).tobytes()
    enc.sort(axis=0)
    best = np.lexsort(enc[::-1]) if n_rows > 1 else np.argsort(enc[0])
    return enc[:, int(best[0])].tobytes()


def canonical_key(space: SoloSpace, umask: int, rows: np.ndarray) -> tuple[int, bytes]:
    """One key for a state and every state a symmetry maps it to (module docstring):
    the face-down cards relabelled and the values reflected."""
    m = rows.shape[1]
    other = space.reflected(umask)
    ranks = space.rank_of[umask][rows]
    if other > umask:
        return umask, _best_encoding(ranks, m)
    mirrored = (m - 1 - ranks).astype(np.uint8)  # a value's rank in the reflected U
    if other < umask:
        return other, _best_encoding(mirrored, m)
    return umask, min(_best_encoding(ranks, m), _best_encoding(mirrored, m))


def plain_key(space: SoloSpace, umask: int, rows: np.ndarray) -> tuple[int, bytes]:
    """A key with no symmetry: the rows as they are (only their order forgotten)."""
    m = rows.shape[1]
    weights = (m ** np.arange(m - 1, -1, -1)).astype(np.int32)
    enc = space.rank_of[umask][rows].astype(np.int32) @ weights
    return umask, np.sort(enc).tobytes()
