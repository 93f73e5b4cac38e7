"""Layouts that fit: rows that wrap and controls that shrink, so no board scrolls sideways.

A notebook column can be narrow (about 370 px in JupyterLab at an 800 px wide
window with the file browser open) or wide (Voilà at 1280 px). Boards build
their rows with :func:`row` (children wrap onto the next line instead of
overflowing) and give fixed-width controls a ``max_width`` of 100% with
:func:`fit`.

>>> import ipywidgets as widgets
>>> box = row(fit(widgets.Text(description="Seed"), "12em"))
>>> box.layout.flex_flow, box.children[0].layout.max_width
('row wrap', '100%')
"""

from __future__ import annotations

from typing import TypeVar

import ipywidgets as widgets

__all__ = ["column", "fit", "row"]

W = TypeVar("W", bound=widgets.Widget)


def fit(control: W, width: str | None = None) -> W:
    """Let ``control`` shrink to its box: ``width`` (e.g. ``"12em"``) at most 100%.

    A described control (its label takes room) keeps a small minimum so the label
    and the input both stay readable.
    """
    layout = control.layout
    if width is not None:
        layout.width = width
    layout.max_width = "100%"
    layout.min_width = "0"
    layout.flex = "0 1 auto"
    return control


def row(*children: widgets.Widget, css: str = "", gap: str = "4px 8px") -> widgets.HBox:
    """Children side by side, wrapping onto new lines when the board is narrow."""
    box = widgets.HBox(
        list(children),
        layout=widgets.Layout(
            flex_flow="row wrap", align_items="center", max_width="100%", grid_gap=gap
        ),
    )
    if css:
        box.add_class(css)
    return box


def column(*children: widgets.Widget, css: str = "") -> widgets.VBox:
    """Children one under the other, never wider than the board."""
    box = widgets.VBox(list(children), layout=widgets.Layout(max_width="100%"))
    if css:
        box.add_class(css)
    return box
