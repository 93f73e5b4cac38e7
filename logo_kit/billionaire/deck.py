"""The Risky Business (RB) deck: value cards (in millions) and BUST cards (ruling B1).

The rule sheet only gives ratios (1 BUST : 9 value cards, or 1 : 8 in a bear
market), so the classroom default is an assumption: 30 cards, 3 BUST and
9 × 10M, 7 × 20M, 5 × 30M, 4 × 50M, 2 × 100M. Every calculator takes any
composition, so a class can count its own deck.

>>> deck = RiskyBusinessDeck.bull()
>>> deck.size, deck.busts, deck.value_cards, deck.total_value
(30, 3, 27, 780)
>>> str(RiskyBusinessDeck.bear())
'27 cards: 3 BUST, 6×10M, 7×20M, 5×30M, 4×50M, 2×100M'
>>> str(deck.remove([100, 10]))
'28 cards: 3 BUST, 8×10M, 7×20M, 5×30M, 4×50M, 1×100M'
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = [
    "BULL_TEXT",
    "BULL_VALUES",
    "BUST",
    "DECK_KINDS",
    "MAX_BUSTS",
    "MAX_CARD_VALUE",
    "MAX_DISTINCT_VALUES",
    "MAX_MULTISETS",
    "MAX_VALUE_CARDS",
    "NAMED_DECKS",
    "RiskyBusinessDeck",
    "choose_deck",
    "parse_deck",
]

BUST: Literal["BUST"] = "BUST"
"""The BUST card. Value cards are plain ints (millions); a BUST is this string."""

# ruling B1: the classroom default ("bull market") deck, values in millions.
BULL_VALUES: dict[int, int] = {10: 9, 20: 7, 30: 5, 50: 4, 100: 2}
BULL_BUSTS = 3
BEAR_REMOVED_TENS = 3  # ruling B1: the bear market deck removes three 10M cards
BULL_TEXT = "10:9 20:7 30:5 50:4 100:2"
"""The bull market deck typed as ``value:count`` pairs (see :func:`parse_deck`)."""
NAMED_DECKS = ("bull", "bear")
"""The decks of ruling B1, by name (:meth:`RiskyBusinessDeck.named`)."""
DECK_KINDS = (*NAMED_DECKS, "custom")
"""What a board's Deck choice may name (:func:`choose_deck`): a deck of ruling B1 or your own."""

# -- limits: a real deck has a few dozen cards; these keep every calculator within
# -- about a second and a few megabytes, and are refused at once beyond.
MAX_BUSTS = 100
"""Most BUST cards in a deck (ten boxes' worth)."""
MAX_VALUE_CARDS = 200
"""Most value cards in a deck (ten boxes' worth)."""
MAX_DISTINCT_VALUES = 12
"""Most different card values in a deck (the sheet's deck has 5)."""
MAX_CARD_VALUE = 1_000_000
"""Largest card value, in millions (a thousand billions)."""
MAX_MULTISETS = 30_000
"""Most different sets of drawn value cards a calculator walks through (the bull deck
has 7,200). The optimal rules, a stopping rule's distribution and a policy table visit
every such set; at this limit they take well under a second each (the teacher guide
quotes this number)."""

_ALLOWED = (
    "give values as {value in millions: number of cards}, with whole-number values ≥ 1, "
    "counts ≥ 0, at least one value card, and busts a whole number ≥ 0"
)


def _limit(count: int, what: str, most: int, why: str) -> None:
    if count > most:
        shown = f"{count:,}" if count.bit_length() <= 64 else checks.describe(count)
        raise LogoKitError(
            f"{shown} {what} is more than a Risky Business deck may hold here: at most "
            f"{most:,} ({why})."
        )


