"""The class experiment board: pool the class's red-card tallies; compare with exact chances.

Each student deals 7 cards from a shuffled LOGO deck and counts the red cards
(0–7). The teacher types the tallies in — each hand's count (``2 1 3 0 2``) or
counts per outcome (``0:4 1:10 2:7``) — and the board shows, for every count,
the pooled frequency, the exact hypergeometric chance and a 95% interval from
the class's hands, as a table and as bars. The pooling and its checks live in
:mod:`logo_kit.logo.experiment`; the board holds a :class:`~logo_kit.logo.Tally`.

>>> board = ExperimentBoard(tally="2 1 3 0 2")
>>> board.tally.hands
5
>>> board.add("0:2 1:3")
True
>>> board.tally.hands, board.event_frequency
(10, Fraction(1, 10))
"""

from __future__ import annotations

from fractions import Fraction

import ipywidgets as widgets
import numpy as np
import plotly.graph_objects as go

from logo_kit import _check
from logo_kit.logo import Tally, deal_red_counts, read_tally, red_cards_distribution

from ..classroom.send import ClassSend
from ..common import plots
from ..common.base import Board
from ..common.chart_view import ChartView
from ..common.layout import column, fit, row
from ..common.plot_fit import PlotFit, chart_slot
from ..common.readout import chance_html, percent_html
from .html_parts import CELL, TABLE_STYLE, note, percent

__all__ = ["ExperimentBoard"]

CLASS_SIZE = 30
"""Hands dealt by the Simulate button: one class, one hand each."""
_AT_LEAST = 3  # the event reported under the table: 3 or more red cards


