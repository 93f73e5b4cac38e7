"""What a fuzzed call came to, and the tally of a batch of calls.

A call *passes* if it returns (:data:`RESULT`) or raises
:class:`~logo_kit.errors.LogoKitError` (:data:`REFUSED`); anything else is a *defect*,
named by :func:`exception_kind` (``TypeError``, a plain ``ValueError``, ``MemoryError``,
...) or :data:`HANG`. A :class:`Tally` counts the outcomes and keeps the first defect of
each kind per callable; :func:`short_repr` keeps a reported call readable when its
arguments are huge.
"""

from __future__ import annotations

import reprlib
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from logo_kit.errors import LogoKitError

# -- outcomes -----------------------------------------------------------------------------

RESULT = "result"
REFUSED = "LogoKitError"
HANG = "hang"
WIDGET_REFUSED = "widget refused"
FINE = frozenset({RESULT, REFUSED, WIDGET_REFUSED})
"""Outcomes that are not defects."""


class Hang(BaseException):
    """Raised inside a call by the alarm (a BaseException, so library code cannot catch it)."""


@dataclass(frozen=True)
class Defect:
    """One bad outcome: which callable, with what, and what came out."""

    target: str
    call: str
    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.target}{self.call} -> {self.kind}: {self.message}"


@dataclass(repr=False)
class Tally:
    """Outcome counts for a batch of calls, and the defects found (first of each kind)."""

    calls: int = 0
    outcomes: Counter = field(default_factory=Counter)
    defects: list[Defect] = field(default_factory=list)
    defective_targets: dict[str, set[str]] = field(default_factory=dict)
    seconds: float = 0.0
    _seen: set = field(default_factory=set)

    def __repr__(self) -> str:
        return f"Tally({self.calls} calls, {len(self.defects)} defects)"

    def add(self, target: str, call: str, kind: str, message: str) -> None:
        self.calls += 1
        self.outcomes[kind] += 1
        if kind in FINE:
            return
        self.defective_targets.setdefault(kind, set()).add(target)
        key = (target, kind)
        if key not in self._seen:  # the first call per callable and exception type
            self._seen.add(key)
            self.defects.append(Defect(target, call, kind, message))

    def merge(self, other: Tally) -> None:
        self.calls += other.calls
        self.outcomes.update(other.outcomes)
        self.seconds += other.seconds
        for kind, names in other.defective_targets.items():
            self.defective_targets.setdefault(kind, set()).update(names)
        for defect in other.defects:
            key = (defect.target, defect.kind)
            if key not in self._seen:
                self._seen.add(key)
                self.defects.append(defect)

    def report(self, most: int = 25) -> str:
        lines = [str(d) for d in self.defects[:most]]
        if len(self.defects) > most:
            lines.append(f"... and {len(self.defects) - most} more distinct defects")
        return "\n".join(lines)


def short_repr(value: Any, width: int = 60) -> str:
    """A repr that never fails and never gets long (for defect reports)."""
    shower = reprlib.Repr()
    shower.maxstring, shower.maxother, shower.maxlist, shower.maxtuple = 30, 40, 5, 5
    shower.maxdict, shower.maxset, shower.maxlevel, shower.maxlong = 4, 4, 3, 24
    try:
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 80:
            text = f"<int of {int(value.bit_length() * 0.30103) + 1} digits>"
        elif isinstance(value, str) and len(value) > 30:
            text = repr(value[:20]) + f"…<{len(value)} chars>"
        else:
            text = shower.repr(value)
    except Exception:  # a broken repr must not break the report
        text = f"<{type(value).__name__}>"
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def call_text(args: tuple, kwargs: dict) -> str:
    parts = [short_repr(a) for a in args] + [f"{k}={short_repr(v)}" for k, v in kwargs.items()]
    return "(" + ", ".join(parts) + ")"


def exception_kind(error: BaseException) -> str:
    """``LogoKitError`` for the library's own errors, else the exception's type name."""
    if isinstance(error, LogoKitError):
        return REFUSED
    if isinstance(error, Hang):
        return HANG
    name = type(error).__name__
    return "ValueError (plain)" if type(error) is ValueError else name
