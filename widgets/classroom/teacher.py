"""The teacher's board of a live class: each experiment's pooled picture as it arrives, and
the class's predictions.

Two views, chosen at the top: **Experiments** and **Predictions**
(:class:`~.predictions_view.PredictionsView`: the class's guesses as dots, the answer
hidden until the teacher presses Reveal, no names).

The board reads the class pool (:class:`logo_kit.classpool.ClassPool`) and shows,
for the chosen experiment, the class's frequency of each outcome against the
exact chance (bars and ticks), the class's running mean settling on the exact
mean, and a table of who has sent how many results (the teacher's eyes only: the
students' boards show counts, never names). It checks the pool every
``refresh_seconds`` (1 s by default) and redraws when something changed, so a
student's send is on the teacher's screen within two seconds.

The teacher can **Pause** the experiment (students' boards keep their results and
send them when the teacher presses **Resume**), **Reset** it or **Remove** one
student's results (each after a Confirm), **Export CSV** (a download link, and a file
beside the notebook), and **Release** a name so another browser may join under it (a
student whose browser forgot it). Students who reached their quota are marked in the
table. Both charts stay a few kilobytes whatever the class sends.

>>> board = TeacherBoard(code="7B", class_pool="sqlite://", live=False)
>>> board.pool.submit("ana", "logo-red-cards", [2, 1])
True
>>> board.refresh()
True
>>> board.pooled.trials
2
"""

from __future__ import annotations

import base64
import html
import threading
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from logo_kit.classpool import (
    EXPERIMENTS,
    ClassPoolError,
    Pooled,
    connect,
    default_code,
    default_url,
)

from ..common.base import Board
from ..common.confirm import ConfirmStep
from ..common.layout import column, fit, row
from . import charts
from .page_link import PageLink
from .predictions_view import PredictionsView

__all__ = ["TeacherBoard"]

VIEWS = ("Experiments", "Predictions")

MIN_REFRESH = 0.2


