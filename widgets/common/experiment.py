"""The class experiment board: one board for the three games' class experiments.

Each group repeats a trial, writes down a whole number each time and types them in;
the board pools them in a core :class:`~logo_kit.pooled.Pool` and shows, the same way
for every game: the steps, the **Send to the class** panel (:class:`ClassSend`), a
group's results (``2 1 3 0``, or per outcome ``0:4 1:10``) with **Add to the pool**,
the computer's seeded trials, **Undo** and **Clear**; an event "at least k" against its
exact chance; the pool and the running share of the event as charts
(:mod:`.experiment_charts`) and a table. A game's board only gives its
:class:`~logo_kit.pooled.Trial`, its words and defaults (Draw to BUST adds its deck).

>>> from logo_kit.widgets import HatCheckBoard
>>> board = HatCheckBoard(results="0 1 2 0 1 1")
>>> board.pool.trials, board.pool.frequency(1)
(6, Fraction(1, 2))
>>> board.add("8")   # 8 of 9 home cannot happen: refused, nothing added
False
"""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import checks
from logo_kit.classpool import EXPERIMENTS
from logo_kit.errors import LogoKitError
from logo_kit.pooled import EventShare, Pool, Trial

from ..classroom.send import ClassSend
from .base import Board
from .chart_view import ChartView
from .experiment_charts import draw_pool, draw_running, pool_figure, running_figure
from .layout import column, fit, row
from .plot_fit import PlotFit, chart_slot
from .readout import amount_html, chance_html, interval_text, percent_html

__all__ = ["ClassExperimentBoard"]

MAX_SEED = 2**31 - 1
CELL = "padding:2px 3px;text-align:right;border-bottom:1px solid #ddd"
SHOWN = 40  # most outcomes written out per group in the list of groups


