"""The three games in OpenSpiel, and OpenSpiel's search bots in our tournaments.

Optional: ``pip install 'logo_kit[openspiel]'`` brings OpenSpiel (``pyspiel``).
This package imports without it; making a game or a bot then says what to
install.

- Importing this package (with OpenSpiel installed) registers LOGO, Logic &
  Lore and LOGO Billionaire with OpenSpiel as Python games (``logo_kit_logo``,
  ``logo_kit_lore``, ``logo_kit_billionaire``), as OpenSpiel's own Python games
  register themselves: ``pyspiel.load_game("logo_kit_lore", {"stars": 3})``
  then works. :func:`load_game` checks the parameters first (a wrong one gets a
  LogoKitError naming what is allowed);
  :func:`~logo_kit.openspiel.registry.register_games` is what the import calls.
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
- :class:`~logo_kit.openspiel.bots.MCTSPlayer` and :class:`ISMCTSPlayer` are logo_kit players
  (``choose(view, rng)``) that search with OpenSpiel's MCTS and
  information-set MCTS from worlds drawn from their view
  (:mod:`logo_kit.openspiel.worlds`), so they play our bots through
  :func:`logo_kit.engine.tournament`.

>>> game = load_game("logo_kit_billionaire", players=2)   # doctest: +SKIP
>>> game.num_players(), game.get_type().utility           # doctest: +SKIP
(2, <Utility.ZERO_SUM: 1>)
"""

from __future__ import annotations

from logo_kit.openspiel.bots import ISMCTSPlayer
from logo_kit.openspiel.games import pyspiel as _pyspiel
from logo_kit.openspiel.registry import load_game, register_games, spiel_game
from logo_kit.openspiel.saved import load_state
from logo_kit.openspiel.worlds import sample_world

__all__ = ["ISMCTSPlayer", "load_game", "load_state", "sample_world", "spiel_game"]

if _pyspiel is not None:  # registered on import, as OpenSpiel's own Python games are
    register_games()
