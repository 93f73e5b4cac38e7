"""The Apprentice engine, move by move (rulings B2–B5), on positions set up by hand."""

import dataclasses
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from bb_positions import hand_made as setup

from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions, RiskyBusinessDeck
from logo_kit.billionaire.board import CATEGORIES, Board, BrandCard, Category, Icon, Space
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.game import card_census
from logo_kit.billionaire.moves import (
    Buy,
    Deal,
    DealCard,
    Draw,
    EndTrade,
    Launch,
    Phase,
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
)
from logo_kit.billionaire.options import DEFAULT_MAX_TURNS
from logo_kit.engine import CHANCE, TERMINAL
from logo_kit.errors import IllegalMoveError, LogoKitError

SNACKS, SWEETS, HOME, GROCERY, CHILLED, CARS = CATEGORIES


def trade_board():
    """Every space a TRADE space of Cars, so any spin leads to trading."""
    return Board(tuple(Space(CARS, Icon.TRADE) for _ in range(6)))


# -- set-up -------------------------------------------------------------------------------------


def test_new_game_follows_the_sheet():
    game = ApprenticeGame.new(ApprenticeOptions(players=3), rng=np.random.default_rng(7))
    assert game.players == 3
    # "from each of the six sets take as many cards as there are players ... six each"
    assert [len(game.hand(p)) for p in range(3)] == [6, 6, 6]
    dealt = Counter(card.category for p in range(3) for card in game.hand(p))
    assert dealt == Counter({c: 3 for c in CATEGORIES})
    assert all(
        pile == tuple(BrandCard(c, n) for n in range(4, 13))
        for c, pile in zip(CATEGORIES, game.piles, strict=True)
    )
    assert game.money == (50, 50, 50) and game.paid_out == 150  # ruling B5
    assert game.positions == (0, 12, 24)
    assert (game.mover, game.turn, game.phase) == (0, 1, Phase.SPIN)
    assert game.is_chance and not game.is_terminal and game.current_player == CHANCE
    assert game.chance_outcomes() == tuple((Spin(n), Fraction(1, 6)) for n in range(1, 7))
    assert game.legal_moves() == tuple(Spin(n) for n in range(1, 7))
    assert game.turns == 1 and game.undealt == ()
    assert all(count == 1 for count in card_census(game).values()) and len(card_census(game)) == 72


def test_the_deal_depends_only_on_the_generator():
    four = ApprenticeOptions(players=4)
    a = ApprenticeGame.new(four, rng=np.random.default_rng(3))
    b = ApprenticeGame.new(four, rng=np.random.default_rng(3))
    c = ApprenticeGame.new(four, rng=np.random.default_rng(4))
    assert a == b and a.hands != c.hands


