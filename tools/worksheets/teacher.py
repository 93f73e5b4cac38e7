"""The teacher's side: the answer key of a lesson, and the teacher's notebook.

The expected answers are never visible in a lesson (the grade cell asks the
bank), so the teacher's version gains an *answer key*: for each exercise, in
the order the lesson asks them, the bank's one-line prompt, the answer the
library computes, the model answer to a "why" question, the method as a
teacher writes it at the board (the count or the formula with the numbers in)
and the library call that checks it, and the feedback each common wrong
answer gets.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from nbformat.v4 import new_markdown_cell

from .lesson import bank_exercise, bank_keys, exercise_cells, lesson_number

KEY_HEADING = "## Answer key (teacher's version)"


@dataclass(frozen=True)
class KeyEntry:
    """One exercise in the answer key."""

    key: str
    kind: str  # "answer", "prediction", "why", or the bank's kind when not in the lesson
    level: str
    prompt: str
    answer: str
    model_answer: str = ""
    solution: str = ""
    hint: str = ""
    mistakes: list[tuple[str, str]] = field(default_factory=list)
    in_lesson: bool = True
    method: tuple[str, ...] = ()
    library: str = ""


def _shown(value: Any) -> str:
    return str(value() if callable(value) else value)


def _expected(exercise: Any) -> str:
    if exercise.kind == "why":
        return ""
    try:
        return _shown(exercise.expected())
    except Exception as error:  # a broken bank entry must show in the key, not stop the build
        return f"(the bank could not compute it: {type(error).__name__}: {error})"


def _entry(exercise: Any, kind: str, solution: str, question: str, in_lesson: bool) -> KeyEntry:
    mistakes = []
    for wrong, why in exercise.mistakes.items():
        try:
            mistakes.append((_shown(wrong), why))
        except Exception as error:
            mistakes.append((f"(not computable: {error})", why))
    return KeyEntry(
        key=exercise.key,
        kind=kind,
        level=exercise.level,
        prompt=exercise.prompt or question,
        answer=_expected(exercise),
        model_answer=exercise.model_answer,
        solution=solution if kind != "why" else "",
        hint=exercise.hint,
        mistakes=mistakes,
        in_lesson=in_lesson,
        method=tuple(exercise.method),
        library=exercise.library,
    )


def answer_key(stem: str, notebook: Any) -> list[KeyEntry]:
    """The lesson's answer key: its exercises in order, then any bank exercise it lacks."""
    entries: list[KeyEntry] = []
    seen: set[str] = set()
    asked = exercise_cells(notebook)
    for item in asked:
        exercise = item.exercise
        if exercise is None or item.key in seen:
            continue
        seen.add(exercise.key)
        # a predict-first exercise has a prediction cell and then the worked answer:
        # the key shows the worked answer (the solution), not the sample prediction
        worked = next(
            (other for other in asked if other.key == item.key and other.kind == "answer"), item
        )
        entries.append(_entry(exercise, worked.kind, worked.solution, item.question, True))
    for key in bank_keys(lesson_number(stem)):
        exercise = bank_exercise(key)
        if key not in seen and exercise is not None:
            entries.append(_entry(exercise, exercise.kind, "", "", False))
    return entries


def key_markdown(entries: list[KeyEntry]) -> str:
    """The answer key as one markdown cell (appended to the teacher's notebook)."""
    if not entries:
        return f"{KEY_HEADING}\n\nThis lesson has no exercises in the bank."
    parts = [
        KEY_HEADING,
        "The answers below are computed by the library (the lesson's grade cells ask the "
        "same bank); a student never sees them in the student version.",
    ]
    for entry in entries:
        where = "" if entry.in_lesson else " — *in the bank but not in this lesson*"
        lines = [f"**{entry.key}** ({entry.level}, {entry.kind}){where}. {entry.prompt}", ""]
        if entry.answer:
            lines.append(f"- Answer: `{entry.answer}`")
        if entry.model_answer:
            lines.append(f"- Model answer: {entry.model_answer}")
        if entry.method:
            lines.append("- At the board: " + "; ".join(entry.method))
        if entry.library:
            lines.append(f"- Check with the library: `{entry.library}`")
        elif entry.solution.strip():
            lines.append(f"- In the lesson's solution cell: `{' '.join(entry.solution.split())}`")
        for wrong, why in entry.mistakes:
            lines.append(f"- If a student gives `{wrong}`: {why}")
        if entry.hint:
            lines.append(f"- Hint for any other answer: {entry.hint}")
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def teacher_notebook(notebook: Any, entries: list[KeyEntry]) -> Any:
    """The lesson as written (solutions, model answers, outputs) with the key at its end."""
    teacher = copy.deepcopy(notebook)
    cell = new_markdown_cell(key_markdown(entries))
    cell.id = "teacher-answer-key"
    teacher.cells.append(cell)
    return teacher
