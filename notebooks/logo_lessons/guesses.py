"""Reading a prediction and saying how it compares with the answer, without a verdict.

A prediction may be a number (``23``), a direction or range in words
(``"below 40"``, ``"between 5 and 10"``, ``"less than 1 in 100,000"``,
``"about 1%"``) or a choice (``"Alignment"``). :func:`compare` says where the
answer lies against it — inside the range, the right order of magnitude, too
high by a factor of 3 — and never marks it right or wrong: predictions earn
no points.

>>> from fractions import Fraction
>>> print(compare(23, Fraction(255, 11)))
You guessed 23; the answer is 255/11 ≈ 23.18. Very close: 0.8% below it.
>>> print(compare("less than 1 in 100,000", Fraction(1, 100_000_000)))
You guessed 'less than 1 in 100,000'; the answer is 1/100000000 ≈ 1e-08. Your range holds it.
>>> print(compare("about 1%", Fraction(1, 20)))  # doctest: +NORMALIZE_WHITESPACE
You guessed 'about 1%'; the answer is 1/20 ≈ 0.05.
The answer is 5 times your guess: the right order of magnitude.
"""

from __future__ import annotations

import math
import re
from typing import Any

from logo_lessons.keys import _fraction

__all__ = ["compare", "describe", "read_guess"]

_NUMBER = re.compile(r"(\d+(?:,\d{3})*(?:\.\d+)?)(\s*%)?")
_BELOW = re.compile(r"\b(below|less|under|fewer|smaller|lower|at most|up to)\b|<")
_ABOVE = re.compile(r"\b(above|more|over|greater|higher|larger|bigger|at least)\b|>")
_ONE_IN = re.compile(r"\b1\s+in\s+(\d+(?:,\d{3})*)")
_RATIO = re.compile(r"(\d+)\s*/\s*(\d+)")


def describe(value: Any) -> str:
    """An answer as a student reads it: ``255/11 ≈ 23.18``, ``6,813``, or the text."""
    exact = _fraction(value)
    if exact is None:
        return str(value)
    if exact.denominator == 1:
        return f"{exact.numerator:,}"
    return f"{exact} ≈ {float(exact):.4g}"


def _number(text: str) -> float:
    match = _ONE_IN.search(text)
    if match:
        return 1 / float(match[1].replace(",", ""))
    ratio = _RATIO.search(text)
    if ratio and int(ratio[2]):
        return int(ratio[1]) / int(ratio[2])
    found = _NUMBER.search(text)
    if not found:
        raise ValueError(text)
    number = float(found[1].replace(",", ""))
    return number / 100 if found[2] else number


def read_guess(guess: Any) -> tuple[float, float, float | None] | None:
    """A guess as (low, high, point): a point has low == high == point; a direction
    is an open range. None when the guess names no number (a choice or a word)."""
    exact = _fraction(guess)
    if exact is not None or isinstance(guess, float):
        number = float(guess)
        return number, number, number
    if not isinstance(guess, str):
        return None
    text = guess.casefold()
    between = re.search(r"between\s+(.+?)\s+and\s+(.+)", text)
    try:
        if between:
            low, high = sorted((_number(between[1]), _number(between[2])))
            return low, high, None
        number = _number(text)
    except ValueError:
        return None
    if _BELOW.search(text):
        return -math.inf, number, None
    if _ABOVE.search(text):
        return number, math.inf, None
    return number, number, number


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
        return f"The right size: your guess is {abs(point - answer) / abs(answer):.0%} " \
            f"{'too high' if point > answer else 'too low'}."
    times = max(ratio, 1 / ratio)
    shown = f"{times:.2g}" if times < 10 else f"{times:,.0f}"
    which = f"the answer is {shown} times your guess" if ratio > 1 else \
        f"your guess is {shown} times the answer"
    if times < 10:
        return f"{which[0].upper()}{which[1:]}: the right order of magnitude."
    orders = round(math.log10(times))
    return f"{which[0].upper()}{which[1:]}: about {orders} order{'s' * (orders != 1)} " \
        "of magnitude apart."


def compare(guess: Any, answer: Any) -> str:
    """How ``answer`` sits against the prediction ``guess``, in one or two sentences."""
    shown = repr(guess) if isinstance(guess, str) else str(guess)
    head = f"You guessed {shown}; the answer is {describe(answer)}."
    exact = _fraction(answer)
    read = read_guess(guess) if exact is not None else None
    if exact is None:
        same = " ".join(str(guess).split()).casefold() == " ".join(str(answer).split()).casefold()
        return f"{head} {'Just so.' if same else 'Compare your reasons with the one below.'}"
    if read is None:
        return f"{head} Compare it with what you expected."
    low, high, point = read
    value = float(exact)
    if point is not None:
        return f"{head} {_against_point(point, value)}"
    if low <= value <= high:
        return f"{head} Your range holds it."
    return f"{head} It lies {'above' if value > high else 'below'} your range."
