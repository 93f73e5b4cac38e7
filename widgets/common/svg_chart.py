"""A board's plotly figure drawn as a plain SVG picture, for pages without plotly.js.

plotly.js is 1.4 MB compressed, half of what a student's first page downloads. A
live class's experiment apps (``make class``) leave it out, and a
:class:`~.chart_view.ChartView` then shows this SVG instead, which Voilà draws with
no script at all. It covers the figures the experiment boards draw: bars (grouped or
overlaid, with error bars) and scatter traces (lines, markers, filled bands) on
category or number axes, with the title, the legend, the axes' titles, percent
ticks and horizontal or vertical marker lines. A figure with any other kind of
trace gives None (its page keeps plotly).

>>> import plotly.graph_objects as go
>>> svg = figure_svg(go.Figure(go.Bar(x=[0, 1], y=[0.25, 0.75], name="class"),
...                            layout={"title": {"text": "Coins"}}))
>>> svg.startswith("<svg"), "Coins" in svg, svg.count("<rect class='bar'")
(True, True, 2)
>>> figure_svg(go.Figure(go.Pie(values=[1, 2]))) is None
True
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from .palette import SEQUENCE

__all__ = ["SVG_MIME", "figure_svg"]

SVG_MIME = "image/svg+xml"

WIDTH = 600
DEFAULT_HEIGHT = 360
FONT = "font-family:sans-serif;font-size:13px"
STRIPES = (
    "<defs><pattern id='stripes' width='6' height='6' patternUnits='userSpaceOnUse' "
    "patternTransform='rotate(45)'><rect width='2' height='6' fill='#ffffff' "
    "opacity='0.7'/></pattern></defs>"
)
_DASH = {"dash": "8,4", "dot": "2,4", "dashdot": "8,4,2,4", "longdash": "14,4"}


def figure_svg(figure: go.Figure) -> str | None:
    """``figure`` as an SVG document, or None if it holds a trace this module cannot draw."""
    traces = [t for t in figure.data if t.visible is not False]
    if any(t.type not in ("bar", "scatter") for t in traces):
        return None
    layout = figure.layout
    height = int(layout.height or DEFAULT_HEIGHT)
    title = _plain(layout.title.text or "")
    legend = _legend(traces, 12 + 18 * len(title.splitlines()) + 10)
    top = legend[-1][2] + 12 if legend else 12 + 18 * len(title.splitlines())
    box = _Box(left=64, right=WIDTH - 20, top=top + 8, bottom=height - 50)
    xs = _XScale(traces, box)
    ys = _YScale(traces, layout.yaxis, box)
    parts = [_frame(box, xs, ys, layout)]
    bars = [t for t in traces if t.type == "bar"]
    for number, trace in enumerate(traces):
        colour = _colour(trace, number)
        if trace.type == "bar":
            slot = (bars.index(trace), len(bars)) if layout.barmode != "overlay" else (0, 1)
            parts.append(_bars(trace, colour, slot, xs, ys))
        else:
            parts.append(_scatter(trace, colour, xs, ys))
    parts.append(_marks(layout, box, xs, ys))
    parts.append(_titles(title, legend, traces, layout, box, height))
    body = "".join(parts)
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {WIDTH} {height}' "
        f"width='{WIDTH}' height='{height}' role='img' aria-label='{_attr(title or 'chart')}' "
        f"style='{FONT}'>{STRIPES}<rect width='{WIDTH}' height='{height}' fill='#ffffff'/>"
        f"{body}</svg>"
    )


class _Box:
    def __init__(self, left: float, right: float, top: float, bottom: float) -> None:
        self.left, self.right, self.top, self.bottom = left, right, top, bottom


def _plain(text: str) -> str:
    return text.replace("<br>", "\n").replace("<br />", "\n")


def _attr(text: str) -> str:
    return html.escape(text.replace("\n", " "), quote=True)


def _numbers(values: Any) -> list[float | None]:
    out: list[float | None] = []
    for value in values if values is not None else ():
        try:
            number = float(value)
        except (TypeError, ValueError):
            number = None
        out.append(number if number is not None and math.isfinite(number) else None)
    return out


def _colour(trace: Any, number: int) -> str:
    marker = getattr(trace, "marker", None)
    colour = marker.color if marker is not None else None
    if trace.type == "scatter" and trace.line.color:
        colour = trace.line.color
    return colour if isinstance(colour, str) else SEQUENCE[number % len(SEQUENCE)]


class _XScale:
    """Categories (any bar, or any text value) spread over bands; numbers on a line."""

    def __init__(self, traces: Sequence[Any], box: _Box) -> None:
        values = [x for t in traces for x in (t.x if t.x is not None else ())]
        self.box = box
        self.categorical = any(t.type == "bar" for t in traces) or any(
            not isinstance(x, int | float) for x in values
        )
        if self.categorical:
            self.categories = _ordered(values)
            self.band = (box.right - box.left) / max(len(self.categories), 1)
        else:
            numbers = [v for v in _numbers(values) if v is not None] or [0.0, 1.0]
            self.low, self.high = min(numbers), max(numbers)
            if self.high == self.low:
                self.high = self.low + 1

    def __call__(self, x: Any) -> float:
        if self.categorical:
            return self.box.left + (self._index(_key(x)) + 0.5) * self.band
        span = self.box.right - self.box.left
        return self.box.left + (float(x) - self.low) / (self.high - self.low) * span

    def _index(self, x: Any) -> float:
        """A category's place; a number between numbered categories (a marker line at
        the mean) falls between them."""
        if x in self.categories:
            return self.categories.index(x)
        numbered = [(c, i) for i, c in enumerate(self.categories) if isinstance(c, int | float)]
        if not numbered or not isinstance(x, int | float):
            return -1.0  # left of the axis: nothing to place it by
        before = [(c, i) for c, i in numbered if c <= x] or numbered[:1]
        after = [(c, i) for c, i in numbered if c >= x] or numbered[-1:]
        (c0, i0), (c1, i1) = before[-1], after[0]
        return float(i0) if c1 == c0 else i0 + (x - c0) / (c1 - c0) * (i1 - i0)

    def ticks(self) -> list[tuple[float, str]]:
        if self.categorical:  # every category's label, or every k-th when they would crowd
            every = max(1, math.ceil(len(self.categories) * 28 / (self.box.right - self.box.left)))
            return [(self(c), str(c)) for c in self.categories[::every]]
        return [(self(t), _number(t)) for t in _nice_ticks(self.low, self.high)]


def _key(x: Any) -> Any:
    return x.item() if hasattr(x, "item") else x


def _ordered(values: Sequence[Any]) -> list[Any]:
    seen: list[Any] = []
    for value in values:
        if _key(value) not in seen:
            seen.append(_key(value))
    if all(isinstance(v, int | float) for v in seen):
        seen.sort()
    return seen


class _YScale:
    def __init__(self, traces: Sequence[Any], axis: Any, box: _Box) -> None:
        self.box = box
        self.percent = "%" in (axis.tickformat or "")
        if axis.range is not None and None not in axis.range:
            self.low, self.high = float(axis.range[0]), float(axis.range[1])
        else:
            numbers = [0.0]
            for trace in traces:
                ys = _numbers(trace.y)
                upper, lower = _errors(trace, len(ys))
                numbers += [y + u for y, u in zip(ys, upper, strict=True) if y is not None]
                numbers += [y - d for y, d in zip(ys, lower, strict=True) if y is not None]
            self.low, self.high = min(numbers), max(numbers) * 1.05
            if self.high <= self.low:
                self.high = self.low + 1
        self.tick_values = _nice_ticks(self.low, self.high)
        step = self.tick_values[1] - self.tick_values[0] if len(self.tick_values) > 1 else 1
        self.digits = max(0, math.ceil(-math.log10(step * 100) - 1e-9)) if self.percent else 0

    def __call__(self, y: float) -> float:
        share = (y - self.low) / (self.high - self.low)
        return self.box.bottom - share * (self.box.bottom - self.box.top)

    def label(self, y: float) -> str:
        return f"{y:.{self.digits}%}" if self.percent else _number(y)


def _number(value: float) -> str:
    return f"{value:g}" if abs(value) < 1e6 else f"{value:.2g}"


def _nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    raw = (high - low) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.ceil(low / step) * step
    return [round(first + i * step, 10) for i in range(int((high - first) / step) + 1)]


def _errors(trace: Any, count: int) -> tuple[list[float], list[float]]:
    bars = getattr(trace, "error_y", None)
    if bars is None or bars.array is None or bars.visible is False:
        return [0.0] * count, [0.0] * count
    upper = [v or 0.0 for v in _numbers(bars.array)][:count]
    minus = bars.arrayminus if bars.symmetric is False and bars.arrayminus is not None else None
    lower = [v or 0.0 for v in _numbers(minus)][:count] if minus is not None else upper
    pad = [0.0] * count
    return (upper + pad)[:count], (lower + pad)[:count]


def _frame(box: _Box, xs: _XScale, ys: _YScale, layout: Any) -> str:
    parts = []
    for value in ys.tick_values:
        y = ys(value)
        parts.append(
            f"<line x1='{box.left}' x2='{box.right}' y1='{y:.1f}' y2='{y:.1f}' "
            f"stroke='#e5e5e5'/><text x='{box.left - 6}' y='{y + 4:.1f}' "
            f"text-anchor='end'>{ys.label(value)}</text>"
        )
    for x, label in xs.ticks():
        parts.append(
            f"<text x='{x:.1f}' y='{box.bottom + 16}' text-anchor='middle'>"
            f"{html.escape(label)}</text>"
        )
    parts.append(
        f"<line x1='{box.left}' x2='{box.right}' y1='{box.bottom}' y2='{box.bottom}' "
        f"stroke='#444444'/>"
    )
    return "".join(parts)


def _bars(trace: Any, colour: str, slot: tuple[int, int], xs: _XScale, ys: _YScale) -> str:
    index, count = slot
    width = xs.band * 0.8 / count
    values = _numbers(trace.y)
    upper, lower = _errors(trace, len(values))
    hatch = getattr(trace.marker.pattern, "shape", "") or ""
    parts = []
    for x, y, up, down in zip(
        trace.x if trace.x is not None else (), values, upper, lower, strict=False
    ):
        if y is None:
            continue
        left = xs(x) - xs.band * 0.4 + index * width
        top, base = ys(max(y, 0.0)), ys(min(y, 0.0))
        label = f"{trace.name or ''} {x}: {ys.label(y)}".strip()
        parts.append(
            f"<rect class='bar' x='{left:.1f}' y='{top:.1f}' width='{width:.1f}' "
            f"height='{max(base - top, 0):.1f}' fill='{colour}'><title>{html.escape(label)}"
            "</title></rect>"
        )
        if hatch:  # a second cue beside colour: the series' bars are striped
            parts.append(
                f"<rect x='{left:.1f}' y='{top:.1f}' width='{width:.1f}' "
                f"height='{max(base - top, 0):.1f}' fill='url(#stripes)'/>"
            )
        if up or down:
            centre = left + width / 2
            parts.append(
                f"<path d='M{centre:.1f},{ys(y + up):.1f}V{ys(y - down):.1f}"
                f"M{centre - 4:.1f},{ys(y + up):.1f}h8M{centre - 4:.1f},{ys(y - down):.1f}h8' "
                "stroke='#222222' fill='none'/>"
            )
    return "".join(parts)


def _points(trace: Any, xs: _XScale, ys: _YScale) -> list[tuple[float, float]]:
    points, last = [], None
    for x, y in zip(trace.x if trace.x is not None else (), _numbers(trace.y), strict=False):
        if y is None:
            continue
        point = (round(xs(x), 1), round(ys(y), 1))
        if last is None or (round(point[0]), round(point[1])) != (round(last[0]), round(last[1])):
            points.append(point)  # points a pixel apart: one is enough
            last = point
    return points


def _scatter(trace: Any, colour: str, xs: _XScale, ys: _YScale) -> str:
    points = _points(trace, xs, ys)
    if not points:
        return ""
    mode = trace.mode or "lines+markers"
    path = "M" + "L".join(f"{x},{y}" for x, y in points)
    parts = []
    if trace.fill == "toself":
        fill = trace.fillcolor or colour
        parts.append(f"<path d='{path}Z' fill='{fill}' stroke='none'/>")
    elif "lines" in mode and (trace.line.width is None or trace.line.width > 0):
        dash = _DASH.get(trace.line.dash or "", "")
        dashed = f" stroke-dasharray='{dash}'" if dash else ""
        parts.append(f"<path d='{path}' fill='none' stroke='{colour}' stroke-width='2'{dashed}/>")
    if "markers" in mode and trace.fill != "toself":
        size = (trace.marker.size or 7) / 2
        size = size if isinstance(size, int | float) else 3.5
        parts += [f"<circle cx='{x}' cy='{y}' r='{size:.1f}' fill='{colour}'/>" for x, y in points]
    return "".join(parts)


def _marks(layout: Any, box: _Box, xs: _XScale, ys: _YScale) -> str:
    """Horizontal and vertical marker lines (plotly's add_hline / add_vline)."""
    parts = []
    for shape in layout.shapes or ():
        if shape.type != "line":
            continue
        if shape.y0 == shape.y1 and shape.xref == "paper":
            y = ys(float(shape.y0))
            parts.append(f"<line x1='{box.left}' x2='{box.right}' y1='{y:.1f}' y2='{y:.1f}' ")
        elif shape.x0 == shape.x1 and shape.yref == "paper":
            x = xs(shape.x0)
            parts.append(f"<line x1='{x:.1f}' x2='{x:.1f}' y1='{box.top}' y2='{box.bottom}' ")
        else:
            continue
        dash = _DASH.get(shape.line.dash or "", "")
        parts[-1] += (
            f"stroke='{shape.line.color or '#444444'}' stroke-width='2'"
            + (f" stroke-dasharray='{dash}'" if dash else "")
            + "/>"
        )
    return "".join(parts)


def _legend(traces: Sequence[Any], first_row: float) -> list[tuple[int, float, float]]:
    """Where each named trace's key goes: (trace number, x, y), in rows that fit the width."""
    keys, x, y = [], 8.0, first_row
    for number, trace in enumerate(traces):
        if not trace.name or trace.showlegend is False:
            continue
        wide = 30 + 7 * len(_plain(trace.name))
        if x > 8 and x + wide > WIDTH:
            x, y = 8.0, y + 18
        keys.append((number, x, y))
        x += wide
    return keys


def _titles(
    title: str,
    legend: list[tuple[int, float, float]],
    traces: Sequence[Any],
    layout: Any,
    box: _Box,
    height: int,
) -> str:
    parts = [
        f"<text x='8' y='{20 + 18 * line}' style='font-size:14px'>{html.escape(text)}</text>"
        for line, text in enumerate(title.splitlines())
    ]
    for number, x, y in legend:
        trace = traces[number]
        parts.append(
            f"<rect x='{x:.0f}' y='{y - 10:.0f}' width='14' height='12' "
            f"fill='{_colour(trace, number)}'/><text x='{x + 18:.0f}' y='{y:.0f}'>"
            f"{html.escape(_plain(trace.name))}</text>"
        )
    x_title = _plain(layout.xaxis.title.text or "")
    y_title = _plain(layout.yaxis.title.text or "")
    middle = (box.left + box.right) / 2
    centre = (box.top + box.bottom) / 2
    parts.append(
        f"<text x='{middle:.0f}' y='{height - 12}' text-anchor='middle'>"
        f"{html.escape(x_title)}</text>"
        f"<text transform='translate(16,{centre:.0f}) rotate(-90)' text-anchor='middle'>"
        f"{html.escape(y_title)}</text>"
    )
    return "".join(parts)
