"""The few chart kinds the lessons use, each one call (in the spirit of prob140's ``Plot``).

The core stays free of plotly: these helpers take core values (a
:class:`~logo_kit.exact.Distribution`, mappings of exact numbers, simulated
samples) and return a ``plotly`` figure that a lesson shows with ``.show()``.
Colours come from the colour-blind-safe palette and every series also differs
by its marker or dash, so colour is never the only cue.

>>> from logo_kit.exact import hypergeometric
>>> fig = plot(hypergeometric(55, 14, 7), event=lambda k: k >= 3,
...            title="Red cards in a LOGO hand", x="red cards")
>>> [trace.name for trace in fig.data]
['P(red cards)', 'the event']
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

import numpy as np
import plotly.graph_objects as go

from logo_kit.exact import Distribution

from .palette import HIGHLIGHT, NEUTRAL, OKABE_ITO, SEQUENCE
from .plot_fit import TITLE_BELOW_TOOLBAR, TOOLBAR_ROW

__all__ = ["bars", "convergence", "curves", "plot", "running_frequency"]

_SYMBOLS = ("circle", "square", "diamond", "triangle-up", "x", "cross", "star")
_DASHES = ("solid", "dash", "dot", "dashdot", "longdash", "longdashdot")
_GREY = OKABE_ITO["grey"]


def _event_test(event: Any) -> Callable[[Any], bool]:
    if event is None:
        return lambda _outcome: False
    if callable(event):
        return event
    if isinstance(event, set | frozenset | list | tuple | range):
        chosen = set(event)
        return lambda outcome: outcome in chosen
    return lambda outcome: outcome == event


TITLE_WIDTH = 56
"""Characters per line of a chart title: longer titles wrap, so a chart fits a narrow
notebook column (about 370 px) and an A4 worksheet instead of running off the edge."""


def wrap_title(text: str, width: int = TITLE_WIDTH) -> str:
    """``text`` broken into lines of at most ``width`` characters with plotly's ``<br>``.

    >>> wrap_title("Chance your hand is strictly lowest against one opponent", 30)
    'Chance your hand is strictly<br>lowest against one opponent'
    """
    return "<br>".join(textwrap.wrap(text, width)) if text else text


def _layout(fig: go.Figure, title: str, x: str, y: str, percent: bool, height: int) -> go.Figure:
    title, x = wrap_title(title), wrap_title(x, TITLE_WIDTH + 10)
    # the title sits under the toolbar's row (the toolbar never covers it), the legend
    # between the title and the plot
    lines = title.count("<br>") + 1 if title else 0
    top, bottom = TOOLBAR_ROW + 22 * lines + 34, 50 + 16 * x.count("<br>")
    fig.update_layout(
        title={"text": title, **TITLE_BELOW_TOOLBAR},
        xaxis_title=x,
        yaxis_title=y,
        height=height,
        margin={"l": 60, "r": 20, "t": top, "b": bottom},
        legend={"orientation": "h", "yanchor": "bottom", "y": 1.0, "x": 0},
    )
    if percent:
        fig.update_yaxes(tickformat=".0%")
    return fig


def _marks(fig: go.Figure, vlines: Mapping[str, float], hlines: Mapping[str, float]) -> None:
    for number, (label, value) in enumerate(vlines.items()):
        fig.add_vline(
            x=float(value),
            line_dash=_DASHES[(number + 1) % len(_DASHES)],
            line_color=HIGHLIGHT if number == 0 else _GREY,
            annotation_text=label,
            annotation_font_color=HIGHLIGHT if number == 0 else "#444",
        )
    for number, (label, value) in enumerate(hlines.items()):
        fig.add_hline(
            y=float(value),
            line_dash=_DASHES[(number + 2) % len(_DASHES)],
            line_color=_GREY,
            annotation_text=label,
            annotation_position="bottom left",
        )


def plot(
    dist: Distribution | Mapping[Any, Any],
    event: Any = None,
    *,
    title: str = "",
    x: str = "outcome",
    y: str = "probability",
    vlines: Mapping[str, float] | None = None,
    percent: bool = True,
    height: int = 380,
) -> go.Figure:
    """A distribution as bars; the outcomes in ``event`` (a value, a collection, or a
    predicate) are drawn in the highlight colour and named "the event".

    ``dist`` is a :class:`~logo_kit.exact.Distribution` or a mapping outcome →
    probability (exact or float). ``vlines`` marks values, e.g. ``{"mean": 54.1}``.
    """
    table = dist.table() if isinstance(dist, Distribution) else list(dist.items())
    inside = _event_test(event)
    fig = go.Figure()
    groups = (
        (f"P({x})", [(o, p) for o, p in table if not inside(o)], NEUTRAL, ""),
        ("the event", [(o, p) for o, p in table if inside(o)], HIGHLIGHT, "/"),
    )
    for name, rows, colour, pattern in groups:
        if not rows and name == "the event":
            continue
        fig.add_trace(
            go.Bar(
                x=[o for o, _ in rows],
                y=[float(p) for _, p in rows],
                name=name,
                marker_color=colour,
                marker_pattern_shape=pattern,
                hovertext=[str(p) for _, p in rows],
            )
        )
    fig.update_layout(barmode="overlay", bargap=0.1)
    _marks(fig, vlines or {}, {})
    return _layout(fig, title, x, y, percent, height)


def curves(
    series: Mapping[str, Mapping[Any, Any]],
    *,
    title: str = "",
    x: str = "",
    y: str = "",
    errors: Mapping[str, Mapping[Any, float]] | None = None,
    vlines: Mapping[str, float] | None = None,
    hlines: Mapping[str, float] | None = None,
    percent: bool = False,
    log_y: bool = False,
    mode: str = "lines+markers",
    height: int = 400,
) -> go.Figure:
    """One line per series (name → {x: y}); ``errors`` adds error bars (name → {x: half
    width}) to estimated series; ``vlines``/``hlines`` mark values by label."""
    fig = go.Figure()
    for number, (name, points) in enumerate(series.items()):
        xs = list(points)
        bars_ = None
        if errors and name in errors:
            bars_ = {"type": "data", "array": [float(errors[name].get(k, 0)) for k in xs]}
        fig.add_trace(
            go.Scatter(
                x=xs,
                y=[float(v) for v in points.values()],
                name=name,
                mode=mode,
                error_y=bars_,
                line={"color": SEQUENCE[number % len(SEQUENCE)], "dash": _DASHES[number % 6]},
                marker={"symbol": _SYMBOLS[number % len(_SYMBOLS)], "size": 7},
            )
        )
    _marks(fig, vlines or {}, hlines or {})
    if log_y:
        fig.update_yaxes(type="log")
    return _layout(fig, title, x, y, percent, height)


def bars(
    series: Mapping[str, Mapping[Any, Any]],
    *,
    title: str = "",
    x: str = "",
    y: str = "",
    hlines: Mapping[str, float] | None = None,
    percent: bool = False,
    text: bool = True,
    digits: int = 3,
    height: int = 400,
) -> go.Figure:
    """Grouped bars: one colour (and pattern) per series, name → {category: value}."""
    fig = go.Figure()
    patterns = ("", "/", ".", "x", "-", "|")
    for number, (name, values) in enumerate(series.items()):
        heights = [float(v) for v in values.values()]
        labels = [f"{h:.{digits}{'%' if percent else 'f'}}" for h in heights] if text else None
        fig.add_trace(
            go.Bar(
                x=[str(k) for k in values],
                y=heights,
                name=name,
                text=labels,
                textposition="outside" if text else None,
                marker_color=SEQUENCE[number % len(SEQUENCE)],
                marker_pattern_shape=patterns[number % len(patterns)],
            )
        )
    fig.update_layout(barmode="group")
    _marks(fig, {}, hlines or {})
    return _layout(fig, title, x, y, percent, height)


def running_frequency(hits: Iterable[bool | int | float]) -> tuple[np.ndarray, np.ndarray]:
    """Trials 1…n and the running mean of ``hits`` after each one."""
    values = np.asarray(list(hits), dtype=float)
    trials = np.arange(1, values.size + 1)
    return trials, np.cumsum(values) / trials


def _log_spaced(count: int, points: int = 400) -> np.ndarray:
    """Indices of at most ``points`` trials spread evenly on a log scale (always the last):
    a long simulation draws the same picture with a small figure."""
    if count <= points:
        return np.arange(count)
    chosen = np.unique(np.geomspace(1, count, points).astype(int) - 1)
    return np.union1d(chosen, [count - 1])


def convergence(
    hits: Sequence[bool | int | float],
    exact: Fraction | float,
    *,
    title: str = "",
    what: str = "frequency",
    height: int = 400,
) -> go.Figure:
    """The law of large numbers, drawn: the running frequency of ``hits`` (one 0/1 per
    trial) against the ``exact`` probability, inside the 95% band
    ``p ± 1.96·√(p(1−p)/n)`` that the running frequency stays in about 95% of the time."""
    trials, running = running_frequency(hits)
    keep = _log_spaced(trials.size)
    trials, running = trials[keep], running[keep]
    p = float(exact)
    half = 1.96 * np.sqrt(p * (1 - p) / trials)
    fig = go.Figure()
    fig.add_trace(
        go.Scatter(
            x=np.concatenate([trials, trials[::-1]]),
            y=np.concatenate([p + half, (p - half)[::-1]]),
            fill="toself",
            fillcolor="rgba(86,180,233,0.25)",
            line={"width": 0},
            name="95% band around the exact value",
            hoverinfo="skip",
        )
    )
    fig.add_trace(
        go.Scatter(
            x=trials,
            y=running,
            mode="lines",
            name=f"running {what} (simulation)",
            line={"color": OKABE_ITO["blue"]},
        )
    )
    fig.add_hline(
        y=p,
        line_dash="dash",
        line_color=HIGHLIGHT,
        annotation_text=f"exact {exact}" if isinstance(exact, Fraction) else "exact",
        annotation_font_color=HIGHLIGHT,
    )
    fig.update_xaxes(type="log")
    top = min(1.0, max(float(running.max()), p + float(half[min(9, half.size - 1)])) + 0.05)
    fig.update_yaxes(range=[max(0.0, min(float(running.min()), p) - 0.05), top])
    return _layout(fig, title, "trials (log scale)", what, True, height)
