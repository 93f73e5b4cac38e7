"""The teacher's side of an exercise: its expected answer, computed by the library, the
common wrong answers with the feedback each deserves, and the model answer.

This module (and the whole ``logo_lessons.bank`` package) is the answer key. It
is not handed to students: the student build carries :mod:`logo_lessons.keys`'s
salted hashes instead (``answers.json``), which check an answer without holding
it in readable form.

>>> from fractions import Fraction
>>> bank = Bank()
>>> _ = bank.add(Exercise("99.1", "Chance the second card of a fresh 30-card deck is a BUST",
...                       answer=lambda: Fraction(3, 30),
...                       mistakes={Fraction(3, 29): "That is the chance *after* one safe card."}))
>>> bank.get("99.1").expected()
Fraction(1, 10)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = ["TASKS", "Bank", "Exercise"]

TASKS = ("compute", "interpret", "choose")
"""The kinds of practice a graded exercise gives (its ``task``)."""


@dataclass(frozen=True)
class Exercise:
    """One exercise of a lesson.

    - ``key``: ``"<lesson>.<number>"``, e.g. ``"30.4"``.
    - ``prompt``: the question in one sentence (for the answer key and worksheets).
    - ``answer``: computes the expected answer with the library (called when the
      answer file is built, never in a student's notebook).
    - ``mistakes``: likely wrong answers → feedback aimed at that mistake. A key may
      be a value, or a callable computing it (so it is not typed out either).
    - ``hint``: the nudge for any other wrong answer.
    - ``level``: ``"core"`` or ``"extension"``.
    - ``kind``: ``"exact"`` (a number checked exactly), ``"choice"`` (one of
      ``choices``), or ``"why"`` (a written answer, marked by the teacher).
    - ``model_answer``: the teacher's answer to a "why" question; for the others
      the short worked reason the reveal shows once the student's answer is right
      (the student build keeps it sealed with the answer, see ``logo_lessons.keys``).
    - ``predict_first``: the lesson asks for a prediction before the worked answer
      (the prediction is never marked; points come from the worked answer only).
    - ``graded``: False for a prediction the lesson computes openly afterwards
      (no worked answer, no points: the reveal compares the guess with the answer).
    - ``task``: what a graded exercise practises: ``"compute"`` (work a number out),
      ``"interpret"`` (say what a given result means) or ``"choose"`` (choose, and
      explain the choice in a sentence). Every core mixes the three.
    - ``needs``: what the printed worksheet must hold for the exercise to be done on
      paper: keys of ``tools/worksheets/facts.py`` (rule lines, the deck, formulas),
      printed in the sheet's facts box.
    - ``at_computer``: the exercise needs the library (a count too big for paper);
      the worksheet marks it "at the computer".
    - ``method``: the lines a teacher writes at the board, the count or formula with the
      numbers in (``"C(12, 6)/C(55, 7) = 924/202,927,725"``); the answer key prints them.
    - ``library``: the library call that checks the answer, as the key prints it (it is
      evaluated in the names of the module that registers it, and must give the answer).
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
    predict_first: bool = False
    graded: bool = True
    task: str = ""
    needs: tuple[str, ...] = ()
    at_computer: bool = False
    method: tuple[str, ...] = ()
    library: str = ""

    def __post_init__(self) -> None:
        checks.text(self.key, "key", most=20)
        checks.choice(self.level, "level", ("core", "extension"))
        checks.choice(self.kind, "kind", ("exact", "choice", "why"))
        checks.choice(self.task, "task", (*TASKS, ""))
        if isinstance(self.needs, str) or isinstance(self.method, str):
            raise LogoKitError(f"exercise {self.key}: needs and method are tuples of text.")
        if self.kind != "why" and self.answer is None:
            raise LogoKitError(f"exercise {self.key} needs an answer function.")
        if self.kind == "why" and not self.model_answer:
            raise LogoKitError(f"'why' exercise {self.key} needs a model answer.")

    def expected(self) -> Any:
        if self.answer is None:
            raise LogoKitError(f"exercise {self.key} is a written answer; nothing to compute.")
        return self.answer()


_GAME_BANKS = {
    "1": "logo_lessons.bank.logo",
    "2": "logo_lessons.bank.lore",
    "3": "logo_lessons.bank.billionaire",
    "4": "logo_lessons.bank.ai_lab",
}


class Bank:
    """Exercises by key. The package's :data:`logo_lessons.bank.BANK` loads each game's
    exercises (``bank.logo`` for lessons 1x, ``lore`` 2x, ``billionaire`` 3x,
    ``ai_lab`` 4x) the first time one of its keys is asked for."""

    def __init__(self, *, autoload: bool = False) -> None:
        self._exercises: dict[str, Exercise] = {}
        self._autoload = autoload

    def add(self, exercise: Exercise) -> Exercise:
        if exercise.key in self._exercises:
            raise LogoKitError(f"exercise {exercise.key} is already in the bank.")
        self._exercises[exercise.key] = exercise
        return exercise

    def predict_first(
        self, *keys: str, graded: bool, reasons: Mapping[str, str] | None = None
    ) -> None:
        """Mark exercises as predict-first. ``graded=False``: the prediction is all the
        student writes (the lesson then works it out openly), so it earns no points.
        ``reasons``: the worked reason the reveal shows, for exercises without one."""
        reasons = reasons or {}
        for key in keys:
            exercise = self.get(key)
            reason = reasons.get(key, exercise.model_answer)
            self._exercises[key] = replace(
                exercise, predict_first=True, graded=graded, model_answer=reason
            )

    def remove(self, key: str) -> None:
        """Forget exercise ``key`` (a test fixture's bank unregisters itself)."""
        self._exercises.pop(key, None)

    def get(self, key: str) -> Exercise:
        checks.text(key, "exercise key", most=20)
        if key not in self._exercises and self._autoload:
            self._load(_GAME_BANKS.get(key[:1]))
        if key not in self._exercises:
            raise LogoKitError(f"no exercise {key!r}; exercises are named like '30.4'.")
        return self._exercises[key]

    def load_all(self) -> None:
        """Import every game's exercises (the answer file and the tests need all of them)."""
        for module in _GAME_BANKS.values():
            self._load(module)

    def keys(self, lesson: str | None = None) -> list[str]:
        """The exercise keys, in order (of one lesson when ``lesson`` is given)."""
        if lesson is not None and self._autoload:
            self._load(_GAME_BANKS.get(str(lesson)[:1]))
        keys = sorted(self._exercises, key=lambda k: tuple(int(p) for p in k.split(".")))
        return [k for k in keys if lesson is None or k.split(".")[0] == str(lesson)]

    @staticmethod
    def _load(module: str | None) -> None:
        if module is not None:
            importlib.import_module(module)
