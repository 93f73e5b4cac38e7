"""Checking the answer key's lines at the board: the arithmetic a teacher writes, redone.

An exercise's ``method`` is what a teacher writes at the board, the count or
the formula with the numbers in: ``"C(12, 6)/C(55, 7) = 924/202,927,725"``.
Each line is a chain of parts joined by ``=`` (or ``≈``). :func:`problems`
works out every part written in plain arithmetic — whole numbers and
decimals, ``+ − × · / ÷``, powers (``^`` or ``⁷``), ``n!``, ``C(n, k)``, ``D(n)``
(derangements), ``log2`` of a power of two — exactly, with fractions, and
says where two neighbouring parts differ, or where the last part worked out
is not the exercise's answer. Parts in words ("P(strictly lowest)") are
skipped; a part after ``≈`` only has to agree to the digits shown.

>>> value("3 × 85/11")
Fraction(255, 11)
>>> value("C(12, 6)/C(55, 7)")
Fraction(4, 878475)
>>> problems(["3 × 85/11 = 255/11 ≈ 23.18"], Fraction(255, 11))
[]
>>> problems(["7 × 85/11 = 595/11"], Fraction(255, 11))
['the last value worked out, 595/11, is not the answer 255/11']
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

__all__ = ["problems", "value"]

_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_REPLACE = [
    ("×", "*"),
    ("·", "*"),
    ("⋅", "*"),
    ("÷", "/"),
    ("−", "-"),
    ("–", "-"),
    ("^", "**"),
    ("log₂", "log2"),
]
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_POWER = re.compile(r"([⁰¹²³⁴⁵⁶⁷⁸⁹]+)")
_FACTORIAL = re.compile(r"(\d+|\([^()]*\))!")
_LOG_OF_NUMBER = re.compile(r"log2\s*(\d[\d,]*)")
_WORDS_AT_END = re.compile(r"\s*(?:\([^()]*[A-Za-z][^()]*\)|[A-Za-z][\w\s,.;:'’()-]*)$")


def _derangements(n: int) -> int:
    return sum((-1) ** k * math.comb(n, k) * math.factorial(n - k) for k in range(n + 1))


def _log2(x: Fraction) -> Fraction:
    exponent = Fraction(x).numerator.bit_length() - 1
    if Fraction(x) != 2**exponent:
        raise ValueError("log2 of a power of two only")
    return Fraction(exponent)


_FUNCTIONS = {
    "C": math.comb,
    "comb": math.comb,
    "fact": math.factorial,
    "D": _derangements,
    "log2": _log2,
}


def _whole(x: Fraction) -> int:
    if Fraction(x).denominator != 1:
        raise ValueError("a whole number is needed")
    return int(x)


def _evaluate(node: ast.AST) -> Fraction:
    if isinstance(node, ast.Expression):
        return _evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return Fraction(str(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = _evaluate(node.operand)
        return -inner if isinstance(node.op, ast.USub) else inner
    if isinstance(node, ast.BinOp):
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Add):
            return left + right
        if isinstance(node.op, ast.Sub):
            return left - right
        if isinstance(node.op, ast.Mult):
            return left * right
        if isinstance(node.op, ast.Div):
            return left / right
        if isinstance(node.op, ast.Pow) and right.denominator == 1 and abs(right) <= 200:
            return left ** int(right)
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _FUNCTIONS
        and not node.keywords
    ):
        args = [_evaluate(arg) for arg in node.args]
        if node.func.id == "log2":
            return _log2(*args)
        return Fraction(_FUNCTIONS[node.func.id](*(_whole(a) for a in args)))
    raise ValueError("not plain arithmetic")


def _python(text: str) -> str:
    for old, new in _REPLACE:
        text = text.replace(old, new)
    text = _POWER.sub(lambda m: "**" + m[1].translate(_SUPERSCRIPTS), text)
    text = _THOUSANDS.sub("", text)
    text = _LOG_OF_NUMBER.sub(r"log2(\1)", text)
    for _ in range(3):
        text = _FACTORIAL.sub(r"fact(\1)", text)
    return text.replace(" ", "")


def value(text: str) -> Fraction | None:
    """The exact value of one part written in plain arithmetic, or None (words, names)."""
    text = text.strip().rstrip(".;,:")
    for candidate in (text, _WORDS_AT_END.sub("", text).strip().rstrip(".;,:")):
        if not candidate or re.search(r"[A-Za-z]", re.sub(r"\b(?:C|D|log2|log₂)\(", "", candidate)):
            continue
        try:
            return _evaluate(ast.parse(_python(candidate), mode="eval"))
        except (SyntaxError, ValueError, ZeroDivisionError, TypeError, OverflowError):
            continue
    return None


def _agrees(approximation: str, exact: Fraction) -> bool:
    """Whether ``approximation`` ("23.18", "16.4%", "0.0000046") rounds ``exact``."""
    text = approximation.strip().rstrip(".;,")
    text = _WORDS_AT_END.sub("", text).strip()
    scale = Fraction(1, 100) if text.endswith("%") else Fraction(1)
    number = re.fullmatch(r"[-−]?\d[\d,]*(?:\.(\d+))?", text.rstrip("%").replace("−", "-"))
    if not number:
        return True  # words: nothing to check
    places = len(number[1] or "")
    shown = Fraction(text.rstrip("%").replace(",", "").replace("−", "-")) * scale
    return abs(shown - exact) <= Fraction(1, 2) * Fraction(1, 10**places) * scale


def problems(lines: Sequence[str], answer: Any = None) -> list[str]:
    """Where the board's arithmetic goes wrong; ``answer``: the exercise's exact answer (the
    last part worked out must equal it)."""
    found: list[str] = []
    last: Fraction | None = None
    for line in lines:
        previous: Fraction | None = None
        for index, part in enumerate(re.split(r"(=|≈)", line)[::2]):
            joined = re.split(r"(=|≈)", line)[2 * index - 1] if index else "="
            if joined == "≈":
                if previous is not None and not _agrees(part, previous):
                    found.append(
                        f"{line!r}: {part.strip()!r} does not round "
                        f"{previous} ({float(previous):.6g})"
                    )
                continue
            worked = value(part)
            if worked is None:
                continue
            if previous is not None and worked != previous:
                found.append(f"{line!r}: {part.strip()!r} is {worked}, not {previous}")
            previous = last = worked
    if answer is not None and isinstance(answer, int | Fraction) and not isinstance(answer, bool):
        if last is None:
            found.append("no line works the answer out in numbers")
        elif last != Fraction(answer):
            found.append(f"the last value worked out, {last}, is not the answer {answer}")
    return found
