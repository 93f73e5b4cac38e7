"""What one seat sees of an Apprentice game, and the table questions game and view share.

In the Apprentice game nothing is hidden: brand cards lie face up (sheet:
"so players can all see each other's brands"), money is counted openly and the
Risky Business deck is shuffled before every launch, so the cards still to come
are chance, not a secret; the piles and the cards still to deal are public too
(ruling B13). A view therefore shows the whole table; bots still
decide from a view (never the game), like the bots of the other games.

>>> import numpy as np
>>> from logo_kit.billionaire.game import ApprenticeGame
>>> view = ApprenticeGame.new(rng=np.random.default_rng(1)).view(0)
>>> view.seat, view.phase.value, view.money, sum(view.counts(0).values())
(0, 'spin', (50, 50), 6)
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import TYPE_CHECKING

from logo_kit import checks, movelog
from logo_kit.billionaire.board import CATEGORIES, BrandCard, Category
from logo_kit.billionaire.moves import LaunchResult, Move, Phase
from logo_kit.billionaire.options import COMPANY_MIN, ApprenticeOptions, company_worth

if TYPE_CHECKING:
    from logo_kit.billionaire.deck import RiskyBusinessDeck

__all__ = ["ApprenticeView", "Hand", "Holdings"]

Hand = tuple[tuple[BrandCard, ...], ...]
"""One sorted tuple of brand cards per category (indexed by :class:`Category`)."""


class Holdings:
    """Questions about who holds what, answered the same way by a game and a view.

    Needs ``options``, ``hands``, ``mover``, ``launching``, ``drawn`` and ``money``.
    """

    options: ApprenticeOptions
    hands: tuple[Hand, ...]
    mover: int
    launching: Category | None
    drawn: tuple[int, ...]
    money: tuple[int, ...]

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.options.players

    def _seat(self, seat: int) -> int:
        if type(seat) is int and 0 <= seat < len(self.money):  # the common case, fast
            return seat
        return checks.whole(seat, "seat", low=0, high=self.players - 1)

    def hand(self, seat: int) -> tuple[BrandCard, ...]:
        """All brand cards of the player in ``seat`` (0 … players − 1), category by category."""
        return self._cards(self._seat(seat))

    def _cards(self, seat: int) -> tuple[BrandCard, ...]:
        # hand() for a seat already checked (the engine's own hot paths)
        return tuple(card for cards in self.hands[seat] for card in cards)

    def counts(self, seat: int) -> dict[Category, int]:
        """How many brand cards of each category the player in ``seat`` holds."""
        hand = self.hands[self._seat(seat)]
        return {c: len(cards) for c, cards in zip(CATEGORIES, hand, strict=True)}

    def companies(self, seat: int) -> dict[Category, int]:
        """The companies of the player in ``seat``: {category: cards} for 3+ cards (B2, B9)."""
        hand = self.hands[self._seat(seat)]
        return {
            c: len(cards)
            for c, cards in zip(CATEGORIES, hand, strict=True)
            if len(cards) >= COMPANY_MIN
        }

    @property
    def company_size(self) -> int:
        """Brand cards in the company being launched: every card of its colour (ruling B9;
        0 when no launch is under way)."""
        if self.launching is None:
            return 0
        return len(self.hands[self.mover][self.launching])

    @property
    def stop_payout(self) -> int:
        """What stopping the launch under way pays now: the company's size times the
        value cards drawn (ruling B2, :func:`company_worth`); 0 when no launch is under way."""
        return company_worth(self.company_size, sum(self.drawn))

    def risky_business_left(self) -> tuple[dict[int, int], int]:
        """Cards left in the Risky Business deck during a launch: ({value: count}, busts).

        The deck is shuffled before every launch (B2), so outside a launch it is whole.
        """
        deck: RiskyBusinessDeck = self.options.risky_business
        left = deck.counts
        for value in self.drawn:
            left[value] -= 1
        return left, deck.busts

    @property
    def leaders(self) -> tuple[int, ...]:
        """Seats with the most money (the winner, once someone has won; after the turn
        cap, the leaders of ruling B12)."""
        best = max(self.money)
        return tuple(p for p, m in enumerate(self.money) if m == best)


@dataclass(frozen=True, eq=False)
class ApprenticeView(Holdings):
    """The table as seat ``seat`` sees it: everything (nothing is hidden, ruling B13).

    ``mover`` is whose turn it is (also during its chance steps, when
    ``current_player`` is CHANCE); ``legal_moves`` is empty unless ``seat`` is to move.
    Everyone sees every move, chance included, so :attr:`history` is the whole game
    so far; two views are equal when the table and the history are.
    """

    seat: int
    current_player: int
    legal_moves: tuple[Move, ...]
    options: ApprenticeOptions
    phase: Phase
    mover: int
    turn: int
    money: tuple[int, ...]
    positions: tuple[int, ...]
    hands: tuple[Hand, ...]
    piles: tuple[tuple[BrandCard, ...], ...]
    undealt: tuple[BrandCard, ...]
    traded_with: frozenset[int]
    launching: Category | None
    drawn: tuple[int, ...]
    winner: int | None
    last_launch: LaunchResult | None
    _log: tuple | None = field(default=None, repr=False)

    @property
    def history(self) -> tuple[Move, ...]:
        """Every move so far, chance included, everyone saw (B13); a compound deal is
        given as its single cards, as it would have been dealt."""
        found: list[Move] = []
        for move in movelog.moves(self._log):
            found.extend(getattr(move, "parts", (move,)))
        return tuple(found)

    def __eq__(self, other: object) -> bool:
        if type(other) is not ApprenticeView:
            return NotImplemented
        return _shown(self) == _shown(other) and self.history == other.history

    def __hash__(self) -> int:
        # a few of the compared parts, so equal views hash alike
        return hash((self.seat, self.phase, self.turn, self.money, self.positions))


_shown = attrgetter(*(f.name for f in fields(ApprenticeView) if f.name != "_log"))