@dataclass(frozen=True)
class RiskyBusinessDeck:
    """A Risky Business deck: how many value cards of each value, and how many BUSTs.

    ``values`` may be given as a mapping ``{value: count}`` or as ``(value, count)``
    pairs; it is stored as a sorted tuple of pairs (zero counts dropped), so decks
    are hashable and two decks with the same cards are equal.

    >>> RiskyBusinessDeck({20: 1, 10: 2}, busts=1) == RiskyBusinessDeck({10: 2, 20: 1, 50: 0}, 1)
    True
    >>> RiskyBusinessDeck({10: 2}, busts=-1)
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: busts cannot be negative (got -1); give values as ...
    """

    values: tuple[tuple[int, int], ...] = field(default=tuple(BULL_VALUES.items()))
    busts: int = BULL_BUSTS

    def __post_init__(self) -> None:
        # The BUSTs first: a huge number is refused before the values are read.
        busts = checks.whole(self.busts, "busts")
        if busts < 0:
            shown = checks.describe(busts)
            raise LogoKitError(f"busts cannot be negative (got {shown}); {_ALLOWED}.")
        _limit(busts, "BUST cards", MAX_BUSTS, "a real deck has a handful")
        raw = self.values
        if isinstance(raw, Mapping):
            _limit(len(raw), "card values", 1000, "a deck has a few different values")
            items = list(raw.items())
        elif isinstance(raw, str | bytes) or not isinstance(raw, Iterable):
            raise LogoKitError(f"values must be a mapping, got {checks.describe(raw)}; {_ALLOWED}.")
        else:
            items = checks.sequence(raw, "values", most=1000)
        counts: dict[int, int] = {}
        for item in items:
            if not (isinstance(item, tuple | list) and len(item) == 2):
                raise LogoKitError(
                    f"cannot read {checks.describe(item)} as (value, count); {_ALLOWED}."
                )
            value = checks.whole(item[0], "a card value")
            if value < 1:  # the value is checked before any message names it
                shown = checks.describe(value)
                raise LogoKitError(f"a card value must be at least 1M, got {shown}; {_ALLOWED}.")
            _limit(value, "millions on one card", MAX_CARD_VALUE, "a thousand billions")
            count = checks.whole(item[1], f"the count of {value}M cards")
            if count < 0:
                shown = checks.describe(count)
                raise LogoKitError(
                    f"the count of {value}M cards cannot be negative (got {shown}); {_ALLOWED}."
                )
            _limit(count, f"{value}M cards", MAX_VALUE_CARDS, "a real deck has a few dozen")
            counts[value] = counts.get(value, 0) + count
        kept = tuple(sorted((v, c) for v, c in counts.items() if c))
        if not kept:
            raise LogoKitError(
                "a Risky Business deck needs at least one value card (with only BUST "
                f"cards every launch busts); {_ALLOWED}."
            )
        _limit(len(kept), "different card values", MAX_DISTINCT_VALUES, "the sheet's deck has 5")
        _limit(
            sum(c for _, c in kept), "value cards", MAX_VALUE_CARDS, "a real deck has a few dozen"
        )
        object.__setattr__(self, "values", kept)
        object.__setattr__(self, "busts", busts)

    # -- the two decks of ruling B1 ----------------------------------------------
    @classmethod
    def bull(cls) -> RiskyBusinessDeck:
        """The full classroom deck (ruling B1): 3 BUST, 27 value cards (1 : 9)."""
        return cls(BULL_VALUES, BULL_BUSTS)

    @classmethod
    def bear(cls) -> RiskyBusinessDeck:
        """The bear market deck (ruling B1): the bull deck without three 10M cards (1 : 8)."""
        values = dict(BULL_VALUES)
        values[10] -= BEAR_REMOVED_TENS
        return cls(values, BULL_BUSTS)

    @classmethod
    def named(cls, name: str) -> RiskyBusinessDeck:
        """The deck of ruling B1 called ``name``: ``"bull"`` or ``"bear"``.

        >>> str(RiskyBusinessDeck.named("bear"))
        '27 cards: 3 BUST, 6×10M, 7×20M, 5×30M, 4×50M, 2×100M'
        """
        name = checks.choice(name, "deck", NAMED_DECKS)
        return cls.bull() if name == "bull" else cls.bear()

    # -- counting ------------------------------------------------------------------
    @property
    def counts(self) -> dict[int, int]:
        """``{value: number of cards}`` for the value cards (a fresh dict)."""
        return dict(self.values)

    @property
    def distinct_values(self) -> tuple[int, ...]:
        """The different card values, smallest first."""
        return tuple(v for v, _ in self.values)

    @functools.cached_property  # read on every Draw of a game; the deck never changes
    def value_cards(self) -> int:
        """How many value (non-BUST) cards the deck holds."""
        return sum(c for _, c in self.values)

    @property
    def multisets(self) -> int:
        """How many different sets of value cards can be drawn (Π (count + 1)).

        The exact solvers visit each of them once: the bull deck has 10·8·6·5·3 = 7,200.

        >>> RiskyBusinessDeck.bull().multisets
        7200
        """
        return math.prod(c + 1 for _, c in self.values)

    def check_solvable(self, what: str = "this calculator") -> None:
        """Refuse (a LogoKitError naming the limit) a deck too big for the exact solvers."""
        states = self.multisets
        if states > MAX_MULTISETS:
            raise LogoKitError(
                f"this deck has {states:,} different sets of drawn value cards; {what} "
                f"solves decks with up to {MAX_MULTISETS:,} exactly (the bull deck has "
                "7,200): use fewer different values or fewer "
                "cards of each."
            )

    @property
    def size(self) -> int:
        """How many cards in all, BUSTs included."""
        return self.value_cards + self.busts

    @property
    def total_value(self) -> int:
        """Sum of all value cards, in millions (what drawing every value card gives)."""
        return sum(v * c for v, c in self.values)

    def cards(self) -> tuple[int | str, ...]:
        """Every card, one entry per physical card (values then BUSTs), e.g. for shuffling.

        >>> RiskyBusinessDeck({10: 2, 50: 1}, busts=1).cards()
        (10, 10, 50, 'BUST')
        """
        out: list[int | str] = [v for v, c in self.values for _ in range(c)]
        return (*out, *([BUST] * self.busts))

    def drawn_counts(self, cards: Iterable[int] | Mapping[int, int]) -> tuple[int, ...]:
        """How many of each distinct value are among ``cards`` (checked against the deck).

        ``cards`` is what has been drawn so far in a launch: a list or tuple of
        values in any order, or a ``{value: count}`` mapping (e.g. a Counter).

        >>> RiskyBusinessDeck.bull().drawn_counts([50, 10, 10])
        (2, 0, 0, 1, 0)
        """
        if isinstance(cards, Mapping):
            pairs = list(cards.items())
        elif isinstance(cards, Iterable) and not isinstance(cards, str | bytes):
            pairs = [(card, 1) for card in checks.sequence(cards, "cards drawn", most=self.size)]
        else:
            raise LogoKitError(
                f"cards drawn so far must be a list of values or a {{value: count}} "
                f"mapping, got {checks.describe(cards)}."
            )
        index = {v: i for i, (v, _) in enumerate(self.values)}
        drawn = [0] * len(self.values)
        for card, count in pairs:
            if isinstance(card, str) and card == BUST:
                raise LogoKitError(
                    "a BUST ends the launch, so there is no 'cards so far' after it: "
                    "give only the value cards drawn before stopping."
                )
            known = checks.is_whole(card) and int(card) in index
            if not known:
                raise LogoKitError(
                    f"there is no {checks.describe(card)} card in this deck; its values are "
                    f"{', '.join(f'{v}M' for v in self.distinct_values)}."
                )
            card = int(card)
            count = checks.whole(count, f"the number of {card}M cards drawn")
            if count < 0:
                raise LogoKitError(f"cannot have drawn {count} cards of {card}M.")
            drawn[index[card]] += count
        for (value, available), taken in zip(self.values, drawn, strict=True):
            if taken > available:
                raise LogoKitError(
                    f"{taken} cards of {value}M drawn, but the deck has only {available}."
                )
        return tuple(drawn)

    def remove(self, cards: Iterable[int | str]) -> RiskyBusinessDeck:
        """The deck left after taking out ``cards`` (values, and/or ``BUST``).

        Raises a :class:`LogoKitError` if a card is not there, or if no value card
        would be left (such a deck is not a Risky Business deck).

        >>> RiskyBusinessDeck({10: 2, 20: 1}, busts=2).remove(["BUST", 10]).size
        3
        """
        cards = checks.sequence(cards, "cards to remove", most=self.size)
        busts_out = sum(1 for c in cards if isinstance(c, str) and c == BUST)
        if busts_out > self.busts:
            raise LogoKitError(
                f"cannot remove {busts_out} BUST cards: the deck has only {self.busts}."
            )
        drawn = self.drawn_counts([c for c in cards if not (isinstance(c, str) and c == BUST)])
        left = {v: c - d for (v, c), d in zip(self.values, drawn, strict=True)}
        return RiskyBusinessDeck(left, self.busts - busts_out)

    def __str__(self) -> str:
        parts = ", ".join(f"{c}×{v}M" for v, c in self.values)
        return f"{self.size} cards: {self.busts} BUST, {parts}"


