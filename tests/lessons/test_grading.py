"""Points come only from worked answers; a blank student notebook scores 0 in every
lesson; the answer file is the bank's, hashed.

Read from the notebooks' JSON (no kernel): nbgrader gives a code grade cell its
points when the cell runs without error, so every code grade cell must be a
``check`` of a name that only a solution region assigns — the student's stub sets
it to ``None``, and ``check(key, None)`` fails under the autograder.
"""

from __future__ import annotations

import ast
import json
import re
from fractions import Fraction
from pathlib import Path

import pytest

from logo_lessons import checking, keys
from logo_lessons.bank import BANK
from tools.worksheets.lesson import solution_region

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("[1-4][0-9]-*.ipynb"))
CHECK = re.compile(r'check\("(\d+\.\d+)", (my_\w+)\)')


def _assigned(source: str) -> set[str]:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    return {
        t.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name)
    }


def _nbgrader(cell: dict) -> dict:
    return cell.get("metadata", {}).get("nbgrader", {}) or {}


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem[:2])
def test_a_blank_student_notebook_scores_nothing(lesson):
    cells = json.loads(lesson.read_text())["cells"]
    stub_only: set[str] = set()  # names the student's version sets to None
    outside: set[str] = set()  # names assigned anywhere else
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        if _nbgrader(cell).get("solution"):
            region = solution_region(source)
            stub_only |= _assigned(region)
            outside |= _assigned(source.replace(region, ""))
        else:
            outside |= _assigned(source)
    graded = [c for c in cells if _nbgrader(c).get("grade") and c["cell_type"] == "code"]
    assert graded, "a lesson with exercises has graded cells"
    for cell in graded:
        source = "".join(cell["source"]).strip()
        found = CHECK.fullmatch(source)
        assert found, f"a graded cell only checks a worked answer, not {source!r}"
        key, name = found.groups()
        assert BANK.get(key).graded, f"{key} is a prediction: it earns no points"
        assert name in stub_only and name not in outside, f"{name} is set outside the answer"
        assert not name.endswith("prediction"), "predictions are never graded"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem[:2])
def test_predictions_carry_no_points(lesson):
    for cell in json.loads(lesson.read_text())["cells"]:
        source = "".join(cell["source"])
        if "predict(" in source or "my_prediction" in source:
            assert not _nbgrader(cell).get("points"), source


def test_under_the_autograder_the_blank_answer_fails(monkeypatch):
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    for key in ("10.2", "31.5"):
        with pytest.raises(AssertionError, match="replace None"):
            checking.check(key, None)


CHEAP = {"n": 2**8, "r": 8, "p": 1}  # the same scrypt, cheaper: this judges every exercise


def test_a_student_build_confirms_every_answer_it_may_and_no_wrong_one():
    """Every exercise hashed as a student build holds it: a confirmable key confirms the
    bank's answer and nothing else; a guessable number has no tag to brute-force."""
    from logo_lessons.strength import is_guessable

    BANK.load_all()
    for key in BANK.keys():  # noqa: SIM118 (a Bank, not a dict)
        exercise = BANK.get(key)
        if exercise.kind == "why":
            continue
        hashed = keys.hashed_key(exercise, kdf=CHEAP)
        answer = keys.canonical(exercise.expected())
        if exercise.kind == "exact" and is_guessable(keys.exact(exercise.expected())):
            assert hashed.answer == "" and hashed.reason == "", key
            continue
        assert hashed.judge(answer).kind == "right", key
        assert hashed.judge(keys.canonical(Fraction(1, 7919))).kind != "right", key
        for wrong, why in exercise.mistakes.items():
            form = keys.canonical(wrong() if callable(wrong) else wrong)
            assert hashed.judge(form).message == why, (key, form)


def test_every_predict_first_exercise_has_a_reason_for_the_reveal():
    BANK.load_all()
    predicted = [k for k in BANK.keys() if BANK.get(k).predict_first]  # noqa: SIM118
    assert len(predicted) >= 18
    for key in predicted:
        exercise = BANK.get(key)
        assert exercise.model_answer, key
        hashed = keys.hashed_key(exercise, kdf=CHEAP)
        if hashed.confirmable:
            answer = keys.canonical(exercise.expected())
            assert hashed.judge(answer).reason == exercise.model_answer, key
            assert hashed.judge(keys.canonical(Fraction(1, 7919))).reason == "", key


def test_import_logo_kit_carries_no_answer_key():
    import logo_kit

    found = [name for name in dir(logo_kit) if name in ("teaching", "BANK", "exercises")]
    assert found == []
    for game in ("logo", "lore", "billionaire", "openspiel"):
        with pytest.raises(ModuleNotFoundError):
            __import__(f"logo_kit.{game}.exercises")
    with pytest.raises(ModuleNotFoundError):
        __import__("logo_kit.teaching")


def test_no_hint_or_feedback_spells_its_own_answer():
    """Hints are stored as plain text, and a mistake's feedback opens for that mistake:
    none may spell its own exercise's answer (the hashes would be pointless)."""
    from sight import _pattern, spellings

    BANK.load_all()
    for key in BANK.keys():  # noqa: SIM118 (a Bank, not a dict)
        exercise = BANK.get(key)
        if exercise.kind == "why":
            continue
        expected = exercise.expected()
        shown = spellings(expected) if exercise.kind == "exact" else [str(expected)]
        texts = [exercise.hint, *exercise.mistakes.values()]
        for spelling in shown:
            pattern = (
                _pattern(spelling)
                if exercise.kind == "exact"
                else re.compile(rf"\b{re.escape(spelling)}\b", re.IGNORECASE)
            )
            assert not any(pattern.search(text) for text in texts), (key, spelling)
