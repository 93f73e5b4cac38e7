"""The **Send to the class** switch of an experiment board.

A student turns the switch on, types the class code the teacher gave and a name,
and presses **Join**; from then on every result the student *adds* on the board
(not the simulated ones) also goes to the class pool, and the panel shows what the
whole class has so far — the pooled counts against the exact chances (**The class
so far** redraws it), never another student's name.

A name belongs to the browser that first joined under it (a secret the page keeps,
:class:`~.page_link.PageLink`): another browser asking for it is told "that name is
taken — pick another or ask your teacher". The browser also remembers the class and
the name, so after a reload (a restarted server, say) the form comes back filled in
and one press of **Join** rejoins, with the results the pool already holds put back
on the board. On a JupyterHub (a pool that is the hub's class-pool service) the name is
the student's hub user and nothing is typed but the class code.

If a send fails (the database is out of reach), the results stay on the student's
own board and **Send again** retries with the same submission id, so the class pool
stores them once however often it is pressed. While the teacher has paused the
experiment the results wait, and are sent by themselves, once, when the teacher
resumes. A tally larger than what the student may still send (each student's quota,
:data:`~logo_kit.classpool.MAX_TRIALS_PER_STUDENT` results per experiment) stays on
the board and none of it is sent. The pool is the one
:func:`logo_kit.classpool.default_url` names (``make class`` sets it for every app),
unless the board is given ``class_pool=``.
"""

from __future__ import annotations

import os
import secrets
import uuid
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from logo_kit.classpool import (
    CODE_VARIABLE,
    EXPERIMENTS,
    MAX_TRIALS_PER_SEND,
    ClassPoolError,
    PausedError,
    check_student,
    connect,
    default_url,
    is_service_url,
)

from ..common.layout import fit, row
from . import charts
from .page_link import PageLink

__all__ = ["PAUSED", "ClassSend"]

PAUSED = "paused — your results will be sent when your teacher resumes"


