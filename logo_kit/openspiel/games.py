"""The three games as OpenSpiel Python games, on top of the engine interface.

Each game class wraps one of our engines: an OpenSpiel state holds an
immutable engine position, ``apply_action`` swaps in ``position.apply(move)``,
chance nodes list ``chance_outcomes()`` with their exact probabilities (as
floats, the way OpenSpiel takes them), and actions are numbered by the game's
codec (:mod:`logo_kit.openspiel.codecs`). Returns are the engine's shares of
the win (1 to a sole winner, 1/k to each of k tied winners, 0 otherwise and
when a safety cap ends a game), so the games are general-sum with utilities
in [0, 1].

Strings: the *observation* of a seat is its view (``position.view(seat)``)
written out; the *information state* is a digest of every observation the
seat has had since the start (perfect recall, from views only). LOGO and
LOGO Billionaire also give small observation tensors (see each game's
``observation_layout``). ``resample_from_infostate`` draws a world from the
seat's view (:mod:`logo_kit.openspiel.worlds`), never from the real state.

OpenSpiel itself is optional (``pip install logo_kit[openspiel]``): this
module imports without it and says what to install when a game is made.

Why one module of about 520 lines: the three pyspiel games share one base class and
differ only in small per-game parts; reading them together shows what is common.
"""

from __future__ import annotations

import dataclasses
import hashlib
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
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.openspiel.codecs import ApprenticeCodec, Codec, LogoCodec, LoreCodec
from logo_kit.openspiel.worlds import WorldSampler

try:  # the optional extra
    import pyspiel
except ImportError:  # pragma: no cover - exercised by the packaging test
    pyspiel = None

__all__ = [
    "GAME_NAMES",
    "ApprenticeSpielGame",
    "EngineState",
    "LogoSpielGame",
    "LoreSpielGame",
    "require_pyspiel",
    "view_text",
]

_GameBase: Any = pyspiel.Game if pyspiel is not None else object
_StateBase: Any = pyspiel.State if pyspiel is not None else object

GAME_NAMES = ("logo_kit_logo", "logo_kit_lore", "logo_kit_billionaire")
"""The short names the three games are registered under (``pyspiel.load_game(name)``)."""


def require_pyspiel() -> Any:
    """The ``pyspiel`` module, or a LogoKitError saying how to install it."""
    if pyspiel is None:
        raise LogoKitError(
            "OpenSpiel is not installed: pip install 'logo_kit[openspiel]' (or open_spiel)."
        )
    return pyspiel


def view_text(view: Any) -> str:
    """A seat's view written out, field by field (its options and move list left out:
    the options are the game's, and the moves follow from the rest)."""
    parts = []
    for field in dataclasses.fields(view):
        if field.name in ("options", "legal_moves") or field.name.startswith("_"):
            continue  # private fields: the views' move histories (the trail covers them)
        parts.append(f"{field.name}={getattr(view, field.name)!r}")
    return "; ".join(parts)


class _Trail:
    """One step of a game's history for the information-state digests (shared by clones)."""

    __slots__ = ("digests", "parent", "position")

    def __init__(self, parent: _Trail | None, position: Any) -> None:
        self.parent = parent
        self.position = position
        self.digests: dict[int, str] = {}

    def digest(self, seat: int) -> str:
        """Digest of every view ``seat`` had from the start to here."""
        pending = []
        node: _Trail | None = self
        while node is not None and seat not in node.digests:
            pending.append(node)
            node = node.parent
        value = "" if node is None else node.digests[seat]
        for step in reversed(pending):
            text = view_text(step.position.view(seat))
            value = hashlib.blake2b((value + "\n" + text).encode(), digest_size=16).hexdigest()
            step.digests[seat] = value
        return value


class _Box:
    """A state's Python fields. OpenSpiel clones a Python state by deep-copying its
    fields; the engine position is immutable, so a clone shares it (and the history
    trail, the game and its codec) and copies only this small box."""

    __slots__ = ("actions", "codec", "game", "position", "trail")

    def __init__(self, game: Any, position: Any, trail: _Trail) -> None:
        self.game = game
        self.codec: Codec = game.codec
        self.position = position
        self.trail = trail
        self.actions: dict[int, Any] | None = None

    def __deepcopy__(self, memo: dict) -> _Box:
        box = _Box.__new__(_Box)
        box.game, box.codec, box.position = self.game, self.codec, self.position
        box.trail, box.actions = self.trail, self.actions
        return box


