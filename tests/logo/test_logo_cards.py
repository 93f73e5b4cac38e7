"""LOGO cards, decks, hand values and colour hands (rulings L1–L3)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from logo_kit.errors import LogoKitError
from logo_kit.logo import Card, hand_total, hand_value, is_color_hand, parse_cards, standard_deck
from logo_kit.logo.cards import (
    CardError,
    Color,
    Kind,
    color_hand_colors,
    decks_for_players,
    kept_hand,
    parse_card,
)


def test_deck_composition_ruling_l1():
    deck = standard_deck()
    assert len(deck) == 55
    colours = Counter(card.color for card in deck)
    assert colours[Color.RED] == colours[Color.BLUE] == colours[Color.GREEN] == 14
    assert colours[Color.BLACK] == 12  # six 0s + six actions
    kinds = Counter(card.kind for card in deck)
    assert kinds[Kind.ZERO] == 6 and kinds[Kind.JUMP] == 2 and kinds[Kind.LOGO] == 1
    assert kinds[Kind.STEAL] == kinds[Kind.LOOK] == kinds[Kind.STOP] == kinds[Kind.DESTROY] == 1
    # Face values: 3 × (1+…+14) = 315; actions 2×15 + 20 + 20 + 25 + 25 = 120; LOGO −10.
    assert sum(card.value for card in deck) == 315 + 120 - 10
    assert len(standard_deck(2)) == 110
    assert decks_for_players(4) == 1 and decks_for_players(5) == 2


def test_notation_round_trips():
    text = "R7 B3 G12 0 JUMP STEAL LOOK STOP DESTROY LOGO"
    cards = parse_cards(text)
    assert " ".join(str(c) for c in cards) == text
    assert parse_cards("r7, b3") == parse_cards("R7 B3")
    assert parse_card("logo").is_wild and parse_card("STOP").is_action
    assert [c.value for c in parse_cards("R14 0 JUMP STEAL LOOK STOP DESTROY LOGO")] == [
        14,
        0,
        15,
        20,
        20,
        25,
        25,
        -10,
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("R15", "numbered cards run from 1 to 14"),
        ("R0", "numbered cards run from 1 to 14"),
        ("Y3", "is not a LOGO card"),
        ("JOKER", "is not a LOGO card"),
        ("LOGO LOGO", "one deck holds only 1"),
        ("R3 R3", "one deck holds only 1"),
        ("0 0 0 0 0 0 0", "one deck holds only 6"),
        ("STOP STOP", "one deck holds only 1"),
    ],
)
def test_impossible_cards_are_refused(text, message):
    with pytest.raises(CardError, match=message):
        parse_cards(text)
    assert issubclass(CardError, ValueError)


def test_two_decks_allow_doubles():
    assert len(parse_cards("LOGO LOGO", decks=2)) == 2
    with pytest.raises(CardError, match="2 decks hold only 2"):
        parse_cards("LOGO LOGO LOGO", decks=2)
    with pytest.raises(CardError, match="decks must be 1"):
        standard_deck(0)


def test_one_rule_for_decks_one_deck_unless_told():
    # The same hand is refused by hand_value and by the calculators alike, naming decks=2.
    from logo_kit.logo import declare_advice, unseen_cards

    doubled = "R1 R1 R2 R3 R4 R5 B6"
    for call in (
        lambda: hand_value(doubled),
        lambda: hand_total(doubled),
        lambda: is_color_hand(doubled),
        lambda: parse_cards(doubled),
        lambda: unseen_cards(doubled),
        lambda: declare_advice(doubled, 1),
    ):
        with pytest.raises(CardError, match=r"R1 appears 2 times.*pass decks=2"):
            call()
    assert hand_value(doubled, decks=2) == 22 == hand_total(doubled, decks=2)
    assert hand_total(parse_cards(doubled, decks=2), decks=2) == 22


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: parse_cards(None), "must be text such as 'R7 B3 0 LOGO' or a list of cards"),
        (lambda: parse_cards(7), "must be text"),
        (lambda: parse_cards({"R1": 1}), "must be a list or tuple"),
        (lambda: parse_cards([1, 2]), "1 in cards is not a card"),
        (lambda: parse_card(None), "a card is written as text"),
        (lambda: hand_value(7), "must be text"),
        (lambda: hand_value("R1 R2 R3 R4 R5 R6 R7", size=7.0), "size must be a whole number"),
        (lambda: hand_value("R1 R2 R3 R4 R5 R6 R7", decks=True), "decks must be 1"),
        (lambda: Card(Kind.NUMBER, Color.RED, 5.5), "must be a whole number, got 5.5"),
        (lambda: Card(Kind.NUMBER, Color.RED, True), "must be a whole number, got True"),
        (lambda: Card("NUMBER", Color.RED, 5), "kind must be a Kind"),
        (lambda: Card(Kind.NUMBER, "R", 5), "color must be a Color"),
        (lambda: standard_deck(10**8), "decks must be 1 .* or 2"),
        (lambda: decks_for_players(True), "players must be a whole number from 2 to 8"),
        (lambda: decks_for_players(9), "players must be a whole number from 2 to 8"),
        (lambda: parse_card("R" + "9" * 5000), r"number is too long \(5000 digits\)"),
        (lambda: parse_card("R٣"), "'٣' is not one of the digits 0–9"),
        (lambda: parse_card("B１２"), "is not one of the digits 0–9"),
        (lambda: parse_cards("R1 " * 200), "lists 200 cards; at most 110"),
        (lambda: parse_cards(["R1"] * 111), "more than 110 items"),
        (lambda: parse_cards("x" * 5000), "too long"),
    ],
)
def test_bad_input_gives_a_clear_error_at_once(call, message):
    with pytest.raises(LogoKitError, match=message):
        call()


def test_numpy_numbers_are_whole_numbers():
    import numpy as np

    assert Card(Kind.NUMBER, Color.RED, np.int64(5)) == parse_card("R5")
    assert type(Card(Kind.NUMBER, Color.RED, np.int64(5)).number) is int
    assert len(standard_deck(np.int64(2))) == 110


def test_hand_values_by_hand_ruling_l3():
    assert hand_value("R1 B2 G3 0 0 JUMP LOGO") == 1 + 2 + 3 + 15 - 10
    assert hand_value("R14 R13 R12 R11 R10 R9 R8") == 0  # colour hand, total 77
    assert hand_value("R14 R13 R12 R11 R10 R9 LOGO") == 0  # LOGO wild
    assert hand_value("0 0 0 0 0 0 LOGO") == -10  # the one negative colour hand
    assert hand_value("0 0 0 JUMP STOP DESTROY LOGO") == 0  # black colour hand, total 55
    assert hand_value("R1 R2 R3 R4 R5 R6 B1") == 22
    assert hand_total("R1 LOGO") == -9


def test_color_hands_ruling_l2():
    assert color_hand_colors("G1 G2 G3 G4 G5 G6 LOGO") == [Color.GREEN]
    assert color_hand_colors("0 0 0 0 JUMP JUMP STEAL") == [Color.BLACK]
    assert not is_color_hand("0 0 0 0 JUMP JUMP R1")
    # Smaller hands for teaching: all cards of one colour.
    assert is_color_hand("B1 B2 LOGO", size=3)


@pytest.mark.parametrize("text", ["R1 R2 R3 R4 R5 R6", "R1 R2 R3 R4 R5 R6 R7 R8"])
def test_hand_of_wrong_size_is_refused(text):
    with pytest.raises(CardError, match="exactly 7 cards"):
        hand_value(text)


def test_cards_are_plain_values():
    card = parse_card("G12")
    assert card == Card(Kind.NUMBER, Color.GREEN, 12)
    assert {card, parse_card("g12")} == {card}
    with pytest.raises(AttributeError):
        card.number = 3  # frozen


DECK = standard_deck()


@given(st.lists(st.integers(0, len(DECK) - 1), min_size=7, max_size=7, unique=True))
def test_value_is_total_unless_colour_hand(positions):
    hand = [DECK[i] for i in positions]  # a real hand: 7 different cards of one deck
    total = sum(c.value for c in hand)
    colours = {c.color for c in hand if not c.is_wild}
    expected_colour_hand = len(colours) <= 1
    assert is_color_hand(hand) == expected_colour_hand
    assert hand_value(hand) == (min(total, 0) if expected_colour_hand else total)


def test_kept_hand_is_the_seven_cards_left_after_the_discard():
    seven = parse_cards("R1 R2 R3 R4 R5 R6 G7")
    assert kept_hand(seven) == kept_hand(seven, parse_card("B9")) == tuple(seven)
    eight = [*seven, parse_card("JUMP")]
    assert kept_hand(eight) is None  # the discard is not chosen yet
    assert kept_hand(eight, parse_card("B9")) is None  # not a card of this hand
    for card in eight:  # each choice keeps the other seven, in their order
        kept = kept_hand(eight, card)
        assert len(kept) == 7 and Counter(kept) + Counter([card]) == Counter(eight)
    twice = parse_cards("R1 R1 R2 R3 R4 R5 R6 R7", decks=2)  # two decks: one R1 goes, one stays
    assert kept_hand(twice, parse_card("R1")) == tuple(parse_cards("R1 R2 R3 R4 R5 R6 R7"))
    assert kept_hand(seven[:6], seven[0]) is None and kept_hand([*eight, seven[0]]) is None
