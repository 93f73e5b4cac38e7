"""Draw to BUST: enter the class's pooled results and see them against the exact distribution.

The class experiment of lesson 30: each group shuffles the Risky Business deck
and turns cards over until a BUST, writing down how many safe (value) cards
came first; then shuffles again. The board holds a
:class:`~logo_kit.billionaire.BustExperiment` (the deck and every group's
counts) and shows what the core computes from it: the pooled table, the pooled
mean beside the exact mean, the event "at least k safe cards" with its
95% interval beside the exact chance, and two plots — the pooled frequencies
against the exact distribution, and the running frequency of the event
settling towards the exact chance (the law of large numbers).

>>> board = DrawToBustBoard(seed=3, simulated=2)
>>> board.experiment.trials  # two simulated groups of 5 shuffles
10
>>> from logo_kit.billionaire.experiment import mean_safe_cards
>>> board.exact_mean == mean_safe_cards(board.deck)
True
"""

from __future__ import annotations

import html
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import _check
from logo_kit.billionaire import (
    BustExperiment,
    EventShare,
    RiskyBusinessDeck,
    choose_deck,
    mean_safe_cards,
)
from logo_kit.billionaire.deck import BULL_TEXT
from logo_kit.errors import LogoKitError

from ..classroom.send import ClassSend
from ..common.base import Board
from ..common.chart_view import ChartView
from ..common.layout import column, fit, row
from ..common.palette import HIGHLIGHT, OKABE_ITO, SEQUENCE
from ..common.plot_fit import PlotFit, chart_slot
from ..common.plots import running_frequency
from ..common.readout import amount_html, chance_html, percent_html
from .deck_choice import DeckChoice
from .plots import _figure

__all__ = ["SIMULATED_SHUFFLES", "DrawToBustBoard"]

SIMULATED_SHUFFLES = 5
"""Shuffles in one simulated group (what a real group manages in about five minutes)."""
MAX_SEED = 2**31 - 1
MAX_START_GROUPS = 50


