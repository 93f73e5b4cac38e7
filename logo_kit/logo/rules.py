"""The LOGO rules, move by move: what each move does to a position (rulings L1, L4–L20).

:meth:`LogoGame.apply <logo_kit.logo.game.LogoGame.apply>` copies the position
and hands the copy to one handler here, chosen by the move's type and the
phase (:data:`HANDLERS`). A handler checks the move's details, raising
:class:`~logo_kit.errors.IllegalMoveError` before anything it may not do, and
changes the copy only, so the position the caller holds never changes. The
legal-move lists are in :mod:`~logo_kit.logo.legal`, the deal and the
reshuffle in :mod:`~logo_kit.logo.dealing`.

Hands and piles are tuples of small card codes (:mod:`logo_kit.logo.cardcodes`);
piles keep their top card last.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import add
from typing import TYPE_CHECKING, Any

from logo_kit.engine import seat_label
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.logo import dealing
from logo_kit.logo.cardcodes import (
    CARD_OF,
    IS_ACTION,
    KIND_OF,
    LOGO_CODE,
    STOP_CODE,
    cards_of,
    code_hand_value,
    find_code,
)
from logo_kit.logo.cards import HAND_SIZE, Card, Kind
from logo_kit.logo.dealing import next_active
from logo_kit.logo.moves import (
    TARGETED_ACTIONS,
    Accept,
    Deal,
    DealCard,
    Declare,
    Discard,
    Reshuffle,
    ReshuffleCard,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.scoring import round_points, unchecked_showdown
from logo_kit.logo.views import Phase, RoundResult

if TYPE_CHECKING:
    from logo_kit.logo.game import LogoGame

__all__ = ["ALLOWED_TEXT", "HANDLERS"]


# ====================================================================== rules
def _illegal(message: str) -> IllegalMoveError:
    return IllegalMoveError(message)


def _without(hand: tuple[int, ...], code: int) -> tuple[int, ...]:
    cards = list(hand)
    cards.remove(code)
    return tuple(cards)


def _with(hand: tuple[int, ...], *codes: int) -> tuple[int, ...]:
    return tuple(sorted(hand + codes))


def _set_item(values: tuple, index: int, value: object) -> tuple:
    return (*values[:index], value, *values[index + 1 :])


def _card_code(card: object, hand: tuple[int, ...], who: int, what: str) -> int:
    """Code of ``card`` if ``who`` holds it, else an IllegalMoveError."""
    code = find_code(card)
    if code is None:
        raise _illegal(
            f"{card!r} is not a card; name one with parse_card('R7'), parse_card('LOGO'), …"
        )
    if code not in hand:
        held = " ".join(str(CARD_OF[c]) for c in hand)
        raise _illegal(f"player {seat_label(who)} cannot {what} {card}: their hand is {held}.")
    return code


def _do_deal(g: LogoGame, move: Deal) -> None:
    dealing.deal(g, dealing.whole_order(g, move, "deal"))


def _do_deal_card(g: LogoGame, move: DealCard) -> None:
    order = dealing.place_card(g, move.card, "deal")
    if order is not None:
        dealing.deal(g, order)


def _do_take_draw(g: LogoGame, move: TakeDraw) -> None:
    # Outside a final rotation the draw pile is never empty here (the round would
    # have ended, L8, L13); in a final rotation an empty pile is reshuffled first (L8).
    g._turns += 1
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
    g._turns += 1
    g._discard = g._discard[:-1]
    g._hands = _set_item(g._hands, g._turn, _with(g._hands[g._turn], top))
    g._phase = Phase.DISCARD


def _do_declare(g: LogoGame, move: Declare) -> None:
    if g._declarer is not None:
        raise _illegal(
            f"player {seat_label(g._declarer)} has already declared LOGO this round; "
            "in the final rotation take a card from the draw or discard pile (ruling L9)."
        )
    g._turns += 1
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
            f"player {seat_label(g._declarer)} declared LOGO: after a declaration no action "
            f"may target anyone (ruling L9); discard {card} without a target."
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
        if not isinstance(action, Kind) or action not in TARGETED_ACTIONS:
            raise _illegal(
                "say which action LOGO plays as: action=Kind.JUMP, Kind.STEAL, Kind.LOOK or "
                f"Kind.DESTROY (ruling L5; as STOP it only answers an action), got {action!r}."
            )
        kind = action
    else:
        kind = KIND_OF[code]
        if action is not None and action is not kind:
            raise _illegal(f"a {card} card acts as {kind.value}, not {action!r}.")
    players = len(g._active)
    if (  # rulings L5, L17: another player still in the game
        not isinstance(target, int)
        or isinstance(target, bool)
        or not 0 <= target < players
        or target == me
        or not g._active[target]
    ):
        others = ", ".join(
            f"{s} ({seat_label(s)})" for s in range(players) if g._active[s] and s != me
        )
        raise _illegal(
            f"the target must be another player still in the game: {others}; got {target!r}."
        )
    return kind


def _do_discard(g: LogoGame, move: Discard) -> None:
    me = g._turn
    # ruling L18: any card in hand, the one just taken included
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
    elif kind is Kind.LOOK:  # ruling L19: the hand as it is now, shown to the looker only
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
        # ruling L14: the stealer's discard only restores the hand to seven, never an action
        raise _illegal(
            "after a Steal the stealer discards one card to get back to 7, without using "
            "it on anyone (ruling L14): Discard(card)."
        )
    code = _card_code(move.card, g._hands[actor], actor, "discard")
    g._hands = _set_item(g._hands, actor, _without(g._hands[actor], code))
    g._discard = (*g._discard, code)
    g._pending = None
    g._need = (target, 1)  # ruling L7: the target draws one from the draw pile
    g._then_discard = False
    _replenish(g)


def _do_reshuffle(g: LogoGame, move: Reshuffle) -> None:
    dealing.reshuffle(g, dealing.whole_order(g, move, "reshuffle"))
    _replenish(g)  # the draw that needed the new pile


def _do_reshuffle_card(g: LogoGame, move: ReshuffleCard) -> None:
    order = dealing.place_card(g, move.card, "reshuffle")
    if order is not None:
        dealing.reshuffle(g, order)
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
            g._emptied = True  # rulings L8(a), L13: the round ends after this turn,
            # even if a reshuffle refills the pile to finish a refill in it
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
    """Finish a turn: end the round (L8, L13) or pass the turn clockwise, skipping Jumps
    and eliminated players (L7, L9, L17)."""
    if g._declarer is None and g._emptied:
        _end_round(g, "draw pile")  # rulings L8(a), L13
        return
    seat = g._turn
    while True:
        seat = next_active(g, seat)
        if seat == g._declarer:  # ruling L8(b): the final rotation is complete
            _end_round(g, "declaration")
            return
        if g._jumps[seat]:  # ruling L7/L9: a pending Jump loses this turn
            g._jumps = _set_item(g._jumps, seat, g._jumps[seat] - 1)
            g._skipped = (*g._skipped, seat)  # apply() cleared it before the move
            continue
        g._turn = seat
        g._phase = Phase.TAKE
        return


def _end_round(g: LogoGame, ended_by: str) -> None:
    """Score the round (L10), eliminate (L11, L17), then deal again or end the game
    (a round limit is ruling L20)."""
    active, hands, options = g._active, g._hands, g._options
    players = len(active)
    seats = [s for s in range(players) if active[s]]
    values = [code_hand_value(hands[s]) for s in seats]
    declarer = None if g._declarer is None else seats.index(g._declarer)
    compared = unchecked_showdown(values, declarer, options.declarer_wins_ties)  # ruling L10
    points = round_points(values, declarer, compared)
    if len(seats) == players:  # nobody is out yet: the per-seat lists are the round's own
        seat_points: tuple[int, ...] = tuple(points)
        seat_values: tuple[int | None, ...] = tuple(values)
        seat_hands: tuple[tuple[Card, ...] | None, ...] = tuple(map(cards_of, hands))
        lowest = compared.lowest
    else:  # ruling L17: seats already out get no hand, no value and 0 points
        by_seat: list[Any] = [[0] * players, [None] * players, [None] * players]
        for s, v, p in zip(seats, values, points, strict=True):
            by_seat[0][s] = p
            by_seat[1][s] = v
            by_seat[2][s] = cards_of(hands[s])
        seat_points, seat_values, seat_hands = map(tuple, by_seat)
        lowest = tuple([seats[i] for i in compared.lowest])
    totals = tuple(map(add, g._totals, seat_points))
    target = options.target_score
    eliminated = tuple([s for s in seats if totals[s] >= target])  # ruling L11
    g._totals = totals
    if eliminated:
        g._active = tuple([a and totals[s] < target for s, a in enumerate(active)])
    g._results = (
        *g._results,
        RoundResult.build(
            round_number=g._round,
            first_player=g._round_first,
            hands=seat_hands,
            values=seat_values,
            declarer=g._declarer,
            points=seat_points,
            totals=totals,
            eliminated=eliminated,
            ended_by=ended_by,
            lowest=lowest,
            declarer_strictly_lowest=compared.declarer_strictly_lowest,
            declarer_won=compared.declarer_won,
        ),
    )
    g._pending = None
    g._need = None
    remaining = [s for s in seats if g._active[s]]
    # ruling L20: a round limit (not a rule of the sheet), the lowest total wins
    last_round = g._options.max_rounds is not None and g._round >= g._options.max_rounds
    if len(remaining) <= 1 or last_round:
        # ruling L11: the last player left wins; if the last players are all
        # eliminated together (or the round limit is reached) the lowest total wins.
        pool = remaining if remaining else seats
        low = min(totals[s] for s in pool)
        g._winners = tuple(s for s in pool if totals[s] == low)
        g._phase = Phase.GAME_OVER
        return
    g._round_first = next_active(g, g._round_first)  # rulings L11, L17: next seat still in
    g._phase = Phase.DEAL


# move type -> ((phase in which it is allowed, handler), ...); phases are compared
# with `is` because hashing an Enum member runs Python code.
HANDLERS: dict[type, tuple[tuple[Phase, Callable[[Any, Any], None]], ...]] = {
    Deal: ((Phase.DEAL, _do_deal),),
    DealCard: ((Phase.DEAL, _do_deal_card),),
    TakeDraw: ((Phase.TAKE, _do_take_draw),),
    TakeDiscard: ((Phase.TAKE, _do_take_discard),),
    Declare: ((Phase.TAKE, _do_declare),),
    Discard: ((Phase.DISCARD, _do_discard), (Phase.STEAL_DISCARD, _do_steal_discard)),
    Stop: ((Phase.RESPOND, _do_stop),),
    Accept: ((Phase.RESPOND, _do_accept),),
    StealPick: ((Phase.STEAL_PICK, _do_steal_pick),),
    Reshuffle: ((Phase.RESHUFFLE, _do_reshuffle),),
    ReshuffleCard: ((Phase.RESHUFFLE, _do_reshuffle_card),),
}

ALLOWED_TEXT: dict[Phase, str] = {
    Phase.DEAL: "a DealCard (chance: see chance_outcomes(), or a whole Deal from "
    "sample_chance(rng))",
    Phase.TAKE: "TakeDraw(), TakeDiscard() or Declare()",
    Phase.DISCARD: "Discard(card, target=None, action=None)",
    Phase.RESPOND: "Stop(card) with STOP or LOGO, or Accept()",
    Phase.STEAL_PICK: "a StealPick (chance: see chance_outcomes() or use sample_chance(rng))",
    Phase.STEAL_DISCARD: "Discard(card) without a target (after a Steal)",
    Phase.RESHUFFLE: "a ReshuffleCard (chance: see chance_outcomes(), or a whole Reshuffle "
    "from sample_chance(rng))",
}
"""What each phase allows, in API terms (for the message when a move does not fit)."""
