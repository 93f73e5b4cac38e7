"""The class experiment board, driven headlessly: it shows the core's tally and chances."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.logo import deal_red_counts, read_tally, red_cards_distribution
from logo_kit.widgets import Board, ExperimentBoard
from logo_kit.widgets.common.chart_view import PLOTLY_MIME
from logo_kit.widgets.logo import percent


def test_starts_empty_with_the_exact_chances():
    board = ExperimentBoard()
    assert isinstance(board, Board) and board.tally.hands == 0
    assert "No hands yet" in board.summary_view.value
    assert board.event_frequency is None
    names = [trace.name for trace in board.figure.data]
    assert names == ["exact chance"]
    exact = red_cards_distribution()
    assert list(board.figure.data[0].y) == pytest.approx([float(exact[k]) for k in range(8)])


def test_typing_and_clicking_pools_hands():
    board = ExperimentBoard(tally="2 1 3 0 2")
    board.entry.value = "0:2 1:3"
    board.add_button.click()
    assert board.tally == read_tally("2 1 3 0 2 0 0 1 1 1")
    assert board.entry.value == ""
    row = board.table_view.value
    start = row.index("<tr class='logo-kit-red-1'>")
    assert percent(board.tally.frequency(1)) in row[start : row.index("</tr>", start)]
    assert "10</b> hands pooled" in board.summary_view.value
    assert board.figure.data[0].name == "class (10 hands)"
    sent = board.chart.widget.outputs[0]["data"][PLOTLY_MIME]["data"]  # what the page draws
    assert [trace["name"] for trace in sent] == ["class (10 hands)", "exact chance"]


def test_a_bad_tally_is_a_message_and_changes_nothing():
    board = ExperimentBoard(tally="2 1")
    assert not board.add("2 9")
    assert "from 0 to 7" in board.last_error and board.tally.hands == 2
    with pytest.raises(ValueError, match="from 0 to 7"):
        ExperimentBoard(tally="8")


def test_simulate_undo_clear():
    board = ExperimentBoard(seed=4)
    board.simulate_button.click()
    assert board.tally == deal_red_counts(30, np.random.default_rng(4))
    board.clear_button.click()
    assert board.tally.hands == 0
    board.undo_button.click()
    assert board.tally.hands == 30
    board.undo_button.click()
    assert board.tally.hands == 0
    assert not board.undo() and "nothing to undo" in board.last_error
