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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from logo_kit.errors import LogoKitError

__all__ = ["BULL_VALUES", "BUST", "RiskyBusinessDeck"]

BUST: Literal["BUST"] = "BUST"
"""The BUST card. Value cards are plain ints (millions); a BUST is this string."""

# ruling B1: the classroom default ("bull market") deck, values in millions.
BULL_VALUES: dict[int, int] = {10: 9, 20: 7, 30: 5, 50: 4, 100: 2}
BULL_BUSTS = 3
BEAR_REMOVED_TENS = 3  # ruling B1: the bear market deck removes three 10M cards

_ALLOWED = (
    "give values as {value in millions: number of cards}, with whole-number values ≥ 1, "
    "counts ≥ 0, at least one value card, and busts a whole number ≥ 0"
)


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer):
        raise LogoKitError(f"{what} must be a whole number, got {value!r}; {_ALLOWED}.")
    return int(value)


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
        raw = self.values
        if isinstance(raw, Mapping):
            items = list(raw.items())
        elif isinstance(raw, Iterable) and not isinstance(raw, str | bytes):
            items = list(raw)
        else:
            raise LogoKitError(f"values must be a mapping, got {raw!r}; {_ALLOWED}.")
        counts: dict[int, int] = {}
        for item in items:
            if not (isinstance(item, tuple | list) and len(item) == 2):
                raise LogoKitError(f"cannot read {item!r} as (value, count); {_ALLOWED}.")
            value = _whole(item[0], f"card value {item[0]!r}")
            count = _whole(item[1], f"the count of {value}M cards")
            if value < 1:
                raise LogoKitError(f"a card value must be at least 1M, got {value}; {_ALLOWED}.")
            if count < 0:
                raise LogoKitError(
                    f"the count of {value}M cards cannot be negative (got {count}); {_ALLOWED}."
                )
            counts[value] = counts.get(value, 0) + count
        busts = _whole(self.busts, "busts")
        if busts < 0:
            raise LogoKitError(f"busts cannot be negative (got {busts}); {_ALLOWED}.")
        kept = tuple(sorted((v, c) for v, c in counts.items() if c))
        if not kept:
            raise LogoKitError(
                "a Risky Business deck needs at least one value card (with only BUST "
                f"cards every launch busts); {_ALLOWED}."
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

    # -- counting ------------------------------------------------------------------
    @property
    def counts(self) -> dict[int, int]:
        """``{value: number of cards}`` for the value cards (a fresh dict)."""
        return dict(self.values)

    @property
    def distinct_values(self) -> tuple[int, ...]:
        """The different card values, smallest first."""
        return tuple(v for v, _ in self.values)

    @property
    def value_cards(self) -> int:
        """How many value (non-BUST) cards the deck holds."""
        return sum(c for _, c in self.values)

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
            pairs = [(card, 1) for card in cards]
        else:
            raise LogoKitError(
                f"cards drawn so far must be a list of values or a {{value: count}} "
                f"mapping, got {cards!r}."
            )
        index = {v: i for i, (v, _) in enumerate(self.values)}
        drawn = [0] * len(self.values)
        for card, count in pairs:
            if card == BUST:
                raise LogoKitError(
                    "a BUST ends the launch, so there is no 'cards so far' after it: "
                    "give only the value cards drawn before stopping."
                )
            try:
                known = card in index and not isinstance(card, bool)
            except TypeError:  # an unhashable thing such as a list
                known = False
            if not known:
                raise LogoKitError(
                    f"there is no {card!r} card in this deck; its values are "
                    f"{', '.join(f'{v}M' for v in self.distinct_values)}."
                )
            count = _whole(count, f"the number of {card}M cards drawn")
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
        if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
            raise LogoKitError(f"give the cards to remove as a list, got {cards!r}.")
        cards = list(cards)
        busts_out = sum(1 for c in cards if c == BUST)
        if busts_out > self.busts:
            raise LogoKitError(
                f"cannot remove {busts_out} BUST cards: the deck has only {self.busts}."
            )
        drawn = self.drawn_counts([c for c in cards if c != BUST])
        left = {v: c - d for (v, c), d in zip(self.values, drawn, strict=True)}
        return RiskyBusinessDeck(left, self.busts - busts_out)

    def __str__(self) -> str:
        parts = ", ".join(f"{c}×{v}M" for v, c in self.values)
        return f"{self.size} cards: {self.busts} BUST, {parts}"
