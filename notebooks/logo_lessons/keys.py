"""Answer keys a student's copy can check with, without holding the answers.

Two kinds of key judge an answer the same way (:meth:`judge` gives a
:class:`Verdict`):

- :class:`PlainKey`, in the teacher's checkout, where the bank is at hand: the
  expected answer itself, compared directly.
- :class:`HashedKey`, in a student's build (``answers.json``): each answer is
  written in one canonical form (:func:`canonical`), stretched with scrypt
  under a salt drawn fresh for every build (:func:`stretch`, about 0.1–0.3 s a
  guess, 64 MB), and only a tag of the result is stored. The known mistakes are
  stored the same way, each with its feedback sealed under it (only that
  mistake opens it), and the worked reason is sealed with the stretched
  answer, so only the right answer opens it.

A number a brute force would find within ten minutes anyway (a small whole
number, a simple fraction: :mod:`logo_lessons.strength`) gets no tag at all:
the student's copy recognises its known mistakes but cannot confirm it, and the
teacher's marking does. A choice among a few words can be confirmed, but with
fewer tries than choices less one, so trying them all confirms nothing
(:func:`tries_for`). "Why" answers are not in the file.

>>> from fractions import Fraction
>>> canonical(Fraction(6, 4)), canonical("  Bear "), canonical(0.375)
('3/2', 'bear', '3/8')
>>> salt, form = "00" * 16, canonical(Fraction(3, 2))
>>> opened = open_sealed(seal("because", stretch(form, salt)), stretch(form, salt))
>>> opened
'because'
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from logo_lessons.strength import is_guessable
from logo_lessons.tries import MOST_TRIES

__all__ = [
    "KDF",
    "HashedKey",
    "PlainKey",
    "Verdict",
    "canonical",
    "exact",
    "hashed_key",
    "load",
    "open_sealed",
    "plain_key",
    "save",
    "seal",
    "stretch",
    "tries_for",
]

ANSWERS = Path(__file__).with_name("answers.json")
"""A student build's answer file, beside this module (absent in the teacher's checkout)."""
FORMAT = 2
KDF: dict[str, int] = {"n": 2**16, "r": 8, "p": 1}
"""scrypt's cost: 64 MB of memory and about 0.1–0.3 s of one core per guess."""
_CHECK = "ok:"  # prefix of every sealed text, so a wrong key is recognised


