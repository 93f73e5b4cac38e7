"""The hat-check experiment: derangements and cards home, by hand, by brute force and
by seeded simulation; and the pooling of a class's results."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
import sympy as sp

from logo_kit.errors import LogoKitError
from logo_kit.lore.experiment import (
    HatCheck,
    derangements,
    fixed_points,
    simulate_hat_check,
)


def _home_counts(n):
    return Counter(sum(p[i] == i for i in range(n)) for p in itertools.permutations(range(n)))


def test_derangements_by_hand_by_brute_force_and_by_sympy():
    assert [derangements(n) for n in range(10)] == [
        1,
        0,
        1,
        2,
        9,
        44,
        265,
        1854,
        14833,
        133496,
    ]
    for n in range(8):
        assert derangements(n) == _home_counts(n)[0]
    for n in range(30):
        assert derangements(n) == sp.subfactorial(n)
        # inclusion–exclusion, the formula lesson 20 derives
        assert derangements(n) == sum(
            (-1) ** k * math.comb(n, k) * math.factorial(n - k) for k in range(n + 1)
        )


def test_cards_home_distribution_by_hand_and_brute_force():
    # 4 cards, worked by hand: D(4) = 9, C(4,1)·D(3) = 8, C(4,2)·D(2) = 6, 3 home impossible, 1
    assert dict(fixed_points(4).items()) == {
        0: Fraction(9, 24),
        1: Fraction(8, 24),
        2: Fraction(6, 24),
        4: Fraction(1, 24),
    }
    for n in range(1, 8):
        brute = _home_counts(n)
        dist = fixed_points(n)
        assert dict(dist.items()) == {k: Fraction(c, math.factorial(n)) for k, c in brute.items()}
        assert dist.mean() == 1  # each card is home with chance 1/n
        if n >= 2:
            assert dist.prob(n - 1) == 0


def test_nine_cards_match_lesson_20():
    dist = fixed_points(9)
    assert dist[0] == Fraction(16687, 45360) and dist[1] == Fraction(2119, 5760)
    assert dist[7] == Fraction(1, 10080) and dist[9] == Fraction(1, 362880)
    assert sum(dist.probabilities) == 1


def test_simulation_is_seeded_and_agrees_with_the_exact_chances():
    a = simulate_hat_check(9, 2000, np.random.default_rng(7))
    b = simulate_hat_check(9, 2000, np.random.default_rng(7))
    assert a.tolist() == b.tolist() and a.shape == (2000,)
    assert set(a.tolist()) <= set(range(10)) - {8}  # 8 of 9 home never happens
    homes = simulate_hat_check(9, 200_000, np.random.default_rng(2026))
    exact = fixed_points(9)
    for k in range(4):
        p = float(exact[k])
        share = float(np.mean(homes == k))
        assert abs(share - p) < 5 * math.sqrt(p * (1 - p) / homes.size)
    assert abs(homes.mean() - 1) < 5 * 1 / math.sqrt(homes.size)  # variance 1 for n ≥ 2


def test_simulation_of_small_lines_against_brute_force():
    homes = simulate_hat_check(3, 60_000, np.random.default_rng(11))
    brute = _home_counts(3)  # {0: 2, 1: 3, 3: 1} of 6
    for k, count in brute.items():
        p = count / 6
        assert abs(np.mean(homes == k) - p) < 5 * math.sqrt(p * (1 - p) / homes.size)


def test_pooling_a_class():
    hat = HatCheck()
    assert hat.cards == 9 and hat.shuffles == 0 and hat.counts == (0,) * 10
    group_a = hat.add("0 1 1 2 0 0")
    group_b = group_a.add([3, 1, 0])
    pooled = group_b.add({0: 2, 4: 1})
    assert hat.shuffles == 0  # values: adding makes a new one
    assert pooled.groups == 3 and pooled.shuffles == 12
    assert pooled.counts == (6, 3, 1, 1, 1, 0, 0, 0, 0, 0)
    assert pooled.frequency(0) == Fraction(1, 2)
    assert pooled.mean() == Fraction(3 + 2 + 3 + 4, 12)
    rows = pooled.table()
    assert [r.k for r in rows] == [0, 1, 2, 3, 4, 5, 6, 7, 9]  # 8 of 9 home cannot happen
    first = rows[0]
    assert first.shuffles == 6 and first.total == 12 and first.exact == Fraction(16687, 45360)
    assert first.low < 0.5 < first.high and first.agrees


def test_simulated_groups_pool_like_typed_ones():
    pooled = HatCheck().simulate(500, np.random.default_rng(3))
    homes = simulate_hat_check(9, 500, np.random.default_rng(3))
    assert pooled.counts == tuple(int(c) for c in np.bincount(homes, minlength=10))
    assert pooled.add(" ".join(map(str, homes))).counts == tuple(2 * c for c in pooled.counts)
    big = HatCheck().simulate(20_000, np.random.default_rng(9))
    assert sum(r.agrees for r in big.table()) >= 7  # most exact chances inside the 95% bands


@pytest.mark.parametrize(
    ("results", "message"),
    [
        ("0 8 1", "8 cards home out of 9 cannot happen"),
        ("0 10", "from 0 to 9"),
        ("1 two", "not a number"),
        ("", "no shuffles"),
        ({11: 1}, "from 0 to 9"),
        ({0: -1}, "≥ 0"),
        ([0.5], "whole numbers"),
    ],
)
def test_bad_results_are_refused_with_a_reason(results, message):
    with pytest.raises(LogoKitError, match=message):
        HatCheck().add(results)


def test_bad_set_ups_are_refused():
    with pytest.raises(LogoKitError, match="cards"):
        HatCheck(cards=0)
    with pytest.raises(LogoKitError, match="cards"):
        fixed_points(21)
    with pytest.raises(LogoKitError, match="n must"):
        derangements(-1)
    with pytest.raises(LogoKitError, match="shuffles"):
        simulate_hat_check(9, 0, np.random.default_rng(1))
    with pytest.raises(LogoKitError, match="Generator"):
        simulate_hat_check(9, 5, 1)
    with pytest.raises(LogoKitError, match="cannot happen"):
        HatCheck(cards=3, counts=(0, 0, 1, 0))
    with pytest.raises(LogoKitError, match="no shuffles pooled"):
        HatCheck().table()
    with pytest.raises(LogoKitError, match="no shuffles pooled"):
        HatCheck().frequency(0)