class ClassSend:
    """The switch, class code, name, Join and Send again controls, for one experiment.

    ``restore`` puts results the pool already holds for the student back on the board
    (without sending them again) when the student first joins on this page.
    """

    def __init__(
        self,
        board: Any,
        experiment: str,
        url: str | None = None,
        *,
        restore: Callable[[list[int]], None] | None = None,
    ) -> None:
        if experiment not in EXPERIMENTS:
            raise ClassPoolError(f"{experiment!r} is not a class experiment.")
        self.board = board
        self.experiment = experiment
        self.url = url or default_url()
        self.restore = restore
        self.pool: Any = None
        self.student: str | None = None
        self.waiting: list[tuple[str, list[int]]] = []  # (submission id, outcomes) not yet sent
        self.paused = False
        self._joined_before = False
        self._page_secret = secrets.token_hex(24)  # until (or unless) the page says its own
        self.link = PageLink()
        self.link.on_beat = self._beat
        self.link.observe(self._recalled, names="remembered")
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
        if is_service_url(self.url):  # on a hub the name is the hub user: nothing to type
            self.name.layout.display = "none"
            self.code.value = os.environ.get(CODE_VARIABLE, "")
        self.form = row(self.code, self.name, self.join_button)
        self.widget = widgets.VBox(
            [
                row(self.switch, self.retry_button, self.refresh_button),
                self.form,
                self.line,
                self.picture,
                self.link,
            ]
        )
        self.widget.add_class("logo-kit-class-send")
        self.render()

    @property
    def joined(self) -> bool:
        return self.pool is not None

    @property
    def secret(self) -> str:
        """This browser's secret for the name (the page's own once it has said it)."""
        return self.link.secret or self._page_secret

    def _switched(self, change: dict) -> None:
        if not self.board._syncing:
            self.board.act(lambda: self.turn(change["new"]))

    def _recalled(self, change: dict) -> None:
        """The browser said which class and name it joined last: fill the form in again,
        so rejoining after a reload is one press of Join."""
        kept = change["new"] or {}
        if self.joined or not kept.get("code"):
            return

        def recall() -> None:
            with self.board.quietly():
                self.code.value = str(kept.get("code", ""))[:16]
                self.name.value = str(kept.get("name", ""))[:40]
                self.switch.value = True
            self.board.show_info(
                f"Welcome back: press Join to send to class {self.code.value} again."
            )

        self.board.act(recall)

    def turn(self, on: bool) -> None:
        """Turn sending on (then Join) or off (results stay on this board only)."""
        self.switch.value = bool(on)
        if not on:
            self.pool, self.student = None, None

    def join(self) -> None:
        """Join the class whose code was typed, as the typed name (both checked by the pool;
        on a hub, as the hub user). The name becomes this browser's."""
        pool = connect(self.url, code=self.code.value.strip(), create=False)
        name = pool.hub_user or check_student(self.name.value.strip())
        pool.claim(name, self.secret)
        self.pool, self.student = pool, name
        self.switch.value = True
        self.link.remember(pool.code, name)
        said = f"Joined class {pool.code} as {name}: each result you add is sent."
        if not self._joined_before:
            self._joined_before = True
            held = pool.results_of(name, self.experiment) if self.restore else []
            if held:
                self.restore(held)
                said = (
                    f"Welcome back, {name}: your {len(held)} results in class {pool.code} are "
                    "on your board again, and each result you add is sent."
                )
        self.board.show_info(said)

    def send(self, outcomes: Sequence[int]) -> None:
        """Send results the student just added (a board calls this after its own add).

        The add itself has succeeded, so a send that fails is not a refusal: the
        results stay on the board, the message line says why they were not sent,
        and **Send again** (after Join) sends them; while the teacher has paused the
        experiment they are sent when the teacher resumes.
        """
        if not self.switch.value:
            return
        outcomes = [int(k) for k in outcomes]
        if self.pool is not None:
            left = self.pool.remaining(self.student, self.experiment)
            left -= sum(len(part) for _sid, part in self.waiting)
            if len(outcomes) > left:
                self.board.show_info(
                    f"Your {len(outcomes)} results are on your board, but none was sent: the "
                    f"class pool takes at most {self.pool.max_trials} results from each "
                    f"student in this experiment, and you may send {max(left, 0)} more."
                )
                return
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
        except PausedError:
            self.board.show_info(f"Your results are on your board: {PAUSED}.")
        except ClassPoolError as error:
            self.board.show_info(
                f"Your results are on your board, but not sent: {error} Press Send again later."
            )

    def retry(self) -> None:
        """Send what could not be sent, each part with its own id again (stored once)."""
        if not self.waiting or self.pool is None or self.student is None:
            raise ClassPoolError("nothing is waiting to be sent.")
        try:
            while self.waiting:
                sid, outcomes = self.waiting[0]
                self.pool.submit(
                    self.student, self.experiment, outcomes, submission_id=sid, secret=self.secret
                )
                self.waiting.pop(0)
        except PausedError:
            self.paused = True
            raise
        self.paused = False

    def _beat(self) -> None:
        """The page is still there: send what waited for the teacher to resume."""
        if not (self.paused and self.waiting and self.pool is not None):
            return
        try:
            if self.pool.paused(self.experiment):
                return
        except ClassPoolError:
            return  # the pool out of reach for a moment: the next beat asks again
        count = sum(len(part) for _sid, part in self.waiting)

        def resume() -> None:
            self.retry()
            self.board.show_info(f"Your teacher resumed: your {count} waiting results were sent.")

        self.board.act(resume)

    def render(self) -> None:
        """Show the form while not joined, and the class's totals once joined."""
        on = self.switch.value
        self.form.layout.display = None if on and not self.joined else "none"
        self.retry_button.layout.display = None if self.waiting and not self.paused else "none"
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
        paused = f" ({PAUSED})" if pooled.frozen else ""
        self.line.value = (
            f"<span>Class {self.pool.code}{paused}: {pooled.trials} results from "
            f"{pooled.students} students so far.</span>"
        )
