"""Each step of seeded games does what rulings B2–B5 say (what the engine contract,
tests/contract/case_billionaire.py, does not know: the game's own rules per move).

The contract checks the interface and conservation of cards and money over random
playouts; here a few games between random and sensible bots check every
transition ``before --move--> after`` against the rulings.
"""

from collections import Counter

import numpy as np
import pytest

from logo_kit.billionaire import (
    ApprenticeGame,
    ApprenticeOptions,
    EVOptimalLauncher,
    FixedCountLauncher,
    RiskyBusinessDeck,
    TargetOptimalLauncher,
)
from logo_kit.billionaire.board import CATEGORIES, Board, Icon, Space
from logo_kit.billionaire.deck import BUST
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
from logo_kit.billionaire.options import COMPANY_MIN
from logo_kit.billionaire.players import RandomPlayer


def check_turn_ended(before, after):
    if after.is_terminal:
        assert after.turn == before.options.max_turns or after.winner is not None
        return
    assert after.phase is Phase.SPIN
    assert after.turn == before.turn + 1
    assert after.mover == (before.mover + 1) % before.players
    assert after.traded_with == frozenset() and after.launching is None and after.drawn == ()


def check_step(before, move, after):
    """The transition ``before --move--> after`` is what rulings B2–B4 say."""
    me = before.mover
    board = before.options.board
    others = [p for p in range(before.players) if p != me]
    if isinstance(move, Deal | DealCard):
        assert before.phase is Phase.DEAL and after.money == before.money
        if not after.undealt:  # the deal is done: six cards each, seat 0 spins first
            assert {len(after.hand(p)) for p in range(after.players)} == {len(CATEGORIES)}
            assert after.phase is Phase.SPIN and after.mover == 0 and after.turn == 1
    elif isinstance(move, Spin):
        where = (before.positions[me] + move.number) % len(board)
        assert after.positions[me] == where
        assert all(after.positions[p] == before.positions[p] for p in others)
        space = board[where]
        pile = before.piles[space.category]
        taken = pile[: 1 if space.icon is Icon.PICK_UP_ONE else 2]  # B3: two, one on PICK UP ONE
        assert after.last_pickup == taken
        assert after.piles[space.category] == pile[len(taken) :]
        assert Counter(after.hand(me)) == Counter(before.hand(me)) + Counter(taken)
        assert after.money == before.money
        if space.icon is Icon.TRADE and before.players > 1:  # B4
            assert after.phase is Phase.TRADE and after.mover == me
        elif any(n >= COMPANY_MIN for n in after.counts(me).values()):
            assert after.phase is Phase.LAUNCH and after.mover == me
        else:
            check_turn_ended(before, after)
    elif isinstance(move, Buy | Swap):
        assert before.phase is Phase.TRADE
        other = move.seller if isinstance(move, Buy) else move.partner
        assert other != me and other not in before.traded_with
        assert move.card in before.hand(other) and move.card in after.hand(me)
        assert move.card not in after.hand(other)
        if isinstance(move, Buy):  # B4: 30M to the other player
            price = before.options.buy_price
            assert before.money[me] >= price
            assert after.money[me] == before.money[me] - price
            assert after.money[other] == before.money[other] + price
        else:
            assert after.money == before.money
            assert move.give in after.hand(other) and move.give not in after.hand(me)
        assert after.paid_out == before.paid_out
    elif isinstance(move, EndTrade):
        assert before.phase is Phase.TRADE and after.hands == before.hands
    elif isinstance(move, Launch):
        assert before.phase is Phase.LAUNCH
        assert before.counts(me)[move.category] >= COMPANY_MIN
        assert after.phase is Phase.RISKY_CARD and after.launching is move.category
    elif isinstance(move, SkipLaunch):
        check_turn_ended(before, after)
    elif isinstance(move, Draw):
        assert after.phase is Phase.RISKY_CARD and after.drawn == before.drawn
    elif isinstance(move, RiskyCard | Stop):
        category = before.launching
        company = before.hands[me][category]
        if isinstance(move, RiskyCard) and move.card != BUST:
            assert after.drawn == (*before.drawn, move.card) and after.phase is Phase.DRAW_OR_STOP
            return
        payout = 0 if isinstance(move, RiskyCard) else len(company) * sum(before.drawn)  # B2
        assert after.money[me] == before.money[me] + payout
        assert after.paid_out == before.paid_out + payout
        assert after.hands[me][category] == ()
        assert after.piles[category] == before.piles[category] + company  # under the pile
        assert after.last_launch.payout == payout
        assert after.launches[me] == before.launches[me] + 1
        assert after.busts[me] == before.busts[me] + (payout == 0 and isinstance(move, RiskyCard))
        if after.money[me] >= after.options.winning_money:  # B5
            assert after.is_terminal and after.winner == me
        else:
            check_turn_ended(before, after)
    else:  # pragma: no cover - a move type the engine should not produce
        raise AssertionError(move)


def play_checked(players, seed, options):
    rng = np.random.default_rng(seed)
    game = ApprenticeGame.new(options)
    launches_this_turn = 0
    begun = [0] * options.players  # each seat's own turns, counted as they begin
    while not game.is_terminal:
        if game.is_chance:
            move = game.sample_chance(rng)
        else:
            move = players[game.mover].choose(game.view(game.mover), rng)
        assert move in game.legal_moves() or isinstance(move, Deal)
        after = game.apply(move)
        check_step(game, move, after)
        if after.turns != game.turns:  # a turn began: it is the new mover's
            begun[after.mover] += 1
        assert after.own_turns == tuple(begun)
        if after.turn != game.turn:
            launches_this_turn = 0
        launches_this_turn += isinstance(move, Launch)
        assert launches_this_turn <= 1  # B2: one launch per turn
        game = after
    assert game.start.replay(game.log) == game
    return game


SMALL_BOARD = Board(
    tuple(Space(c, icon) for c in CATEGORIES for icon in (Icon.TRADE, Icon.PICK_UP_ONE))
)


@pytest.mark.parametrize("seed", range(4))
def test_random_players_follow_the_rules(seed):
    # Random players trade, swap, buy, launch and stop at random: every rule gets used.
    count = 2 + seed % 3
    players = [RandomPlayer(f"random {i}") for i in range(count)]
    options = ApprenticeOptions(
        players=count,
        board=SMALL_BOARD if seed % 2 else Board.default(),
        risky_business=RiskyBusinessDeck.bear() if seed % 3 else RiskyBusinessDeck.bull(),
        max_turns=60,
    )
    game = play_checked(players, seed, options)
    assert game.is_terminal and game.turn <= 60


@pytest.mark.parametrize("seed", range(3))
def test_sensible_bots_follow_the_rules(seed):
    players = [EVOptimalLauncher(), TargetOptimalLauncher(), FixedCountLauncher(2)]
    game = play_checked(players, 200 + seed, ApprenticeOptions(players=3, board=SMALL_BOARD))
    assert game.is_terminal and not game.capped
