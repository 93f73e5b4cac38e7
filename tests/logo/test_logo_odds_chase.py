"""The colour chase capped by the draw pile: draws per player, and the capped chance."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.logo import (
    color_hand_chance,
    color_hand_chance_in_round,
    fresh_draw_pile,
    round_draws,
    unseen_cards,
)
from logo_kit.logo.cards import Color

HAND = "R3 R8 R12 LOGO B6 G2 JUMP"


def test_draw_pile_by_hand():
    # One deck: 55 − 7·players − 1; two decks from 5 players (ruling L1).
    assert [fresh_draw_pile(p) for p in range(2, 9)] == [40, 33, 26, 74, 67, 60, 53]


@pytest.mark.parametrize("players", range(2, 9))
def test_round_draws_by_dealing_out_the_pile(players):
    pile = fresh_draw_pile(players)
    for turn in range(1, players + 1):
        # Hand the pile out one card per turn in seat order and count yours.
        yours = sum(1 for k in range(1, pile + 1) if (k - turn) % players == 0 and k >= turn)
        assert round_draws(players, turn=turn) == yours
    assert round_draws(players, 0) == 0
    assert round_draws(players, 1, turn=min(2, players)) == 0


def test_four_players_cap_the_red_chase():
    # At k = 10 the unbounded chance is about 41%, but with 4 players the
    # pile gives 6 or 7 draws: red ≈ 12% (last to draw) or ≈ 19% (first).
    assert round(float(color_hand_chance(HAND, "red", 10)), 3) == 0.413
    last = color_hand_chance_in_round(HAND, "red", 10, players=4, turn=4)
    first = color_hand_chance_in_round(HAND, "red", 10, players=4, turn=1)
    assert last == color_hand_chance(HAND, "red", 6) and round(float(last), 3) == 0.124
    assert first == color_hand_chance(HAND, "red", 7)
    # With 2 players the pile gives 20 draws: no cap below that.
    assert color_hand_chance_in_round(HAND, "red", 10, players=2) == color_hand_chance(
        HAND, "red", 10
    )


def test_capped_chance_matches_simulation():
    # Deal literally: the 48 unseen cards in a random order are the other three hands
    # (21 cards), the card turned up, then the 26-card draw pile. You play 4th, so you
    # draw pile cards 4, 8, …, 24; red needs 3 more red cards (the LOGO is in hand).
    unseen = unseen_cards(HAND)
    rng = np.random.default_rng(11)
    reds = np.array([card.matches(Color.RED) for card in unseen])
    hits = []
    for _ in range(20_000):
        pile = rng.permutation(len(unseen))[22:]
        mine = pile[3::4][:10]
        hits.append(reds[mine].sum() >= 3)
    estimate = float(np.mean(hits))
    exact = float(color_hand_chance_in_round(HAND, "red", 10, players=4, turn=4))
    assert abs(estimate - exact) < 4 * (exact * (1 - exact) / 20_000) ** 0.5


def test_bad_input():
    with pytest.raises(LogoKitError, match="players"):
        round_draws(9)
    with pytest.raises(LogoKitError, match="turn"):
        round_draws(4, turn=5)
    with pytest.raises(LogoKitError, match="draw_pile"):
        round_draws(4, -1)
    with pytest.raises(LogoKitError, match="draws"):
        color_hand_chance_in_round(HAND, "red", -1, players=4)


def test_every_cap_is_a_plain_chance():
    for players, turn, k in itertools.product((2, 3, 4), (1, 2), (0, 5, 12, 30)):
        capped = color_hand_chance_in_round(HAND, "blue", k, players, turn=turn)
        assert capped == color_hand_chance(HAND, "blue", min(k, round_draws(players, turn=turn)))
        assert isinstance(capped, Fraction)


def test_five_players_chase_with_the_two_decks_their_pile_is_made_of():
    # 5 players use two decks (ruling L1), so the draw pile holds 110 − 35 − 1 = 74
    # cards and you draw 15 of them; the unseen cards are 103, of which 23 red and the two
    # LOGO cards match red. Two more are needed (B3 and B9 go): by hand, the hypergeometric
    # chance of at least 2 matching cards in 15 draws.
    hand = "R1 R2 R3 R4 R5 B3 B9"
    assert round_draws(5) == 15
    by_hand = 1 - sum(
        Fraction(math.comb(25, i) * math.comb(78, 15 - i), math.comb(103, 15)) for i in range(2)
    )
    assert color_hand_chance_in_round(hand, "red", 30, 5) == by_hand
    assert color_hand_chance_in_round(hand, "red", 30, 5, decks=2) == by_hand
    # the one-deck answer of the old default is not what the table plays
    assert by_hand != color_hand_chance(hand, "red", 15)


@pytest.mark.parametrize(("players", "decks"), [(5, 1), (8, 1), (4, 2), (2, 2)])
def test_a_deck_count_the_table_does_not_use_is_refused(players, decks):
    with pytest.raises(LogoKitError, match=f"{players} players play with .*got decks={decks}"):
        color_hand_chance_in_round(HAND, "red", 10, players, decks=decks)
