"""Set-up and rule options for a two-player Logic & Lore game (rulings S5, S9).

Each player chooses their own mode and number of blackholes, and a young
player may start with their age card face up and aligned (ruling S9). The
game-wide options are the number of star cards (9 in the real game; smaller
lines are for teaching and for brute-force tests), the Divine-the-Cosmos
first-turn option (ruling S5) and two limits that are not rules of the book:
a turn cap so that every game ends, and "play on" so that a tournament can
measure how long *each* player needs.

>>> LoreOptions()
LoreOptions(players=(PlayerSetup(mode='light', blackholes=0, start_revealed=None), \
PlayerSetup(mode='light', blackholes=0, start_revealed=None)), stars=9, \
first_turn_divines=False, max_turns=200, play_on=False)
>>> LoreOptions.both(mode="bright", blackholes=1).players[1]
PlayerSetup(mode='bright', blackholes=1, start_revealed=None)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.lanes import MAX_BLACKHOLES, MAX_STARS, MIN_STARS, Layout

__all__ = [
    "DEFAULT_MAX_TURNS",
    "PLAYERS",
    "TOKENS_EACH",
    "LoreOptions",
    "PlayerSetup",
    "parse_mode",
]

PLAYERS = 2
#: Player tokens per Star Bright player (ruling S5).
TOKENS_EACH = 7
DEFAULT_MAX_TURNS = 200
"""Turn cap (both players' turns together). Information-driven bots finish a
9-card line in well under 30 of their own turns, so only aimless players
(a random player that never aligns its stars) ever reach it."""
MAX_TURNS = 100_000
"""Largest turn cap accepted (a game that long takes minutes; no real game comes near)."""


def parse_mode(mode: Any) -> str:
    """``'light'`` or ``'bright'`` from a mode name ('Star Bright', 'bright', …).

    >>> parse_mode("Star Bright"), parse_mode("light")
    ('bright', 'light')
    """
    wanted = "mode must be 'light' (Star Light) or 'bright' (Star Bright)"
    text = checks.text(mode, "mode", most=40, hint="'light' or 'bright'")
    checks.ascii_typed(text, "mode", "'light' or 'bright'")
    text = text.strip().lower().replace("star", "").replace("_", "").replace(" ", "")
    if text not in ("light", "bright"):
        raise LogoKitError(f"{wanted}, got {checks.describe(mode)}.")
    return text


@dataclass(frozen=True)
class PlayerSetup:
    """One player's own choices (ruling S9).

    - ``mode``: ``"light"`` (Star Light) or ``"bright"`` (Star Bright).
    - ``blackholes``: 0, 1 or 2 (ruling S7; each player chooses their own).
    - ``start_revealed``: ``None`` (default) or a star value (1–9, "the
      player's age"): that card starts face up and aligned in its own lane.
    """

    mode: str = "light"
    blackholes: int = 0
    start_revealed: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "mode", parse_mode(self.mode))
        holes = checks.whole(self.blackholes, "blackholes", low=0, high=MAX_BLACKHOLES)
        object.__setattr__(self, "blackholes", holes)
        start = checks.optional_whole(
            self.start_revealed,
            "start_revealed (the value of the card shown at the start, ruling S9)",
            low=1,
            high=MAX_STARS,
        )
        object.__setattr__(self, "start_revealed", start)

    def layout(self, stars: int = 9) -> Layout:
        """The shape of this player's star line with ``stars`` star cards."""
        return Layout(stars=stars, blackholes=self.blackholes)


def _default_setups() -> tuple[PlayerSetup, PlayerSetup]:
    return (PlayerSetup(), PlayerSetup())


@dataclass(frozen=True)
class LoreOptions:
    """Set-up and house rules of one game, with documented defaults.

    - ``players``: one :class:`PlayerSetup` per seat (ruling S9); seat 0 starts
      ("the player who last stargazed").
    - ``stars``: star cards per line (default 9; 2–9 for small teaching lines,
      ruling S16).
    - ``first_turn_divines`` (ruling S5 option, default False): the game's very
      first turn skips Divine the Cosmos unless this is True.
    - ``max_turns`` (ruling S15, not a rule; default :data:`DEFAULT_MAX_TURNS` =
      200, else 1 to 100,000, ``None`` for no cap): the game stops after this
      many turns (both players' turns together); a game stopped this way before
      anyone won has no winner.
    - ``play_on`` (ruling S15, not a rule; default False): after the game is decided the
      other player keeps playing until they too align their stars (or align
      wrongly), so each player's turns-to-finish can be measured. The winner
      is still the player the rules name first.
    """

    players: tuple[PlayerSetup, PlayerSetup] = field(default_factory=_default_setups)
    stars: int = 9
    first_turn_divines: bool = False
    max_turns: int | None = DEFAULT_MAX_TURNS
    play_on: bool = False

    def __post_init__(self) -> None:
        wanted = (
            "players must be two PlayerSetup values (one per seat), e.g. "
            "(PlayerSetup('light'), PlayerSetup('bright'))"
        )
        try:
            setups = tuple(checks.sequence(self.players, "players", most=PLAYERS + 1))
        except LogoKitError:
            raise LogoKitError(f"{wanted}, got {checks.describe(self.players)}.") from None
        if len(setups) != PLAYERS or not all(isinstance(s, PlayerSetup) for s in setups):
            raise LogoKitError(f"{wanted}, got {checks.describe(self.players)}.")
        object.__setattr__(self, "players", setups)
        stars = checks.whole(
            self.stars, "stars", low=MIN_STARS, high=MAX_STARS, why="9 in the real game"
        )
        object.__setattr__(self, "stars", stars)
        for seat, setup in enumerate(setups):
            if setup.start_revealed is not None and setup.start_revealed > self.stars:
                raise LogoKitError(
                    f"seat {seat} starts with card {setup.start_revealed} shown, but the lines "
                    f"have only stars 1–{self.stars} (ruling S9)."
                )
        for name in ("first_turn_divines", "play_on"):
            object.__setattr__(self, name, checks.flag(getattr(self, name), name))
        cap = checks.optional_whole(
            self.max_turns, "max_turns", low=1, high=MAX_TURNS, why="None means no cap"
        )
        object.__setattr__(self, "max_turns", cap)

    @property
    def seats(self) -> int:
        """Number of seats (always 2: Logic & Lore is a two-player game)."""
        return PLAYERS

    @classmethod
    def both(
        cls,
        mode: str = "light",
        blackholes: int = 0,
        *,
        start_revealed: int | None = None,
        **options: Any,
    ) -> LoreOptions:
        """Both players with the same set-up; other options by keyword."""
        allowed = [f.name for f in dataclasses.fields(cls) if f.name != "players"]
        unknown = sorted(set(options) - set(allowed))
        if unknown:
            raise LogoKitError(
                f"LoreOptions.both does not take {checks.describe(unknown[0])}; "
                f"its options are mode, blackholes, start_revealed, {', '.join(allowed)}."
            )
        setup = PlayerSetup(mode=mode, blackholes=blackholes, start_revealed=start_revealed)
        return cls(players=(setup, setup), **options)

    def layout(self, seat: int) -> Layout:
        """The star-line shape of ``seat``."""
        seat = checks.whole(seat, "seat", low=0, high=PLAYERS - 1)
        return self.players[seat].layout(self.stars)

    def rotated(self, shift: int) -> LoreOptions:
        """The same options with each seat's set-up moved ``shift`` seats on.

        Set-ups belong to the players (ruling S9): when a tournament seats the
        players ``shift`` seats on, their modes and blackholes move with them.
        The player in seat ``s`` moves to seat ``(s + shift) % 2``.

        >>> LoreOptions(players=(PlayerSetup("light"), PlayerSetup("bright"))).rotated(1).players[0]
        PlayerSetup(mode='bright', blackholes=0, start_revealed=None)
        """
        shift = checks.whole(shift, "shift", low=-(10**6), high=10**6)
        setups = tuple(self.players[(seat - shift) % PLAYERS] for seat in range(PLAYERS))
        return dataclasses.replace(self, players=setups)

    def swapped(self) -> LoreOptions:
        """The same options with the two seats' set-ups exchanged (``rotated(1)``)."""
        return self.rotated(1)
