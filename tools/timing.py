"""Lesson timings from one source: the walkthrough logs in ``docs/timing/``.

Each log lists the steps a student takes through a lesson, one table row each:
``| step | core or extension | section | what the student does | minutes |``,
and ends with ``**Core: C minutes. Extension: E minutes.**``. From the logs this
module writes

- each lesson's ``**Time.**`` cell (the two totals and the minutes per section);
- the teacher guide's timing table, and its table of core and extension exercises
  (from the exercise bank), between ``<!-- timing-table -->`` and
  ``<!-- tracks-table -->`` markers and their closing ``<!-- /… -->``.

``python -m tools.timing`` rewrites them (markdown only: nbval ignores it, no
lesson needs re-running); ``tests/lessons/test_lesson_timing.py`` fails while any
of them differs from what this module writes.

A class experiment is one row whose text starts with "class experiment": every
experiment is costed the same way (:data:`EXPERIMENT_MINUTES`), shuffling and
pooling together.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
TIMING = ROOT / "docs" / "timing"
NOTEBOOKS = ROOT / "notebooks"
GUIDE = NOTEBOOKS / "01-teacher-guide.ipynb"
CORE_LIMIT = 50
EXPERIMENT_MINUTES = 10
"""A class experiment: 1 to form groups and hand out cards, 1 a trial for 5 trials
(shuffle well, deal or turn over, count, write it down), 4 to pool the groups' tallies
and compare them with the exact answer."""

_ROW = re.compile(r"^\|\s*(\d+)\s*\|\s*(core|extension)\s*\|([^|]*)\|(.*)\|\s*([\d.]+)\s*\|\s*$")
_TOTALS = re.compile(r"\*\*Core:\s*([\d.]+)\s*minutes\.\s*Extension:\s*([\d.]+)\s*minutes\.\*\*")


@dataclass(frozen=True)
class Step:
    """One row of a walkthrough log."""

    part: str  # "core" or "extension"
    section: str
    what: str
    minutes: Fraction

    @property
    def experiment(self) -> bool:
        return self.what.lower().startswith("class experiment")


@dataclass(frozen=True)
class Log:
    """A lesson's walkthrough: its steps and the totals its last line states."""

    stem: str
    steps: tuple[Step, ...]
    stated: tuple[Fraction, Fraction]

    def total(self, part: str) -> Fraction:
        return sum((s.minutes for s in self.steps if s.part == part), Fraction(0))

    @property
    def core(self) -> Fraction:
        return self.total("core")

    @property
    def extension(self) -> Fraction:
        return self.total("extension")

    def sections(self) -> list[tuple[str, str, Fraction]]:
        """(section, part, minutes) for each run of steps of one section, in order."""
        found: list[tuple[str, str, Fraction]] = []
        for step in self.steps:
            if found and found[-1][:2] == (step.section, step.part):
                found[-1] = (step.section, step.part, found[-1][2] + step.minutes)
            else:
                found.append((step.section, step.part, step.minutes))
        return found

    @property
    def totals(self) -> tuple[Fraction, Fraction]:
        """Core and extension minutes: the sums of the steps, or the totals line of a log
        whose rows this module cannot read yet (an older layout)."""
        return (self.core, self.extension) if self.steps else self.stated

    def experiments(self, part: str = "core") -> list[Step]:
        return [s for s in self.steps if s.experiment and s.part == part]


def minutes(value: Fraction) -> str:
    """``50`` or ``68.5``: minutes as the logs and the lessons write them."""
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"


def read_log(stem: str, folder: Path = TIMING) -> Log:
    """The walkthrough log of the lesson ``stem`` (``docs/timing/<stem>.md``)."""
    text = (folder / f"{stem}.md").read_text(encoding="utf-8")
    steps = tuple(
        Step(part=m[2], section=m[3].strip(), what=m[4].strip(), minutes=Fraction(m[5]))
        for line in text.splitlines()
        if (m := _ROW.match(line.strip()))
    )
    stated = _TOTALS.search(text)
    if not stated:
        raise ValueError(f"{stem}: the log has no '**Core: C minutes. Extension: E minutes.**'")
    return Log(stem=stem, steps=steps, stated=(Fraction(stated[1]), Fraction(stated[2])))


def lessons(folder: Path = NOTEBOOKS) -> list[Path]:
    """The timed lessons (00, the map, and 01, this guide, are not)."""
    return sorted(folder.glob("[1-9][0-9]-*.ipynb"))


