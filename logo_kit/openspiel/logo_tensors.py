"""LOGO's tensors: the observation (a seat's view now) and its history, as numbers.

**Observation tensor** (:func:`observation_layout`): everything a seat's view holds
now, one block each: own hand and each looked-at hand (counts per card), the discard
pile (counts, top card, size), per seat hand size, total, still in, pending Jumps, turns
lost to a Jump, declarer, whose turn and whose move it is, the action waiting for an
answer, the phase, the round and its first player, the last round's points.

**Information-state tensor** = the observation, then every finished round's hands (shown
at the round's end), then one *history slot* per step the seat noticed, oldest first
(:func:`history_slot`): who moved (0 chance, 1 this seat, 2 the next seat clockwise, …),
the action (its OpenSpiel number + 1; 0 for chance) and up to 8 cards newly seen at that
step (code + 1 for a card that came into the seat's hand, 50 + code for a card taken from
it unseen by others (a steal), 99 + code for a card shown to it: a hand it looked at, a
destroyed hand, the card turned up after the deal). Every other change of the view
follows from these by the rules, so the tensor holds exactly what the seat's record
(information-state string) holds.

Sizes: the history has ``max_moves`` slots (the OpenSpiel game's action cap), and the
rounds block ``max_rounds`` rounds (without a round limit, one per 55 actions, the
shortest a deal takes).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from logo_kit.logo.cardcodes import CARD_OF, code_of
from logo_kit.logo.cards import CARDS_PER_DECK, Kind
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.views import Phase
from logo_kit.openspiel.layout import Block, TensorLayout, one_hot

__all__ = [
    "HISTORY_WIDTH",
    "history_layout",
    "history_slot",
    "observation_layout",
    "write_observation",
    "write_rounds",
]

CARDS = len(CARD_OF)
PHASES = tuple(Phase)
KINDS = tuple(Kind)
SEEN_CARDS = 8
"""Most cards a step shows a seat: a deal's 7 and the card turned up."""
HISTORY_WIDTH = 2 + SEEN_CARDS
GAINED, TAKEN, SHOWN = 1, 50, 99
"""Where the card codes of a slot start: came into the hand, taken unseen, shown."""
ROUND_HAND = 8
SHORTEST_ROUND = CARDS_PER_DECK
"""Fewest actions in a round: its deal places every card of a deck, one chance action each."""


def observation_layout(options: LogoOptions) -> TensorLayout:
    """The observation tensor's blocks for ``options`` (sized by the number of players)."""
    p = options.players
    return TensorLayout(
        [
            Block("seat", (p,), "this seat (one-hot)"),
            Block("hand", (CARDS,), "own hand: copies of each of the 49 cards"),
            Block("looked", (p, CARDS), "per seat, the hand this seat saw with Look (counts)"),
            Block("looked_at", (p,), "per seat, 1 when this seat looked at its hand this round"),
            Block("discard", (CARDS,), "discard pile: copies of each card"),
            Block("discard_top", (CARDS,), "the card on top of the discard pile (one-hot)"),
            Block("discard_size", (1,), "cards in the discard pile / 55"),
            Block("draw_size", (1,), "cards in the draw pile / 55"),
            Block("hand_sizes", (p,), "per seat, cards held / 7"),
            Block("totals", (p,), "per seat, running total / target score"),
            Block("active", (p,), "per seat, 1 while still in the game"),
            Block("jumps", (p,), "per seat, pending Jumps"),
            Block("skipped", (p,), "per seat, turns lost to a Jump when the turn last passed"),
            Block("declarer", (p + 1,), "who declared LOGO this round (last: nobody)"),
            Block("turn_player", (p,), "whose turn it is (one-hot)"),
            Block("to_move", (p + 2,), "who moves now: a seat, chance, or the game is over"),
            Block("pending_actor", (p,), "the action waiting for an answer: who played it"),
            Block("pending_target", (p,), "… and at whom"),
            Block("pending_kind", (len(KINDS),), "… and which action (one-hot)"),
            Block("phase", (len(PHASES),), "the phase (one-hot)"),
            Block("round", (1,), "round number"),
            Block("first_player", (p,), "the round's first player (one-hot)"),
            Block("decks", (1,), "decks in play"),
            Block("last_points", (p,), "per seat, points scored in the last round / target"),
        ]
    )


def most_rounds(options: LogoOptions, max_moves: int) -> int:
    """Rounds a game of at most ``max_moves`` actions can finish (the rounds block)."""
    bound = max_moves // SHORTEST_ROUND + 1
    return bound if options.max_rounds is None else min(options.max_rounds, bound)


