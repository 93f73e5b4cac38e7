"""Where an exercise's answer is in sight before the exercise asks for it.

For every exercise of the bank with a number for an answer, its usual
spellings (``255/11``; ``23.18``, ``23.182``; ``6,813``, ``6813``; ``15%``)
are looked for in every cell *before* the exercise — prose and stored outputs
— and in lesson 00, the map every student reads first. Reads the notebooks'
JSON only: no kernel.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import cache
from pathlib import Path

from logo_lessons.bank import BANK

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
START = "00-start-here.ipynb"
_SOLUTION_KEY = re.compile(r"""\b(?:check|predict|reveal)\(\s*["'](\d+\.\d+)["']""")
_GRADE_ID = re.compile(r"^ex(\d+)-(\d+)")


def spellings(value) -> list[str]:
    """How a lesson would write ``value``: the fraction, decimals to 2–4 places,
    thousands separators (``6,813``, LaTeX's ``6{,}813``), a percent. Small whole
    numbers (below 100) and words are left out of prose: they turn up everywhere
    for other reasons (a small whole number is looked for in printed labels, see
    :func:`_small_labels`)."""
    if not isinstance(value, int | Fraction) or isinstance(value, bool):
        return []
    exact = Fraction(value)
    if exact.denominator == 1:
        n = exact.numerator
        if abs(n) < 100:
            return []
        return sorted({str(n), f"{n:,}", f"{n:,}".replace(",", "{,}"), f"{n:,}".replace(",", " ")})
    found = {f"{exact.numerator}/{exact.denominator}"}
    for places in (2, 3, 4):
        shown = f"{float(exact):.{places}f}"
        if len(shown.replace("-", "").replace(".", "").lstrip("0")) >= 3:  # 3+ digits shown
            found.add(shown)
    for places in (1, 2) if 0 < exact < 1 else ():
        shown = f"{float(exact) * 100:.{places}f}"
        if len(shown.replace("-", "").replace(".", "").lstrip("0")) >= 3:
            found.add(shown + "%")
    return sorted(found)


def _small_labels(value) -> list[str]:
    """A whole number from 10 to 99 as an output prints a result: ``"numbers: 71"``."""
    if isinstance(value, int) and not isinstance(value, bool) and 10 <= abs(value) < 100:
        return [f": {value}", f"= {value}"]
    return []


# Answers that are a rule rather than a number: the rule's spellings give it away.
RULES = {
    "31.2": ["T/(B+1)", "T/(B + 1)", "{T}{B+1}", "{T}{B + 1}", "V/(B + 1)", "V/(B+1)"],
}


def _outputs(cell: dict) -> list[str]:
    return _texts(cell)[1:]


def _texts(cell: dict) -> list[str]:
    texts = ["".join(cell.get("source", ""))]
    for output in cell.get("outputs", []):
        if "text" in output:
            texts.append("".join(output["text"]))
        for kind, data in output.get("data", {}).items():
            if kind.startswith("text/"):
                texts.append("".join(data))
    return texts


def _key(cell: dict) -> str | None:
    meta = cell.get("metadata", {}).get("nbgrader", {}) or {}
    if not meta.get("solution"):
        return None
    match = _GRADE_ID.match(str(meta.get("grade_id", "")))
    if match:
        return f"{int(match[1])}.{int(match[2])}"
    found = _SOLUTION_KEY.search("".join(cell.get("source", "")))
    return found[1] if found else None


@cache
def _cells(name: str) -> list[dict]:
    return json.loads((NOTEBOOKS / name).read_text())["cells"]


def _pattern(spelling: str) -> re.Pattern:
    return re.compile(rf"(?<![\w.,/]){re.escape(spelling)}(?![\w%/]|[.,]\d)")


def leaks(lesson: Path) -> list[str]:
    """``"20.1: '362,880' in cell 1 (00-start-here)"`` for each answer seen too early."""
    cells = _cells(lesson.name)
    first: dict[str, int] = {}
    for index, cell in enumerate(cells):
        key = _key(cell)
        if key and key not in first:
            first[key] = index
    found = []
    for key, start in first.items():
        exercise = BANK.get(key)
        if exercise.kind != "exact":
            continue
        expected = exercise.expected()
        patterns = [_pattern(s) for s in spellings(expected)]
        patterns += [re.compile(re.escape(rule)) for rule in RULES.get(key, [])]
        labels = [re.compile(rf"{re.escape(s)}(?![\w.,/%])") for s in _small_labels(expected)]
        places = [(START, i, c) for i, c in enumerate(_cells(START))] + [
            (lesson.name, i, c) for i, c in enumerate(cells[:start])
        ]
        for name, index, cell in places:
            texts = [(p, t) for t in _texts(cell) for p in patterns]
            texts += [(p, t) for t in _outputs(cell) for p in labels]
            hit = next((p.search(t)[0] for p, t in texts if p.search(t)), None)
            if hit:
                found.append(f"{key}: {hit!r} in cell {index} of {name[:-6]}")
    return found
