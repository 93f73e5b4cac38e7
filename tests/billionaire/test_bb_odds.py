"""Exact bust odds and launch value distributions: hand values, brute force, simulation."""

from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from bb_brute import SMALL, brute_bust_probability, brute_distribution, small_decks
from hypothesis import given, settings

from logo_kit.billionaire import (
    RiskyBusinessDeck,
    StopAfter,
    StopAtSum,
    expected_sum_by_draws,
    launch_value_distribution,
    next_bust_chance,
    survival_curve,
)
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.odds import bust_probability
from logo_kit.errors import LogoKitError

BULL = RiskyBusinessDeck.bull()
BEAR = RiskyBusinessDeck.bear()


# -- hand-computed values ------------------------------------------------------------------


def test_bust_chances_by_hand():
    # 1 card from the bull deck: 3 BUSTs among 30 cards -> 3/30 = 1/10.
    assert bust_probability(BULL, 1) == Fraction(1, 10)
    # 2 cards: no BUST means both from the 27 value cards, in order 27/30 · 26/29;
    # 1 − 702/870 = 168/870 = 28/145.
    assert bust_probability(BULL, 2) == 1 - Fraction(27 * 26, 30 * 29) == Fraction(28, 145)
    # 3 cards: 1 − (27·26·25)/(30·29·28) = 1 − 17550/24360 = 6810/24360 = 227/812.
    assert bust_probability(BULL, 3) == Fraction(227, 812)
    # Bear deck, 27 cards with 3 BUSTs: 1 card 3/27 = 1/9; 2 cards 1 − (24·23)/(27·26)
    # = 1 − 552/702 = 150/702 = 25/117.
    assert bust_probability(BEAR, 1) == Fraction(1, 9)
    assert bust_probability(BEAR, 2) == Fraction(25, 117)


def test_a_bust_is_certain_once_draws_exceed_the_value_cards():
    assert bust_probability(BULL, 27) < 1  # all 27 value cards first: 1 ordering class in C(30,27)
    # 27 value cards first: C(27,27)/C(30,27) = 1/4060
    assert bust_probability(BULL, 27) == 1 - Fraction(1, 4060)
    assert bust_probability(BULL, 28) == 1 == bust_probability(BULL, 30)
    assert bust_probability(RiskyBusinessDeck({10: 3}, busts=0), 3) == 0


def test_bear_busts_sooner_than_bull_for_every_count():
    for k in range(1, 28):
        assert bust_probability(BEAR, k) > bust_probability(BULL, k)


@pytest.mark.parametrize("draws", [0, -1, 31, 1.0, True, "2", None])
def test_draws_must_be_between_one_and_the_deck_size(draws):
    with pytest.raises(LogoKitError) as info:
        bust_probability(BULL, draws)
    assert "whole number" in str(info.value) or "at least 1 card" in str(info.value)


def test_calculators_want_a_deck():
    with pytest.raises(LogoKitError, match="RiskyBusinessDeck"):
        bust_probability({10: 9}, 1)


def test_small_deck_distributions_by_hand():
    # SMALL: 2 BUST, 10, 10, 20, 50 (6 cards).
    # One card: BUST 2/6, 10 2/6, 20 1/6, 50 1/6.
    one = launch_value_distribution(SMALL, 1)
    assert dict(one) == {
        0: Fraction(1, 3),
        10: Fraction(1, 3),
        20: Fraction(1, 6),
        50: Fraction(1, 6),
    }
    # Two cards: C(6,2) = 15 equally likely pairs; pairs of value cards: {10,10} once
    # (20), {10,20} twice (30), {10,50} twice (60), {20,50} once (70); the other 9 hold a
    # BUST.
    two = launch_value_distribution(SMALL, 2)
    assert dict(two) == {
        0: Fraction(9, 15),
        20: Fraction(1, 15),
        30: Fraction(2, 15),
        60: Fraction(2, 15),
        70: Fraction(1, 15),
    }


def test_rule_distribution_by_hand():
    # "draw while the sum is below 20" on SMALL: BUST first 2/6; a 10 first (2/6) asks
    # for another card from {10, 20, 50, B, B}: BUST 2/5. So P(0) = 1/3 + 1/3 · 2/5 = 7/15.
    dist = launch_value_distribution(SMALL, StopAtSum(20))
    assert dist[0] == Fraction(7, 15)
    # 20 first (1/6) stops at 20; 10 then 10 (2/6 · 1/5) also gives 20: 1/6 + 1/15 = 7/30.
    assert dist[20] == Fraction(7, 30)


def test_expected_sum_by_draws_by_hand():
    ev = expected_sum_by_draws(BULL)
    # One card: mean value card 780/27, survives 9/10: 780/27 · 9/10 = 26.
    assert ev[1] == 26
    # Two cards: 2 · 780/27 · (27·26)/(30·29) = 2 · 780 · 26 / 870 = 40560/870 = 1352/29.
    assert ev[2] == Fraction(1352, 29)
    for k, value in ev.items():
        assert launch_value_distribution(BULL, k).mean() == value


