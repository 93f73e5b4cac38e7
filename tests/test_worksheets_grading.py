"""Autograding works: nbgrader grades a student's copy of the fixture lesson.

The student version is what `make worksheets` hands out; a student fills it in
and nbgrader's autograder runs it with ``NBGRADER_EXECUTION`` set, so each
wrong answer fails its grade cell and the feedback page says why. Slow: each
autograde starts a kernel and runs the lesson.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

from tools.worksheets import build, course

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "worksheets"
FIXTURE = FIXTURES / "90-fixture-next-card.ipynb"
LESSON = FIXTURE.stem

# make test-all: runs nbgrader on student notebooks
pytestmark = [pytest.mark.slow, pytest.mark.full]

RIGHT = {
    "ex90-1": "my_prediction = Fraction(1, 10)",
    "ex90-2": "my_answer = Fraction(3, 29)",
    "ex90-3": "my_answer = Fraction(27, 30) * Fraction(26, 29)",
    "ex90-4-why": "The BUSTs stay in the deck while safe cards leave it.",
}
# Typical mistakes: the chance before any card, a decimal that is a known slip (0.81 is
# 81/100, the first card put back), and a blank answer.
WRONG = {
    "ex90-1": "my_prediction = Fraction(3, 29)",
    "ex90-2": "my_answer = Fraction(1, 10)",
    "ex90-3": "my_answer = 0.81",
}


@pytest.fixture(scope="module", autouse=True)
def _fixture_bank():
    """Lesson 90's exercises in the package bank for this module only."""
    build.load_bank(FIXTURES / "worksheet_fixture_bank.py")
    yield
    sys.modules["worksheet_fixture_bank"].unregister()


@pytest.fixture(scope="module")
def handed_out(tmp_path_factory) -> tuple[Path, Path]:
    """The course folder and the student version, as `make worksheets` leaves them."""
    out = tmp_path_factory.mktemp("worksheets")
    report = build.build([FIXTURE], out, pdf=False)
    assert report.errors == []
    return out / "course", out / "student" / FIXTURE.name


def _filled(student: Path, answers: dict[str, str], folder: Path) -> Path:
    notebook = nbformat.read(student, as_version=4)
    for cell in notebook.cells:
        grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id")
        if grade_id not in answers:
            continue
        if cell.cell_type == "markdown":
            cell.source = answers[grade_id]
        else:  # replace the stub line, keep the rest (the predict call)
            lines = cell.source.splitlines()
            cell.source = "\n".join(
                answers[grade_id] if "# your answer" in line else line for line in lines
            )
    path = folder / "answers.ipynb"
    nbformat.write(notebook, path)
    return path


def test_right_answers_get_full_marks(handed_out, tmp_path):
    root, student = handed_out
    grade = course.autograde(root, LESSON, "ada", _filled(student, RIGHT, tmp_path))
    assert grade.auto_max == 2  # the two grade cells; the prediction is not marked
    assert grade.full_marks and grade.auto_score == 2
    assert grade.failures == {}
    assert grade.written_max == 1  # the "why" answer is the teacher's to mark
    assert grade.feedback.exists()


def test_typical_wrong_answers_lose_marks_and_the_feedback_says_why(handed_out, tmp_path):
    root, student = handed_out
    grade = course.autograde(root, LESSON, "bob", _filled(student, WRONG, tmp_path))
    assert not grade.full_marks and grade.auto_score == 0
    assert set(grade.failures) == {"ex90-2-check", "ex90-3-check"}
    assert "before any card is turned over" in grade.failures["ex90-2-check"]
    assert "puts the first card back" in grade.failures["ex90-3-check"]  # 0.81 is 81/100
    page = grade.feedback.read_text()
    assert "Not yet: That is the chance before any card is turned over." in page
    assert "puts the first card back" in page


def test_an_untouched_student_version_scores_nothing_but_runs(handed_out):
    root, student = handed_out
    grade = course.autograde(root, LESSON, "cleo", student)
    assert grade.auto_score == 0 and grade.auto_max == 2
    assert set(grade.failures) == {"ex90-2-check", "ex90-3-check"}


# A student who wants the marks without the answers: each trick below turned wrong answers
# into full marks (or spoiled the next student's grading) before grading moved out of the
# student's kernel.
SWITCH_OFF_GRADING = {
    "ex90-2": 'import os\nos.environ["NBGRADER_EXECUTION"] = ""\nmy_answer = Fraction(1, 10)',
    "ex90-3": "my_answer = Fraction(1, 2)",
}
CHECK_REPLACED = {
    "ex90-2": "check = lambda *args, **kwargs: None\nmy_answer = Fraction(1, 10)",
    "ex90-3": "my_answer = Fraction(1, 2)",
}
# Rewrites the student copy's key so that 1/10 "is" 90.2's answer and 1/2 90.3's.
KEY_REWRITTEN = {
    "ex90-2": """import json
from logo_lessons import checking, keys
data = json.loads(keys.ANSWERS.read_text())
for exercise, wrong in (("90.2", "1/10"), ("90.3", "1/2")):
    entry = data["exercises"][exercise]
    entry["answer"] = keys._tag(keys.stretch(wrong, entry["salt"], entry["kdf"]), "answer")
keys.ANSWERS.write_text(json.dumps(data))
checking._stored = None
my_answer = Fraction(1, 10)""",
    "ex90-3": "my_answer = Fraction(1, 2)",
}


@pytest.mark.parametrize(
    "trick",
    [SWITCH_OFF_GRADING, CHECK_REPLACED, KEY_REWRITTEN],
    ids=["environment", "check-replaced", "key-rewritten"],
)
def test_a_students_code_cannot_bend_its_grade(handed_out, tmp_path, trick):
    root, student = handed_out
    grade = course.autograde(root, LESSON, "mallory", _filled(student, trick, tmp_path))
    assert grade.auto_score == 0, grade.failures
    assert set(grade.failures) == {"ex90-2-check", "ex90-3-check"}


def test_a_rewritten_key_does_not_reach_the_next_student(handed_out, tmp_path):
    root, student = handed_out
    course.autograde(root, LESSON, "mallory", _filled(student, KEY_REWRITTEN, tmp_path))
    wrong = {"ex90-2": "my_answer = Fraction(1, 10)", "ex90-3": "my_answer = Fraction(1, 2)"}
    grade = course.autograde(root, LESSON, "nick", _filled(student, wrong, tmp_path))
    assert grade.auto_score == 0
    assert (root / "logo_lessons" / "answers.json").read_text() == (
        handed_out[1].parent / "logo_lessons" / "answers.json"
    ).read_text()


def test_the_grading_kernel_sees_none_of_the_teachers_environment(
    handed_out, tmp_path, monkeypatch
):
    monkeypatch.setenv("LOGO_KIT_CLASS_POOL", "postgresql://teacher:s3cret@db/class")
    root, student = handed_out
    peek = dict(
        RIGHT,
        **{
            "ex90-2": "import os\nassert 's3cret' not in str(os.environ)\n"
            "my_answer = Fraction(3, 29)"
        },
    )
    grade = course.autograde(root, LESSON, "pat", _filled(student, peek, tmp_path))
    assert grade.full_marks, grade.failures
