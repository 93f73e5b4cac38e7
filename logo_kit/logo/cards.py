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

**Decks, one rule everywhere.** Every function that reads cards takes
``decks``, the number of decks in play (ruling L1: 1 for 2–4 players, 2 for
5–8), and refuses a card used more often than those decks hold, naming
``decks=2`` as the way out. The default is the decks the table uses: one
deck, unless the call knows the table has 5–8 players. A calculator told the
number of players (``color_hand_chance_in_round``) or opponents
(``declare_advice``, ``declare_or_wait``) takes its decks from the table and
refuses a ``decks`` the table does not use (:func:`decks_at_table`). So
``hand_value("R1 R1 R2 R3 R4 R5 R6")`` is refused and
``hand_value("R1 R1 R2 R3 R4 R5 R6", decks=2)`` is 0 (a red colour hand).

Sizes: ``decks`` is 1 or 2 (no table has more), and a list or text of cards
holds at most :data:`MAX_CARDS` cards (all the cards of two decks).

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
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = [
    "ACTIONS",
    "COLORS",
    "HAND_SIZE",
    "MAX_CARDS",
    "MAX_DECKS",
    "Card",
    "CardError",
    "Color",
    "Kind",
    "color_hand_colors",
    "count_in_deck",
    "deal_hand",
    "decks_at_table",
    "decks_for_players",
    "hand_total",
    "hand_value",
    "is_color_hand",
    "kept_hand",
    "parse_card",
    "parse_cards",
    "read_decks",
    "standard_deck",
    "validate_hand",
]

