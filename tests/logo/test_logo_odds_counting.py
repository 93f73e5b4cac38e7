"""The counting engine under the LOGO calculators: generating functions over card types."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from logo_kit.logo import odds_counting
from logo_kit.logo.cards import hand_total, hand_value, parse_cards
from logo_kit.logo.cards import standard_deck as full_deck
from logo_kit.logo.odds_counting import (
    color_hand_count,
    pair_category_counts,
    total_counts,
    value_counts,
)
from logo_kit.logo.odds_pool import card_types, unseen_cards

POOL = parse_cards("R1 R2 R3 R14 B1 B4 B9 0 0 0 JUMP STOP LOGO")


def category(value, mine):
    return (value > mine) - (value < mine) + 1


def brute_pairs(pool, n):
    """Values of both hands for every ordered pair of disjoint n-card hands."""
    value_of = {
        h: hand_value([pool[i] for i in h], size=n, decks=2)
        for h in itertools.combinations(range(len(pool)), n)
    }
    return [(value_of[a], value_of[b]) for a in value_of for b in value_of if not set(a) & set(b)]


def brute_categories(pairs, mine):
    counts = [[0] * 3 for _ in range(3)]
    for v1, v2 in pairs:
        counts[category(v1, mine)][category(v2, mine)] += 1
    return counts


def test_single_hand_counts_match_brute_force():
    for n in (1, 2, 3, 4):
        hands = [[POOL[i] for i in h] for h in itertools.combinations(range(len(POOL)), n)]
        assert total_counts(card_types(POOL), n) == dict(Counter(hand_total(h) for h in hands))
        values = Counter(hand_value(h, size=n) for h in hands)
        assert value_counts(card_types(POOL), n) == dict(sorted(values.items()))


def test_color_hand_count_by_hand():
    # Full deck, 7 cards: 3·C(15,7) + C(13,7) = 3·6435 + 1716 = 21021.
    assert color_hand_count(card_types(full_deck()), 7) == 21021
    # Two LOGOs (two decks), 2 cards: LOGO+LOGO fits all four colours, counted once:
    # 3·C(30,2) + C(26,2) − 3·C(2,2) = 3·435 + 325 − 3 = 1627.
    assert color_hand_count(card_types(full_deck(2)), 2) == 1627


def test_pair_counts_match_brute_force_for_every_threshold():
    # Every "mine" from below the lowest to above the highest hand, so both ways of
    # bucketing totals (upwards, and by shortfall for high hands) are exercised.
    pairs = brute_pairs(POOL, 3)
    types = card_types(POOL)
    for mine in range(-12, 80):
        assert pair_category_counts(types, 3, mine) == brute_categories(pairs, mine), mine


def test_pair_counts_with_two_logos_and_tiny_hands():
    # Two LOGOs make all-LOGO hands possible: the inclusion–exclusion's −3 term matters.
    pool = parse_cards("LOGO LOGO R1 B2 0 JUMP G3", decks=2)
    for n in (1, 2):
        pairs = brute_pairs(pool, n)
        for mine in range(-21, 30):
            assert pair_category_counts(card_types(pool), n, mine) == brute_categories(pairs, mine)


def test_pair_counts_cover_every_deal_and_are_symmetric():
    types = card_types(unseen_cards("R5 B6 G7 R8 0 0 JUMP"))
    counts = pair_category_counts(types, 7, 41)
    # Every ordered deal once: C(48,7)·C(41,7).
    assert sum(map(sum, counts)) == math.comb(48, 7) * math.comb(41, 7)
    assert all(counts[x][y] == counts[y][x] for x in range(3) for y in range(3))


@pytest.mark.parametrize("mine", [-3, 0, 5, 30])
def test_python_integers_give_the_same_counts(monkeypatch, mine):
    # Two decks overflow 64-bit integers, so counting falls back to Python ints;
    # force that path on a small pool and compare.
    expected = pair_category_counts(card_types(POOL), 3, mine)
    monkeypatch.setattr(odds_counting, "_INT64_SAFE", 0)
    assert pair_category_counts(card_types(POOL), 3, mine) == expected
    assert value_counts(card_types(POOL), 3) == dict(
        sorted(
            Counter(
                hand_value([POOL[i] for i in h], size=3)
                for h in itertools.combinations(range(len(POOL)), 3)
            ).items()
        )
    )
