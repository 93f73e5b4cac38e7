"""numpy kernels behind :class:`~logo_kit.lore.belief.Belief`: enumerate and count.

A belief is a ``uint8`` array with one *row per card* and one *column per
consistent assignment* ("card-major"), so reading one card's values is a
contiguous slice. These helpers build the full set of assignments and count
values and value pairs over it; they know nothing about the game rules.

>>> perms = all_assignments((1, 2, 3))
>>> perms.T.tolist()
[[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
>>> joint_counts(perms, 0, 1, size=4)[1].tolist()  # card 0 holds 1: card 1 holds 2 or 3
[0, 0, 1, 1]
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Sequence

import numpy as np

from logo_kit import _check
from logo_kit.errors import LogoKitError

__all__ = [
    "all_assignments",
    "full_marginal_counts",
    "full_pair_counts",
    "joint_counts",
    "marginal_counts",
    "orderings_with",
    "pair_counts",
    "pair_cover",
]

#: Rows are processed in chunks of this many assignments to bound temporaries.
CHUNK = 1 << 18
MAX_VALUES = 11
"""Most values one listing serves: 11! = 39,916,800 orderings take 440 MB (12 would take 5 GB)."""


def _values(values: Sequence[int]) -> tuple[int, ...]:
    found = _check.wholes(values, "values", low=0, high=255, most=64)
    _check.limit(len(found), "values", MAX_VALUES, "their orderings would not fit in memory")
    if len(set(found)) != len(found):
        raise LogoKitError(f"values must differ from each other, got {found}.")
    return found


def all_assignments(values: Sequence[int]) -> np.ndarray:
    """Every ordering of ``values`` as a read-only ``(len(values), n!)`` uint8 array.

    Column ``j`` is the ``j``-th permutation in lexicographic order of
    positions. Built block by block (first entry, then the permutations of the
    rest), so 11 values (39,916,800 columns, 440 MB) need no Python loop per row.
    """
    values = _values(values)
    if len(values) <= 10:
        return _cached_assignments(values)
    return _build_assignments(values)


@functools.lru_cache(maxsize=8)
def _cached_assignments(values: tuple[int, ...]) -> np.ndarray:
    return _build_assignments(values)


def _build_assignments(values: tuple[int, ...]) -> np.ndarray:
    n = len(values)
    if n <= 1:
        out = np.array(values, dtype=np.uint8).reshape(n, 1)
    elif values == tuple(range(values[0], values[0] + n)):  # a run: shift the index orders
        out = _blocks(n, _index_permutations(n - 1))
        if values[0]:
            out += np.uint8(values[0])
    else:
        out = np.take(np.array(values, dtype=np.uint8), _index_permutations(n))
    out.flags.writeable = False
    return out


@functools.lru_cache(maxsize=4)
def _index_permutations(n: int) -> np.ndarray:
    # Lexicographic permutations of 0…n-1, card-major; recursive by blocks.
    if n <= 1:
        return np.zeros((n, 1), dtype=np.uint8)
    return _blocks(n, _index_permutations(n - 1))


def _blocks(n: int, inner: np.ndarray) -> np.ndarray:
    # Block f: f first, then the other numbers 0…n-1 in every order of ``inner``
    # (``inner`` orders 0…n-2; a number i ≥ f stands for i + 1).
    block = inner.shape[1]
    out = np.empty((n, n * block), dtype=np.uint8)
    for first in range(n):
        start = first * block
        out[0, start : start + block] = first
        for row in range(1, n):  # one contiguous row at a time: fast even for 11!
            target = out[row, start : start + block]
            np.greater_equal(inner[row - 1], first, out=target.view(np.bool_))
            target += inner[row - 1]
    return out


def orderings_with(
    values: Sequence[int], positions: Sequence[int], combos: Sequence[Sequence[int]]
) -> np.ndarray:
    """The orderings of ``values`` in which the rows ``positions`` hold one of ``combos``.

    Equivalent to filtering :func:`all_assignments` but builds only the rows
    kept: for each combo, the other rows run through every ordering of the
    remaining values. This is how a fresh belief takes its first answer
    without ever listing all 11! assignments. Returns a ``uint8`` array
    (card-major); the order of the columns is not lexicographic.

    >>> orderings_with((1, 2, 3), [0], [(2,)]).T.tolist()
    [[2, 1, 3], [2, 3, 1]]
    """
    values = _values(values)
    positions = _check.wholes(positions, "positions", low=0, high=len(values) - 1)
    combos = [
        _check.wholes(combo, "a combination", low=0, high=255, length=len(positions))
        for combo in _check.sequence(combos, "combos", most=MAX_VALUES**2)
    ]
    n = len(values)
    others = [p for p in range(n) if p not in positions]
    inner = _index_permutations(len(others))
    block = inner.shape[1]
    out = np.empty((n, len(combos) * block), dtype=np.uint8)
    fixed = np.array(combos, dtype=np.uint8).reshape(len(combos), len(positions))
    for t, p in enumerate(positions):
        out[p] = np.repeat(fixed[:, t], block)
    # rest[b] = the values combo b leaves for the other rows, in increasing order
    rest = np.array(
        [sorted(set(values).difference(combo)) for combo in combos], dtype=np.uint8
    ).reshape(len(combos), len(others))
    for r, p in enumerate(others):
        out[p] = rest[:, inner[r]].ravel()
    return out


def marginal_counts(cols: np.ndarray, size: int) -> np.ndarray:
    """``counts[i, v]`` = number of assignments in which card row ``i`` holds value ``v``.

    ``size`` is the number of value codes (values are 0…size-1).
    """
    n_cards = cols.shape[0]
    out = np.zeros((n_cards, size), dtype=np.int64)
    for i in range(n_cards):
        out[i] = np.bincount(cols[i], minlength=size)[:size]
    return out


def joint_counts(cols: np.ndarray, i: int, j: int, size: int) -> np.ndarray:
    """``counts[u, v]`` = number of assignments with card row ``i`` = u and row ``j`` = v."""
    out = np.zeros(size * size, dtype=np.int64)
    dtype = np.uint8 if size * size <= 256 else np.uint16
    for start in range(0, cols.shape[1], CHUNK):
        index = cols[i, start : start + CHUNK].astype(dtype)
        index *= dtype(size)
        index += cols[j, start : start + CHUNK]
        out += np.bincount(index, minlength=size * size)
    return out.reshape(size, size)


@functools.lru_cache(maxsize=64)
def pair_cover(members: tuple[int, ...], group: int) -> tuple[tuple[int, ...], ...]:
    """Groups of ``group`` members that together contain every pair of members.

    Greedy: each step takes the group covering most pairs not yet covered.
    Counting a group's joint values once gives all of its pairs at the cost
    of one pass, which is how :func:`pair_counts` saves passes over the data.
    """
    members = tuple(members)
    group = min(group, len(members))
    if group < 2:
        return ()
    uncovered = set(itertools.combinations(members, 2))
    chosen: list[tuple[int, ...]] = []
    candidates = list(itertools.combinations(members, group))
    while uncovered:
        best = max(
            candidates, key=lambda g: sum(p in uncovered for p in itertools.combinations(g, 2))
        )
        chosen.append(best)
        uncovered -= set(itertools.combinations(best, 2))
    return tuple(chosen)


def pair_counts(cols: np.ndarray, members: Sequence[int], size: int) -> np.ndarray:
    """Joint value counts of every pair of card rows in ``members``.

    Returns ``counts[i, j, u, v]`` (shape ``(n_cards, n_cards, size, size)``,
    zero outside ``members``): the number of assignments where row ``i`` holds
    ``u`` and row ``j`` holds ``v``. Rows are counted four at a time (one
    ``bincount`` over a combined code gives six pair histograms), which takes
    about a third of the passes that pair-by-pair counting needs.
    """
    n_cards, count = cols.shape
    out = np.zeros((n_cards, n_cards, size, size), dtype=np.int64)
    members = tuple(sorted(set(int(m) for m in members)))
    group = 4 if size**4 < 1 << 16 else 3
    done: set[tuple[int, int]] = set()
    for rows in pair_cover(members, group):
        k = len(rows)
        bins = size**k
        dtype = np.uint16 if bins <= 1 << 16 else np.uint32
        hist = np.zeros(bins, dtype=np.int64)
        for start in range(0, count, CHUNK):
            index = cols[rows[0], start : start + CHUNK].astype(dtype)
            for r in rows[1:]:
                index *= dtype(size)
                index += cols[r, start : start + CHUNK]
            hist += np.bincount(index, minlength=bins)
        hist = hist.reshape((size,) * k)
        for x, y in itertools.combinations(range(k), 2):
            i, j = rows[x], rows[y]
            if (i, j) in done:
                continue
            done.add((i, j))
            other_axes = tuple(a for a in range(k) if a not in (x, y))
            joint = hist.sum(axis=other_axes) if other_axes else hist
            out[i, j] = joint
            out[j, i] = joint.T
    return out


def full_pair_counts(values: Sequence[int], size: int) -> np.ndarray:
    """:func:`pair_counts` for the full set of orderings of ``values``, by formula.

    Before any evidence every ordered pair of different values appears in
    exactly (n − 2)! orderings, so nothing needs to be counted.
    """
    n = len(values)
    per_pair = np.zeros((size, size), dtype=np.int64)
    if n >= 2:
        vals = np.array(values)
        per_pair[np.ix_(vals, vals)] = math.factorial(n - 2)
        per_pair[vals, vals] = 0
    out = np.zeros((n, n, size, size), dtype=np.int64)
    out[:] = per_pair
    out[np.arange(n), np.arange(n)] = 0
    return out


def full_marginal_counts(values: Sequence[int], size: int) -> np.ndarray:
    """:func:`marginal_counts` for the full set of orderings: (n − 1)! each."""
    n = len(values)
    out = np.zeros((n, size), dtype=np.int64)
    out[:, list(values)] = math.factorial(n - 1) if n else 0
    return out