def test_the_deal_is_chance_one_card_at_a_time():
    root = ApprenticeGame.new(ApprenticeOptions(players=2))
    assert root.phase is Phase.DEAL and root.current_player == CHANCE and root.turns == 0
    assert root.log == () and root.start is root and len(root.undealt) == 12
    outcomes = root.chance_outcomes()
    assert len(outcomes) == 12 and {p for _, p in outcomes} == {Fraction(1, 12)}
    assert all(count == 1 for count in card_census(root).values())
    # card by card: seat 0, 1, 0, 1, ... in turn
    first, second = root.undealt[5], root.undealt[0]
    game = root.apply(DealCard(first)).apply(DealCard(second))
    assert game.hand(0) == (first,) and game.hand(1) == (second,)
    assert len(game.chance_outcomes()) == 10
    with pytest.raises(IllegalMoveError, match="still to deal"):
        game.apply(DealCard(first))
    # the compound Deal from sample_chance is today's shuffle (rng.permutation)
    deal = root.sample_chance(np.random.default_rng(3))
    assert isinstance(deal, Deal) and sorted(deal.cards) == sorted(root.undealt)
    order = np.random.default_rng(3).permutation(12)
    assert deal.cards == tuple(root.undealt[int(i)] for i in order)
    dealt = root.apply(deal)
    assert dealt.log == (deal,) and dealt.phase is Phase.SPIN
    by_parts = root.replay(deal.parts)
    assert by_parts == dealt and len(by_parts.log) == 12
    assert ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(3)) == dealt
    for bad in (Deal(deal.cards[:-1]), Deal((*deal.cards[:-1], deal.cards[0])), Spin(2)):
        with pytest.raises(IllegalMoveError):
            root.apply(bad)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"rng": 7}, "numpy.random.Generator"),
        ({"options": {"max_turns": 5}}, "ApprenticeOptions"),
        ({"options": 3}, "ApprenticeOptions"),
    ],
)
def test_bad_set_ups(kwargs, words):
    kwargs = {"rng": np.random.default_rng(0), **kwargs}
    with pytest.raises(LogoKitError, match=words):
        ApprenticeGame.new(**kwargs)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": 0}, "from 1 to 12"),
        ({"players": 13}, "from 1 to 12"),
        ({"players": 10**9}, "from 1 to 12"),
        ({"players": True}, "a bool"),
        ({"players": "four"}, "whole number"),
        ({"players": 5, "cards_per_category": 4}, "only 4 cards"),
        ({"max_turns": 0}, "max_turns"),
        ({"max_turns": None}, "max_turns"),
        ({"max_turns": 10**6}, "every game must end"),
        ({"buy_price": -1}, "buy_price"),
        ({"spinner": 0}, "spinner"),
        ({"spinner": 10**9}, "from 1 to 60"),
        ({"board": "ring"}, "a Board"),
        ({"risky_business": {}}, "RiskyBusinessDeck"),
        ({"cards_per_category": 2.5}, "a float"),
        ({"cards_per_category": 10**6}, "from 1 to 24"),
        ({"starting_money": 1500}, "must be below winning_money"),
        ({"starting_money": 1000}, "won before the first spin"),
        ({"winning_money": 10**12}, "winning_money"),
    ],
)
def test_bad_options(kwargs, words):
    with pytest.raises(LogoKitError, match=words):
        ApprenticeOptions(**kwargs)


def test_seats_must_exist():
    game = ApprenticeGame.new(ApprenticeOptions(players=3), np.random.default_rng(1))
    for bad in (-1, 3, 1.0, True, "0"):
        for ask in (game.hand, game.counts, game.companies, game.view):
            with pytest.raises(LogoKitError, match="seat must be a whole number from 0 to 2"):
                ask(bad)


def test_default_options_and_board_follow_b3():
    options = ApprenticeOptions()
    assert options.max_turns == DEFAULT_MAX_TURNS
    assert options.risky_business == RiskyBusinessDeck.bull()
    assert (options.starting_money, options.winning_money, options.buy_price) == (50, 1000, 30)
    board = options.board
    assert len(board) == 36
    for category in CATEGORIES:
        icons = Counter(space.icon for space in board if space.category is category)
        assert icons == Counter(
            {Icon.PLAIN: 3, Icon.PICK_UP_ONE: 1, Icon.TRADE: 1, Icon.TAKEOVER: 1}
        )
    for start in range(36):  # a spin of 1–6 reaches each category once: chance 1/6 each
        assert {board[(start + n) % 36].category for n in range(1, 7)} == set(CATEGORIES)


# -- spinning and picking up ------------------------------------------------------------------


def test_spin_moves_and_picks_up_two():
    game = setup([{HOME: 1}, {}])
    after = game.apply(Spin(1))  # space 1: Sweets, plain
    assert after.positions == (1, 0)
    assert after.last_spin == 1
    assert after.last_pickup == (BrandCard(SWEETS, 1), BrandCard(SWEETS, 2))  # from the top
    assert after.hands[0][SWEETS] == after.last_pickup
    assert after.piles[SWEETS] == game.piles[SWEETS][2:]
    # no company, so the launch step is skipped and the turn passes
    assert (after.mover, after.turn, after.phase) == (1, 2, Phase.SPIN)


