"""Checking a student's answer against the salted hashes, predictions, and reveals.

- :func:`check` says whether a worked answer is right, with feedback aimed at
  the likely mistake. Under nbgrader's autograder (``NBGRADER_EXECUTION``) a
  wrong or missing answer raises ``AssertionError``, so its grade cell scores 0.
- :func:`predict` records a prediction. It is never marked and earns no points.
- :func:`reveal` compares the prediction with the answer ("you guessed X, the
  answer is Y") and shows the worked reason. It opens only after a prediction,
  and only with the answer: the student's right answer, or — for a prediction
  the lesson works out openly — the value the lesson's own computation returns.
"""

from __future__ import annotations

import numbers
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from logo_kit import _check
from logo_kit.errors import LogoKitError
from logo_kit.exact import as_fraction
from logo_lessons import keys as _keys
from logo_lessons.guesses import compare

__all__ = ["Feedback", "check", "predict", "reveal"]

_EXACT_NUDGE = "Work with fractions.Fraction (or sympy) to be exact."
_stored: dict[str, _keys.ExerciseKey] | None = None
_predictions: dict[str, Any] = {}
_solved: dict[str, Any] = {}


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: ``correct`` and the message shown to the student."""

    correct: bool
    message: str

    def __str__(self) -> str:
        return self.message

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # how IPython shows it
        printer.text(self.message)


def _grading() -> bool:
    return os.environ.get("NBGRADER_EXECUTION", "") in ("autograde", "validate")


def exercise_key(key: str) -> _keys.ExerciseKey:
    """The hashed key of exercise ``key``: from ``answers.json``, else (in the teacher's
    checkout, where the bank is present) hashed from the bank on the spot."""
    global _stored
    if _stored is None:
        _stored = _keys.load()
    if not isinstance(key, str) or len(key) > 20:
        raise LogoKitError(f"exercise keys are short text like '30.4', not {key!r}.")
    if key not in _stored:
        try:
            from logo_lessons.bank import BANK
        except ImportError:  # a student build: the bank is not there
            BANK = None
        if BANK is None:
            raise LogoKitError(f"no exercise {key!r}; exercises are named like '30.4'.")
        _stored[key] = _keys.make_key(BANK.get(key))
    return _stored[key]


def _verdict(entry: _keys.ExerciseKey, answer: Any) -> tuple[Feedback, str | None]:
    """The feedback, and the answer's canonical form when it is right."""
    if entry.kind == "choice":
        form = _keys.canonical(str(answer))
        if entry.is_answer(form):
            return Feedback(True, f"✓ Correct: {answer}"), form
        why = entry.mistake(form)
        return _not_yet(entry, why), None
    if isinstance(answer, str | bytes):
        return Feedback(False, f"✗ Not yet: {_check.describe(answer)} is text, not a number: "
                        "type it without quotes, e.g. Fraction(3, 4)."), None
    if isinstance(answer, bool) or type(answer).__name__ == "bool_":
        return Feedback(False, f"✗ Not yet: {answer} is a truth value (True/False), not a "
                        f"number. {_EXACT_NUDGE}"), None
    try:
        mine = as_fraction(answer)
    except LogoKitError:
        if not isinstance(answer, numbers.Real):
            return Feedback(False, f"✗ Not yet: {_check.describe(answer)} is not a number. "
                            f"{_EXACT_NUDGE}"), None
        if entry.is_near(_keys.near_form(answer)):
            return Feedback(False, f"~ Close: {answer} rounds to the right value; give it "
                            f"exactly. {_EXACT_NUDGE}"), None
        return Feedback(False, f"✗ Not yet: {answer} is a rounded float, and not the value. "
                        f"{_EXACT_NUDGE}"), None
    form = _keys.canonical(mine)
    if entry.is_answer(form):
        return Feedback(True, f"✓ Correct: {mine}"), form
    return _not_yet(entry, entry.mistake(form)), None


def _not_yet(entry: _keys.ExerciseKey, why: str | None) -> Feedback:
    """Feedback aimed at a known mistake, else the exercise's hint."""
    return Feedback(False, f"✗ Not yet: {why}" if why else f"✗ Not yet. {entry.hint}".rstrip())


def check(answer: Any, expected: Any = None, *, hint: str = "") -> Feedback:
    """Check a worked answer: ``check("30.4", my_answer)``.

    The expected value stays out of sight (only its salted hash is here). The
    older form ``check(answer, expected)`` compares two exact values directly.
    """
    if not (isinstance(answer, str) and _looks_like_key(answer)):
        if expected is None:
            raise LogoKitError("check needs an exercise key and your answer: "
                               "check('30.4', answer).")
        hint = _check.text(hint, "hint", most=1000)
        return _verdict(_keys.key_for_value(as_fraction(expected), hint), answer)[0]
    key, given = answer, expected
    entry = exercise_key(key)
    if entry.kind == "why":
        raise LogoKitError(f"exercise {key} is a written answer: your teacher reads it.")
    if given is None:
        feedback = Feedback(False, "Type your answer above (replace None), then run the cell.")
    else:
        feedback, form = _verdict(entry, given)
        if form is not None:
            _solved[key] = given
            if key in _predictions:
                feedback = Feedback(True, f"{feedback.message} — run the next cell to compare "
                                    "it with your prediction.")
    if _grading() and not feedback.correct:
        raise AssertionError(f"exercise {key}: {feedback.message}")
    return feedback


def _looks_like_key(text: str) -> bool:
    head, _, tail = text.partition(".")
    return head.isascii() and head.isdigit() and tail.isascii() and tail.isdigit()


def predict(key: str, guess: Any) -> Feedback:
    """Record your prediction for exercise ``key``. It is never marked: write what you
    expect — a number, a direction (``"below 40"``), a range or an order of magnitude."""
    exercise_key(key)
    if guess is None:
        return Feedback(False, "Write your prediction above (replace None) and run the cell.")
    _predictions[key] = guess
    return Feedback(True, f"Prediction noted: {guess}. No marks for it either way: now work "
                    "it out.")


def reveal(key: str, show: Callable[[], Any] | None = None) -> None:
    """After your prediction: how the answer compares with it, and the worked reason.

    ``reveal("12.2")`` opens with your right answer to 12.2. For a prediction the
    lesson works out itself, ``reveal("20.1", show)`` runs ``show()`` (which prints
    the lesson's computation and returns the answer) and compares with that.
    """
    entry = exercise_key(key)
    if show is not None and not callable(show):
        raise LogoKitError("show must be a function that shows the answer, e.g. lambda: ...")
    if _grading():
        return None
    if key not in _predictions:
        print("Make your prediction in the cell above first; then run this cell again.")
        return None
    answer = _solved.get(key)
    if show is not None:
        shown = show()
        if shown is not None and entry.is_answer(_keys.canonical(shown)):
            answer = shown
    if answer is None:
        print("Answer the exercise above first: your right answer opens the reveal.")
        return None
    print(compare(_predictions[key], answer))
    reason = entry.reason_for(_keys.canonical(answer))
    if reason:
        print(f"Where it comes from: {reason}")
    return None

