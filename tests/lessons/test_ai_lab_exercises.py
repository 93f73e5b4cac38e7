"""Lesson 40's exercises (moved from tests/openspiel with the bank)."""

from fractions import Fraction

from logo_lessons import check
from logo_lessons.ai_lab import ai_lab_verdict, logo_study_verdict
from logo_lessons.bank import BANK


def test_lesson_40_exercises_are_in_the_bank():
    assert BANK.keys("40") == ["40.1", "40.2", "40.3", "40.4"]
    assert check("40.1", 71).correct and not check("40.1", 55).correct
    assert check("40.2", Fraction(1, 6)).correct
    assert BANK.get("40.4").choices == ("ISMCTS", "calculator", "about even")
    assert not BANK.get("40.4").graded  # a prediction: no points


def test_the_verdict_speaks_the_exercises_words():
    assert logo_study_verdict() in BANK.get("40.4").choices
    assert ai_lab_verdict() in ("ISMCTS 50", "Calculator", "about even")
