"""The LOGO rules engine: an immutable game position, its legal moves, and ``apply``.

A :class:`LogoGame` follows the engine interface of :mod:`logo_kit.engine`.
:meth:`LogoGame.apply` checks a move and returns a *new* position; the old one
is untouched, so a board can keep every position for "undo" and a bot can
look ahead. An illegal move raises :class:`~logo_kit.errors.IllegalMoveError`
saying why and what is allowed. What each move does is in
:mod:`logo_kit.logo.rules`.

Chance is explicit, as in OpenSpiel: when the next event is a shuffle or a
blind steal, :attr:`LogoGame.current_player` is :data:`~logo_kit.engine.CHANCE`
and :meth:`LogoGame.chance_outcomes` lists the next card with its exact
probability (a deal places the shuffled deck one card at a time).
:meth:`LogoGame.sample_chance` draws a whole shuffle at once as one compound
:class:`~logo_kit.logo.moves.Deal` or :class:`~logo_kit.logo.moves.Reshuffle`.
The move log replays to the identical game with no generator at all.

>>> import numpy as np
>>> from logo_kit.logo.moves import TakeDraw
>>> game = LogoGame.new(LogoOptions(players=3), np.random.default_rng(7))
>>> game.phase, game.current_player, game.draw_size, len(game.hand(0))
(<Phase.TAKE: 'take'>, 0, 33, 7)
>>> game.legal_moves()[:2]
(TakeDraw(), TakeDiscard())
>>> after = game.apply(TakeDraw())
>>> len(after.hand(0)), len(game.hand(0))   # the old position is unchanged
(8, 7)
>>> after.start.replay(after.log) == after
True

Rulings implemented (in :mod:`~logo_kit.logo.rules`, :mod:`~logo_kit.logo.legal`
and :mod:`~logo_kit.logo.dealing`): L1 decks per player
count, L4 turns and the discard-top rule, L5 actions, L6 Stop, L7
Steal/Look/Destroy/Jump, L8 end of round and reshuffles, L9 declaring, L10
scoring (via :func:`~logo_kit.logo.scoring.score_round`), L11 elimination and
the rotating first player, L13 an emptied draw pile, L14 the stealer's discard,
L15 Jumps end with the round, L16 decks per deal, L17 eliminated seats, L18
discarding the card just taken, L19 what a Look shows, L20 the round limit.

Why one module of about 510 lines: the LOGO position, its legal moves and their
transitions belong together (OpenSpiel's ``State``); cards, moves, views, scoring and
narration are separate modules.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from operator import attrgetter
from typing import Any, ClassVar

import numpy as np

from logo_kit import checks, movelog
from logo_kit.engine import CHANCE, TERMINAL, sample_outcome, seat_label
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.logo import dealing, rules
from logo_kit.logo.cardcodes import CARD_OF, cards_of, code_hand_value
from logo_kit.logo.cards import HAND_SIZE, Card, Kind, decks_for_players
from logo_kit.logo.legal import action_targets, legal_player_moves
from logo_kit.logo.moves import Deal, DealCard, Move, Reshuffle, ReshuffleCard, StealPick
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.views import PLAYER_MOVES, LogoSummary, Phase, PlayerView, RoundResult
from logo_kit.position import Position

__all__ = ["LogoGame", "Phase"]

_DEAL_CARD = tuple(map(DealCard, CARD_OF))
_RESHUFFLE_CARD = tuple(map(ReshuffleCard, CARD_OF))
_CHANCE_PHASES = (Phase.DEAL, Phase.RESHUFFLE, Phase.STEAL_PICK)
_HANDLERS = rules.HANDLERS


def _fields_before_the_deal(options: LogoOptions) -> dict[str, Any]:
    """Every field of a position, with its value before the first deal: the one list.

    A position's fields and its comparison are both made from this list, so a
    new field is added here and nowhere else. Hands and
    piles hold card codes (:mod:`~logo_kit.logo.cardcodes`); piles keep their
    top card last.
    """
    n = options.players
    return {
        "_options": options,  # the table and its house rules
        "_totals": (0,) * n,  # running totals (ruling L11)
        "_active": (True,) * n,  # seats not eliminated (ruling L11)
        "_round": 0,  # the round being played; 0 before the first deal
        "_round_first": options.first_player,  # who starts this round (ruling L11)
        "_results": (),  # every finished round (RoundResult)
        "_winners": (),  # winning seats once the game is over
        "_phase": Phase.DEAL,  # what kind of move comes next
        "_decks": decks_for_players(n),  # decks in play this round (ruling L1)
        "_hands": ((),) * n,  # each seat's hand, sorted codes
        "_draw": (),  # the draw pile
        "_discard": (),  # the discard pile
        "_shuffled": (),  # cards placed so far by a deal or reshuffle done card by card
        "_turn": options.first_player,  # whose turn it is (the actor during a response)
        "_turns": 0,  # players' turns begun (takes and declarations)
        "_jumps": (0,) * n,  # turns each seat will still skip (ruling L7)
        "_skipped": (),  # seats that lost their turn to a Jump as the turn last passed
        "_declarer": None,  # who declared LOGO this round (ruling L9)
        "_emptied": False,  # the draw pile ran out this turn, outside a final rotation (L13)
        "_pending": None,  # (actor, target, action) while an action waits
        "_need": None,  # (seat, cards still to draw) during a replenish
        "_then_discard": False,  # after the replenish, the turn player discards
        "_seen": ((None,) * n,) * n,  # _seen[a][t]: t's hand as a saw it with Look (L19)
        # what the seats saw, worked out only when a view asks (see _heard_at): a cache
        # (moves, source, public, private) copied along unchanged by every move
        "_heard": (0, None, movelog.EMPTY, (movelog.EMPTY,) * n),
        "_moves": 0,  # moves applied since the start
        "_log": movelog.EMPTY,  # those moves, as a shared linked list
        "_start": None,  # the position before the first deal (None at that position itself)
    }


_FIELDS = tuple(_fields_before_the_deal(LogoOptions()))
# the state, for == and hash (Position): every field but the log, its length and the start
_STATE = attrgetter(*(f for f in _FIELDS if f not in ("_log", "_start", "_moves", "_heard")))


class LogoGame(Position):
    """An immutable LOGO position for 2–8 players (seats 0…n−1 clockwise, A, B, C, …).

    Start with :meth:`new` (``LogoGame.new(options, rng)`` is dealt and ready for
    the first player; without ``rng`` the deal is still to come as chance
    moves). Read it through the properties; move on with :meth:`apply`.
    """

    score_name: ClassVar[str] = "total points (lower is better)"

    def __init__(self, options: LogoOptions | None = None) -> None:
        options = LogoOptions() if options is None else options
        checks.instance(options, "options", LogoOptions, "LogoOptions(...), e.g. LogoOptions()")
        for name, value in _fields_before_the_deal(options).items():
            setattr(self, name, value)

    # ----------------------------------------------------------------- building
    @classmethod
    def new(
        cls, options: LogoOptions | None = None, rng: np.random.Generator | None = None
    ) -> LogoGame:
        """A new game: with ``rng``, shuffled and dealt, the first player to move;
        without, the position before the deal (chance moves come next).

        >>> game = LogoGame.new(LogoOptions(players=2), np.random.default_rng(0))
        >>> game.round_number, game.current_player, [len(game.hand(s)) for s in (0, 1)]
        (1, 0, [7, 7])
        """
        root = cls(options)
        if rng is None:
            return root
        return root.apply(root.sample_chance(checks.generator(rng)))

    # --------------------------------------------------------------- the interface
    @property
    def options(self) -> LogoOptions:
        return self._options

    @property
    def players(self) -> int:
        """Number of seats (eliminated players keep their seat)."""
        return self._options.players

    @property
    def current_player(self) -> int:
        """The seat that must move now, ``CHANCE`` or ``TERMINAL`` (:mod:`logo_kit.engine`).

        During :attr:`Phase.RESPOND` this is the *target* of the action, who
        holds STOP or LOGO and must decide whether to answer (ruling L6).
        """
        phase = self._phase
        if phase is Phase.TAKE or phase is Phase.DISCARD or phase is Phase.STEAL_DISCARD:
            return self._turn
        if phase is Phase.RESPOND:
            return self._pending[1]
        if phase is Phase.GAME_OVER:
            return TERMINAL
        return CHANCE

    @property
    def is_chance(self) -> bool:
        phase = self._phase
        return phase is Phase.DEAL or phase is Phase.RESHUFFLE or phase is Phase.STEAL_PICK

    @property
    def is_terminal(self) -> bool:
        return self._phase is Phase.GAME_OVER

    @property
    def turns(self) -> int:
        """Players' turns begun so far, all rounds together (a declaration counts as one)."""
        return self._turns

    @property
    def move_count(self) -> int:
        """``len(log)``, without building the log."""
        return self._moves

    def scores(self) -> tuple[int, ...]:
        """Each seat's running total (see :attr:`score_name`: lower is better)."""
        return self._totals

    def summary(self) -> LogoSummary:
        """Points and hand values per round and seat, declarers, totals, winners."""
        results = self._results
        return LogoSummary(
            rounds=len(results),
            points=tuple(r.round_points for r in results),
            values=tuple(r.values for r in results),
            declarers=tuple(r.declarer for r in results),
            totals=self._totals,
            winners=self._winners,
        )

    # --------------------------------------------------------------- reading
    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def move_kinds(self) -> tuple[type, ...]:
        """The kinds of move the player to move may make now (:data:`PLAYER_MOVES`)."""
        return PLAYER_MOVES.get(self._phase, ())

    @property
    def turn_player(self) -> int:
        """Seat whose turn it is (the actor, even while a target decides to Stop)."""
        return self._turn

    @property
    def round_number(self) -> int:
        """1 for the first round; 0 before the first deal."""
        return self._round

    @property
    def first_player(self) -> int:
        """Seat that starts the current round (moves one seat clockwise each round, L11)."""
        return self._round_first

    @property
    def decks(self) -> int:
        """Decks in play this round (ruling L1: 1 for 2–4 players, 2 for 5–8, counting the
        players still in at the deal, ruling L16)."""
        return self._decks

    @property
    def totals(self) -> tuple[int, ...]:
        return self._totals

    @property
    def active(self) -> tuple[bool, ...]:
        """True for seats not eliminated (ruling L11)."""
        return self._active

    @property
    def active_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self._active[s])

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand, sorted (the whole truth: for tests, boards and replays)."""
        return tuple(cards_of(hand) for hand in self._hands)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self._hands[self._seat(seat)])

    def hand_value(self, seat: int) -> int:
        """Value of ``seat``'s hand (ruling L3)."""
        return code_hand_value(self._hands[self._seat(seat)])

    def must_discard(self, seat: int) -> bool:
        """True while ``seat`` holds the extra card of a take or a steal and has still to
        discard one (ruling L4: take to 8, then discard; L14 after a steal); until then
        the hand has no value to score."""
        return len(self._hands[self._seat(seat)]) > HAND_SIZE

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The draw pile, top card first."""
        return cards_of(reversed(self._draw))

    @property
    def draw_size(self) -> int:
        return len(self._draw)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom card first, top card last."""
        return cards_of(self._discard)

    @property
    def discard_top(self) -> Card | None:
        return CARD_OF[self._discard[-1]] if self._discard else None

    @property
    def pending_jumps(self) -> tuple[int, ...]:
        """Turns each seat will still skip (ruling L7: Jumps stack)."""
        return self._jumps

    @property
    def skipped(self) -> tuple[int, ...]:
        """Seats that lost their turn to a Jump when the turn passed in the last move
        (rulings L7, L9), in the order they were passed over."""
        return self._skipped

    @property
    def declarer(self) -> int | None:
        """Seat that declared LOGO this round, if any (ruling L9)."""
        return self._declarer

    @property
    def action_targets(self) -> tuple[int, ...]:
        """Seats the player to move may use an action card on now: the other players still
        in while they discard, nobody after a LOGO declaration (ruling L9) or at any other
        step. A board asks this instead of knowing the rule."""
        return action_targets(self)

    @property
    def pending_action(self) -> tuple[int, int, Kind] | None:
        """``(actor, target, action)`` while an action waits for a Stop or a steal."""
        return self._pending

    def looked(self, seat: int) -> dict[int, tuple[Card, ...]]:
        """Hands ``seat`` has seen with Look this round, as they were then (ruling L19)."""
        seen = self._seen[self._seat(seat)]
        return {t: cards_of(h) for t, h in enumerate(seen) if h is not None}

    @property
    def results(self) -> tuple[RoundResult, ...]:
        """Every finished round, in order."""
        return self._results

    @property
    def last_round(self) -> RoundResult | None:
        return self._results[-1] if self._results else None

    @property
    def winners(self) -> tuple[int, ...]:
        """Winning seats once the game is over (ties share the win, ruling L11)."""
        return self._winners

    def card_counts(self) -> Counter[Card]:
        """Multiset of every card in hands and piles (for conservation checks)."""
        codes: list[int] = [*self._draw, *self._discard]
        for hand in self._hands:
            codes.extend(hand)
        return Counter(cards_of(codes))

    def _state_key(self) -> tuple:
        return _STATE(self)

    def __repr__(self) -> str:
        if self._phase is Phase.GAME_OVER:
            won = ", ".join(seat_label(s) for s in self._winners)
            return (
                f"<LogoGame over after {self._round} rounds, won by {won}; totals {self._totals}>"
            )
        who = self.current_player
        mover = "chance" if who == CHANCE else f"player {seat_label(who)}"
        return (
            f"<LogoGame {self.players} players, round {self._round}, {self._phase.value}: "
            f"{mover}; draw {len(self._draw)}, discard top {self.discard_top}>"
        )

    # --------------------------------------------------------------- moves
    def legal_moves(self) -> tuple[Move, ...]:
        """The moves of :attr:`current_player` now; at a chance node the chance outcomes'
        moves; empty at the end."""
        if self._phase in _CHANCE_PHASES:
            return tuple(move for move, _ in self.chance_outcomes())
        return legal_player_moves(self)

    def chance_outcomes(self) -> tuple[tuple[Move, Fraction], ...]:
        """Chance outcomes with exact probabilities (empty when no chance move is due).

        A deal or reshuffle places its cards one at a time: the next card is any
        card not yet placed, a card held k times of the n left with chance k/n.
        A steal takes one of the target's 7 cards uniformly at random, so a card
        held twice has chance 2/7.
        """
        phase = self._phase
        if phase is Phase.STEAL_PICK:
            hand = self._hands[self._pending[1]]
            counts = Counter(hand)
            return tuple(
                (StealPick(CARD_OF[code]), Fraction(count, len(hand)))
                for code, count in counts.items()
            )
        if phase is Phase.DEAL or phase is Phase.RESHUFFLE:
            moves = _DEAL_CARD if phase is Phase.DEAL else _RESHUFFLE_CARD
            return tuple((moves[code], p) for code, p in dealing.deal_outcomes(self))
        return ()

    def sample_chance(self, rng: np.random.Generator) -> Move:
        """Draw the pending chance outcome with ``rng`` (a ``numpy.random.Generator``).

        A deal or reshuffle not yet begun is drawn whole, as one compound
        :class:`Deal` or :class:`Reshuffle` (its ``parts`` are the single cards).
        """
        checks.generator(rng)
        phase = self._phase
        if (phase is Phase.DEAL or phase is Phase.RESHUFFLE) and not self._shuffled:
            cards = dealing.shuffle_source(self)
            positions = rng.permutation(len(cards)).tolist()  # plain ints: fast indexes
            codes = tuple(map(cards.__getitem__, positions))
            move = Deal(cards_of(codes)) if phase is Phase.DEAL else Reshuffle(cards_of(codes))
            object.__setattr__(move, "_drawn", (cards, codes))  # apply need not look them up
            return move
        if phase is Phase.STEAL_PICK:
            hand = self._hands[self._pending[1]]
            return StealPick(CARD_OF[hand[int(rng.integers(len(hand)))]])
        if phase in _CHANCE_PHASES:
            return sample_outcome(self.chance_outcomes(), rng)
        if phase is Phase.GAME_OVER:
            raise LogoKitError("the game is over; no more moves.")
        raise LogoKitError(
            f"no chance move is due now (phase {phase.value!r}); "
            f"the next move is player {seat_label(self.current_player)}'s."
        )

    def apply(self, move: Move) -> LogoGame:
        """Return the game after ``move``; if the rules forbid it, raise IllegalMoveError
        (and this game is unchanged)."""
        phase = self._phase
        handler = None
        for allowed_in, candidate in _HANDLERS.get(type(move), ()):
            if allowed_in is phase:
                handler = candidate
                break
        if handler is None:
            raise IllegalMoveError(self._wrong_kind_message(move))
        # the next position (Position._next); the rule functions set what the move changes
        new = self._next(move, {"_skipped": (), "_moves": self._moves + 1})
        handler(new, move)  # works on the new position only: self never changes
        return new

    def _wrong_kind_message(self, move: object) -> str:
        if self._phase is Phase.GAME_OVER:
            return f"the game is over; no move can follow (got {checks.describe(move)})."
        who = self.current_player
        mover = "chance" if who == CHANCE else f"player {seat_label(who)}"
        return (
            f"{checks.describe(move)} is not a move for this moment: it is {mover}'s move in "
            f"the {self._phase.value!r} phase, which allows {rules.ALLOWED_TEXT[self._phase]}."
        )

    # ------------------------------------------------------------ views
    def reveals_to(self, move: Move, seat: int) -> bool:
        """True when ``move`` shows ``seat`` cards hidden from it so far (a blind draw, a
        deal, a steal, a swap, a Look): see :func:`logo_kit.logo.hidden.reveals_hidden`.
        A session's undo stops there (the same move would show the same cards again)."""
        from logo_kit.logo.hidden import reveals_hidden

        return reveals_hidden(self, move, seat)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (own hand, public piles, hands it looked at)."""
        seat = self._seat(seat)
        current = self.current_player
        seen = self._seen[seat]
        public, private = _heard_at(self)
        return PlayerView.build(
            seat=seat,
            players=self.players,
            phase=self._phase,
            current_player=current,
            turn_player=self._turn,
            round_number=self._round,
            first_player=self._round_first,
            hand=cards_of(self._hands[seat]),
            hand_sizes=tuple(map(len, self._hands)),
            active=self._active,
            totals=self._totals,
            draw_size=len(self._draw),
            discard_pile=cards_of(self._discard),
            pending_jumps=self._jumps,
            skipped=self._skipped,
            declarer=self._declarer,
            pending_action=self._pending,
            looked={t: cards_of(h) for t, h in enumerate(seen) if h is not None},
            legal_moves=legal_player_moves(self) if current == seat else (),
            options=self._options,
            decks=self._decks,
            last_round=self._results[-1] if self._results else None,
            results=self._results,
            _public=public,
            _private=private[seat],
        )


def _heard_at(game: LogoGame) -> tuple[tuple | None, tuple]:
    """What the seats saw up to ``game``, as the linked lists its views carry.

    Public: every player's move (all are made in the open) with the discard pile after
    it, node ``(previous, move, discard, player moves so far)``. Private, one list per
    seat: its hand and the hands it looked at whenever they changed, node ``(previous,
    player moves so far, hand, looked-at hands)``.

    Nothing is recorded while a game is played: a random playout never asks for a view,
    and recording every seat's sight on every move made playouts a third slower. A
    position carries ``_heard = (moves, source, public, private)``, the lists as
    they were after ``moves`` moves, and ``source``, the position then (None: the
    game's start). The moves since are replayed from ``source`` and recorded, and the
    result is kept on ``game``, so views asked move after move replay each move once.
    """
    done, source, public, private = game._heard
    if done == game._moves:
        return public, private
    node, later = game._log, []
    for _ in range(game._moves - done):
        node, move = node
        later.append(move)
    position = game.start if source is None else source
    for move in reversed(later):
        after = position.apply(move)
        if position._phase not in _CHANCE_PHASES:
            public, private = _record(after, move, public, private)
        position = after
    position._heard = None  # the replayed copy is only a source for the next replay
    game._heard = (game._moves, position, public, private)
    return public, private


def _record(
    after: LogoGame, move: Move, public: tuple | None, private: tuple
) -> tuple[tuple, tuple]:
    """The lists with a player's ``move`` added: the move and the discard pile after it
    (public), and each seat's hand and Looks where they changed since its last entry."""
    count = 1 if public is None else public[3] + 1
    public = (public, move, after._discard, count)
    hands, seen = after._hands, after._seen
    changed = None
    for seat, node in enumerate(private):
        if (
            node is None
            or (node[2] is not hands[seat] and node[2] != hands[seat])
            or (node[3] is not seen[seat] and node[3] != seen[seat])
        ):
            if changed is None:
                changed = list(private)
            changed[seat] = (node, count, hands[seat], seen[seat])
    return public, (private if changed is None else tuple(changed))
