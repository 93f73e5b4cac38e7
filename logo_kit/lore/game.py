"""The two-player Logic & Lore engine: Star Light, Star Bright and mixed games.

:class:`LoreGame` follows :mod:`logo_kit.engine` (after OpenSpiel's ``State``):
an immutable value with ``current_player`` (a seat, ``CHANCE`` during the deal,
``TERMINAL`` at the end), ``legal_moves()``, ``apply(move)`` (a new game; a move
the rules do not allow raises :class:`~logo_kit.errors.IllegalMoveError` and
changes nothing), ``view(seat)``, ``returns()``, ``log`` and ``start``.

The only chance is the deal (ruling S1): each face-down card gets its value
as one chance move, :class:`~logo_kit.lore.moves.DealCard`, uniform over the
values not dealt yet (seat 0's line first, in card order; the S9 start card is
placed before the deal). :meth:`LoreGame.sample_chance` deals a whole line at
once as one compound :class:`~logo_kit.lore.moves.Deal` (one
``rng.permutation``, as the deal has always been drawn). A teacher sets a line
with ``LoreGame.new(options, hidden=...)`` or :meth:`LoreGame.deal_move`.

The turn's steps and their readings of the rule book are in
:mod:`logo_kit.lore.turn`; the moves in :mod:`logo_kit.lore.moves`.

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
>>> game.start.replay(game.log) == game
True

Why one module of about 570 lines: like OpenSpiel's ``State``, the position, its legal
moves and the transitions that apply them belong together; views (built by
:func:`~logo_kit.lore.views.seat_view`), moves, options and
narration already live in their own modules.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar

import numpy as np

from logo_kit import checks, engine
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore.lanes import check_arrangement
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Deal,
    DealCard,
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
from logo_kit.lore.questions import Question
from logo_kit.lore.starline import StarLine
from logo_kit.lore.tokens import Tokens, askable
from logo_kit.lore.turn import TurnSteps
from logo_kit.lore.views import PlayerView, seat_view
from logo_kit.position import Position

__all__ = ["LoreGame", "LoreSummary", "StarLine"]

_MOVING = (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN)
_PASS = Pass()
_ALIGN_CHOICES = (_PASS, AlignStars())  # step 2's moves


@functools.lru_cache(maxsize=4096)
def _searches(available: tuple[Question, ...], focus: tuple[int, int] | None) -> tuple:
    # Every non-empty set of the available questions, in asking order, with each Focus card
    # when Focus is asked (rulings S11, S12: named up front, any may be skipped, in both
    # modes). The same few lists recur all game long, so they are made once.
    moves: list[Search] = []
    for size in range(1, len(available) + 1):
        for chosen in itertools.combinations(available, size):
            if Question.FOCUS in chosen and focus is not None:
                moves.extend(Search(chosen, card) for card in focus)
            else:
                moves.append(Search(chosen))
    return tuple(moves)


@functools.lru_cache(maxsize=1024)
def _swaps(arrangement: tuple[int, ...], revealed: frozenset[int]) -> tuple[MoveHeavens, ...]:
    # every swap of two face-down cards, as whole new arrangements (ruling S14)
    down = [i for i, c in enumerate(arrangement) if c not in revealed]
    moves = []
    for i, j in itertools.combinations(down, 2):
        arranged = list(arrangement)
        arranged[i], arranged[j] = arranged[j], arranged[i]
        moves.append(MoveHeavens._made(tuple(arranged)))
    return tuple(moves)


@functools.lru_cache(maxsize=1024)
def _swapped(arrangement: tuple[int, ...], revealed: frozenset[int]) -> frozenset[tuple[int, ...]]:
    # the arrangements the listed swaps lead to, to accept them without re-checking
    return frozenset(move.arrangement for move in _swaps(arrangement, revealed))


@functools.lru_cache(maxsize=1024)
def _moving(arrangement: tuple[int, ...], revealed: frozenset[int]) -> tuple[Move, ...]:
    # the listed moves at steps 1 and 6: Pass, then every swap (ruling S14)
    return (_PASS, *_swaps(arrangement, revealed))


@functools.lru_cache(maxsize=256)
def _divines(places: tuple[Question, ...], full: bool) -> tuple[Move, ...]:
    # step 3: a token on each card allowed; declining only when all are taken (S5)
    return (*(Divine(int(q)) for q in places), *((_PASS,) if full else ()))


@functools.lru_cache(maxsize=64)
def _focus_choices(cards: tuple[int, ...]) -> tuple[ChooseFocus, ...]:
    # ruling S10: any two cards of the line, face-up ones included
    return tuple(ChooseFocus(pair) for pair in itertools.combinations(cards, 2))


@functools.lru_cache(maxsize=64)
def _root(cls: type[LoreGame], options: LoreOptions) -> LoreGame:
    # The position before the deal depends on the options alone, and positions are
    # immutable, so every game with these options starts from the same one.
    lines = tuple(
        StarLine.undealt(options.layout(seat), setup.mode, setup.start_revealed)
        for seat, setup in enumerate(options.players)
    )
    return cls(options=options, lines=lines, tokens=Tokens.start())


@dataclass(frozen=True)
class LoreSummary:
    """What a tournament keeps of one game (``GameRecord.details``): each seat's
    mode and blackholes (they belong to the player, ruling S9) and how each
    seat's game ended (:class:`~logo_kit.lore.moves.Finish`, None: unfinished)."""

    modes: tuple[str, ...]
    blackholes: tuple[int, ...]
    finishes: tuple[Finish | None, ...]


