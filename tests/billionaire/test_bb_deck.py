"""Risky Business deck compositions (ruling B1) and their validation."""

from collections import Counter

import numpy as np
import pytest

from logo_kit.billionaire import RiskyBusinessDeck
from logo_kit.billionaire.deck import BUST
from logo_kit.errors import LogoKitError


def test_bull_deck_is_the_b1_classroom_default():
    deck = RiskyBusinessDeck.bull()
    assert deck == RiskyBusinessDeck()  # the defaults are the bull deck
    assert deck.counts == {10: 9, 20: 7, 30: 5, 50: 4, 100: 2}
    assert deck.busts == 3
    # 9 + 7 + 5 + 4 + 2 = 27 value cards, + 3 BUST = 30; ratio 3 : 27 = 1 : 9 as on the sheet
    assert (deck.value_cards, deck.size) == (27, 30)
    assert deck.value_cards == 9 * deck.busts
    # 9·10 + 7·20 + 5·30 + 4·50 + 2·100 = 90 + 140 + 150 + 200 + 200 = 780
    assert deck.total_value == 780


def test_bear_deck_removes_three_tens():
    bear = RiskyBusinessDeck.bear()
    assert bear.counts == {10: 6, 20: 7, 30: 5, 50: 4, 100: 2}
    # 24 value cards : 3 BUST = 8 : 1, as the sheet says for a bear market
    assert bear.value_cards == 8 * bear.busts
    assert bear == RiskyBusinessDeck.bull().remove([10, 10, 10])


def test_a_board_names_a_deck_of_b1_or_types_its_own():
    from logo_kit.billionaire.deck import choose_deck

    assert RiskyBusinessDeck.named("bull") == RiskyBusinessDeck.bull()
    assert choose_deck("bear") == RiskyBusinessDeck.bear()
    # "my own deck": 2 × 10M, 1 × 50M and 1 BUST, typed as a student would
    own = choose_deck("custom", "10:2 50:1", busts=1)
    assert own.counts == {10: 2, 50: 1} and own.busts == 1 and own.size == 4
    # the typed deck is read only when it is the one chosen
    assert choose_deck("bull", "not a deck", busts=99) == RiskyBusinessDeck.bull()
    with pytest.raises(LogoKitError, match=r"deck must be one of 'bull', 'bear', 'custom'"):
        choose_deck("bullish")
    with pytest.raises(LogoKitError, match=r"deck must be one of 'bull', 'bear', got 'custom'"):
        RiskyBusinessDeck.named("custom")
    with pytest.raises(LogoKitError, match="cannot read 'ten:2' as value:count"):
        choose_deck("custom", "10:3 ten:2", busts=1)


def test_decks_are_hashable_values():
    a = RiskyBusinessDeck({20: 1, 10: 2}, busts=1)
    b = RiskyBusinessDeck([(10, 2), (20, 1), (50, 0)], 1)
    assert a == b and hash(a) == hash(b)
    assert len({a, b, RiskyBusinessDeck.bull()}) == 2
    with pytest.raises(AttributeError):
        a.busts = 4  # frozen


def test_numpy_counts_are_accepted():
    deck = RiskyBusinessDeck({np.int64(10): np.int64(3)}, busts=np.int64(1))
    assert deck.counts == {10: 3} and type(deck.busts) is int


def test_cards_lists_every_physical_card():
    deck = RiskyBusinessDeck.bull()
    cards = deck.cards()
    assert len(cards) == 30
    assert Counter(cards) == Counter({10: 9, 20: 7, 30: 5, 50: 4, 100: 2, BUST: 3})


def test_str_reads_aloud():
    assert str(RiskyBusinessDeck({10: 2, 50: 1}, 2)) == "5 cards: 2 BUST, 2×10M, 1×50M"


@pytest.mark.parametrize(
    ("values", "busts", "words"),
    [
        ({}, 3, "at least one value card"),
        ({10: 0}, 0, "at least one value card"),
        ({10: -1}, 3, "cannot be negative"),
        ({10: 2}, -1, "busts cannot be negative"),
        ({10.5: 2}, 3, "whole number"),
        ({"10": 2}, 3, "whole number"),
        ({10: 2.0}, 3, "whole number"),
        ({0: 2}, 3, "at least 1M"),
        ({-10: 2}, 3, "at least 1M"),
        ({True: 2}, 3, "whole number"),
        ({10: 2}, 1.5, "whole number"),
        ("10s", 3, "mapping"),
        ([(10, 2, 3)], 3, "(value, count)"),
    ],
)
def test_bad_decks_are_refused_with_a_message(values, busts, words):
    with pytest.raises(LogoKitError, match=None) as info:
        RiskyBusinessDeck(values, busts)
    assert words in str(info.value)
    assert isinstance(info.value, ValueError)


def test_remove_gives_the_smaller_deck():
    deck = RiskyBusinessDeck.bull().remove([100, 10, BUST])
    assert deck.counts == {10: 8, 20: 7, 30: 5, 50: 4, 100: 1}
    assert deck.busts == 2 and deck.size == 27


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ([100, 100, 100], "only 2"),
        ([40], "no 40 card"),
        ([BUST] * 4, "only 3"),
        ("10", "list or tuple"),
    ],
)
def test_remove_refuses_cards_that_are_not_there(cards, words):
    with pytest.raises(LogoKitError) as info:
        RiskyBusinessDeck.bull().remove(cards)
    assert words in str(info.value)


def test_remove_refuses_to_leave_no_value_card():
    with pytest.raises(LogoKitError, match="at least one value card"):
        RiskyBusinessDeck({10: 1}, busts=1).remove([10])


def test_drawn_counts_accepts_lists_and_counters():
    deck = RiskyBusinessDeck.bull()
    assert deck.drawn_counts([50, 10, 10]) == (2, 0, 0, 1, 0)
    assert deck.drawn_counts(Counter({10: 2, 50: 1})) == (2, 0, 0, 1, 0)
    assert deck.drawn_counts(()) == (0, 0, 0, 0, 0)
    for bad, words in [([BUST], "BUST ends"), ([[10]], "no [10] card"), (5, "list of values")]:
        with pytest.raises(LogoKitError) as info:
            deck.drawn_counts(bad)
        assert words in str(info.value)
