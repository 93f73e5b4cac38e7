"""``python -m logo_lessons.bank`` (from ``notebooks/``): rewrite ``answers.json``.

Salts already in the file are kept, so an unchanged exercise keeps its hashes
and the diff shows only what changed.
"""

from __future__ import annotations

from logo_lessons import keys
from logo_lessons.bank import BANK


def answer_file() -> dict[str, keys.ExerciseKey]:
    """Every bank exercise hashed with the salt it already has (a new one if none)."""
    BANK.load_all()
    old = keys.load()
    return {key: keys.make_key(BANK.get(key), old[key].salt if key in old else None)
            for key in BANK.keys()}  # noqa: SIM118 (a Bank, not a dict)


if __name__ == "__main__":
    keys.save(answer_file())
    print(f"wrote {keys.ANSWERS}")
