"""Rule options of the Apprentice game, with their documented defaults and limits.

Every field is checked when the options are made, before anything is built, so a
game can never start from options it cannot play (``players=10**9`` is refused at
once, and so is a game that is already won: ``starting_money`` ≥ ``winning_money``).

>>> ApprenticeOptions(players=3).players
3
>>> ApprenticeOptions(starting_money=1500)
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: starting_money (1500M) must be below winning_money (1000M): ...
"""

from __future__ import annotations

from dataclasses import dataclass, field

from logo_kit import checks
from logo_kit.billionaire.board import MAX_CARDS_PER_CATEGORY, Board
from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_kit.errors import LogoKitError

__all__ = [
    "COMPANY_MIN",
    "DEFAULT_MAX_TURNS",
    "MAX_CARDS_PER_CATEGORY",
    "MAX_MONEY",
    "MAX_PLAYERS",
    "MAX_SPINNER",
    "MAX_TURNS",
    "ApprenticeOptions",
    "company_worth",
]

COMPANY_MIN = 3  # ruling B2: a company is 3 or more brand cards of one category


def company_worth(size: int, per_card: int) -> int:
    """What a company pays when it is launched: its brand cards times the sum of the value
    cards drawn, which is paid per brand card (ruling B2). ``size`` 0 (no launch) pays 0.

    >>> company_worth(4, 35)  # four brand cards, 35M drawn: 140M
    140
    """
    size = checks.whole(size, "size", low=0, high=MAX_CARDS_PER_CATEGORY, why="brand cards")
    per_card = checks.whole(per_card, "per_card", low=0, why="the sum drawn, M per brand card")
    return size * per_card


DEFAULT_MAX_TURNS = 1000
"""Turn cap (all players' turns together; ruling B12). Games between sensible bots take well under
a tenth of this, so it only stops players that never launch from playing forever."""
MAX_PLAYERS = 12
"""Most players: the deal takes one card of each set per player and a set has 12 (B3, B11)."""
MAX_SPINNER = 60
"""Most spinner sides (the spin's chance outcomes are listed one by one)."""
MAX_TURNS = 100_000
"""Longest turn cap: a game of that many turns already takes about a minute."""
MAX_MONEY = 1_000_000
"""Largest amount (millions) for the money options: a thousand billions."""


@dataclass(frozen=True)
class ApprenticeOptions:
    """The Apprentice rules as options (rulings B1, B3–B5) and the number of seats.

    ``players``: 1 to 12 (and at most ``cards_per_category``; ruling B11).
    ``max_turns`` caps the game length (1 to 100,000 turns, all players' turns
    together; ruling B12); a capped game has no winner and reports the leaders
    (most money). Money is in
    millions: ``starting_money`` must be below ``winning_money`` (at most
    1,000,000), ``buy_price`` at most ``winning_money``. The board has at most
    360 spaces, the spinner 1 to 60 sides, a set 1 to 24 brand cards.
    """

    players: int = 2
    board: Board = field(default_factory=Board.default)  # ruling B3
    risky_business: RiskyBusinessDeck = field(default_factory=RiskyBusinessDeck.bull)  # B1
    cards_per_category: int = 12  # ruling B3
    starting_money: int = 50  # ruling B5
    winning_money: int = 1000  # ruling B5
    buy_price: int = 30  # ruling B4
    spinner: int = 6  # ruling B3: 1–6, uniform
    max_turns: int = DEFAULT_MAX_TURNS

    def __post_init__(self) -> None:
        players = checks.whole(
            self.players,
            "players",
            low=1,
            high=MAX_PLAYERS,
            why="the deal gives each player one card of each set of 12",
        )
        checks.instance(self.board, "board", Board, "a Board (e.g. Board.default())")
        checks.instance(
            self.risky_business,
            "risky_business",
            RiskyBusinessDeck,
            "a RiskyBusinessDeck (e.g. RiskyBusinessDeck.bull())",
        )
        per_set = checks.whole(
            self.cards_per_category, "cards_per_category", low=1, high=MAX_CARDS_PER_CATEGORY
        )
        if players > per_set:
            raise LogoKitError(
                f"{players} players cannot be dealt in: the deal takes one card of each set "
                f"per player and a set has only {per_set} cards (cards_per_category)."
            )
        winning = checks.whole(self.winning_money, "winning_money", low=1, high=MAX_MONEY)
        starting = checks.whole(self.starting_money, "starting_money", low=0, high=MAX_MONEY)
        if starting >= winning:
            raise LogoKitError(
                f"starting_money ({starting}M) must be below winning_money ({winning}M): "
                "otherwise every player has won before the first spin (ruling B5)."
            )
        values = {
            "players": players,
            "cards_per_category": per_set,
            "winning_money": winning,
            "starting_money": starting,
            "buy_price": checks.whole(self.buy_price, "buy_price", low=0, high=winning),
            "spinner": checks.whole(self.spinner, "spinner", low=1, high=MAX_SPINNER),
            "max_turns": checks.whole(
                self.max_turns,
                "max_turns",
                low=1,
                high=MAX_TURNS,
                why="every game must end; a longer game takes minutes",
            ),
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)
