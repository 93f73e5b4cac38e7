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
is the seat's record (:class:`_Trail`): its first view, then after every step
the moves it made and the fields of its view that changed (perfect recall,
built from views only, so it grows with the views). Each game has an
observation tensor (see each class's docstring); none has an information-state
tensor (a perfect-recall tensor would have to hold the whole history).
``resample_from_infostate`` draws a world from the seat's view
(:mod:`logo_kit.openspiel.worlds`), never from the real state.

OpenSpiel itself is optional (``pip install logo_kit[openspiel]``): this
module imports without it and says what to install when a game is made.

Why one module of about 800 lines: the three pyspiel games share one base class and
differ only in small per-game parts; reading them together shows what is common.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np

from logo_kit.billionaire.game import ApprenticeGame
from logo_kit.billionaire.moves import Phase as BBPhase
from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.engine import CHANCE, TERMINAL
from logo_kit.errors import LogoKitError
from logo_kit.logo.cardcodes import CARD_OF, code_of
from logo_kit.logo.game import LogoGame
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.views import Phase as LogoPhase
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import Phase as LorePhase
from logo_kit.lore.options import TOKENS_EACH, LoreOptions, PlayerSetup
from logo_kit.lore.tokens import TOKEN_QUESTIONS
from logo_kit.openspiel.codecs import ApprenticeCodec, Codec, LogoCodec, LoreCodec
from logo_kit.openspiel.worlds import WorldSampler

try:  # the optional extra
    import pyspiel
except ImportError:  # pragma: no cover - exercised by the packaging test
    pyspiel = None

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

_GameBase: Any = pyspiel.Game if pyspiel is not None else object
_StateBase: Any = pyspiel.State if pyspiel is not None else object

GAME_NAMES = ("logo_kit_logo", "logo_kit_lore", "logo_kit_billionaire")
"""The short names the three games are registered under (``pyspiel.load_game(name)``)."""
LOGO_MAX_MOVES = 20_000
"""Default ``max_moves`` of the OpenSpiel LOGO game: actions (chance included) before it
stops with no winner. A game to 250 between sensible bots takes a few thousand."""
LORE_STEPS_PER_TURN = 7
"""Most moves in one Logic & Lore turn: steps 1–6 and the token removal (ruling S5)."""


def require_pyspiel() -> Any:
    """The ``pyspiel`` module, or a LogoKitError saying how to install it."""
    if pyspiel is None:
        raise LogoKitError(
            "OpenSpiel is not installed: pip install 'logo_kit[openspiel]' (or open_spiel)."
        )
    return pyspiel


def utilities(shares: Any) -> list[float]:
    """OpenSpiel's returns from the engine's shares of the win: ``n × share − sum``.

    Zero-sum in every terminal state (a capped game, all shares 0, gives 0 to
    everyone); with two players +1 / −1 for a win / loss and 0 for a shared
    win. One seat keeps its share.

    >>> utilities([1, 0]), utilities([0, 0]), utilities([0.5, 0.5, 0])
    ([1.0, -1.0], [0.0, 0.0], [0.5, 0.5, -1.0])
    """
    values = [float(share) for share in shares]
    if len(values) == 1:
        return values
    total = sum(values)
    return [len(values) * value - total for value in values]


# -- writing views ---------------------------------------------------------------------------


def _render(value: Any) -> str:
    """A compact, complete text of a view's field: containers item by item, enums by
    name, dataclass values as Name(field values), anything else by repr."""
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, tuple | list):
        return "(" + ", ".join(_render(v) for v in value) + ")"
    if isinstance(value, frozenset | set):
        return "{" + ", ".join(sorted(_render(v) for v in value)) + "}"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_render(k)}: {_render(v)}" for k, v in value.items()) + "}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not hasattr(type(value).__repr__, "__wrapped__"):  # a hand-written repr (Card)
            return repr(value)
        inner = ", ".join(
            _render(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare
        )
        return f"{type(value).__name__}({inner})"
    return repr(value)


def _view_fields(view: Any) -> dict[str, str]:
    """Each field of a seat's view written out (its options and move list left out:
    the options are the game's, and the moves follow from the rest)."""
    return {
        field.name: _render(getattr(view, field.name))
        for field in dataclasses.fields(view)
        # private fields are the views' move histories: the information state's trail
        # already records them, step by step
        if field.name not in ("options", "legal_moves") and not field.name.startswith("_")
    }


def view_text(view: Any) -> str:
    """A seat's view written out, field by field (the observation string)."""
    return "; ".join(f"{name}={text}" for name, text in _view_fields(view).items())


def _changes(before: dict[str, str], after: dict[str, str], views: tuple[Any, Any]) -> str:
    # the fields that changed; a tuple that only grew shows its new items
    parts = []
    for name, text in after.items():
        if before.get(name) == text:
            continue
        old, new = (getattr(v, name, None) for v in views)
        if (
            type(old) is tuple
            and type(new) is tuple
            and len(new) > len(old)
            and (new[: len(old)] == old)
        ):
            parts.append(f"{name}+={_render(new[len(old) :])}")
        else:
            parts.append(f"{name}={text}")
    return "; ".join(parts)


_FIELDS: dict[Any, dict[str, str]] = {}
_CHANGES: dict[Any, str] = {}
_REMEMBERED = 20_000
"""Views written out and their changes, remembered by position: a search or CFR meets the
same positions again and again (positions are immutable, equal when their states are)."""


def _remembered(cache: dict, key: Any, make: Any) -> Any:
    try:
        found = cache.get(key)
    except TypeError:  # a position that cannot be hashed (LOGO's): made afresh
        return make()
    if found is None:
        if len(cache) >= _REMEMBERED:
            cache.clear()
        found = cache[key] = make()
    return found


class _Trail:
    """One step of a game's history, for the seats' records (shared by clones).

    A seat's record (its information-state string) is its first view written
    out, then one line per step in which it moved or its view changed: ``you:
    <move>`` for its own move, then the fields that changed. Two histories give
    a seat the same record exactly when they gave it the same views and it made
    the same moves (perfect recall), whatever fields the views hold.
    """

    __slots__ = ("_fields", "_lines", "move", "mover", "parent", "position", "prefix")

    def __init__(
        self, parent: _Trail | None, position: Any, mover: int | None = None, move: Any = None
    ) -> None:
        self.parent = parent
        self.position = position
        self.mover = mover
        self.move = move
        self.prefix: dict[int, str] = {}  # records carried over from another trail
        self._fields: dict[int, dict[str, str]] = {}
        self._lines: dict[int, str] = {}

    def fields(self, seat: int) -> dict[str, str]:
        found = self._fields.get(seat)
        if found is None:
            found = self._fields[seat] = _remembered(
                _FIELDS, (self.position, seat), lambda: _view_fields(self.position.view(seat))
            )
        return found

    def line(self, seat: int) -> str:
        """What ``seat`` noticed at this step ('' for nothing)."""
        found = self._lines.get(seat)
        if found is None:
            parent = self.parent
            if parent is None:
                found = "; ".join(f"{n}={t}" for n, t in self.fields(seat).items())
            else:
                key = (parent.position, self.position, seat)
                found = _remembered(
                    _CHANGES,
                    key,
                    lambda: _changes(
                        parent.fields(seat),
                        self.fields(seat),
                        (parent.position.view(seat), self.position.view(seat)),
                    ),
                )
                if self.mover == seat:
                    found = f"you: {self.move}" + (f"; {found}" if found else "")
            self._lines[seat] = found
        return found

    def record(self, seat: int) -> str:
        """``seat``'s record from the start of the game to this step."""
        lines = []
        node: _Trail | None = self
        while node is not None and seat not in node.prefix:
            lines.append(node.line(seat))
            node = node.parent
        if node is not None:
            lines.append(node.prefix[seat])
        return "\n".join(line for line in reversed(lines) if line)


class _Box:
    """A state's Python fields. OpenSpiel clones a Python state by deep-copying its
    fields; the engine position is immutable, so a clone shares it (and the history
    trail, the game and its codec) and copies only this small box."""

    __slots__ = ("actions", "codec", "game", "moves", "position", "trail")

    def __init__(self, game: Any, position: Any, trail: _Trail, moves: int = 0) -> None:
        self.game = game
        self.codec: Codec = game.codec
        self.position = position
        self.trail = trail
        self.moves = moves
        self.actions: dict[int, Any] | None = None

    def __deepcopy__(self, memo: dict) -> _Box:
        box = _Box.__new__(_Box)
        box.game, box.codec, box.position = self.game, self.codec, self.position
        box.trail, box.actions, box.moves = self.trail, self.actions, self.moves
        return box


class EngineState(_StateBase):
    """An OpenSpiel state holding one immutable engine position (``.position``)."""

    def __init__(
        self, game: Any, position: Any = None, trail: _Trail | None = None, moves: int = 0
    ) -> None:
        super().__init__(game)
        position = game.root() if position is None else position
        trail = _Trail(None, position) if trail is None else trail
        self._box = _Box(game, position, trail, moves)

    @property
    def position(self) -> Any:
        """The engine position (a LogoGame, LoreGame or ApprenticeGame)."""
        return self._box.position

    @property
    def truncated(self) -> bool:
        """True when the game's ``max_moves`` ended it (LOGO only; no winner)."""
        box = self._box
        return box.moves >= box.game.move_cap and not box.position.is_terminal

    # -- what OpenSpiel asks ------------------------------------------------------------
    def current_player(self) -> int:
        player = self._box.position.current_player
        if player == TERMINAL or self.truncated:
            return int(pyspiel.PlayerId.TERMINAL)
        if player == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return player

    def moves_by_action(self) -> dict[int, Any]:
        """``{action: move}`` for the moves listed now (kept until the next action)."""
        box = self._box
        if box.actions is None:
            box.actions = {} if self.truncated else box.codec.actions(box.position)
        return box.actions

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.moves_by_action())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        box = self._box
        return sorted(
            (box.codec.chance_id(box.position, move), float(p))
            for move, p in box.position.chance_outcomes()
        )

    def _apply_action(self, action: int) -> None:
        move = self.moves_by_action().get(action)
        if move is None:
            raise LogoKitError(f"action {action} is not legal here.")
        box = self._box
        mover = box.position.current_player
        box.position = box.position.apply(move)
        box.trail = _Trail(box.trail, box.position, mover, move)
        box.moves += 1
        box.actions = None

    def _action_to_string(self, player: int, action: int) -> str:
        move = None
        if player == self.current_player():
            move = self.moves_by_action().get(action)
        if move is not None:
            return str(move)
        if player == int(pyspiel.PlayerId.CHANCE):
            return f"chance outcome {action}"
        return f"{self._box.codec.key_of(action)}"

    def is_terminal(self) -> bool:
        return self._box.position.is_terminal or self.truncated

    def returns(self) -> list[float]:
        position = self._box.position
        if not position.is_terminal:
            return [0.0] * position.players
        return utilities(position.returns())

    def __str__(self) -> str:
        return repr(self._box.position)

    def information_record(self, seat: int) -> str:
        """``seat``'s record: its first view, then its moves and what changed in its view
        (the information-state string)."""
        return self._box.trail.record(seat)

    # -- determinization ------------------------------------------------------------------
    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> EngineState:
        """A state drawn from ``player_id``'s view only (:mod:`logo_kit.openspiel.worlds`).

        ``probability_sampler()`` gives the seed of the draw, so OpenSpiel's
        samplers keep their meaning.
        """
        seed = int(probability_sampler() * 2**32)
        world = WorldSampler().sample(self.position.view(player_id), np.random.default_rng(seed))
        box = self._box
        record = self.information_record(player_id)
        return box.game.world_state(world, player_id, record, box.moves)

    def view(self, seat: int) -> Any:
        return self.position.view(seat)


