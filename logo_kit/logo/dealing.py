"""Dealing and reshuffling: chance one card at a time, or a whole shuffle at once (L1, L8, L16).

A deal orders the whole deck (the decks of ruling L1 for the players still
in, ruling L16): the first 7 × n cards go one at a time clockwise from the
round's first player (eliminated players are skipped, ruling L17), the next is
turned face up, the rest make the draw pile. A reshuffle orders the discard
pile under its top card into a new draw pile (ruling L8).
Either comes as single cards (:func:`place_card`, each card not yet placed
equally likely, :func:`deal_outcomes`) or as one compound move
(:func:`whole_order`); the position records the cards placed so far.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import TYPE_CHECKING

from logo_kit.errors import IllegalMoveError
from logo_kit.logo.cardcodes import codes_of, deck_codes, find_code
from logo_kit.logo.cards import CARDS_PER_DECK, HAND_SIZE, CardError, decks_for_players
from logo_kit.logo.views import Phase

if TYPE_CHECKING:
    from logo_kit.logo.game import LogoGame
    from logo_kit.logo.moves import Deal, Reshuffle

__all__ = [
    "deal",
    "deal_outcomes",
    "next_active",
    "place_card",
    "reshuffle",
    "shuffle_source",
    "whole_order",
]


def deal_deck(g: LogoGame) -> tuple[int, ...]:
    """The cards a deal shuffles: every card of the decks for the players still in (L1, L16)."""
    return deck_codes(decks_for_players(sum(g._active)))


def shuffle_source(g: LogoGame) -> tuple[int, ...]:
    """What the pending shuffle orders: the deck (a deal) or the discard pile under its top."""
    return deal_deck(g) if g._phase is Phase.DEAL else g._discard[:-1]


def deal_outcomes(g: LogoGame) -> tuple[tuple[int, Fraction], ...]:
    """The next card of the pending shuffle: ``(code, probability)``, each card still
    unplaced equally likely, so a card held ``k`` times of ``n`` left has chance k/n."""
    left = Counter(shuffle_source(g))
    left.subtract(g._shuffled)
    total = sum(left.values())
    return tuple((code, Fraction(count, total)) for code, count in sorted(left.items()) if count)


def place_card(g: LogoGame, card: object, what: str) -> tuple[int, ...] | None:
    """One more card of a card-by-card shuffle: the whole order once every card is placed
    (the caller then deals or reshuffles it), else None."""
    code = find_code(card)
    source = shuffle_source(g)
    if code is None or source.count(code) <= g._shuffled.count(code):
        where = "deck" if g._phase is Phase.DEAL else "discard pile under its top card"
        raise IllegalMoveError(
            f"{card!r} is not a card left to place in the {what}: the {where} has no more "
            "of it; the outcomes are listed by chance_outcomes()."
        )
    order = (*g._shuffled, code)
    if len(order) < len(source):
        g._shuffled = order
        return None
    g._shuffled = ()
    return order


def whole_order(g: LogoGame, move: Deal | Reshuffle, what: str) -> tuple[int, ...]:
    """The codes of a compound shuffle, if it orders exactly the cards it must.

    A move drawn by the engine's ``sample_chance`` carries the cards it shuffled and
    their order as codes: drawn from this very source, the order is right by how it was
    made. Any other move has its cards looked up and counted.
    """
    if g._shuffled:
        raise IllegalMoveError(
            f"this {what} has begun card by card ({len(g._shuffled)} placed): place the "
            "remaining cards one at a time (see chance_outcomes())."
        )
    source = shuffle_source(g)
    drawn = move._drawn
    if drawn is not None and (drawn[0] is source or drawn[0] == source):
        return drawn[1]  # a permutation of ``source`` (sample_chance)
    order = move.order
    try:
        codes = codes_of(order) if isinstance(order, tuple) else None
    except (CardError, TypeError):
        codes = None
    if codes is None or sorted(codes) != sorted(source):
        if g._phase is Phase.DEAL:
            decks = len(source) // CARDS_PER_DECK
            raise IllegalMoveError(
                f"a Deal must list every card of {decks} shuffled deck(s) ({len(source)} "
                "cards) exactly once; draw one with sample_chance(rng)."
            )
        raise IllegalMoveError(
            f"a Reshuffle must list the {len(source)} cards of the discard pile under its top "
            "card, each once; draw one with sample_chance(rng)."
        )
    return codes


def next_active(g: LogoGame, seat: int) -> int:
    """The next seat clockwise that is still in the game (rulings L11, L17)."""
    n = len(g._active)
    seat = (seat + 1) % n
    while not g._active[seat]:
        seat = (seat + 1) % n
    return seat


def deal(g: LogoGame, order: tuple[int, ...]) -> None:
    """Deal a round from a shuffled deck, one card at a time clockwise to the players still
    in (set-up, rulings L1, L17); what the last round left pending is cleared (L15, L19)."""
    players = len(g._active)
    n = sum(g._active)
    dealt = HAND_SIZE * n
    hands: list[tuple[int, ...]] = [()] * players
    seat = g._round_first
    for k in range(n):  # one card at a time, clockwise from the first player:
        hands[seat] = tuple(sorted(order[k:dealt:n]))  # the k-th seat gets every n-th card
        seat = next_active(g, seat)
    g._hands = tuple(hands)
    g._discard = (order[HAND_SIZE * n],)  # the next card is turned face up
    g._draw = order[: HAND_SIZE * n : -1]  # the rest, top card (order[7n + 1]) last
    g._decks = decks_for_players(n)  # rulings L1, L16: decks for the players still in
    g._round += 1
    g._turn = g._round_first
    g._phase = Phase.TAKE
    g._jumps = (0,) * players  # ruling L15: pending Jumps end with their round
    g._declarer = None
    g._emptied = False
    g._pending = None
    g._need = None
    g._then_discard = False
    g._seen = ((None,) * players,) * players  # ruling L19: Looks are forgotten


def reshuffle(g: LogoGame, order: tuple[int, ...]) -> None:
    """The discard pile under its top becomes the draw pile, ``order[0]`` on top (L8)."""
    g._draw = order[::-1]
    g._discard = g._discard[-1:]
