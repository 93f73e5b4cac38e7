"""Declare LOGO now, or wait one more turn? Expected points under stated models.

"Waiting scores your value v" is not what happens: if you wait, everybody
plays on, your hand and theirs change, and the round still ends some time
later. This module answers the one-step question — *declare now, or take one
more turn and declare then?* (a one-step look-ahead, the first question of
optimal stopping) — with expected points (ruling L10), under these
assumptions:

- **Unseen cards.** Every opponent hand and every draw comes from the cards
  you have not seen, uniformly and without replacement (the discard pile's
  cards are out of play unless you list them as unseen).
- **Opponent policy.** On every turn an opponent draws the top card of the draw
  pile blind (never the discard) and keeps the best 7 of 8. Nobody else
  declares and nobody uses an action on you in between.
- **Declare now.** Each opponent then has one more turn (ruling L9): they end
  with the best 7 of 8 cards (:func:`~logo_kit.logo.declare_advice` with
  ``final_rotation=True``).
- **Wait one more turn.** You draw one card blind and keep the best 7 of your
  8; each opponent takes one ordinary turn; then you declare and each opponent
  takes the final turn. Each opponent ends with the best 7 of their 7 + 2
  cards. (Discarding after the first draw they cannot see the second; choosing
  the best 7 of all 9 flatters them slightly, and only when a colour hand is
  in reach.) Your hand is compared as it is after your turn.

One opponent: both numbers exact. Two opponents: "now" exact, "wait" a seeded
simulation with its 95% interval. Three or more: both simulated.

>>> advice = declare_or_wait("R5 B6 G7 R8 0 0 JUMP", opponents=1)  # value 41
>>> advice.exact, advice.recommend  # your draw will most likely replace the Jump
(True, 'wait one more turn')
>>> declare_or_wait("R3 R4 R5 B6 B7 G8 G9").recommend  # value 42, no card to shed
'declare now'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean
from logo_kit.exact import Distribution, comb
from logo_kit.logo.cards import HAND_SIZE, Card, decks_at_table, hand_value
from logo_kit.logo.odds_counting import COLOR_CLASSES
from logo_kit.logo.odds_declare import (
    DEFAULT_SAMPLES,
    MAX_OPPONENTS,
    MAX_SAMPLES,
    _opponent_values,
    _read_rng,
    declare_advice,
)
from logo_kit.logo.odds_pool import (
    WILD,
    CardsLike,
    card_class,
    pool_for_hand,
    read_decks,
    read_hand,
)
from logo_kit.logo.odds_rotation import keep_best, rotation_value_counts

__all__ = ["WaitAdvice", "declare_or_wait", "next_turn_values"]


@dataclass(frozen=True)
class WaitAdvice:
    """Expected points (lower is better) of declaring now and of declaring one turn later.

    ``now`` and ``next_turn`` are Fractions when exact; a simulated number is a
    float whose :class:`~logo_kit.estimates.Estimate` (95% interval) is in
    ``next_turn_estimate`` (and ``now_estimate``). ``your_next_value`` is the exact
    distribution of your hand's value after your own extra turn.
    """

    hand_value: int
    opponents: int
    now: Fraction | float
    next_turn: Fraction | float
    your_next_value: Distribution
    exact: bool
    declarer_wins_ties: bool = False
    now_estimate: Estimate | None = None
    next_turn_estimate: Estimate | None = None

    @property
    def gain_from_waiting(self) -> Fraction | float:
        """Expected points saved by waiting one turn (negative: waiting costs points)."""
        return self.now - self.next_turn

    @property
    def recommend(self) -> str:
        """``"declare now"`` or ``"wait one more turn"`` (equal counts as declare now)."""
        return "wait one more turn" if self.next_turn < self.now else "declare now"

    def __str__(self) -> str:
        how = "exact" if self.exact else "simulated parts with 95% intervals"
        return (
            f"hand value {self.hand_value} vs {self.opponents} opponent(s): expected points "
            f"{float(self.now):.2f} if you declare now, {float(self.next_turn):.2f} if you "
            f"wait one more turn → {self.recommend} ({how})"
        )


def _points(mine: int, lowest: int, wins_ties: bool) -> int:
    """The declarer's points against the lowest opponent value (ruling L10)."""
    if lowest > mine or (lowest == mine and wins_ties):
        return min(mine, 0)
    return 2 * mine


def next_turn_values(
    hand: CardsLike,
    unseen: CardsLike | None = None,
    *,
    decks: int = 1,
    hand_size: int = HAND_SIZE,
) -> Distribution:
    """Exact distribution of your hand's value after one more turn: draw one unseen card
    blind, keep the best ``hand_size`` of your cards (:func:`keep_best`).

    >>> next_turn_values("R1 R2 R3 R4 R5 R6 JUMP")[0]  # a red card or the LOGO: 9 of 48
    Fraction(3, 16)
    """
    cards, pool, _ = _read(hand, unseen, decks, hand_size)
    return Distribution.from_counts(_your_values(cards, pool, hand_size))


def _read(
    hand: CardsLike, unseen: CardsLike | None, decks: int, hand_size: int
) -> tuple[list[Card], list[Card], int]:
    cards = read_hand(hand, hand_size)
    decks = read_decks(decks)
    return cards, pool_for_hand(cards, unseen, decks), decks


