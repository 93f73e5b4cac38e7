"""A seat's view written out, and its record step by step: the OpenSpiel strings.

The *observation string* of a seat is its view (``position.view(seat)``) written out
field by field (:func:`view_text`); the *information-state string* is the seat's record
(:class:`_Trail`): its first view, then one line for every step in which a player
moved (every move of the three games is made in the open: LOGO's views record each
player's move, Logic & Lore's ruling S19, LOGO Billionaire's ruling B13) or the seat's
view changed. A line names the mover and the move (``you: …`` or ``seat 2: …``) and
then the fields of the view that changed, so the record holds exactly the sequence of
views the seat saw and nothing else: two histories give a seat the same record exactly
when they showed it the same views, step after step (tested in
``tests/openspiel/test_spiel_information.py``).

Next to each line the trail keeps a *history slot*: the same step as a short row of
numbers, written by the game (its ``history_slot``), from which the
information-state tensor is built (:mod:`logo_kit.openspiel.observers`).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping
from typing import Any

from logo_kit.errors import LogoKitError

__all__ = ["view_text"]

SlotMaker = Callable[[Any, Any, int, Any, Any, Any], tuple[float, ...]]
"""``(before view, after view, seat, mover, move, action) -> slot`` (mover None: chance)."""


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


def view_text(view: Any) -> str:
    """A seat's view written out, field by field (the observation string): every field
    but its options (the game's) and its move list (following from the rest); the
    private fields are the views' move histories, which the record holds line by line."""
    return "; ".join(f"{name}={_render(getattr(view, name))}" for name in _shown_names(view))


def _shown_names(view: Any) -> tuple[str, ...]:
    # the fields a view's text holds (see view_text), remembered per view class
    kind = type(view)
    found = _NAMES.get(kind)
    if found is None:
        found = _NAMES[kind] = tuple(
            field.name
            for field in dataclasses.fields(view)
            if field.name not in ("options", "legal_moves") and not field.name.startswith("_")
        )
    return found


_NAMES: dict[type, tuple[str, ...]] = {}


def _changes(before: Any, after: Any) -> str:
    # the fields of the view that changed (compared as values, written out only when
    # changed: the text of a value is one-to-one); a tuple that only grew shows its
    # new items
    parts = []
    for name in _shown_names(after):
        old, new = getattr(before, name), getattr(after, name)
        if old is new or old == new:
            continue
        if (
            type(old) is tuple
            and type(new) is tuple
            and len(new) > len(old)
            and (new[: len(old)] == old)
        ):
            parts.append(f"{name}+={_render(new[len(old) :])}")
        else:
            parts.append(f"{name}={_render(new)}")
    return "; ".join(parts)


_VIEWS: dict[Any, Any] = {}
_REMEMBERED = 20_000
"""Views, remembered by position: a search or CFR meets the same
positions again and again (positions are immutable, equal when their states are)."""


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


def _warm_start(position: Any, parent: _Trail | None) -> None:
    """Let a LOGO position work out what the seats saw from its parent's record of it.

    A LOGO position keeps what its seats saw as a cache (``_heard``: the moves so far
    and the lists then), worked out when a view is asked, by replaying the moves since
    the position it was copied from. OpenSpiel asks for views only after play, so each
    new position still holds its parent's cache from before the parent's view: replayed
    from there, every view would replay the game from its start. The parent's cache,
    once its view is made (records are written from the start on), is one move behind:
    the same result, from one move.
    """
    heard = getattr(position, "_heard", None)
    if heard is None or parent is None or not parent._views or heard[0] == position.move_count:
        return
    before = parent.position._heard
    if before is not None and before[0] > heard[0]:
        position._heard = before


class _Trail:
    """One step of a game's history, for the seats' records (shared by clones).

    ``action`` is the OpenSpiel action of the step (``mover`` None: a chance
    outcome). A trail started from a sampled world carries a seat's record and
    history slots so far in ``prefix`` (``{seat: (record, slots)}``) and has no
    ``known_start`` (its actions do not begin at the game's start).
    """

    __slots__ = (
        "_lines",
        "_slots",
        "_views",
        "action",
        "known_start",
        "move",
        "mover",
        "parent",
        "position",
        "prefix",
    )

    def __init__(
        self,
        parent: _Trail | None,
        position: Any,
        mover: int | None = None,
        move: Any = None,
        action: int | None = None,
        *,
        known_start: bool = True,
    ) -> None:
        self.parent = parent
        self.known_start = known_start if parent is None else parent.known_start
        self.position = position
        self.mover = mover
        self.move = move
        self.action = action
        self.prefix: dict[int, tuple[str, tuple[tuple[float, ...], ...]]] = {}
        self._views: dict[int, Any] = {}
        self._lines: dict[int, str] = {}
        self._slots: dict[int, tuple[float, ...] | None] = {}

    def view(self, seat: int) -> Any:
        """``seat``'s view at this step, for its record and history slots. Views are
        remembered by position, and two histories may reach one position: read only the
        fields a view shows (:func:`view_text`), never its private move log."""
        found = self._views.get(seat)
        if found is None:
            position = self.position
            _warm_start(position, self.parent)
            found = self._views[seat] = _remembered(
                _VIEWS, (position, seat), lambda: position.view(seat)
            )
        return found

    def line(self, seat: int) -> str:
        """What ``seat`` noticed at this step ('' for nothing)."""
        found = self._lines.get(seat)
        if found is None:
            parent = self.parent
            if parent is None:
                found = view_text(self.view(seat))
            else:
                found = _changes(parent.view(seat), self.view(seat))
                if self.mover is not None:  # every player's move is made in the open
                    who = "you" if self.mover == seat else f"seat {self.mover}"
                    found = f"{who}: {self.move}" + (f"; {found}" if found else "")
            self._lines[seat] = found
        return found

    def slot(self, seat: int, make: SlotMaker) -> tuple[float, ...] | None:
        """This step as numbers for ``seat`` (None when the seat noticed nothing)."""
        if seat in self._slots:
            return self._slots[seat]
        found = None
        if self.parent is not None and self.line(seat):
            before, after = self.parent.view(seat), self.view(seat)
            found = make(before, after, seat, self.mover, self.move, self.action)
        self._slots[seat] = found
        return found

    def _chain(self, seat: int) -> tuple[list[_Trail], _Trail | None]:
        # the steps back to the start (or to a carried prefix), newest first
        steps: list[_Trail] = []
        node: _Trail | None = self
        while node is not None and seat not in node.prefix:
            steps.append(node)
            node = node.parent
        return steps, node

    def record(self, seat: int) -> str:
        """``seat``'s record from the start of the game to this step."""
        steps, carried = self._chain(seat)
        lines = [node.line(seat) for node in reversed(steps)]
        if carried is not None:
            lines.insert(0, carried.prefix[seat][0])
        return "\n".join(line for line in lines if line)

    def slots(self, seat: int, make: SlotMaker) -> list[tuple[float, ...]]:
        """``seat``'s history slots from the start of the game to this step, oldest first."""
        steps, carried = self._chain(seat)
        found = [] if carried is None else list(carried.prefix[seat][1])
        for node in reversed(steps):
            slot = node.slot(seat, make)
            if slot is not None:
                found.append(slot)
        return found

    def actions(self) -> list[tuple[int, int]]:
        """``(player, action)`` of every step from the game's start (player −1: chance)."""
        if not self.known_start:
            raise LogoKitError(
                "this state was made from a sampled world or an engine position, not played "
                "from the start: it has no history to save."
            )
        found = []
        node: _Trail | None = self
        while node is not None and node.parent is not None:
            found.append((-1 if node.mover is None else node.mover, node.action))
            node = node.parent
        found.reverse()
        return found
