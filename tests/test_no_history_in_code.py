"""No issue numbers in the code: comments and docstrings say what and why, git keeps the
history. The folders scanned grow as each is cleaned (the others' turn comes later)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("logo_kit", "widgets", "benchmarks", "tools", "tests", "binder", ".ci")
# Files outside those folders that hold code or build steps.
SCANNED_FILES = ("Makefile", "conftest.py", "pyproject.toml")
CODE = {".py", ".sh", ".js", ".css", ".cfg", ".toml", ".ini", ""}  # "" : postBuild, .ci/run
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


def issue_numbers(root: Path = ROOT) -> list[str]:
    """Each line of a scanned file that names an issue by its number."""
    found = []
    for path in scanned_files(root):
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            continue  # not text
        found += [
            f"{path.relative_to(root)}:{number}: {line.strip()}"
            for number, line in enumerate(lines, start=1)
            if ISSUE.search(line)
        ]
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
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(f'"""{word.title()} #7: a tool."""\n# none\n')
    (tmp_path / "tests" / "data.txt").write_text(f"before {word} 10\n")
    (tmp_path / ".ci").mkdir()
    (tmp_path / ".ci" / "run").write_text(f"# see {word} 3\n")
    (tmp_path / "Makefile").write_text(f"check:  # {word} 20\n")
    assert issue_numbers(tmp_path) == [
        f"Makefile:1: check:  # {word} 20",
        f"tools/x.py:1: # one game per worker ({word} 22)",
        f'tests/test_x.py:1: """{word.title()} #7: a tool."""',
        f".ci/run:1: # see {word} 3",
    ]
