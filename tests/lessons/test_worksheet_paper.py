"""A worksheet a class can do from paper alone, and an answer key that gives each answer once.

For every lesson (read from its JSON; no kernel, no browser):

- the sheet's exercises are numbered 1, 2, 3, … in the order they are asked, and
  no question or hint points off the sheet (a section, a ruling, code);
- every exercise is marked for the computer or names the facts it needs, and
  the sheet's facts box prints each of those facts;
- no answer of the bank (this lesson's, or a later lesson's of the same game, unless
  as common as ½) is anywhere on the sheet — hints, facts and other questions included;
- on the key, each answer appears only in its own exercise's entry.

The printed PDFs get the same answer search and the type-size check in
``tests/test_worksheets_pdf.py`` (``make test-all``).
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from paper import PENDING, answers_in, page_text

from logo_lessons.bank import BANK
from tools.worksheets import lesson, render, sheet, teacher
from tools.worksheets.facts import all_facts

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("[1-9]*.ipynb"))

# The same number as an answer, on purpose or by coincidence, for another quantity. Each
# allowance names the page, the exercise whose answer it is, the spelling, and why.
ALLOWED: dict[tuple[str, str, str], str] = {
    ("12.3", "12.8", "'1/2'"): "½ is model A's break-even, taught in section 2 and used to "
    "read the table; exercise 8 asks whether counting ties as wins moves it",
    ("20.7", "20.2", "'16687/45360'"): "the usual slip in 20.7 is the line without the blackhole, "
    "whose chance is 20.2's answer: the key lists it among the wrong answers it gets feedback for",
    ("30.1", "30.7", "'1/10'"): "the usual slip in 30.1 is the first card's chance, 3/30, "
    "which 30.7 asks the student to find again for the second card: the key's feedback names it",
    ("30.2", "30.7", "'1/10'"): "the feedback for 30.2's with-replacement slip works with the "
    "first card's chance, 1/10 (section 2 teaches it); 30.7 finds the second card's equal to it",
    ("30.3", "30.7", "'1/10'"): "the feedback for 30.3's bull-deck slip names the first card's "
    "chance, 1/10 (section 2 teaches it); 30.7 finds the second card's equal to it",
    ("30.4", "30.7", "'1/10'"): "exercise 4's method is the first card's chance on a fresh "
    "launch, the same number 30.7 finds for the second card",
    ("22.8", "22.7", "'1/3'"): "exercise 8 asks what the advisor does with exercise 7's chance: "
    "its method starts from that answer",
    ("31.3", "31.2", "'200'"): "the usual slip in 31.3 is the bull deck's stopping sum, 31.2's "
    "answer: the key lists it among the wrong answers it gets feedback for",
}


def _notebook(path: Path):
    return nbformat.read(path, as_version=4)


def _ready(path: Path) -> None:
    if lesson.lesson_number(path.stem) in PENDING:
        pytest.skip("this lesson's worksheet is still being rewritten")


def _same_game_from(number: str) -> list[str]:
    """The bank's keys of lesson ``number`` and of the later lessons of its game."""
    BANK.load_all()
    return [
        key
        for key in BANK.keys()  # noqa: SIM118 (a Bank, not a dict)
        if key[0] == number[0] and int(key.split(".")[0]) >= int(number)
    ]


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem[:2])
def test_the_sheet_is_numbered_in_order_and_points_nowhere_else(path):
    _ready(path)
    assert sheet.problems(path.stem, _notebook(path)) == []


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem[:2])
def test_every_exercise_has_its_facts_on_the_sheet_or_is_for_the_computer(path):
    _ready(path)
    page = sheet.worksheet(_notebook(path), path.stem)
    shown = page_text(page)
    for key in lesson.bank_keys(lesson.lesson_number(path.stem)):
        exercise = BANK.get(key)
        assert exercise.at_computer or exercise.needs, f"{key}: needs nothing and no computer"
        if exercise.at_computer:
            chunk = page.split(f"data-exercise='{key}'>", 1)[1][:400]
            assert "At the computer" in chunk, f"{key} is not marked for the computer"
        for need in exercise.needs:
            fact = all_facts()[need]
            assert f"data-fact='{need}'" in page, f"{key} needs {need}, not printed"
            assert f"{fact.title}." in shown


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem[:2])
def test_no_answer_is_on_the_worksheet(path):
    _ready(path)
    number = lesson.lesson_number(path.stem)
    shown = page_text(sheet.worksheet(_notebook(path), path.stem))
    own = lesson.bank_keys(number)
    later = [key for key in _same_game_from(number) if key not in own]
    found = answers_in(shown, own) + answers_in(shown, later, common_too=False)
    found = [hit for hit in found if (number, *hit.split(": ", 1)) not in ALLOWED]
    assert found == []


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem[:2])
def test_on_the_key_each_answer_is_in_its_own_entry_only(path):
    _ready(path)
    notebook = _notebook(path)
    entries = teacher.answer_key(path.stem, notebook)
    page = render.key(entries, notebook, path.stem)
    sections = re.findall(r"<section class='key-entry'>(.*?)</section>", page, re.S)
    assert len(sections) == len(entries)
    keys = [entry.key for entry in entries]
    for entry, section in zip(entries, sections, strict=True):
        others = [key for key in keys if key != entry.key]
        found = [
            hit
            for hit in answers_in(page_text(section), others)
            if (entry.key, *hit.split(": ", 1)) not in ALLOWED
        ]
        assert found == [], f"the key's entry {entry.key} shows another exercise's answer"


def test_the_answer_search_reads_fractions_in_maths():
    """The test can fail: a fraction printed as MathML is found as ``27/4``."""
    page = "<p>The mean was <math><mfrac><mn>27</mn><mn>4</mn></mfrac></math>.</p>"
    assert "27/4" in page_text(page)
    assert answers_in(page_text(page), ["30.2"]) == ["30.2: '27/4'"]


def test_a_question_pointing_off_the_sheet_is_reported():
    notebook = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell("**Exercise 2 (core).** Use the table of section 4."),
            nbformat.v4.new_code_cell(
                "### BEGIN SOLUTION\nmy_answer = 1\n### END SOLUTION",
                metadata={"nbgrader": {"solution": True, "grade_id": "ex99-1"}},
            ),
        ]
    )
    found = sheet.problems("99-x", notebook)
    assert any("99.1's question is not headed 'Exercise 1'" in p for p in found)
    assert any("points off the sheet: ['section']" in p for p in found)
