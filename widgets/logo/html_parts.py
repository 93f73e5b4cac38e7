"""Small HTML pieces the LOGO boards share: chances as percentages, exact fractions, notes.

``percent`` is the core's :func:`logo_kit.readable.percent_text` (the boards' one way of
writing a chance).
"""

from __future__ import annotations

import html
from fractions import Fraction

import ipywidgets as widgets

from logo_kit.logo.cards import Color
from logo_kit.readable import percent_text as percent

from ..common.readout import exact_html
from .cards import CARD_COLORS

__all__ = ["CELL", "TABLE_STYLE", "exact", "heading", "note", "percent", "row", "swatch"]

TABLE_STYLE = "border-collapse:collapse;margin:4px 0"
CELL = "padding:2px 6px;text-align:left"


def exact(p: Fraction | float, shown: bool = True) -> str:
    """The exact fraction in small grey type when ``shown`` (nothing for a float estimate)."""
    return exact_html(p) if shown and isinstance(p, Fraction) else ""


def note(text: str) -> str:
    return f"<div style='color:#333;font-size:max(12px, 0.9em);margin:2px 0'>{text}</div>"


def row(name: str, *cells: str, css: str = "") -> str:
    """A table row: a header cell with ``name``, then the cells (HTML)."""
    klass = f" class='{css}'" if css else ""
    tds = "".join(f"<td style='{CELL}'>{cell}</td>" for cell in cells)
    return f"<tr{klass}><th style='{CELL}'>{html.escape(name)}</th>{tds}</tr>"


def swatch(color: Color) -> str:
    """A decorative colour square; the colour is always named in words beside it."""
    return (
        "<span aria-hidden='true' style='display:inline-block;width:0.9em;height:0.9em;"
        f"margin-right:4px;background:{CARD_COLORS[color]};border:1px solid #111'></span>"
    )


def heading(text: str) -> widgets.HTML:
    return widgets.HTML(f"<h4 style='margin:10px 0 2px 0'>{html.escape(text)}</h4>")
