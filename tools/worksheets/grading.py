"""Marking a student's autograded notebook outside the student's kernel.

A grade cell runs ``check(key, my_answer)``; under the autograder that only puts
the answer in the cell's output (a record of type
:data:`logo_lessons.checking.RECORD_TYPE`). Whatever the student's code did to
its own kernel — its environment, its copy of the key, the ``check`` function
itself — the marks come from here: each record is judged against the teacher's
bank, loaded before the student's code ran, and a cell with no record scores 0.

>>> from logo_lessons.keys import PlainKey
>>> cell = {"cell_type": "code", "source": 'check("99.1", my_answer)', "outputs": [
...     {"output_type": "display_data", "metadata": {}, "data": {
...         "application/vnd.logo-lessons.answer+json": {"exercise": "99.1", "answer": "3/7"},
...         "text/plain": "Answer to 99.1: 3/7 (recorded for marking)"}}]}
>>> mark_cell(cell, {"99.1": PlainKey("99.1", "exact", "3/7")}).correct
True
>>> mark_cell(cell, {"99.1": PlainKey("99.1", "exact", "2/7")}).message
'✗ Not yet.'
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from nbformat.v4 import new_output

from logo_lessons.checking import RECORD_TYPE
from logo_lessons.judging import Judgement, judge
from logo_lessons.keys import Key

__all__ = ["CHECK_CELL", "given_from", "mark_cell", "rewrite_outputs"]

CHECK_CELL = re.compile(r'^\s*check\("(\d+\.\d+)", (my_\w+)\)\s*$')
"""A grade cell's whole source: the check of one worked answer."""


def _records(cell: dict) -> list[dict]:
    found = []
    for output in cell.get("outputs", []):
        record = output.get("data", {}).get(RECORD_TYPE)
        if isinstance(record, dict):
            found.append(record)
    return found


def given_from(record: dict, kind: str) -> Any:
    """The answer a record stands for, as the student's kernel had it."""
    decimal, answer = record.get("decimal"), record.get("answer")
    if isinstance(decimal, str):
        try:
            return float(decimal)
        except ValueError:
            return None
    if not isinstance(answer, str):
        return None
    if kind == "choice":
        return answer
    try:
        return Fraction(answer)
    except (ValueError, ZeroDivisionError):
        return None


def mark_cell(cell: dict, keys: dict[str, Key]) -> Judgement:
    """The verdict on one grade cell, from its record and the grader's key."""
    found = CHECK_CELL.match("".join(cell.get("source", "")))
    if not found or found[1] not in keys:
        return Judgement("unread", "✗ This grade cell is not a check of a worked answer.")
    exercise = found[1]
    records = [r for r in _records(cell) if r.get("exercise") == exercise]
    if not records:
        return Judgement(
            "unread",
            f"✗ No answer to {exercise} was recorded: run the "
            "lesson from the top, with your answer in the cell above.",
        )
    if len(records) > 1:
        return Judgement(
            "unread",
            f"✗ {len(records)} answers to {exercise} were recorded in "
            "its grade cell: only its check may record one.",
        )
    key = keys[exercise]
    given = given_from(records[0], key.kind)
    if given is None:
        return Judgement("unread", "Type your answer above (replace None), then run the cell.")
    return judge(key, given)


def rewrite_outputs(cell: dict, verdict: Judgement) -> None:
    """The cell's outputs say the grader's verdict (the feedback page shows them)."""
    outputs = [new_output("stream", name="stdout", text=verdict.message + "\n")]
    if not verdict.correct:
        outputs.append(
            new_output("error", ename="AssertionError", evalue=verdict.message, traceback=[])
        )
    cell["outputs"] = outputs
