"""The hat-check board (the shared class-experiment board with the star cards), driven
headlessly through its controls: it shows what the core pools."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from logo_kit.lore import fixed_points
from logo_kit.lore.experiment import HatCheck
from logo_kit.widgets import Board, HatCheckBoard
from logo_kit.widgets.common.chart_view import PLOTLY_MIME
from logo_kit.widgets.common.readout import interval_text


def _counts(board):
    return tuple(board.pool.counts.get(k, 0) for k in range(board.pool.trial.setting + 1))


def test_a_fresh_board_draws_the_exact_chances_only():
    board = HatCheckBoard()
    assert isinstance(board, Board) and board.pool.trials == 0 and not board.pool.groups
    exact = fixed_points(9)
    freq, chances, _ = board.pool_view.figure.data
    assert list(chances.x) == [0, 1, 2, 3, 4, 5, 6, 7, 9]  # 8 home is impossible: no bar
    assert list(chances.y) == [float(exact[k]) for k in chances.x]
    assert list(freq.y) == [0.0] * 9 and "No shuffles yet" in board.summary_view.value
    assert "Not in the table: 8 cards home" in board.table_view.value
    assert board.undo_button.disabled


def test_typed_groups_are_pooled_and_shown():
    board = HatCheckBoard()
    board.entry.value = "0 1 2 0 1 1"
    board.add_button.click()
    assert board.entry.value == ""  # ready for the next group
    board.entry.value = "3, 0"
    board.add_button.click()
    expected = HatCheck().add("0 1 2 0 1 1").add("3 0")
    assert _counts(board) == expected.counts and len(board.pool.groups) == 2
    freq = board.pool_view.figure.data[0]
    assert list(freq.y)[:4] == [float(expected.frequency(k)) for k in range(4)]
    sent = board.pool_view.widget.outputs[0]["data"][PLOTLY_MIME]["data"][0]  # what is drawn
    assert sent["y"] == list(freq.y) and sent["error_y"]["array"] == list(freq.error_y.array)
    row = expected.table()[0]
    shown = board.table_view.value
    assert f">{interval_text(row.low, row.high).replace('–', '–<wbr>')}<" in shown
    assert "<b>8</b> shuffles" in board.summary_view.value
    assert not board.undo_button.disabled


def test_wrong_counts_are_refused_with_the_reason_and_nothing_changes():
    board = HatCheckBoard(results="1 0")
    board.entry.value = "0 8"
    board.add_button.click()
    assert "8 cards home out of 9 cannot happen" in board.message.value
    assert board.pool.trials == 2 and board.entry.value == "0 8"  # kept, to correct it
    assert not board.add("two")
    assert "not a number" in board.last_error
    assert board.last_bug is None


def test_the_computer_shuffles_are_seeded_and_undo_and_clear_work():
    a, b = HatCheckBoard(seed=5), HatCheckBoard(seed=5)
    a.count_box.value = 200
    a.simulate_button.click()
    assert b.simulate(200)
    assert a.pool == b.pool
    assert _counts(a) == HatCheck().simulate(200, np.random.default_rng(5)).counts
    a.add("1")
    a.undo_button.click()
    assert a.pool == b.pool
    a.undo_button.click()
    assert a.pool.trials == 0
    assert not a.undo()
    assert "nothing to undo" in a.last_error
    a.simulate(50)
    a.clear_button.click()
    assert a.pool.trials == 0 and not a.pool.groups
    a.simulate(200)  # the seed starts again
    assert a.pool.outcomes == b.pool.outcomes


def test_a_large_class_sits_close_to_the_exact_chances():
    board = HatCheckBoard(seed=2026)
    board.simulate(5000)
    rows = board.pool.rows()
    assert sum(r.agrees for r in rows) >= 7
    assert abs(board.pool.mean() - 1) < Fraction(1, 10)


@pytest.mark.parametrize("cards", [3, 4, 9])
def test_other_line_lengths(cards):
    board = HatCheckBoard(cards=cards, results="0 1")
    assert board.pool.trial.setting == cards
    assert len(board.pool_view.figure.data[1].x) == cards  # 0…cards, without cards − 1
    assert f"Not in the table: {cards - 1} cards home" in board.table_view.value
