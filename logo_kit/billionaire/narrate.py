"""Apprentice moves told in plain words, for boards, game logs and lessons.

One signature for every game's narrator: ``describe_move(before, move, *,
names=None, viewer=None)``. ``before`` is the game before ``move``; ``names``
the display name of each seat (default "player A", "player B", …). A seat
called "You" is addressed as such ("You spin 3", not "You spins 3").
``viewer`` is accepted for the shared signature; nothing is hidden in the
Apprentice game, so every viewer is told the same. Moves not worth telling (a
``Draw``: the card turned over says it) give "".

>>> import numpy as np
>>> from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
>>> from logo_kit.billionaire.moves import Spin
>>> game = ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1))
>>> describe_move(game, Spin(3))
'player A spins 3 → Grocery (green), plain; picks up Grocery 3, Grocery 4'
>>> describe_move(game, Spin(3), names=["You", "Bot"])
'You spin 3 → Grocery (green), plain; pick up Grocery 3, Grocery 4'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from logo_kit import checks
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.game import ApprenticeGame
from logo_kit.billionaire.moves import (
    Buy,
    Deal,
    DealCard,
    Draw,
    EndTrade,
    Launch,
    Move,
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
)
from logo_kit.engine import seat_label
from logo_kit.errors import LogoKitError

__all__ = ["describe_move", "seat_names"]

# third person → second person, for a seat called "You"
_YOU_FORM = {
    "spins": "spin",
    "picks": "pick",
    "buys": "buy",
    "swaps": "swap",
    "ends": "end",
    "launches": "launch",
    "does": "do",
    "turns": "turn",
    "stops": "stop",
    "holds": "hold",
    "wins": "win",
    "is": "are",
}


def seat_names(game: ApprenticeGame, names: Sequence[str] | None = None) -> tuple[str, ...]:
    """``names`` checked (one short text per seat), or "player A", "player B", …"""
    if names is None:
        return tuple(f"player {seat_label(seat)}" for seat in range(game.players))
    found = checks.sequence(names, "names", length=game.players)
    return tuple(checks.text(name, "a seat's name", most=80) for name in found)


_LATER_VERBS = {"picks", "wins"}  # verbs after the first that also follow the subject


def _you(word: str, verbs: Any) -> str:
    core = word.rstrip(":!,.")
    return _YOU_FORM[core] + word[len(core) :] if core in verbs else word


def _whose(name: str) -> str:
    return "your" if name.strip().lower() == "you" else f"{name}'s"


def _says(name: str, text: str) -> str:
    if name.strip().lower() == "you":
        first, *rest = text.split(" ")
        text = " ".join([_you(first, _YOU_FORM), *(_you(w, _LATER_VERBS) for w in rest)])
    return f"{name} {text}"


def describe_move(
    before: ApprenticeGame,
    move: Move,
    *,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
) -> str:
    """One line telling ``move`` made at ``before`` ("" for a Draw).

    The move must be allowed at ``before`` (it is applied to see what it did);
    a move that ends the game also tells who won, or that the turn cap ended it.
    """
    checks.instance(before, "before", ApprenticeGame, "an ApprenticeGame (the game before move)")
    who = seat_names(before, names)
    if viewer is not None:
        checks.whole(viewer, "viewer", low=0, high=before.players - 1)
    after = before.apply(move)  # refuses a move the rules do not allow here
    line = _line(before, move, after, who)
    if after.is_terminal and not before.is_terminal:
        line = f"{line}. {_ending(after, who)}" if line else _ending(after, who)
    return line


def _line(before: ApprenticeGame, move: Any, after: ApprenticeGame, who: tuple[str, ...]) -> str:
    me = before.mover
    name = who[me]
    if isinstance(move, Deal):
        each = len(after.hand(0))
        return f"The brand cards are dealt face up: {each} to each player"
    if isinstance(move, DealCard):
        dealt = sum(len(before.hand(p)) for p in range(before.players))
        return _says(who[dealt % before.players], f"is dealt {move.card}")
    if isinstance(move, Spin):
        space = after.options.board[after.positions[me]]
        picked = ", ".join(str(card) for card in after.last_pickup) or "nothing (the pile is empty)"
        return _says(name, f"spins {move.number} → {space}; picks up {picked}")
    if isinstance(move, Buy):
        price = before.options.buy_price
        return _says(name, f"buys {move.card} from {who[move.seller]} for {price}M")
    if isinstance(move, Swap):
        return _says(name, f"swaps {move.give} for {_whose(who[move.partner])} {move.card}")
    if isinstance(move, EndTrade):
        return _says(name, "ends trading")
    if isinstance(move, Launch):
        size = len(before.hands[me][move.category])
        return _says(name, f"launches {move.category.label} ({size} cards)")
    if isinstance(move, SkipLaunch):
        return _says(name, "does not launch")
    if isinstance(move, RiskyCard):
        if move.card == BUST:
            return _says(name, "turns over BUST: the company is worth 0M")
        return _says(name, f"turns over {move.card}M (sum {sum(after.drawn)}M per card)")
    if isinstance(move, Stop):
        result = after.last_launch
        assert result is not None
        return _says(
            name,
            f"stops: {result.company_size} × {sum(result.drawn)}M = {result.payout:,}M "
            f"(now {after.money[me]:,}M)",
        )
    if isinstance(move, Draw):
        return ""
    raise LogoKitError(f"cannot tell {checks.describe(move)}: it is not an Apprentice move.")


def _ending(after: ApprenticeGame, who: tuple[str, ...]) -> str:
    if after.winner is None:
        cap = after.options.max_turns
        return f"The turn cap ({cap} turn{'s' * (cap != 1)}) ends the game without a winner"
    name = who[after.winner]
    return _says(name, f"holds {after.money[after.winner]:,}M and wins! (ruling B5)")
