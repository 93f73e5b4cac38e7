"""Numbers as a student reads them: percentages, "about 1 in N", rounded amounts.

Boards show a chance first as a percentage (and, when it is small, as "about 1 in N"),
and the exact Fraction beside it only on demand; code always has the Fraction. These
functions only write numbers out: the numbers themselves come from the calculators.

>>> from fractions import Fraction
>>> chance_text(Fraction(1, 7)), approx_text(Fraction(2381, 29))
('14.3% (1 in 7)', '82.1')
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.exact import as_fraction

__all__ = [
    "approx_text",
    "chance_text",
    "decimal_text",
    "one_in_text",
    "percent_text",
    "turn_text",
]

MAX_DIGITS = 6
"""The most decimals :func:`approx_text` writes."""
MAX_SHOWN = 10**18
"""Amounts at or beyond this size (a billion billion) are refused: no game reaches them."""


_BIG_WORDS = ((10**12, "trillion"), (10**9, "billion"), (10**6, "million"))


def _shown(value: Any) -> Fraction:
    """An exact number, or a float estimate (a simulation's) taken at its face value."""
    if isinstance(value, float):
        if not math.isfinite(value):
            raise LogoKitError(f"cannot show {value} as a number for students.")
        shown = Fraction(value)
    else:
        shown = as_fraction(value)
    if abs(shown) >= MAX_SHOWN:
        raise LogoKitError(
            f"{checks.describe(value)} is too large to show; numbers shown to students are "
            "below 10**18."
        )
    return shown


def percent_text(p: Any) -> str:
    """A chance as the percentage a student reads: one decimal (two significant digits
    below 1%), whole percentages without ".0", and never a rounded "0%" or "100%"
    for a chance that is neither. A float (a simulated estimate) is shown the same way.

    >>> percent_text(Fraction(3, 16)), percent_text(Fraction(1, 2)), percent_text(Fraction(1, 600))
    ('18.8%', '50%', '0.17%')
    >>> percent_text(0), percent_text(1), percent_text(Fraction(1, 202927725))
    ('0%', '100%', 'under 0.01%')
    >>> percent_text(Fraction(99999, 100000))
    'over 99.9%'
    """
    p = _shown(p)
    if not 0 <= p <= 1:
        raise LogoKitError(f"a chance lies between 0 and 1, got {checks.describe(p)}.")
    if p in (0, 1):
        return f"{int(p) * 100}%"
    x = float(p) * 100
    if x < 0.01:
        return "under 0.01%"
    if x < 0.995:
        return f"{x:.2g}%"
    text = _unsigned_zero(f"{x:.1f}")
    if text in ("100.0", "99.9") and p > Fraction(999, 1000):
        return "over 99.9%"
    return f"{text.removesuffix('.0')}%"


def _round_two(n: Fraction) -> int:
    """``n`` rounded to a whole number with at most two significant digits (n ≥ 1)."""
    whole = round(n)
    if whole < 20:
        return max(1, whole)
    scale = 10 ** (len(str(whole)) - 2)
    return round(Fraction(whole, scale)) * scale


def one_in_text(p: Any) -> str:
    """A chance as "1 in N" (exactly) or "about 1 in N" (rounded to two significant
    digits), for chances up to 1/2; large N in words.

    >>> one_in_text(Fraction(1, 10)), one_in_text(Fraction(1, 7)), one_in_text(Fraction(3, 16))
    ('1 in 10', '1 in 7', 'about 1 in 5')
    >>> one_in_text(Fraction(3, 4003)), one_in_text(Fraction(2, 405855451))
    ('about 1 in 1,300', 'about 1 in 200 million')
    """
    p = _shown(p)
    if not 0 < p <= Fraction(1, 2):
        raise LogoKitError(
            f"'1 in N' is for chances above 0 and at most 1/2, got {checks.describe(p)}."
        )
    n = 1 / p
    if n >= MAX_SHOWN:
        return "less than 1 in a billion billion"
    if n.denominator == 1:
        return f"1 in {_count_words(int(n))}"
    return f"about 1 in {_count_words(_round_two(n))}"


def _count_words(n: int) -> str:
    for size, word in _BIG_WORDS:
        if n >= size and n % (size // 10) == 0:
            return f"{float(Fraction(n, size)):g} {word}"
    return f"{n:,}"


def chance_text(p: Any) -> str:
    """A chance for a student: the percentage, and "about 1 in N" beside it when the
    chance is 1 in 4 or less (small chances read better that way).

    >>> chance_text(Fraction(1, 7)), chance_text(Fraction(3, 4)), chance_text(0)
    ('14.3% (1 in 7)', '75%', '0%')
    """
    p = _shown(p)
    text = percent_text(p)
    if 0 < p <= Fraction(1, 4):
        text += f" ({one_in_text(p)})"
    return text


def approx_text(value: Any, digits: int = 1) -> str:
    """An exact number as a student reads it: whole numbers as they are, others rounded
    to ``digits`` decimals (0 to 6), with thousands separators.

    >>> approx_text(Fraction(10749959931541, 38818159380)), approx_text(80)
    ('276.9', '80')
    >>> approx_text(Fraction(2, 3), 2)
    '0.67'
    """
    digits = checks.whole(digits, "digits", low=0, high=MAX_DIGITS)
    exact = _shown(value)
    if isinstance(value, float):  # an estimate keeps its decimals, even when whole
        return decimal_text(value, digits)
    if exact.denominator == 1:
        return f"{exact.numerator:,}"
    return decimal_text(exact, digits)


def decimal_text(value: Any, digits: int = 2) -> str:
    """Any number written with exactly ``digits`` decimals (0 to 6) and thousands
    separators, and never a "negative zero": a value that rounds to zero reads "0.00",
    not "-0.00" (a student reads a minus sign as a loss).

    >>> decimal_text(Fraction(2, 3)), decimal_text(-0.0), decimal_text(Fraction(-1, 1000))
    ('0.67', '0.00', '0.00')
    >>> decimal_text(Fraction(-5, 4), 1), decimal_text(1234.5, 0)
    ('-1.2', '1,234')
    """
    digits = checks.whole(digits, "digits", low=0, high=MAX_DIGITS)
    exact = _shown(value)
    return _unsigned_zero(f"{float(exact):,.{digits}f}")


def _unsigned_zero(text: str) -> str:
    """``text`` without its minus sign when every digit in it is zero ("-0.00" → "0.00")."""
    if text.startswith("-") and not text.strip("-0.,"):
        return text[1:]
    return text


def turn_text(number: int, who: str = "you") -> str:
    """A player's turn as boards and narrators count it: the turn being played (or
    played), counted from 1 among that player's own turns.

    >>> turn_text(3), turn_text(2, "the bot"), turn_text(1, "Player A")
    ('your turn 3', "the bot's turn 2", "Player A's turn 1")
    """
    number = checks.whole(number, "the turn", low=1, high=10**9, why="no game is that long")
    who = checks.text(who, "whose turn", most=80).strip()
    owner = "your" if who.lower() == "you" else f"{who}'s"
    return f"{owner} turn {number}"
