"""The LOGO Billionaire Apprentice rules engine (rulings B2–B5) on the shared interface.

A game is an immutable :class:`ApprenticeGame` value following
:mod:`logo_kit.engine`: ``legal_moves()`` lists what may happen next and
``apply(move)`` returns the next game, leaving the old one untouched; an illegal
move raises :class:`~logo_kit.errors.IllegalMoveError`. Chance is an explicit
player: ``current_player`` is ``CHANCE`` for the deal (one brand card at a time),
the spins and the Risky Business draws, and ``chance_outcomes()`` lists the
outcomes with exact probabilities. Every move, chance included, goes into
``log``, so ``game.start.replay(game.log)`` gives the same game back.

Set-up (sheet, "Getting ready"; ruling B11): from each set take as many cards
as there are players, shuffle them and deal them out one at a time, seat 0, 1,
… in turn (so six each); pieces start spread evenly round the board and
everyone gets the starting money (B5). Seat 0 moves first, then 1, 2, … ("play
moves to the left").

A turn (sheet: "Playing a turn"):

1. ``SPIN`` (chance): ``Spin(n)`` moves the piece n spaces clockwise and picks up
   two brand cards of the space's category (one on PICK UP ONE), as many as the
   pile still has (ruling B8).
2. ``TRADE`` (only on a TRADE space, rulings B4, B7): from each other player at
   most once, ``Buy(seller, card)`` for 30M or ``Swap(partner, card, give)``;
   then ``EndTrade()``.
3. ``LAUNCH``: ``Launch(category)`` for a company (3+ cards of a category; all the
   player's cards of it, ruling B9) or ``SkipLaunch()``. A player with no company
   skips this step automatically (ruling B14).
4. Launching (ruling B2): ``RISKY_CARD`` (chance) draws a card from the freshly
   shuffled deck; after a value card, ``DRAW_OR_STOP`` asks ``Draw()`` or
   ``Stop()``. Stop pays (company cards × sum) from the bank; a BUST pays
   nothing. Either way the company's cards go under their pile. With no card
   left only ``Stop()`` remains (ruling B10).

>>> import numpy as np
>>> game = ApprenticeGame.new(ApprenticeOptions(players=3), rng=np.random.default_rng(1))
>>> game.phase, game.is_chance, [len(game.hand(p)) for p in range(3)], game.money
(<Phase.SPIN: 'spin'>, True, [6, 6, 6], (50, 50, 50))
>>> game = game.apply(Spin(4))
>>> game.positions[0], len(game.hand(0))
(4, 8)
>>> game.start.replay(game.log) == game
True
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from operator import itemgetter
from typing import Any, ClassVar

import numpy as np

from logo_kit import checks
from logo_kit.billionaire import steps as _steps
from logo_kit.billionaire.board import CATEGORIES, BrandCard, Category
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.moves import (
    Buy,
    Deal,
    DealCard,
    Draw,
    EndTrade,
    Launch,
    LaunchResult,
    Move,
    Phase,
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
)
from logo_kit.billionaire.options import COMPANY_MIN, ApprenticeOptions
from logo_kit.billionaire.views import ApprenticeView, Hand, Holdings
from logo_kit.engine import CHANCE, TERMINAL, seat_label
from logo_kit.errors import IllegalMoveError
from logo_kit.position import Position

__all__ = ["ApprenticeGame", "ApprenticeSummary", "card_census"]

_CHANCE_PHASES = (Phase.DEAL, Phase.SPIN, Phase.RISKY_CARD)
# the step functions by phase name: an Enum member hashes in Python, its name in C
_HANDLER_BY_NAME = {phase._name_: handler for phase, handler in _steps.HANDLERS.items()}


_END_TRADE, _SKIP_LAUNCH, _DRAW, _STOP = EndTrade(), SkipLaunch(), Draw(), Stop()
_LAUNCH = tuple(Launch(category) for category in CATEGORIES)  # indexed by category


def _picker(indexes: list[int]) -> Callable[[Sequence[Any]], tuple[Any, ...]]:
    """``row -> tuple(row[i] for i in indexes)``, done in C by ``operator.itemgetter``
    (which returns a bare item, not a tuple, for a single index)."""
    if len(indexes) >= 2:
        return itemgetter(*indexes)
    if indexes:
        only = indexes[0]
        return lambda row: (row[only],)
    return lambda row: ()


@functools.lru_cache(maxsize=64)
def _partner_rows(per_set: int, partner: int) -> list[tuple[Buy, tuple[Swap, ...]] | None]:
    """The trade moves that take each card from ``partner``, one row per card, indexed by
    card (category × per_set + number − 1) and filled on first use (:func:`_trade_row`)."""
    return [None] * (len(CATEGORIES) * per_set)


def _trade_row(
    rows: list[tuple[Buy, tuple[Swap, ...]] | None], per_set: int, partner: int, index: int
) -> tuple[Buy, tuple[Swap, ...]]:
    """Fill ``rows[index]``: the Buy of that card from ``partner`` and a Swap for every
    card one might give for it, indexed like the cards.

    A trade step lists a Swap for every pair of cards (hundreds); made once and
    picked by index, listing them costs a lookup each instead of building a frozen
    dataclass each.
    """
    cards = [card for cards in _full_sets(per_set) for card in cards]
    card = cards[index]
    swaps = []
    for give in cards:
        swap = object.__new__(Swap)  # skips the frozen class's field-by-field __init__
        swap.__dict__.update(partner=partner, card=card, give=give)
        swaps.append(swap)
    row = rows[index] = (Buy(partner, card), tuple(swaps))
    return row


@functools.cache
def _spins(sides: int) -> tuple[Spin, ...]:
    """The spinner's outcomes 1 … sides, made once (chance steps list them often)."""
    return tuple(Spin(n) for n in range(1, sides + 1))


