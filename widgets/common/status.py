"""The status strip at the top of a game board: whose turn, what changed, what to do.

A game board (the LOGO table, the Logic & Lore duel, the Boardroom) is taller
than a laptop screen, so anything shown only at its bottom is missed. The strip
sits under the board's title and sticks to the top of the page while the board
is in view (see :mod:`theme`). It holds, in order:

1. **turn**: one line, e.g. "Your turn: draw a card or take the discard";
2. **changes**: what happened since the student's last move, one short line per
   event as the student's seat saw it (the core says what a seat saw; the board
   only words it);
3. **actions**: the board's main buttons for this moment (optional);
4. the board's **message line** (errors and busy state), so an error is at the
   top, next to what caused it.

>>> strip = StatusStrip(widgets.HTML())
>>> strip.show("Your turn", ["Bot B drew a card", "Bot C took R5"])
>>> strip.turn_text, strip.change_lines
('Your turn', ('Bot B drew a card', 'Bot C took R5'))
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as widgets

__all__ = ["StatusStrip"]


class StatusStrip:
    """Turn line, change lines, main actions and the message line, in one sticky box."""

    def __init__(self, message: widgets.HTML) -> None:
        self.turn = widgets.HTML(value="")
        self.turn.add_class("logo-kit-strip-turn")
        self.changes = widgets.HTML(value="")
        self.changes.add_class("logo-kit-strip-changes")
        self.actions = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap"))
        self.turn_text = ""
        self.change_lines: tuple[str, ...] = ()
        self.widget = widgets.VBox([self.turn, self.changes, self.actions, message])
        self.widget.add_class("logo-kit-strip")

    def show(
        self,
        turn: str,
        changes: Sequence[str] = (),
        actions: Sequence[widgets.Widget] | None = None,
    ) -> None:
        """Show ``turn`` and the ``changes`` lines; replace the actions when given."""
        self.turn_text = turn
        self.change_lines = tuple(changes)
        self.turn.value = f"<span role='status'>{html.escape(turn)}</span>" if turn else ""
        if self.change_lines:
            items = "".join(f"<li>{html.escape(line)}</li>" for line in self.change_lines)
            self.changes.value = (
                "<div aria-live='polite'><span>Since your last move:</span>"
                f"<ul style='margin:0 0 0 1.2em;padding:0'>{items}</ul></div>"
            )
        else:
            self.changes.value = ""
        if actions is not None and tuple(actions) != self.actions.children:
            self.actions.children = tuple(actions)
