"""The input checks: every public entry point reads its arguments with these.

Each check either returns the value in its one accepted form or raises
:class:`~logo_kit.errors.LogoKitError` (a ``ValueError``) whose message says
what was given and what is allowed, so a board can show it as it is. Boards,
lessons and tools use them too (``from logo_kit import checks``;
``checks.whole(n, "players", low=2, high=8)``).

The rules, the same everywhere:

- **Whole numbers** are ``int`` or numpy integers. ``bool`` is not a number
  (``True`` is not 1 player), a float is not a whole number (``5.0`` is
  refused, not rounded), and a string is not a number (``"7"``).
- **Flags** are real booleans (``True``/``False`` or ``numpy.bool_``); the
  string ``"no"`` is refused rather than read as true.
- **Sequences of numbers** are lists, tuples, ranges or 1-D arrays, never a
  string (``"4321"`` is not the order 4, 3, 2, 1) and never a set or dict
  (which have no order).
- **Text with digits** (a typed hidden line, a typed deck) accepts ASCII
  digits 0–9 only: ``"²"`` and ``"٣"`` are refused everywhere, with a message
  that names the character.
- **Sizes** have limits stated by the caller; beyond a limit the call is
  refused at once, before any work, naming the limit and why it exists.
- **Random generators** are ``numpy.random.Generator`` objects; **seeds** are
  whole numbers ≥ 0 (or a ``numpy.random.SeedSequence``).

One module per kind of input, on one shared wording of messages:

- :mod:`~logo_kit.checks.number`: one number (``whole``, ``optional_whole``,
  ``limit``, ``seed``, ``fraction``, ``real``);
- :mod:`~logo_kit.checks.sequences`: many values in order (``sequence``,
  ``wholes``, ``reals``, ``probability_pairs``);
- :mod:`~logo_kit.checks.typed`: text a person types (``text``, ``ascii_typed``,
  ``parse_whole``, ``parse_wholes``);
- :mod:`~logo_kit.checks.objects`: flags, choices and objects (``flag``,
  ``choice``, ``member``, ``instance``, ``has_members``, ``callable_``,
  ``generator``);
- :mod:`~logo_kit.checks.wording`: how a message names a value (``describe``,
  ``is_whole``) and :mod:`~logo_kit.checks.limits`: the shared size limits.

What counts as a whole number is decided once (``is_whole``) and every other
check builds on it, so the kinds cannot drift apart.

>>> whole(True, "players", low=2, high=8)
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: players must be a whole number from 2 to 8, got True (a bool).
"""

from __future__ import annotations

from logo_kit.checks.limits import MAX_DIGITS, MAX_GAMES, MAX_SEED
from logo_kit.checks.number import fraction, limit, optional_whole, real, seed, whole
from logo_kit.checks.objects import (
    callable_,
    choice,
    flag,
    generator,
    has_members,
    instance,
    member,
)
from logo_kit.checks.sequences import probability_pairs, reals, sequence, wholes
from logo_kit.checks.typed import ascii_typed, parse_whole, parse_wholes, text
from logo_kit.checks.wording import describe, is_whole

__all__ = [
    "MAX_DIGITS",
    "MAX_GAMES",
    "MAX_SEED",
    "ascii_typed",
    "callable_",
    "choice",
    "describe",
    "flag",
    "fraction",
    "generator",
    "has_members",
    "instance",
    "is_whole",
    "limit",
    "member",
    "optional_whole",
    "parse_whole",
    "parse_wholes",
    "probability_pairs",
    "real",
    "reals",
    "seed",
    "sequence",
    "text",
    "whole",
    "wholes",
]
