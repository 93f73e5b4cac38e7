"""What a seat saw since its own last move (the core of a board's "since your last move")."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.logo import LogoGame, LogoOptions, describe_move, parse_cards, standard_deck
from logo_kit.logo.cards import parse_card
from logo_kit.logo.hidden import reveals_hidden
from logo_kit.logo.moves import Deal, Declare, Discard, TakeDiscard, TakeDraw
from logo_kit.logo.players import GreedyLowPlayer
from logo_kit.logo.recent import since_last_move


def dealt(hands: list[str], top: str) -> LogoGame:
    """A first round with these hands (seat 0 first) and ``top`` on the discard pile."""
    n = len(hands)
    cards = [parse_cards(h) for h in hands]
    used = Counter(c for h in cards for c in h) + Counter(parse_cards(top))
    rest = Counter(standard_deck()) - used
    order = [cards[k % n][k // n] for k in range(7 * n)] + parse_cards(top)
    return LogoGame.new(LogoOptions(players=n)).apply(Deal(tuple(order + sorted(rest.elements()))))


NAMES = ["You", "B", "C"]


def test_a_fresh_deal_is_the_only_event_before_your_first_move():
    game = dealt(["R1 R2 R3 B1 B2 G1 G2", "R9 R10 R11 B9 B10 B11 G9", "0 0 0 B3 B4 G3 G4"], "G5")
    seen = since_last_move(game, 0, names=NAMES)
    assert [e.kind for e in seen.events] == ["deal"] and seen.dealt
    assert seen.events[0].seat is None and seen.events[0].text.startswith("Round 1 is dealt")
    assert seen.movers == () and seen.gained == ()


def test_the_bots_moves_after_yours_as_you_saw_them():
    game = dealt(["R1 R2 R3 B1 B2 G1 G2", "R9 R10 R11 B9 B10 B11 G9", "0 0 0 B3 B4 G3 G4"], "G5")
    top = game.draw_pile[0]
    game = game.apply(TakeDraw())  # you (seat 0): the blind draw shows you the top card
    drawn = top
    mine = since_last_move(game, 0, names=NAMES)
    assert mine.events == () and mine.gained == (drawn,)  # the card just drawn is new
    game = game.apply(Discard(parse_card("R3")))
    top = game.draw_pile[0]
    game = game.apply(TakeDraw())  # B draws blind: you see a card, not which
    game = game.apply(Discard(parse_card("R11")))
    game = game.apply(TakeDiscard())  # C takes R11, face up
    game = game.apply(Discard(parse_card("B4")))
    seen = since_last_move(game, 0, names=NAMES)
    got = [(e.seat, e.kind, e.card, e.target) for e in seen.events]
    assert got == [
        (1, "draw", None, None),
        (1, "discard", parse_card("R11"), None),
        (2, "take discard", parse_card("R11"), None),
        (2, "discard", parse_card("B4"), None),
    ]
    assert seen.movers == (1, 2) and not seen.dealt
    assert str(top) not in seen.events[0].text and "a card" in seen.events[0].text
    assert seen.gained == ()  # nothing new in your hand since before your discard
    # B's own eyes see its card; the words are the narrator's, move by move
    theirs = since_last_move(game, 1, names=NAMES)
    assert [e.kind for e in theirs.events] == ["take discard", "discard"]
    assert theirs.gained == ()


def test_a_declaration_and_the_round_end_are_told():
    game = dealt(["0 0 R1 R2 B1 B2 G1", "R9 R10 R11 B9 B10 B11 G9"], "G3")
    game = game.apply(Declare())  # you declare; B has one more turn
    drawn = game.draw_pile[0]
    game = game.apply(TakeDraw()).apply(Discard(drawn))
    assert game.results  # the round ended with B's discard
    seen = since_last_move(game, 0, names=["You", "B"])
    assert [e.kind for e in seen.events] == ["draw", "discard"]
    assert seen.events[-1].round_ended and "Round 1 ends" in seen.events[-1].text
    theirs = since_last_move(game, 1, names=["You", "B"])
    assert theirs.events == ()  # B's last move ended the round


def test_an_action_on_you_names_you_as_its_target():
    game = dealt(["R1 R2 R3 B1 B2 G1 G2", "JUMP R10 R11 B9 B10 B11 G9"], "G5")
    game = game.apply(TakeDraw()).apply(Discard(parse_card("R3")))
    game = game.apply(TakeDraw()).apply(Discard(parse_card("JUMP"), target=0))
    seen = since_last_move(game, 0, names=["You", "B"])
    assert [(e.kind, e.card, e.target) for e in seen.events][-1] == (
        "action",
        parse_card("JUMP"),
        0,
    )
    assert "on you" in seen.events[-1].text


@pytest.mark.parametrize("seed", [1, 4, 8])
def test_every_player_move_by_others_is_listed_in_order(seed):
    """Brute force over a seeded game: the events are exactly the moves after the seat's
    last own move (one per move, a shuffle once), each told by the narrator for that seat."""
    rng = np.random.default_rng(seed)
    game = LogoGame.new(LogoOptions(players=3))
    bot = GreedyLowPlayer()
    positions = [game]
    while len(positions) < 120 and not game.is_terminal:
        if game.is_chance:
            move = game.sample_chance(rng)
        else:
            move = bot.choose(game.view(game.current_player), rng)
        game = game.apply(move)
        positions.append(game)
    for seat in range(3):
        seen = since_last_move(game, seat)
        moves = game.log
        own = [i for i in range(len(moves)) if positions[i].current_player == seat]
        start = own[-1] + 1 if own else 0
        expected = [
            describe_move(positions[i], moves[i], viewer=seat) for i in range(start, len(moves))
        ]
        assert [e.text for e in seen.events] == expected
        for event in seen.events:
            if event.kind == "draw" and event.seat != seat:
                assert event.card is None  # another seat's blind draw stays hidden


def test_the_seat_is_checked():
    game = LogoGame.new(LogoOptions(players=2), np.random.default_rng(0))
    with pytest.raises(LogoKitError, match="seat"):
        since_last_move(game, 2)
    with pytest.raises(LogoKitError, match="LogoGame"):
        since_last_move("game", 0)


def test_the_end_of_a_round_reveals_every_hand_so_undo_stops_there():
    game = dealt(["0 0 R1 R2 B1 B2 G1", "R9 R10 R11 B9 B10 B11 G9"], "G3")
    game = game.apply(Declare())
    last = Discard(game.draw_pile[0])
    game = game.apply(TakeDraw())
    assert reveals_hidden(game, last, 0)  # the round ends: your opponent's hand is shown
    assert reveals_hidden(game, last, 1)
    start = dealt(["0 0 R1 R2 B1 B2 G1", "R9 R10 R11 B9 B10 B11 G9"], "G3").apply(TakeDraw())
    assert not reveals_hidden(start, Discard(parse_card("R2")), 1)  # a discard mid-round


@pytest.mark.parametrize("seed", [2, 5])
def test_starting_from_an_earlier_position_gives_the_same_answer(seed):
    """``after`` only saves replaying: any earlier position, the start, a later or a
    foreign position all give the answer of the whole replay."""
    rng = np.random.default_rng(seed)
    game = LogoGame.new(LogoOptions(players=3))
    bot = GreedyLowPlayer()
    positions = [game]
    while len(positions) < 90 and not game.is_terminal:
        if game.is_chance:
            move = game.sample_chance(rng)
        else:
            move = bot.choose(game.view(game.current_player), rng)
        game = game.apply(move)
        positions.append(game)
    other = LogoGame.new(LogoOptions(players=3), np.random.default_rng(seed + 1))
    for seat in range(3):
        whole = since_last_move(game, seat)
        for origin in [*positions[::7], game, other]:
            assert since_last_move(game, seat, after=origin) == whole
    with pytest.raises(LogoKitError, match="after"):
        since_last_move(game, 0, after="earlier")
