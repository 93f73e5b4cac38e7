"""What the three OpenSpiel games share: the state holding an engine position, the
game base class, utilities and the optional ``pyspiel`` import.

See :mod:`logo_kit.openspiel.games` for what the games report and why; each game's own
parts (options, codec, length, tensors) are in :mod:`~logo_kit.openspiel.logo_game`,
:mod:`~logo_kit.openspiel.lore_game` and :mod:`~logo_kit.openspiel.billionaire_game`;
the strings and tensors in :mod:`~logo_kit.openspiel.observers`, the checks of the
state's arguments in :mod:`~logo_kit.openspiel.state_checks`, saved states in
:mod:`~logo_kit.openspiel.saved`.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from logo_kit.engine import CHANCE, TERMINAL
from logo_kit.errors import LogoKitError
from logo_kit.openspiel import saved
from logo_kit.openspiel.codecs import Codec
from logo_kit.openspiel.layout import TensorLayout
from logo_kit.openspiel.observers import Observer
from logo_kit.openspiel.params import check_parameters, defaults
from logo_kit.openspiel.records import _Trail
from logo_kit.openspiel.state_checks import CheckedState
from logo_kit.openspiel.worlds import WorldSampler

try:  # the optional extra
    import pyspiel
except ImportError:  # pragma: no cover - exercised by the packaging test
    pyspiel = None

__all__ = ["EngineState", "require_pyspiel", "utilities"]

_GameBase: Any = pyspiel.Game if pyspiel is not None else object
_StateBase: Any = pyspiel.State if pyspiel is not None else object


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


class _Box:
    """A state's Python fields. OpenSpiel clones a Python state by deep-copying its
    fields; the engine position is immutable, so a clone shares it (and the history
    trail, the game and its codec) and copies only this small box. OpenSpiel's own
    C++ serialisation (``pyspiel.serialize_game_and_state``) pickles the fields: a box
    pickles as the state's saved text only (:mod:`logo_kit.openspiel.saved`)."""

    __slots__ = ("actions", "chance", "codec", "game", "moves", "position", "trail")

    def __init__(self, game: Any, position: Any, trail: _Trail, moves: int = 0) -> None:
        self.game = game
        self.codec: Codec = game.codec
        self.position = position
        self.trail = trail
        self.moves = moves
        self.actions: dict[int, Any] | None = None
        self.chance: list[tuple[int, float]] | None = None

    def __deepcopy__(self, memo: dict) -> _Box:
        box = _Box.__new__(_Box)
        box.game, box.codec, box.position = self.game, self.codec, self.position
        box.trail, box.actions, box.moves = self.trail, self.actions, self.moves
        box.chance = self.chance
        return box

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return saved.box_from_text, (saved.state_text(self.game, self.trail.actions()),)


class EngineState(CheckedState, _StateBase):
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
            if self.truncated:
                box.actions = {}
            elif box.position.is_chance:
                self._list_chance()
            else:
                box.actions = box.codec.actions(box.position)
        return box.actions

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.moves_by_action())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._box.chance is None:
            self._list_chance()
        return list(self._box.chance)

    def _list_chance(self) -> None:
        # the chance outcomes' actions, moves and probabilities, from one listing
        box = self._box
        position, codec = box.position, box.codec
        listed = [
            (codec.chance_id(position, move), move, p) for move, p in position.chance_outcomes()
        ]
        box.actions = {action: move for action, move, _ in listed}
        if len(box.actions) != len(listed):  # pragma: no cover - the codecs number apart
            raise AssertionError("two chance outcomes got one action number")
        box.chance = sorted((action, float(p)) for action, _, p in listed)

    def _apply_action(self, action: int) -> None:
        move = self.moves_by_action().get(action)
        if move is None:
            self.refuse_action(action)
        box = self._box
        mover = box.position.current_player
        box.position = box.position.apply(move)
        player = None if mover == CHANCE else mover
        box.trail = _Trail(box.trail, box.position, player, move, action)
        box.moves += 1
        box.actions = box.chance = None

    def _action_to_string(self, player: int, action: int) -> str:
        self.check_action_number(player, action)
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
        """``seat``'s record: its first view, then per step the move made (by whom) and
        what changed in its view (the information-state string)."""
        return self._box.trail.record(seat)

    def history_slots(self, seat: int) -> list[tuple[float, ...]]:
        """``seat``'s history slots (the information-state tensor's history rows; none
        for a game without that tensor)."""
        game = self._box.game
        if game.history_layout is None:
            return []
        return self._box.trail.slots(seat, game.history_slot)

    # -- saved states -------------------------------------------------------------------
    def serialize(self) -> str:
        """This state as text: the game's parameters and every action, one a line
        (:mod:`logo_kit.openspiel.saved`; no pickle). ``game.deserialize_state`` or
        :func:`logo_kit.openspiel.load_state` replay it, checking every action."""
        return saved.state_text(self._box.game, self._box.trail.actions())

    # -- determinization ------------------------------------------------------------------
    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> EngineState:
        """A state drawn from ``player_id``'s view only (:mod:`logo_kit.openspiel.worlds`).

        ``probability_sampler()`` gives the seed of the draw, so OpenSpiel's
        samplers keep their meaning.
        """
        seat = self.check_seat(player_id)
        seed = int(probability_sampler() * 2**32)
        world = WorldSampler().sample(self.position.view(seat), np.random.default_rng(seed))
        box = self._box
        carried = (self.information_record(seat), tuple(self.history_slots(seat)))
        return box.game.world_state(world, seat, carried, box.moves)

    def view(self, seat: int) -> Any:
        return self.position.view(self.check_seat(seat))


