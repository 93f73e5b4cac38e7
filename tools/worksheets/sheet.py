"""The printable worksheet: a document of its own, built from a lesson (not the lesson printed).

A worksheet holds only what a student needs on paper:

- first, a box of **facts**: what the exercises need (the rule lines, the deck,
  the formulas; each exercise names them in the bank, ``Exercise.needs``), so
  that a class can work from the sheet alone (``tools/worksheets/facts.py``);

and then, in the lesson's order:

- every exercise: its question (marked "at the computer" when it needs the
  library), a ruled answer box (a short box for a
  prediction, a longer one for a worked answer, the longest for a "why"
  answer) and a printed hint, which never comes before a prediction's box;
- the figures, tables and short texts the lesson's author chose for it: a cell
  tagged ``worksheet`` (markdown: its text; code: its charts, tables and
  formulas, never its code);
- a short text the author wrote for paper, where a cell's metadata says
  ``"worksheet": {"text": "…"}`` (markdown: e.g. the formula an exercise uses,
  without the notebook's code names around it);
- a tally table wherever a cell's metadata says ``"worksheet": {"tally": …}``
  (a class experiment): one row per group and a pooled row.

Nothing else: no code, no program output that was not chosen, no teacher notes,
no "run the cell", and never an answer (those are on the key). The question's
notebook-only sentences ("run the cell", "in the cell below", code names) are
left out; where that is not enough the question's cell says what to print
instead: ``"worksheet": {"question": "…", "hint": "…"}``. docs/authoring-lessons.md
describes the convention.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .facts import facts_for, lesson_facts
from .lesson import (
    ExerciseCells,
    bank_exercise,
    bank_keys,
    exercise_cells,
    is_grade,
    is_solution,
    lesson_number,
)
from .render import LAYOUT_SCRIPT, _Outputs, _page, markdown, title_of

TAG = "worksheet"
_LINES = {"prediction": 2, "answer": 3, "why": 6}
_LABELS = {"prediction": "Your prediction", "answer": "Your answer", "why": "Your answer"}
_HINT_CELL = re.compile(r"<details>\s*<summary>\s*Hint\s*</summary>(.*?)</details>", re.S)
# Sentences that only make sense in a notebook (about cells, stubs, or naming code): they are
# left out of a printed question.
_NOTEBOOK_ONLY = re.compile(r"\bcells?\b|\bmy_\w+|\bNone\b|`", re.I)
_SENTENCE = re.compile(r"(?<=[.?!])\s+(?=[A-Z*(])")
_CODE_PARENTHESIS = re.compile(r"\s*\([^()]*`[^`]*\([^`]*`[^()]*\)")
# ``"yes"`` in backticks is a word to write, not code: print it as a quoted word.
_QUOTED_WORD = re.compile(r"`\"([^`\"]+)\"`")
_TYPE_NAME = re.compile(r"\ban? `Fraction`|`Fraction`")
# A question that asks for a guess before the work.
_PREDICT_FIRST = re.compile(r"predict first|first guess", re.I)
# What a printed question or hint may not point to: only the sheet is on the desk.
_OFF_THE_SHEET = re.compile(
    r"\brulings?\b|\b[LS]\d{1,2}\b|\bsections?\b|§|\blesson\b|\bcells?\b|`|\b[a-z]{2,}_[a-z]{2,}\w*"
    r"|\bthe (?:notebook|board|library|toolkit)\b|\bstored\b",
    re.I,
)
_NUMBERED = re.compile(r"\*\*Exercise (\d+)\b")


def meta(cell: Any) -> dict:
    """The cell's worksheet metadata ({} when it has none)."""
    value = cell.get("metadata", {}).get(TAG, {})
    return dict(value) if isinstance(value, dict) else {}


def tagged(cell: Any) -> bool:
    """Whether the author put this cell on the worksheet (tag ``worksheet``)."""
    return TAG in (cell.get("metadata", {}).get("tags") or [])


def printable_question(text: str) -> str:
    """A lesson's question without its notebook-only sentences and code names."""
    text = _QUOTED_WORD.sub(r'"\1"', text)
    text = _TYPE_NAME.sub(
        lambda m: "an exact fraction" if m[0].startswith("a") else "fraction", text
    )
    text = _CODE_PARENTHESIS.sub("", text)
    kept = [
        part
        for part in _SENTENCE.split(text.strip())
        if part.startswith("**Exercise") or not _NOTEBOOK_ONLY.search(part)
    ]
    return " ".join(kept).strip()


@dataclass
class SheetExercise:
    """One exercise as the worksheet asks it (all its lesson cells together)."""

    key: str
    question: str
    hint: str
    boxes: list[str] = field(default_factory=list)
    at_computer: bool = False


def _question_cell(cells: list[Any], index: int) -> Any | None:
    for earlier in range(index - 1, -1, -1):
        cell = cells[earlier]
        if cell.cell_type == "markdown" and not is_solution(cell):
            return cell
    return None


