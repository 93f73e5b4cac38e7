"""Charts that fit their board: each in a slot of the board's width, re-fitted when the
board's width changes, with its title clear of plotly's toolbar.

Boards show their charts through :class:`~.chart_view.ChartView` (a plain figure,
drawn responsive: at its container's width, redrawn when the window resizes). A
chart drawn before the page has laid out the board (a board built hidden, or a
column that narrows later) keeps its first width until the window resizes; a board
with charts adds one :class:`PlotFit` (an invisible anywidget; its JavaScript ships
in ``plot_fit.js``), which tells plotly to re-fit whenever the board's width changes.
:func:`chart_slot` is a chart's place on the board (at most :data:`CHART_MAX_WIDTH`).

plotly's toolbar (the "modebar") shows only while the pointer is over a chart
(:data:`~.chart_view.CHART_CONFIG`), and charts keep their title below the toolbar's
row (:data:`TITLE_BELOW_TOOLBAR`), so the toolbar never covers a title.

>>> slot = chart_slot(widgets.HTML("a chart"))
>>> slot.layout.max_width == CHART_MAX_WIDTH, TITLE_BELOW_TOOLBAR["pad"]["t"] == TOOLBAR_ROW
(True, True)
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import ipywidgets as widgets

__all__ = [
    "CHART_MAX_WIDTH",
    "TITLE_BELOW_TOOLBAR",
    "PlotFit",
    "chart_slot",
]


CHART_MAX_WIDTH = "700px"
"""The widest a chart is drawn: narrower than a printed A4 page (about 718 px), so a chart
drawn on a wide screen still fits the page when its board is printed (the print view
narrows the board, and a chart only re-fits after the print has been laid out)."""


def chart_slot(figure: widgets.Widget, *, flex: str | None = None) -> widgets.VBox:
    """A chart's place on a board: the board's width, at most :data:`CHART_MAX_WIDTH`.

    ``flex`` (e.g. ``"1 1 320px"``) lets two slots share a wrapping row.
    """
    layout = widgets.Layout(width="100%", min_width="0", max_width=CHART_MAX_WIDTH)
    if flex is not None:
        layout.flex = flex
    return widgets.VBox([figure], layout=layout)


TOOLBAR_ROW = 30
"""Pixels at the top of a chart that plotly's toolbar may cover (it is about 26 px tall)."""
TITLE_BELOW_TOOLBAR = {
    "x": 0,
    "xref": "container",
    "xanchor": "left",
    "y": 1,
    "yref": "container",
    "yanchor": "top",
    "pad": {"t": TOOLBAR_ROW, "l": 8},
}
"""A chart title's place (plotly ``layout.title`` keys): at the left, under the toolbar's
row. The chart's top margin must leave room for it (about 30 + 22 px per title line)."""


class PlotFit(anywidget.AnyWidget):
    """Invisible helper: re-fits the board's responsive charts when its width changes."""

    _esm = Path(__file__).with_name("plot_fit.js")

    def __init__(self) -> None:
        super().__init__(layout={"height": "0px", "margin": "0", "overflow": "hidden"})
        self.add_class("logo-kit-plot-fit")
