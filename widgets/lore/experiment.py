"""The hat-check class experiment: pool the class's shuffles and compare them with
the exact chances.

Each group shuffles its star cards 1–9, deals them face up into lanes 1–9 and
counts the cards *home* (number = lane), several times; then types its counts
into the board. The board holds a core :class:`~logo_kit.lore.HatCheck` (the
pooled counts; every number comes from it) and shows, for each number of
cards home, the pooled frequency with its 95% interval beside the exact chance
``C(9, k)·D(9 − k) / 9!``. A class without cards can let the computer shuffle
(seeded, so the same seed gives the same results).

>>> board = HatCheckBoard(seed=1)
>>> board.add_group("0 1 2 0 1 1")
True
>>> board.shuffles, board.experiment.frequency(1)
(6, Fraction(1, 2))
>>> board.add_group("8")   # 8 of 9 home cannot happen: refused, nothing added
False
>>> board.shuffles
6
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import numpy as np
import plotly.graph_objects as go

from logo_kit import _check
from logo_kit.errors import LogoKitError
from logo_kit.lore import HatCheck

from ..classroom.send import ClassSend
from ..common.base import Board
from ..common.chart_view import ChartView
from ..common.layout import column, fit, row
from ..common.palette import HIGHLIGHT, SEQUENCE
from ..common.plot_fit import TITLE_BELOW_TOOLBAR, TOOLBAR_ROW, PlotFit, chart_slot
from ..common.readout import amount_html, chance_html, percent_html

__all__ = ["HatCheckBoard"]

CLASS_CARDS = 9
"""The class pool's hat-check is the star line's 9 cards; other sizes stay on the board."""

_STEPS = (
    "<ol style='margin:4px 0 4px 1.2em;padding:0'>"
    "<li>Shuffle the star cards 1–{n} well.</li>"
    "<li>Deal them face up into lanes 1–{n}, left to right.</li>"
    "<li>Count the cards <b>home</b>: the card's number equals its lane.</li>"
    "<li>Write the count down; shuffle again. Then type your group's counts below, "
    "one number per shuffle (e.g. <code>1 0 2 0 1</code>), and press <b>Add our group</b>.</li>"
    "</ol>"
)


_CELL = "padding:2px 6px;text-align:right;border-bottom:1px solid #ddd"


_HEADINGS = (
    ("cards home k", ""),
    ("shuffles", ""),
    ("class frequency", ""),
    ("95% interval", ""),
    ("exact chance", ""),
)


def _table(rows: str, cards: int) -> str:
    # the comparison table; every cell styled inline (no stylesheet in a widget)
    head = "".join(f"<th scope='col' style='{_CELL}'{span}>{name}</th>" for name, span in _HEADINGS)
    note = (
        f"<p style='font-size:max(12px, 0.9em)'>{cards - 1} cards home is impossible: the "
        "last card would have only its own lane left.</p>"
        if cards >= 2
        else ""
    )
    return (
        "<table style='border-collapse:collapse;max-width:100%;font-size:max(12px, 0.9em)'>"
        "<caption style='text-align:left'>Cards home: the class against the exact chance "
        f"C(n,k)·D(n−k)/n!</caption><tr>{head}</tr>"
        + rows.replace("<td>", f"<td style='{_CELL}'>")
        + f"</table>{note}"
    )


def _figure() -> go.Figure:
    axis = {"showgrid": True, "gridcolor": "#e5e5e5", "zeroline": False, "linecolor": "#444"}
    figure = go.Figure(
        layout={
            "template": "none",
            # short, under the toolbar's row: the title fits a narrow column, uncovered
            "title": {
                "text": "Cards home: class against exact",
                "font": {"size": 14},
                **TITLE_BELOW_TOOLBAR,
            },
            "xaxis": {**axis, "title": {"text": "cards home k"}, "dtick": 1},
            "yaxis": {**axis, "title": {"text": "share of shuffles"}, "tickformat": ".0%"},
            "barmode": "group",
            "height": 374,
            # the right margin keeps plotly's 20 px corner handles inside the chart
            "margin": {"l": 64, "r": 24, "t": TOOLBAR_ROW + 22 + 14, "b": 50},
            "legend": {"orientation": "h", "y": -0.25},
            "font": {"family": "sans-serif", "size": 13},
        }
    )  # shown by a ChartView, at its slot's width
    figure.add_bar(name="exact chance", marker={"color": SEQUENCE[0]})
    figure.add_bar(
        name="class frequency (95% interval)",
        marker={"color": HIGHLIGHT, "pattern": {"shape": "/"}},
    )
    return figure


class HatCheckBoard(Board):
    """Pool a class's hat-check results and compare them with the exact distribution.

    ``cards`` (1–20, default 9) is the number of cards each group shuffles;
    ``seed`` makes the computer's shuffles (**Let the computer shuffle**)
    repeatable. ``results`` (text such as ``"0 1 2"``) adds a first group.
    """

    title = "Hat-check: how many cards land home?"

    def __init__(
        self,
        cards: int = 9,
        seed: int = 2026,
        results: str | None = None,
        class_pool: str | None = None,
    ) -> None:
        self.experiment = HatCheck(cards=cards)
        self._class_pool = class_pool
        self.seed = _check.seed(seed)
        self._rng = np.random.default_rng(self.seed)
        self._earlier: list[HatCheck] = []
        super().__init__()
        self.widget.add_class("logo-kit-hat-check")
        if results is not None:
            self.add_group(results)

    # -- building -------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        n = self.experiment.cards
        steps = widgets.HTML(_STEPS.format(n=n))
        self.results_text = fit(
            widgets.Text(
                description="Cards home", placeholder="one number per shuffle, e.g. 1 0 2 0 1"
            ),
            "420px",
        )
        self.add_button = widgets.Button(
            description="Add our group", button_style="primary",
            tooltip="Add these shuffles to the class's pooled results",
        )  # fmt: skip
        self.add_button.on_click(lambda _b: self.add_group(self.results_text.value))
        self.shuffles_box = fit(
            widgets.BoundedIntText(value=30, min=1, max=100_000, description="Shuffles"),
            "180px",
        )
        self.simulate_button = fit(
            widgets.Button(
                description="Let the computer shuffle",
                tooltip="Add this many seeded computer shuffles as one more group",
            ),
            "auto",
        )
        self.simulate_button.on_click(lambda _b: self.simulate_group(self.shuffles_box.value))
        self.undo_button = widgets.Button(
            description="Undo last group", tooltip="Take back the last group added"
        )
        self.undo_button.on_click(lambda _b: self.undo())
        self.clear_button = widgets.Button(description="Start again", tooltip="Forget every group")
        self.clear_button.on_click(lambda _b: self.clear())
        self.summary_view = widgets.HTML()
        self.summary_view.add_class("hat-summary")  # on the widget: it stays while its text changes
        self.table_view = widgets.HTML()
        self.table_view.add_class("hat-table")
        self.chart = ChartView(_figure())
        self.chart.widget.add_class("hat-chart")
        self.figure = self.chart.figure  # the chart's plotly figure (its numbers, for checks)
        self.class_send = ClassSend(
            self, "lore-hat-check", self._class_pool, restore=self._restore_from_class
        )
        self.class_send.widget.layout.display = None if n == CLASS_CARDS else "none"
        return column(
            steps,
            self.class_send.widget,
            row(self.results_text, self.add_button),
            row(self.shuffles_box, self.simulate_button),
            row(self.undo_button, self.clear_button),
            self.summary_view,
            # at most 700 px: drawn on a wide screen, the chart still fits a printed A4 page
            chart_slot(self.chart.widget),
            PlotFit(),
            self.table_view,
        )

    # -- actions ----------------------------------------------------------------------------
    def add_group(self, results: Any) -> bool:
        """Add one group's results (cards home per shuffle, as text or a list)."""

        def action() -> None:
            before = self.experiment.counts
            pooled = self.experiment.add(results)  # checked by the core first
            self._earlier.append(self.experiment)
            self.experiment = pooled
            with self.quietly():
                self.results_text.value = ""
            if self.experiment.cards == CLASS_CARDS:  # the class pool collects 9-card shuffles
                added = [b - a for a, b in zip(before, pooled.counts, strict=True)]
                self.class_send.send([k for k, n in enumerate(added) for _ in range(n)])

        return self.act(action)

    def _restore_from_class(self, outcomes: list[int]) -> None:
        """Put the shuffles this student sent before (a reloaded page) back here, as a group."""
        if self.experiment.cards == CLASS_CARDS:
            self._earlier.append(self.experiment)
            self.experiment = self.experiment.add(outcomes)

    def simulate_group(self, shuffles: int) -> bool:
        """Add ``shuffles`` seeded computer shuffles as one more group."""

        def action() -> None:
            pooled = self.experiment.simulate(shuffles, self._rng)
            self._earlier.append(self.experiment)
            self.experiment = pooled

        return self.act(action)

    def undo(self) -> bool:
        """Take back the last group (the computer's shuffles are not redrawn)."""

        def action() -> None:
            if not self._earlier:
                raise LogoKitError("there is no group to take back yet.")
            self.experiment = self._earlier.pop()

        return self.act(action)

    def clear(self) -> bool:
        """Forget every group (the seed starts its shuffles again)."""

        def action() -> None:
            self._earlier = []
            self.experiment = HatCheck(cards=self.experiment.cards)
            self._rng = np.random.default_rng(self.seed)

        return self.act(action)

    # -- what the board shows ---------------------------------------------------------------
    @property
    def shuffles(self) -> int:
        """Shuffles pooled so far."""
        return self.experiment.shuffles

    @property
    def groups(self) -> int:
        """Groups added so far."""
        return self.experiment.groups

    def render(self) -> None:
        self.class_send.render()
        hat = self.experiment
        n = hat.cards
        exact = hat.exact_distribution
        ks = [k for k in range(n + 1) if exact.prob(k) > 0]
        if not hat.shuffles:
            self.summary_view.value = (
                "<p>No shuffles yet. The exact chances are drawn; add your "
                "group's counts to see the class's frequencies beside them.</p>"
            )
            rows = "".join(
                f"<tr><td>{k}</td><td>–</td><td>–</td><td>–</td>"
                f"<td>{chance_html(exact.prob(k), exact=True)}</td></tr>"
                for k in ks
            )
            self._draw(ks, [float(exact.prob(k)) for k in ks], None)
        else:
            mean = hat.mean()
            self.summary_view.value = (
                f"<p>{hat.groups} group(s), <b>{hat.shuffles}</b> shuffles "
                f"pooled. Mean cards home: {amount_html(mean, digits=3, exact=True)} "
                "(exactly 1 in the long run).</p>"
            )
            table = [row for row in hat.table() if row.k in ks]
            rows = "".join(
                f"<tr><td>{r.k}</td><td>{r.shuffles}</td><td>{percent_html(r.frequency)}</td>"
                f"<td>{r.low:.1%}–{r.high:.1%}</td>"
                f"<td>{chance_html(r.exact, exact=True)}</td></tr>"
                for r in table
            )
            self._draw(ks, [float(r.exact) for r in table], table)
        self.table_view.value = _table(rows, n)
        self.undo_button.disabled = not self._earlier

    def _draw(self, ks: list[int], exact: list[float], table: list | None) -> None:
        figure = self.figure
        with figure.batch_update():
            figure.data[0].x, figure.data[0].y = ks, exact
            if table is None:
                figure.data[1].x, figure.data[1].y = [], []
                figure.data[1].error_y = None
            else:
                freq = [float(r.frequency) for r in table]
                figure.data[1].x, figure.data[1].y = ks, freq
                figure.data[1].error_y = {
                    "type": "data",
                    "symmetric": False,
                    "array": [r.high - f for r, f in zip(table, freq, strict=True)],
                    "arrayminus": [f - r.low for r, f in zip(table, freq, strict=True)],
                }
        self.chart.refresh()