def _lesson_hint(cells: list[Any], start: int) -> str:
    """The lesson's ``<details>`` hint after an exercise's cells (before the next question)."""
    for cell in cells[start + 1 :]:
        if cell.cell_type != "markdown" or is_solution(cell):
            continue
        found = _HINT_CELL.search(cell.source)
        if found:
            return found[1].strip()
        if "**Exercise" in cell.source or cell.source.lstrip().startswith("#"):
            return ""
    return ""


def sheet_exercises(notebook: Any) -> dict[int, SheetExercise]:
    """The worksheet's exercises, by the lesson cell where each is asked."""
    cells = list(notebook.cells)
    grouped: dict[str, list[ExerciseCells]] = {}
    for item in exercise_cells(notebook):
        grouped.setdefault(item.key or item.grade_id, []).append(item)
    found: dict[int, SheetExercise] = {}
    for key, items in grouped.items():
        first, last = items[0], items[-1]
        asking = _question_cell(cells, first.cell_index)
        override = meta(asking) if asking is not None else {}
        question = override.get("question") or printable_question(first.question)
        exercise = bank_exercise(key)
        hint = override.get("hint")
        if hint is None:
            hint = _lesson_hint(cells, last.grade_index or last.cell_index)
        if not hint and exercise is not None and exercise.kind != "why":
            hint = exercise.hint
        kinds = [item.kind for item in items]
        boxes = [kind for kind in ("prediction", "answer", "why") if kind in kinds]
        found[first.cell_index] = SheetExercise(
            key=key,
            question=question,
            hint=hint,
            boxes=boxes,
            at_computer=exercise is not None and exercise.at_computer,
        )
    return found


def answer_box(kind: str, key: str) -> str:
    """A labelled box of ruled lines to write in."""
    label = f"{_LABELS[kind]} (exercise {key})"
    return (
        f"<section class='answer {kind}' data-exercise='{html.escape(key)}'>"
        f"<div class='label'>{html.escape(label)}</div>"
        + "<div class='line'></div>" * _LINES[kind]
        + "</section>"
    )


def predicts_first(item: SheetExercise) -> bool:
    """Whether the exercise asks for a prediction before the work: it has a prediction box, or
    its question says "predict first" (a prediction written in the answer box)."""
    return "prediction" in item.boxes or bool(_PREDICT_FIRST.search(item.question))


def _exercise(item: SheetExercise) -> str:
    """The question, its answer boxes, and the hint where it cannot spoil a prediction: after
    the prediction box (before the work's box), or after the answer box of an exercise whose
    one box takes the prediction and the work; before the boxes of any other exercise."""
    boxes = [answer_box(kind, item.key) for kind in item.boxes]
    if item.hint:
        hint = f"<div class='hint'><b>Hint.</b> {markdown(item.hint)}</div>"
        if "prediction" in item.boxes:
            at = item.boxes.index("prediction") + 1
        elif predicts_first(item):
            at = len(boxes)
        else:
            at = 0
        boxes.insert(at, hint)
    where = (
        "<p class='where'>At the computer: this exercise needs the library.</p>"
        if item.at_computer
        else ""
    )
    parts = [where, f"<div class='question'>{markdown(item.question)}</div>", *boxes]
    return (
        f"<section class='exercise' data-exercise='{html.escape(item.key)}'>"
        + "".join(parts)
        + "</section>"
    )


def tally_table(spec: dict) -> str:
    """A class experiment's tally: one row per group, then the pooled row."""
    columns = [str(column) for column in spec.get("columns", [])]
    groups = int(spec.get("groups", 6))
    if not columns or groups < 1:
        raise ValueError(
            "a worksheet tally needs 'columns' (a list of outcomes) and "
            f"'groups' (a positive whole number), not {spec!r}"
        )
    head = "".join(f"<th>{html.escape(column)}</th>" for column in columns)
    blank = "<td></td>" * len(columns)
    rows = "".join(f"<tr><th>Group {n}</th>{blank}</tr>" for n in range(1, groups + 1))
    caption = html.escape(str(spec.get("caption", "Class tally")))
    return (
        f"<table class='tally'><caption>{caption}</caption>"
        f"<tr><th>Group</th>{head}</tr>{rows}"
        f"<tr class='pooled'><th>Pooled (whole class)</th>{blank}</tr></table>"
    )


def _context(cell: Any, outputs: _Outputs) -> str:
    if cell.cell_type == "markdown":
        return f"<div class='md'>{markdown(cell.source)}</div>"
    shown = "".join(
        outputs.output(output, cell.source)
        for output in cell.get("outputs", [])
        if "application/vnd.jupyter.widget-view+json" not in output.get("data", {})
    )
    return f"<div class='cell'>{shown}</div>" if shown else ""


