"""The base class of the three game engines: what every position does the same way.

:class:`Position` is written once and inherited by
:class:`~logo_kit.logo.LogoGame`, :class:`~logo_kit.lore.LoreGame` and
:class:`~logo_kit.billionaire.ApprenticeGame` (see :mod:`logo_kit.engine` for
the whole interface). It carries:

- ``start``, ``log`` and ``replay(moves)``: a position keeps the position its
  game started from (``_start``, None at the start itself) and the moves since
  then as a shared linked list (``_log``, :mod:`logo_kit.movelog`);
- ``returns()`` and ``capped`` from the game's :attr:`Position.winners`: 1/k to
  each of k winners at the end, all 0 before the end or when a cap ended the
  game with no winner;
- the seat check every ``view(seat)`` and per-seat query uses;
- one rule for equality and hashing: two positions are equal when their
  states are (:meth:`Position._state_key`, everything but the log and the
  start), whatever moves led there, and every position is hashable, so a
  position may key a dict or a transposition table.

- :meth:`Position._next`, the one way every engine builds the position after a
  move (see its docstring; ``docs/architecture.md`` explains the choice).

An engine supplies ``players``, ``is_terminal``, ``winners``, ``apply`` and
``_state_key`` (dataclass engines get it from their compared fields).

>>> import numpy as np
>>> from logo_kit.lore import LoreGame, LoreOptions
>>> from logo_kit.lore.moves import Pass
>>> game = LoreGame.new(LoreOptions.both("light", stars=4), np.random.default_rng(1))
>>> game.start.replay(game.log) == game, hash(game) == hash(game.start.replay(game.log))
(True, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from fractions import Fraction
from operator import attrgetter
from typing import Any

from logo_kit import checks, movelog
from logo_kit.errors import LogoKitError

__all__ = ["Position"]

_ZERO = Fraction(0)
_new = object.__new__
_set = object.__setattr__
_ONE = Fraction(1)


class Position:
    """A game position: an immutable value with a start, a log and exact returns.

    Every engine's ``apply`` builds the next position with :meth:`_next`, and in no
    other way.
    """

    __slots__ = ()

    _start: Any
    _log: Any

    # -- what each engine supplies ------------------------------------------------------
    @property
    def players(self) -> int:  # pragma: no cover - every engine overrides it
        raise NotImplementedError

    @property
    def is_terminal(self) -> bool:  # pragma: no cover - every engine overrides it
        raise NotImplementedError

    @property
    def winners(self) -> tuple[int, ...]:  # pragma: no cover - every engine overrides it
        """The winning seats once the game is over (several share a tie; none when capped)."""
        raise NotImplementedError

    def apply(self, move: Any) -> Any:  # pragma: no cover - every engine overrides it
        raise NotImplementedError

    def _state_key(self) -> tuple:
        """Every part of the state but the log and the start (for ``==`` and ``hash``).

        Dataclass engines get their compared fields (``field(compare=False)`` leaves
        one out); other engines override this.
        """
        getter = _KEYS.get(type(self))
        if getter is None:
            names = [f.name for f in dataclasses.fields(self) if f.compare]
            getter = _KEYS[type(self)] = attrgetter(*names)
        return getter(self)

    # -- written once for every engine --------------------------------------------------
    def _next(self, move: Any, changes: dict[str, Any] | None = None) -> Any:
        """The position after ``move``: a fresh object of this class holding this
        position's fields with ``changes`` (field name → new value) applied, the same
        start, and the log grown by ``move``.

        The one way the three engines build a next position. ``apply`` checks the
        move first (and raises before anything is built); then either hands every
        change over here (Logic & Lore, LOGO Billionaire), or sets further fields
        on the fresh object before returning it (LOGO's rule functions: nobody has
        seen it yet). The fields are copied as one dict (``__dict__``) and handed
        to the new object whole: the fastest copy Python offers, and one that a
        frozen dataclass allows (setting fields one by one would go through
        ``object.__setattr__`` each time). No ``__init__`` or ``__post_init__``
        runs: this position passed its checks already.
        """
        new = _new(type(self))
        state = self.__dict__.copy()
        if changes:
            state.update(changes)
        if self._start is None:  # this is the start: the new position keeps it
            state["_start"] = self
        state["_log"] = (self._log, move)  # movelog.append, written out: every move
        _set(new, "__dict__", state)  # past a frozen dataclass's __setattr__
        return new

    @property
    def start(self) -> Any:
        """The position this game started from, before the deal (replay the log from here)."""
        start = self._start
        return self if start is None else start

    @property
    def log(self) -> tuple[Any, ...]:
        """Every move applied since :attr:`start`, chance moves included."""
        return movelog.moves(self._log)

    def replay(self, moves: Iterable[Any]) -> Any:
        """Apply ``moves`` one by one from this position: ``s.start.replay(s.log) == s``."""
        if isinstance(moves, str | bytes | Mapping) or not isinstance(moves, Iterable):
            raise LogoKitError(
                f"moves must be a list of moves (e.g. game.log), got {checks.describe(moves)}."
            )
        return movelog.replay(self, moves)

    def returns(self) -> tuple[Fraction, ...]:
        """Each seat's share of the win: 1/k to each of k winners at the end; all 0
        before the end or when a cap ended the game with no winner."""
        players = self.players
        if not self.is_terminal:
            return (_ZERO,) * players
        winners = self.winners
        if not winners:
            return (_ZERO,) * players
        share = _ONE if len(winners) == 1 else Fraction(1, len(winners))
        return tuple(share if seat in winners else _ZERO for seat in range(players))

    @property
    def capped(self) -> bool:
        """True when a safety cap (turns or rounds) ended the game with no winner."""
        return self.is_terminal and not self.winners

    def _seat(self, seat: Any) -> int:
        """``seat`` if it is a seat of this game (0 … players − 1); else a LogoKitError."""
        if type(seat) is int and 0 <= seat < self.players:  # the common case, fast
            return seat
        return checks.whole(seat, "seat", low=0, high=self.players - 1, why="A = 0, B = 1, …")

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if type(other) is not type(self):
            return NotImplemented
        return self._state_key() == other._state_key()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._state_key()))


_KEYS: dict[type, Any] = {}
