"""The class experiments a class pool accepts, each with its exact distribution.

A student's result is a short list of whole-number outcomes, one per trial:

- ``logo-red-cards``: red cards in a 7-card LOGO hand (0–7), hypergeometric;
- ``lore-hat-check``: cards home after shuffling Logic & Lore's 9 star cards
  (0–9; 8 is impossible), ``C(9, k)·D(9 − k) / 9!``;
- ``billionaire-draw-to-bust``: value cards turned before the first BUST of the
  bull-market Risky Business deck (ruling B1: 27 value cards, 3 BUSTs).

An outcome whose exact chance is 0 cannot come from a real trial, so the pool
refuses it: the exact distribution is the validator as well as the answer.

>>> EXPERIMENTS["lore-hat-check"].possible(8)
False
>>> EXPERIMENTS["logo-red-cards"].exact()[0]
Fraction(115292, 1040655)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from logo_kit.exact import Distribution

__all__ = ["EXPERIMENTS", "MAX_TRIALS_PER_SEND", "ClassExperiment"]

MAX_TRIALS_PER_SEND = 200
"""Most trials one submission holds: a group deals or shuffles a few dozen at most
in a lesson, so a longer list is a mistake (or a flood), refused whole."""


@dataclass(frozen=True)
class ClassExperiment:
    """One class experiment: its name, what one trial measures, and its exact chances."""

    name: str
    trial: str
    """What one outcome counts, for messages and the teacher board's axis."""
    _exact: Callable[[], Distribution]

    def exact(self) -> Distribution:
        """The exact distribution of one trial's outcome."""
        return _exact_of(self.name)

    def outcomes(self) -> tuple[int, ...]:
        """The possible outcomes, smallest first."""
        return tuple(self.exact())

    def possible(self, outcome: int) -> bool:
        """True when ``outcome`` can come from a real trial (its exact chance is not 0)."""
        return outcome in self.exact()


def _red_cards() -> Distribution:
    from logo_kit.logo import red_cards_distribution

    return red_cards_distribution()


def _hat_check() -> Distribution:
    from logo_kit.lore.experiment import fixed_points

    return fixed_points(9)


def _draw_to_bust() -> Distribution:
    from logo_kit.billionaire import RiskyBusinessDeck
    from logo_kit.billionaire.experiment import safe_cards_distribution

    return safe_cards_distribution(RiskyBusinessDeck.bull())  # ruling B1


EXPERIMENTS: dict[str, ClassExperiment] = {
    e.name: e
    for e in (
        ClassExperiment("logo-red-cards", "red cards in a 7-card hand", _red_cards),
        ClassExperiment("lore-hat-check", "cards home after a shuffle of 9", _hat_check),
        ClassExperiment(
            "billionaire-draw-to-bust", "value cards before the first BUST", _draw_to_bust
        ),
    )
}


@cache
def _exact_of(name: str) -> Distribution:
    return EXPERIMENTS[name]._exact()
