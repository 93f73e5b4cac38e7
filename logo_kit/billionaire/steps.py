"""How each move changes an Apprentice game: one function per step of a turn (B2–B5).

The readings where the sheet is silent are rulings B7–B12 and B14.

:class:`~logo_kit.billionaire.game.ApprenticeGame` keeps the engine interface
(who moves, what is legal, chance, views); ``apply`` hands each move to the
function for the current step here. Every function either returns the next
position (a fresh frozen value with the move logged) or raises
:class:`~logo_kit.errors.IllegalMoveError` before anything changes.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any

from logo_kit import checks
from logo_kit.billionaire.board import BrandCard, Category, Icon
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
from logo_kit.billionaire.options import COMPANY_MIN
from logo_kit.billionaire.views import Hand
from logo_kit.engine import seat_label
from logo_kit.errors import IllegalMoveError

if TYPE_CHECKING:
    from collections.abc import Callable

    from logo_kit.billionaire.game import ApprenticeGame

__all__ = ["HANDLERS"]

_BY_NUMBER = attrgetter("number")
"""Sort key for the cards of one category (the same order as BrandCard's own, without
calling its generated comparison for every pair)."""
_CARD_ORDER = attrgetter("category", "number")
"""Sort key for cards of any category: BrandCard's own order, compared in C."""


_NO_TRADES: frozenset[int] = frozenset()
_TURN_ENDS = {"traded_with": _NO_TRADES, "launching": None, "drawn": ()}


def wrong(game: ApprenticeGame, move: Any, allowed: str) -> IllegalMoveError:
    """The error for a move not allowed at this step, naming what is."""
    whose = "" if game.phase is Phase.DEAL else f" of player {seat_label(game.mover)}'s turn"
    return IllegalMoveError(
        f"{checks.describe(move)} is not allowed at the {game.phase.value} step{whose}; "
        f"allowed: {allowed}."
    )


def after_turn(game: ApprenticeGame, move: Move, changes: dict[str, Any]) -> ApprenticeGame:
    """End the current turn: next player's spin, or the end at the turn cap (B12).
    ``changes`` (the move's other changes) is the caller's own dict and is added to."""
    changes.update(_TURN_ENDS)
    if game.turn >= game.options.max_turns:  # ruling B12: no winner
        changes["phase"] = Phase.OVER
        return game._next(move, changes)
    changes["phase"] = Phase.SPIN
    changes["mover"] = (game.mover + 1) % len(game.money)
    changes["turn"] = game.turn + 1
    return game._next(move, changes)


def to_launch_step(game: ApprenticeGame, move: Move, changes: dict[str, Any]) -> ApprenticeGame:
    """Go to the launch step, or end the turn if the player has no company (B14).
    ``changes`` (the move's other changes) is the caller's own dict and is added to."""
    # ruling B14: with no company there is nothing to decide, so the launch step is skipped
    hand = changes.get("hands", game.hands)[game.mover]
    if max(map(len, hand)) >= COMPANY_MIN:
        changes["phase"] = Phase.LAUNCH
        return game._next(move, changes)
    return after_turn(game, move, changes)


def deal(game: ApprenticeGame, move: Move) -> ApprenticeGame:
    """DEAL (chance): one brand card, or the rest of the deal, to the seats in turn."""
    if isinstance(move, Deal):
        cards = move.cards
        if not (
            isinstance(cards, tuple)
            and all(isinstance(card, BrandCard) for card in cards)
            and sorted(cards, key=_CARD_ORDER) == sorted(game.undealt, key=_CARD_ORDER)
        ):
            raise wrong(game, move, "a Deal listing every card still to deal, once each")
        left: tuple[BrandCard, ...] = ()  # a Deal is the whole rest of the deal
    elif isinstance(move, DealCard) and isinstance(move.card, BrandCard):
        if move.card not in game.undealt:
            raise wrong(game, move, "DealCard(card) for a card still to deal")
        cards = (move.card,)
        left = tuple(_without_one(game.undealt, move.card))
    else:
        raise wrong(game, move, "DealCard(card) or Deal(cards) for the cards still to deal")
    hands = [list(map(list, hand)) for hand in game.hands]
    dealt = sum(len(held) for hand in game.hands for held in hand)
    for i, card in enumerate(cards):
        # ruling B11: the deal goes round seat 0, 1, 2, … one card at a time
        hands[(dealt + i) % game.players][card.category].append(card)
    changes: dict[str, Any] = {
        "hands": tuple(tuple(tuple(sorted(cs, key=_BY_NUMBER)) for cs in hand) for hand in hands),
        "undealt": left,
    }
    if not left:  # ruling B11: seat 0 (the sheet's youngest player) moves first
        changes["phase"] = Phase.SPIN
    return game._next(move, changes)


