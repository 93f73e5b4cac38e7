"""The two-player Logic & Lore rules engine: Star Light, Star Bright and mixed games.

A game is an immutable :class:`LoreGame` value: ``legal_moves()`` lists what
the player to move may do and ``apply(move)`` returns the next game, leaving
the old one as it was; a move the rules do not allow raises
:class:`~logo_kit.errors.IllegalMoveError` and changes nothing. The only
chance is the deal, done by :meth:`LoreGame.new` with a
``numpy.random.Generator`` (or set by a teacher with ``hidden=``); after it
every move is deterministic, so ``replay(game.start, game.log)`` gives the
same game back.

Turn steps and their moves are listed in :mod:`logo_kit.lore.moves`. Readings
of the rule book (rulings S1–S9, and where they are silent):

- Step 1/6, Move the Heavens: a :class:`MoveHeavens` carries the whole new
  arrangement; any rearrangement of the face-down cards among their lanes is
  legal (face-up cards are locked, S6). ``legal_moves()`` lists :class:`Pass`
  and every *swap* of two face-down cards (rather than all 9! orders); use
  :meth:`LoreGame.check_arrangement` for any other.
- Step 2, Align the Stars: every face-down card is flipped; every star card
  aligned and every blackhole in an extra lane (S7) wins, anything else loses
  (the opponent wins). S6.
- Step 3, Divine the Cosmos (Star Bright players only; S5): place a token on
  an empty card 2–8; when all seven are taken you *may* replace an opponent's
  token (:class:`Pass` declines). The game's very first turn skips the step
  unless ``first_turn_divines``. When no placement is possible (every card
  holds your own token) the step is skipped automatically. (An empty supply
  cannot block a placement: with 7 tokens each and 7 cards it means all seven
  cards hold your tokens; see :mod:`logo_kit.lore.tokens`.)
- Step 4, Choose Focus: any two different cards of your line (face up or
  down — the book says "any two cards"; it also keeps the step possible when
  fewer than two cards are face down).
- Step 5, Search the Sky (S4): the asker names the questions to ask (at least
  one); they are asked in the mode's order and asking stops at the first yes;
  in Star Bright only 1, 9 and questions holding the asker's token. (Choosing
  the questions one at a time after each "no" gives nothing more: the only way
  to reach a question is "no" to every earlier one, so a set chosen up front
  is as good.) The answer goes to the asker (:attr:`LoreGame.last_round`).
  Cards pointed at by Alignment are flipped face up and locked (S6); in Star
  Bright the asker then takes back two of their tokens (S5): automatically
  when they have at most two on the cards, else by :class:`RemoveTokens`.
  Every card face up (possible only without blackholes) wins (S6).
- The game ends at the first win or loss, or at ``max_turns`` (no winner); with
  ``play_on`` the other player continues until they finish too.

>>> import numpy as np
>>> options = LoreOptions.both("light", stars=4)
>>> game = LoreGame.new(options, rng=np.random.default_rng(3), hidden=([4, 2, 1, 3], None))
>>> game.phase, game.hidden(0), game.arrangement(0)
(<Phase.MOVE_HEAVENS: '1 move the heavens'>, {1: 4, 2: 2, 3: 1, 4: 3}, (1, 2, 3, 4))
>>> game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((1, 2))).apply(Search())
>>> game.last_round.outcome  # card 2 holds 2 and lies in lane 2
Outcome(Question.ALIGNMENT, cards=(2,))
>>> sorted(game.revealed(0)), game.phase
([2], <Phase.MOVE_AGAIN: '6 move the heavens'>)
>>> replay(game.start, game.log) == game
True
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from logo_kit import movelog
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore.lanes import Layout
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
from logo_kit.lore.options import PLAYERS, LoreOptions
from logo_kit.lore.questions import STAR_BRIGHT, STAR_LIGHT, Query, Question, answer
from logo_kit.lore.tokens import Tokens
from logo_kit.lore.views import PlayerView

__all__ = ["LoreGame", "StarLine", "deal", "replay"]


# -- one player's line ----------------------------------------------------------------


@dataclass(frozen=True)
class StarLine:
    """One player's star line: shape, mode, hidden values and what lies where.

    ``hidden[i]`` is the value of card ``layout.cards[i]`` (blackholes: 0 small,
    stars+1 large); ``arrangement`` lists the cards left to right over
    ``layout.lanes``; ``revealed`` are the face-up (aligned, locked) cards.
    """

    layout: Layout
    mode: str
    hidden: tuple[int, ...]
    arrangement: tuple[int, ...]
    revealed: frozenset[int]
    start_revealed: int | None = None

    def value_of(self, card: int) -> int:
        return self.hidden[self.layout.index(card)]

    def lane_of(self, card: int) -> int:
        return self.layout.lanes[self.arrangement.index(card)]

    @property
    def face_down(self) -> tuple[int, ...]:
        return tuple(c for c in self.layout.cards if c not in self.revealed)

    def all_home(self) -> bool:
        """Would Align the Stars win now? Every star aligned, every blackhole in
        an extra lane (rulings S6, S7)."""
        return all(
            self.layout.is_home(self.value_of(card), lane)
            for card, lane in zip(self.arrangement, self.layout.lanes, strict=True)
        )


def deal(
    layout: Layout, rng: np.random.Generator | None, start_revealed: int | None = None
) -> tuple[int, ...]:
    """Shuffle the values onto the cards with ``rng`` (ruling S1).

    With ``start_revealed = v`` (ruling S9) the player found card v and put it
    in lane v before dealing the rest, so card v holds v and the others are
    shuffled.

    >>> deal(Layout(stars=4), np.random.default_rng(0), start_revealed=3)[2]
    3
    """
    if not isinstance(rng, np.random.Generator):
        raise LogoKitError(
            "dealing a hidden star line needs rng, a numpy.random.Generator "
            "(e.g. numpy.random.default_rng(1)), or give hidden= explicitly."
        )
    values = list(layout.values)
    cards = list(layout.cards)
    if start_revealed is not None:
        values.remove(start_revealed)
        cards.remove(start_revealed)
    order = rng.permutation(len(values))
    hidden = dict(zip(cards, (values[int(i)] for i in order), strict=True))
    if start_revealed is not None:
        hidden[start_revealed] = start_revealed
    return tuple(hidden[c] for c in layout.cards)


def _hidden_from(given: Any, layout: Layout, start: int | None, seat: int) -> tuple[int, ...]:
    if isinstance(given, Mapping):
        try:
            values = [given[c] for c in layout.cards]
        except KeyError as missing:
            raise LogoKitError(
                f"hidden line of seat {seat} names no value for card {missing}: give a value "
                f"for every card {layout.cards[0]}–{layout.cards[-1]}."
            ) from None
        if len(given) != len(layout.cards):
            raise LogoKitError(
                f"hidden line of seat {seat} names cards outside "
                f"{layout.cards[0]}–{layout.cards[-1]}: {sorted(given)}."
            )
    elif isinstance(given, Sequence | np.ndarray) and not isinstance(given, str):
        values = list(given)
    else:
        raise LogoKitError(
            f"hidden line of seat {seat} must map each card to its value or list the values "
            f"in card order, got {given!r}."
        )
    if any(isinstance(v, bool) or not isinstance(v, int | np.integer) for v in values) or sorted(
        int(v) for v in values
    ) != list(layout.values):
        raise LogoKitError(
            f"hidden line of seat {seat} must use each value {layout.values} once "
            f"(blackholes are 0 and {layout.stars + 1}), got {list(values)}."
        )
    hidden = tuple(int(v) for v in values)
    if start is not None and hidden[layout.index(start)] != start:
        raise LogoKitError(
            f"seat {seat} starts with card {start} shown and aligned (ruling S9), so card "
            f"{start} must hold {start}; the hidden line gives it {hidden[layout.index(start)]}."
        )
    return hidden


# -- the game -------------------------------------------------------------------------


@dataclass(frozen=True)
class LoreGame:
    """One position of a two-player game. Build a new game with :meth:`new`.

    ``lines`` (one :class:`StarLine` per seat) hold the hidden values: use
    :meth:`view` for what a player may know. ``tokens`` are the Star Bright
    tokens (S5); ``turn`` counts both players' turns (1, 2, …) and
    ``own_turns`` each seat's; ``rounds`` records every question round;
    ``finished`` how each seat's game ended; ``winner`` the seat that won.
    """

    options: LoreOptions
    lines: tuple[StarLine, ...]
    tokens: Tokens
    current: int = 0
    phase: Phase = Phase.MOVE_HEAVENS
    turn: int = 1
    own_turns: tuple[int, ...] = (1, 0)
    focus: tuple[int, int] | None = None
    rounds: tuple[Round, ...] = ()
    finished: tuple[Finish | None, ...] = (None, None)
    winner: int | None = None
    _start: LoreGame | None = field(default=None, compare=False, repr=False)
    _log: tuple | None = field(default=None, compare=False, repr=False)

    # -- set-up ---------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        options: LoreOptions | None = None,
        rng: np.random.Generator | None = None,
        hidden: Sequence[Any] | None = None,
    ) -> LoreGame:
        """Deal a game: each line is shuffled with ``rng`` unless ``hidden`` gives it.

        ``hidden``: ``None`` or one entry per seat, each ``None`` (deal it) or the
        values of that seat's cards (a mapping card → value, or a list in card
        order; blackholes are 0 and stars+1), as a teacher sets a line.
        """
        options = LoreOptions() if options is None else options
        if not isinstance(options, LoreOptions):
            raise LogoKitError(f"options must be LoreOptions, got {options!r}.")
        given = [None] * PLAYERS if hidden is None else list(hidden)
        if len(given) != PLAYERS:
            raise LogoKitError(
                f"hidden needs one entry per seat ({PLAYERS}), each None or a line, got {hidden!r}."
            )
        lines = []
        for seat, setup in enumerate(options.players):
            layout = options.layout(seat)
            start = setup.start_revealed
            if given[seat] is None:
                values = deal(layout, rng, start)
            else:
                values = _hidden_from(given[seat], layout, start, seat)
            lines.append(
                StarLine(
                    layout=layout,
                    mode=setup.mode,
                    hidden=values,
                    arrangement=layout.cards,  # card c dealt into lane c (S1)
                    revealed=frozenset() if start is None else frozenset({start}),  # S9
                    start_revealed=start,
                )
            )
        return cls(options=options, lines=tuple(lines), tokens=Tokens.start())

    # -- looking at the position -----------------------------------------------------
    @property
    def start(self) -> LoreGame:
        """The position the game started from (replay the log from here)."""
        return self if self._start is None else self._start

    @property
    def log(self) -> tuple[Move, ...]:
        """Every move applied since :attr:`start`, in order."""
        return movelog.moves(self._log)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def capped(self) -> bool:
        """True if the turn cap ended the game before anyone won."""
        return self.is_over and self.winner is None

    @property
    def last_round(self) -> Round | None:
        """The latest question round (its outcome is what the asker was told)."""
        return self.rounds[-1] if self.rounds else None

    def line(self, seat: int) -> StarLine:
        return self.lines[self._seat(seat)]

    def hidden(self, seat: int) -> dict[int, int]:
        """The hidden values of ``seat``'s cards, card → value (for teachers and tests)."""
        line = self.line(seat)
        return dict(zip(line.layout.cards, line.hidden, strict=True))

    def arrangement(self, seat: int) -> tuple[int, ...]:
        """``seat``'s cards, left to right."""
        return self.line(seat).arrangement

    def revealed(self, seat: int) -> frozenset[int]:
        """``seat``'s face-up cards."""
        return self.line(seat).revealed

    def mode(self, seat: int) -> str:
        return self.line(seat).mode

    def available_questions(self, seat: int | None = None) -> tuple[Question, ...]:
        """Questions ``seat`` (default: the player to move) may ask, in order (S2, S4)."""
        seat = self.current if seat is None else self._seat(seat)
        if self.lines[seat].mode == "light":
            return STAR_LIGHT
        allowed = self.tokens.available(seat)
        return tuple(q for q in STAR_BRIGHT if q in allowed)

    def _seat(self, seat: int) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
            raise LogoKitError(f"seats are 0 and 1, got {seat!r}.")
        return seat

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` knows now (no hidden values)."""
        seat = self._seat(seat)
        mine, theirs = self.lines[seat], self.lines[1 - seat]
        to_move = seat == self.current and not self.is_over
        return PlayerView(
            player=seat,
            current=self.current,
            phase=self.phase,
            turn=self.turn,
            own_turns=self.own_turns,
            mode=mine.mode,
            layout=mine.layout,
            arrangement=mine.arrangement,
            revealed=mine.revealed,
            start_revealed=mine.start_revealed,
            rounds=tuple(r for r in self.rounds if r.player == seat),
            tokens=self.tokens,
            focus=self.focus if to_move else None,
            legal_moves=tuple(self.legal_moves()) if to_move else (),
            opponent_mode=theirs.mode,
            opponent_arrangement=theirs.arrangement,
            opponent_revealed=theirs.revealed,
            finished=self.finished,
            winner=self.winner,
            options=self.options,
        )

    # -- legal moves -------------------------------------------------------------------
    def check_arrangement(self, arrangement: Iterable[int], seat: int | None = None) -> tuple:
        """Return ``arrangement`` as a tuple if ``seat`` (default: the player to
        move) may lay their cards out so; raise IllegalMoveError otherwise."""
        line = self.lines[self.current if seat is None else self._seat(seat)]
        try:
            arranged = tuple(int(c) for c in arrangement)
        except (TypeError, ValueError):
            arranged = ()
        if sorted(arranged) != list(line.layout.cards):
            raise IllegalMoveError(
                f"an arrangement lists every card once, left to right (cards "
                f"{line.layout.cards[0]}–{line.layout.cards[-1]}), got {tuple(arrangement)!r}."
            )
        for card in line.revealed:
            if arranged.index(card) != line.arrangement.index(card):
                raise IllegalMoveError(
                    f"card {card} is face up and locked in lane {line.lane_of(card)} (ruling S6); "
                    "only face-down cards can move."
                )
        return arranged

    def swap_moves(self) -> list[MoveHeavens]:
        """A :class:`MoveHeavens` for every swap of two face-down cards of the mover."""
        line = self.lines[self.current]
        down = [i for i, c in enumerate(line.arrangement) if c not in line.revealed]
        moves = []
        for i, j in itertools.combinations(down, 2):
            arranged = list(line.arrangement)
            arranged[i], arranged[j] = arranged[j], arranged[i]
            moves.append(MoveHeavens(tuple(arranged)))
        return moves

    def search_moves(self) -> list[Search]:
        """Every :class:`Search` allowed now: each non-empty set of available
        questions (and, with Focus, each of the two cards to name)."""
        available = self.available_questions()
        moves: list[Search] = []
        for size in range(1, len(available) + 1):
            for chosen in itertools.combinations(available, size):
                if Question.FOCUS in chosen and self.focus is not None:
                    moves.extend(Search(chosen, focus) for focus in self.focus)
                else:
                    moves.append(Search(chosen))
        return moves

    def legal_moves(self) -> list[Move]:
        """The moves allowed now ([] when the game is over).

        At steps 1 and 6 this lists :class:`Pass` and every swap of two face-down
        cards; any other rearrangement of the face-down cards is legal too
        (see :meth:`check_arrangement`).
        """
        phase = self.phase
        me = self.current
        if phase is Phase.OVER:
            return []
        if phase in (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN):
            return [Pass(), *self.swap_moves()]
        if phase is Phase.ALIGN_STARS:
            return [Pass(), AlignStars()]
        if phase is Phase.DIVINE:
            moves: list[Move] = [Divine(int(q)) for q in self.tokens.placements(me)]
            if self.tokens.full:
                moves.append(Pass())  # replacing an opponent token is optional (S5)
            return moves
        if phase is Phase.CHOOSE_FOCUS:
            cards = self.lines[me].layout.cards
            return [ChooseFocus(pair) for pair in itertools.combinations(cards, 2)]
        if phase is Phase.SEARCH_SKY:
            return list(self.search_moves())
        # REMOVE_TOKENS
        held = self.tokens.held(me)
        return [RemoveTokens((int(a), int(b))) for a, b in itertools.combinations(held, 2)]

    def is_legal(self, move: Move) -> bool:
        """True if :meth:`apply` would accept ``move`` now."""
        try:
            self.apply(move)
        except IllegalMoveError:
            return False
        return True

    # -- applying moves ----------------------------------------------------------------
    def apply(self, move: Move) -> LoreGame:
        """The game after ``move``; raises IllegalMoveError (changing nothing) if not allowed."""
        phase = self.phase
        if phase is Phase.OVER:
            raise IllegalMoveError(f"the game is over; no move can be applied (tried {move!r}).")
        if phase in (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN):
            return self._move_heavens(move)
        if phase is Phase.ALIGN_STARS:
            return self._align(move)
        if phase is Phase.DIVINE:
            return self._divine(move)
        if phase is Phase.CHOOSE_FOCUS:
            return self._choose_focus(move)
        if phase is Phase.SEARCH_SKY:
            return self._search(move)
        return self._remove_tokens(move)

    def _wrong(self, move: Any, allowed: str) -> IllegalMoveError:
        return IllegalMoveError(
            f"{move!r} is not allowed at step {self.phase.value} of player "
            f"{self.current}'s turn; allowed: {allowed}."
        )

    def _evolve(self, move: Move, **changes: Any) -> LoreGame:
        return movelog.evolve(LoreGame, self, move, changes)

    def _with_line(self, seat: int, **changes: Any) -> tuple[StarLine, ...]:
        lines = list(self.lines)
        line = lines[seat]
        lines[seat] = StarLine(**{**line.__dict__, **changes})
        return tuple(lines)

    def _move_heavens(self, move: Move) -> LoreGame:
        after = Phase.ALIGN_STARS if self.phase is Phase.MOVE_HEAVENS else None
        if isinstance(move, Pass):
            return self._evolve(move, phase=after) if after else self._next_turn(move)
        if not isinstance(move, MoveHeavens):
            raise self._wrong(move, "MoveHeavens(arrangement) or Pass()")
        arranged = self.check_arrangement(move.arrangement)
        lines = self._with_line(self.current, arrangement=arranged)
        if after:
            return self._evolve(move, lines=lines, phase=after)
        return self._next_turn(move, lines=lines)

    def _align(self, move: Move) -> LoreGame:
        if isinstance(move, Pass):
            return self._evolve(move, phase=self._after_align())
        if not isinstance(move, AlignStars):
            raise self._wrong(move, "AlignStars() or Pass()")
        me = self.current
        line = self.lines[me]
        won = line.all_home()  # ruling S6, blackholes per S7
        lines = self._with_line(me, revealed=frozenset(line.layout.cards)) if won else self.lines
        return self._finish(move, won, "aligned" if won else "wrong", lines=lines)

    def _after_align(self) -> Phase:
        me = self.current
        if self.lines[me].mode != "bright":
            return Phase.CHOOSE_FOCUS
        if self.turn == 1 and not self.options.first_turn_divines:  # ruling S5
            return Phase.CHOOSE_FOCUS
        if not self.tokens.placements(me):  # nothing to place (all seven are yours)
            return Phase.CHOOSE_FOCUS
        return Phase.DIVINE

    def _divine(self, move: Move) -> LoreGame:
        me = self.current
        if isinstance(move, Pass):
            if not self.tokens.full:
                raise IllegalMoveError(
                    "Divine the Cosmos is required (ruling S5): place a token on an empty card "
                    "2–8; only when all are taken may you decline to replace one."
                )
            return self._evolve(move, phase=Phase.CHOOSE_FOCUS)
        if not isinstance(move, Divine):
            raise self._wrong(move, "Divine(question)" + (" or Pass()" if self.tokens.full else ""))
        tokens = self.tokens.place(me, move.question)  # raises IllegalMoveError
        return self._evolve(move, tokens=tokens, phase=Phase.CHOOSE_FOCUS)

    def _choose_focus(self, move: Move) -> LoreGame:
        if not isinstance(move, ChooseFocus):
            raise self._wrong(move, "ChooseFocus((card, card))")
        cards = self.lines[self.current].layout.cards
        pair = move.cards
        if (
            len(pair) != 2
            or any(isinstance(c, bool) or not isinstance(c, int | np.integer) for c in pair)
            or pair[0] == pair[1]
            or not set(pair) <= set(cards)
        ):
            raise IllegalMoveError(
                f"hold up two different cards of your line (cards {cards[0]}–{cards[-1]}), "
                f"got {pair!r}."
            )
        return self._evolve(move, focus=(int(pair[0]), int(pair[1])), phase=Phase.SEARCH_SKY)

    def _search(self, move: Move) -> LoreGame:
        if not isinstance(move, Search):
            raise self._wrong(move, "Search(questions, focus)")
        me = self.current
        line = self.lines[me]
        available = self.available_questions()
        asked = available if move.questions is None else move.questions
        try:
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
        outcome = answer(
            query,
            {c: line.value_of(c) for c in query.cards},
            {c: line.lane_of(c) for c in query.cards},
            stars=line.layout.stars,
        )
        record = Round(me, self.turn, line.arrangement, query, outcome)
        changes: dict[str, Any] = {"rounds": (*self.rounds, record), "focus": None}
        if outcome.question is not Question.ALIGNMENT:
            return self._evolve(move, phase=Phase.MOVE_AGAIN, **changes)
        revealed = line.revealed | frozenset(outcome.cards)  # flipped face up, locked (S6)
        changes["lines"] = self._with_line(me, revealed=revealed)
        if revealed == frozenset(line.layout.cards):  # every card aligned face up (S6)
            return self._finish(move, True, "all face up", **changes)
        if line.mode == "bright":  # ruling S5: take back two tokens (one if only one)
            held = self.tokens.held(me)
            if len(held) > 2:
                return self._evolve(move, phase=Phase.REMOVE_TOKENS, **changes)
            changes["tokens"] = self.tokens.remove(me, held)
        return self._evolve(move, phase=Phase.MOVE_AGAIN, **changes)

    def _remove_tokens(self, move: Move) -> LoreGame:
        if not isinstance(move, RemoveTokens):
            raise self._wrong(move, "RemoveTokens((question, question))")
        if len(move.questions) != 2:
            raise IllegalMoveError(
                f"after a yes to Alignment take back exactly two of your tokens (ruling S5), "
                f"got {move.questions!r}."
            )
        tokens = self.tokens.remove(self.current, move.questions)
        return self._evolve(move, tokens=tokens, phase=Phase.MOVE_AGAIN)

    # -- ends of turns and games ---------------------------------------------------------
    def _next_turn(self, move: Move, **changes: Any) -> LoreGame:
        finished = changes.get("finished", self.finished)
        other = 1 - self.current
        following = other if finished[other] is None else self.current
        cap = self.options.max_turns
        changes.update(focus=None)
        if cap is not None and self.turn >= cap:
            return self._evolve(move, phase=Phase.OVER, **changes)
        own = list(self.own_turns)
        own[following] += 1
        return self._evolve(
            move,
            current=following,
            phase=Phase.MOVE_HEAVENS,
            turn=self.turn + 1,
            own_turns=tuple(own),
            **changes,
        )

    def _finish(self, move: Move, won: bool, how: str, **changes: Any) -> LoreGame:
        me = self.current
        finished = list(self.finished)
        finished[me] = Finish(me, won, self.own_turns[me], self.turn, how)
        changes["finished"] = tuple(finished)
        changes["focus"] = None
        if self.winner is None:
            changes["winner"] = me if won else 1 - me
        if not self.options.play_on or all(f is not None for f in finished):
            return self._evolve(move, phase=Phase.OVER, **changes)
        return self._next_turn(move, **changes)

    def __str__(self) -> str:
        parts = [f"turn {self.turn}, player {self.current} at step {self.phase.value}"]
        for seat, line in enumerate(self.lines):
            cells = " ".join(f"[{c}]" if c in line.revealed else str(c) for c in line.arrangement)
            parts.append(f"  seat {seat} ({line.mode}): {cells}")
        if any(line.mode == "bright" for line in self.lines):
            parts.append(f"  {self.tokens}")
        return "\n".join(parts)


def replay(start: LoreGame, moves: Iterable[Move]) -> LoreGame:
    """Apply ``moves`` to ``start`` in order (e.g. ``replay(game.start, game.log)``)."""
    return movelog.replay(start, moves)