class TeacherBoard(Board):
    """The live, pooled view of a class's experiment, with the teacher's controls.

    ``code``: the class code (opened here if new; default ``$LOGO_KIT_CLASS_CODE``, as
    ``make class CODE=7B`` sets it, else ``demo``); ``class_pool``: the database URL
    (default :func:`logo_kit.classpool.default_url`; on a hub, the class-pool service's
    address, reached with the teacher's hub token); ``experiment``: the one shown
    first; ``live``: check the pool in the background every ``refresh_seconds``;
    ``answers``: the lessons' answer key, a function from an exercise key to its exact
    answer (the Predictions view's Reveal needs it); ``view``: ``"Experiments"`` or
    ``"Predictions"`` shown first; ``prediction``: the prediction shown first.
    """

    title = "Live class: the teacher's view"

    def __init__(
        self,
        code: str | None = None,
        *,
        class_pool: str | None = None,
        experiment: str = "logo-red-cards",
        live: bool = True,
        refresh_seconds: float = 1.0,
        export_folder: str | Path = ".",
        answers: Callable[[str], Any] | None = None,
        view: str = "Experiments",
        prediction: str | None = None,
    ) -> None:
        self.pool = connect(class_pool or default_url(), code=code or default_code(), create=True)
        if experiment not in EXPERIMENTS:
            raise ClassPoolError(
                f"{experiment!r} is not a class experiment: choose one of "
                f"{', '.join(sorted(EXPERIMENTS))}."
            )
        if not isinstance(refresh_seconds, int | float) or not refresh_seconds >= MIN_REFRESH:
            raise ClassPoolError(
                f"refresh_seconds must be a number of at least {MIN_REFRESH}, "
                f"not {refresh_seconds!r}."
            )
        if view not in VIEWS:
            raise ClassPoolError(f"view is one of {', '.join(VIEWS)}, not {view!r}.")
        self.experiment = experiment
        self._answers, self._first_view, self._first_prediction = answers, view, prediction
        self.refresh_seconds = float(refresh_seconds)
        self.export_folder = Path(export_folder)
        self._seen: tuple | None = None
        # what a Confirm question belongs to: the experiment shown, not its latest counts, so
        # a send arriving while the teacher decides does not take the question away
        self._shown = (experiment,)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.pooled: Pooled = self.pool.pooled(experiment)
        self.arrivals: list[int] = []
        self.senders: dict[str, int] = {}
        self.full: list[str] = []
        self.joined_names: list[str] = []
        super().__init__()
        self.refresh()
        self.predictions.refresh()
        self._thread: threading.Thread | None = None
        if live:
            self._thread = threading.Thread(target=self._watch, daemon=True)
            self._thread.start()

    # -- building ---------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        self.view = widgets.ToggleButtons(options=VIEWS, value=self._first_view, description="View")
        self.view.add_class("logo-kit-teacher-views")
        self.view.observe(self._viewed, names="value")
        self.predictions = PredictionsView(self, self._answers, self._first_prediction)
        self.choice = fit(
            widgets.Dropdown(
                options=[(f"{name}: {e.trial}", name) for name, e in EXPERIMENTS.items()],
                value=self.experiment,
                description="Experiment",
            ),
            "34em",
        )
        self.choice.observe(self._chosen, names="value")
        self.summary = widgets.HTML()
        self.summary.add_class("logo-kit-class-summary")
        self.bars = widgets.HTML()
        self.bars.add_class("logo-kit-class-bars")
        self.running = widgets.HTML()
        self.running.add_class("logo-kit-class-running")
        self.table = widgets.HTML()
        self.pause_button = widgets.Button(description="Pause", icon="pause")
        self.pause_button.on_click(self.on_click(self._toggle_pause))
        self.reset_button = widgets.Button(description="Reset…", icon="trash")
        self.reset_button.on_click(self.on_click(self._ask_reset))
        self.student_choice = fit(widgets.Dropdown(options=[], description="Student"), "20em")
        self.remove_button = widgets.Button(description="Remove…", icon="user-times")
        self.remove_button.on_click(self.on_click(self._ask_remove))
        self.export_button = widgets.Button(description="Export CSV", icon="download")
        self.export_button.on_click(self.on_click(self.export))
        self.name_choice = fit(widgets.Dropdown(options=[], description="Name"), "20em")
        self.release_button = widgets.Button(description="Release name", icon="unlock")
        self.release_button.on_click(self.on_click(lambda: self.release(self.name_choice.value)))
        self.download = widgets.HTML()
        self.confirm_step = ConfirmStep(self, "logo-kit-teacher")
        self.page_link = PageLink(end_kernel_on_close=True)  # its page closed: the kernel ends
        self.experiments = column(
            self.choice,
            self.summary,
            row(
                self.pause_button,
                self.reset_button,
                self.student_choice,
                self.remove_button,
                self.export_button,
            ),
            self.confirm_step.widget,
            row(self.name_choice, self.release_button),
            self.download,
            self.bars,
            self.running,
            self.table,
        )
        return column(self.view, self.experiments, self.predictions.widget, self.page_link)

    # -- actions --------------------------------------------------------------------------
    def refresh(self) -> bool:
        """Read the pool again; redraw and return True if anything changed."""
        with self._lock:
            names = self.pool.names()  # a student who joined shows before their first send
            seen = (*self.pool.version(self.experiment), tuple(names))
            if seen == self._seen:
                return False
            self.pooled = self.pool.pooled(self.experiment)
            self.arrivals = self.pool.arrivals(self.experiment)
            self.senders = self.pool.by_student(self.experiment)
            self.full = self.pool.at_quota(self.experiment)
            self.joined_names = names
            self._seen = seen
            self.render()
            self._refresh_status()
            return True

    def stop(self) -> None:
        """Stop checking the pool in the background."""
        self._stop.set()

    def _watch(self) -> None:
        while not self._stop.wait(self.refresh_seconds):
            try:
                if self.view.value == "Predictions":
                    if self.predictions.refresh():
                        self._refresh_status()
                else:
                    self.refresh()
            except ValueError as error:  # the database away for a moment: say so, go on
                self.show_error(str(error))
            except Exception as error:  # a bug must not stop the live board: say it, go on
                self.last_bug = error
                self.show_error(f"The board could not refresh ({type(error).__name__}).")

    def _viewed(self, change: dict) -> None:
        if not self._syncing:
            self.act(lambda: self.show(change["new"]))

    def show(self, view: str) -> None:
        """Show the ``"Experiments"`` or the ``"Predictions"`` view (read afresh)."""
        if view not in VIEWS:
            raise ClassPoolError(f"view is one of {', '.join(VIEWS)}, not {view!r}.")
        with self.quietly():
            self.view.value = view
        self._seen = self.predictions._seen = None
        if view == "Predictions":
            self.predictions.refresh()
        self.refresh()  # redraws the board, the view switched
        self._refresh_status()

    def _chosen(self, change: dict) -> None:
        if not self._syncing:  # a person chose; render() setting the value is not an action
            self.act(lambda: self._choose(change["new"]))

    def choose(self, experiment: str) -> bool:
        """Show ``experiment`` (one of :data:`logo_kit.classpool.EXPERIMENTS`)."""
        return self.act(lambda: self._choose(experiment))

    def _choose(self, experiment: Any) -> None:
        if experiment not in EXPERIMENTS:
            raise ClassPoolError(f"{experiment!r} is not a class experiment.")
        self.experiment = experiment
        self._shown = (experiment,)
        self._seen = None
        self.refresh()

    def _toggle_pause(self) -> None:
        self.pool.freeze(self.experiment, not self.pooled.frozen)
        self.refresh()

    def _ask_reset(self) -> None:
        self.confirm_step.ask(
            f"reset {self.experiment}",
            f"This removes every result of {self.experiment} in class {self.pool.code} "
            f"({self.pooled.trials} so far).",
            self.reset,
            self._shown,
        )

    def reset(self) -> None:
        """Remove every result of the shown experiment (no question: code means it)."""
        self.pool.reset(self.experiment)
        self.refresh()

    def _ask_remove(self) -> None:
        student = self.student_choice.value
        if not student:
            raise ClassPoolError("choose a student to remove first (nobody has sent anything).")
        self.confirm_step.ask(
            f"remove {student}",
            f"This removes {student}'s {self.senders.get(student, 0)} results.",
            lambda: self.remove(student),
            self._shown,
        )

    def remove(self, student: str) -> None:
        """Remove one student's results from the shown experiment."""
        self.pool.remove_student(self.experiment, student)
        self.refresh()

    def release(self, student: str | None) -> None:
        """Free ``student``'s name: another browser may join under it (results stay)."""
        if not student:
            raise ClassPoolError("choose a name to release first (nobody has joined yet).")
        if not self.pool.release(student):
            raise ClassPoolError(f"{student!r} was not taken: nothing to release.")
        self.joined_names = self.pool.names()
        self.render()
        self.show_info(f"Released {student}: the next browser to join under it keeps it.")

    def export(self) -> Path:
        """Write the shown experiment's sends as CSV beside the notebook; offer a download."""
        text = self.pool.export_csv(self.experiment)
        path = self.export_folder / f"class-{self.pool.code}-{self.experiment}.csv"
        path.write_text(text, encoding="utf-8")
        data = base64.b64encode(text.encode()).decode()
        self.download.value = (
            f"<a download='{html.escape(path.name)}' href='data:text/csv;base64,{data}'>"
            f"Download {html.escape(path.name)}</a> (also saved as {html.escape(str(path))})"
        )
        self.show_info(f"Exported {self.pooled.submissions} sends to {path.name}.")
        return path

    # -- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        on_predictions = self.view.value == "Predictions"
        self.experiments.layout.display = "none" if on_predictions else None
        self.predictions.widget.layout.display = None if on_predictions else "none"
        if on_predictions:  # the experiments are drawn again when they are shown
            self.predictions.render()
            return
        pooled, trial = self.pooled, EXPERIMENTS[self.experiment]
        with self.quietly():
            self.choice.value = self.experiment
            names = sorted(self.senders)
            chosen = self.student_choice.value  # the teacher's choice outlives a refresh
            if list(self.student_choice.options) != names:
                self.student_choice.options = names  # ipywidgets resets the value here
            self.student_choice.value = chosen if chosen in names else (names[0] if names else None)
            kept, joined = self.name_choice.value, list(self.joined_names)
            if list(self.name_choice.options) != joined:
                self.name_choice.options = joined
            self.name_choice.value = kept if kept in joined else (joined[0] if joined else None)
        self.pause_button.description = "Resume" if pooled.frozen else "Pause"
        self.pause_button.icon = "play" if pooled.frozen else "pause"
        self.confirm_step.render(self._shown)
        exact = pooled.exact
        frequency = (
            {k: float(Fraction(n, pooled.trials)) for k, n in pooled.counts.items()}
            if (pooled.trials)
            else {}
        )
        self.bars.value = charts.bars(
            frequency, {k: float(p) for k, p in exact.items()}, trial.trial
        )
        means, total = [], 0
        for i, k in enumerate(self.arrivals, start=1):
            total += k
            means.append(total / i)
        self.running.value = charts.running_mean(means, float(exact.mean()), trial.trial)
        mean = f"{float(pooled.mean()):.3f}" if pooled.trials else "–"
        state = " · <b>paused</b>: sends are refused" if pooled.frozen else ""
        if pooled.ignored:  # rows written into the database by hand, not by a board
            state += f" · {pooled.ignored} malformed rows ignored"
        if self.full:
            state += f" · {len(self.full)} reached their quota"
        self.summary.value = (
            f"<div style='font-size:15px'>Class <b>{html.escape(self.pool.code)}</b>: "
            f"<b>{pooled.trials}</b> results from <b>{pooled.students}</b> students in "
            f"{pooled.submissions} sends · class mean {mean}, exact mean "
            f"{float(exact.mean()):.3f}{state}</div>"
        )
        rows = "".join(
            f"<tr><td>{html.escape(name)}</td><td style='text-align:right'>{n}</td>"
            f"<td>{'quota reached' if name in self.full else ''}</td></tr>"
            for name, n in sorted(self.senders.items())
        )
        self.table.value = (
            "<div style='font-size:13px'><p style='margin:4px 0'>Who sent how many results "
            "(only you see names):</p><table><tr><th>student</th><th>results</th></tr>"
            f"{rows}</table></div>"
        )

    def status(self) -> tuple[str, list[str]]:
        if self.view.value == "Predictions":
            found = self.predictions.found
            state = "answer revealed" if found.revealed else "answer hidden"
            return (
                f"Class {self.pool.code} · prediction {found.prediction}: {found.count} "
                f"guesses, {state}",
                [],
            )
        pooled = self.pooled
        return (
            f"Class {self.pool.code} · {self.experiment}: {pooled.trials} results from "
            f"{pooled.students} students",
            [],
        )
