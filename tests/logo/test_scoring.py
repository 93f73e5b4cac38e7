"""Round scoring (ruling L10) and the rule sheet's four worked rounds (ruling L12)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import hand_value, parse_cards
from logo_kit.logo.scoring import Showdown, score_round, showdown
from tests.oracles.logo import score_round as oracle_score_round


def check_one_deck(*hands: str) -> None:
    """The hands of one 3-player round must come from one 55-card deck (ruling L1)."""
    parse_cards(" ".join(hands), decks=1)  # raises if any card is used too often


def test_four_worked_rounds_end_at_67_87_103_ruling_l12():
    # Round 1: A declares and is strictly lowest (15 < 27 < 61): A scores min(15, 0) = 0.
    # B's hand "includes a Steal card and a Jump card": 20 + 15 + 10 + 10 + 6 = 61.
    r1 = ["0 0 B2 B4 G1 G5 R3", "0 0 B10 B6 G10 JUMP STEAL", "0 B11 B14 G2 G4 LOGO R6"]
    check_one_deck(*r1)
    values1 = [hand_value(h) for h in r1]
    assert values1 == [15, 61, 27]
    points1 = score_round(values1, declarer=0)
    assert points1 == [0, 61, 27]

    # Round 2: A declares with 11 but C holds 10: A scores 2 × 11 = 22, C min(10, 0) = 0.
    r2 = ["R1 R3 R9 B5 G3 0 LOGO", "R2 R6 B1 B3 G6 0 0", "B2 G1 G2 G5 0 0 0"]
    check_one_deck(*r2)
    values2 = [hand_value(h) for h in r2]
    assert values2 == [11, 18, 10]
    points2 = score_round(values2, declarer=0)
    assert points2 == [22, 18, 0]

    # Round 3: the draw pile runs out, nobody declared: everyone scores their value,
    # C's 16 as the sheet says (ruling L12). 15; 1 + 1 + 2 + 4 = 8; 3 + 3 + 4 + 5 − 10 + 11.
    r3 = ["0 0 R1 R2 R3 R4 R5", "0 0 0 B1 G1 B2 G4", "0 B3 G3 B4 G5 LOGO R11"]
    check_one_deck(*r3)
    values3 = [hand_value(h) for h in r3]
    assert values3 == [15, 8, 16]
    points3 = score_round(values3, declarer=None)
    assert points3 == [15, 8, 16]

    # Round 4: A declares with 15; B holds an all-green colour hand worth 0 (ruling L2),
    # so A is not lowest: A scores 2 × 15 = 30, B min(0, 0) = 0, C 60.
    r4 = ["R1 R2 R3 R4 R5 0 0", "G8 G9 G10 G11 G12 G13 G14", "JUMP STEAL R14 B11 0 0 0"]
    check_one_deck(*r4)
    values4 = [hand_value(h) for h in r4]
    assert values4 == [15, 0, 60]
    points4 = score_round(values4, declarer=0)
    assert points4 == [30, 0, 60]

    totals = [0, 0, 0]
    running = []
    for points in (points1, points2, points3, points4):
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        running.append(totals)
    assert running[1] == [22, 79, 27]  # as the sheet prints after round 2
    # ruling L12: after round 3 the sheet prints C 33, an arithmetic slip for 27 + 0 + 16 = 43;
    # so its final line C 93 is 10 short too. Round by round the game ends at 67, 87, 103.
    assert running[2] == [37, 87, 43]
    assert running[3] == [67, 87, 103]
    sheet_after_3, sheet_final = [37, 87, 33], [67, 87, 93]
    assert [a - b for a, b in zip(running[2], sheet_after_3, strict=True)] == [0, 0, 10]
    assert [a - b for a, b in zip(running[3], sheet_final, strict=True)] == [0, 0, 10]


def reference_l10(values: list[int], declarer: int | None, wins_ties: bool) -> list[int]:
    """Ruling L10 as the LOGO oracle writes it (``tests/oracles/logo.py``), for comparison."""
    scored = oracle_score_round(dict(enumerate(values)), declarer, wins_ties)
    return [scored[seat] for seat in range(len(values))]


@pytest.mark.parametrize(
    ("values", "declarer", "wins_ties", "expected"),
    [
        ([12, 30, 25], None, False, [12, 30, 25]),  # no declaration: the values
        ([-10, 5, 9], 0, False, [-10, 5, 9]),  # strictly lowest, negative: keeps −10
        ([3, 5, 9], 0, False, [0, 5, 9]),  # strictly lowest: min(3, 0) = 0
        ([7, 7, 9], 0, False, [14, 0, 9]),  # tied: not lowest by default; B min(7, 0) = 0
        ([7, 7, 9], 0, True, [0, 7, 9]),  # option declarer_wins_ties: A lowest
        ([8, 3, 3], 0, False, [16, 0, 0]),  # both tied players score min(3, 0) = 0
        ([8, -10, 4], 0, False, [16, -10, 4]),  # the lowest keeps a negative value
        ([-10, -10], 1, False, [-10, -20]),  # tie below zero: 2 × −10 = −20 for the declarer
    ],
)
def test_score_round_hand_computed_cases_ruling_l10(values, declarer, wins_ties, expected):
    assert score_round(values, declarer, declarer_wins_ties=wins_ties) == expected
    assert reference_l10(values, declarer, wins_ties) == expected


@given(
    values=st.lists(st.integers(-10, 130), min_size=2, max_size=8),
    data=st.data(),
    wins_ties=st.booleans(),
)
def test_score_round_matches_the_written_out_rule(values, data, wins_ties):
    declarer = data.draw(st.none() | st.integers(0, len(values) - 1))
    got = score_round(values, declarer, declarer_wins_ties=wins_ties)
    assert got == reference_l10(values, declarer, wins_ties)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: score_round([1, 2], declarer=2), "declarer must be a whole number from 0 to 1"),
        (lambda: score_round([1, 2], declarer=True), "declarer must be a whole number"),
        (lambda: score_round([1]), "2 to 8"),
        (lambda: score_round([3] * 1000), "at most 8 allowed"),
        (lambda: score_round([3, 3], 0, declarer_wins_ties="no"), "must be True or False"),
        (lambda: score_round([3, 3], 0, declarer_wins_ties=1), "must be True or False"),
        (lambda: score_round("33", 0), "a string is not a list of numbers"),
        (lambda: score_round([3.5, 3]), "whole numbers, got 3.5"),
        (lambda: score_round(None), "must be a list or tuple"),
        (lambda: showdown([3, True]), "whole numbers, got True"),
    ],
)
def test_score_round_rejects_bad_input(call, message):
    with pytest.raises(LogoKitError, match=message):
        call()


def test_showdown_says_who_holds_the_low_hand():
    assert showdown([7, 7, 9], 0) == Showdown((0, 1), False, False)
    assert showdown([7, 7, 9], 0, declarer_wins_ties=True) == Showdown((0, 1), False, True)
    assert showdown([3, 5, 9], 0) == Showdown((0,), True, True)
    assert showdown([8, 3, 3]) == Showdown((1, 2), False, False)
