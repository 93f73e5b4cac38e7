"""No issue numbers in the code: comments and docstrings say what and why, git keeps the
history. The folders scanned grow as each is cleaned (the others' turn comes later).

Notebooks are read as their cells' sources (markdown and code), not their stored outputs:
a lesson's prose and code are written like any other code."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("logo_kit", "widgets", "benchmarks", "tools", "tests", "binder", ".ci", "notebooks")
# Files outside those folders that hold code or build steps.
SCANNED_FILES = ("Makefile", "conftest.py", "pyproject.toml")
CODE = {".py", ".sh", ".js", ".css", ".cfg", ".toml", ".ini", ""}  # "" : postBuild, .ci/run
# Folders whose notebooks (the lessons, the guide, the apps, the teacher's board) are read.
NOTEBOOKS = ("notebooks", "apps", "teacher")
ISSUE = re.compile(r"[Ii]ssue #?\d+")


def scanned_files(root: Path = ROOT) -> list[Path]:
    """The code files the scan reads: every file of a code type in the scanned folders
    (not the browser tests' stored pictures or other data), and the top-level files."""
    files = [root / name for name in SCANNED_FILES if (root / name).is_file()]
    for folder in SCANNED:
        files += sorted(
            path
            for path in (root / folder).rglob("*")
            if path.is_file() and path.suffix in CODE and "__pycache__" not in path.parts
        )
    return files


# What a wrapped comment or docstring line starts with before its words: indent, '#'.
_WRAPPED = re.compile(r"^\s*(?:#+\s*)?")


def _naming(lines: list[str]) -> list[int]:
    """Indices of the ``lines`` that name an issue by its number, also where a wrapped
    comment or docstring ends one line with the word and starts the next with the number."""
    found = []
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        text = line.rstrip()
        hit = ISSUE.search(text + " " + _WRAPPED.sub("", following, count=1))
        if hit and hit.start() < len(text):
            found.append(index)
    return found


def _notebook_lines(path: Path) -> list[tuple[str, str]]:
    """(``cell C line L``, text) for each line of a cell's source that names an issue,
    outputs left out."""
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    found = []
    for index, cell in enumerate(cells):
        lines = "".join(cell.get("source", "")).splitlines()
        found += [(f"cell {index} line {n + 1}", lines[n]) for n in _naming(lines)]
    return found


def issue_numbers(root: Path = ROOT) -> list[str]:
    """Each line of a scanned file or notebook cell that names an issue by its number."""
    found = []
    for folder in NOTEBOOKS:
        for path in sorted((root / folder).glob("*.ipynb")):
            found += [
                f"{path.relative_to(root)}:{where}: {line.strip()}"
                for where, line in _notebook_lines(path)
            ]
    for path in scanned_files(root):
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            continue  # not text
        found += [f"{path.relative_to(root)}:{n + 1}: {lines[n].strip()}" for n in _naming(lines)]
    return found


def test_no_issue_number_in_the_code():
    found = issue_numbers()
    assert not found, "say what and why instead of the issue number:\n" + "\n".join(found)


def test_the_scan_finds_an_issue_number(tmp_path):
    """The scan can fail: an issue number in a tool's comment, a test's docstring, the
    Makefile and CI's script are all found; other words and data files are not."""
    word = "issue"  # spelt apart so that this file passes its own scan
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "x.py").write_text(f"# one game per worker ({word} 22)\n")
    (tmp_path / "tools" / "y.py").write_text(
        f'"""A third slower ({word}\n    21). Not {word}s\n"""\n# slow ({word}\n# 9)\n# 3 cards\n'
    )
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(f'"""{word.title()} #7: a tool."""\n# none\n')
    (tmp_path / "tests" / "data.txt").write_text(f"before {word} 10\n")
    (tmp_path / ".ci").mkdir()
    (tmp_path / ".ci" / "run").write_text(f"# see {word} 3\n")
    (tmp_path / "Makefile").write_text(f"check:  # {word} 20\n")
    (tmp_path / "notebooks").mkdir()
    lesson = {
        "cells": [
            {"cell_type": "markdown", "source": ["# A lesson\n", f"Fixed in {word} 31.\n"]},
            {"cell_type": "code", "source": "x = 1", "outputs": [{"text": f"{word} 4"}]},
        ]
    }
    (tmp_path / "notebooks" / "10-x.ipynb").write_text(json.dumps(lesson))
    assert issue_numbers(tmp_path) == [
        f"notebooks/10-x.ipynb:cell 0 line 2: Fixed in {word} 31.",
        f"Makefile:1: check:  # {word} 20",
        f"tools/x.py:1: # one game per worker ({word} 22)",
        f'tools/y.py:1: """A third slower ({word}',
        f"tools/y.py:4: # slow ({word}",
        f'tests/test_x.py:1: """{word.title()} #7: a tool."""',
        f".ci/run:1: # see {word} 3",
    ]


NAMED = re.compile(r"issue[-_ ]?#?\d+", re.IGNORECASE)


def issue_paths(root: Path = ROOT) -> list[str]:
    """Files and folders whose name carries an issue number (in the scanned folders and
    docs/): a name says what the file holds, not which issue made it."""
    found = []
    for folder in (*SCANNED, "docs"):
        found += sorted(
            str(path.relative_to(root))
            for path in (root / folder).rglob("*")
            if NAMED.search(path.name) and "__pycache__" not in path.parts
        )
    return found


def test_no_file_is_named_after_an_issue(tmp_path):
    assert issue_paths() == []
    word = "issue"
    (tmp_path / "tests" / "fuzz").mkdir(parents=True)
    (tmp_path / "tests" / "fuzz" / f"before-{word}-10.txt").write_text("counts\n")
    (tmp_path / "tests" / "fuzz" / "before-the-fixes.txt").write_text("counts\n")
    assert issue_paths(tmp_path) == [f"tests/fuzz/before-{word}-10.txt"]