def body(cells: Iterable[Any], exercises: dict[int, SheetExercise], outputs: _Outputs) -> str:
    parts: list[str] = []
    for index, cell in enumerate(cells):
        if index in exercises:
            parts.append(_exercise(exercises[index]))
        elif "text" in meta(cell):
            parts.append(f"<div class='md'>{markdown(str(meta(cell)['text']))}</div>")
        elif tagged(cell) and not (is_solution(cell) or is_grade(cell)):
            parts.append(_context(cell, outputs))
        if "tally" in meta(cell):
            parts.append(tally_table(meta(cell)["tally"]))
    return "\n".join(part for part in parts if part)


def sheet_facts(stem: str) -> list:
    """The facts the sheet of lesson ``stem`` prints: the lesson's own, then what each of its
    exercises needs, in order, once each."""
    number = lesson_number(stem)
    needs = list(lesson_facts(number))
    for key in bank_keys(number):
        exercise = bank_exercise(key)
        needs.extend(exercise.needs if exercise is not None else ())
    return facts_for(needs)


def facts_box(stem: str) -> str:
    """The box of facts at the top of the sheet (empty when the lesson needs none)."""
    found = sheet_facts(stem)
    if not found:
        return ""
    items = "".join(
        f"<div class='fact' data-fact='{html.escape(fact.key)}'>"
        f"{markdown(f'**{fact.title}.** {fact.text}')}</div>"
        for fact in found
    )
    return f"<section class='facts'><h2>Facts for this sheet</h2>{items}</section>"


def problems(stem: str, notebook: Any) -> list[str]:
    """What keeps a class from doing the sheet on paper alone: exercises numbered out of
    order, a question or hint that points off the sheet (a section, a ruling, code), an
    exercise neither marked for the computer nor given its facts."""
    found: list[str] = []
    exercises = list(sheet_exercises(notebook).values())
    number = lesson_number(stem)
    for place, item in enumerate(exercises, start=1):
        if item.key != f"{number}.{place}":
            found.append(f"{stem}: exercise {item.key} is number {place} on the sheet")
        shown = _NUMBERED.search(item.question)
        if not shown or shown[1] != item.key.split(".")[1]:
            found.append(
                f"{stem}: exercise {item.key}'s question is not headed "
                f"'Exercise {item.key.split('.')[1]}'"
            )
        for part, text in (
            ("question", _QUESTION_TAIL.sub("", item.question)),
            ("hint", item.hint),
        ):
            pointed = _OFF_THE_SHEET.findall(text)
            if pointed:
                found.append(f"{stem}: the {part} of {item.key} points off the sheet: {pointed}")
        exercise = bank_exercise(item.key)
        if exercise is not None and not (exercise.at_computer or exercise.needs):
            found.append(
                f"{stem}: exercise {item.key} is neither marked at the computer nor "
                "given the facts it needs"
            )
    try:
        sheet_facts(stem)
    except KeyError as error:
        found.append(f"{stem}: {error.args[0]}")
    return found


# The exercise's heading, "**Exercise 3 (core, predict first).**", says nothing off the sheet.
_QUESTION_TAIL = re.compile(r"^\*\*Exercise[^*]*\*\*")


def worksheet(notebook: Any, stem: str) -> str:
    """The student's printable worksheet of a lesson (teacher's source in, HTML out)."""
    outputs = _Outputs()
    title = title_of(notebook, stem)
    main = (
        f"<h1>{html.escape(title)}</h1>"
        + facts_box(stem)
        + body(notebook.cells, sheet_exercises(notebook), outputs)
        + f"<script>{FIT_PAGES_SCRIPT}</script>"
    )
    return _page(title, main, kind="worksheet", plots=outputs.plots, banner=f"{stem} · worksheet")


# Run by the printer in print media (tools/worksheets/printing.py): picks the answer-line
# height and extra lines that print on the fewest pages and, among those, give the most
# room to write, so the last page is as full as it can be and never holds a lone box.
FIT_PAGES_SCRIPT = (
    LAYOUT_SCRIPT
    + """
window.fitToPages = function (pageHeight) {
  const boxes = Array.from(document.querySelectorAll("section.answer"));
  function apply(choice) {
    document.body.style.setProperty("--answer-line", choice.line + "mm");
    document.querySelectorAll(".line.extra").forEach(element => element.remove());
    for (const box of boxes) {
      for (let n = 0; n < choice.extra; n += 1) {
        const added = document.createElement("div");
        added.className = "line extra";
        box.appendChild(added);
      }
    }
  }
  const choices = [];
  for (const extra of [0, 1, 2, 3]) {
    for (const line of [8, 9, 10, 11, 12]) { choices.push({line: line, extra: extra}); }
  }
  return fitChoices(pageHeight, choices, apply, {line: 9, extra: 0});
};
"""
)
