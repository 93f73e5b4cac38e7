"""The moves of the Apprentice game, its turn steps, and what a finished launch did.

Chance moves (:class:`DealCard`, :class:`Deal`, :class:`Spin`, :class:`RiskyCard`)
say what chance did; the others are a player's decisions. Moves are plain frozen
values: the engine checks them when they are applied.

>>> str(Spin(4)), str(RiskyCard(50)), str(RiskyCard("BUST"))
('spin 4', 'RB 50M', 'BUST')
>>> from logo_kit.billionaire.board import BrandCard, Category
>>> Deal((BrandCard(Category.CARS, 1), BrandCard(Category.HOME, 2))).parts[1]
DealCard(card=BrandCard(category=<Category.HOME: 2>, number=2))
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Union

from logo_kit import checks
from logo_kit.billionaire.board import BrandCard, Category
from logo_kit.billionaire.deck import BUST
from logo_kit.engine import seat_label
from logo_kit.errors import LogoKitError

__all__ = [
    "Buy",
    "ChanceMove",
    "Deal",
    "DealCard",
    "Draw",
    "EndTrade",
    "Launch",
    "LaunchResult",
    "Move",
    "Phase",
    "RiskyCard",
    "SkipLaunch",
    "Spin",
    "Stop",
    "Swap",
]


class Phase(enum.Enum):
    """Where the game is. DEAL, SPIN and RISKY_CARD are chance steps."""

    DEAL = "deal"
    SPIN = "spin"
    TRADE = "trade"
    LAUNCH = "launch"
    RISKY_CARD = "risky card"
    DRAW_OR_STOP = "draw or stop"
    OVER = "over"

    @classmethod
    def _missing_(cls, value: object) -> Phase:
        raise LogoKitError(
            f"{checks.describe(value)} is not a step of the game: use one of "
            f"{', '.join(repr(p.value) for p in cls)}."
        )


# -- chance ----------------------------------------------------------------------------


@dataclass(frozen=True)
class DealCard:
    """Chance: the next card of the deal is ``card`` (it goes to the next seat in turn)."""

    card: BrandCard

    def __str__(self) -> str:
        return f"deal {self.card}"


@dataclass(frozen=True)
class Deal:
    """Chance, all at once: the rest of the deal, card by card, in this order.

    It stands for its :attr:`parts` (one :class:`DealCard` each) and applies as they would.
    """

    cards: tuple[BrandCard, ...]

    @property
    def parts(self) -> tuple[DealCard, ...]:
        return tuple(DealCard(card) for card in self.cards)

    def __str__(self) -> str:
        return f"deal {len(self.cards)} brand cards"


@dataclass(frozen=True)
class Spin:
    """Chance: the spinner shows ``number``."""

    number: int

    def __str__(self) -> str:
        return f"spin {self.number}"


@dataclass(frozen=True)
class RiskyCard:
    """Chance: the next Risky Business card is ``card`` (a value in millions, or BUST)."""

    card: int | str

    def __str__(self) -> str:
        return "BUST" if self.card == BUST else f"RB {self.card}M"


# -- decisions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Buy:
    """Take ``card`` from the player in seat ``seller`` for the buy price (ruling B4)."""

    seller: int
    card: BrandCard

    def __str__(self) -> str:
        return f"buy {self.card} from player {seat_label(self.seller)}"


@dataclass(frozen=True)
class Swap:
    """Take ``card`` from the player in seat ``partner`` and give them ``give`` (ruling B4)."""

    partner: int
    card: BrandCard
    give: BrandCard

    def __str__(self) -> str:
        return f"swap {self.give} for {self.card} with player {seat_label(self.partner)}"


@dataclass(frozen=True)
class EndTrade:
    """Finish trading this turn."""

    def __str__(self) -> str:
        return "end trading"


@dataclass(frozen=True)
class Launch:
    """Launch the company of ``category`` (all the player's cards of it, ruling B9)."""

    category: Category

    def __str__(self) -> str:
        label = self.category.label if isinstance(self.category, Category) else self.category
        return f"launch {label}"


@dataclass(frozen=True)
class SkipLaunch:
    """Launch nothing this turn."""

    def __str__(self) -> str:
        return "no launch"


@dataclass(frozen=True)
class Draw:
    """Turn over another Risky Business card."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Stop:
    """Stop drawing and take the company's value from the bank."""

    def __str__(self) -> str:
        return "stop"


ChanceMove = Union[DealCard, Deal, Spin, RiskyCard]  # noqa: UP007
Move = Union[  # noqa: UP007
    DealCard, Deal, Spin, Buy, Swap, EndTrade, Launch, SkipLaunch, Draw, Stop, RiskyCard
]


@dataclass(frozen=True)
class LaunchResult:
    """What a finished launch did (ruling B2). ``player`` is the launcher's seat."""

    player: int
    category: Category
    company_size: int
    drawn: tuple[int | str, ...]
    payout: int

    @property
    def bust(self) -> bool:
        return bool(self.drawn) and self.drawn[-1] == BUST

    def __str__(self) -> str:
        cards = " ".join(str(c) for c in self.drawn)
        outcome = "BUST" if self.bust else f"{self.payout}M"
        company = f"{self.company_size} {self.category.label}"
        return f"player {seat_label(self.player)} launched {company}: {cards} → {outcome}"
