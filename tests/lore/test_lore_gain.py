"""Exact answer distributions, information gain and gain tables (S4, S8), by hand."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore import Belief, Outcome, Question, gain_table, outcome_distribution
from logo_kit.lore.gain import information_gain, outcome_counts
from logo_kit.lore.questions import NO_ANSWER, Query

Q = Question

# 4 stars, cards 1, 2 in lanes 1, 2, Star Light. Of the 12 ordered value pairs (a, b):
#   aligned: a = 1 and/or b = 2 → card 1 only (1,3) (1,4); card 2 only (3,2) (4,2); both (1,2)
#   then neighbours among the 7 left: (2,1) (2,3) (3,4) (4,3)
#   then symmetric (sum 5): (4,1); then greater: (3,1) → card 1, (2,4) → card 2.
HAND_LIGHT_4 = {
    Outcome(Q.ALIGNMENT, (1,)): Fraction(2, 12),
    Outcome(Q.ALIGNMENT, (2,)): Fraction(2, 12),
    Outcome(Q.ALIGNMENT, (1, 2)): Fraction(1, 12),
    Outcome(Q.NEIGHBOURS): Fraction(4, 12),
    Outcome(Q.SYMMETRY): Fraction(1, 12),
    Outcome(Q.GREATNESS, (1,)): Fraction(1, 12),
    Outcome(Q.GREATNESS, (2,)): Fraction(1, 12),
}


def test_light_distribution_by_hand():
    dist = outcome_distribution(Belief(stars=4), (1, 2), mode="light")
    assert dict(dist) == HAND_LIGHT_4
    assert sum(dist.values()) == 1
    # H = 2·(1/6)·log2 6 + (1/3)·log2 3 + 4·(1/12)·log2 12 = (1/3)·log2(6·3·12) = log2 6
    assert information_gain(Belief(stars=4), (1, 2), mode="light") == pytest.approx(math.log2(6))


def test_outcome_counts_are_integers():
    counts = outcome_counts(Belief(stars=4), Query.build((1, 2), mode="light"))
    assert counts[Outcome(Q.NEIGHBOURS)] == 8  # 4 value pairs × 2 orders of cards 3, 4
    assert sum(counts.values()) == 24


def test_alignment_only_on_nine_cards():
    # 72 ordered value pairs for cards 1, 2: a = 1 with b ≠ 2: 7; b = 2 with a ≠ 1: 7;
    # both: 1; neither: 72 − 15 = 57
    dist = outcome_distribution(Belief(), (1, 2), mode="bright", questions={1})
    assert dict(dist) == {
        Outcome(Q.ALIGNMENT, (1,)): Fraction(7, 72),
        Outcome(Q.ALIGNMENT, (2,)): Fraction(7, 72),
        Outcome(Q.ALIGNMENT, (1, 2)): Fraction(1, 72),
        NO_ANSWER: Fraction(57, 72),
    }


@pytest.mark.parametrize(("blackholes", "cards"), [(0, (3, 7)), (2, (0, 10)), (1, (5, 10))])
def test_greatness_alone_is_one_bit(blackholes, cards):
    # by symmetry each card is the greater one half of the time (S7 for blackholes)
    belief = Belief(blackholes=blackholes)
    dist = outcome_distribution(belief, cards, mode="bright", questions={9})
    assert list(dist.values()) == [Fraction(1, 2), Fraction(1, 2)]
    assert information_gain(belief, cards, mode="bright", questions={9}) == pytest.approx(1)


def test_s8_pointed_cards_carry_information():
    # merging "card 1 aligned" with "card 2 aligned" would lose information
    dist = outcome_distribution(Belief(), (1, 2), mode="light")
    merged = dist.map(lambda o: o.question)
    assert information_gain(Belief(), (1, 2), mode="light") > merged.entropy() + 0.1


def test_arrangement_argument_asks_what_if():
    # card 1 = 2, card 2 = 4 are known (see HAND_LIGHT_4: only (2, 4) gives "card 2 greater")
    belief = Belief(stars=4).record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light")
    now = outcome_distribution(belief, (1, 2), mode="bright", questions={1})
    assert dict(now) == {NO_ANSWER: 1}
    moved = outcome_distribution(
        belief, (1, 2), mode="bright", questions={1}, arrangement=(2, 1, 3, 4)
    )
    assert dict(moved) == {Outcome(Q.ALIGNMENT, (1,)): 1}  # card 1 in lane 2 holds 2
    # card 4 (holding 1 or 3) moved into lane 1 and shown aligned there: it is locked
    revealed = belief.swap(1, 4).reveal(4)
    with pytest.raises(IllegalMoveError):
        outcome_distribution(revealed, (1, 2), arrangement=(1, 2, 3, 4))


def test_focus_default_and_choice():
    belief = Belief(stars=4)
    first = outcome_distribution(belief, (1, 3), mode="bright", questions={7})
    named = outcome_distribution(belief, (1, 3), mode="bright", questions={7}, focus=1)
    other = outcome_distribution(belief, (1, 3), mode="bright", questions={7}, focus=3)
    assert first == named
    # card 1 in lane 1 is in the correct half when it holds 1 or 2: 1/2
    assert named[Outcome(Q.FOCUS, (1,))] == Fraction(1, 2)
    assert other[Outcome(Q.FOCUS, (3,))] == Fraction(1, 2)


def test_gain_table_shape_and_order():
    belief = Belief(stars=5)
    light = gain_table(belief, mode="light")
    assert len(light) == 10 and all(r.focus is None for r in light)
    bright = gain_table(belief, mode="bright")
    assert len(bright) == 20  # 10 pairs × which card Focus names
    assert {(r.cards, r.focus) for r in bright} == {
        (p, f) for p in {r.cards for r in light} for f in p
    }
    assert [r.bits for r in bright] == sorted((r.bits for r in bright), reverse=True)
    no_focus = gain_table(belief, mode="bright", questions={1, 2, 9})
    assert len(no_focus) == 10


def test_gain_row_details():
    (row,) = gain_table(Belief(stars=4), mode="light", pairs=[(1, 2)])
    assert dict(row.distribution) == HAND_LIGHT_4
    assert row.total == 24 and row.bits == pytest.approx(math.log2(6))
    # counts (×2 orders of cards 3, 4): 4, 4, 2, 8, 2, 2, 2 → Σc² = 112, /24 = 14/3
    assert row.expected_remaining == Fraction(14, 3)
    assert "cards (1, 2)" in str(row) and "Neighbours: yes: 1/3" in str(row)


def test_gain_table_skips_revealed_cards_and_checks_pairs():
    belief = Belief(stars=5).reveal(3)
    rows = gain_table(belief, mode="light")
    assert len(rows) == 6 and all(3 not in r.cards for r in rows)
    assert gain_table(Belief(stars=2).reveal(1, 2), mode="light") == []
    with pytest.raises(LogoKitError, match="two different cards"):
        gain_table(belief, mode="light", pairs=[(1, 1)])
    with pytest.raises(LogoKitError, match="no card 9"):
        gain_table(belief, mode="light", pairs=[(1, 9)])


def test_distribution_refuses_bad_input():
    with pytest.raises(LogoKitError, match="no card 12"):
        outcome_distribution(Belief(), (1, 12))
    with pytest.raises(LogoKitError, match="every card once"):
        outcome_distribution(Belief(), (1, 2), arrangement=(1, 2, 3))
