"""``python -m logo_lessons.bank PATH`` (from ``notebooks/``): write a student's answer file.

Every exercise of the bank, hashed under salts drawn fresh now (see
:mod:`logo_lessons.keys`): two runs never write the same file, so cracking one
build's file tells nothing about another's. ``make worksheets`` and Binder's
``postBuild`` write the one a student build carries; the teacher's checkout needs none.
"""

from __future__ import annotations

import sys
from pathlib import Path

from logo_lessons import keys
from logo_lessons.bank import BANK


def answer_file(lessons: list[str] | None = None) -> dict[str, keys.HashedKey]:
    """The exercises of ``lessons`` (numbers like ``"30"``; every lesson when None),
    hashed under fresh salts."""
    if lessons is None:
        BANK.load_all()
        chosen = BANK.keys()
    else:
        chosen = [key for number in lessons for key in BANK.keys(number)]
    return {key: keys.hashed_key(BANK.get(key)) for key in chosen}


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__)
        raise SystemExit(2)
    target = Path(sys.argv[1])
    keys.save(answer_file(), target)
    print(f"wrote {target}")
