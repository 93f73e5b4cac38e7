"""Errors raised by logo_kit.

Every error a student can trigger is a :class:`ValueError` subclass whose
message says what was wrong and what is allowed, so a board can show the
message as it is and a notebook can catch ``ValueError`` without knowing
our names.
"""

from __future__ import annotations


class LogoKitError(ValueError):
    """Bad input to a calculator or a board: a card that does not exist,
    a deck with no cards, a hand of the wrong size, ..."""


class IllegalMoveError(LogoKitError):
    """A move that the rules (and our rulings) do not allow right now.
    Engines raise it *before* changing any state."""


class ContradictionError(LogoKitError):
    """Evidence that cannot be true together with what is already known."""


class ClassPoolError(LogoKitError):
    """A submission or a teacher's request the class pool refuses; nothing was stored."""


class PausedError(ClassPoolError):
    """A send to an experiment the teacher has paused: the board keeps it for the resume."""


class NameTakenError(ClassPoolError):
    """A student asked for a name another browser (or another hub user) joined under."""


class BotError(LogoKitError):
    """A bot failed: its ``choose`` raised, returned an illegal move, or ran past the
    per-move time limit. The message names the player, the seat and the move number
    (and, in a tournament, the game); the bot's own exception is the ``__cause__``.

    In a tournament, :attr:`partial` holds the games finished before the failing one
    (games ``0 … game−1``, a :class:`~logo_kit.tournaments.TournamentResult`), so a
    long run that meets a broken bot loses nothing it had played.
    """

    def __init__(
        self,
        message: str,
        *,
        player: str = "",
        seat: int | None = None,
        move: int | None = None,
        game: int | None = None,
        partial: object = None,
    ) -> None:
        super().__init__(message)
        self.player = player
        self.seat = seat
        self.move = move
        self.game = game
        self.partial = partial

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword fields survive pickling (a process pool sends the error back whole).
        fields = {
            "player": self.player,
            "seat": self.seat,
            "move": self.move,
            "game": self.game,
            "partial": self.partial,
        }
        return (_rebuild_bot_error, (str(self), fields))


def _rebuild_bot_error(message: str, fields: dict[str, object]) -> BotError:
    return BotError(message, **fields)  # type: ignore[arg-type]
