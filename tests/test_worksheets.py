"""The teacher's kit on a small lesson written to the authoring convention (lesson 90).

`make worksheets` turns one source into a student version (no solution text at
all), a teacher version (every model answer, and the answer key the bank
computes) and printable pages with space to write. The fixture lesson sits in
tests/fixtures/worksheets/ with its own exercise bank, because the real lessons
are being rewritten; a further test runs the builder over whatever lessons exist.
"""

from __future__ import annotations

import json
import re
import sys
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

from logo_lessons import check
from logo_lessons.bank import BANK
from tools.worksheets import build, lesson, render, sheet, teacher
from tools.worksheets.course import student_stub

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "worksheets"
FIXTURE = FIXTURES / "90-fixture-next-card.ipynb"
STEM = FIXTURE.stem


@pytest.fixture(scope="module", autouse=True)
def _fixture_bank():
    """Lesson 90's exercises in the package bank for this module only."""
    build.load_bank(FIXTURES / "worksheet_fixture_bank.py")
    yield
    sys.modules["worksheet_fixture_bank"].unregister()


def _source() -> nbformat.NotebookNode:
    return nbformat.read(FIXTURE, as_version=4)


def _solutions(notebook) -> list[str]:
    """Every solution text in a lesson: code regions and "why" model answers."""
    found = []
    for cell in notebook.cells:
        if lesson.is_solution(cell):
            text = lesson.solution_region(cell.source) if cell.cell_type == "code" else cell.source
            found.extend(line.strip() for line in text.splitlines() if line.strip())
    return found


def _why_answers(number: str) -> list[str]:
    return [
        BANK.get(key).model_answer
        for key in lesson.bank_keys(number)
        if BANK.get(key).kind == "why"
    ]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> build.Report:
    """The fixture lesson built once, without PDFs (nbgrader runs; no browser), beside an
    introduction (skipped) and a lesson with no exercises (built all the same)."""
    folder = tmp_path_factory.mktemp("lessons")
    intro, plain = folder / "00-intro.ipynb", folder / "95-plain.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Hi")]), intro)
    nbformat.write(
        nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Plain")]), plain
    )
    return build.build([intro, FIXTURE, plain], folder / "out", pdf=False)


# ---- reading a lesson -------------------------------------------------------------------------


def test_the_fixture_follows_the_convention_and_matches_its_bank():
    found = lesson.exercise_cells(_source())
    assert [(e.key, e.kind) for e in found] == [
        ("90.1", "prediction"),
        ("90.2", "answer"),
        ("90.3", "answer"),
        ("90.4", "why"),
    ]
    assert all(e.exercise is not None for e in found)
    assert found[1].grade_index == found[1].cell_index + 1
    assert found[0].question.startswith("**Exercise 1 (core, predict first).**")
    assert lesson.problems(STEM, _source()) == []


def test_mismatches_between_lesson_and_bank_are_reported():
    notebook = _source()
    why = next(c for c in notebook.cells if c.cell_type == "markdown" and lesson.is_solution(c))
    why.source = "Because it does."
    check = next(c for c in notebook.cells if lesson.is_grade(c) and c.cell_type == "code")
    check.metadata["nbgrader"]["grade_id"] = "ex90-2"  # the id of the answer cell too
    found = lesson.problems(STEM, notebook)
    assert any("model answer" in p and "90.4" in p for p in found)
    assert any("more than one cell" in p for p in found)
    assert lesson.problems("90-x", nbformat.v4.new_notebook()) == [
        f"90-x: the bank's exercise 90.{n} has no cell in the lesson" for n in range(1, 5)
    ]


@pytest.mark.parametrize(
    ("region", "names"),
    [
        ("my_answer = Fraction(3, 29)", ["my_answer"]),
        ("deck = 30\nmy_answer = Fraction(3, deck - 1)", ["my_answer"]),
        ("my_prediction: Fraction = Fraction(1, 10)", ["my_prediction"]),
        ("total = 3\ntotal += 1", ["total"]),
        ("def f():\n    return 1", []),
        ("this is not python (", []),
    ],
)
def test_the_student_stub_names_what_the_solution_assigned(region, names):
    assert lesson.answer_names(region) == names


