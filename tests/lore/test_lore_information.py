"""Surprise, the yes/no entropy curve and answer splits: hand-worked values and brute force.

The brute force asks every permutation the questions with the plain-Python
oracle of ``tests/oracles/lore.py`` (written from the rule book, not from the
library's tables), and groups the permutations by their answer.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import pytest
import sympy as sp

from logo_kit.errors import LogoKitError
from logo_kit.lore import Belief, Outcome, Question, gain_table
from logo_kit.lore.gain import information_gain
from logo_kit.lore.information import (
    MAX_LISTED,
    AnswerSplit,
    answer_split,
    binary_entropy,
    surprise,
)
from tests.oracles.lore import oracle

Q = Question
LIGHT = ["Alignment", "Neighbours", "Symmetry", "Greatness"]
BRIGHT = [q.title for q in Question]


# -- surprise and H(p) -------------------------------------------------------------------
def test_surprise_hand_values():
    assert surprise(1) == 0.0
    assert surprise(Fraction(1, 2)) == 1.0
    assert surprise(Fraction(1, 8)) == 3.0
    assert surprise(Fraction(1, 362880)) == pytest.approx(math.log2(362880))
    # 7/72: an Alignment yes for one card of a fresh pair
    assert surprise(Fraction(7, 72)) == pytest.approx(float(sp.log(sp.Rational(72, 7), 2)))
    assert surprise(0.25) == 2.0


BAD_CHANCES = [0, Fraction(-1, 2), Fraction(3, 2), 1.5, float("nan"), "1/2", None]


@pytest.mark.parametrize("bad", BAD_CHANCES)
def test_surprise_refuses_what_is_not_a_possible_chance(bad):
    with pytest.raises(LogoKitError):
        surprise(bad)


def test_binary_entropy_hand_values_and_shape():
    assert binary_entropy(0) == binary_entropy(1) == 0.0
    assert binary_entropy(Fraction(1, 2)) == 1.0
    # Oddity on a fresh pair: yes 5/9 (lesson 21), H = 0.991076 bits
    p = sp.Rational(5, 9)
    by_hand = -(p * sp.log(p, 2) + (1 - p) * sp.log(1 - p, 2))
    assert binary_entropy(Fraction(5, 9)) == pytest.approx(float(by_hand), abs=1e-12)
    grid = [Fraction(k, 100) for k in range(101)]
    values = [binary_entropy(p) for p in grid]
    assert max(values) == values[50] == 1.0  # the maximum is at 1/2, exactly 1 bit
    assert all(values[k] == pytest.approx(values[100 - k]) for k in range(101))  # symmetric
    assert all(0 <= v <= 1 for v in values)
    assert binary_entropy(0.3) == pytest.approx(binary_entropy(Fraction(3, 10)))


def test_binary_entropy_is_the_weighted_surprise():
    p = Fraction(2, 9)
    assert binary_entropy(p) == pytest.approx(p * surprise(p) + (1 - p) * surprise(1 - p))


# -- answer splits: hand-worked ---------------------------------------------------------------
def test_four_card_split_worked_by_hand():
    # Star Light, cards 1 and 2 of a 4-card line (card c in lane c), 12 value pairs × 2 orders:
    # (1,3) (1,4) → card 1 aligned; (3,2) (4,2) → card 2; (1,2) → both;
    # (2,1) (2,3) (3,4) (4,3) → neighbours; (4,1) → symmetric (sum 5); (3,1) (2,4) → greatness
    split = answer_split(Belief(stars=4), (1, 2), mode="light", list_orders=True)
    assert dict(split.counts) == {
        Outcome(Q.ALIGNMENT, (1,)): 4,
        Outcome(Q.ALIGNMENT, (2,)): 4,
        Outcome(Q.ALIGNMENT, (1, 2)): 2,
        Outcome(Q.NEIGHBOURS): 8,
        Outcome(Q.SYMMETRY): 2,
        Outcome(Q.GREATNESS, (1,)): 2,
        Outcome(Q.GREATNESS, (2,)): 2,
    }
    assert split.total == 24 and split.largest == 8
    assert split.expected_remaining == Fraction(16 + 16 + 4 + 64 + 4 + 4 + 4, 24)
    assert split.chance(Outcome(Q.NEIGHBOURS)) == Fraction(1, 3)
    assert split.surprise(Outcome(Q.SYMMETRY)) == pytest.approx(math.log2(12))
    assert split.listed(Outcome(Q.SYMMETRY)) == ((4, 1, 2, 3), (4, 1, 3, 2))
    assert split.listed(Outcome(Q.ALIGNMENT, (1, 2))) == ((1, 2, 3, 4), (1, 2, 4, 3))
    assert sorted(o for _, group in split.orders for o in group) == sorted(
        itertools.permutations(range(1, 5))
    )
    assert split.by_size()[0] == (Outcome(Q.NEIGHBOURS), 8)
    assert split.count(Outcome(Q.FOCUS, (1,))) == 0


def test_nine_card_split_matches_lesson_20():
    # cards 4 and 5 of a fresh line, Star Light: 7, 7, 1, 13, 7, 19, 18 of the 72 value pairs
    split = answer_split(Belief(), (4, 5), mode="light")
    per_pair = {o: Fraction(n, 7 * 6 * 5 * 4 * 3 * 2) for o, n in split.counts}
    assert per_pair[Outcome(Q.NEIGHBOURS)] == 13
    assert per_pair[Outcome(Q.GREATNESS, (4,))] == 19
    assert sum(per_pair.values()) == 72
    assert split.bits == pytest.approx(information_gain(Belief(), (4, 5), mode="light"))


def test_generic_names_let_two_pairs_be_compared():
    good = answer_split(Belief(), (4, 5), mode="light").generic()
    bad = answer_split(Belief(), (1, 9), mode="light").generic()
    assert (
        list(good)
        == list(bad)
        == [
            "Alignment: first card",
            "Alignment: second card",
            "Alignment: both cards",
            "Neighbours: yes",
            "Symmetry: yes",
            "Greatness: first card",
            "Greatness: second card",
        ]
    )
    assert sum(good.values()) == sum(bad.values()) == 362880
    skipped = answer_split(Belief(stars=4), (1, 2), mode="bright", questions={2}).generic()
    assert list(skipped) == ["Symmetry: yes", "no to every question"]


def test_split_agrees_with_the_gain_table():
    belief = Belief().record((4, 5), Outcome(Q.ALIGNMENT, (5,)), mode="light")
    for row in gain_table(belief, mode="bright", questions=(1, 3, 7, 9))[:6]:
        split = answer_split(
            belief, row.cards, mode="bright", questions=(1, 3, 7, 9), focus=row.focus
        )
        assert split.expected_remaining == row.expected_remaining
        assert split.bits == pytest.approx(row.bits)
        assert split.distribution == row.distribution


# -- answer splits: brute force ------------------------------------------------------------
def _brute(stars, blackholes, names, cards, focus, arrangement):
    lanes = list(range(0 if blackholes == 2 else 1, stars + 1 + (blackholes > 0)))
    values = list(range(1, stars + 1)) + {0: [], 1: [stars + 1], 2: [0, stars + 1]}[blackholes]
    lane_of = dict(zip(arrangement, lanes, strict=True))
    tally = Counter()
    for perm in itertools.permutations(values):
        value_of = dict(zip(lanes, perm, strict=True))  # card c was dealt into lane c
        tally[
            oracle(
                names,
                cards,
                (value_of[cards[0]], value_of[cards[1]]),
                (lane_of[cards[0]], lane_of[cards[1]]),
                focus,
                stars,
            )
        ] += 1
    return tally


def _as_tuple(outcome):
    if outcome.question is None:
        return (None, ())
    return (outcome.question.title, outcome.cards)


@pytest.mark.parametrize(
    ("stars", "blackholes", "mode", "asked"),
    [
        (4, 0, "light", None),
        (5, 0, "bright", None),
        (5, 0, "bright", (2, 6, 7)),
        (4, 1, "bright", (1, 5, 8, 9)),
        (3, 2, "light", ("neighbours", "greatest")),
    ],
)
def test_split_equals_brute_force_for_every_pair(stars, blackholes, mode, asked):
    belief = Belief(stars=stars, blackholes=blackholes)
    arrangement = belief.cards[1:] + belief.cards[:1]  # not as dealt: lanes matter
    belief = belief.rearrange(arrangement)
    for cards in itertools.combinations(belief.cards, 2):
        split = answer_split(
            belief, cards, mode=mode, questions=asked, focus=cards[1], list_orders=True
        )
        names = [q.title for q in split.query.questions]
        brute = _brute(stars, blackholes, names, cards, split.query.focus, arrangement)
        assert {_as_tuple(o): n for o, n in split.counts} == dict(brute)
        # the listed orders give the same counts, and every order is listed once
        assert {o: len(group) for o, group in split.orders} == dict(split.counts)
        assert sum(len(g) for _, g in split.orders) == math.factorial(len(belief.cards))


def test_split_after_evidence_equals_brute_force():
    belief = Belief(stars=5).record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light")
    split = answer_split(belief, (3, 4), mode="light", list_orders=True)
    survivors = [
        p
        for p in itertools.permutations(range(1, 6))
        if oracle(LIGHT, (1, 2), p[:2], (1, 2), None, 5) == ("Greatness", (2,))
    ]
    assert split.total == len(survivors) == belief.count
    tally = Counter(oracle(LIGHT, (3, 4), p[2:4], (3, 4), None, 5) for p in survivors)
    assert {_as_tuple(o): n for o, n in split.counts} == dict(tally)


def test_split_limits_and_bad_input():
    with pytest.raises(LogoKitError, match="at most 5,040"):
        answer_split(Belief(), (1, 2), list_orders=True)
    assert math.factorial(7) == MAX_LISTED
    with pytest.raises(LogoKitError, match="Belief"):
        answer_split("fresh", (1, 2))
    with pytest.raises(LogoKitError, match="two different cards"):
        answer_split(Belief(stars=4), (1, 1))
    with pytest.raises(LogoKitError, match="list_orders"):
        answer_split(Belief(stars=4), (1, 2), list_orders="yes")
    split = answer_split(Belief(stars=4), (1, 2))
    assert isinstance(split, AnswerSplit) and split.orders is None
    with pytest.raises(LogoKitError, match="not listed"):
        split.listed(Outcome(Q.NEIGHBOURS))
    assert "expected information" in str(split)
