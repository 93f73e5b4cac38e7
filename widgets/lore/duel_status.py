"""What the duel tells you and where your keyboard goes: its status strip and focus.

:class:`DuelStatus` is a mix-in of :class:`~logo_kit.widgets.DuelBoard`: the strip's
turn line and what you saw the bot do since your last move (the core's words,
:func:`~logo_kit.lore.recent.seen_text`, ruling S19), and the control the keyboard moves to
after an action.
"""

from __future__ import annotations

from typing import Any

from logo_kit.lore.moves import Phase
from logo_kit.lore.narrate import result_text
from logo_kit.lore.recent import SeenEvent, seen_text

from ..common.readout import chance_text, turn_text
from . import duel_view
from .duel_setup import BOT, NAMES, YOU

__all__ = ["DuelStatus"]


class DuelStatus:
    """The duel's status strip and keyboard focus (mixed into ``DuelBoard``)."""

    def status(self) -> tuple[str, list[str]]:
        """The strip: whose turn and what to do; what the bot did since your last move
        (as your seat saw it, S19: the faces it held up to you, its questions and your
        answers, tokens, flips, which lanes its cards moved to) and how close it is."""
        game = self.game
        changes = [self._seen_line(event) for event in self.recent]
        if game.is_terminal:
            return f"Game over. {result_text(game, names=NAMES)} Press Play again.", changes
        if any(event.player == BOT for event in self.recent):
            changes.append(
                f"The bot's line: {self.bot_count:,} possible assignment(s) left for it; its "
                f"chance that aligning the stars wins now: {chance_text(self.bot_win_chance)}"
            )
        divine = self._ahead(Phase.DIVINE)
        token_first = divine is not None and not divine.optional
        turn = (
            f"{turn_text(game.own_turns[YOU]).capitalize()} ({duel_view.MODE_NAMES[self.mode]}): "
            + duel_view.todo(game, token_first)
        )
        return turn, changes

    def _seen_line(self, event: SeenEvent) -> str:
        return seen_text(event, names=NAMES, viewer=YOU, mode=self.game.mode(event.player))

    def next_focus(self) -> Any:
        """After an action: Play again at the end; else the main button of your step
        (Ask before asking, End turn at step 6, Take back tokens after a yes)."""
        game = self.game
        if self._focus_stays:  # a change inside a group: the keyboard stays there
            return None
        if game.is_terminal:
            return self.play_again_button
        if game.current_player != YOU:
            return None
        if game.phase is Phase.REMOVE_TOKENS:
            return self.remove_button
        if game.phase is Phase.MOVE_AGAIN:
            return self.end_button
        divine = self._ahead(Phase.DIVINE)
        if divine is not None and not divine.optional:  # a token first (S5): the cards
            return self.question_row
        return self.ask_button