def test_student_stub_reads_as_the_authoring_doc_says():
    assert student_stub(["my_answer"]) == "my_answer = None  # your answer"


def test_a_game_without_a_bank_yet_has_no_keys():
    assert lesson.bank_keys("90") == ["90.1", "90.2", "90.3", "90.4"]
    assert isinstance(lesson.bank_keys("10"), list)  # logo's bank may not exist yet: no crash


# ---- the student version ----------------------------------------------------------------------


def test_student_version_has_no_solution_text(built):
    student = nbformat.read(built.out / "student" / FIXTURE.name, as_version=4)
    text = nbformat.writes(student)
    assert "BEGIN SOLUTION" not in text and "END SOLUTION" not in text
    for solution in _solutions(_source()):
        assert solution not in text, f"solution text left in the student version: {solution}"
    for answer in _why_answers("90"):
        assert answer not in text
    for cell in student.cells:
        assert not cell.get("outputs"), "outputs are cleared"


def test_the_student_package_holds_hashes_not_answers(built):
    package = built.out / "student" / "logo_lessons"
    assert (package / "__init__.py").exists() and not (package / "bank").exists()
    stored = (package / "answers.json").read_text()
    assert set(json.loads(stored)["exercises"]) == {"90.1", "90.2", "90.3", "90.4"}  # built
    for key in ("90.1", "90.2", "90.3"):
        answer = BANK.get(key).expected()
        assert str(answer) not in stored and f"{float(answer):.3f}"[1:] not in stored
    assert BANK.get("90.4").model_answer[:30] not in stored  # written answers: not at all
    assert (built.out / "course" / "logo_lessons" / "answers.json").read_text() == stored


def test_student_version_has_the_stubs_and_keeps_the_checks(built):
    student = nbformat.read(built.out / "student" / FIXTURE.name, as_version=4)
    sources = [cell.source for cell in student.cells]
    assert 'my_prediction = None  # your answer\npredict("90.1", my_prediction)' in sources
    assert sources.count("my_answer = None  # your answer") == 2
    assert 'check("90.2", my_answer)' in sources
    assert "YOUR ANSWER HERE" in sources
    check = next(c for c in student.cells if c.source == 'check("90.2", my_answer)')
    assert check.metadata["nbgrader"]["locked"] and check.metadata["nbgrader"]["checksum"]


# ---- the teacher version ----------------------------------------------------------------------


def test_teacher_version_holds_every_model_answer_and_the_computed_key(built):
    text = (built.out / "teacher" / FIXTURE.name).read_text()
    teacher_nb = nbformat.reads(text, as_version=4)
    assert teacher_nb.cells[:-1] == _source().cells, "the lesson itself is kept as written"
    key = teacher_nb.cells[-1].source
    assert key.startswith(teacher.KEY_HEADING)
    answers = _why_answers("90")
    assert answers
    for answer in answers:
        assert answer in nbformat.writes(teacher_nb)
    for exercise_key, value in (("90.1", "1/10"), ("90.2", "3/29"), ("90.3", "117/145")):
        assert f"**{exercise_key}**" in key
        assert f"Answer: `{value}`" in key
    assert "`81/100`: That puts the first card back" in key


def test_answer_key_lists_bank_exercises_missing_from_the_lesson():
    notebook = _source()
    notebook.cells = notebook.cells[:5]  # the exercises cut away
    entries = teacher.answer_key(STEM, notebook)
    assert [e.key for e in entries] == ["90.1", "90.2", "90.3", "90.4"]
    assert not any(e.in_lesson for e in entries)
    assert "in the bank but not in this lesson" in teacher.key_markdown(entries)


