"""Random playouts per second: what search bots (MCTS, ISMCTS) live on (issue 14).

A random playout plays a whole game with every decision drawn uniformly from
the legal moves and chance drawn with its probabilities. The candidate runs
them through an engine's interface (``legal_moves``, ``apply``,
``sample_chance``: immutable positions, checked moves, a replayable log).

* **LOGO Billionaire**: the baseline is a plain *mutable* simulator of the same
  rules (lists of card numbers, no checks, no log) that lists the legal moves in
  the engine's order and draws the same random numbers; the check requires
  every game to end identically (winner, turns, money). The ratio is what the
  engine's safety costs per playout.
* **LOGO** and **Logic & Lore**: their plain simulators and checks are in
  ``bench_playouts_logo`` and ``bench_playouts_lore``, built the same way.
"""

from __future__ import annotations

import numpy as np

from benchmarks.harness import Benchmark
from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
from logo_kit.billionaire.board import CATEGORIES
from logo_kit.billionaire.options import COMPANY_MIN

SEED = 2026


def random_playout(game, rng):
    """One game to the end: uniform legal moves, chance with the engine's sampler."""
    while not game.is_terminal:
        if game.is_chance:
            game = game.apply(game.sample_chance(rng))
        else:
            moves = game.legal_moves()
            game = game.apply(moves[int(rng.integers(len(moves)))])
    return game


# -- LOGO Billionaire: engine vs a plain mutable simulator ------------------------------------

BB_GAMES = 150
BB_OPTIONS = ApprenticeOptions(players=3)


def bb_engine() -> list[tuple]:
    out = []
    for i in range(BB_GAMES):
        rng = np.random.default_rng([SEED, i])
        game = random_playout(ApprenticeGame.new(BB_OPTIONS, rng), rng)
        out.append((game.winner, game.turn, game.money))
    return out


def _plain_bb(rng: np.random.Generator) -> tuple:
    # The Apprentice game on mutable lists; a card is category × per + (number − 1).
    o = BB_OPTIONS
    n, per, board = o.players, o.cards_per_category, o.board.spaces
    values = [v for v, _ in o.risky_business.values]
    counts = [c for _, c in o.risky_business.values]
    busts = o.risky_business.busts
    piles = [[c * per + k for k in range(n, per)] for c in range(len(CATEGORIES))]
    undealt = [c * per + k for c in range(len(CATEGORIES)) for k in range(n)]
    hands = [[[] for _ in CATEGORIES] for _ in range(n)]
    for i, index in enumerate(rng.permutation(len(undealt))):
        card = undealt[int(index)]
        hands[i % n][card // per].append(card)
    for hand in hands:
        for cards in hand:
            cards.sort()
    money = [o.starting_money] * n
    where = [i * len(board) // n for i in range(n)]
    me, turn = 0, 1

    def has_company(seat):
        return any(len(cards) >= COMPANY_MIN for cards in hands[seat])

    def give(seat, card):
        cards = hands[seat][card // per]
        cards.append(card)
        cards.sort()

    while True:
        # spin and pick up
        where[me] = (where[me] + int(rng.integers(o.spinner)) + 1) % len(board)
        space = board[where[me]]
        pile = piles[space.category]
        taken, piles[space.category] = pile[: space.icon.pickup], pile[space.icon.pickup :]
        for card in taken:
            give(me, card)
        if space.icon.name == "TRADE" and n > 1:
            traded: set[int] = set()
            while True:
                moves: list[tuple] = [("end",)]
                mine = [c for cards in hands[me] for c in cards]
                for other in range(n):
                    if other == me or other in traded:
                        continue
                    for card in [c for cards in hands[other] for c in cards]:
                        if money[me] >= o.buy_price:
                            moves.append(("buy", other, card))
                        moves.extend(("swap", other, card, g) for g in mine)
                move = moves[int(rng.integers(len(moves)))]
                if move[0] == "end":
                    break
                other, card = move[1], move[2]
                hands[other][card // per].remove(card)
                if move[0] == "buy":
                    money[me] -= o.buy_price
                    money[other] += o.buy_price
                else:
                    hands[me][move[3] // per].remove(move[3])
                    give(other, move[3])
                give(me, card)
                traded.add(other)
                if money[other] >= o.winning_money:
                    return other, turn, tuple(money)
                if len(traded) == n - 1:
                    break
        if has_company(me):
            companies = [c for c in range(len(CATEGORIES)) if len(hands[me][c]) >= COMPANY_MIN]
            pick = int(rng.integers(len(companies) + 1))
            if pick < len(companies):
                category = companies[pick]
                left = list(counts)
                drawn: list[int] = []
                bust = False
                while True:  # a Risky Business card, then draw or stop
                    weights = [c for c in left if c] + ([busts] if busts else [])
                    faces = [v for v, c in zip(values, left, strict=True) if c]
                    roll = int(rng.integers(sum(weights)))
                    at = 0
                    while roll >= weights[at]:
                        roll -= weights[at]
                        at += 1
                    face = faces[at] if at < len(faces) else None  # past the faces: BUST
                    if face is None:
                        bust = True
                        break
                    left[values.index(face)] -= 1
                    drawn.append(face)
                    choices = 2 if busts or any(left) else 1  # (Draw, Stop) or (Stop,)
                    if int(rng.integers(choices)) == choices - 1:  # picked Stop
                        break
                company = hands[me][category]
                hands[me][category] = []
                piles[category] = piles[category] + company
                if not bust:
                    money[me] += len(company) * sum(drawn)
                    if money[me] >= o.winning_money:
                        return me, turn, tuple(money)
        if turn >= o.max_turns:
            return None, turn, tuple(money)
        me = (me + 1) % n
        turn += 1


def bb_plain() -> list[tuple]:
    return [_plain_bb(np.random.default_rng([SEED, i])) for i in range(BB_GAMES)]


def same_bb_games(engine: list[tuple], plain: list[tuple]) -> None:
    if engine != plain:
        bad = next(i for i, (a, b) in enumerate(zip(engine, plain, strict=True)) if a != b)
        raise AssertionError(f"game {bad} differs: engine {engine[bad]} vs plain {plain[bad]}")


BENCHMARKS = [
    Benchmark(
        name=f"playouts: billionaire, {BB_GAMES} random 3-player games",
        candidate=bb_engine,
        baseline=bb_plain,
        baseline_name="plain mutable simulator, same random numbers",
        repeats=3,
        check=same_bb_games,
        max_slowdown=3,  # issue 14: search bots live on playouts
    ),
]