def test_last_spinner_is_whose_spin_the_last_spin_was():
    game = setup([{HOME: 1}, {}])
    assert game.last_spin is None and game.last_spinner is None
    after = game.apply(Spin(1))  # seat 0 spins; no company, the turn passes at once
    assert after.phase is Phase.SPIN and after.mover == 1
    assert (after.last_spin, after.last_spinner) == (1, 0)
    again = after.apply(Spin(3))  # seat 1's spin; its turn may go on (trade/launch) or pass
    assert again.last_spin == 3 and again.last_spinner == 1
    # Through a whole seeded game: the last spin is always the one whose Spin came last.
    state = ApprenticeGame.new(ApprenticeOptions(players=3), np.random.default_rng(5))
    rng, spinner = np.random.default_rng(6), None
    for _ in range(400):
        if state.is_terminal:
            break
        move = state.sample_chance(rng) if state.is_chance else state.legal_moves()[0]
        if isinstance(move, Spin):
            spinner = state.mover
        state = state.apply(move)
        assert state.last_spinner == spinner


def test_pick_up_one_and_takeover_spaces():
    game = setup([{}, {}])
    one = game.apply(Spin(2))  # space 2: Home, PICK UP ONE
    assert one.last_pickup == (BrandCard(HOME, 1),)
    takeover = game.apply(Spin(4))  # space 4: Chilled, TAKEOVER/NEWSFLASH: plain (ruling B3)
    assert len(takeover.last_pickup) == 2 and takeover.phase is Phase.SPIN


def test_pick_up_only_what_the_pile_has():  # ruling B8
    game = setup([{}, {}])
    # Put all Sweets but the last out of the pile, into player 1's hand.
    *rest, last = game.piles[SWEETS]
    hand1 = (*game.hands[1][:SWEETS], tuple(rest), *game.hands[1][SWEETS + 1 :])
    piles = (*game.piles[:SWEETS], (last,), *game.piles[SWEETS + 1 :])
    short = dataclasses.replace(game, piles=piles, hands=(game.hands[0], hand1))
    after = short.apply(Spin(1))  # player 0 to Sweets: only one card left
    assert after.last_pickup == (last,) and after.piles[SWEETS] == ()
    empty = after.apply(Spin(1))  # player 1 to Sweets: nothing left to pick up
    assert empty.last_pickup == () and empty.hands[1] == after.hands[1]
    assert all(n == 1 for n in card_census(empty).values()) and len(card_census(empty)) == 72


def test_spin_onto_a_company_offers_a_launch():
    game = setup([{SWEETS: 1}, {}])
    after = game.apply(Spin(1))
    assert after.phase is Phase.LAUNCH and after.mover == 0
    assert after.legal_moves() == (Launch(SWEETS), SkipLaunch())
    skipped = after.apply(SkipLaunch())
    assert (skipped.mover, skipped.phase) == (1, Phase.SPIN)


@pytest.mark.parametrize(
    "move", [Spin(0), Spin(7), Spin(2.0), Spin(True), EndTrade(), Stop(), RiskyCard(10)]
)
def test_illegal_spins_leave_the_game_unchanged(move):
    game = setup([{}, {}])
    snapshot = dataclasses.replace(game)
    with pytest.raises(IllegalMoveError) as info:
        game.apply(move)
    assert "allowed" in str(info.value)
    assert game == snapshot and game.log == snapshot.log


# -- trading (ruling B4) -------------------------------------------------------------------------


def trade_position(money=(50, 50, 50)):
    options = ApprenticeOptions(board=trade_board())
    game = setup(
        [{CARS: 1, HOME: 1}, {CARS: 2}, {CARS: 1, SNACKS: 1}], money=list(money), options=options
    )
    return game.apply(Spin(3))  # player 0 lands on a Cars TRADE space, picks up 2 Cars


