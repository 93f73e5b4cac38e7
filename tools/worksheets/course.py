"""Student versions and autograding with nbgrader, in a course folder made from the lessons.

Each lesson is one nbgrader *assignment* (its id is the lesson's file stem)
holding one notebook. ``generate`` copies the lessons into ``source/`` and
runs nbgrader's ``generate_assignment``: solutions are stripped, outputs
cleared, grade cells locked and checksummed, and the gradebook learns the
points. The only change to nbgrader's own steps is the code stub: instead of
``raise NotImplementedError()`` a stripped answer becomes
``my_answer = None  # your answer`` (the names the solution assigned), so a
student's notebook runs top to bottom and each check says what to do.

``autograde`` grades one student's notebook so that nothing the student's code
does can bend the marks:

1. the teacher's key for the lesson is taken from the bank *before* any student
   code runs, and stays in this process;
2. nbgrader's ``autograde`` runs in a process of its own with a clean
   environment (no variables of the teacher's shell: no class-pool URL, no
   tokens) and a fresh copy of the student package, so a cell that rewrites
   its answer file rewrites only that copy;
3. each grade cell's recorded answer (``check`` only records under the
   autograder) is judged here against the key of step 1
   (:mod:`tools.worksheets.grading`); its score and its output in the graded
   notebook are set from that verdict, and ``generate_feedback`` writes the
   student's page.

The student's kernel still runs as the teacher's user: grade untrusted
notebooks in a sandbox (a container or a separate user), as nbgrader's own
documentation advises. Plain ``nbgrader autograde LESSON`` in the course folder
also works, but it trusts the student's kernel for the written-down ✓: use
``python -m tools.worksheets grade`` (this module) for marks.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
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

from . import grading
from .lesson import answer_names, bank_keys, lesson_number

COURSE_ID = "logo_kit"

CONFIG_FILE = """\
# nbgrader settings for the logo_kit lessons (written by `make worksheets`).
# Run nbgrader from this folder: `nbgrader autograde LESSON`, `nbgrader generate_feedback LESSON`.
# Regenerate the student versions with `make worksheets`, not `nbgrader generate_assignment`
# (the build writes `my_answer = None  # your answer` stubs that nbgrader alone would not).
c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "logo_kit"
c.CourseDirectory.root = "."
c.Exchange.root = "exchange"
c.Execute.timeout = 600
"""


class AnswerStubs(ClearSolutions):
    """nbgrader's ClearSolutions, with a stub that names the solution's own answer.

    ``my_answer = Fraction(3, 29)`` becomes ``my_answer = None  # your answer``;
    a region assigning nothing gets nbgrader's usual stub.
    """

    def _replace_solution_region(self, cell: Any, language: str) -> bool:
        if cell.cell_type == "code" and language == "python":
            names = answer_names(
                _region(cell.source, self.begin_solution_delimeter, self.end_solution_delimeter)
            )
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
        _ran(
            _api(root).generate_assignment(assignment, force=True, create=True),
            f"generate_assignment {assignment}",
        )
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


def grader_keys(lesson: str) -> dict[str, Any]:
    """The teacher's key of every exercise of ``lesson`` (a stem like ``30-…``), from the
    bank: judged with the answers in hand, in the grader's own process."""
    from logo_lessons.bank import BANK
    from logo_lessons.keys import plain_key

    return {key: plain_key(BANK.get(key)) for key in bank_keys(lesson_number(lesson))}


def clean_environment(home: Path, package_parent: Path) -> dict[str, str]:
    """What the student's kernel may see: this interpreter's tools first on PATH (nbgrader
    runs ``alembic`` by name), a home of its own and the fresh student package."""
    return {
        "PATH": os.pathsep.join([str(Path(sys.executable).parent), "/usr/bin", "/bin"]),
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "PYTHONPATH": str(package_parent),
        "LOGO_LESSONS_TRIES": str(home),
    }


def _run_autograde(root: Path, lesson: str, student: str) -> None:
    """nbgrader's autograde for one submission, in its own process, clean environment."""
    with tempfile.TemporaryDirectory(prefix="logo-grading-") as scratch:
        work = Path(scratch)
        shutil.copytree(root / "logo_lessons", work / "package" / "logo_lessons")
        (work / "home").mkdir()
        command = [
            sys.executable,
            "-m",
            "nbgrader",
            "autograde",
            lesson,
            "--student",
            student,
            "--force",
            "--create",
        ]
        ran = subprocess.run(
            command,
            cwd=root,
            env=clean_environment(work / "home", work / "package"),
            capture_output=True,
            text=True,
            check=False,
        )
    if ran.returncode != 0:
        raise NbgraderError(f"nbgrader autograde {lesson} failed:\n{ran.stdout}{ran.stderr}")


def _mark(root: Path, lesson: str, student: str, keys: dict[str, Any]) -> None:
    """Judge every grade cell's record with ``keys``; write the scores and the verdicts."""
    import nbformat

    path = root / "autograded" / student / lesson / f"{lesson}.ipynb"
    graded = nbformat.read(path, as_version=4)
    scores: dict[str, float] = {}
    for cell in graded.cells:
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade"):
            continue
        verdict = grading.mark_cell(cell, keys)
        grading.rewrite_outputs(cell, verdict)
        scores[meta["grade_id"]] = float(meta.get("points", 0)) if verdict.correct else 0.0
    nbformat.write(graded, path)
    with Gradebook(_api(root).coursedir.db_url, COURSE_ID) as gradebook:
        for grade_id, score in scores.items():
            grade = gradebook.find_grade(grade_id, lesson, lesson, student)
            grade.auto_score = score
        gradebook.db.commit()


def autograde(root: Path, lesson: str, student: str, notebook: Path) -> Grade:
    """Grade one student's copy of ``lesson`` (a notebook file) and write their feedback."""
    keys = grader_keys(lesson)  # before any of the student's code runs
    submitted = root / "submitted" / student / lesson
    submitted.mkdir(parents=True, exist_ok=True)
    shutil.copy(notebook, submitted / f"{lesson}.ipynb")
    with _tools_on_path():
        _run_autograde(root, lesson, student)
        _mark(root, lesson, student, keys)
        api = _api(root)
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
