"""LOGO exact odds: counting over card types vs plain ways of getting the same numbers.

- ``hand_value_distribution()`` (target 50 ms) against a plain dictionary DP that
  walks the 55 cards one by one tracking (cards, total, colours still possible),
  and, on a 30-card deck with 4-card hands, against listing every hand.
- ``declare_advice`` with two opponents (target 2 s): on a reduced case against
  enumerating every deal; on the full deck against a seeded simulation precise
  to about ±0.2% (the plain way to get the number without counting), checked
  to agree within 4 standard errors. The exact count is slowest for hand values
  around 60–80 (the widest range of totals to track), so such a hand is timed too.
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from benchmarks.harness import Benchmark
from logo_kit.exact import Distribution
from logo_kit.logo.cards import COLORS, hand_value, parse_cards, standard_deck
from logo_kit.logo.odds import hand_value_distribution
from logo_kit.logo.odds_declare import DeclareAdvice, declare_advice
from logo_kit.logo.scoring import score_round

# -- hand value distribution --------------------------------------------------------


def naive_value_distribution(deck=None, n: int = 7) -> Distribution:
    """Card by card, a dict of (cards, total, colours still possible) → count."""
    deck = standard_deck() if deck is None else deck
    states: dict[tuple[int, int, frozenset], int] = {(0, 0, frozenset(COLORS)): 1}
    for card in deck:
        new = dict(states)
        for (size, total, colours), count in states.items():
            if size < n:
                still = frozenset(c for c in colours if card.matches(c))
                key = (size + 1, total + card.value, still)
                new[key] = new.get(key, 0) + count
        states = new
    values: Counter = Counter()
    for (size, total, colours), count in states.items():
        if size == n:
            values[min(total, 0) if colours else total] += count  # rulings L2/L3
    return Distribution.from_counts(values)


SMALL_DECK = parse_cards(
    "R1 R2 R3 R4 R5 R6 R7 B1 B2 B3 B4 B5 B6 G1 G2 G3 G4 G5 G6 0 0 0 0 JUMP JUMP "
    "STEAL LOOK STOP DESTROY LOGO"
)


def listed_value_distribution() -> Distribution:
    """List all C(30, 4) = 27,405 hands of the small deck."""
    return Distribution.from_counts(
        Counter(hand_value(list(h), size=4) for h in itertools.combinations(SMALL_DECK, 4))
    )


def same(a, b) -> None:
    if a != b:
        raise AssertionError("the calculator and the baseline disagree")


# -- declare advice, two opponents ------------------------------------------------------

REDUCED_HAND = parse_cards("R2 B3 0")
REDUCED_POOL = parse_cards("R1 R3 R4 R5 B1 B2 B4 G1 G2 G3 0 0 JUMP JUMP STEAL STOP DESTROY LOGO")


def reduced_exact() -> tuple[Fraction, Fraction, Fraction]:
    advice = declare_advice(REDUCED_HAND, 2, REDUCED_POOL, hand_size=3)
    return advice.p_lowest, advice.p_tie, advice.expected_if_declare


def reduced_listed() -> tuple[Fraction, Fraction, Fraction]:
    """Every ordered deal of two 3-card hands from 18 cards: 816 · 455 = 371,280."""
    mine = hand_value(REDUCED_HAND, size=3)
    value_of = {
        h: hand_value([REDUCED_POOL[i] for i in h], size=3)
        for h in itertools.combinations(range(len(REDUCED_POOL)), 3)
    }
    deals = lowest = tied = points = 0
    for a, va in value_of.items():
        for b, vb in value_of.items():
            if set(a) & set(b):
                continue
            deals += 1
            lowest += min(va, vb) > mine
            tied += min(va, vb) == mine
            points += score_round([mine, va, vb], declarer=0)[0]
    return Fraction(lowest, deals), Fraction(tied, deals), Fraction(points, deals)


TYPICAL_HAND = "R5 B6 G7 R8 0 0 JUMP"  # value 41: worth thinking about declaring
SLOW_HAND = "STEAL R14 B14 G14 R3 B1 0"  # value 66: among the slowest (widest range kept)
SIMULATED_DEALS = 200_000


def exact_two(hand: str):
    return lambda: declare_advice(hand, 2)


def simulated_two(hand: str):
    return lambda: declare_advice(hand, 2, rng=2024, method="simulate", samples=SIMULATED_DEALS)


def within_four_standard_errors(exact: DeclareAdvice, simulated: DeclareAdvice) -> None:
    pairs = (
        (exact.p_lowest, simulated.estimates.p_lowest),
        (exact.p_tie, simulated.estimates.p_tie),
        (exact.expected_if_declare, simulated.estimates.expected_if_declare),
    )
    for value, estimate in pairs:
        if abs(float(value) - estimate.mean) > 4 * estimate.standard_error + 1e-12:
            raise AssertionError(f"exact {float(value)} is outside the estimate {estimate}")


BENCHMARKS = [
    Benchmark(
        name="logo.odds hand_value_distribution() (55 cards, 7-card hands)",
        candidate=hand_value_distribution,
        baseline=naive_value_distribution,
        baseline_name="plain dict DP card by card",
        check=same,
        target_seconds=0.05,
    ),
    Benchmark(
        name="logo.odds hand_value_distribution(4, 30-card deck)",
        candidate=lambda: hand_value_distribution(4, SMALL_DECK),
        baseline=listed_value_distribution,
        baseline_name="list all 27,405 hands",
        check=same,
        repeats=3,
    ),
    Benchmark(
        name="logo.odds declare_advice 2 opponents (3-card hands, 18 unseen)",
        candidate=reduced_exact,
        baseline=reduced_listed,
        baseline_name="list all 371,280 deals",
        check=same,
        repeats=3,
    ),
    Benchmark(
        name="logo.odds declare_advice 2 opponents (full deck, value 41)",
        candidate=exact_two(TYPICAL_HAND),
        baseline=simulated_two(TYPICAL_HAND),
        baseline_name=f"simulate {SIMULATED_DEALS:,} deals (≈ ±0.2%)",
        check=within_four_standard_errors,
        repeats=3,
        target_seconds=2.0,
    ),
    Benchmark(
        name="logo.odds declare_advice 2 opponents (full deck, value 66, a slow case)",
        candidate=exact_two(SLOW_HAND),
        baseline=simulated_two(SLOW_HAND),
        baseline_name=f"simulate {SIMULATED_DEALS:,} deals (≈ ±0.2%)",
        check=within_four_standard_errors,
        repeats=3,
        target_seconds=2.0,
    ),
]