class _Observer:
    """Strings (and the observation tensor) for one kind of observation."""

    def __init__(self, game: Any, perfect_recall: bool) -> None:
        self._game = game
        self._perfect_recall = perfect_recall
        size = 0 if perfect_recall else game.observation_size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor} if size else {}

    def set_from(self, state: EngineState, player: int) -> None:
        if self.tensor.size:
            self.tensor.fill(0)
            self._game.fill_observation(state.position.view(player), self.tensor)

    def string_from(self, state: EngineState, player: int) -> str:
        if self._perfect_recall:
            return state.information_record(player)
        return view_text(state.position.view(player))


class _EngineGame(_GameBase):
    """One engine as an OpenSpiel game (subclasses say which engine and which parameters)."""

    short_name: ClassVar[str]
    long_name: ClassVar[str]
    engine: ClassVar[type]
    parameters: ClassVar[dict[str, Any]]
    information: ClassVar[str] = "imperfect"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2

    def __init__(self, params: dict[str, Any] | None = None, options: Any = None) -> None:
        require_pyspiel()
        given = dict(params or {})
        unknown = sorted(set(given) - set(self.parameters))
        if unknown:
            raise LogoKitError(
                f"{self.short_name} has no parameter {unknown[0]!r}; parameters: "
                f"{', '.join(sorted(self.parameters))}."
            )
        values = {**self.parameters, **given}
        # ``options`` (from spiel_game) may set what the parameters do not cover
        self.options = self.make_options(values) if options is None else options
        self.codec = self.make_codec(self.options, values)
        self.observation_size = self.tensor_size(self.options)
        self.move_cap = self.moves_cap(values)
        length = self.game_length(self.options)
        players = self.seats(self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.player_actions,
            max_chance_outcomes=self.codec.chance_actions,
            num_players=players,
            min_utility=-1.0 if players > 1 else 0.0,
            max_utility=float(players - 1) if players > 1 else 1.0,
            utility_sum=0.0 if players > 1 else None,
            max_game_length=min(length, self.move_cap),
        )
        super().__init__(self.game_type(zero_sum=players > 1), info, values)

    @classmethod
    def game_type(cls, zero_sum: bool = True) -> Any:
        """The game type registered (zero-sum; a one-seat Billionaire game is general-sum)."""
        information = (
            pyspiel.GameType.Information.PERFECT_INFORMATION
            if cls.information == "perfect"
            else pyspiel.GameType.Information.IMPERFECT_INFORMATION
        )
        utility = pyspiel.GameType.Utility
        return pyspiel.GameType(
            short_name=cls.short_name,
            long_name=cls.long_name,
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=information,
            utility=utility.ZERO_SUM if zero_sum else utility.GENERAL_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=cls.max_players,
            min_num_players=cls.min_players,
            provides_information_state_string=True,
            provides_information_state_tensor=False,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification=dict(cls.parameters),
        )

    # subclasses
    @classmethod
    def make_options(cls, values: dict[str, Any]) -> Any:
        raise NotImplementedError

    @classmethod
    def make_codec(cls, options: Any, values: dict[str, Any]) -> Codec:
        raise NotImplementedError

    @classmethod
    def tensor_size(cls, options: Any) -> int:
        """Length of the observation tensor for these options."""
        raise NotImplementedError

    def game_length(self, options: Any) -> int:
        """Most actions (chance included) a game with these options can take."""
        raise NotImplementedError

    @classmethod
    def moves_cap(cls, values: dict[str, Any]) -> int:
        """Actions after which the OpenSpiel game stops (no cap but the engine's own)."""
        return 2**62

    @staticmethod
    def seats(options: Any) -> int:
        return options.players

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        raise NotImplementedError

    # states
    def root(self) -> Any:
        """The engine position before the deal."""
        return self.engine.new(self.options)

    def new_initial_state(self) -> EngineState:
        return EngineState(self)

    def world_state(self, world: Any, seat: int, record: str = "", moves: int = 0) -> EngineState:
        """A state for a sampled world; ``seat``'s record (information state) and the number
        of actions so far are carried over."""
        trail = _Trail(None, world)
        if record:
            trail.prefix[seat] = record
        return EngineState(self, world, trail, moves)

    def state_for(self, position: Any) -> EngineState:
        """An OpenSpiel state at an engine position of this game (its own history unknown)."""
        if type(position) is not self.engine:
            raise LogoKitError(f"{self.short_name} plays {self.engine.__name__} positions.")
        return EngineState(self, position)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        if params:
            raise LogoKitError(f"observation parameters are not supported, got {params!r}.")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return _Observer(self, perfect_recall)


