"""LOGO bots: each decision rule on set-up positions, determinism, and whole games."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import numpy as np
import pytest

from logo_kit.engine import Player, play_game, play_until
from logo_kit.errors import LogoKitError
from logo_kit.logo.cardcodes import codes_of
from logo_kit.logo.cards import Kind, parse_card, parse_cards, standard_deck
from logo_kit.logo.game import LogoGame, Phase
from logo_kit.logo.moves import (
    Accept,
    Deal,
    Declare,
    Discard,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import (
    CalculatorPlayer,
    ColorHandChaser,
    GreedyLowPlayer,
    RandomPlayer,
    best_discards,
    chased_color,
)

C = parse_card
A, B, CC = 0, 1, 2
RNG = np.random.default_rng(0)  # the deterministic bots never draw from it


def rigged(hands: list[str], top: str, draw: str = "", **options) -> LogoGame:
    """Deal hands[s] to seat s (one deck), `top` face up, `draw` on the draw pile (top first)."""
    hand_cards = [parse_cards(h) for h in hands]
    extra = [C(top), *parse_cards(draw)]
    rest = Counter(standard_deck())
    for cards in (*hand_cards, extra):
        rest.subtract(cards)
    order = [hand_cards[s][k] for k in range(7) for s in range(len(hands))]
    game = LogoGame.new(LogoOptions(players=len(hands), **options))
    return game.apply(Deal((*order, *extra, *rest.elements())))


def choose(bot, game: LogoGame, seat: int = A):
    return bot.choose(game.view(seat), RNG)


OTHERS = ["B8 B9 B10 B11 B12 B13 G14", "G8 G9 G10 G11 G12 G13 R14"]


# ---------------------------------------------------------------- greedy
def test_greedy_takes_the_discard_only_when_it_lowers_the_hand():
    hand = "R10 R11 R12 B3 B4 G5 G6"  # 51
    bot = GreedyLowPlayer()
    assert choose(bot, rigged([hand, *OTHERS], top="R1"), A) == TakeDiscard()
    # R13 would replace nothing worse (the highest card is R12): draw blind instead.
    assert choose(bot, rigged([hand, *OTHERS], top="R13"), A) == TakeDraw()


def test_greedy_declares_at_or_below_its_threshold():
    game = rigged(["R1 R2 B1 B2 G1 0 0", *OTHERS], top="R9")  # 1 + 2 + 1 + 2 + 1 = 7
    assert choose(GreedyLowPlayer(declare_at=7), game, A) == Declare()
    assert choose(GreedyLowPlayer(declare_at=6), game, A) == TakeDraw()
    # In the final rotation nobody may declare again: it plays on.
    after = game.apply(Declare()).apply(TakeDraw()).apply(Discard(C("G14")))
    assert after.current_player == CC and Declare() not in after.legal_moves()
    # (C takes the G14: dropping R14 then leaves a green colour hand worth 0.)
    assert choose(GreedyLowPlayer(declare_at=100), after, CC) == TakeDiscard()


def test_greedy_discards_the_card_whose_loss_lowers_the_hand_most():
    game = rigged(["R1 R2 B3 B4 G5 G6 R12", *OTHERS], top="R9", draw="G2")
    game = game.apply(TakeDraw())
    assert choose(GreedyLowPlayer(), game, A) == Discard(C("R12"))
    # Dropping B1 leaves a red colour hand worth 0 (ruling L2), better than dropping R14.
    assert best_discards(codes_of(parse_cards("R1 R2 R3 R4 R5 R6 R14 B1")))[0] == (
        0,
        codes_of([C("B1")])[0],
    )


def test_greedy_uses_actions_on_the_leader_and_only_before_a_declaration():
    hands = ["R1 R2 B3 B4 G5 G6 STEAL", *OTHERS]
    game = rigged(hands, top="R9", draw="G2").apply(TakeDraw())
    move = choose(GreedyLowPlayer(), game, A)
    # Totals are all 0: the tie goes to the next seat clockwise, B.
    assert move == Discard(C("STEAL"), target=B, action=Kind.STEAL)
    declared = rigged([*OTHERS[:1], hands[0], OTHERS[1]], top="R9", draw="G2")
    declared = declared.apply(Declare()).apply(TakeDraw())
    assert choose(GreedyLowPlayer(), declared, B) == Discard(C("STEAL"))


def test_greedy_answers_with_stop_and_saves_logo_for_a_destroy():
    jump = ["R1 R2 B3 B4 G5 G6 JUMP", "B1 B2 G1 G2 0 0 LOGO", OTHERS[1]]
    game = rigged(jump, top="R9").apply(TakeDraw()).apply(Discard(C("JUMP"), target=B))
    assert game.current_player == B and choose(GreedyLowPlayer(), game, B) == Accept()
    destroy = ["R1 R2 B3 B4 G5 G6 DESTROY", "B1 B2 G1 G2 0 0 LOGO", OTHERS[1]]
    game = rigged(destroy, top="R9").apply(TakeDraw()).apply(Discard(C("DESTROY"), target=B))
    # B's hand is worth −4; losing it to 7 fresh cards (~54) is far worse than
    # giving up LOGO (+10) for a fresh card (~7.7).
    assert choose(GreedyLowPlayer(), game, B) == Stop(C("LOGO"))
    stop = ["R1 R2 B3 B4 G5 G6 JUMP", "B1 B2 G1 G2 0 0 STOP", OTHERS[1]]
    game = rigged(stop, top="R9").apply(TakeDraw()).apply(Discard(C("JUMP"), target=B))
    assert choose(GreedyLowPlayer(), game, B) == Stop(C("STOP"))


def test_greedy_discards_plainly_after_a_steal():
    hands = ["R1 R2 B3 B4 G5 G6 STEAL", "B1 B2 G1 G2 0 0 JUMP", OTHERS[1]]
    game = rigged(hands, top="R9", draw="G3").apply(TakeDraw())
    game = game.apply(Discard(C("STEAL"), target=B)).apply(StealPick(C("JUMP")))
    assert game.phase is Phase.STEAL_DISCARD
    assert choose(GreedyLowPlayer(), game, A) == Discard(C("JUMP"))


# ---------------------------------------------------------------- colour chaser
def test_colour_chaser_picks_its_colour_and_chases_it():
    green = codes_of(parse_cards("G1 G9 G12 G13 R2 B3 LOGO"))
    assert chased_color(green) == 4  # green bit: three greens (LOGO is wild, not counted)
    hands = ["G9 G12 G13 G11 R2 B3 LOGO", "B8 B9 B10 B11 B12 B13 R1", "R8 R9 R10 R11 R12 R13 0"]
    game = rigged(hands, top="G14", draw="B1")
    bot = ColorHandChaser()
    # G14 raises the total but is green: take it.
    assert choose(bot, game, A) == TakeDiscard()
    game = game.apply(TakeDiscard())
    # Shed the heaviest card of another colour: B3 (R2 is lighter).
    assert choose(bot, game, A) == Discard(C("B3"))
    # Greedy would rather draw blind than take G14.
    assert choose(GreedyLowPlayer(), rigged(hands, top="G14"), A) == TakeDraw()


def test_colour_chaser_declares_a_finished_colour_hand():
    game = rigged(["G8 G9 G10 G11 G12 G13 LOGO", *OTHERS[:1], "R8 R9 R10 R11 R12 R13 0"], top="R1")
    assert choose(ColorHandChaser(), game, A) == Declare()  # worth 0 (ruling L2)


# ---------------------------------------------------------------- random
def test_random_player_draws_from_the_rng_it_is_given_and_covers_every_legal_move():
    game = rigged(["R1 R2 B3 B4 G5 G6 STEAL", *OTHERS], top="R9").apply(TakeDraw())
    bot = RandomPlayer()
    rng = np.random.default_rng(0)
    legal = game.legal_moves()
    seen = Counter(bot.choose(game.view(A), rng) for _ in range(40 * len(legal)))
    assert set(seen) == set(legal)  # 10 moves, 400 draws: each expected 40 times
    assert all(count >= 15 for count in seen.values())
    with pytest.raises(LogoKitError, match="Generator"):
        bot.choose(game.view(A), 7)
    with pytest.raises(LogoKitError, match="no move to make"):
        bot.choose(game.view(B), rng)


def mixed() -> list:
    return [RandomPlayer(), GreedyLowPlayer(), ColorHandChaser(), RandomPlayer(name="Random 2")]


def test_bots_are_players_and_deterministic_given_the_generator():
    assert all(isinstance(bot, Player) for bot in [*mixed(), CalculatorPlayer()])

    def log(seed: int):
        options = LogoOptions(players=4, max_rounds=2)
        return play_game(LogoGame, mixed(), np.random.default_rng(seed), options=options).log

    assert log(3) == log(3)
    assert log(3) != log(4)


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: GreedyLowPlayer(declare_at=1.5), "declare_at must be a whole number"),
        (lambda: GreedyLowPlayer(declare_at=True), "declare_at must be a whole number"),
        (lambda: GreedyLowPlayer(declare_at=500), "from -10 to 160"),
        (lambda: ColorHandChaser(name=""), "must not be empty"),
        (lambda: RandomPlayer(name=7), "name must be text"),
        (lambda: CalculatorPlayer(min_p_lowest=2), "min_p_lowest must be a number from 0 to 1"),
        (lambda: CalculatorPlayer(samples=10**9), "samples must be a whole number from 2"),
        (lambda: CalculatorPlayer(consider_at="15"), "consider_at must be a whole number"),
        (lambda: CalculatorPlayer(rng=3), "does not take 'rng'"),
        (lambda: CalculatorPlayer(declarer_wins_ties="no"), "must be True or False"),
        (lambda: CalculatorPlayer(method="guess"), "method must be one of"),
    ],
)
def test_bad_bot_parameters_are_refused_at_once(build, message):
    with pytest.raises(LogoKitError, match=message):
        build()


# ---------------------------------------------------------------- calculator
def fake_advice(recommend: str, p_lowest: float, calls: list):
    def advise(hand, opponents, unseen, **options):
        calls.append((len(hand), opponents, len(unseen), options))
        return SimpleNamespace(recommend=recommend, p_lowest=p_lowest)

    return advise


def test_calculator_declares_on_the_advice(monkeypatch):
    import logo_kit.logo.players as players

    game = rigged(["R1 R2 B1 B2 G1 0 0", *OTHERS], top="R9")  # value 7
    calls: list = []
    monkeypatch.setattr(players, "_declare_advice", fake_advice("declare", 0.95, calls))
    bot = CalculatorPlayer()
    assert choose(bot, game, A) == Declare()
    assert calls == [(7, 2, 55 - 7 - 1, {"declarer_wins_ties": False, "decks": 1})]
    choose(bot, game, A)
    assert len(calls) == 1  # the answer for this hand and table is remembered
    monkeypatch.setattr(players, "_declare_advice", fake_advice("declare", 0.6, calls))
    assert choose(CalculatorPlayer(), game, A) == TakeDraw()  # below min_p_lowest 0.9
    assert choose(CalculatorPlayer(min_p_lowest=0.5), game, A) == Declare()
    monkeypatch.setattr(players, "_declare_advice", fake_advice("wait", 0.99, calls))
    assert choose(CalculatorPlayer(), game, A) == TakeDraw()


def test_calculator_does_not_ask_about_high_hands(monkeypatch):
    import logo_kit.logo.players as players

    def refuse(*args, **kwargs):
        raise AssertionError("asked the calculator about a hopeless hand")

    monkeypatch.setattr(players, "_declare_advice", refuse)
    game = rigged(["R10 R11 B1 B2 G1 0 0", *OTHERS], top="R13")  # 25 > consider_at 15
    assert choose(CalculatorPlayer(), game, A) == TakeDraw()


def test_calculator_with_the_real_odds():
    # One opponent: a hand worth 7 is strictly lowest against a random 7-card hand
    # almost surely (the calculator module's own doctest puts it above 99%).
    game = rigged(["R1 R2 B1 B2 G1 0 0", OTHERS[0]], top="R9")
    bot = CalculatorPlayer()
    advice = bot.advice(game.view(A))
    assert advice.recommend == "declare" and advice.p_lowest > 0.99
    assert choose(bot, game, A) == Declare()
    # A whole two-player round with the calculator plays through legally.
    final = play_game(
        LogoGame,
        [CalculatorPlayer(), GreedyLowPlayer()],
        np.random.default_rng(2),
        options=LogoOptions(players=2, max_rounds=1),
    )
    assert final.is_terminal and len(final.results) == 1


def test_calculator_simulates_with_its_own_generator_for_three_opponents():
    hands = [
        "R1 R2 B1 B2 G1 0 0",
        "B8 B9 B10 B11 B12 B13 G14",
        "G8 G9 G10 G11 G12 G13 R14",
        "R8 R9 R10 R11 R12 R13 0",
    ]
    game = rigged(hands, top="R3")
    bot = CalculatorPlayer(samples=300)
    advice = bot.advice(game.view(A), np.random.default_rng(5))
    again = bot.advice(game.view(A), np.random.default_rng(5))
    assert not advice.exact and advice.p_lowest == again.p_lowest
    # The choice uses the rng it is given, so a seeded game replays, with no cache between.
    first = bot.choose(game.view(A), np.random.default_rng(9))
    assert bot.choose(game.view(A), np.random.default_rng(9)) == first
    assert bot._cache == {}


# ---------------------------------------------------------------- driving games
def test_play_until_stops_for_a_human_seat():
    rng = np.random.default_rng(4)
    seats = [GreedyLowPlayer(), None, GreedyLowPlayer(name="Greedy 2")]
    game = play_until(LogoGame.new(), seats, rng)
    assert game.current_player == B and game.phase is Phase.TAKE
    game = game.apply(TakeDraw())
    game = play_until(game, seats, rng)
    assert game.current_player == B  # B must still discard
    with pytest.raises(LogoKitError, match="one player per seat"):
        play_until(game, [GreedyLowPlayer()], rng)
    two = LogoGame.new(LogoOptions(players=2))
    with pytest.raises(LogoKitError, match="did not end"):
        play_until(two, [GreedyLowPlayer(), GreedyLowPlayer(name="G2")], rng, max_moves=5)
