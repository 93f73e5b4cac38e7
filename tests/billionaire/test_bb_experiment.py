"""The "draw to BUST" experiment: exact values by hand, by listing every shuffle, by a
seeded simulation; and the class's pooled counts."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from bb_brute import SMALL, orderings, small_decks
from hypothesis import given, settings

import logo_kit.billionaire.experiment as experiment
from logo_kit.billionaire import (
    BustExperiment,
    RiskyBusinessDeck,
    safe_cards_distribution,
    simulate_safe_cards,
    survival_curve,
)
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.experiment import ExperimentGroup, mean_safe_cards
from logo_kit.errors import LogoKitError

BULL = RiskyBusinessDeck.bull()
BEAR = RiskyBusinessDeck.bear()


# -- hand-worked values ----------------------------------------------------------------------
def test_bull_deck_by_hand():
    dist = safe_cards_distribution(BULL)
    # The first card is a BUST: 3 of 30.
    assert dist[0] == Fraction(1, 10)
    # Safe then BUST: 27/30 · 3/29 = 81/870 = 27/290.
    assert dist[1] == Fraction(27, 30) * Fraction(3, 29) == Fraction(27, 290)
    # All 27 value cards first: the 3 BUSTs are the last 3 of 30 positions, 1 of C(30,3) = 4060.
    assert dist[27] == Fraction(1, 4060)
    assert set(dist) == set(range(28))
    # Mean 27 / (3 + 1).
    assert dist.mean() == mean_safe_cards(BULL) == Fraction(27, 4)


def test_small_decks_by_hand():
    # One BUST among 4 cards: it is equally likely to be 1st, 2nd, 3rd or 4th.
    tiny = RiskyBusinessDeck({10: 2, 20: 1}, busts=1)
    assert dict(safe_cards_distribution(tiny)) == {s: Fraction(1, 4) for s in range(4)}
    # Two value cards, two BUSTs: C(4,2) = 6 BUST position pairs: {1,x} three times (S=0),
    # {2,3} {2,4} (S=1), {3,4} (S=2).
    two = RiskyBusinessDeck({10: 2}, busts=2)
    assert dict(safe_cards_distribution(two)) == {
        0: Fraction(1, 2),
        1: Fraction(1, 3),
        2: Fraction(1, 6),
    }
    assert mean_safe_cards(two) == Fraction(2, 3)
    assert mean_safe_cards(BEAR) == 6  # 24 value cards, 3 BUSTs


def test_at_least_s_safe_cards_is_the_survival_curve():
    # "At least s safe cards before the first BUST" = "no BUST in the first s cards".
    dist = safe_cards_distribution(BULL)
    for s, survive in survival_curve(BULL).items():
        assert dist.prob(lambda x, s=s: x >= s) == survive


# -- brute force: list every shuffle -------------------------------------------------------
def _listed(deck: RiskyBusinessDeck) -> dict[int, Fraction]:
    orders = orderings(deck)
    counts = Counter(order.index(BUST) for order in orders)
    return {s: Fraction(n, len(orders)) for s, n in counts.items()}


def test_small_deck_agrees_with_every_ordering():
    assert dict(safe_cards_distribution(SMALL)) == _listed(SMALL)


@settings(max_examples=30, deadline=None)
@given(small_decks(max_size=6))
def test_random_small_decks_agree_with_every_ordering(deck):
    if deck.busts == 0:
        with pytest.raises(LogoKitError, match="no BUST"):
            safe_cards_distribution(deck)
        return
    assert dict(safe_cards_distribution(deck)) == _listed(deck)
    assert safe_cards_distribution(deck).mean() == mean_safe_cards(deck)


def test_bull_deck_agrees_with_every_set_of_bust_positions():
    # A fair shuffle puts the 3 BUSTs on each of the C(30,3) sets of positions alike;
    # the safe cards before the first BUST are the first position of the set.
    sets = list(itertools.combinations(range(30), 3))
    counts = Counter(min(positions) for positions in sets)
    assert dict(safe_cards_distribution(BULL)) == {
        s: Fraction(n, len(sets)) for s, n in counts.items()
    }


# -- the seeded simulation ---------------------------------------------------------------
def test_simulation_agrees_with_the_exact_distribution():
    runs = simulate_safe_cards(BULL, np.random.default_rng(2031), 200_000)
    assert runs.dtype.kind == "i" and runs.min() >= 0 and runs.max() <= 27
    exact = safe_cards_distribution(BULL)
    for s in range(28):
        p = float(exact[s])
        share = float(np.mean(runs == s))
        assert abs(share - p) <= 4 * np.sqrt(p * (1 - p) / runs.size) + 1e-9
    spread = runs.std() / np.sqrt(runs.size)
    assert abs(runs.mean() - 6.75) <= 4 * spread


def test_simulation_is_repeatable_and_chunks_change_nothing(monkeypatch):
    first = simulate_safe_cards(BEAR, np.random.default_rng(5), 50)
    again = simulate_safe_cards(BEAR, np.random.default_rng(5), 50)
    assert np.array_equal(first, again)
    monkeypatch.setattr(experiment, "_CHUNK_CELLS", 7 * BEAR.size)  # 7 shuffles per chunk
    chunked = simulate_safe_cards(BEAR, np.random.default_rng(5), 50)
    assert np.array_equal(first, chunked)


@pytest.mark.parametrize("shuffles", [0, -3, 1.5, "10", None, 1_000_001])
def test_simulation_checks_its_input(shuffles):
    with pytest.raises(LogoKitError, match="shuffles"):
        simulate_safe_cards(BULL, np.random.default_rng(1), shuffles)


def test_simulation_needs_a_generator_and_a_deck_with_a_bust():
    with pytest.raises(LogoKitError, match="Generator"):
        simulate_safe_cards(BULL, 7, 10)
    with pytest.raises(LogoKitError, match="no BUST"):
        simulate_safe_cards(RiskyBusinessDeck({10: 3}, busts=0), np.random.default_rng(1), 10)
    with pytest.raises(LogoKitError, match="RiskyBusinessDeck"):
        mean_safe_cards({10: 3})


# -- pooling the class's counts --------------------------------------------------------------
def test_pooling_by_hand():
    pool = BustExperiment(BULL).add("table 1", [7, 3, 12, 0]).add("table 2", "5, 9; 1 3")
    assert pool.trials == 8
    assert pool.runs == (7, 3, 12, 0, 5, 9, 1, 3)
    assert pool.mean() == Fraction(40, 8) == 5
    pooled = pool.pooled()
    assert list(pooled) == list(range(28))
    assert pooled[3] == 2 and pooled[0] == 1 and pooled[2] == 0 and sum(pooled.values()) == 8
    rows = pool.rows()
    assert [r.safe for r in rows] == list(range(28))
    assert rows[3].frequency == Fraction(2, 8) and rows[0].exact == Fraction(1, 10)
    assert rows[0].expected == Fraction(8, 10)
    assert sum(r.frequency for r in rows) == 1 == sum(r.exact for r in rows)
    # At least 6 safe cards: 7, 12, 9 -> 3 of 8; exact = survival after 6 cards.
    share = pool.share(6)
    assert (share.hits, share.trials, share.frequency) == (3, 8, Fraction(3, 8))
    assert share.exact == survival_curve(BULL)[6] == Fraction(506, 1015)
    low, high = share.interval
    assert 0 < low < 3 / 8 < high < 1 and share.agrees
    assert "3 of 8 shuffles" in str(share) and "506/1015" in str(share)
    assert pool.hits(6) == [True, False, True, False, False, True, False, False]
    estimate = pool.mean_estimate()
    assert estimate.mean == 5.0 and estimate.samples == 8


def test_an_empty_pool_has_no_numbers_yet():
    pool = BustExperiment(BULL)
    assert pool.trials == 0 and pool.rows() == [] and pool.mean() is None
    assert pool.share(3) is None and pool.mean_estimate() is None and pool.hits(2) == []
    assert pool.exact() == safe_cards_distribution(BULL)


def test_groups_come_and_go_without_changing_the_old_pool():
    pool = BustExperiment(BEAR).add("A", [1, 2]).add("B", [3])
    smaller = pool.remove("A")
    assert [g.name for g in smaller.groups] == ["B"] and pool.trials == 3
    with pytest.raises(LogoKitError, match="no group"):
        smaller.remove("A")
    # Another deck: the counts are checked again.
    assert pool.with_deck(BULL).deck == BULL
    with pytest.raises(LogoKitError, match="only 2 value cards"):
        BustExperiment(BULL).add("X", [5]).with_deck(RiskyBusinessDeck({10: 2}, busts=1))


def test_a_simulated_group_is_seeded():
    one = BustExperiment(BULL).simulate_group("sim", np.random.default_rng(9), 40)
    two = BustExperiment(BULL).simulate_group("sim", np.random.default_rng(9), 40)
    assert one == two and one.trials == 40
    assert one.runs == tuple(
        int(r) for r in simulate_safe_cards(BULL, np.random.default_rng(9), 40)
    )


@pytest.mark.parametrize(
    ("runs", "fragment"),
    [
        ([28], "only 27 value cards"),
        ([-1], "≥ 0"),
        ("3 four 5", "not a number"),
        ([2.5], "whole numbers"),
        ("", "no counts"),
        ([], "no counts"),
        (list(range(10)) * 1001, "at most 10000"),
    ],
)
def test_counts_are_checked(runs, fragment):
    with pytest.raises(LogoKitError, match=fragment):
        BustExperiment(BULL).add("table 1", runs)


@pytest.mark.parametrize(
    ("name", "fragment"), [("  ", "needs a name"), (7, "text"), ("x" * 61, "too long")]
)
def test_group_names_are_checked(name, fragment):
    with pytest.raises(LogoKitError, match=fragment):
        BustExperiment(BULL).add(name, [1])


def test_names_are_unique_and_groups_are_limited(monkeypatch):
    pool = BustExperiment(BULL).add("A", [1])
    with pytest.raises(LogoKitError, match="already a group"):
        pool.add(" A ", [2])
    with pytest.raises(LogoKitError, match="same name"):
        BustExperiment(BULL, (ExperimentGroup("A", (1,)), ExperimentGroup("A", (2,))))
    monkeypatch.setattr(experiment, "MAX_GROUPS", 2)
    full = pool.add("B", [1])
    with pytest.raises(LogoKitError, match="most it takes"):
        full.add("C", [1])


def test_the_experiment_needs_a_deck_with_a_bust():
    with pytest.raises(LogoKitError, match="no BUST"):
        BustExperiment(RiskyBusinessDeck({10: 3}, busts=0))
    with pytest.raises(LogoKitError, match="RiskyBusinessDeck"):
        BustExperiment("bull")


@pytest.mark.parametrize("at_least", [-1, 28, 2.0, None])
def test_the_event_is_checked(at_least):
    expected = "at least how many safe cards must be a whole number from 0 to 27"
    with pytest.raises(LogoKitError, match=expected):
        BustExperiment(BULL).add("A", [1]).share(at_least)
