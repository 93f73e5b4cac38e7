"""The hat-check board, driven headlessly through its controls: it shows what the core pools."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from logo_kit.lore import HatCheck, fixed_points
from logo_kit.widgets import Board, HatCheckBoard
from logo_kit.widgets.common.chart_view import PLOTLY_MIME


def test_a_fresh_board_draws_the_exact_chances_only():
    board = HatCheckBoard()
    assert isinstance(board, Board) and board.shuffles == 0 and board.groups == 0
    exact = fixed_points(9)
    bars, freq = board.figure.data
    assert list(bars.x) == [0, 1, 2, 3, 4, 5, 6, 7, 9]  # 8 home is impossible: no bar
    assert list(bars.y) == [float(exact[k]) for k in bars.x]
    assert not freq.x and "No shuffles yet" in board.summary_view.value
    assert "16687/45360" in board.table_view.value
    assert board.undo_button.disabled


def test_typed_groups_are_pooled_and_shown():
    board = HatCheckBoard()
    board.results_text.value = "0 1 2 0 1 1"
    board.add_button.click()
    assert board.results_text.value == ""  # ready for the next group
    board.results_text.value = "3, 0"
    board.add_button.click()
    expected = HatCheck().add("0 1 2 0 1 1").add("3 0")
    assert board.experiment == expected and board.groups == 2 and board.shuffles == 8
    freq = board.figure.data[1]
    assert list(freq.y)[:4] == [float(expected.frequency(k)) for k in range(4)]
    sent = board.chart.widget.outputs[0]["data"][PLOTLY_MIME]["data"][1]  # what the page draws
    assert sent["y"] == list(freq.y) and sent["error_y"]["array"] == list(freq.error_y.array)
    row = expected.table()[0]
    shown = board.table_view.value
    assert f">{float(row.frequency):.1%}<" in shown and f">{row.low:.1%}–{row.high:.1%}<" in shown
    assert "8</b> shuffles" in board.summary_view.value
    assert not board.undo_button.disabled


def test_wrong_counts_are_refused_with_the_reason_and_nothing_changes():
    board = HatCheckBoard(results="1 0")
    board.results_text.value = "0 8"
    board.add_button.click()
    assert "8 cards home out of 9 cannot happen" in board.message.value
    assert board.shuffles == 2 and board.results_text.value == "0 8"  # kept, to correct it
    assert not board.add_group("two")
    assert "not a number" in board.last_error
    assert board.last_bug is None


def test_the_computer_shuffles_are_seeded_and_undo_and_clear_work():
    a, b = HatCheckBoard(seed=5), HatCheckBoard(seed=5)
    a.shuffles_box.value = 200
    a.simulate_button.click()
    assert b.simulate_group(200)
    assert a.experiment == b.experiment == HatCheck().simulate(200, np.random.default_rng(5))
    a.add_group("1")
    a.undo_button.click()
    assert a.experiment == b.experiment
    a.undo_button.click()
    assert a.shuffles == 0
    assert not a.undo()
    assert "no group to take back" in a.last_error
    a.simulate_group(50)
    a.clear_button.click()
    assert a.shuffles == 0 and a.groups == 0
    a.simulate_group(200)  # the seed starts again
    assert a.experiment == b.experiment


def test_a_large_class_sits_close_to_the_exact_chances():
    board = HatCheckBoard(seed=2026)
    board.simulate_group(5000)
    rows = board.experiment.table()
    assert sum(r.agrees for r in rows) >= 7
    assert abs(board.experiment.mean() - 1) < Fraction(1, 10)


@pytest.mark.parametrize("cards", [3, 4, 9])
def test_other_line_lengths(cards):
    board = HatCheckBoard(cards=cards, results="0 1")
    assert board.experiment.cards == cards
    assert len(board.figure.data[0].x) == cards  # 0…cards, without cards − 1
    assert f"{cards - 1} cards home is impossible" in board.table_view.value
