"""Lesson 40's exercises (moved from tests/openspiel with the bank)."""

from fractions import Fraction

from verdicts import judged

from logo_lessons.ai_lab import ai_lab_verdict, logo_study_verdict
from logo_lessons.bank import BANK


def test_lesson_40_exercises_are_in_the_bank():
    assert BANK.keys("40") == ["40.1", "40.2", "40.3", "40.4"]
    assert judged("40.1", 71).correct and not judged("40.1", 55).correct
    assert judged("40.2", Fraction(1, 6)).correct
    assert BANK.get("40.4").choices == ("ISMCTS", "calculator", "about even")
    assert not BANK.get("40.4").graded  # a prediction: no points


def test_the_verdict_speaks_the_exercises_words():
    assert logo_study_verdict() in BANK.get("40.4").choices
    assert ai_lab_verdict() in ("ISMCTS 50", "Calculator", "about even")


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
