"""What a worker process does with a chunk of a run's games.

A chunk (:func:`run_chunk`) plays games ``first … last−1`` with the run's
``play_one`` and sends back what it finished (:class:`Outcome`). This module's state
lives in the worker's process: the runs told to stop (a chunk checks before each
game), the chunks playing now (so the notebook can ask a Dask worker whether it is
still busy with a run), and the players of the last few runs (a process pool cannot
send anything to each of its workers, so most chunks carry only the run's token).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from logo_kit.errors import BotError

from .seeds import game_generator

__all__ = [
    "KEPT_RUNS",
    "Outcome",
    "Sent",
    "chunks_running",
    "forget_players",
    "run_chunk",
    "stop_run",
]

# Runs told to stop, in this process (a worker's): a chunk checks before each game. Ctrl-C
# in the notebook marks its run here for a thread pool, and on every Dask worker with
# client.run; a game already begun plays on to its end (or to its move_seconds limit).
_STOPPED: set[str] = set()
# Chunks of each run being played in this process now, so that after Ctrl-C the notebook
# can ask each Dask worker whether it is still busy with the run (the scheduler forgets a
# cancelled task while the worker's thread still runs it).
_RUNNING: dict[str, int] = {}
_LOCK = threading.Lock()


def stop_run(token: str) -> None:
    """Tell this process's chunks of run ``token`` to start no further game."""
    with _LOCK:
        _STOPPED.add(token)


def chunks_running(token: str | None = None) -> int:
    """How many chunks of run ``token`` (None: of any run) this process is playing now."""
    with _LOCK:
        return sum(_RUNNING.values()) if token is None else _RUNNING.get(token, 0)


def _count_chunk(token: str, step: int) -> None:
    with _LOCK:
        left = _RUNNING.get(token, 0) + step
        if left > 0:
            _RUNNING[token] = left
        else:
            _RUNNING.pop(token, None)


@dataclass(frozen=True)
class Outcome:
    """What a chunk sends back: its finished games, and the error that stopped it."""

    results: list[tuple[int, Any]]
    failed: int | None = None
    error: BaseException | None = None
    missing: bool = False  # the chunk came by token only, to a process without the players


# The players of the last few runs, in this process (a pool's worker): a process pool
# cannot send anything to each of its workers, so the first chunks of a run carry
# play_one and the rest only the run's token; a worker that has not met the run yet
# answers ``missing`` and gets the chunk again with play_one.
_PLAYERS: OrderedDict[str, Any] = OrderedDict()
KEPT_RUNS = 4
"""Runs whose players a pool's worker keeps (the oldest is dropped)."""


@dataclass(frozen=True, eq=False)
class Sent:
    """``play_one`` as a chunk carries it to a process pool: the object itself, or only
    the token of its run (``play_one=None``) once the workers have it."""

    token: str
    play_one: Any = None


def _players_here(sent: Sent) -> Any:
    """The run's ``play_one``: kept from ``sent``, or found in this process (else None)."""
    with _LOCK:
        if sent.play_one is not None:
            _PLAYERS[sent.token] = sent.play_one
        found = _PLAYERS.get(sent.token)
        if found is not None:
            _PLAYERS.move_to_end(sent.token)
        while len(_PLAYERS) > KEPT_RUNS:
            _PLAYERS.popitem(last=False)
        return found


def forget_players(token: str) -> None:
    """Drop run ``token``'s players from this process (a thread pool's, when the run ends)."""
    with _LOCK:
        _PLAYERS.pop(token, None)


def run_chunk(
    play_one: Callable[[int, np.random.Generator], Any],
    root: np.random.SeedSequence,
    first: int,
    last: int,
    token: str,
) -> Outcome:
    """Play games ``first … last−1`` on a worker; a bot's failure ends the chunk but keeps
    the games before it, and a stopped run starts no further game."""
    if isinstance(play_one, Sent):
        play_one = _players_here(play_one)
        if play_one is None:
            return Outcome([], missing=True)
    results: list[tuple[int, Any]] = []
    _count_chunk(token, 1)
    try:
        for index in range(first, last):
            if token in _STOPPED:
                break
            try:
                results.append((index, play_one(index, game_generator(root, index))))
            except BotError as error:
                return Outcome(results, index, error)
        return Outcome(results)
    finally:
        _count_chunk(token, -1)
