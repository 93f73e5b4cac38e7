"""Student versions and autograding with nbgrader, in a course folder made from the lessons.

Each lesson is one nbgrader *assignment* (its id is the lesson's file stem)
holding one notebook. ``generate`` copies the lessons into ``source/`` and
runs nbgrader's ``generate_assignment``: solutions are stripped, outputs
cleared, grade cells locked and checksummed, and the gradebook learns the
points. The only change to nbgrader's own steps is the code stub: instead of
``raise NotImplementedError()`` a stripped answer becomes
``my_answer = None  # your answer`` (the names the solution assigned), so a
student's notebook runs top to bottom and each check says what to do.

``autograde`` puts one student's notebook under ``submitted/`` and runs
nbgrader's ``autograde`` (grade cells run with ``NBGRADER_EXECUTION`` set, so a
wrong answer fails its cell) and ``generate_feedback`` (an HTML page per
student). The course folder stays a normal nbgrader course: a teacher can run
``nbgrader autograde LESSON`` there on a whole class.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbgrader.api import Gradebook
from nbgrader.apps import NbGraderAPI
from nbgrader.converters import GenerateAssignment
from nbgrader.coursedir import CourseDirectory
from nbgrader.preprocessors import ClearSolutions
from sqlalchemy.exc import SAWarning
from traitlets.config import Config

from .lesson import answer_names

COURSE_ID = "logo_kit"

CONFIG_FILE = '''\
# nbgrader settings for the logo_kit lessons (written by `make worksheets`).
# Run nbgrader from this folder: `nbgrader autograde LESSON`, `nbgrader generate_feedback LESSON`.
# Regenerate the student versions with `make worksheets`, not `nbgrader generate_assignment`
# (the build writes `my_answer = None  # your answer` stubs that nbgrader alone would not).
c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "logo_kit"
c.CourseDirectory.root = "."
c.Exchange.root = "exchange"
c.Execute.timeout = 600
'''


class AnswerStubs(ClearSolutions):
    """nbgrader's ClearSolutions, with a stub that names the solution's own answer.

    ``my_answer = Fraction(3, 29)`` becomes ``my_answer = None  # your answer``;
    a region assigning nothing gets nbgrader's usual stub.
    """

    def _replace_solution_region(self, cell: Any, language: str) -> bool:
        if cell.cell_type == "code" and language == "python":
            names = answer_names(_region(cell.source, self.begin_solution_delimeter,
                                         self.end_solution_delimeter))
            if names:
                saved = self.code_stub
                self.code_stub = {**saved, "python": student_stub(names)}
                try:
                    return super()._replace_solution_region(cell, language)
                finally:
                    self.code_stub = saved
        return super()._replace_solution_region(cell, language)


def student_stub(names: list[str]) -> str:
    """The line(s) a student finds where a solution was: ``my_answer = None  # your answer``."""
    return "\n".join(f"{name} = None  # your answer" for name in names)


def _region(source: str, begin: str, end: str) -> str:
    lines, keep, inside = source.split("\n"), False, []
    for line in lines:
        if begin in line:
            keep = True
        elif end in line:
            keep = False
        elif keep:
            inside.append(line)
    return "\n".join(inside)


def _preprocessors() -> list[type]:
    steps = list(GenerateAssignment.class_traits()["preprocessors"].make_dynamic_default())
    return [AnswerStubs if step is ClearSolutions else step for step in steps]


def config(root: Path) -> Config:
    """nbgrader settings for the course in ``root`` (never the machine-wide exchange)."""
    settings = Config()
    settings.CourseDirectory.root = str(root.resolve())
    settings.CourseDirectory.course_id = COURSE_ID
    settings.Exchange.root = str((root / "exchange").resolve())
    settings.GenerateAssignment.preprocessors = _preprocessors()
    settings.Execute.timeout = 600
    settings.NbGraderAPI.timezone = "UTC"
    return settings