def test_trade_step_lists_buys_and_swaps():
    game = trade_position()
    assert game.phase is Phase.TRADE and game.counts(0)[CARS] == 3
    moves = game.legal_moves()
    assert moves[0] == EndTrade()
    mine = game.hand(0)
    # player 1 holds 2 cards, player 2 holds 2: each may be bought or swapped for any of mine
    assert len(moves) == 1 + (2 + 2) * (1 + len(mine))
    assert all(isinstance(m, EndTrade | Buy | Swap) for m in moves)


def test_buy_pays_the_other_player():
    game = trade_position()
    card = game.hands[1][CARS][0]
    after = game.apply(Buy(1, card))
    assert (
        after.money == (20, 80, 50) and after.paid_out == game.paid_out
    )  # money moves between players
    assert card in after.hand(0) and card not in after.hand(1)
    assert after.traded_with == {1} and after.phase is Phase.TRADE


def test_swap_exchanges_cards():
    game = trade_position()
    card, give = game.hands[2][SNACKS][0], game.hands[0][HOME][0]
    after = game.apply(Swap(2, card, give))
    assert after.money == game.money
    assert card in after.hand(0) and give in after.hand(2)
    assert give not in after.hand(0) and card not in after.hand(2)


def test_one_card_from_each_other_player_then_trading_ends():
    game = trade_position()
    game = game.apply(Buy(1, game.hands[1][CARS][0]))
    snapshot = dataclasses.replace(game)
    with pytest.raises(IllegalMoveError, match="already traded with player B"):
        game.apply(Buy(1, game.hands[1][CARS][0]))
    assert game == snapshot
    game = game.apply(Swap(2, game.hands[2][CARS][0], game.hands[0][HOME][0]))
    assert game.phase is Phase.LAUNCH  # traded with everyone: on to launching
    assert game.counts(0)[CARS] == 5


def test_end_trade_goes_to_the_launch_step():
    game = trade_position().apply(EndTrade())
    assert game.phase is Phase.LAUNCH and game.legal_moves() == (Launch(CARS), SkipLaunch())


@pytest.mark.parametrize(
    ("make_move", "words"),
    [
        (lambda g: Buy(0, g.hands[0][CARS][0]), "not your own"),
        (lambda g: Buy(5, g.hands[1][CARS][0]), "0 to 2"),
        (lambda g: Buy(1, BrandCard(SNACKS, 12)), "does not hold"),
        (lambda g: Swap(1, g.hands[1][CARS][0], BrandCard(SNACKS, 12)), "cannot give it"),
        (lambda g: Launch(CARS), "allowed"),
        (lambda g: Spin(3), "allowed"),
    ],
)
def test_illegal_trades_leave_the_game_unchanged(make_move, words):
    game = trade_position()
    snapshot = dataclasses.replace(game)
    log = game.log
    with pytest.raises(IllegalMoveError, match=words):
        game.apply(make_move(game))
    assert game == snapshot and game.log == log


def test_buying_needs_the_money():
    game = trade_position(money=(29, 50, 50))
    assert not any(isinstance(m, Buy) for m in game.legal_moves())
    with pytest.raises(IllegalMoveError, match="has only 29M"):
        game.apply(Buy(1, game.hands[1][CARS][0]))
    assert game.money == (29, 50, 50)


def test_being_paid_can_win_the_game():
    game = trade_position(money=(50, 980, 50))
    after = game.apply(Buy(1, game.hands[1][CARS][0]))
    assert after.is_terminal and after.winner == 1 and after.money[1] == 1010  # ruling B5
    assert after.legal_moves() == ()
    with pytest.raises(IllegalMoveError, match="game is over"):
        after.apply(EndTrade())


# -- launching (ruling B2) ------------------------------------------------------------------------


def launch_position(money=(50, 50), deck=None):
    options = ApprenticeOptions(risky_business=deck or RiskyBusinessDeck.bull())
    game = setup([{SWEETS: 2, HOME: 1}, {}], money=list(money), options=options)
    return game.apply(Spin(1)).apply(Launch(SWEETS))  # 4 Sweets


