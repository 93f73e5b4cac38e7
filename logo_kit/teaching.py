"""Lesson exercises: a bank of exercises, checks that aim feedback at the likely
mistake, and "predict first" reveals.

Each lesson exercise has a key (``"30.4"``: lesson 30, exercise 4) and lives in
its game's bank (``logo_kit.<game>.exercises``), where the expected answer is
*computed by the library* — so the student's cell never shows it — together
with a table of common wrong answers and the feedback each deserves.

>>> from fractions import Fraction
>>> bank = Bank()
>>> _ = bank.add(Exercise("99.1", "Chance the second card of a fresh 30-card deck is a BUST",
...                       answer=lambda: Fraction(3, 30),
...                       mistakes={Fraction(3, 29): "That is the chance *after* one safe card."}))
>>> print(bank.check("99.1", Fraction(3, 29)))
✗ Not yet: That is the chance *after* one safe card.
>>> print(bank.check("99.1", Fraction(1, 10)))
✓ Correct: 1/10

When nbgrader autogrades or validates a notebook (it sets ``NBGRADER_EXECUTION``),
a wrong answer raises ``AssertionError`` with the same feedback, so the grade
cell loses its points; in a lesson the feedback is only shown.

The older form ``check(answer, expected)`` still works for quick checks.
"""

from __future__ import annotations

import importlib
import numbers
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from logo_kit import _check
from logo_kit.errors import LogoKitError
from logo_kit.exact import as_fraction

__all__ = ["BANK", "Bank", "Exercise", "Feedback", "check", "predict", "reveal"]

_EXACT_NUDGE = "Work with fractions.Fraction (or sympy) to be exact."


@dataclass(frozen=True)
class Exercise:
    """One exercise of a lesson.

    - ``key``: ``"<lesson>.<number>"``, e.g. ``"30.4"``.
    - ``prompt``: the question in one sentence (for the answer key and worksheets).
    - ``answer``: computes the expected answer with the library (called when checked).
    - ``mistakes``: likely wrong answers → feedback aimed at that mistake. A key may
      be a value, or a callable computing it (so it is not typed out either).
    - ``hint``: the nudge for any other wrong answer.
    - ``level``: ``"core"`` or ``"extension"``.
    - ``kind``: ``"exact"`` (a number checked exactly), ``"choice"`` (one of
      ``choices``), or ``"why"`` (a written answer, marked by the teacher).
    - ``model_answer``: the teacher's answer to a "why" question (and a worked
      line for the others), printed in the teacher's key only.
    """

    key: str
    prompt: str
    answer: Callable[[], Any] | None = None
    mistakes: Mapping[Any, str] = field(default_factory=dict)
    hint: str = ""
    level: str = "core"
    kind: str = "exact"
    choices: tuple[str, ...] = ()
    model_answer: str = ""

    def __post_init__(self) -> None:
        _check.text(self.key, "key", most=20)
        _check.choice(self.level, "level", ("core", "extension"))
        _check.choice(self.kind, "kind", ("exact", "choice", "why"))
        if self.kind != "why" and self.answer is None:
            raise LogoKitError(f"exercise {self.key} needs an answer function.")
        if self.kind == "why" and not self.model_answer:
            raise LogoKitError(f"'why' exercise {self.key} needs a model answer.")

    def expected(self) -> Any:
        if self.answer is None:
            raise LogoKitError(f"exercise {self.key} is a written answer; nothing to compute.")
        return self.answer()


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


def _verdict(answer: Any, expected: Any, mistakes: Mapping[Any, str], hint: str) -> Feedback:
    if isinstance(expected, str):
        given = str(answer).strip().lower()
        if given == expected.strip().lower():
            return Feedback(True, f"✓ Correct: {expected}")
        for wrong, why in mistakes.items():
            if given == str(wrong).strip().lower():
                return Feedback(False, f"✗ Not yet: {why}")
        return Feedback(False, f"✗ Not yet. {hint}".rstrip())
    target = as_fraction(expected)
    hint = _check.text(hint, "hint", most=1000)
    if isinstance(answer, str | bytes):
        return Feedback(
            False,
            f"✗ Not yet: {_check.describe(answer)} is text, not a number: type it without "
            "quotes, e.g. Fraction(3, 4).",
        )
    if isinstance(answer, bool | np.bool_):
        return Feedback(
            False, f"✗ Not yet: {answer} is a truth value (True/False), not a number. "
            f"{_EXACT_NUDGE}"
        )
    try:
        mine = as_fraction(answer)
    except LogoKitError:
        if not isinstance(answer, numbers.Real):
            return Feedback(
                False, f"✗ Not yet: {_check.describe(answer)} is not a number. {_EXACT_NUDGE}"
            )
        try:
            close = abs(float(answer) - float(target)) < 1e-9 * max(1.0, abs(float(target)))
        except (TypeError, ValueError, OverflowError):
            close = False
        if close:
            return Feedback(
                False,
                f"~ Close: {answer} rounds to the right value; give it exactly. {_EXACT_NUDGE}",
            )
        return Feedback(
            False, f"✗ Not yet: {answer} is a rounded float, and not the value. {_EXACT_NUDGE}"
        )
    if mine == target:
        return Feedback(True, f"✓ Correct: {target}")
    for wrong, why in mistakes.items():
        value = wrong() if callable(wrong) else wrong
        try:
            if as_fraction(value) == mine:
                return Feedback(False, f"✗ Not yet: {why}")
        except LogoKitError:
            continue
    return Feedback(False, f"✗ Not yet. {hint}".rstrip())


