"""LOGO Billionaire: optimal stopping and the Apprentice engine, each against a plain baseline.

* ``optimal_policy(bull)`` runs the dynamic program on whole numbers scaled by
  (cards left)!; the baseline is the textbook memoised recursion on Fractions over
  the same multisets. The check: both give the same exact optimal value.
* The engine plays 100 seeded games between fixed-count bots; the baseline is the
  Billionaire oracle's *mutable* simulator (``tests/oracles/billionaire.py``: no
  validation, no log, no immutable positions) with the same bots written on counts,
  fed by the same random numbers. The check: every
  game ends the same way (winner, length, money). The ratio shows what the
  engine's safety (immutable positions, validated moves, a replayable log) costs.
* The "draw to BUST" experiment: ``safe_cards_distribution(bull)`` counts with one
  binomial per outcome; the baseline lists all C(30, 3) = 4,060 sets of BUST positions.
  The check: the same exact distribution. And ``simulate_safe_cards`` (one numpy shuffle
  of a whole table of decks) against a loop that shuffles one deck at a time; the check:
  both means lie within 5 standard errors of the exact mean.
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import cache

import numpy as np

from benchmarks.harness import Benchmark
from logo_kit.billionaire import (
    ApprenticeOptions,
    FixedCountLauncher,
    RiskyBusinessDeck,
    Target,
    safe_cards_distribution,
    simulate_safe_cards,
    tournament,
)
from logo_kit.billionaire.experiment import mean_safe_cards
from logo_kit.billionaire.policy import OptimalPolicy
from logo_kit.exact import Distribution
from logo_kit.simulate import game_generators
from tests.oracles.billionaire import FixedCountPolicy, plain_game

BULL = RiskyBusinessDeck.bull()


# -- optimal stopping ----------------------------------------------------------------------


def fraction_dp(deck: RiskyBusinessDeck, target: int | None = None) -> Fraction:
    """Plain memoised recursion on Fractions: the optimal expected sum, or chance of target."""
    values = deck.distinct_values
    busts = deck.busts

    @cache
    def best(left: tuple[int, ...], total: int, first: bool) -> Fraction:
        stop = Fraction(total) if target is None else Fraction(int(total >= target))
        cards = sum(left) + busts
        if cards == 0:
            return stop
        draw = Fraction(0)
        for i, n in enumerate(left):
            if n:
                child = (*left[:i], n - 1, *left[i + 1 :])
                draw += Fraction(n, cards) * best(child, total + values[i], False)
        return draw if first else max(stop, draw)

    return best(tuple(c for _, c in deck.values), 0, True)


def same_value(ours: OptimalPolicy, baseline: Fraction) -> None:
    if ours.value != baseline:
        raise AssertionError(f"optimal values disagree: {ours.value} != {baseline}")


# -- the engine ------------------------------------------------------------------------------

FIXED_COUNTS = (2, 3, 4, 5)
GAMES = 100
SEED = 2024


def engine_games() -> list[tuple]:
    players = [FixedCountLauncher(k) for k in FIXED_COUNTS]
    options = ApprenticeOptions(players=len(players))
    result = tournament(players, GAMES, SEED, options=options)
    return [
        (r.seats, r.winners[0] if r.winners else None, r.turns, r.scores) for r in result.records
    ]


def plain_games() -> list[tuple]:
    names = [f"stop after {k}" for k in FIXED_COUNTS]
    out = []
    for index, rng in enumerate(game_generators(GAMES, SEED)):
        # the engine's tournament seats player (seat − game number) mod n in each seat
        shift = index % len(names)
        order = [(seat - shift) % len(names) for seat in range(len(names))]
        seats = [names[i] for i in order]
        counts = [FIXED_COUNTS[i] for i in order]
        options = ApprenticeOptions(players=len(seats))
        policy = FixedCountPolicy(counts, options.buy_price)
        winner, turns, money = plain_game(options, rng, policy)
        out.append((tuple(seats), None if winner is None else seats[winner], turns, money))
    return out


def same_games(ours: list[tuple], baseline: list[tuple]) -> None:
    if ours != baseline:
        bad = next(i for i, (a, b) in enumerate(zip(ours, baseline, strict=True)) if a != b)
        raise AssertionError(f"game {bad} differs: engine {ours[bad]} vs plain {baseline[bad]}")


# -- the "draw to BUST" experiment ------------------------------------------------------------

SHUFFLES = 20_000


def listed_safe_cards(deck: RiskyBusinessDeck) -> Distribution:
    """Every set of BUST positions, equally likely; the first position is the safe count."""
    sets = itertools.combinations(range(deck.size), deck.busts)
    return Distribution.from_counts(Counter(positions[0] for positions in sets))


def same_distribution(ours: Distribution, baseline: Distribution) -> None:
    if ours != baseline:
        raise AssertionError("the safe-card distributions disagree")


def looped_safe_cards(deck: RiskyBusinessDeck, seed: int, shuffles: int) -> np.ndarray:
    """One deck shuffled at a time, turned until the first BUST."""
    rng = np.random.default_rng(seed)
    cards = deck.cards()
    out = np.empty(shuffles, dtype=np.int64)
    for i in range(shuffles):
        order = rng.permutation(len(cards))
        out[i] = next(n for n, j in enumerate(order) if cards[int(j)] == "BUST")
    return out


def both_near_the_exact_mean(ours: np.ndarray, baseline: np.ndarray) -> None:
    exact = float(mean_safe_cards(BULL))
    for name, runs in (("numpy", ours), ("loop", baseline)):
        spread = runs.std() / np.sqrt(runs.size)
        if abs(runs.mean() - exact) > 5 * spread:
            raise AssertionError(f"{name} simulation mean {runs.mean()} is far from {exact}")


BENCHMARKS = [
    Benchmark(
        name="billionaire.optimal_policy(bull, 'ev')",
        candidate=lambda: OptimalPolicy(BULL, "ev"),
        baseline=lambda: fraction_dp(BULL),
        baseline_name="Fraction recursion, lru_cache",
        check=same_value,
        target_seconds=0.2,
    ),
    Benchmark(
        name="billionaire.optimal_policy(bull, Target(317))",
        candidate=lambda: OptimalPolicy(BULL, Target(317)),
        baseline=lambda: fraction_dp(BULL, 317),
        baseline_name="Fraction recursion, lru_cache",
        check=same_value,
        target_seconds=0.2,
    ),
    Benchmark(
        name="billionaire engine: 100 games, fixed-count bots",
        candidate=engine_games,
        baseline=plain_games,
        baseline_name="plain mutable simulator",
        repeats=3,
        check=same_games,
        target_seconds=1.0,
        notes="ratio < 1 is expected: the baseline skips validation, logging and immutability",
    ),
    Benchmark(
        name="billionaire.safe_cards_distribution(bull)",
        candidate=lambda: safe_cards_distribution(BULL),
        baseline=lambda: listed_safe_cards(BULL),
        baseline_name="list the C(30,3) BUST positions",
        check=same_distribution,
        target_seconds=0.01,
    ),
    Benchmark(
        name=f"billionaire.simulate_safe_cards(bull, {SHUFFLES:,} shuffles)",
        candidate=lambda: simulate_safe_cards(BULL, np.random.default_rng(7), SHUFFLES),
        baseline=lambda: looped_safe_cards(BULL, 7, SHUFFLES),
        baseline_name="one shuffle at a time",
        repeats=3,
        check=both_near_the_exact_mean,
        target_seconds=0.1,
    ),
]
