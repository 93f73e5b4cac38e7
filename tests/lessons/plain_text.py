"""Where a graded or prediction answer stands in plain text in a tree a student gets.

A student's copy — the student build of ``make worksheets`` or the tree Binder
serves — must not hold any exercise's answer in a usual spelling
(:func:`sight.spellings`: the fraction, decimals to 2–4 places, thousands
separators, a percent) in any file: library docstrings, docs, the README, the
lessons' prose. :func:`student_tree` lays out what Binder would serve without
building it (the lessons as nbgrader leaves them: solutions stripped, outputs
cleared); :func:`answers_in` searches any tree.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

from sight import _pattern, spellings

from logo_lessons.bank import BANK

ROOT = Path(__file__).resolve().parents[2]
TEXT = {
    ".py",
    ".md",
    ".txt",
    ".ipynb",
    ".cfg",
    ".toml",
    ".json",
    ".html",
    ".css",
    ".js",
    ".yml",
    ".yaml",
    ".sh",
    "",
}


def not_served() -> tuple[str, ...]:
    """What binder/postBuild takes away before serving (its list), and the bank, which the
    student package replaces."""
    listed = (ROOT / "binder" / "not-served.txt").read_text().splitlines()
    paths = [line.strip() for line in listed if line.strip() and not line.startswith("#")]
    return (*paths, "notebooks/logo_lessons/bank")


def _too_common(value: Fraction) -> bool:
    """A spelling that turns up everywhere for other reasons, as small whole numbers do
    (which :func:`sight.spellings` leaves out): 1/2 … 1/6 and round hundreds. Where such
    an answer is restated, :data:`sight.RULES` names the phrase."""
    return (value.numerator == 1 and value.denominator <= 6) or (
        value.denominator == 1 and value.numerator % 100 == 0
    )


_SOLUTION = re.compile(r"### BEGIN SOLUTION.*?### END SOLUTION", re.DOTALL)


PHRASES = {
    "31.2": ["stop from 200", "stops from 200", "stop at 200", "stopping sum is 200"],
    "20.2": ["no card home is about 1/e", "close to $1/e$", "close to 1/e"],
}
"""Restatements of an answer too common to search for alone (see :func:`_too_common`)."""


def student_version(notebook: dict) -> dict:
    """A lesson as nbgrader hands it out: solution regions emptied, outputs cleared."""
    for cell in notebook["cells"]:
        source = "".join(cell.get("source", ""))
        meta = cell.get("metadata", {}).get("nbgrader", {}) or {}
        if meta.get("solution") and cell["cell_type"] == "markdown":
            source = "YOUR ANSWER HERE"
        cell["source"] = _SOLUTION.sub("my_answer = None  # your answer", source)
        if cell["cell_type"] == "code":
            cell["outputs"] = []
    return notebook


def lesson_00(name: str) -> bool:
    """Lesson 00 asks no bank exercise: the worksheet build skips it, so Binder serves it
    as it is, stored outputs and all."""
    return name.startswith("notebooks/00-")


def student_tree(dest: Path) -> Path:
    """The files Binder would serve, from the repository's tracked files."""
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split("\n")
    gone = not_served()
    for name in filter(None, listed):
        if any(name == g or name.startswith(g + "/") for g in gone) or not (ROOT / name).is_file():
            continue
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if name.startswith("notebooks/") and name.endswith(".ipynb") and not lesson_00(name):
            notebook = student_version(json.loads((ROOT / name).read_text()))
            target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False))
        else:
            shutil.copy(ROOT / name, target)
    return dest


def _answers() -> list[tuple[str, list[tuple[str, re.Pattern]]]]:
    """Each exact answer's key with its spellings, each as the words in lower case (a
    quick test: a text without them cannot match) and the pattern that finds them
    standing alone."""
    BANK.load_all()
    found = []
    for key in BANK.keys():  # noqa: SIM118 (a Bank, not a dict)
        exercise = BANK.get(key)
        if exercise.kind != "exact":
            continue
        value = exercise.expected()
        if not isinstance(value, int | Fraction):
            continue
        written = [] if _too_common(Fraction(value)) else spellings(value)
        patterns = [(s.lower(), _pattern(s)) for s in written]
        patterns += [
            (phrase.lower(), re.compile(rf"{re.escape(phrase)}(?!\w)", re.IGNORECASE))
            for phrase in PHRASES.get(key, [])
        ]
        found.append((key, patterns))
    return found


def _made(path: Path, tree: Path) -> bool:
    """Files made by installing or testing, not served content: an egg-info's PKG-INFO is
    the README again (searched as README.md), hypothesis keeps its own examples."""
    parts = path.relative_to(tree).parts
    return any(
        part.endswith(".egg-info") or part in (".hypothesis", "__pycache__") for part in parts
    )


def answers_in(tree: Path) -> list[str]:
    """``"30.2: '27/4' in docs/x.md"`` for each answer spelled in a text file of ``tree``."""
    searched = _answers()
    found = []
    for path in sorted(p for p in tree.rglob("*") if p.is_file()):
        if path.suffix not in TEXT or path.stat().st_size > 5_000_000 or _made(path, tree):
            continue
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        lower = text.lower()
        for key, patterns in searched:
            for words, pattern in patterns:
                hit = words in lower and pattern.search(text)
                if hit:
                    found.append(f"{key}: {hit[0]!r} in {path.relative_to(tree).as_posix()}")
                    break
    return found
