"""The Logic & Lore heatmap: the exact chance that each card holds each value.

Shared by the star-line and duel boards. Cividis is a colour-blind-safe
sequential scale, and each cell also prints its exact fraction.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

import plotly.graph_objects as go

__all__ = ["marginals_figure", "show_marginals"]


def marginals_figure(title: str, *, height: int = 460) -> go.FigureWidget:
    """An empty heatmap, one row per card and one column per value; fill it with
    :func:`show_marginals`."""
    return go.FigureWidget(
        data=[
            go.Heatmap(
                z=[[0.0]],
                zmin=0,
                zmax=1,
                colorscale="Cividis",
                colorbar={"title": {"text": "chance"}},
                texttemplate="%{text}",
                textfont={"size": 9},
                hovertemplate="%{y}, value %{x}: chance %{text}<extra></extra>",
                name="chance that the card holds the value",
            )
        ],
        layout=go.Layout(
            title={"text": title},
            xaxis={"title": {"text": "value"}, "type": "category"},
            yaxis={"title": {"text": "lane: card"}, "type": "category", "autorange": "reversed"},
            width=560,
            height=height,
            margin={"l": 110, "r": 20, "t": 50, "b": 50},
        ),
    )


def show_marginals(
    figure: go.FigureWidget,
    z: Sequence[Sequence[float]],
    values: Sequence[str],
    rows: Sequence[str],
    text: Sequence[Sequence[str]],
) -> None:
    """Put new chances into the heatmap, so that every view (even a first one) shows them."""
    with figure.batch_update():
        heat = figure.data[0]
        heat.z = [list(row) for row in z]
        heat.x = list(values)
        heat.y = list(rows)
        heat.text = [list(row) for row in text]
    # A FigureWidget inside a box is not displayed through its own _repr_mimebundle_,
    # which is where plotly copies the figure into the state a new view starts from;
    # copy it here so the first view (and any later one) shows the current chances.
    figure._widget_layout = copy.deepcopy(figure._layout_obj._props)
    figure._widget_data = copy.deepcopy(figure._data)
