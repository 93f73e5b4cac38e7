"""Lesson 40's exercises: answers worked by hand beside the library's, the feedback for the
usual slips, and the numbers the lesson's questions print against the stored studies."""

import json
from fractions import Fraction
from pathlib import Path

import pytest
from verdicts import judged

from logo_kit.studies import published
from logo_lessons.ai_lab import ai_lab_verdict, logo_study_verdict
from logo_lessons.bank import BANK
from logo_lessons.bank.ai_lab import LOGO_STUDY, LORE_STUDY
from logo_lessons.intervals import winner

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "40-ai-lab.ipynb"

BY_HAND = {
    "40.1": Fraction(6, 55),  # six 0s among 55 cards, each equally likely first
    "40.5": 4 + 2 + (3 * 14 + 1 + 5 + 1) + (4 + 4) * 2,  # starts, Stops, discards, actions
    "40.6": Fraction(1, 5 + 1),  # 5 stars and the blackhole
    "40.7": Fraction(4 * 1 + 36 * -1, 40),  # the Star Light study's wins, +1 and −1
}


def test_lesson_40_exercises_are_in_the_bank_in_order():
    assert BANK.keys("40") == [f"40.{i}" for i in range(1, 8)]
    assert [BANK.get(k).level for k in BANK.keys("40")] == ["core"] * 4 + ["extension"] * 3
    assert not BANK.get("40.3").graded  # a prediction: no points


@pytest.mark.parametrize(("key", "value"), BY_HAND.items())
def test_the_hand_worked_answer_is_the_librarys(key, value):
    assert BANK.get(key).expected() == value
    assert judged(key, value).correct


@pytest.mark.parametrize("key", ["40.1", "40.5", "40.6", "40.7"])
def test_each_usual_slip_gets_its_own_feedback(key):
    exercise = BANK.get(key)
    assert len(exercise.mistakes) >= 3
    for wrong, why in exercise.mistakes.items():
        feedback = judged(key, wrong)
        assert not feedback.correct and why in feedback.message


def test_the_choices_speak_the_studys_verdict():
    assert BANK.get("40.2").expected() == "no"  # a world hides what the real game shows
    for key in ("40.3", "40.4"):
        assert BANK.get(key).expected() in BANK.get(key).choices
    assert logo_study_verdict() == "calculator" and ai_lab_verdict() == "Calculator"
    assert not judged("40.4", "not shown").correct


def test_the_verdict_reads_the_difference_not_the_overlap():
    assert winner(0.1, 0.5, "A", "B") == "A"
    assert winner(-0.5, -0.1, "A", "B") == "B"
    assert winner(-0.1, 0.3, "A", "B") == "not shown"


def _question(key: str) -> str:
    cells = json.loads(LESSON.read_text())["cells"]
    number = key.split(".")[1]
    return next(
        "".join(c["source"]) for c in cells if f"**Exercise {number} (" in "".join(c["source"])
    )


def test_the_interpreted_numbers_are_the_studys():
    difference = published(LOGO_STUDY).difference("ISMCTS 50", "Calculator")
    low, high = difference.interval
    shown = (
        f"have the mean −{-difference.mean:.2f} and the 95% interval −{-low:.2f} to −{-high:.2f}"
    )
    assert shown in _question("40.4")
    assert f"−{-low:.2f} to −{-high:.2f}" in BANK.get("40.4").prompt


def test_the_computed_study_is_the_stored_one():
    study = published(LORE_STUDY)
    wins = {row["player"]: int(row["wins"]) for row in study.rows}
    assert (study.games, wins["ISMCTS 30"], wins["advisor"]) == (40, 4, 36)
    assert "40 games: ISMCTS won 4 and the advisor 36" in _question("40.7")
    assert study.difference("ISMCTS 30", "advisor").mean == pytest.approx(float(BY_HAND["40.7"]))


def test_the_display_helpers_show_what_the_game_says():
    import numpy as np

    from logo_kit.openspiel import load_game
    from logo_lessons import ai_lab

    name, params = next(iter(ai_lab.SMALL_GAMES.items()))  # LOGO, two players, one round
    game = load_game(name, **params)
    state = game.new_initial_state()
    outcomes = state.chance_outcomes()
    lines = ai_lab.action_lines(state, outcomes[:2]).splitlines()
    assert len(lines) == 2 and f"p = {outcomes[0][1]:.5f}" in lines[0]
    ai_lab.deal(state, np.random.default_rng(1))
    assert not state.is_chance_node()
    legal = state.legal_actions()
    assert len(ai_lab.action_lines(state, legal).splitlines()) == len(legal)
    view = state.view(state.current_player())
    assert ai_lab.cards(view.hand) in ai_lab.view_lines(view)
    assert ai_lab.cards([1, "R2"]) == "1 R2"


def test_the_difference_line_says_what_the_interval_shows():
    from logo_lessons import ai_lab

    line = ai_lab.difference_line(published(LOGO_STUDY), "ISMCTS 50", "Calculator")
    assert line.endswith("Calculator wins more") and "mean -0.38" in line
    assert "game by game" in ai_lab.study_rates([LOGO_STUDY])
