"""Planning for the questions open this turn (rulings S4, S5) and the review of a real game.

The best round is checked against brute force: every pair × every non-empty
subset of the open questions × each Focus card, scored with
``information_gain`` one at a time.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore import (
    Belief,
    GreedyInfoPlayer,
    LoreGame,
    LoreOptions,
    Outcome,
    Question,
    Tokens,
    play_game,
)
from logo_kit.lore.gain import information_gain
from logo_kit.lore.turn_plan import best_turn, open_questions, review_rounds

Q = Question


def _brute_best(belief, allowed):
    """Most bits over every pair, non-empty subset of ``allowed`` and Focus card."""
    best = 0.0
    for cards in itertools.combinations(belief.face_down, 2):
        for size in range(1, len(allowed) + 1):
            for asked in itertools.combinations(allowed, size):
                focuses = cards if Q.FOCUS in asked else (None,)
                for focus in focuses:
                    bits = information_gain(
                        belief, cards, mode="bright", questions=asked, focus=focus
                    )
                    best = max(best, bits)
    return best


def test_open_questions_follow_the_tokens():
    assert open_questions() == (Q.ALIGNMENT, Q.GREATNESS)  # turn 1: nothing else is open
    assert open_questions(mode="light") == (Q.ALIGNMENT, Q.NEIGHBOURS, Q.SYMMETRY, Q.GREATNESS)
    tokens = Tokens.start().place(0, 4).place(1, 2).place(0, 7)
    assert open_questions(tokens, 0) == (Q.ALIGNMENT, Q.ODDITY, Q.FOCUS, Q.GREATNESS)
    assert open_questions(tokens, 1) == (Q.ALIGNMENT, Q.SYMMETRY, Q.GREATNESS)
    after = open_questions(tokens, 1, place=3)
    assert after == (Q.ALIGNMENT, Q.SYMMETRY, Q.NEIGHBOURS, Q.GREATNESS)


def test_open_questions_refuse_what_the_rules_refuse():
    tokens = Tokens.start().place(1, 2)
    with pytest.raises(IllegalMoveError, match="cannot place a token on 2"):
        open_questions(tokens, 0, place=2)  # the opponent's token is there, cards are free
    with pytest.raises(IllegalMoveError, match="always available"):
        open_questions(tokens, 0, place=9)
    with pytest.raises(LogoKitError, match="no tokens"):
        open_questions(mode="light", place=3)
    with pytest.raises(LogoKitError, match="seat"):
        open_questions(tokens, 2)
    with pytest.raises(LogoKitError, match="Tokens"):
        open_questions({2: 0}, 0)


def test_first_turn_plans_with_questions_1_and_9_only():
    belief = Belief(stars=5)
    plans = best_turn(belief, first_turn=True)
    assert list(plans) == [None]
    plan = plans[None]
    assert set(plan.questions) <= {Q.ALIGNMENT, Q.GREATNESS} and plan.place is None
    assert plan.bits == pytest.approx(_brute_best(belief, (Q.ALIGNMENT, Q.GREATNESS)))


def test_first_turn_of_the_real_nine_card_line():
    # the numbers lesson 21 starts from: cards 1 and 2, asking both questions
    plan = best_turn(Belief(), first_turn=True)[None]
    assert plan.cards == (1, 2) and plan.questions == (Q.ALIGNMENT, Q.GREATNESS)
    assert round(plan.bits, 4) == 1.7978
    full = best_turn(Belief(), Tokens(tuple([0] * 7), (0, 7)))[None]  # every token: a what-if
    assert round(full.bits, 4) == 3.1343 and full.cards == (7, 9)


def test_each_placement_plans_with_the_card_it_opens():
    belief = Belief(stars=5).record(
        (1, 2), Outcome(Q.GREATNESS, (1,)), mode="bright", questions={1, 9}
    )
    tokens = Tokens.start().place(1, 3)  # the opponent's first token
    plans = best_turn(belief, tokens, 0)
    assert sorted(int(q) for q in plans) == [2, 4, 5, 6, 7, 8]  # placing is required (S5)
    for place, plan in plans.items():
        allowed = open_questions(tokens, 0, place=place)
        assert plan.place is place and set(plan.questions) <= set(allowed)
        assert plan.bits == pytest.approx(_brute_best(belief, allowed))


def test_no_placement_is_a_choice_only_when_the_rules_allow_it():
    full = Tokens((0, 1, 0, 1, 0, 1, 0), (3, 4))  # every card taken: replacing is optional
    plans = best_turn(Belief(stars=4), full, 0)
    assert None in plans and sorted(int(q) for q in plans if q is not None) == [3, 5, 7]
    mine = Tokens(tuple([0] * 7), (0, 7))  # all seven are seat 0's: nowhere to place (S13)
    assert list(best_turn(Belief(stars=4), mine, 0)) == [None]


def test_review_of_a_real_game_respects_the_tokens():
    options = LoreOptions.both("bright", stars=5)
    game = LoreGame.new(options, hidden=("2 1 5 3 4", "5 4 3 2 1"))
    game = play_game(game, [GreedyInfoPlayer("A"), GreedyInfoPlayer("B")], np.random.default_rng(4))
    for seat in (0, 1):
        reviews = review_rounds(game, seat)
        asked = [r for r in game.rounds if r.player == seat]
        assert [r.query for r in reviews] == [r.query for r in asked]
        assert [r.outcome for r in reviews] == [r.outcome for r in asked]
        assert [r.own_turn for r in reviews] == list(range(1, len(reviews) + 1))
        for review in reviews:
            assert set(review.query.questions) <= set(review.open)
            if review.placed is not None:
                assert review.placed in review.open
            assert review.learned_bits == pytest.approx(
                math.log2(review.before) - math.log2(review.after)
            )
        for earlier, later in itertools.pairwise(reviews):
            assert later.before == earlier.after
    first = review_rounds(game, 0)[0]
    assert first.open == (Q.ALIGNMENT, Q.GREATNESS) and first.placed is None  # S5: no token
    assert first.before == math.factorial(5)
    second_player = review_rounds(game, 1)[0]
    assert second_player.placed is not None and len(second_player.open) == 3


def test_review_input_checks():
    with pytest.raises(LogoKitError, match="LoreGame"):
        review_rounds("a game", 0)
    with pytest.raises(LogoKitError, match="seat"):
        review_rounds(LoreGame.new(LoreOptions(stars=4), np.random.default_rng(1)), 5)
