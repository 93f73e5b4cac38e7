"""The LOGO lessons' exercise bank: every answer computes, every listed mistake is reachable."""

from __future__ import annotations

from fractions import Fraction

import pytest
from verdicts import judged

from logo_kit.exact import as_fraction
from logo_lessons.bank import BANK
from logo_lessons.bank import logo as exercises  # noqa: F401  (registers the exercises)

LESSONS = ("10", "11", "12")


@pytest.mark.parametrize("lesson", LESSONS)
def test_each_lesson_has_three_to_ten_exercises_and_a_why(lesson):
    keys = BANK.keys(lesson)
    assert 3 <= len(keys) <= 10
    kinds = {BANK.get(key).kind for key in keys}
    assert "why" in kinds or "choice" in kinds
    assert {BANK.get(key).level for key in keys} <= {"core", "extension"}


@pytest.mark.parametrize("key", [k for lesson in LESSONS for k in BANK.keys(lesson)])
def test_answers_compute_and_mistakes_differ_from_them(key):
    exercise = BANK.get(key)
    assert exercise.prompt and exercise.model_answer
    if exercise.kind == "why":
        return
    expected = exercise.expected()
    assert judged(key, expected).correct
    for wrong, feedback in exercise.mistakes.items():
        value = wrong() if callable(wrong) else wrong
        if exercise.kind == "exact":
            assert as_fraction(value) != as_fraction(expected), key
        verdict = judged(key, value)
        assert not verdict.correct and feedback in verdict.message, key


def test_worked_values():
    assert BANK.get("10.1").expected() == Fraction(255, 11)
    assert BANK.get("10.2").expected() == Fraction(5, 6)
    assert BANK.get("10.3").expected() == "the same"
    assert BANK.get("10.4").expected() == 6813
    assert BANK.get("11.1").expected() == Fraction(924, 202927725)
    assert BANK.get("11.2").expected() == "without"
    assert BANK.get("11.3").expected() == "yes"
    assert BANK.get("11.6").expected() > 0
    assert BANK.get("12.1").expected() == 36
    assert BANK.get("12.3").expected() == 53
    assert BANK.get("12.4").expected() == "wait"
    assert BANK.get("12.5").expected() == Fraction(53, 56)
    assert BANK.get("12.6").expected() == Fraction(44352454, 188674497)
    assert "Jump" in BANK.get("12.7").model_answer
