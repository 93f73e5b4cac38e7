"""Every lesson has a 50-minute core, timed by a student walkthrough, from one source.

Each lesson's walkthrough log, ``docs/timing/<notebook stem>.md``, lists the steps
a student takes with their minutes, each marked ``core`` or ``extension``, and is
the one source of the lesson's times (``tools/timing.py``). This test reads the
log and the notebook's JSON (no kernel) and checks that

- the log's totals are the sums of its steps, and the core is at most 50 minutes;
- a class experiment in the core is costed at the same honest figure everywhere
  (at least 10 minutes: shuffles and pooling), and a lesson that says how long its
  experiment takes says the log's figure;
- the notebook's time cell is exactly what the log gives, and so are the teacher
  guide's timing table and its table of core and extension exercises;
- the notebook has one ``## Extension`` cell; every exercise the bank calls core is
  answered before it and every extension exercise after it.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest
from paper import PENDING
from sight import _key

from logo_lessons.bank import BANK
from tools import timing

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
TIMING = ROOT / "docs" / "timing"
CORE_LIMIT = 50
LESSONS = sorted(
    p for p in NOTEBOOKS.glob("[1-9][0-9]-*.ipynb")
)  # 00 (the map) and 01 (the guide) are not lessons
_STEP = re.compile(r"^\|\s*\d+\s*\|\s*(core|extension)\s*\|(.*)\|\s*([\d.]+)\s*\|\s*$")
_TOTALS = re.compile(r"Core:\s*([\d.]+)\s*minutes\.\s*Extension:\s*([\d.]+)\s*minutes")


def _log(lesson: Path) -> tuple[list[tuple[str, str, Fraction]], tuple[Fraction, Fraction]]:
    text = (TIMING / f"{lesson.stem}.md").read_text(encoding="utf-8")
    steps = [
        (m[1], m[2], Fraction(m[3]))
        for line in text.splitlines()
        if (m := _STEP.match(line.strip()))
    ]
    totals = _TOTALS.search(text)
    assert totals, f"{lesson.stem}: no 'Core: N minutes. Extension: M minutes.' line"
    return steps, (Fraction(totals[1]), Fraction(totals[2]))


def _cells(lesson: Path) -> list[dict]:
    return json.loads(lesson.read_text(encoding="utf-8"))["cells"]


def _source(cell: dict) -> str:
    return "".join(cell.get("source", ""))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_the_walkthrough_adds_up_and_the_core_fits_a_lesson(lesson):
    steps, (core, extension) = _log(lesson)
    assert steps, f"{lesson.stem}: the walkthrough lists no steps"
    assert sum(m for part, _, m in steps if part == "core") == core
    assert sum(m for part, _, m in steps if part == "extension") == extension
    assert core <= CORE_LIMIT, f"{lesson.stem}: the core takes {core} minutes"


def _new_format(lesson: Path) -> bool:
    return lesson.stem.split("-")[0] not in PENDING


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_the_log_is_the_one_source_of_the_lessons_times(lesson):
    if not _new_format(lesson):
        pytest.skip("this lesson's log is still in the old format")
    log = timing.read_log(lesson.stem)
    assert log.steps, f"{lesson.stem}: the walkthrough lists no steps"
    assert log.stated == (log.core, log.extension), "the totals line is not the sum of the steps"
    assert log.core <= timing.CORE_LIMIT
    cells = [c for c in nbformat.read(lesson, as_version=4).cells if timing.is_time_cell(c)]
    assert len(cells) == 1 and cells[0].source == timing.time_cell(log), (
        f"{lesson.stem}: the time cell differs from the log (python -m tools.timing)"
    )


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_a_class_experiment_is_costed_honestly(lesson):
    if not _new_format(lesson):
        pytest.skip("this lesson's log is still in the old format")
    log = timing.read_log(lesson.stem)
    cells = _cells(lesson)
    tallies = [c for c in cells if "tally" in (c.get("metadata", {}).get("worksheet") or {})]
    experiments = log.experiments("core") + log.experiments("extension")
    assert len(experiments) == len(tallies), "one 'class experiment' step per tally table"
    for step in experiments:
        assert step.minutes == timing.EXPERIMENT_MINUTES >= 10
    for cell in tallies:
        said = re.findall(r"about (\d+) minutes", _source(cell))
        assert all(int(n) == timing.EXPERIMENT_MINUTES for n in said), said


def test_the_guide_tables_are_the_logs_and_the_bank():
    """Every lesson's row, pending ones too: a log in the older layout gives its totals line."""
    guide = nbformat.read(timing.GUIDE, as_version=4)
    for cell in guide.cells:
        if cell.cell_type == "markdown":
            assert cell.source == timing.guide_text(cell.source, LESSONS), (
                "the guide's tables differ from the logs (python -m tools.timing)"
            )
    sources = "\n".join(c.source for c in guide.cells)
    assert "<!-- timing-table -->" in sources and "<!-- tracks-table -->" in sources


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_the_notebook_states_the_walkthrough_times(lesson):
    _, (core, extension) = _log(lesson)
    time_cells = [_source(c) for c in _cells(lesson) if _source(c).startswith("**Time.**")]
    assert len(time_cells) == 1, f"{lesson.stem}: one '**Time.**' cell expected"
    shown = _TOTALS.search(time_cells[0])
    assert shown, f"{lesson.stem}: the time cell does not give core and extension minutes"
    assert (Fraction(shown[1]), Fraction(shown[2])) == (core, extension)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_core_exercises_come_before_the_extension(lesson):
    """The bank's level of each exercise (the worksheets and the guide read it) matches
    where the lesson asks it: core before the ``## Extension`` cell, extension after."""
    cells = _cells(lesson)
    splits = [i for i, c in enumerate(cells) if _source(c).startswith("## Extension")]
    assert len(splits) == 1, f"{lesson.stem}: one '## Extension' cell expected"
    answered: dict[str, int] = {}
    for index, cell in enumerate(cells):
        key = _key(cell)
        if key:
            answered.setdefault(key, index)
    number = int(lesson.stem.split("-")[0])
    BANK.load_all()  # the bank reads a lesson's exercises when first asked
    expected = [k for k in BANK.keys() if k.startswith(f"{number}.")]  # noqa: SIM118
    assert sorted(answered) == sorted(expected), f"{lesson.stem}: every exercise answered once"
    for key, index in answered.items():
        level = BANK.get(key).level
        before = index < splits[0]
        assert before == (level == "core"), (
            f"{lesson.stem}: exercise {key} is {level} in the bank but "
            f"{'before' if before else 'after'} the Extension cell"
        )


