"""Lesson 11's display helpers print the chances they are given, row by row."""

from fractions import Fraction
from math import comb

import numpy as np
import pytest

from logo_kit.logo import deal_red_counts
from logo_lessons.lesson11 import chance_table, pooled_table


def test_the_pooled_table_has_every_outcome_and_the_exact_chances():
    pooled = deal_red_counts(90, np.random.default_rng(3))
    lines = pooled_table(pooled).splitlines()[1:]
    assert [int(line.split()[0]) for line in lines] == list(range(8))
    assert sum(int(line.split()[1]) for line in lines) == 90
    for k, line in enumerate(lines):  # the exact column: C(14, k) C(41, 7 − k) / C(55, 7)
        exact = Fraction(comb(14, k) * comb(41, 7 - k), comb(55, 7))
        assert line.split()[4] == f"{float(exact):.3f}"
        assert line.split()[2] == f"{int(line.split()[1]) / 90:.3f}"


def test_the_chance_table_prints_each_chance_in_its_row_and_column():
    rows = {
        k: {"Red": Fraction(comb(11, k), comb(48, k)), "Blue": Fraction(1, k + 1)}
        for k in (1, 2, 3)
    }
    lines = chance_table(rows, corner="k").splitlines()
    assert lines[0].split() == ["k", "Red", "Blue"]
    for line, (k, chances) in zip(lines[1:], rows.items(), strict=True):
        assert line.split() == [str(k), *(f"{float(p):.4f}" for p in chances.values())]
    with pytest.raises(ValueError, match="at least one row"):
        chance_table({})
