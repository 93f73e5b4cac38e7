"""What the three class experiments share, checked on each: one colour for "class" and
one for "exact" on every chart, a legend from the first render, axes that start where
the data can, the event's hatching explained, the Send panel, numbers written one way."""

from __future__ import annotations

import html
import re

import pytest

from logo_kit.widgets import DrawToBustBoard, ExperimentBoard, HatCheckBoard
from logo_kit.widgets.classroom import ClassSend
from logo_kit.widgets.common.chart_view import PLOTLY_MIME
from logo_kit.widgets.common.experiment import ClassExperimentBoard
from logo_kit.widgets.common.palette import CLASS, EXACT

BOARDS = (ExperimentBoard, HatCheckBoard, DrawToBustBoard)


def _drawn(view):
    """The figure as the page receives it (plotly's JSON in the chart's output)."""
    return view.widget.outputs[0]["data"][PLOTLY_MIME]


def _colours(trace: dict) -> set[str]:
    found = {trace.get("marker", {}).get("color"), trace.get("line", {}).get("color")}
    return {c for c in found if isinstance(c, str)}


@pytest.mark.parametrize("make", BOARDS)
def test_class_and_exact_have_one_colour_each_on_every_chart_and_a_legend_at_once(make):
    board = make(seed=3)
    assert isinstance(board, ClassExperimentBoard)
    for view in (board.pool_view, board.running_view):
        drawn = _drawn(view)
        assert drawn["layout"]["showlegend"] is True  # before any result
        names = [t["name"] for t in drawn["data"]]
        assert all(names) and len(set(names)) == len(names)
        for trace in drawn["data"]:
            if trace["name"].startswith("class"):
                assert CLASS in _colours(trace) and EXACT not in _colours(trace)
            if trace["name"].startswith("exact"):
                assert _colours(trace) == {EXACT}
    board.simulate(40)
    keys = [t["name"] for t in _drawn(board.pool_view)["data"]]
    assert keys[0].startswith("class, 40 ") and keys[1] == "exact chance"
    assert keys[2] == f"hatched: {board.event_words()}"  # the hatching has its key


@pytest.mark.parametrize("make", BOARDS)
def test_empty_charts_start_at_the_first_outcome_and_the_first_trial(make):
    board = make()
    pool_axis = _drawn(board.pool_view)["layout"]["xaxis"]["range"]
    running_axis = _drawn(board.running_view)["layout"]["xaxis"]["range"]
    assert pool_axis[0] == board.pool.trial.outcomes[0] - 0.5
    assert running_axis == [1, 10]  # was −1 to 6 on an empty chart
    board.simulate(25)
    assert _drawn(board.running_view)["layout"]["xaxis"]["range"] == [1, 25]


@pytest.mark.parametrize("make", BOARDS)
def test_every_experiment_has_the_send_panel_and_reads_results_one_way(make):
    board = make()
    assert isinstance(board.class_send, ClassSend)
    assert board.class_send.widget in board.widget.children[-1].children
    assert board.add("0:2 1:1") and board.pool.outcomes == (0, 0, 1)
    assert board.add("1 0") and board.pool.trials == 5
    shown = board.summary_view.value + board.table_view.value
    text = re.sub(r"<span class='lk-exact'[^>]*>[^<]*</span>", "", shown)  # "= 27/4", asked for
    text = re.sub(r"<[^>]+>", "", text)
    assert not re.search(r"\d/\d", text), "numbers read as percentages unless exact is asked"


def test_results_for_another_trial_stay_on_the_board_with_a_message():
    board = DrawToBustBoard(deck="bear")
    board.class_send.switch.value = True
    assert board.add("3 4")
    said = html.unescape(board.message.value)
    assert "not sent: the class pool collects the bull market deck's shuffles" in said