def _one_hot(tensor: np.ndarray, at: int, index: int) -> None:
    tensor[at + index] = 1


# -- LOGO ----------------------------------------------------------------------------------

_LOGO_PHASES = tuple(LogoPhase)


class LogoSpielGame(_EngineGame):
    """LOGO as ``logo_kit_logo``: players, target_score, max_rounds (0 = none),
    first_player, declarer_wins_ties, max_moves (actions, chance included, before
    the game stops with no winner; default :data:`LOGO_MAX_MOVES`).

    Observation tensor (per card code, 49 each): own hand counts, discard-pile
    counts; then per seat: hand size / 10, running total / target, active; the
    draw-pile size / 110 and the phase (one-hot).
    """

    short_name = "logo_kit_logo"
    long_name = "LOGO card game (logo_kit)"
    engine = LogoGame
    parameters: ClassVar[dict[str, Any]] = {
        "players": 3,
        "target_score": 250,
        "max_rounds": 0,
        "first_player": 0,
        "declarer_wins_ties": False,
        "max_moves": LOGO_MAX_MOVES,
    }
    max_players = 8

    @classmethod
    def make_options(cls, values: dict[str, Any]) -> LogoOptions:
        return LogoOptions(
            players=values["players"],
            target_score=values["target_score"],
            max_rounds=values["max_rounds"] or None,
            first_player=values["first_player"],
            declarer_wins_ties=values["declarer_wins_ties"],
        )

    @classmethod
    def make_codec(cls, options: LogoOptions, values: dict[str, Any]) -> Codec:
        return LogoCodec(options)

    @classmethod
    def moves_cap(cls, values: dict[str, Any]) -> int:
        cap = values["max_moves"]
        if type(cap) is not int or not 1 <= cap <= 10**9:
            raise LogoKitError(
                f"max_moves must be a whole number from 1 to 1,000,000,000 (a LOGO round has "
                f"no end of its own while players take discards), got {cap!r}."
            )
        return cap

    def game_length(self, options: LogoOptions) -> int:
        return self.move_cap

    @classmethod
    def tensor_size(cls, options: LogoOptions) -> int:
        return 2 * len(CARD_OF) + 3 * options.players + 1 + len(_LOGO_PHASES)

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        cards = len(CARD_OF)
        for card in view.hand:
            tensor[code_of(card)] += 1
        for card in view.discard_pile:
            tensor[cards + code_of(card)] += 1
        at = 2 * cards
        target = view.options.target_score
        for seat in range(view.players):
            tensor[at + 3 * seat] = view.hand_sizes[seat] / 10
            tensor[at + 3 * seat + 1] = view.totals[seat] / target
            tensor[at + 3 * seat + 2] = float(view.active[seat])
        at += 3 * view.players
        tensor[at] = view.draw_size / 110
        _one_hot(tensor, at + 1, _LOGO_PHASES.index(view.phase))


