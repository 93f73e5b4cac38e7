"""Checking a student's answer, recording predictions, and the reveal after them.

- :func:`check` judges a worked answer (:mod:`logo_lessons.judging`) with feedback
  aimed at the likely mistake, at most :data:`~logo_lessons.tries.MOST_TRIES`
  different answers per exercise, fewer for a choice (:mod:`logo_lessons.tries`);
  then it records the answer the student stands by and says how to work it out,
  never a fresh ✓ or ✗.
- Under nbgrader's autograder (``NBGRADER_EXECUTION``) :func:`check` judges nothing
  that counts: it records the answer in the cell's output for the grader, which
  judges it outside the student's kernel with its own key
  (``python -m tools.worksheets grade``). An answer the student's copy cannot
  confirm also fails the cell, so plain ``nbgrader autograde`` never gives a
  point the key has not seen.
- :func:`predict` records a prediction. It is never marked and earns no points. In a
  live class it also offers to send the guess to the teacher's board
  (:mod:`logo_lessons.classroom`); alone, it shows nothing more.
- :func:`reveal` compares the prediction with the answer and shows the worked
  reason. It opens only after a prediction, and only with the answer: the
  student's right answer, or the value the lesson's own computation returns.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_lessons import classroom
from logo_lessons import keys as _keys
from logo_lessons.guesses import compare, read_guess
from logo_lessons.judging import answer_form, judge
from logo_lessons.tries import TryBook, default_book

__all__ = ["RECORD_TYPE", "Feedback", "check", "predict", "reveal"]

RECORD_TYPE = "application/vnd.logo-lessons.answer+json"
"""The output type of an answer recorded for the grader."""
_stored: dict[str, _keys.Key] | None = None
_predictions: dict[str, Any] = {}
_book: TryBook | None = None


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: ``correct`` and the message shown to the student."""

    correct: bool
    message: str

    def __str__(self) -> str:
        return self.message

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # how IPython shows it
        printer.text(self.message)


@dataclass(frozen=True)
class ClassFeedback(Feedback):
    """A prediction's note with, under it, the board that sends it to the class."""

    board: Any = None

    def _ipython_display_(self) -> None:
        from IPython.display import display

        print(self.message)
        display(self.board)


def _grading() -> bool:
    return os.environ.get("NBGRADER_EXECUTION", "") in ("autograde", "validate")


def _tries() -> TryBook:
    global _book
    if _book is None:
        _book = default_book()
    return _book


def exercise_key(key: str) -> _keys.Key:
    """The key of exercise ``key``: a student build's hashed one (``answers.json``), else
    (in the teacher's checkout, where the bank is) the bank's own."""
    global _stored
    if not isinstance(key, str) or len(key) > 20:
        raise LogoKitError(f"exercise keys are short text like '30.4', not {key!r}.")
    if _stored is None:
        _stored = dict(_keys.load())
    if key not in _stored:
        try:
            from logo_lessons.bank import BANK
        except ImportError:  # a student build: the bank is not there
            raise LogoKitError(f"no exercise {key!r}; exercises are named like '30.4'.") from None
        _stored[key] = _keys.plain_key(BANK.get(key))
    return _stored[key]


def check(answer: Any, expected: Any = None, *, hint: str = "") -> Feedback | None:
    """Check a worked answer: ``check("30.4", my_answer)``.

    The expected value stays out of sight (a student's copy holds only slow hashes).
    The older form ``check(answer, expected)`` compares two exact values directly.
    """
    if not (isinstance(answer, str) and _looks_like_key(answer)):
        if expected is None:
            raise LogoKitError(
                "check needs an exercise key and your answer: check('30.4', answer)."
            )
        hint = checks.text(hint, "hint", most=1000)
        key = _keys.PlainKey("", "exact", _keys.canonical(_exact_expected(expected)), hint=hint)
        judged = judge(key, answer)
        return Feedback(judged.correct, judged.message)
    key, given = answer, expected
    entry = exercise_key(key)
    if entry.kind == "why":
        raise LogoKitError(f"exercise {key} is a written answer: your teacher reads it.")
    if _grading():
        return _record_for_grader(key, entry, given)
    return _self_check(key, entry, given)


def _exact_expected(value: Any) -> Any:
    from logo_kit.exact import as_fraction

    return as_fraction(value)


def _looks_like_key(text: str) -> bool:
    head, _, tail = text.partition(".")
    return head.isascii() and head.isdigit() and tail.isascii() and tail.isdigit()


def _left(book: TryBook, key: str, most: int) -> str:
    left = book.left(key, most)
    return (
        f" ({left} {'try' if left == 1 else 'tries'} left)" if left else " (that was your last try)"
    )