# ---- the printable pages (HTML) ---------------------------------------------------------------


def test_worksheet_has_space_to_write_and_gives_nothing_away(built):
    page = (built.out / "print" / f"{STEM}-worksheet.html").read_text()
    boxes = re.findall(r"<section class='answer (\w+)' data-exercise='([\d.]+)'>", page)
    assert boxes == [
        ("prediction", "90.1"),
        ("answer", "90.2"),
        ("answer", "90.3"),
        ("why", "90.4"),
    ]
    assert page.count("<div class='line'></div>") == 2 + 3 + 3 + 6
    for solution in _solutions(_source()):
        assert solution not in page
    for answer in _why_answers("90"):
        assert answer not in page
    assert "Your prediction: 1/10" not in page and "Correct" not in page
    assert "117/145" not in page
    assert "<math" in page, "maths is written as MathML"
    assert "figure class='out plot'" in page, "the tagged chart is kept"
    assert "plotly.min.js" in page and (built.out / "print" / "plotly.min.js").exists()
    assert "import worksheet_fixture_bank" not in page, "code is not printed"


def test_answer_key_page_has_every_answer(built):
    page = (built.out / "print" / f"{STEM}-key.html").read_text()
    for value in ("1/10", "3/29", "117/145"):
        assert f"<b>{value}</b>" in page
    for answer in _why_answers("90"):
        assert answer.split(",")[0] in page


def test_index_links_every_output(built):
    index = (built.out / "index.html").read_text()
    for name in (
        f"student/{FIXTURE.name}",
        f"teacher/{FIXTURE.name}",
        f"print/{STEM}-worksheet.html",
        f"print/{STEM}-key.html",
    ):
        assert f"href='{name}'" in index
        assert (built.out / name).exists()
    assert built.errors == [] and built.problems == []


def test_boards_and_untagged_outputs_stay_off_the_worksheet():
    board = nbformat.v4.new_code_cell(
        "board = RiskyBusinessBoard(seed=1)\nboard",
        outputs=[
            nbformat.v4.new_output(
                "execute_result",
                data={"application/vnd.jupyter.widget-view+json": {}, "text/plain": "VBox(...)"},
                execution_count=1,
            )
        ],
    )
    printed = nbformat.v4.new_code_cell(
        "print('agrees:', True)",
        outputs=[nbformat.v4.new_output("stream", name="stdout", text="agrees: True\n")],
    )
    board.metadata["tags"] = ["worksheet"]  # even tagged, a board is for the screen
    notebook = nbformat.v4.new_notebook(cells=[board, printed])
    page = sheet.worksheet(notebook, "99-x")
    assert "VBox" not in page and "RiskyBusinessBoard" not in page and "agrees" not in page


def test_lessons_without_exercises_still_build_and_intro_lessons_are_skipped(built):
    skipped, fixture, plain = built.lessons
    assert skipped.skipped and not skipped.files
    assert set(plain.files) == {"student", "teacher", "worksheet", "key"}
    assert plain.exercises == 0 and fixture.exercises == 4
    assert "skipped" in (built.out / "index.html").read_text()


def test_the_answer_check_accepts_what_the_key_prints():
    # What the key prints as the answer is what check() accepts (it is the bank's value).
    for entry in teacher.answer_key(STEM, _source()):
        if entry.answer:
            assert check(entry.key, Fraction(entry.answer)).correct


@pytest.mark.parametrize(
    "path",
    sorted((ROOT / "notebooks").glob("[1-9]*.ipynb")),
    ids=lambda path: path.stem,
)
def test_every_real_lesson_agrees_with_its_bank(path):
    """What ``make worksheets WORKSHEETS_ARGS=--strict`` refuses: an exercise cell without a
    bank exercise, a bank exercise without a cell, a model answer that drifted apart."""
    notebook = nbformat.read(path, as_version=4)
    assert lesson.problems(path.stem, notebook) == []


