"""Exact core: hypergeometric distribution by integer counting vs sympy.stats.

sympy.stats is the obvious "plain" way to get an exact hypergeometric
distribution; counting with math.comb and Fractions gives the same rationals.
"""

from __future__ import annotations

from fractions import Fraction

from benchmarks.harness import Benchmark
from logo_kit.exact import hypergeometric

POPULATION, SUCCESSES, DRAWS = 55, 14, 7  # red cards in a 7-card LOGO hand


def ours() -> dict[int, Fraction]:
    return dict(hypergeometric(POPULATION, SUCCESSES, DRAWS))


def with_sympy() -> dict[int, Fraction]:
    from sympy.core.cache import clear_cache
    from sympy.stats import Hypergeometric, density

    clear_cache()  # sympy memoises; a fair baseline computes from scratch
    dist = density(Hypergeometric("X", POPULATION, SUCCESSES, DRAWS)).dict
    return {int(k): Fraction(int(v.p), int(v.q)) for k, v in dist.items() if v != 0}


def same(a: dict, b: dict) -> None:
    if a != b:
        raise AssertionError(f"hypergeometric disagrees with sympy: {a} != {b}")


BENCHMARKS = [
    Benchmark(
        name="exact.hypergeometric(55, 14, 7)",
        candidate=ours,
        baseline=with_sympy,
        baseline_name="sympy.stats density",
        check=same,
    ),
]
