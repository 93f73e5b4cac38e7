"""Reading a lesson's exercises from its nbgrader cells, and matching them to the bank.

A lesson marks each exercise the way docs/authoring-lessons.md says: a code
*solution cell* (the answer between ``### BEGIN SOLUTION`` and ``### END
SOLUTION``), a locked *grade cell* calling ``check("NN.M", my_answer)``, or a
markdown *solution cell* holding the model answer to a "why" question. This
module finds those cells and links each to its exercise in
``logo_lessons.bank.BANK`` (the teacher's bank), so the builder can strip, box or fill them, and so
mismatches between a lesson and its bank are reported instead of printed.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any

from logo_kit.errors import LogoKitError
from logo_lessons.bank import BANK, Exercise

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
_GRADE_ID_KEY = re.compile(r"^ex(\d+)-(\d+)")
_CALL_KEY = re.compile(r"""\b(?:check|predict|reveal)\(\s*["'](\d+\.\d+)["']""")
_EXERCISE_HEAD = re.compile(r"\*\*Exercise\b")


def nbgrader_meta(cell: Any) -> dict:
    """The cell's nbgrader metadata ({} when it has none)."""
    return dict(cell.get("metadata", {}).get("nbgrader", {}) or {})


def is_solution(cell: Any) -> bool:
    return bool(nbgrader_meta(cell).get("solution"))


def is_grade(cell: Any) -> bool:
    return bool(nbgrader_meta(cell).get("grade"))


def solution_region(source: str) -> str:
    """The text between the solution markers (the whole source if it has none)."""
    lines = source.splitlines()
    inside: list[str] = []
    seen = False
    keep = False
    for line in lines:
        if BEGIN in line:
            seen = keep = True
            continue
        if END in line:
            keep = False
            continue
        if keep:
            inside.append(line)
    return "\n".join(inside) if seen else source


def answer_names(region: str) -> list[str]:
    """The names a solution region assigns, the student's own (``my_*``) first.

    ``my_answer = Fraction(3, 29)`` gives ``["my_answer"]``; helper names are
    dropped when a ``my_*`` name exists, so the student's stub names only what
    the grade cell reads.
    """
    try:
        tree = ast.parse(region)
    except SyntaxError:
        return []
    names: list[str] = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign | ast.AugAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name) and target.id not in names:
                names.append(target.id)
    mine = [name for name in names if name.startswith("my_")]
    return mine or names


@dataclass(frozen=True)
class ExerciseCells:
    """One exercise as the lesson writes it.

    ``kind`` is ``"answer"`` (a code answer checked by a grade cell),
    ``"prediction"`` (a code prediction for ``predict``) or ``"why"`` (a written
    answer). ``solution`` is the region's code or the model answer's text;
    ``question`` the markdown paragraph that asks it.
    """

    key: str | None
    grade_id: str
    kind: str
    question: str
    solution: str
    cell_index: int
    grade_index: int | None

    @property
    def exercise(self) -> Exercise | None:
        """The bank's entry for this exercise (None when the bank has none)."""
        return bank_exercise(self.key) if self.key else None


def bank_exercise(key: str) -> Exercise | None:
    """The exercise ``key`` from the package bank, or None if no bank knows it."""
    try:
        return BANK.get(key)
    except LogoKitError:
        return None


def lesson_number(stem: str) -> str:
    """``"30-billionaire-bust-odds"`` → ``"30"``."""
    return stem.split("-", 1)[0]


def bank_keys(number: str) -> list[str]:
    """Every bank key of lesson ``number`` (none when its game has no bank yet)."""
    try:
        return BANK.keys(number)
    except ModuleNotFoundError:  # the game's exercises module is not written yet
        every = BANK.keys()
        return [key for key in every if key.split(".")[0] == number]


def _key_for(cell: Any, following: list[Any]) -> str | None:
    match = _GRADE_ID_KEY.match(str(nbgrader_meta(cell).get("grade_id", "")))
    if match:
        return f"{int(match[1])}.{int(match[2])}"
    for candidate in [cell, *following[:2]]:
        found = _CALL_KEY.search(candidate.get("source", ""))
        if found:
            return found[1]
    return None


def _question(cells: list[Any], index: int) -> str:
    """The markdown that asks the exercise: the nearest earlier plain markdown cell,
    from its last ``**Exercise`` paragraph on when it has one."""
    for earlier in range(index - 1, -1, -1):
        cell = cells[earlier]
        if cell.cell_type != "markdown" or is_solution(cell):
            continue
        text = cell.source
        heads = list(_EXERCISE_HEAD.finditer(text))
        return text[heads[-1].start() :].strip() if heads else text.strip()
    return ""


def exercise_cells(notebook: Any) -> list[ExerciseCells]:
    """The lesson's exercises in order, one per solution cell."""
    cells = list(notebook.cells)
    found: list[ExerciseCells] = []
    for index, cell in enumerate(cells):
        if not is_solution(cell):
            continue
        meta = nbgrader_meta(cell)
        following = cells[index + 1 : index + 3]
        grade_index = next(
            (index + 1 + offset for offset, after in enumerate(following[:1]) if is_grade(after)),
            None,
        )
        if cell.cell_type == "markdown":
            kind, solution = "why", cell.source.strip()
        else:
            solution = solution_region(cell.source)
            names = answer_names(solution)
            predicting = "predict(" in cell.source or names[:1] == ["my_prediction"]
            kind = "prediction" if predicting else "answer"
        found.append(
            ExerciseCells(
                key=_key_for(cell, following),
                grade_id=str(meta.get("grade_id", f"cell-{index}")),
                kind=kind,
                question=_question(cells, index),
                solution=solution,
                cell_index=index,
                grade_index=grade_index,
            )
        )
    return found


def _plain(text: str) -> str:
    return " ".join(text.split())


def problems(stem: str, notebook: Any) -> list[str]:
    """Where the lesson and its bank disagree (empty when they match).

    Each exercise cell should name a bank exercise; each "why" cell should hold
    the bank's model answer; each bank exercise of the lesson should appear.
    """
    found = exercise_cells(notebook)
    messages: list[str] = []
    ids = [item.grade_id for item in found] + [
        str(nbgrader_meta(cell).get("grade_id"))
        for cell in notebook.cells
        if is_grade(cell) and not is_solution(cell)
    ]
    for grade_id in sorted({i for i in ids if ids.count(i) > 1}):
        messages.append(f"{stem}: grade_id {grade_id!r} is used by more than one cell")
    for item in found:
        exercise = item.exercise
        if exercise is None:
            messages.append(
                f"{stem}: cell {item.cell_index} ({item.grade_id}) has no bank "
                f"exercise{f' {item.key}' if item.key else ''}"
            )
            continue
        if item.kind == "why" and _plain(exercise.model_answer) != _plain(item.solution):
            messages.append(
                f"{stem}: the model answer in cell {item.cell_index} differs "
                f"from the bank's for {item.key}"
            )
        if item.kind == "answer" and item.grade_index is None:
            messages.append(
                f"{stem}: answer cell {item.cell_index} ({item.key}) is not "
                "followed by a grade cell"
            )
    written = {item.key for item in found}
    for key in bank_keys(lesson_number(stem)):
        if key not in written:
            messages.append(f"{stem}: the bank's exercise {key} has no cell in the lesson")
    return messages