def test_survival_curve_and_next_bust_chance():
    curve = survival_curve(BULL)
    assert list(curve) == list(range(1, 31))
    assert curve[1] == Fraction(9, 10)
    assert all(curve[k] > curve[k + 1] for k in range(1, 28))
    assert curve[28] == curve[30] == 0
    # After drawing 10 and 20, 28 cards are left and all 3 BUSTs are among them.
    assert next_bust_chance(BULL, [10, 20]) == Fraction(3, 28)
    assert next_bust_chance(BULL) == Fraction(1, 10)
    with pytest.raises(LogoKitError, match="no next card"):
        next_bust_chance(RiskyBusinessDeck({10: 1}, busts=0), [10])


# -- brute force over every ordering ------------------------------------------------------


def test_small_deck_against_every_ordering():
    for k in range(1, SMALL.size + 1):
        assert bust_probability(SMALL, k) == brute_bust_probability(SMALL, k)
        assert dict(launch_value_distribution(SMALL, k)) == brute_distribution(SMALL, StopAfter(k))
    rules = [
        StopAtSum(30),
        StopAtSum(60),
        StopAfter(3),
        lambda cards: cards.count(10) < 2 and sum(cards) < 60,  # a rule that looks at the cards
        lambda cards: True,  # draw to the end: a BUST is certain with 2 in the deck
    ]
    for rule in rules:
        assert dict(launch_value_distribution(SMALL, rule)) == brute_distribution(SMALL, rule)


@settings(max_examples=40, deadline=None)
@given(small_decks())
def test_random_small_decks_against_every_ordering(deck):
    for k in range(1, deck.size + 1):
        assert bust_probability(deck, k) == brute_bust_probability(deck, k)
        assert dict(launch_value_distribution(deck, k)) == brute_distribution(deck, StopAfter(k))
    for rule in (StopAtSum(40), StopAtSum(100), lambda cards: len(set(cards)) == len(cards)):
        assert dict(launch_value_distribution(deck, rule)) == brute_distribution(deck, rule)


def test_a_rule_that_always_draws_takes_the_whole_deck_without_busts():
    deck = RiskyBusinessDeck({10: 2, 30: 1}, busts=0)
    assert launch_value_distribution(deck, lambda cards: True) == {50: 1}


def test_fixed_count_equals_the_same_rule():
    for k in (1, 2, 5, 9):
        assert launch_value_distribution(BULL, k) == launch_value_distribution(BULL, StopAfter(k))


def test_rules_are_called_with_sorted_tuples_and_must_answer_yes_or_no():
    seen = []

    def rule(cards):
        seen.append(cards)
        return False

    launch_value_distribution(SMALL, rule)
    assert seen and all(isinstance(c, tuple) and list(c) == sorted(c) and c for c in seen)
    with pytest.raises(LogoKitError, match=r"True .* or False"):
        launch_value_distribution(SMALL, lambda cards: None)
    with pytest.raises(LogoKitError, match="stopping rule"):
        launch_value_distribution(SMALL, "stop at 50")


# -- seeded simulation on the default decks -----------------------------------------------


def _shuffled_decks(deck, games, seed):
    """Rows of shuffled decks: card values, with BUST as −1."""
    cards = np.array([-1 if c == BUST else c for c in deck.cards()])
    rng = np.random.default_rng(seed)
    return rng.permuted(np.tile(cards, (games, 1)), axis=1)


@pytest.mark.parametrize(("deck", "seed"), [(BULL, 11), (BEAR, 12)])
def test_fixed_counts_agree_with_simulation(deck, seed):
    games = 40_000
    rows = _shuffled_decks(deck, games, seed)
    for k in (1, 3, 7):
        first = rows[:, :k]
        bust = (first == -1).any(axis=1)
        sums = np.where(bust, 0, first.sum(axis=1))
        exact = launch_value_distribution(deck, k)
        p = float(bust_probability(deck, k))
        assert abs(bust.mean() - p) <= 4 * np.sqrt(p * (1 - p) / games)
        mean, sd = float(exact.mean()), float(exact.variance()) ** 0.5
        assert abs(sums.mean() - mean) <= 4 * sd / np.sqrt(games)


def test_a_rule_agrees_with_simulation():
    games = 20_000
    rows = _shuffled_decks(BULL, games, 13)
    rule = StopAtSum(120)
    outcomes = Counter()
    for row in rows.tolist():
        outcomes[_play_row(row, rule)] += 1
    exact = launch_value_distribution(BULL, rule)
    for total in (0, 120, 150):
        p = float(exact[total])
        assert abs(outcomes[total] / games - p) <= 4 * np.sqrt(p * (1 - p) / games)


def _play_row(row, rule):
    drawn = []
    for card in row:
        if card == -1:
            return 0
        drawn.append(card)
        if not rule(tuple(sorted(drawn))):
            return sum(drawn)
    return sum(drawn)
