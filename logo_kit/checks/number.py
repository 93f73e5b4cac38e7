"""Checks for one number: a whole number in a range, a size limit, an exact
fraction, a finite real, a seed.

A whole number is an ``int`` or a numpy integer: ``True`` is not 1 player,
``5.0`` is refused rather than rounded, and ``"7"`` is text, not a number.
Exact quantities are ``Fraction``\\s; :func:`real` is for estimates and plots.

>>> whole(3, "players", low=2, high=8)
3
>>> whole(True, "players", low=2, high=8)
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: players must be a whole number from 2 to 8, got True (a bool).
"""

from __future__ import annotations

import numbers
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit.checks.limits import MAX_SEED
from logo_kit.checks.wording import bounds_text, describe, is_whole, range_text
from logo_kit.errors import LogoKitError


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
    bounds = range_text(low, high)
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


def seed(value: Any, name: str = "seed") -> int | np.random.SeedSequence:
    """A seed: a whole number from 0 to 2¹²⁸ − 1, or a ``numpy.random.SeedSequence``."""
    if isinstance(value, np.random.SeedSequence):
        return value
    return whole(value, name, low=0, high=MAX_SEED, why="numpy seeds are never negative")


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
        bounds = range_text(low, high)  # type: ignore[arg-type]
        raise LogoKitError(f"{name} must be a number {bounds}, got {describe(value)}.")
    return exact


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
    bounds = bounds_text(low, high)
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
