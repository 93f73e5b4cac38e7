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

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = [
    "all_assignments",
    "full_marginal_counts",
    "full_pair_counts",
    "joint_counts",
    "list_plan",
    "marginal_counts",
    "orderings_with",
    "pair_counts",
    "pair_cover",
    "plan_first_row",
    "plan_home_count",
    "planned_counts",
    "refine_plan",
]

#: Rows are processed in chunks of this many assignments to bound temporaries.
CHUNK = 1 << 18
MAX_VALUES = 11
"""Most values one listing serves: 11! = 39,916,800 orderings take 440 MB (12 would take 5 GB)."""


def _values(values: Sequence[int]) -> tuple[int, ...]:
    found = checks.wholes(values, "values", low=0, high=255, most=64)
    checks.limit(len(found), "values", MAX_VALUES, "their orderings would not fit in memory")
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
    positions = checks.wholes(positions, "positions", low=0, high=len(values) - 1)
    combos = [
        checks.wholes(combo, "a combination", low=0, high=255, length=len(positions))
        for combo in checks.sequence(combos, "combos", most=MAX_VALUES**2)
    ]
    return list_plan(values, positions, np.array(combos, dtype=np.int64))


def list_plan(values: Sequence[int], positions: Sequence[int], combos: np.ndarray) -> np.ndarray:
    """:func:`orderings_with` for checked arguments, ``combos`` one combo per row (any
    number of them): the rows kept by a plan, listed."""
    n = len(values)
    others = [p for p in range(n) if p not in positions]
    inner = _index_permutations(len(others))
    block = inner.shape[1]
    count = len(combos)
    out = np.empty((n, count * block), dtype=np.uint8)
    fixed = np.asarray(combos, dtype=np.uint8).reshape(count, len(positions))
    for t, p in enumerate(positions):
        out[p] = np.repeat(fixed[:, t], block)
    # rest[b] = the values combo b leaves for the other rows, in increasing order
    present = np.zeros((count, max(values) + 1), dtype=bool)
    present[:, list(values)] = True
    present[np.arange(count)[:, None], fixed.astype(np.int64)] = False
    rest = np.nonzero(present)[1].astype(np.uint8).reshape(count, len(others))
    for r, p in enumerate(others):
        out[p] = rest[:, inner[r]].ravel()
    if len(positions) > 2:  # the order filtering the first answer's list would give
        out = out[:, np.lexsort(_order_keys(out, positions))]
    return out


def _order_keys(rows: np.ndarray, positions: Sequence[int]) -> list[np.ndarray]:
    # lexsort keys (last = first) for the listing order of a first answer's rows: the
    # first answer's two cards, then every other card in card order
    first = list(positions[:2])
    rest = [p for p in range(rows.shape[0]) if p not in first]
    return [rows[p] for p in reversed(rest)] + [rows[first[1]], rows[first[0]]]


def plan_first_row(
    values: Sequence[int], positions: Sequence[int], combos: np.ndarray
) -> np.ndarray:
    """The first row :func:`list_plan` would list, without listing: each combo's
    smallest completion (left values in increasing order), the first in listing order."""
    combos = np.asarray(combos, dtype=np.int64)
    count, n = len(combos), len(values)
    rows = np.zeros((n, count), dtype=np.int64)
    free = [p for p in range(n) if p not in positions]
    present = np.zeros((count, max(values) + 1), dtype=bool)
    present[:, list(values)] = True
    present[np.arange(count)[:, None], combos] = False
    rest = np.nonzero(present)[1].reshape(count, len(free))
    for t, p in enumerate(positions):
        rows[p] = combos[:, t]
    for r, p in enumerate(free):
        rows[p] = rest[:, r]
    if len(positions) <= 2:
        return rows[:, 0]
    return rows[:, np.lexsort(_order_keys(rows, positions))[0]]


def plan_home_count(
    values: Sequence[int],
    positions: Sequence[int],
    combos: np.ndarray,
    wanted: Sequence[int | None],
    blackholes: Sequence[int],
) -> int:
    """How many assignments of a plan put every row home: row ``p`` must hold
    ``wanted[p]`` (a star's own lane) or, where ``wanted[p]`` is None, any of the
    ``blackholes`` (an extra lane, ruling S7)."""
    combos = np.asarray(combos, dtype=np.int64)
    count, n = len(combos), len(values)
    holes = set(blackholes)
    ok = np.ones(count, dtype=bool)
    for t, p in enumerate(positions):
        if wanted[p] is None:
            ok &= np.isin(combos[:, t], list(holes))
        else:
            ok &= combos[:, t] == wanted[p]
    free = [p for p in range(n) if p not in positions]
    stars_needed = [wanted[p] for p in free if wanted[p] is not None]
    extra = sum(1 for p in free if wanted[p] is None)
    left = np.zeros((count, max(values) + 1), dtype=bool)
    left[:, list(values)] = True
    left[np.arange(count)[:, None], combos] = False
    for value in stars_needed:  # each star the free rows need must still be free
        ok &= left[:, value]
        left[:, value] = False
    others = [v for v in set(values) if v not in holes]
    if others:  # whatever is left goes to extra lanes: it must all be blackholes
        ok &= ~left[:, others].any(axis=1)
    return int(np.count_nonzero(ok)) * math.factorial(extra)


