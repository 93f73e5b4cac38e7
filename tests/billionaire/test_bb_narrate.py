"""The Apprentice narrator: every move in words, one signature with the other games."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from bb_positions import hand_made

from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions, EVOptimalLauncher, play_game
from logo_kit.billionaire.board import CATEGORIES, Board, Icon, Space
from logo_kit.billionaire.moves import (
    Buy,
    DealCard,
    Draw,
    EndTrade,
    Launch,
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
)
from logo_kit.billionaire.narrate import describe_move
from logo_kit.billionaire.players import RandomPlayer
from logo_kit.engine import story
from logo_kit.errors import IllegalMoveError, LogoKitError

SNACKS, SWEETS, HOME, GROCERY, CHILLED, CARS = CATEGORIES


def position(hands, money, board):
    return hand_made(hands, money, options=ApprenticeOptions(board=board))


def test_every_kind_of_move_is_told():
    board = Board(tuple(Space(SWEETS, Icon.TRADE) for _ in range(6)))
    game = position([{SWEETS: 1, CARS: 1}, {SWEETS: 2}], [50, 980], board)
    names = ["Ann", "Bo"]
    spun = game.apply(Spin(2))
    assert describe_move(game, Spin(2), names=names) == (
        "Ann spins 2 → Sweets (purple), trade; picks up Sweets 4, Sweets 5"
    )
    card = spun.hands[1][SWEETS][0]
    give = spun.hands[0][CARS][0]
    assert describe_move(spun, Swap(1, card, give), names=names) == (
        "Ann swaps Cars 1 for Bo's Sweets 2"
    )
    assert describe_move(spun, Swap(1, card, give), names=["Ann", "You"]) == (
        "Ann swaps Cars 1 for your Sweets 2"
    )
    assert describe_move(spun, EndTrade(), names=names) == "Ann ends trading"
    # buying from Bo lifts Bo to the billion: the line says who won
    assert describe_move(spun, Buy(1, card), names=names) == (
        "Ann buys Sweets 2 from Bo for 30M. Bo holds 1,010M and wins! (ruling B5)"
    )
    launching = spun.apply(EndTrade())
    assert describe_move(launching, Launch(SWEETS)) == "player A launches Sweets (3 cards)"
    assert describe_move(launching, SkipLaunch()) == "player A does not launch"
    drawing = launching.apply(Launch(SWEETS))
    assert describe_move(drawing, RiskyCard(50)) == "player A turns over 50M (sum 50M per card)"
    assert describe_move(drawing, RiskyCard("BUST")) == (
        "player A turns over BUST: the company is worth 0M"
    )
    after = drawing.apply(RiskyCard(50))
    assert describe_move(after, Draw()) == ""
    told = describe_move(after, Stop(), names=["You", "Bo"])
    assert told == "You stop: 3 × 50M = 150M (now 200M)"


def test_the_deal_and_the_turn_cap_are_told():
    root = ApprenticeGame.new(ApprenticeOptions(players=2, max_turns=1))
    assert describe_move(root, DealCard(root.undealt[0])) == "player A is dealt Snacks 1"
    second = root.apply(DealCard(root.undealt[0]))
    assert describe_move(second, DealCard(root.undealt[1]), names=["Ann", "You"]) == (
        "You are dealt Snacks 2"
    )
    deal = root.sample_chance(np.random.default_rng(0))
    assert describe_move(root, deal) == "The brand cards are dealt face up: 6 to each player"
    capped = dataclasses.replace(
        position([{}, {}], [50, 50], Board.default()),
        options=ApprenticeOptions(players=2, max_turns=1),
    )
    assert describe_move(capped, Spin(1)) == (
        "player A spins 1 → Sweets (purple), plain; picks up Sweets 1, Sweets 2. "
        "The turn cap (1 turn) ends the game without a winner"
    )


def test_a_whole_game_as_a_story():
    final = play_game(
        ApprenticeGame,
        [EVOptimalLauncher(), RandomPlayer()],
        np.random.default_rng(3),
        options=ApprenticeOptions(),
    )
    lines = story(final, describe_move, names=["You", "Bot"])
    assert lines[0] == "The brand cards are dealt face up: 6 to each player"
    assert all(line for line in lines)
    assert lines[-1].endswith("(ruling B5)")
    assert any(line.startswith("You spin ") for line in lines)
    assert any(line.startswith("Bot spins ") for line in lines)


def test_bad_narration_requests_are_refused():
    game = ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(0))
    with pytest.raises(IllegalMoveError):
        describe_move(game, Stop())  # not allowed at the spin step
    with pytest.raises(LogoKitError, match="exactly 2 items"):
        describe_move(game, Spin(1), names=["solo"])
    with pytest.raises(LogoKitError, match="must be text"):
        describe_move(game, Spin(1), names=[1, 2])
    with pytest.raises(LogoKitError, match="viewer"):
        describe_move(game, Spin(1), viewer=5)
    with pytest.raises(LogoKitError, match="ApprenticeGame"):
        describe_move("game", Spin(1))