def _your_values(cards: list[Card], pool: list[Card], n: int) -> Counter:
    """Your value after drawing each unseen card (by card, counted with repeats)."""
    after = {card: keep_best([*cards, card], keep=n)[1] for card in set(pool)}
    return Counter(after[card] for card in pool)


def declare_or_wait(
    hand: CardsLike,
    opponents: int = 1,
    unseen: CardsLike | None = None,
    *,
    declarer_wins_ties: bool = False,
    rng: np.random.Generator | int | None = None,
    samples: int = DEFAULT_SAMPLES,
    decks: int | None = None,
    hand_size: int = HAND_SIZE,
) -> WaitAdvice:
    """Expected points of declaring LOGO now versus after one more turn (module docstring).

    ``opponents`` is 1–7; for 2 or more the "wait" number is simulated with ``rng``
    (a numpy Generator or a seed) over ``samples`` deals (2 to 500,000). The decks
    are what the table uses (ruling L1); ``decks`` may only repeat that number.
    """
    opponents = checks.whole(
        opponents, "opponents", low=1, high=MAX_OPPONENTS, why="LOGO is played by 2 to 8 players"
    )
    wins_ties = checks.flag(declarer_wins_ties, "declarer_wins_ties")
    decks = decks_at_table(opponents + 1, decks)
    cards, pool, decks = _read(hand, unseen, decks, hand_size)
    n = hand_size
    if 1 + opponents * (n + 2) > len(pool):
        raise LogoKitError(
            f"waiting one turn needs {1 + opponents * (n + 2)} unseen cards (your draw and "
            f"{n} + 2 cards per opponent), but only {len(pool)} are unseen."
        )
    mine = hand_value(cards, size=n, decks=decks)
    yours = _your_values(cards, pool, n)
    your_next = Distribution.from_counts(yours)
    if opponents == 1:
        now = declare_advice(
            cards,
            1,
            pool,
            declarer_wins_ties=wins_ties,
            decks=decks,
            hand_size=n,
            final_rotation=True,
        ).expected_if_declare
        return WaitAdvice(
            mine, 1, now, _exact_wait(cards, pool, n, wins_ties), your_next, True, wins_ties
        )
    samples = checks.whole(samples, "samples", low=2, high=MAX_SAMPLES, why="more deals take long")
    generator = _read_rng(rng)
    now_estimate = None
    if opponents == 2:
        now: Fraction | float = declare_advice(
            cards,
            2,
            pool,
            declarer_wins_ties=wins_ties,
            decks=decks,
            hand_size=n,
            final_rotation=True,
        ).expected_if_declare
    else:
        now_advice = declare_advice(
            cards,
            opponents,
            pool,
            declarer_wins_ties=wins_ties,
            decks=decks,
            hand_size=n,
            final_rotation=True,
            rng=generator,
            samples=samples,
            method="simulate",
        )
        now, now_estimate = now_advice.expected_if_declare, now_advice.estimates.expected_if_declare
    wait = _simulated_wait(cards, pool, n, opponents, wins_ties, generator, samples)
    return WaitAdvice(
        mine, opponents, now, wait.mean, your_next, False, wins_ties, now_estimate, wait
    )


def _exact_wait(cards: list[Card], pool: list[Card], n: int, wins_ties: bool) -> Fraction:
    """One opponent: sum over your draw c of P(c) · E[points | your new value, their 9 cards
    from the unseen cards but c]."""
    total = Fraction(0)
    draws = Counter(pool)
    for card, copies in draws.items():
        rest = list(pool)
        rest.remove(card)
        mine = keep_best([*cards, card], keep=n)[1]
        theirs = rotation_value_counts(rest, n, 2)
        sets = comb(len(rest), n + 2)
        expected = Fraction(
            sum(count * _points(mine, value, wins_ties) for value, count in theirs.items()), sets
        )
        total += Fraction(copies, len(pool)) * expected
    return total


def _simulated_wait(
    cards: list[Card],
    pool: list[Card],
    n: int,
    opponents: int,
    wins_ties: bool,
    rng: np.random.Generator,
    samples: int,
) -> Estimate:
    """Seeded deals of the "wait" model: your draw first, then 7 + 2 cards per opponent."""
    codes = {**{cls: i for i, cls in enumerate(COLOR_CLASSES)}, WILD: len(COLOR_CLASSES)}
    values = np.array([card.value for card in pool], dtype=np.int64)
    classes = np.array([codes[card_class(card)] for card in pool], dtype=np.int64)
    after = {card: keep_best([*cards, card], keep=n)[1] for card in set(pool)}
    yours = np.array([after[card] for card in pool], dtype=np.int64)
    points = np.empty(samples, dtype=np.float64)
    chunk = 4_096
    for start in range(0, samples, chunk):
        size = min(chunk, samples - start)
        order = rng.random((size, len(pool))).argsort(axis=1)[:, : 1 + opponents * (n + 2)]
        mine = yours[order[:, 0]]
        lowest = _opponent_values(values, classes, order[:, 1:], opponents, n, 2).min(axis=1)
        won = (lowest > mine) | ((lowest == mine) & wins_ties)
        points[start : start + size] = np.where(won, np.minimum(mine, 0), 2 * mine)
    return estimate_mean(points)
