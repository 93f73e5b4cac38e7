"""Our three games in OpenSpiel's registry, and the two ways to make one.

:func:`register_games` registers LOGO, Logic & Lore and LOGO Billionaire with
OpenSpiel as Python games (importing :mod:`logo_kit.openspiel` calls it when
OpenSpiel is installed); :func:`load_game` loads one by name after checking its
parameters; :func:`spiel_game` makes the OpenSpiel game for one of our options
objects.
"""

from __future__ import annotations

from typing import Any

from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.errors import LogoKitError
from logo_kit.logo.options import LogoOptions
from logo_kit.lore.options import LoreOptions
from logo_kit.openspiel.games import (
    GAME_NAMES,
    ApprenticeSpielGame,
    LogoSpielGame,
    LoreSpielGame,
    require_pyspiel,
)
from logo_kit.openspiel.params import LOGO_MAX_MOVES, check_parameters

__all__ = ["load_game", "register_games", "spiel_game"]

_CLASSES = (LogoSpielGame, LoreSpielGame, ApprenticeSpielGame)
_registered = False


def register_games() -> tuple[str, ...]:
    """Register the three games with OpenSpiel (once per process); their short names."""
    global _registered
    pyspiel = require_pyspiel()
    if not _registered:
        known = set(pyspiel.registered_names())
        for cls in _CLASSES:
            if cls.short_name not in known:
                pyspiel.register_game(cls.game_type(), cls)
        _registered = True
    return GAME_NAMES


def load_game(name: str, **params: Any) -> Any:
    """``pyspiel.load_game(name, params)`` after registering our games and checking the
    parameters (names, types, allowed values: :mod:`logo_kit.openspiel.params`), so a
    wrong one gets a LogoKitError saying what is allowed, not an error from deep inside
    OpenSpiel's C++ conversion."""
    register_games()
    if name not in GAME_NAMES:
        raise LogoKitError(f"no logo_kit game {name!r}; games: {', '.join(GAME_NAMES)}.")
    return require_pyspiel().load_game(name, check_parameters(name, params))


def spiel_game(options: Any, **adapter: Any) -> Any:
    """The OpenSpiel game playing with our ``options`` (LogoOptions, LoreOptions or
    ApprenticeOptions). The game's parameters record the main options; the
    options object itself (board, decks, …) is what the game plays. ``adapter``
    sets the parameters that are the OpenSpiel game's own: ``max_moves`` (LOGO)
    and ``move_heavens`` (Logic & Lore)."""
    register_games()
    if isinstance(options, LogoOptions):
        cls: Any = LogoSpielGame
        params: dict[str, Any] = {
            "players": options.players,
            "target_score": options.target_score,
            "max_rounds": options.max_rounds or 0,
            "first_player": options.first_player,
            "declarer_wins_ties": options.declarer_wins_ties,
            "max_moves": adapter.pop("max_moves", LOGO_MAX_MOVES),
        }
    elif isinstance(options, LoreOptions):
        first, second = options.players
        cls = LoreSpielGame
        params = {
            "mode": first.mode,
            "blackholes": first.blackholes,
            "mode_b": second.mode,
            "blackholes_b": second.blackholes,
            "stars": options.stars,
            "first_turn_divines": options.first_turn_divines,
            "max_turns": options.max_turns or 0,
            "move_heavens": adapter.pop("move_heavens", "swaps"),
        }
    elif isinstance(options, ApprenticeOptions):
        cls = ApprenticeSpielGame
        params = {
            "players": options.players,
            "winning_money": options.winning_money,
            "starting_money": options.starting_money,
            "max_turns": options.max_turns,
        }
    else:
        raise LogoKitError(
            f"options must be LogoOptions, LoreOptions or ApprenticeOptions, got {options!r}."
        )
    if adapter:
        raise LogoKitError(
            f"{cls.short_name} takes no adapter parameter {sorted(adapter)[0]!r}; "
            "LOGO takes max_moves, Logic & Lore move_heavens."
        )
    return cls(params, options)
