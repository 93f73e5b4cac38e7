"""The lesson predictions a class pool takes, and what the class guessed (with no names).

Before a lesson works an answer out, each student predicts it; sent to the class pool,
the guesses become one dot plot on the teacher's board, the answer hidden until the
teacher presses **Reveal**. Each :class:`ClassPrediction` is one predict-first exercise
of a lesson (its key, as in ``predict("20.2", …)``), with what a sane guess can be: a
finite number from ``low`` to ``high``, or one of its ``choices``. The answer is not
here: it stays in the lessons' answer key, on the teacher's side.

>>> PREDICTIONS["20.2"].check(0.3)
0.3
>>> PREDICTIONS["20.2"].check(float("nan"))
Traceback (most recent call last):
...
logo_kit.errors.ClassPoolError: a prediction for 20.2 is one finite number from 0 to 1, not nan.
>>> Guesses("20.2", (0.1, 0.25, 0.5, 0.9), revealed=True).within(0.3)
2
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any

from logo_kit.errors import ClassPoolError

__all__ = ["MAX_GUESSES", "NEAR", "PREDICTIONS", "ClassPrediction", "Guesses"]

MAX_GUESSES = 400
"""Most students one prediction of one class takes (one guess each): a class is a few
dozen; past this a flood of typed names is refused, and the dot plot stays small."""
NEAR = 2.0
"""A guess within this factor of the answer counts as close on the teacher's board."""


def _shown(bound: float) -> str:
    return f"{bound:,.0f}" if float(bound).is_integer() else f"{bound:g}"


@dataclass(frozen=True)
class ClassPrediction:
    """One predict-first exercise the class can send guesses to.

    ``key``: the lesson's exercise key; ``game`` and ``question``: what the students
    are asked (the teacher's board shows it above the dots); ``quantity``: what the
    axis measures; ``low``/``high``: the sane range of a numeric guess; ``choices``: the
    words a choice prediction takes instead of a number.
    """

    key: str
    game: str
    question: str
    quantity: str = "chance"
    low: float = 0.0
    high: float = 1.0
    choices: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """How a menu lists it, short enough for a narrow column: ``20.2 · Logic & Lore``
        (the question is shown under the menu)."""
        return f"{self.key} · {self.game}"

    def check(self, guess: Any) -> float | str:
        """``guess`` as stored: a float in ``[low, high]``, or one of :attr:`choices`
        (a :class:`~logo_kit.errors.ClassPoolError` saying what is allowed otherwise)."""
        if self.choices:
            if isinstance(guess, str) and guess in self.choices:
                return guess
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ClassPoolError(
                f"a prediction for {self.key} is one of {allowed}, not {_said(guess)}."
            )
        wanted = (
            f"a prediction for {self.key} is one finite number from {_shown(self.low)} "
            f"to {_shown(self.high)}"
        )
        if isinstance(guess, bool) or not isinstance(guess, numbers.Real):
            raise ClassPoolError(f"{wanted}, not {_said(guess)}.")
        try:
            value = float(guess)
        except (OverflowError, TypeError, ValueError):
            raise ClassPoolError(f"{wanted}; that number is far too large.") from None
        if not math.isfinite(value):
            raise ClassPoolError(f"{wanted}, not {value}.")
        if not self.low <= value <= self.high:
            raise ClassPoolError(f"{wanted}, not {value:g}.")
        return value

    def stored(self, value: Any, choice: Any) -> float | str | None:
        """A stored row's guess, or None for a row no board could have sent (written into
        the database by hand): such a row is left out and counted, never shown."""
        try:
            return self.check(choice if self.choices else value)
        except ClassPoolError:
            return None


def _said(guess: Any) -> str:
    text = repr(guess)
    return text if len(text) <= 40 else f"{type(guess).__name__} of {len(text)} characters"


@dataclass(frozen=True)
class Guesses:
    """A class's guesses for one prediction, in the order they came: no names."""

    prediction: str
    values: tuple[float | str, ...]
    revealed: bool
    ignored: int = 0
    """Stored rows left out (malformed, or out of range): the teacher's board says how many."""

    @property
    def count(self) -> int:
        return len(self.values)

    def within(self, answer: Any, factor: float = NEAR) -> int:
        """How many guesses are close to ``answer``: the same choice, or a number within
        ``factor`` of it (from ``answer/factor`` to ``answer·factor``; for an answer of 0,
        only 0)."""
        if isinstance(answer, str):
            return sum(1 for v in self.values if v == answer)
        target = float(answer)
        if target == 0:
            return sum(1 for v in self.values if v == 0)
        low, high = sorted((target / factor, target * factor))
        return sum(1 for v in self.values if not isinstance(v, str) and low <= v <= high)


PREDICTIONS: dict[str, ClassPrediction] = {
    p.key: p
    for p in (
        ClassPrediction(
            "11.1",
            "LOGO",
            "the chance that a dealt 7-card hand is a black colour hand holding the LOGO",
        ),
        ClassPrediction(
            "20.2",
            "Logic & Lore",
            "the chance that no card of a freshly dealt 9-card star line starts home",
        ),
        ClassPrediction(
            "30.1",
            "LOGO Billionaire",
            "the chance that the 11th card is a BUST when ten value cards of the bull market "
            "deck are turned and no BUST yet",
        ),
    )
}
