"""Exact LOGO odds for one hand: colour hands, hand values, colour-hand chases.

Every answer is a :class:`~fractions.Fraction` (or an exact
:class:`~logo_kit.exact.Distribution`) obtained by counting hands, never by
sampling. The counting is done with generating functions over card *types*
(see :mod:`logo_kit.logo.odds_counting`), so a 7-card hand from the 55-card
deck costs a few milliseconds instead of listing 202,927,725 hands.

All calculators take a reduced pool too (``unseen=``, a list of cards or a
text like ``"R1 R2 B3 0 LOGO"``, at most 110 cards) and a ``hand_size`` (1 to
7), so small cases can be checked by hand or by brute force. ``decks`` is 1
(the default) or 2, and bounds how often a card may appear.

>>> color_hand_probability()  # (3·C(15,7) + C(13,7)) / C(55,7) = 21021/202927725
Fraction(7, 67575)
>>> hand_value_distribution(2, "R1 R2 B2 LOGO")
Distribution({-9: 1/6, -8: 1/3, 0: 1/6, 3: 1/6, 4: 1/6})
>>> color_hand_chance("R1 R2 R3 R4 R5 B6 G7", "red", draws=1)  # two cards to replace
Fraction(0, 1)
>>> color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "R", draws=1)  # R7–R14 or LOGO: 9 of 48
Fraction(3, 16)
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.exact import Distribution, comb, hypergeometric
from logo_kit.logo.cards import COLORS, HAND_SIZE, Card, Color
from logo_kit.logo.odds_counting import total_counts, value_counts
from logo_kit.logo.odds_pool import (
    CardsLike,
    card_types,
    check_hand_size,
    pool_for_hand,
    read_color,
    read_hand,
    unseen_cards,
)

__all__ = [
    "MAX_DRAWS_AHEAD",
    "color_hand_chance",
    "color_hand_chances",
    "color_hand_probability",
    "expected_hand_value",
    "hand_total_distribution",
    "hand_value_distribution",
    "read_draws_ahead",
    "unseen_cards",
]


def _pool(unseen: CardsLike | None, decks: int) -> list[Card]:
    return pool_for_hand([], unseen, decks)


def _dealt_pool(hand_size: int, unseen: CardsLike | None, decks: int) -> list[Card]:
    pool = _pool(unseen, decks)
    check_hand_size(hand_size, available=len(pool))
    return pool


def color_hand_probability(
    hand_size: int = HAND_SIZE, *, decks: int = 1, unseen: CardsLike | None = None
) -> Fraction:
    """Chance that a hand dealt from the full deck(s) is a colour hand (ruling L2).

    Counted with hypergeometric terms: a hand is a colour hand of colour c
    when all its cards are c or LOGO, which can happen in C(m_c, n) ways (m_c =
    cards of colour c plus LOGOs). A hand of LOGOs only fits all four colours,
    so it is subtracted three times: Σ_c C(m_c, n) − 3·C(LOGOs, n). With one
    deck that needs n ≤ 1. ``unseen`` replaces the deck(s) by any pool.

    >>> color_hand_probability(1)  # every single card is "one colour"
    Fraction(1, 1)
    >>> color_hand_probability(2)  # (3·C(15,2) + C(13,2)) / C(55,2) = 393/1485
    Fraction(131, 495)
    """
    pool = _dealt_pool(hand_size, unseen, decks)
    logos = sum(card.is_wild for card in pool)
    hands = sum(comb(sum(card.matches(c) for card in pool), hand_size) for c in COLORS)
    hands -= 3 * comb(logos, hand_size)
    return Fraction(hands, comb(len(pool), hand_size))


def hand_total_distribution(
    hand_size: int = HAND_SIZE, unseen: CardsLike | None = None, *, decks: int = 1
) -> Distribution:
    """Exact distribution of the *total* (sum of face values) of a random hand.

    A lesson's generating function: the coefficient of x^n·y^t in
    ∏ over cards (1 + x·y^value) counts the n-card hands with total t.

    >>> hand_total_distribution(1).mean()  # one card: 425/55 = 85/11 points on average
    Fraction(85, 11)
    """
    pool = _dealt_pool(hand_size, unseen, decks)
    return Distribution.from_counts(total_counts(card_types(pool), hand_size))


def hand_value_distribution(
    hand_size: int = HAND_SIZE, unseen: CardsLike | None = None, *, decks: int = 1
) -> Distribution:
    """Exact distribution of the value of a uniformly random hand (rulings L2, L3).

    The value is the total, except that a colour hand is worth min(total, 0).
    ``unseen`` is the pool the hand is dealt from (default: the full deck(s));
    counted by dynamic programming over card types, not by listing hands.

    >>> dist = hand_value_distribution()
    >>> min(dist), max(dist), dist[-10]  # six black 0s + LOGO is the only −10 hand
    (-10, 134, Fraction(1, 202927725))
    """
    pool = _dealt_pool(hand_size, unseen, decks)
    return Distribution.from_counts(value_counts(card_types(pool), hand_size))


def expected_hand_value(
    hand_size: int = HAND_SIZE, unseen: CardsLike | None = None, *, decks: int = 1
) -> Fraction:
    """Exact mean value of a random hand (colour hands count min(total, 0)).

    >>> round(float(expected_hand_value()), 3)  # a bit below 7 cards' mean total: colour hands
    54.086
    """
    return hand_value_distribution(hand_size, unseen, decks=decks).mean()


MAX_DRAWS_AHEAD = 10
"""Most blind draws a board's colour-hand chances look ahead (k): a round rarely gives
a player more turns than this."""


def read_draws_ahead(draws: Any, unseen: int | None = None) -> int:
    """``draws`` as the k a board looks ahead: a whole number from 0 to
    :data:`MAX_DRAWS_AHEAD` (else a :class:`LogoKitError` saying so), capped at ``unseen``
    cards when given, since no one draws more cards blind than are unseen.

    >>> read_draws_ahead(3), read_draws_ahead(5, unseen=2)
    (3, 2)
    """
    k = checks.whole(
        draws, "draws", low=0, high=MAX_DRAWS_AHEAD, why="blind draws the chances look ahead"
    )
    if unseen is None:
        return k
    return min(k, checks.whole(unseen, "unseen", low=0, why="cards not yet seen"))


def _read_draws(draws: int, available: int) -> int:
    if not checks.is_whole(draws) or draws < 0:
        raise LogoKitError(f"draws must be a whole number ≥ 0, got {checks.describe(draws)}.")
    if draws > available:
        raise LogoKitError(
            f"cannot draw {checks.describe(draws)} cards blind from only {available} unseen cards: "
            f"draws must be at most {available}."
        )
    return int(draws)


def color_hand_chance(
    hand: CardsLike,
    color: Color | str,
    draws: int,
    unseen: CardsLike | None = None,
    *,
    decks: int = 1,
    hand_size: int = HAND_SIZE,
) -> Fraction:
    """Exact chance of completing a colour hand of ``color`` within ``draws`` blind draws.

    The chase, precisely: keep every card of ``color`` and every LOGO (wild,
    ruling L2); the other cards are *missing* places. Each turn you draw one
    card blind from the unseen cards (uniformly, without replacement: a
    discarded card never comes back). If it is ``color`` or LOGO you keep it and
    discard one non-matching card, otherwise you discard the drawn card. The
    hand is complete when, after the ``draws`` turns, all ``hand_size`` cards
    count as ``color`` — that is when at least ``missing`` of the drawn cards
    matched, a hypergeometric tail:
    P = Σ_{k ≥ missing} C(M, k)·C(N − M, draws − k) / C(N, draws),
    with N unseen cards of which M match.

    ``unseen`` defaults to the deck(s) minus the hand; give it to remove cards
    you know are elsewhere (see :func:`unseen_cards`). ``color`` is a
    :class:`Color` or a letter/word: ``"R"``, ``"blue"``, ``"K"`` or ``"black"``.

    >>> color_hand_chance("R1 R2 R3 R4 R5 R6 G7", "red", draws=3)  # 1 − C(39,3)/C(48,3)
    Fraction(8157, 17296)
    """
    cards = read_hand(hand, hand_size)
    colour = read_color(color)
    pool = pool_for_hand(cards, unseen, decks)
    draws = _read_draws(draws, len(pool))
    missing = sum(not card.matches(colour) for card in cards)
    matching = sum(card.matches(colour) for card in pool)
    return hypergeometric(len(pool), matching, draws).prob(lambda k: k >= missing)


def color_hand_chances(
    hand: CardsLike,
    draws: int,
    unseen: CardsLike | None = None,
    *,
    decks: int = 1,
    hand_size: int = HAND_SIZE,
) -> dict[Color, Fraction]:
    """:func:`color_hand_chance` for each of the four colours, for a board's table.

    >>> chances = color_hand_chances("R1 R2 R3 R4 R5 R6 G7", draws=3)
    >>> chances[Color.RED], chances[Color.BLACK]
    (Fraction(8157, 17296), Fraction(0, 1))
    """
    return {
        colour: color_hand_chance(hand, colour, draws, unseen, decks=decks, hand_size=hand_size)
        for colour in COLORS
    }
