"""Lower bounds on the rounds any solo strategy needs: counting the answers.

A round of Star Light has at most 7 possible answers (Alignment: first card,
second card or both; Neighbours; Symmetry; Greatness: either card; rulings S2,
S4). A strategy that aligns the stars only when certain (ruling S17, see
:mod:`~logo_kit.lore.optimal`) is a tree: each round a node with at most 7
children, each of the ``N`` equally likely lines (ruling S1) a leaf of its own
(at a leaf one line is left). So

- *worst case*: ``r`` rounds end in at most ``7**r`` leaves, so some line needs
  at least the smallest ``r`` with ``7**r ≥ N`` (:func:`worst_case_bound`);
- *on average*: the rounds a strategy needs on average are the mean depth of
  its leaves, and no tree with at most 7 children per node has a smaller total
  depth over ``N`` leaves than the complete one: every leaf at depth ``d`` or
  ``d + 1`` where ``7**d ≤ N < 7**(d+1)`` (:func:`min_total_depth`). Its mean
  is the bound :func:`expected_rounds_bound`, slightly above the entropy bound
  ``log2 N / log2 7`` (:func:`entropy_bound`) because depths are whole numbers.

Why the complete tree is best: if a leaf sat at depth ``≤ d − 1`` while another
sat at depth ``≥ d + 2``, moving the deep leaf (with a sibling merged into its
parent, or as a new child) next to the shallow one lowers the total; so an
optimal tree has all leaves within one level, and with the fewest leaves at
the deeper level. The tests compare the formula with that recursion.

>>> expected_rounds_bound(24)  # 3 of 7 first answers need a round more: 4 × 1 + 20 × 2
Fraction(11, 6)
>>> worst_case_bound(24), round(entropy_bound(24), 3)
(2, 1.633)
"""

from __future__ import annotations

import math
from fractions import Fraction

from logo_kit import checks

__all__ = [
    "STAR_LIGHT_ANSWERS",
    "entropy_bound",
    "expected_rounds_bound",
    "min_total_depth",
    "worst_case_bound",
]

STAR_LIGHT_ANSWERS = 7
"""Most answers one Star Light round can give (rulings S2, S4)."""
MAX_LINES = 10**12


def _lines(lines: int) -> int:
    return checks.whole(lines, "lines (equally likely assignments)", low=1, high=MAX_LINES)


def _answers(answers: int) -> int:
    return checks.whole(answers, "answers (most a round can give)", low=2, high=1000)


def min_total_depth(lines: int, answers: int = STAR_LIGHT_ANSWERS) -> int:
    """The smallest total depth of ``lines`` leaves in a tree whose nodes have at most
    ``answers`` children: ``lines × d + (lines − k**d) + ⌈(lines − k**d) / (k − 1)⌉``
    with ``k**d ≤ lines < k**(d+1)``. Each node at depth ``d`` turned into a round
    gives up to ``k − 1`` more leaves, all one deeper.

    >>> [min_total_depth(n) for n in (1, 2, 7, 8, 49)]
    [0, 2, 7, 10, 98]
    """
    n, k = _lines(lines), _answers(answers)
    if n == 1:
        return 0
    depth, full = 0, 1
    while full * k <= n:
        full *= k
        depth += 1
    extra = n - full
    return n * depth + extra + -(-extra // (k - 1))


def expected_rounds_bound(lines: int, answers: int = STAR_LIGHT_ANSWERS) -> Fraction:
    """Fewest rounds any strategy can need on average to tell ``lines`` equally likely
    lines apart with at most ``answers`` answers a round (module docstring)."""
    n = _lines(lines)
    return Fraction(min_total_depth(n, answers), n)


def entropy_bound(lines: int, answers: int = STAR_LIGHT_ANSWERS) -> float:
    """The information bound ``log2(lines) / log2(answers)``: bits to learn over the
    most bits a round can give. Never above :func:`expected_rounds_bound`."""
    return math.log2(_lines(lines)) / math.log2(_answers(answers))


def worst_case_bound(lines: int, answers: int = STAR_LIGHT_ANSWERS) -> int:
    """Fewest rounds after which a strategy can be sure of every line: the smallest
    ``r`` with ``answers**r ≥ lines``."""
    n, k = _lines(lines), _answers(answers)
    rounds, reach = 0, 1
    while reach < n:
        reach *= k
        rounds += 1
    return rounds
