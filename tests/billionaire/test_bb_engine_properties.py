"""Engine properties over many seeded games: conservation, each turn per B2–B4, games end."""

from collections import Counter

import numpy as np
import pytest

from logo_kit.billionaire import (
    BUST,
    CATEGORIES,
    COMPANY_MIN,
    ApprenticeOptions,
    Board,
    Buy,
    Draw,
    EndTrade,
    EVOptimalLauncher,
    FixedCountLauncher,
    Icon,
    Launch,
    Phase,
    RandomPlayer,
    RiskyBusinessDeck,
    RiskyCard,
    SkipLaunch,
    Space,
    Spin,
    Stop,
    Swap,
    ThresholdLauncher,
    card_census,
    replay,
)
from logo_kit.billionaire.game import ApprenticeGame


def check_conservation(game):
    # every brand card exactly once, in a hand or a pile
    census = card_census(game)
    assert len(census) == 6 * game.options.cards_per_category
    assert set(census.values()) == {1}
    # money: everything players hold came from the bank (start money + launches)
    assert sum(game.money) == game.paid_out
    assert min(game.money) >= 0


def check_turn_ended(before, after):
    if after.is_over:
        return
    assert after.phase is Phase.SPIN
    assert after.turn == before.turn + 1
    assert after.current == (before.current + 1) % before.players
    assert after.traded_with == frozenset() and after.launching is None and after.drawn == ()


def check_step(before, move, after):
    """The transition ``before --move--> after`` is what rulings B2–B4 say."""
    me = before.current
    board = before.options.board
    others_unchanged = [p for p in range(before.players) if p != me]
    if isinstance(move, Spin):
        where = (before.positions[me] + move.number) % len(board)
        assert after.positions[me] == where
        assert all(after.positions[p] == before.positions[p] for p in others_unchanged)
        space = board[where]
        pile = before.piles[space.category]
        taken = pile[: 1 if space.icon is Icon.PICK_UP_ONE else 2]  # B3: two, one on PICK UP ONE
        assert after.last_pickup == taken
        assert after.piles[space.category] == pile[len(taken) :]
        assert Counter(after.hand(me)) == Counter(before.hand(me)) + Counter(taken)
        assert after.money == before.money
        if space.icon is Icon.TRADE and before.players > 1:  # B4
            assert after.phase is Phase.TRADE and after.current == me
        elif any(n >= COMPANY_MIN for n in after.counts(me)):
            assert after.phase is Phase.LAUNCH and after.current == me
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
        if after.money[me] >= after.options.winning_money:  # B5
            assert after.is_over and after.winner == me
        else:
            check_turn_ended(before, after)
    else:  # pragma: no cover - a move type the engine should not produce
        raise AssertionError(move)


def play_checked(players, seed, options=None):
    rng = np.random.default_rng(seed)
    game = ApprenticeGame.new([p.name for p in players], rng, options)
    check_conservation(game)
    launches_this_turn = 0
    while not game.is_over:
        move = (
            game.sample_chance(rng) if game.is_chance else players[game.current].choose(game, rng)
        )
        assert move in game.legal_moves()
        after = game.apply(move)
        check_step(game, move, after)
        check_conservation(after)
        if after.turn != game.turn:
            launches_this_turn = 0
        launches_this_turn += isinstance(move, Launch)
        assert launches_this_turn <= 1  # B2: one launch per turn
        game = after
    assert replay(game.start, game.log) == game
    return game


SMALL_BOARD = Board(
    tuple(Space(c, icon) for c in CATEGORIES for icon in (Icon.TRADE, Icon.PICK_UP_ONE))
)


@pytest.mark.parametrize("seed", range(12))
def test_random_players_follow_the_rules(seed):
    # Random players trade, swap, buy, launch and stop at random: every rule gets used.
    players = [RandomPlayer(f"random {i}") for i in range(2 + seed % 4)]
    options = ApprenticeOptions(
        board=SMALL_BOARD if seed % 2 else Board.default(),
        risky_business=RiskyBusinessDeck.bear() if seed % 3 else RiskyBusinessDeck.bull(),
        max_turns=150,
    )
    game = play_checked(players, seed, options)
    assert game.is_over and game.turn <= 150


@pytest.mark.parametrize("seed", range(30))
def test_bots_play_to_a_winner(seed):
    pool = [
        FixedCountLauncher(2),
        FixedCountLauncher(4),
        ThresholdLauncher(120),
        EVOptimalLauncher(),
        RandomPlayer(),
    ]
    count = 1 + seed % 6
    players = [pool[(seed + i) % len(pool)] for i in range(count)]
    for i, player in enumerate(players):  # names must differ when a bot repeats
        if player.name in [p.name for p in players[:i]]:
            players[i] = FixedCountLauncher(3 + i, name=f"fixed {i}")
    game = play_checked(players, 100 + seed)
    assert game.is_over and not game.capped  # sensible bots always finish well before the cap
    assert game.money[game.winner] >= 1000


def test_a_player_who_never_launches_is_stopped_by_the_cap():
    class Hoarder(FixedCountLauncher):
        def launch_move(self, game):
            return SkipLaunch()

    players = [Hoarder(1, name="a"), Hoarder(1, name="b")]
    game = play_checked(players, 5, ApprenticeOptions(max_turns=200))
    assert game.capped and game.turn == 200
    # the piles run dry: everything ends in the hoarders' hands
    assert sum(len(p) for p in game.piles) == 0