class ExperimentBoard(Board):
    """Enter the class's red-card tallies; compare the pooled frequencies with exact chances.

    ``tally`` (text, or a :class:`~logo_kit.logo.Tally`) starts the pool;
    ``seed`` (0 to 2³¹ − 1) repeats the **Simulate a class** deals, which show
    what a class of 30 might find before the real cards come out.
    """

    title = "LOGO class experiment: red cards in a 7-card hand"

    def __init__(
        self, tally: str | Tally | None = None, *, seed: int = 2026, class_pool: str | None = None
    ) -> None:
        self.seed = _check.whole(seed, "seed", low=0, high=2**31 - 1, why="a seed for numpy")
        self.rng = np.random.default_rng(self.seed)
        self.tally = Tally()
        self._history: list[Tally] = []
        self._class_pool = class_pool
        super().__init__()
        if tally is not None and not self.add(tally):
            raise ValueError(self.last_error or "cannot read this tally")

    # -- controls ------------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        steps = (
            "<ol style='margin:2px 0 6px 1.2em;padding:0'>"
            "<li>Shuffle a full LOGO deck well and deal 7 cards.</li>"
            "<li>Count the <b>red</b> cards (R1–R14; the LOGO card does not count).</li>"
            "<li>Write the number down, put the cards back, shuffle, repeat.</li>"
            "<li>Type the class's numbers below and press <b>Add to the pool</b>.</li></ol>"
        )
        self.entry = fit(
            widgets.Text(
                description="Red cards",
                placeholder="each hand: 2 1 3 0 2   or per count: 0:4 1:10 2:7",
                continuous_update=False,
            ),
            "30em",
        )
        self.add_button = fit(
            widgets.Button(
                description="Add to the pool",
                icon="plus",
                button_style="primary",
                tooltip="Add these hands to the class's pooled tally",
            ),
            "auto",
        )
        self.add_button.on_click(lambda _b: self.add(self.entry.value))
        self.simulate_button = fit(
            widgets.Button(
                description=f"Simulate a class ({CLASS_SIZE} hands)",
                icon="random",
                tooltip="Deal 30 hands by computer (seeded) and add them to the pool",
            ),
            "auto",
        )
        self.simulate_button.on_click(self.on_click(self._simulate))
        self.undo_button = fit(widgets.Button(description="Undo last", icon="undo"), "auto")
        self.undo_button.on_click(self.on_click(self._undo))
        self.clear_button = fit(widgets.Button(description="Clear the pool", icon="trash"), "auto")
        self.clear_button.on_click(self.on_click(self._clear))
        self.summary_view = widgets.HTML()
        self.summary_view.add_class("logo-kit-experiment-summary")
        self.table_view = widgets.HTML()
        self.table_view.add_class("logo-kit-experiment-table")
        # A new figure per render (see render), shown by one ChartView; at most 700 px wide
        # (chart_slot): drawn on a wide screen, the chart still fits a printed A4 page
        self.chart = ChartView(go.Figure(layout={"template": "none"}))
        self.chart.widget.add_class("logo-kit-experiment-plot")
        self.plot_box = chart_slot(self.chart.widget)
        self.plot_box.add_class("logo-kit-experiment-plot-box")
        self.class_send = ClassSend(
            self, "logo-red-cards", self._class_pool, restore=self._restore_from_class
        )
        return column(
            widgets.HTML(steps),
            self.class_send.widget,
            row(self.entry, self.add_button),
            row(self.simulate_button, self.undo_button, self.clear_button),
            self.summary_view,
            self.table_view,
            self.plot_box,
            PlotFit(),
        )

    # -- actions -------------------------------------------------------------------------------
    def add(self, tally: str | Tally) -> bool:
        """Add hands to the pool (text as in :func:`~logo_kit.logo.read_tally`, or a Tally)."""
        return self.act(lambda: self._add(tally, send=True))

    def simulate(self) -> bool:
        """Deal :data:`CLASS_SIZE` hands with the board's seeded generator and add them."""
        return self.act(self._simulate)

    def undo(self) -> bool:
        """Take back the last addition."""
        return self.act(self._undo)

    def clear(self) -> bool:
        """Empty the pool (Undo brings it back)."""
        return self.act(self._clear)

    def _add(self, tally: str | Tally, send: bool = False) -> None:
        more = tally if isinstance(tally, Tally) else read_tally(tally)
        pooled = self.tally + more  # raises before anything changes
        self._history.append(self.tally)
        self.tally = pooled
        self.entry.value = ""
        if send:  # the student's own hands (never the simulated ones) go to the class pool
            self.class_send.send([k for k, n in enumerate(more.counts) for _ in range(n)])

    def _restore_from_class(self, outcomes: list[int]) -> None:
        """Put the hands this student sent before (a reloaded page) back in the pool here."""
        self._add(" ".join(map(str, outcomes)))

    def _simulate(self) -> None:
        self._add(deal_red_counts(CLASS_SIZE, self.rng))

    def _undo(self) -> None:
        if not self._history:
            raise ValueError("nothing to undo: the pool is as it started.")
        self.tally = self._history.pop()

    def _clear(self) -> None:
        self._history.append(self.tally)
        self.tally = Tally()

    # -- what is shown -------------------------------------------------------------------------
    @property
    def event_frequency(self) -> Fraction | None:
        """Pooled share of hands with 3 or more red cards (None while the pool is empty)."""
        if not self.tally.hands:
            return None
        return self.tally.event_frequency(lambda red: red >= _AT_LEAST)

    @property
    def figure(self) -> go.Figure:
        """The chart's plotly figure (a new one each time the pool changes)."""
        return self.chart.figure

    def figure_of_pool(self) -> go.Figure:
        """The pooled frequencies beside the exact chances (a plain plotly figure)."""
        exact_chances = red_cards_distribution()
        series = {"exact chance": {k: exact_chances[k] for k in range(8)}}
        if self.tally.hands:
            series = {
                f"class ({self.tally.hands} hands)": {
                    r.red: r.frequency for r in self.tally.rows()
                },
                **series,
            }
        return plots.bars(
            series,
            title="Red cards in a 7-card hand",  # short: it fits a narrow column
            x="red cards in the hand",
            y="share of hands",
            percent=True,
            text=False,
            height=340,
        )

    def render(self) -> None:
        self.class_send.render()
        exact_chances = red_cards_distribution()
        p_event = exact_chances.prob(lambda red: red >= _AT_LEAST)
        if not self.tally.hands:
            self.summary_view.value = note(
                "No hands yet. The exact chances: 7 cards from 55, of which 14 are red."
            )
            self.table_view.value = ""
        else:
            rows = self.tally.rows()
            inside = sum(r.inside for r in rows)
            shared = self.event_frequency
            self.summary_view.value = note(
                f"<b>{self.tally.hands}</b> hands pooled. Hands with {_AT_LEAST} or more red "
                f"cards: class {percent_html(shared, exact=True)}, exact "
                f"{chance_html(p_event, exact=True)}. The exact chance lies inside "
                f"{inside} of the 8 intervals (about 95% of them should, once many hands "
                "are pooled)."
            )
            head = "".join(
                f"<th style='{CELL}'>{h}</th>"
                for h in ("red cards", "hands", "class share", "95% interval", "exact chance")
            )
            body = "".join(
                f"<tr class='logo-kit-red-{r.red}'><td style='{CELL}'>{r.red}</td>"
                f"<td style='{CELL}'>{r.hands}</td>"
                f"<td style='{CELL}'>{percent_html(r.frequency)}</td>"
                f"<td style='{CELL}'>{percent(r.low)}–{percent(r.high)}"
                f"{'' if r.inside else ' (misses)'}</td>"
                f"<td style='{CELL}'>{percent_html(r.exact, exact=True)}</td></tr>"
                for r in rows
            )
            self.table_view.value = (
                f"<table style='{TABLE_STYLE};max-width:100%'><tr>{head}</tr>{body}</table>"
            )
        self.chart.show(self.figure_of_pool())