class EngineState(_StateBase):
    """An OpenSpiel state holding one immutable engine position (``.position``)."""

    def __init__(self, game: Any, position: Any = None, trail: _Trail | None = None) -> None:
        super().__init__(game)
        position = game.root() if position is None else position
        self._box = _Box(game, position, _Trail(None, position) if trail is None else trail)

    @property
    def position(self) -> Any:
        """The engine position (a LogoGame, LoreGame or ApprenticeGame)."""
        return self._box.position

    # -- what OpenSpiel asks ------------------------------------------------------------
    def current_player(self) -> int:
        player = self._box.position.current_player
        if player == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        if player == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return player

    def moves_by_action(self) -> dict[int, Any]:
        """``{action: move}`` for the moves listed now (kept until the next action)."""
        box = self._box
        if box.actions is None:
            box.actions = box.codec.actions(box.position)
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
        box.position = box.position.apply(move)
        box.trail = _Trail(box.trail, box.position)
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
        return self._box.position.is_terminal

    def returns(self) -> list[float]:
        return [float(share) for share in self._box.position.returns()]

    def __str__(self) -> str:
        return repr(self._box.position)

    def information_digest(self, seat: int) -> str:
        """Digest of every view ``seat`` has had (the information-state string)."""
        return self._box.trail.digest(seat)

    # -- determinization ------------------------------------------------------------------
    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> EngineState:
        """A state drawn from ``player_id``'s view only (:mod:`logo_kit.openspiel.worlds`).

        ``probability_sampler()`` gives the seed of the draw, so OpenSpiel's
        samplers keep their meaning.
        """
        seed = int(probability_sampler() * 2**32)
        world = WorldSampler().sample(self.position.view(player_id), np.random.default_rng(seed))
        return self._box.game.world_state(world, player_id, self.information_digest(player_id))

    def view(self, seat: int) -> Any:
        return self.position.view(seat)


class _Observer:
    """Strings (and tensors where the game gives them) for one kind of observation."""

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
            return state.information_digest(player)
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
    max_length: ClassVar[int] = 1_000_000
    observation_size: ClassVar[int] = 0

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
        self.codec = self.make_codec(self.options)
        players = self.seats(self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.player_actions,
            max_chance_outcomes=self.codec.chance_actions,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=self.max_length,
        )
        super().__init__(self.game_type(), info, values)

    @classmethod
    def game_type(cls) -> Any:
        information = (
            pyspiel.GameType.Information.PERFECT_INFORMATION
            if cls.information == "perfect"
            else pyspiel.GameType.Information.IMPERFECT_INFORMATION
        )
        return pyspiel.GameType(
            short_name=cls.short_name,
            long_name=cls.long_name,
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=information,
            utility=pyspiel.GameType.Utility.GENERAL_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=cls.max_players,
            min_num_players=cls.min_players,
            provides_information_state_string=True,
            provides_information_state_tensor=False,
            provides_observation_string=True,
            provides_observation_tensor=cls.observation_size > 0,
            parameter_specification=dict(cls.parameters),
        )

    # subclasses
    @classmethod
    def make_options(cls, values: dict[str, Any]) -> Any:
        raise NotImplementedError

    @classmethod
    def make_codec(cls, options: Any) -> Codec:
        raise NotImplementedError

    @staticmethod
    def seats(options: Any) -> int:
        return options.players

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        pass

    # states
    def root(self) -> Any:
        """The engine position before the deal."""
        return self.engine.new(self.options)

    def new_initial_state(self) -> EngineState:
        return EngineState(self)

    def world_state(self, world: Any, seat: int, digest: str) -> EngineState:
        """A state for a sampled world; ``seat``'s information state is carried over."""
        trail = _Trail(None, world)
        trail.digests[seat] = digest
        return EngineState(self, world, trail)

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


# -- LOGO ----------------------------------------------------------------------------------

_LOGO_PHASES = tuple(LogoPhase)


class LogoSpielGame(_EngineGame):
    """LOGO as ``logo_kit_logo``: players, target_score, max_rounds (0 = none),
    first_player, declarer_wins_ties.

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
    def make_codec(cls, options: LogoOptions) -> Codec:
        return LogoCodec(options)

    def __init__(self, params: dict[str, Any] | None = None, options: Any = None) -> None:
        players = dict(params or {}).get("players", self.parameters["players"])
        self.observation_size = 2 * len(CARD_OF) + 3 * int(players) + 1 + len(_LOGO_PHASES)
        super().__init__(params, options)

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
        tensor[at + 1 + _LOGO_PHASES.index(view.phase)] = 1


# -- Logic & Lore --------------------------------------------------------------------------


class LoreSpielGame(_EngineGame):
    """Logic & Lore as ``logo_kit_lore``: mode ('light' or 'bright') and blackholes for
    both seats (or mode_b / blackholes_b for seat 1), stars, first_turn_divines, max_turns
    (0 = no cap).

    The listed-moves game: Move the Heavens is one swap of two face-down cards
    per step (the engine lists swaps; other arrangements are legal in the rules
    but not listed).
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
    def make_codec(cls, options: LoreOptions) -> Codec:
        return LoreCodec(options)

    @staticmethod
    def seats(options: LoreOptions) -> int:
        return options.seats


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
    def make_codec(cls, options: ApprenticeOptions) -> Codec:
        return ApprenticeCodec(options)

    def __init__(self, params: dict[str, Any] | None = None, options: Any = None) -> None:
        players = int(dict(params or {}).get("players", self.parameters["players"]))
        self.observation_size = players * (2 + 6) + 6 + players + len(_BB_PHASES)
        super().__init__(params, options)

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
        tensor[at + view.mover] = 1
        tensor[at + players + _BB_PHASES.index(view.phase)] = 1
