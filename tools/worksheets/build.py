"""``make worksheets``: every lesson's student and teacher versions and its printable pages.

For each lesson ``notebooks/NN-name.ipynb`` the build writes, under
``build/worksheets/`` (ignored by git):

- ``student/NN-name.ipynb``: nbgrader's student version (solutions stripped,
  ``my_answer = None  # your answer`` stubs, written answers "YOUR ANSWER HERE",
  outputs cleared, grade cells locked);
- ``teacher/NN-name.ipynb``: the lesson as written, with its answer key appended;
- ``print/NN-name-worksheet.{html,pdf}``: the worksheet (``sheet.py``): the exercises
  with hints and ruled answer boxes, the figures and tables they need, tally tables;
- ``print/NN-name-key.{html,pdf}``: the teacher's answer key;
- ``student/logo_lessons/``: the lessons' package without its answer key (answers
  only as salted hashes), so the student versions run their checks;
- ``course/``: the nbgrader course the student versions came from (autograde there,
  with the same student package);
- ``index.html``: links to all of it, with the page counts.

Lessons 00 and 01 are skipped while they ask no exercises (the introduction and
the teacher's guide); any other lesson is built, with or without exercises.
"""

from __future__ import annotations

import html
import importlib.util
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

from . import course, package, render, sheet, teacher, typesize
from .lesson import exercise_cells, problems

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "build" / "worksheets"
SKIPPABLE = {"00", "01"}
MOST_PAGES = 4  # a worksheet is 2–4 pages


