"""No issue numbers in the code: comments and docstrings say what and why, git keeps the
history. The folders scanned grow as each is cleaned (the others' turn comes later)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("logo_kit", "benchmarks")
ISSUE = re.compile(r"[Ii]ssue #?\d+")


def test_no_issue_number_in_the_core_or_the_benchmarks():
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for folder in SCANNED
        for path in sorted((ROOT / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if ISSUE.search(line)
    ]
    assert not found, "say what and why instead of the issue number:\n" + "\n".join(found)
