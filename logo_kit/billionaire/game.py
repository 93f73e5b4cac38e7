"""The LOGO Billionaire Apprentice rules engine (rulings B2–B5).

A game is an immutable :class:`ApprenticeGame` value. ``legal_moves()`` lists
what may happen next and ``apply(move)`` returns the next game, leaving the old
one untouched; an illegal move raises :class:`~logo_kit.errors.IllegalMoveError`.
Chance is an explicit actor (as in OpenSpiel): at a spin or a Risky Business
draw, ``chance_outcomes()`` lists the outcomes with their exact probabilities and
``sample_chance(rng)`` picks one with a ``numpy.random.Generator``. Every move,
chance included, goes into ``log``, so ``replay(game.start, game.log)`` gives the
same game back.

A turn (sheet: "Playing a turn"):

1. ``SPIN`` (chance): ``Spin(n)`` moves the piece n spaces clockwise and picks up
   two brand cards of the space's category (one on PICK UP ONE), as many as the
   pile still has.
2. ``TRADE`` (only on a TRADE space, ruling B4): from each other player at most
   once, ``Buy(seller, card)`` for 30M or ``Swap(partner, card, give)``; then
   ``EndTrade()``.
3. ``LAUNCH``: ``Launch(category)`` for a company (3+ cards of a category; all the
   player's cards of it) or ``SkipLaunch()``. A player with no company skips this
   step automatically.
4. Launching (ruling B2): ``RISKY_CARD`` (chance) draws a card from the freshly
   shuffled deck; after a value card, ``DRAW_OR_STOP`` asks ``Draw()`` or
   ``Stop()``. Stop pays (company cards × sum) from the bank; a BUST pays
   nothing. Either way the company's cards go under their pile.

>>> import numpy as np
>>> game = ApprenticeGame.new(3, rng=np.random.default_rng(1))
>>> game.phase, game.is_chance, [len(game.hand(p)) for p in range(3)], game.money
(<Phase.SPIN: 'spin'>, True, [6, 6, 6], (50, 50, 50))
>>> game = game.apply(Spin(4))
>>> game.positions[0], len(game.hand(0))
(4, 8)
>>> replay(game.start, game.log) == game
True
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Union

import numpy as np

from logo_kit import movelog
from logo_kit.billionaire.board import CATEGORIES, Board, BrandCard, Category, Icon
from logo_kit.billionaire.deck import BUST, RiskyBusinessDeck
from logo_kit.errors import IllegalMoveError, LogoKitError

__all__ = [
    "COMPANY_MIN",
    "DEFAULT_MAX_TURNS",
    "ApprenticeGame",
    "ApprenticeOptions",
    "Buy",
    "Draw",
    "EndTrade",
    "Launch",
    "LaunchResult",
    "Move",
    "Phase",
    "RiskyCard",
    "SkipLaunch",
    "Spin",
    "Stop",
    "Swap",
    "card_census",
    "replay",
]

COMPANY_MIN = 3  # ruling B2: a company is 3 or more brand cards of one category
DEFAULT_MAX_TURNS = 1000
"""Turn cap (all players' turns together). Games between sensible bots take well under
a tenth of this, so it only stops players that never launch from playing forever."""


def _whole(value: Any, what: str, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < low:
        raise LogoKitError(f"{what} must be a whole number ≥ {low}, got {value!r}.")
    return int(value)


@dataclass(frozen=True)
class ApprenticeOptions:
    """Rule options with their documented defaults (rulings B1, B3–B5).

    ``max_turns`` caps the game length (None: no cap); a capped game has no
    winner and reports the leaders (most money).
    """

    board: Board = field(default_factory=Board.default)  # ruling B3
    risky_business: RiskyBusinessDeck = field(default_factory=RiskyBusinessDeck.bull)  # B1
    cards_per_category: int = 12  # ruling B3
    starting_money: int = 50  # ruling B5
    winning_money: int = 1000  # ruling B5
    buy_price: int = 30  # ruling B4
    spinner: int = 6  # ruling B3: 1–6, uniform
    max_turns: int | None = DEFAULT_MAX_TURNS

    def __post_init__(self) -> None:
        if not isinstance(self.board, Board):
            raise LogoKitError(f"board must be a Board (e.g. Board.default()), got {self.board!r}.")
        if not isinstance(self.risky_business, RiskyBusinessDeck):
            raise LogoKitError(
                "risky_business must be a RiskyBusinessDeck (e.g. RiskyBusinessDeck.bull()), "
                f"got {self.risky_business!r}."
            )
        for name, low in (
            ("cards_per_category", 1),
            ("starting_money", 0),
            ("winning_money", 1),
            ("buy_price", 0),
            ("spinner", 1),
        ):
            object.__setattr__(self, name, _whole(getattr(self, name), name, low))
        if self.max_turns is not None:
            object.__setattr__(self, "max_turns", _whole(self.max_turns, "max_turns", 1))


class Phase(enum.Enum):
    """Where a turn is. SPIN and RISKY_CARD are chance steps."""

    SPIN = "spin"
    TRADE = "trade"
    LAUNCH = "launch"
    RISKY_CARD = "risky card"
    DRAW_OR_STOP = "draw or stop"
    OVER = "over"


# -- moves -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Spin:
    """Chance: the spinner shows ``number``."""

    number: int

    def __str__(self) -> str:
        return f"spin {self.number}"


@dataclass(frozen=True)
class Buy:
    """Take ``card`` from player ``seller`` for the buy price (ruling B4)."""

    seller: int
    card: BrandCard

    def __str__(self) -> str:
        return f"buy {self.card} from player {self.seller}"


@dataclass(frozen=True)
class Swap:
    """Take ``card`` from player ``partner`` and give them ``give`` (ruling B4)."""

    partner: int
    card: BrandCard
    give: BrandCard

    def __str__(self) -> str:
        return f"swap {self.give} for {self.card} with player {self.partner}"


@dataclass(frozen=True)
class EndTrade:
    """Finish trading this turn."""

    def __str__(self) -> str:
        return "end trading"


@dataclass(frozen=True)
class Launch:
    """Launch the company of ``category`` (all the player's cards of it)."""

    category: Category

    def __str__(self) -> str:
        return f"launch {self.category.label}"


@dataclass(frozen=True)
class SkipLaunch:
    """Launch nothing this turn."""

    def __str__(self) -> str:
        return "no launch"


@dataclass(frozen=True)
class Draw:
    """Turn over another Risky Business card."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Stop:
    """Stop drawing and take the company's value from the bank."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class RiskyCard:
    """Chance: the next Risky Business card is ``card`` (a value in millions, or BUST)."""

    card: int | str

    def __str__(self) -> str:
        return "BUST" if self.card == BUST else f"RB {self.card}M"


Move = Union[Spin, Buy, Swap, EndTrade, Launch, SkipLaunch, Draw, Stop, RiskyCard]  # noqa: UP007


@dataclass(frozen=True)
class LaunchResult:
    """What a finished launch did (ruling B2)."""

    player: int
    category: Category
    company_size: int
    drawn: tuple[int | str, ...]
    payout: int

    @property
    def bust(self) -> bool:
        return bool(self.drawn) and self.drawn[-1] == BUST

    def __str__(self) -> str:
        cards = " ".join(str(c) for c in self.drawn)
        outcome = "BUST" if self.bust else f"{self.payout}M"
        company = f"{self.company_size} {self.category.label}"
        return f"player {self.player} launched {company}: {cards} → {outcome}"


# -- the game --------------------------------------------------------------------------

Hand = tuple[tuple[BrandCard, ...], ...]  # one sorted tuple of cards per category


@dataclass(frozen=True, eq=True)
class ApprenticeGame:
    """One position of an Apprentice game. Build a new game with :meth:`new`.

    Fields: ``money``, ``positions`` and ``hands`` per player (a hand is one tuple of
    cards per category), ``piles`` per category (index 0 is the top), ``current``
    (whose turn), ``phase``, ``turn`` (1, 2, …, all players counted), ``launching``
    and ``drawn`` during a launch, ``paid_out`` (all money the bank has paid), and
    ``last_spin`` / ``last_pickup`` / ``last_launch`` for showing what happened.
    """

    options: ApprenticeOptions
    names: tuple[str, ...]
    money: tuple[int, ...]
    positions: tuple[int, ...]
    hands: tuple[Hand, ...]
    piles: tuple[tuple[BrandCard, ...], ...]
    current: int = 0
    phase: Phase = Phase.SPIN
    turn: int = 1
    traded_with: frozenset[int] = frozenset()
    launching: Category | None = None
    drawn: tuple[int, ...] = ()
    paid_out: int = 0
    winner: int | None = None
    last_spin: int | None = None
    last_pickup: tuple[BrandCard, ...] = ()
    last_launch: LaunchResult | None = None
    _start: ApprenticeGame | None = field(default=None, compare=False, repr=False)
    _log: tuple | None = field(default=None, compare=False, repr=False)

    # -- set-up --------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        players: int | Sequence[str],
        rng: np.random.Generator,
        options: ApprenticeOptions | None = None,
    ) -> ApprenticeGame:
        """Set up a game: deal, place pieces, pay the starting money.

        Deal (sheet, "Getting ready"): from each category's pile take as many cards
        as there are players, shuffle them all with ``rng`` and deal them out one at a
        time (so six each). Pieces start spread evenly round the board; player 0 goes
        first and play passes to player 1, 2, … ("to the left"). Each player gets the
        starting money from the bank (ruling B5).
        """
        options = ApprenticeOptions() if options is None else options
        if not isinstance(options, ApprenticeOptions):
            raise LogoKitError(f"options must be ApprenticeOptions, got {options!r}.")
        if not isinstance(rng, np.random.Generator):
            raise LogoKitError(
                "rng must be a numpy.random.Generator, e.g. numpy.random.default_rng(1)."
            )
        if isinstance(players, int | np.integer) and not isinstance(players, bool):
            names = tuple(f"player {i}" for i in range(int(players)))
        elif isinstance(players, Sequence) and not isinstance(players, str):
            names = tuple(str(name) for name in players)
        else:
            raise LogoKitError(
                f"players must be a number of players or a list of names, got {players!r}."
            )
        count = len(names)
        if not 1 <= count <= options.cards_per_category:
            raise LogoKitError(
                f"{count} players cannot be dealt in: the deal takes one card of each category "
                f"per player, so 1 to {options.cards_per_category} players can play."
            )
        full = [
            tuple(BrandCard(c, n) for n in range(1, options.cards_per_category + 1))
            for c in CATEGORIES
        ]
        dealt = [card for pile in full for card in pile[:count]]
        order = rng.permutation(len(dealt))
        hands: list[list[list[BrandCard]]] = [[[] for _ in CATEGORIES] for _ in names]
        for i, index in enumerate(order):
            card = dealt[int(index)]
            hands[i % count][card.category].append(card)
        board_size = len(options.board)
        return cls(
            options=options,
            names=names,
            money=(options.starting_money,) * count,
            positions=tuple(i * board_size // count for i in range(count)),
            hands=tuple(tuple(tuple(sorted(cards)) for cards in hand) for hand in hands),
            piles=tuple(pile[count:] for pile in full),
            paid_out=options.starting_money * count,
        )

    # -- looking at the position ----------------------------------------------------------
    @property
    def players(self) -> int:
        """Number of players."""
        return len(self.names)

    @property
    def start(self) -> ApprenticeGame:
        """The position the game started from (replay the log from here)."""
        return self if self._start is None else self._start

    @property
    def log(self) -> tuple[Move, ...]:
        """Every move applied since :attr:`start`, chance moves included, in order."""
        return movelog.moves(self._log)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def capped(self) -> bool:
        """True if the game ended at the turn cap, with no winner."""
        return self.phase is Phase.OVER and self.winner is None

    @property
    def leaders(self) -> tuple[int, ...]:
        """The players holding the most money (the winner, once someone has won)."""
        if self.winner is not None:
            return (self.winner,)
        most = max(self.money)
        return tuple(p for p, m in enumerate(self.money) if m == most)

    @property
    def is_chance(self) -> bool:
        """True when chance moves next (a spin or a Risky Business card)."""
        return self.phase is Phase.SPIN or self.phase is Phase.RISKY_CARD

    def hand(self, player: int) -> tuple[BrandCard, ...]:
        """All of ``player``'s brand cards, by category then number."""
        return tuple(card for cards in self.hands[player] for card in cards)

    def counts(self, player: int) -> tuple[int, ...]:
        """How many cards ``player`` holds of each category (indexed by Category)."""
        return tuple(len(cards) for cards in self.hands[player])

    def companies(self, player: int) -> dict[Category, int]:
        """``{category: size}`` of ``player``'s companies (3+ cards of a category)."""
        return {
            c: len(cards)
            for c, cards in zip(CATEGORIES, self.hands[player], strict=True)
            if len(cards) >= COMPANY_MIN
        }

    @property
    def company_size(self) -> int:
        """Brand cards in the company being launched (0 when no launch is under way)."""
        if self.launching is None:
            return 0
        return len(self.hands[self.current][self.launching])

    def risky_business_left(self) -> tuple[dict[int, int], int]:
        """Cards left in the Risky Business deck during a launch: ({value: count}, busts)."""
        left = self.options.risky_business.counts
        for value in self.drawn:
            left[value] -= 1
        return left, self.options.risky_business.busts

    # -- chance -------------------------------------------------------------------------
    def _chance_weights(self) -> tuple[list[Move], list[int]]:
        if self.phase is Phase.SPIN:
            sides = self.options.spinner
            return [Spin(n) for n in range(1, sides + 1)], [1] * sides
        if self.phase is Phase.RISKY_CARD:
            # ruling B2: the deck was shuffled at the launch; the next card is uniform
            # among the cards not yet turned over.
            left, busts = self.risky_business_left()
            moves: list[Move] = [RiskyCard(v) for v, c in left.items() if c]
            weights = [c for c in left.values() if c]
            if busts:
                moves.append(RiskyCard(BUST))
                weights.append(busts)
            return moves, weights
        raise IllegalMoveError(f"no chance move now: the game is at the {self.phase.value} step.")

    def chance_outcomes(self) -> list[tuple[Move, Fraction]]:
        """The chance moves possible now, with their exact probabilities.

        >>> import numpy as np
        >>> game = ApprenticeGame.new(2, rng=np.random.default_rng(0))
        >>> game.chance_outcomes()[0]
        (Spin(number=1), Fraction(1, 6))
        """
        moves, weights = self._chance_weights()
        total = sum(weights)
        return [(m, Fraction(w, total)) for m, w in zip(moves, weights, strict=True)]

    def sample_chance(self, rng: np.random.Generator) -> Move:
        """Pick the chance move with ``rng`` (probabilities as in :meth:`chance_outcomes`)."""
        moves, weights = self._chance_weights()
        pick = int(rng.integers(sum(weights)))
        for move, weight in zip(moves, weights, strict=True):
            if pick < weight:
                return move
            pick -= weight
        raise AssertionError("unreachable: the pick is below the total weight")

    # -- moves ------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every move allowed now (chance moves at a chance step; [] when the game is over)."""
        phase = self.phase
        if phase is Phase.OVER:
            return []
        if self.is_chance:
            return self._chance_weights()[0]
        me = self.current
        if phase is Phase.TRADE:
            moves: list[Move] = [EndTrade()]
            mine = self.hand(me)
            can_buy = self.money[me] >= self.options.buy_price
            for other in range(self.players):
                if other == me or other in self.traded_with:
                    continue
                for card in self.hand(other):
                    if can_buy:
                        moves.append(Buy(other, card))
                    moves.extend(Swap(other, card, give) for give in mine)
            return moves
        if phase is Phase.LAUNCH:
            return [*(Launch(c) for c in self.companies(me)), SkipLaunch()]
        # DRAW_OR_STOP
        left, busts = self.risky_business_left()
        return [Draw(), Stop()] if busts or any(left.values()) else [Stop()]

    def apply(self, move: Move) -> ApprenticeGame:
        """The game after ``move``; raises IllegalMoveError (changing nothing) if not allowed."""
        phase = self.phase
        if phase is Phase.SPIN:
            return self._spin(move)
        if phase is Phase.TRADE:
            return self._trade(move)
        if phase is Phase.LAUNCH:
            return self._launch(move)
        if phase is Phase.RISKY_CARD:
            return self._risky_card(move)
        if phase is Phase.DRAW_OR_STOP:
            return self._draw_or_stop(move)
        raise IllegalMoveError(f"the game is over; no move can be applied (tried {move!r}).")

    # -- helpers that build the next position -----------------------------------------------
    def _evolve(self, move: Move, **changes: Any) -> ApprenticeGame:
        # A fresh frozen value with some fields changed; the log grows by one move.
        return movelog.evolve(ApprenticeGame, self, move, changes)

    def _wrong(self, move: Any, allowed: str) -> IllegalMoveError:
        return IllegalMoveError(
            f"{move!r} is not allowed at the {self.phase.value} step of player "
            f"{self.current}'s turn; allowed: {allowed}."
        )

    def _after_turn(self, move: Move, **changes: Any) -> ApprenticeGame:
        """End the current turn: next player's spin, or the end at the turn cap."""
        cap = self.options.max_turns
        changes.update(traded_with=frozenset(), launching=None, drawn=())
        if cap is not None and self.turn >= cap:
            return self._evolve(move, phase=Phase.OVER, **changes)
        return self._evolve(
            move,
            phase=Phase.SPIN,
            current=(self.current + 1) % self.players,
            turn=self.turn + 1,
            **changes,
        )

    def _to_launch_step(self, move: Move, **changes: Any) -> ApprenticeGame:
        """Go to the launch step, or end the turn if the player has no company."""
        hand = changes.get("hands", self.hands)[self.current]
        if any(len(cards) >= COMPANY_MIN for cards in hand):
            return self._evolve(move, phase=Phase.LAUNCH, **changes)
        return self._after_turn(move, **changes)

    def _spin(self, move: Move) -> ApprenticeGame:
        if (
            not isinstance(move, Spin)
            or isinstance(move.number, bool)
            or not (
                isinstance(move.number, int | np.integer)
                and 1 <= move.number <= self.options.spinner
            )
        ):
            raise self._wrong(move, f"Spin(n) with n from 1 to {self.options.spinner}")
        me = self.current
        board = self.options.board
        where = (self.positions[me] + int(move.number)) % len(board)
        space = board[where]
        category = space.category
        pile = self.piles[category]
        taken = pile[: space.icon.pickup]  # two cards, one on PICK UP ONE, if the pile has them
        changes: dict[str, Any] = {
            "positions": _replace(self.positions, me, where),
            "last_spin": int(move.number),
            "last_pickup": taken,
            "last_launch": None,
        }
        if taken:
            hand = self.hands[me]
            cards = tuple(sorted(hand[category] + taken))
            changes["hands"] = _replace(self.hands, me, _replace(hand, category, cards))
            changes["piles"] = _replace(self.piles, category, pile[len(taken) :])
        if space.icon is Icon.TRADE and self.players > 1:  # ruling B4
            return self._evolve(move, phase=Phase.TRADE, **changes)
        return self._to_launch_step(move, **changes)

    def _trade(self, move: Move) -> ApprenticeGame:
        allowed = "Buy(seller, card), Swap(partner, card, give) or EndTrade()"
        if isinstance(move, EndTrade):
            return self._to_launch_step(move)
        if not isinstance(move, Buy | Swap):
            raise self._wrong(move, allowed)
        me = self.current
        other = move.seller if isinstance(move, Buy) else move.partner
        if (
            isinstance(other, bool)
            or not isinstance(other, int | np.integer)
            or not 0 <= other < self.players
            or other == me
        ):
            raise IllegalMoveError(
                f"cannot trade with {other!r}: name another player, 0 to {self.players - 1}, "
                f"not yourself ({me})."
            )
        other = int(other)
        if other in self.traded_with:
            raise IllegalMoveError(
                f"already traded with player {other} this turn: one card from each other "
                "player per TRADE space (ruling B4)."
            )
        card = move.card
        if not isinstance(card, BrandCard) or card not in self.hands[other][card.category]:
            raise IllegalMoveError(
                f"player {other} does not hold {card}; they hold "
                f"{', '.join(str(c) for c in self.hand(other)) or 'no cards'}."
            )
        hands = list(self.hands)
        money = list(self.money)
        hands[other] = _without(hands[other], card)
        if isinstance(move, Buy):
            price = self.options.buy_price
            if money[me] < price:
                raise IllegalMoveError(
                    f"buying costs {price}M and player {me} has only {money[me]}M; "
                    "swap one of your own cards instead."
                )
            money[me] -= price
            money[other] += price
        else:
            give = move.give
            if not isinstance(give, BrandCard) or give not in self.hands[me][give.category]:
                raise IllegalMoveError(
                    f"player {me} does not hold {give}, so cannot give it; you hold "
                    f"{', '.join(str(c) for c in self.hand(me)) or 'no cards'}."
                )
            hands[me] = _without(hands[me], give)
            hands[other] = _with(hands[other], give)
        hands[me] = _with(hands[me], card)
        traded = self.traded_with | {other}
        changes = {"hands": tuple(hands), "money": tuple(money), "traded_with": traded}
        if money[other] >= self.options.winning_money:  # ruling B5: first to hold 1,000M
            return self._evolve(move, phase=Phase.OVER, winner=other, **changes)
        if len(traded) == self.players - 1:  # traded with everyone: trading is over
            return self._to_launch_step(move, **changes)
        return self._evolve(move, **changes)

    def _launch(self, move: Move) -> ApprenticeGame:
        if isinstance(move, SkipLaunch):
            return self._after_turn(move)
        companies = self.companies(self.current)
        if not isinstance(move, Launch) or move.category not in companies:
            names = ", ".join(f"Launch({c.label})" for c in companies)
            raise self._wrong(
                move, f"{names} or SkipLaunch() (a company is 3+ cards of one category)"
            )
        return self._evolve(move, phase=Phase.RISKY_CARD, launching=move.category, drawn=())

    def _risky_card(self, move: Move) -> ApprenticeGame:
        left, busts = self.risky_business_left()
        card = move.card if isinstance(move, RiskyCard) else None
        if card == BUST:
            if not busts:
                raise self._wrong(move, "a RiskyCard(value) still in the deck")
            return self._finish_launch(move, payout=0, bust=True)
        if isinstance(card, bool) or not isinstance(card, int | np.integer) or not left.get(card):
            still = ", ".join(f"{v}M" for v, c in left.items() if c)
            raise self._wrong(move, f"RiskyCard(v) with v one of {still} or BUST still in the deck")
        return self._evolve(move, phase=Phase.DRAW_OR_STOP, drawn=(*self.drawn, int(card)))

    def _draw_or_stop(self, move: Move) -> ApprenticeGame:
        if isinstance(move, Stop):
            return self._finish_launch(move, payout=self.company_size * sum(self.drawn), bust=False)
        if isinstance(move, Draw):
            left, busts = self.risky_business_left()
            if not busts and not any(left.values()):
                raise IllegalMoveError("every Risky Business card has been drawn: you must Stop().")
            return self._evolve(move, phase=Phase.RISKY_CARD)
        raise self._wrong(move, "Draw() or Stop()")

    def _finish_launch(self, move: Move, payout: int, bust: bool) -> ApprenticeGame:
        # ruling B2: launched or bust, the company's brand cards go under their pile.
        me, category = self.current, self.launching
        assert category is not None
        company = self.hands[me][category]
        result = LaunchResult(
            player=me,
            category=category,
            company_size=len(company),
            drawn=(*self.drawn, BUST) if bust else self.drawn,
            payout=payout,
        )
        changes = {
            "hands": _replace(self.hands, me, _replace(self.hands[me], category, ())),
            "piles": _replace(self.piles, category, self.piles[category] + company),
            "money": _replace(self.money, me, self.money[me] + payout),
            "paid_out": self.paid_out + payout,
            "last_launch": result,
        }
        if self.money[me] + payout >= self.options.winning_money:  # ruling B5
            return self._evolve(
                move, phase=Phase.OVER, winner=me, launching=None, drawn=(), **changes
            )
        return self._after_turn(move, **changes)

    def __str__(self) -> str:
        lines = [
            f"turn {self.turn}, player {self.current} ({self.names[self.current]}), "
            f"{self.phase.value}"
        ]
        for p, name in enumerate(self.names):
            holding = ", ".join(
                f"{len(cards)} {c.label}"
                for c, cards in zip(CATEGORIES, self.hands[p], strict=True)
                if cards
            )
            lines.append(
                f"  {name}: {self.money[p]}M, space {self.positions[p]}, {holding or 'no cards'}"
            )
        return "\n".join(lines)


def _replace(values: tuple, index: int, value: Any) -> tuple:
    return (*values[:index], value, *values[index + 1 :])


def _with(hand: Hand, card: BrandCard) -> Hand:
    return _replace(hand, card.category, tuple(sorted((*hand[card.category], card))))


def _without(hand: Hand, card: BrandCard) -> Hand:
    cards = hand[card.category]
    i = cards.index(card)
    return _replace(hand, card.category, cards[:i] + cards[i + 1 :])


def replay(start: ApprenticeGame, moves: Iterable[Move]) -> ApprenticeGame:
    """Apply ``moves`` one by one from ``start`` (e.g. ``replay(game.start, game.log)``)."""
    if not isinstance(start, ApprenticeGame):
        raise LogoKitError(f"replay needs a starting ApprenticeGame, got {start!r}.")
    return movelog.replay(start, moves)


def card_census(game: ApprenticeGame) -> Counter:
    """How often each brand card appears in hands and piles (each should be exactly once)."""
    census: Counter = Counter()
    for pile in game.piles:
        census.update(pile)
    for player in range(game.players):
        census.update(game.hand(player))
    return census