def spin(game: ApprenticeGame, move: Move) -> ApprenticeGame:
    """SPIN (chance): move the piece and pick up brand cards of the space's colour (B3)."""
    if not (
        type(move) is Spin
        and (type(move.number) is int or checks.is_whole(move.number))
        and 1 <= move.number <= game.options.spinner
    ):
        raise wrong(game, move, f"Spin(n) with n from 1 to {game.options.spinner}")
    me = game.mover
    board = game.options.board
    spaces = board.spaces
    where = (game.positions[me] + int(move.number)) % len(spaces)
    space = spaces[where]
    category = space.category
    pile = game.piles[category]
    # ruling B3: two cards, one on PICK UP ONE; ruling B8: a short pile gives what it has
    taken = pile[: 1 if space.icon is Icon.PICK_UP_ONE else 2]  # Icon.pickup, inlined
    changes: dict[str, Any] = {
        "positions": _replace(game.positions, me, where),
        "last_spin": int(move.number),
        "last_pickup": taken,
        "last_launch": None,
    }
    if taken:
        hand = game.hands[me]
        cards = tuple(sorted(hand[category] + taken, key=_BY_NUMBER))
        changes["hands"] = _replace(game.hands, me, _replace(hand, category, cards))
        changes["piles"] = _replace(game.piles, category, pile[len(taken) :])
    if space.icon is Icon.TRADE and len(game.money) > 1:  # ruling B4
        changes["phase"] = Phase.TRADE
        return game._next(move, changes)
    return to_launch_step(game, move, changes)


def trade(game: ApprenticeGame, move: Move) -> ApprenticeGame:
    """TRADE: buy or swap one named card from each other player, or end trading (B4, B7)."""
    allowed = "Buy(seller, card), Swap(partner, card, give) or EndTrade()"
    if isinstance(move, EndTrade):
        return to_launch_step(game, move, {})
    if not isinstance(move, Buy | Swap):
        raise wrong(game, move, allowed)
    me = game.mover
    other = move.seller if isinstance(move, Buy) else move.partner
    whole = type(other) is int or checks.is_whole(other)
    if not whole or not 0 <= other < game.players or other == me:
        raise IllegalMoveError(
            f"cannot trade with {checks.describe(other)}: name another player's seat, "
            f"0 to {game.players - 1}, not your own ({me})."
        )
    other = int(other)
    if other in game.traded_with:  # ruling B7: each other player at most once
        raise IllegalMoveError(
            f"already traded with player {seat_label(other)} this turn: one card from "
            "each other player per TRADE space (ruling B4)."
        )
    card = move.card
    if not isinstance(card, BrandCard) or card not in game.hands[other][card.category]:
        raise IllegalMoveError(
            f"player {seat_label(other)} does not hold {checks.describe(card)}; they hold "
            f"{', '.join(str(c) for c in game.hand(other)) or 'no cards'}."
        )
    hands = list(game.hands)
    money = list(game.money)
    hands[other] = _without(hands[other], card)
    if isinstance(move, Buy):
        price = game.options.buy_price
        if money[me] < price:  # ruling B7: no debt
            raise IllegalMoveError(
                f"buying costs {price}M and player {seat_label(me)} has only {money[me]}M; "
                "swap one of your own cards instead."
            )
        money[me] -= price
        money[other] += price
    else:
        give = move.give
        if not isinstance(give, BrandCard) or give not in game.hands[me][give.category]:
            raise IllegalMoveError(
                f"player {seat_label(me)} does not hold {checks.describe(give)}, so cannot "
                f"give it; you hold {', '.join(str(c) for c in game.hand(me)) or 'no cards'}."
            )
        hands[me] = _without(hands[me], give)
        hands[other] = _with(hands[other], give)
    hands[me] = _with(hands[me], card)
    traded = game.traded_with | {other}
    changes = {"hands": tuple(hands), "money": tuple(money), "traded_with": traded}
    # ruling B5: first to hold 1,000M; ruling B7: a seller paid 30M can win on another's turn
    if money[other] >= game.options.winning_money:
        changes.update(phase=Phase.OVER, winner=other)
        return game._next(move, changes)
    if len(traded) == game.players - 1:  # ruling B7: traded with everyone, trading is over
        return to_launch_step(game, move, changes)
    return game._next(move, changes)