def test_the_key_shows_the_worked_answer_not_the_prediction():
    """The key once showed ``my_prediction = 23`` for 10.1 and the like."""
    path = ROOT / "notebooks" / "10-logo-deck-and-totals.ipynb"
    entries = {e.key: e for e in teacher.answer_key(path.stem, nbformat.read(path, as_version=4))}
    for key in ("10.1", "10.3"):
        assert entries[key].kind == "answer"
        assert "my_answer" in entries[key].solution and "my_prediction" not in entries[key].solution


# ---- the real lessons' worksheets (HTML; the PDF's page count is in test_worksheets_pdf) ------

LESSONS = sorted((ROOT / "notebooks").glob("[1-9]*.ipynb"))
# Lessons with a class experiment: their worksheet has a tally table.
CLASS_EXPERIMENTS = {"11", "20", "30"}
# What a notebook shows and paper must not: code, stubs, run instructions, program output.
NOT_ON_PAPER = re.compile(
    r"my_answer|my_prediction|YOUR ANSWER HERE|BEGIN SOLUTION|\brun (?:the|this|each) cell"
    r"|cell below|\bcheck\(|\bpredict\(|\breveal\(|\bprint\(|\bimport\b|agrees: |the same: "
    r"|: (?:True|False)\b|Estimated, not measured|nbgrader|<pre\b|<code\b",
    re.I,
)


def _visible_text(page: str) -> str:
    """The page as printed: no style or script, no tags."""
    page = re.sub(r"<(style|script)\b.*?</\1>", " ", page, flags=re.S)
    return re.sub(r"<(?!pre\b|code\b)[^>]+>", " ", page)


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_a_lessons_worksheet_asks_every_exercise_and_shows_no_code(path):
    notebook = nbformat.read(path, as_version=4)
    page = sheet.worksheet(notebook, path.stem)
    shown = _visible_text(page)
    found = NOT_ON_PAPER.findall(shown)
    assert not found, f"notebook-only text on the worksheet: {found[:5]}"
    number = lesson.lesson_number(path.stem)
    keys = lesson.bank_keys(number)
    assert keys, "every lesson asks exercises"
    for key in keys:
        exercise = BANK.get(key)
        assert f"<section class='exercise' data-exercise='{key}'>" in page, (
            f"exercise {key} is not on the worksheet"
        )
        assert f"Exercise {key.split('.')[1]} " in shown, f"exercise {key} is not numbered"
        assert f"data-exercise='{key}'><div class='label'>" in page, f"{key} has no answer box"
        if exercise.kind == "why":
            assert exercise.model_answer[:40] not in page, f"{key}'s model answer is printed"
    tallies = re.findall(r"<table class='tally'>(.*?)</table>", page, re.S)
    if number in CLASS_EXPERIMENTS:
        assert tallies, "a class experiment needs a tally table"
        for table in tallies:
            assert "Group 1<" in table and "Pooled (whole class)" in table
    else:
        assert not tallies


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_a_lessons_key_solves_every_exercise(path):
    notebook = nbformat.read(path, as_version=4)
    entries = teacher.answer_key(path.stem, notebook)
    # In the lesson's order (exercises may move, e.g. an extension exercise after the core
    # ones), each exercise of the bank once.
    keys = [e.key for e in entries]
    assert len(keys) == len(set(keys))
    assert sorted(keys) == sorted(lesson.bank_keys(lesson.lesson_number(path.stem)))
    for entry in entries:
        assert entry.answer or entry.model_answer, f"{entry.key} has no solution in the key"
        assert "could not compute" not in entry.answer


