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
    planned_counts,
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


@pytest.mark.parametrize(
    ("values", "positions", "combos"),
    [
        ((1, 2, 3, 4), (0, 2), [(1, 2), (3, 4), (4, 1)]),
        ((0, 1, 2, 3, 4, 5), (4, 1), [(0, 5), (5, 0), (2, 3)]),
        ((1, 2, 3), (0, 1, 2), [(3, 1, 2)]),
        ((1, 2, 3, 4, 5), (3,), [(1,), (5,)]),
    ],
)
def test_planned_counts_equal_counting_the_listed_orderings(values, positions, combos):
    size = max(values) + 1
    rows = orderings_with(values, positions, combos)
    count, marginals, pairs = planned_counts(values, positions, combos, size)
    assert count == rows.shape[1]
    assert (marginals == marginal_counts(rows, size)).all()
    assert (pairs == pair_counts(rows, range(len(values)), size)).all()


def _sorted_rows(belief):
    rows = np.array(belief.assignments())
    return rows[np.lexsort(rows.T[::-1])]


@pytest.mark.parametrize(("stars", "holes"), [(9, 0), (8, 1)])
def test_answers_kept_as_a_plan_equal_filtering_every_listed_assignment(stars, holes):
    from logo_kit.lore import Belief, Query
    from logo_kit.lore.gain import outcome_counts

    planned = Belief(stars=stars, blackholes=holes)
    listed = Belief(stars=stars, blackholes=holes)
    listed._rows()  # list every assignment first: answers then filter the list
    for cards in [(2, 4), (4, 7), (1, 3)]:
        query = Query.build(cards, mode="bright")
        counts = outcome_counts(listed, query)
        outcome = max(counts, key=lambda o: (counts[o], str(o)))
        planned, listed = planned.update(query, outcome), listed.update(query, outcome)
        assert planned.count == listed.count
        assert (planned.marginal_counts() == listed.marginal_counts()).all()
        tensor, expected = planned.pair_tensor(), listed.pair_tensor()
        for a, b in [(0, 1), (1, 3), (3, 6), (6, 2)]:
            assert (tensor[a, b] == expected[a, b]).all()
    assert (_sorted_rows(planned) == _sorted_rows(listed)).all()


def test_a_first_answer_on_eleven_cards_lists_nothing():
    from logo_kit.lore import Belief, Query
    from logo_kit.lore.gain import outcome_counts

    fresh = Belief(blackholes=2)
    query = Query.build((3, 4), mode="bright")
    counts = outcome_counts(fresh, query)
    outcome = max(counts, key=lambda o: (counts[o], str(o)))
    after = fresh.update(query, outcome)
    assert after.count == counts[outcome]
    assert after._cols is None and "rows" not in after._cache  # counted, never listed


def _old_path(stars, holes, query, outcome):
    # the listing the engine made before plans: the first answer's rows listed at once
    from logo_kit.lore import Belief
    from logo_kit.lore.questions import code_table, encode

    fresh = Belief(stars=stars, blackholes=holes)
    i, j = (fresh.layout.index(c) for c in query.cards)
    lanes = [fresh.lane_of(c) for c in query.cards]
    table = code_table(stars, query.questions)[int(query.focus_second), lanes[0], lanes[1]]
    keep = table == encode(outcome, query)
    pairs = [(u, v) for u in fresh.values for v in fresh.values if u != v and keep[u, v]]
    cols = orderings_with(fresh.values, (i, j), pairs)
    cols.flags.writeable = False
    return Belief._make(fresh.layout, cols, fresh.arrangement, frozenset(), {})


@pytest.mark.parametrize(("stars", "holes"), [(9, 0), (8, 1), (7, 2)])
def test_plans_list_in_the_old_order_and_agree_on_alignment(stars, holes):
    from logo_kit.lore import Belief, Query
    from logo_kit.lore.gain import outcome_counts
    from logo_kit.lore.planning import best_alignment

    planned = Belief(stars=stars, blackholes=holes)
    old = None
    for number, cards in enumerate([(2, 4), (4, 7), (1, 3), (5, 6)]):
        query = Query.build(cards, mode="bright")
        counts = outcome_counts(planned, query)
        outcome = max(counts, key=lambda o: (counts[o], str(o)))
        planned = planned.update(query, outcome)
        old = _old_path(stars, holes, query, outcome) if number == 0 else old.update(query, outcome)
        assert (planned.first_assignment() == old.assignments()[:1]).all()
        assert best_alignment(planned) == best_alignment(old)
        for arrangement in (old.arrangement, best_alignment(old)[0]):
            assert planned.win_chance(arrangement) == old.win_chance(arrangement)
    assert (np.array(planned.assignments()) == np.array(old.assignments())).all()
