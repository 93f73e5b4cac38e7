"""Bots for the Apprentice game: simple trading, and different ways to stop drawing.

Every bot trades the same simple way (:func:`sensible_trade`) and launches its
biggest company whenever it has one; they differ only in *when they stop*
drawing Risky Business cards:

* :class:`FixedCountLauncher` (k): stop after k cards;
* :class:`ThresholdLauncher` (s): stop once the sum reaches s;
* :class:`EVOptimalLauncher`: the rule with the largest expected value;
* :class:`TargetOptimalLauncher`: the rule with the best chance that *this*
  launch lifts its money to the billion (ruling B5), i.e. of reaching
  ⌈(1000 − money) / company size⌉.

>>> import numpy as np
>>> from logo_kit.billionaire.game import ApprenticeGame
>>> game = ApprenticeGame.new(2, rng=np.random.default_rng(3))
>>> bot = FixedCountLauncher(3)
>>> bot.name
'stop after 3'
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit.billionaire.board import CATEGORIES
from logo_kit.billionaire.game import (
    COMPANY_MIN,
    ApprenticeGame,
    Buy,
    Draw,
    EndTrade,
    Launch,
    Move,
    Phase,
    SkipLaunch,
    Stop,
    Swap,
)
from logo_kit.billionaire.policy import Target, optimal_policy, target_to_reach
from logo_kit.errors import LogoKitError

__all__ = [
    "EVOptimalLauncher",
    "FixedCountLauncher",
    "Player",
    "RandomPlayer",
    "TargetOptimalLauncher",
    "ThresholdLauncher",
    "sensible_trade",
]


def sensible_trade(game: ApprenticeGame) -> Move:
    """A simple trade for the player to move (ruling B4), or ``EndTrade()``.

    From the first other player (in seat order) not yet traded with who holds a
    card of a category where the mover has 2+ cards (so the card completes or grows
    a company), take one, choosing the mover's biggest such category. Pay with a
    swap when the mover has a spare card (a category with fewer cards, not itself a
    company); otherwise buy it if the money allows.
    """
    me = game.current
    mine = game.counts(me)
    for other in range(game.players):
        if other == me or other in game.traded_with:
            continue
        theirs = game.counts(other)
        wanted = [c for c in CATEGORIES if theirs[c] and mine[c] >= COMPANY_MIN - 1]
        if not wanted:
            continue
        take = max(wanted, key=lambda c: (mine[c], -c))
        card = game.hands[other][take][0]
        spares = [c for c in CATEGORIES if c != take and mine[c] == 1]
        if spares:
            # prefer not to hand the partner a company
            give = min(spares, key=lambda c: (theirs[c] >= COMPANY_MIN - 1, c))
            return Swap(other, card, game.hands[me][give][0])
        if game.money[me] >= game.options.buy_price:
            return Buy(other, card)
    return EndTrade()


class Player:
    """A bot. Subclasses say when to stop drawing (:meth:`wants_card`).

    ``choose(game, rng)`` answers every decision step; chance steps belong to the
    game (``game.sample_chance(rng)``).
    """

    name: str = "player"

    def choose(self, game: ApprenticeGame, rng: np.random.Generator | None = None) -> Move:
        phase = game.phase
        if phase is Phase.DRAW_OR_STOP:
            can_draw = len(game.drawn) < game.options.risky_business.size
            return Draw() if can_draw and self.wants_card(game) else Stop()
        if phase is Phase.TRADE:
            return self.trade_move(game)
        if phase is Phase.LAUNCH:
            return self.launch_move(game)
        raise LogoKitError(f"{self.name} has no decision to make at the {phase.value} step.")

    def trade_move(self, game: ApprenticeGame) -> Move:
        return sensible_trade(game)

    def launch_move(self, game: ApprenticeGame) -> Move:
        """Launch the biggest company (lowest category on ties); every bot launches at once."""
        companies = game.companies(game.current)
        if not companies:
            return SkipLaunch()
        return Launch(max(companies, key=lambda c: (companies[c], -c)))

    def wants_card(self, game: ApprenticeGame) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


class FixedCountLauncher(Player):
    """Stop after ``cards`` Risky Business cards."""

    def __init__(self, cards: int, name: str | None = None) -> None:
        if isinstance(cards, bool) or not isinstance(cards, int) or cards < 1:
            raise LogoKitError(f"cards must be a whole number ≥ 1 (ruling B2), got {cards!r}.")
        self.cards = cards
        self.name = name or f"stop after {cards}"

    def wants_card(self, game: ApprenticeGame) -> bool:
        return len(game.drawn) < self.cards


class ThresholdLauncher(Player):
    """Draw until the sum reaches ``total`` (millions per brand card)."""

    def __init__(self, total: int, name: str | None = None) -> None:
        if isinstance(total, bool) or not isinstance(total, int) or total < 0:
            raise LogoKitError(f"total must be a whole number of millions ≥ 0, got {total!r}.")
        self.total = total
        self.name = name or f"stop at {total}M"

    def wants_card(self, game: ApprenticeGame) -> bool:
        return sum(game.drawn) < self.total


class EVOptimalLauncher(Player):
    """Follow the exact rule that maximises the expected sum (``optimal_policy(deck, "ev")``)."""

    def __init__(self, name: str = "EV-optimal") -> None:
        self.name = name

    def wants_card(self, game: ApprenticeGame) -> bool:
        return optimal_policy(game.options.risky_business, "ev").should_draw(game.drawn)


class TargetOptimalLauncher(Player):
    """Follow the rule with the best chance that this launch reaches the winning money.

    The target sum is ⌈(winning money − money) / company size⌉; among equally good
    choices the policy takes more money (see :mod:`logo_kit.billionaire.policy`).
    """

    def __init__(self, name: str = "target-optimal") -> None:
        self.name = name

    def wants_card(self, game: ApprenticeGame) -> bool:
        me = game.current
        target = target_to_reach(game.money[me], game.company_size, game.options.winning_money)
        policy = optimal_policy(game.options.risky_business, Target(target))
        return policy.should_draw(game.drawn)


class RandomPlayer(Player):
    """Picks uniformly among the legal moves (for testing the engine, not for winning)."""

    def __init__(self, name: str = "random") -> None:
        self.name = name

    def choose(self, game: ApprenticeGame, rng: np.random.Generator | None = None) -> Move:
        if rng is None:
            raise LogoKitError("RandomPlayer needs a numpy Generator: choose(game, rng).")
        moves: list[Any] = game.legal_moves()
        return moves[int(rng.integers(len(moves)))]
