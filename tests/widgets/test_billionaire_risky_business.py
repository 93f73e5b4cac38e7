"""The Risky Business board, driven headlessly through its controls.

Every number the board shows is checked against logo_kit.billionaire, and the
advice against values worked out by hand or by listing the next card.
"""

from __future__ import annotations

import math
import time
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.billionaire import (
    RiskyBusinessDeck,
    Target,
    expected_sum_by_draws,
    next_bust_chance,
    optimal_policy,
    survival_curve,
)
from logo_kit.billionaire.deck import BUST
from logo_kit.readable import approx_text, chance_text
from logo_kit.widgets import Board, RiskyBusinessBoard

BULL = RiskyBusinessDeck.bull()
BEAR = RiskyBusinessDeck.bear()


def _state(board):
    return (board.deck_kind, board.launch)


def _assert_error_kept(board, before, fragment):
    assert _state(board) == before
    assert board.last_error is not None and fragment in board.last_error
    assert "role='alert'" in board.message.value


# -- drawing --------------------------------------------------------------------------------------
def test_board_starts_with_a_shuffled_bull_deck_and_nothing_drawn():
    board = RiskyBusinessBoard(seed=3)
    assert isinstance(board, Board)
    assert board.deck == BULL and board.drawn == () and not board.over
    assert sorted(map(str, board.order)) == sorted(map(str, BULL.cards()))
    # The shuffle is the seeded generator's permutation of the deck.
    cards = BULL.cards()
    expected = tuple(cards[int(i)] for i in np.random.default_rng(3).permutation(len(cards)))
    assert board.order == expected
    # Before the first card: 3 BUSTs among 30 cards, 1/10; the first card is compulsory.
    assert board.next_bust == Fraction(1, 10)
    assert board.advice.forced and board.advice.ev_draws
    assert board.stop_button.disabled
    assert "application/vnd.jupyter.widget-view+json" in board._repr_mimebundle_()


def test_each_draw_shows_the_cards_and_the_exact_next_bust_chance():
    board = RiskyBusinessBoard(seed=11)
    clicks = 0
    while not board.over and clicks < 40:
        board.draw_button.click()
        clicks += 1
        assert board.last_error is None
        turned = board.order[: board.cards_turned]
        assert board.drawn == tuple(c for c in turned if c != BUST)
        if board.launch.busted:
            assert turned[-1] == BUST
            break
        # 3 BUSTs among the 30 − k cards still face down, whatever k cards were drawn.
        k = len(board.drawn)
        assert board.next_bust == next_bust_chance(BULL, board.drawn) == Fraction(3, 30 - k)
        p = board.next_bust  # a percentage (and 1 in N) first, the exact value on hover
        assert f"title='exact: {p}'>{chance_text(p)}<" in board.advice_view.value
        assert f"<b>{board.total}M</b>" in board.status_view.value
        for card in board.drawn:
            assert f">{card}M</span>" in board.cards_view.value
    assert board.launch.busted, "27 value cards and 3 BUSTs: drawing on always meets a BUST"
    assert clicks <= 28


def test_bust_is_worth_nothing_and_ends_the_launch():
    board = RiskyBusinessBoard(seed=5, company_size=4)
    while not board.over:
        board.draw()
    assert board.launch.busted and board.total == 0 and board.company_value == 0
    assert "BUST!" in board.status_view.value and "<b>0M</b>" in board.status_view.value
    before_bust = sum(v for v in board.order[: board.launch.turned - 1])  # the cards before it
    assert f"it would have been 4 × {before_bust}M = {4 * before_bust}M" in board.status_view.value
    assert ">BUST</span>" in board.cards_view.value
    assert board.next_bust is None and board.advice_view.value == ""
    assert board.draw_button.disabled and board.stop_button.disabled
    before = _state(board)
    board.draw_button.click()
    _assert_error_kept(board, before, "went BUST")
    board.stop_button.click()
    _assert_error_kept(board, before, "New launch")


def _seed_with_safe_start(cards: int) -> int:
    for seed in range(200):
        order = RiskyBusinessBoard(seed=seed).order
        if BUST not in order[:cards]:
            return seed
    raise AssertionError("no seed found")


