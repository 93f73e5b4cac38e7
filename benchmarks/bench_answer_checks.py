"""A guess at a student build's answer file: the slow hash against the plain one it replaced.

Every check a student runs, and every guess of a brute force over the file, stretches
the candidate with scrypt (:func:`logo_lessons.keys.stretch`). The target is a cost,
not a speed: one guess must stay at least 10,000 times a plain salted SHA-256, the
hash the file used before (a brute force then tried millions of candidates a second).
The median here is also what one ``check`` costs a student.
"""

from __future__ import annotations

import hashlib
import sys
from fractions import Fraction
from pathlib import Path

from benchmarks.harness import Benchmark

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "notebooks"))

from logo_lessons.bank import Exercise
from logo_lessons.keys import canonical, hashed_key

EXERCISE = Exercise(
    "99.1", "a fraction with a large denominator", answer=lambda: Fraction(16, 362879)
)
KEY = hashed_key(EXERCISE)
GUESS = canonical(Fraction(17, 362879))


def slow_guess() -> str:
    return KEY.judge(GUESS).kind


def plain_guess() -> str:
    digest = hashlib.sha256(f"{KEY.salt}|{GUESS}".encode()).hexdigest()
    return "other" if digest != KEY.answer else "right"


def same(a: str, b: str) -> None:
    if a != b:
        raise AssertionError(f"the two guesses disagree: {a} != {b}")


BENCHMARKS = [
    Benchmark(
        name="one guess at a student's answer file (scrypt)",
        candidate=slow_guess,
        baseline=plain_guess,
        baseline_name="salted SHA-256",
        check=same,
        min_slowdown=10_000,
    ),
]
