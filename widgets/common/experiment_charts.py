"""The class experiment board's two charts, the same for every game: the class's share of
each outcome (bars in :data:`~.palette.CLASS`, 95% intervals, the event hatched) against
the exact chances (:data:`~.palette.EXACT` diamonds); and the running share of the event
settling into the 95% band around its exact chance. Every trace is there from the first
render, so the legend explains the colours and the hatching before any result; the axes
start at the first outcome and trial 1 (never −1). Bars and scatter only: a page without
plotly.js draws them as SVG (:mod:`.svg_chart`).
"""

from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from logo_kit.pooled import Pool

from .palette import CLASS, EXACT
from .plot_fit import TITLE_BELOW_TOOLBAR, TOOLBAR_ROW
from .plots import running_frequency

__all__ = ["draw_pool", "draw_running", "pool_figure", "running_figure"]

_AXIS = {"showgrid": True, "gridcolor": "#e5e5e5", "zeroline": False, "linecolor": "#444"}
_BAND = "rgba(153,153,153,0.3)"  # the 95% band: grey, neither the class's nor the exact colour


def _figure(title: str, x: str, y: str) -> go.Figure:
    return go.Figure(
        layout={
            "template": "none",
            "title": {"text": title, "font": {"size": 14}, **TITLE_BELOW_TOOLBAR},
            "xaxis": {**_AXIS, "title": {"text": x}},
            "yaxis": {**_AXIS, "title": {"text": y}, "tickformat": ".0%", "rangemode": "tozero"},
            "height": 400,
            "margin": {"l": 64, "r": 24, "t": TOOLBAR_ROW + 22 + 14, "b": 90},
            "showlegend": True,  # from the first render, even with one trace drawn
            "legend": {"orientation": "h", "y": -0.32, "font": {"size": 13}},
            "font": {"family": "sans-serif", "size": 13},
        }
    )


def pool_figure(title: str, what: str, unit: str) -> go.Figure:
    """Bars for the class (with 95% intervals), diamonds for the exact chances, and a
    legend key for the hatched event bars."""
    figure = _figure(title, what, f"share of {unit}s")
    figure.layout.barmode = "overlay"
    figure.add_bar(name="class (95% interval)", marker={"color": CLASS})
    figure.add_scatter(
        name="exact chance",
        mode="lines+markers",
        line={"color": EXACT, "dash": "dot", "width": 1},
        marker={"color": EXACT, "symbol": "diamond", "size": 9},
    )
    figure.add_bar(
        name="hatched: the event",
        x=[None],
        y=[None],
        showlegend=True,
        marker={
            "color": "#ffffff",
            "line": {"color": CLASS, "width": 1},
            "pattern": {"shape": "/", "fgcolor": CLASS},
        },
    )
    return figure


def running_figure(unit: str) -> go.Figure:
    """The class's running share of the event, the exact chance and its 95% band."""
    figure = _figure("Running share of the event", f"{unit}s so far", "share in the event")
    band = {"fillcolor": _BAND, "line": {"width": 0, "color": _BAND}, "hoverinfo": "skip"}
    figure.add_scatter(name="95% band around the exact chance", mode="lines", fill="toself", **band)
    figure.add_scatter(name="class (running)", mode="lines", line={"color": CLASS})
    figure.add_scatter(name="exact chance", mode="lines", line={"color": EXACT, "dash": "dash"})
    return figure


def draw_pool(figure: go.Figure, pool: Pool, at_least: int, event: str) -> None:
    """Fill the first chart with ``pool``; ``event`` names the event in the legend."""
    ks = list(pool.trial.outcomes)
    rows = pool.rows()
    bars, exact, key = figure.data
    with figure.batch_update():
        bars.x = ks
        bars.y = [float(r.frequency) for r in rows] if rows else [0.0] * len(ks)
        bars.error_y = (
            None
            if not rows
            else {
                "type": "data",
                "symmetric": False,
                "color": "#444",
                "array": [r.high - float(r.frequency) for r in rows],
                "arrayminus": [float(r.frequency) - r.low for r in rows],
            }
        )
        bars.marker.pattern = {
            "shape": ["/" if k >= at_least else "" for k in ks],
            "fgcolor": "#ffffff",
            "fillmode": "overlay",
        }
        bars.name = f"class, {pool.trials} {pool.trial.unit}s (95% interval)"
        exact.x, exact.y = ks, [float(pool.trial.exact[k]) for k in ks]
        key.name = f"hatched: {event}"
        figure.layout.xaxis.update(range=[ks[0] - 0.5, ks[-1] + 0.5], dtick=1)


def draw_running(figure: go.Figure, pool: Pool, at_least: int, event: str) -> None:
    """Fill the second chart: the running share of "at least ``at_least``"."""
    hits = pool.hits(at_least)
    chance = float(pool.trial.exact.prob(lambda k: k >= at_least))
    band, running, level = figure.data
    with figure.batch_update():
        if hits:
            trials, share = running_frequency(hits)
            trials = trials.astype(float)  # plotly.js reads float64 arrays, not int64
            half = 1.96 * np.sqrt(chance * (1 - chance) / trials)
            band.x = np.concatenate([trials, trials[::-1]])
            band.y = np.concatenate([chance + half, (chance - half)[::-1]]).clip(0, 1)
            running.x, running.y = trials, share
        else:
            for trace in (band, running):
                trace.x, trace.y = [], []
        last = max(len(hits), 10)
        level.x, level.y = [1, last], [chance, chance]
        figure.layout.xaxis.range = [1, last]  # trial 1 onwards, even before any trial
        figure.layout.yaxis.range = [0, 1]
        figure.layout.yaxis.title.text = f"share with {event}"
