"""Exact single-hand odds: colour hands, hand totals and values, colour-hand chases.

Each calculator is checked three ways: against values worked out by hand
(derivations in the comments), against brute-force enumeration of every hand
on reduced decks, and against a seeded simulation on the full deck.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import Color, hand_total, hand_value, is_color_hand, parse_cards
from logo_kit.logo.cards import standard_deck as full_deck
from logo_kit.logo.odds import (
    MAX_DRAWS_AHEAD,
    color_hand_chance,
    color_hand_chances,
    color_hand_probability,
    expected_hand_value,
    hand_total_distribution,
    hand_value_distribution,
    read_draws_ahead,
    unseen_cards,
)
from logo_kit.logo.odds_pool import card_types, read_color

# A 20-card teaching deck: reds, blues and greens, black zeros and actions, the LOGO.
REDUCED = parse_cards("R1 R2 R3 R4 R5 B1 B2 B3 G1 G2 G3 0 0 0 JUMP JUMP STEAL STOP DESTROY LOGO")
C55_7 = 202_927_725  # C(55, 7)


# -- brute force: list every hand --------------------------------------------------


def all_hands(pool, n):
    return [[pool[i] for i in idx] for idx in itertools.combinations(range(len(pool)), n)]


def minus(pool, cards):
    left = list(pool)
    for card in cards:
        left.remove(card)
    return left


def brute_value_distribution(pool, n):
    counts = Counter(hand_value(hand, size=n) for hand in all_hands(pool, n))
    total = sum(counts.values())
    return {v: Fraction(c, total) for v, c in counts.items()}


def brute_color_hand_chance(hand, colour, draws, pool):
    """Play the chase literally for every set of drawn cards (each set equally likely)."""
    complete = 0
    draw_sets = list(itertools.combinations(range(len(pool)), draws))
    for drawn in draw_sets:
        cards = list(hand)
        for i in drawn:
            card = pool[i]
            wrong = [j for j, c in enumerate(cards) if not c.matches(colour)]
            if card.matches(colour) and wrong:
                cards[wrong[0]] = card  # keep it, discard a non-matching card
        complete += all(c.matches(colour) for c in cards)
    return Fraction(complete, len(draw_sets))


# -- colour_hand_probability ------------------------------------------------------


def test_color_hand_probability_by_hand():
    # One card: every card is "all one colour" (the LOGO is, four times over):
    # 3·C(15,1) + C(13,1) − 3·C(1,1) = 45 + 13 − 3 = 55 of 55 hands.
    assert color_hand_probability(1) == 1
    # Two cards: red or LOGO 15 cards → C(15,2) = 105 per number colour, black or
    # LOGO 13 cards → C(13,2) = 78; two LOGOs do not exist, so 3·105 + 78 = 393
    # colour hands of C(55,2) = 1485: 393/1485 = 131/495.
    assert color_hand_probability(2) == Fraction(393, 1485) == Fraction(131, 495)
    # Seven cards: 3·C(15,7) + C(13,7) = 3·6435 + 1716 = 21021 colour hands of
    # 202,927,725; 21021 = 7·3003 and 202,927,725 = 3003·67575.
    assert color_hand_probability() == Fraction(21021, C55_7) == Fraction(7, 67575)


def test_color_hand_probability_two_decks_by_hand():
    # Two decks: 28 reds + 2 LOGOs = 30 per number colour, 24 black + 2 LOGOs = 26.
    # An all-LOGO 7-card hand needs 7 LOGOs, so nothing is counted twice.
    expected = Fraction(3 * math.comb(30, 7) + math.comb(26, 7), math.comb(110, 7))
    assert color_hand_probability(7, decks=2) == expected
    # Two decks, two cards: LOGO+LOGO is a colour hand of all four colours; counted once.
    two = Fraction(3 * math.comb(30, 2) + math.comb(26, 2) - 3, math.comb(110, 2))
    assert color_hand_probability(2, decks=2) == two


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_color_hand_probability_matches_brute_force(n):
    hands = all_hands(REDUCED, n)
    colour = sum(is_color_hand(h, size=n) for h in hands)
    assert color_hand_probability(n, unseen=REDUCED) == Fraction(colour, len(hands))


# -- hand_total_distribution and hand_value_distribution ------------------------------


@pytest.mark.parametrize("n", [1, 2, 4])
def test_distributions_match_brute_force_on_reduced_deck(n):
    assert dict(hand_value_distribution(n, REDUCED)) == brute_value_distribution(REDUCED, n)
    totals = Counter(hand_total(h) for h in all_hands(REDUCED, n))
    expected = {t: Fraction(c, math.comb(20, n)) for t, c in totals.items()}
    assert dict(hand_total_distribution(n, REDUCED)) == expected


def test_value_distribution_of_tiny_pool_by_hand():
    # Pool R1 R2 B2 LOGO, two cards (6 hands): R1R2 red colour hand → 0; R1B2 = 3;
    # R2B2 = 4; R1+LOGO red, total −9 → min(−9, 0) = −9; R2+LOGO −8; B2+LOGO −8.
    dist = hand_value_distribution(2, "R1 R2 B2 LOGO")
    sixth = Fraction(1, 6)
    assert dict(dist) == {-9: sixth, -8: 2 * sixth, 0: sixth, 3: sixth, 4: sixth}


def test_full_deck_value_distribution_facts():
    dist = hand_value_distribution()
    assert sum(dist.probabilities) == 1
    # Lowest: six black 0s + LOGO, a black colour hand of total −10 (ruling L3): one hand.
    assert min(dist) == -10 and dist[-10] == Fraction(1, C55_7)
    # Highest: STOP DESTROY STEAL LOOK JUMP JUMP (25+25+20+20+15+15 = 120) + a 14:
    # 134, three hands (R14, B14 or G14), none of them a colour hand.
    assert max(dist) == 134 and dist[134] == Fraction(3, C55_7)
    # Value 0: all 21021 colour hands but the −10 one (no colour hand totals exactly 0:
    # number colour hands total ≥ 1+…+6 − 10 = 11, black ones are −10 or ≥ 15 − 10),
    # plus the plain hands that total 0 (such as LOGO, five 0s and R10).
    assert dist[0] == Fraction(21020, C55_7) + hand_total_distribution()[0]


def test_full_deck_means_by_hand():
    # Card values: 3·(1+…+14) = 315, zeros 0, actions 2·15+2·20+2·25 = 120, LOGO −10:
    # 425 in all, 85/11 per card. By linearity a 7-card hand totals 7·85/11 = 595/11.
    assert hand_total_distribution().mean() == Fraction(595, 11)
    # The value is lower by Σ over colour hands of (total − min(total, 0)) / C(55,7).
    # Red colour hands: the 7-subsets of R1…R14 + LOGO; each card lies in C(14,6) = 3003
    # of them, so their totals add up to 3003·(105 − 10) = 285,285, all positive
    # (the lowest is LOGO+R1…R6 = 11). Three number colours: 855,855.
    # Black: 7-subsets of six 0s, 15 15 20 20 25 25 and LOGO; each card in C(12,6) = 924,
    # totals add to 924·110 = 101,640. The only total ≤ 0 is 0×6 + LOGO = −10 (worth
    # −10 anyway), so the black excess is 101,640 + 10 = 101,650.
    excess = Fraction(855_855 + 101_650, C55_7)
    assert expected_hand_value() == Fraction(595, 11) - excess
    assert hand_value_distribution().mean() == expected_hand_value()


def test_value_distribution_agrees_with_seeded_simulation():
    rng = np.random.default_rng(20240611)
    deck = full_deck()
    samples = 6000
    values = np.array(
        [
            hand_value([deck[i] for i in rng.choice(55, size=7, replace=False)])
            for _ in range(samples)
        ]
    )
    dist = hand_value_distribution()
    exact_mean = float(dist.mean())
    assert abs(values.mean() - exact_mean) < 4 * values.std(ddof=1) / math.sqrt(samples)
    exact_low = float(dist.prob(lambda v: v <= 35))
    observed_low = (values <= 35).mean()
    assert abs(observed_low - exact_low) < 4 * math.sqrt(exact_low * (1 - exact_low) / samples)


pools = st.lists(st.sampled_from(range(55)), min_size=3, max_size=11, unique=True)


@settings(max_examples=40, deadline=None)
@given(pool_indices=pools, n=st.integers(1, 4))
def test_value_distribution_on_random_pools(pool_indices, n):
    deck = full_deck()
    pool = [deck[i] for i in pool_indices]
    n = min(n, len(pool))
    dist = hand_value_distribution(n, pool)
    assert sum(dist.probabilities) == 1
    assert dict(dist) == brute_value_distribution(pool, n)
    colour = sum(is_color_hand(h, size=n) for h in all_hands(pool, n))
    assert color_hand_probability(n, unseen=pool) == Fraction(colour, math.comb(len(pool), n))


def test_distributions_never_list_hands():
    # The counting works over card types: 47 of them for the full deck.
    assert len(card_types(full_deck())) == 47
    assert len(card_types(full_deck(2))) == 47
    assert sum(hand_value_distribution(7, decks=2).probabilities) == 1


# -- color_hand_chance --------------------------------------------------------------


def test_color_hand_chance_by_hand():
    hand = "R1 R2 R3 R4 R5 R6 G7"
    # Unseen: 48 cards; red or LOGO among them: R7…R14 and LOGO = 9.
    # One draw: it must be one of the 9 → 9/48 = 3/16.
    assert color_hand_chance(hand, "red", 1) == Fraction(9, 48) == Fraction(3, 16)
    # Three draws: at least one of 9 among 3 → 1 − C(39,3)/C(48,3) = 1 − 9139/17296.
    assert color_hand_chance(hand, Color.RED, 3) == 1 - Fraction(9139, 17296)
    # Black: keep 0 0 0 JUMP STOP, replace R1 and B1: unseen black 12 − 5 = 7, plus
    # LOGO = 8 of 48; both of two draws must be among them → C(8,2)/C(48,2) = 28/1128.
    assert color_hand_chance("0 0 0 JUMP STOP R1 B1", "K", 2) == Fraction(28, 1128)
    # Already a colour hand: complete with no draw at all.
    assert color_hand_chance("G1 G2 G3 G4 G5 G6 LOGO", "green", 0) == 1
    # Five cards missing, four draws: impossible.
    assert color_hand_chance("B1 B2 R3 R4 R5 R6 R7", "blue", 4) == 0


def test_color_hand_chance_respects_known_cards():
    hand = "R1 R2 R3 R4 R5 R6 G7"
    # If R7…R14 are known to be in the discard pile, only the LOGO is left: 1/40.
    unseen = unseen_cards(hand, seen="R7 R8 R9 R10 R11 R12 R13 R14")
    assert color_hand_chance(hand, "R", 1, unseen) == Fraction(1, 40)


@pytest.mark.parametrize("colour", ["R", "B", "G", "K"])
@pytest.mark.parametrize("draws", [0, 1, 2, 3, 5])
def test_color_hand_chance_matches_literal_play(colour, draws):
    hand = parse_cards("R1 B2 G3 0")
    pool = minus(REDUCED, hand)  # 16 cards, two zeros among them
    expected = brute_color_hand_chance(hand, read_color(colour), draws, pool)
    assert color_hand_chance(hand, colour, draws, pool, hand_size=4) == expected


def test_color_hand_chance_agrees_with_seeded_simulation():
    hand = parse_cards("R1 R2 R3 R4 B5 G6 JUMP")
    unseen = unseen_cards(hand)
    exact = color_hand_chance(hand, "red", 8)
    rng = np.random.default_rng(7)
    samples = 4000
    hits = [
        brute_color_hand_chance(hand, Color.RED, 8, [unseen[i] for i in rng.permutation(48)[:8]])
        for _ in range(samples)
    ]
    p = float(exact)
    assert abs(float(np.mean(hits)) - p) < 4 * math.sqrt(p * (1 - p) / samples)


def test_color_hand_chances_table():
    chances = color_hand_chances("R1 R2 R3 R4 R5 R6 G7", 3)
    assert set(chances) == {Color.RED, Color.BLUE, Color.GREEN, Color.BLACK}
    assert chances[Color.RED] == color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "red", 3)
    assert chances[Color.BLACK] == 0  # seven cards to replace in three draws


@pytest.mark.parametrize("word", ["R", "r", "red", "RED", Color.RED])
def test_colour_words(word):
    assert read_color(word) is Color.RED
    assert read_color("black") is read_color("K") is Color.BLACK


# -- validation ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: color_hand_chance("R1 R2 R3", "red", 1), "the hand has 3 cards"),
        (lambda: color_hand_chance("R1 R2 R3 R4 R5 R6 R15", "red", 1), "numbered cards run"),
        (lambda: color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "purple", 1), "is not a colour"),
        (lambda: color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "red", -1), "draws must be"),
        (lambda: color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "red", 49), "only 48 unseen"),
        (lambda: color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "red", 1.5), "draws must be"),
        (
            lambda: color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "red", 1, "R1 R8 R9"),
            "R1 appears 2 times in the hand and the unseen cards",
        ),
        (lambda: color_hand_chance("R1 R1 R3 R4 R5 R6 G7", "red", 1), "R1 appears 2 times"),
        (lambda: color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "red", 1, [1, 2]), "is not a card"),
        (lambda: hand_value_distribution(0), "hand_size must be a whole number ≥ 1"),
        (lambda: hand_value_distribution(8, "R1 R2 R3"), "only 3 unseen cards"),
        (lambda: hand_value_distribution(2, "LOGO LOGO"), "pass decks=2"),
        (lambda: hand_value_distribution(7, decks=3), "decks must be 1"),
        (lambda: color_hand_probability(56), "only 55 unseen cards"),
        (lambda: unseen_cards("R1 R2", seen="R2"), "R2 appears 2 times"),
    ],
)
def test_bad_input_raises_clear_errors(call, message):
    with pytest.raises(LogoKitError, match=message):
        call()


def test_unseen_cards():
    hand = "R1 R2 R3 R4 R5 R6 LOGO"
    unseen = unseen_cards(hand)
    assert len(unseen) == 48 and not set(parse_cards(hand)) & set(unseen)
    assert len(unseen_cards(hand, decks=2)) == 103
    assert Counter(map(str, unseen_cards("0 0", seen="0")))["0"] == 3


def test_every_calculator_reads_a_hand_the_one_way():
    from logo_kit.logo.odds_declare import declare_advice
    from logo_kit.logo.odds_pool import read_hand
    from logo_kit.logo.odds_wait import next_turn_values

    assert [str(c) for c in read_hand("R1 B2 0", hand_size=3)] == ["R1", "B2", "0"]
    assert len(read_hand("R1 R2 R3 R4 R5 R6 LOGO")) == 7  # the real game's 7 cards by default
    said = []
    for read in (
        read_hand,
        lambda hand: color_hand_chance(hand, "red", 1),
        lambda hand: declare_advice(hand, 1),
        next_turn_values,
    ):
        with pytest.raises(LogoKitError) as raised:
            read("R1 R2 R3")
        said.append(str(raised.value))
    assert len(set(said)) == 1 and "the hand has 3 cards, but hand_size is 7" in said[0]
    for size in (0, 8, "7"):
        with pytest.raises(LogoKitError, match="hand_size must be a whole number"):
            read_hand("R1", hand_size=size)


def test_draws_ahead_are_a_whole_number_up_to_ten_capped_at_the_unseen_cards():
    assert [read_draws_ahead(k) for k in range(MAX_DRAWS_AHEAD + 1)] == list(range(11))
    assert read_draws_ahead(8, unseen=3) == 3 and read_draws_ahead(2, unseen=3) == 2
    assert read_draws_ahead(4, unseen=0) == 0  # nothing left unseen: nothing to draw
    for bad in (-1, 11, 2.5, "3", None):
        with pytest.raises(LogoKitError, match="from 0 to 10"):
            read_draws_ahead(bad)
    # the capped k is one color_hand_chance accepts for that pool
    hand = "R1 R2 R3 R4 R5 R6 G7"
    pool = parse_cards("R7 R8 B1")
    k = read_draws_ahead(10, unseen=len(pool))
    assert color_hand_chance(hand, "red", k, pool) == 1  # two reds among the three: R7 drawn
