"""The student's copy of the lessons' package: checks and hashed answers, no answer key.

``notebooks/logo_lessons`` holds both the checks (what a student runs) and
``bank/`` (expected answers, model answers). A student build gets the package
without ``bank/``, and an ``answers.json`` hashed for exactly the exercises of
the lessons built (a test fixture's lesson 90 included), under salts drawn fresh
for this build, so nothing in it says an answer in readable form and cracking
another build's file tells nothing about this one.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import logo_lessons
from logo_lessons import keys
from logo_lessons.bank.__main__ import answer_file

SOURCE = Path(logo_lessons.__file__).resolve().parent
LEFT_OUT = ("bank", "__pycache__", "answers.json", ".logo-lessons-tries.json")


def answer_keys(lessons: list[str]) -> dict[str, keys.HashedKey]:
    """The hashed keys of every exercise of ``lessons`` (numbers like ``"30"``)."""
    return answer_file(lessons)


def write(dest: Path, hashed: dict[str, keys.HashedKey]) -> Path:
    """Write the student package to ``dest/logo_lessons`` with the keys ``hashed``;
    returns the package folder."""
    folder = dest / "logo_lessons"
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(SOURCE, folder, ignore=shutil.ignore_patterns(*LEFT_OUT))
    keys.save(hashed, folder / "answers.json")
    return folder
