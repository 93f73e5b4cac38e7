"""A student's prediction, sent to the class: one dot on the teacher's board.

In a lesson on a JupyterHub (or any JupyterLab whose class pool is set up), the
lessons' ``predict("20.2", my_prediction)`` shows this board under the prediction:
one press of **Send to the class** puts the guess on the teacher's dot plot (the name
is the hub user; the class code is filled in). In a laptop class (``make class``) the
students' Voilà app **Class predictions** is this board with a menu of the predictions
and a box to type the guess in, the class code and a name, as the experiment apps have.

A student sees only their own guess: never another student's, nor a name, nor the
answer (the class pool never holds it). A second send replaces the first until the
teacher reveals the answer; then the prediction is closed. A name belongs to the browser
that first joined under it (:class:`~.page_link.PageLink`), as for the experiments.

>>> board = PredictionBoard("20.2", 0.3, class_pool="sqlite://", code="7B")
>>> board.guess_shown
'0.3'
"""

from __future__ import annotations

import html
import os
import secrets
from fractions import Fraction
from typing import Any

import ipywidgets as widgets

from logo_kit.classpool import (
    CODE_VARIABLE,
    PREDICTIONS,
    ClassPoolError,
    check_student,
    connect,
    default_url,
    is_service_url,
)
from logo_kit.typed_number import read_number

from ..common.base import Board
from ..common.layout import column, fit, row
from .page_link import PageLink

__all__ = ["PredictionBoard"]


def _shown(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{value} ≈ {float(value):.4g}"
    return f"{float(value):.6g}"


class PredictionBoard(Board):
    """Send a guess for a lesson's prediction to the class pool.

    ``prediction``: the exercise key (default: a menu of
    :data:`logo_kit.classpool.PREDICTIONS`); ``guess``: the guess already made (a lesson's
    prediction cell; default: typed here); ``class_pool``: the pool's address (default
    :func:`logo_kit.classpool.default_url`); ``code``: the class code filled in (default
    ``$LOGO_KIT_CLASS_CODE``).
    """

    title = "Send your prediction to the class"

    def __init__(
        self,
        prediction: str | None = None,
        guess: Any = None,
        *,
        class_pool: str | None = None,
        code: str | None = None,
    ) -> None:
        if prediction is not None and prediction not in PREDICTIONS:
            raise ClassPoolError(
                f"{prediction!r} is not a class prediction: the class takes guesses for "
                f"{', '.join(PREDICTIONS)}."
            )
        self.fixed = prediction is not None
        self.prediction = prediction or next(iter(PREDICTIONS))
        self.guess = guess
        self.url = class_pool or default_url()
        self._code = code if code is not None else os.environ.get(CODE_VARIABLE, "")
        self._pools: dict[str, Any] = {}
        self._page_secret = secrets.token_hex(24)  # until (or unless) the page says its own
        super().__init__()

    @property
    def secret(self) -> str:
        """This browser's secret for the name (the page's own once it has said it)."""
        return self.link.secret or self._page_secret

    @property
    def guess_shown(self) -> str:
        """The guess given by the lesson, as the board shows it ('' when typed here)."""
        return "" if self.guess is None else _shown(self.guess)

    # -- building ---------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        self.choice = fit(
            widgets.Dropdown(
                options=[(spec.label, key) for key, spec in PREDICTIONS.items()],
                value=self.prediction,
                description="Exercise",
            ),
            "20em",
        )
        self.choice.add_class("logo-kit-prediction-choice")
        self.choice.observe(self.on_change(self.choose), names="value")
        self.question = widgets.HTML()
        self.typed = fit(
            widgets.Text(description="Your guess", placeholder="e.g. 0.3, 1/4, 5% or 1 in 200"),
            "22em",
        )
        choices = PREDICTIONS[self.prediction].choices or ("a number",)  # shown for a choice
        self.picked = widgets.ToggleButtons(options=choices, description="Your guess")
        self.given = widgets.HTML()
        self.code = fit(widgets.Text(description="Class code", placeholder="e.g. 7B"), "14em")
        self.code.value = self._code
        self.name = fit(widgets.Text(description="Your name", placeholder="first name"), "16em")
        self.send_button = widgets.Button(description="Send to the class", icon="paper-plane")
        self.send_button.add_class("logo-kit-send-prediction")
        self.send_button.on_click(self.on_click(self.send))
        self.link = PageLink()
        self.link.observe(self._recalled, names="remembered")
        if is_service_url(self.url):  # on a hub the name is the hub user: nothing to type
            self.name.layout.display = "none"
        if self.fixed:
            self.choice.layout.display = "none"
        body = column(
            row(self.choice),
            self.question,
            row(self.code, self.name, self.typed, self.picked, self.given, self.send_button),
            self.link,
        )
        body.add_class("logo-kit-prediction-send")
        return body

    # -- actions --------------------------------------------------------------------------
    def choose(self, prediction: Any) -> None:
        """Switch to ``prediction`` (in the app's menu)."""
        if prediction not in PREDICTIONS:
            raise ClassPoolError(f"{prediction!r} is not a class prediction.")
        self.prediction = prediction

    def send(self) -> None:
        """Send the guess as the name typed (on a hub: the hub user) to the class whose code
        is typed; a second send replaces the first until the teacher reveals the answer."""
        spec = PREDICTIONS[self.prediction]
        value = self._value()
        code = self.code.value.strip()
        pool = self._pools.get(code)
        if pool is None:
            pool = connect(self.url, code=code, create=False)
            self._pools[pool.code] = pool
        name = pool.hub_user or check_student(self.name.value.strip())
        pool.claim(name, self.secret)
        first = pool.predict(name, spec.key, value, secret=self.secret)
        self.link.remember(pool.code, name)
        again = "" if first else " (it replaces the one you sent before)"
        self.show_info(
            f"Sent to class {pool.code}: your guess {_shown(value)} for {spec.key}{again}. "
            "It is one dot on your teacher's board, with no name; until your teacher reveals "
            "the answer, sending again replaces it."
        )

    def _value(self) -> float | str:
        spec = PREDICTIONS[self.prediction]
        if spec.choices:
            given = self.guess if self.guess is not None else self.picked.value
            return spec.check(given)
        given = self.guess if self.guess is not None else self.typed.value.strip()
        if isinstance(given, str):
            if not given:
                raise ClassPoolError("type your guess first: one number, like 0.3 or 1 in 200.")
            given = read_number(given)
        return spec.check(given)

    def _recalled(self, change: dict) -> None:
        """The browser said which class and name it joined last: fill them in again."""
        kept = change["new"] or {}
        if not kept.get("code"):
            return

        def recall() -> None:
            if not self.code.value:
                self.code.value = str(kept.get("code", ""))[:16]
            if not self.name.value:
                self.name.value = str(kept.get("name", ""))[:40]

        self.act(recall)

    # -- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        spec = PREDICTIONS[self.prediction]
        with self.quietly():
            self.choice.value = self.prediction
            if spec.choices and tuple(self.picked.options) != spec.choices:
                self.picked.options = spec.choices
        typed_here = self.guess is None
        self.typed.layout.display = None if typed_here and not spec.choices else "none"
        self.picked.layout.display = None if typed_here and spec.choices else "none"
        self.given.layout.display = None if not typed_here else "none"
        self.given.value = f"Your prediction: <b>{html.escape(self.guess_shown)}</b>"
        self.question.value = (
            f"<div><b>{html.escape(spec.game)}, exercise {html.escape(spec.key)}.</b> Predict "
            f"{html.escape(spec.question)}.</div>"
        )
