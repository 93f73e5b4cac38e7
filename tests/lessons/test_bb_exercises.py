"""The bank of lessons 30 and 31: answers against hand-worked values, mistakes that are
really wrong and get their own feedback, levels and model answers."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest
from verdicts import judged

from logo_kit.billionaire import (
    RiskyBusinessDeck,
    StopAtSum,
    Target,
    expected_sum_by_draws,
    launch_value_distribution,
    optimal_policy,
)
from logo_lessons.bank import BANK
from logo_lessons.bank.billionaire import (
    CLASS_DECK,
    JO,
    KEYS,
    KIM,
    draws_at,
    smallest_stopping_sum,
)
from logo_lessons.intervals import wins_verdict

BULL = RiskyBusinessDeck.bull()
BEAR = RiskyBusinessDeck.bear()

BY_HAND = {
    "30.1": Fraction(3, 20),  # 20 cards left after 10 safe, 3 of them BUSTs
    "30.2": Fraction(27, 4),  # 27 value cards in 4 gaps
    "30.3": Fraction(3, 24),  # bear: 27 − 3 = 24 left, 3 BUSTs
    "30.6": Fraction(24, 27) * Fraction(23, 26) * Fraction(22, 25),  # bear: no BUST in 3
    "30.7": Fraction(27, 30) * Fraction(3, 29) + Fraction(3, 30) * Fraction(2, 29),
    "30.8": 1 - Fraction(comb(20, 3), comb(22, 3)),
    "31.1": 7,
    "31.2": 200,
    "31.3": 190,  # 750/4 = 187.5, sums in steps of 10
    "31.4": "no",  # the gain (780 − 4 × 150)/n is positive for n = 28 and n = 24 alike
    "31.5": "stop after 5 cards",  # 81.83 > 76.56: the expected sum counts a BUST as 0
    "31.7": "not shown",  # −0.01 to +0.09 contains 0
    "31.8": 2 * Fraction(750, 24) * Fraction(24 * 23, 27 * 26),
}


def test_the_bank_holds_its_exercises_in_order():
    assert [f"30.{i}" for i in range(1, 10)] + [f"31.{i}" for i in range(1, 10)] == KEYS
    assert BANK.keys("30") == KEYS[:9] and BANK.keys("31") == KEYS[9:]


@pytest.mark.parametrize(("key", "value"), BY_HAND.items())
def test_answers_agree_with_hand_worked_values(key, value):
    assert BANK.get(key).expected() == value
    assert judged(key, value).correct


def test_the_four_card_company_answer():
    # 50 + 4x ≥ 1000 → x ≥ 237.5 → 238; sums are multiples of 10, so reaching 238 is
    # reaching 240: the best chance of the sum reaching 240.
    answer = BANK.get("31.6").expected()
    assert (
        answer == optimal_policy(BULL, Target(238)).value == optimal_policy(BULL, Target(240)).value
    )
    assert Fraction(34, 100) < answer < Fraction(35, 100)


def test_hand_worked_facts_behind_the_answers():
    assert CLASS_DECK.value_cards == 20 and CLASS_DECK.busts == 2
    assert BY_HAND["30.7"] == Fraction(1, 10)
    assert BY_HAND["30.8"] == Fraction(20, 77)
    assert BY_HAND["31.8"] == Fraction(5750, 117)
    assert smallest_stopping_sum(BULL) == 200 and smallest_stopping_sum(BEAR) == 190
    gain = {n: Fraction(780 - 150, n) - Fraction(3 * 150, n) for n in (28, 24)}
    assert gain == {28: Fraction(180, 28), 24: Fraction(180, 24)}
    assert draws_at(BULL, KIM) and draws_at(BULL, JO)  # both gains are above 0
    assert expected_sum_by_draws(BULL)[5] > launch_value_distribution(BULL, StopAtSum(100)).mean()


def test_the_paired_verdict_reads_the_sign_of_the_interval():
    assert wins_verdict(0.01, 0.2, "A", "B") == "A wins more"
    assert wins_verdict(-0.2, -0.01, "A", "B") == "B wins more"
    assert wins_verdict(-0.01, 0.09, "A", "B") == "not shown"


def test_the_optimal_rule_draws_or_stops_as_the_table_says():
    assert draws_at(BULL, (100, 50)) and not draws_at(BULL, (100, 100))
    assert draws_at(BEAR, (100, 50, 30)) and not draws_at(BEAR, (100, 50, 30, 10))


@pytest.mark.parametrize("key", KEYS)
def test_every_exercise_is_complete(key):
    exercise = BANK.get(key)
    assert exercise.level in ("core", "extension") and exercise.model_answer
    if exercise.kind == "why":
        return
    expected = exercise.expected()
    if exercise.kind == "choice":  # every wrong choice has feedback of its own
        wrong = [c for c in exercise.choices if c != expected]
        assert exercise.hint and sorted(exercise.mistakes) == sorted(wrong)
        for choice in wrong:
            feedback = judged(key, choice)
            assert not feedback.correct and exercise.mistakes[choice] in feedback.message
        return
    assert exercise.hint and len(exercise.mistakes) >= 3
    messages = set()
    for wrong, why in exercise.mistakes.items():
        value = wrong() if callable(wrong) else wrong
        assert value != expected, f"{key}: the 'mistake' {value} is the answer"
        feedback = judged(key, value)
        assert not feedback.correct and why in feedback.message
        messages.add(why)
    assert len(messages) == len(exercise.mistakes)
    # any other wrong answer gets the hint; None asks for an answer
    assert exercise.hint in judged(key, expected + 1000).message
    assert "replace None" in judged(key, None).message


def test_each_lesson_has_core_and_extension_work_and_a_why():
    for lesson in ("30", "31"):
        exercises = [BANK.get(k) for k in BANK.keys(lesson)]
        assert {e.level for e in exercises} == {"core", "extension"}
        assert any(e.kind == "why" for e in exercises)
