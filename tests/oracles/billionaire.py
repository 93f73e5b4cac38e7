"""LOGO Billionaire (the Apprentice game) by the rule sheet, in plain Python: one simulator.

Written from the rule sheet and the B rulings (see ``docs/rulings.md``), not from
``logo_kit.billionaire``'s rule code: it reads the options' numbers (board, deck, prices)
and plays the game on mutable lists of card numbers, without checks or a log. The
decisions come from a *policy*, so the one simulator serves both benchmarks:

* :class:`RandomPolicy`: every decision uniform over the legal moves, listed in the order
  the engine's ``legal_moves()`` lists them, drawing the same random numbers as the
  engine's random playout (``benchmarks/bench_playouts.py``);
* :class:`FixedCountPolicy`: the fixed-count launcher bots of ``logo_kit.billionaire``
  (``benchmarks/bench_billionaire.py``), written again on counts.

Chance (the deal, the spinner, each Risky Business card) draws the random numbers the
engine's sampler draws, so every seeded game must end as the engine's does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Protocol

import numpy as np

if TYPE_CHECKING:  # options are read, never their rules
    from logo_kit.billionaire import ApprenticeOptions

__all__ = ["COMPANY_MIN", "FixedCountPolicy", "RandomPolicy", "launch", "plain_game"]

COMPANY_MIN = 3  # ruling B2: three or more brand cards of one category make a company
CATEGORIES = 6


class Policy(Protocol):
    """Who decides: the simulator asks it at each decision."""

    def trade(self, me: int, hands: list, money: list, traded: set[int], moves) -> tuple:
        """The trade move: ``("end",)``, ``("buy", other, card)`` or ``("swap", other, card,
        mine)``; ``moves(me, traded)`` lists every legal one in the engine's order."""

    def launch(self, me: int, hands: list, companies: list[int]) -> int | None:
        """The category to launch as a company, or None."""

    def draw_again(self, me: int, drawn: list[int], choices: int) -> bool:
        """Draw another Risky Business card? ``choices`` is 1 when only Stop is legal."""


