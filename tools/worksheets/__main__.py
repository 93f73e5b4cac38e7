"""``python -m tools.worksheets build|grade`` (``make worksheets`` runs ``build``).

build  [LESSON.ipynb ...] [--out DIR] [--no-pdf] [--strict] [--bank FILE.py] [--screenshot PNG]
       every lesson in notebooks/ when none is named
grade  LESSON_STEM NOTEBOOK.ipynb ... [--course DIR]
       autograde students' notebooks (the student id is each file's stem)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import build, course


def _build(options: argparse.Namespace) -> int:
    for bank in options.bank:
        build.load_bank(Path(bank))
    lessons = [Path(p) for p in options.lessons] or build.find_lessons(build.ROOT / "notebooks")
    screenshot = Path(options.screenshot) if options.screenshot else None
    report = build.build(lessons, Path(options.out), pdf=not options.no_pdf, screenshot=screenshot)
    for lesson in report.lessons:
        if lesson.skipped:
            print(f"{lesson.stem}: skipped, {lesson.skipped}")
            continue
        pages = ", ".join(
            f"{name} {count} page{'s' * (count != 1)}"
            + (
                f" (last {lesson.last_page_fill[name]:.0%} full)"
                if name in lesson.last_page_fill
                else ""
            )
            for name, count in lesson.pages.items()
        )
        print(f"{lesson.stem}: {lesson.exercises} exercise cells; {pages or 'no PDF'}")
    for problem in report.problems:
        print(f"warning: {problem}")
    for error in report.errors:
        print(f"error: {error}", file=sys.stderr)
    timing = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in report.seconds.items())
    print(f"wrote {report.out}/index.html ({timing})")
    if report.errors or (options.strict and report.problems):
        return 1
    return 0


def _grade(options: argparse.Namespace) -> int:
    root = Path(options.course)
    for name in options.notebooks:
        path = Path(name)
        grade = course.autograde(root, options.lesson, path.stem, path)
        print(
            f"{grade.student}: {grade.auto_score:g}/{grade.auto_max:g} checked by computer, "
            f"{grade.written_max:g} written point(s) for you to mark; feedback {grade.feedback}"
        )
        for cell, message in grade.failures.items():
            print(f"    {cell}: {message}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.worksheets",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("build", help="student/teacher versions and printable pages")
    make.add_argument("lessons", nargs="*", help="lesson notebooks (default: notebooks/NN-*)")
    make.add_argument("--out", default=str(build.OUT))
    make.add_argument("--no-pdf", action="store_true", help="HTML only (no Chromium needed)")
    make.add_argument(
        "--strict", action="store_true", help="fail when a lesson and the exercise bank disagree"
    )
    make.add_argument(
        "--bank",
        action="append",
        default=[],
        help="also import this exercise-bank module (a .py file)",
    )
    make.add_argument(
        "--screenshot",
        help="save the first page of a worksheet as this PNG "
        "(the lesson whose stem ends the file name, else the first)",
    )
    make.set_defaults(run=_build)
    grade = commands.add_parser("grade", help="autograde students' notebooks with nbgrader")
    grade.add_argument("lesson", help="the lesson's stem, e.g. 30-billionaire-bust-odds")
    grade.add_argument("notebooks", nargs="+")
    grade.add_argument("--course", default=str(build.OUT / "course"))
    grade.set_defaults(run=_grade)
    options = parser.parse_args(argv)
    return options.run(options)


if __name__ == "__main__":
    sys.exit(main())
