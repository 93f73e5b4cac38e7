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

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import (
    COLORS,
    HAND_SIZE,
    Card,
    CardError,
    Color,
    count_in_deck,
    parse_card,
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
    "unseen_cards",
]

CardsLike = str | Iterable[Card | str]

WILD = "L"  # the colour class of the LOGO card: it matches every colour (ruling L2)
_MAX_DECKS = 2  # ruling L1: one deck for 2–4 players, two for 5–8

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
        f"{color!r} is not a colour: use R/red, B/blue, G/green or K/black "
        "(or a logo_kit.logo.Color)."
    )


def read_cards(cards: CardsLike, *, what: str = "cards") -> list[Card]:
    """Cards from text (``"R7 B3 0 LOGO"``) or from a list of cards or card words.

    Copies are *not* checked here (that depends on the decks in play); see
    :func:`pool_for_hand`.
    """
    if isinstance(cards, Card):
        raise LogoKitError(f"{what} must be a list of cards, not the single card {cards}.")
    if isinstance(cards, str):
        return [parse_card(word) for word in re.split(r"[\s,]+", cards) if word]
    try:
        items = list(cards)
    except TypeError:
        raise LogoKitError(
            f"{what} must be text such as 'R7 B3 0 LOGO' or a list of cards, got {cards!r}."
        ) from None
    return [item if isinstance(item, Card) else _read_one(item, what) for item in items]


def _read_one(item: object, what: str) -> Card:
    if isinstance(item, str):
        return parse_card(item)
    raise CardError(f"{item!r} in {what} is not a card; build cards with parse_cards('R7 B3 ...').")


def read_decks(decks: int) -> int:
    """Check a number of decks: 1 or 2 (ruling L1)."""
    if not isinstance(decks, int) or isinstance(decks, bool) or not 1 <= decks <= _MAX_DECKS:
        raise LogoKitError(
            f"decks must be 1 (2–4 players) or 2 (5–8 players), got {decks!r} (ruling L1)."
        )
    return decks


def _deck_words(decks: int) -> str:
    return "one deck holds" if decks == 1 else f"{decks} decks hold"


def _check_copies(cards: Sequence[Card], decks: int, where: str) -> None:
    for card, copies in Counter(cards).items():
        allowed = count_in_deck(card, decks)
        if copies > allowed:
            hint = " (pass decks=2 for a two-deck game)" if decks == 1 else ""
            raise CardError(
                f"{card} appears {copies} times {where}, but {_deck_words(decks)} only "
                f"{allowed}{hint}: a card cannot be in two places at once."
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
    _check_copies(hand_cards + seen_cards, decks, "in the hand and the seen cards together")
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
    _check_copies(list(hand) + pool, decks, "in the hand and the unseen cards together")
    return pool


def check_hand_size(hand_size: int, *, available: int | None = None) -> int:
    """A hand size is a whole number ≥ 1 (7 in the real game, smaller in examples)."""
    if not isinstance(hand_size, int) or isinstance(hand_size, bool) or hand_size < 1:
        raise LogoKitError(
            f"hand_size must be a whole number ≥ 1 (a LOGO hand has {HAND_SIZE}), "
            f"got {hand_size!r}."
        )
    if available is not None and hand_size > available:
        raise LogoKitError(
            f"cannot deal a {hand_size}-card hand from only {available} unseen cards: "
            f"hand_size must be at most {available}."
        )
    return hand_size


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
