"""The three games as OpenSpiel Python games, on top of the engine interface.

Each game class wraps one of our engines: an OpenSpiel state holds an
immutable engine position, ``apply_action`` swaps in ``position.apply(move)``,
chance nodes list ``chance_outcomes()`` with their exact probabilities (as
floats, the way OpenSpiel takes them), and actions are numbered by the game's
codec (:mod:`logo_kit.openspiel.codecs`), sized to the game's options.

**Utility.** The engines' ``returns()`` are shares of the win (1 to a sole
winner, 1/k to each of k tied winners, 0 otherwise; all 0 when a safety cap
ends a game with no winner), so a finished game sums to 1 and a capped one to
0. OpenSpiel's games report ``n × share − (sum of the shares)`` instead
(:func:`utilities`): with two players a win is +1, a loss −1, a shared win or a
capped game 0. That sums to 0 in every terminal state, caps included, so the
games are ZERO_SUM (``exploitability`` and CFR accept them), and it orders the
outcomes of a finished game exactly as the shares do. A one-seat Billionaire
game keeps its share (1 for reaching the target, 0 when capped; general-sum).

**Length.** ``max_game_length`` is a true bound from the options: Logic &
Lore and Billionaire from their turn caps (``max_turns``; the OpenSpiel Logic &
Lore game needs one), LOGO from its ``max_moves`` parameter (a LOGO round can
go on as long as players take from the discard pile, so the OpenSpiel game
ends, with no winner, after that many actions, chance included).

**Strings and tensors.** The *observation* of a seat is its view
(``position.view(seat)``) written out field by field; the *information state*
is the seat's record (:class:`_Trail`): its first view, then for every step the
move made and by whom (every move is made in the open) and the fields of its view
that changed (perfect recall, built from views only, so it holds exactly the views
the seat saw). Each game has an observation tensor; LOGO and Logic & Lore also have
an information-state tensor, the observation followed by one row per step the seat
noticed, which holds exactly what the record holds; LOGO Billionaire is
perfect-information and its observation tensor is the whole position (the layouts:
``docs/openspiel.md``). ``resample_from_infostate`` draws a world from the
seat's view (:mod:`logo_kit.openspiel.worlds`), never from the real state.

**Saved states** are text: the game's parameters and its actions, replayed and
checked on loading (:mod:`logo_kit.openspiel.saved`).

OpenSpiel itself is optional (``pip install logo_kit[openspiel]``): this
module imports without it and says what to install when a game is made.

The parts: what the games share (the state, the observer, the base class) in
:mod:`~logo_kit.openspiel.engine_game`, the strings in :mod:`~logo_kit.openspiel.records`,
each game's own parts in :mod:`~logo_kit.openspiel.logo_game`,
:mod:`~logo_kit.openspiel.lore_game` and :mod:`~logo_kit.openspiel.billionaire_game`;
this module gathers them.
"""

from __future__ import annotations

from logo_kit.openspiel.billionaire_game import ApprenticeSpielGame
from logo_kit.openspiel.engine_game import EngineState, require_pyspiel, utilities
from logo_kit.openspiel.engine_game import pyspiel as pyspiel  # None without the extra
from logo_kit.openspiel.logo_game import LOGO_MAX_MOVES, LogoSpielGame
from logo_kit.openspiel.lore_game import LORE_STEPS_PER_TURN, LoreSpielGame
from logo_kit.openspiel.records import view_text

__all__ = [
    "GAME_NAMES",
    "LOGO_MAX_MOVES",
    "LORE_STEPS_PER_TURN",
    "ApprenticeSpielGame",
    "EngineState",
    "LogoSpielGame",
    "LoreSpielGame",
    "require_pyspiel",
    "utilities",
    "view_text",
]

GAME_NAMES = ("logo_kit_logo", "logo_kit_lore", "logo_kit_billionaire")
"""The short names the three games are registered under (``pyspiel.load_game(name)``)."""
