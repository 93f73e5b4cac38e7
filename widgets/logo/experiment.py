"""The LOGO class experiment: red cards in a 7-card hand (hypergeometric: 7 of 55 cards, 14
red; :func:`~logo_kit.logo.experiment.red_cards_trial`), on the shared
:class:`~..common.experiment.ClassExperimentBoard`.

>>> board = ExperimentBoard(results="2 1 3 0 2")
>>> board.add("0:2 1:3"), board.pool.trials, board.share.frequency
(True, 10, Fraction(1, 10))
"""

from __future__ import annotations

from logo_kit.logo.cards import HAND_SIZE
from logo_kit.logo.experiment import red_cards_trial
from logo_kit.pooled import Trial

from ..common.experiment import ClassExperimentBoard

__all__ = ["ExperimentBoard"]


class ExperimentBoard(ClassExperimentBoard):
    """Pool the class's red-card counts (the event: at least 3 red cards unless told)."""

    title = f"LOGO class experiment: red cards in a {HAND_SIZE}-card hand"
    class_experiment = "logo-red-cards"
    steps = (
        "<ol style='margin:2px 0 6px 1.2em;padding:0'>"
        f"<li>Shuffle a full LOGO deck well and deal {HAND_SIZE} cards.</li>"
        "<li>Count the <b>red</b> cards (R1–R14; the LOGO card does not count).</li>"
        "<li>Write the number down, put the cards back, shuffle, repeat.</li>"
        "<li>Type your numbers below and press <b>Add to the pool</b>.</li></ol>"
    )
    event = 3

    def new_trial(self) -> Trial:
        return red_cards_trial()
