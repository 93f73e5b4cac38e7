"""Reading a prediction and saying how it compares with the answer, without a verdict.

A prediction is one number: typed as a number, or as text holding a number or an
arithmetic expression of numbers (``"(8/9)**9"``, ``"1/e"``, ``"about 1%"``,
``"1 in 100,000"``), or a direction or range in words (``"below 40"``, ``"between 5
and 10"``). Text with two numbers and no range (``"6 or 7"``) is refused: one number,
please. A choice (``"Alignment"``) is read as a word. :func:`compare` says where the
answer lies against the prediction — inside the range, the right order of magnitude,
too high by a factor of 3 — and never marks it right or wrong.

>>> print(compare(23, Fraction(27, 4) * 3))
You guessed 23; the answer is 81/4 ≈ 20.25. The right size: your guess is 14% too high.
>>> read_guess("(8/9)**9").exact
Fraction(134217728, 387420489)
>>> read_guess("6 or 7")
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: One number, please: '6 or 7' holds 2 (a range is 'between 6 and 7').
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from logo_kit.errors import LogoKitError
from logo_kit.typed_number import NUMBERS, one_number_please, read_number
from logo_lessons.keys import exact

__all__ = ["Reading", "compare", "describe", "read_guess"]

_BELOW = re.compile(
    r"^(below|less than|under|fewer than|smaller than|lower than|at most|"
    r"up to|<=?|≤)\s*"
)
_ABOVE = re.compile(
    r"^(above|more than|over|greater than|higher than|larger than|"
    r"bigger than|at least|>=?|≥)\s*"
)
_BETWEEN = re.compile(r"^between\s+(.+?)\s+and\s+(.+)$")
_EXAMPLES = "'0.3', '1/e', '(8/9)**9', 'about 5%', 'below 40'"


@dataclass(frozen=True)
class Reading:
    """A numeric prediction: the range ``low``–``high`` it allows; for one number,
    ``point`` (and ``exact`` when it is an exact rational, as ``(8/9)**9`` is)."""

    low: float
    high: float
    point: float | None = None
    exact: Fraction | None = None


def describe(value: Any) -> str:
    """An answer as a student reads it: ``81/4 ≈ 20.25``, ``7,000``, or the text."""
    number = exact(value)
    if number is None:
        return str(value)
    if number.denominator == 1:
        return f"{number.numerator:,}"
    return f"{number} ≈ {float(number):.4g}"


def read_guess(guess: Any) -> Reading | None:
    """A numeric guess as a :class:`Reading`; None for a word with no number in it
    (a choice). Raises :class:`~logo_kit.errors.LogoKitError` saying what is allowed
    for text it cannot read."""
    number = exact(guess)
    if number is not None:
        return Reading(float(number), float(number), float(number), number)
    if isinstance(guess, float):
        return Reading(guess, guess, guess)
    if not isinstance(guess, str):
        raise LogoKitError(f"One number, please, not {type(guess).__name__}.")
    text = " ".join(guess.casefold().split())
    if not NUMBERS.search(text):  # a word (a choice), unless it is a constant like e
        try:
            value = read_number(text)
        except ValueError:
            return None
        return Reading(float(value), float(value), float(value))
    try:
        between = _BETWEEN.match(text)
        if between:
            low, high = sorted((float(read_number(between[1])), float(read_number(between[2]))))
            return Reading(low, high)
        for pattern, side in ((_BELOW, "below"), (_ABOVE, "above")):
            matched = pattern.match(text)
            if matched:
                value = float(read_number(text[matched.end() :]))
                return Reading(-math.inf, value) if side == "below" else Reading(value, math.inf)
        value = read_number(text)
    except ValueError:
        raise LogoKitError(one_number_please(guess, _EXAMPLES)) from None
    if isinstance(value, Fraction):
        return Reading(float(value), float(value), float(value), value)
    return Reading(value, value, value)


def _against_point(point: float, answer: float) -> str:
    if point == answer:
        return "Spot on."
    if answer == 0 or point == 0 or (point < 0) != (answer < 0):
        return f"The answer is {'above' if answer > point else 'below'} your guess."
    ratio = answer / point
    if abs(ratio - 1) <= 0.05:
        side = "above" if point > answer else "below"
        return f"Very close: {abs(point - answer) / abs(answer):.1%} {side} it."
    if 1 / 1.5 <= ratio <= 1.5:
        return (
            f"The right size: your guess is {abs(point - answer) / abs(answer):.0%} "
            f"{'too high' if point > answer else 'too low'}."
        )
    times = max(ratio, 1 / ratio)
    shown = f"{times:.2g}" if times < 10 else f"{times:,.0f}"
    which = (
        f"the answer is {shown} times your guess"
        if ratio > 1
        else f"your guess is {shown} times the answer"
    )
    if times < 10:
        return f"{which[0].upper()}{which[1:]}: the right order of magnitude."
    orders = round(math.log10(times))
    return (
        f"{which[0].upper()}{which[1:]}: about {orders} order{'s' * (orders != 1)} "
        "of magnitude apart."
    )


def compare(guess: Any, answer: Any) -> str:
    """How ``answer`` sits against the prediction ``guess``, in one or two sentences."""
    shown = repr(guess) if isinstance(guess, str) else str(guess)
    head = f"You guessed {shown}; the answer is {describe(answer)}."
    number = exact(answer)
    if number is None:
        same = " ".join(str(guess).split()).casefold() == " ".join(str(answer).split()).casefold()
        return f"{head} {'Just so.' if same else 'Compare your reasons with the one below.'}"
    try:
        read = read_guess(guess)
    except ValueError:
        read = None
    if read is None:
        return f"{head} Compare it with what you expected."
    value = float(number)
    if read.point is not None:
        return f"{head} {_against_point(read.point, value)}"
    if read.low <= value <= read.high:
        return f"{head} Your range holds it."
    return f"{head} It lies {'above' if value > read.high else 'below'} your range."
