"""Declare advice (ruling L10): exact for 1–2 opponents, simulated with intervals for more."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import hand_value, parse_cards
from logo_kit.logo.cards import standard_deck as full_deck
from logo_kit.logo.odds_declare import DeclareAdvice, declare_advice
from logo_kit.logo.scoring import score_round

pytestmark = pytest.mark.spread  # independent, heavy tests: any xdist worker (conftest.py)

# -- brute force: every deal of the opponents' hands ---------------------------------


def brute_advice(hand, pool, opponents, wins_ties=False):
    """Deal every ordered tuple of disjoint opponent hands; score each with score_round."""
    n = len(hand)
    mine = hand_value(hand, size=n)
    value_of = {
        h: hand_value([pool[i] for i in h], size=n)
        for h in itertools.combinations(range(len(pool)), n)
    }
    deals = lowest = tied = points = 0

    def deal(left, values):
        nonlocal deals, lowest, tied, points
        if len(values) == opponents:
            deals += 1
            low = min(values)
            lowest += low > mine
            tied += low == mine
            points += score_round([mine, *values], declarer=0, declarer_wins_ties=wins_ties)[0]
            return
        for h in itertools.combinations(left, n):
            deal(tuple(i for i in left if i not in h), [*values, value_of[h]])

    deal(tuple(range(len(pool))), [])
    return Fraction(lowest, deals), Fraction(tied, deals), Fraction(points, deals)


def minus(pool, cards):
    left = list(pool)
    for card in cards:
        left.remove(card)
    return left


# -- hand-computed ----------------------------------------------------------------------


def test_one_opponent_by_hand():
    # Hand R1 B1 (value 2, not a colour hand); the opponent gets 2 of R2 B2 G1 0 LOGO.
    # The 10 hands: R2B2 4 · R2G1 3 · B2G1 3 · R2 0 2 · B2 0 2 · G1 0 1 ·
    # R2+LOGO −8 (red colour hand) · B2+LOGO −8 · G1+LOGO −9 · 0+LOGO −10.
    # Higher than 2: 3 hands; equal: 2; lower: 5.
    advice = declare_advice("R1 B1", 1, "R2 B2 G1 0 LOGO", hand_size=2)
    assert advice.exact and advice.hand_value == 2
    assert advice.p_lowest == Fraction(3, 10) and advice.p_tie == Fraction(1, 5)
    assert advice.p_beaten == Fraction(1, 2)
    # Declaring: 0 points with chance 3/10, else 2·2 = 4 → 7/10·4 = 14/5 > 2: wait.
    assert advice.expected_if_declare == Fraction(14, 5) and advice.expected_if_not == 2
    assert advice.recommend == "wait" and advice.gain == Fraction(-4, 5)
    # House rule: a tie wins too → 5/10·4 = 2, no better than 2: still wait.
    ties = declare_advice("R1 B1", 1, "R2 B2 G1 0 LOGO", declarer_wins_ties=True, hand_size=2)
    assert ties.expected_if_declare == 2 and ties.p_declare_wins == Fraction(1, 2)
    assert ties.recommend == "wait"


def test_two_opponents_by_hand():
    # Same hand and pool, two opponents: 10·C(3,2) = 30 ordered deals.
    # Both higher than 2 needs two disjoint hands out of R2B2, R2G1, B2G1 — they all
    # overlap (three cards), so never. A tie for lowest needs both ≥ 2 and one = 2:
    # R2G1 with B2 0, or B2G1 with R2 0 (R2 0 and B2 0 share the only 0): 2 deals,
    # 4 ordered. So p_lowest = 0, p_tie = 4/30 = 2/15; declaring always scores 2·2 = 4.
    advice = declare_advice("R1 B1", 2, "R2 B2 G1 0 LOGO", hand_size=2)
    assert advice.p_lowest == 0 and advice.p_tie == Fraction(2, 15)
    assert advice.expected_if_declare == 4
    ties = declare_advice("R1 B1", 2, "R2 B2 G1 0 LOGO", declarer_wins_ties=True, hand_size=2)
    assert ties.expected_if_declare == Fraction(13, 15) * 4 == Fraction(52, 15)


def test_colour_hand_and_negative_hands():
    # A red colour hand is worth 0 (ruling L2): declaring or not, 0 points.
    red = declare_advice("R8 R9 R10 R11 R12 R13 R14", 1)
    assert red.hand_value == 0 and red.expected_if_declare == 0 == red.expected_if_not
    assert red.recommend == "wait"
    # LOGO + five 0s + R1 = −9. With one deck the only LOGO is ours, so every opponent
    # hand is ≥ 0 and we are surely lowest: declaring scores min(−9, 0) = −9 as well.
    low = declare_advice("LOGO 0 0 0 0 0 R1", 2)
    assert low.p_lowest == 1 and low.expected_if_declare == -9
    # The lowest hand of all: nobody can match it.
    assert declare_advice("LOGO 0 0 0 0 0 0", 1).p_lowest == 1


# -- brute force on reduced decks ------------------------------------------------------

REDUCED = parse_cards("R1 R2 R3 R4 R5 B1 B2 B3 G1 G2 G3 0 0 0 JUMP JUMP STEAL STOP DESTROY LOGO")


@pytest.mark.parametrize(
    "hand", ["R1 B1 G1", "R4 R5 0", "JUMP STOP 0", "R1 R2 R3", "B2 G2 LOGO", "0 0 0"]
)
@pytest.mark.parametrize("opponents", [1, 2])
def test_matches_brute_force_on_reduced_deck(hand, opponents):
    hand_cards = parse_cards(hand)
    pool = minus(REDUCED, hand_cards)[:13]  # 13 unseen cards, 3-card hands
    for wins_ties in (False, True):
        advice = declare_advice(
            hand_cards, opponents, pool, hand_size=3, declarer_wins_ties=wins_ties
        )
        p_lowest, p_tie, points = brute_advice(hand_cards, pool, opponents, wins_ties)
        assert (advice.p_lowest, advice.p_tie, advice.expected_if_declare) == (
            p_lowest,
            p_tie,
            points,
        )
        assert advice.expected_if_not == hand_value(hand_cards, size=3)


@settings(max_examples=30, deadline=None)
@given(
    indices=st.lists(st.sampled_from(range(55)), min_size=6, max_size=10, unique=True),
    n=st.integers(1, 3),
    opponents=st.integers(1, 2),
)
def test_matches_brute_force_on_random_pools(indices, n, opponents):
    deck = full_deck()
    cards = [deck[i] for i in indices]
    hand, pool = cards[:n], cards[n:]
    if opponents * n > len(pool):
        opponents = 1
    advice = declare_advice(hand, opponents, pool, hand_size=n)
    p_lowest, p_tie, points = brute_advice(hand, pool, opponents)
    assert (advice.p_lowest, advice.p_tie, advice.expected_if_declare) == (p_lowest, p_tie, points)


def test_simulation_with_three_opponents_matches_brute_force():
    # Three opponents, 2-card hands from 9 unseen cards: 36·21·10 = 7560 deals.
    hand = parse_cards("R2 B3")
    pool = parse_cards("R1 R4 B1 G2 G5 0 JUMP STOP LOGO")
    p_lowest, p_tie, points = brute_advice(hand, pool, 3)
    advice = declare_advice(hand, 3, pool, hand_size=2, rng=np.random.default_rng(3))
    assert not advice.exact and advice.estimates.samples == 20_000
    for exact, estimate in (
        (p_lowest, advice.estimates.p_lowest),
        (p_tie, advice.estimates.p_tie),
        (points, advice.estimates.expected_if_declare),
    ):
        assert abs(estimate.mean - float(exact)) < 4 * estimate.standard_error


# -- seeded simulation on the full deck -------------------------------------------------


@pytest.mark.parametrize("opponents", [1, 2])
def test_exact_agrees_with_seeded_simulation_on_full_deck(opponents):
    hand = "R5 B6 G7 R8 0 0 JUMP"  # value 41
    exact = declare_advice(hand, opponents)
    simulated = declare_advice(hand, opponents, rng=2024, method="simulate", samples=8000)
    assert exact.exact and not simulated.exact
    for value, estimate in (
        (exact.p_lowest, simulated.estimates.p_lowest),
        (exact.p_tie, simulated.estimates.p_tie),
        (exact.expected_if_declare, simulated.estimates.expected_if_declare),
    ):
        assert abs(estimate.mean - float(value)) < 4 * estimate.standard_error


def test_two_opponents_are_dealt_without_replacement():
    # Independent opponents would give P(both higher) = P(one higher)²; sharing the pool
    # changes it, and the exact two-opponent answer must not equal the square.
    one = declare_advice("R5 B6 G7 R8 0 0 JUMP", 1)
    two = declare_advice("R5 B6 G7 R8 0 0 JUMP", 2)
    assert two.p_lowest != one.p_lowest**2
    assert 0 < two.p_lowest < one.p_lowest < 1


def test_simulation_is_seeded_and_reports_an_estimate():
    hand = "R5 B6 G7 R8 0 0 JUMP"
    first = declare_advice(hand, 3, rng=11, samples=2000)
    again = declare_advice(hand, 3, rng=np.random.default_rng(11), samples=2000)
    assert first == again and not first.exact
    low, high = first.estimates.p_lowest.interval
    assert low <= first.p_lowest <= high
    assert "estimate from 2,000 deals" in str(first)
    assert "exact" in str(declare_advice(hand, 1))
    # Five players use two decks (ruling L1): 110 − 7 = 103 unseen cards.
    assert declare_advice(hand, 4, rng=1, samples=200).opponents == 4


# -- the advice object -------------------------------------------------------------------


def test_advice_is_consistent():
    advice = declare_advice("R5 B6 G7 R8 0 0 JUMP", 2)
    assert isinstance(advice, DeclareAdvice)
    with pytest.raises(AttributeError):
        advice.p_lowest = Fraction(1)  # frozen
    v = advice.hand_value
    expected = advice.p_lowest * min(v, 0) + (1 - advice.p_lowest) * 2 * v
    assert advice.expected_if_declare == expected
    assert advice.should_declare == (advice.gain > 0)
    assert advice.recommend == ("declare" if advice.gain > 0 else "wait")
    assert advice.p_lowest + advice.p_tie + advice.p_beaten == 1


# -- validation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 0), "opponents must be"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 8), "opponents must be"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", True), "opponents must be"),
        (lambda: declare_advice("R1 R2 R3", 1), "the hand has 3 cards"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 X7", 1), "is not a LOGO card"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 3), "pass rng="),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 3, method="exact"), "1 or 2 opponents"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 1, method="guess"), "method must be"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 3, rng=1, samples=1), "samples must"),
        (
            lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 1, "R7 R8 R9 R10 R11 R12 R13"),
            "R7 appears 2 times in the hand and the unseen cards",
        ),
        (
            lambda: declare_advice("R1 R2", 3, "B1 B2 B3 B4 B5", hand_size=2, rng=1),
            "3 opponents need 6 unseen cards, but only 5",
        ),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 1, decks=3), "decks must be 1"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 1.0), "opponents must be a whole"),
        (
            lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 3, rng=1, samples=10**9),
            "samples must be a whole number from 2 to 500000",
        ),
        (
            lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 1, declarer_wins_ties="no"),
            "declarer_wins_ties must be True or False, got 'no'",
        ),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 3, rng=-1), "rng \\(a seed\\) must be"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 3, rng="x"), "rng \\(a seed\\) must be"),
        (lambda: declare_advice(None, 1), "must be text"),
        (lambda: declare_advice("R1 R2 R3 R4 R5 R6 R7", 1, hand_size=8), "hand_size"),
        (
            lambda: declare_advice("R1 R2 R3 R4 R5 R6 B7", 2, decks=2),
            "3 players play with 1 deck \\(ruling L1.*got decks=2",
        ),
        (
            lambda: declare_advice("R1 R2 R3 R4 R5 R6 B7", 4, rng=1, decks=1),
            "5 players play with 2 decks \\(ruling L1.*got decks=1",
        ),
    ],
)
def test_bad_input_raises_clear_errors(call, message):
    with pytest.raises(LogoKitError, match=message):
        call()
