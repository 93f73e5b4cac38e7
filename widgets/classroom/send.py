"""The **Send to the class** switch of an experiment board.

A student turns the switch on, types the class code the teacher gave and a name,
and presses **Join**; from then on every result the student *adds* on the board
(not the simulated ones) also goes to the class pool, and the panel shows what the
whole class has so far — the pooled counts against the exact chances (**The class
so far** redraws it), never another student's name.

If a send fails (the teacher paused the experiment, the database is out of
reach), the results stay on the student's own board and **Send again** retries
with the same submission id, so the class pool stores them once however often
it is pressed. The pool is the one :func:`logo_kit.classpool.default_url` names
(``make class`` sets it for every app), unless the board is given ``class_pool=``.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from logo_kit.classpool import (
    EXPERIMENTS,
    MAX_TRIALS_PER_SEND,
    ClassPool,
    ClassPoolError,
    check_student,
    default_url,
)

from ..common.layout import fit, row
from . import charts

__all__ = ["ClassSend"]


class ClassSend:
    """The switch, class code, name, Join and Send again controls, for one experiment."""

    def __init__(self, board: Any, experiment: str, url: str | None = None) -> None:
        if experiment not in EXPERIMENTS:
            raise ClassPoolError(f"{experiment!r} is not a class experiment.")
        self.board = board
        self.experiment = experiment
        self.url = url or default_url()
        self.pool: ClassPool | None = None
        self.student: str | None = None
        self.waiting: list[tuple[str, list[int]]] = []  # (submission id, outcomes) not yet sent
        self.switch = widgets.Checkbox(value=False, description="Send to the class", indent=False)
        self.code = fit(widgets.Text(description="Class code", placeholder="e.g. 7B"), "14em")
        self.name = fit(widgets.Text(description="Your name", placeholder="first name"), "16em")
        self.join_button = widgets.Button(description="Join", icon="sign-in")
        self.retry_button = widgets.Button(description="Send again", icon="repeat")
        self.line = widgets.HTML("")
        self.picture = widgets.HTML("", layout=widgets.Layout(max_width="420px"))
        self.picture.add_class("logo-kit-class-picture")
        self.refresh_button = widgets.Button(description="The class so far", icon="refresh")
        self.refresh_button.on_click(board.on_click(lambda: None))  # act() redraws the board
        self.switch.observe(self._switched, names="value")
        self.join_button.on_click(board.on_click(self.join))
        self.retry_button.on_click(board.on_click(self.retry))
        self.form = row(self.code, self.name, self.join_button)
        self.widget = widgets.VBox(
            [
                row(self.switch, self.retry_button, self.refresh_button),
                self.form,
                self.line,
                self.picture,
            ]
        )
        self.widget.add_class("logo-kit-class-send")
        self.render()

    @property
    def joined(self) -> bool:
        return self.pool is not None

    def _switched(self, change: dict) -> None:
        if not self.board._syncing:
            self.board.act(lambda: self.turn(change["new"]))

    def turn(self, on: bool) -> None:
        """Turn sending on (then Join) or off (results stay on this board only)."""
        self.switch.value = bool(on)
        if not on:
            self.pool, self.student = None, None

    def join(self) -> None:
        """Join the class whose code was typed, as the typed name (both checked by the pool)."""
        name = check_student(self.name.value.strip())
        pool = ClassPool.join(self.url, code=self.code.value.strip())
        self.pool, self.student = pool, name
        self.switch.value = True
        self.board.show_info(f"Joined class {pool.code} as {name}: each result you add is sent.")

    def send(self, outcomes: Sequence[int]) -> None:
        """Send results the student just added (a board calls this after its own add).

        The add itself has succeeded, so a send that fails is not a refusal: the
        results stay on the board, the message line says why they were not sent,
        and **Send again** (after Join, or once the teacher resumes) sends them.
        """
        if not self.switch.value:
            return
        outcomes = [int(k) for k in outcomes]
        for start in range(0, len(outcomes), MAX_TRIALS_PER_SEND):  # a long tally: several sends
            self.waiting.append((uuid.uuid4().hex, outcomes[start : start + MAX_TRIALS_PER_SEND]))
        if self.pool is None:
            self.board.show_info(
                "Your results are on your board, but not sent: type the class code and your "
                "name, press Join, then Send again."
            )
            return
        try:
            self.retry()
        except ClassPoolError as error:
            self.board.show_info(
                f"Your results are on your board, but not sent: {error} Press Send again later."
            )

    def retry(self) -> None:
        """Send what could not be sent, each part with its own id again (stored once)."""
        if not self.waiting or self.pool is None or self.student is None:
            raise ClassPoolError("nothing is waiting to be sent.")
        while self.waiting:
            sid, outcomes = self.waiting[0]
            self.pool.submit(self.student, self.experiment, outcomes, submission_id=sid)
            self.waiting.pop(0)

    def render(self) -> None:
        """Show the form while not joined, and the class's totals once joined."""
        on = self.switch.value
        self.form.layout.display = None if on and not self.joined else "none"
        self.retry_button.layout.display = None if self.waiting else "none"
        self.refresh_button.layout.display = None if self.joined else "none"
        if self.pool is None:
            self.line.value = self.picture.value = ""
            return
        try:
            pooled = self.pool.pooled(self.experiment)
        except ClassPoolError as error:
            self.line.value = f"<span>Class {self.pool.code}: {error}</span>"
            return
        trial = EXPERIMENTS[self.experiment]
        exact = {k: float(p) for k, p in trial.exact().items()}
        share = {k: n / pooled.trials for k, n in pooled.counts.items()} if pooled.trials else {}
        self.picture.value = charts.bars(share, exact, f"{trial.trial}: the whole class")
        paused = " (paused by the teacher)" if pooled.frozen else ""
        self.line.value = (
            f"<span>Class {self.pool.code}{paused}: {pooled.trials} results from "
            f"{pooled.students} students so far.</span>"
        )