def history_layout(options: LogoOptions, max_moves: int) -> TensorLayout:
    """What the information-state tensor adds after the observation."""
    rounds = most_rounds(options, max_moves)
    return TensorLayout(
        [
            Block(
                "round_hands",
                (rounds, options.players, ROUND_HAND),
                "per finished round and seat, the hand shown at its end (card codes + 1)",
            ),
            Block(
                "history",
                (max_moves, HISTORY_WIDTH),
                "per step noticed: who moved, action + 1, up to 8 cards seen (see text)",
            ),
        ]
    )


def write_observation(layout: TensorLayout, view: Any, tensor: np.ndarray) -> None:
    """Fill ``tensor`` (zeros) with ``view`` laid out as ``layout``."""
    part = layout.part
    options = view.options
    one_hot(part(tensor, "seat"), view.seat)
    _count(part(tensor, "hand"), view.hand)
    looked = part(tensor, "looked")
    for target, cards in view.looked.items():
        _count(looked[target], cards)
        part(tensor, "looked_at")[target] = 1
    _count(part(tensor, "discard"), view.discard_pile)
    if view.discard_pile:
        one_hot(part(tensor, "discard_top"), code_of(view.discard_pile[-1]))
    part(tensor, "discard_size")[0] = len(view.discard_pile) / CARDS_PER_DECK
    part(tensor, "draw_size")[0] = view.draw_size / CARDS_PER_DECK
    part(tensor, "hand_sizes")[:] = np.asarray(view.hand_sizes) / 7
    part(tensor, "totals")[:] = np.asarray(view.totals) / options.target_score
    part(tensor, "active")[:] = view.active
    part(tensor, "jumps")[:] = view.pending_jumps
    skipped = part(tensor, "skipped")
    for seat in view.skipped:
        skipped[seat] += 1
    one_hot(part(tensor, "declarer"), view.players if view.declarer is None else view.declarer)
    one_hot(part(tensor, "turn_player"), view.turn_player)
    mover = view.current_player
    one_hot(part(tensor, "to_move"), mover if mover >= 0 else view.players + (mover != -1))
    if view.pending_action is not None:
        actor, target, kind = view.pending_action
        one_hot(part(tensor, "pending_actor"), actor)
        one_hot(part(tensor, "pending_target"), target)
        one_hot(part(tensor, "pending_kind"), KINDS.index(kind))
    one_hot(part(tensor, "phase"), PHASES.index(view.phase))
    part(tensor, "round")[0] = view.round_number
    one_hot(part(tensor, "first_player"), view.first_player)
    part(tensor, "decks")[0] = view.decks
    if view.last_round is not None:
        points = np.asarray(view.last_round.points, dtype=np.float32)
        part(tensor, "last_points")[:] = points / options.target_score


def write_rounds(layout: TensorLayout, view: Any, tensor: np.ndarray) -> None:
    """Every finished round's hands, as shown at its end (``round_hands``)."""
    hands = layout.part(tensor, "round_hands")
    for number, result in enumerate(view.results):
        for seat, hand in enumerate(result.hands):
            if hand is not None:
                codes = sorted(code_of(card) for card in hand)
                hands[number, seat, : len(codes)] = np.asarray(codes) + 1


def history_slot(
    before: Any, after: Any, seat: int, mover: int | None, move: Any, action: int | None
) -> tuple[float, ...]:
    """One step as ``seat`` noticed it (see the module text): who, action + 1, cards seen."""
    who = 0 if mover is None else 1 + (mover - seat) % after.players
    what = 0 if mover is None else action + 1
    cards = _seen(before, after, move if mover is not None else None)
    if len(cards) > SEEN_CARDS:  # pragma: no cover - the rules never show more at once
        raise AssertionError(f"a step showed {len(cards)} cards")
    return (who, what, *cards, *(0,) * (SEEN_CARDS - len(cards)))


def _seen(before: Any, after: Any, move: Any) -> list[int]:
    # the cards the step showed the seat, coded by where they went (sorted)
    if after.round_number != before.round_number:  # a deal: the new hand and the card up
        return sorted(
            [GAINED + code_of(c) for c in after.hand]
            + [SHOWN + code_of(c) for c in after.discard_pile]
        )
    held_before, held_after = Counter(map(code_of, before.hand)), Counter(map(code_of, after.hand))
    gained, lost = held_after - held_before, held_before - held_after
    added = Counter(map(code_of, after.discard_pile)) - Counter(map(code_of, before.discard_pile))
    played = Counter([code_of(move.card)] if hasattr(move, "card") else [])
    shown = added - lost - played  # a destroyed hand (another seat's) or nothing
    for target, cards in after.looked.items():
        if before.looked.get(target) != cards:
            shown.update(map(code_of, cards))
    return sorted(
        [GAINED + code for code in gained.elements()]
        + [TAKEN + code for code in (lost - added).elements()]
        + [SHOWN + code for code in shown.elements()]
    )


def _count(part: np.ndarray, cards: Any) -> None:
    for card in cards:
        part[code_of(card)] += 1
