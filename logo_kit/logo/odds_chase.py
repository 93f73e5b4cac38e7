"""Chasing a colour hand before the draw pile runs out.

:func:`~logo_kit.logo.color_hand_chance` answers "within k blind draws", for
any k. A round cannot give you that many: the draw pile is shared, and the
round ends after the turn that empties it (rulings L8, L13). With four
players a fresh round leaves 55 − 4·7 − 1 = 26 cards in the draw pile, so you
draw at most 6 or 7 of them.

The model, stated as assumptions:

- **One card per turn.** Every turn takes exactly one card from the draw pile:
  nobody takes the top of the discard pile, and no Steal, Destroy or Stop
  makes anyone draw extra cards. (Taking discards makes the pile last longer;
  actions make it run out sooner.)
- **Nobody declares**, so the round ends only when the pile is empty.
- **Your draws are blind.** The cards you draw are a uniformly random sample
  of the cards you have not seen; you ignore what the others discard.

Then you get ``round_draws`` draws, and the chance of completing the colour
hand by the end of the round is the chance within ``min(k, round_draws)``.

>>> round_draws(players=4)  # 26 cards in the pile; you draw 1st, 5th, …, 25th
7
>>> round_draws(players=4, turn=4)  # 4th, 8th, …, 24th
6
>>> hand = "R3 R8 R12 LOGO B6 G2 JUMP"
>>> color_hand_chance_in_round(hand, "red", 10, players=4, turn=4)  # only 6 draws: ≈ 12.4%
Fraction(23021, 185932)
"""

from __future__ import annotations

from fractions import Fraction

from logo_kit import checks
from logo_kit.logo.cards import (
    CARDS_PER_DECK,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Color,
    decks_at_table,
)
from logo_kit.logo.cards import decks_for_players as _decks_for
from logo_kit.logo.odds import color_hand_chance
from logo_kit.logo.odds_pool import CardsLike

__all__ = ["color_hand_chance_in_round", "fresh_draw_pile", "round_draws"]


def _read_players(players: int) -> int:
    return checks.whole(
        players, "players", low=MIN_PLAYERS, high=MAX_PLAYERS, why="LOGO is played by 2 to 8"
    )


def fresh_draw_pile(players: int) -> int:
    """Cards in the draw pile right after the deal: the deck(s) less 7 per player and the
    card turned up to start the discard pile (rulings L1, L16).

    >>> fresh_draw_pile(2), fresh_draw_pile(4), fresh_draw_pile(5)
    (40, 26, 74)
    """
    players = _read_players(players)
    return CARDS_PER_DECK * _decks_for(players) - HAND_SIZE * players - 1


def round_draws(players: int, draw_pile: int | None = None, *, turn: int = 1) -> int:
    """How many blind draws you get before the draw pile runs out (module assumptions).

    ``draw_pile`` is the number of cards in it now (default: a fresh round, see
    :func:`fresh_draw_pile`); ``turn`` is your place in the order from now on
    (1: you draw next, ``players``: everyone else draws first). The pile gives
    one card per turn, so you draw at turns ``turn``, ``turn + players``, … up
    to ``draw_pile``.

    >>> round_draws(2), round_draws(3), round_draws(4, turn=3)
    (20, 11, 6)
    """
    players = _read_players(players)
    turn = checks.whole(turn, "turn", low=1, high=players, why="your place in the turn order")
    if draw_pile is None:
        draw_pile = fresh_draw_pile(players)
    draw_pile = checks.whole(
        draw_pile, "draw_pile", low=0, high=2 * CARDS_PER_DECK, why="cards in the draw pile"
    )
    return 0 if turn > draw_pile else (draw_pile - turn) // players + 1


def color_hand_chance_in_round(
    hand: CardsLike,
    color: Color | str,
    draws: int,
    players: int,
    draw_pile: int | None = None,
    *,
    turn: int = 1,
    unseen: CardsLike | None = None,
    decks: int | None = None,
    hand_size: int = HAND_SIZE,
) -> Fraction:
    """Chance of a colour hand within ``draws`` blind draws *and* before the pile runs out.

    The same hypergeometric tail as :func:`~logo_kit.logo.color_hand_chance`, with
    the draws capped at :func:`round_draws` (``players``, ``draw_pile``, ``turn``).
    The cards come from the decks the table uses (ruling L1: two for 5–8
    players), the same decks the draw cap counts; ``decks`` may only repeat that
    number (:func:`~logo_kit.logo.cards.decks_at_table`).

    >>> color_hand_chance_in_round("R1 R2 R3 R4 R5 B3 B9", "red", 30, 5)  # two decks
    Fraction(10184955867923, 10991556008412)
    """
    possible = round_draws(players, draw_pile, turn=turn)
    decks = decks_at_table(players, decks)
    draws = checks.whole(draws, "draws", low=0, why="blind draws")
    return color_hand_chance(
        hand, color, min(draws, possible), unseen, decks=decks, hand_size=hand_size
    )
