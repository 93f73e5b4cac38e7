"""Small helpers for lesson exercises: self-checks that say right or not yet.

>>> from fractions import Fraction
>>> check(Fraction(7, 55), Fraction(7, 55))
'✓ Correct: 7/55'
>>> print(check(0.127, Fraction(7, 55)))  # doctest: +ELLIPSIS
✗ Not yet: 0.127 is a rounded float, and not the value. Work with fractions.Fraction ...
"""

from __future__ import annotations

import numbers
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import _check
from logo_kit.errors import LogoKitError
from logo_kit.exact import as_fraction

__all__ = ["check"]

_NUDGE = "Work with fractions.Fraction (or sympy) to be exact."


def check(answer: Any, expected: Any, *, hint: str = "") -> str:
    """Compare a student's exact answer with the expected one; return a short verdict.

    Floats are never "correct" for an exact question, but a close float gets a
    nudge towards fractions. Text (``"7/55"``) and True/False are not numbers
    and are told so. The verdict is returned (a notebook shows it).

    >>> check("7/55", Fraction(7, 55))
    "✗ Not yet: '7/55' is text, not a number: type it without quotes, e.g. Fraction(3, 4)."
    """
    target = as_fraction(expected)
    hint = _check.text(hint, "hint", most=1000)
    if isinstance(answer, str | bytes):
        return (
            f"✗ Not yet: {_check.describe(answer)} is text, not a number: type it without "
            "quotes, e.g. Fraction(3, 4)."
        )
    if isinstance(answer, bool | np.bool_):
        return f"✗ Not yet: {answer} is a truth value (True/False), not a number. {_NUDGE}"
    try:
        mine = as_fraction(answer)
    except LogoKitError:
        if not isinstance(answer, numbers.Real):
            return f"✗ Not yet: {_check.describe(answer)} is not a real number. {_NUDGE}"
        try:
            close = abs(float(answer) - float(target)) < 1e-9 * max(1.0, abs(float(target)))
        except (TypeError, ValueError, OverflowError):
            close = False
        if close:
            return f"~ Close: {answer} rounds to the right value; give it exactly. {_NUDGE}"
        return f"✗ Not yet: {answer} is a rounded float, and not the value. {_NUDGE}"
    if mine == target:
        return f"✓ Correct: {_show(target)}"
    return f"✗ Not yet. {hint}".rstrip()


def _show(value: Fraction) -> str:
    return str(value)
