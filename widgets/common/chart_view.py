"""A board's plotly chart that draws in JupyterLab and in Voilà alike, however busy the machine.

plotly 7's ``FigureWidget`` is an anywidget, and anywidget gives a widget's
model two seconds to load its JavaScript (plotly's is about 5 MB). When that
takes longer — Voilà creates every widget of a page at once, and a classroom
machine is often busy — the model refuses every later message, so the chart
keeps the data it was built with and never shows an update (the Risky
Business and Draw-to-BUST charts stayed empty in Voilà). A :class:`ChartView`
avoids that path: it holds a plain ``go.Figure`` and shows it as plotly's JSON
output (``application/vnd.plotly.v1+json``) inside an ``Output`` widget, whose
stored outputs every view — the first one included — draws from.
:meth:`ChartView.refresh` sends the figure again after the board changed it, and
:meth:`ChartView.show` swaps in a new figure. The output also carries the figure as an
SVG picture (:func:`~.svg_chart.figure_svg`, when it can draw it): a page without
plotly.js (a live class's experiment apps, ``make class``) shows that instead.

The chart fills its slot's width (``responsive``) and its widget's height (the
figure's), its toolbar shows only while the pointer is over it, and
:data:`~.plot_fit.TITLE_BELOW_TOOLBAR` keeps titles clear of the toolbar.

>>> import plotly.graph_objects as go
>>> view = ChartView(go.Figure(go.Scatter(x=[1, 2], y=[3, 4]), layout={"title": "t"}))
>>> spec = view.widget.outputs[0]["data"][PLOTLY_MIME]
>>> spec["data"][0]["y"], spec["config"]["displayModeBar"]
([3, 4], 'hover')
"""

from __future__ import annotations

import json
from typing import Any

import ipywidgets as widgets
import plotly.graph_objects as go

from .svg_chart import SVG_MIME, figure_svg

__all__ = ["CHART_CONFIG", "DEFAULT_HEIGHT", "PLOTLY_MIME", "ChartView"]

PLOTLY_MIME = "application/vnd.plotly.v1+json"
CHART_CONFIG: dict[str, Any] = {
    "responsive": True,  # redrawn at its container's width when the window resizes
    "displayModeBar": "hover",  # the toolbar only while the pointer is over the chart
    "displaylogo": False,
}


DEFAULT_HEIGHT = 360
"""A chart's height when its figure sets none (as JupyterLab's plotly renderer draws it)."""


class ChartView:
    """``figure`` (a ``go.Figure``) shown on a board; call :meth:`refresh` after changing it.

    ``widget`` is the ``Output`` widget to place on the board (it carries the
    ``logo-kit-chart`` class, and ``widget.figure`` is the figure, for checks).
    """

    def __init__(self, figure: go.Figure) -> None:
        # no margin: ipywidgets gives every widget 2 px, and 100% + 2 px sticks out of a column
        self.widget = widgets.Output(layout=widgets.Layout(width="100%", min_width="0", margin="0"))
        self.widget.add_class("logo-kit-chart")
        self._sent: str | None = None
        self.figure: go.Figure = figure
        self.show(figure)

    def show(self, figure: go.Figure) -> bool:
        """Show ``figure`` instead of the current one (drawn at its slot's width); True
        when something new was sent. A board that draws a whole new figure (a new hand)
        uses this; one that changes a few traces changes :attr:`figure` and refreshes."""
        figure.layout.width = None
        figure.layout.autosize = True
        self.figure = figure
        self.widget.figure = figure
        return self.refresh()

    def refresh(self) -> bool:
        """Send the figure as it is now to every view (a no-op when nothing changed);
        True when it was sent."""
        # the chart's height is its widget's (theme.py): plotly forgets the figure's own
        # height whenever it re-fits a responsive chart to its container
        self.widget.layout.height = f"{self.figure.layout.height or DEFAULT_HEIGHT}px"
        text = self.figure.to_json()  # numpy arrays become plain lists here
        if text == self._sent:
            return False
        spec = json.loads(text)
        spec["config"] = dict(CHART_CONFIG)
        title = self.figure.layout.title.text or "chart"
        data = {PLOTLY_MIME: spec, "text/plain": f"<plotly chart: {title}>"}
        picture = figure_svg(self.figure)
        if picture is not None:  # shown where plotly.js is left out
            data[SVG_MIME] = picture
        self.widget.outputs = ({"output_type": "display_data", "data": data, "metadata": {}},)
        self._sent = text
        return True
