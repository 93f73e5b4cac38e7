"""Small-integer codes for LOGO cards, used inside the rules engine for speed.

The public API speaks :class:`~logo_kit.logo.cards.Card`; the engine stores
hands and piles as tuples of small integers (one code per distinct card) so
that a hand value is a few table look-ups instead of attribute calls. Every
code maps back to one canonical :class:`Card` object.

>>> from logo_kit.logo.cards import parse_cards
>>> codes = codes_of(parse_cards("R1 R2 R3 R4 R5 R6 LOGO"))
>>> code_hand_value(codes)  # a red colour hand (ruling L2)
0
>>> str(CARD_OF[codes[-1]])
'LOGO'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from logo_kit.logo.cards import HAND_SIZE, Card, CardError, Color, Kind, standard_deck

__all__ = [
    "CARD_OF",
    "CODE_OF",
    "IS_ACTION",
    "KIND_OF",
    "LOGO_CODE",
    "MASK_OF",
    "STOP_CODE",
    "VALUE_OF",
    "cards_of",
    "code_hand_value",
    "code_of",
    "codes_of",
    "deck_codes",
    "find_code",
]

# One canonical Card per distinct card, in the fixed order of standard_deck():
# R1–R14, B1–B14, G1–G14, 0, JUMP, STEAL, LOOK, STOP, DESTROY, LOGO (49 codes).
CARD_OF: tuple[Card, ...] = tuple(dict.fromkeys(standard_deck(1)))
CODE_OF: dict[Card, int] = {card: code for code, card in enumerate(CARD_OF)}
VALUE_OF: tuple[int, ...] = tuple(card.value for card in CARD_OF)
KIND_OF: tuple[Kind, ...] = tuple(card.kind for card in CARD_OF)
IS_ACTION: tuple[bool, ...] = tuple(card.is_action for card in CARD_OF)

_COLOR_BITS = {Color.RED: 1, Color.BLUE: 2, Color.GREEN: 4, Color.BLACK: 8}
ALL_COLORS_MASK = 15
# Bit mask of the colours a card counts as (ruling L2: LOGO counts as every colour).
MASK_OF: tuple[int, ...] = tuple(
    ALL_COLORS_MASK if card.is_wild else _COLOR_BITS[card.color] for card in CARD_OF
)
LOGO_CODE: int = CODE_OF[Card(Kind.LOGO)]
STOP_CODE: int = CODE_OF[Card(Kind.STOP, Color.BLACK)]


def code_hand_value(hand: Sequence[int]) -> int:
    """Ruling L3 on codes: the total, or ``min(total, 0)`` for a 7-card colour hand."""
    total = 0
    mask = ALL_COLORS_MASK
    for code in hand:
        total += VALUE_OF[code]
        mask &= MASK_OF[code]
    if mask and len(hand) == HAND_SIZE:
        return min(total, 0)
    return total


# The engine hands out only the canonical Card objects of CARD_OF, which live as
# long as this module, so their ids are a fast key (hashing a Card is ~1 µs).
_CODE_BY_ID: dict[int, int] = {id(card): code for code, card in enumerate(CARD_OF)}


def code_of(card: Card) -> int:
    """Code of one card."""
    code = _CODE_BY_ID.get(id(card))
    return CODE_OF[card] if code is None else code


def find_code(obj: object) -> int | None:
    """Code of ``obj`` if it is a LOGO :class:`Card`, else None (never raises)."""
    code = _CODE_BY_ID.get(id(obj))
    if code is None and isinstance(obj, Card):
        code = CODE_OF.get(obj)
    return code


def codes_of(cards: Iterable[Card]) -> tuple[int, ...]:
    """Codes of ``cards`` (each must be a :class:`Card`)."""
    cards = tuple(cards)
    codes = tuple(map(_CODE_BY_ID.get, map(id, cards)))  # fast path: canonical cards
    if None not in codes:
        return codes
    try:
        return tuple(CODE_OF[card] for card in cards)
    except (KeyError, TypeError) as error:
        raise CardError(
            f"{error.args[0] if error.args else cards!r} is not a LOGO card; "
            "build cards with parse_cards('R7 B3 0 JUMP LOGO')."
        ) from None


def cards_of(codes: Iterable[int]) -> tuple[Card, ...]:
    """The canonical cards for ``codes``."""
    return tuple(map(CARD_OF.__getitem__, codes))


@cache
def deck_codes(decks: int) -> tuple[int, ...]:
    """Sorted codes of every card in ``decks`` decks (ruling L1)."""
    return tuple(sorted(codes_of(standard_deck(decks))))