class ClassExperimentBoard(Board):
    """A class's results for the game's trial (:meth:`new_trial`) beside the exact chances.

    ``at_least``: the event "at least k" (default :attr:`event`); ``seed`` (0 to 2³¹ − 1):
    the computer's trials (**Clear** starts them again); ``results``: a first group, as
    typed; ``simulated``: computer groups to start with (0 to 50); ``class_pool``: the
    class pool to send to (default: the one ``make class`` names).
    """

    title = "Class experiment"
    class_experiment = ""  # the class pool's experiment the results go to (EXPERIMENTS)
    steps = ""  # what each group does, as an HTML list
    batch = 30  # trials "Let the computer do N" adds by default
    collected = ""  # which trials the class pool collects, if not every kind the board takes
    event = 1  # the k of the event "at least k" followed by default

    def __init__(
        self,
        *,
        at_least: int | None = None,
        seed: int = 2026,
        results: Any = None,
        simulated: int = 0,
        class_pool: str | None = None,
    ) -> None:
        self.pool = Pool(self.new_trial())
        self._set_event(self.event if at_least is None else at_least)
        self.seed = checks.whole(seed, "seed", low=0, high=MAX_SEED)
        self.rng = np.random.default_rng(self.seed)
        self._history: list[Pool] = []
        self._class_pool = class_pool
        for _ in range(checks.whole(simulated, "simulated", low=0, high=50)):
            self.pool = self.pool.simulate(self.rng, self.batch)
        super().__init__()
        self.widget.add_class("logo-kit-experiment")
        if results is not None and not self.add(results):
            raise LogoKitError(self.last_error or "cannot read these results")

    # -- for a game's board --------------------------------------------------------------
    def new_trial(self) -> Trial:
        """The game's trial (what one group's result counts)."""
        raise NotImplementedError

    def extra_controls(self) -> list[widgets.Widget]:
        """Controls a game adds above the entry row (the Draw to BUST deck)."""
        return []

    def event_words(self) -> str:
        """The event in words: "at least 3 red cards"."""
        return f"at least {self.at_least} {self.pool.trial.what}"

    # -- controls ------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        trial = self.pool.trial
        self.name_box = fit(widgets.Text(description="Group", value=""), "14em")
        self.entry = fit(
            widgets.Text(
                description=trial.what.capitalize(),
                placeholder=f"each {trial.unit}'s count, e.g. 2 1 3 0 — or per count: 0:4 1:10",
                continuous_update=False,
                style={"description_width": "initial"},
            ),
            "34em",
        )
        self.add_button = self._button("Add to the pool", "plus", self._add_typed, "primary")
        count = widgets.BoundedIntText(value=self.batch, min=1, max=10_000, description="How many")
        self.count_box = fit(count, "12em")
        self.simulate_button = self._button("Let the computer do them", "random", self._simulate)
        self.undo_button = self._button("Undo", "undo", self._undo)
        self.clear_button = self._button("Clear the pool", "trash", self._clear)
        outcomes = trial.outcomes
        self.event_box = fit(
            widgets.BoundedIntText(
                value=self.at_least,
                min=outcomes[0],
                max=outcomes[-1],
                description=f"Event: at least k {trial.what}, k =",
                style={"description_width": "initial"},
            ),
            "22em",
        )
        seed = widgets.BoundedIntText(value=self.seed, min=0, max=MAX_SEED, description="Seed")
        self.seed_box = fit(seed, "12em")
        self._watch(self.event_box, self._set_event)
        self._watch(self.seed_box, self._reseed)
        self.groups_view, self.summary_view, self.table_view = (
            self._view(css) for css in ("groups", "summary", "table")
        )
        title = f"{trial.what.capitalize()} in a {trial.unit}: class against exact"
        self.pool_view = ChartView(pool_figure(title, trial.what, trial.unit))
        self.running_view = ChartView(running_figure(trial.unit))
        self.class_send = ClassSend(
            self, self.class_experiment, self._class_pool, restore=self._restore
        )
        return column(
            widgets.HTML(self.steps),
            self.class_send.widget,
            *self.extra_controls(),
            row(self.name_box, self.entry, self.add_button),
            row(self.count_box, self.simulate_button, self.undo_button, self.clear_button),
            row(self.event_box, self.seed_box),
            self.groups_view,
            self.summary_view,
            chart_slot(self.pool_view.widget),
            chart_slot(self.running_view.widget),
            PlotFit(),
            self.table_view,
        )

    def _button(self, text: str, icon: str, action: Any, style: str = "") -> widgets.Button:
        button = fit(widgets.Button(description=text, icon=icon, button_style=style), "auto")
        button.on_click(self.on_click(action))
        return button

    def _view(self, css: str) -> widgets.HTML:
        return widgets.HTML(_dom_classes=(f"logo-kit-experiment-{css}",))

    def _watch(self, control: widgets.Widget, action: Any) -> None:
        def changed(change: dict) -> None:
            if not self._syncing:
                self.act(lambda: action(change["new"]))

        control.observe(changed, names="value")

    # -- actions (each returns True on success; a refusal shows its reason) -------------
    def add(self, results: Any, name: str | None = None) -> bool:
        """Add a group's results (typed, or a list), as one of the students' groups."""
        return self.act(lambda: self._add(results, name))

    def simulate(self, trials: int | None = None) -> bool:
        """Add ``trials`` (default: the How many box) seeded computer trials as a group."""
        return self.act(lambda: self._simulate(trials))

    def undo(self) -> bool:
        """Take back the last change to the pool."""
        return self.act(self._undo)

    def clear(self) -> bool:
        """Empty the pool (Undo brings it back); the computer's trials start again."""
        return self.act(self._clear)

    def _change(self, pool: Pool) -> None:
        self._history.append(self.pool)
        self.pool = pool

    def _add_typed(self) -> None:
        self._add(self.entry.value, self.name_box.value)
        with self.quietly():
            self.entry.value = ""

    def _add(self, results: Any, name: str | None) -> None:
        before = self.pool.trials
        self._change(self.pool.add(results, name))  # the core checks both first
        self._send(self.pool.outcomes[before:])

    def _sent_here(self) -> bool:
        """True when the class pool collects this board's trial (the same exact chances)."""
        return EXPERIMENTS[self.class_experiment].exact() == self.pool.trial.exact

    def _send(self, outcomes: tuple[int, ...]) -> None:
        """A student's own results go to the class pool when it collects this trial."""
        if self.class_send.switch.value and self._sent_here():
            self.class_send.send(outcomes)
        elif self.class_send.switch.value:
            what = self.collected or EXPERIMENTS[self.class_experiment].trial
            self.show_info(f"Added here, not sent: the class pool collects {what}.")

    def _restore(self, outcomes: list[int]) -> None:
        """Put back what this student sent before (a reloaded page), as one group."""
        if self._sent_here():
            self._change(self.pool.add(outcomes, "sent before"))

    def _simulate(self, trials: Any = None) -> None:
        trials = self.count_box.value if trials is None else trials
        self._change(self.pool.simulate(self.rng, trials))

    def _undo(self) -> None:
        if not self._history:
            raise LogoKitError("nothing to undo: the pool is as it started.")
        self.pool = self._history.pop()

    def _clear(self) -> None:
        self._change(Pool(self.pool.trial))
        self.rng = np.random.default_rng(self.seed)

    def _set_event(self, at_least: Any) -> None:
        self.pool.share(at_least)  # the core checks the range
        self.at_least = int(at_least)

    def _reseed(self, seed: Any) -> None:
        seed = checks.whole(seed, "seed", low=0, high=MAX_SEED)
        self.seed, self.rng = seed, np.random.default_rng(seed)

    def use_trial(self, trial: Trial) -> None:
        """Go on with another trial (a game's new deck): the groups are read again for it,
        refused whole if one cannot come from it; the event moves into its range."""
        self._change(self.pool.with_trial(trial))
        self.at_least = min(self.at_least, trial.outcomes[-1])

    # -- what is shown -----------------------------------------------------------------
    @property
    def exact_mean(self) -> Fraction:
        """The exact mean outcome of one trial."""
        return self.pool.trial.exact.mean()

    @property
    def share(self) -> EventShare | None:
        """The event: the pool's share against the exact chance (None before a trial)."""
        return self.pool.share(self.at_least)

    def render(self) -> None:
        self.class_send.render()
        pool, trial = self.pool, self.pool.trial
        with self.quietly():
            self.event_box.min, self.event_box.max = trial.outcomes[0], trial.outcomes[-1]
            self.event_box.value, self.seed_box.value = self.at_least, self.seed
            if not self.name_box.value.strip() or any(
                g.name == self.name_box.value.strip() for g in pool.groups
            ):
                self.name_box.value = pool._new_name(None, "group")
        self.undo_button.disabled = not self._history
        self.clear_button.disabled = not pool.groups
        self.simulate_button.description = f"Let the computer do {self.count_box.value}"
        self.groups_view.value = self._groups_html()
        self.summary_view.value = self._summary_html()
        self.table_view.value = self._table_html()
        event = self.event_words()
        draw_pool(self.pool_view.figure, pool, self.at_least, event)
        draw_running(self.running_view.figure, pool, self.at_least, event)
        self.pool_view.refresh()
        self.running_view.refresh()

    def _groups_html(self) -> str:
        unit = self.pool.trial.unit
        if not self.pool.groups:
            return f"<i>No group yet: type a group's results (one number per {unit}) above.</i>"
        items = "".join(
            f"<li><b>{html.escape(g.name)}</b> ({len(g.outcomes)} {unit}s): "
            f"{' '.join(map(str, g.outcomes[:SHOWN]))}{' …' * (len(g.outcomes) > SHOWN)}</li>"
            for g in self.pool.groups
        )
        return f"<ul style='margin:2px 0'>{items}</ul>"

    def _summary_html(self) -> str:
        pool, trial, exact = self.pool, self.pool.trial, self.show_exact
        mean = amount_html(self.exact_mean, digits=2, exact=True)
        if not pool.trials:
            return (
                f"<p>No {trial.unit}s yet. The exact chances are drawn (mean {mean} "
                f"{trial.what} in a {trial.unit}); add your group's results to see the "
                "class's beside them.</p>"
            )
        estimate = pool.mean_estimate()
        spread = (
            ""
            if estimate is None
            else " (95% interval {}–{})".format(
                *(amount_html(end, digits=2) for end in estimate.interval)
            )
        )
        share = self.share
        verdict = (
            "the exact chance is inside the class's interval"
            if share.agrees
            else "the exact chance is outside the class's interval: check the counts, or a trial "
            "may not be fair (this also happens by chance about 1 time in 20)"
        )
        inside = sum(r.agrees for r in pool.rows())
        return (
            f"<p><b>{pool.trials}</b> {trial.unit}s pooled from {len(pool.groups)} group(s). "
            f"Mean {trial.what}: class {amount_html(pool.mean(), digits=2, exact=exact)}"
            f"{spread}, exact {mean}.</p>"
            f"<p><b>{self.event_words().capitalize()}:</b> {share.hits} of {share.trials} = "
            f"{percent_html(share.frequency, exact=exact)} (95% interval "
            f"{interval_text(*share.interval)}); exact {chance_html(share.exact, exact=True)}: "
            f"{verdict}. The exact chance lies inside {inside} of the {len(trial.outcomes)} "
            "intervals in the table (about 95% of them should, once many are pooled).</p>"
        )

    def _table_html(self) -> str:
        trial, rows = self.pool.trial, {r.k: r for r in self.pool.rows()}
        head = "".join(
            f"<th scope='col' style='{CELL}'>{h}</th>"
            for h in (
                trial.what,
                f"{trial.unit}s",
                "class share",
                "95% interval",
                "exact chance",
                f"expected {trial.unit}s",
            )
        )
        body = []
        for k in trial.outcomes:
            r = rows.get(k)
            cells = (
                ("–", "–", "–", "–")
                if r is None
                else (
                    # the interval may break after its dash: six columns fit a 370 px column
                    str(r.seen),
                    percent_html(r.frequency),
                    interval_text(r.low, r.high).replace("–", "–<wbr>"),
                    amount_html(r.expected),
                )
            )
            exact = chance_html(trial.exact[k], exact=self.show_exact)
            tds = "".join(f"<td style='{CELL}'>{c}</td>" for c in (k, *cells[:3], exact, cells[3]))
            body.append(f"<tr class='logo-kit-outcome-{k}'>{tds}</tr>")
        gaps = [k for k in range(trial.outcomes[0], trial.outcomes[-1]) if k not in trial.exact]
        note = (
            f"<p>Not in the table: {', '.join(map(str, gaps))} {trial.what} (cannot happen: "
            "exact chance 0).</p>"
            if gaps
            else ""
        )
        return (  # a long table (the 28 counts of Draw to BUST) starts folded
            f"<details{' open' * (len(body) <= 10)}><summary>The pool against the exact chances"
            "</summary><table style='border-collapse:collapse;max-width:100%'>"
            f"<tr>{head}</tr>{''.join(body)}</table>{note}</details>"
        )
