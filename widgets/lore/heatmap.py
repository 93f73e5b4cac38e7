"""The Logic & Lore heatmap: the exact chance that each card holds each value.

Shared by the star-line and duel boards. Cividis is a colour-blind-safe
sequential scale, and each cell also prints its chance: a whole percentage
(students first), or the exact fraction when the board's exact switch is on.
Hovering a cell always shows the exact fraction. The board shows the figure
through a :class:`~..common.chart_view.ChartView` (:func:`marginals_chart`), which
draws in Voilà without plotly's widget bundle.

>>> from fractions import Fraction
>>> cell_text(Fraction(1, 3)), cell_text(Fraction(1, 300)), cell_text(0), cell_text(1)
('33%', '<1%', '0', '100%')
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import numpy as np
import plotly.graph_objects as go

from ..common.chart_view import ChartView
from ..common.plot_fit import TITLE_BELOW_TOOLBAR, TOOLBAR_ROW

__all__ = ["HeatmapReadout", "cell_text", "marginals_chart", "marginals_figure", "show_marginals"]


class HeatmapReadout:
    """What a board's heatmap shows, read back (for tests and the curious): mixed into the
    star-line and duel boards, which give ``belief``, ``layout``, ``figure`` and
    ``heatmap_cards`` (the card of each row, top to bottom)."""

    @property
    def heatmap_values(self) -> tuple[int, ...]:
        """The value code of each heatmap column."""
        return self.layout.values

    @property
    def heatmap_z(self) -> np.ndarray:
        """The chances drawn in the heatmap (floats; rows = cards, columns = values)."""
        return np.array(self.figure.data[0].z, dtype=float)

    @property
    def chances(self) -> list[list[Fraction]]:
        """Exact chances behind the heatmap, ``[row][column]``, as Fractions (the core's
        :meth:`~logo_kit.lore.Belief.chance_table`)."""
        return self.belief.chance_table(self.heatmap_cards)


def cell_text(p: Fraction | int) -> str:
    """A heatmap cell's chance in a few characters: whole percent, "<1%", 0 or 100%."""
    if p == 0:
        return "0"
    if p < Fraction(1, 200):
        return "<1%"
    if p < 1 and round(100 * float(p)) == 100:
        return ">99%"
    return f"{round(100 * float(p))}%"


def marginals_figure(title: str, *, height: int = 460) -> go.Figure:
    """An empty heatmap, one row per card and one column per value; fill it with
    :func:`show_marginals`."""
    return go.Figure(
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
            # the light template: a much smaller page to send than plotly's default one
            template="none",
            # the title under the toolbar's row: the toolbar never covers it
            title={"text": title, "font": {"size": 14}, **TITLE_BELOW_TOOLBAR},
            xaxis={"title": {"text": "value"}, "type": "category", "automargin": True},
            # automargin: the left margin grows to hold the row labels AND the axis title
            # beside them (a fixed margin let the title lie over "lane 10: card 11")
            yaxis={
                "title": {"text": "lane: card", "standoff": 8},
                "type": "category",
                "autorange": "reversed",
                "automargin": True,
            },
            height=height,
            margin={"l": 20, "r": 10, "t": TOOLBAR_ROW + 22 + 14, "b": 50},
            font={"family": "sans-serif", "size": 13},
        ),
    )


def marginals_chart(title: str, *, height: int = 460) -> ChartView:
    """:func:`marginals_figure` on a board: the view's ``widget`` goes on the board."""
    return ChartView(marginals_figure(title, height=height))


def show_marginals(
    chart: ChartView,
    z: Sequence[Sequence[float]],
    values: Sequence[str],
    rows: Sequence[str],
    chances: Sequence[Sequence[Fraction]],
    *,
    exact: bool = False,
) -> None:
    """Put new chances into the heatmap and send it to every view: ``z`` the colours,
    ``chances`` the exact values (printed as percentages, or as fractions when
    ``exact``; always in the hover text)."""
    fractions = [[str(p) if p else "0" for p in row] for row in chances]
    heat = chart.figure.data[0]
    with chart.figure.batch_update():
        heat.z = [list(row) for row in z]
        heat.x = list(values)
        heat.y = list(rows)
        heat.text = fractions if exact else [[cell_text(p) for p in row] for row in chances]
        heat.customdata = fractions
    chart.refresh()