def _self_check(key: str, entry: _keys.Key, given: Any) -> Feedback:
    form, why_not = answer_form(entry.kind, given)
    if form is None:
        return Feedback(False, why_not)  # not an answer yet: no try used
    book = _tries()
    solved = book.solved(key)
    if solved is not None:
        if form == solved:
            return Feedback(True, book.said(key, form) or "✓ Correct")
        return Feedback(False, f"✗ Not the answer you had right before ({_shown(solved)}).")
    earlier = book.said(key, form)
    if earlier is not None:  # the same answer again: the same verdict, no try used
        return Feedback(False, earlier + _left(book, key, entry.tries))
    if book.left(key, entry.tries) == 0:
        book.commit(key, form)
        hint = f" The way in: {entry.hint}" if entry.hint else ""
        used = f"your {entry.tries} tries are" if entry.tries > 1 else "your try is"
        return Feedback(
            False,
            f"No more checks for {key}: {used} used. "
            f"Your answer {_shown(form)} is the one your teacher marks.{hint}",
        )
    judged = judge(entry, given)
    book.record(key, form, judged.message, solved=judged.correct)
    if judged.correct:
        follow = (
            " — run the next cell to compare it with your prediction."
            if key in _predictions
            else ""
        )
        return Feedback(True, judged.message + follow)
    return Feedback(False, judged.message + _left(book, key, entry.tries))


def _shown(form: str) -> str:
    return form.removesuffix("/1")


def _record_for_grader(key: str, entry: _keys.Key, given: Any) -> None:
    """Put the answer in the cell's output for the grader; fail the cell unless the
    student's own key confirms it (so plain nbgrader never credits what it cannot see)."""
    form, why_not = answer_form(entry.kind, given)
    record = {
        "exercise": key,
        "answer": form,
        "decimal": repr(given) if isinstance(given, float) else None,
    }
    text = f"Answer to {key}: {_shown(form)} (recorded for marking)" if form else why_not
    _show({RECORD_TYPE: record, "text/plain": text})
    judged = judge(entry, given) if form else None
    if judged is None or not judged.correct:
        raise AssertionError(f"exercise {key}: {judged.message if judged else why_not}")
    return None


def _show(bundle: dict[str, Any]) -> None:
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:  # pragma: no cover - lessons run under IPython
        print(bundle["text/plain"])
        return
    if get_ipython() is None:
        print(bundle["text/plain"])
    else:
        display(bundle, raw=True)


def predict(key: str, guess: Any) -> Feedback:
    """Record your prediction for exercise ``key``. It is never marked: write one number
    (an expression of numbers like ``(8/9)**9`` is fine), a direction or range in words
    (``"below 40"``, ``"between 5 and 10"``), or a word the lesson asks for."""
    entry = exercise_key(key)
    if guess is None:
        return Feedback(False, "Write your prediction above (replace None) and run the cell.")
    if entry.kind != "choice":
        try:
            read_guess(guess)  # a word ("below") is a prediction too; "6 or 7" is not
        except ValueError as error:
            return Feedback(False, str(error))
    _predictions[key] = guess
    said = f"Prediction noted: {guess}. No marks for it either way: now work it out."
    offered = None if _grading() else classroom.offer(key, guess)
    if offered is None:
        return Feedback(True, said)
    board, note = offered
    return ClassFeedback(True, said + note, board)


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
    answer: Any = None
    solved = _tries().solved(key)
    if solved is not None:
        answer = _keys.exact(_value(solved)) if entry.kind == "exact" else solved
    if show is not None:
        shown = show()
        if shown is not None and (not entry.confirmable or judge(entry, shown).correct):
            answer = shown
    if answer is None:
        print("Answer the exercise above first: your right answer opens the reveal.")
        return None
    print(_compared(entry, _predictions[key], answer))
    reason = judge(entry, answer).reason if entry.confirmable else ""
    if reason:
        print(f"Where it comes from: {reason}")
    return None


def _value(form: str) -> Any:
    from fractions import Fraction

    return Fraction(form)


def _compared(entry: _keys.Key, guess: Any, answer: Any) -> str:
    """How the answer sits against the guess; a guess that is a known misconception
    hears that misconception's message instead of anything about its size."""
    said = compare(guess, answer)
    if entry.kind == "choice":
        judged = judge(entry, guess)
    else:
        try:
            reading = read_guess(guess)
        except ValueError:
            reading = None
        if reading is None or reading.point is None:
            return said
        judged = judge(entry, reading.exact if reading.exact is not None else reading.point)
    if judged.verdict != "mistake":
        return said
    head = said.split(". ", 1)[0] + "."
    return f"{head} {judged.message.removeprefix('✗ Not yet: ')}"
