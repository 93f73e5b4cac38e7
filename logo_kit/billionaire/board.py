"""The Apprentice board, brand categories and brand cards (ruling B3).

The rule sheet does not give the board, so the default is an assumption
(ruling B3): a ring of 36 spaces, six per category, each category having one
PICK UP ONE space, one TRADE space and one TAKEOVER/NEWSFLASH space (plain in
the Apprentice game). Categories alternate round the ring (ruling B6), so from
any space a spin of 1–6 lands on each category exactly once: each spin picks a
category with chance 1/6.

>>> board = Board.default()
>>> len(board), str(board[0])
(36, 'Snacks (orange), trade')
>>> sum(space.icon is Icon.TRADE for space in board)
6
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = [
    "CATEGORIES",
    "MAX_CARDS_PER_CATEGORY",
    "MAX_SPACES",
    "Board",
    "BrandCard",
    "Category",
    "Icon",
    "Space",
]

MAX_SPACES = 360
"""Most spaces on a board (ten times the default ring)."""
MAX_CARDS_PER_CATEGORY = 24
"""Most brand cards per set (two boxes' worth). More would make the trade step list
tens of thousands of moves."""


class Category(enum.IntEnum):
    """The six brand card sets (the sheet's colours). The int value indexes piles and hands."""

    SNACKS = 0
    SWEETS = 1
    HOME = 2
    GROCERY = 3
    CHILLED = 4
    CARS = 5

    @classmethod
    def _missing_(cls, value: object) -> Category:
        raise LogoKitError(
            f"{checks.describe(value)} is not a category: use 0 to 5 or one of "
            f"{', '.join(f'Category.{c.name}' for c in cls)}."
        )

    @property
    def color(self) -> str:
        """The category's colour on the board (ruling B3)."""
        return _COLOURS[self]

    @property
    def label(self) -> str:
        return self.name.capitalize()

    def __str__(self) -> str:
        return f"{self.label} ({self.color})"


_COLOURS = {
    Category.SNACKS: "orange",
    Category.SWEETS: "purple",
    Category.HOME: "blue",
    Category.GROCERY: "green",
    Category.CHILLED: "yellow",
    Category.CARS: "red",
}
CATEGORIES: tuple[Category, ...] = tuple(Category)


class Icon(enum.Enum):
    """What a space asks for. TAKEOVER/NEWSFLASH is played as a plain space (ruling B3)."""

    PLAIN = "plain"
    PICK_UP_ONE = "pick up one"
    TRADE = "trade"
    TAKEOVER = "takeover/newsflash"

    @classmethod
    def _missing_(cls, value: object) -> Icon:
        raise LogoKitError(
            f"{checks.describe(value)} is not an icon: use one of "
            f"{', '.join(repr(i.value) for i in cls)}."
        )

    @property
    def pickup(self) -> int:
        """Brand cards picked up on this space: one on PICK UP ONE, else two."""
        return 1 if self is Icon.PICK_UP_ONE else 2


@dataclass(frozen=True)
class Space:
    """One board space: a category colour and an icon."""

    category: Category
    icon: Icon = Icon.PLAIN

    def __post_init__(self) -> None:
        if not isinstance(self.category, Category):
            raise LogoKitError(
                f"a space's category must be a Category (one of "
                f"{', '.join(c.label for c in CATEGORIES)}), got {checks.describe(self.category)}."
            )
        if not isinstance(self.icon, Icon):
            raise LogoKitError(
                f"a space's icon must be an Icon ({', '.join(i.name for i in Icon)}), "
                f"got {checks.describe(self.icon)}."
            )

    def __str__(self) -> str:
        return f"{self.category}, {self.icon.value}"


# rulings B3, B6: in the default ring, the k-th space of a category (k = 0…5, one per lap
# of six) gets the icon below, shifted by the category so icons spread round the ring.
_DEFAULT_ICONS = (Icon.TRADE, Icon.PLAIN, Icon.PICK_UP_ONE, Icon.PLAIN, Icon.TAKEOVER, Icon.PLAIN)


@dataclass(frozen=True)
class Board:
    """A ring of 1 to 360 spaces, walked clockwise (index order)."""

    spaces: tuple[Space, ...]

    def __post_init__(self) -> None:
        spaces = tuple(checks.sequence(self.spaces, "board spaces", most=MAX_SPACES))
        if not spaces:
            raise LogoKitError("a board needs at least one space: give a list of Space values.")
        for space in spaces:
            if not isinstance(space, Space):
                raise LogoKitError(
                    f"board spaces must be Space values, got {checks.describe(space)}."
                )
        object.__setattr__(self, "spaces", spaces)

    @classmethod
    def default(cls) -> Board:
        """The default ring of ruling B3 (36 spaces, 6 per category), colours and icons
        laid out by ruling B6."""
        spaces = []
        for lap in range(6):
            for category in CATEGORIES:
                spaces.append(Space(category, _DEFAULT_ICONS[(lap + category) % 6]))
        return cls(tuple(spaces))

    def __len__(self) -> int:
        return len(self.spaces)

    def __getitem__(self, index: int) -> Space:
        """The space at ``index`` (0 to len − 1; negative numbers are refused)."""
        return self.spaces[checks.whole(index, "space", low=0, high=len(self.spaces) - 1)]

    def __iter__(self) -> Iterator[Space]:
        return iter(self.spaces)


@dataclass(frozen=True, order=True)
class BrandCard:
    """One brand card: its category and its number within that set (1 … cards per set).

    Cards of one category are alike for play; the number (1 to 24) only tells
    them apart, so a trade can name one and the engine can check that no card is
    lost.

    >>> str(BrandCard(Category.CARS, 7))
    'Cars 7'
    """

    category: Category
    number: int

    def __post_init__(self) -> None:
        if not isinstance(self.category, Category):
            raise LogoKitError(
                f"a brand card's category must be a Category, got {checks.describe(self.category)}."
            )
        number = checks.whole(
            self.number, "a brand card's number", low=1, high=MAX_CARDS_PER_CATEGORY
        )
        object.__setattr__(self, "number", number)

    def __str__(self) -> str:
        return f"{self.category.label} {self.number}"
