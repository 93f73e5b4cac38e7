"""The teacher board's **Predictions** view: the class's guesses as dots, the answer hidden
until the teacher reveals it.

The teacher picks a lesson's prediction (:data:`logo_kit.classpool.PREDICTIONS`); the
view shows each student's guess as a dot (:func:`.guess_plot.dot_plot`, on a log axis
when the guesses span orders of magnitude) and how many have guessed, never a name: the
screen can be shown to the class. **Reveal answer** draws the exact answer as a line
and says how many guesses lie within a factor of :data:`~logo_kit.classpool.NEAR` of it;
it also closes the prediction (a guess sent after seeing the answer is refused).
**Reset…** (after a Confirm) removes the prediction's guesses and hides its answer again.

The answer comes from the teacher's side only: the board is given ``answers``, a
function from an exercise key to its exact answer (the teacher's notebook passes the
lessons' answer key), and calls it when the teacher presses Reveal. The class pool
never holds an answer, so no student's kernel can receive one.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from logo_kit.classpool import NEAR, PREDICTIONS, ClassPoolError, Guesses

from ..common.confirm import ConfirmStep
from ..common.layout import column, fit, row
from .guess_plot import answer_text, choice_bars, dot_plot

__all__ = ["NO_ANSWER_KEY", "PredictionsView"]

NO_ANSWER_KEY = (
    "This board has no answer key, so it cannot reveal the answer: open the teacher's "
    "board from the teacher's copy of the lessons (teacher/class-teacher.ipynb), where "
    "the answer key is."
)


class PredictionsView:
    """The Predictions view of ``board`` (a :class:`~.teacher.TeacherBoard`: its pool, its
    message line and its actions), revealing answers with ``answers(key)``."""

    def __init__(
        self, board: Any, answers: Callable[[str], Any] | None, prediction: str | None = None
    ) -> None:
        if answers is not None and not callable(answers):
            raise ClassPoolError("answers must be a function from an exercise key to its answer.")
        self.board = board
        self.answers = answers
        self.key = prediction or next(iter(PREDICTIONS))
        if self.key not in PREDICTIONS:
            raise ClassPoolError(
                f"{self.key!r} is not a class prediction: choose one of {', '.join(PREDICTIONS)}."
            )
        self.found = Guesses(self.key, (), False)
        self.answer: Any = None  # the shown prediction's answer, once revealed
        self._seen: tuple | None = None
        self._shown = (self.key,)  # what a Confirm question belongs to
        self.choice = fit(
            widgets.Dropdown(
                options=[(spec.label, key) for key, spec in PREDICTIONS.items()],
                value=self.key,
                description="Prediction",
            ),
            "20em",
        )
        self.choice.add_class("logo-kit-prediction-choice")
        self.choice.observe(self._chosen, names="value")
        self.question = widgets.HTML()
        self.summary = widgets.HTML()
        self.summary.add_class("logo-kit-guess-summary")
        self.reveal_button = widgets.Button(description="Reveal answer", icon="eye")
        self.reveal_button.add_class("logo-kit-reveal")
        self.reveal_button.on_click(board.on_click(self.reveal))
        self.reset_button = widgets.Button(description="Reset…", icon="trash")
        self.reset_button.on_click(board.on_click(self._ask_reset))
        self.confirm_step = ConfirmStep(board, "logo-kit-predictions")
        self.plot = widgets.HTML(layout=widgets.Layout(max_width="580px"))
        self.plot.add_class("logo-kit-guess-plot")
        self.widget = column(
            row(self.choice),
            self.question,
            self.summary,
            row(self.reveal_button, self.reset_button),
            self.confirm_step.widget,
            self.plot,
        )

    # -- actions --------------------------------------------------------------------------
    def refresh(self) -> bool:
        """Read the shown prediction's guesses again; redraw and return True if they changed."""
        with self.board._lock:  # the board's live check and a press never draw at once
            seen = self.board.pool.guesses_version(self.key)
            if seen == self._seen:
                return False
            self.found = self.board.pool.guesses(self.key)
            if self.found.revealed and self.answer is None and self.answers is not None:
                self.answer = self._answer()  # revealed before (another board, a restart)
            if not self.found.revealed:
                self.answer = None
            self._seen = seen
            self.render()
            return True

    def _chosen(self, change: dict) -> None:
        if not self.board._syncing:
            self.board.act(lambda: self.choose(change["new"]))

    def choose(self, prediction: str) -> None:
        """Show ``prediction`` (a key of :data:`~logo_kit.classpool.PREDICTIONS`)."""
        if prediction not in PREDICTIONS:
            raise ClassPoolError(f"{prediction!r} is not a class prediction.")
        self.key, self._shown, self._seen, self.answer = prediction, (prediction,), None, None
        self.refresh()

    def reveal(self) -> None:
        """Show the exact answer to the class (from the teacher's answer key) and close the
        prediction to new guesses."""
        answer = self._answer()
        self.board.pool.reveal(self.key)
        self.answer = answer
        self._seen = None
        self.refresh()

    def _ask_reset(self) -> None:
        self.confirm_step.ask(
            f"reset {self.key}",
            f"This removes the {self.found.count} guesses for {self.key} in class "
            f"{self.board.pool.code} and hides its answer again.",
            self.reset,
            self._shown,
        )

    def reset(self) -> None:
        """Remove the shown prediction's guesses and hide its answer (no question: code
        means it)."""
        self.board.pool.reset_guesses(self.key)
        self.answer = None
        self.refresh()

    def _answer(self) -> Any:
        if self.answers is None:
            raise ClassPoolError(NO_ANSWER_KEY)
        answer = self.answers(self.key)
        spec = PREDICTIONS[self.key]
        try:
            spec.check(answer if spec.choices else float(answer))
        except (ClassPoolError, TypeError, ValueError):
            raise ClassPoolError(
                f"the answer key gave {answer!r} for {self.key}, which is no answer to it."
            ) from None
        return answer

    # -- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        spec, found = PREDICTIONS[self.key], self.found
        with self.board.quietly():
            self.choice.value = self.key
        self.confirm_step.render(self._shown)
        self.question.value = (
            f"<div style='font-size:15px'><b>{html.escape(spec.game)}, exercise "
            f"{html.escape(spec.key)}:</b> {html.escape(spec.question)}</div>"
        )
        revealed = found.revealed and self.answer is not None
        self.reveal_button.disabled = revealed
        self.reveal_button.description = "Answer revealed" if revealed else "Reveal answer"
        answer = self.answer if revealed else None
        if spec.choices:
            self.plot.value = choice_bars([str(v) for v in found.values], spec.choices, answer)
        else:
            values = [float(v) for v in found.values]
            self.plot.value = dot_plot(
                values, low=spec.low, high=spec.high, quantity=spec.quantity, answer=answer
            )
        said = f"Class <b>{html.escape(self.board.pool.code)}</b>: <b>{found.count}</b> guesses"
        if revealed:
            close = found.within(answer)
            share = f" ({close / found.count:.0%})" if found.count else ""
            near = "chose it" if spec.choices else f"within a factor of {NEAR:g} of it"
            said += (
                f" · answer <b>{html.escape(answer_text(answer, spec.quantity))}</b> · "
                f"<b>{close}</b> of {found.count}{share} {near}"
            )
            if not spec.choices:
                said += " (filled green dots in the shaded band; rings lie further off)"
            said += " · new guesses are closed"
        elif found.revealed:  # revealed by a board that had the answer key
            said += " · answer revealed elsewhere · new guesses are closed"
        else:
            said += " · answer hidden"
        if found.ignored:
            said += f" · {found.ignored} malformed rows ignored"
        self.summary.value = f"<div style='font-size:15px'>{said}</div>"
