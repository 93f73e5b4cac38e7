"""Boards show their charts through ChartView, never a plotly FigureWidget.

plotly 7's ``FigureWidget`` is an anywidget with a ~5 MB bundle: in Voilà its model
gets 2 s to load, ignores later updates after a slow load, and slows every first
render. Each app's board (tools/make_apps.py) is built as its app builds it, and
neither its widget tree nor anything made while building it may be a FigureWidget.
"""

from __future__ import annotations

from collections.abc import Iterator

import ipywidgets as widgets
import plotly.graph_objects as go
import pytest
from plotly.basewidget import BaseFigureWidget

from logo_kit.widgets.common.chart_view import DEFAULT_HEIGHT, PLOTLY_MIME, ChartView
from logo_kit.widgets.common.theme import STYLE_SHEET
from tools import make_apps

APPS = {**make_apps.APPS, **make_apps.TEACHER_APPS}


def _tree(widget: widgets.Widget) -> Iterator[widgets.Widget]:
    yield widget
    if isinstance(widget, widgets.Box):
        for child in widget.children:
            yield from _tree(child)


def _spec(view: ChartView) -> dict:
    (output,) = view.widget.outputs
    return output["data"][PLOTLY_MIME]


@pytest.mark.parametrize("app", sorted(APPS))
def test_no_app_board_makes_a_figure_widget(app, monkeypatch):
    made: list[str] = []
    original = BaseFigureWidget.__init__

    def counting(self, *args, **kwargs):
        made.append(type(self).__name__)
        original(self, *args, **kwargs)

    monkeypatch.setattr(BaseFigureWidget, "__init__", counting)
    board = make_apps.build_board(app)  # the app's own cell
    assert made == [], f"{app} built a FigureWidget"
    tree = list(_tree(board.widget))
    assert not [w for w in tree if isinstance(w, BaseFigureWidget)]
    charts = [w for w in tree if "logo-kit-chart" in w._dom_classes]
    for chart in charts:  # every chart is a ChartView's output, with data in it
        assert isinstance(chart, widgets.Output) and chart.outputs
        assert chart.outputs[0]["data"][PLOTLY_MIME]["data"]


def test_refresh_sends_only_changes_and_show_swaps_the_figure():
    view = ChartView(go.Figure(go.Bar(x=[1], y=[2]), layout={"title": "first", "width": 900}))
    assert view.figure.layout.width is None and view.figure.layout.autosize  # fits its slot
    assert _spec(view)["config"]["displayModeBar"] == "hover"
    assert view.refresh() is False  # nothing changed: nothing sent
    view.figure.data[0].y = [5]
    assert view.refresh() is True and _spec(view)["data"][0]["y"] == [5]
    second = go.Figure(go.Scatter(x=[0, 1], y=[1, 0]), layout={"title": "second"})
    assert view.show(second) is True
    assert view.figure is second and view.widget.figure is second
    assert _spec(view)["data"][0]["type"] == "scatter"
    assert view.widget.outputs[0]["data"]["text/plain"] == "<plotly chart: second>"
    assert view.show(second) is False
    assert view.widget.layout.height == f"{DEFAULT_HEIGHT}px"  # the renderer's own default


def test_the_chart_is_as_tall_as_its_figure():
    # plotly forgets a responsive figure's height when it re-fits the chart, and then takes
    # its container's: the widget holds the figure's height, the style sheet passes it on
    view = ChartView(go.Figure(layout={"height": 420}))
    assert view.widget.layout.height == "420px"
    view.figure.layout.height = 300
    assert view.refresh() and view.widget.layout.height == "300px"
    assert ".logo-kit-chart .js-plotly-plot" in STYLE_SHEET
