"""The Risky Business board's two plots: the chance of no BUST, and the expected sum.

The curves come from :func:`~logo_kit.billionaire.survival_curve`,
:func:`~logo_kit.billionaire.expected_sum_by_draws` and the EV-optimal value;
this module only draws them and marks where the current launch is. Each figure is
shown through a :class:`~..common.chart_view.ChartView` (``survival_view``,
``value_view``), so it draws in Voilà too.
"""

from __future__ import annotations

from fractions import Fraction

import plotly.graph_objects as go

from logo_kit.billionaire import (
    RiskyBusinessDeck,
    expected_sum_by_draws,
    optimal_policy,
    survival_curve,
)

from ..common.chart_view import ChartView
from ..common.palette import HIGHLIGHT, NEUTRAL, SEQUENCE
from ..common.plot_fit import TITLE_BELOW_TOOLBAR

__all__ = ["LaunchPlots"]


def _figure(title: str, x_title: str, y_title: str) -> go.Figure:
    # The light "none" template with our own grid is much quicker to build than the
    # default template (boards are built often in tests and notebooks).
    axis = {"showgrid": True, "gridcolor": "#e5e5e5", "zeroline": False, "linecolor": "#444"}
    return go.Figure(
        layout={
            "template": "none",
            # the title under the toolbar's row: the toolbar never covers it
            "title": {"text": title, "font": {"size": 14}, **TITLE_BELOW_TOOLBAR},
            "xaxis": {**axis, "title": {"text": x_title}},
            "yaxis": {**axis, "title": {"text": y_title}},
            "height": 364,
            "margin": {"l": 64, "r": 24, "t": 64, "b": 50},
            "legend": {"orientation": "h", "y": -0.3},
            "font": {"family": "sans-serif", "size": 13},
        }
    )


class LaunchPlots:
    """Two plot widgets, redrawn only when the deck or the number of cards changes."""

    def __init__(self) -> None:
        self.survival_fig = _figure(
            "Chance of no BUST after k cards", "cards drawn k", "chance of no BUST"
        )
        self.survival_fig.add_scatter(
            name="chance of no BUST", mode="lines+markers", line={"color": SEQUENCE[0]}
        )
        self.survival_fig.add_scatter(
            name="your cards now", mode="markers", marker={"color": HIGHLIGHT, "size": 14}
        )
        self.value_fig = _figure(
            "Expected sum when you always stop after k cards",
            "cards drawn k",
            "expected sum per brand card (M)",
        )
        self.value_fig.add_scatter(
            name="stop after k cards", mode="lines+markers", line={"color": SEQUENCE[1]}
        )
        self.value_fig.add_scatter(
            name="EV-optimal rule", mode="lines", line={"color": NEUTRAL, "dash": "dash"}
        )
        self.value_fig.add_scatter(
            name="your cards now", mode="markers", marker={"color": HIGHLIGHT, "size": 14}
        )
        self.survival_view = ChartView(self.survival_fig)
        self.value_view = ChartView(self.value_fig)
        self._plotted: tuple[RiskyBusinessDeck, int] | None = None
        self._curves: tuple[dict[int, Fraction], dict[int, Fraction]] = ({}, {})

    def show(self, deck: RiskyBusinessDeck, here: int) -> None:
        """Draw ``deck``'s curves and mark ``here`` cards drawn (0: no mark)."""
        if self._plotted == (deck, here):
            return  # nothing on the plots changed
        new_deck = self._plotted is None or self._plotted[0] != deck
        if new_deck:
            self._curves = (survival_curve(deck), expected_sum_by_draws(deck))
        survive, expected = self._curves
        if new_deck:
            ks = list(survive)
            self.survival_fig.data[0].x = ks
            self.survival_fig.data[0].y = [float(p) for p in survive.values()]
            self.value_fig.data[0].x = ks
            self.value_fig.data[0].y = [float(e) for e in expected.values()]
            best = float(optimal_policy(deck, "ev").value)
            self.value_fig.data[1].x = [ks[0], ks[-1]]
            self.value_fig.data[1].y = [best, best]
        if here:
            self.survival_fig.data[1].x = [here]
            self.survival_fig.data[1].y = [float(survive[here])]
            self.value_fig.data[2].x = [here]
            self.value_fig.data[2].y = [float(expected[here])]
        else:
            for trace in (self.survival_fig.data[1], self.value_fig.data[2]):
                trace.x, trace.y = [], []
        self.survival_view.refresh()
        self.value_view.refresh()
        self._plotted = (deck, here)