def refine_plan(
    values: Sequence[int],
    positions: tuple[int, ...],
    combos: np.ndarray,
    i: int,
    j: int,
    keep: np.ndarray,
) -> tuple[tuple[int, ...], np.ndarray]:
    """The plan of the assignments of a plan (``positions``, ``combos``) in which rows
    ``i`` and ``j`` hold a pair ``(u, v)`` with ``keep[u, v]`` (an answer's filter).

    Rows not fixed yet become fixed: each combo is extended by every allowed value
    it leaves free. The result lists the same assignments :func:`list_plan` would
    filter, without listing any. A fresh belief is the plan ``((), [[]])``.
    """
    combos = np.asarray(combos, dtype=np.int64).reshape(len(combos), len(positions))
    count = len(combos)
    size = keep.shape[0]
    free_value = np.zeros((count, size), dtype=bool)
    free_value[:, list(values)] = True
    free_value[np.arange(count)[:, None], combos] = False
    ti = positions.index(i) if i in positions else None
    tj = positions.index(j) if j in positions else None
    if ti is not None and tj is not None:
        return positions, combos[keep[combos[:, ti], combos[:, tj]]]
    if ti is not None or tj is not None:
        fixed_at, new = (ti, j) if ti is not None else (tj, i)
        parts = []
        for v in values:
            held = combos[:, fixed_at]
            ok = (keep[held, v] if ti is not None else keep[v, held]) & free_value[:, v]
            if ok.any():
                chosen = combos[ok]
                parts.append(np.column_stack([chosen, np.full(len(chosen), v)]))
        found = np.concatenate(parts) if parts else np.empty((0, len(positions) + 1), np.int64)
        return (*positions, new), found
    parts = []
    for u in values:
        for v in values:
            if u != v and keep[u, v]:
                ok = free_value[:, u] & free_value[:, v]
                if ok.any():
                    chosen = combos[ok]
                    extra = np.tile(np.array([u, v]), (len(chosen), 1))
                    parts.append(np.column_stack([chosen, extra]))
    found = np.concatenate(parts) if parts else np.empty((0, len(positions) + 2), np.int64)
    return (*positions, i, j), found


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


def planned_counts(
    values: Sequence[int], positions: Sequence[int], combos: Sequence[Sequence[int]], size: int
) -> tuple[int, np.ndarray, np.ndarray]:
    """Count, marginal counts and pair counts of :func:`orderings_with` by formula.

    ``orderings_with(values, positions, combos)`` holds, for each combo, the rows
    ``positions`` fixed to the combo and the other ``m`` rows in every order of
    the values the combo leaves: ``m!`` assignments. In them a free row holds each
    left value ``(m − 1)!`` times, and two free rows hold each ordered pair of
    different left values ``(m − 2)!`` times. Summing over the combos gives the
    counts the listed assignments would, without listing them (a first answer on
    an 11-card line keeps millions). All combos are summed at once with one-hot
    matrices, so the cost does not grow with the number of assignments.

    Returns ``(count, marginals[i, v], pairs[i, j, u, v])``.
    """
    n = len(values)
    fixed = list(positions)
    free = [p for p in range(n) if p not in fixed]
    m = len(free)
    whole, one, two = (math.factorial(k) if k >= 0 else 0 for k in (m, m - 1, m - 2))
    chosen = np.array(combos, dtype=np.int64).reshape(len(combos), len(fixed))
    count = len(chosen)
    rows = np.arange(count)
    left = np.zeros((count, size), dtype=np.int64)  # left[c, v]: combo c leaves value v
    left[:, list(values)] = 1
    onehots = []
    for t in range(len(fixed)):
        hot = np.zeros((count, size), dtype=np.int64)
        hot[rows, chosen[:, t]] = 1
        left -= hot
        onehots.append(hot)
    marginals = np.zeros((n, size), dtype=np.int64)
    pairs = np.zeros((n, n, size, size), dtype=np.int64)
    # products of 0/1 matrices in floating point (BLAS) are exact: every sum is below 2⁵³
    left_float = left.astype(np.float64)
    for t, p in enumerate(fixed):
        marginals[p] = whole * onehots[t].sum(axis=0)
        for t2, q in enumerate(fixed):
            if q != p:
                joint = np.bincount(chosen[:, t] * size + chosen[:, t2], minlength=size * size)
                pairs[p, q] = whole * joint.reshape(size, size)
        if m:
            with_free = one * np.rint(onehots[t].T.astype(np.float64) @ left_float).astype(np.int64)
            pairs[p, free] = with_free
            pairs[free, p] = with_free.T
    if m:
        marginals[free] = one * left.sum(axis=0)
    if m >= 2:
        both = np.rint(left_float.T @ left_float).astype(np.int64)
        block = two * (both - np.diag(left.sum(axis=0)))
        for o in free:
            pairs[o, free] = block
            pairs[o, o] = 0
    return count * whole, marginals, pairs
