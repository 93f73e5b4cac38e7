"""One player's star line in a game, and the deal that fills it (rulings S1, S6, S7, S9).

A :class:`StarLine` holds the shape (:class:`~logo_kit.lore.lanes.Layout`), the
player's mode, the hidden value of each card, where each card lies and which
cards are face up. Before the deal the values are unknown (``None``); the deal
gives them one card at a time, as chance moves (:class:`~logo_kit.lore.moves.DealCard`):
each card's value is uniform over the values not dealt yet, so every
assignment of values to cards is equally likely (ruling S1).

Ruling S9 (a young player's age card): the player finds card ``v`` before the
deal and puts it face up and aligned in lane ``v``, so card ``v`` holds ``v``
from the start and is not dealt; the other cards are dealt as usual.

>>> from logo_kit.lore.lanes import Layout
>>> line = StarLine.undealt(Layout(stars=4), "light", start_revealed=3)
>>> line.hidden, line.to_deal, line.values_left
((None, None, 3, None), (1, 2, 4), (1, 2, 4))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.lanes import Layout
from logo_kit.lore.notation import parse_line
from logo_kit.lore.options import parse_mode

__all__ = ["StarLine"]


@dataclass(frozen=True)
class StarLine:
    """One player's star line: shape, mode, hidden values and what lies where.

    ``hidden[i]`` is the value of card ``layout.cards[i]`` (blackholes: 0 small,
    stars+1 large; ``None`` while not dealt); ``arrangement`` lists the cards
    left to right over ``layout.lanes``; ``revealed`` are the face-up (aligned,
    locked) cards; ``start_revealed`` the S9 age card, if any.

    A line is immutable, so what is read from it often (:attr:`to_deal`,
    :attr:`face_down`, :attr:`values_left`) is worked out once per line.
    """

    layout: Layout
    mode: str
    hidden: tuple[int | None, ...]
    arrangement: tuple[int, ...]
    revealed: frozenset[int]
    start_revealed: int | None = None

    @classmethod
    def undealt(cls, layout: Layout, mode: str, start_revealed: int | None = None) -> StarLine:
        """A line before the deal: cards in their own lanes (S1), the S9 card face up."""
        layout = checks.instance(layout, "layout", Layout, "a Layout, e.g. Layout(stars=9)")
        mode = parse_mode(mode)
        hidden: list[int | None] = [None] * layout.size
        revealed: frozenset[int] = frozenset()
        if start_revealed is not None:  # ruling S9: card v lies in lane v, face up, holding v
            hidden[layout.index(start_revealed)] = start_revealed
            revealed = frozenset({start_revealed})
        return cls(layout, mode, tuple(hidden), layout.cards, revealed, start_revealed)

    # -- reading ---------------------------------------------------------------------
    def value_of(self, card: int) -> int | None:
        """The hidden value of ``card`` (None before it is dealt)."""
        return self.hidden[self.layout.index(card)]

    def lane_of(self, card: int) -> int:
        """The lane ``card`` lies in now."""
        self.layout.index(card)
        return self.layout.lanes[self.arrangement.index(card)]

    @cached_property
    def face_down(self) -> tuple[int, ...]:
        """Cards still face down, in card order."""
        return tuple(c for c in self.layout.cards if c not in self.revealed)

    @property
    def dealt(self) -> bool:
        """True once every card holds a value."""
        return None not in self.hidden

    @cached_property
    def to_deal(self) -> tuple[int, ...]:
        """Cards still waiting for their value, in card order (the deal's order)."""
        return tuple(c for c, v in zip(self.layout.cards, self.hidden, strict=True) if v is None)

    @cached_property
    def values_left(self) -> tuple[int, ...]:
        """Values not dealt yet, in increasing order (each as likely for the next card)."""
        used = {v for v in self.hidden if v is not None}
        return tuple(v for v in self.layout.values if v not in used)

    def all_home(self) -> bool:
        """Would Align the Stars win now? Every star aligned, every blackhole in
        an extra lane (rulings S6, S7)."""
        layout, hidden = self.layout, self.hidden
        first = layout.cards[0]
        for card, lane in zip(self.arrangement, layout.lanes, strict=True):
            value = hidden[card - first]
            if value is None or not layout.is_home(value, lane):
                return False
        return True

    # -- the deal --------------------------------------------------------------------
    def with_values(self, cards: Sequence[int], values: Sequence[int]) -> StarLine:
        """The line with ``cards`` given ``values`` (they must be undealt, the values left)."""
        hidden = list(self.hidden)
        if tuple(cards) == self.to_deal and sorted(values) == list(self.values_left):
            # the whole rest of the line at once: every card undealt, every value left once
            first = self.layout.cards[0]
            for card, value in zip(cards, values, strict=True):
                hidden[card - first] = value
            return self._replaced(hidden=tuple(hidden))
        left = list(self.values_left)
        for card, value in zip(cards, values, strict=True):
            i = self.layout.index(card)
            if hidden[i] is not None:
                raise LogoKitError(f"card {card} already holds its value; deal each card once.")
            if value not in left:
                raise LogoKitError(
                    f"value {value} is not left to deal (left: {' '.join(map(str, left))})."
                )
            hidden[i] = value
            left.remove(value)
        return self._replaced(hidden=tuple(hidden))

    def _replaced(self, **changes: Any) -> StarLine:
        """The line with some fields changed (``dataclasses.replace``, made quicker)."""
        if not changes.keys() <= _FIELD_SET:
            raise TypeError(f"a StarLine has no field {sorted(changes.keys() - _FIELD_SET)}")
        state = self.__dict__
        line = object.__new__(StarLine)  # frozen: fill the new line's fields directly
        line.__dict__.update({name: state[name] for name in _FIELDS})  # not the cached readings
        line.__dict__.update(changes)
        return line

    def shuffled(self, rng: np.random.Generator) -> tuple[int, ...]:
        """Values for :attr:`to_deal` (the whole undealt line) drawn uniformly with ``rng``.

        One ``rng.permutation`` of the values left, as the deal has always been
        drawn, so seeded games keep their lines.
        """
        left = self.values_left
        order = checks.generator(rng).permutation(len(left))
        return tuple([left[i] for i in order.tolist()])

    def read_line(self, given: Any, seat: int) -> tuple[int, ...]:
        """The values of :attr:`to_deal` from a teacher's whole line (S1, S9).

        ``given`` lists every card's value in card order (a list, text such as
        ``"4 3 2 1"`` or ``"3 B 1 2"``, or a mapping card → value; see
        :func:`~logo_kit.lore.notation.parse_line`). With an S9 start card, that
        card must hold its own value.
        """
        if not isinstance(given, str | Mapping) and not isinstance(given, Sequence | np.ndarray):
            raise LogoKitError(
                f"the hidden line of seat {seat} must list the values in card order or map each "
                f"card to its value, got {checks.describe(given)}."
            )
        try:
            values = parse_line(given, self.layout)
        except LogoKitError as error:
            raise LogoKitError(f"seat {seat}: {error}") from None
        start = self.start_revealed
        if start is not None and values[self.layout.index(start)] != start:
            raise LogoKitError(
                f"seat {seat} starts with card {start} shown and aligned (ruling S9), so card "
                f"{start} must hold {start}; the hidden line gives it "
                f"{values[self.layout.index(start)]}."
            )
        return tuple(values[self.layout.index(card)] for card in self.to_deal)


_FIELDS = tuple(f.name for f in fields(StarLine))
_FIELD_SET = frozenset(_FIELDS)
