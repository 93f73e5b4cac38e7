"""Answers as salted hashes: what a student's build holds instead of the answer key.

Each exercise gets a random *salt*. Its expected answer is written in one
canonical form and only ``sha256(salt | form)`` is stored, so the file can
tell whether an answer is right without saying what the answer is:

- an exact number (``Fraction``, ``int``, sympy ``Rational``) as ``"p/q"`` in
  lowest terms (``"7/55"``, ``"6813/1"``);
- a choice or a word as its lower-cased, stripped text (``"alignment"``);
- ``near``: the exact answer rounded to 4 significant digits (``"23.18"``), so
  a float that rounds to the answer is told "close, give it exactly".

Each common wrong answer is hashed the same way and mapped to its feedback.
The worked reason the reveal prints is *sealed* with the answer: it is XORed
with a key stream drawn from ``sha256("open" | salt | form)``, so only the
right answer (the student's, or the lesson's own computation after a
prediction) opens it. "Why" answers are not in the file at all.

This keeps answers out of sight, not out of reach: a student who tries every
small whole number against a hash will find it. It is a study aid, not an
exam lock (grading uses nbgrader's locked cells).

>>> from fractions import Fraction
>>> form = canonical(Fraction(6, 4))
>>> form
'3/2'
>>> opened = open_sealed(seal("because", "s1", form), "s1", form)
>>> opened
'because'
>>> open_sealed(seal("because", "s1", form), "s1", "1/2") is None
True
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

__all__ = ["ExerciseKey", "canonical", "digest", "load", "near_form", "open_sealed", "seal"]

ANSWERS = Path(__file__).with_name("answers.json")
"""The student build's answer file (hashes only), beside this module."""
_CHECK = "ok:"  # prefix of every sealed text, so a wrong key is recognised


def _fraction(value: Any) -> Fraction | None:
    """An exact rational value as a Fraction, or None (floats are not exact)."""
    if isinstance(value, bool | float):
        return None
    if isinstance(value, Fraction | int):
        return Fraction(value)
    numerator, denominator = getattr(value, "p", None), getattr(value, "q", None)
    if isinstance(numerator, int) and isinstance(denominator, int):  # sympy Rational / Integer
        return Fraction(numerator, denominator)
    try:
        import numpy as np

        if isinstance(value, np.integer):
            return Fraction(int(value))
    except ImportError:  # pragma: no cover - numpy ships with logo_kit
        pass
    return None


def canonical(value: Any) -> str:
    """The one spelling of an answer that is hashed: ``"p/q"`` or lower-cased text."""
    exact = _fraction(value)
    if exact is not None:
        return f"{exact.numerator}/{exact.denominator}"
    return " ".join(str(value).split()).casefold()


def near_form(value: Any) -> str | None:
    """A number rounded to 4 significant digits (``None`` for text)."""
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return f"{number:.4g}"


def digest(salt: str, form: str) -> str:
    return hashlib.sha256(f"{salt}|{form}".encode()).hexdigest()


def _stream(salt: str, form: str, size: int) -> bytes:
    key = hashlib.sha256(f"open|{salt}|{form}".encode()).digest()
    blocks = (hashlib.sha256(key + i.to_bytes(4, "big")).digest() for i in range(size // 32 + 1))
    return b"".join(blocks)[:size]


def seal(text: str, salt: str, form: str) -> str:
    """``text`` sealed so that only the answer spelled ``form`` opens it."""
    data = (_CHECK + text).encode()
    mixed = bytes(a ^ b for a, b in zip(data, _stream(salt, form, len(data)), strict=True))
    return base64.b64encode(mixed).decode()


def open_sealed(sealed: str, salt: str, form: str) -> str | None:
    """The sealed text, or None when ``form`` is not the answer it was sealed with."""
    data = base64.b64decode(sealed)
    plain = bytes(a ^ b for a, b in zip(data, _stream(salt, form, len(data)), strict=True))
    try:
        text = plain.decode()
    except UnicodeDecodeError:
        return None
    return text[len(_CHECK):] if text.startswith(_CHECK) else None


@dataclass(frozen=True)
class ExerciseKey:
    """What a student build knows of one exercise: hashes, feedback, the sealed reason."""

    key: str
    kind: str
    salt: str
    answer: str = ""
    near: str = ""
    mistakes: dict[str, str] = field(default_factory=dict)
    hint: str = ""
    reason: str = ""
    graded: bool = True
    predict_first: bool = False

    def is_answer(self, form: str) -> bool:
        return bool(self.answer) and digest(self.salt, form) == self.answer

    def is_near(self, form: str | None) -> bool:
        return bool(self.near) and form is not None and digest(self.salt, "~" + form) == self.near

    def mistake(self, form: str) -> str | None:
        return self.mistakes.get(digest(self.salt, form))

    def reason_for(self, form: str) -> str | None:
        return open_sealed(self.reason, self.salt, form) if self.reason else None


def make_key(exercise: Any, salt: str | None = None) -> ExerciseKey:
    """Hash one bank exercise (``logo_lessons.bank.Exercise``) into its student key."""
    salt = salt or secrets.token_hex(8)
    if exercise.kind == "why":
        return ExerciseKey(exercise.key, "why", salt, graded=exercise.graded)
    expected = exercise.expected()
    form = canonical(expected)
    near = near_form(expected) if exercise.kind == "exact" else None
    mistakes = {}
    for wrong, why in exercise.mistakes.items():
        value = wrong() if callable(wrong) else wrong
        mistakes[digest(salt, canonical(value))] = why
    return ExerciseKey(
        key=exercise.key,
        kind=exercise.kind,
        salt=salt,
        answer=digest(salt, form),
        near=digest(salt, "~" + near) if near else "",
        mistakes=mistakes,
        hint=exercise.hint,
        reason=seal(exercise.model_answer, salt, form) if exercise.model_answer else "",
        graded=exercise.graded,
        predict_first=exercise.predict_first,
    )


def key_for_value(value: Any, hint: str = "") -> ExerciseKey:
    """A one-off key for a value the lesson has in hand (``check(answer, expected)``)."""
    salt = secrets.token_hex(8)
    kind = "exact" if _fraction(value) is not None else "choice"
    near = near_form(value) if kind == "exact" else None
    return ExerciseKey("", kind, salt, answer=digest(salt, canonical(value)),
                       near=digest(salt, "~" + near) if near else "", hint=hint)


def load(path: Path = ANSWERS) -> dict[str, ExerciseKey]:
    """The exercise keys stored in an answer file ({} when there is none)."""
    if not path.exists():
        return {}
    stored = json.loads(path.read_text())
    return {key: ExerciseKey(**entry) for key, entry in stored.items()}


def save(keys: dict[str, ExerciseKey], path: Path = ANSWERS) -> None:
    ordered = sorted(keys, key=lambda k: tuple(int(p) for p in k.split(".")))
    data = {key: asdict(keys[key]) for key in ordered}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
