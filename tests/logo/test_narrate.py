"""The LOGO narrator: plain words for every move, hidden cards kept hidden from a viewer."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from logo_kit.engine import play_game, story
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.logo import (
    GreedyLowPlayer,
    LogoGame,
    LogoOptions,
    describe_move,
    parse_cards,
    standard_deck,
)
from logo_kit.logo.cards import Kind, parse_card
from logo_kit.logo.moves import Deal, DealCard, Discard, Reshuffle, StealPick, TakeDraw
from logo_kit.logo.narrate import declaration_text, next_step, pending_action_text
from logo_kit.logo.players import RandomPlayer

C = parse_card
NAMES = ("You", "Bea", "Cy")


def rigged(hands: list[str], top: str = "R9", draw: str = "") -> LogoGame:
    """Seat s holds hands[s]; ``top`` face up; ``draw`` on top of the draw pile."""
    cards = [parse_cards(h) for h in hands]
    extra = [C(top), *parse_cards(draw)]
    rest = Counter(standard_deck()) - Counter(c for h in cards for c in h) - Counter(extra)
    order = [cards[s][k] for k in range(7) for s in range(len(hands))]
    game = LogoGame.new(LogoOptions(players=len(hands)))
    return game.apply(Deal((*order, *extra, *sorted(rest.elements()))))


HANDS = ["R1 R2 R3 R4 R5 R6 STEAL", "B1 B2 B3 B4 B5 B6 LOOK", "G1 G2 G3 G4 G5 G6 G7"]


def test_a_blind_draw_is_named_only_for_the_drawer():
    game = rigged(HANDS, draw="R14")
    assert describe_move(game, TakeDraw()) == "Player A takes R14 from the draw pile."
    assert describe_move(game, TakeDraw(), names=NAMES, viewer=0) == (
        "You take R14 from the draw pile."
    )
    assert describe_move(game, TakeDraw(), names=NAMES, viewer=1) == (
        "You take a card from the draw pile."
    )


def test_a_steal_names_the_card_only_to_the_two_players_in_it():
    game = rigged(HANDS, draw="R14").apply(TakeDraw())
    game = game.apply(Discard(C("STEAL"), target=1, action=Kind.STEAL))
    pick = StealPick(C("B3"))
    assert describe_move(game, pick, names=NAMES, viewer=0) == "You steal B3 from Bea (ruling L7)."
    assert describe_move(game, pick, names=NAMES, viewer=1) == "You steal B3 from Bea (ruling L7)."
    assert describe_move(game, pick, names=NAMES, viewer=2) == (
        "You steal a card, face down, from Bea (ruling L7)."
    )
    assert "B3" in describe_move(game, pick)


def test_a_look_shows_the_hand_to_the_looker_only():
    game = rigged(["R1 R2 R3 R4 R5 R6 R7", HANDS[1], HANDS[2]], top="R9", draw="R14")
    game = game.apply(TakeDraw()).apply(Discard(C("R14"))).apply(TakeDraw())
    look = Discard(C("LOOK"), target=2, action=Kind.LOOK)
    shown = describe_move(game, look, names=NAMES, viewer=1)
    assert shown.endswith("Bea looks at Cy's hand: G1 G2 G3 G4 G5 G6 G7.")
    hidden = describe_move(game, look, names=NAMES, viewer=0)
    assert hidden.endswith("Bea looks at Cy's hand.") and "G7" not in hidden


def test_a_deal_card_by_card_is_told_once_when_complete():
    root = LogoGame.new(LogoOptions(players=2))
    order = Deal(tuple(standard_deck())).parts
    assert describe_move(root, order[0]) == ""
    almost = root.replay(order[:-1])
    assert describe_move(almost, order[-1]).startswith("Round 1 is dealt: 7 cards each")
    assert describe_move(root, Deal(tuple(standard_deck()))).startswith("Round 1 is dealt")
    assert isinstance(order[0], DealCard)


def test_a_whole_game_is_a_story_with_no_hidden_card_for_a_viewer():
    bots = [GreedyLowPlayer(), RandomPlayer(), GreedyLowPlayer(name="Greedy 2")]
    final = play_game(
        LogoGame, bots, np.random.default_rng(3), options=LogoOptions(target_score=60)
    )
    everything = story(final, describe_move)
    mine = story(final, describe_move, names=NAMES, viewer=0)
    assert everything[-1].endswith("!") and "Game over after" in everything[-1]
    assert any(line.startswith("Round 1 is dealt") for line in mine)
    for text in mine:
        for line in text.split("\n"):
            if line.startswith(("Bea takes", "Cy takes")) and "draw pile" in line:
                assert line.endswith("takes a card from the draw pile."), line
    reshuffled = [m for m in final.log if isinstance(m, Reshuffle)]
    assert len(everything) >= final.turns + final.round_number - len(reshuffled)


def test_bad_input_is_refused():
    game = rigged(HANDS)
    with pytest.raises(IllegalMoveError):
        describe_move(game, Discard(C("R1")))
    with pytest.raises(LogoKitError, match="names must have exactly 3 items"):
        describe_move(game, TakeDraw(), names=["You"])
    with pytest.raises(LogoKitError, match="viewer must be None or a whole number from 0 to 2"):
        describe_move(game, TakeDraw(), viewer=3)
    with pytest.raises(LogoKitError, match="before must be a LogoGame position"):
        describe_move("game", TakeDraw())
    with pytest.raises(LogoKitError, match="a name must be text"):
        describe_move(game, TakeDraw(), names=[1, 2, 3])


def test_next_step_and_the_pending_action_in_words():
    game = rigged(["R1 R2 R3 R4 R5 R6 DESTROY", "B1 B2 B3 B4 B5 B6 STOP", HANDS[2]], draw="R14")
    assert next_step(game).startswith("take a card from the draw pile")
    game = game.apply(TakeDraw())
    assert next_step(game).startswith("pick a card to discard")
    game = game.apply(Discard(C("DESTROY"), target=1, action=Kind.DESTROY))
    assert next_step(game) == "stop the action with STOP or LOGO, or let it happen"
    assert pending_action_text(game, names=NAMES) == "You play DESTROY on Bea"
    assert pending_action_text(game) == "Player A plays DESTROY on player B"


def test_after_a_declaration_the_prompt_offers_no_action_on_anyone():
    from logo_kit.logo.moves import Declare

    # ruling L9: B declares; A then holds JUMP but may only shed it
    game = rigged(
        ["R1 R2 R3 R4 R5 R6 JUMP", "0 0 0 B7 B8 B9 B10", "G1 G2 G3 G4 G5 G6 STEAL"], draw="R14"
    )
    game = game.apply(TakeDraw())
    assert game.action_targets == (1, 2)
    assert "may be used on an opponent" in next_step(game)
    game = game.apply(Discard(C("R6")))
    assert game.current_player == 1 and game.action_targets == ()  # not discarding
    game = game.apply(Declare())
    game = game.apply(TakeDraw())  # C's final turn
    assert game.action_targets == ()
    assert next_step(game) == (
        "pick a card to discard (LOGO was declared: no action may target anyone now)"
    )
    targeted = [m for m in game.legal_moves() if isinstance(m, Discard) and m.target is not None]
    assert targeted == []  # the engine's moves and the prompt agree


def test_a_jump_says_the_target_skips_their_own_turn():
    game = rigged(["R1 R2 R3 R4 R5 R6 JUMP", HANDS[1], HANDS[2]], draw="R14").apply(TakeDraw())
    jump = Discard(C("JUMP"), target=1, action=Kind.JUMP)  # Bea holds no STOP: it happens
    text = describe_move(game, jump, names=NAMES, viewer=0)
    assert "Bea will skip their next turn." in text and "Bea's" not in text
    at_you = describe_move(game, jump, names=("Ann", "You", "Cy"), viewer=1)
    assert "You will skip your next turn." in at_you


def test_declaration_text_follows_the_round_result():
    from logo_kit.logo.moves import Declare

    game = rigged(["0 0 0 R1 R2 R3 R4", HANDS[1], "G1 G2 G3 G4 G5 G6 B7"])
    game = game.apply(Declare())
    while game.round_number == 1 and not game.is_chance:
        game = game.apply(TakeDraw())
        game = game.apply(Discard(game.hand(game.current_player)[-1]))
    result = game.last_round
    assert declaration_text(result, names=NAMES) == (
        "You declared LOGO and were strictly lowest (ruling L10)"
    )