class RandomPolicy:
    """Uniform random decisions over the legal moves in the engine's order."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng

    def trade(self, me, hands, money, traded, moves):
        listed = moves(me, traded)
        return listed[int(self.rng.integers(len(listed)))]

    def launch(self, me, hands, companies):
        pick = int(self.rng.integers(len(companies) + 1))  # the last choice: launch nothing
        return companies[pick] if pick < len(companies) else None

    def draw_again(self, me, drawn, choices):
        return int(self.rng.integers(choices)) != choices - 1  # (Draw, Stop) or (Stop,)


class FixedCountPolicy:
    """The fixed-count bots: trade towards their biggest category (swapping a single card, or
    buying when they have none to spare), launch their biggest company, and stop after
    ``counts[seat]`` Risky Business cards."""

    def __init__(self, counts: list[int], buy_price: int) -> None:
        self.counts, self.buy_price = counts, buy_price

    def trade(self, me, hands, money, traded, moves):
        mine = [len(cards) for cards in hands[me]]
        for other, theirs_cards in enumerate(hands):
            if other == me or other in traded:
                continue
            theirs = [len(cards) for cards in theirs_cards]
            wanted = [c for c in range(CATEGORIES) if theirs[c] and mine[c] >= 2]
            if not wanted:
                continue
            take = max(wanted, key=lambda c: (mine[c], -c))
            card = theirs_cards[take][0]
            spares = [c for c in range(CATEGORIES) if c != take and mine[c] == 1]
            if spares:
                give = min(spares, key=lambda c: (theirs[c] >= 2, c))
                return ("swap", other, card, hands[me][give][0])
            if money[me] >= self.buy_price:
                return ("buy", other, card)
        return ("end",)

    def launch(self, me, hands, companies):
        return max(companies, key=lambda c: (len(hands[me][c]), -c))

    def draw_again(self, me, drawn, choices):
        return choices > 1 and len(drawn) < self.counts[me]


def launch(cards: Iterable[int | None], draw_again: Callable[[list[int]], bool]) -> tuple:
    """Risky Business (ruling B2): turn cards over, at least one, until the player stops,
    a BUST (``None``) comes or the cards run out; returns ``(values drawn, bust?)``.

    The one place the tests write the launch: the simulator below draws its cards with the
    engine's random numbers, and the brute force (``tests/billionaire/bb_brute.py``) runs
    it over every ordering of a small deck.

    >>> launch([10, 20, None], lambda drawn: True), launch([10, 20, None], lambda d: len(d) < 2)
    (([10, 20], True), ([10, 20], False))
    """
    drawn: list[int] = []
    for card in cards:
        if card is None:
            return drawn, True
        drawn.append(card)
        if not draw_again(drawn):
            break
    return drawn, False


def _risky_cards(
    values: list[int], left: list[int], busts: int, rng: np.random.Generator
) -> Iterator[int | None]:
    # one card at a time from what is left, with the engine's random numbers: a face
    # value (taken out of ``left``), or None for a BUST
    while True:
        weights = [c for c in left if c] + ([busts] if busts else [])
        faces = [v for v, c in zip(values, left, strict=True) if c]
        roll = int(rng.integers(sum(weights)))
        at = 0
        while roll >= weights[at]:
            roll -= weights[at]
            at += 1
        if at >= len(faces):  # past the faces: BUST
            yield None
            return
        left[values.index(faces[at])] -= 1
        yield faces[at]


def plain_game(options: ApprenticeOptions, rng: np.random.Generator, policy: Policy) -> tuple:
    """One Apprentice game; returns ``(winner seat or None, turns, money per seat)``.

    A card is ``category × per + (number − 1)``; hands hold each category's cards sorted.
    """
    o = options
    n, per, board = o.players, o.cards_per_category, o.board.spaces
    values = [v for v, _ in o.risky_business.values]
    counts = [c for _, c in o.risky_business.values]
    busts = o.risky_business.busts
    # the deal: the first n cards of each category, shuffled, one at a time round the table
    piles = [[c * per + k for k in range(n, per)] for c in range(CATEGORIES)]
    undealt = [c * per + k for c in range(CATEGORIES) for k in range(n)]
    hands = [[[] for _ in range(CATEGORIES)] for _ in range(n)]
    for i, index in enumerate(rng.permutation(len(undealt))):
        card = undealt[int(index)]
        hands[i % n][card // per].append(card)
    for hand in hands:
        for cards in hand:
            cards.sort()
    money = [o.starting_money] * n
    where = [i * len(board) // n for i in range(n)]
    me, turn = 0, 1

    def give(seat, card):
        cards = hands[seat][card // per]
        cards.append(card)
        cards.sort()

    def trade_moves(me: int, traded: set[int]) -> list[tuple]:
        # End, then per other player not yet traded with and per card of theirs:
        # buy it (if affordable), then swap it for each of my cards
        listed: list[tuple] = [("end",)]
        mine = [c for cards in hands[me] for c in cards]
        for other in range(n):
            if other == me or other in traded:
                continue
            for card in [c for cards in hands[other] for c in cards]:
                if money[me] >= o.buy_price:
                    listed.append(("buy", other, card))
                listed.extend(("swap", other, card, g) for g in mine)
        return listed

    while True:
        # spin, move and pick up the space's cards (as many as its pile still holds)
        where[me] = (where[me] + int(rng.integers(o.spinner)) + 1) % len(board)
        space = board[where[me]]
        pile = piles[space.category]
        taken, piles[space.category] = pile[: space.icon.pickup], pile[space.icon.pickup :]
        for card in taken:
            give(me, card)
        if space.icon.name == "TRADE" and n > 1:
            traded: set[int] = set()

            while True:
                move = policy.trade(me, hands, money, traded, trade_moves)
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
        companies = [c for c in range(CATEGORIES) if len(hands[me][c]) >= COMPANY_MIN]
        category = policy.launch(me, hands, companies) if companies else None
        if category is not None:
            left = list(counts)
            drawn, bust = launch(  # with nothing left to draw, Stop is the only choice
                _risky_cards(values, left, busts, rng),
                lambda drawn, me=me, left=left: policy.draw_again(
                    me, drawn, 2 if busts or any(left) else 1
                ),
            )
            company = hands[me][category]
            hands[me][category] = []
            piles[category] = piles[category] + company
            if not bust:  # a BUST earns nothing; else the company's size times the sum
                money[me] += len(company) * sum(drawn)
                if money[me] >= o.winning_money:
                    return me, turn, tuple(money)
        if turn >= o.max_turns:
            return None, turn, tuple(money)
        me = (me + 1) % n
        turn += 1
