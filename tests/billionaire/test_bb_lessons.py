"""Lessons 30 and 31 keep to the lesson standard (docs/authoring-lessons.md).

Read from the notebooks' sources (nbval checks their outputs): goals, prerequisites,
a core of at most 50 minutes timed by a walkthrough (docs/timing/), the extension after
it, and stated assumptions; 3–6 exercises from the bank with at least two
predicted first; nbgrader metadata on every exercise cell; expected values never in
a student's cell; model answers that match the bank; only the public API; no
``assert`` and no plotly boilerplate in teaching cells.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from logo_lessons.bank import BANK

ROOT = Path(__file__).resolve().parents[2]
LESSONS = {
    "30": ROOT / "notebooks" / "30-billionaire-bust-odds.ipynb",
    "31": ROOT / "notebooks" / "31-billionaire-when-to-stop.ipynb",
}
PUBLIC = {"logo_kit", "logo_kit.billionaire", "logo_kit.widgets", "logo_lessons"}
SOLUTION = re.compile(r"### BEGIN SOLUTION\n.*?### END SOLUTION", re.DOTALL)


def _cells(lesson: str) -> list[dict]:
    cells = json.loads(LESSONS[lesson].read_text())["cells"]
    for cell in cells:
        cell["text"] = "".join(cell["source"])
    return cells


def _nbgrader(cell: dict) -> dict:
    return cell.get("metadata", {}).get("nbgrader", {})


@pytest.fixture(params=sorted(LESSONS))
def lesson(request) -> str:
    return request.param


def test_the_lesson_opens_with_goals_prerequisites_and_a_timed_core(lesson):
    cells = _cells(lesson)
    first = cells[0]["text"]
    for heading in ("### Goals", "### You need"):
        assert heading in first
    assert "extension" in first  # the goals say what the core reaches and what the extension adds
    time = cells[1]["text"]
    found = re.match(r"\*\*Time\.\*\* Core: ([\d.]+) minutes\. Extension: ([\d.]+) minutes\.", time)
    assert found, time[:200]
    core, extension = float(found.group(1)), float(found.group(2))
    assert core <= 50
    assert f"| **core total** | core | **{found.group(1)}** |" in time
    assert f"| **extension total** | extension | **{found.group(2)}** |" in time
    # the same figures as the walkthrough that timed them
    stem = LESSONS[lesson].stem
    log = (ROOT / "docs" / "timing" / f"{stem}.md").read_text()
    rows = re.findall(r"^\| *\d+ *\| *(core|extension) *\|.*\| *([\d.]+) *\|$", log, re.MULTILINE)
    assert sum(float(m) for part, m in rows if part == "core") == core
    assert sum(float(m) for part, m in rows if part == "extension") == extension
    assert f"**Core: {found.group(1)} minutes. Extension: {found.group(2)} minutes.**" in log


def test_core_exercises_come_before_the_extension_and_extension_ones_after(lesson):
    cells = _cells(lesson)
    split = next(
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "markdown" and c["text"].startswith("## Extension")
    )
    for index, cell in enumerate(cells):
        for number, level in re.findall(r"\*\*Exercise (\d+) \((core|extension)", cell["text"]):
            assert level == ("core" if index < split else "extension"), (number, level)


def test_assumptions_are_stated_as_assumptions(lesson):
    text = "\n".join(c["text"] for c in _cells(lesson) if c["cell_type"] == "markdown")
    assert len(re.findall(r"^> \*\*Assumption \d", text, re.MULTILINE)) >= 2
    assert "ruling B1" in text  # the deck is an assumption (ruling B1 gives only a default)


def test_exercises_come_from_the_bank_in_order(lesson):
    cells = _cells(lesson)
    used = []
    for cell in cells:
        used += re.findall(r'(?:check|predict|reveal)\("(\d+\.\d+)"', cell["text"])
        grade_id = _nbgrader(cell).get("grade_id", "")
        if grade_id.endswith("-why"):
            used.append(grade_id[2:].replace("-why", "").replace("-", "."))
    keys = list(dict.fromkeys(used))
    assert keys == BANK.keys(lesson)
    assert 3 <= len(keys) <= 10
    headings = re.findall(
        r"\*\*Exercise (\d+) \((core|extension)[^)]*\)", "".join(c["text"] for c in cells)
    )
    assert [n for n, _ in headings] == [k.split(".")[1] for k in keys]
    for number, level in headings:
        assert BANK.get(f"{lesson}.{number}").level == level


def test_at_least_two_predictions_are_made_before_the_answer_shows(lesson):
    cells = _cells(lesson)
    predicted = []
    for index, cell in enumerate(cells):
        found = re.search(r'predict\("(\d+\.\d+)", my_prediction\)', cell["text"])
        if not found:
            continue
        key = found.group(1)
        predicted.append(key)
        assert _nbgrader(cell)["solution"] and not _nbgrader(cell)["grade"]
        # the answer is shown by a later reveal(key, ...) cell, and no cell before it says it
        shown = next(i for i, c in enumerate(cells) if f'reveal("{key}"' in c["text"])
        assert shown > index and cells[shown]["cell_type"] == "code"
        answer = str(BANK.get(key).expected())
        for between in cells[index + 1 : shown]:
            assert not re.search(rf"(?<![\d/]){re.escape(answer)}(?![\d/])", between["text"])
        question = cells[index - 1]["text"]
        assert "predict first" in question
    assert len(predicted) >= 2


def test_every_exercise_cell_carries_nbgrader_metadata(lesson):
    for cell in _cells(lesson):
        meta = _nbgrader(cell)
        text = cell["text"]
        if "### BEGIN SOLUTION" in text:
            assert meta["solution"] and not meta["grade"] and not meta["locked"]
            assert meta["schema_version"] == 3 and meta["grade_id"].startswith(f"ex{lesson}-")
            # the student's version replaces the region; what is left must still run
            student = SOLUTION.sub("my_answer = my_prediction = None  # your answer", text)
            ast.parse(student)
        elif re.search(r'check\("', text):
            assert re.fullmatch(r'check\("\d+\.\d+", my_answer\)', text.strip())
            assert meta["grade"] and meta["locked"] and meta["points"] == 1
            assert meta["grade_id"].endswith("-check") and not meta["solution"]
        elif meta:
            assert cell["cell_type"] == "markdown"
            assert meta["grade_id"].endswith(("-why", "-question"))


def test_why_questions_hold_the_banks_model_answer(lesson):
    whys = [c for c in _cells(lesson) if _nbgrader(c).get("grade_id", "").endswith("-why")]
    assert whys
    for cell in whys:
        meta = _nbgrader(cell)
        assert meta["solution"] and meta["grade"] and meta["points"] == 1
        key = meta["grade_id"][2:].replace("-why", "").replace("-", ".")
        exercise = BANK.get(key)
        assert exercise.kind == "why" and cell["text"].strip() == exercise.model_answer


def test_teaching_cells_use_the_public_api_without_asserts_or_plotly(lesson):
    for cell in _cells(lesson):
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse(cell["text"])
        for node in ast.walk(tree):
            assert not isinstance(node, ast.Assert), cell["text"]
            if isinstance(node, ast.ImportFrom) and node.module.startswith("logo_kit"):
                assert node.module in PUBLIC, node.module
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [getattr(node, "module", None) or ""] + [a.name for a in node.names]
                assert not any(n.startswith("plotly") for n in names), cell["text"]


def test_hints_do_not_give_the_answer_away(lesson):
    # The old lessons had <details> hints holding the solution: hints now live in the bank.
    for cell in _cells(lesson):
        assert "<details><summary>Hint" not in cell["text"]
