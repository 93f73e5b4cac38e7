"""A game in progress at a board: people and bots taking turns, undo, and a running story.

A :class:`Session` holds a game state (any :mod:`logo_kit.engine` game), who
sits in each seat (a bot, or ``None`` for a person at the board) and one
``numpy.random.Generator`` for chance and the bots. After each person's move
it plays chance and the bots until a person must move again, telling each
move with the game's narrator. :meth:`Session.undo` goes back to the
previous moment a person was to move, restoring the generator too, so the
same moves replay the same game. Undo takes back a person's own moves only:

- it never goes back past another player's move (a bot's discard, its spin, its
  question): that move showed the person something about the other player (the
  card it threw away, what it chose), and replaying with that knowledge is a peek;
- nor past a chance outcome that a person saw (their blind draw, a spin): the
  generator is restored, so undoing and playing on would show the same outcome
  again, a peek at the future. :func:`move_reveals` says which moves show a person
  something (the game's own ``reveals_to`` if it has one, else: does a person's
  view depend on the chance outcome?).

:attr:`Session.undo_refusal` says why an undo would be refused.

Boards hold a Session and render it; they never run a bot loop themselves.

(See ``tests/contract/test_engine_api.py`` for a session with a toy game.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.engine import DEFAULT_MAX_MOVES, check_players
from logo_kit.errors import IllegalMoveError, LogoKitError

__all__ = ["Describe", "Session", "chance_reveals", "move_reveals"]

Describe = Callable[..., str]
"""A narrator: ``describe(before, move, *, names=None, viewer=None) -> str``."""


@dataclass(frozen=True)
class _Checkpoint:
    state: Any
    lines: int
    rng_state: dict
    seen: str | None  # why undo was refused just before this checkpoint (see _note)


def move_reveals(state: Any, move: Any, seats: Sequence[int]) -> bool:
    """True when ``move`` at ``state`` shows one of ``seats`` something hidden from it.

    A game that knows (``state.reveals_to(move, seat)``: LOGO, whose blind draws are
    player moves from a pile shuffled at the deal) answers itself; for any other game a
    chance move reveals when its outcome is seen (:func:`chance_reveals`) and a player's
    move never does.
    """
    reveals_to = getattr(state, "reveals_to", None)
    if reveals_to is not None:
        return any(reveals_to(move, seat) for seat in seats)
    return chance_reveals(state, seats)


def chance_reveals(state: Any, seats: Sequence[int]) -> bool:
    """True when the outcome of the chance move at ``state`` is seen from one of ``seats``:
    two of its possible outcomes leave that seat with different views.

    A game's views are equal exactly when the seat cannot tell the games apart, so this
    is the game's own answer, with no rule of any game written here: in LOGO your blind
    draw reveals (your hand differs by the card) and a bot's draw does not (you see only
    its hand grow); a Billionaire spin is seen by everyone.
    """
    if not state.is_chance or not seats:
        return False
    outcomes = [move for move, _ in state.chance_outcomes()]
    if len(outcomes) < 2:
        return False
    afters = [state.apply(move) for move in outcomes]
    for seat in seats:
        first = afters[0].view(seat)
        if any(after.view(seat) != first for after in afters[1:]):
            return True
    return False


class Session:
    """People and bots playing one game, with undo and a story of the moves.

    ``players`` has one entry per seat: a bot (``name`` and ``choose(view,
    rng)``) or ``None`` for a person. ``describe`` is the game's narrator;
    ``names`` how seats are called in the story ("You", "Bot 1", …);
    ``viewer`` the seat whose eyes the story uses (hidden cards stay hidden).
    ``pause(state) -> bool`` (optional) stops the play at a chance move a person
    should trigger themselves (their spin, their draw): the session waits until
    :meth:`roll` is called.
    """

    def __init__(
        self,
        state: Any,
        players: Sequence[Any],
        rng: np.random.Generator,
        *,
        describe: Describe | None = None,
        names: Sequence[str] | None = None,
        viewer: int | None = None,
        max_moves: int = DEFAULT_MAX_MOVES,
        pause: Callable[[Any], bool] | None = None,
    ) -> None:
        self.players = check_players(players, state.players)
        if pause is not None:
            checks.callable_(pause, "pause", "None or a function pause(state) -> bool")
        self.pause = pause
        self.rng = checks.generator(rng)
        self.describe = describe
        self.names = None if names is None else tuple(names)
        if self.names is not None and len(self.names) != state.players:
            raise LogoKitError(f"give one name per seat ({state.players}), got {len(self.names)}.")
        self.viewer = viewer
        self.max_moves = checks.whole(max_moves, "max_moves", low=1)
        self.state = state
        self.lines: list[str] = []
        self._checkpoints: list[_Checkpoint] = []
        self._seen: str | None = None  # why undo is refused since the last checkpoint
        self.advance()

    # -- reading ------------------------------------------------------------------------
    @property
    def waiting_for(self) -> int | None:
        """The seat of the person who must move now, or None (game over)."""
        state = self.state
        if state.is_terminal or state.is_chance:
            return None
        seat = state.current_player
        return seat if self.players[seat] is None else None

    @property
    def paused(self) -> bool:
        """True while a chance move waits for a person to :meth:`roll` it."""
        state = self.state
        return bool(state.is_chance and self.pause is not None and self.pause(state))

    @property
    def can_undo(self) -> bool:
        """True when a person has moved (whether :meth:`undo` may go back: see
        :attr:`undo_refusal`)."""
        return bool(self._checkpoints)

    @property
    def undo_refusal(self) -> str | None:
        """Why :meth:`undo` would refuse now (None: it would not): another player (a bot)
        has moved since the person's last move, or that move or chance after it showed a
        person hidden cards or a chance outcome that undoing and playing on would show
        again."""
        if not self._checkpoints:
            return "nothing to undo: no move has been made by a person yet."
        return self._seen

    def legal_moves(self) -> tuple[Any, ...]:
        """The moves the waiting person may make (none when no person is to move)."""
        return tuple(self.state.legal_moves()) if self.waiting_for is not None else ()

    # -- acting -------------------------------------------------------------------------
    def play(self, move: Any) -> Any:
        """A person's move: apply it, then let chance and the bots play on.

        Raises :class:`IllegalMoveError` (and changes nothing) if no person is
        to move or the rules do not allow ``move``. Returns the new state.
        """
        if self.waiting_for is None:
            raise IllegalMoveError(
                "the game is over; start a new one."
                if self.state.is_terminal
                else "it is not a person's move now."
            )
        after = self.state.apply(move)  # raises before anything changes
        self._checkpoints.append(
            _Checkpoint(self.state, len(self.lines), self.rng.bit_generator.state, self._seen)
        )
        self._seen = None
        self._note(self.state, move)
        self._tell(self.state, move)
        self.state = after
        return self.advance()

    def roll(self) -> Any:
        """Play the chance move the session paused at (a person's spin or draw), then go on."""
        if not self.paused:
            raise IllegalMoveError("nothing to roll now: no chance move is waiting for you.")
        self._checkpoints.append(
            _Checkpoint(self.state, len(self.lines), self.rng.bit_generator.state, self._seen)
        )
        before = self.state
        move = before.sample_chance(self.rng)
        self._seen = None
        self._note(before, move)
        self.state = before.apply(move)
        self._tell(before, move)
        return self.advance()

    def advance(self) -> Any:
        """Play chance and bots until a person must move (or roll) or the game ends."""
        state = self.state
        for _ in range(self.max_moves):
            if state.is_terminal:
                break
            if state.is_chance:
                if self.pause is not None and self.pause(state):
                    break
                move = state.sample_chance(self.rng)
            else:
                bot = self.players[state.current_player]
                if bot is None:
                    break
                move = bot.choose(state.view(state.current_player), self.rng)
                self._note_other_player(state, move)
            self._note(state, move)
            after = state.apply(move)
            self._tell(state, move)
            state = self.state = after
        else:
            raise LogoKitError(f"no person was asked to move within {self.max_moves} moves.")
        return state

    def undo(self) -> Any:
        """Go back to the moment before the person's last move (generator included).

        Refused (:class:`IllegalMoveError`, nothing changes) when another player has moved
        since, or chance has shown a person an outcome (:attr:`undo_refusal`).
        """
        refusal = self.undo_refusal
        if refusal is not None:
            raise IllegalMoveError(refusal)
        point = self._checkpoints.pop()
        self.state = point.state
        del self.lines[point.lines :]
        self.rng.bit_generator.state = point.rng_state
        self._seen = point.seen
        return self.state

    def _note(self, before: Any, move: Any) -> None:
        """Remember the first move since a person's last one that showed a person
        something hidden (:func:`move_reveals`): undo stops there."""
        if self._seen is not None or not self._checkpoints:
            return
        people = [seat for seat, player in enumerate(self.players) if player is None]
        if move_reveals(before, move, people):
            self._seen = (
                f"cannot undo: since your last move you have seen what was hidden "
                f"({self._told(before, move)}). Undo and the same move would show you the "
                "same again (a peek at the game's future), so undo stops here."
            )

    def _note_other_player(self, before: Any, move: Any) -> None:
        """Remember the first bot move since a person's last one: undo never crosses it."""
        if self._seen is None and self._checkpoints:
            self._seen = (
                f"cannot undo: another player has moved since your last move "
                f"({self._told(before, move)}). Undo takes back only your own moves: "
                "playing yours again knowing what theirs showed would be a peek."
            )

    def _told(self, before: Any, move: Any) -> str:
        told = (
            self.describe(before, move, names=self.names, viewer=self.viewer)
            if self.describe is not None
            else ""
        )
        return told or str(move)

    def _tell(self, before: Any, move: Any) -> None:
        if self.describe is None:
            return
        text = self.describe(before, move, names=self.names, viewer=self.viewer)
        if text:
            self.lines.append(text)