def choose_deck(kind: str, custom: str = BULL_TEXT, busts: int = BULL_BUSTS) -> RiskyBusinessDeck:
    """The deck a board's Deck choice names: ``kind`` ``"bull"`` or ``"bear"`` (ruling B1),
    or ``"custom"``: the deck typed in ``custom`` with ``busts`` BUST cards (read by
    :func:`parse_deck`, whose messages say what is wrong with it).

    >>> str(choose_deck("custom", "10:3 20:2", busts=1))
    '6 cards: 1 BUST, 3×10M, 2×20M'
    """
    kind = checks.choice(kind, "deck", DECK_KINDS)
    return parse_deck(custom, busts) if kind == "custom" else RiskyBusinessDeck.named(kind)


_PAIR = re.compile(r"([0-9]+)\s*[:x×*]\s*([0-9]+)")


def parse_deck(text: str, busts: int) -> RiskyBusinessDeck:
    """Read a deck typed as ``value:count`` pairs, e.g. ``"10:9 20:7 30:5 50:4 100:2"``.

    Pairs are separated by spaces, commas or semicolons; ``10x9`` and ``10×9``
    work too. Only the digits 0–9 are read (``"١٠:٩"`` is refused); the deck's
    limits are those of :class:`RiskyBusinessDeck`.

    >>> str(parse_deck("10:3, 20x2", busts=1))
    '6 cards: 1 BUST, 3×10M, 2×20M'
    >>> parse_deck("10:3 ten:2", busts=1)
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: cannot read 'ten:2' as value:count; ...
    """
    example = (
        f"write value:count pairs with the digits 0–9, such as {BULL_TEXT!r} (values in millions)"
    )
    text = checks.text(text, "the custom deck", most=2000, hint=example)
    busts = checks.whole(busts, "busts")
    if not text.strip():
        raise LogoKitError(f"the custom deck is empty; {example}.")
    counts: dict[int, int] = {}
    for token in re.split(r"[\s,;]+", text.strip()):
        match = _PAIR.fullmatch(token)
        if match is None:
            raise LogoKitError(f"cannot read {checks.describe(token)} as value:count; {example}.")
        value = checks.parse_whole(match.group(1), "a card value")
        count = checks.parse_whole(match.group(2), f"the count of {value}M cards")
        if value in counts:
            raise LogoKitError(f"{value}M is listed twice; give each value once ({example}).")
        counts[value] = count
        _limit(len(counts), "different card values", MAX_DISTINCT_VALUES, "the sheet's deck has 5")
    return RiskyBusinessDeck(counts, busts)
