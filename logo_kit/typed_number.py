"""One number typed as text: a student's guess, as a lesson or a class board reads it.

A guess may be a plain number, a fraction, an arithmetic expression of numbers
(``"(8/9)**9"``, ``"1/e"``, ``"2^-10"``), a percentage (``"5%"``), ``"1 in 3,000"``
or any of these after ``about``/``roughly``. Text holding two numbers and no
arithmetic between them (``"6 or 7"``) is refused: one number, please. Only numbers,
``+ - * / ** ^ ×``, brackets and the constants ``e`` and ``pi`` are read; nothing
typed is ever run as code.

>>> read_number("1 in 4,000")
Fraction(1, 4000)
>>> read_number("about 5%")
Fraction(1, 20)
>>> read_number("6 or 7")
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: One number, please: '6 or 7' holds 2 (a range is 'between 6 and 7').
"""

from __future__ import annotations

import ast
import math
import operator
import re
from fractions import Fraction

from logo_kit.errors import LogoKitError

__all__ = [
    "EXAMPLES",
    "MOST_BITS",
    "MOST_EXPONENT",
    "MOST_LENGTH",
    "NUMBERS",
    "one_number_please",
    "read_number",
]

MOST_EXPONENT = 1000
"""The largest power read (``2**1000``): a larger one is no prediction, only a slow sum."""
MOST_BITS = 20_000
"""The most binary digits a power may give (``10**1000`` needs 3,322): a power of a power
would otherwise run for minutes on the machine serving the page."""
MOST_LENGTH = 200
"""The longest text read as one number."""
EXAMPLES = "'0.3', '1/e', '(8/9)**9', 'about 5%' or '1 in 200'"
"""What a refusal suggests typing instead."""
NUMBERS = re.compile(r"\d+(?:[.,]\d+)*")
"""The runs of digits in a text (a number with its decimal point or thousands commas)."""

_ABOUT = re.compile(r"^(about|around|roughly|approximately|nearly|almost|close to|~|≈)\s*")
_ONE_IN = re.compile(r"^1\s+in\s+(.+)$")
_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}
_CONSTANTS = {"e": math.e, "pi": math.pi, "π": math.pi}


class _TooLarge(ValueError):
    """A power (or a number) too large to be anyone's guess."""


class _ByZero(ValueError):
    """A division by zero."""


def _bits(value: Fraction | float) -> int:
    if isinstance(value, float):
        return 64
    return max(value.numerator.bit_length(), value.denominator.bit_length(), 1)


def _evaluate(node: ast.AST) -> Fraction | float:
    if isinstance(node, ast.Expression):
        return _evaluate(node.body)
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and not isinstance(node.value, bool)
    ):
        if not math.isfinite(node.value):
            raise _TooLarge
        return Fraction(str(node.value)) if isinstance(node.value, float) else Fraction(node.value)
    if isinstance(node, ast.Name) and node.id in _CONSTANTS:
        return _CONSTANTS[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        value = _evaluate(node.operand)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Pow) and (
            abs(right) > MOST_EXPONENT or _bits(left) * abs(right) > MOST_BITS
        ):
            raise _TooLarge
        if isinstance(node.op, ast.Pow) and isinstance(right, Fraction) and right.denominator != 1:
            return float(left) ** float(right)
        return _OPERATORS[type(node.op)](left, right)
    raise ValueError("not arithmetic")


def _number(text: str) -> Fraction | float:
    text = _ABOUT.sub("", text.strip()).strip()
    one_in = _ONE_IN.match(text)
    if one_in:
        return 1 / _number(one_in[1])
    percent = text.endswith("%")
    text = text.removesuffix("%").strip().replace("^", "**").replace("×", "*")
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)  # thousands separators
    try:
        value = _evaluate(ast.parse(text, mode="eval"))
    except (_TooLarge, OverflowError):
        raise _TooLarge from None
    except ZeroDivisionError:
        raise _ByZero from None
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError):
        raise ValueError(text) from None
    return value / 100 if percent else value


def one_number_please(text: str, examples: str = EXAMPLES) -> str:
    """What to say about ``text`` that is not one readable number (``examples``: what to
    try instead)."""
    found = NUMBERS.findall(text)
    if len(found) >= 2:
        return (
            f"One number, please: {text!r} holds {len(found)} (a range is "
            f"'between {found[0]} and {found[1]}')."
        )
    return f"One number, please: {text!r} is not a number I can read (try {examples})."


def read_number(text: str) -> Fraction | float:
    """The one number ``text`` holds: exact (a ``Fraction``) unless it needed ``e``, ``pi``
    or a fractional power. Refused with a :class:`~logo_kit.errors.LogoKitError` saying
    what is allowed: text that is not one number, or longer than :data:`MOST_LENGTH`."""
    if not isinstance(text, str):
        raise LogoKitError(f"One number, please, typed as text, not {type(text).__name__}.")
    if len(text) > MOST_LENGTH:
        raise LogoKitError(
            f"One number, please: that text is {len(text)} characters long (at most {MOST_LENGTH})."
        )
    folded = " ".join(text.casefold().split())
    try:
        value = _number(folded)
    except _TooLarge:
        raise LogoKitError(f"One number, please: {text!r} is too large to read.") from None
    except _ByZero:
        raise LogoKitError(f"One number, please: {text!r} divides by zero.") from None
    except ValueError:
        raise LogoKitError(one_number_please(text)) from None
    if isinstance(value, complex):  # a fractional power of a negative number
        raise LogoKitError(f"One number, please: {text!r} is not a real number.")
    if isinstance(value, float) and not math.isfinite(value):
        raise LogoKitError(f"One number, please: {text!r} is not a finite number.")
    return value
