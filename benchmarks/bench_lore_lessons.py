"""The calculators behind lessons 20–22 against plain baselines in the same run.

- ``answer_split``: how a round's answers split the 9! lines, from the belief's
  exact pair counts, against asking every one of the 9! permutations the
  Star Light questions in plain Python (answers from the oracle, ``tests/oracles/lore.py``).
- ``fixed_points``: the exact cards-home distribution from derangement numbers,
  against counting the cards home in every permutation of 9 cards.
- ``simulate_hat_check``: 200,000 seeded shuffles in one vectorised pass,
  against one ``rng.permutation`` per shuffle in a Python loop. The two use
  different random streams, so the check is that both land within 5 standard
  errors of the exact chances.
- ``best_turn``: the best round for each token placement of the second player's
  first turn (7 placements × 36 pairs × every set of the open questions), in
  one vectorised pass, against calling ``information_gain`` once per choice.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter

import numpy as np

from benchmarks.harness import Benchmark
from logo_kit.lore import (
    Belief,
    Outcome,
    Question,
    Tokens,
    answer_split,
    best_turn,
    fixed_points,
    simulate_hat_check,
)
from logo_kit.lore.gain import information_gain
from logo_kit.lore.turn_plan import open_questions
from tests.oracles.lore import LIGHT_ORDER, answer

SHUFFLES = 200_000


# -- answer_split -------------------------------------------------------------------------
def _plain_star_light(a, b, lane_a, lane_b):
    # Star Light (9 stars) as the oracle answers it; the cards are named by their lanes
    return answer(LIGHT_ORDER, lane_a, lane_b, a, b, lane_a, lane_b, 9)


def _as_plain(outcome: Outcome):
    return (0 if outcome.question is None else int(outcome.question), outcome.cards)


def split_ours():
    return answer_split(Belief(), (4, 5), mode="light")


def split_plain():
    tally = Counter()
    for line in itertools.permutations(range(1, 10)):  # card c in lane c holds line[c - 1]
        tally[_plain_star_light(line[3], line[4], 4, 5)] += 1
    return tally


def split_check(ours, plain):
    assert {_as_plain(o): n for o, n in ours.counts} == dict(plain)


# -- fixed_points -----------------------------------------------------------------------------
def home_counts_plain():
    tally = Counter()
    for line in itertools.permutations(range(1, 10)):
        tally[sum(value == lane for lane, value in enumerate(line, start=1))] += 1
    return tally


def home_check(ours, plain):
    total = math.factorial(9)
    assert {k: p * total for k, p in ours.items()} == dict(plain)


# -- simulate_hat_check --------------------------------------------------------------------
def shuffles_ours():
    return simulate_hat_check(9, SHUFFLES, np.random.default_rng(2026))


def shuffles_plain():
    rng = np.random.default_rng(2026)
    lanes = np.arange(9)
    return np.array([int((rng.permutation(9) == lanes).sum()) for _ in range(SHUFFLES)])


def shuffles_check(ours, plain):
    exact = fixed_points(9)
    for homes in (ours, plain):
        for k in range(4):
            p = float(exact[k])
            assert abs(np.mean(homes == k) - p) < 5 * math.sqrt(p * (1 - p) / SHUFFLES)


# -- best_turn --------------------------------------------------------------------------------
def _after_one_round() -> Belief:
    return Belief().record(
        (1, 2), Outcome(Question.GREATNESS, (1,)), mode="bright", questions={1, 9}
    )


def turn_ours():
    plans = best_turn(_after_one_round(), Tokens.start(), seat=1)
    return {q: round(plan.bits, 9) for q, plan in plans.items()}


def turn_plain():
    belief = _after_one_round()
    best = {}
    for place in Tokens.start().placements(1):
        allowed = open_questions(Tokens.start(), 1, place=place)
        top = 0.0
        for cards in itertools.combinations(belief.face_down, 2):
            for size in range(1, len(allowed) + 1):
                for asked in itertools.combinations(allowed, size):
                    for focus in cards if Question.FOCUS in asked else (None,):
                        bits = information_gain(
                            belief, cards, mode="bright", questions=asked, focus=focus
                        )
                        top = max(top, bits)
        best[place] = round(top, 9)
    return best


def turn_check(ours, plain):
    assert ours == plain


BENCHMARKS = [
    Benchmark(
        name="lore.answer_split (9 cards, one round)",
        candidate=split_ours,
        baseline=split_plain,
        baseline_name="plain Python over 9! permutations",
        repeats=3,
        check=split_check,
    ),
    Benchmark(
        name="lore.fixed_points (9 cards)",
        candidate=lambda: dict(fixed_points(9).items()),
        baseline=home_counts_plain,
        baseline_name="count cards home in 9! permutations",
        repeats=3,
        check=home_check,
    ),
    Benchmark(
        name=f"lore.simulate_hat_check ({SHUFFLES:,} shuffles)",
        candidate=shuffles_ours,
        baseline=shuffles_plain,
        baseline_name="one rng.permutation per shuffle",
        repeats=3,
        check=shuffles_check,
    ),
    Benchmark(
        name="lore.best_turn (7 placements, second turn)",
        candidate=turn_ours,
        baseline=turn_plain,
        baseline_name="information_gain per pair × questions",
        repeats=3,
        check=turn_check,
    ),
]
