"""A second click for the moves that end a round or a game.

Declaring LOGO or aligning the stars cannot be taken back, so the button that
makes such a move only *asks*: the board says what the move does and shows a
**Confirm …** button beside a **Cancel** button (both plain buttons, so Tab
and Enter reach them as they reach every other control). Confirm makes the
move; Cancel, or anything that changes the game first, forgets the question.

Code that drives a board (tests, lessons) calls the board's move method
(``board.declare()``, ``board.align()``) and is not asked: a program means it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from logo_kit.errors import LogoKitError

from .layout import row

__all__ = ["ConfirmStep"]


@dataclass(frozen=True)
class _Question:
    what: str
    action: Callable[[], Any]
    moment: Any  # the game as it was when asked: any other move forgets the question


class ConfirmStep:
    """The Confirm/Cancel pair of one board (``widget``), hidden until a move asks."""

    def __init__(self, board: Any, css: str) -> None:
        self.board = board
        self.pending: _Question | None = None
        self.confirm_button = widgets.Button(
            description="Confirm",
            icon="check",
            button_style="danger",
            layout={"width": "auto", "max_width": "100%"},
        )
        self.cancel_button = widgets.Button(
            description="Cancel",
            icon="times",
            tooltip="Do not make this move; go on playing",
            layout={"width": "auto", "max_width": "100%"},
        )
        self.confirm_button.on_click(board.on_click(self.confirm))
        self.cancel_button.on_click(board.on_click(self.cancel))
        self.confirm_button.add_class(f"{css}-confirm")
        self.cancel_button.add_class(f"{css}-cancel")
        self.widget = row(self.confirm_button, self.cancel_button, css=f"{css}-confirm-row")
        self.widget.layout.display = "none"

    def ask(self, what: str, warning: str, action: Callable[[], Any], moment: Any) -> None:
        """Ask before ``action`` (the move ``what``), at the game ``moment``; the board's
        message says ``warning`` and how to go on."""
        self.pending = _Question(what, action, moment)
        self.board.show_info(f"{warning} Press “Confirm: {what}” to go ahead, or Cancel.")

    def confirm(self) -> None:
        """Make the move asked about (the core still checks it)."""
        question = self.pending
        if question is None:
            raise LogoKitError("nothing to confirm: press the move's own button first.")
        self.pending = None
        question.action()

    def cancel(self) -> None:
        """Forget the question; nothing is played."""
        self.pending = None

    def render(self, moment: Any) -> None:
        """Show the pair while a question waits at this very ``moment`` of the game."""
        if self.pending is not None and self.pending.moment is not moment:
            self.pending = None
        asking = self.pending is not None
        self.widget.layout.display = None if asking else "none"
        self.confirm_button.description = (
            f"Confirm: {self.pending.what}" if self.pending is not None else "Confirm"
        )
