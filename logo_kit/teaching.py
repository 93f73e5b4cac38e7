"""Small helpers for lesson exercises: self-checks that say right or not yet.

>>> from fractions import Fraction
>>> check(Fraction(7, 55), Fraction(7, 55))
'✓ Correct: 7/55'
>>> print(check(0.127, Fraction(7, 55)))  # doctest: +ELLIPSIS
✗ Not yet: 0.127 is a rounded float, and not the value. Work with fractions.Fraction ...
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from logo_kit.errors import LogoKitError
from logo_kit.exact import as_fraction

__all__ = ["check"]


def check(answer: Any, expected: Any, *, hint: str = "") -> str:
    """Compare a student's exact answer with the expected one; return a short verdict.

    Floats are never "correct" for an exact question, but a close float gets a
    nudge towards fractions. The verdict is returned (a notebook shows it).
    """
    target = as_fraction(expected)
    try:
        mine = as_fraction(answer)
    except LogoKitError:
        try:
            close = abs(float(answer) - float(target)) < 1e-9 * max(1.0, abs(float(target)))
        except (TypeError, ValueError):
            close = False
        nudge = "Work with fractions.Fraction (or sympy) to be exact."
        if close:
            return f"~ Close: {answer} rounds to the right value; give it exactly. {nudge}"
        return f"✗ Not yet: {answer} is a rounded float, and not the value. {nudge}"
    if mine == target:
        return f"✓ Correct: {_show(target)}"
    return f"✗ Not yet. {hint}".rstrip()


def _show(value: Fraction) -> str:
    return str(value)