# -- Logic & Lore --------------------------------------------------------------------------

_LORE_PHASES = tuple(LorePhase)


class LoreSpielGame(_EngineGame):
    """Logic & Lore as ``logo_kit_lore``: mode ('light' or 'bright') and blackholes for
    both seats (or mode_b / blackholes_b for seat 1), stars, first_turn_divines,
    max_turns (1 or more: the OpenSpiel game needs an end) and move_heavens.

    ``move_heavens="swaps"`` (the default) plays the listed moves: Move the
    Heavens is Pass or one swap of two face-down cards per step, as
    ``legal_moves()`` lists it. ``move_heavens="any"`` offers every
    rearrangement of the face-down cards (ruling S14), for lines of at most 7
    cards.

    Observation tensor, with ``n`` the longest line's cards: own line (per
    position, the card there one-hot; face up), the chance that each own card
    holds each value given every answer so far (the exact belief, ruling S1),
    the held-up cards; the opponent's line (per position, the card one-hot;
    face up); per token card 2–8, empty / own token / opponent's token; each
    seat's tokens in hand / 7; own and opponent's mode (Star Bright = 1); to
    move; the turn / max_turns; the step (one-hot); finished, won.
    """

    short_name = "logo_kit_lore"
    long_name = "Logic & Lore (logo_kit)"
    engine = LoreGame
    parameters: ClassVar[dict[str, Any]] = {
        "mode": "light",
        "blackholes": 0,
        "mode_b": "",
        "blackholes_b": -1,
        "stars": 9,
        "first_turn_divines": False,
        "max_turns": 200,
        "move_heavens": "swaps",
    }

    @classmethod
    def make_options(cls, values: dict[str, Any]) -> LoreOptions:
        first = PlayerSetup(values["mode"], values["blackholes"])
        second = PlayerSetup(
            values["mode_b"] or values["mode"],
            values["blackholes"] if values["blackholes_b"] < 0 else values["blackholes_b"],
        )
        return LoreOptions(
            players=(first, second),
            stars=values["stars"],
            first_turn_divines=values["first_turn_divines"],
            max_turns=values["max_turns"] or None,
        )

    @classmethod
    def make_codec(cls, options: LoreOptions, values: dict[str, Any]) -> Codec:
        return LoreCodec(options, values["move_heavens"])

    @staticmethod
    def seats(options: LoreOptions) -> int:
        return options.seats

    def game_length(self, options: LoreOptions) -> int:
        if options.max_turns is None:
            raise LogoKitError(
                "the OpenSpiel Logic & Lore game needs a turn cap (a game of passes never "
                "ends): set max_turns to 1 or more (ruling S15; default 200)."
            )
        dealt = sum(len(line.to_deal) for line in self.root().lines)
        return dealt + LORE_STEPS_PER_TURN * options.max_turns

    @staticmethod
    def _size(options: LoreOptions) -> int:
        return max(options.layout(seat).size for seat in range(options.seats))

    @classmethod
    def tensor_size(cls, options: LoreOptions) -> int:
        n = cls._size(options)
        own = n * n + n + n * n + n
        theirs = n * n + n
        return own + theirs + 3 * len(TOKEN_QUESTIONS) + 2 + 2 + 2 + len(_LORE_PHASES) + 2

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        n = self._size(view.options)
        at = 0
        for own, arrangement, revealed in (
            (True, view.arrangement, view.revealed),
            (False, view.opponent_arrangement, view.opponent_revealed),
        ):
            cards = view.options.layout(view.seat if own else 1 - view.seat).cards
            for position, card in enumerate(arrangement):
                _one_hot(tensor, at + position * n, cards.index(card))
                tensor[at + n * n + position] = float(card in revealed)
            at += n * n + n
            if own:  # own line: the belief and the focus
                layout = view.layout
                matrix = view.belief().marginal_matrix()  # rows: cards; columns: values
                size = layout.size
                tensor[at : at + n * n].reshape(n, n)[:size, :size] = matrix
                at += n * n
                for card in view.focus or ():
                    _one_hot(tensor, at, cards.index(card))
                at += n
        seat = view.seat
        for k, owner in enumerate(view.tokens.owners):
            state = 0 if owner is None else (1 if owner == seat else 2)
            _one_hot(tensor, at + 3 * k, state)
        at += 3 * len(TOKEN_QUESTIONS)
        tensor[at] = view.tokens.supply[seat] / TOKENS_EACH
        tensor[at + 1] = view.tokens.supply[1 - seat] / TOKENS_EACH
        tensor[at + 2] = float(view.mode == "bright")
        tensor[at + 3] = float(view.opponent_mode == "bright")
        tensor[at + 4] = float(view.current_player == seat)
        tensor[at + 5] = view.turn / (view.options.max_turns or 1)
        at += 6
        _one_hot(tensor, at, _LORE_PHASES.index(view.phase))
        at += len(_LORE_PHASES)
        tensor[at] = float(view.finished[seat] is not None)
        tensor[at + 1] = float(view.winner == seat)


