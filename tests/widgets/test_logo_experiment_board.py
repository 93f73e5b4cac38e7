"""The LOGO class experiment (the shared class-experiment board with red cards), driven
headlessly: it shows the core's pool and chances."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.logo import deal_red_counts, red_cards_distribution
from logo_kit.logo.experiment import Tally, read_tally
from logo_kit.widgets import Board, ExperimentBoard
from logo_kit.widgets.common.chart_view import PLOTLY_MIME
from logo_kit.widgets.logo import percent


def test_starts_empty_with_the_exact_chances():
    board = ExperimentBoard()
    assert isinstance(board, Board) and board.pool.trials == 0
    assert "No hands yet" in board.summary_view.value
    assert board.share is None
    bars, exact, _ = board.pool_view.figure.data
    assert exact.name == "exact chance" and list(bars.y) == [0.0] * 8
    chances = red_cards_distribution()
    assert list(exact.y) == pytest.approx([float(chances[k]) for k in range(8)])


def test_typing_and_clicking_pools_hands():
    board = ExperimentBoard(results="2 1 3 0 2")
    board.entry.value = "0:2 1:3"
    board.add_button.click()
    tally = Tally.of_hands(board.pool.outcomes)
    assert tally == read_tally("2 1 3 0 2 0 0 1 1 1")
    assert board.entry.value == ""
    row = board.table_view.value
    start = row.index("<tr class='logo-kit-outcome-1'>")
    assert percent(tally.frequency(1)) in row[start : row.index("</tr>", start)]
    assert "<b>10</b> hands pooled" in board.summary_view.value
    assert board.pool_view.figure.data[0].name == "class, 10 hands (95% interval)"
    sent = board.pool_view.widget.outputs[0]["data"][PLOTLY_MIME]["data"]  # what the page draws
    assert [trace["name"] for trace in sent][:2] == [
        "class, 10 hands (95% interval)",
        "exact chance",
    ]


def test_a_bad_tally_is_a_message_and_changes_nothing():
    board = ExperimentBoard(results="2 1")
    assert not board.add("2 9")
    assert "possible are 0 to 7" in board.last_error and board.pool.trials == 2
    assert not board.add("0:1 2") and "mix of forms" in board.last_error
    with pytest.raises(ValueError, match="possible are 0 to 7"):
        ExperimentBoard(results="8")


def test_simulate_undo_clear():
    board = ExperimentBoard(seed=4)
    board.simulate_button.click()
    assert Tally.of_hands(board.pool.outcomes) == deal_red_counts(30, np.random.default_rng(4))
    board.clear_button.click()
    assert board.pool.trials == 0
    board.undo_button.click()
    assert board.pool.trials == 30
    board.undo_button.click()
    assert board.pool.trials == 0 and board.undo_button.disabled
    assert not board.undo() and "nothing to undo" in board.last_error
