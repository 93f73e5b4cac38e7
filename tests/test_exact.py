"""The exact core: distributions, hypergeometric counts, entropy."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from logo_kit.errors import LogoKitError
from logo_kit.exact import (
    Distribution,
    as_fraction,
    comb,
    entropy_bits,
    entropy_bits_from_counts,
    hypergeometric,
    hypergeometric_count,
    hypergeometric_probability,
)
from logo_kit.readable import approx_text, chance_text, one_in_text, percent_text

# --- hand-computed values -------------------------------------------------------------------


def test_two_dice_by_hand():
    # 36 equally likely rolls; a sum of 7 happens 6 ways, so 1/6; mean 7, variance 35/6.
    rolls = Distribution.uniform(a + b for a in range(1, 7) for b in range(1, 7))
    assert rolls[7] == Fraction(1, 6)
    assert rolls[2] == Fraction(1, 36)
    assert rolls.mean() == 7
    assert rolls.variance() == Fraction(35, 6)
    assert rolls.prob(lambda s: s >= 10) == Fraction(6, 36)  # 10:3, 11:2, 12:1


def test_hypergeometric_by_hand():
    # Two aces among four cards (A A 2 2), draw two: both aces is 1 of C(4,2)=6 pairs.
    d = hypergeometric(4, 2, 2)
    assert d == {0: Fraction(1, 6), 1: Fraction(4, 6), 2: Fraction(1, 6)}
    # The LOGO card in a 7-card hand from 55 cards: 7/55.
    assert hypergeometric_probability(55, 1, 7, 1) == Fraction(7, 55)
    # No red card in 7 from 55 with 14 red: C(41,7)/C(55,7).
    assert hypergeometric_probability(55, 14, 7, 0) == Fraction(math.comb(41, 7), math.comb(55, 7))


def test_entropy_by_hand():
    assert entropy_bits([Fraction(1, 2), Fraction(1, 2)]) == 1.0
    assert entropy_bits([Fraction(1, 2), Fraction(1, 4), Fraction(1, 4)]) == 1.5
    assert entropy_bits([Fraction(1)]) == 0.0
    assert entropy_bits_from_counts([1, 1, 1, 1]) == 2.0
    assert entropy_bits_from_counts([3, 0, 1]) == pytest.approx(
        -(0.75 * math.log2(0.75) + 0.25 * math.log2(0.25))
    )
    assert Distribution.uniform(range(8)).entropy() == pytest.approx(3.0)


def test_tiny_probabilities_keep_their_entropy():
    # One outcome in 2**200 must still count: 2**-200 * 200 bits is tiny but not lost to
    # float underflow in the numerator/denominator split.
    p = Fraction(1, 2**200)
    h = entropy_bits([p, 1 - p])
    assert 0 < h < 1e-50


# --- brute force ----------------------------------------------------------------------------


@pytest.mark.parametrize(("population", "successes", "draws"), [(6, 2, 3), (7, 3, 4), (5, 5, 2)])
def test_hypergeometric_matches_enumeration(population, successes, draws):
    items = [1] * successes + [0] * (population - successes)
    counts = Counter(sum(hand) for hand in itertools.combinations(items, draws))
    assert hypergeometric(population, successes, draws) == Distribution.from_counts(counts)
    for k, count in counts.items():
        assert hypergeometric_count(population, successes, draws, k) == count


# --- properties -----------------------------------------------------------------------------

weights = st.lists(st.integers(min_value=0, max_value=50), min_size=1, max_size=12).filter(any)


@given(weights)
def test_from_counts_sums_to_one_and_entropy_is_bounded(counts):
    d = Distribution.from_counts(enumerate(counts))
    assert sum(d.probabilities) == 1
    positive = sum(1 for c in counts if c)
    assert len(d) == positive
    h = d.entropy()
    assert -1e-12 <= h <= math.log2(positive) + 1e-9
    assert h == pytest.approx(entropy_bits_from_counts(counts), abs=1e-9)


@given(
    st.integers(min_value=0, max_value=40).flatmap(
        lambda n: st.tuples(
            st.just(n), st.integers(min_value=0, max_value=n), st.integers(min_value=0, max_value=n)
        )
    )
)
def test_hypergeometric_properties(args):
    population, successes, draws = args
    d = hypergeometric(population, successes, draws)
    assert sum(d.probabilities) == 1
    # Mean of a hypergeometric is draws * successes / population (exactly).
    if population:
        assert d.mean() == Fraction(draws * successes, population)


@given(weights, st.integers(min_value=1, max_value=5))
def test_map_and_given_keep_total_one(counts, modulus):
    d = Distribution.from_counts(enumerate(counts))
    image = d.map(lambda x: x % modulus)
    assert sum(image.probabilities) == 1
    assert image.prob(set(range(modulus))) == 1
    first = d.outcomes[0]
    conditioned = d.given(lambda x: x == first)
    assert conditioned == Distribution.point(first)


# --- the API a student reads ----------------------------------------------------------------


def test_prob_accepts_outcome_collection_or_predicate():
    d = Distribution.uniform(range(1, 7))
    assert d.prob(6) == Fraction(1, 6)
    assert d.prob({5, 6}) == d.prob([5, 6]) == d.prob(lambda x: x > 4) == Fraction(1, 3)
    assert d.prob(7) == 0
    pairs = Distribution.uniform([(1, 2), (2, 1)])
    assert pairs.prob((1, 2)) == Fraction(1, 2)  # a tuple outcome is one outcome


def test_to_plot_and_table_are_in_order():
    d = Distribution.from_counts({3: 1, 1: 1, 2: 2})
    assert d.outcomes == [1, 2, 3]
    assert d.to_plot() == ([1, 2, 3], [0.25, 0.5, 0.25])
    assert d.table()[1] == (2, Fraction(1, 2))


def test_as_fraction_accepts_sympy_rationals():
    import sympy

    assert as_fraction(sympy.Rational(3, 7)) == Fraction(3, 7)
    assert as_fraction(5) == Fraction(5)


def test_comb_is_zero_outside_range():
    assert comb(5, -1) == 0 and comb(5, 6) == 0 and comb(5, 2) == 10


# --- numbers for students --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("p", "shown"),
    [
        (Fraction(3, 16), "18.8%"),  # 18.75 rounds half to even on the float: 18.8
        (Fraction(1, 2), "50%"),
        (Fraction(1, 3), "33.3%"),
        (Fraction(1, 7), "14.3%"),
        (Fraction(1, 600), "0.17%"),
        (Fraction(1, 10_000), "0.01%"),
        (Fraction(1, 10_001), "under 0.01%"),
        (Fraction(999, 1000), "99.9%"),
        (Fraction(9999, 10_000), "over 99.9%"),
        (0, "0%"),
        (1, "100%"),
        (0.25, "25%"),  # a simulated estimate (a float) reads the same way
    ],
)
def test_percent_text_by_hand(p, shown):
    assert percent_text(p) == shown


@pytest.mark.parametrize(
    ("p", "shown"),
    [
        (Fraction(1, 2), "1 in 2"),
        (Fraction(1, 7), "1 in 7"),
        (Fraction(2, 7), "about 1 in 4"),  # 3.5 rounds to 4 (half to even)
        (Fraction(3, 16), "about 1 in 5"),  # 5.33
        (Fraction(1, 362_880), "1 in 362,880"),  # exact: every digit
        (Fraction(3, 4003), "about 1 in 1,300"),  # 1334.3 to two significant digits
        (Fraction(2, 405_855_451), "about 1 in 200 million"),
        (Fraction(1, 3_000_000), "1 in 3 million"),
    ],
)
def test_one_in_text_by_hand(p, shown):
    assert one_in_text(p) == shown


def test_one_in_n_is_close_to_the_chance_it_stands_for():
    # Brute force over every fraction a/b with b ≤ 60: "1 in N" is within its rounding.
    for b in range(2, 61):
        for a in range(1, b // 2 + 1):
            p = Fraction(a, b)
            words = one_in_text(p)
            n = int(words.split(" in ")[1].replace(",", ""))
            if words.startswith("1 in"):
                assert p == Fraction(1, n)
            else:
                assert abs(n - 1 / p) <= max(Fraction(1, 2), Fraction(n, 20)), (p, words)


def test_chance_text_adds_one_in_n_for_small_chances_only():
    assert chance_text(Fraction(1, 7)) == "14.3% (1 in 7)"
    assert chance_text(Fraction(1, 4)) == "25% (1 in 4)"
    assert chance_text(Fraction(1, 3)) == "33.3%"
    assert chance_text(0) == "0%" and chance_text(1) == "100%"
    assert chance_text(Fraction(1, 362_880)) == "under 0.01% (1 in 362,880)"


def test_approx_text_rounds_only_what_is_not_whole():
    assert approx_text(Fraction(10749959931541, 38818159380)) == "276.9"
    assert approx_text(Fraction(2381, 29), 2) == "82.10"
    assert approx_text(1050) == "1,050" and approx_text(Fraction(-10)) == "-10"
    assert approx_text(28.0, 2) == "28.00"


@pytest.mark.parametrize(
    ("show", "message"),
    [
        (lambda: percent_text(Fraction(3, 2)), "between 0 and 1"),
        (lambda: percent_text(-0.5), "between 0 and 1"),
        (lambda: percent_text(float("nan")), "cannot show nan"),
        (lambda: one_in_text(Fraction(3, 4)), "at most 1/2"),
        (lambda: one_in_text(0), "above 0"),
        (lambda: approx_text(1, 9), "digits must be a whole number from 0 to 6"),
        (lambda: chance_text("1/2"), "not exact"),
    ],
)
def test_numbers_for_students_refuse_what_is_not_a_number(show, message):
    with pytest.raises(LogoKitError, match=message):
        show()


# --- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: Distribution({}), "at least one outcome"),
        (lambda: Distribution({1: Fraction(1, 2)}), "sum to exactly 1"),
        (lambda: Distribution({1: 0.5, 2: 0.5}), "not exact"),
        (lambda: Distribution({1: Fraction(3, 2), 2: Fraction(-1, 2)}), "negative"),
        (lambda: Distribution.from_counts({1: 0}), "all counts are zero"),
        (lambda: hypergeometric(5, 6, 2), "cannot exceed"),
        (lambda: hypergeometric(5, 2, 9), "draws must be between 0 and 5"),
        (lambda: entropy_bits([Fraction(1, 3)]), "sum to exactly 1"),
        (lambda: entropy_bits_from_counts([]), "no outcomes"),
        (lambda: entropy_bits_from_counts([0.5, 0.5]), "whole numbers"),
        (lambda: Distribution.uniform([1]).given(lambda x: x == 2), "probability 0"),
    ],
)
def test_bad_input_says_what_is_allowed(build, message):
    with pytest.raises(LogoKitError, match=message):
        build()
    assert issubclass(LogoKitError, ValueError)
