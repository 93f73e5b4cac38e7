"""Charts that fit their board: plotly figures drawn responsive, re-fitted when the board's
width changes.

plotly's ``FigureWidget`` works out a chart's size once, when it is drawn, and a
chart drawn before the notebook has laid out the board is 700 px wide: wider than a
narrow JupyterLab column. A board with charts adds one :class:`PlotFit` (an
invisible anywidget; its JavaScript ships in ``plot_fit.js``) and makes each figure
with :func:`responsive`; when the board's width changes, the charts are redrawn at
their container's width.

>>> import plotly.graph_objects as go
>>> responsive(go.FigureWidget())._config["responsive"]
True
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import anywidget
import plotly.graph_objects as go

__all__ = ["PlotFit", "responsive"]

F = TypeVar("F", bound=go.FigureWidget)


def responsive(figure: F) -> F:
    """Draw ``figure`` at its container's width (no fixed width), redrawn on resize."""
    figure.layout.width = None
    figure.layout.autosize = True
    figure._config = {**figure._config, "responsive": True}
    return figure


class PlotFit(anywidget.AnyWidget):
    """Invisible helper: re-fits the board's responsive charts when its width changes."""

    _esm = Path(__file__).with_name("plot_fit.js")

    def __init__(self) -> None:
        super().__init__(layout={"height": "0px", "margin": "0", "overflow": "hidden"})
        self.add_class("logo-kit-plot-fit")
