"""The Draw to BUST board (the shared class-experiment board with the deck to choose),
driven headlessly through its controls.

Every number it shows is checked against logo_kit.billionaire (the pooled counts,
the exact distribution and mean, the event's share and interval).
"""

from __future__ import annotations

import re
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.billionaire import (
    BustExperiment,
    RiskyBusinessDeck,
    safe_cards_distribution,
    simulate_safe_cards,
)
from logo_kit.widgets import Board, DrawToBustBoard

BULL = RiskyBusinessDeck.bull()
BEAR = RiskyBusinessDeck.bear()
BATCH = DrawToBustBoard.batch


def _type_group(board, name, counts):
    board.name_box.value = name
    board.entry.value = counts
    board.add_button.click()


def test_an_empty_board_shows_the_exact_distribution_only():
    board = DrawToBustBoard()
    assert isinstance(board, Board) and board.deck == BULL and board.pool.trials == 0
    assert board.exact_mean == Fraction(27, 4) and board.share is None
    assert "27/4" in board.summary_view.value and "pooled" not in board.summary_view.value
    assert "No group yet" in board.groups_view.value and "–" in board.table_view.value
    assert board.undo_button.disabled and board.clear_button.disabled
    bars, exact, _ = board.pool_view.figure.data
    dist = safe_cards_distribution(BULL)
    assert list(exact.x) == list(range(28))
    assert list(exact.y) == [float(dist[s]) for s in range(28)]
    assert list(bars.y) == [0.0] * 28
    assert all(len(trace.x or ()) == 0 for trace in board.running_view.figure.data[:2])
    assert "application/vnd.jupyter.widget-view+json" in board._repr_mimebundle_()


def test_typed_groups_are_pooled_and_compared_with_the_exact_answer():
    board = DrawToBustBoard()
    _type_group(board, "table 1", "7 3 12 0")
    _type_group(board, "table 2", "5, 9, 1, 3")
    assert board.last_error is None
    assert board.pool.outcomes == (7, 3, 12, 0, 5, 9, 1, 3)
    assert board.entry.value == "" and board.name_box.value == "group 1"
    # at least 6 safe cards: 7, 12, 9 → 3 of 8 against the exact 506/1015
    share = board.share
    assert (share.hits, share.trials, share.exact) == (3, 8, Fraction(506, 1015))
    assert share == BustExperiment(BULL).add("a", "7 3 12 0").add("b", "5 9 1 3").share(6)
    summary = re.sub(r"<[^>]+>", "", board.summary_view.value)  # the words a student reads
    assert "8 shuffles pooled" in summary and "3 of 8" in summary and "506/1015" in summary
    assert "table 1" in board.groups_view.value and "7 3 12 0" in board.groups_view.value
    assert "<table" in board.table_view.value and "expected shuffles" in board.table_view.value
    bars, _, _ = board.pool_view.figure.data
    assert bars.y[3] == pytest.approx(2 / 8) and bars.y[2] == 0
    assert list(bars.marker.pattern.shape[5:7]) == ["", "/"]  # the event's bars are hatched
    band, running, level = board.running_view.figure.data
    assert list(running.x) == list(range(1, 9))
    assert running.y[-1] == pytest.approx(3 / 8) and running.y[0] == 1.0  # 7 ≥ 6 first
    assert list(level.y) == pytest.approx([506 / 1015] * 2)
    assert len(band.x) == 16 and min(band.y) >= 0 and max(band.y) <= 1


def test_impossible_counts_are_refused_and_the_pool_kept():
    board = DrawToBustBoard()
    _type_group(board, "A", "4 5")
    before = board.pool
    for counts, fragment in (
        ("28", "only 27 value cards"),
        ("3 x 4", "not a number"),
        ("", "nothing to add"),
    ):
        _type_group(board, "B", counts)
        assert board.pool == before and fragment in board.last_error
        assert "role='alert'" in board.message.value
    _type_group(board, "A", "1")
    assert "already a group" in board.last_error and board.pool == before
    assert board.last_bug is None


def test_simulated_groups_are_seeded_and_named():
    board = DrawToBustBoard(seed=8, simulated=2)
    rng = np.random.default_rng(8)
    first = simulate_safe_cards(BULL, rng, BATCH)
    second = simulate_safe_cards(BULL, rng, BATCH)
    assert board.pool.outcomes == tuple(int(r) for r in (*first, *second))
    assert [g.name for g in board.pool.groups] == ["simulated 1", "simulated 2"]
    board.simulate_button.click()
    assert board.pool.trials == 3 * BATCH
    board.seed_box.value = 8  # unchanged: nothing happens
    board.seed_box.value = 9
    board.simulate_button.click()
    assert board.pool.groups[-1].outcomes == tuple(
        int(r) for r in simulate_safe_cards(BULL, np.random.default_rng(9), BATCH)
    )
    assert board.pool.groups[-1].name == "simulated 4"


def test_undo_and_clear():
    board = DrawToBustBoard(simulated=3)
    board.clear_button.click()
    assert board.pool.trials == 0 and board.clear_button.disabled
    board.undo_button.click()
    assert [g.name for g in board.pool.groups] == ["simulated 1", "simulated 2", "simulated 3"]
    assert board.undo_button.disabled and not board.undo()
    assert "nothing to undo" in board.last_error


def test_the_event_can_move_within_the_deck():
    board = DrawToBustBoard(simulated=4)
    board.event_box.value = 0
    assert board.share.hits == board.share.trials and board.share.exact == 1
    board.event_box.value = 27
    assert board.share.exact == Fraction(1, 4060)
    title = board.running_view.figure.layout.yaxis.title.text
    assert board.at_least == 27 and "at least 27 safe cards" in title
    with pytest.raises(ValueError, match="at least how many"):
        DrawToBustBoard(at_least=28)


def test_changing_the_deck_keeps_counts_that_fit():
    board = DrawToBustBoard(at_least=26)
    _type_group(board, "A", "2 24")
    board.deck_choice.value = "bear"  # 24 value cards: the counts still fit
    assert board.deck == BEAR and board.pool.outcomes == (2, 24)
    assert board.at_least == 24 and board.event_box.max == 24  # the event moved into range
    assert board.exact_mean == 6
    board.decks.custom_text.value = "10:5"
    board.decks.custom_busts.value = 1
    board.decks.custom_button.click()  # only 5 value cards: 24 does not fit
    assert board.deck == BEAR and "only 5 value cards" in board.last_error
    assert board.deck_choice.value == "bear"
    board.clear_button.click()
    board.decks.custom_button.click()
    assert board.deck == RiskyBusinessDeck({10: 5}, busts=1) and board.deck_kind == "custom"
    assert board.exact_mean == Fraction(5, 2)
    board.undo_button.click()  # back to the bear deck, and its cleared pool
    assert board.deck == BEAR and board.deck_choice.value == "bear"
    board.decks.custom_busts.value = 0
    board.decks.custom_button.click()
    assert "no BUST" in board.last_error


def test_public_actions_and_bad_arguments():
    board = DrawToBustBoard()
    assert board.add([1, 2, 3], name="row 1") and board.pool.mean() == 2
    assert not board.add([-1], name="row 2")
    assert board.simulate() and board.undo()
    for kwargs in ({"deck": "bullish"}, {"seed": -1}, {"simulated": 51}, {"at_least": 2.5}):
        with pytest.raises(ValueError):
            DrawToBustBoard(**kwargs)