class DrawToBustBoard(Board):
    """The class's "draw to BUST" counts, pooled, against the exact distribution.

    ``deck``: ``"bull"``, ``"bear"`` or ``"custom"`` (then ``custom`` and ``custom_busts``
    give the cards, as :func:`~logo_kit.billionaire.parse_deck` reads them);
    ``at_least``: the event "at least k safe cards" to follow (default 6);
    ``simulated``: groups of 5 simulated shuffles to start with (0 to 50), to try the
    board before the class reports; ``seed``: the simulation (0 to 2³¹ − 1).
    """

    title = "Draw to BUST: the class experiment"

    def __init__(
        self,
        deck: str = "bull",
        at_least: int = 6,
        simulated: int = 0,
        seed: int = 0,
        custom: str = BULL_TEXT,
        custom_busts: int = 3,
        class_pool: str | None = None,
    ) -> None:
        self._syncing = False
        self._class_pool = class_pool
        chosen = choose_deck(deck, custom, custom_busts)  # ruling B1
        self.seed = _check.whole(seed, "seed", low=0, high=MAX_SEED)
        simulated = _check.whole(simulated, "simulated", low=0, high=MAX_START_GROUPS)
        self.experiment = BustExperiment(chosen)
        self.at_least = self._checked_event(at_least)
        self.deck_kind = deck
        self.rng = np.random.default_rng(self.seed)
        self._simulated = 0
        for _ in range(simulated):
            self._simulate()
        self._initial_custom = (custom, custom_busts)
        super().__init__()
        self.widget.add_class("logo-kit-draw-to-bust")

    # -- controls ------------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        self.decks = DeckChoice(self.deck_kind, *self._initial_custom, css="dtb")
        self.deck_choice = self.decks.kind_box
        self.custom_text, self.custom_busts = self.decks.custom_text, self.decks.custom_busts
        self.custom_button = self.decks.custom_button
        self.event_box = fit(
            widgets.BoundedIntText(
                value=self.at_least,
                min=0,
                max=self.deck.value_cards,
                description="Event: at least k safe cards, k =",
                style={"description_width": "initial"},
            ),
            "20em",
        )
        self.seed_box = fit(
            widgets.BoundedIntText(value=self.seed, min=0, max=MAX_SEED, description="Seed"),
            "12em",
        )
        self.name_box = fit(widgets.Text(value=self._next_name(), description="Group"), "16em")
        self.counts_box = fit(
            widgets.Text(
                value="",
                description="Safe cards",
                placeholder="one count per shuffle, e.g. 7 3 12 0 5",
            ),
            "30em",
        )
        self.add_button = widgets.Button(
            description="Add group",
            icon="plus",
            button_style="primary",
            tooltip="Add this group's counts to the class's pool",
        )
        self.remove_button = fit(
            widgets.Button(
                description="Remove last group", icon="undo", tooltip="Take the last group out"
            ),
            "auto",
        )
        self.simulate_button = fit(
            widgets.Button(
                description=f"Simulate a group ({SIMULATED_SHUFFLES} shuffles)",
                icon="random",
                tooltip="Add a group whose counts a seeded simulation makes",
            ),
            "auto",
        )
        self.clear_button = widgets.Button(
            description="Clear all", icon="trash", tooltip="Start the pool again"
        )
        for button, name, action in (
            (self.add_button, "dtb-add", self._add),
            (self.remove_button, "dtb-remove", self._remove_last),
            (self.simulate_button, "dtb-simulate", self._simulate),
            (self.clear_button, "dtb-clear", self._clear),
        ):
            button.add_class(name)
            button.on_click(self.on_click(action))
        self.custom_button.on_click(self.on_click(self._use_custom))  # class: dtb-use-custom
        self._watch(self.deck_choice, self._choose_kind)
        self._watch(self.event_box, self._set_event)
        self._watch(self.seed_box, self._reseed)

        self.groups_view = widgets.HTML()
        self.groups_view.add_class("dtb-groups")
        self.summary_view = widgets.HTML()
        self.summary_view.add_class("dtb-summary")
        self.table_view = widgets.HTML()
        self.table_view.add_class("dtb-table")
        self.frequency_fig = _figure(  # shown by a ChartView, at its slot's width
            "Safe cards before the first BUST", "safe cards s", "share of shuffles"
        )
        self.frequency_fig.add_bar(
            name="your class (pooled)",
            marker={"color": SEQUENCE[0], "pattern": {"shape": ""}},
        )
        self.frequency_fig.add_scatter(
            name="exact P(S = s)",
            mode="lines+markers",
            line={"color": HIGHLIGHT, "dash": "dash"},
            marker={"symbol": "diamond", "size": 7},
        )
        self.running_fig = _figure(
            "Running frequency of the event", "shuffles so far", "share with ≥ k safe cards"
        )
        self.running_fig.add_scatter(
            name="95% band around the exact chance",
            mode="lines",
            fill="toself",
            fillcolor="rgba(86,180,233,0.25)",
            line={"width": 0, "color": OKABE_ITO["sky_blue"]},
            hoverinfo="skip",
        )
        self.running_fig.add_scatter(
            name="your class (running)", mode="lines", line={"color": OKABE_ITO["blue"]}
        )
        self.running_fig.add_scatter(
            name="exact chance", mode="lines", line={"color": HIGHLIGHT, "dash": "dash"}
        )
        # one under the other (side by side, each would be drawn too wide for a printed page)
        self.frequency_view = ChartView(self.frequency_fig)
        self.running_view = ChartView(self.running_fig)
        views = (self.frequency_view, self.running_view)
        plots = column(*(chart_slot(v.widget) for v in views))
        plots.add_class("dtb-plots")
        self.class_send = ClassSend(
            self, "billionaire-draw-to-bust", self._class_pool, restore=self._restore_from_class
        )
        return column(
            self.class_send.widget,
            row(self.deck_choice, self.event_box, self.seed_box),
            self.decks.custom_row,
            row(self.name_box, self.counts_box, self.add_button),
            row(self.remove_button, self.simulate_button, self.clear_button),
            self.groups_view,
            self.summary_view,
            plots,
            PlotFit(),
            self.table_view,
        )

    def _watch(self, control: widgets.Widget, action: Callable[[Any], Any]) -> None:
        def handler(change: dict) -> None:
            if self._syncing:
                return
            if not self.act(lambda: action(change["new"])):
                self._sync_controls()

        control.observe(handler, names="value")

    # -- actions (public ones return True on success) -----------------------------------------
    def add_group(self, name: str, counts: str | list[int]) -> bool:
        """Add a group's counts (typed like ``"7 3 12"`` or a list) under ``name``."""
        return self.act(lambda: self._add_counts(name, counts))

    def simulate_group(self) -> bool:
        """Add a group of simulated shuffles (seeded)."""
        return self.act(self._simulate)

    def remove_last(self) -> bool:
        """Take the last group out of the pool."""
        return self.act(self._remove_last)

    def _add(self) -> None:
        self._add_counts(self.name_box.value, self.counts_box.value)
        self.counts_box.value = ""

    def _add_counts(self, name: str, counts: Any) -> None:
        before = len(self.experiment.runs)
        self.experiment = self.experiment.add(name, counts)  # the core checks both
        if self.deck_kind == "bull":  # ruling B1's deck, the class pool's experiment
            self.class_send.send(self.experiment.runs[before:])
        elif self.class_send.switch.value:  # added here, not sent: say so, nothing refused
            self.show_info(
                "Your group is added here, but the class pool collects the bull market deck "
                "(27 value cards, 3 BUSTs): choose it to send to the class."
            )

    def _restore_from_class(self, outcomes: list[int]) -> None:
        """Put the shuffles this student sent before (a reloaded page) back, as one group."""
        if self.deck_kind == "bull":
            self.experiment = self.experiment.add("sent before", outcomes)

    def _simulate(self) -> None:
        self._simulated += 1
        name = f"simulated {self._simulated}"
        while any(g.name == name for g in self.experiment.groups):
            self._simulated += 1
            name = f"simulated {self._simulated}"
        self.experiment = self.experiment.simulate_group(name, self.rng, SIMULATED_SHUFFLES)

    def _remove_last(self) -> None:
        if not self.experiment.groups:
            raise LogoKitError("there is no group to remove yet.")
        self.experiment = self.experiment.remove(self.experiment.groups[-1].name)

    def _clear(self) -> None:
        self.experiment = BustExperiment(self.deck)

    def _choose_kind(self, kind: Any) -> None:
        self._set_deck(kind, self.decks.deck(kind))

    def _use_custom(self) -> None:
        self._set_deck("custom", self.decks.deck("custom"))

    def _set_deck(self, kind: str, deck: RiskyBusinessDeck) -> None:
        experiment = self.experiment.with_deck(deck)  # refused if a count does not fit
        at_least = min(self.at_least, deck.value_cards)
        self.experiment, self.deck_kind, self.at_least = experiment, kind, at_least

    def _checked_event(self, at_least: Any) -> int:
        self.experiment.hits(at_least)  # the core checks 0 ≤ k ≤ value cards
        return int(at_least)

    def _set_event(self, at_least: Any) -> None:
        self.at_least = self._checked_event(at_least)

    def _reseed(self, seed: Any) -> None:
        seed = _check.whole(seed, "seed", low=0, high=MAX_SEED)
        self.seed, self.rng = seed, np.random.default_rng(seed)

    # -- what is shown (all from the experiment) -----------------------------------------------
    @property
    def deck(self) -> RiskyBusinessDeck:
        return self.experiment.deck

    @property
    def exact_mean(self) -> Fraction:
        """The exact mean number of safe cards before the first BUST."""
        return mean_safe_cards(self.deck)

    @property
    def share(self) -> EventShare | None:
        """The event "at least k safe cards": pooled against exact (None before any count)."""
        return self.experiment.share(self.at_least)

    def _next_name(self) -> str:
        taken = {g.name for g in self.experiment.groups}
        number = len(taken) + 1
        while f"group {number}" in taken:
            number += 1
        return f"group {number}"

    def render(self) -> None:
        self.class_send.render()
        self._sync_controls()
        groups = self.experiment.groups
        if groups:
            items = "".join(
                f"<li><b>{html.escape(g.name)}</b> ({len(g.runs)}): "
                f"{html.escape(' '.join(map(str, g.runs)))}</li>"
                for g in groups
            )
            self.groups_view.value = f"<ul class='dtb-group-list' style='margin:2px 0'>{items}</ul>"
        else:
            self.groups_view.value = (
                "<div><i>No group yet: type a group's counts (one number per shuffle) and "
                "press Add group.</i></div>"
            )
        self.summary_view.value = self._summary()
        self.table_view.value = self._table()
        self.remove_button.disabled = not groups
        self._draw_plots()

    def _summary(self) -> str:
        experiment, deck = self.experiment, self.deck
        lines = [
            f"<b>Deck:</b> {html.escape(str(deck))}. Exact mean number of safe cards before "
            f"the first BUST: {deck.value_cards}/({deck.busts} + 1) = "
            f"{amount_html(self.exact_mean, digits=2, exact=True)}."
        ]
        estimate = experiment.mean_estimate()
        if experiment.trials:
            mean = amount_html(experiment.mean(), digits=2, exact=True)
            line = f"<b>Your class:</b> {experiment.trials} shuffles, mean {mean}"
            if estimate is not None:
                low, high = estimate.interval
                line += f" (95% interval {low:.2f} to {high:.2f})"
            lines.append(line + ".")
            share = self.share
            low, high = share.interval
            verdict = (
                "the exact chance is inside the interval"
                if share.agrees
                else "the exact chance is outside the interval: check the counts, or a "
                "shuffle may not be fair (this also happens by chance about 1 time in 20)"
            )
            lines.append(
                f"<b>At least {share.at_least} safe cards:</b> {share.hits} of {share.trials} "
                f"= {percent_html(share.frequency)} (95% interval {low:.1%} to {high:.1%}); "
                f"exact {chance_html(share.exact, exact=True)}: {verdict}."
            )
        return "".join(f"<div>{line}</div>" for line in lines)

    def _table(self) -> str:
        rows = self.experiment.rows()
        if not rows:
            return ""
        head = (
            "<tr><th scope='col'>safe cards s</th><th scope='col'>shuffles</th>"
            "<th scope='col'>share</th><th scope='col'>exact P(S = s)</th>"
            "<th scope='col'>expected shuffles</th></tr>"
        )
        body = "".join(
            f"<tr><td>{r.safe}</td><td>{r.observed}</td><td>{percent_html(r.frequency)}</td>"
            f"<td>{chance_html(r.exact, exact=True)}</td><td>{amount_html(r.expected)}</td></tr>"
            for r in rows
        )
        return (
            "<details><summary>The pooled table</summary>"
            "<table class='dtb-pool' style='border-collapse:collapse;text-align:right;"
            "max-width:100%'>"
            f"{head}{body}</table></details>"
        )

    def _draw_plots(self) -> None:
        experiment = self.experiment
        exact = experiment.exact()
        safe = list(range(self.deck.value_cards + 1))
        rows = experiment.rows()
        patterns = ["/" if s >= self.at_least else "" for s in safe]
        chance = float(exact.prob(lambda s: s >= self.at_least))
        hits = experiment.hits(self.at_least)
        with self.frequency_fig.batch_update(), self.running_fig.batch_update():
            bars, line = self.frequency_fig.data
            bars.x = safe
            bars.y = [float(r.frequency) for r in rows] if rows else [0.0] * len(safe)
            bars.marker.pattern.shape = patterns
            line.x, line.y = safe, [float(exact[s]) for s in safe]
            band, running, level = self.running_fig.data
            if hits:
                trials, frequency = running_frequency(hits)
                trials = trials.astype(float)  # plotly.js reads float64 arrays, not int64
                half = 1.96 * np.sqrt(chance * (1 - chance) / trials)
                band.x = np.concatenate([trials, trials[::-1]])
                band.y = np.concatenate([chance + half, (chance - half)[::-1]]).clip(0, 1)
                running.x, running.y = trials, frequency
                level.x, level.y = [1, len(hits)], [chance, chance]
            else:
                for trace in (band, running, level):
                    trace.x, trace.y = [], []
            self.running_fig.layout.yaxis.range = [0, 1]
            self.running_fig.layout.yaxis.title.text = f"share with ≥ {self.at_least} safe cards"
        self.frequency_view.refresh()  # every view, the first one in Voilà too, draws this
        self.running_view.refresh()

    def _sync_controls(self) -> None:
        with self.quietly():
            self.deck_choice.value = self.deck_kind
            self.event_box.max = self.deck.value_cards
            self.event_box.value = self.at_least
            self.seed_box.value = self.seed
            if not self.name_box.value.strip() or any(
                g.name == self.name_box.value.strip() for g in self.experiment.groups
            ):
                self.name_box.value = self._next_name()
