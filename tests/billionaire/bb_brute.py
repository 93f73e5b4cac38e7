"""Brute force for the Risky Business tests: every ordering of every physical card.

Plain Python, no memoisation, no cleverness: slow, but obviously right on decks
of up to about seven cards. Imported by the test modules of this folder.
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from hypothesis import strategies as st

from logo_kit.billionaire import RiskyBusinessDeck
from logo_kit.billionaire.deck import BUST
from tests.oracles.billionaire import launch

SMALL = RiskyBusinessDeck({10: 2, 20: 1, 50: 1}, busts=2)  # the example, 6 cards


def orderings(deck: RiskyBusinessDeck) -> list[tuple]:
    """Every ordering of the physical cards (cards of equal value are told apart)."""
    cards = deck.cards()
    return [tuple(cards[i] for i in order) for order in itertools.permutations(range(len(cards)))]


def play(order: tuple, rule) -> int:
    """The sum one shuffled deck gives: draw the first card, then ask the rule (the launch
    itself is the oracle's, ``tests/oracles/billionaire.py``)."""
    cards = (None if card == BUST else card for card in order)
    drawn, bust = launch(cards, lambda drawn: rule(tuple(sorted(drawn))))
    return 0 if bust else sum(drawn)


def brute_distribution(deck: RiskyBusinessDeck, rule) -> dict[int, Fraction]:
    orders = orderings(deck)
    counts = Counter(play(order, rule) for order in orders)
    return {total: Fraction(n, len(orders)) for total, n in counts.items()}


def brute_bust_probability(deck: RiskyBusinessDeck, draws: int) -> Fraction:
    orders = orderings(deck)
    hits = sum(BUST in order[:draws] for order in orders)
    return Fraction(hits, len(orders))


def brute_best(left: list, drawn: list, first: bool, target: int | None) -> Fraction:
    """Expectimax over ORDERED draws of physical cards: the best any rule can do.

    A rule here may look at the whole history (order included), so this is an
    upper bound over more rules than the multiset program considers.
    """
    total = sum(drawn)
    stop = Fraction(total) if target is None else Fraction(int(total >= target))
    if not left:
        return stop
    draw = Fraction(0)
    for i, card in enumerate(left):
        if card != BUST:
            draw += brute_best(left[:i] + left[i + 1 :], [*drawn, card], False, target)
    draw /= len(left)
    return draw if first else max(stop, draw)


def brute_stop_draw(
    deck: RiskyBusinessDeck, drawn: tuple, target: int | None
) -> tuple[Fraction, Fraction | None]:
    """(value of stopping, value of drawing then playing best) after drawing ``drawn``."""
    left = list(deck.cards())
    for card in drawn:
        left.remove(card)
    total = sum(drawn)
    stop = Fraction(total) if target is None else Fraction(int(total >= target))
    if not left:
        return stop, None
    draw = sum(
        (
            brute_best(left[:i] + left[i + 1 :], [*drawn, c], False, target)
            for i, c in enumerate(left)
            if c != BUST
        ),
        Fraction(0),
    ) / len(left)
    return stop, draw


def multisets(deck: RiskyBusinessDeck) -> list[tuple[int, ...]]:
    """Every sorted tuple of value cards the deck can give."""
    ranges = [range(c + 1) for _, c in deck.values]
    out = []
    for ks in itertools.product(*ranges):
        out.append(tuple(v for (v, _), k in zip(deck.values, ks, strict=True) for _ in range(k)))
    return out


@st.composite
def small_decks(draw, max_size: int = 6) -> RiskyBusinessDeck:
    """Random decks of up to ``max_size`` cards with at least one value card."""
    values = draw(
        st.lists(st.sampled_from([10, 20, 30, 50, 100]), min_size=1, max_size=3, unique=True)
    )
    counts = {v: draw(st.integers(1, 2)) for v in values}
    busts = draw(st.integers(0, 2))
    deck = RiskyBusinessDeck(counts, busts)
    while deck.size > max_size:
        biggest = max(counts, key=counts.get)
        if counts[biggest] > 1:
            counts[biggest] -= 1
        elif busts:
            busts -= 1
        else:
            counts.pop(biggest)
        deck = RiskyBusinessDeck(counts, busts)
    return deck
