"""How an error message names the value it refuses and the range it wanted.

Every check words its refusal the same way: the value as it was given (cut
short when long, with its type when the type is the problem) and the allowed
range as ``from 2 to 8``, ``≥ 1`` or ``≤ 9``.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def is_whole(value: Any) -> bool:
    """True for ``int`` and numpy integers, False for bools, floats and everything else."""
    return isinstance(value, int | np.integer) and not isinstance(value, bool | np.bool_)


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


def range_text(low: int | None, high: int | None) -> str:
    """``from low to high``, ``≥ low``, ``≤ high`` or nothing, for whole-number bounds.

    >>> range_text(2, 8), range_text(1, None), range_text(3, 3)
    ('from 2 to 8', '≥ 1', 'equal to 3')
    """
    if low is not None and high is not None:
        return f"from {low} to {high}" if low != high else f"equal to {low}"
    if low is not None:
        return f"≥ {low}"
    if high is not None:
        return f"≤ {high}"
    return ""


def bounds_text(low: float | None, high: float | None) -> str:
    """Like :func:`range_text` for real bounds: whole ones as they are, others in ``%g`` form.

    >>> bounds_text(0, 0.5)
    'from 0 to 0.5'
    """

    def show(bound: float) -> str:
        return describe(bound) if is_whole(bound) else f"{bound:g}"

    if low is not None and high is not None:
        return f"from {show(low)} to {show(high)}"
    if low is not None:
        return f"≥ {show(low)}"
    if high is not None:
        return f"≤ {show(high)}"
    return ""
