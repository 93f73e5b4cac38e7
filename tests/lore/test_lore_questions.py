"""Direct tests of every question predicate and of rulings S2, S3, S4, S7, S8.

Expected values are worked out by hand from the rule book and RULINGS.md
(the comment beside each says why).
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import Outcome, Query, Question, answer, possible_outcomes
from logo_kit.lore.questions import (
    ALWAYS_AVAILABLE,
    NO_ANSWER,
    STAR_BRIGHT,
    STAR_LIGHT,
    aligned,
    answer_code,
    code_table,
    correct_half,
    decode,
    encode,
    greater,
    is_blackhole,
    is_star,
    massive,
    nearby,
    neighbours,
    odd_sum,
    orbit,
    symmetric,
)

Q = Question
SMALL, LARGE = 0, 10  # blackhole codes with 9 stars


def ask(values, lanes, *, mode="bright", questions=None, focus=None, cards=(1, 2)):
    """Answer a round about cards (1, 2) with the given values and lanes."""
    query = Query.build(cards, mode=mode, questions=questions, focus=focus)
    return answer(
        query, dict(zip(cards, values, strict=True)), dict(zip(cards, lanes, strict=True))
    )


# -- the predicates, one by one ------------------------------------------------


def test_star_or_blackhole():
    assert [is_star(v) for v in (0, 1, 9, 10)] == [False, True, True, False]
    assert [is_blackhole(v) for v in (0, 1, 9, 10)] == [True, False, False, True]
    assert is_star(5, stars=4) is False  # with 4 stars, 5 is the large blackhole


def test_aligned_is_value_equals_lane():
    assert aligned(3, 3) and not aligned(3, 4)
    # S7: a blackhole is never aligned, even in the lane whose number equals its code
    assert not aligned(LARGE, 10) and not aligned(SMALL, 0)


def test_symmetric_sums_to_ten():
    assert symmetric(1, 9) and symmetric(4, 6) and symmetric(9, 1)
    assert not symmetric(4, 5) and not symmetric(2, 9)
    assert symmetric(1, 4, stars=4)  # with 4 stars symmetric means a sum of 5
    assert not symmetric(SMALL, LARGE)  # 0 + 10 = 10 but blackholes count as nothing (S7)


def test_neighbours_differ_by_one():
    assert neighbours(5, 4) and neighbours(4, 5) and neighbours(8, 9)
    assert not neighbours(4, 6) and not neighbours(1, 9)
    assert not neighbours(9, LARGE) and not neighbours(1, SMALL)  # S7


def test_oddity_is_an_odd_sum():
    assert odd_sum(2, 3) and odd_sum(9, 4)
    assert not odd_sum(2, 4) and not odd_sum(3, 5)
    assert not odd_sum(1, LARGE)  # 1 + 10 = 11 is odd, but a blackhole makes it "no" (S7)


def test_massive_is_a_sum_above_ten():
    assert massive(2, 9) and massive(5, 6)
    assert not massive(1, 9) and not massive(4, 6)  # exactly 10 is not greater than 10
    assert not massive(9, LARGE)  # S7


def test_nearby_within_one_lane():
    assert nearby(3, 4) and nearby(3, 2) and nearby(3, 3)
    assert not nearby(3, 5) and not nearby(9, 1)
    assert nearby(1, 0) and nearby(9, 10)  # a star next to its lane, even an extra lane
    assert not nearby(LARGE, 10) and not nearby(LARGE, 9) and not nearby(SMALL, 1)  # S7


def test_focus_correct_half():
    # values 1–4 belong in lanes ≤ 4, 6–9 in lanes ≥ 6 (S3)
    assert correct_half(2, 3) and correct_half(7, 8)
    assert not correct_half(2, 7) and not correct_half(7, 2)
    # value 5 is always in the correct half, wherever it lies
    assert all(correct_half(5, lane) for lane in range(11))
    # any star in lane 5 is in the correct half
    assert all(correct_half(v, 5) for v in range(1, 10))
    # lane 0 is left, lane 10 is right
    assert all(correct_half(v, 0) for v in (1, 2, 3, 4)) and not correct_half(6, 0)
    assert all(correct_half(v, 10) for v in (6, 7, 8, 9)) and not correct_half(4, 10)
    # a blackhole is "no", even in lane 5 (S7)
    assert not correct_half(LARGE, 5) and not correct_half(SMALL, 0) and not correct_half(LARGE, 10)


def test_focus_with_an_even_number_of_stars_has_no_middle():
    # 4 stars: 1, 2 belong in lanes 1, 2; 3, 4 in lanes 3, 4; no card or lane is "middle"
    assert correct_half(2, 1, stars=4) and correct_half(3, 4, stars=4)
    assert not correct_half(2, 3, stars=4) and not correct_half(3, 2, stars=4)


def test_orbit_swapped_lanes():
    assert orbit(2, 1, 9, 2)  # a = 2 would be aligned in b's lane 2
    assert orbit(7, 1, 1, 2)  # b = 1 would be aligned in a's lane 1
    assert not orbit(2, 1, 3, 4)
    assert not orbit(LARGE, 1, 3, 10)  # after the swap: blackhole in lane 10, 3 in lane 1 (S7)
    assert not orbit(SMALL, 5, 8, 0)


def test_greatness():
    assert greater(7, 3) and not greater(3, 7)
    assert greater(1, SMALL) and greater(1, LARGE)  # any star beats a blackhole (S7)
    assert greater(LARGE, SMALL) and not greater(SMALL, LARGE)  # the larger blackhole (S7)


def test_predicates_work_elementwise_on_arrays():
    values = np.array([1, 4, 5, 10], dtype=np.int16)
    lanes = np.array([1, 5, 9, 10], dtype=np.int16)
    assert aligned(values, lanes).tolist() == [True, False, False, False]
    assert nearby(values, lanes).tolist() == [True, True, False, False]
    assert correct_half(values, lanes).tolist() == [True, True, True, False]
    assert greater(values, np.array([0, 5, 4, 0])).tolist() == [True, False, True, True]


# -- S2 / S3: the two orders -----------------------------------------------------


def test_s2_star_light_order():
    assert STAR_LIGHT == (Q.ALIGNMENT, Q.NEIGHBOURS, Q.SYMMETRY, Q.GREATNESS)
    assert Query.build((1, 2), mode="light").questions == STAR_LIGHT


def test_s3_star_bright_order_and_numbers():
    assert [int(q) for q in STAR_BRIGHT] == list(range(1, 10))
    assert [q.title for q in STAR_BRIGHT] == [
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
    # given in any order, questions are asked in card order
    assert Query.build((1, 2), mode="bright", questions=[9, 3, 2]).questions == (
        Q.SYMMETRY,
        Q.NEIGHBOURS,
        Q.GREATNESS,
    )


def test_s2_neighbours_and_symmetric_can_never_both_be_yes():
    # a + b = 10 makes a and b the same parity, so |a − b| = 1 is impossible:
    # the two orders (S2 vs S3) can only differ where the question sets differ.
    both = [
        (a, b)
        for a, b in itertools.permutations(range(1, 10), 2)
        if symmetric(a, b) and neighbours(a, b)
    ]
    assert both == []


def test_s2_light_answers():
    # 5 in lane 5 is aligned: Alignment answers first even though 5,4 are neighbours
    assert ask((5, 4), (5, 9), mode="light") == Outcome(Q.ALIGNMENT, (1,))
    assert ask((5, 4), (1, 9), mode="light") == Outcome(Q.NEIGHBOURS)
    assert ask((3, 7), (1, 2), mode="light") == Outcome(Q.SYMMETRY)
    assert ask((3, 8), (1, 2), mode="light") == Outcome(Q.GREATNESS, (2,))
    # Star Light has no Oddity: 2 + 5 = 7 is odd, but only Greatness is left to answer
    assert ask((2, 5), (9, 8), mode="light") == Outcome(Q.GREATNESS, (2,))


@pytest.mark.parametrize(
    ("values", "lanes", "expected"),
    [
        ((3, 2), (3, 9), Outcome(Q.ALIGNMENT, (1,))),  # card 1 aligned
        ((3, 9), (4, 9), Outcome(Q.ALIGNMENT, (2,))),  # card 2 aligned
        ((3, 9), (3, 9), Outcome(Q.ALIGNMENT, (1, 2))),  # both pointed at
        ((2, 8), (1, 3), Outcome(Q.SYMMETRY)),  # 2 + 8 = 10
        ((6, 7), (1, 2), Outcome(Q.NEIGHBOURS)),  # 7 − 6 = 1 (odd and massive too)
        ((2, 7), (9, 8), Outcome(Q.ODDITY)),  # 9 is odd (7 in lane 8 is nearby, asked later)
        ((4, 8), (9, 1), Outcome(Q.MASSIVE)),  # 12 > 10, even
        ((2, 4), (9, 5), Outcome(Q.NEARBY)),  # 4 is within one of lane 5
        ((2, 4), (3, 9), Outcome(Q.NEARBY)),  # 2 is within one of lane 3
        ((2, 4), (4, 9), Outcome(Q.FOCUS, (1,))),  # 2 in lane 4: correct half
        # 2 in lane 8: wrong half, far; 4 in lane 2: far; swapped, 2 would be in lane 2
        ((2, 4), (8, 2), Outcome(Q.ORBIT)),
        # 6 + 2 = 8: even, not 10, not > 10; far from lanes 1, 9; 6 in lane 1 wrong half
        ((6, 2), (1, 9), Outcome(Q.GREATNESS, (1,))),
    ],
)
def test_s3_each_question_answers_yes(values, lanes, expected):
    assert ask(values, lanes) == expected


def test_s3_focus_names_either_card():
    # card 1 = 2 in lane 9 (wrong half), card 2 = 4 in lane 1 (correct half)
    assert ask((2, 4), (9, 1), questions={7, 9}, focus=1) == Outcome(Q.GREATNESS, (2,))
    assert ask((2, 4), (9, 1), questions={7, 9}, focus=2) == Outcome(Q.FOCUS, (2,))
    # default focus: the first card held up
    assert Query.build((3, 1), mode="bright").focus == 3
    # Focus not asked: no focus card
    assert Query.build((3, 1), mode="bright", questions={1, 9}, focus=1).focus is None


@pytest.mark.parametrize(
    ("value", "lane", "yes"),
    [
        (5, 1, True),  # value 5: always correct
        (5, 10, True),
        (9, 5, True),  # lane 5: always correct
        (1, 5, True),
        (3, 0, True),  # lane 0 is left
        (7, 0, False),
        (7, 10, True),  # lane 10 is right
        (3, 10, False),
        (LARGE, 5, False),  # a blackhole, even in lane 5 (S7)
        (SMALL, 0, False),
    ],
)
def test_s3_focus_edge_cases_as_asked(value, lane, yes):
    outcome = ask((value, 1 if value != 1 else 2), (lane, 2 if lane != 2 else 3), questions={7})
    assert (outcome == Outcome(Q.FOCUS, (1,))) is yes
    if not yes:
        assert outcome == NO_ANSWER


# -- S4: stop at the first yes, skipping ----------------------------------------


def test_s4_stops_at_first_yes():
    # 6 in lane 6, 4 in lane 5: aligned, symmetric (6 + 4 = 10) and nearby all at once
    values, lanes = (6, 4), (6, 5)
    assert ask(values, lanes) == Outcome(Q.ALIGNMENT, (1,))
    assert ask(values, lanes, questions={2, 6, 9}) == Outcome(Q.SYMMETRY)
    assert ask(values, lanes, questions={6, 9}) == Outcome(Q.NEARBY)
    assert ask(values, lanes, questions={9}) == Outcome(Q.GREATNESS, (1,))


def test_s4_greatness_always_answers_and_skipping_it_can_leave_no_answer():
    assert ask((8, 1), (1, 9), questions={9}) == Outcome(Q.GREATNESS, (1,))
    assert ask((8, 1), (1, 9), questions={2, 3}) == NO_ANSWER
    assert ask((8, 1), (1, 9), questions=()) == NO_ANSWER
    assert NO_ANSWER in possible_outcomes(Query.build((1, 2), mode="bright", questions={1}))
    assert NO_ANSWER not in possible_outcomes(Query.build((1, 2), mode="bright"))


def test_s4_always_available():
    assert {Q.ALIGNMENT, Q.GREATNESS} == ALWAYS_AVAILABLE


def test_s3_order_matters_where_answers_overlap():
    # 5 + 8 = 13: odd AND massive; Oddity (4) is asked before Massive (5)
    assert ask((5, 8), (1, 2), questions={4, 5, 9}) == Outcome(Q.ODDITY)
    assert ask((5, 8), (1, 2), questions={5, 9}) == Outcome(Q.MASSIVE)
    # 3 in lane 4 is nearby and in the correct half: Nearby (6) before Focus (7)
    assert ask((3, 9), (4, 1), questions={6, 7, 9}) == Outcome(Q.NEARBY)
    assert ask((3, 9), (4, 1), questions={7, 9}) == Outcome(Q.FOCUS, (1,))
    # Neighbours (3) before Oddity (4): neighbours always have an odd sum
    assert ask((3, 4), (9, 8), questions={3, 4, 9}) == Outcome(Q.NEIGHBOURS)


# -- S7: blackholes in whole rounds ----------------------------------------------


def test_s7_blackholes_in_rounds():
    # the large blackhole in lane 10 with 9 in lane 9: only 9 is aligned
    assert ask((LARGE, 9), (10, 9)) == Outcome(Q.ALIGNMENT, (2,))
    # blackhole with 1: 0 + 1 odd, but the pair questions answer "no"; Nearby: the
    # blackhole's part is "no" and 1 in lane 7 is far; Focus on the blackhole "no";
    # Orbit: 1 would go to lane 2 (no); Greatness: the star card
    assert ask((SMALL, 1), (2, 7), focus=1) == Outcome(Q.GREATNESS, (2,))
    # two blackholes: everything "no", and the larger blackhole is greater
    assert ask((SMALL, LARGE), (0, 10)) == Outcome(Q.GREATNESS, (2,))
    assert ask((LARGE, SMALL), (0, 10)) == Outcome(Q.GREATNESS, (1,))
    assert ask((LARGE, SMALL), (0, 10), questions={1, 2, 3, 4, 5, 6, 7, 8}) == NO_ANSWER


def test_s7_single_blackhole_game():
    # one blackhole (code 10 in a 9-star line) against a star: the star is greater
    assert ask((LARGE, 1), (3, 4), questions={9}) == Outcome(Q.GREATNESS, (2,))


# -- S8: outcomes say everything the asker learns --------------------------------


def test_s8_outcomes_distinguish_pointed_cards():
    a_only = Outcome(Q.ALIGNMENT, (1,))
    b_only = Outcome(Q.ALIGNMENT, (2,))
    both = Outcome(Q.ALIGNMENT, (2, 1))
    assert len({a_only, b_only, both}) == 3
    assert both.cards == (1, 2)  # sorted
    assert Outcome(Q.GREATNESS, (1,)) != Outcome(Q.GREATNESS, (2,))
    assert len(possible_outcomes(Query.build((1, 2), mode="bright"))) == 3 + 7 + 2


def test_outcome_validation_and_text():
    with pytest.raises(LogoKitError, match="Alignment"):
        Outcome(Q.ALIGNMENT, ())
    with pytest.raises(LogoKitError, match="Greatness"):
        Outcome(Q.GREATNESS, (1, 2))
    with pytest.raises(LogoKitError):
        Outcome(Q.SYMMETRY, (1,))
    assert Outcome("neighbours") == Outcome(Q.NEIGHBOURS)
    assert str(NO_ANSWER) == "no to every question"
    assert str(Outcome(Q.ORBIT)) == "Orbit: yes"
    assert sorted([Outcome(Q.GREATNESS, (2,)), NO_ANSWER, Outcome(Q.ALIGNMENT, (1,))]) == [
        Outcome(Q.ALIGNMENT, (1,)),
        Outcome(Q.GREATNESS, (2,)),
        NO_ANSWER,
    ]


# -- Query checks -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"cards": (1, 1)}, "two different cards"),
        ({"cards": (1, 2, 3)}, "two different cards"),
        ({"cards": (1, 2), "mode": "dark"}, "mode must be"),
        ({"cards": (1, 2), "mode": "light", "questions": {4}}, "no numbers"),
        ({"cards": (1, 2), "mode": "light", "questions": {"oddity"}}, "not a Star Light"),
        ({"cards": (1, 2), "mode": "bright", "questions": {10}}, "not a question"),
        ({"cards": (1, 2), "mode": "bright", "questions": {"colour"}}, "not a question"),
        ({"cards": (1, 2), "mode": "bright", "focus": 3}, "Focus card must be one of"),
    ],
)
def test_query_refuses_bad_rounds(kwargs, message):
    cards = kwargs.pop("cards")
    with pytest.raises(LogoKitError, match=message):
        Query.build(cards, **kwargs)


def test_query_accepts_names_and_modes():
    q = Query.build((2, 5), mode="Star Light", questions={"aligned?", "greatest"})
    assert q.questions == (Q.ALIGNMENT, Q.GREATNESS) and q.mode == "light"
    q = Query.build((2, 5), mode="bright", questions={"Neighbors", Q.ORBIT, 1})
    assert q.questions == (Q.ALIGNMENT, Q.NEIGHBOURS, Q.ORBIT)
    assert Q.FOCUS.text.startswith("Is this")


# -- codes and the lookup table ---------------------------------------------------


def test_encode_decode_round_trip_and_refusal():
    query = Query.build((4, 7), mode="bright", focus=7)
    for outcome in possible_outcomes(query):
        assert decode(encode(outcome, query), query) == outcome
    with pytest.raises(LogoKitError, match="cannot be the answer"):
        encode(Outcome(Q.ALIGNMENT, (3,)), query)  # card 3 was not held up
    with pytest.raises(LogoKitError, match="cannot be the answer"):
        encode(Outcome(Q.ODDITY), Query.build((4, 7), mode="light"))


@pytest.mark.parametrize("stars", [4, 9])
def test_code_table_agrees_with_scalar_answers(stars):
    order = (Q.ALIGNMENT, Q.NEARBY, Q.FOCUS, Q.ORBIT, Q.GREATNESS)
    table = code_table(stars, order)
    assert not table.flags.writeable
    size = stars + 2
    for second in (False, True):
        for la, lb, va, vb in itertools.product(range(size), repeat=4):
            if (la + 2 * lb + 3 * va + 5 * vb) % 7:  # a systematic seventh of the cells
                continue
            expected = answer_code(order, va, la, vb, lb, focus_second=second, stars=stars)
            assert table[int(second), la, lb, va, vb] == expected
