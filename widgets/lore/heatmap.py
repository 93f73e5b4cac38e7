"""The Logic & Lore heatmap: the exact chance that each card holds each value.

Shared by the star-line and duel boards. Cividis is a colour-blind-safe
sequential scale, and each cell also prints its chance: a whole percentage
(students first), or the exact fraction when the board's exact switch is on.
Hovering a cell always shows the exact fraction.

>>> from fractions import Fraction
>>> cell_text(Fraction(1, 3)), cell_text(Fraction(1, 300)), cell_text(0), cell_text(1)
('33%', '<1%', '0', '100%')
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from fractions import Fraction

import plotly.graph_objects as go

from ..common.plot_fit import responsive

__all__ = ["cell_text", "marginals_figure", "show_marginals"]


def cell_text(p: Fraction | int) -> str:
    """A heatmap cell's chance in a few characters: whole percent, "<1%", 0 or 100%."""
    if p == 0:
        return "0"
    if p < Fraction(1, 200):
        return "<1%"
    if p < 1 and round(100 * float(p)) == 100:
        return ">99%"
    return f"{round(100 * float(p))}%"


def marginals_figure(title: str, *, height: int = 460) -> go.FigureWidget:
    """An empty heatmap, one row per card and one column per value; fill it with
    :func:`show_marginals`."""
    return responsive(go.FigureWidget(
        data=[
            go.Heatmap(
                z=[[0.0]],
                zmin=0,
                zmax=1,
                colorscale="Cividis",
                colorbar={"title": {"text": "chance"}},
                texttemplate="%{text}",
                textfont={"size": 12},
                hovertemplate="%{y}, value %{x}: chance %{customdata}<extra></extra>",
                name="chance that the card holds the value",
            )
        ],
        layout=go.Layout(
            title={"text": title, "font": {"size": 14}},
            xaxis={"title": {"text": "value"}, "type": "category"},
            yaxis={"title": {"text": "lane: card"}, "type": "category", "autorange": "reversed"},
            height=height,
            autosize=True,
            margin={"l": 100, "r": 10, "t": 50, "b": 50},
        ),
    ))


def show_marginals(
    figure: go.FigureWidget,
    z: Sequence[Sequence[float]],
    values: Sequence[str],
    rows: Sequence[str],
    chances: Sequence[Sequence[Fraction]],
    *,
    exact: bool = False,
) -> None:
    """Put new chances into the heatmap, so that every view (even a first one) shows them:
    ``z`` the colours, ``chances`` the exact values (printed as percentages, or as
    fractions when ``exact``; always in the hover text)."""
    fractions = [[str(p) if p else "0" for p in row] for row in chances]
    with figure.batch_update():
        heat = figure.data[0]
        heat.z = [list(row) for row in z]
        heat.x = list(values)
        heat.y = list(rows)
        heat.text = fractions if exact else [[cell_text(p) for p in row] for row in chances]
        heat.customdata = fractions
    # A FigureWidget inside a box is not displayed through its own _repr_mimebundle_,
    # which is where plotly copies the figure into the state a new view starts from;
    # copy it here so the first view (and any later one) shows the current chances.
    figure._widget_layout = copy.deepcopy(figure._layout_obj._props)
    figure._widget_data = copy.deepcopy(figure._data)