def test_stop_pays_company_size_times_the_sum():
    seed = _seed_with_safe_start(3)
    board = RiskyBusinessBoard(seed=seed, company_size=5)
    before = _state(board)
    board.stop_button.click()  # ruling B2: at least one card
    _assert_error_kept(board, before, "at least one card")
    for _ in range(3):
        board.draw_button.click()
    total = sum(board.order[:3])
    assert board.total == total and board.company_value == 5 * total
    board.stop_button.click()
    assert board.stopped and board.over and board.company_value == 5 * total
    assert f"5 brand cards × {total}M = <b>{5 * total}M</b>" in board.status_view.value
    # A new launch reshuffles and starts again.
    board.new_button.click()
    assert board.drawn == () and not board.over and board.last_error is None


def test_same_seed_same_launches_and_changing_the_seed_reshuffles():
    a, b = RiskyBusinessBoard(seed=21), RiskyBusinessBoard(seed=21)
    a.new_button.click()
    b.new_button.click()
    assert a.order == b.order
    a.seed_box.value = 8
    assert a.order == RiskyBusinessBoard(seed=8).order and a.seed == 8


def test_the_first_card_is_a_bust_one_time_in_ten():
    # Seeded simulation through the New launch / Draw buttons: P(first card BUST) = 3/30.
    board = RiskyBusinessBoard(seed=2024)
    launches = 600
    busts = 0
    for _ in range(launches):
        board.new_button.click()
        board.draw_button.click()
        busts += board.launch.busted
    p = 0.1
    se = math.sqrt(p * (1 - p) / launches)
    assert abs(busts / launches - p) < 4 * se


# -- the advice ------------------------------------------------------------------------------------
def test_board_advice_agrees_with_the_core_along_a_launch():
    seed = _seed_with_safe_start(4)
    board = RiskyBusinessBoard(seed=seed, target=250)
    ev, goal = optimal_policy(BULL), optimal_policy(BULL, Target(250))
    for _ in range(4):
        board.draw_button.click()
        advice = board.advice
        assert advice.draw_value == ev.draw_value(board.drawn)
        assert advice.ev_draws == ev.should_draw(board.drawn)
        assert advice.target == 250
        assert advice.target_draw == goal.draw_value(board.drawn)
        assert advice.target_draws == goal.should_draw(board.drawn)
        shown = f"title='exact: {advice.draw_value}'>{approx_text(advice.draw_value)}M<"
        assert shown in board.advice_view.value
        assert "Reach-250M rule says" in board.advice_view.value
        size, so_far = board.company_size, sum(board.drawn)
        assert f"company: {size * so_far}M" in board.advice_view.value  # stopping now
        assert f"company: {size * 250}M" in board.advice_view.value  # reaching the target


# -- controls: deck, size, target ----------------------------------------------------------------
def test_bear_deck_changes_the_odds_and_the_plots():
    board = RiskyBusinessBoard(seed=1)
    board.deck_choice.value = "bear"
    assert board.deck == BEAR and board.drawn == ()
    assert board.next_bust == Fraction(3, 27) == Fraction(1, 9)  # 1 : 8 (ruling B1)
    survive = survival_curve(BEAR)
    assert list(board.survival_fig.data[0].x) == list(survive)
    assert list(board.survival_fig.data[0].y) == [float(p) for p in survive.values()]
    expected = expected_sum_by_draws(BEAR)
    assert list(board.value_fig.data[0].y) == [float(e) for e in expected.values()]
    best = float(optimal_policy(BEAR).value)
    assert list(board.value_fig.data[1].y) == [best, best]
    assert "27 cards: 3 BUST" in board.deck_view.value


def test_plots_mark_the_current_number_of_cards():
    seed = _seed_with_safe_start(2)
    board = RiskyBusinessBoard(seed=seed)
    assert list(board.survival_fig.data[1].x) == []
    board.draw_button.click()
    board.draw_button.click()
    assert list(board.survival_fig.data[1].x) == [2]
    assert list(board.survival_fig.data[1].y) == [float(Fraction(27 * 26, 30 * 29))]
    assert list(board.value_fig.data[2].y) == [float(expected_sum_by_draws(BULL)[2])]
    for figure in (board.survival_fig, board.value_fig):
        assert figure.layout.xaxis.title.text and figure.layout.yaxis.title.text
        assert all(trace.name for trace in figure.data)