def launch(game: ApprenticeGame, move: Move) -> ApprenticeGame:
    """LAUNCH: launch one company (3+ cards of a colour, all of them) or none (rulings B2, B9)."""
    if isinstance(move, SkipLaunch):
        return after_turn(game, move, {})
    if not (
        isinstance(move, Launch)
        and isinstance(move.category, Category)
        # a company is 3+ cards of one category (rulings B2, B9): Holdings.companies, for
        # the seat to move (already a seat, so not checked again as companies() would)
        and len(game.hands[game.mover][move.category]) >= COMPANY_MIN
    ):
        names = ", ".join(f"Launch({c.label})" for c in game.companies(game.mover))
        raise wrong(game, move, f"{names} or SkipLaunch() (a company is 3+ cards of one category)")
    return game._next(move, {"phase": Phase.RISKY_CARD, "launching": move.category, "drawn": ()})


def risky_card(game: ApprenticeGame, move: Move) -> ApprenticeGame:
    """RISKY_CARD (chance): the next card of the shuffled deck; a BUST ends the launch (B2)."""
    card = move.card if isinstance(move, RiskyCard) else None
    deck = game.options.risky_business
    if isinstance(card, str) and card == BUST:
        if not deck.busts:
            raise wrong(game, move, "a RiskyCard(value) still in the deck")
        return finish_launch(game, move, payout=0, bust=True)
    if type(card) is int or checks.is_whole(card):
        card = int(card)
        # the value's cards in the deck (ruling B2: shuffled at the launch), minus those drawn
        if dict(deck.values).get(card, 0) > game.drawn.count(card):
            return game._next(move, {"phase": Phase.DRAW_OR_STOP, "drawn": (*game.drawn, card)})
    left, _ = game.risky_business_left()
    still = ", ".join(f"{v}M" for v, c in left.items() if c)
    raise wrong(game, move, f"RiskyCard(v) with v one of {still} or BUST still in the deck")


def draw_or_stop(game: ApprenticeGame, move: Move) -> ApprenticeGame:
    """DRAW_OR_STOP: turn over another card, or stop and be paid (B2)."""
    if isinstance(move, Stop):
        return finish_launch(game, move, payout=game.stop_payout, bust=False)
    if isinstance(move, Draw):
        deck = game.options.risky_business
        if not deck.busts and len(game.drawn) >= deck.value_cards:  # ruling B10: only Stop
            raise IllegalMoveError("every Risky Business card has been drawn: you must Stop().")
        return game._next(move, {"phase": Phase.RISKY_CARD})
    raise wrong(game, move, "Draw() or Stop()")


def finish_launch(game: ApprenticeGame, move: Move, payout: int, bust: bool) -> ApprenticeGame:
    """Pay the launch, put the company under its pile, then win (B5) or end the turn."""
    # ruling B2: launched or bust, the company's brand cards go under their pile.
    me, category = game.mover, game.launching
    assert category is not None
    company = game.hands[me][category]  # ruling B9: every card of the colour
    result = object.__new__(LaunchResult)  # a frozen value, filled in one step
    result.__dict__.update(
        player=me,
        category=category,
        company_size=len(company),
        drawn=(*game.drawn, BUST) if bust else game.drawn,
        payout=payout,
    )
    changes = {
        "hands": _replace(game.hands, me, _replace(game.hands[me], category, ())),
        "piles": _replace(game.piles, category, game.piles[category] + company),
        "money": _replace(game.money, me, game.money[me] + payout),
        "paid_out": game.paid_out + payout,
        "last_launch": result,
        "launches": _replace(game.launches, me, game.launches[me] + 1),
        "busts": _replace(game.busts, me, game.busts[me] + bust),
        "launched_money": _replace(game.launched_money, me, game.launched_money[me] + payout),
    }
    if game.money[me] + payout >= game.options.winning_money:  # ruling B5
        changes.update(phase=Phase.OVER, winner=me, launching=None, drawn=())
        return game._next(move, changes)
    return after_turn(game, move, changes)


HANDLERS: dict[Phase, Callable[[ApprenticeGame, Any], ApprenticeGame]] = {
    Phase.DEAL: deal,
    Phase.SPIN: spin,
    Phase.TRADE: trade,
    Phase.LAUNCH: launch,
    Phase.RISKY_CARD: risky_card,
    Phase.DRAW_OR_STOP: draw_or_stop,
}
"""The function that applies a move at each step (none once the game is over)."""


def _without_one(cards: tuple[BrandCard, ...], card: BrandCard) -> list[BrandCard]:
    rest = list(cards)
    rest.remove(card)
    return rest


def _replace(values: tuple, index: int, value: Any) -> tuple:
    return (*values[:index], value, *values[index + 1 :])


def _with(hand: Hand, card: BrandCard) -> Hand:
    cards = sorted((*hand[card.category], card), key=_BY_NUMBER)
    return _replace(hand, card.category, tuple(cards))


def _without(hand: Hand, card: BrandCard) -> Hand:
    cards = hand[card.category]
    i = cards.index(card)
    return _replace(hand, card.category, cards[:i] + cards[i + 1 :])
