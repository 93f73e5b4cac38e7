"""The six steps of a Logic & Lore turn, as rules applied to a game (rulings S4–S7, S10–S15).

:class:`TurnSteps` is the part of :class:`~logo_kit.lore.game.LoreGame` that
applies a player's move at each step; the game class keeps the state, the
deal and what may be asked of a position. Each handler checks the move and
returns the next position (a new value), or raises
:class:`~logo_kit.errors.IllegalMoveError` before anything changes.

Readings of the rule book (rulings S1–S9, and where they are silent, S10–S15):

- Step 1/6, Move the Heavens: a :class:`~logo_kit.lore.moves.MoveHeavens`
  carries the whole new arrangement; any rearrangement of the face-down
  cards among their lanes is legal (face-up cards are locked, S6; S14).
- Step 2, Align the Stars: every face-down card is flipped; every star card
  aligned and every blackhole in an extra lane (S7) wins, anything else loses
  (the opponent wins). S6.
- Step 3, Divine the Cosmos (Star Bright players only; S5): place a token on
  an empty card 2–8; when all seven are taken you *may* replace an opponent's
  token (Pass declines). The game's very first turn skips the step unless
  ``first_turn_divines``. When no placement is possible (every card holds your
  own token) the step is skipped (S13).
- Step 4, Choose Focus: any two different cards of your line (face up or
  down — the book says "any two cards"; it also keeps the step possible when
  fewer than two cards are face down). S10.
- Step 5, Search the Sky (S4): the asker names the questions to ask (at least
  one; S11); they are asked in the mode's order and asking stops at the first
  yes; any may be skipped, in Star Light too (S12); in Star Bright only 1, 9
  and questions holding the asker's token. (Choosing the questions one at a
  time after each "no" gives nothing more: the only way to reach a question is
  "no" to every earlier one, so a set chosen up front is as good.) Cards
  pointed at by Alignment are flipped face up and locked (S6); in Star Bright
  the asker then takes back two of their tokens (S5): automatically when they
  have at most two on the cards, else by
  :class:`~logo_kit.lore.moves.RemoveTokens`. Every card face up (possible only
  without blackholes) wins (S6).
- The game ends at the first win or loss, or at ``max_turns`` (no winner);
  with ``play_on`` the other player continues until they finish too (S15).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from logo_kit import checks
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Divine,
    Finish,
    Move,
    MoveHeavens,
    Pass,
    Phase,
    RemoveTokens,
    Round,
    Search,
)
from logo_kit.lore.questions import Query, Question, answer_code, decode

if TYPE_CHECKING:
    from logo_kit.lore.game import LoreGame
    from logo_kit.lore.starline import StarLine

__all__ = ["TurnSteps"]


@functools.lru_cache(maxsize=4096)
def _query(
    cards: tuple[int, int], mode: str, questions: tuple[Question, ...], focus: int | None
) -> Query:
    # Query.build for the Search moves the engine lists (Question members): the same few
    # rounds recur all game long, so each is checked and made once
    return Query.build(cards, mode=mode, questions=questions, focus=focus)


class TurnSteps:
    """The step handlers of :class:`~logo_kit.lore.game.LoreGame` (a mixin)."""

    # -- helpers the handlers share -----------------------------------------------------
    def _wrong(self: LoreGame, move: Any, allowed: str) -> IllegalMoveError:
        try:
            shown = repr(move)
        except ValueError:  # a 5,000-digit int: Python refuses to print it
            shown = checks.describe(move)
        return IllegalMoveError(
            f"{shown} is not allowed at step {self.phase.value} of player "
            f"{self._mover}'s turn; allowed: {allowed}."
        )

    def _evolve(self: LoreGame, move: Move, **changes: Any) -> LoreGame:
        """The next position (:meth:`~logo_kit.position.Position._next`), with a player's
        move also added to the moves both seats saw."""
        if self.phase is not Phase.DEAL:  # a player's move: both seats saw it (ruling S19)
            changes["_played"] = (self._played, move)
        return self._next(move, changes)

    def _with_line(self: LoreGame, seat: int, line: StarLine) -> tuple[StarLine, ...]:
        lines = list(self.lines)
        lines[seat] = line
        return tuple(lines)

    def _relaid(self: LoreGame, seat: int, **changes: Any) -> tuple[StarLine, ...]:
        return self._with_line(seat, self.lines[seat]._replaced(**changes))

    # -- steps 1 and 6: Move the Heavens ------------------------------------------------
    def _move_heavens(self: LoreGame, move: Move) -> LoreGame:
        # ruling S14: one whole new arrangement, or Pass (moving nothing)
        after = Phase.ALIGN_STARS if self.phase is Phase.MOVE_HEAVENS else None
        if isinstance(move, Pass):
            return self._evolve(move, phase=after) if after else self._next_turn(move)
        if not isinstance(move, MoveHeavens):
            raise self._wrong(move, "MoveHeavens(arrangement) or Pass()")
        arranged = move.arrangement  # whole numbers (MoveHeavens checks them)
        if not self._is_listed_swap(arranged):  # a swap the engine listed is legal as it is
            arranged = self.check_arrangement(arranged)
        lines = self._relaid(self._mover, arrangement=arranged)
        if after:
            return self._evolve(move, lines=lines, phase=after)
        return self._next_turn(move, lines=lines)

    # -- step 2: Align the Stars --------------------------------------------------------
    def _align(self: LoreGame, move: Move) -> LoreGame:
        if isinstance(move, Pass):
            return self._evolve(move, phase=self._after_align())
        if not isinstance(move, AlignStars):
            raise self._wrong(move, "AlignStars() or Pass()")
        me = self._mover
        line = self.lines[me]
        won = line.all_home()  # ruling S6, blackholes per S7
        lines = self._relaid(me, revealed=frozenset(line.layout.cards)) if won else self.lines
        return self._finish(move, won, "aligned" if won else "wrong", lines=lines)

    def _after_align(self: LoreGame) -> Phase:
        me = self._mover
        if self.lines[me].mode != "bright":
            return Phase.CHOOSE_FOCUS
        if self.turn == 1 and not self.options.first_turn_divines:  # ruling S5
            return Phase.CHOOSE_FOCUS
        # ruling S13: step 3 is skipped when no placement is possible (all seven cards hold
        # your own tokens, so there is neither an empty card nor an opponent token)
        if not self.tokens.placements(me):
            return Phase.CHOOSE_FOCUS
        return Phase.DIVINE

    # -- step 3: Divine the Cosmos ------------------------------------------------------
    def _divine(self: LoreGame, move: Move) -> LoreGame:
        me = self._mover
        if isinstance(move, Pass):
            if not self.tokens.full:
                raise IllegalMoveError(
                    "Divine the Cosmos is required (ruling S5): place a token on an empty card "
                    "2–8; only when all are taken may you decline to replace one."
                )
            return self._evolve(move, phase=Phase.CHOOSE_FOCUS)
        if not isinstance(move, Divine):
            raise self._wrong(move, "Divine(question)" + (" or Pass()" if self.tokens.full else ""))
        try:
            tokens = self.tokens.place(me, move.question)
        except LogoKitError as error:
            raise IllegalMoveError(str(error)) from None
        return self._evolve(move, tokens=tokens, phase=Phase.CHOOSE_FOCUS)

    # -- step 4: Choose Focus -----------------------------------------------------------
    def _choose_focus(self: LoreGame, move: Move) -> LoreGame:
        if not isinstance(move, ChooseFocus):
            raise self._wrong(move, "ChooseFocus((card, card))")
        # ruling S10: "any two cards" of the line, face up or down (step 4 stays possible
        # when fewer than two cards are face down)
        cards = self.lines[self._mover].layout.cards
        pair = move.cards
        if len(pair) != 2 or pair[0] == pair[1] or not set(pair) <= set(cards):
            raise IllegalMoveError(
                f"hold up two different cards of your line (cards {cards[0]}–{cards[-1]}), "
                f"got {pair!r}."
            )
        return self._evolve(move, focus=(pair[0], pair[1]), phase=Phase.SEARCH_SKY)

    # -- step 5: Search the Sky ---------------------------------------------------------
    def _search(self: LoreGame, move: Move) -> LoreGame:
        if not isinstance(move, Search):
            raise self._wrong(move, "Search(questions, focus)")
        me = self._mover
        line = self.lines[me]
        available = self.available_questions()
        # ruling S11: the asker names the whole set of questions up front; asking one at
        # a time after each "no" reaches the same answers, so nothing is lost. Any subset
        # may be named, in Star Light too (S12); they are asked in order (S4)
        asked = available if move.questions is None else move.questions
        try:
            if type(asked) is tuple and all(type(q) is Question for q in asked):
                query = _query(self.focus, line.mode, asked, move.focus)  # made once
            else:
                query = Query.build(self.focus, mode=line.mode, questions=asked, focus=move.focus)
        except LogoKitError as error:
            raise IllegalMoveError(str(error)) from None
        if not query.questions:
            raise IllegalMoveError("Search the Sky is required: ask at least one question.")
        missing = [q for q in query.questions if q not in available]
        if missing:
            raise IllegalMoveError(
                f"{', '.join(f'{int(q)} {q}' for q in missing)} cannot be asked: in Star Bright "
                "only questions 1 and 9 and those holding your token are available (ruling S4); "
                f"available now: {', '.join(f'{int(q)} {q}' for q in available)}."
            )
        a, b = query.cards  # the opponent answers truthfully (S4)
        code = answer_code(
            query.questions,
            line.value_of(a),
            line.lane_of(a),
            line.value_of(b),
            line.lane_of(b),
            focus_second=query.focus_second,
            stars=line.layout.stars,
        )
        outcome = decode(code, query)
        record = Round(me, self.turn, line.arrangement, query, outcome, self.own_turns[me])
        changes: dict[str, Any] = {"rounds": (*self.rounds, record), "focus": None}
        if outcome.question is not Question.ALIGNMENT:
            return self._evolve(move, phase=Phase.MOVE_AGAIN, **changes)
        revealed = line.revealed | frozenset(outcome.cards)  # flipped face up, locked (S6)
        changes["lines"] = self._relaid(me, revealed=revealed)
        if revealed == frozenset(line.layout.cards):  # every card aligned face up (S6)
            return self._finish(move, True, "all face up", **changes)
        if line.mode == "bright":  # ruling S5: take back two tokens (one if only one)
            held = self.tokens.held(me)
            if len(held) > 2:
                return self._evolve(move, phase=Phase.REMOVE_TOKENS, **changes)
            changes["tokens"] = self.tokens.remove(me, held)
        return self._evolve(move, phase=Phase.MOVE_AGAIN, **changes)

    def _remove_tokens(self: LoreGame, move: Move) -> LoreGame:
        if not isinstance(move, RemoveTokens):
            raise self._wrong(move, "RemoveTokens((question, question))")
        if len(move.questions) != 2:
            raise IllegalMoveError(
                f"after a yes to Alignment take back exactly two of your tokens (ruling S5), "
                f"got {move.questions!r}."
            )
        try:
            tokens = self.tokens.remove(self._mover, move.questions)
        except LogoKitError as error:
            raise IllegalMoveError(str(error)) from None
        return self._evolve(move, tokens=tokens, phase=Phase.MOVE_AGAIN)

    # -- ends of turns and games --------------------------------------------------------
    def _next_turn(self: LoreGame, move: Move, **changes: Any) -> LoreGame:
        # ruling S15: the turn cap ends the game (no winner if nobody has won); with
        # play_on a player who has finished is passed over
        finished = changes.get("finished", self.finished)
        other = 1 - self._mover
        following = other if finished[other] is None else self._mover
        cap = self.options.max_turns
        changes.update(focus=None)
        if cap is not None and self.turn >= cap:
            return self._evolve(move, phase=Phase.OVER, **changes)
        own = list(self.own_turns)
        own[following] += 1
        return self._evolve(
            move,
            _mover=following,
            phase=Phase.MOVE_HEAVENS,
            turn=self.turn + 1,
            own_turns=tuple(own),
            **changes,
        )

    def _finish(self: LoreGame, move: Move, won: bool, how: str, **changes: Any) -> LoreGame:
        me = self._mover
        finished = list(self.finished)
        finished[me] = Finish(me, won, self.own_turns[me], self.turn, how)
        changes["finished"] = tuple(finished)
        changes["focus"] = None
        if self.winner is None:
            changes["winner"] = me if won else 1 - me
        if not self.options.play_on or all(f is not None for f in finished):  # ruling S15
            return self._evolve(move, phase=Phase.OVER, **changes)
        return self._next_turn(move, **changes)
