"""The one-player puzzle (the star-line board's game) as a core value (S4, S6, S7, S9)."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import Belief, Outcome, Question, answer, gain_table
from logo_kit.lore.notation import random_line
from logo_kit.lore.solo import SoloPuzzle


def brute_count(puzzle: SoloPuzzle) -> int:
    """Assignments agreeing with every recorded answer, by plain enumeration."""
    layout = puzzle.layout
    kept = 0
    for perm in itertools.permutations(layout.values):
        value_of = dict(zip(layout.cards, perm, strict=True))
        kept += all(
            answer(
                r.query,
                value_of,
                dict(zip(r.query.cards, r.lanes, strict=True)),
                stars=layout.stars,
            )
            == r.outcome
            for r in puzzle.history
        )
    return kept


def test_a_seeded_line_and_a_teachers_line():
    a = SoloPuzzle.new(rng=np.random.default_rng(9))
    assert a.hidden == random_line(a.layout, np.random.default_rng(9))
    b = SoloPuzzle.new(stars=5, blackholes=1, hidden="3 B 1 5 2 4")
    assert b.value_of == {1: 3, 2: 6, 3: 1, 4: 5, 5: 2, 6: 4} and b.hidden_text == "3 B 1 5 2 4"
    assert b.count == math.factorial(6) and b.playing and b.shown == {}
    with pytest.raises(LogoKitError, match="rng"):
        SoloPuzzle.new()
    with pytest.raises(LogoKitError, match="'²' is not a number"):
        SoloPuzzle.new(stars=4, hidden="1 2 3 ²")


def test_asking_records_the_truthful_answer_and_leaves_the_old_puzzle():
    start = SoloPuzzle.new(stars=5, blackholes=1, hidden="3 B 1 5 2 4")
    after = start.ask((1, 2))
    # not aligned (3 ≠ 1, a blackhole never), pair questions "no" with a blackhole (S7):
    # Greatness, card 1 (a star beats a blackhole)
    assert after.last_outcome == Outcome(Question.GREATNESS, (1,))
    assert start.history == () and start.count == 720  # a value: the old one is unchanged
    assert after.count == brute_count(after) and after.value_of in after.belief
    moved = after.swap(1, 3)
    assert moved.arrangement == (3, 2, 1, 4, 5, 6)
    both = moved.ask((3, 1))  # both aligned now: flipped face up (S6)
    assert both.last_outcome == Outcome(Question.ALIGNMENT, (1, 3))
    assert both.belief.revealed == {1, 3} and both.shown == {1: 3, 3: 1}
    assert both.rearrange("6 5 4 2").arrangement == (3, 6, 1, 5, 4, 2)  # face-down only
    round_ = both.history[-1]
    assert round_.chance == Fraction(round_.count_after, round_.count_before)


def test_all_face_up_wins_and_align_decides():
    assert SoloPuzzle.new(stars=2, hidden="1 2").ask((1, 2)).status == "won"  # S6
    lost = SoloPuzzle.new(stars=4, hidden="2 1 3 4").align()
    assert lost.status == "lost" and lost.align_chance == Fraction(1, 24)
    assert lost.not_home() == [(1, 1, "2"), (2, 2, "1")]
    assert lost.verdict_of == {1: False, 2: False, 3: True, 4: True}
    with pytest.raises(LogoKitError, match="the game is over"):
        lost.ask((1, 2))
    won = SoloPuzzle.new(stars=3, blackholes=2, hidden="S 1 2 3 L").align()  # S7: extra lanes
    assert won.status == "won"


def test_young_players_card_starts_aligned():
    puzzle = SoloPuzzle.new(stars=5, hidden="5 4 3 2 1", start_revealed=4)  # ruling S9
    # ruling S18: card 2 holds the 4, so it swaps with card 4, dealt into lane 4
    assert puzzle.arrangement == (1, 4, 3, 2, 5) and puzzle.belief.revealed == {2}
    assert puzzle.count == math.factorial(4) and puzzle.shown == {2: 4}
    with pytest.raises(LogoKitError, match="ruling S9"):
        SoloPuzzle.new(stars=5, hidden="5 4 3 2 1", start_revealed=6)


def test_star_bright_questions_need_tokens():
    puzzle = SoloPuzzle.new("bright", stars=4, hidden="2 1 4 3")
    assert len(puzzle.available) == 9
    none = puzzle.with_tokens([])
    assert none.available == (Question.ALIGNMENT, Question.GREATNESS)
    with pytest.raises(LogoKitError, match="no token on 5 Massive"):
        none.ask((1, 2), questions={1, 5, 9})
    with pytest.raises(LogoKitError, match=r"2 Symmetry, 3 Neighbours.*got 10"):
        puzzle.with_tokens([10])
    with pytest.raises(LogoKitError, match="got True"):
        puzzle.with_tokens([True])
    rows = none.ranking()
    assert [(r.query, r.bits) for r in rows] == [
        (r.query, r.bits) for r in gain_table(Belief(stars=4), mode="bright", questions={1, 9})
    ]
    assert puzzle.with_mode("Star Light").available == puzzle.with_mode("light").order


def test_chances_are_exact_and_follow_the_lanes():
    puzzle = SoloPuzzle.new(stars=4, hidden="2 1 4 3").ask((1, 2)).swap(1, 4)
    rows = puzzle.chances()
    assert len(rows) == 4 and all(sum(row) == 1 for row in rows)
    assert puzzle.chances([4, 2, 3, 1]) == rows  # card 4 lies in lane 1 now
