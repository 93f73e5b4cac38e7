"""The cards a LOGO calculator counts over: hands, unseen pools and card types.

Every calculator asks the same questions first: which cards are in the hand,
which cards are still unseen (so could be dealt or drawn), and are those two
together possible with the decks in play? This module answers them once, with
messages a student can act on, and groups the unseen cards into *types* —
cards that are interchangeable for counting because they have the same value
and the same colour class (red, blue, green, black, or the wild LOGO).

>>> [str(c) for c in unseen_cards("R1 R2 R3 R4 R5 R6 LOGO")][:3]
['R7', 'R8', 'R9']
>>> len(unseen_cards("R1 R2 R3 R4 R5 R6 LOGO", seen="B3 0"))
46
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import (
    COLORS,
    HAND_SIZE,
    Card,
    Color,
    check_available,
    read_cards,
    read_decks,
    standard_deck,
)

__all__ = [
    "WILD",
    "CardType",
    "CardsLike",
    "card_class",
    "card_types",
    "check_hand_size",
    "pool_for_hand",
    "read_cards",
    "read_color",
    "read_decks",
    "read_hand",
    "unseen_cards",
]

CardsLike = str | Iterable[Card | str]

WILD = "L"  # the colour class of the LOGO card: it matches every colour (ruling L2)

_COLOR_WORDS = {
    **{c.value: c for c in COLORS},
    **{c.name: c for c in COLORS},
}


def read_color(color: Color | str) -> Color:
    """A colour from a :class:`Color` or a word: ``"R"``, ``"red"``, ``"K"``/``"black"``, ...

    >>> read_color("g"), read_color("black")
    (<Color.GREEN: 'G'>, <Color.BLACK: 'K'>)
    """
    if isinstance(color, Color):
        return color
    if isinstance(color, str) and color.strip().upper() in _COLOR_WORDS:
        return _COLOR_WORDS[color.strip().upper()]
    raise LogoKitError(
        f"{checks.describe(color)} is not a colour: use R/red, B/blue, G/green or K/black "
        "(or a logo_kit.logo.cards.Color)."
    )


def unseen_cards(hand: CardsLike, decks: int = 1, seen: CardsLike = ()) -> list[Card]:
    """The cards you have not seen: the whole deck(s) minus ``hand`` minus ``seen``.

    ``seen`` lists cards you know are elsewhere (the discard pile, a hand you
    looked at). The cards come back in deck order.

    >>> len(unseen_cards("R1 R2 R3 R4 R5 R6 LOGO")), len(unseen_cards("0 0", decks=2))
    (48, 108)
    """
    decks = read_decks(decks)
    hand_cards = read_cards(hand, what="the hand")
    seen_cards = read_cards(seen, what="the seen cards")
    check_available(
        hand_cards + seen_cards, decks=decks, where="in the hand and the seen cards together"
    )
    left = Counter(hand_cards + seen_cards)
    unseen = []
    for card in standard_deck(decks):
        if left[card]:
            left[card] -= 1
        else:
            unseen.append(card)
    return unseen


def pool_for_hand(hand: Sequence[Card], unseen: CardsLike | None, decks: int) -> list[Card]:
    """The unseen pool for a hand: the default deck minus the hand, or ``unseen`` checked.

    A given pool must not hold, together with the hand, more copies of a card
    than ``decks`` decks have (so a card in the hand cannot also be unseen).
    """
    decks = read_decks(decks)
    if unseen is None:
        return unseen_cards(hand, decks=decks)
    pool = read_cards(unseen, what="the unseen cards")
    check_available(
        list(hand) + pool, decks=decks, where="in the hand and the unseen cards together"
    )
    return pool


def check_hand_size(hand_size: int, *, available: int | None = None) -> int:
    """A hand size: a whole number from 1 to 7 (7 in the real game, smaller in examples).

    The limit keeps every calculator fast: the joint count of two opponents' hands
    grows with the hand size squared times the range of totals squared.
    """
    if not checks.is_whole(hand_size) or hand_size < 1:
        raise LogoKitError(
            f"hand_size must be a whole number ≥ 1 (a LOGO hand has {HAND_SIZE}), "
            f"got {checks.describe(hand_size)}."
        )
    if available is not None and hand_size > available:
        raise LogoKitError(  # describe: safe for a 5,000-digit size
            f"cannot deal a {checks.describe(hand_size)}-card hand from only {available} "
            "unseen cards: "
            f"hand_size must be at most {available}."
        )
    return checks.whole(
        hand_size, "hand_size", low=1, high=HAND_SIZE, why=f"a LOGO hand has {HAND_SIZE} cards"
    )


def read_hand(hand: CardsLike, hand_size: int = HAND_SIZE) -> list[Card]:
    """``hand`` as cards, if it holds exactly ``hand_size`` of them (a whole number 1–7,
    :func:`check_hand_size`): the one reading of "your hand" every calculator shares.

    >>> [str(card) for card in read_hand("R1 B2", hand_size=2)]
    ['R1', 'B2']
    """
    check_hand_size(hand_size)
    cards = read_cards(hand, what="the hand")
    if len(cards) != hand_size:
        raise LogoKitError(
            f"the hand has {len(cards)} cards, but hand_size is {hand_size}: "
            f"give exactly {hand_size} cards (or pass hand_size=...)."
        )
    return cards


def card_class(card: Card) -> str:
    """Colour class for colour hands: ``"R"``, ``"B"``, ``"G"``, ``"K"`` (black) or ``"L"``."""
    return WILD if card.is_wild else card.color.value


@dataclass(frozen=True, order=True)
class CardType:
    """``count`` interchangeable unseen cards: same colour class, same value."""

    cls: str
    value: int
    count: int


def card_types(cards: Iterable[Card]) -> tuple[CardType, ...]:
    """Group cards by (colour class, value): what the counting works over.

    The full deck has 47 types: 42 numbered cards, black 0 (×6), black 15
    (2 Jumps), black 20 (Steal, Look), black 25 (Stop, Destroy) and LOGO.

    >>> from logo_kit.logo.cards import standard_deck
    >>> len(card_types(standard_deck()))
    47
    """
    counts = Counter((card_class(card), card.value) for card in cards)
    return tuple(sorted(CardType(cls, value, n) for (cls, value), n in counts.items()))
