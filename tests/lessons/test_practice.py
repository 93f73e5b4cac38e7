"""Enough practice, of different kinds, with feedback aimed at the usual mistakes.

Every lesson's core has 3–5 graded exercises (checked by ``check``, so a
prediction or a written answer does not count) and they mix the three kinds of
practice: *compute* a number, *interpret* a given result, *choose* and explain.
Every extension has at least 3 graded exercises. Each graded exercise answers
its common wrong answers with feedback of their own (a choice: every wrong
choice), beyond the hint for anything else.
"""

from __future__ import annotations

import pytest
from paper import PENDING

from logo_lessons.bank import BANK
from logo_lessons.bank.exercise import TASKS

BANK.load_all()
NUMBERS = sorted({key.split(".")[0] for key in BANK.keys()})  # noqa: SIM118 (a Bank)


def _graded(number: str, level: str) -> list:
    found = [BANK.get(key) for key in BANK.keys(number)]
    return [e for e in found if e.level == level and e.graded and e.kind != "why"]


def _ready(number: str) -> None:
    if number in PENDING:
        pytest.skip("this lesson's practice is still being written")


@pytest.mark.parametrize("number", NUMBERS)
def test_the_core_has_three_to_five_graded_exercises_of_every_kind(number):
    _ready(number)
    core = _graded(number, "core")
    assert 3 <= len(core) <= 5, [e.key for e in core]
    assert {e.task for e in core} == set(TASKS), {e.key: e.task for e in core}


@pytest.mark.parametrize("number", NUMBERS)
def test_the_extension_has_at_least_three_graded_exercises(number):
    _ready(number)
    assert len(_graded(number, "extension")) >= 3


@pytest.mark.parametrize("number", NUMBERS)
def test_every_graded_exercise_has_feedback_for_its_common_mistakes(number):
    _ready(number)
    for exercise in _graded(number, "core") + _graded(number, "extension"):
        assert exercise.task in TASKS, f"{exercise.key} says no task"
        assert exercise.mistakes, f"{exercise.key} has no targeted feedback"
        assert exercise.hint, f"{exercise.key} has no hint for other answers"
        if exercise.kind == "choice":
            wrong = {c.casefold() for c in exercise.choices} - {str(exercise.expected()).casefold()}
            assert wrong <= {str(m).casefold() for m in exercise.mistakes}, exercise.key
