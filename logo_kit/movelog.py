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
method. (The engines grow the log as they build the next position, in
:meth:`logo_kit.position.Position._next`.)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

__all__ = ["EMPTY", "LogNode", "append", "moves", "replay"]

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