@dataclass
class Lesson:
    """What the build made of one lesson (paths relative to the output folder)."""

    stem: str
    exercises: int = 0
    skipped: str = ""
    files: dict[str, Path] = field(default_factory=dict)
    pages: dict[str, int] = field(default_factory=dict)
    last_page_fill: dict[str, float] = field(default_factory=dict)
    too_wide: dict[str, list[str]] = field(default_factory=dict)
    too_small: dict[str, list[str]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    error: str = ""


@dataclass
class Report:
    out: Path
    lessons: list[Lesson]
    seconds: dict[str, float]

    @property
    def errors(self) -> list[str]:
        found = [f"{lesson.stem}: {lesson.error}" for lesson in self.lessons if lesson.error]
        for lesson in self.lessons:
            for name, wide in lesson.too_wide.items():
                if wide:
                    found.append(f"{lesson.stem}: {name} is wider than the page: {wide[:3]}")
            for name, small in lesson.too_small.items():
                if small:
                    found.append(
                        f"{lesson.stem}: the {name} prints text under "
                        f"{typesize.SMALLEST_PT:g} pt: {small[:3]}"
                    )
            for name, pages in lesson.pages.items():
                if pages < 1:
                    found.append(f"{lesson.stem}: {name} printed no page")
            if lesson.pages.get("worksheet", 0) > MOST_PAGES:
                found.append(
                    f"{lesson.stem}: the worksheet prints on "
                    f"{lesson.pages['worksheet']} pages (at most {MOST_PAGES})"
                )
        return found

    @property
    def problems(self) -> list[str]:
        return [problem for lesson in self.lessons for problem in lesson.problems]


def find_lessons(folder: Path) -> list[Path]:
    """The numbered lessons in ``folder`` (``NN-name.ipynb``), in order."""
    return sorted(p for p in folder.glob("[0-9][0-9]-*.ipynb") if p.is_file())


def load_bank(path: Path) -> None:
    """Import an extra exercise-bank module by file (e.g. a test fixture's own bank)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        raise FileNotFoundError(f"cannot import an exercise bank from {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)


def _prepare(out: Path) -> None:
    for folder in ("student", "teacher", "print"):
        shutil.rmtree(out / folder, ignore_errors=True)
        (out / folder).mkdir(parents=True)
    course.prepare(out / "course")  # keeps submissions and grades already there


def _one(path: Path, out: Path, lesson: Lesson) -> None:
    notebook = nbformat.read(path, as_version=4)
    asked = exercise_cells(notebook)
    lesson.exercises = len(asked)
    number = path.stem.split("-", 1)[0]
    if number in SKIPPABLE and not asked:
        lesson.skipped = "asks no exercises (introduction or teacher's guide)"
        return
    lesson.problems = problems(path.stem, notebook)
    released = course.generate(out / "course", path)
    lesson.files["student"] = Path("student") / path.name
    shutil.copy(released, out / lesson.files["student"])
    entries = teacher.answer_key(path.stem, notebook)
    lesson.files["teacher"] = Path("teacher") / path.name
    nbformat.write(teacher.teacher_notebook(notebook, entries), out / lesson.files["teacher"])
    pages = {
        "worksheet": sheet.worksheet(notebook, path.stem),
        "key": render.key(entries, notebook, path.stem),
    }
    for name, text in pages.items():
        lesson.files[name] = Path("print") / f"{path.stem}-{name}.html"
        (out / lesson.files[name]).write_text(text)


def _print(report: Report, screenshot: Path | None) -> None:
    from .printing import NEAR_EMPTY, Printer

    with Printer() as printer:
        for lesson in report.lessons:
            for name in ("worksheet", "key"):
                if name not in lesson.files:
                    continue
                page = report.out / lesson.files[name]
                printed = printer.pdf(page, page.with_suffix(".pdf"))
                lesson.files[f"{name}-pdf"] = lesson.files[name].with_suffix(".pdf")
                lesson.pages[name] = printed.pages
                lesson.too_wide[name] = printed.too_wide
                lesson.too_small[name] = [
                    f"{run.text[:30]!r} at {run.size:.1f} pt (page {run.page})"
                    for run in typesize.smallest(printed.pdf.read_bytes())
                ]
                if printed.last_page_fill is None:
                    continue
                lesson.last_page_fill[name] = printed.last_page_fill
                if printed.pages > 1 and printed.last_page_fill < NEAR_EMPTY:
                    lesson.problems.append(
                        f"{lesson.stem}: the {name}'s last page is "
                        f"{printed.last_page_fill:.0%} full"
                    )
                if printed.laid_out_pages != printed.pages:
                    lesson.problems.append(
                        f"{lesson.stem}: the {name} was laid out on {printed.laid_out_pages} "
                        f"pages but printed on {printed.pages}"
                    )
        if screenshot is not None:
            chosen = next(
                (lesson for lesson in report.lessons if screenshot.stem.endswith(lesson.stem)), None
            )
            chosen = chosen or next(lesson for lesson in report.lessons if not lesson.skipped)
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            printer.first_page_png(report.out / chosen.files["worksheet"], screenshot)


def _link(lesson: Lesson, name: str, label: str) -> str:
    if name not in lesson.files:
        return "—"
    return f"<a href='{lesson.files[name].as_posix()}'>{label}</a>"


def write_index(report: Report) -> Path:
    """``index.html``: one row per lesson with its files and page counts."""
    rows = []
    for lesson in report.lessons:
        if lesson.skipped:
            rows.append(
                f"<tr><td>{html.escape(lesson.stem)}</td>"
                f"<td colspan='5'>skipped: {html.escape(lesson.skipped)}</td></tr>"
            )
            continue
        pages = {name: lesson.pages.get(name) for name in ("worksheet", "key")}
        counts = {n: f" ({p} p.)" if p else "" for n, p in pages.items()}
        rows.append(
            f"<tr><td>{html.escape(lesson.stem)}</td><td>{lesson.exercises}</td>"
            f"<td>{_link(lesson, 'student', 'student.ipynb')}</td>"
            f"<td>{_link(lesson, 'teacher', 'teacher.ipynb')}</td>"
            f"<td>{_link(lesson, 'worksheet', 'HTML')} {_link(lesson, 'worksheet-pdf', 'PDF')}"
            f"{counts['worksheet']}</td>"
            f"<td>{_link(lesson, 'key', 'HTML')} {_link(lesson, 'key-pdf', 'PDF')}"
            f"{counts['key']}</td></tr>"
        )
    page = (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<title>logo_kit worksheets</title><style>body{font-family:sans-serif;margin:2em}"
        "td,th{border:1px solid #aaa;padding:.3em .6em}table{border-collapse:collapse}</style>"
        "</head><body><h1>logo_kit: lessons for class</h1>"
        "<p>Student versions have the solutions stripped; teacher versions keep them and end "
        "with the answer key. Worksheets print on A4 with space to write. Autograde in "
        "<code>course/</code> with nbgrader (see the teacher's guide).</p>"
        "<table><tr><th>lesson</th><th>exercises</th><th>student</th><th>teacher</th>"
        "<th>worksheet</th><th>answer key</th></tr>" + "".join(rows) + "</table></body></html>\n"
    )
    path = report.out / "index.html"
    path.write_text(page)
    return path


def build(
    lessons: list[Path], out: Path = OUT, *, pdf: bool = True, screenshot: Path | None = None
) -> Report:
    """Build every lesson's versions and pages into ``out``; see the module docstring."""
    started = time.perf_counter()
    _prepare(out)
    report = Report(out=out, lessons=[], seconds={})
    for path in lessons:
        lesson = Lesson(stem=path.stem)
        report.lessons.append(lesson)
        try:
            _one(path, out, lesson)
        except course.NbgraderError as error:
            lesson.error = str(error)
    built = [lesson.stem.split("-", 1)[0] for lesson in report.lessons if not lesson.skipped]
    hashed = package.answer_keys(built)
    for folder in (out / "student", out / "course"):
        package.write(folder, hashed)
    if any(lesson.files.get("worksheet") for lesson in report.lessons):
        render.copy_plotly(out / "print")
    report.seconds["notebooks"] = time.perf_counter() - started
    if pdf:
        printing = time.perf_counter()
        _print(report, screenshot)
        report.seconds["pdf"] = time.perf_counter() - printing
    write_index(report)
    report.seconds["total"] = time.perf_counter() - started
    return report
