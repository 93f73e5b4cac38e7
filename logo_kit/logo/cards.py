"""LOGO cards, decks, hand values and colour hands (rulings L1–L3).

Cards are written in a short notation that a teacher can type:

========  =====================================  =========
notation  card                                   value
========  =====================================  =========
``R7``    red 7 (``R``, ``B``, ``G`` + 1–14)     7
``0``     a black zero                           0
``JUMP``  black action card                      15
``STEAL`` / ``LOOK``                             20
``STOP`` / ``DESTROY``                           25
``LOGO``  the wild card                          −10
========  =====================================  =========

>>> hand = parse_cards("R1 R2 R3 R4 R5 R6 LOGO")
>>> hand_value(hand), is_color_hand(hand)
(0, True)
>>> hand_value(parse_cards("R1 B2 G3 0 0 JUMP LOGO"))
11
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from logo_kit.errors import LogoKitError

__all__ = [
    "ACTIONS",
    "COLORS",
    "HAND_SIZE",
    "Card",
    "CardError",
    "Color",
    "Kind",
    "color_hand_colors",
    "count_in_deck",
    "decks_for_players",
    "hand_total",
    "hand_value",
    "is_color_hand",
    "parse_card",
    "parse_cards",
    "standard_deck",
    "validate_hand",
]

HAND_SIZE = 7
HIGHEST_NUMBER = 14
ZEROS_PER_DECK = 6


class CardError(LogoKitError):
    """A card that does not exist, or more copies than the decks hold."""


class Color(enum.Enum):
    """The four colours of the deck. Black holds the zeros and the actions."""

    RED = "R"
    BLUE = "B"
    GREEN = "G"
    BLACK = "K"

    @property
    def label(self) -> str:
        return self.name.capitalize()


COLORS: tuple[Color, ...] = (Color.RED, Color.BLUE, Color.GREEN, Color.BLACK)
NUMBER_COLORS: tuple[Color, ...] = (Color.RED, Color.BLUE, Color.GREEN)


class Kind(enum.Enum):
    """What a card is, apart from its number."""

    NUMBER = "number"  # red, blue or green 1–14
    ZERO = "zero"  # black 0
    JUMP = "JUMP"
    STEAL = "STEAL"
    LOOK = "LOOK"
    STOP = "STOP"
    DESTROY = "DESTROY"
    LOGO = "LOGO"


# ruling L1: the black action cards, their face values and copies per deck.
ACTION_VALUES: dict[Kind, int] = {
    Kind.JUMP: 15,
    Kind.STEAL: 20,
    Kind.LOOK: 20,
    Kind.STOP: 25,
    Kind.DESTROY: 25,
}
ACTION_COPIES: dict[Kind, int] = {
    Kind.JUMP: 2,
    Kind.STEAL: 1,
    Kind.LOOK: 1,
    Kind.STOP: 1,
    Kind.DESTROY: 1,
}
ACTIONS: tuple[Kind, ...] = tuple(ACTION_VALUES)
LOGO_VALUE = -10
_KIND_ORDER = list(Kind)


@dataclass(frozen=True)
class Card:
    """One LOGO card. Build cards with :func:`parse_card`; ``str(card)`` gives it back.

    >>> str(Card(Kind.NUMBER, Color.GREEN, 12))
    'G12'
    """

    kind: Kind
    color: Color | None = None  # None only for LOGO, which is every colour
    number: int = 0

    def __post_init__(self) -> None:
        if self.kind is Kind.NUMBER:
            if self.color not in NUMBER_COLORS:
                raise CardError("numbered cards are red (R), blue (B) or green (G).")
            if not 1 <= self.number <= HIGHEST_NUMBER:
                raise CardError(
                    f"there is no {self.color.label.lower()} {self.number}: "
                    f"numbered cards run from 1 to {HIGHEST_NUMBER}."
                )
        elif self.kind is Kind.LOGO:
            if self.color is not None or self.number:
                raise CardError("the LOGO card has no colour or number of its own.")
        elif self.color is not Color.BLACK or self.number:
            raise CardError(f"{self.kind.value} cards are black and carry no number.")

    @property
    def value(self) -> int:
        """Face value in points (ruling L3: LOGO = −10)."""
        if self.kind is Kind.NUMBER:
            return self.number
        if self.kind is Kind.ZERO:
            return 0
        if self.kind is Kind.LOGO:
            return LOGO_VALUE
        return ACTION_VALUES[self.kind]

    @property
    def is_action(self) -> bool:
        """True for the five black actions and for LOGO (ruling L5: LOGO may act as any)."""
        return self.kind in ACTION_VALUES or self.kind is Kind.LOGO

    @property
    def is_wild(self) -> bool:
        return self.kind is Kind.LOGO

    def matches(self, color: Color) -> bool:
        """Does this card count as ``color`` in a colour hand? LOGO matches every colour."""
        return self.is_wild or self.color is color

    @property
    def sort_key(self) -> tuple[int, int, int]:
        """Order for showing hands: red, blue, green, black, then LOGO; by number within."""
        colour_rank = 4 if self.color is None else COLORS.index(self.color)
        return (colour_rank, _KIND_ORDER.index(self.kind), self.number)

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key < other.sort_key

    def __str__(self) -> str:
        if self.kind is Kind.NUMBER:
            return f"{self.color.value}{self.number}"
        if self.kind is Kind.ZERO:
            return "0"
        return self.kind.value

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


_NUMBER_PATTERN = re.compile(r"^([RBG])(\d+)$")
_WORDS = {kind.value: kind for kind in (*ACTIONS, Kind.LOGO)}
_NOTATION_HELP = (
    "write R1–R14, B1–B14, G1–G14, 0, JUMP, STEAL, LOOK, STOP, DESTROY or LOGO"
)


def parse_card(text: str) -> Card:
    """Read one card from its notation (case does not matter).

    >>> parse_card("g12")
    Card('G12')
    """
    if not isinstance(text, str):
        raise CardError(f"a card is written as text ({_NOTATION_HELP}), got {text!r}.")
    word = text.strip().upper()
    if word in ("0", "K0"):
        return Card(Kind.ZERO, Color.BLACK)
    if word in _WORDS:
        kind = _WORDS[word]
        return Card(kind, None if kind is Kind.LOGO else Color.BLACK)
    match = _NUMBER_PATTERN.match(word)
    if match:
        return Card(Kind.NUMBER, Color(match.group(1)), int(match.group(2)))
    raise CardError(f"{text!r} is not a LOGO card: {_NOTATION_HELP}.")


def parse_cards(text: str | Iterable[str | Card], *, decks: int = 1) -> list[Card]:
    """Read cards separated by spaces or commas, checking no card is used too often.

    ``decks`` is how many decks are in play (ruling L1: two for 5–8 players),
    so ``parse_cards("LOGO LOGO")`` is refused but allowed with ``decks=2``.

    >>> [str(c) for c in parse_cards("R7, b3 g12 0 jump")]
    ['R7', 'B3', 'G12', '0', 'JUMP']
    """
    if isinstance(text, str):
        words = [w for w in re.split(r"[\s,]+", text) if w]
        cards = [parse_card(w) for w in words]
    else:
        cards = [c if isinstance(c, Card) else parse_card(c) for c in text]
    check_available(cards, decks=decks)
    return cards


def count_in_deck(card: Card, decks: int = 1) -> int:
    """How many copies of ``card`` the given number of decks hold (ruling L1)."""
    if card.kind is Kind.NUMBER or card.kind is Kind.LOGO:
        return decks
    if card.kind is Kind.ZERO:
        return ZEROS_PER_DECK * decks
    return ACTION_COPIES[card.kind] * decks


def check_available(cards: Iterable[Card], *, decks: int = 1) -> None:
    """Raise :class:`CardError` if any card appears more often than the decks hold."""
    _check_decks(decks)
    for card, copies in Counter(cards).items():
        allowed = count_in_deck(card, decks)
        if copies > allowed:
            deck_words = "one deck" if decks == 1 else f"{decks} decks"
            raise CardError(
                f"{card} appears {copies} times, but {deck_words} hold only {allowed}."
            )


def _check_decks(decks: int) -> None:
    if not isinstance(decks, int) or isinstance(decks, bool) or decks < 1:
        raise CardError(f"decks must be a whole number ≥ 1 (one deck has 55 cards), got {decks!r}.")


def standard_deck(decks: int = 1) -> list[Card]:
    """Every card of ``decks`` LOGO decks, in a fixed order (ruling L1: 55 per deck).

    >>> len(standard_deck()), len(standard_deck(2))
    (55, 110)
    """
    _check_decks(decks)
    one_deck: list[Card] = [
        Card(Kind.NUMBER, color, n) for color in NUMBER_COLORS for n in range(1, HIGHEST_NUMBER + 1)
    ]
    one_deck += [Card(Kind.ZERO, Color.BLACK)] * ZEROS_PER_DECK
    for kind, copies in ACTION_COPIES.items():
        one_deck += [Card(kind, Color.BLACK)] * copies
    one_deck.append(Card(Kind.LOGO))
    return one_deck * decks


def decks_for_players(players: int) -> int:
    """Ruling L1: one deck for 2–4 players, two decks for 5–8."""
    if not isinstance(players, int) or not 2 <= players <= 8:
        raise LogoKitError(f"LOGO is played by 2 to 8 players, got {players!r}.")
    return 1 if players <= 4 else 2


def validate_hand(cards: Sequence[Card], *, size: int | None = HAND_SIZE, decks: int = 1) -> None:
    """Check a hand: the right number of cards, each available in the decks."""
    for card in cards:
        if not isinstance(card, Card):
            raise CardError(f"{card!r} is not a card; build hands with parse_cards('R7 B3 ...').")
    if size is not None and len(cards) != size:
        raise CardError(f"a LOGO hand has exactly {size} cards, this one has {len(cards)}.")
    check_available(cards, decks=decks)


def _as_cards(cards: Sequence[Card] | str, decks: int) -> list[Card]:
    if isinstance(cards, str):
        return parse_cards(cards, decks=decks)
    cards = list(cards)
    for card in cards:
        if not isinstance(card, Card):
            raise CardError(f"{card!r} is not a card; build hands with parse_cards('R7 B3 ...').")
    return cards


def hand_total(cards: Sequence[Card] | str) -> int:
    """Sum of the face values (ruling L3: LOGO counts −10), for any number of cards."""
    return sum(card.value for card in _as_cards(cards, decks=2))


def color_hand_colors(
    cards: Sequence[Card] | str, *, size: int = HAND_SIZE, decks: int = 2
) -> list[Color]:
    """The colours the hand is a colour hand *of* (ruling L2; LOGO is wild).

    Empty when the hand is not a colour hand. ``size`` is the hand size (7 in
    the real game; smaller in teaching examples); ``decks`` bounds how many
    copies of a card may appear (two decks by default, as with 5–8 players).
    """
    cards = _as_cards(cards, decks=decks)
    validate_hand(cards, size=size, decks=decks)
    return [color for color in COLORS if all(card.matches(color) for card in cards)]


def is_color_hand(cards: Sequence[Card] | str, *, size: int = HAND_SIZE, decks: int = 2) -> bool:
    """Ruling L2: all 7 cards one colour (red, blue, green or black), LOGO wild.

    >>> is_color_hand("0 0 0 JUMP STOP DESTROY LOGO")
    True
    >>> is_color_hand("R1 R2 R3 R4 R5 R6 B1")
    False
    """
    return bool(color_hand_colors(cards, size=size, decks=decks))


def hand_value(cards: Sequence[Card] | str, *, size: int = HAND_SIZE, decks: int = 2) -> int:
    """Ruling L3: the total, or ``min(total, 0)`` for a colour hand.

    Raises :class:`CardError` for a hand of the wrong size or with more
    copies of a card than ``decks`` decks hold.

    >>> hand_value("0 0 0 0 0 0 LOGO")  # the one colour hand below zero
    -10
    >>> hand_value("G14 G13 G12 G11 G10 G9 G8")
    0
    """
    cards = _as_cards(cards, decks=decks)
    total = hand_total(cards)
    return min(total, 0) if is_color_hand(cards, size=size, decks=decks) else total