@contextlib.contextmanager
def _tools_on_path() -> Iterator[None]:
    """nbgrader runs ``alembic`` by name: put this interpreter's scripts first on PATH.
    (Its gradebook also warns about its own SQLAlchemy sessions; that is not ours to fix.)"""
    saved = os.environ.get("PATH", "")
    os.environ["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), saved])
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", category=SAWarning)
            yield
    finally:
        os.environ["PATH"] = saved


def _api(root: Path) -> NbGraderAPI:
    settings = config(root)
    return NbGraderAPI(coursedir=CourseDirectory(config=settings), config=settings)


class NbgraderError(RuntimeError):
    """nbgrader refused a lesson; the message carries its log."""


def _ran(result: dict, what: str) -> None:
    if not result.get("success"):
        detail = (result.get("error") or "") + "\n" + (result.get("log") or "")
        raise NbgraderError(f"nbgrader {what} failed:\n{detail.strip()}")


def prepare(root: Path) -> None:
    """Make ``root`` an nbgrader course folder (keeps any grades already in it)."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "nbgrader_config.py").write_text(CONFIG_FILE)


def generate(root: Path, lesson: Path) -> Path:
    """The student version of ``lesson`` (nbgrader's release copy); returns its path."""
    assignment = lesson.stem
    source = root / "source" / assignment
    if source.exists():
        shutil.rmtree(source)
    source.mkdir(parents=True)
    shutil.copy(lesson, source / lesson.name)
    with _tools_on_path():
        _ran(_api(root).generate_assignment(assignment, force=True, create=True),
             f"generate_assignment {assignment}")
    return root / "release" / assignment / lesson.name


@dataclass(frozen=True)
class Grade:
    """One student's autograded lesson.

    ``auto_score``/``auto_max`` count the grade cells the computer marks;
    ``written_max`` the points of "why" answers the teacher still marks;
    ``failures`` maps each failed grade cell to the feedback it raised.
    """

    student: str
    lesson: str
    auto_score: float
    auto_max: float
    written_max: float
    failures: dict[str, str]
    feedback: Path

    @property
    def full_marks(self) -> bool:
        return self.auto_score == self.auto_max


def _failures(notebook: Path) -> dict[str, str]:
    import nbformat

    graded = nbformat.read(notebook, as_version=4)
    failed: dict[str, str] = {}
    for cell in graded.cells:
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade"):
            continue
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                failed[meta.get("grade_id", "?")] = f"{output['ename']}: {output['evalue']}"
    return failed


@contextlib.contextmanager
def _student_package(root: Path) -> Iterator[None]:
    """The grading kernel imports ``logo_lessons`` from the course folder: the student's
    copy, hashes only (``make worksheets`` writes it there)."""
    saved = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(root.resolve()), saved) if p)
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = saved


def autograde(root: Path, lesson: str, student: str, notebook: Path) -> Grade:
    """Grade one student's copy of ``lesson`` (a notebook file) and write their feedback."""
    submitted = root / "submitted" / student / lesson
    submitted.mkdir(parents=True, exist_ok=True)
    shutil.copy(notebook, submitted / f"{lesson}.ipynb")
    api = _api(root)
    with _tools_on_path(), _student_package(root):
        _ran(api.autograde(lesson, student, force=True, create=True), f"autograde {lesson}")
        _ran(api.generate_feedback(lesson, student, force=True), f"generate_feedback {lesson}")
    with Gradebook(api.coursedir.db_url, COURSE_ID) as gradebook:
        submission = gradebook.find_submission(lesson, student)
        auto, auto_max = submission.code_score, submission.max_code_score
        written_max = submission.max_written_score
    return Grade(
        student=student,
        lesson=lesson,
        auto_score=float(auto),
        auto_max=float(auto_max),
        written_max=float(written_max),
        failures=_failures(root / "autograded" / student / lesson / f"{lesson}.ipynb"),
        feedback=root / "feedback" / student / lesson / f"{lesson}.html",
    )
