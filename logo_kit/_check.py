"""One place for input checks: every public entry point reads its arguments here.

Each helper either returns the value in its one accepted form or raises
:class:`~logo_kit.errors.LogoKitError` (a ``ValueError``) whose message says
what was given and what is allowed, so a board can show it as it is.

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

>>> whole(3, "players", low=2, high=8)
3
>>> whole(True, "players", low=2, high=8)
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: players must be a whole number from 2 to 8, got True (a bool).
>>> wholes([4, 3, 2, 1], "arrangement")
(4, 3, 2, 1)
>>> parse_wholes("1 2 ²", "the hidden line")
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: the hidden line: '²' is not a number; type whole numbers ...

Why one module of about 600 lines: there is *one* validation layer, so what
counts as a whole number, a bool, a sequence or a seed is decided in exactly one place;
splitting it by type would let those rules drift apart again.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from fractions import Fraction
from typing import Any, TypeVar

import numpy as np

from logo_kit.errors import LogoKitError

__all__ = [
    "MAX_DIGITS",
    "MAX_GAMES",
    "MAX_SEED",
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

T = TypeVar("T")

MAX_DIGITS = 12
"""Longest number a student may type (anything longer is refused before ``int()``)."""
MAX_GAMES = 1_000_000
"""Most games one tournament or simulation call plays (about an hour for the slowest game)."""
MAX_SEED = 2**128 - 1
"""Largest seed accepted (numpy accepts more, but nobody types a longer one on purpose)."""
_MAX_ITEMS = 10_000
"""Longest sequence any helper reads unless the caller allows more (no game has more items)."""


def describe(value: Any) -> str:
    """A short, safe ``repr`` of ``value`` for an error message (long ones are cut).

    >>> describe("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (a str of 100 characters)"
    >>> describe(2.5)
    '2.5 (a float)'
    """
    try:
        shown = repr(value)
    except Exception:  # a broken __repr__ must not hide the real message
        shown = f"<{type(value).__name__} object>"
    if isinstance(value, str):
        if len(shown) > 48:
            return f"{shown[:46]}…' (a str of {len(value)} characters)"
        return shown
    if isinstance(value, bool | float | np.bool_ | np.floating):
        return f"{shown} (a {type(value).__name__})"
    if isinstance(value, int) and value.bit_length() > 64:
        return f"a whole number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if len(shown) > 60:
        shown = shown[:57] + "…"
    return shown


def _range_text(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"from {low} to {high}" if low != high else f"equal to {low}"
    if low is not None:
        return f"≥ {low}"
    if high is not None:
        return f"≤ {high}"
    return ""


def is_whole(value: Any) -> bool:
    """True for ``int`` and numpy integers, False for bools, floats and everything else."""
    return isinstance(value, int | np.integer) and not isinstance(value, bool | np.bool_)


def whole(
    value: Any,
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    why: str = "",
) -> int:
    """``value`` as an ``int`` if it is a whole number in ``[low, high]``.

    ``why`` (optional) explains a limit, e.g. ``"a bigger deck takes minutes"``.

    >>> whole(np.int64(4), "cards", low=1)
    4
    >>> whole(5.0, "cards", low=1)
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: cards must be a whole number ≥ 1, got 5.0 (a float).
    """
    bounds = _range_text(low, high)
    wanted = f"{name} must be a whole number{' ' + bounds if bounds else ''}"
    if not is_whole(value):
        raise LogoKitError(f"{wanted}, got {describe(value)}.")
    number = int(value)
    if (low is not None and number < low) or (high is not None and number > high):
        reason = f" ({why})" if why else ""
        raise LogoKitError(f"{wanted}{reason}, got {describe(number)}.")
    return number


def optional_whole(
    value: Any, name: str, *, low: int | None = None, high: int | None = None, why: str = ""
) -> int | None:
    """Like :func:`whole`, but ``None`` is allowed (and returned) too."""
    if value is None:
        return None
    try:
        return whole(value, name, low=low, high=high, why=why)
    except LogoKitError as error:
        raise LogoKitError(str(error).replace(" must be ", " must be None or ", 1)) from None


def limit(count: int, name: str, most: int, why: str) -> None:
    """Refuse a size above ``most`` at once, naming the limit and the reason.

    >>> limit(20000, "BUST cards", 2000, "the exact solver's table grows with it")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: 20000 BUST cards is more than this calculator serves: ...
    """
    if not is_whole(count):
        raise LogoKitError(f"{name}: expected a whole-number count, got {describe(count)}.")
    if count > most:
        raise LogoKitError(
            f"{describe(int(count))} {name} is more than this calculator serves: "
            f"at most {most} ({why})."
        )


def flag(value: Any, name: str) -> bool:
    """``value`` if it is a real boolean (``True``/``False``); refuse ``"no"``, ``0``, ``None``.

    >>> flag(np.bool_(True), "declarer_wins_ties")
    True
    >>> flag("no", "declarer_wins_ties")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: declarer_wins_ties must be True or False, got 'no'.
    """
    if isinstance(value, bool | np.bool_):
        return bool(value)
    raise LogoKitError(f"{name} must be True or False, got {describe(value)}.")


def instance(value: Any, name: str, kind: type[T] | tuple[type, ...], hint: str) -> T:
    """``value`` if it is an instance of ``kind``; ``hint`` says how to make one.

    >>> instance(3, "options", str, "e.g. 'light'")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: options must be e.g. 'light', got 3.
    """
    if isinstance(value, kind):
        return value
    raise LogoKitError(f"{name} must be {hint}, got {describe(value)}.")


def choice(value: Any, name: str, allowed: Sequence[T]) -> T:
    """``value`` if it equals one of ``allowed`` (compared by type and value, so 1 is not True).

    >>> choice("bright", "mode", ("light", "bright"))
    'bright'
    """
    for option in allowed:
        if type(option) is type(value) and option == value:
            return option
    listed = ", ".join(repr(a) for a in allowed)
    raise LogoKitError(f"{name} must be one of {listed}, got {describe(value)}.")


E = TypeVar("E", bound=Enum)


def member(value: Any, name: str, enum: type[E], *, by_value: bool = True) -> E:
    """An ``enum`` member from the member itself or (``by_value``) its value.

    Whole-number values are read with :func:`whole` rules (``True`` is not 1).
    """
    if isinstance(value, enum):
        return value
    if by_value and not isinstance(value, bool | np.bool_ | float):
        candidate = int(value) if is_whole(value) else value
        try:
            return enum(candidate)
        except (ValueError, TypeError):
            pass
    listed = ", ".join(f"{m.value!r}" if by_value else m.name for m in enum)
    raise LogoKitError(f"{name} must be one of {listed}, got {describe(value)}.")


def sequence(
    value: Any,
    name: str,
    *,
    most: int = _MAX_ITEMS,
    length: int | None = None,
    allow_sets: bool = False,
) -> list[Any]:
    """The items of an ordered collection (list, tuple, range, 1-D array, generator).

    A string, bytes, a mapping or (unless ``allow_sets``) a set is refused: a
    string is not a sequence of numbers or cards in this library. At most
    ``most`` items are read, so an endless generator cannot hang the caller.
    """
    if isinstance(value, str | bytes | bytearray | dict) or (
        isinstance(value, set | frozenset) and not allow_sets
    ):
        raise LogoKitError(
            f"{name} must be a list or tuple, got {describe(value)}"
            + (" (a string is not a list of numbers)." if isinstance(value, str) else ".")
        )
    if isinstance(value, np.ndarray):
        if value.ndim != 1:
            raise LogoKitError(f"{name} must be a flat list, got an array of shape {value.shape}.")
        items = value.tolist()
    elif isinstance(value, Iterable):
        items = []
        for item in value:
            items.append(item)
            if len(items) > most:
                raise LogoKitError(f"{name} has more than {most} items; at most {most} allowed.")
    else:
        raise LogoKitError(f"{name} must be a list or tuple, got {describe(value)}.")
    if len(items) > most:
        raise LogoKitError(f"{name} has {len(items)} items; at most {most} allowed.")
    if length is not None and len(items) != length:
        raise LogoKitError(f"{name} must have exactly {length} items, got {len(items)}.")
    return items


def wholes(
    value: Any,
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    most: int = _MAX_ITEMS,
    length: int | None = None,
) -> tuple[int, ...]:
    """A tuple of whole numbers from a list/tuple/array (never from a string or floats).

    >>> wholes((1.9, 2), "arrangement")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: arrangement must list whole numbers, got 1.9 (a float) at ...
    """
    items = sequence(value, name, most=most, length=length)
    numbers_: list[int] = []
    for position, item in enumerate(items, start=1):
        if not is_whole(item):
            raise LogoKitError(
                f"{name} must list whole numbers, got {describe(item)} at position {position}."
            )
        number = int(item)
        if (low is not None and number < low) or (high is not None and number > high):
            raise LogoKitError(
                f"{name} must list whole numbers {_range_text(low, high)}, got {describe(number)} "
                f"at position {position}."
            )
        numbers_.append(number)
    return tuple(numbers_)


_NUMBER = re.compile(r"[+-]?[0-9]+")
_SEPARATORS = re.compile(r"[\s,;]+")


def parse_whole(word: str, name: str, *, low: int | None = None, high: int | None = None) -> int:
    """One whole number typed as text: ASCII digits only, at most :data:`MAX_DIGITS` of them.

    >>> parse_whole(" 42 ", "BUST cards")
    42
    >>> parse_whole("٣", "BUST cards")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: BUST cards: '٣' is not a number; type whole numbers with ...
    """
    if not isinstance(word, str):
        return whole(word, name, low=low, high=high)
    stripped = word.strip()
    if not _NUMBER.fullmatch(stripped):
        raise LogoKitError(
            f"{name}: {describe(stripped)} is not a number; type whole numbers with the digits 0–9."
        )
    if len(stripped.lstrip("+-")) > MAX_DIGITS:
        raise LogoKitError(
            f"{name}: a number of {len(stripped.lstrip('+-'))} digits is too long "
            f"(at most {MAX_DIGITS} digits)."
        )
    return whole(int(stripped), name, low=low, high=high)


def parse_wholes(
    value: Any,
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    most: int = _MAX_ITEMS,
) -> tuple[int, ...]:
    """Whole numbers typed as text (``"4 3 2 1"``, ``"4,3,2,1"``) or given as a list.

    Text holds ASCII digits separated by spaces, commas or semicolons. A list
    is read with :func:`wholes` rules.
    """
    if not isinstance(value, str):
        return wholes(value, name, low=low, high=high, most=most)
    if len(value) > most * (MAX_DIGITS + 2):
        raise LogoKitError(f"{name} is too long ({len(value)} characters).")
    words = [w for w in _SEPARATORS.split(value.strip()) if w]
    if len(words) > most:
        raise LogoKitError(f"{name} has {len(words)} numbers; at most {most} allowed.")
    found = []
    for word in words:
        if not _NUMBER.fullmatch(word):
            raise LogoKitError(
                f"{name}: {describe(word)} is not a number; type whole numbers with the "
                "digits 0–9, separated by spaces or commas."
            )
        found.append(parse_whole(word, name))
    return wholes(found, name, low=low, high=high, most=most)


def text(value: Any, name: str, *, most: int = 10_000, hint: str = "") -> str:
    """``value`` if it is a ``str`` of at most ``most`` characters."""
    if not isinstance(value, str):
        extra = f" ({hint})" if hint else ""
        raise LogoKitError(f"{name} must be text{extra}, got {describe(value)}.")
    if len(value) > most:
        raise LogoKitError(f"{name} is too long: {len(value)} characters (at most {most}).")
    return value


def ascii_typed(text: str, name: str, allowed: str) -> str:
    """``text`` if every character is ASCII: typed words are ASCII letters and digits,
    as numbers are ASCII digits (:func:`parse_whole`), so no other script's letter is
    folded into one of ours ('ſ'.upper() is 'S', 'ı'.upper() is 'I').

    >>> ascii_typed("ſtop", "a card", "write STOP")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: a card: 'ſtop' has 'ſ', which is not an ASCII letter or ...
    """
    if text.isascii():
        return text
    odd = next(ch for ch in text if not ch.isascii())
    kind = "one of the digits 0–9" if odd.isdigit() else "an ASCII letter or digit"
    raise LogoKitError(f"{name}: {describe(text)} has {odd!r}, which is not {kind}; {allowed}.")


def fraction(
    value: Any, name: str, *, low: Fraction | int | None = None, high: Fraction | int | None = None
) -> Fraction:
    """An exact ``Fraction`` from an int, a Fraction, a sympy Rational or a finite float.

    Floats are converted exactly (``0.5`` → ``1/2``); NaN and infinities are refused.
    """
    if isinstance(value, bool | np.bool_) or value is None:
        raise LogoKitError(f"{name} must be a number, got {describe(value)}.")
    try:
        if isinstance(value, Fraction | int | np.integer):
            exact = Fraction(int(value)) if not isinstance(value, Fraction) else value
        elif isinstance(value, float | np.floating):
            if not np.isfinite(value):
                raise LogoKitError(f"{name} must be a finite number, got {describe(value)}.")
            exact = Fraction(float(value))
        elif isinstance(value, numbers.Rational) or (hasattr(value, "p") and hasattr(value, "q")):
            exact = Fraction(int(value.p), int(value.q)) if hasattr(value, "p") else Fraction(value)
        else:
            raise LogoKitError(f"{name} must be a number, got {describe(value)}.")
    except (TypeError, ValueError, ZeroDivisionError, OverflowError) as error:
        if isinstance(error, LogoKitError):
            raise
        raise LogoKitError(f"{name} must be a number, got {describe(value)}.") from None
    if (low is not None and exact < low) or (high is not None and exact > high):
        bounds = _range_text(low, high)  # type: ignore[arg-type]
        raise LogoKitError(f"{name} must be a number {bounds}, got {describe(value)}.")
    return exact


def generator(rng: Any, name: str = "rng") -> np.random.Generator:
    """``rng`` if it is a ``numpy.random.Generator`` (all randomness goes through one)."""
    if isinstance(rng, np.random.Generator):
        return rng
    raise LogoKitError(
        f"{name} must be a numpy.random.Generator, e.g. numpy.random.default_rng(1), "
        f"got {describe(rng)}."
    )


def seed(value: Any, name: str = "seed") -> int | np.random.SeedSequence:
    """A seed: a whole number from 0 to 2¹²⁸ − 1, or a ``numpy.random.SeedSequence``."""
    if isinstance(value, np.random.SeedSequence):
        return value
    return whole(value, name, low=0, high=MAX_SEED, why="numpy seeds are never negative")


def callable_(value: Any, name: str, hint: str) -> Callable[..., Any]:
    """``value`` if it can be called (a function, a class, a bot's ``choose``)."""
    if callable(value):
        return value
    raise LogoKitError(f"{name} must be {hint}, got {describe(value)}.")


# -- real numbers (met by the fuzz suite) -------------------------------------------------


def _bounds_text(low: float | None, high: float | None) -> str:
    def show(bound: float) -> str:
        return describe(bound) if is_whole(bound) else f"{bound:g}"

    if low is not None and high is not None:
        return f"from {show(low)} to {show(high)}"
    if low is not None:
        return f"≥ {show(low)}"
    if high is not None:
        return f"≤ {show(high)}"
    return ""


def real(value: Any, name: str, *, low: float | None = None, high: float | None = None) -> float:
    """``value`` as a finite ``float``: an int, a float, a Fraction or a numpy number,
    in ``[low, high]``. Bools, text, NaN and infinities are refused.

    For estimates and plots only; exact quantities stay Fractions (see :func:`fraction`).

    >>> real(3, "z")
    3.0
    >>> real(float("nan"), "z")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: z must be a finite number, got nan (a float).
    """
    bounds = _bounds_text(low, high)
    wanted = f"{name} must be a finite number{' ' + bounds if bounds else ''}"
    if isinstance(value, bool | np.bool_) or not isinstance(value, numbers.Real):
        raise LogoKitError(f"{wanted}, got {describe(value)}.")
    try:
        number = float(value)
    except (OverflowError, TypeError, ValueError):
        raise LogoKitError(f"{wanted}, got {describe(value)} (too large).") from None
    if not np.isfinite(number):
        raise LogoKitError(f"{wanted}, got {describe(value)}.")
    if (low is not None and number < low) or (high is not None and number > high):
        raise LogoKitError(f"{wanted}, got {describe(value)}.")
    return number


def reals(
    value: Any,
    name: str,
    *,
    low: float | None = None,
    high: float | None = None,
    most: int = MAX_GAMES,
) -> np.ndarray:
    """A 1-D float array of finite numbers from a list, tuple, range or numeric array.

    Items follow :func:`real` (no bools, no text, no NaN); a numpy array must hold
    ints or floats. At most ``most`` items (an array may be as long as it is: it is
    in memory already).

    >>> reals([1, 0.5], "samples").tolist()
    [1.0, 0.5]
    """
    if isinstance(value, np.ndarray):
        if value.ndim != 1:
            raise LogoKitError(f"{name} must be a flat list, got an array of shape {value.shape}.")
        if value.dtype.kind not in "iuf":
            raise LogoKitError(
                f"{name} must hold numbers, got an array of {value.dtype} "
                "(bools and text are not numbers)."
            )
        array = value.astype(float)
        bad = ~np.isfinite(array)
        if low is not None:
            bad |= array < low
        if high is not None:
            bad |= array > high
        if bad.any():
            position = int(np.argmax(bad))
            real(value[position].item(), f"{name} (item {position + 1})", low=low, high=high)
        return array
    items = sequence(value, name, most=most)
    return np.array(
        [
            real(item, f"{name} (item {position})", low=low, high=high)
            for position, item in enumerate(items, start=1)
        ],
        dtype=float,
    )


# -- values with members, chance outcomes (met by the fuzz suite) --------------------------


def has_members(
    value: Any,
    name: str,
    members: Sequence[str],
    hint: str,
    *,
    classes: bool = True,
    instances: bool = True,
) -> Any:
    """``value`` if it has every attribute in ``members`` (a game position, a game
    class, a bot), so a wrong object is refused before it is used, not half-way.

    ``classes`` / ``instances`` say whether a class / a non-class value may pass.

    >>> has_members(3, "state", ("apply",), "a game position")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: state must be a game position, got 3.
    """
    is_class = isinstance(value, type)
    if (
        (is_class and not classes)
        or (not is_class and not instances)
        or not all(hasattr(value, member) for member in members)
    ):
        raise LogoKitError(f"{name} must be {hint}, got {describe(value)}.")
    return value


def probability_pairs(
    value: Any, name: str = "outcomes", *, most: int = 10_000_000
) -> list[tuple[Any, Fraction]]:
    """``(outcome, probability)`` pairs with exact probabilities ≥ 0 (a ``Fraction`` or
    a whole number; floats are refused: they are already rounded).

    >>> probability_pairs([("heads", Fraction(1, 2)), ("tails", Fraction(1, 2))])[0]
    ('heads', Fraction(1, 2))
    """
    items = value if isinstance(value, tuple | list) else sequence(value, name, most=most)
    pairs = []
    for position, pair in enumerate(items, start=1):
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise LogoKitError(
                f"{name} must be (outcome, probability) pairs, got {describe(pair)} "
                f"at position {position}."
            )
        p = pair[1]
        if not isinstance(p, Fraction):
            if not is_whole(p):
                raise LogoKitError(
                    f"a probability in {name} must be an exact Fraction, got {describe(p)} "
                    f"at position {position}."
                )
            p = Fraction(int(p))
        if p < 0:
            raise LogoKitError(f"a probability in {name} cannot be negative, got {p}.")
        pairs.append((pair[0], p))
    return pairs