def test_launch_deals_from_a_freshly_shuffled_deck():
    game = launch_position()
    assert game.phase is Phase.RISKY_CARD and game.launching is SWEETS and game.company_size == 4
    outcomes = dict(game.chance_outcomes())
    # bull deck: 30 cards, e.g. 9 tens (9/30) and 3 BUSTs (3/30)
    assert outcomes == {
        RiskyCard(10): Fraction(9, 30),
        RiskyCard(20): Fraction(7, 30),
        RiskyCard(30): Fraction(5, 30),
        RiskyCard(50): Fraction(4, 30),
        RiskyCard(100): Fraction(2, 30),
        RiskyCard(BUST): Fraction(3, 30),
    }
    drawn = game.apply(RiskyCard(100))
    assert drawn.phase is Phase.DRAW_OR_STOP and drawn.drawn == (100,)
    assert drawn.legal_moves() == (Draw(), Stop())
    again = dict(drawn.apply(Draw()).chance_outcomes())  # 29 cards left, one 100 gone
    assert again[RiskyCard(100)] == Fraction(1, 29) and again[RiskyCard(BUST)] == Fraction(3, 29)


def test_stop_pays_cards_times_sum_and_returns_the_cards_under_the_pile():
    game = launch_position()
    company = game.hands[0][SWEETS]
    game = game.apply(RiskyCard(50)).apply(Draw()).apply(RiskyCard(30))
    pile_before = game.piles[SWEETS]
    assert game.stop_payout == game.view(1).stop_payout == 320  # what Stop will pay
    after = game.apply(Stop())
    assert after.money[0] == 50 + 4 * (50 + 30)  # 4 brand cards × 80M
    assert after.stop_payout == 0  # no launch under way
    assert after.paid_out == game.paid_out + 320
    assert after.hands[0][SWEETS] == () and after.piles[SWEETS] == pile_before + company
    assert after.last_launch.payout == 320 and not after.last_launch.bust
    assert (after.mover, after.phase, after.launching, after.drawn) == (1, Phase.SPIN, None, ())


def test_a_bust_pays_nothing_and_still_returns_the_cards():
    game = launch_position().apply(RiskyCard(100)).apply(Draw())
    company = game.hands[0][SWEETS]
    after = game.apply(RiskyCard(BUST))
    assert after.money == game.money and after.paid_out == game.paid_out
    assert after.piles[SWEETS][-4:] == company and after.hands[0][SWEETS] == ()
    assert after.last_launch.bust and after.last_launch.drawn == (100, BUST)
    assert after.mover == 1


def test_cards_that_are_gone_cannot_be_drawn():
    game = launch_position().apply(RiskyCard(100)).apply(Draw()).apply(RiskyCard(100)).apply(Draw())
    assert RiskyCard(100) not in game.legal_moves()
    for move in (RiskyCard(100), RiskyCard(40), RiskyCard("10"), Stop()):
        with pytest.raises(IllegalMoveError):
            game.apply(move)


def test_with_no_card_left_only_stop():
    game = launch_position(deck=RiskyBusinessDeck({10: 1}, busts=0)).apply(RiskyCard(10))
    assert game.legal_moves() == (Stop(),)
    with pytest.raises(IllegalMoveError, match="must Stop"):
        game.apply(Draw())
    with pytest.raises(IllegalMoveError):
        launch_position(deck=RiskyBusinessDeck({10: 1}, busts=0)).apply(RiskyCard(BUST))


def test_only_companies_can_launch():
    game = setup([{SWEETS: 2, HOME: 3}, {}]).apply(Spin(1))
    assert set(game.legal_moves()) == {Launch(SWEETS), Launch(HOME), SkipLaunch()}
    game2 = setup([{SWEETS: 1, HOME: 3}, {}]).apply(Spin(1))  # 3 Sweets after picking up
    with pytest.raises(IllegalMoveError, match="3\\+ cards"):
        setup([{SWEETS: 0, HOME: 3}, {}]).apply(Spin(1)).apply(Launch(SWEETS))
    assert Launch(SWEETS) in game2.legal_moves()


