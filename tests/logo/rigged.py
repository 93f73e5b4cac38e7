"""Rigged LOGO deals and small helpers shared by the rules-engine tests (test_game_*.py).

A *rigged* deck is a Deal move listing the cards in the order we want, so each
situation is set up exactly and its expected outcome is worked out by hand from the
rulings. Example: ``rigged(HANDS3, top="R9")`` is a three-player game whose seats hold
one-colour hands, with R9 face up.
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from logo_kit.errors import IllegalMoveError
from logo_kit.logo.cards import decks_for_players, parse_card, parse_cards, standard_deck
from logo_kit.logo.game import LogoGame, Phase
from logo_kit.logo.moves import Deal, Declare, Discard, TakeDiscard, TakeDraw
from logo_kit.logo.options import LogoOptions

C = parse_card


def deal_move(
    hands: list[str], top: str, draw: str = "", *, first: int = 0, seats: list[int] | None = None
) -> Deal:
    """A Deal giving seat s the cards hands[s] (in seat order), `top` face up and
    `draw` on top of the draw pile (top first); the rest of the deck follows in a
    fixed order. Cards go out one at a time clockwise from `first` (ruling L1 decks)."""
    seats = list(range(len(hands))) if seats is None else seats
    decks = decks_for_players(len(seats))
    hand_cards = {seat: parse_cards(h, decks=decks) for seat, h in zip(seats, hands, strict=True)}
    assert all(len(h) == 7 for h in hand_cards.values())
    extra = [C(top), *parse_cards(draw, decks=decks)]
    rest = Counter(standard_deck(decks))
    for cards in (*hand_cards.values(), extra):
        rest.subtract(cards)
    assert min(rest.values()) >= 0, "a card is used more often than the decks hold"
    order_seats = sorted(seats, key=lambda s: (s - first) % 8)
    order = [hand_cards[s][k] for k in range(7) for s in order_seats]
    order += extra + list(rest.elements())
    return Deal(tuple(order))


def plain_turn(game: LogoGame) -> LogoGame:
    """Take the top of the draw pile and discard that same card (the hand does not change)."""
    top = game.draw_pile[0]
    return game.apply(TakeDraw()).apply(Discard(top))


def pass_turn(game: LogoGame) -> LogoGame:
    """Take the discard top and put it straight back: the hand does not change."""
    return game.apply(TakeDiscard()).apply(Discard(game.discard_top))


def new(players: int, **options) -> LogoGame:
    """A game before its deal."""
    return LogoGame.new(LogoOptions(players=players, **options))


def rigged(hands: list[str], top: str, draw: str = "", *, first: int = 0, **options) -> LogoGame:
    game = new(len(hands), first_player=first, **options)
    return game.apply(deal_move(hands, top, draw, first=first))


def cards(text: str) -> tuple:
    return tuple(sorted(parse_cards(text, decks=2)))


def conserved(game: LogoGame) -> bool:
    return game.card_counts() == Counter(standard_deck(game.decks))


def assert_illegal(game: LogoGame, move, match: str) -> None:
    """The move raises IllegalMoveError and the game is unchanged (every field and the log)."""
    before = copy.copy(game)
    with pytest.raises(IllegalMoveError, match=match):
        game.apply(move)
    assert game == before


A, B, CC, D = 0, 1, 2, 3  # seats (CC: the name C is the card parser)

# One-colour hands (worth 0 as colour hands, ruling L2): fine where values do not matter.
HANDS3 = ["R1 R2 R3 R4 R5 R6 R7", "B1 B2 B3 B4 B5 B6 B7", "G1 G2 G3 G4 G5 G6 G7"]
# Mixed hands worth 28 each (1 + … + 7), for tests where hand values count.
MIXED_A, MIXED_B = "R1 R2 R3 R4 R5 R6 B7", "B1 B2 B3 B4 B5 B6 R7"


def round_with_values(
    game: LogoGame, hands: list[str], declarer: int, seats: list[int]
) -> LogoGame:
    """Deal `hands` to `seats`; the first player (`declarer`) declares at once and the
    others pass, so the round scores exactly the dealt hands."""
    game = game.apply(deal_move(hands, "R9", first=game.first_player, seats=seats))
    assert game.current_player == declarer
    game = game.apply(Declare())
    while game.phase is Phase.TAKE:
        game = pass_turn(game)
    return game