# -- LOGO Billionaire ----------------------------------------------------------------------

_BB_PHASES = tuple(BBPhase)


class ApprenticeSpielGame(_EngineGame):
    """LOGO Billionaire's Apprentice game as ``logo_kit_billionaire``: players,
    winning_money, starting_money, max_turns.

    Nothing is hidden (ruling B13), so it is registered as a perfect-information
    game with explicit chance (OpenSpiel's MCTS plays it directly). Observation
    tensor: per seat money / winning money, board position / board size and
    cards held per category / cards per category; pile sizes; the mover
    (one-hot) and the phase (one-hot).
    """

    short_name = "logo_kit_billionaire"
    long_name = "LOGO Billionaire, Apprentice game (logo_kit)"
    engine = ApprenticeGame
    information = "perfect"
    min_players = 1
    max_players = 12
    parameters: ClassVar[dict[str, Any]] = {
        "players": 2,
        "winning_money": 1000,
        "starting_money": 50,
        "max_turns": 1000,
    }

    @classmethod
    def make_options(cls, values: dict[str, Any]) -> ApprenticeOptions:
        return ApprenticeOptions(
            players=values["players"],
            winning_money=values["winning_money"],
            starting_money=values["starting_money"],
            max_turns=values["max_turns"],
        )

    @classmethod
    def make_codec(cls, options: ApprenticeOptions, values: dict[str, Any]) -> Codec:
        return ApprenticeCodec(options)

    def game_length(self, options: ApprenticeOptions) -> int:
        # a turn: the spin, trades (one per other player, or ending the trade), launching
        # or not, then per Risky Business card its draw and the draw-or-stop choice
        deck = options.risky_business
        per_turn = 1 + options.players + 1 + 2 * deck.size
        return len(self.root().undealt) + options.max_turns * per_turn

    @classmethod
    def tensor_size(cls, options: ApprenticeOptions) -> int:
        players = options.players
        return players * (2 + 6) + 6 + players + len(_BB_PHASES)

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        options = view.options
        players = len(view.money)
        per = options.cards_per_category
        for seat in range(players):
            at = seat * 8
            tensor[at] = view.money[seat] / options.winning_money
            tensor[at + 1] = view.positions[seat] / len(options.board)
            for category, cards in enumerate(view.hands[seat]):
                tensor[at + 2 + category] = len(cards) / per
        at = players * 8
        for category, pile in enumerate(view.piles):
            tensor[at + category] = len(pile) / per
        at += 6
        _one_hot(tensor, at, view.mover)
        _one_hot(tensor, at + players, _BB_PHASES.index(view.phase))
