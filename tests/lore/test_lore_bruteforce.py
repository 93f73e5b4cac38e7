"""Beliefs and answer distributions against plain-Python brute force (S1–S8).

The answers come from the Logic & Lore oracle (``tests/oracles/lore.py``), written
from the rule book and the rulings without logo_kit.lore's predicates, tables or
codes; answers are plain tuples. Every check enumerates itertools.permutations
directly.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logo_kit.errors import ContradictionError
from logo_kit.lore import (
    Belief,
    Outcome,
    Query,
    Question,
    gain_table,
    outcome_distribution,
    possible_outcomes,
)
from logo_kit.lore.gain import information_gain
from tests.oracles.lore import oracle

BRIGHT = [
    "Alignment",
    "Symmetry",
    "Neighbours",
    "Oddity",
    "Massive",
    "Nearby",
    "Focus",
    "Orbit",
    "Greatness",
]
LIGHT = ["Alignment", "Neighbours", "Symmetry", "Greatness"]


# -- the oracle -------------------------------------------------------------------


def line(stars, blackholes):
    """Lanes (= card names) and values of a star line, per S1: the small blackhole is 0,
    the large (or only) one stars + 1."""
    lanes = list(range(0 if blackholes == 2 else 1, stars + 1 + (blackholes > 0)))
    holes = {0: [], 1: [stars + 1], 2: [0, stars + 1]}[blackholes]
    return lanes, list(range(1, stars + 1)) + holes


def as_outcome(answer):
    name, cards = answer
    if name is None:
        return Outcome(None)
    return Outcome(Question[name.upper()], cards)


def names_for(mode, subset):
    order = LIGHT if mode == "light" else BRIGHT
    return [n for n in order if n in subset]


def oracle_rows(stars, blackholes, evidence):
    """Every permutation (card → oracle value) agreeing with all evidence.

    ``evidence``: (mode, subset, cards, focus, arrangement, answer tuple) rounds.
    """
    lanes, values = line(stars, blackholes)
    rows = []
    for perm in itertools.permutations(values):
        value_of = dict(zip(lanes, perm, strict=True))
        if all(oracle_round(value_of, stars, r) == r[5] for r in evidence):
            rows.append(value_of)
    return rows


def oracle_round(value_of, stars, round_):
    mode, subset, cards, focus, arrangement, _ = round_
    lane_of = {card: lane for lane, card in zip(sorted(value_of), arrangement, strict=True)}
    return oracle(
        names_for(mode, subset),
        cards,
        (value_of[cards[0]], value_of[cards[1]]),
        (lane_of[cards[0]], lane_of[cards[1]]),
        focus,
        stars,
    )


def oracle_distribution(rows, stars, mode, subset, cards, focus, arrangement):
    counts = Counter(
        oracle_round(r, stars, (mode, subset, cards, focus, arrangement, None)) for r in rows
    )
    total = sum(counts.values())
    return {as_outcome(k): Fraction(v, total) for k, v in counts.items()}


def qnums(subset):
    return {BRIGHT.index(n) + 1 for n in subset}


# -- the oracle itself, on hand examples --------------------------------------------


def test_oracle_hand_examples():
    # 3 in lane 3 aligned; 6 + 4 symmetric; small blackhole loses to a star
    assert oracle(BRIGHT, (1, 2), (3, 5), (3, 7), 1, 9) == ("Alignment", (1,))
    assert oracle(BRIGHT, (1, 2), (6, 4), (1, 2), 1, 9) == ("Symmetry", ())
    assert oracle(BRIGHT, (1, 2), (0, 1), (2, 7), 1, 9) == ("Greatness", (2,))
    assert oracle(BRIGHT, (1, 2), (0, 10), (2, 7), 1, 9) == ("Greatness", (2,))  # large > small
    assert oracle(["Focus"], (1, 2), (5, 1), (9, 2), 1, 9) == ("Focus", (1,))
    assert oracle(["Focus"], (1, 2), (2, 1), (3, 2), 1, 4) == (None, ())
    assert line(4, 2) == ([0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 0, 5])


# -- outcome_distribution: every question set, small lines ----------------------------

LAYOUTS = [(4, 0), (5, 0), (5, 1), (4, 2), (6, 0)]
ALL_BRIGHT_SUBSETS = [
    frozenset(n for i, n in enumerate(BRIGHT) if mask >> i & 1) for mask in range(512)
]
ALL_LIGHT_SUBSETS = [
    frozenset(n for i, n in enumerate(LIGHT) if mask >> i & 1) for mask in range(16)
]


def scrambled(lanes, k):
    """A systematic non-identity arrangement: rotate the cards by k."""
    k %= len(lanes)
    return lanes[k:] + lanes[:k]


@pytest.mark.parametrize(("stars", "blackholes"), LAYOUTS)
def test_outcome_distribution_matches_brute_force_for_question_sets(stars, blackholes):
    lanes, _ = line(stars, blackholes)
    rows = oracle_rows(stars, blackholes, [])
    belief = Belief(stars=stars, blackholes=blackholes)
    pairs = list(itertools.combinations(lanes, 2))
    # every subset on the 4- and 5-card lines; a systematic eighth of them on 6 cards
    step = 1 if len(lanes) <= 5 else 8
    for number, subset in enumerate(ALL_BRIGHT_SUBSETS[blackholes::step]):
        cards = pairs[(number * 5) % len(pairs)]
        focus = cards[number % 2]
        arrangement = scrambled(lanes, number)
        got = outcome_distribution(
            belief,
            cards,
            mode="bright",
            questions=qnums(subset),
            focus=focus,
            arrangement=arrangement,
        )
        want = oracle_distribution(rows, stars, "bright", subset, cards, focus, arrangement)
        assert dict(got) == want, (subset, cards, focus, arrangement)
        assert sum(got.values()) == 1
    for number, subset in enumerate(ALL_LIGHT_SUBSETS):
        cards = pairs[(number * 3) % len(pairs)]
        arrangement = scrambled(lanes, number + 1)
        got = outcome_distribution(
            belief, cards, mode="light", questions=subset, arrangement=arrangement
        )
        want = oracle_distribution(rows, stars, "light", subset, cards, cards[0], arrangement)
        assert dict(got) == want, (subset, cards, arrangement)


@pytest.mark.parametrize(("stars", "blackholes"), [(4, 0), (4, 1), (3, 2)])
def test_every_pair_focus_and_arrangement_on_tiny_lines(stars, blackholes):
    lanes, _ = line(stars, blackholes)
    rows = oracle_rows(stars, blackholes, [])
    belief = Belief(stars=stars, blackholes=blackholes)
    for arrangement in itertools.islice(itertools.permutations(lanes), 0, None, 23):
        for cards in itertools.permutations(lanes, 2):
            for focus in cards:
                got = outcome_distribution(
                    belief, cards, mode="bright", focus=focus, arrangement=arrangement
                )
                want = oracle_distribution(
                    rows, stars, "bright", set(BRIGHT), cards, focus, list(arrangement)
                )
                assert dict(got) == want


# -- Belief updates against brute force --------------------------------------------


def play_rounds(stars, blackholes, hidden, rounds):
    """Record truthful answers (from the oracle) round by round; compare each belief."""
    lanes, _ = line(stars, blackholes)
    belief = Belief(stars=stars, blackholes=blackholes)
    evidence = []
    for mode, subset, cards, focus_second, shift in rounds:
        arrangement = list(belief.arrangement)
        if shift:  # move two face-down cards first (Move the Heavens)
            down = [c for c in arrangement if c not in belief.revealed]
            if len(down) >= 2:
                a, b = down[shift % len(down)], down[(shift * 3 + 1) % len(down)]
                if a != b:
                    belief = belief.swap(a, b)
                    arrangement = list(belief.arrangement)
        focus = cards[1] if focus_second else cards[0]
        asks_focus = mode == "bright" and "Focus" in subset
        focus_for_oracle = focus if asks_focus else cards[0]
        round_ = (mode, subset, cards, focus_for_oracle, arrangement, None)
        truth = oracle_round(hidden, stars, round_)
        questions = subset if mode == "light" else qnums(subset)
        belief = belief.record(
            cards, as_outcome(truth), mode=mode, questions=questions, focus=focus
        )
        evidence.append((*round_[:5], truth))
        rows = oracle_rows(stars, blackholes, evidence)
        got = {tuple(int(v) for v in row) for row in belief.assignments()}
        want = {tuple(r[c] for c in lanes) for r in rows}
        assert got == want
        assert belief.count == len(rows)
        assert dict(hidden) in belief  # never excludes the truth
        if truth[0] == "Alignment":
            assert set(truth[1]) <= belief.revealed  # flipped face up (S6)
    return belief, evidence


@pytest.mark.parametrize(("stars", "blackholes"), [(4, 0), (5, 0), (4, 1), (4, 2)])
def test_belief_updates_match_brute_force(stars, blackholes):
    lanes, values = line(stars, blackholes)
    rng = np.random.default_rng(stars * 10 + blackholes)
    for game in range(6):
        hidden = dict(zip(lanes, rng.permutation(np.array(values, dtype=object)), strict=True))
        rounds = []
        for r in range(4):
            mode = "light" if (game + r) % 3 == 0 else "bright"
            order = LIGHT if mode == "light" else BRIGHT
            subset = frozenset(n for n in order if rng.random() < 0.6)
            cards = tuple(int(c) for c in rng.choice(lanes, size=2, replace=False))
            rounds.append((mode, subset, cards, bool(rng.integers(2)), int(rng.integers(3))))
        play_rounds(stars, blackholes, hidden, rounds)


def test_contradiction_leaves_belief_unchanged():
    belief = Belief(stars=4).record((1, 2), Outcome(Question.GREATNESS, (2,)), mode="light")
    before = belief.assignments().copy()
    # that round forced card 1 = 2 and card 2 = 4, so card 1 cannot be greater
    with pytest.raises(ContradictionError, match="unchanged"):
        belief.record((1, 2), Outcome(Question.GREATNESS, (1,)), mode="bright", questions={9})
    assert np.array_equal(belief.assignments(), before)


# -- information and gain tables -------------------------------------------------


@pytest.mark.parametrize(("stars", "blackholes"), [(4, 0), (4, 2), (5, 1)])
@pytest.mark.parametrize("mode", ["light", "bright"])
def test_gain_table_matches_brute_force(stars, blackholes, mode):
    lanes, values = line(stars, blackholes)
    hidden = dict(zip(lanes, reversed(values), strict=True))
    order = LIGHT if mode == "light" else BRIGHT
    first_round = ("bright", frozenset({"Greatness"}), (lanes[0], lanes[1]), False, 0)
    belief, evidence = play_rounds(stars, blackholes, hidden, [first_round])
    rows = oracle_rows(stars, blackholes, evidence)
    arrangement = scrambled(list(belief.arrangement), 2)  # nothing revealed yet
    questions = set(order) if mode == "light" else qnums(order)
    table = gain_table(belief, mode=mode, questions=questions, arrangement=arrangement)
    n_focus = 2 if mode == "bright" else 1
    assert len(table) == math.comb(len(lanes), 2) * n_focus
    assert [r.bits for r in table] == sorted((r.bits for r in table), reverse=True)
    for row in table:
        focus = row.focus if row.focus is not None else row.cards[0]
        want = oracle_distribution(rows, stars, mode, set(order), row.cards, focus, arrangement)
        assert dict(row.distribution) == want
        assert row.total == belief.count
        exact = -sum(float(p) * math.log2(p) for p in want.values())
        assert row.bits == pytest.approx(exact, abs=1e-12)
        assert row.bits == pytest.approx(
            information_gain(
                belief,
                row.cards,
                mode=mode,
                questions=questions,
                focus=row.focus,
                arrangement=arrangement,
            ),
            abs=1e-12,
        )
        assert row.bits <= math.log2(len(possible_outcomes(row.query))) + 1e-12


# -- property: truthful answers never exclude the truth ------------------------------


@st.composite
def games(draw):
    stars = draw(st.integers(3, 5))
    blackholes = draw(st.integers(0, 2))
    lanes, values = line(stars, blackholes)
    perm = draw(st.permutations(values))
    hidden = dict(zip(lanes, perm, strict=True))
    rounds = []
    for _ in range(draw(st.integers(1, 4))):
        mode = draw(st.sampled_from(["light", "bright"]))
        order = LIGHT if mode == "light" else BRIGHT
        subset = frozenset(draw(st.sets(st.sampled_from(order))))
        cards = tuple(draw(st.permutations(lanes))[:2])
        rounds.append((mode, subset, cards, draw(st.booleans()), draw(st.integers(0, 4))))
    return stars, blackholes, hidden, rounds


@settings(
    max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(games())
def test_property_truthful_answers_keep_the_truth(game):
    stars, blackholes, hidden, rounds = game
    belief, _ = play_rounds(stars, blackholes, hidden, rounds)
    # and the distributions of the next round are exact and bounded
    cards = rounds[-1][2]
    for mode in ("light", "bright"):
        dist = outcome_distribution(belief, cards, mode=mode)
        assert sum(dist.values()) == 1
        bits = information_gain(belief, cards, mode=mode)
        query = Query.build(cards, mode=mode)
        assert 0 <= bits <= math.log2(len(possible_outcomes(query))) + 1e-12