_GAME_BANKS = {
    "1": "logo_kit.logo.exercises",
    "2": "logo_kit.lore.exercises",
    "3": "logo_kit.billionaire.exercises",
    "4": "logo_kit.openspiel.exercises",
}


class Bank:
    """Exercises by key. The package-wide :data:`BANK` loads each game's exercises
    (``logo_kit.logo.exercises`` for lessons 1x, ``lore`` 2x, ``billionaire`` 3x,
    ``openspiel`` 4x)
    the first time one of its keys is asked for."""


    def __init__(self, *, autoload: bool = False) -> None:
        self._exercises: dict[str, Exercise] = {}
        self._autoload = autoload
        self._predictions: dict[str, Any] = {}

    def add(self, exercise: Exercise) -> Exercise:
        if exercise.key in self._exercises:
            raise LogoKitError(f"exercise {exercise.key} is already in the bank.")
        self._exercises[exercise.key] = exercise
        return exercise

    def get(self, key: str) -> Exercise:
        _check.text(key, "exercise key", most=20)
        if key not in self._exercises and self._autoload:
            self._load(_GAME_BANKS.get(key[:1]))
        if key not in self._exercises:
            raise LogoKitError(f"no exercise {key!r}; exercises are named like '30.4'.")
        return self._exercises[key]

    def keys(self, lesson: str | None = None) -> list[str]:
        """The exercise keys, in order (of one lesson when ``lesson`` is given)."""
        if lesson is not None and self._autoload:
            self._load(_GAME_BANKS.get(str(lesson)[:1]))
        keys = sorted(self._exercises, key=lambda k: tuple(int(p) for p in k.split(".")))
        return [k for k in keys if lesson is None or k.split(".")[0] == str(lesson)]

    @staticmethod
    def _load(module: str | None) -> None:
        """Import a game's exercise module, if that game has one yet."""
        if module is None:
            return
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as missing:
            if missing.name != module:
                raise

    def check(self, key: str, answer: Any) -> Feedback:
        """Check ``answer`` to exercise ``key``; under nbgrader a wrong one raises."""
        exercise = self.get(key)
        if answer is None:
            feedback = Feedback(False, "Type your answer above (replace None), then run the cell.")
        elif exercise.kind == "why":
            raise LogoKitError(f"exercise {key} is a written answer: your teacher reads it.")
        else:
            feedback = _verdict(answer, exercise.expected(), exercise.mistakes, exercise.hint)
        if _grading() and not feedback.correct:
            raise AssertionError(f"exercise {key}: {feedback.message}")
        return feedback

    def predict(self, key: str, guess: Any) -> Feedback:
        """Record a prediction before the answer is shown (``None``: not yet made)."""
        self.get(key)
        if guess is None:
            return Feedback(False, "Write your prediction above (replace None) and run the cell.")
        self._predictions[key] = guess
        return Feedback(True, f"Prediction noted: {guess}. Now run the next cell to see.")

    def revealed(self, key: str) -> bool:
        """True once a prediction for ``key`` was made (lessons print the answer only then)."""
        return key in self._predictions

    def reveal(self, key: str, show: Callable[[], Any]) -> Any:
        """Run ``show()`` (which prints or returns the answer) only after a prediction."""
        self.get(key)
        _check.callable_(show, "show", "a function that shows the answer, e.g. lambda: ...")
        if key not in self._predictions and not _grading():
            print("Make your prediction in the cell above first; then run this cell again.")
            return None
        guess = self._predictions.get(key)
        if guess is not None:
            print(f"Your prediction: {guess}")
            exercise = self.get(key)
            # a prediction may be words ("about 1 in 10"): only a number gets aimed feedback
            numeric = isinstance(guess, numbers.Number) and not isinstance(guess, bool)
            if exercise.kind == "choice" or (exercise.kind == "exact" and numeric):
                verdict = _verdict(guess, exercise.expected(), exercise.mistakes, exercise.hint)
                print(verdict.message.replace("✗ Not yet", "✗ Not quite", 1))
        return show()


BANK = Bank(autoload=True)


def check(answer: Any, expected: Any = None, *, hint: str = "") -> Feedback:
    """Check an exercise: ``check("30.4", my_answer)`` looks the exercise up in the bank
    (the expected answer stays out of sight); ``check(answer, expected)`` compares
    two exact values directly.
    """
    if isinstance(answer, str) and _looks_like_key(answer):
        return BANK.check(answer, expected)  # expected is the student's answer (maybe None)
    if expected is None:
        raise LogoKitError("check needs an exercise key and your answer: check('30.4', answer).")
    return _verdict(answer, expected, {}, hint)


def _looks_like_key(text: str) -> bool:
    head, _, tail = text.partition(".")
    return head.isascii() and head.isdigit() and tail.isascii() and tail.isdigit()


def predict(key: str, guess: Any) -> Feedback:
    """Record your prediction for exercise ``key`` before the answer is shown."""
    return BANK.predict(key, guess)


def reveal(key: str, show: Callable[[], Any]) -> Any:
    """Show an answer (``show()``) only after a prediction for ``key`` was made."""
    return BANK.reveal(key, show)
