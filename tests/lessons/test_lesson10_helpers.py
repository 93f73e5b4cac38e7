"""Lesson 10's display helpers show what the deck holds and what the counts say."""

from collections import Counter
from fractions import Fraction
from itertools import combinations

from logo_kit.logo import hand_total, parse_cards, standard_deck
from logo_lessons.lesson10 import total_summary, value_table


def _rows(table: str) -> dict[int, int]:
    head, row = table.splitlines()[:2]
    values = [int(word) for word in head.split()[1:]]
    copies = [int(word) for word in row.split()[1:]]
    return dict(zip(values, copies, strict=True))


def test_the_value_table_counts_every_card_of_the_deck():
    deck = standard_deck()
    table = value_table(deck)
    by_hand = {
        value: sum(1 for card in deck if card.value == value)
        for value in {card.value for card in deck}
    }
    assert _rows(table) == by_hand
    worth = sum(card.value for card in deck)
    assert table.splitlines()[2] == f"{len(deck)} cards, worth {worth} points together"


def test_the_total_summary_agrees_with_listing_the_hands():
    cards = parse_cards("R1 R2 B2 G5 0 LOGO")
    listed = Counter(hand_total(hand) for hand in combinations(cards, 3))
    text = total_summary(dict(listed), show=[min(listed), 99])
    first, low, absent = text.splitlines()
    most = max(listed.values())
    common = min(t for t, n in listed.items() if n == most)
    assert first == (
        f"possible totals: {min(listed)} to {max(listed)} ({len(listed)} values); "
        f"most common: {common} ({most} hands)"
    )
    share = Fraction(listed[min(listed)], sum(listed.values()))
    assert low.split(":", 1)[0].split()[-1] == str(min(listed)) and low.endswith(f"P = {share}")
    assert absent.endswith("0 hands, P = 0")
