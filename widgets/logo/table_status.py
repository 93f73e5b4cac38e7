"""What the LOGO table tells you and where your keyboard goes: its status strip and focus.

:class:`TableStatus` is a mix-in of :class:`~logo_kit.widgets.TableBoard` (not
a board of its own). :meth:`~TableStatus.status` writes the strip's turn line and
what you saw happen since your last move, from the core's record
(:func:`~logo_kit.logo.recent.since_last_move`, the round's words from
:func:`~logo_kit.logo.scoring.explain_round`); :meth:`~TableStatus.next_focus`
moves the keyboard to the control the new moment asks for, so a keyboard player
never has to Tab back from the top of the page.
"""

from __future__ import annotations

import ipywidgets as widgets

from logo_kit.logo.game import Phase
from logo_kit.logo.narrate import describe_round, next_step
from logo_kit.logo.recent import SinceLastMove, since_last_move

from ..common.base import Status
from . import table_panels as panels

__all__ = ["MOST_CHANGE_LINES", "TableStatus"]

HUMAN = panels.HUMAN
MOST_CHANGE_LINES = 8
"""The status strip shows at most this many lines of what happened since your last move."""


class TableStatus:
    """The table's status strip and keyboard focus (mixed into ``TableBoard``, whose
    game, names, pause and buttons it reads)."""

    @property
    def since_last_move(self) -> SinceLastMove:
        """What you saw happen since your last move (the core's record, through your eyes);
        after a new deal, only what came after it (the round's end was shown at the pause)."""
        seen = since_last_move(self.game, HUMAN, names=self.names, after=self._before_mine)
        deals = [i for i, e in enumerate(seen.events) if e.kind == "deal"]
        if deals and not self.paused:
            events = seen.events[deals[-1] :]
            seen = SinceLastMove(
                seen.seat,
                events,
                tuple(dict.fromkeys(e.seat for e in events if e.seat not in (None, HUMAN))),
                seen.gained,
                seen.dealt,
            )
        return seen

    def status(self) -> Status:
        """The turn line (whose turn, what to do, or the round's result) and what you saw
        happen since your last move, from the core's record (:attr:`since_last_move`)."""
        game, names = self.game, self.names
        seen = getattr(self, "_seen", None) or self.since_last_move
        lines = [line for event in seen.events for line in event.text.split("\n") if line]
        if not lines and (self.paused or game.is_terminal):  # your own move ended the round
            lines = describe_round(game.last_round, game, names=names, viewer=HUMAN)
        if len(lines) > MOST_CHANGE_LINES:
            lines = [
                f"… {len(lines) - MOST_CHANGE_LINES + 1} earlier lines in the log below",
                *lines[-MOST_CHANGE_LINES + 1 :],
            ]
        result = game.last_round
        if game.is_terminal:
            won = " and ".join(names[s] for s in game.winners)
            verb = "win" if len(game.winners) > 1 or HUMAN in game.winners else "wins"
            summary = f" {panels.round_summary_text(result, names)}." if result else ""
            turn = f"Game over: {won} {verb}!{summary} Press Play again for a new game."
        elif self.paused and result is not None:
            turn = (
                f"{panels.round_summary_text(result, names)} (ruling L10). "
                f"Press Deal round {game.round_number + 1} when you are ready."
            )
        elif self.my_turn:
            step = next_step(game)
            declared = (
                f" {names[game.declarer]} declared LOGO: this is your last turn (ruling L9)."
                if game.declarer is not None and game.declarer != HUMAN
                else ""
            )
            stop = "" if step.endswith("!") else "."
            turn = f"Round {game.round_number} · Your turn: {step}{stop}{declared}"
        elif not game.active[HUMAN]:
            turn = f"Round {game.round_number} · You are out; the bots play on."
        else:
            turn = f"Round {game.round_number}."
        return turn, lines

    def next_focus(self) -> widgets.Widget | None:
        """Where the keyboard goes after an action that changed the moment: the round's
        button at a pause, Confirm when a declaration asks, the draw button at the start of
        your turn, your hand when you must discard, Stop or Let it happen when an action
        is aimed at you. An action that changed nothing (a pick, a setting) leaves it."""
        moment = (self.game, self.paused, self.confirm.pending is not None)
        last = getattr(self, "_focus_moment", None)
        if last is not None and moment[0] is last[0] and moment[1:] == last[1:]:
            return None
        self._focus_moment = moment
        if self.game.is_terminal:
            return self.play_again_button
        if self.paused:
            return self.next_round_button
        if self.confirm.pending is not None:
            return self.confirm.confirm_button
        if not self.my_turn:
            return None
        phase = self.game.phase
        if phase is Phase.TAKE:
            return self.draw_button if not self.draw_button.disabled else self.take_discard_button
        if phase in (Phase.DISCARD, Phase.STEAL_DISCARD):
            return self.hand_row
        if phase is Phase.RESPOND:
            for button in (self.stop_button, self.logo_stop_button, self.accept_button):
                if not button.disabled:
                    return button
        return None
