"""LOGO declare advice with the final rotation (ruling L9), against plain ways to the same numbers.

- ``declare_advice(..., final_rotation=True)`` against two opponents (target:
  5 s, an answer a student waits for at the table): on a reduced deck against
  playing out every deal and every order of the draw pile; on the full deck
  against a seeded simulation of the same model precise to about ±0.2% (200,000
  deals), checked to agree within 4 standard errors. A hand of value 41 is
  typical; hands around 50–60 keep the widest range of totals, so one is timed
  too.
- ``declare_or_wait`` against one opponent (exact) against the same model
  simulated.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np

from benchmarks.harness import Benchmark
from logo_kit.logo.cards import hand_value, parse_cards
from logo_kit.logo.odds_declare import DeclareAdvice, declare_advice
from logo_kit.logo.odds_pool import unseen_cards
from logo_kit.logo.odds_rotation import keep_best
from logo_kit.logo.odds_wait import _simulated_wait, declare_or_wait
from logo_kit.logo.scoring import score_round

TYPICAL_HAND = "R5 B6 G7 R8 0 0 JUMP"  # value 41
SLOW_HAND = "G1 R12 0 R14 JUMP B8 R6"  # value 56: among the slowest to count
SIMULATED_DEALS = 200_000

REDUCED_HAND = parse_cards("R4 B4 0")
REDUCED_POOL = parse_cards("R1 R2 R3 R5 B1 B2 G1 G9 JUMP STOP 0")


def reduced_exact() -> tuple[Fraction, Fraction, Fraction]:
    advice = declare_advice(REDUCED_HAND, 2, REDUCED_POOL, hand_size=3, final_rotation=True)
    return advice.p_lowest, advice.p_tie, advice.expected_if_declare


def reduced_played() -> tuple[Fraction, Fraction, Fraction]:
    """Deal both 3-card hands, then both draws in every order: 220·84·6·5 = 554,400 deals."""
    mine = hand_value(REDUCED_HAND, size=3)
    cards = range(len(REDUCED_POOL))
    kept = {
        s: keep_best([REDUCED_POOL[i] for i in s], keep=3)[1]
        for s in itertools.combinations(cards, 4)
    }
    deals = lowest = tied = points = 0
    for first in itertools.combinations(cards, 3):
        rest = [i for i in cards if i not in first]
        for second in itertools.combinations(rest, 3):
            left = [i for i in rest if i not in second]
            for draw1, draw2 in itertools.permutations(left, 2):
                v1 = kept[tuple(sorted((*first, draw1)))]
                v2 = kept[tuple(sorted((*second, draw2)))]
                deals += 1
                lowest += min(v1, v2) > mine
                tied += min(v1, v2) == mine
                points += score_round([mine, v1, v2], declarer=0)[0]
    return Fraction(lowest, deals), Fraction(tied, deals), Fraction(points, deals)


def same(a, b) -> None:
    if a != b:
        raise AssertionError("the calculator and the baseline disagree")


def exact_two(hand: str):
    return lambda: declare_advice(hand, 2, final_rotation=True)


def simulated_two(hand: str):
    return lambda: declare_advice(
        hand, 2, final_rotation=True, rng=2024, method="simulate", samples=SIMULATED_DEALS
    )


def within_four_standard_errors(exact: DeclareAdvice, simulated: DeclareAdvice) -> None:
    pairs = (
        (exact.p_lowest, simulated.estimates.p_lowest),
        (exact.p_tie, simulated.estimates.p_tie),
        (exact.expected_if_declare, simulated.estimates.expected_if_declare),
    )
    for value, estimate in pairs:
        if abs(float(value) - estimate.mean) > 4 * estimate.standard_error + 1e-12:
            raise AssertionError(f"exact {float(value)} is outside the estimate {estimate}")


def exact_wait() -> Fraction:
    return declare_or_wait(TYPICAL_HAND, 1).next_turn


def simulated_wait():
    hand = parse_cards(TYPICAL_HAND)
    return _simulated_wait(
        hand, unseen_cards(hand), 7, 1, False, np.random.default_rng(2024), SIMULATED_DEALS
    )


def wait_agrees(exact: Fraction, estimate) -> None:
    if abs(float(exact) - estimate.mean) > 4 * estimate.standard_error:
        raise AssertionError(f"exact {float(exact)} is outside the estimate {estimate}")


BENCHMARKS = [
    Benchmark(
        name="logo.odds declare_advice final rotation, 2 opponents (3-card hands, 11 unseen)",
        candidate=reduced_exact,
        baseline=reduced_played,
        baseline_name="play out all 184,800 deals",
        check=same,
        repeats=3,
    ),
    Benchmark(
        name="logo.odds declare_advice final rotation, 2 opponents (full deck, value 41)",
        candidate=exact_two(TYPICAL_HAND),
        baseline=simulated_two(TYPICAL_HAND),
        baseline_name=f"simulate {SIMULATED_DEALS:,} deals (≈ ±0.2%)",
        check=within_four_standard_errors,
        repeats=3,
        target_seconds=5.0,
    ),
    Benchmark(
        name="logo.odds declare_advice final rotation, 2 opponents (full deck, value 56, slow)",
        candidate=exact_two(SLOW_HAND),
        baseline=simulated_two(SLOW_HAND),
        baseline_name=f"simulate {SIMULATED_DEALS:,} deals (≈ ±0.2%)",
        check=within_four_standard_errors,
        repeats=3,
        target_seconds=5.0,
    ),
    Benchmark(
        name="logo.odds declare_or_wait 1 opponent (full deck, value 41)",
        candidate=exact_wait,
        baseline=simulated_wait,
        baseline_name=f"simulate {SIMULATED_DEALS:,} deals",
        check=wait_agrees,
        repeats=3,
    ),
]
