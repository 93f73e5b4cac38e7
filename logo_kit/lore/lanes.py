"""Lanes, cards and value codes of one player's star line (rulings S1, S7).

A star line has ``stars`` star cards (values 1…stars; 9 in the real game) and
0–2 blackholes. Lanes are 1…stars; one blackhole adds lane ``stars + 1``
(right of the last lane); two blackholes add lane 0 (left of 1) and lane
``stars + 1``. Ruling S1.

Cards are named by the lane they were dealt into (card ``c`` starts in lane
``c``), so card names and lane numbers are the same set of numbers.

Values are small integers so that a belief fits in a numpy ``uint8`` array:
star values are 1…stars, the small blackhole is ``0`` and the large blackhole
(the only one, in a one-blackhole game) is ``stars + 1``. A blackhole code is
*never* "aligned", even in the lane with the same number (ruling S7).

>>> line = Layout(stars=9, blackholes=2)
>>> line.lanes
(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
>>> line.extra_lanes, line.blackhole_values
((0, 10), (0, 10))
>>> [line.value_label(v) for v in (0, 5, 10)]
['small blackhole', '5', 'large blackhole']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from logo_kit import checks
from logo_kit.errors import IllegalMoveError, LogoKitError

__all__ = [
    "MAX_BLACKHOLES",
    "MAX_STARS",
    "MIN_STARS",
    "SMALL_BLACKHOLE",
    "Layout",
    "blackhole_values",
    "check_arrangement",
]

SMALL_BLACKHOLE = 0
MIN_STARS = 2
MAX_STARS = 9
MAX_BLACKHOLES = 2


def blackhole_values(stars: int, blackholes: int) -> tuple[int, ...]:
    """Value codes of the blackholes: ``()``, ``(stars+1,)`` or ``(0, stars+1)``.

    >>> blackhole_values(9, 1)
    (10,)
    """
    layout = Layout(stars=stars, blackholes=blackholes)  # checks both
    return _blackhole_codes(layout.stars, layout.blackholes)


def _blackhole_codes(stars: int, blackholes: int) -> tuple[int, ...]:
    if blackholes == 0:
        return ()
    if blackholes == 1:
        return (stars + 1,)
    return (SMALL_BLACKHOLE, stars + 1)


@dataclass(frozen=True)
class Layout:
    """The shape of one star line: how many star cards and blackholes (S1).

    ``stars`` may be smaller than 9 for teaching and for brute-force tests;
    the rules scale (ruling S16): Symmetry means a sum of ``stars + 1``,
    Massive a sum above ``stars + 1``, and Focus splits at ``(stars + 1) / 2``.
    The lanes, cards and values are worked out once per layout (engines ask
    for them at every move).
    """

    stars: int = 9
    blackholes: int = 0

    def __post_init__(self) -> None:
        stars = checks.whole(
            self.stars, "stars", low=MIN_STARS, high=MAX_STARS, why="9 in the real game"
        )
        holes = checks.whole(self.blackholes, "blackholes", low=0, high=MAX_BLACKHOLES)
        object.__setattr__(self, "stars", stars)
        object.__setattr__(self, "blackholes", holes)

    # -- lanes and cards ---------------------------------------------------
    @property
    def size(self) -> int:
        """Number of cards in the line (stars + blackholes)."""
        return self.stars + self.blackholes

    @cached_property
    def lanes(self) -> tuple[int, ...]:
        """Lane numbers, left to right (ruling S1)."""
        first = 0 if self.blackholes == 2 else 1
        return tuple(range(first, first + self.size))

    @cached_property
    def cards(self) -> tuple[int, ...]:
        """Card names: card ``c`` was dealt into lane ``c``."""
        return self.lanes

    @cached_property
    def extra_lanes(self) -> tuple[int, ...]:
        """Lanes outside 1…stars, where the blackholes belong (S1, S7)."""
        return tuple(lane for lane in self.lanes if not 1 <= lane <= self.stars)

    @property
    def blackhole_values(self) -> tuple[int, ...]:
        """Value codes used for the blackholes."""
        return _blackhole_codes(self.stars, self.blackholes)

    @cached_property
    def values(self) -> tuple[int, ...]:
        """Every value code in the line, sorted (stars and blackholes)."""
        return tuple(sorted((*range(1, self.stars + 1), *self.blackhole_values)))

    @property
    def codes(self) -> int:
        """Size of the value-code (and lane) range 0…stars+1, for lookup tables."""
        return self.stars + 2

    # -- helpers -----------------------------------------------------------
    def index(self, card: int) -> int:
        """Position of ``card`` in :attr:`cards` (its column in a belief)."""
        cards = self.cards
        if type(card) is int and cards[0] <= card <= cards[-1]:  # the common case, quickly
            return card - cards[0]
        if not checks.is_whole(card) or int(card) not in cards:
            raise LogoKitError(
                f"there is no card {checks.describe(card)}: cards are named by the lane they "
                f"were dealt into, {cards[0]}–{cards[-1]}."
            )
        return int(card) - cards[0]

    def check_lane(self, lane: int) -> int:
        """Return ``lane`` if it exists in this line, else raise a clear error."""
        lanes = self.lanes
        if type(lane) is int and lanes[0] <= lane <= lanes[-1]:  # the common case, quickly
            return lane
        if not checks.is_whole(lane) or int(lane) not in self.lanes:
            raise LogoKitError(
                f"there is no lane {checks.describe(lane)}: lanes are "
                f"{self.lanes[0]}–{self.lanes[-1]}."
            )
        return int(lane)

    def is_blackhole_value(self, value: int) -> bool:
        """True for a blackhole code (ruling S7)."""
        if type(value) is int and 0 <= value <= self.stars + 1:  # the common case, quickly
            return not 1 <= value <= self.stars
        value = checks.whole(value, "value", low=0, high=self.stars + 1)
        return not 1 <= value <= self.stars

    def is_home(self, value: int, lane: int) -> bool:
        """Is a card of this value where it must be to win?

        A star card must be aligned (value = lane); a blackhole must lie in an
        extra lane, either one (ruling S7).

        >>> Layout(9, 2).is_home(0, 10), Layout(9, 2).is_home(10, 10), Layout(9, 2).is_home(4, 4)
        (True, True, True)
        """
        lane = self.check_lane(lane)
        if self.is_blackhole_value(value):
            return lane in self.extra_lanes
        return value == lane

    def value_label(self, value: int) -> str:
        """Human name of a value code: ``'7'``, ``'blackhole'``, ``'small blackhole'``."""
        if not checks.is_whole(value) or int(value) not in self.values:
            raise LogoKitError(
                f"{checks.describe(value)} is not a value in this line: values are {self.values}."
            )
        value = int(value)
        if not self.is_blackhole_value(value):
            return str(value)
        if self.blackholes == 1:
            return "blackhole"
        return "small blackhole" if value == SMALL_BLACKHOLE else "large blackhole"


def check_arrangement(
    arrangement: Iterable[int], now: tuple[int, ...], revealed: frozenset[int]
) -> tuple[int, ...]:
    """``arrangement`` (cards left to right) as a tuple, if the line laid out as ``now``
    may be laid out so: every card once, and the face-up cards where they are (ruling
    S6: aligned cards are flipped face up and locked; S14: the face-down cards may go
    anywhere among the lanes). Else an :class:`~logo_kit.errors.IllegalMoveError`
    saying why. The one check of S6 that games, beliefs and boards share.

    >>> check_arrangement([2, 1, 3], now=(1, 2, 3), revealed=frozenset({3}))
    (2, 1, 3)
    >>> check_arrangement([3, 2, 1], now=(1, 2, 3), revealed=frozenset({3}))
    Traceback (most recent call last):
    ...
    logo_kit.errors.IllegalMoveError: card 3 is face up and locked in lane 3 (ruling S6); ...
    """
    cards = sorted(now)
    wanted = f"an arrangement lists every card once, left to right (cards {cards[0]}–{cards[-1]})"
    if type(arrangement) is tuple and all(type(c) is int for c in arrangement):
        arranged = arrangement  # already whole numbers (the engine's own moves)
    else:  # card numbers: never a string ("4321") or floats (1.9 is not card 1)
        try:
            arranged = checks.wholes(arrangement, "an arrangement", most=20)
        except LogoKitError as error:
            raise IllegalMoveError(f"{wanted}: {error}") from None
    if sorted(arranged) != cards:
        raise IllegalMoveError(f"{wanted}, got {checks.describe(arranged)}.")
    for card in revealed:
        place = now.index(card)  # lanes are named like the cards, left to right
        if arranged.index(card) != place:
            raise IllegalMoveError(
                f"card {card} is face up and locked in lane {cards[place]} (ruling S6); "
                "only face-down cards can move."
            )
    return arranged
