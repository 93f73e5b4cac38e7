"""The shared base of every board.

A board *holds* a core object (a hand, a belief, a game) and re-renders from
it; it holds no game logic. Every control calls :meth:`Board.act`, which runs
the action and then re-renders. If the core refuses the action with a
:class:`~logo_kit.errors.LogoKitError` (the project's own error, a
``ValueError``), the board shows the message in its message line instead of a
traceback and keeps its previous state: actions compute the new core object
first and assign it only when that succeeded. Any other exception, a bare
``ValueError`` included, is a bug, but a student should still never see a
traceback: the board shows a short "something went wrong" line naming the
error (to copy into a bug report), keeps its state, and records the exception
in :attr:`Board.last_bug` for tests and developers.

Boards are plain Python objects that display as their widget in a notebook,
and their controls can be driven without a browser (``button.click()``),
which is how the tests check them.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import ipywidgets as widgets

from logo_kit.errors import LogoKitError

from .status import StatusStrip
from .theme import style_sheet

__all__ = ["Board", "Status"]

Status = tuple[str, Sequence[str]]
"""What :meth:`Board.status` returns: the turn line and the lines of what changed."""

MESSAGE_STYLE = (
    "padding:4px 8px;border-left:4px solid {border};background:{background};"
    "color:#111;font-size:0.95em"
)
_KINDS = {
    "error": ("#D55E00", "#fbe9e0", "⚠ "),  # Okabe–Ito vermillion, with a symbol, not colour alone
    "info": ("#0072B2", "#e3f0f8", "ℹ "),
    "busy": ("#6c757d", "#f1f3f5", "⏳ "),
}
WORKING = "Working…"
"""The message line while an action runs: a count that takes seconds (the hand lab's
advice, a duel's first answer with blackholes) is seen to be running. The widget
sends it at once, before the action; the action's own message or a clear line
replaces it when it ends, so a quick action only flickers it."""


class Board:
    """Base class: a titled box with a message line, a body and safe actions.

    Subclasses implement :meth:`build` (create controls, return the body
    widget) and :meth:`render` (write the current state into the controls).
    """

    title: str = "Board"
    _syncing: bool = False  # True while render() writes into controls (see quietly())
    show_exact: bool = False
    """True when chances and amounts are shown with their exact fractions beside them
    (the **Show exact fractions** switch, :meth:`exact_switch`); off, the exact value is
    in each number's hover text. Code reads exact values from the boards' properties."""

    def __init__(self) -> None:
        self.message = widgets.HTML(value="", layout=widgets.Layout(min_height="1.6em"))
        self.message.add_class("logo-kit-message")
        self.last_error: str | None = None
        self.last_bug: BaseException | None = None
        self.strip = StatusStrip(self.message)
        heading = widgets.HTML(f"<h3 style='margin:4px 0'>{html.escape(self.title)}</h3>")
        body = self.build()
        self.widget = widgets.VBox([style_sheet(), heading, self.strip.widget, body])
        self.widget.add_class("logo-kit-board")
        self.render()
        self._refresh_status()

    # -- for subclasses --------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        """Create the controls and return the widget holding them."""
        raise NotImplementedError

    def render(self) -> None:
        """Show the current state in the controls (called after every action)."""
        raise NotImplementedError

    def status(self) -> Status | None:
        """The status strip's turn line and change lines, or None for no strip text.

        Game boards override this: the turn line says whose turn it is and what to
        do; the change lines say what happened since the student's last move, as
        the student's seat saw it (worded from the core's record, never decided
        here). Called after :meth:`render`.
        """
        return None

    def next_focus(self) -> widgets.Widget | None:
        """The control the keyboard focus should move to after a successful action.

        Re-rendering replaces controls, so without this the browser drops the focus
        to the page and a keyboard user must Tab back from the top. Boards return
        the next sensible control (the hand after a draw, the Next button at a
        round's end); None leaves the focus where the browser put it.
        """
        return None

    # -- actions ---------------------------------------------------------------------------
    def act(self, action: Callable[[], Any]) -> bool:
        """Run ``action``; show any exception as a message instead of raising.

        Returns True when the action succeeded. While it runs the message line
        says "Working…" (:data:`WORKING`); after success the line is cleared
        (unless the action set an info message) and the board re-renders. A
        :class:`~logo_kit.errors.LogoKitError` (or subclass) is the project
        refusing what the student asked: its message is shown as it is. Any
        other exception, a bare ``ValueError`` from Python or from a core bug
        included, is a bug: a one-line report is shown and the exception kept
        in :attr:`last_bug`. Either way the board re-renders from the state it
        kept.
        """
        self.clear_message()
        self.last_bug = None
        self._show(WORKING, "busy")
        busy = self.message.value
        try:
            action()
        except LogoKitError as error:  # the student's mistake, worded by the project
            self.show_error(str(error))
            self._render_safely()
            self._refresh_status()
            return False
        except Exception as error:  # a bug: report it on the board, never a traceback
            self.last_bug = error
            self.show_error(
                "Something went wrong inside the board (a bug, not your mistake): "
                f"{type(error).__name__}: {error}. The game is as it was before; "
                "please report this line."
            )
            self._render_safely()
            self._refresh_status()
            return False
        try:
            self.render()
        except Exception as error:
            self.last_bug = error
            self.show_error(f"The board could not redraw ({type(error).__name__}: {error}).")
            return False
        if self.message.value == busy:  # done: nothing to say
            self.message.value = ""
        self._refresh_status()
        self._move_focus()
        return True

    def _refresh_status(self) -> None:
        """Write :meth:`status` into the strip; a failure there is a bug, kept, never raised."""
        try:
            shown = self.status()
        except Exception as error:
            self.last_bug = self.last_bug or error
            return
        if shown is not None:
            self.strip.show(*shown)

    def _move_focus(self) -> None:
        try:
            target = self.next_focus()
        except Exception as error:
            self.last_bug = self.last_bug or error
            return
        if target is not None and hasattr(target, "focus"):
            target.focus()

    def _render_safely(self) -> None:
        """Redraw after a refused action so controls show the kept state again."""
        message, error = self.message.value, self.last_error
        try:
            self.render()
        except Exception as failure:  # keep the first message; remember the failure
            self.last_bug = self.last_bug or failure
        self.message.value, self.last_error = message, error

    def on_click(self, action: Callable[[], Any]) -> Callable[[Any], None]:
        """Adapt an action to a button's ``on_click`` (which passes the button)."""
        return lambda _button: self.act(action)

    def on_change(self, action: Callable[[Any], Any]) -> Callable[[dict], None]:
        """Adapt an action taking the new value to ``observe(..., names='value')``."""
        return lambda change: self.act(lambda: action(change["new"]))

    @contextlib.contextmanager
    def quietly(self) -> Iterator[None]:
        """Write into controls without their observers acting on it.

        Rendering sets control values (a menu's options, a slider's value);
        observers check ``self._syncing`` and ignore changes made here, so
        only a person's change becomes an action.
        """
        previous = self._syncing
        self._syncing = True
        try:
            yield
        finally:
            self._syncing = previous

    # -- numbers: for students first, exact on demand ----------------------------------------
    def exact_switch(self) -> widgets.Checkbox:
        """The board's **Show exact fractions** switch (made once, kept as ``exact_box``):
        ticked, every chance and amount shows its exact fraction beside it."""
        box = widgets.Checkbox(
            value=self.show_exact,
            description="Show exact fractions",
            indent=False,
            layout=widgets.Layout(width="auto"),
        )
        box.add_class("logo-kit-exact-switch")

        def switched(change: dict) -> None:
            if not self._syncing:
                self.act(lambda: self._set_exact(change["new"]))

        box.observe(switched, names="value")
        self.exact_box = box
        return box

    def set_exact(self, on: bool) -> bool:
        """Show (True) or hide (False) the exact fractions beside the numbers."""
        return self.act(lambda: self._set_exact(on))

    def _set_exact(self, on: Any) -> None:
        if not isinstance(on, bool):
            raise LogoKitError(f"say True or False to show the exact fractions, not {on!r}.")
        self.show_exact = on
        box = getattr(self, "exact_box", None)
        if box is not None and box.value != on:
            with self.quietly():
                box.value = on

    # -- the message line ------------------------------------------------------------------
    def show_error(self, text: str) -> None:
        self.last_error = text
        self._show(text, "error")

    def show_info(self, text: str) -> None:
        self._show(text, "info")

    def clear_message(self) -> None:
        self.last_error = None
        self.message.value = ""

    def _show(self, text: str, kind: str) -> None:
        border, background, symbol = _KINDS[kind]
        style = MESSAGE_STYLE.format(border=border, background=background)
        role = "alert" if kind == "error" else "status"  # busy too: read out politely
        self.message.value = (
            f"<div role='{role}' class='logo-kit-{kind}' style='{style}'>"
            f"{symbol}{html.escape(text)}</div>"
        )

    # -- display -----------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"
