"""The Logic & Lore exercise bank: every expected answer against a hand-worked value or
brute force, every listed mistake gets its own feedback, and the lessons use every key."""

from __future__ import annotations

import itertools
import json
import math
import re
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from verdicts import judged

import logo_lessons.bank.lore  # noqa: F401  (registers the exercises)
from logo_kit.lore import Belief
from logo_lessons.bank import BANK

ROOT = Path(__file__).resolve().parents[2]
LESSONS = {"20": "20-lore-star-light", "21": "21-lore-star-bright", "22": "22-lore-strategy-lab"}


def _lore_keys():
    return [k for lesson in LESSONS for k in BANK.keys(lesson)]


def _home(perm):
    return sum(v == i for i, v in enumerate(perm, start=1))


HAND_WORKED = {
    "20.1": 9 * 8 * 7 * 6 * 5 * 4 * 3 * 2 * 1,
    "20.2": Fraction(133_496, 362_880),
    "20.3": "yes",  # 46/40 = 1.15 inside 1 ± 1.96/√40
    "20.4": "impossible",  # 8 home leaves the ninth card its own lane
    # neighbour pairs (a, b) of lanes 1, 2 that Alignment does not take first: 16 − (1,2) − (3,2)
    "20.5": Fraction(14, 72),
    "20.6": Fraction(36 * 1, 362_880),  # C(9, 7) · D(2)
    "21.1": 3,  # 362,880 / 45,360 = 8 = 2³
    # neither nearby: a ∈ {1,2,6,7,8,9}, b ∈ {1,2,3,7,8,9}, a ≠ b: 36 − 5 = 31 of 72
    "21.3": Fraction(72 - 31, 72),
    "21.4": 40_320 // 4,  # 2 bits: two halvings
    "21.5": "first",  # |1/3 − 1/2| < |3/4 − 1/2|
    "21.6": Fraction(1, 2) + Fraction(2, 4) + Fraction(3, 8) + Fraction(3, 8),
    # yes keeps 9!/9 lines with chance 1/9, no keeps 8·9!/9 with chance 8/9
    "21.7": Fraction(1, 9) * 40_320 + Fraction(8, 9) * 322_560,
    "21.8": 7,  # 12⁶ = 2,985,984 < 11!/2 = 19,958,400 ≤ 12⁷ = 35,831,808
    "22.1": 8,  # 7⁷ = 823,543 < 10! = 3,628,800 ≤ 7⁸ = 5,764,801
    "22.2": "not shown",  # −0.05 to 0.65 holds 0
    "22.3": "yes",  # 0.05 to 0.55 lies above 0, whatever the own intervals do
    "22.5": Fraction(8 + 8 - 1, 72),
    "22.6": 3 + 3 + 1,  # Alignment 3, one yes each for 3, 5, 6, no Greatness: "no to all"
    "22.7": Fraction(2, 6),
    "22.8": "no",
    "21.2": "Alignment",
}


@pytest.mark.parametrize("key", sorted(HAND_WORKED))
def test_expected_answers_match_hand_worked_values(key):
    assert BANK.get(key).expected() == HAND_WORKED[key]
    assert judged(key, HAND_WORKED[key]).correct


def test_derangement_answers_by_brute_force():
    perms = list(itertools.permutations(range(1, 10)))
    homes = np.bincount([_home(p) for p in perms], minlength=10)
    assert BANK.get("20.2").expected() == Fraction(int(homes[0]), len(perms))
    assert BANK.get("20.6").expected() == Fraction(int(homes[7]), len(perms))
    assert homes[8] == 0 and BANK.get("20.4").expected() == "impossible"


def test_one_blackhole_answer_by_counting_every_line():
    line = Belief(blackholes=1)
    values = line.assignments()  # 10! lines; the blackhole has value 10
    stars_home = ((values == np.array(line.lanes)) & (values <= 9)).sum(axis=1)
    expected = Fraction(int((stars_home == 0).sum()), line.count)
    assert BANK.get("20.7").expected() == expected


def test_two_blackhole_position_by_brute_force():
    # 5 cards in lanes 0–4; cards 1, 2 are known to hold 1, 2: the other values 0, 3, 4
    # (0 and 4 the blackholes) are shared by cards 0, 3, 4. Lay out 3 in lane 3.
    wins = sum(p[1] == 3 and {p[0], p[2]} == {0, 4} for p in itertools.permutations((0, 3, 4)))
    assert Fraction(wins, math.factorial(3)) == BANK.get("22.7").expected()


@pytest.mark.parametrize("key", _lore_keys())
def test_every_mistake_gets_its_own_feedback(key):
    exercise = BANK.get(key)
    if exercise.kind == "why":
        assert len(exercise.model_answer) > 100
        return
    expected = exercise.expected()
    assert exercise.mistakes, f"exercise {key} lists no common mistake"
    for wrong, why in exercise.mistakes.items():
        value = wrong() if callable(wrong) else wrong
        assert value != expected, (key, value)
        feedback = judged(key, value)
        assert not feedback.correct and why in feedback.message
    assert exercise.hint and exercise.hint in judged(key, _unlikely(expected)).message


def _unlikely(expected):
    if isinstance(expected, str):
        return "something else"
    return Fraction(expected) + Fraction(1, 7919)


def test_levels_and_predict_first_per_lesson():
    for lesson, stem in LESSONS.items():
        keys = BANK.keys(lesson)
        assert 3 <= len(keys) <= 10
        text = (ROOT / "notebooks" / f"{stem}.ipynb").read_text()
        predicted = set(re.findall(r'predict\(\\"(\d+\.\d+)\\"', text))
        assert len(predicted) >= 2, f"lesson {lesson} has fewer than 2 predict-first exercises"
        assert {BANK.get(k).level for k in keys} <= {"core", "extension"}


def test_every_exercise_is_in_its_lesson_with_nbgrader_cells():
    for lesson, stem in LESSONS.items():
        notebook = json.loads((ROOT / "notebooks" / f"{stem}.ipynb").read_text())
        grade_ids = {
            cell["metadata"]["nbgrader"]["grade_id"]
            for cell in notebook["cells"]
            if "nbgrader" in cell.get("metadata", {})
        }
        for key in BANK.keys(lesson):
            name = "ex" + key.replace(".", "-")
            if BANK.get(key).kind == "why":
                assert f"{name}-why" in grade_ids, (stem, key)
            elif BANK.get(key).graded:
                assert {name, f"{name}-check"} <= grade_ids, (stem, key)
            else:  # a prediction only: never marked, so no grade cell
                assert name in grade_ids and f"{name}-check" not in grade_ids, (stem, key)


def test_a_worked_model_answer_quotes_the_computed_value():
    exercise = BANK.get("20.7")
    assert str(exercise.expected()) in exercise.model_answer
