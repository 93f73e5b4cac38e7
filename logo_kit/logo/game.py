"""The LOGO rules engine: an immutable game state, its legal moves, and ``apply``.

A :class:`LogoGame` is a value. :meth:`LogoGame.apply` checks a move and
returns a *new* game; the old one is untouched, so a board can keep every
position for "undo" and a bot can look ahead. An illegal move raises
:class:`~logo_kit.errors.IllegalMoveError` saying why and what is allowed.

Chance is explicit, as in OpenSpiel: when the next event is a shuffle, a deal
or a blind steal, :attr:`LogoGame.current_player` is :data:`CHANCE` and the
outcome is itself a move (:class:`Deal`, :class:`Reshuffle`,
:class:`StealPick`) drawn with :meth:`LogoGame.sample_chance` from a
``numpy.random.Generator``. The move log therefore replays to the identical
game with no generator at all (:meth:`LogoGame.replay`).

>>> import numpy as np
>>> game = LogoGame.start(3, np.random.default_rng(7))
>>> game.phase, game.current_player, game.draw_size, len(game.hand(0))
(<Phase.TAKE: 'take'>, 0, 33, 7)
>>> game.legal_moves()[:2]
(TakeDraw(), TakeDiscard())
>>> after = game.apply(TakeDraw())
>>> len(after.hand(0)), len(game.hand(0))   # the old position is unchanged
(8, 7)
>>> LogoGame.replay(after.history, players=3) == after
True

Rulings implemented here: L1 decks per player count, L4 turns and the
discard-top rule, L5 actions, L6 Stop, L7 Steal/Look/Destroy/Jump, L8 end of
round and reshuffles, L9 declaring, L10 scoring (via :func:`score_round`),
L11 elimination and the rotating first player.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from functools import cache

import numpy as np

from logo_kit import movelog
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.logo.cardcodes import (
    CARD_OF,
    IS_ACTION,
    KIND_OF,
    LOGO_CODE,
    STOP_CODE,
    cards_of,
    code_hand_value,
    codes_of,
    deck_codes,
    find_code,
)
from logo_kit.logo.cards import HAND_SIZE, Card, CardError, Kind, decks_for_players
from logo_kit.logo.moves import (
    TARGETED_ACTIONS,
    Accept,
    Deal,
    Declare,
    Discard,
    Move,
    Reshuffle,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
    seat_name,
)
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.scoring import score_round
from logo_kit.logo.views import Phase, PlayerView, RoundResult

__all__ = ["CHANCE", "LogoGame", "Phase", "resolve_chance"]

CHANCE = -1
"""``current_player`` when the next move is a chance outcome (deal, reshuffle, steal)."""

_TAKE_DRAW, _TAKE_DISCARD, _DECLARE, _ACCEPT = TakeDraw(), TakeDiscard(), Declare(), Accept()
_DISCARDS: dict[tuple[int, int | None, str | None], Discard] = {}


def _discard_move(code: int, target: int | None = None, kind: Kind | None = None) -> Discard:
    """Shared Discard move objects (legal_moves is called once per decision)."""
    key = (code, target, None if kind is None else kind.value)  # str hashes are cached
    move = _DISCARDS.get(key)
    if move is None:
        move = _DISCARDS[key] = Discard(CARD_OF[code], target, kind)
    return move


_CARD_MOVES: dict[tuple[int, tuple[int, ...]], tuple[Discard, ...]] = {}


def _card_moves(code: int, targets: tuple[int, ...]) -> tuple[Discard, ...]:
    """Every way to discard card ``code`` with these possible targets (rulings L5, L6)."""
    key = (code, targets)
    moves = _CARD_MOVES.get(key)
    if moves is None:
        found = [_discard_move(code)]
        if IS_ACTION[code] and code != STOP_CODE:  # STOP only answers (L6)
            kinds = TARGETED_ACTIONS if code == LOGO_CODE else (KIND_OF[code],)  # L5
            found += [_discard_move(code, t, kind) for t in targets for kind in kinds]
        moves = _CARD_MOVES[key] = tuple(found)
    return moves


@cache
def _targets(active: tuple[bool, ...], me: int) -> tuple[int, ...]:
    """Seats an action of seat ``me`` may target: every other player still in (L5)."""
    return tuple(s for s, playing in enumerate(active) if playing and s != me)


def _without(hand: tuple[int, ...], code: int) -> tuple[int, ...]:
    cards = list(hand)
    cards.remove(code)
    return tuple(cards)


def _with(hand: tuple[int, ...], *codes: int) -> tuple[int, ...]:
    return tuple(sorted(hand + codes))


def _set_item(values: tuple, index: int, value: object) -> tuple:
    return (*values[:index], value, *values[index + 1 :])


class LogoGame:
    """An immutable LOGO game position for 2–8 players (seats 0…n−1, clockwise).

    Build one with :meth:`start` (dealt, ready for the first player) or with
    ``LogoGame(players, options=..., first_player=...)`` (before the first deal:
    the next move is a :class:`Deal`). Read it through the properties; move on
    with :meth:`apply`, which returns a new game.
    """

    __slots__ = (
        "_active",
        "_decks",
        "_declarer",
        "_discard",
        "_draw",
        "_emptied",
        "_first_player",
        "_hands",
        "_jumps",
        "_log",
        "_moves",
        "_need",
        "_options",
        "_pending",
        "_phase",
        "_players",
        "_results",
        "_round",
        "_round_first",
        "_seen",
        "_then_discard",
        "_totals",
        "_turn",
        "_winners",
    )

    def __init__(
        self,
        players: int,
        *,
        options: LogoOptions | None = None,
        first_player: int = 0,
    ) -> None:
        decks_for_players(players)  # validates 2–8 players (ruling L1)
        options = LogoOptions() if options is None else options
        if not isinstance(options, LogoOptions):
            raise LogoKitError(f"options must be a LogoOptions(...), got {options!r}.")
        if not isinstance(first_player, int) or not 0 <= first_player < players:
            raise LogoKitError(
                f"first_player is a seat from 0 to {players - 1} (the most recent birthday "
                f"goes first), got {first_player!r}."
            )
        self._options = options
        self._players = players
        self._first_player = first_player
        self._totals = (0,) * players
        self._active = (True,) * players
        self._round = 0
        self._round_first = first_player
        self._results: tuple[RoundResult, ...] = ()
        self._winners: tuple[int, ...] = ()
        self._phase = Phase.DEAL
        self._decks = decks_for_players(players)
        self._hands: tuple[tuple[int, ...], ...] = ((),) * players
        self._draw: tuple[int, ...] = ()  # top card last
        self._discard: tuple[int, ...] = ()  # top card last
        self._turn = first_player
        self._jumps = (0,) * players
        self._declarer: int | None = None
        self._emptied = False  # the draw pile ran out this turn, outside a final rotation
        self._pending: tuple[int, int, Kind] | None = None  # (actor, target, action)
        self._need: tuple[int, int] | None = None  # (seat, cards still to draw)
        self._then_discard = False  # after the replenish, the turn player discards
        self._seen: tuple[tuple[tuple[int, ...] | None, ...], ...] = ((None,) * players,) * players
        self._log: tuple | None = None  # (previous log, move): a shared linked list
        self._moves = 0

    # ----------------------------------------------------------------- building
    @classmethod
    def start(
        cls,
        players: int,
        rng: np.random.Generator,
        *,
        options: LogoOptions | None = None,
        first_player: int = 0,
    ) -> LogoGame:
        """A new game, shuffled and dealt with ``rng``, the first player to move.

        >>> game = LogoGame.start(2, np.random.default_rng(0))
        >>> game.round_number, game.current_player, [len(game.hand(s)) for s in (0, 1)]
        (1, 0, [7, 7])
        """
        game = cls(players, options=options, first_player=first_player)
        return game.apply(game.sample_chance(rng))

    @classmethod
    def replay(
        cls,
        moves: Iterable[Move],
        *,
        players: int,
        options: LogoOptions | None = None,
        first_player: int = 0,
    ) -> LogoGame:
        """Apply ``moves`` (a :attr:`history`) to a fresh game; the same log gives the same game."""
        return movelog.replay(cls(players, options=options, first_player=first_player), moves)

    def initial(self) -> LogoGame:
        """The position before the first deal, with this game's players and options."""
        return LogoGame(self._players, options=self._options, first_player=self._first_player)

    def _clone(self) -> LogoGame:
        new = object.__new__(LogoGame)
        new._options = self._options
        new._players = self._players
        new._first_player = self._first_player
        new._totals = self._totals
        new._active = self._active
        new._round = self._round
        new._round_first = self._round_first
        new._results = self._results
        new._winners = self._winners
        new._phase = self._phase
        new._decks = self._decks
        new._hands = self._hands
        new._draw = self._draw
        new._discard = self._discard
        new._turn = self._turn
        new._jumps = self._jumps
        new._declarer = self._declarer
        new._emptied = self._emptied
        new._pending = self._pending
        new._need = self._need
        new._then_discard = self._then_discard
        new._seen = self._seen
        new._log = self._log
        new._moves = self._moves
        return new

    # --------------------------------------------------------------- reading
    @property
    def options(self) -> LogoOptions:
        return self._options

    @property
    def players(self) -> int:
        """Number of seats (eliminated players keep their seat)."""
        return self._players

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def current_player(self) -> int | None:
        """Seat that must move now, :data:`CHANCE` for a chance move, None when the game is over.

        During :attr:`Phase.RESPOND` this is the *target* of the action, who
        holds STOP or LOGO and must decide whether to answer (ruling L6).
        """
        phase = self._phase
        if phase is Phase.TAKE or phase is Phase.DISCARD or phase is Phase.STEAL_DISCARD:
            return self._turn
        if phase is Phase.RESPOND:
            return self._pending[1]
        if phase is Phase.GAME_OVER:
            return None
        return CHANCE

    @property
    def is_chance(self) -> bool:
        phase = self._phase
        return phase is Phase.DEAL or phase is Phase.RESHUFFLE or phase is Phase.STEAL_PICK

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.GAME_OVER

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
        """Decks in play this round (ruling L1: 1 for 2–4 players, 2 for 5–8)."""
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
        return tuple(s for s in range(self._players) if self._active[s])

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand, sorted (the whole truth: for tests, boards and replays)."""
        return tuple(cards_of(hand) for hand in self._hands)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self._hands[self._check_seat(seat)])

    def hand_value(self, seat: int) -> int:
        """Value of ``seat``'s hand (ruling L3)."""
        return code_hand_value(self._hands[self._check_seat(seat)])

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
    def declarer(self) -> int | None:
        """Seat that declared LOGO this round, if any (ruling L9)."""
        return self._declarer

    @property
    def pending_action(self) -> tuple[int, int, Kind] | None:
        """``(actor, target, action)`` while an action waits for a Stop or a steal."""
        return self._pending

    def looked(self, seat: int) -> dict[int, tuple[Card, ...]]:
        """Hands ``seat`` has seen with Look this round, as they were then."""
        seen = self._seen[self._check_seat(seat)]
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

    @property
    def history(self) -> tuple[Move, ...]:
        """Every move applied since the initial position, chance outcomes included."""
        return movelog.moves(self._log)

    @property
    def move_count(self) -> int:
        return self._moves

    def card_counts(self) -> Counter[Card]:
        """Multiset of every card in hands and piles (for conservation checks)."""
        codes: list[int] = [*self._draw, *self._discard]
        for hand in self._hands:
            codes.extend(hand)
        return Counter(cards_of(codes))

    def _key(self) -> tuple:
        return (
            self._options,
            self._players,
            self._first_player,
            self._totals,
            self._active,
            self._round,
            self._round_first,
            self._results,
            self._winners,
            self._phase,
            self._decks,
            self._hands,
            self._draw,
            self._discard,
            self._turn,
            self._jumps,
            self._declarer,
            self._emptied,
            self._pending,
            self._need,
            self._then_discard,
            self._seen,
            self._moves,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LogoGame):
            return NotImplemented
        return self._key() == other._key() and self.history == other.history

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        if self._phase is Phase.GAME_OVER:
            won = ", ".join(seat_name(s) for s in self._winners)
            return (
                f"<LogoGame over after {self._round} rounds, won by {won}; totals {self._totals}>"
            )
        who = self.current_player
        mover = "chance" if who == CHANCE else f"player {seat_name(who)}"
        top = self.discard_top
        return (
            f"<LogoGame {self._players} players, round {self._round}, {self._phase.value}: "
            f"{mover}; draw {len(self._draw)}, discard top {top}>"
        )

    def _check_seat(self, seat: int) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self._players:
            raise LogoKitError(
                f"seats are numbered 0 to {self._players - 1} (A = 0), got {seat!r}."
            )
        return seat

    def _next_active(self, seat: int) -> int:
        n = self._players
        seat = (seat + 1) % n
        while not self._active[seat]:
            seat = (seat + 1) % n
        return seat

    # --------------------------------------------------------------- moves
    def legal_moves(self) -> tuple[Move, ...]:
        """The moves :attr:`current_player` may make now (empty at chance nodes and at the end).

        Chance outcomes are drawn with :meth:`sample_chance` (a steal's outcomes
        and their probabilities are listed by :meth:`chance_outcomes`).
        """
        phase = self._phase
        if phase is Phase.TAKE:
            moves: list[Move] = [_TAKE_DRAW]
            if self._discard and not IS_ACTION[self._discard[-1]]:  # ruling L4
                moves.append(_TAKE_DISCARD)
            if self._declarer is None:  # ruling L9: one declaration, instead of a turn
                moves.append(_DECLARE)
            return tuple(moves)
        if phase is Phase.DISCARD:
            me = self._turn
            # ruling L9: no targets after a declaration
            targets = _targets(self._active, me) if self._declarer is None else ()
            moves = []
            for code in dict.fromkeys(self._hands[me]):
                moves.extend(_card_moves(code, targets))
            return tuple(moves)
        if phase is Phase.RESPOND:
            hand = self._hands[self._pending[1]]
            moves = [Stop(CARD_OF[c]) for c in (STOP_CODE, LOGO_CODE) if c in hand]
            moves.append(_ACCEPT)
            return tuple(moves)
        if phase is Phase.STEAL_DISCARD:
            return tuple(_discard_move(code) for code in dict.fromkeys(self._hands[self._turn]))
        return ()

    def chance_outcomes(self) -> tuple[tuple[Move, Fraction], ...]:
        """Chance outcomes with exact probabilities, where they can be listed.

        A steal takes one of the target's 7 cards uniformly at random, so a card
        held twice has chance 2/7. Shuffles have far too many outcomes to list
        (a 55-card deck has 55! orders): use :meth:`sample_chance`.
        """
        if self._phase is Phase.STEAL_PICK:
            hand = self._hands[self._pending[1]]
            counts = Counter(hand)
            return tuple(
                (StealPick(CARD_OF[code]), Fraction(count, len(hand)))
                for code, count in counts.items()
            )
        if self._phase in (Phase.DEAL, Phase.RESHUFFLE):
            raise LogoKitError(
                "a shuffle has too many equally likely outcomes to list; "
                "draw one with sample_chance(rng)."
            )
        raise LogoKitError(
            f"no chance move is due now (phase {self._phase.value!r}); "
            "chance moves come in the deal, reshuffle and steal-pick phases."
        )

    def sample_chance(self, rng: np.random.Generator) -> Move:
        """Draw the pending chance outcome with ``rng`` (a ``numpy.random.Generator``)."""
        if not isinstance(rng, np.random.Generator):
            raise LogoKitError(
                f"chance needs a numpy.random.Generator (np.random.default_rng(seed)), got {rng!r}."
            )
        phase = self._phase
        if phase is Phase.DEAL:
            deck = deck_codes(decks_for_players(sum(self._active)))  # ruling L1
            return Deal(tuple(CARD_OF[deck[i]] for i in rng.permutation(len(deck))))
        if phase is Phase.RESHUFFLE:
            cards = self._discard[:-1]
            return Reshuffle(tuple(CARD_OF[cards[i]] for i in rng.permutation(len(cards))))
        if phase is Phase.STEAL_PICK:
            hand = self._hands[self._pending[1]]
            return StealPick(CARD_OF[hand[int(rng.integers(len(hand)))]])
        raise LogoKitError(
            f"no chance move is due now (phase {self._phase.value!r}); "
            f"the next move is player {seat_name(self.current_player)}'s."
            if self._phase is not Phase.GAME_OVER
            else "the game is over; no more moves."
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
        new = self._clone()
        handler(new, move)  # works on the copy only: self never changes
        new._log = movelog.append(self._log, move)
        new._moves = self._moves + 1
        return new

    def _wrong_kind_message(self, move: object) -> str:
        allowed = {
            Phase.DEAL: "a Deal (chance: use sample_chance(rng))",
            Phase.TAKE: "TakeDraw(), TakeDiscard() or Declare()",
            Phase.DISCARD: "Discard(card, target=None, action=None)",
            Phase.RESPOND: "Stop(card) with STOP or LOGO, or Accept()",
            Phase.STEAL_PICK: "a StealPick (chance: use sample_chance(rng))",
            Phase.STEAL_DISCARD: "Discard(card) without a target (after a Steal)",
            Phase.RESHUFFLE: "a Reshuffle (chance: use sample_chance(rng))",
        }
        if self._phase is Phase.GAME_OVER:
            return f"the game is over; no move can follow (got {move!r})."
        who = self.current_player
        mover = "chance" if who == CHANCE else f"player {seat_name(who)}"
        return (
            f"{move!r} is not a move for this moment: it is {mover}'s move in the "
            f"{self._phase.value!r} phase, which allows {allowed[self._phase]}."
        )

    # ------------------------------------------------------------ views
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (own hand, public piles, hands it looked at)."""
        seat = self._check_seat(seat)
        current = self.current_player
        seen = self._seen[seat]
        return PlayerView.build(
            seat=seat,
            players=self._players,
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
            declarer=self._declarer,
            pending_action=self._pending,
            looked={t: cards_of(h) for t, h in enumerate(seen) if h is not None},
            legal_moves=self.legal_moves() if current == seat else (),
            options=self._options,
            decks=self._decks,
            last_round=self._results[-1] if self._results else None,
        )


# ====================================================================== rules
# Each handler receives the *copy* made by apply() and may change it freely.


def _illegal(message: str) -> IllegalMoveError:
    return IllegalMoveError(message)


def _card_code(card: object, hand: tuple[int, ...], who: int, what: str) -> int:
    """Code of ``card`` if ``who`` holds it, else an IllegalMoveError."""
    code = find_code(card)
    if code is None:
        raise _illegal(
            f"{card!r} is not a card; name one with parse_card('R7'), parse_card('LOGO'), …"
        )
    if code not in hand:
        held = " ".join(str(CARD_OF[c]) for c in hand)
        raise _illegal(f"player {seat_name(who)} cannot {what} {card}: their hand is {held}.")
    return code


def _do_deal(g: LogoGame, move: Deal) -> None:
    seats = []
    seat = g._round_first
    for _ in range(sum(g._active)):
        seats.append(seat)
        seat = g._next_active(seat)
    decks = decks_for_players(len(seats))  # ruling L1
    try:
        order = codes_of(move.order)
    except (CardError, TypeError):
        order = None
    if order is None or tuple(sorted(order)) != deck_codes(decks):
        raise _illegal(
            f"a Deal must list every card of {decks} shuffled deck(s) ({55 * decks} cards) "
            "exactly once; draw one with sample_chance(rng)."
        )
    n = len(seats)
    hands: list[list[int]] = [[] for _ in range(g._players)]
    for k in range(HAND_SIZE * n):  # one card at a time, clockwise from the first player
        hands[seats[k % n]].append(order[k])
    g._hands = tuple(tuple(sorted(h)) for h in hands)
    g._discard = (order[HAND_SIZE * n],)  # the next card is turned face up
    g._draw = order[: HAND_SIZE * n : -1]  # the rest, top card (order[7n + 1]) last
    g._decks = decks
    g._round += 1
    g._turn = g._round_first
    g._phase = Phase.TAKE
    g._jumps = (0,) * g._players  # pending Jumps do not carry over to a new round
    g._declarer = None
    g._emptied = False
    g._pending = None
    g._need = None
    g._then_discard = False
    g._seen = ((None,) * g._players,) * g._players


def _do_take_draw(g: LogoGame, move: TakeDraw) -> None:
    # Outside a final rotation the draw pile is never empty here (the round would
    # have ended, L8); in a final rotation an empty pile is reshuffled first (L8).
    g._need = (g._turn, 1)
    g._then_discard = True
    _replenish(g)


def _do_take_discard(g: LogoGame, move: TakeDiscard) -> None:
    if not g._discard:
        raise _illegal("the discard pile is empty; take the top of the draw pile instead.")
    top = g._discard[-1]
    if IS_ACTION[top]:  # ruling L4
        raise _illegal(
            f"{CARD_OF[top]} is an action card on top of the discard pile and can never be "
            "taken (ruling L4); take the top of the draw pile, or declare LOGO."
        )
    g._discard = g._discard[:-1]
    g._hands = _set_item(g._hands, g._turn, _with(g._hands[g._turn], top))
    g._phase = Phase.DISCARD


def _do_declare(g: LogoGame, move: Declare) -> None:
    if g._declarer is not None:
        raise _illegal(
            f"player {seat_name(g._declarer)} has already declared LOGO this round; "
            "in the final rotation take a card from the draw or discard pile (ruling L9)."
        )
    g._declarer = g._turn  # ruling L9: instead of a turn
    _end_turn(g)


def _check_action(g: LogoGame, me: int, code: int, target: object, action: object) -> Kind:
    card = CARD_OF[code]
    if target is None:
        raise _illegal(
            f"action={action!r} needs a target: name a player with target=seat, "
            "or leave action out to discard the card without using it."
        )
    if g._declarer is not None:
        raise _illegal(
            f"player {seat_name(g._declarer)} declared LOGO: after a declaration no action may "
            f"target anyone (ruling L9); discard {card} without a target."
        )
    if not IS_ACTION[code]:
        raise _illegal(
            f"{card} is not an action card; only JUMP, STEAL, LOOK and DESTROY (or LOGO "
            "played as one of them) can be used on a player (ruling L5)."
        )
    if code == STOP_CODE:
        raise _illegal(
            "STOP only answers an action aimed at you (ruling L6); discard it without a target."
        )
    if code == LOGO_CODE:
        if action not in TARGETED_ACTIONS:
            raise _illegal(
                "say which action LOGO plays as: action=Kind.JUMP, Kind.STEAL, Kind.LOOK or "
                f"Kind.DESTROY (ruling L5; as STOP it only answers an action), got {action!r}."
            )
        kind = action
    else:
        kind = KIND_OF[code]
        if action is not None and action is not kind:
            raise _illegal(f"a {card} card acts as {kind.value}, not {action!r}.")
    if (
        not isinstance(target, int)
        or isinstance(target, bool)
        or not 0 <= target < g._players
        or target == me
        or not g._active[target]
    ):
        others = ", ".join(
            f"{s} ({seat_name(s)})" for s in range(g._players) if g._active[s] and s != me
        )
        raise _illegal(
            f"the target must be another player still in the game: {others}; got {target!r}."
        )
    return kind


def _do_discard(g: LogoGame, move: Discard) -> None:
    me = g._turn
    code = _card_code(move.card, g._hands[me], me, "discard")
    kind = None
    if move.target is not None or move.action is not None:
        kind = _check_action(g, me, code, move.target, move.action)
    g._hands = _set_item(g._hands, me, _without(g._hands[me], code))
    g._discard = (*g._discard, code)
    if kind is None:
        _end_turn(g)
        return
    target = move.target
    hand = g._hands[target]
    if STOP_CODE in hand or LOGO_CODE in hand:  # ruling L6: only the target may answer
        g._pending = (me, target, kind)
        g._phase = Phase.RESPOND
        return
    _resolve_action(g, me, target, kind)


def _do_stop(g: LogoGame, move: Stop) -> None:
    target = g._pending[1]
    code = _card_code(move.card, g._hands[target], target, "answer with")
    if code != STOP_CODE and code != LOGO_CODE:
        raise _illegal(
            f"only STOP, or LOGO played as Stop, can answer an action (ruling L6), not {move.card}."
        )
    # ruling L6: the action is cancelled; the Stop goes on the discard pile and the
    # stopper draws one replacement. Nothing can answer a Stop.
    g._hands = _set_item(g._hands, target, _without(g._hands[target], code))
    g._discard = (*g._discard, code)
    g._pending = None
    g._need = (target, 1)
    g._then_discard = False
    _replenish(g)


def _do_accept(g: LogoGame, move: Accept) -> None:
    actor, target, kind = g._pending
    g._pending = None
    _resolve_action(g, actor, target, kind)


def _resolve_action(g: LogoGame, actor: int, target: int, kind: Kind) -> None:
    """Carry out an action that was not stopped (ruling L7)."""
    if kind is Kind.JUMP:  # Jumps stack
        g._jumps = _set_item(g._jumps, target, g._jumps[target] + 1)
        _end_turn(g)
    elif kind is Kind.LOOK:  # shown to the looker only
        row = _set_item(g._seen[actor], target, g._hands[target])
        g._seen = _set_item(g._seen, actor, row)
        _end_turn(g)
    elif kind is Kind.STEAL:  # a blind pick: chance decides which card
        g._pending = (actor, target, kind)
        g._phase = Phase.STEAL_PICK
    else:  # DESTROY: the 7 cards go under the top of the discard pile; draw 7
        destroyed = g._hands[target]
        g._discard = (*g._discard[:-1], *destroyed, g._discard[-1])
        g._hands = _set_item(g._hands, target, ())
        g._need = (target, HAND_SIZE)
        g._then_discard = False
        _replenish(g)


def _do_steal_pick(g: LogoGame, move: StealPick) -> None:
    actor, target, _ = g._pending
    code = _card_code(move.card, g._hands[target], target, "have stolen")
    g._hands = _set_item(g._hands, target, _without(g._hands[target], code))
    g._hands = _set_item(g._hands, actor, _with(g._hands[actor], code))
    g._phase = Phase.STEAL_DISCARD


def _do_steal_discard(g: LogoGame, move: Discard) -> None:
    actor, target, _ = g._pending
    if move.target is not None or move.action is not None:
        raise _illegal(
            "after a Steal the stealer discards one card to get back to 7, without using "
            "it on anyone (engine reading of ruling L7): Discard(card)."
        )
    code = _card_code(move.card, g._hands[actor], actor, "discard")
    g._hands = _set_item(g._hands, actor, _without(g._hands[actor], code))
    g._discard = (*g._discard, code)
    g._pending = None
    g._need = (target, 1)  # ruling L7: the target draws one from the draw pile
    g._then_discard = False
    _replenish(g)


def _do_reshuffle(g: LogoGame, move: Reshuffle) -> None:
    rest = g._discard[:-1]
    try:
        order = codes_of(move.order)
    except (CardError, TypeError):
        order = None
    if order is None or sorted(order) != sorted(rest):
        raise _illegal(
            f"a Reshuffle must list the {len(rest)} cards of the discard pile under its top "
            "card, each once; draw one with sample_chance(rng)."
        )
    g._draw = order[::-1]  # order[0] becomes the top card
    g._discard = g._discard[-1:]
    _replenish(g)


def _replenish(g: LogoGame) -> None:
    """Draw the cards in ``g._need``; reshuffle first if the draw pile is empty (L8)."""
    seat, count = g._need
    draw = g._draw
    taken = draw[len(draw) - min(count, len(draw)) :]
    if taken:
        draw = draw[: len(draw) - len(taken)]
        g._hands = _set_item(g._hands, seat, _with(g._hands[seat], *taken))
        g._draw = draw
        if not draw and g._declarer is None:
            g._emptied = True  # ruling L8(a): the round ends after this turn
    count -= len(taken)
    if count:
        if len(g._discard) < 2:
            raise LogoKitError(
                "both piles are empty: no card is left to draw (this cannot happen with "
                "7-card hands and a full deck)."
            )
        g._need = (seat, count)
        g._phase = Phase.RESHUFFLE  # ruling L8: discard pile except its top is reshuffled
        return
    g._need = None
    if g._then_discard:
        g._then_discard = False
        g._phase = Phase.DISCARD
    else:
        _end_turn(g)


def _end_turn(g: LogoGame) -> None:
    """Finish a turn: end the round (L8) or pass the turn clockwise, skipping Jumps (L7, L9)."""
    if g._declarer is None and g._emptied:
        _end_round(g, "draw pile")  # ruling L8(a)
        return
    seat = g._turn
    while True:
        seat = g._next_active(seat)
        if seat == g._declarer:  # ruling L8(b): the final rotation is complete
            _end_round(g, "declaration")
            return
        if g._jumps[seat]:  # ruling L7/L9: a pending Jump loses this turn
            g._jumps = _set_item(g._jumps, seat, g._jumps[seat] - 1)
            continue
        g._turn = seat
        g._phase = Phase.TAKE
        return


def _end_round(g: LogoGame, ended_by: str) -> None:
    """Score the round (L10), eliminate (L11), then deal again or end the game."""
    seats = [s for s in range(g._players) if g._active[s]]
    values = [code_hand_value(g._hands[s]) for s in seats]
    declarer = None if g._declarer is None else seats.index(g._declarer)
    points = score_round(
        values, declarer, declarer_wins_ties=g._options.declarer_wins_ties
    )  # ruling L10
    seat_points = [0] * g._players
    seat_values: list[int | None] = [None] * g._players
    seat_hands: list[tuple[Card, ...] | None] = [None] * g._players
    for s, v, p in zip(seats, values, points, strict=True):
        seat_points[s] = p
        seat_values[s] = v
        seat_hands[s] = cards_of(g._hands[s])
    totals = tuple(t + p for t, p in zip(g._totals, seat_points, strict=True))
    target = g._options.target_score
    eliminated = tuple(s for s in seats if totals[s] >= target)  # ruling L11
    g._totals = totals
    g._active = tuple(a and totals[s] < target for s, a in enumerate(g._active))
    g._results = (
        *g._results,
        RoundResult(
            round_number=g._round,
            first_player=g._round_first,
            hands=tuple(seat_hands),
            values=tuple(seat_values),
            declarer=g._declarer,
            points=tuple(seat_points),
            totals=totals,
            eliminated=eliminated,
            ended_by=ended_by,
        ),
    )
    g._pending = None
    g._need = None
    remaining = [s for s in seats if g._active[s]]
    last_round = g._options.max_rounds is not None and g._round >= g._options.max_rounds
    if len(remaining) <= 1 or last_round:
        # ruling L11: the last player left wins; if the last players are all
        # eliminated together (or the round limit is reached) the lowest total wins.
        pool = remaining if remaining else seats
        low = min(totals[s] for s in pool)
        g._winners = tuple(s for s in pool if totals[s] == low)
        g._phase = Phase.GAME_OVER
        return
    g._round_first = g._next_active(g._round_first)  # ruling L11: one seat clockwise
    g._phase = Phase.DEAL


# move type -> ((phase in which it is allowed, handler), ...); phases are compared
# with `is` because hashing an Enum member runs Python code.
_HANDLERS = {
    Deal: ((Phase.DEAL, _do_deal),),
    TakeDraw: ((Phase.TAKE, _do_take_draw),),
    TakeDiscard: ((Phase.TAKE, _do_take_discard),),
    Declare: ((Phase.TAKE, _do_declare),),
    Discard: ((Phase.DISCARD, _do_discard), (Phase.STEAL_DISCARD, _do_steal_discard)),
    Stop: ((Phase.RESPOND, _do_stop),),
    Accept: ((Phase.RESPOND, _do_accept),),
    StealPick: ((Phase.STEAL_PICK, _do_steal_pick),),
    Reshuffle: ((Phase.RESHUFFLE, _do_reshuffle),),
}


def resolve_chance(game: LogoGame, rng: np.random.Generator) -> LogoGame:
    """Apply chance moves drawn from ``rng`` until a player must decide (or the game ends)."""
    while game.is_chance:
        game = game.apply(game.sample_chance(rng))
    return game
