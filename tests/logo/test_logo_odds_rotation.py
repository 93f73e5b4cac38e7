"""One more turn for each opponent (ruling L9): counted exactly, checked by listing.

The brute force here plays the stated policy literally — deal each opponent's
hand, draw the card, keep the best cards — so it also checks the argument that
only the *set* of cards an opponent ends up holding matters.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

import logo_kit.logo.odds_rotation_colors as colors_module
from logo_kit.errors import LogoKitError
from logo_kit.exact import comb
from logo_kit.logo import declare_advice, keep_best
from logo_kit.logo.cards import hand_value, parse_cards, standard_deck
from logo_kit.logo.odds_rotation import pair_rotation_counts, rotation_value_counts
from logo_kit.logo.scoring import score_round

pytestmark = pytest.mark.spread  # independent, heavy tests: any xdist worker (conftest.py)


def best(cards, n):
    """The best n of the cards, by trying every choice."""
    return min(hand_value(list(kept), size=n, decks=2) for kept in itertools.combinations(cards, n))


def category(value, mine):
    return (value > mine) - (value < mine) + 1


def listed_single(pool, n, r):
    return dict(sorted(Counter(best(s, n) for s in itertools.combinations(pool, n + r)).items()))


def listed_pairs(pool, n, r, mine):
    m = n + r
    value = {s: best([pool[i] for i in s], n) for s in itertools.combinations(range(len(pool)), m)}
    counts = [[0] * 3 for _ in range(3)]
    for first, v1 in value.items():
        for second, v2 in value.items():
            if set(first).isdisjoint(second):
                counts[category(v1, mine)][category(v2, mine)] += 1
    return counts


# -- the policy ---------------------------------------------------------------------------


def test_keep_best_by_hand():
    kept, value = keep_best("R1 R2 R3 R4 R5 R6 R7 JUMP")
    assert value == 0 and "JUMP" not in [str(c) for c in kept]  # a red colour hand
    assert keep_best("R1 B2 G3 0 0 STOP LOGO G9")[1] == 5  # shed the Stop: 1+2+3+9−10
    assert keep_best("R3 R8 B2 G5 0 0 JUMP R14")[1] == 32  # shed the Jump
    # Ties: R1 R2 B3 with keep=2 — dropping B3 leaves a red colour hand worth 0.
    assert keep_best("R1 R2 B3", keep=2)[1] == 0
    with pytest.raises(LogoKitError, match="7 to 12 cards"):
        keep_best("R1 R2")


# -- one opponent --------------------------------------------------------------------------


def test_one_opponent_by_hand():
    # Pool R1 R5 B2 JUMP, 2-card hands plus one draw: the four 3-card sets are
    # R1 R5 B2 → keep R1 R5 (red colour hand) = 0; R1 R5 JUMP → 0 likewise;
    # R1 B2 JUMP → R1 B2 = 3 (no two of one colour); R5 B2 JUMP → 7.
    assert rotation_value_counts(parse_cards("R1 R5 B2 JUMP"), 2, 1) == {0: 2, 3: 1, 7: 1}


SMALL_POOLS = [
    "R1 R2 B1 B5 G4 0",
    "R1 R2 R3 R4 R9 B2 JUMP STOP 0",
    "R1 R2 R3 R4 R5 R6 B1 0 0 LOGO",
    "0 0 0 JUMP JUMP STEAL LOOK R2 G3 B14",
    "R7 R8 R9 R10 G1 G2 G3 B4 LOGO DESTROY",
]


@pytest.mark.parametrize("text", SMALL_POOLS)
@pytest.mark.parametrize(("n", "r"), [(3, 1), (4, 1), (4, 2)])
def test_one_opponent_matches_listing(text, n, r):
    pool = parse_cards(text)
    if sum(card.is_wild for card in pool) >= n - r or n + r > len(pool):
        pytest.skip("not a countable case")
    counts = rotation_value_counts(pool, n, r)
    assert counts == listed_single(pool, n, r)
    assert sum(counts.values()) == comb(len(pool), n + r)


def test_one_opponent_full_deck_sums_and_improves():
    pool = standard_deck()[:-1]  # every card but the LOGO
    counts = rotation_value_counts(pool, 7, 1)
    assert sum(counts.values()) == comb(54, 8)
    # Keeping the best 7 of 8 lowers the mean below that of 7 random cards.
    mean_after = Fraction(sum(v * c for v, c in counts.items()), comb(54, 8))
    assert mean_after < Fraction(7 * sum(c.value for c in pool), 54)


# -- two opponents -------------------------------------------------------------------------


@pytest.mark.parametrize("text", SMALL_POOLS[1:])
@pytest.mark.parametrize("mine", [-3, 0, 4, 9, 30])
def test_two_opponents_match_listing(text, mine):
    pool = parse_cards(text)
    assert pair_rotation_counts(pool, 3, 1, mine) == listed_pairs(pool, 3, 1, mine)


def test_two_opponents_two_extra_draws():
    pool = parse_cards("R1 R2 R3 R4 B1 B2 0 0 JUMP STOP G9")
    for mine in (0, 8):
        assert pair_rotation_counts(pool, 3, 2, mine) == listed_pairs(pool, 3, 2, mine)


def test_color_heavy_pools_both_ways(monkeypatch):
    """Pools where both opponents can keep colour hands (of one colour or two): the
    listed correction and the table-only way agree with each other and with listing."""
    rnd = random.Random(11)
    deck = standard_deck()
    reds = [c for c in deck if str(c).startswith("R")]
    blues = [c for c in deck if str(c).startswith("B")]
    logo = [c for c in deck if c.is_wild]
    for _ in range(6):
        pool = rnd.sample(reds, 5) + rnd.sample(blues, 4) + logo + [parse_cards("0")[0]]
        mine = rnd.choice([0, 3, 8])
        expected = listed_pairs(pool, 3, 1, mine)
        assert pair_rotation_counts(pool, 3, 1, mine) == expected
        monkeypatch.setattr(colors_module, "MAX_FITTING", 0)  # force the tables
        assert pair_rotation_counts(pool, 3, 1, mine) == expected
        monkeypatch.undo()


def test_random_pools_match_listing():
    rnd = random.Random(5)
    deck = standard_deck()
    checked = 0
    while checked < 12:
        pool = rnd.sample(deck, rnd.randint(8, 11))
        if sum(card.is_wild for card in pool) >= 2:
            continue
        mine = rnd.choice([-5, 0, 2, 7, 15, 40])
        assert pair_rotation_counts(pool, 3, 1, mine) == listed_pairs(pool, 3, 1, mine)
        checked += 1


def test_counting_limits():
    with pytest.raises(LogoKitError, match="fit two colours"):
        rotation_value_counts(parse_cards("R1 R2 R3 B1 LOGO 0"), 2, 1)
    with pytest.raises(LogoKitError, match="need 8 unseen cards"):
        pair_rotation_counts(parse_cards("R1 R2 R3 B1 B2 0 0"), 3, 1, 5)
    with pytest.raises(LogoKitError, match="extra draws"):
        rotation_value_counts(parse_cards("R1 R2 R3 B1 B2 0 0"), 3, 3)
    with pytest.raises(LogoKitError, match="simulate instead"):
        pair_rotation_counts(standard_deck(2)[:100], 7, 1, 30)


# -- declare advice with the final rotation -----------------------------------------------


def played_advice(hand, pool, opponents, wins_ties=False):
    """Play the policy literally: deal hands, then each opponent in turn draws the top
    card of the rest and keeps the best cards; score the declaration (ruling L10)."""
    n = len(hand)
    mine = hand_value(hand, size=n)
    deals = lowest = tied = points = 0
    sets = itertools.combinations(range(len(pool)), n + 1)
    kept = {s: best([pool[i] for i in s], n) for s in sets}

    def finish(left, held):
        nonlocal deals, lowest, tied, points
        for draws in itertools.permutations(left, opponents):
            values = [kept[tuple(sorted((*h, c)))] for h, c in zip(held, draws, strict=True)]
            deals += 1
            lowest += min(values) > mine
            tied += min(values) == mine
            points += score_round([mine, *values], declarer=0, declarer_wins_ties=wins_ties)[0]

    def deal(left, held):
        if len(held) == opponents:
            finish(left, held)
            return
        for h in itertools.combinations(left, n):
            deal([i for i in left if i not in h], [*held, h])

    deal(list(range(len(pool))), [])  # card positions: the pool may hold equal cards
    return Fraction(lowest, deals), Fraction(tied, deals), Fraction(points, deals)


@pytest.mark.parametrize(
    ("hand", "pool"),
    [
        ("R4 B4 0", "R1 R2 R3 R5 B1 B2 G1 G9 JUMP"),
        ("R1 B1 G2", "R2 R3 R4 B2 B3 0 0 JUMP STOP"),
        ("0 0 B2", "R1 R2 R3 R4 R5 B1 G1 LOOK JUMP"),
    ],
)
@pytest.mark.parametrize("opponents", [1, 2])
def test_final_rotation_advice_matches_playing_it_out(hand, pool, opponents):
    hand_cards, pool_cards = parse_cards(hand), parse_cards(pool)
    for wins_ties in (False, True):
        advice = declare_advice(
            hand_cards,
            opponents,
            pool_cards,
            hand_size=3,
            final_rotation=True,
            declarer_wins_ties=wins_ties,
        )
        assert advice.exact and advice.final_rotation
        played = played_advice(hand_cards, pool_cards, opponents, wins_ties)
        assert (advice.p_lowest, advice.p_tie, advice.expected_if_declare) == played


def test_final_rotation_full_deck_agrees_with_simulation():
    hand = "R3 R4 R5 B6 B7 G8 G9"
    for opponents in (1, 2):
        exact = declare_advice(hand, opponents, final_rotation=True)
        simulated = declare_advice(
            hand, opponents, final_rotation=True, method="simulate", rng=2026, samples=60_000
        )
        assert simulated.final_rotation and not simulated.exact
        for value, estimate in (
            (exact.p_lowest, simulated.estimates.p_lowest),
            (exact.expected_if_declare, simulated.estimates.expected_if_declare),
        ):
            assert abs(float(value) - estimate.mean) < 4 * estimate.standard_error + 1e-9
        # One more turn each makes the opponents better: the chance to be lowest falls.
        assert exact.p_lowest < declare_advice(hand, opponents).p_lowest


def test_final_rotation_three_opponents_is_simulated():
    advice = declare_advice("R1 R2 B1 B2 G1 0 0", 3, final_rotation=True, rng=np.int64(4))
    assert not advice.exact and advice.final_rotation and "one more turn" in str(advice)
    with pytest.raises(LogoKitError, match="final_rotation"):
        declare_advice("R1 R2 B1 B2 G1 0 0", 1, final_rotation="yes")
