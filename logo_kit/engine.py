"""One engine interface for the three games, after OpenSpiel's ``State``.

LOGO (:class:`~logo_kit.logo.LogoGame`), Logic & Lore
(:class:`~logo_kit.lore.LoreGame`) and LOGO Billionaire
(:class:`~logo_kit.billionaire.ApprenticeGame`) are all :class:`GameState`
values: the same names mean the same thing in each, so bots, tournaments,
boards, narrators, the contract test and the OpenSpiel adapters are written
once.

The interface in ten lines::

    state = Game.new(options, rng)   # dealt with rng; Game.new(options) stops before the deal
    state.current_player             # a seat 0…n−1, CHANCE or TERMINAL
    state.legal_moves()              # the mover's moves (the chance outcomes at a chance node)
    state.chance_outcomes()          # ((move, Fraction), ...) summing to exactly 1
    state.sample_chance(rng)         # one chance move drawn with those probabilities
    state.apply(move)                # the next state (raises IllegalMoveError, self unchanged)
    state.is_terminal, state.returns()   # over? each seat's share of the win
    state.view(seat)                 # all that seat may see; every bot decides from a view
    state.log, state.start           # the moves since the first position, and that position
    state.start.replay(state.log) == state

A state is an immutable value. Chance (a deal, a reshuffle, a spin, a Risky
Business draw) is an explicit player: its outcomes are listed with exact
``Fraction`` probabilities. For speed, ``sample_chance`` may return one
*compound* move standing for a run of chance steps (a whole shuffle at once);
it applies exactly as its parts would, and the contract test checks that.

Players implement ``choose(view, rng) -> move`` and have a ``name``.
:func:`play_game` plays one game; :func:`tournament` plays many, seeded, with
seats rotating, and returns one :class:`TournamentResult` type for every game.

(:func:`tournament` and its result types live in :mod:`logo_kit.tournaments`.)

The three engines share one base class, :class:`~logo_kit.position.Position`
(re-exported here): ``start``, ``log``, ``replay``, ``returns``, ``capped``
and the seat check are written once, and positions are equal when their
states are equal (the log aside) and are all hashable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

import numpy as np

from logo_kit import checks
from logo_kit.bot_guard import _ask, check_move_seconds
from logo_kit.errors import BotError, IllegalMoveError, LogoKitError
from logo_kit.position import Position

__all__ = [
    "CHANCE",
    "DEFAULT_MAX_MOVES",
    "TERMINAL",
    "GameState",
    "GameView",
    "Player",
    "Position",
    "check_players",
    "check_progress",
    "play_game",
    "play_until",
    "replay",
    "resolve_chance",
    "sample_outcome",
    "seat_label",
    "story",
]

CHANCE = -1
"""``current_player`` at a chance node (the same number as OpenSpiel's ``PlayerId.CHANCE``)."""
TERMINAL = -4
"""``current_player`` once the game is over (OpenSpiel's ``PlayerId.TERMINAL``)."""
DEFAULT_MAX_MOVES = 1_000_000
"""Safety net for :func:`play_until`: no real game comes near it, a looping bot does.
A guard against broken bots, not a rule (rulings L20, S15, B12)."""

S = TypeVar("S", bound="GameState")


@runtime_checkable
class GameView(Protocol):
    """What one seat may see. Every game's view has at least these fields."""

    seat: int
    current_player: int
    legal_moves: tuple[Any, ...]  # empty unless this seat is to move


@runtime_checkable
class GameState(Protocol):
    """A position of one of the three games (an immutable value).

    Besides the members below, every game class has a class method
    ``new(options=None, rng=None)``: with ``rng`` the opening deal is made with
    it; without, the returned root position waits for the deal (a chance move).
    """

    score_name: ClassVar[str]
    """What :meth:`scores` measures, e.g. ``"total points (lower is better)"``."""

    @property
    def options(self) -> Any: ...

    @property
    def players(self) -> int:
        """Number of seats."""
        ...

    @property
    def current_player(self) -> int:
        """The seat to move, :data:`CHANCE` or :data:`TERMINAL`."""
        ...

    @property
    def is_chance(self) -> bool: ...

    @property
    def is_terminal(self) -> bool: ...

    @property
    def capped(self) -> bool:
        """True when a safety cap (turns or rounds) ended the game with no winner."""
        ...

    @property
    def turns(self) -> int:
        """Players' turns begun so far (both players' turns together in Logic & Lore)."""
        ...

    @property
    def log(self) -> tuple[Any, ...]:
        """Every move applied since :attr:`start`, chance moves included."""
        ...

    @property
    def start(self) -> Any:
        """The position this game started from (before the deal)."""
        ...

    def legal_moves(self) -> tuple[Any, ...]: ...

    def chance_outcomes(self) -> tuple[tuple[Any, Fraction], ...]: ...

    def sample_chance(self, rng: np.random.Generator) -> Any: ...

    def apply(self, move: Any) -> Any: ...

    def replay(self, moves: Iterable[Any]) -> Any: ...

    def returns(self) -> tuple[Fraction, ...]:
        """Each seat's share of the win: 1 to a sole winner, 1/k to each of k tied
        winners, 0 to the others; all 0 before the end or when capped."""
        ...

    def scores(self) -> tuple[Any, ...]:
        """Each seat's own result in the game's terms (see :attr:`score_name`)."""
        ...

    def view(self, seat: int) -> Any: ...


class Player:
    """A bot: a ``name`` and ``choose(view, rng)`` returning one of ``view.legal_moves``.

    A bot decides from its seat's view only (never the whole game) and takes
    all its randomness from the ``rng`` it is given. Subclasses may keep caches
    (a belief they update), but a bot's choice must depend on the view and
    ``rng`` alone.
    """

    name: str = "player"

    def choose(self, view: Any, rng: np.random.Generator) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


# -- small helpers every engine uses ----------------------------------------------------


def seat_label(seat: int) -> str:
    """Seat 0 is player A, seat 1 player B, … (as in the rule sheets' examples)."""
    if checks.is_whole(seat) and 0 <= seat < 26:
        return "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[int(seat)]
    return checks.describe(seat)


def _state(value: Any, name: str, needs: tuple[str, ...]) -> Any:
    """``value`` if it has the members of a game state that the caller uses."""
    hint = "a game position (a LogoGame, LoreGame or ApprenticeGame value)"
    return checks.has_members(value, name, needs, hint, classes=False)


def sample_outcome(outcomes: Sequence[tuple[Any, Fraction]], rng: np.random.Generator) -> Any:
    """One move from exact ``(move, probability)`` pairs, drawn with integer arithmetic.

    The probabilities are put over a common denominator and one whole number
    below it is drawn, so the draw is exact (no float rounding).

    >>> sample_outcome([("heads", Fraction(1, 2)), ("tails", Fraction(1, 2))],
    ...                np.random.default_rng(0)) in ("heads", "tails")
    True
    """
    checks.generator(rng)
    outcomes = checks.probability_pairs(outcomes, "outcomes")
    if not outcomes:
        raise LogoKitError("no chance outcome is due now.")
    denominator = math.lcm(*(p.denominator for _, p in outcomes))
    weights = [p.numerator * (denominator // p.denominator) for _, p in outcomes]
    if sum(weights) == 0:
        raise LogoKitError("no chance outcome has a positive probability.")
    pick = int(rng.integers(sum(weights)))
    for (move, _), weight in zip(outcomes, weights, strict=True):
        if pick < weight:
            return move
        pick -= weight
    raise AssertionError("weights did not cover the draw")  # pragma: no cover


def replay(start: S, moves: Iterable[Any]) -> S:
    """Apply ``moves`` one by one from ``start`` and return the last state."""
    state = _state(start, "start", ("apply",))
    for move in checks.sequence(moves, "moves", most=DEFAULT_MAX_MOVES):
        state = state.apply(move)
    return state


def resolve_chance(state: S, rng: np.random.Generator) -> S:
    """Apply chance moves drawn from ``rng`` until a player must move (or the game ends)."""
    _state(state, "state", ("is_chance", "apply", "sample_chance"))
    checks.generator(rng)
    while state.is_chance:
        state = state.apply(state.sample_chance(rng))
    return state


def check_progress(progress: Any) -> Any:
    """``progress`` if it is None or a function that takes ``progress(done, total)``."""
    from logo_kit.simulate.play import check_progress as checked

    return checked(progress)


def check_players(players: Sequence[Any], seats: int | None = None) -> list[Any]:
    """``players`` as a list if each has a ``name`` (text) and ``choose(view, rng)``.

    Names must differ and stay the same (results are kept by name); with ``seats``, the
    count must match.
    """
    found = checks.sequence(players, "players", most=26)
    seats = checks.optional_whole(seats, "seats", low=1, high=26)
    if seats is not None and len(found) != seats:
        raise LogoKitError(f"give one player per seat ({seats}), got {len(found)}.")
    names = []
    for player in found:
        if player is None:
            continue
        name = getattr(player, "name", None)
        if not callable(getattr(player, "choose", None)) or not isinstance(name, str):
            raise LogoKitError(
                f"{checks.describe(player)} is not a player: a player has a name and "
                "choose(view, rng), e.g. one of the game's bots."
            )
        again = getattr(player, "name", None)
        if again != name:
            raise LogoKitError(
                f"a player's name changed between two reads ({name!r} then "
                f"{checks.describe(again)}): results are kept by name, so a name must stay "
                "the same (make it a plain attribute)."
            )
        names.append(name)
    repeated = sorted({n for n in names if names.count(n) > 1})
    if repeated:
        raise LogoKitError(
            f"players need different names to be told apart, got {repeated[0]!r} more than "
            "once (give each a name, e.g. GreedyLowPlayer(name='greedy 2'))."
        )
    return found


def play_until(
    state: S,
    players: Sequence[Any | None],
    rng: np.random.Generator,
    *,
    stop: Callable[[S], bool] | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    move_seconds: float | None = None,
) -> S:
    """Play chance with ``rng`` and each seat with its bot until ``stop(state)`` or the end.

    A seat whose player is ``None`` (a person at a board) stops the play when it
    is that seat's move, so a board can ask the person and call this again.
    Chance moves and every bot draw from ``rng`` in the order they happen.

    A bot that fails (raises, returns an illegal move, or with ``move_seconds``
    takes longer than that over one move) gives a :class:`~logo_kit.errors.BotError`
    naming the player, seat and move (see :mod:`logo_kit.bot_guard`).
    """
    _state(
        state,
        "state",
        ("players", "is_terminal", "is_chance", "apply", "sample_chance", "current_player", "view"),
    )
    checks.generator(rng)
    players = check_players(players, state.players)
    max_moves = checks.whole(max_moves, "max_moves", low=1)
    move_seconds = check_move_seconds(move_seconds)
    if stop is not None:
        checks.callable_(stop, "stop", "None or a function of the state, e.g. lambda s: s.over")
    before = len(state.log)  # moves made before this call, to number the bots' moves
    for done in range(max_moves):
        if state.is_terminal or (stop is not None and _stop_now(stop, state)):
            return state
        if state.is_chance:
            state = state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player
        bot = players[seat]
        if bot is None:
            return state
        number = before + done + 1
        move = _ask(bot, state.view(seat), rng, seat, number, move_seconds)
        try:
            state = state.apply(move)
        except IllegalMoveError as error:
            raise BotError(
                f"the bot {bot.name!r} (seat {seat}) chose an illegal move at move {number}: "
                f"{error}",
                player=bot.name,
                seat=seat,
                move=number,
            ) from error
    raise LogoKitError(
        f"the game did not end within {max_moves} moves; raise max_moves or check the bots."
    )


def _stop_now(stop: Callable[[Any], bool], state: Any) -> bool:
    """``stop(state)`` as a bool; a stop function that fails is the caller's error, said
    as a LogoKitError (not the function's own TypeError or the like)."""
    try:
        return bool(stop(state))
    except LogoKitError:
        raise
    except Exception as error:
        raise LogoKitError(
            f"stop(state) failed with {type(error).__name__}: {error}. stop must be a function "
            "of the state that says True or False, e.g. lambda s: s.over."
        ) from error


def play_game(
    game: type[S] | Any,
    players: Sequence[Any],
    rng: np.random.Generator,
    *,
    options: Any = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    move_seconds: float | None = None,
) -> S:
    """Play one whole game between bots (one per seat) and return the final state.

    ``game`` is a game class (``LogoGame``, ``LoreGame``, ``ApprenticeGame``),
    or a state to continue from. The final state's ``start.replay(log)``
    rebuilds it. ``move_seconds`` limits each bot move (see :func:`play_until`).
    """
    checks.generator(rng)
    players = check_players(players)
    if any(p is None for p in players):
        raise LogoKitError("play_game needs a bot in every seat; use play_until for people.")
    if isinstance(game, type):
        checks.has_members(game, "game", ("new",), _GAME_HINT)
        state = game.new(options, rng)
    else:
        state = _state(game, "game", ("apply", "players"))
    return play_until(state, players, rng, max_moves=max_moves, move_seconds=move_seconds)


def story(
    state: Any,
    describe: Callable[..., str],
    *,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
) -> list[str]:
    """Every move of ``state``'s game told by a narrator's ``describe(before, move, ...)``.

    Moves the narrator says nothing about (an empty string) are left out.
    """
    _state(state, "state", ("start", "log"))
    checks.callable_(describe, "describe", "a narrator, describe(before, move, *, names, viewer)")
    lines = []
    before = state.start
    for move in state.log:
        text = describe(before, move, names=names, viewer=viewer)
        if text:
            lines.append(text)
        before = before.apply(move)
    return lines


_GAME_HINT = "a game class with new(options, rng): LogoGame, LoreGame or ApprenticeGame"


_TOURNAMENT_NAMES = ("GameRecord", "TournamentResult", "game_for", "tournament")


def __getattr__(name: str) -> Any:
    """``tournament``, ``TournamentResult``, ``GameRecord`` and ``game_for`` live in
    :mod:`logo_kit.tournaments` (this module stays the interface); they are
    importable from here too."""
    if name in _TOURNAMENT_NAMES:
        from logo_kit import tournaments

        return getattr(tournaments, name)
    raise AttributeError(f"module 'logo_kit.engine' has no attribute {name!r}")
