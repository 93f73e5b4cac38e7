"""What the duel board reports (for the views, tests and lessons): your exact belief and
its numbers, the questions you may ask, and which of your steps are ahead this turn.

Each number comes from the core: the beliefs from the players' views
(:class:`~logo_kit.lore.players.BeliefTracker`), the steps and legal moves from the
engine (:meth:`~logo_kit.lore.LoreGame.ahead`, ``legal_moves``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from logo_kit.lore import Belief, LoreGame, Question, since_last_move
from logo_kit.lore.lanes import Layout
from logo_kit.lore.moves import Divine, Phase, RemoveTokens, Round
from logo_kit.lore.recent import SeenEvent
from logo_kit.lore.views import PlayerView

from .duel_hint import hint_text
from .duel_setup import YOU
from .heatmap import HeatmapReadout

__all__ = ["DuelNumbers"]


class DuelNumbers(HeatmapReadout):
    """The duel board's read-only numbers (a mixin of :class:`DuelBoard`)."""

    game: LoreGame
    draft: tuple[int, ...]
    asked: Any
    figure: Any
    _cache: dict

    def _belief(self, game: LoreGame, seat: int = YOU) -> Belief:
        """The exact belief of ``seat`` about their own line, laid out as in ``game``."""
        return self._trackers[seat].belief(game.view(seat))

    @property
    def phase(self) -> Phase:
        """The engine's step (your step between clicks, unless the game is over)."""
        return self.game.phase

    @property
    def mode(self) -> str:
        """Your mode, ``'light'`` or ``'bright'``."""
        return self.game.mode(YOU)

    @property
    def layout(self) -> Layout:
        """The shape of your line."""
        return self.game.line(YOU).layout

    @property
    def belief(self) -> Belief:
        """Your exact belief about your own line, laid out as drafted."""
        cached = self._cache.get("belief")
        if cached is None or cached[0] is not self.game or cached[1] != self.draft:
            belief = self._belief(self.game)
            if belief.arrangement != self.draft:
                belief = belief.rearrange(self.draft)
            self._cache["belief"] = cached = (self.game, self.draft, belief)
        return cached[2]

    @property
    def count(self) -> int:
        """Assignments of values to your cards still possible."""
        return self.belief.count

    @property
    def bits(self) -> float:
        """What you still do not know, in bits: log2(count)."""
        return self.belief.bits

    @property
    def your_view(self) -> PlayerView:
        """What you have seen (ruling S19): the bot's questions and answers among it."""
        cached = self._cache.get("view")
        if cached is None or cached[0] is not self.game:
            self._cache["view"] = cached = (self.game, self.game.view(YOU))
        return cached[1]

    @property
    def recent(self) -> tuple[SeenEvent, ...]:
        """What you saw happen since your last move (the bot's turn, at the start of
        yours), from the core's record (:func:`~logo_kit.lore.since_last_move`, S19)."""
        cached = self._cache.get("recent")
        if cached is None or cached[0] is not self.game:
            self._cache["recent"] = cached = (self.game, since_last_move(self.game, YOU))
        return cached[1]

    @property
    def bot_marks(self) -> frozenset[int]:
        """The bot's cards that moved or were flipped since your last move (outlined)."""
        return frozenset(c for e in self.recent if e.player != YOU for c in e.marked_cards)

    @property
    def bot_belief(self) -> Belief:
        """The bot's exact belief about its own line, as you can follow it: rebuilt from
        the bot's questions and the answers given to it (ruling S19)."""
        cached = self._cache.get("bot belief")
        if cached is None or cached[0] is not self.game:
            self._cache["bot belief"] = cached = (self.game, self.your_view.opponent_belief())
        return cached[1]

    @property
    def bot_count(self) -> int:
        """Assignments of the bot's line still possible for the bot (from its answers)."""
        return self.bot_belief.count

    @property
    def bot_win_chance(self) -> Fraction:
        """The bot's exact chance that Align the Stars would win now, with its cards as
        they lie (what the bot knows, S6, S7): how close the bot is to winning."""
        return self.bot_belief.win_chance()

    @property
    def bot_rounds(self) -> tuple[Round, ...]:
        """Every round the bot asked, with the answers (you gave them; ruling S19)."""
        return self.your_view.opponent_rounds

    @property
    def win_chance(self) -> Fraction:
        """Exact chance that aligning the stars wins with your cards as drafted (S6, S7)."""
        return self.belief.win_chance()

    @property
    def heatmap_cards(self) -> tuple[int, ...]:
        """The card of each heatmap row, top to bottom (your cards in lane order, as drafted)."""
        return self.draft

    @property
    def effective_focus(self) -> int:
        """The card a Focus question asks about: the one named, else the first held up."""
        return self.focus_card if self.focus_card in self.picks else self.picks[0]

    @property
    def available(self) -> tuple[Question, ...]:
        """Questions you may ask now, in asking order (S2, S4)."""
        return self.game.available_questions(YOU)

    @property
    def questions(self) -> tuple[Question, ...]:
        """The questions ticked for asking (only available ones), in asking order."""
        available = self.available
        if self.asked is None:
            return available
        return tuple(q for q in available if q in self.asked)

    def _ahead(self, target: Phase) -> LoreGame | None:
        """The game at ``target`` if your turn reaches it by passing optional steps."""
        game = self.game
        if game.current_player != YOU:
            return None
        return game.ahead(target)

    @property
    def divine_options(self) -> list[Divine]:
        """The placements the engine allows at your Divine step this turn (S5)."""
        ahead = self._ahead(Phase.DIVINE)
        return [] if ahead is None else [m for m in ahead.legal_moves() if isinstance(m, Divine)]

    @property
    def may_decline(self) -> bool:
        """True when your Divine step this turn may be passed (every card taken, S5)."""
        ahead = self._ahead(Phase.DIVINE)
        return ahead is not None and ahead.optional

    @property
    def remove_options(self) -> list[RemoveTokens]:
        """The pairs of tokens you may take back now (ruling S5)."""
        game = self.game
        if game.phase is not Phase.REMOVE_TOKENS or game.current_player != YOU:
            return []
        return [m for m in game.legal_moves() if isinstance(m, RemoveTokens)]

    @property
    def winner(self) -> str | None:
        """``'you'``, ``'bot'`` or None (no winner yet, or the turn cap)."""
        w = self.game.winner
        return None if w is None else ("you" if w == YOU else "bot")

    @property
    def hint_text(self) -> str:
        """The advisor's advice now, in words ('' when not your turn)."""
        game = self.game
        if game.current_player != YOU:
            return ""
        cached = self._cache.get("hint")
        if cached is not None and cached[0] is game:
            return cached[1]
        advice = self.advisor.advise(game.view(YOU))
        text = hint_text(game, advice, self._advice_moves(game))
        self._cache["hint"] = (game, text)
        return text
