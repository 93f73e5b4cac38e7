"""Small HTML pieces the LOGO boards share: chances as percentages, exact fractions, notes."""

from __future__ import annotations

import html
from fractions import Fraction

import ipywidgets as widgets

from logo_kit.logo import Color

from .cards import CARD_COLORS

TABLE_STYLE = "border-collapse:collapse;margin:4px 0"
CELL = "padding:2px 10px;text-align:left"
_EXACT_STYLE = "color:#555;font-family:monospace;font-size:0.85em;word-break:break-all"


def percent(p: Fraction | float) -> str:
    """A chance as a percentage with 3 significant digits, never rounding to 0% or 100%.

    >>> percent(Fraction(3, 16)), percent(Fraction(1, 202927725)), percent(0), percent(1)
    ('18.8%', '4.93e-07%', '0%', '100%')
    >>> percent(Fraction(99999, 100000))
    '>99.9%'
    """
    x = float(p)
    if p == 0 or p == 1:
        return f"{x:.0%}"
    text = f"{100 * x:.3g}%"
    if text in ("100%", "1e+02%"):
        return ">99.9%"
    return text


def exact(p: Fraction | float) -> str:
    """The exact fraction in small grey type (nothing for a float estimate)."""
    return f"<span style='{_EXACT_STYLE}'>{p}</span>" if isinstance(p, Fraction) else ""


def note(text: str) -> str:
    return f"<div style='color:#333;font-size:0.9em;margin:2px 0'>{text}</div>"


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
