"""Bots for the Apprentice game: simple trading, and different ways to stop drawing.

Every bot is a :class:`logo_kit.engine.Player`: it decides from its seat's
:class:`~logo_kit.billionaire.views.ApprenticeView` with ``choose(view, rng)``.
Every bot here trades the same simple way (:func:`sensible_trade`) and launches
its biggest company whenever it has one; they differ only in *when they stop*
drawing Risky Business cards:

* :class:`FixedCountLauncher` (k): stop after k cards;
* :class:`ThresholdLauncher` (s): stop once the sum reaches s;
* :class:`EVOptimalLauncher`: the rule with the largest expected value;
* :class:`TargetOptimalLauncher`: the rule with the best chance that *this*
  launch lifts its money to the billion (ruling B5), i.e. of reaching
  ⌈(1000 − money) / company size⌉.

Their settings are checked when they are made:

>>> FixedCountLauncher(3).name
'stop after 3'
>>> FixedCountLauncher(0)
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: cards must be a whole number from 1 to 300 (ruling B2: ...
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.billionaire.board import CATEGORIES
from logo_kit.billionaire.deck import MAX_BUSTS, MAX_VALUE_CARDS
from logo_kit.billionaire.moves import (
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
from logo_kit.billionaire.options import COMPANY_MIN, MAX_MONEY
from logo_kit.billionaire.policy import Target, optimal_policy, target_to_reach
from logo_kit.billionaire.views import ApprenticeView
from logo_kit.engine import Player
from logo_kit.errors import LogoKitError

__all__ = [
    "ApprenticeBot",
    "EVOptimalLauncher",
    "FixedCountLauncher",
    "RandomPlayer",
    "TargetOptimalLauncher",
    "ThresholdLauncher",
    "sensible_trade",
]

MAX_NAME = 80
"""Longest bot name (it is shown in tables and on boards)."""


def _name(name: Any, default: str) -> str:
    if name is None:
        return default
    name = checks.text(name, "name", most=MAX_NAME, hint="a short text, e.g. 'cautious'")
    if not name.strip():
        raise LogoKitError("name must not be empty: give a short text, e.g. 'cautious'.")
    return name


def _view(view: Any) -> ApprenticeView:
    return checks.instance(
        view, "view", ApprenticeView, "an ApprenticeView (game.view(seat)); bots decide from a view"
    )


def sensible_trade(view: ApprenticeView) -> Move:
    """A simple trade for the seat to move (ruling B4), or ``EndTrade()``.

    From the first other player (in seat order) not yet traded with who holds a
    card of a category where the mover has 2+ cards (so the card completes or grows
    a company), take one, choosing the mover's biggest such category. Pay with a
    swap when the mover has a spare card (a category with fewer cards, not itself a
    company); otherwise buy it if the money allows.
    """
    view = _view(view)
    me = view.mover
    mine = view.counts(me)
    for other in range(view.players):
        if other == me or other in view.traded_with:
            continue
        theirs = view.counts(other)
        wanted = [c for c in CATEGORIES if theirs[c] and mine[c] >= COMPANY_MIN - 1]
        if not wanted:
            continue
        take = max(wanted, key=lambda c: (mine[c], -c))
        card = view.hands[other][take][0]
        spares = [c for c in CATEGORIES if c != take and mine[c] == 1]
        if spares:
            # prefer not to hand the partner a company
            give = min(spares, key=lambda c: (theirs[c] >= COMPANY_MIN - 1, c))
            return Swap(other, card, view.hands[me][give][0])
        if view.money[me] >= view.options.buy_price:
            return Buy(other, card)
    return EndTrade()


class ApprenticeBot(Player):
    """A bot that trades sensibly and launches its biggest company at once.

    Subclasses say when to stop drawing by overriding ``_wants_card(view)``; the
    decision steps (``_wants_card``, ``_trade_move``, ``_launch_move``) are called
    only by :meth:`choose`, which checks the view first. Chance steps belong to
    the game, so :meth:`choose` is asked only at the seat's decisions.
    """

    name: str = "bot"

    def choose(self, view: ApprenticeView, rng: np.random.Generator | None = None) -> Move:
        view = _view(view)
        if not view.legal_moves:
            raise LogoKitError(
                f"{self.name} has no decision to make: seat {view.seat} is not to move "
                f"(the game is at the {view.phase.value} step)."
            )
        phase = view.phase
        if phase is Phase.DRAW_OR_STOP:
            return Draw() if Draw() in view.legal_moves and self._wants_card(view) else Stop()
        if phase is Phase.TRADE:
            return self._trade_move(view)
        return self._launch_move(view)

    def _trade_move(self, view: ApprenticeView) -> Move:
        return sensible_trade(view)

    def _launch_move(self, view: ApprenticeView) -> Move:
        """Launch the biggest company (lowest category on ties); every bot launches at once."""
        companies = view.companies(view.mover)
        if not companies:
            return SkipLaunch()
        return Launch(max(companies, key=lambda c: (companies[c], -c)))

    def _wants_card(self, view: ApprenticeView) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError


class FixedCountLauncher(ApprenticeBot):
    """Stop after ``cards`` Risky Business cards (1 to 300)."""

    def __init__(self, cards: int, name: str | None = None) -> None:
        self.cards = checks.whole(
            cards,
            "cards",
            low=1,
            high=MAX_VALUE_CARDS + MAX_BUSTS,
            why="ruling B2: at least one card, at most a whole deck",
        )
        self.name = _name(name, f"stop after {self.cards}")

    def _wants_card(self, view: ApprenticeView) -> bool:
        return len(view.drawn) < self.cards


class ThresholdLauncher(ApprenticeBot):
    """Draw until the sum reaches ``total`` (millions per brand card, 0 to 1,000,000)."""

    def __init__(self, total: int, name: str | None = None) -> None:
        self.total = checks.whole(total, "total (millions)", low=0, high=MAX_MONEY)
        self.name = _name(name, f"stop at {self.total}M")

    def _wants_card(self, view: ApprenticeView) -> bool:
        return sum(view.drawn) < self.total


class EVOptimalLauncher(ApprenticeBot):
    """Follow the exact rule that maximises the expected sum (``optimal_policy(deck, "ev")``)."""

    def __init__(self, name: str = "EV-optimal") -> None:
        self.name = _name(name, "EV-optimal")

    def _wants_card(self, view: ApprenticeView) -> bool:
        return optimal_policy(view.options.risky_business, "ev").should_draw(view.drawn)


class TargetOptimalLauncher(ApprenticeBot):
    """Follow the rule with the best chance that this launch reaches the winning money.

    The target sum is ⌈(winning money − money) / company size⌉; among equally good
    choices the policy takes more money (see :mod:`logo_kit.billionaire.policy`).
    """

    def __init__(self, name: str = "target-optimal") -> None:
        self.name = _name(name, "target-optimal")

    def _wants_card(self, view: ApprenticeView) -> bool:
        me = view.mover
        target = target_to_reach(view.money[me], view.company_size, view.options.winning_money)
        policy = optimal_policy(view.options.risky_business, Target(target))
        return policy.should_draw(view.drawn)


class RandomPlayer(Player):
    """Picks uniformly among the legal moves (for testing the engine, not for winning)."""

    def __init__(self, name: str = "random") -> None:
        self.name = _name(name, "random")

    def choose(self, view: ApprenticeView, rng: np.random.Generator) -> Move:
        view = _view(view)
        rng = checks.generator(rng)
        moves = view.legal_moves
        if not moves:
            raise LogoKitError(f"{self.name} has no decision to make: seat {view.seat} waits.")
        return moves[int(rng.integers(len(moves)))]
