"""LOGO Billionaire's observation tensor: the whole table, as numbers.

Nothing is hidden in the Apprentice game (ruling B13), so the OpenSpiel game is declared
perfect-information and its observation must hold the whole position: everything the
seat's view shows (the observation string), so two positions give the same tensor exactly
when they give the same string. The Risky Business cards drawn so far in a launch are
there in order (a launch after one 10 and after two differs), and so are the brand cards
by number (which card lies where in each pile decides the next pick-ups).

Blocks (:func:`observation_layout`): this seat; whose turn, who moves, the step, the
turn; per seat money, board space (one-hot), cards per category and which brand cards;
each pile top to bottom and the cards still to deal; who was traded with this turn; the
launch under way (category, Risky Business cards drawn: counts per value and in order,
their sum); the winner; the last finished launch.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit.billionaire.board import CATEGORIES
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.moves import Phase
from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.engine import CHANCE
from logo_kit.openspiel.layout import Block, TensorLayout, one_hot

__all__ = ["observation_layout", "write_observation"]

PHASES = tuple(Phase)
K = len(CATEGORIES)


def observation_layout(options: ApprenticeOptions) -> TensorLayout:
    """The observation tensor's blocks for ``options``."""
    p, per = options.players, options.cards_per_category
    deck = options.risky_business
    kinds = len(deck.distinct_values) + 1  # the values, then BUST
    return TensorLayout(
        [
            Block("seat", (p,), "this seat (one-hot)"),
            Block("mover", (p,), "whose turn it is (one-hot)"),
            Block("to_move", (p + 2,), "who moves now: a seat, chance, nobody (over)"),
            Block("phase", (len(PHASES),), "the step (one-hot)"),
            Block("turn", (1,), "turns played / max_turns"),
            Block("money", (p,), "per seat, money / winning money"),
            Block("space", (p, len(options.board)), "per seat, its board space (one-hot)"),
            Block("held", (p, K), "per seat and category, brand cards held / cards per set"),
            Block("cards", (p, K, per), "per seat, category and number: 1 when held"),
            Block(
                "piles",
                (K, per),
                "per category, the pile top to bottom: card number / cards per set (0: no card)",
            ),
            Block("undealt", (K, per), "per category and number: 1 while still to be dealt"),
            Block("traded_with", (p,), "seats traded with this turn"),
            Block("launching", (K + 1,), "the category being launched (last: none)"),
            Block(
                "drawn_counts",
                (kinds,),
                "Risky Business cards drawn in this launch, per value (last: BUST)",
            ),
            Block("drawn", (deck.size,), "… in the order drawn: value index + 1"),
            Block("drawn_sum", (1,), "sum of the values drawn / winning money"),
            Block("winner", (p + 1,), "the winner (last: nobody yet)"),
            Block("last_player", (p + 1,), "the last finished launch: whose (last: none yet)"),
            Block("last_category", (K,), "… its category"),
            Block("last_size", (1,), "… its company's brand cards / cards per set"),
            Block("last_drawn", (deck.size,), "… its cards in order: value index + 1"),
            Block("last_payout", (1,), "… its payout / winning money"),
        ]
    )


def write_observation(layout: TensorLayout, view: Any, tensor: np.ndarray) -> None:
    """Fill ``tensor`` (zeros) with ``view`` laid out as ``layout``."""
    part = layout.part
    options = view.options
    players, per, goal = options.players, options.cards_per_category, options.winning_money
    kinds = options.risky_business.distinct_values
    one_hot(part(tensor, "seat"), view.seat)
    one_hot(part(tensor, "mover"), view.mover)
    mover = view.current_player
    one_hot(part(tensor, "to_move"), mover if mover >= 0 else players + (mover != CHANCE))
    one_hot(part(tensor, "phase"), PHASES.index(view.phase))
    part(tensor, "turn")[0] = view.turn / options.max_turns
    part(tensor, "money")[:] = np.asarray(view.money, dtype=np.float64) / goal
    space, held, cards = part(tensor, "space"), part(tensor, "held"), part(tensor, "cards")
    for seat in range(players):
        one_hot(space[seat], view.positions[seat])
        for category, hand in enumerate(view.hands[seat]):
            held[seat, category] = len(hand) / per
            for card in hand:
                cards[seat, category, card.number - 1] = 1
    piles = part(tensor, "piles")
    for category, pile in enumerate(view.piles):
        piles[category, : len(pile)] = [card.number / per for card in pile]
    undealt = part(tensor, "undealt")
    for card in view.undealt:
        undealt[int(card.category), card.number - 1] = 1
    for seat in view.traded_with:
        part(tensor, "traded_with")[seat] = 1
    launching = view.launching
    one_hot(part(tensor, "launching"), K if launching is None else int(launching))
    counts = part(tensor, "drawn_counts")
    order = part(tensor, "drawn")
    for at, card in enumerate(view.drawn):
        index = _kind(card, kinds)
        counts[index] += 1
        order[at] = index + 1
    part(tensor, "drawn_sum")[0] = sum(v for v in view.drawn if v != BUST) / goal
    one_hot(part(tensor, "winner"), players if view.winner is None else view.winner)
    last = view.last_launch
    if last is None:
        one_hot(part(tensor, "last_player"), players)
        return
    one_hot(part(tensor, "last_player"), last.player)
    one_hot(part(tensor, "last_category"), int(last.category))
    part(tensor, "last_size")[0] = last.company_size / per
    part(tensor, "last_drawn")[: len(last.drawn)] = [_kind(c, kinds) + 1 for c in last.drawn]
    part(tensor, "last_payout")[0] = last.payout / goal


def _kind(card: Any, kinds: tuple[int, ...]) -> int:
    return len(kinds) if card == BUST else kinds.index(card)