def test_a_printed_question_drops_notebook_sentences():
    question = (
        "**Exercise 1 (core, predict first).** Ten value cards are gone. What is the "
        "chance that the 11th card is a BUST? Write your prediction as a `Fraction`, "
        "run the cell, then run the next one."
    )
    assert sheet.printable_question(question) == (
        "**Exercise 1 (core, predict first).** Ten value cards are gone. What is the chance "
        "that the 11th card is a BUST?"
    )
    assert sheet.printable_question('Answer `"yes"` or `"no"`.') == 'Answer "yes" or "no".'
    assert sheet.printable_question("What is it (try `f(x).mean()`)?") == "What is it?"


def test_a_tally_has_a_row_per_group_and_a_pooled_row():
    table = sheet.tally_table({"caption": "Cards home", "columns": ["0", "1", "2+"], "groups": 4})
    assert table.count("<tr>") == 1 + 4 and table.count("class='pooled'") == 1
    assert table.count("<td></td>") == 5 * 3
    with pytest.raises(ValueError, match="columns"):
        sheet.tally_table({"groups": 3})


def test_sympy_symbol_names_keep_their_spaces_in_print():
    """sympy's ``Symbol("P(first card BUST)")`` once printed as "P(firstcardBUST)"."""
    shown = render._Outputs().output(
        {
            "output_type": "display_data",
            "data": {"text/latex": "$\\displaystyle P(first card BUST) = \\frac{1}{10}$"},
        },
        "",
    )
    assert "<mtext>first&#x000A0;card&#x000A0;BUST</mtext>" in shown
    assert "<mfrac>" in shown


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_a_hint_never_comes_before_a_prediction(path):
    """A printed hint after the question would spoil the guess: on every worksheet, a
    predict-first exercise's hint follows its prediction box (its answer box when that one box
    takes the guess and the work)."""
    page = sheet.worksheet(nbformat.read(path, as_version=4), path.stem)
    # Each exercise's part of the page runs from its section to the next exercise's.
    chunks = re.split(r"<section class='exercise' data-exercise='", page)[1:]
    assert chunks, "the worksheet has exercises"
    checked = 0
    for chunk in chunks:
        key = chunk.split("'", 1)[0]
        if "class='hint'" not in chunk:
            continue
        hint = chunk.index("class='hint'")
        question = re.search(r"<div class='question'>(.*?)</div>", chunk, re.S)[1].lower()
        boxes = [(m[1], m.start()) for m in re.finditer(r"<section class='answer (\w+)'", chunk)]
        if any(kind == "prediction" for kind, _ in boxes):
            prediction = next(at for kind, at in boxes if kind == "prediction")
            assert hint > prediction, f"{key}: the hint is printed before the prediction box"
            checked += 1
        elif "predict first" in question or "first guess" in question:
            assert all(hint > at for _, at in boxes), f"{key}: the hint precedes the guess's box"
            checked += 1
    if _asks_predictions(path):
        assert checked, "a lesson with predict-first exercises has them on its worksheet"


def _asks_predictions(path: Path) -> bool:
    """Whether the lesson has a predict-first exercise with a hint (a cell calling ``predict``)."""
    return any("predict(" in cell.source for cell in nbformat.read(path, as_version=4).cells)


def test_the_hint_goes_after_the_prediction_box_and_before_other_boxes():
    def order(item: sheet.SheetExercise) -> list[str]:
        page = sheet._exercise(item)
        return re.findall(r"class='(hint|answer \w+)'", page)

    both = sheet.SheetExercise(
        "90.1",
        "**Exercise 1 (core, predict first).** How many?",
        "Count them.",
        ["prediction", "answer"],
    )
    assert order(both) == ["answer prediction", "hint", "answer answer"]
    one_box = sheet.SheetExercise(
        "90.2", "**Exercise 2 (predict first).** Guess, then work.", "Count them.", ["answer"]
    )
    assert order(one_box) == ["answer answer", "hint"]
    plain = sheet.SheetExercise("90.3", "**Exercise 3.** How many?", "Count them.", ["answer"])
    assert order(plain) == ["hint", "answer answer"]
    assert order(sheet.SheetExercise("90.4", "How many?", "", ["answer"])) == ["answer answer"]
