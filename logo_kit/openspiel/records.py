"""A seat's view written out, and its record move by move: the OpenSpiel strings.

The *observation string* of a seat is its view (``position.view(seat)``) written out
field by field (:func:`view_text`); the *information-state string* is the seat's record
(:class:`_Trail`): its first view, then after every step the moves it made and the
fields of its view that changed (perfect recall, built from views only). Used by the
OpenSpiel states of :mod:`logo_kit.openspiel.engine_game`.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any

__all__ = ["view_text"]


def _render(value: Any) -> str:
    """A compact, complete text of a view's field: containers item by item, enums by
    name, dataclass values as Name(field values), anything else by repr."""
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, tuple | list):
        return "(" + ", ".join(_render(v) for v in value) + ")"
    if isinstance(value, frozenset | set):
        return "{" + ", ".join(sorted(_render(v) for v in value)) + "}"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_render(k)}: {_render(v)}" for k, v in value.items()) + "}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not hasattr(type(value).__repr__, "__wrapped__"):  # a hand-written repr (Card)
            return repr(value)
        inner = ", ".join(
            _render(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare
        )
        return f"{type(value).__name__}({inner})"
    return repr(value)


def _view_fields(view: Any) -> dict[str, str]:
    """Each field of a seat's view written out (its options and move list left out:
    the options are the game's, and the moves follow from the rest)."""
    return {
        field.name: _render(getattr(view, field.name))
        for field in dataclasses.fields(view)
        # private fields are the views' move histories: the information state's trail
        # already records them, step by step
        if field.name not in ("options", "legal_moves") and not field.name.startswith("_")
    }


def view_text(view: Any) -> str:
    """A seat's view written out, field by field (the observation string)."""
    return "; ".join(f"{name}={text}" for name, text in _view_fields(view).items())


def _changes(before: dict[str, str], after: dict[str, str], views: tuple[Any, Any]) -> str:
    # the fields that changed; a tuple that only grew shows its new items
    parts = []
    for name, text in after.items():
        if before.get(name) == text:
            continue
        old, new = (getattr(v, name, None) for v in views)
        if (
            type(old) is tuple
            and type(new) is tuple
            and len(new) > len(old)
            and (new[: len(old)] == old)
        ):
            parts.append(f"{name}+={_render(new[len(old) :])}")
        else:
            parts.append(f"{name}={text}")
    return "; ".join(parts)


_FIELDS: dict[Any, dict[str, str]] = {}
_CHANGES: dict[Any, str] = {}
_REMEMBERED = 20_000
"""Views written out and their changes, remembered by position: a search or CFR meets the
same positions again and again (positions are immutable, equal when their states are)."""


def _remembered(cache: dict, key: Any, make: Any) -> Any:
    try:
        found = cache.get(key)
    except TypeError:  # a position that cannot be hashed (LOGO's): made afresh
        return make()
    if found is None:
        if len(cache) >= _REMEMBERED:
            cache.clear()
        found = cache[key] = make()
    return found


class _Trail:
    """One step of a game's history, for the seats' records (shared by clones).

    A seat's record (its information-state string) is its first view written
    out, then one line per step in which it moved or its view changed: ``you:
    <move>`` for its own move, then the fields that changed. Two histories give
    a seat the same record exactly when they gave it the same views and it made
    the same moves (perfect recall), whatever fields the views hold.
    """

    __slots__ = ("_fields", "_lines", "move", "mover", "parent", "position", "prefix")

    def __init__(
        self, parent: _Trail | None, position: Any, mover: int | None = None, move: Any = None
    ) -> None:
        self.parent = parent
        self.position = position
        self.mover = mover
        self.move = move
        self.prefix: dict[int, str] = {}  # records carried over from another trail
        self._fields: dict[int, dict[str, str]] = {}
        self._lines: dict[int, str] = {}

    def fields(self, seat: int) -> dict[str, str]:
        found = self._fields.get(seat)
        if found is None:
            found = self._fields[seat] = _remembered(
                _FIELDS, (self.position, seat), lambda: _view_fields(self.position.view(seat))
            )
        return found

    def line(self, seat: int) -> str:
        """What ``seat`` noticed at this step ('' for nothing)."""
        found = self._lines.get(seat)
        if found is None:
            parent = self.parent
            if parent is None:
                found = "; ".join(f"{n}={t}" for n, t in self.fields(seat).items())
            else:
                key = (parent.position, self.position, seat)
                found = _remembered(
                    _CHANGES,
                    key,
                    lambda: _changes(
                        parent.fields(seat),
                        self.fields(seat),
                        (parent.position.view(seat), self.position.view(seat)),
                    ),
                )
                if self.mover == seat:
                    found = f"you: {self.move}" + (f"; {found}" if found else "")
            self._lines[seat] = found
        return found

    def record(self, seat: int) -> str:
        """``seat``'s record from the start of the game to this step."""
        lines = []
        node: _Trail | None = self
        while node is not None and seat not in node.prefix:
            lines.append(node.line(seat))
            node = node.parent
        if node is not None:
            lines.append(node.prefix[seat])
        return "\n".join(line for line in reversed(lines) if line)
