"""The lessons in a live class: a prediction sent to the class, and the answer key the
teacher's board reveals from.

- :func:`offer` is what :func:`logo_lessons.predict` shows under a prediction when a
  class is set up (the class pool's address is in ``$LOGO_KIT_CLASS_POOL``, as a
  JupyterHub set up with :func:`logo_kit.classpool.hub.configure` gives every student's
  server) and the exercise is a class prediction: a **Send to the class** button
  (:class:`logo_kit.widgets.PredictionBoard`). Otherwise nothing at all: a student alone
  (on Binder, say) sees no extra control and no error.
- :func:`answer_key` is the teacher's side: the function the teacher's board calls when
  the teacher presses **Reveal** (the bank's answer), or None in a copy without the bank.
  The class pool never holds an answer, so a student's kernel never receives one.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from logo_kit.classpool import POOL_VARIABLE, PREDICTIONS

__all__ = ["answer_key", "class_is_set_up", "offer"]


def class_is_set_up() -> bool:
    """True when this server was given a class pool (a hub class, ``make class``)."""
    return bool(os.environ.get(POOL_VARIABLE, "").strip())


def offer(key: str, guess: Any) -> tuple[Any, str] | None:
    """In a class, the board that sends ``guess`` for exercise ``key`` to the class, and
    a line to say under the prediction; None when there is no class or ``key`` is not a
    class prediction."""
    if not class_is_set_up() or key not in PREDICTIONS:
        return None
    from logo_kit.widgets import PredictionBoard
    from logo_lessons.guesses import read_guess

    spec = PREDICTIONS[key]
    if spec.choices:
        return PredictionBoard(key, guess if guess in spec.choices else None), ""
    reading = read_guess(guess)  # the caller has read it once: it reads
    if reading is None or reading.point is None:  # a range or a word: one number to send
        return PredictionBoard(key), " To put it on your teacher's board, send one number."
    point = reading.exact if reading.exact is not None else reading.point
    return PredictionBoard(key, point), ""


def answer_key() -> Callable[[str], Any] | None:
    """The answer to each exercise, from the bank (the teacher's copy only), for the
    teacher's board's Reveal; None where the bank is not (a student build)."""
    try:
        from logo_lessons.bank import BANK
    except ImportError:
        return None

    def answer(key: str) -> Any:
        return BANK.get(key).expected()

    return answer
