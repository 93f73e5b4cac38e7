"""The hat-check: cards home after a shuffle, against the exact ``C(n, k)·D(n − k) / n!``
(:func:`~logo_kit.lore.experiment.hat_check_trial`), on the shared
:class:`~..common.experiment.ClassExperimentBoard` (the class pool collects 9 cards).

>>> board = HatCheckBoard(cards=4, results="0 1 1 2 0 4")
>>> board.pool.frequency(1), board.pool.trial.exact[1]
(Fraction(1, 3), Fraction(1, 3))
"""

from __future__ import annotations

from typing import Any

from logo_kit.lore.experiment import hat_check_trial
from logo_kit.lore.lanes import MAX_STARS
from logo_kit.pooled import Trial

from ..common.experiment import ClassExperimentBoard

__all__ = ["HatCheckBoard"]


class HatCheckBoard(ClassExperimentBoard):
    """Pool a class's hat-check results: ``cards`` (1–20, default 9) shuffled each time."""

    title = "Hat-check: how many cards land home?"
    class_experiment = "lore-hat-check"
    collected = f"shuffles of the star line's {MAX_STARS} cards"

    def __init__(self, cards: int = 9, *, seed: int = 2026, **kwargs: Any) -> None:
        self.cards = n = hat_check_trial(cards).setting  # the core checks 1–20
        self.steps = (
            "<ol style='margin:4px 0 4px 1.2em;padding:0'>"
            f"<li>Shuffle the star cards 1–{n} well.</li>"
            f"<li>Deal them face up into lanes 1–{n}, left to right.</li>"
            "<li>Count the cards <b>home</b>: the card's number equals its lane.</li>"
            "<li>Write the count down; shuffle again. Then type your group's counts below, "
            "one number per shuffle, and press <b>Add to the pool</b>.</li></ol>"
        )
        super().__init__(seed=seed, **kwargs)

    def new_trial(self) -> Trial:
        return hat_check_trial(self.cards)