def test_custom_deck_from_the_text_fields():
    board = RiskyBusinessBoard(seed=2)
    board.custom_text.value = "10:2, 50:1"
    board.custom_busts.value = 1
    board.custom_button.click()
    assert board.last_error is None and board.deck_kind == "custom"
    assert board.deck == RiskyBusinessDeck({10: 2, 50: 1}, busts=1)
    assert board.deck_choice.value == "custom"
    assert board.next_bust == Fraction(1, 4)
    assert list(board.survival_fig.data[0].y) == [0.75, 0.5, 0.25, 0.0]  # 3/4, 3/4·2/3, …
    board.deck_choice.value = "bull"
    assert board.deck == BULL


@pytest.mark.parametrize(
    ("text", "busts", "fragment"),
    [
        ("", 3, "the custom deck is empty"),
        ("10:9 abc", 3, "cannot read 'abc'"),
        ("10:9 20:-1", 3, "cannot read '20:-1'"),
        ("10:9 10:2", 3, "10M is listed twice"),
        ("10:0 20:0", 3, "at least one value card"),
        ("0:4", 3, "at least 1M"),
        ("10:9 20:7", -1, "busts cannot be negative"),
        ("10:20 20:20 30:20 50:20", 3, "194,481 different sets"),
        ("10:996", 1, "at most 200"),  # made the solver recurse once per card
        ("10:9 20:7", 20000, "at most 100"),  # hung the kernel
        ("١٠:٩", 3, "digits 0–9"),
    ],
)
def test_bad_custom_deck_shows_a_message_and_keeps_the_state(text, busts, fragment):
    started = time.process_time()  # CPU time: a loaded machine must not fail it
    board = RiskyBusinessBoard(seed=6)
    board.draw_button.click()
    before = _state(board)
    advice_before = board.advice_view.value
    board.custom_text.value = text
    board.custom_busts.value = busts
    board.custom_button.click()  # must not raise
    _assert_error_kept(board, before, fragment)
    assert board.advice_view.value == advice_before
    # Choosing "my own deck" in the menu reads the same fields: same message, menu put back.
    board.deck_choice.value = "custom"
    _assert_error_kept(board, before, fragment)
    assert board.deck_choice.value == "bull"
    # The typed text is left for the student to fix.
    assert board.custom_text.value == text
    board.new_button.click()
    assert board.last_error is None and board.message.value == ""
    assert board.last_bug is None and time.process_time() - started < 3


@pytest.mark.parametrize("size", [2, 13, 0])
def test_bad_company_size_keeps_the_state(size):
    board = RiskyBusinessBoard(seed=1)
    board.size_box.value = size
    assert board.company_size == 3 and board.size_box.value == 3
    assert "3 to 12 brand cards" in board.last_error


def test_company_size_and_target_controls():
    seed = _seed_with_safe_start(1)
    board = RiskyBusinessBoard(seed=seed)
    assert board.target == 317  # ⌈(1000 − 50) / 3⌉ (ruling B5)
    board.draw_button.click()
    board.size_box.value = 6
    assert board.company_size == 6 and board.company_value == 6 * board.total
    assert f"6 × {board.total}M" in board.status_view.value
    board.target_box.value = 120
    assert board.target == 120 and board.advice.target == 120
    assert board.advice.target_draw == optimal_policy(BULL, Target(120)).draw_value(board.drawn)
    board.target_box.value = 0
    assert board.target == 120 and board.target_box.value == 120
    assert "a target sum must be a whole number ≥ 1" in board.last_error


def test_constructor_rejects_bad_settings():
    with pytest.raises(ValueError, match="cannot read"):
        RiskyBusinessBoard(deck="custom", custom="nonsense")
    with pytest.raises(ValueError, match="deck must be one of"):
        RiskyBusinessBoard(deck="sideways")
    with pytest.raises(ValueError, match="3 to 12"):
        RiskyBusinessBoard(company_size=1)
    board = RiskyBusinessBoard(deck="custom", custom="10:3 20:1", custom_busts=1)
    assert board.deck.size == 5
