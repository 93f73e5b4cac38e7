"""What the three OpenSpiel games share: the state holding an engine position, the
observer, the game base class, utilities and the optional ``pyspiel`` import.

See :mod:`logo_kit.openspiel.games` for what the games report and why; each game's own
parts (options, codec, length, observation tensor) are in
:mod:`~logo_kit.openspiel.logo_game`, :mod:`~logo_kit.openspiel.lore_game` and
:mod:`~logo_kit.openspiel.billionaire_game`.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from logo_kit.engine import CHANCE, TERMINAL
from logo_kit.errors import LogoKitError
from logo_kit.openspiel.codecs import Codec
from logo_kit.openspiel.records import _Trail, view_text
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
