"""The set-up of a duel: the bots to play against, the seats, and the checked settings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore import AdvisorPlayer, GreedyInfoPlayer, LoreOptions, PlayerSetup, RandomPlayer
from logo_kit.lore.options import parse_mode
from logo_kit.lore.players import Player

__all__ = ["BOT", "BOT_KINDS", "MAX_SEED", "NAMES", "YOU", "DuelSettings"]

BOT_KINDS: dict[str, Callable[[str], Player]] = {
    "random": lambda name: RandomPlayer(name),
    "greedy": lambda name: GreedyInfoPlayer(name),
    "advisor": lambda name: AdvisorPlayer(name),
}
"""The bots you can play against, by label (see :mod:`logo_kit.lore.players`)."""

YOU, BOT = 0, 1
NAMES = ("You", "the bot")
"""How the story names the two seats."""
MAX_SEED = 2**31 - 1
"""Largest seed the board's seed box takes."""


@dataclass(frozen=True)
class DuelSettings:
    """The set-up of one duel (ruling S9: each player their own mode and blackholes)."""

    bot: str = "advisor"
    mode: str = "light"
    bot_mode: str = "light"
    blackholes: int = 0
    bot_blackholes: int = 0
    seed: int = 0
    stars: int = 9
    first_turn_divines: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.bot, str) or self.bot not in BOT_KINDS:
            raise LogoKitError(
                f"unknown bot {checks.describe(self.bot)}; choose one of {', '.join(BOT_KINDS)}."
            )
        object.__setattr__(self, "mode", parse_mode(self.mode))
        object.__setattr__(self, "bot_mode", parse_mode(self.bot_mode))
        object.__setattr__(self, "seed", checks.whole(self.seed, "seed", low=0, high=MAX_SEED))
        self.options()  # checks blackholes (0–2), stars (2–9) and the flag at once

    def options(self) -> LoreOptions:
        """The engine's options."""
        return LoreOptions(
            players=(
                PlayerSetup(self.mode, self.blackholes),
                PlayerSetup(self.bot_mode, self.bot_blackholes),
            ),
            stars=self.stars,
            first_turn_divines=self.first_turn_divines,
        )
