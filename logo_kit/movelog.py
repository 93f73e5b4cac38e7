"""The immutable move log the game engines share.

Every engine keeps the moves applied since its starting position, so that a
game can be replayed (DESIGN: "a replayable move log"). Copying a growing tuple
on every move would cost O(n) per move, so the log is a linked list of
``(previous, move)`` pairs ending in ``None``: appending is O(1) and never
touches the earlier nodes, which the previous game values keep sharing.

>>> log = append(append(append(EMPTY, "a"), "b"), "c")
>>> moves(log)
('a', 'b', 'c')
>>> moves(EMPTY)
()

:func:`replay` applies moves one by one to any value with an ``apply(move)``
method, and :func:`evolve` builds the next position of a frozen dataclass
engine that stores ``_start`` and ``_log`` fields.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

__all__ = ["EMPTY", "LogNode", "append", "evolve", "moves", "replay"]

LogNode = tuple | None
"""A log: ``None`` (no moves) or ``(previous log, latest move)``."""

EMPTY: LogNode = None

G = TypeVar("G")


def append(log: LogNode, move: Any) -> tuple:
    """The log with ``move`` added at the end (``log`` itself is left as it was)."""
    return (log, move)


def moves(log: LogNode) -> tuple:
    """Every move of ``log``, oldest first."""
    found = []
    node = log
    while node is not None:
        node, move = node
        found.append(move)
    found.reverse()
    return tuple(found)


def replay(start: G, moves: Iterable[Any]) -> G:
    """Apply ``moves`` one by one from ``start`` and return the last game.

    >>> class Counter:
    ...     def __init__(self, n): self.n = n
    ...     def apply(self, move): return Counter(self.n + move)
    >>> replay(Counter(0), [1, 2, 3]).n
    6
    """
    game = start
    for move in moves:
        game = game.apply(move)
    return game


def evolve(cls: type[G], game: Any, move: Any, changes: dict[str, Any]) -> G:
    """A fresh frozen ``cls`` value: ``game`` with ``changes`` and ``move`` logged.

    ``game`` must have a ``start`` property and a ``_log`` field; the new value
    keeps the same start and its log grows by ``move``. (Frozen dataclasses
    forbid attribute assignment, so the new value's ``__dict__`` is filled
    directly; this also skips ``__post_init__`` checks the old value passed.)
    """
    new = object.__new__(cls)
    state = new.__dict__
    state.update(game.__dict__)
    state.update(changes)
    state["_start"] = game.start
    state["_log"] = (game._log, move)
    return new