class _EngineGame(_GameBase):
    """One engine as an OpenSpiel game (subclasses say which engine and which parameters)."""

    short_name: ClassVar[str]
    long_name: ClassVar[str]
    engine: ClassVar[type]
    information: ClassVar[str] = "imperfect"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2

    def __init__(self, params: dict[str, Any] | None = None, options: Any = None) -> None:
        require_pyspiel()
        given = check_parameters(self.short_name, dict(params or {}))
        values = {**defaults(self.short_name), **given}
        self.values = values
        # ``options`` (from spiel_game) may set what the parameters do not cover
        self.options = self.make_options(values) if options is None else options
        self.custom = options is not None and options != self.make_options(values)
        self.codec = self.make_codec(self.options, values)
        self.move_cap = self.moves_cap(values)
        length = min(self.game_length(self.options), self.move_cap)
        self.observation_layout = self.make_observation_layout(self.options)
        self.history_layout = self.make_history_layout(self.options, length)
        players = self.seats(self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.player_actions,
            max_chance_outcomes=self.codec.chance_actions,
            num_players=players,
            min_utility=-1.0 if players > 1 else 0.0,
            max_utility=float(players - 1) if players > 1 else 1.0,
            utility_sum=0.0 if players > 1 else None,
            max_game_length=length,
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
            provides_information_state_tensor=cls.information != "perfect",
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification=defaults(cls.short_name),
        )

    # subclasses
    @classmethod
    def make_options(cls, values: dict[str, Any]) -> Any:
        raise NotImplementedError

    @classmethod
    def make_codec(cls, options: Any, values: dict[str, Any]) -> Codec:
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

    def make_observation_layout(self, options: Any) -> TensorLayout:
        raise NotImplementedError

    def make_history_layout(self, options: Any, length: int) -> TensorLayout | None:
        """What the information-state tensor adds to the observation (None: no such tensor)."""
        return None

    def write_observation(self, view: Any, tensor: np.ndarray) -> None:
        raise NotImplementedError

    def write_history(self, state: EngineState, seat: int, tensor: np.ndarray) -> None:
        """The history part of ``seat``'s information-state tensor (``tensor`` is zeros)."""
        rows = self.history_layout.part(tensor, "history")
        slots = state.history_slots(seat)
        if slots:
            rows[: len(slots)] = slots

    @staticmethod
    def history_slot(*step: Any) -> tuple[float, ...]:
        raise NotImplementedError

    # states
    def root(self) -> Any:
        """The engine position before the deal (made once: positions never change)."""
        found = getattr(self, "_root", None)
        if found is None:
            found = self._root = self.engine.new(self.options)
        return found

    def new_initial_state(self, *args: Any) -> EngineState:
        if args:
            raise LogoKitError(
                f"{self.short_name} starts only from its first state; load a saved state "
                "with game.deserialize_state(text)."
            )
        return EngineState(self)

    def deserialize_state(self, text: str) -> EngineState:
        """A state saved with ``state.serialize()``, replayed action by action (every
        action checked); anything malformed or left over is refused, naming its line."""
        return saved.replay(self, saved.parse(text, expect=self))

    def world_state(
        self, world: Any, seat: int, carried: tuple[str, tuple] | None = None, moves: int = 0
    ) -> EngineState:
        """A state for a sampled world; ``seat``'s record and history slots so far
        (``carried``) and the number of actions so far are carried over."""
        trail = _Trail(None, world, known_start=False)
        if carried is not None:
            trail.prefix[seat] = carried
        return EngineState(self, world, trail, moves)

    def state_for(self, position: Any) -> EngineState:
        """An OpenSpiel state at an engine position of this game (its own history unknown)."""
        if type(position) is not self.engine:
            raise LogoKitError(f"{self.short_name} plays {self.engine.__name__} positions.")
        return EngineState(self, position, _Trail(None, position, known_start=False))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        if params:
            raise LogoKitError(f"observation parameters are not supported, got {params!r}.")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return Observer(self, perfect_recall)
