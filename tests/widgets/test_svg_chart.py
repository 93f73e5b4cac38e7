"""The SVG picture of a chart (widgets/common/svg_chart.py), shown where plotly.js is left
out: its bars, lines, error bars and ticks stand where the numbers put them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import plotly.graph_objects as go
import pytest

import logo_kit.widgets as boards
from logo_kit.widgets.common.chart_view import ChartView
from logo_kit.widgets.common.svg_chart import SVG_MIME, figure_svg
from tools import make_apps

NS = {"s": "http://www.w3.org/2000/svg"}


def _tree(svg: str) -> ET.Element:
    return ET.fromstring(svg)  # well-formed XML, or this raises


def _bars(svg: str) -> list[dict]:
    return [
        {k: float(v) for k, v in rect.attrib.items() if k in ("x", "y", "width", "height")}
        for rect in _tree(svg).iterfind(".//s:rect[@class='bar']", NS)
    ]


def _fixed(*traces, **layout) -> go.Figure:
    return go.Figure(list(traces), layout={"yaxis": {"range": [0, 1]}, "height": 400, **layout})


def test_bar_heights_are_in_proportion_to_their_values():
    (low, high) = _bars(figure_svg(_fixed(go.Bar(x=[0, 1], y=[0.25, 0.75]))))
    assert high["height"] == pytest.approx(3 * low["height"], rel=0.02)
    assert low["y"] + low["height"] == pytest.approx(high["y"] + high["height"])  # one base
    assert low["x"] < high["x"]


def test_grouped_bars_stand_side_by_side_and_overlaid_ones_on_top():
    one, two = go.Bar(x=["a"], y=[0.5], name="one"), go.Bar(x=["a"], y=[0.5], name="two")
    first, second = _bars(figure_svg(_fixed(one, two, barmode="group")))
    assert second["x"] == pytest.approx(first["x"] + first["width"])
    first, second = _bars(figure_svg(_fixed(one, two, barmode="overlay")))
    assert second["x"] == first["x"] and second["width"] == first["width"]


def test_error_bars_reach_from_the_low_to_the_high_end():
    bar = go.Bar(
        x=[0],
        y=[0.5],
        error_y={"type": "data", "symmetric": False, "array": [0.2], "arrayminus": [0.1]},
    )
    svg = figure_svg(_fixed(bar))
    (rect,) = _bars(svg)
    top, bottom = rect["y"], rect["y"] + rect["height"]  # 0.5 and 0
    per_unit = (bottom - top) / 0.5
    whisker = re.search(r"M[\d.]+,([\d.]+)V([\d.]+)", svg)
    assert float(whisker.group(1)) == pytest.approx(bottom - 0.7 * per_unit, abs=0.2)
    assert float(whisker.group(2)) == pytest.approx(bottom - 0.4 * per_unit, abs=0.2)


def test_a_line_passes_through_its_points_and_a_band_is_closed():
    line = go.Scatter(x=[1, 2, 3], y=[0.0, 0.5, 1.0], mode="lines", name="line")
    band = go.Scatter(x=[1, 3, 3, 1], y=[0.4, 0.4, 0.6, 0.6], fill="toself", name="band")
    svg = figure_svg(_fixed(line, band))
    paths = [p.get("d") for p in _tree(svg).iterfind(".//s:path", NS)]
    points = [tuple(map(float, pt.split(","))) for pt in re.split("[ML]", paths[0])[1:]]
    assert len(points) == 3
    (x0, y0), (x1, y1), (x2, y2) = points
    assert x1 - x0 == pytest.approx(x2 - x1) and y0 - y1 == pytest.approx(y1 - y2)
    assert paths[1].endswith("Z")


def test_percent_ticks_keep_the_digits_their_step_needs():
    svg = figure_svg(
        go.Figure(go.Bar(x=[0, 1], y=[0.004, 0.012]), layout={"yaxis": {"tickformat": ".0%"}})
    )
    labels = [t.text for t in _tree(svg).iterfind(".//s:text", NS) if t.text and "%" in t.text]
    assert labels[:3] == ["0.0%", "0.5%", "1.0%"]
    assert len(set(labels)) == len(labels)  # no two ticks read alike


def test_text_is_escaped_and_unsupported_charts_are_left_to_plotly():
    svg = figure_svg(
        go.Figure(
            go.Bar(x=["<b>"], y=[1], name="<script>x</script>"),
            layout={"title": {"text": "A & B<br>second line"}},
        )
    )
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    titles = [t.text for t in _tree(svg).iterfind(".//s:text", NS)]
    assert "A & B" in titles and "second line" in titles
    assert figure_svg(go.Figure(go.Heatmap(z=[[1, 2]]))) is None
    view = ChartView(go.Figure(go.Heatmap(z=[[1, 2]])))
    assert SVG_MIME not in view.widget.outputs[0]["data"]


@pytest.mark.parametrize("app", make_apps.CLASS_EXPERIMENT_APPS)
def test_every_chart_of_a_class_experiment_app_has_its_picture(app, tmp_path, monkeypatch):
    monkeypatch.setenv("LOGO_KIT_CLASS_POOL", f"sqlite:///{tmp_path / 'class.db'}")
    name, arguments, *_ = make_apps.APPS[app]
    board = eval(f"{name}({arguments})", vars(boards))
    charts = [w for w in _walk(board.widget) if "logo-kit-chart" in w._dom_classes]
    assert charts
    for chart in charts:  # the page without plotly.js shows each of them
        _tree(chart.outputs[0]["data"][SVG_MIME])


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)