def test_the_guide_table_has_each_lessons_minutes():
    """The guide's timing table, read back as numbers, is each log's totals: a table
    writer that dropped a row or swapped two columns would pass the text comparison above."""
    guide = "\n".join(c.source for c in nbformat.read(timing.GUIDE, as_version=4).cells)
    block = guide.split("<!-- timing-table -->", 1)[1].split("<!-- /timing-table -->", 1)[0]
    rows = {
        m[1]: tuple(Fraction(n) for n in (m[2], m[3], m[4]))
        for m in re.finditer(
            r"\]\((\d\d)-[^)]*\) \| ([\d.]+) \| [^|]+ \| ([\d.]+) \| ([\d.]+) \|", block
        )
    }
    assert sorted(rows) == [p.stem[:2] for p in LESSONS]
    for lesson in LESSONS:
        core, extension = timing.read_log(lesson.stem).totals
        assert rows[lesson.stem[:2]] == (core, extension, core + extension), lesson.stem


def test_the_guide_costs_every_class_experiment_as_the_logs_do():
    guide = "\n".join(c.source for c in nbformat.read(timing.GUIDE, as_version=4).cells)
    costed = [int(n) for n in re.findall(r"(\d+) (?:minutes? )?with pooling", guide)]
    costed += [
        int(n)
        for n in re.findall(r"experiments? (?:is |are )?(?:costed at|take) (\d+) minutes", guide)
    ]
    assert costed and set(costed) == {timing.EXPERIMENT_MINUTES}, costed
    assert not re.search(r"about 1[1-9] minutes?", guide), (
        "an experiment costed at other than the logs' figure"
    )
