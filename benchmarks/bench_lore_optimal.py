"""The exact solo Star Light solver against a plain game-tree search, and against itself
without its symmetries.

The plain baseline is the tests' brute-force search (``tests/lore/test_lore_optimal.py``):
every layout, pair and set of questions, answered by the Logic & Lore oracle, memoised on
the set of lines left, no symmetry. It is only feasible for 3 stars as a whole puzzle (4
stars take minutes), so the second row measures what the symmetries buy on the whole
5-star puzzle (about 20 seconds without them). The published study (``make optimal-solo``)
records the full solves' times and memory.
"""

from __future__ import annotations

import itertools

from benchmarks.harness import Benchmark
from logo_kit.lore import OptimalSolver
from tests.lore.test_lore_optimal import brute_force


def _same(a, b) -> None:
    if a != b:
        raise AssertionError(f"the solver says {a}, the baseline {b}")


BENCHMARKS = [
    Benchmark(
        name="lore.OptimalSolver 3 stars, whole puzzle",
        candidate=lambda: OptimalSolver(3).expected_rounds(),
        baseline=lambda: brute_force(3)(frozenset(itertools.permutations((1, 2, 3))), frozenset()),
        baseline_name="plain game-tree search (oracle answers, every layout, no symmetry)",
        repeats=3,
        check=_same,
    ),
    Benchmark(
        name="lore.OptimalSolver 5 stars, whole puzzle",
        candidate=lambda: OptimalSolver(5).expected_rounds(),
        baseline=lambda: OptimalSolver(5, symmetry=False).expected_rounds(),
        baseline_name="the same search without symmetry (cards relabelled, values reflected)",
        repeats=1,
        check=_same,
    ),
]