HAND_SIZE = 7
HIGHEST_NUMBER = 14
ZEROS_PER_DECK = 6
CARDS_PER_DECK = 55
MAX_DECKS = 2
"""Ruling L1: one deck for 2–4 players, two for 5–8; no table uses more."""
MAX_CARDS = MAX_DECKS * CARDS_PER_DECK
"""The most cards any list of cards may hold: every card of two decks."""
MAX_TEXT = 2_000
"""Longest text of cards read (110 cards written out take under 900 characters)."""
MIN_PLAYERS, MAX_PLAYERS = 2, 8
MOST_PLAYERS_ONE_DECK = 4
"""Ruling L1: up to 4 players share one deck; 5 to 8 play with two."""
_said = checks.describe


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

    ``number`` is a whole number (``5.5`` or ``True`` is refused, not rounded).

    >>> str(Card(Kind.NUMBER, Color.GREEN, 12))
    'G12'
    """

    kind: Kind
    color: Color | None = None  # None only for LOGO, which is every colour
    number: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.kind, Kind):
            raise CardError(f"kind must be a Kind (e.g. Kind.NUMBER), got {_said(self.kind)}.")
        if self.color is not None and not isinstance(self.color, Color):
            raise CardError(
                f"color must be a Color (e.g. Color.RED) or None, got {_said(self.color)}."
            )
        if not checks.is_whole(self.number):
            raise CardError(
                f"a card's number must be a whole number, got {checks.describe(self.number)}."
            )
        object.__setattr__(self, "number", int(self.number))  # a numpy integer becomes an int
        if self.kind is Kind.NUMBER:
            if self.color not in NUMBER_COLORS:
                raise CardError("numbered cards are red (R), blue (B) or green (G).")
            if not 1 <= self.number <= HIGHEST_NUMBER:
                raise CardError(
                    f"there is no {self.color.label.lower()} {checks.describe(self.number)}: "
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
        color_rank = 4 if self.color is None else COLORS.index(self.color)
        return (color_rank, _KIND_ORDER.index(self.kind), self.number)

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


_NUMBER_PATTERN = re.compile(r"([RBG])([0-9]+)")
_WORDS = {kind.value: kind for kind in (*ACTIONS, Kind.LOGO)}
_NOTATION_HELP = "write R1–R14, B1–B14, G1–G14, 0, JUMP, STEAL, LOOK, STOP, DESTROY or LOGO"
_LONGEST_WORD = max(len(w) for w in _WORDS)


def parse_card(text: str) -> Card:
    """Read one card from its notation (case does not matter; digits are 0–9 only).

    >>> parse_card("g12")
    Card('G12')
    """
    if not isinstance(text, str):
        raise CardError(f"a card is written as text ({_NOTATION_HELP}), got {_said(text)}.")
    if not text.isascii():  # before upper(): 'ſtop'.upper() would be 'STOP'
        odd = next(ch for ch in text if not ch.isascii())
        kind = "one of the digits 0–9" if odd.isdigit() else "an ASCII letter"
        raise CardError(
            f"{checks.describe(text)} is not a LOGO card: {odd!r} is not {kind}; {_NOTATION_HELP}."
        )
    word = text.strip().upper()
    if word in ("0", "K0"):
        return Card(Kind.ZERO, Color.BLACK)
    kind = _WORDS.get(word)
    if kind is not None:
        return Card(kind, None if kind is Kind.LOGO else Color.BLACK)
    match = _NUMBER_PATTERN.fullmatch(word)
    if match:
        digits = match.group(2)
        if len(digits) > 2:  # read no further: int() of thousands of digits is slow
            raise CardError(
                f"{checks.describe(text)} is not a LOGO card: its number is too long "
                f"({len(digits)} digits); numbered cards run from 1 to {HIGHEST_NUMBER}."
            )
        return Card(Kind.NUMBER, Color(match.group(1)), int(digits))
    raise CardError(f"{checks.describe(text)} is not a LOGO card: {_NOTATION_HELP}.")


def read_cards(cards: Any, *, what: str = "cards") -> list[Card]:
    """Cards from text (``"R7 B3 0 LOGO"``, spaces or commas between) or from a list of
    cards or card words; at most :data:`MAX_CARDS` of them. Copies are not checked here
    (that needs the decks in play, see :func:`parse_cards`)."""
    if isinstance(cards, Card):
        raise CardError(f"{what} must be a list of cards, not the single card {cards}.")
    if isinstance(cards, str):
        text = checks.text(cards, what, most=MAX_TEXT)
        words = [w for w in re.split(r"[\s,]+", text) if w]
        if len(words) > MAX_CARDS:
            raise CardError(
                f"{what} lists {len(words)} cards; at most {MAX_CARDS} (every card of two decks)."
            )
        return [parse_card(w) for w in words]
    if cards is None or not isinstance(cards, Iterable):
        raise CardError(
            f"{what} must be text such as 'R7 B3 0 LOGO' or a list of cards, "
            f"got {checks.describe(cards)}."
        )
    items = checks.sequence(cards, what, most=MAX_CARDS, allow_sets=True)
    found = []
    for item in items:
        if isinstance(item, Card):
            found.append(item)
        elif isinstance(item, str):
            found.append(parse_card(item))
        else:
            raise CardError(
                f"{checks.describe(item)} in {what} is not a card; build cards with "
                "parse_cards('R7 B3 ...')."
            )
    return found


def read_decks(decks: Any) -> int:
    """A number of decks: 1 (2–4 players) or 2 (5–8 players), ruling L1."""
    if not checks.is_whole(decks) or not 1 <= decks <= MAX_DECKS:
        raise CardError(
            f"decks must be 1 (2–4 players) or 2 (5–8 players), ruling L1; "
            f"got {checks.describe(decks)}."
        )
    return int(decks)


def parse_cards(text: str | Iterable[str | Card], *, decks: int = 1) -> list[Card]:
    """Read cards separated by spaces or commas, checking no card is used too often.

    ``decks`` is how many decks are in play (ruling L1: two for 5–8 players),
    so ``parse_cards("LOGO LOGO")`` is refused but allowed with ``decks=2``.

    >>> [str(c) for c in parse_cards("R7, b3 g12 0 jump")]
    ['R7', 'B3', 'G12', '0', 'JUMP']
    """
    decks = read_decks(decks)
    cards = read_cards(text)
    check_available(cards, decks=decks)
    return cards


def count_in_deck(card: Card, decks: int = 1) -> int:
    """How many copies of ``card`` the given number of decks hold (ruling L1)."""
    card = checks.instance(card, "card", Card, "a Card, e.g. parse_card('R7')")
    decks = read_decks(decks)
    if card.kind is Kind.NUMBER or card.kind is Kind.LOGO:
        return decks
    if card.kind is Kind.ZERO:
        return ZEROS_PER_DECK * decks
    return ACTION_COPIES[card.kind] * decks


def check_available(cards: Iterable[Card], *, decks: int = 1, where: str = "") -> None:
    """Raise :class:`CardError` if any card appears more often than the decks hold.

    The message names ``decks=2`` when one deck is too few (a two-deck game).
    ``where`` says where the cards were counted, e.g. "in the hand and the unseen cards".
    """
    decks = read_decks(decks)
    for card, copies in Counter(cards).items():
        allowed = count_in_deck(card, decks)
        if copies > allowed:
            held = "one deck holds" if decks == 1 else f"{decks} decks hold"
            hint = " (pass decks=2 for a two-deck game of 5–8 players)" if decks == 1 else ""
            place = f" {where}" if where else ""
            raise CardError(
                f"{card} appears {copies} times{place}, but {held} only {allowed}{hint}: "
                "a card cannot be in two places at once."
            )


def standard_deck(decks: int = 1) -> list[Card]:
    """Every card of ``decks`` LOGO decks (1 or 2), in a fixed order (ruling L1: 55 per deck).

    >>> len(standard_deck()), len(standard_deck(2))
    (55, 110)
    """
    decks = read_decks(decks)
    one_deck: list[Card] = [
        Card(Kind.NUMBER, color, n) for color in NUMBER_COLORS for n in range(1, HIGHEST_NUMBER + 1)
    ]
    one_deck += [Card(Kind.ZERO, Color.BLACK)] * ZEROS_PER_DECK
    for kind, copies in ACTION_COPIES.items():
        one_deck += [Card(kind, Color.BLACK)] * copies
    one_deck.append(Card(Kind.LOGO))
    return one_deck * decks


def deal_hand(rng: Any, *, size: int = HAND_SIZE, decks: int = 1) -> tuple[Card, ...]:
    """A random hand of ``size`` cards from a full shuffled deck (or two), sorted.

    Every set of ``size`` cards is equally likely; the cards are drawn with
    ``rng.choice`` (a ``numpy.random.Generator``), so a seed repeats the deals.

    >>> import numpy as np
    >>> len(deal_hand(np.random.default_rng(1)))
    7
    """
    rng = checks.generator(rng)
    deck = standard_deck(decks)
    size = checks.whole(size, "size", low=1, high=len(deck), why="cards in the deck")
    return tuple(sorted(deck[i] for i in rng.choice(len(deck), size=size, replace=False)))


def decks_for_players(players: int) -> int:
    """Ruling L1: one deck for 2–4 players, two decks for 5–8.

    >>> decks_for_players(4), decks_for_players(5)
    (1, 2)
    """
    if type(players) is int and MIN_PLAYERS <= players <= MAX_PLAYERS:  # the engine's case, fast
        return 1 if players <= MOST_PLAYERS_ONE_DECK else 2
    players = checks.whole(
        players, "players", low=MIN_PLAYERS, high=MAX_PLAYERS, why="LOGO is played by 2 to 8"
    )
    return 1 if players <= MOST_PLAYERS_ONE_DECK else 2


def decks_at_table(players: int, decks: Any = None) -> int:
    """The decks a table of ``players`` plays with (ruling L1), checking a given ``decks``.

    ``decks=None`` means "what the table uses"; a count the table does not use
    is refused, so a calculator never mixes a two-deck draw pile with a one-deck
    pool of unseen cards.

    >>> decks_at_table(5), decks_at_table(3, 1)
    (2, 1)
    >>> decks_at_table(5, 1)
    Traceback (most recent call last):
    ...
    logo_kit.logo.cards.CardError: 5 players play with 2 decks (ruling L1: 1 for 2–4 players, \
2 for 5–8), got decks=1; leave decks out to use the table's decks.
    """
    table = decks_for_players(players)
    if decks is None:
        return table
    decks = read_decks(decks)
    if decks != table:
        raise CardError(
            f"{players} players play with {table} deck{'s' if table > 1 else ''} (ruling L1: "
            f"1 for 2–4 players, 2 for 5–8), got decks={decks}; leave decks out to use the "
            "table's decks."
        )
    return decks


def _read_size(size: Any) -> int:
    return checks.whole(size, "size", low=1, high=MAX_CARDS, why=f"a LOGO hand has {HAND_SIZE}")


def validate_hand(cards: Sequence[Card], *, size: int | None = HAND_SIZE, decks: int = 1) -> None:
    """Check a hand: the right number of cards, each available in the decks."""
    cards = read_cards(cards, what="the hand")
    if any(not isinstance(card, Card) for card in cards):  # pragma: no cover - read_cards checks
        raise CardError("build hands with parse_cards('R7 B3 ...').")
    if size is not None and len(cards) != _read_size(size):
        raise CardError(f"a LOGO hand has exactly {size} cards, this one has {len(cards)}.")
    check_available(cards, decks=decks)


def _hand(cards: Any, decks: int) -> list[Card]:
    """The cards of a hand (text or a list), checked against the decks in play."""
    found = read_cards(cards, what="the hand")
    check_available(found, decks=decks)
    return found


def hand_total(cards: Sequence[Card] | str, *, decks: int = 1) -> int:
    """Sum of the face values (ruling L3: LOGO counts −10), for any number of cards.

    >>> hand_total("R1 LOGO")
    -9
    """
    return sum(card.value for card in _hand(cards, decks))


def color_hand_colors(
    cards: Sequence[Card] | str, *, size: int = HAND_SIZE, decks: int = 1
) -> list[Color]:
    """The colours the hand is a colour hand *of* (ruling L2; LOGO is wild).

    Empty when the hand is not a colour hand. ``size`` is the hand size (7 in
    the real game; smaller in teaching examples; at most :data:`MAX_CARDS`).
    """
    found = _hand(cards, decks)
    size = _read_size(size)
    if len(found) != size:
        raise CardError(f"a LOGO hand has exactly {size} cards, this one has {len(found)}.")
    return [color for color in COLORS if all(card.matches(color) for card in found)]


def kept_hand(
    hand: Sequence[Card] | str, discard: Card | str | None = None
) -> tuple[Card, ...] | None:
    """The 7 cards a player keeps (ruling L4: take to 8, then discard one): a 7-card hand
    as it is, an 8-card hand without ``discard``; None while the discard is not chosen
    (or is not in the hand), and for a hand of any other size. Cards or their notation.

    >>> hand = parse_cards("R1 R2 R3 R4 R5 R6 R7 B9")
    >>> " ".join(map(str, kept_hand(hand, parse_card("B9"))))
    'R1 R2 R3 R4 R5 R6 R7'
    >>> kept_hand(hand) is None  # 8 cards and no discard chosen yet
    True
    """
    cards = read_cards(hand, what="the hand")
    if discard is not None and not isinstance(discard, Card):
        discard = parse_card(discard)
    if len(cards) == HAND_SIZE:
        return tuple(cards)
    if len(cards) != HAND_SIZE + 1 or discard is None or discard not in cards:
        return None
    kept = list(cards)
    kept.remove(discard)  # one copy, should two decks give the hand two of it
    return tuple(kept)


def is_color_hand(cards: Sequence[Card] | str, *, size: int = HAND_SIZE, decks: int = 1) -> bool:
    """Ruling L2: all 7 cards one colour (red, blue, green or black), LOGO wild.

    >>> is_color_hand("0 0 0 JUMP STOP DESTROY LOGO")
    True
    >>> is_color_hand("R1 R2 R3 R4 R5 R6 B1")
    False
    """
    return bool(color_hand_colors(cards, size=size, decks=decks))


def hand_value(cards: Sequence[Card] | str, *, size: int = HAND_SIZE, decks: int = 1) -> int:
    """Ruling L3: the total, or ``min(total, 0)`` for a colour hand.

    Raises :class:`CardError` for a hand of the wrong size or with more
    copies of a card than ``decks`` decks hold (one deck unless told).

    >>> hand_value("0 0 0 0 0 0 LOGO")  # the one colour hand below zero
    -10
    >>> hand_value("G14 G13 G12 G11 G10 G9 G8")
    0
    >>> hand_value("R1 R1 R2 R3 R4 R5 B6", decks=2)  # two R1s: only with two decks
    22
    """
    found = _hand(cards, decks)
    total = sum(card.value for card in found)
    return min(total, 0) if color_hand_colors(found, size=size, decks=decks) else total
