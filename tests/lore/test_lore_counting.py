"""The numpy counting kernels behind Belief, against plain itertools counting."""

from __future__ import annotations

import itertools
from collections import Counter

import numpy as np
import pytest

import logo_kit.lore.counting as counting
from logo_kit.lore.counting import (
    all_assignments,
    full_marginal_counts,
    full_pair_counts,
    joint_counts,
    marginal_counts,
    orderings_with,
    pair_counts,
    pair_cover,
)


@pytest.mark.parametrize("values", [(1,), (1, 2), (0, 1, 2, 3, 4), (1, 2, 3, 4, 5, 6), (2, 5, 9)])
def test_all_assignments_is_itertools_permutations(values):
    rows = all_assignments(values)
    assert rows.dtype == np.uint8 and not rows.flags.writeable
    assert rows.T.tolist() == [list(p) for p in itertools.permutations(values)]


def test_orderings_with_equals_filtering():
    values = (0, 1, 2, 3, 4, 5)
    combos = [(1, 4), (5, 0), (2, 3)]
    got = Counter(map(tuple, orderings_with(values, (2, 4), combos).T.tolist()))
    want = Counter(p for p in itertools.permutations(values) if (p[2], p[4]) in combos)
    assert got == want
    single = orderings_with(values, (0, 1, 2, 3, 4, 5), [values])
    assert single.T.tolist() == [list(values)]


@pytest.mark.parametrize("n", range(2, 12))
@pytest.mark.parametrize("group", [2, 3, 4, 5])
def test_pair_cover_covers_every_pair(n, group):
    members = tuple(range(n))
    covered = {p for g in pair_cover(members, group) for p in itertools.combinations(g, 2)}
    assert covered == set(itertools.combinations(members, 2))


def subset_rows(seed, values, keep):
    rng = np.random.default_rng(seed)
    rows = np.asarray(all_assignments(values))
    return np.ascontiguousarray(rows[:, rng.random(rows.shape[1]) < keep])


@pytest.mark.parametrize("chunk", [7, 1 << 18])
def test_pair_joint_and_marginal_counts_match_plain_counting(monkeypatch, chunk):
    monkeypatch.setattr(counting, "CHUNK", chunk)  # chunk boundaries must not matter
    values = (0, 1, 2, 3, 4, 5, 6)
    size = 8
    cols = subset_rows(1, values, 0.3)
    rows = cols.T.tolist()
    members = (0, 2, 3, 5, 6)
    tensor = pair_counts(cols, members, size)
    for i, j in itertools.permutations(range(7), 2):
        want = np.zeros((size, size), dtype=np.int64)
        for row in rows:
            want[row[i], row[j]] += 1
        assert np.array_equal(joint_counts(cols, i, j, size), want)
        if i in members and j in members:
            assert np.array_equal(tensor[i, j], want)
        else:
            assert not tensor[i, j].any()
    marg = marginal_counts(cols, size)
    for i in range(7):
        assert marg[i].tolist() == [sum(r[i] == v for r in rows) for v in range(size)]


def test_full_counts_by_formula_match_counting():
    values = (1, 2, 3, 4, 5)
    cols = all_assignments(values)
    assert np.array_equal(full_pair_counts(values, 7), pair_counts(cols, range(5), 7))
    assert np.array_equal(full_marginal_counts(values, 7), marginal_counts(cols, 7))
