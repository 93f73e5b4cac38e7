"""Exact Risky Business odds: bust chances and the value a launch draws (ruling B2).

The deck is shuffled before every launch, so the cards drawn are a uniformly
random ordering of the deck, read from the top. Everything here is counted
exactly: the chance of no BUST in ``k`` draws is C(value cards, k) / C(cards, k),
and a stopping rule's outcome is found by following every ordering at once,
grouped by the multiset of cards drawn so far.

>>> from logo_kit.billionaire import RiskyBusinessDeck
>>> deck = RiskyBusinessDeck.bull()
>>> bust_probability(deck, 1)
Fraction(1, 10)
>>> launch_value_distribution(RiskyBusinessDeck({10: 1, 20: 1}, busts=1), 2)
Distribution({0: 2/3, 30: 1/3})
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_kit.errors import LogoKitError
from logo_kit.exact import Distribution, comb

__all__ = [
    "StoppingRule",
    "bust_probability",
    "expected_sum_by_draws",
    "launch_value_distribution",
    "next_bust_chance",
    "survival_curve",
]

StoppingRule = Callable[[tuple[int, ...]], bool]
"""``rule(cards_so_far) -> draw another?``; cards_so_far is a sorted tuple of values."""


def _check_deck(deck: Any) -> RiskyBusinessDeck:
    return checks.instance(
        deck,
        "deck",
        RiskyBusinessDeck,
        "a RiskyBusinessDeck: build one with RiskyBusinessDeck.bull(), .bear() or "
        "RiskyBusinessDeck({10: 9, ...}, busts=3)",
    )


def _check_draws(deck: RiskyBusinessDeck, draws: Any) -> int:
    if not checks.is_whole(draws):
        raise LogoKitError(f"draws must be a whole number of cards, got {checks.describe(draws)}.")
    draws = int(draws)
    if not 1 <= draws <= deck.size:
        raise LogoKitError(
            f"cannot draw {checks.describe(draws)} cards: a launch draws at least 1 card "
            f"(ruling B2) and at most the {deck.size} cards in the deck."
        )
    return draws


def bust_probability(deck: RiskyBusinessDeck, draws: int) -> Fraction:
    """Exact chance that at least one BUST is among the first ``draws`` cards.

    No BUST means all ``draws`` cards come from the value cards:
    P(no bust) = C(value cards, draws) / C(cards, draws), which is 0 once
    ``draws`` exceeds the number of value cards.

    >>> deck = RiskyBusinessDeck.bull()
    >>> bust_probability(deck, 2)  # 1 − (27·26)/(30·29)
    Fraction(28, 145)
    >>> bust_probability(deck, 28)  # only 27 value cards: a BUST is certain
    Fraction(1, 1)
    """
    deck = _check_deck(deck)
    draws = _check_draws(deck, draws)
    return 1 - Fraction(comb(deck.value_cards, draws), comb(deck.size, draws))


def survival_curve(deck: RiskyBusinessDeck) -> dict[int, Fraction]:
    """``{k: chance of no BUST in the first k cards}`` for k = 1 … deck size.

    >>> survival_curve(RiskyBusinessDeck({10: 2}, busts=1))
    {1: Fraction(2, 3), 2: Fraction(1, 3), 3: Fraction(0, 1)}
    """
    deck = _check_deck(deck)
    return {k: 1 - bust_probability(deck, k) for k in range(1, deck.size + 1)}


def expected_sum_by_draws(deck: RiskyBusinessDeck) -> dict[int, Fraction]:
    """``{k: expected sum when always stopping after k cards}`` (a BUST counts 0).

    Given no BUST, k cards are a uniform k-subset of the value cards, whose mean
    sum is k × (mean card value); so E = k · (total value / value cards) · P(no bust).

    >>> expected_sum_by_draws(RiskyBusinessDeck({10: 2}, busts=1))
    {1: Fraction(20, 3), 2: Fraction(20, 3), 3: Fraction(0, 1)}
    """
    deck = _check_deck(deck)
    mean_card = Fraction(deck.total_value, deck.value_cards)
    return {k: k * mean_card * survive for k, survive in survival_curve(deck).items()}


def next_bust_chance(deck: RiskyBusinessDeck, cards_so_far: Iterable[int] = ()) -> Fraction:
    """Chance that the next card is a BUST, given the value cards drawn so far.

    >>> next_bust_chance(RiskyBusinessDeck.bull(), [10, 20])  # 3 BUSTs among 28 cards
    Fraction(3, 28)
    """
    deck = _check_deck(deck)
    drawn = sum(deck.drawn_counts(cards_so_far))
    left = deck.size - drawn
    if left == 0:
        raise LogoKitError("every card has been drawn: there is no next card.")
    return Fraction(deck.busts, left)


def _as_rule(rule: Any) -> Callable[[tuple[int, ...]], Any]:
    should_draw = getattr(rule, "should_draw", None)
    if callable(should_draw):
        return should_draw
    if callable(rule):
        return rule
    raise LogoKitError(
        f"expected a number of draws or a stopping rule, got {checks.describe(rule)}: a rule "
        "is a function "
        "of the sorted tuple of values drawn so far that returns True to draw another card."
    )


def launch_value_distribution(
    deck: RiskyBusinessDeck, draws_or_rule: int | StoppingRule
) -> Distribution:
    """Exact distribution of the sum drawn in one launch (0 on a BUST).

    ``draws_or_rule`` is either a whole number ``k`` (always stop after k cards)
    or a stopping rule: a function of the *sorted tuple* of values drawn so far
    returning ``True`` to draw another card (any object with a ``should_draw``
    method works too, e.g. an optimal policy). The first card is always drawn
    (ruling B2), so the rule is first asked after one card; a rule that asks for
    a card when none is left simply stops.

    >>> deck = RiskyBusinessDeck({10: 2, 20: 1, 50: 1}, busts=2)
    >>> launch_value_distribution(deck, 1)
    Distribution({0: 1/3, 10: 1/3, 20: 1/6, 50: 1/6})
    >>> launch_value_distribution(deck, lambda cards: sum(cards) < 20)[0]
    Fraction(7, 15)
    """
    deck = _check_deck(deck)
    if checks.is_whole(draws_or_rule):
        draws = _check_draws(deck, draws_or_rule)
        deck.check_solvable("launch_value_distribution")
        return _fixed_count_distribution(deck, draws)
    rule = _as_rule(draws_or_rule)
    deck.check_solvable("launch_value_distribution")
    return _rule_distribution(deck, rule)


def _compositions(limits: tuple[int, ...], total: int) -> Iterable[tuple[int, ...]]:
    """All tuples ``k`` with 0 ≤ k_i ≤ limits_i and Σ k_i = total (no recursion).

    The last count is whatever the others leave, so only the first ones are listed.
    """
    if not limits:
        if total == 0:
            yield ()
        return
    *heads, last = limits
    for ks in itertools.product(*(range(min(n, total) + 1) for n in heads)):
        rest = total - sum(ks)
        if 0 <= rest <= last:
            yield (*ks, rest)


def _fixed_count_distribution(deck: RiskyBusinessDeck, draws: int) -> Distribution:
    # Count the C(size, draws) equally likely sets of cards: sets holding a BUST give
    # 0; a set of value cards with k_v cards of each value v (Π C(n_v, k_v) such sets)
    # gives Σ k_v · v.
    values = deck.distinct_values
    limits = tuple(c for _, c in deck.values)
    counts: dict[int, int] = {}
    if draws <= deck.value_cards:
        for ks in _compositions(limits, draws):
            ways = 1
            for n, k in zip(limits, ks, strict=True):
                ways *= comb(n, k)
            total = sum(v * k for v, k in zip(values, ks, strict=True))
            counts[total] = counts.get(total, 0) + ways
    no_bust = sum(counts.values())
    counts[0] = counts.get(0, 0) + comb(deck.size, draws) - no_bust
    return Distribution.from_counts(counts)


def _falling(n: int, k: int) -> int:
    """n · (n−1) ··· (n−k+1): ordered ways to draw k of n distinct cards."""
    out = 1
    for j in range(k):
        out *= n - j
    return out


def _wants_card(rule: Callable[[tuple[int, ...]], Any], cards: tuple[int, ...]) -> bool:
    answer = rule(cards)
    if not isinstance(answer, bool | np.bool_):
        raise LogoKitError(
            f"a stopping rule must return True (draw another card) or False (stop); "
            f"for cards {cards} it returned {checks.describe(answer)}."
        )
    return bool(answer)


def _rule_distribution(
    deck: RiskyBusinessDeck, rule: Callable[[tuple[int, ...]], Any]
) -> Distribution:
    # Forward pass over the multiset of cards drawn so far (a count per value, coded as
    # one mixed-radix integer). The weight of a multiset counts the ORDERED sequences of
    # m distinct physical value cards that give it; each ordered sequence of m cards has
    # chance 1 / (size·(size−1)···(size−m+1)).
    values = deck.distinct_values
    limits = tuple(c for _, c in deck.values)
    kinds = range(len(values))
    strides = [math.prod(n + 1 for n in limits[:i]) for i in kinds]
    size, busts = deck.size, deck.busts
    outcomes: dict[int, dict[int, int]] = {}  # cards seen m -> {sum: ordered count}
    frontier: dict[int, int] = {0: 1}
    # code -> (count of each value, sorted values drawn)
    known: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {0: (tuple(0 for _ in kinds), ())}
    depth = 0
    while frontier:
        following: dict[int, int] = {}
        busted = 0
        for state, weight in frontier.items():
            counts, cards = known[state]
            # ruling B2: the first card is always drawn; with no card left, stop (B10)
            if depth >= 1 and (depth == size or not _wants_card(rule, cards)):
                at = outcomes.setdefault(depth, {})
                total = sum(cards)
                at[total] = at.get(total, 0) + weight
                continue
            busted += weight * busts  # the next card is a BUST: worth 0 (ruling B2)
            before = 0  # cards of smaller value: where the next value card goes in order
            for i in kinds:
                k = counts[i]
                before += k
                if k < limits[i]:
                    child = state + strides[i]
                    if child in following:
                        following[child] += weight * (limits[i] - k)
                    else:  # first seen (a multiset has one size, so one depth)
                        following[child] = weight * (limits[i] - k)
                        known[child] = (
                            (*counts[:i], k + 1, *counts[i + 1 :]),
                            (*cards[:before], values[i], *cards[before:]),
                        )
        if busted:
            outcomes.setdefault(depth + 1, {})[0] = busted
        frontier = following
        depth += 1
    # Put every depth over the common denominator size·(size−1)···(size−deepest+1).
    deepest = max(outcomes)
    counts: dict[int, int] = {}
    for m, at in outcomes.items():
        scale = _falling(size - m, deepest - m)
        for total, weight in at.items():
            counts[total] = counts.get(total, 0) + weight * scale
    return Distribution.from_counts(counts)
