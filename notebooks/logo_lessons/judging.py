"""The verdict on one answer, the same in a student's notebook and in the grader.

:func:`judge` reads what the student gave (a Fraction, a sympy Rational, an
int, a decimal, a word for a choice), asks the exercise's key once, and says
what a student should hear: right, a known mistake with its feedback, close
(a rounded decimal of the answer), or not yet. It keeps no count of tries:
:mod:`logo_lessons.checking` does that around it.

>>> from fractions import Fraction
>>> from logo_lessons.keys import PlainKey
>>> key = PlainKey("99.1", "exact", "2/11", {"1/5": "That is one card in five."},
...                hint="Count the cards left.")
>>> for given in (Fraction(2, 11), Fraction(1, 5), 0.2, 0.1818, Fraction(1, 4)):
...     print(judge(key, given).message)
✓ Correct: 2/11
✗ Not yet: That is one card in five.
✗ Not yet: That is one card in five.
~ Close: 0.1818 rounds to the answer; give it exactly, e.g. Fraction(3, 4).
✗ Not yet. Count the cards left.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any

from logo_kit import checks
from logo_lessons.decimals import nearby_fractions
from logo_lessons.keys import Key, canonical, exact

__all__ = ["CANT_CONFIRM", "Judgement", "answer_form", "judge"]

EXACT_NUDGE = "Work with fractions.Fraction (or sympy) to be exact."
CANT_CONFIRM = (
    "A small answer like this can't be confirmed in your copy without giving it "
    "away to anyone who tries every small number: your teacher's marking decides."
)


@dataclass(frozen=True)
class Judgement:
    """``verdict``: "right", "mistake", "close", "other" or "unread" (not an answer at
    all: no try is used); ``form``: the answer's canonical spelling, when it has one."""

    verdict: str
    message: str
    form: str | None = None
    reason: str = ""

    @property
    def correct(self) -> bool:
        return self.verdict == "right"


def answer_form(kind: str, given: Any) -> tuple[str | None, str]:
    """The canonical form of ``given`` for an exercise of ``kind``, or None and why not."""
    if given is None:
        return None, "Type your answer above (replace None), then run the cell."
    if kind == "choice":
        return canonical(str(given)), ""
    if isinstance(given, str | bytes):
        return None, (
            f"✗ Not yet: {checks.describe(given)} is text, not a number: type it "
            "without quotes, e.g. Fraction(3, 4)."
        )
    if isinstance(given, bool) or type(given).__name__ == "bool_":
        return (
            None,
            f"✗ Not yet: {given} is a truth value (True/False), not a number. {EXACT_NUDGE}",
        )
    number = exact(given)
    if number is None:
        if isinstance(given, numbers.Real) and not math.isfinite(float(given)):
            return None, f"✗ Not yet: {given} is not a finite number."
        return None, f"✗ Not yet: {checks.describe(given)} is not a number. {EXACT_NUDGE}"
    return canonical(number), ""


def judge(key: Key, given: Any) -> Judgement:
    """What ``key`` says of the answer ``given`` (see the module's docstring)."""
    form, why_not = answer_form(key.kind, given)
    if form is None:
        return Judgement("unread", why_not)
    verdict = key.judge(form)
    if verdict.kind == "right":
        shown = given if key.kind == "choice" else form.removesuffix("/1")
        return Judgement("right", f"✓ Correct: {shown}", form, verdict.reason)
    if verdict.kind == "mistake":
        return Judgement("mistake", f"✗ Not yet: {verdict.message}", form)
    if isinstance(given, float) and key.confirmable and _close(key, given, form):
        return Judgement(
            "close",
            f"~ Close: {given} rounds to the answer; give it exactly, e.g. Fraction(3, 4).",
            form,
        )
    if not key.confirmable:
        return Judgement(
            "other",
            f"Noted: {form.removesuffix('/1')} is not one of the usual slips. {CANT_CONFIRM}",
            form,
        )
    hint = f" {key.hint}" if key.hint else ""
    if isinstance(given, float):
        return Judgement(
            "other",
            f"✗ Not yet: {given} is a decimal that is not the answer "
            f"written exactly.{hint} {EXACT_NUDGE}",
            form,
        )
    return Judgement("other", f"✗ Not yet.{hint}", form)


def _close(key: Key, given: float, form: str) -> bool:
    """Whether one of the few simplest fractions that round to ``given`` is the answer."""
    tried = {form}
    for candidate in nearby_fractions(given):
        spelled = canonical(candidate)
        if spelled not in tried:
            tried.add(spelled)
            if key.judge(spelled).kind == "right":
                return True
    return False