def time_cell(log: Log) -> str:
    """The lesson's ``**Time.**`` cell, written from its log."""
    rows = [f"| {section} | {part} | {minutes(total)} |" for section, part, total in log.sections()]
    experiment = log.experiments()
    costed = (
        f" The class experiment is costed at {minutes(experiment[0].minutes)} minutes, "
        "shuffles and pooling together."
        if experiment
        else ""
    )
    return "\n".join(
        [
            f"**Time.** Core: {minutes(log.core)} minutes. Extension: {minutes(log.extension)} "
            f"minutes. Timed by a student walkthrough (docs/timing/{log.stem}.md), not by word "
            f"counts; plan with the larger figure when the class is new to the game.{costed}",
            "",
            "| part | core or extension | minutes |",
            "|---|---|---:|",
            *rows,
            f"| **core total** | core | **{minutes(log.core)}** |",
            f"| **extension total** | extension | **{minutes(log.extension)}** |",
        ]
    )


def _title(path: Path) -> str:
    first = nbformat.read(path, as_version=4).cells[0].source.splitlines()[0]
    return first.lstrip("# ").strip()


def timing_table(paths: list[Path]) -> str:
    """The guide's table: each lesson's core, its class experiment, extension and total."""
    rows = [
        "| lesson | core | of which the class experiment | extension | total |",
        "|---|---:|---:|---:|---:|",
    ]
    for path in paths:
        log = read_log(path.stem)
        core, extension = log.totals
        experiment = log.experiments()
        rows.append(
            f"| [{_title(path)}]({path.name}) | {minutes(core)} | "
            f"{minutes(experiment[0].minutes) if experiment else '—'} | "
            f"{minutes(extension)} | {minutes(core + extension)} |"
        )
    return "\n".join(rows)


def _label(exercise) -> str:
    notes = []
    if exercise.predict_first:
        notes.append("predict first" if exercise.graded else "prediction")
    if exercise.kind == "why":
        notes.append("written")
    elif exercise.task:
        notes.append(exercise.task)
    if exercise.at_computer:
        notes.append("at the computer")
    return f"{exercise.key} ({', '.join(notes)})" if notes else exercise.key


def tracks_table(paths: list[Path]) -> str:
    """The guide's table of each lesson's core and extension exercises, from the bank."""
    from logo_lessons.bank import BANK

    rows = ["| lesson | core exercises | extension exercises |", "|---|---|---|"]
    for path in paths:
        number = path.stem.split("-", 1)[0]
        by_level: dict[str, list[str]] = {"core": [], "extension": []}
        for key in BANK.keys(number):
            exercise = BANK.get(key)
            by_level[exercise.level].append(_label(exercise))
        rows.append(
            f"| {number} | {'; '.join(by_level['core']) or '—'} | "
            f"{'; '.join(by_level['extension']) or '—'} |"
        )
    return "\n".join(rows)


def _between(text: str, marker: str, table: str) -> str:
    pattern = re.compile(rf"(<!-- {marker} -->\n).*?(\n<!-- /{marker} -->)", re.S)
    if not pattern.search(text):
        raise ValueError(f"the guide has no <!-- {marker} --> … <!-- /{marker} --> block")
    return pattern.sub(lambda m: m[1] + table + m[2], text)


def guide_text(source: str, paths: list[Path]) -> str:
    """The guide cell ``source`` with its generated tables brought up to date."""
    if "<!-- timing-table -->" in source:
        source = _between(source, "timing-table", timing_table(paths))
    if "<!-- tracks-table -->" in source:
        source = _between(source, "tracks-table", tracks_table(paths))
    return source


def is_time_cell(cell) -> bool:
    return cell.cell_type == "markdown" and cell.source.startswith("**Time.**")


def write() -> list[Path]:
    """Rewrite every lesson's time cell and the guide's tables; the files changed."""
    changed = []
    paths = lessons()
    for path in [*paths, GUIDE]:
        notebook = nbformat.read(path, as_version=4)
        before = nbformat.writes(notebook)
        for cell in notebook.cells:
            if path == GUIDE and cell.cell_type == "markdown":
                cell.source = guide_text(cell.source, paths)
            elif is_time_cell(cell) and (log := read_log(path.stem)).steps:
                cell.source = time_cell(log)  # a log in an older layout leaves its cell alone
        after = nbformat.writes(notebook)
        if after != before:
            path.write_text(after + "\n", encoding="utf-8")
            changed.append(path)
    return changed


if __name__ == "__main__":
    sys.path.insert(0, str(NOTEBOOKS))
    for path in write():
        print(f"rewrote {path.relative_to(ROOT)}")