def test_reaching_a_billion_wins():
    game = launch_position(money=(900, 50)).apply(RiskyCard(30))
    after = game.apply(Stop())  # 900 + 4 × 30 = 1020
    assert after.is_terminal and after.winner == 0 and after.leaders == (0,) and not after.capped
    assert after.money[0] == 1020


def test_the_turn_cap_ends_the_game_with_leaders():
    options = ApprenticeOptions(max_turns=3)  # ruling B12
    game = setup([{}, {}], money=[50, 70], options=options)
    for _ in range(3):
        assert not game.is_terminal
        game = game.apply(Spin(1))
    assert game.is_terminal and game.capped and game.winner is None
    assert game.turn == 3 and game.leaders == (1,)


# -- log and replay -----------------------------------------------------------------------------


def test_log_replays_to_the_same_game():
    game = launch_position()
    start = game.start
    game = game.apply(RiskyCard(20)).apply(Stop())
    assert game.log == (Spin(1), Launch(SWEETS), RiskyCard(20), Stop())
    assert start.replay(game.log) == game
    assert str(game.log[0]) == "spin 1" and str(game.log[2]) == "RB 20M"


def test_every_legal_move_applies():
    game = trade_position()
    for move in game.legal_moves():
        after = game.apply(move)
        assert after.log[-1] == move
    game = launch_position()
    assert {type(game.apply(m)) for m in game.legal_moves()} == {ApprenticeGame}


def test_sample_chance_follows_the_probabilities():
    game = launch_position()
    rng = np.random.default_rng(5)
    draws = Counter(game.sample_chance(rng) for _ in range(6000))
    for move, p in game.chance_outcomes():
        sd = (float(p) * (1 - float(p)) / 6000) ** 0.5
        assert abs(draws[move] / 6000 - float(p)) <= 4 * sd
    deciding = game.apply(RiskyCard(10))
    assert deciding.chance_outcomes() == () and deciding.current_player == 0
    with pytest.raises(IllegalMoveError, match="no chance move"):
        deciding.sample_chance(rng)


def test_moves_and_positions_print():
    game = trade_position()
    assert "player A" in str(game) and "50M" in str(game)
    assert str(Buy(1, BrandCard(CARS, 3))) == "buy Cars 3 from player B"
    assert str(Category.CARS) == "Cars (red)"


# -- the shared engine interface ----------------------------------------------------------------


def test_returns_scores_and_summary():
    won = launch_position(money=(900, 50)).apply(RiskyCard(30)).apply(Stop())
    assert won.current_player == TERMINAL and won.is_terminal and not won.capped
    assert won.returns() == (Fraction(1), Fraction(0))
    assert won.scores() == won.money == (1020, 50)
    assert ApprenticeGame.score_name == "money (M)"
    summary = won.summary()
    assert summary.winner == 0 and summary.launches == (1, 0) and summary.busts == (0, 0)
    assert summary.launched_money == (120, 0)
    bust = launch_position().apply(RiskyCard(BUST))
    assert bust.summary().busts == (1, 0) and bust.returns() == (0, 0)
    capped = setup([{}, {}], options=ApprenticeOptions(max_turns=1)).apply(Spin(1))
    assert capped.capped and capped.returns() == (0, 0) and capped.turns == 1


def test_views_show_the_table_and_moves_only_to_the_mover():  # ruling B13
    game = trade_position()
    mover = game.view(0)
    assert mover.seat == 0 and mover.current_player == 0 and mover.legal_moves == game.legal_moves()
    other = game.view(2)
    assert other.legal_moves == () and other.hands == game.hands and other.money == game.money
    assert other.counts(1) == game.counts(1) and other.company_size == game.company_size
    chance = setup([{}, {}])
    assert all(chance.view(s).legal_moves == () for s in range(2))
