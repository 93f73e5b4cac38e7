"""Lesson 30's displays: the tables and charts around the counting, so that the code
a student reads is the counting itself.

Every function here lays out numbers that ``logo_kit`` computes (``next_bust_chance``,
``survival_curve``, a seeded simulation, a class experiment); none holds an exercise's
answer. They return text (print it) or a plotly figure (``.show()`` it).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from fractions import Fraction

import numpy as np

from logo_kit.billionaire import BustExperiment, RiskyBusinessDeck, next_bust_chance
from logo_kit.widgets import plots

__all__ = [
    "band",
    "class_table",
    "convergence_chart",
    "convergence_table",
    "distribution_chart",
    "next_card_chances",
    "next_card_table",
    "simulated_class",
    "survival_chart",
    "survival_table",
]


def _value_cards(deck: RiskyBusinessDeck) -> list[int]:
    """The deck's value cards, one entry per physical card (which ones are drawn does
    not change the chance of a BUST next: only how many)."""
    return [card for card in deck.cards() if card != "BUST"]


def next_card_chances(deck: RiskyBusinessDeck, up_to: int) -> dict[int, Fraction]:
    """The chance that the next card is a BUST after ``0, 1, …, up_to`` value cards."""
    values = _value_cards(deck)
    return {k: next_bust_chance(deck, values[:k]) for k in range(up_to + 1)}


def next_card_table(deck: RiskyBusinessDeck, up_to: int) -> str:
    """:func:`next_card_chances` as a table, fraction and percent."""
    lines = ["safe cards so far   chance the next card is a BUST"]
    for k, p in next_card_chances(deck, up_to).items():
        lines.append(f"{k:>17}   {p!s:>5} ≈ {float(p):6.2%}")
    return "\n".join(lines)


def survival_table(curves: Mapping[str, Mapping[int, Fraction]], up_to: int) -> str:
    """Side by side, the chance of no BUST in ``k = 1 … up_to`` cards for each deck."""
    names = list(curves)
    lines = [" k  " + "".join(f"{name:>20}" for name in names)]
    for k in range(1, up_to + 1):
        cells = (f"{curves[n][k]!s:>11} ≈ {float(curves[n][k]):.3f}" for n in names)
        lines.append(f"{k:>2}  " + "".join(f"{c:>20}" for c in cells))
    return "\n".join(lines)


def survival_chart(curves: Mapping[str, Mapping[int, Fraction]]):
    """The survival curves, with the one-half line."""
    return plots.curves(
        dict(curves),
        title="Chance of no BUST after k cards (exact)",
        x="cards turned over k",
        y="chance of no BUST",
        percent=True,
        hlines={"one half": 0.5},
    )


def simulated_class(
    deck: RiskyBusinessDeck, rng: np.random.Generator, groups: int, shuffles: int
) -> BustExperiment:
    """What a class of ``groups`` groups might report, ``shuffles`` shuffles each, simulated
    with ``rng`` (for a class without cards, or to compare with your own)."""
    experiment = BustExperiment(deck)
    for group in range(1, groups + 1):
        experiment = experiment.simulate_group(f"group {group}", rng, shuffles)
    return experiment


def class_table(experiment: BustExperiment) -> str:
    """Each group's counts, one line per group, and the pooled mean."""
    lines = [f"{g.name}: {' '.join(str(s) for s in g.runs)}" for g in experiment.groups]
    mean = experiment.mean()
    lines.append(f"{experiment.trials} shuffles, class mean {mean} ≈ {float(mean):.2f}")
    return "\n".join(lines)


def distribution_chart(distribution, at_least: int):
    """The exact distribution of the safe cards before the first BUST, the event
    "at least ``at_least``" hatched and the mean marked."""
    mean = distribution.mean()
    return plots.plot(
        distribution,
        event=lambda s: s >= at_least,
        title="Safe cards before the first BUST (bull deck, exact)",
        x="safe cards S",
        vlines={f"mean {mean}": mean},
    )


def band(p: float, n: int) -> float:
    """Half the width of the 95% band of a frequency of ``n`` trials with chance ``p``:
    1.96 √(p(1 − p)/n)."""
    return 1.96 * math.sqrt(p * (1 - p) / n)


def convergence_table(hits: np.ndarray, p: float, sizes: Sequence[int]) -> str:
    """The running frequency of ``hits`` after each of ``sizes`` trials, beside ``p`` and
    its 95% band."""
    lines = []
    for n in sizes:
        lines.append(
            f"after {n:>5,} shuffles: {np.mean(hits[:n]):.4f}   exact {p:.4f} ± {band(p, n):.4f}"
        )
    return "\n".join(lines)


def convergence_chart(hits: np.ndarray, exact: Fraction, what: str):
    """The running frequency of ``hits`` inside the 95% band around ``exact``."""
    return plots.convergence(
        hits,
        exact,
        title=f"Running frequency of '{what}' (seeded simulation)",
        what="share of shuffles",
    )
