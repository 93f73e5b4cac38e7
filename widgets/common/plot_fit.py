"""Charts that fit their board: plotly figures drawn responsive, re-fitted when the board's
width changes.

plotly's ``FigureWidget`` works out a chart's size once, when it is drawn, and a
chart drawn before the notebook has laid out the board is 700 px wide: wider than a
narrow JupyterLab column. A board with charts adds one :class:`PlotFit` (an
invisible anywidget; its JavaScript ships in ``plot_fit.js``) and makes each figure
with :func:`responsive`; when the board's width changes, the charts are redrawn at
their container's width.

A chart a board updates often is better shown with :class:`~.chart_view.ChartView`
(it draws in Voilà however busy the machine; see there).

plotly's toolbar (the "modebar") shows only while the pointer is over a chart,
and charts keep their title below the toolbar's row (:data:`TITLE_BELOW_TOOLBAR`),
so the toolbar never covers a title.

>>> import plotly.graph_objects as go
>>> fig = responsive(go.FigureWidget())
>>> fig._config["responsive"], fig._config["displayModeBar"]
(True, 'hover')
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import anywidget
import ipywidgets as widgets
import plotly.graph_objects as go

__all__ = [
    "CHART_MAX_WIDTH",
    "TITLE_BELOW_TOOLBAR",
    "PlotFit",
    "chart_slot",
    "responsive",
]

F = TypeVar("F", bound=go.FigureWidget)


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


def responsive(figure: F) -> F:
    """Draw ``figure`` at its container's width (no fixed width), redrawn on resize; its
    toolbar shows only while the pointer is over it."""
    figure.layout.width = None
    figure.layout.autosize = True
    figure._config = {
        **figure._config,
        "responsive": True,
        "displayModeBar": "hover",
        "displaylogo": False,
    }
    return figure


class PlotFit(anywidget.AnyWidget):
    """Invisible helper: re-fits the board's responsive charts when its width changes."""

    _esm = Path(__file__).with_name("plot_fit.js")

    def __init__(self) -> None:
        super().__init__(layout={"height": "0px", "margin": "0", "overflow": "hidden"})
        self.add_class("logo-kit-plot-fit")