@dataclass(frozen=True, eq=False)  # equality and hash: Position's (the state, not the log)
class LoreGame(TurnSteps, Position):
    """One position of a two-player game. Start one with :meth:`new`.

    ``lines`` (one :class:`StarLine` per seat) hold the hidden values: use
    :meth:`view` for what a player may know. ``tokens`` are the Star Bright
    tokens (S5); ``turn`` counts both players' turns (1, 2, …; 0 during the
    deal) and ``own_turns`` each seat's; ``rounds`` records every question
    round; ``finished`` how each seat's game ended; ``winner`` the seat that won.
    """

    score_name: ClassVar[str] = "own line solved (1) or not (0)"

    options: LoreOptions
    lines: tuple[StarLine, ...]
    tokens: Tokens
    _mover: int = 0
    phase: Phase = Phase.DEAL
    turn: int = 0
    own_turns: tuple[int, ...] = (0, 0)
    focus: tuple[int, int] | None = None
    rounds: tuple[Round, ...] = ()
    finished: tuple[Finish | None, ...] = (None, None)
    winner: int | None = None
    # every player's move so far, a shared linked list (movelog): all of them are seen by
    # both seats (ruling S19), unlike the deal, so views carry this and never the log
    _played: tuple | None = field(default=None, compare=False, repr=False)
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
        """A new game: the root waiting for the deal, or dealt with ``rng`` / ``hidden``.

        ``hidden`` (a teacher's set-up): ``None`` or one entry per seat, each
        ``None`` (deal it with ``rng``) or that seat's whole line in card order
        (a list, text such as ``"4 3 2 1"`` or ``"3 B 1 2"``, or a mapping card →
        value; blackholes are 0 and stars+1, or B / S / L). Seat 0's line is dealt
        first: without ``rng`` the game stops at the first line not given.
        """
        options = LoreOptions() if options is None else options
        checks.instance(options, "options", LoreOptions, "LoreOptions(...), e.g. LoreOptions()")
        if rng is not None:
            checks.generator(rng)
        given = [None] * PLAYERS
        if hidden is not None:
            given = checks.sequence(hidden, "hidden (one line or None per seat)", length=PLAYERS)
        game = _root(cls, options)
        for seat in range(PLAYERS):
            if given[seat] is not None:
                if game._dealing_seat() != seat:
                    raise LogoKitError(
                        f"seat {seat - 1}'s line is dealt first: give it too, or rng to deal it."
                    )
                game = game.apply(game.deal_move(seat, given[seat]))
            elif rng is not None:
                game = game.apply(game.sample_chance(rng))
        return game

    def deal_move(self, seat: int, line: Any) -> Deal:
        """The :class:`Deal` that gives ``seat`` the teacher's ``line`` (values in card order).

        ``seat``'s line must not be dealt yet. Raises a LogoKitError naming what
        is wrong with the line (a repeated or missing value, a character that is
        not a digit, an S9 start card that does not hold its own value).
        """
        seat = self._seat(seat)
        line_now = self.lines[seat]
        if self.phase is not Phase.DEAL or line_now.to_deal != line_now.face_down:
            raise LogoKitError(f"seat {seat}'s line is already (partly) dealt.")
        return Deal(seat, line_now.to_deal, line_now.read_line(line, seat))

    # -- the engine interface --------------------------------------------------------
    @property
    def players(self) -> int:
        """Number of seats: 2."""
        return PLAYERS

    @property
    def current_player(self) -> int:
        """The seat to move, :data:`~logo_kit.engine.CHANCE` (the deal) or ``TERMINAL``."""
        if self.phase is Phase.OVER:
            return engine.TERMINAL
        if self.phase is Phase.DEAL:
            return engine.CHANCE
        return self._mover

    @property
    def is_chance(self) -> bool:
        return self.phase is Phase.DEAL

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """The winner once the game is over (none when the turn cap ended it, S15)."""
        return () if self.winner is None or not self.is_terminal else (self.winner,)

    @property
    def turns(self) -> int:
        """Turns begun so far, both players' together (0 during the deal)."""
        return self.turn

    def scores(self) -> tuple[int, ...]:
        """1 for each seat that solved its own line (Align the Stars all home, or every
        card face up), 0 for the others. The own turns a solve took are in
        :attr:`finished` (and a tournament's ``details``)."""
        return tuple(int(f is not None and f.won) for f in self.finished)

    def summary(self) -> LoreSummary:
        """Modes, blackholes and finishes per seat (kept by tournaments)."""
        return LoreSummary(
            modes=tuple(line.mode for line in self.lines),
            blackholes=tuple(line.layout.blackholes for line in self.lines),
            finishes=self.finished,
        )

    # -- chance: the deal ----------------------------------------------------------------
    def _dealing_seat(self) -> int | None:
        for seat, line in enumerate(self.lines):
            if None in line.hidden:  # not dealt yet
                return seat
        return None

    def chance_outcomes(self) -> tuple[tuple[DealCard, Fraction], ...]:
        """The next card's value, uniform over the values not dealt yet (S1); () after the deal."""
        seat = self._dealing_seat()
        if self.phase is not Phase.DEAL or seat is None:
            return ()
        line = self.lines[seat]
        card, left = line.to_deal[0], line.values_left
        return tuple((DealCard(seat, card, v), Fraction(1, len(left))) for v in left)

    def sample_chance(self, rng: np.random.Generator) -> Deal | DealCard:
        """The next deal move drawn with ``rng``: a whole line at once (a :class:`Deal`)
        when none of its cards is dealt yet, else the next card."""
        checks.generator(rng)
        seat = self._dealing_seat()
        if self.phase is not Phase.DEAL or seat is None:
            raise LogoKitError("no chance move is due now: the deal is over.")
        line = self.lines[seat]
        to_deal = line.to_deal
        if to_deal == line.face_down:  # nothing of this line dealt yet
            return Deal._made(seat, to_deal, line.shuffled(rng))
        return engine.sample_outcome(self.chance_outcomes(), rng)

    def _deal(self, move: Any) -> LoreGame:
        seat = self._dealing_seat()
        line = self.lines[seat]
        if isinstance(move, DealCard):
            if move.seat != seat or move.card != line.to_deal[0]:
                raise IllegalMoveError(
                    f"the deal gives card {line.to_deal[0]} of seat {seat} its value next, "
                    f"not card {move.card} of seat {move.seat}."
                )
            cards, values = (move.card,), (move.value,)
        elif isinstance(move, Deal):
            to_deal = line.to_deal
            if move.seat != seat or move.cards != to_deal or to_deal != line.face_down:
                raise IllegalMoveError(
                    f"a Deal now gives seat {seat}'s cards {to_deal} their values at once, "
                    f"got {move!r}."
                )
            cards, values = move.cards, move.values
        else:
            raise IllegalMoveError(
                f"the cards are being dealt (chance): {checks.describe(move)} is not a deal move; "
                "use sample_chance(rng) or one of chance_outcomes()."
            )
        try:
            dealt = line.with_values(cards, values)
        except LogoKitError as error:
            raise IllegalMoveError(str(error)) from None
        lines = self._with_line(seat, dealt)
        if all(each.dealt for each in lines):  # the first turn begins (seat 0 starts)
            return self._evolve(
                move, lines=lines, phase=Phase.MOVE_HEAVENS, turn=1, own_turns=(1, 0)
            )
        return self._evolve(move, lines=lines)

    # -- looking at the position -----------------------------------------------------
    @property
    def last_round(self) -> Round | None:
        """The latest question round (its outcome is what the asker was told)."""
        return self.rounds[-1] if self.rounds else None

    def line(self, seat: int) -> StarLine:
        return self.lines[self._seat(seat)]

    def hidden(self, seat: int) -> dict[int, int | None]:
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
        seat = self._mover if seat is None else self._seat(seat)
        return askable(self.lines[seat].mode, self.tokens.held(seat))

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` has seen (ruling S19): its own line and rounds, every move both
        players made, and of the opponent's line the faces held up to it or flipped; no
        other hidden value, its own or the opponent's."""
        return seat_view(self, self._seat(seat))

    # -- which steps may be passed (boards ask this; the rules decide it) ------------
    @property
    def moving(self) -> bool:
        """True at steps 1 and 6, where the player to move may rearrange cards."""
        return self.phase in _MOVING

    @property
    def optional(self) -> bool:
        """May the player to move pass the step they are at? Steps 1, 2 and 6 always;
        step 3 only when every card 2–8 holds a token (replacing is optional, S5)."""
        if self.phase in (Phase.MOVE_HEAVENS, Phase.ALIGN_STARS, Phase.MOVE_AGAIN):
            return True
        return self.phase is Phase.DIVINE and self.tokens.full

    def skip_to(self, targets: Phase | Iterable[Phase], first: Move | None = None) -> tuple:
        """The moves that take the player to move on to a step in ``targets`` this turn.

        Each step before it is passed (``Pass()``), and only optional steps may be
        passed; ``first`` (e.g. a drafted ``MoveHeavens`` at step 1) replaces the
        move at the step the player is at now. Raises IllegalMoveError naming the
        required step in the way, or saying the step is not ahead this turn.
        """
        if isinstance(targets, Phase):
            wanted = {targets}
        else:
            items = checks.sequence(targets, "targets", most=20, allow_sets=True)
            if not items or not all(isinstance(t, Phase) for t in items):
                raise LogoKitError(
                    f"targets must be Phase members, got {checks.describe(targets)}."
                )
            wanted = set(items)
        game, moves = self, []
        while game.phase not in wanted:
            if game.phase is Phase.DIVINE and not game.optional:
                raise IllegalMoveError(
                    "first place your token: step 3 Divine the Cosmos is required in Star "
                    "Bright (ruling S5)."
                )
            if not game.optional or game.phase is Phase.MOVE_AGAIN:
                raise IllegalMoveError(
                    f"that step is not ahead this turn: the player to move is at step "
                    f"{game.phase.value}."
                )
            move = first if first is not None and game is self else Pass()
            moves.append(move)
            game = game.apply(move)
        return tuple(moves)

    def ahead(self, targets: Phase | Iterable[Phase]) -> LoreGame | None:
        """The position at a step in ``targets`` reached this turn by passing optional
        steps only (see :meth:`skip_to`), or None when no such step is ahead."""
        try:
            return self.replay(self.skip_to(targets))
        except IllegalMoveError:
            return None

    # -- legal moves -------------------------------------------------------------------
    def check_arrangement(self, arrangement: Iterable[int], seat: int | None = None) -> tuple:
        """Return ``arrangement`` as a tuple if ``seat`` (default: the player to
        move) may lay their cards out so; raise IllegalMoveError otherwise.

        Any permutation of the face-down cards over the lanes they occupy is
        accepted, extra lanes included; face-up cards stay put (rulings S6, S14:
        :func:`~logo_kit.lore.lanes.check_arrangement`)."""
        line = self.lines[self._mover if seat is None else self._seat(seat)]
        return check_arrangement(arrangement, line.arrangement, line.revealed)

    def _is_listed_swap(self, arrangement: tuple[int, ...]) -> bool:
        # True for an arrangement one of the listed swaps leads to (legal, already checked)
        line = self.lines[self._mover]
        return arrangement in _swapped(line.arrangement, line.revealed)

    def swap_moves(self) -> list[MoveHeavens]:
        """A :class:`MoveHeavens` for every swap of two face-down cards of the mover
        (ruling S14: the listed moves; any other rearrangement is legal too)."""
        line = self.lines[self._mover]
        return list(_swaps(line.arrangement, line.revealed))

    def rearrangement_moves(self) -> list[MoveHeavens]:
        """A :class:`MoveHeavens` for every rearrangement of the mover's face-down cards
        among their lanes, face-up cards staying put (ruling S14: all the arrangements
        the rules allow, where :meth:`legal_moves` lists only swaps). There are k! − 1
        of them for k face-down cards, so ask for short lines only.

        >>> game = LoreGame.new(LoreOptions.both("light", stars=3), hidden=([1, 3, 2], [2, 1, 3]))
        >>> [str(m) for m in game.rearrangement_moves()][:2]
        ['move the heavens to 1 3 2', 'move the heavens to 2 1 3']
        """
        line = self.lines[self._mover]
        down = [i for i, c in enumerate(line.arrangement) if c not in line.revealed]
        moves = []
        for order in itertools.permutations([line.arrangement[i] for i in down]):
            arranged = list(line.arrangement)
            for i, card in zip(down, order, strict=True):
                arranged[i] = card
            if tuple(arranged) != line.arrangement:
                moves.append(MoveHeavens._made(tuple(arranged)))
        return moves

    def search_moves(self) -> list[Search]:
        """Every :class:`Search` allowed now: each non-empty set of available
        questions (and, with Focus, each of the two cards to name); rulings S11, S12."""
        return list(_searches(self.available_questions(), self.focus))

    def legal_moves(self) -> tuple[Move, ...]:
        """The moves allowed now (() when the game is over; the deal's outcomes during it).

        At steps 1 and 6 this lists :class:`Pass` and every swap of two face-down
        cards; any other rearrangement of the face-down cards is legal too
        (see :meth:`check_arrangement`; ruling S14). At step 4 it lists every
        pair of cards, face up or down (ruling S10).
        """
        phase = self.phase
        me = self._mover
        if phase is Phase.OVER:
            return ()
        if phase is Phase.DEAL:
            return tuple(move for move, _ in self.chance_outcomes())
        if phase in _MOVING:
            line = self.lines[me]
            return _moving(line.arrangement, line.revealed)
        if phase is Phase.ALIGN_STARS:
            return _ALIGN_CHOICES
        if phase is Phase.DIVINE:  # replacing an opponent token is optional (S5)
            return _divines(self.tokens.placements(me), self.tokens.full)
        if phase is Phase.CHOOSE_FOCUS:
            return _focus_choices(self.lines[me].layout.cards)
        if phase is Phase.SEARCH_SKY:
            return _searches(self.available_questions(), self.focus)
        held = self.tokens.held(me)  # REMOVE_TOKENS
        return tuple(RemoveTokens((int(a), int(b))) for a, b in itertools.combinations(held, 2))

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
            raise IllegalMoveError(
                f"the game is over; no move can be applied (tried {checks.describe(move)})."
            )
        if phase is Phase.DEAL:
            return self._deal(move)
        if phase in _MOVING:
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

    def __str__(self) -> str:
        who = "chance" if self.is_chance else f"player {self._mover}"
        parts = [f"turn {self.turn}, {who} at step {self.phase.value}"]
        for seat, line in enumerate(self.lines):
            cells = " ".join(f"[{c}]" if c in line.revealed else str(c) for c in line.arrangement)
            parts.append(f"  seat {seat} ({line.mode}): {cells}")
        if any(line.mode == "bright" for line in self.lines):
            parts.append(f"  {self.tokens}")
        return "\n".join(parts)
