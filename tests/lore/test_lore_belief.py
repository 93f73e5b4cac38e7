"""Belief: lanes and counts (S1), evidence, reveals and moves (S6), blackholes (S7).

Hand-computed values are derived in the comments.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.errors import ContradictionError, IllegalMoveError, LogoKitError
from logo_kit.lore import Belief, Outcome, Query, Question, answer, gain_table
from logo_kit.lore.gain import outcome_counts
from logo_kit.lore.lanes import Layout

Q = Question


# -- S1: lanes, cards, values ----------------------------------------------------


def test_s1_lanes_for_zero_one_two_blackholes():
    assert Layout(9, 0).lanes == tuple(range(1, 10))
    assert Layout(9, 1).lanes == tuple(range(1, 11))  # extra lane 10, right of 9
    assert Layout(9, 2).lanes == tuple(range(0, 11))  # lanes 0 and 10
    assert Layout(9, 1).extra_lanes == (10,) and Layout(9, 2).extra_lanes == (0, 10)
    assert Layout(9, 0).values == tuple(range(1, 10))
    assert Layout(9, 2).values == tuple(range(0, 11))  # 0 small, 10 large blackhole
    assert Layout(9, 1).value_label(10) == "blackhole"
    assert Layout(4, 2).value_label(5) == "large blackhole"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"stars": 10}, "from 2 to 9"),
        ({"stars": 1}, "from 2 to 9"),
        ({"blackholes": 3}, "from 0 to 2"),
        ({"stars": 4.0}, "whole number"),
    ],
)
def test_layout_refuses_bad_sizes(kwargs, message):
    with pytest.raises(LogoKitError, match=message):
        Belief(**kwargs)


@pytest.mark.parametrize(
    ("stars", "blackholes", "count"),
    [(9, 0, 362_880), (4, 0, 24), (4, 1, 120), (4, 2, 720), (9, 1, 3_628_800)],
)
def test_s1_fresh_belief_counts_every_assignment(stars, blackholes, count):
    belief = Belief(stars=stars, blackholes=blackholes)
    assert belief.count == count  # (stars + blackholes)!
    assert belief.arrangement == belief.cards == belief.lanes  # card c starts in lane c
    assert belief.revealed == frozenset()


def test_s1_every_assignment_equally_likely_marginals():
    # before any evidence each of the 5 cards holds each of the 5 values with chance 1/5
    belief = Belief(stars=4, blackholes=1)
    for card in belief.cards:
        assert dict(belief.marginal(card)) == {v: Fraction(1, 5) for v in range(1, 6)}
    assert np.allclose(belief.marginal_matrix(), 0.2)
    assert belief.bits == pytest.approx(math.log2(120))


def test_lane_of_and_card_in():
    belief = Belief(stars=5).swap(1, 4)
    assert belief.arrangement == (4, 2, 3, 1, 5)
    assert belief.lane_of(1) == 4 and belief.card_in(1) == 4
    with pytest.raises(LogoKitError, match="no card 6"):
        belief.lane_of(6)
    with pytest.raises(LogoKitError, match="no lane 0"):
        belief.card_in(0)


# -- evidence --------------------------------------------------------------------


def test_record_hand_example_star_light():
    # 4 stars, cards 1, 2 in lanes 1, 2; answer "card 2 is greater" means: card 1 ≠ 1,
    # card 2 ≠ 2, not neighbours, not summing to 5, and b > a. Of the 12 value pairs only
    # (2, 4) survives; cards 3 and 4 then hold 1 and 3 in either order: 2 assignments.
    fresh = Belief(stars=4)
    after = fresh.record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light")
    assert after.count == 2
    assert fresh.count == 24  # the old belief is untouched
    assert after.marginal(1) == {2: Fraction(1)}
    assert after.marginal(2) == {4: Fraction(1)}
    assert after.marginal(3) == {1: Fraction(1, 2), 3: Fraction(1, 2)}
    assert {tuple(r) for r in after.assignments().tolist()} == {(2, 4, 1, 3), (2, 4, 3, 1)}


def test_s6_alignment_reveals_and_locks_cards():
    # 9 stars: card 1 aligned, card 2 not: card 1 = 1 (8! orderings of the rest) minus
    # those with card 2 = 2 (7!): 40320 − 5040 = 35280
    belief = Belief().record((1, 2), Outcome(Q.ALIGNMENT, (1,)), mode="light")
    assert belief.count == 35_280
    assert belief.revealed == {1}
    assert belief.face_down == (2, 3, 4, 5, 6, 7, 8, 9)
    with pytest.raises(IllegalMoveError, match="locked"):
        belief.swap(1, 5)
    moved = belief.swap(2, 5)
    assert moved.arrangement == (1, 5, 3, 4, 2, 6, 7, 8, 9)
    assert belief.arrangement == tuple(range(1, 10))  # unchanged
    assert moved.count == belief.count


def test_record_with_a_moved_card_uses_its_new_lane():
    # card 3 moved into lane 1 and answered "aligned": card 3 holds 1
    belief = Belief(stars=4).swap(1, 3)
    after = belief.record((3, 2), Outcome(Q.ALIGNMENT, (3,)), mode="bright", questions={1})
    assert after.marginal(3) == {1: Fraction(1)}
    assert after.revealed == {3}


def test_contradiction_raises_and_keeps_belief():
    belief = Belief(stars=4).record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light")
    with pytest.raises(ContradictionError, match="unchanged"):
        belief.record((3, 4), Outcome(Q.ALIGNMENT, (3, 4)), mode="light")
    assert belief.count == 2
    assert isinstance(ContradictionError("x"), LogoKitError)


def test_record_refuses_answers_the_round_cannot_give():
    belief = Belief(stars=4)
    with pytest.raises(LogoKitError, match="cannot be the answer"):
        belief.record((1, 2), Outcome(Q.ODDITY), mode="light")
    with pytest.raises(LogoKitError, match="cannot be the answer"):
        belief.record((1, 2), Outcome(Q.GREATNESS, (3,)), mode="light")
    with pytest.raises(LogoKitError, match="no card 7"):
        belief.record((1, 7), Outcome(Q.GREATNESS, (1,)), mode="light")


def test_an_answer_that_rules_nothing_out_keeps_the_same_count():
    belief = Belief(stars=4)
    after = belief.record((1, 2), Outcome(None), mode="bright", questions=())
    assert after.count == 24


def test_reveal():
    belief = Belief(stars=4, blackholes=2).reveal(3)  # card 3 holds 3: 5! others
    assert belief.count == 120 and belief.revealed == {3}
    assert belief.marginal(3) == {3: Fraction(1)}
    twice = belief.reveal(1, 2)
    assert twice.count == 6  # three cards left for values 4, small, large
    with pytest.raises(LogoKitError, match="extra lane"):
        belief.reveal(0)  # card 0 lies in lane 0 (S7)
    with pytest.raises(ContradictionError):  # card 2 holds the 4 (hand example below)
        Belief(stars=4).record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light").reveal(4)


def test_assignments_are_read_only_and_membership():
    belief = Belief(stars=4).record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light")
    rows = belief.assignments()
    with pytest.raises(ValueError):
        rows[0, 0] = 9
    assert {1: 2, 2: 4, 3: 1, 4: 3} in belief
    assert (2, 4, 3, 1) in belief
    assert (1, 2, 3, 4) not in belief
    assert (1, 2, 3) not in belief and "nonsense" not in belief
    assert (1, 2, 3, 4) in Belief(stars=4)


def test_rearrange_checks_the_arrangement():
    belief = Belief(stars=4)
    with pytest.raises(LogoKitError, match="every card once"):
        belief.rearrange((1, 1, 2, 3))
    assert belief.rearrange((4, 3, 2, 1)).lane_of(4) == 1


# -- counts behind the calculators ------------------------------------------------


@pytest.mark.parametrize(("stars", "blackholes"), [(4, 0), (4, 2)])
def test_pair_and_marginal_counts_fresh_and_after_evidence(stars, blackholes):
    fresh = Belief(stars=stars, blackholes=blackholes)
    after = fresh.record(
        fresh.cards[:2], Outcome(Q.GREATNESS, (fresh.cards[0],)), mode="bright", questions={9}
    )
    for belief in (fresh, after):
        rows = belief.assignments()
        size = stars + 2
        for i, j in itertools.permutations(range(len(belief.cards)), 2):
            want = np.zeros((size, size), dtype=np.int64)
            np.add.at(want, (rows[:, i], rows[:, j]), 1)
            got = belief.pair_counts(belief.cards[i], belief.cards[j])
            assert np.array_equal(got, want)
            assert np.array_equal(belief.pair_tensor()[i, j], want)
        marg = np.stack([np.bincount(rows[:, i], minlength=size) for i in range(rows.shape[1])])
        assert np.array_equal(belief.marginal_counts(), marg)
    with pytest.raises(LogoKitError, match="two different cards"):
        fresh.pair_counts(1, 1)


def test_chance_table_by_hand_and_by_listing_the_assignments():
    # By hand: the example above leaves (2, 4, 1, 3) and (2, 4, 3, 1); after swapping cards
    # 1 and 3 the rows read top to bottom in the new lane order, cards 3, 2, 1, 4.
    after = Belief(stars=4).record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light")
    half, one, none = Fraction(1, 2), Fraction(1), Fraction(0)
    assert after.swap(1, 3).chance_table() == [
        [half, none, half, none],
        [none, none, none, one],
        [none, one, none, none],
        [half, none, half, none],
    ]
    # By listing: with blackholes and after Star Bright evidence, each cell is the share of
    # the listed assignments where that card holds that value, for any order of rows.
    fresh = Belief(stars=4, blackholes=1)
    belief = fresh.record(
        fresh.cards[:2], Outcome(Q.GREATNESS, (fresh.cards[0],)), mode="bright", questions={9}
    )
    rows = belief.assignments().tolist()
    order = tuple(reversed(belief.cards))
    want = [
        [
            Fraction(sum(row[belief.cards.index(card)] == value for row in rows), len(rows))
            for value in belief.layout.values
        ]
        for card in order
    ]
    assert belief.chance_table(order) == want


# -- where to put the cards ------------------------------------------------------------


def test_expected_correct_and_win_chance_fresh():
    # no evidence: each card is home with chance 1/n, so 1 card on average;
    # with two blackholes (11 cards) star lanes give 9 × 1/11, extra lanes 2 × 2/11: 13/11
    assert Belief().expected_correct() == 1
    assert Belief(blackholes=2).expected_correct() == Fraction(13, 11)
    assert Belief(stars=4).win_chance() == Fraction(1, 24)
    # the two blackholes may sit in either extra lane: 2 winning assignments of 6!
    assert Belief(stars=4, blackholes=2).win_chance() == Fraction(2, 720)


def brute_best(belief):
    """Brute force: the best expected number of home cards over legal arrangements."""
    rows = belief.assignments().tolist()
    layout = belief.layout
    best = None
    locked = {c: belief.lane_of(c) for c in belief.revealed}
    free_lanes = [ln for ln in belief.lanes if ln not in locked.values()]
    for perm in itertools.permutations(belief.face_down):
        lane_of = dict(locked) | dict(zip(perm, free_lanes, strict=True))
        home = sum(
            layout.is_home(row[layout.index(c)], lane_of[c]) for row in rows for c in belief.cards
        )
        wins = sum(
            all(layout.is_home(row[layout.index(c)], lane_of[c]) for c in belief.cards)
            for row in rows
        )
        arrangement = tuple(sorted(belief.cards, key=lane_of.get))
        assert belief.expected_correct(arrangement) == Fraction(home, len(rows))
        assert belief.win_chance(arrangement) == Fraction(wins, len(rows))
        best = home if best is None else max(best, home)
    return Fraction(best, len(rows))


@pytest.mark.parametrize(("stars", "blackholes"), [(4, 0), (4, 1), (3, 2)])
def test_best_guess_is_optimal(stars, blackholes):
    belief = Belief(stars=stars, blackholes=blackholes)
    cards = belief.cards
    belief = belief.record(
        (cards[0], cards[1]), Outcome(Q.GREATNESS, (cards[1],)), mode="bright", questions={1, 9}
    )
    belief = belief.swap(cards[1], cards[2])
    best = belief.best_guess()
    assert belief.expected_correct(best) == brute_best(belief)


def test_best_guess_hand_example_and_locked_cards():
    # card 1 = 2, card 2 = 4 known, cards 3, 4 hold {1, 3}: put card 1 in lane 2,
    # card 2 in lane 4, leave card 3 in lane 3 (fewest moves), card 4 in lane 1
    belief = Belief(stars=4).record((1, 2), Outcome(Q.GREATNESS, (2,)), mode="light")
    assert belief.best_guess() == (4, 1, 3, 2)
    assert belief.expected_correct((4, 1, 3, 2)) == 3  # 1 + 1 + 1/2 + 1/2
    # a revealed card never moves
    locked = Belief(stars=5).reveal(2)
    best = locked.best_guess()
    assert best[1] == 2


# -- the real sizes -------------------------------------------------------------------


def test_eleven_cards_with_two_blackholes_once():
    # 11! = 39,916,800 assignments are never listed while the belief is fresh
    belief = Belief(blackholes=2)
    assert belief.count == math.factorial(11)
    fresh_rows = gain_table(belief, mode="bright")
    assert len(fresh_rows) == 55 * 2 and fresh_rows[0].total == belief.count
    query = Query.build((0, 10), mode="bright")
    counts = outcome_counts(belief, query)
    # record the most frequent answer (the largest belief one round can leave)
    outcome, expected = max(counts.items(), key=lambda item: item[1])
    after = belief.update(query, outcome)
    assert after.count == expected
    rows = after.assignments()
    for row in rows[:: max(1, len(rows) // 500)]:
        value_of = dict(zip(after.cards, (int(v) for v in row), strict=True))
        assert answer(query, value_of, {c: c for c in after.cards}) == outcome
    table = gain_table(after, mode="bright")
    assert len(table) == 2 * math.comb(len(after.face_down), 2)
    assert all(r.total == after.count for r in table)