def exact(value: Any) -> Fraction | None:
    """An exact rational value as a Fraction, or None. A float counts when it is a
    decimal the student typed exactly (0.375 is 3/8, 0.7 is 7/10): the simplest
    fraction whose nearest float it is."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        from logo_lessons.decimals import typed_fraction

        return typed_fraction(value)
    if isinstance(value, Fraction | int):
        return Fraction(value)
    numerator, denominator = getattr(value, "p", None), getattr(value, "q", None)
    if isinstance(numerator, int) and isinstance(denominator, int):  # sympy Rational / Integer
        return Fraction(numerator, denominator)
    import numpy as np

    if isinstance(value, np.integer):
        return Fraction(int(value))
    if isinstance(value, np.floating):
        return exact(float(value))
    return None


def canonical(value: Any) -> str:
    """The one spelling of an answer that is compared: ``"p/q"`` or lower-cased text."""
    number = exact(value)
    if number is not None:
        return f"{number.numerator}/{number.denominator}"
    return " ".join(str(value).split()).casefold()


def stretch(form: str, salt: str, kdf: Mapping[str, int] = KDF) -> bytes:
    """``form`` stretched under ``salt`` (hex): the slow step every guess must pay."""
    return hashlib.scrypt(
        form.encode(),
        salt=bytes.fromhex(salt),
        n=kdf["n"],
        r=kdf["r"],
        p=kdf["p"],
        maxmem=256 * kdf["n"] * kdf["r"],
        dklen=32,
    )


def _tag(stretched: bytes, purpose: str) -> str:
    return hmac.new(stretched, purpose.encode(), hashlib.sha256).hexdigest()


def _stream(stretched: bytes, size: int) -> bytes:
    blocks = (
        hmac.new(stretched, b"seal" + i.to_bytes(4, "big"), hashlib.sha256).digest()
        for i in range(size // 32 + 1)
    )
    return b"".join(blocks)[:size]


def seal(text: str, stretched: bytes) -> str:
    """``text`` sealed so that only the same stretched answer opens it."""
    data = (_CHECK + text).encode()
    mixed = bytes(a ^ b for a, b in zip(data, _stream(stretched, len(data)), strict=True))
    return base64.b64encode(mixed).decode()


def open_sealed(sealed: str, stretched: bytes) -> str | None:
    """The sealed text, or None when ``stretched`` is not what it was sealed with."""
    data = base64.b64decode(sealed)
    plain = bytes(a ^ b for a, b in zip(data, _stream(stretched, len(data)), strict=True))
    try:
        text = plain.decode()
    except UnicodeDecodeError:
        return None
    return text[len(_CHECK) :] if text.startswith(_CHECK) else None


@dataclass(frozen=True)
class Verdict:
    """What a key says of one answer: ``"right"`` (with the worked reason, if any),
    ``"mistake"`` (with its feedback) or ``"other"``."""

    kind: str
    message: str = ""
    reason: str = ""


@dataclass(frozen=True)
class PlainKey:
    """An exercise judged with its answer in hand (the teacher's checkout, the grader)."""

    key: str
    kind: str
    answer: str = ""
    mistakes: dict[str, str] = field(default_factory=dict)
    hint: str = ""
    reason: str = ""
    graded: bool = True
    predict_first: bool = False
    tries: int = MOST_TRIES

    @property
    def confirmable(self) -> bool:
        return bool(self.answer)

    def judge(self, form: str) -> Verdict:
        if self.answer and form == self.answer:
            return Verdict("right", reason=self.reason)
        if form in self.mistakes:
            return Verdict("mistake", self.mistakes[form])
        return Verdict("other")


@dataclass(frozen=True)
class HashedKey:
    """An exercise as a student's build holds it: tags, feedback, the sealed reason."""

    key: str
    kind: str
    salt: str = ""
    answer: str = ""
    mistakes: dict[str, str] = field(default_factory=dict)
    hint: str = ""
    reason: str = ""
    graded: bool = True
    predict_first: bool = False
    tries: int = MOST_TRIES
    kdf: dict[str, int] = field(default_factory=lambda: dict(KDF))

    @property
    def confirmable(self) -> bool:
        return bool(self.answer)

    def judge(self, form: str) -> Verdict:
        """One guess: one stretch of ``form``, then cheap comparisons."""
        stretched = stretch(form, self.salt, self.kdf)
        if self.answer and hmac.compare_digest(_tag(stretched, "answer"), self.answer):
            reason = open_sealed(self.reason, stretched) if self.reason else None
            return Verdict("right", reason=reason or "")
        sealed = self.mistakes.get(_tag(stretched, "mistake"))
        message = open_sealed(sealed, stretched) if sealed else None
        return Verdict("mistake", message) if message else Verdict("other")


Key = PlainKey | HashedKey


def _forms(exercise: Any) -> tuple[str, dict[str, str], bool]:
    """The exercise's answer form, its mistakes' forms → feedback, and whether a brute
    force would find the answer (a guessable answer is never confirmable offline)."""
    expected = exercise.expected()
    mistakes = {}
    for wrong, why in exercise.mistakes.items():
        mistakes[canonical(wrong() if callable(wrong) else wrong)] = why
    number = exact(expected) if exercise.kind == "exact" else None
    return canonical(expected), mistakes, number is not None and is_guessable(number)


def tries_for(exercise: Any) -> int:
    """How many answers ``check`` judges: :data:`MOST_TRIES`, and for a choice fewer than
    its options less one (one try for two or three options), so that elimination never
    confirms the answer."""
    if exercise.kind == "choice":
        return max(1, min(MOST_TRIES, len(exercise.choices) - 2))
    return MOST_TRIES


def plain_key(exercise: Any) -> PlainKey:
    """A bank exercise (``logo_lessons.bank.Exercise``) as the teacher's checkout judges it."""
    if exercise.kind == "why":
        return PlainKey(exercise.key, "why", graded=exercise.graded)
    form, mistakes, _ = _forms(exercise)
    return PlainKey(
        exercise.key,
        exercise.kind,
        form,
        mistakes,
        exercise.hint,
        exercise.model_answer,
        exercise.graded,
        exercise.predict_first,
        tries_for(exercise),
    )


def hashed_key(exercise: Any, salt: str | None = None, kdf: Mapping[str, int] = KDF) -> HashedKey:
    """A bank exercise hashed for a student's build, under a fresh salt unless given."""
    salt = salt or secrets.token_hex(16)
    if exercise.kind == "why":
        return HashedKey(exercise.key, "why", salt, graded=exercise.graded, kdf=dict(kdf))
    form, wrong, guessable = _forms(exercise)
    mistakes = {}
    for wrong_form, why in wrong.items():
        stretched = stretch(wrong_form, salt, kdf)
        mistakes[_tag(stretched, "mistake")] = seal(why, stretched)
    answer = reason = ""
    if not guessable:
        stretched = stretch(form, salt, kdf)
        answer = _tag(stretched, "answer")
        reason = seal(exercise.model_answer, stretched) if exercise.model_answer else ""
    return HashedKey(
        exercise.key,
        exercise.kind,
        salt,
        answer,
        mistakes,
        exercise.hint,
        reason,
        exercise.graded,
        exercise.predict_first,
        tries_for(exercise),
        dict(kdf),
    )


def load(path: Path = ANSWERS) -> dict[str, HashedKey]:
    """The keys stored in a student build's answer file ({} when there is none)."""
    if not path.exists():
        return {}
    stored = json.loads(path.read_text())
    if stored.get("format") != FORMAT:
        raise ValueError(
            f"{path.name} is not an answer file of format {FORMAT}: "
            "rebuild it with `make worksheets`."
        )
    return {key: HashedKey(**entry) for key, entry in stored["exercises"].items()}


def save(keys: Mapping[str, HashedKey], path: Path = ANSWERS) -> None:
    ordered = sorted(keys, key=lambda k: tuple(int(p) for p in k.split(".")))
    data = {"format": FORMAT, "exercises": {key: asdict(keys[key]) for key in ordered}}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