@functools.cache
def _risky_card(card: int | str) -> RiskyCard:
    return RiskyCard(card)


@dataclass(frozen=True)
class ApprenticeSummary:
    """Facts a tournament keeps about one finished game, seat by seat."""

    winner: int | None
    money: tuple[int, ...]
    launches: tuple[int, ...]
    busts: tuple[int, ...]
    launched_money: tuple[int, ...]


@dataclass(frozen=True, eq=False)  # equality and hash: Position's (the state, not the log)
class ApprenticeGame(Holdings, Position):
    """One position of an Apprentice game. Start one with :meth:`new`.

    Fields: ``money``, ``positions`` and ``hands`` per seat (a hand is one tuple
    of cards per category), ``piles`` per category (index 0 is the top),
    ``undealt`` (cards still to be dealt), ``mover`` (whose turn, also during its
    chance steps), ``phase``, ``turn`` (1, 2, …, all players counted),
    ``launching`` and ``drawn`` during a launch, ``paid_out`` (all money the bank
    has paid), ``launches`` / ``busts`` per seat, and ``last_spin`` /
    ``last_pickup`` / ``last_launch`` for telling what happened.
    """

    score_name: ClassVar[str] = "money (M)"

    options: ApprenticeOptions
    money: tuple[int, ...]
    positions: tuple[int, ...]
    hands: tuple[Hand, ...]
    piles: tuple[tuple[BrandCard, ...], ...]
    undealt: tuple[BrandCard, ...] = ()
    mover: int = 0
    phase: Phase = Phase.DEAL
    turn: int = 1
    traded_with: frozenset[int] = frozenset()
    launching: Category | None = None
    drawn: tuple[int, ...] = ()
    paid_out: int = 0
    winner: int | None = None
    launches: tuple[int, ...] = ()
    busts: tuple[int, ...] = ()
    launched_money: tuple[int, ...] = ()
    last_spin: int | None = None
    last_pickup: tuple[BrandCard, ...] = ()
    last_launch: LaunchResult | None = None
    _start: ApprenticeGame | None = field(default=None, compare=False, repr=False)
    _log: tuple | None = field(default=None, compare=False, repr=False)

    # -- set-up --------------------------------------------------------------------------
    @classmethod
    def new(
        cls, options: ApprenticeOptions | None = None, rng: np.random.Generator | None = None
    ) -> ApprenticeGame:
        """A new game: dealt with ``rng``, or (without) the position before the deal.

        Before the deal the brand cards to deal (as many of each set as there are
        players) are ``undealt``; the deal is a chance move per card, or one
        :class:`Deal` from :meth:`sample_chance`. Everyone already holds the
        starting money and has a piece on the board.
        """
        options = ApprenticeOptions() if options is None else options
        checks.instance(
            options, "options", ApprenticeOptions, "ApprenticeOptions (e.g. players=3), or None"
        )
        if rng is not None:
            checks.generator(rng)
        count = options.players
        full = _full_sets(options.cards_per_category)
        board_size = len(options.board)
        # ruling B11: pieces start spread evenly round the ring (sheet: "any space near you")
        root = cls(
            options=options,
            money=(options.starting_money,) * count,  # ruling B5
            positions=tuple(i * board_size // count for i in range(count)),
            hands=tuple(tuple(() for _ in CATEGORIES) for _ in range(count)),
            piles=tuple(pile[count:] for pile in full),
            undealt=tuple(card for pile in full for card in pile[:count]),
            paid_out=options.starting_money * count,
            launches=(0,) * count,
            busts=(0,) * count,
            launched_money=(0,) * count,
        )
        return root if rng is None else root.apply(root.sample_chance(rng))

    # -- the engine interface --------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat to decide, ``CHANCE`` (deal, spin, Risky Business card) or ``TERMINAL``."""
        if self.phase is Phase.OVER:
            return TERMINAL
        return CHANCE if self.phase in _CHANCE_PHASES else self.mover

    @property
    def is_chance(self) -> bool:
        return self.phase in _CHANCE_PHASES

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """The winner once the game is over (none when the turn cap ended it, B12)."""
        return () if self.winner is None or not self.is_terminal else (self.winner,)

    @property
    def turns(self) -> int:
        """Players' turns begun so far (0 during the deal)."""
        return 0 if self.phase is Phase.DEAL else self.turn

    @property
    def own_turns(self) -> tuple[int, ...]:
        """Each seat's own turns begun so far: seat 0 starts and the turn passes round the
        seats in order (the turn ``t`` is seat ``(t − 1) mod players``'s), so a board counts
        a player's turns as the other games' boards do ("your turn 3").

        >>> ApprenticeGame.new(ApprenticeOptions(players=3)).own_turns  # the deal
        (0, 0, 0)
        """
        begun, players = self.turns, self.players
        return tuple((begun - seat + players - 1) // players for seat in range(players))

    @property
    def last_spinner(self) -> int | None:
        """The seat whose spin :attr:`last_spin` was (None before the first spin).

        A spin starts a turn and the mover keeps the turn until it ends, so the last
        spin is the mover's, unless the next player's spin is due (then it was the
        player before, in turn order).
        """
        if self.last_spin is None:
            return None
        if self.phase is Phase.SPIN:
            return (self.mover - 1) % self.players
        return self.mover

    def scores(self) -> tuple[int, ...]:
        """Each seat's money, in millions (see :attr:`score_name`)."""
        return self.money

    def summary(self) -> ApprenticeSummary:
        """Winner, money, launches, busts and launch takings per seat (for tournaments)."""
        return ApprenticeSummary(
            self.winner, self.money, self.launches, self.busts, self.launched_money
        )

    def view(self, seat: int) -> ApprenticeView:
        """What ``seat`` sees: the whole table (nothing is hidden in this game, ruling B13)."""
        seat = self._seat(seat)
        current = self.current_player
        # one view per decision: fill the frozen view's fields in one step (the generated
        # __init__ sets them one by one); every field is given, as in the constructor
        view = object.__new__(ApprenticeView)
        view.__dict__.update(
            seat=seat,
            current_player=current,
            legal_moves=self.legal_moves() if current == seat else (),
            options=self.options,
            phase=self.phase,
            mover=self.mover,
            turn=self.turn,
            money=self.money,
            positions=self.positions,
            hands=self.hands,
            piles=self.piles,
            undealt=self.undealt,
            traded_with=self.traded_with,
            launching=self.launching,
            drawn=self.drawn,
            winner=self.winner,
            last_launch=self.last_launch,
            _log=self._log,  # every move is seen by everyone (B13)
        )
        return view

    # -- chance -------------------------------------------------------------------------
    def _chance_weights(self) -> tuple[list[Any], list[int]]:
        if self.phase is Phase.DEAL:
            return [DealCard(card) for card in self.undealt], [1] * len(self.undealt)
        if self.phase is Phase.SPIN:
            sides = self.options.spinner
            return list(_spins(sides)), [1] * sides
        if self.phase is Phase.RISKY_CARD:
            # ruling B2: the deck was shuffled at the launch; the next card is uniform
            # among the cards not yet turned over.
            left, busts = self.risky_business_left()
            moves: list[Any] = [_risky_card(v) for v, c in left.items() if c]
            weights = [c for c in left.values() if c]
            if busts:
                moves.append(_risky_card(BUST))
                weights.append(busts)
            return moves, weights
        return [], []

    def chance_outcomes(self) -> tuple[tuple[Move, Fraction], ...]:
        """The chance moves possible now with their exact probabilities (() at a decision).

        >>> import numpy as np
        >>> game = ApprenticeGame.new(rng=np.random.default_rng(0))
        >>> game.chance_outcomes()[0]
        (Spin(number=1), Fraction(1, 6))
        >>> len(ApprenticeGame.new().chance_outcomes())  # the first card of the deal
        12
        """
        moves, weights = self._chance_weights()
        total = sum(weights)
        return tuple((m, Fraction(w, total)) for m, w in zip(moves, weights, strict=True))

    def sample_chance(self, rng: np.random.Generator) -> Move:
        """A chance move drawn with ``rng`` (probabilities as in :meth:`chance_outcomes`).

        During the deal it is one :class:`Deal` for the rest of the deal: a uniform
        shuffle of the cards still to deal (``rng.permutation``; ruling B11).
        """
        if type(rng) is not np.random.Generator:
            checks.generator(rng)
        phase = self.phase
        if phase is Phase.SPIN:  # the commonest chance step: a uniform pick, drawn as below
            sides = self.options.spinner
            return _spins(sides)[int(rng.integers(sides))]
        if phase is Phase.DEAL:
            order = rng.permutation(len(self.undealt))
            return Deal(tuple(self.undealt[int(i)] for i in order))
        if phase is Phase.RISKY_CARD:  # the same draw as below, without building the moves
            deck, drawn = self.options.risky_business, self.drawn
            # every drawn card is a value card (a BUST ends the launch)
            pick = int(rng.integers(deck.value_cards - len(drawn) + deck.busts))
            for value, count in deck.values:
                count -= drawn.count(value)
                if pick < count:
                    return _risky_card(value)
                pick -= count
            return _risky_card(BUST)
        moves, weights = self._chance_weights()
        if not moves:
            raise IllegalMoveError(
                f"no chance move now: the game is at the {self.phase.value} step."
            )
        pick = int(rng.integers(sum(weights)))
        for move, weight in zip(moves, weights, strict=True):
            if pick < weight:
                return move
            pick -= weight
        raise AssertionError("unreachable: the pick is below the total weight")

    # -- moves ------------------------------------------------------------------------------
    def legal_moves(self) -> tuple[Move, ...]:
        """Every move allowed now (chance moves at a chance step; () when the game is over)."""
        phase = self.phase
        if phase is Phase.OVER:
            return ()
        if phase in _CHANCE_PHASES:
            return tuple(self._chance_weights()[0])
        me = self.mover
        if phase is Phase.TRADE:  # ruling B7: once per other player, buys need the price
            moves: list[Move] = [_END_TRADE]
            per = self.options.cards_per_category
            mine = [card.category * per + card.number - 1 for card in self._cards(me)]
            gives = _picker(mine)  # the Swaps giving each of my cards, from a card's row
            can_buy = self.money[me] >= self.options.buy_price
            for other in range(self.players):
                if other == me or other in self.traded_with:
                    continue
                rows = _partner_rows(per, other)
                for cards in self.hands[other]:
                    for card in cards:
                        i = card.category * per + card.number - 1
                        buy, swaps = rows[i] or _trade_row(rows, per, other, i)
                        if can_buy:
                            moves.append(buy)
                        moves.extend(gives(swaps))
            return tuple(moves)
        if phase is Phase.LAUNCH:  # a company is 3+ cards of one category, in category order
            hand = self.hands[me]
            launches = [_LAUNCH[c] for c, cards in enumerate(hand) if len(cards) >= COMPANY_MIN]
            return (*launches, _SKIP_LAUNCH)
        # DRAW_OR_STOP; ruling B10: with no card left, only Stop
        deck = self.options.risky_business
        return (_DRAW, _STOP) if deck.busts or len(self.drawn) < deck.value_cards else (_STOP,)

    def apply(self, move: Move) -> ApprenticeGame:
        """The game after ``move``; raises IllegalMoveError (changing nothing) if not allowed."""
        handler = _HANDLER_BY_NAME.get(self.phase._name_)
        if handler is None:
            raise IllegalMoveError(
                f"the game is over; no move can be applied (tried {checks.describe(move)})."
            )
        return handler(self, move)

    def __str__(self) -> str:
        lines = [f"turn {self.turn}, player {seat_label(self.mover)}, {self.phase.value}"]
        for p in range(self.players):
            holding = ", ".join(
                f"{len(cards)} {c.label}"
                for c, cards in zip(CATEGORIES, self.hands[p], strict=True)
                if cards
            )
            lines.append(
                f"  player {seat_label(p)}: {self.money[p]}M, space {self.positions[p]}, "
                f"{holding or 'no cards'}"
            )
        return "\n".join(lines)


@functools.cache
def _full_sets(per_set: int) -> tuple[tuple[BrandCard, ...], ...]:
    """Every brand card, set by set, numbered 1 … per_set (made once per size)."""
    return tuple(tuple(BrandCard(c, n) for n in range(1, per_set + 1)) for c in CATEGORIES)


def card_census(game: ApprenticeGame) -> Counter:
    """How often each brand card lies in a hand, a pile or the deal (each should be once)."""
    checks.instance(game, "game", ApprenticeGame, "an ApprenticeGame")
    census: Counter = Counter(game.undealt)
    for pile in game.piles:
        census.update(pile)
    for player in range(game.players):
        census.update(game.hand(player))
    return census
