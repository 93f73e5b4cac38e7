"""The three games in OpenSpiel, and OpenSpiel's search bots in our tournaments.

Optional: ``pip install 'logo_kit[openspiel]'`` brings OpenSpiel (``pyspiel``).
This package imports without it; making a game or a bot then says what to
install.

- Importing this package (with OpenSpiel installed) registers LOGO, Logic &
  Lore and LOGO Billionaire with OpenSpiel as Python games (``logo_kit_logo``,
  ``logo_kit_lore``, ``logo_kit_billionaire``), as OpenSpiel's own Python games
  register themselves: ``pyspiel.load_game("logo_kit_lore", {"stars": 3})``
  then works. :func:`load_game` checks the parameters first (a wrong one gets a
  LogoKitError naming what is allowed); :func:`register_games` is what the import
  calls.
- The games are zero-sum (win +1, loss −1 with two players; a capped game 0:
  see :func:`~logo_kit.openspiel.games.utilities`), report observation tensors,
  a readable information-state string (the seat's record of the moves and its
  views) and, for LOGO and Logic & Lore, an information-state tensor holding
  exactly what that record holds (layouts: ``docs/openspiel.md``), a true
  ``max_game_length``, and number their actions for the options given, so
  ``rl_environment``, CFR, ``exploitability`` and MCTS run on them unchanged.
- ``state.serialize()`` saves a state as text (parameters and actions);
  ``game.deserialize_state(text)`` and :func:`load_state` replay it, checking
  every action (:mod:`logo_kit.openspiel.saved`; no pickle).
- :func:`spiel_game` makes the OpenSpiel game for our options objects.
- :class:`MCTSPlayer` and :class:`ISMCTSPlayer` are logo_kit players
  (``choose(view, rng)``) that search with OpenSpiel's MCTS and
  information-set MCTS from worlds drawn from their view
  (:mod:`logo_kit.openspiel.worlds`), so they play our bots through
  :func:`logo_kit.engine.tournament`.

>>> game = load_game("logo_kit_billionaire", players=2)   # doctest: +SKIP
>>> game.num_players(), game.get_type().utility           # doctest: +SKIP
(2, <Utility.ZERO_SUM: 1>)
"""

from __future__ import annotations

from typing import Any

from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.errors import LogoKitError
from logo_kit.logo.options import LogoOptions
from logo_kit.lore.options import LoreOptions
from logo_kit.openspiel.bots import ISMCTSPlayer, MCTSPlayer
from logo_kit.openspiel.codecs import codec_for
from logo_kit.openspiel.games import (
    GAME_NAMES,
    ApprenticeSpielGame,
    EngineState,
    LogoSpielGame,
    LoreSpielGame,
    require_pyspiel,
    utilities,
)
from logo_kit.openspiel.games import pyspiel as _pyspiel
from logo_kit.openspiel.params import LOGO_MAX_MOVES, check_parameters
from logo_kit.openspiel.saved import load_state
from logo_kit.openspiel.worlds import WorldSampler, sample_world

__all__ = [
    "GAME_NAMES",
    "EngineState",
    "ISMCTSPlayer",
    "MCTSPlayer",
    "WorldSampler",
    "codec_for",
    "load_game",
    "load_state",
    "register_games",
    "sample_world",
    "spiel_game",
    "utilities",
]

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


if _pyspiel is not None:  # registered on import, as OpenSpiel's own Python games are
    register_games()
