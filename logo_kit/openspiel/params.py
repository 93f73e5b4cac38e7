"""The OpenSpiel games' parameters: their defaults, types and allowed values, checked once.

OpenSpiel passes game parameters as C++ values (32-bit whole numbers, booleans,
strings), so a wrongly typed or huge value handed straight to ``pyspiel.load_game``
fails inside OpenSpiel (a ``RuntimeError`` from the conversion, or a ``SpielError``
naming only the expected type). :func:`check_parameters` checks them first, at
:func:`logo_kit.openspiel.load_game` and again when a game is made, and says what is
allowed:

>>> check_parameters("logo_kit_lore", {"stars": "3"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: logo_kit_lore parameter stars must be a whole number from 2 to 9 ...
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from logo_kit import checks
from logo_kit.billionaire.options import MAX_MONEY
from logo_kit.billionaire.options import MAX_PLAYERS as BB_MAX_PLAYERS
from logo_kit.billionaire.options import MAX_TURNS as BB_MAX_TURNS
from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import MAX_PLAYERS as LOGO_MAX_PLAYERS
from logo_kit.logo.cards import MIN_PLAYERS as LOGO_MIN_PLAYERS
from logo_kit.logo.options import MAX_ROUNDS, MAX_TARGET
from logo_kit.lore.lanes import MAX_BLACKHOLES, MAX_STARS, MIN_STARS
from logo_kit.lore.options import MAX_TURNS as LORE_MAX_TURNS

__all__ = ["LOGO_MAX_MOVES", "PARAMETERS", "Param", "check_parameters", "defaults"]

LOGO_MAX_MOVES = 20_000
"""Default ``max_moves`` of the OpenSpiel LOGO game: actions (chance included) before it
stops with no winner. A game to 250 between sensible bots takes a few thousand."""
MOST_MOVES = 1_000_000
"""Largest ``max_moves`` (the information-state tensor has a row per action)."""


@dataclass(frozen=True)
class Param:
    """One parameter: its default, and the whole numbers (``low`` … ``high``) or the
    words (``choices``) it may take; booleans are True or False."""

    default: Any
    meaning: str
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()

    def check(self, game: str, name: str, value: Any) -> Any:
        kind = type(self.default)
        where = f"{game} parameter {name}"
        if kind is bool:
            if type(value) is not bool:
                raise LogoKitError(
                    f"{where} must be True or False ({self.meaning}), got {checks.describe(value)}."
                )
            return value
        if kind is str:
            if type(value) is not str or value not in self.choices:
                allowed = " or ".join(repr(c) for c in self.choices)
                raise LogoKitError(
                    f"{where} must be {allowed} ({self.meaning}), got {checks.describe(value)}."
                )
            return value
        if type(value) is not int or not self.low <= value <= self.high:  # type: ignore[operator]
            raise LogoKitError(
                f"{where} must be a whole number from {self.low:,} to {self.high:,} "
                f"({self.meaning}), got {checks.describe(value)}."
            )
        return value


PARAMETERS: dict[str, dict[str, Param]] = {
    "logo_kit_logo": {
        "players": Param(3, "players at the table", LOGO_MIN_PLAYERS, LOGO_MAX_PLAYERS),
        "target_score": Param(250, "a player reaching it is out (ruling L11)", 1, MAX_TARGET),
        "max_rounds": Param(0, "0: no round limit (ruling L20)", 0, MAX_ROUNDS),
        "first_player": Param(0, "the seat that starts; below players", 0, LOGO_MAX_PLAYERS - 1),
        "declarer_wins_ties": Param(False, "ruling L10's option"),
        "max_moves": Param(
            LOGO_MAX_MOVES,
            "actions, chance included, before the game stops with no winner",
            1,
            MOST_MOVES,
        ),
    },
    "logo_kit_lore": {
        "mode": Param("light", "seat 0's mode", choices=("light", "bright")),
        "blackholes": Param(
            0, "seat 0's blackholes (and seat 1's unless blackholes_b)", 0, MAX_BLACKHOLES
        ),
        "mode_b": Param(
            "", "seat 1's mode; '' for the same as seat 0", choices=("", "light", "bright")
        ),
        "blackholes_b": Param(
            -1, "seat 1's blackholes; -1 for the same as seat 0", -1, MAX_BLACKHOLES
        ),
        "stars": Param(9, "stars per line; 9 in the real game", MIN_STARS, MAX_STARS),
        "first_turn_divines": Param(False, "ruling S5's option"),
        "max_turns": Param(
            200,
            "turns before the game stops with no winner: the OpenSpiel "
            "game needs a turn cap, ruling S15",
            1,
            LORE_MAX_TURNS,
        ),
        "move_heavens": Param(
            "swaps", "one swap per step, or every rearrangement (S14)", choices=("swaps", "any")
        ),
    },
    "logo_kit_billionaire": {
        "players": Param(2, "players at the table", 1, BB_MAX_PLAYERS),
        "winning_money": Param(1000, "millions that win (ruling B5)", 1, MAX_MONEY),
        "starting_money": Param(
            50, "millions each player starts with; below winning_money", 0, MAX_MONEY
        ),
        "max_turns": Param(
            1000,
            "turns, all players' together, before the game stops (ruling B12)",
            1,
            BB_MAX_TURNS,
        ),
    },
}
"""Every parameter of the three games: default, meaning, allowed values."""


def defaults(game: str) -> dict[str, Any]:
    """``{name: default}`` of ``game``'s parameters (OpenSpiel's parameter specification)."""
    return {name: param.default for name, param in PARAMETERS[game].items()}


def check_parameters(game: str, given: dict[str, Any]) -> dict[str, Any]:
    """``given`` checked against ``game``'s parameters (unknown names, types, ranges)."""
    known = PARAMETERS[game]
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise LogoKitError(
            f"{game} has no parameter {unknown[0]!r}; parameters: {', '.join(sorted(known))}."
        )
    return {name: known[name].check(game, name, value) for name, value in given.items()}
