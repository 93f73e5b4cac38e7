"""The boards' shared style sheet: a visible focus ring, the status strip, change marks.

Every board carries one small ``<style>`` element (an HTML widget with no size),
so the rules below apply in JupyterLab, classic notebooks and Voilà alike
without a front-end extension. Repeating it on several boards is harmless: the
rules are the same.

- **Focus ring** (WCAG 2.4.7/1.4.11): 3 px solid near-black outside
  the control, with a 2 px gap, so it has at least 3:1 contrast against both a
  white page and a blue button.
- **Status strip**: sticks to the top of the scrolling notebook or page while
  the board is in view, so whose turn it is, what changed, the turn's buttons and
  any error are never off-screen. ``position: sticky`` sticks inside the nearest
  ancestor that clips (``overflow`` other than ``visible``), and the widget box and
  the output area around a board clip without ever scrolling (ipywidgets' boxes and
  JupyterLab's and Voilà's output areas set ``overflow: auto`` or ``hidden``), so the
  strip scrolled away with the page: the rules below make every box from the board
  up to the page's own scroller let it through.
- **Chart height**: a chart (:class:`~.chart_view.ChartView`) fills the height its
  ``Output`` widget is given. plotly forgets a responsive figure's height when it
  re-fits the chart (a window resize, JupyterLab's own resize, the board's
  :class:`~.plot_fit.PlotFit`) and takes its container's height instead; without
  these rules that container has none, and the chart spills over what follows it.
- **Change marks**: ``lk-changed`` outlines a card, seat, line or track space that
  changed since the student's last move, in Okabe–Ito orange, with a short
  pulse (no pulse for readers who ask for reduced motion).
"""

from __future__ import annotations

import ipywidgets as widgets

__all__ = ["CHANGED_CLASS", "STYLE_SHEET", "style_sheet"]

CHANGED_CLASS = "lk-changed"
"""Add to a widget (``add_class``) or an HTML element's ``class`` to mark it as changed."""

FOCUS_RING = "#111111"
CHANGED_COLOUR = "#E69F00"  # Okabe–Ito orange

STYLE_SHEET = f"""
.logo-kit-board button:focus-visible,
.logo-kit-board input:focus-visible,
.logo-kit-board select:focus-visible,
.logo-kit-board textarea:focus-visible,
.logo-kit-board [tabindex]:focus-visible {{
  outline: 3px solid {FOCUS_RING} !important;
  outline-offset: 2px !important;
  box-shadow: 0 0 0 5px #ffffff !important;
}}
.logo-kit-board,
.jp-OutputArea-output:has(.logo-kit-strip),
.jp-OutputArea-child:has(.logo-kit-strip),
.jp-OutputArea:has(.logo-kit-strip),
.jp-Cell-outputWrapper:has(.logo-kit-strip),
.jp-Cell-outputArea:has(.logo-kit-strip) {{
  overflow: visible !important;
  min-width: 0 !important; /* a flex item that lets overflow through would otherwise
     never shrink below its content's width, and the whole cell grew wider than its
     column (the notebook scrolled sideways at 800 px) */
}}
.logo-kit-strip {{
  position: sticky;
  top: 0;
  z-index: 20;
  background: #ffffff;
  box-shadow: 0 -12px 0 0 #ffffff; /* covers a scroller's top padding: nothing shows above */
  border-bottom: 1px solid #b0b0b0;
  padding: 2px 0 4px 0;
}}
.logo-kit-strip-turn {{
  font-weight: bold;
  font-size: 14px;
}}
.logo-kit-strip-changes {{
  font-size: 13px;
  color: #111111;
}}
.logo-kit-chart > .jp-OutputArea,
.logo-kit-chart .jp-OutputArea-child,
.logo-kit-chart .js-plotly-plot {{
  display: block;
  height: 100%;
}}
.{CHANGED_CLASS} {{
  outline: 3px solid {CHANGED_COLOUR} !important;
  outline-offset: 2px;
  animation: lk-pulse 1.2s ease-out 2;
}}
@keyframes lk-pulse {{
  0% {{ box-shadow: 0 0 0 0 rgba(230, 159, 0, 0.8); }}
  100% {{ box-shadow: 0 0 0 10px rgba(230, 159, 0, 0); }}
}}
@media (prefers-reduced-motion: reduce) {{
  .{CHANGED_CLASS} {{ animation: none; }}
}}
"""


def style_sheet() -> widgets.HTML:
    """A widget holding :data:`STYLE_SHEET`; it takes no room on the page."""
    sheet = widgets.HTML(f"<style>{STYLE_SHEET}</style>", layout=widgets.Layout(height="0px"))
    sheet.add_class("logo-kit-style")
    return sheet
