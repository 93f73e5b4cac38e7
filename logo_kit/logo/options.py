"""Rule options for a LOGO game, with the documented defaults (rulings L1, L10, L11, L20).

>>> LogoOptions()
LogoOptions(players=3, first_player=0, target_score=250, declarer_wins_ties=False, max_rounds=None)
>>> LogoOptions(players=2, target_score=50).target_score  # "a game to 50 takes about 5 minutes"
50
"""

from __future__ import annotations

from dataclasses import dataclass

from logo_kit import checks
from logo_kit.logo.cards import MAX_PLAYERS, MIN_PLAYERS

__all__ = ["MAX_ROUNDS", "MAX_TARGET", "LogoOptions"]

MAX_TARGET = 10_000
"""Largest target score: ten marathons of 1,000 (a game to it still ends in about a second)."""
MAX_ROUNDS = 10_000
"""Largest round limit (more than any game to :data:`MAX_TARGET` plays)."""


@dataclass(frozen=True)
class LogoOptions:
    """The table and the house rules a teacher may change.

    - ``players`` (ruling L1, 2–8, default 3 like the sheet's examples): seats
      0, 1, 2, … clockwise, written A, B, C, …; 5–8 players use two decks.
    - ``first_player`` (default 0): the seat that starts the first round ("the
      most recent birthday"); each later round starts one seat on (ruling L11).
    - ``target_score`` (ruling L11, default 250, at most 10,000): a player whose
      running total reaches this is eliminated after the round.
    - ``declarer_wins_ties`` (ruling L10 option, default False): a declarer tied
      for the lowest hand counts as lowest. A real bool.
    - ``max_rounds`` (ruling L20, not a rule of the sheet; default None = no
      limit, else 1 to 10,000): end the game after this many rounds, the lowest
      total winning (ties share). Handy for short classroom games and for timing
      single rounds.
    """

    players: int = 3
    first_player: int = 0
    target_score: int = 250
    declarer_wins_ties: bool = False
    max_rounds: int | None = None

    def __post_init__(self) -> None:
        players = checks.whole(
            self.players,
            "players",
            low=MIN_PLAYERS,
            high=MAX_PLAYERS,
            why="LOGO is played by 2 to 8, ruling L1",
        )
        fields = {
            "players": players,
            "first_player": checks.whole(
                self.first_player,
                "first_player",
                low=0,
                high=players - 1,
                why="a seat of the table: 0 is player A",
            ),
            "target_score": checks.whole(
                self.target_score,
                "target_score",
                low=1,
                high=MAX_TARGET,
                why="the sheet suggests 50 to 1,000; default 250",
            ),
            "declarer_wins_ties": checks.flag(self.declarer_wins_ties, "declarer_wins_ties"),
            "max_rounds": checks.optional_whole(
                self.max_rounds, "max_rounds", low=1, high=MAX_ROUNDS, why="None means no limit"
            ),
        }
        for name, value in fields.items():  # numpy integers and bools become plain ones
            object.__setattr__(self, name, value)
