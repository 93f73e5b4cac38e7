"""The class experiment's core: the exact red-card chances, reading and pooling tallies."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.exact import comb
from logo_kit.logo import deal_red_counts, red_cards_distribution, standard_deck
from logo_kit.logo.cards import Color
from logo_kit.logo.experiment import Tally, read_tally


def test_exact_chances_by_hand_and_by_counting():
    dist = red_cards_distribution()
    # By hand: C(14, k)·C(41, 7 − k) hands of C(55, 7) have k red cards.
    for k in range(8):
        assert dist[k] == Fraction(comb(14, k) * comb(41, 7 - k), comb(55, 7))
    assert dist.mean() == Fraction(7 * 14, 55)
    # By listing on a smaller deck (the first 20 cards: R1–R14, B1–B6), 4-card hands.
    deck = standard_deck()[:20]
    listed = Counter(
        sum(c.color is Color.RED for c in hand) for hand in itertools.combinations(deck, 4)
    )
    assert listed[2] == comb(14, 2) * comb(6, 2)


def test_reading_both_forms():
    assert read_tally("2 1 3 0 2").counts == (1, 1, 2, 1, 0, 0, 0, 0)
    assert read_tally("0:4, 1:10; 2:7").counts == (4, 10, 7, 0, 0, 0, 0, 0)
    assert read_tally("2:1 2:3").counts[2] == 4  # the same count twice adds up
    assert Tally.of_hands([7, 7, 0]).counts == (1, 0, 0, 0, 0, 0, 0, 2)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("2 8", "from 0 to 7"),
        ("2 -1", "from 0 to 7"),
        ("2 x", "not a number"),
        ("٣ 2", "not a number"),
        ("0:4 2", "mix of forms"),
        ("9:1", "from 0 to 7"),
        ("1:-2", "not a number"),
    ],
)
def test_reading_refuses_with_a_message(text, message):
    with pytest.raises(LogoKitError, match=message):
        read_tally(text)


def test_tally_checks():
    with pytest.raises(LogoKitError, match="exactly 8"):
        Tally((1, 2, 3))
    with pytest.raises(LogoKitError, match="whole numbers"):
        Tally((1, 2, 3, 0, 0, 0, 0, True))
    with pytest.raises(LogoKitError, match="at most 100,000"):
        Tally((100_001, 0, 0, 0, 0, 0, 0, 0))
    with pytest.raises(LogoKitError, match="empty"):
        Tally().frequency(1)
    with pytest.raises(LogoKitError, match="Tally"):
        Tally() + "2 1"


def test_pooling_and_rows():
    tally = read_tally("2 1 3 0 2") + read_tally("0:2 1:3")
    assert tally.hands == 10
    assert tally.frequency(0) == Fraction(3, 10)
    assert tally.event_frequency(lambda k: k >= 3) == Fraction(1, 10)
    assert tally.hits(lambda k: k == 0) == [1, 1, 1] + [0] * 7
    rows = tally.rows()
    assert [row.hands for row in rows] == list(tally.counts)
    assert all(row.low <= float(row.frequency) <= row.high for row in rows)
    assert rows[2].exact == red_cards_distribution()[2]


def test_a_simulated_class_agrees_with_the_exact_chances():
    tally = deal_red_counts(4_000, np.random.default_rng(2026))
    assert tally.hands == 4_000
    inside = sum(row.inside for row in tally.rows())
    assert inside >= 6  # 95% intervals: missing 3 of 8 would be very unusual
    p = float(red_cards_distribution().prob(lambda k: k >= 3))
    shared = float(tally.event_frequency(lambda k: k >= 3))
    assert abs(shared - p) < 4 * (p * (1 - p) / 4_000) ** 0.5
    # Seeded: the same seed deals the same class.
    assert deal_red_counts(30, np.random.default_rng(5)) == deal_red_counts(
        30, np.random.default_rng(5)
    )


def test_dealt_counts_are_those_of_dealing_the_hands_one_by_one():
    from logo_kit.logo import deal_hand
    from logo_kit.logo.cards import Color

    one_by_one = np.random.default_rng(11)
    expected = Tally.of_hands(
        sum(card.color is Color.RED for card in deal_hand(one_by_one)) for _ in range(200)
    )
    assert deal_red_counts(200, np.random.default_rng(11)) == expected


def test_dealing_more_hands_than_the_limit_is_refused_in_words():
    from logo_kit.logo.experiment import MAX_DEALT

    with pytest.raises(LogoKitError, match="hands dealt in one call"):
        deal_red_counts(MAX_DEALT + 1, np.random.default_rng(0))
