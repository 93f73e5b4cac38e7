"""Asking a bot for its move, so that a broken bot cannot take a run down with it.

:func:`ask_bot` calls ``bot.choose(view, rng)`` and turns every way a bot can fail
into one :class:`~logo_kit.errors.BotError` naming the player, the seat and the
move: an exception of its own (a bug, a ``RecursionError`` from a bot that calls
itself), or, with ``seconds``, a move that takes longer than that.

The time limit is a watchdog thread, so it works wherever a game is played: in
the notebook's main thread, in a process pool's workers and in a Dask worker's
threads (where signals cannot be used). When the time is up the watchdog raises
an exception *inside* the bot's thread (CPython's ``PyThreadState_SetAsyncExc``),
which stops any bot computing in Python. Two limits to know: a bot blocked inside
one long C call (``time.sleep``, a socket read) is stopped only when that call
returns, and a bot that catches ``BaseException`` and carries on cannot be stopped.
The limit is off by default; a watchdog costs about 0.1 ms per move.
"""

from __future__ import annotations

import ctypes
import threading
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import BotError

__all__ = ["ask_bot", "check_move_seconds"]

MOST_MOVE_SECONDS = 24 * 3600.0
"""The longest per-move limit accepted (a day)."""


class _TimeUp(BaseException):
    """Raised inside a bot's thread when its move is over time (a ``BaseException``,
    so that a bot's own ``except Exception`` does not swallow it)."""


def check_move_seconds(seconds: Any) -> float | None:
    """``seconds`` as a float if it is None or a positive number of seconds (at most a day)."""
    if seconds is None:
        return None
    return checks.real(seconds, "move_seconds", low=1e-3, high=MOST_MOVE_SECONDS)


def _raise_in(thread_id: int, exception: type[BaseException] | None) -> None:
    """Make ``thread_id`` raise ``exception`` at its next bytecode (None withdraws it)."""
    ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(thread_id), ctypes.py_object(exception) if exception else None
    )


class _Watchdog:
    """A one-shot timer that raises :class:`_TimeUp` in the calling thread when it fires
    while the guarded block is still running; leaving the block withdraws a raise that
    has not happened yet, so the time-out never escapes the block."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.fired = False
        self._active = False
        self._lock = threading.Lock()
        self._thread = threading.get_ident()
        self._timer = threading.Timer(seconds, self._fire)
        self._timer.daemon = True

    def _fire(self) -> None:
        with self._lock:
            if self._active:
                self.fired = True
                _raise_in(self._thread, _TimeUp)

    def __enter__(self) -> _Watchdog:
        self._active = True
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()
        with self._lock:
            self._active = False
            if self.fired:
                _raise_in(self._thread, None)


def ask_bot(
    bot: Any,
    view: Any,
    rng: np.random.Generator,
    *,
    seat: int,
    move: int,
    seconds: float | None = None,
) -> Any:
    """``bot.choose(view, rng)``, or a :class:`BotError` saying which bot failed and how.

    ``move`` is the number of the move in the game (1 for the first); ``seconds``
    a limit on this one move (None: no limit).
    """
    seat = checks.whole(seat, "seat", low=0, high=25)
    move = checks.whole(move, "move", low=1)
    return _ask(bot, view, rng, seat, move, check_move_seconds(seconds))


def _ask(bot: Any, view: Any, rng: Any, seat: int, move: int, seconds: float | None) -> Any:
    """:func:`ask_bot` with its arguments already checked (the engines' loop calls this)."""
    if seconds is None:
        try:
            return bot.choose(view, rng)
        except Exception as error:
            raise _failed(bot, seat, move, error) from error
    watchdog = _Watchdog(seconds)
    choice = None
    failure: Exception | None = None
    try:
        with watchdog:
            try:
                choice = bot.choose(view, rng)
            except Exception as error:  # the bot's own failure
                failure = error
    except _TimeUp:
        pass
    if watchdog.fired:
        raise _failed(bot, seat, move, None, seconds)
    if failure is not None:
        raise _failed(bot, seat, move, failure) from failure
    return choice


def _failed(
    bot: Any, seat: int, move: int, error: Exception | None, seconds: float | None = None
) -> BotError:
    """The error for ``bot`` failing at ``move`` with ``error`` (None: over ``seconds``)."""
    name = getattr(bot, "name", None)
    name = name if isinstance(name, str) else type(bot).__name__
    where = f"{name!r} (seat {seat}) at move {move}"
    if error is None:
        what = f"took more than {seconds:g} s to choose (move_seconds={seconds:g})."
    else:
        try:
            text = str(error)
        except Exception:  # an exception that cannot be printed
            text = "(no message)"
        text = text[:300] + "…" if len(text) > 300 else text
        kind = "called itself without end" if isinstance(error, RecursionError) else "failed"
        what = f"{kind}: {type(error).__name__}: {text}"
    return BotError(f"the bot {where} {what}", player=name, seat=seat, move=move)
