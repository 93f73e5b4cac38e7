"""The counting tables behind :mod:`logo_kit.logo.odds_rotation` (no listing of hands).

A hand that will keep the best n of its n + r cards is built card by card, the
highest values first: its first r cards are its r highest and are not
counted, the rest add to its counted total A. A table holds the number of
partial hands for every (cards so far, bucket of A), and for two opponents
every pair of partial hands that share no card (each card goes to hand 1,
hand 2 or neither). A hand may also be *restricted to a colour*: it then
carries how many of its cards are outside that colour, at most r.

The LOGO, the only card below zero, is left out while the tables are built
and handed out at the end, so that a total that has passed the top bucket
can never come back down.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from logo_kit.exact import comb
from logo_kit.logo.cards import Card
from logo_kit.logo.odds_pool import WILD, card_class

__all__ = [
    "Scale",
    "category_scale",
    "color_scale",
    "exact_scale",
    "pair_table",
    "single_table",
    "split_logos",
]

_LOGO_STEP = 10  # a LOGO lowers a total by 10 (ruling L3)


@dataclass(frozen=True)
class Scale:
    """Buckets for a hand's counted total A.

    While a table is built an empty hand sits at bucket 0 and a counted card of
    value v moves a hand up by ``step(v)`` buckets, the last of ``width``
    buckets keeping "or more". Adding j of the unseen LOGOs at the end moves a
    hand by ``lift(j)`` buckets into the final buckets, where ``rep[i]`` is a
    value whose category (lower, equal or higher than the declarer) stands for
    everything in bucket i.
    """

    width: int
    step: Callable[[int], int]
    lift: Callable[[int], int]
    rep: np.ndarray


def _upward(cap: int, logos: int) -> Scale:
    """Totals counted upwards; totals ≥ cap + 10·logos share the top bucket (no LOGO
    can bring them below cap). Final bucket f stands for the total f − 10·logos."""
    width = cap + _LOGO_STEP * logos + 1
    rep = np.minimum(np.arange(width) - _LOGO_STEP * logos, cap)
    return Scale(width, lambda v: v, lambda j: _LOGO_STEP * (logos - j), rep)


def _shortfall(top: int, past: int, n: int) -> Scale:
    """Totals counted down from n·top by the shortfall w = top − v of each counted card;
    shortfalls only grow, and everything from ``past`` on shares the last bucket."""
    return Scale(
        past + 1, lambda v: top - v, lambda j: j * (top + _LOGO_STEP), n * top - np.arange(past + 1)
    )


def split_logos(pool: Sequence[Card]) -> tuple[list[Card], int]:
    """The unseen cards other than LOGO, and the number of LOGOs."""
    return [card for card in pool if not card.is_wild], sum(card.is_wild for card in pool)


def exact_scale(pool: Sequence[Card], n: int, r: int) -> Scale:
    """Every total kept apart (for whole distributions): no total reaches the top bucket.

    No counted total exceeds the n values after the r highest, so that is the top.
    """
    others, logos = split_logos(pool)
    ordered = sorted((card.value for card in others), reverse=True)
    return _upward(sum(ordered[r : r + n]), logos)


def category_scale(pool: Sequence[Card], n: int, mine: int) -> Scale:
    """Totals only as far as they compare with ``mine``: the narrower of two ways.

    Upwards, every total ≥ cap = max(mine + 1, 0) is higher (and a colour hand
    there is worth 0, on the same side). By shortfall from the highest card
    value ``top``, every total ≤ mine − 1 is lower (colour hands too, since
    min(A, 0) ≤ A).
    """
    others, logos = split_logos(pool)
    cap = max(mine + 1, 0)
    top = max((card.value for card in others), default=0)
    past = max(n * top - mine + 1, 0)
    if cap + _LOGO_STEP * logos <= past:
        return _upward(cap, logos)
    return _shortfall(top, past, n)


def color_scale(pool: Sequence[Card], n: int, mine: int, color: str) -> Scale:
    """For a hand that keeps a colour hand of ``color``: only totals A ≥ mine matter
    (below, the colour hand changes no category), so by shortfall from that colour's
    highest card they may fit in fewer buckets — else as :func:`category_scale`.

    The counted cards of such a hand never exceed the colour's highest card: a
    card above it is outside the colour, and counted only if the r cards above
    it are outside too, which makes r + 1 outside cards.
    """
    plain = category_scale(pool, n, mine)
    least = mine if mine > 0 else 1
    others, _ = split_logos(pool)
    top = max((c.value for c in others if card_class(c) == color), default=0)
    past = max(n * top - least + 1, 0)
    return plain if plain.width <= past + 1 else _shortfall(top, past, n)


def _shift_add(dst: np.ndarray, src: np.ndarray, shift: int, axis: int) -> None:
    """``dst += src`` moved up by ``shift`` along ``axis``; the last bucket means "or more"."""
    width = src.shape[axis]
    lead = (slice(None),) * axis
    if shift < 0:
        # Only a colour hand's scale has negative steps: for cards above the colour's
        # highest card, which such a hand never counts (see color_scale).
        if src.any():
            raise AssertionError("a hand kept for a colour counted a card above the colour")
    elif shift == 0:
        dst += src
    elif shift >= width - 1:
        dst[(*lead, width - 1)] += src.sum(axis=axis)
    else:
        dst[(*lead, slice(shift, width - 1))] += src[(*lead, slice(0, width - 1 - shift))]
        dst[(*lead, width - 1)] += src[(*lead, slice(width - 1 - shift, width))].sum(axis=axis)


def _lift(table: np.ndarray, moves: int, axis: int) -> np.ndarray:
    moved = np.zeros_like(table)
    _shift_add(moved, table, moves, axis)
    return moved


def _order(cards: Sequence[Card]) -> list[tuple[int, str]]:
    """(value, colour class) of each card, highest value first."""
    return sorted(((card.value, card_class(card)) for card in cards), reverse=True)


def _fits(color: str | None) -> set[str] | None:
    return None if color is None else {color, WILD}


def _logo_ways(logos: int, hands: int) -> list[tuple[tuple[int, ...], int]]:
    """Ways to hand out the unseen LOGOs: (LOGOs per hand, number of ways)."""
    ways = []
    for split in itertools.product(range(logos + 1), repeat=hands):
        if sum(split) <= logos:
            count, left = 1, logos
            for j in split:
                count, left = count * comb(left, j), left - j
            ways.append((split, count))
    return ways


def single_table(
    pool: Sequence[Card], n: int, r: int, scale: Scale, color: str | None
) -> np.ndarray:
    """Counts of (n + r)-card sets of ``pool`` by final bucket of A.

    With ``color`` set, only sets with at most r cards outside that colour
    (LOGO fits every colour) are counted.
    """
    m = n + r
    others, logos = split_logos(pool)
    fits = _fits(color)
    flags = 1 if fits is None else r + 1
    table = np.zeros((flags, m + 1, scale.width), dtype=np.int64)
    table[0, 0, 0] = 1
    for value, cls in _order(others):
        old = table.copy()
        outside = 0 if fits is None or cls in fits else 1
        step = scale.step(value)
        for flag in range(flags - outside):
            into = flag + outside
            table[into, 1 : r + 1] += old[flag, 0:r]  # one of the r highest: not counted
            _shift_add(table[into, r + 1 :], old[flag, r:m], step, axis=1)
    sizes = table.sum(axis=0)
    final = np.zeros(scale.width, dtype=np.int64)
    for (j,), ways in _logo_ways(logos, 1):
        final += ways * _lift(sizes[m - j], scale.lift(j), axis=0)
    return final


def pair_table(
    pool: Sequence[Card],
    n: int,
    r: int,
    scales: tuple[Scale, Scale],
    colors: tuple[str | None, str | None],
) -> np.ndarray:
    """Counts of ordered pairs of disjoint (n + r)-card sets by (bucket 1, bucket 2).

    Each card goes to hand 1, hand 2 or neither; a hand restricted to a colour
    may hold at most r cards outside it. Only hand sizes that the cards still
    to come can complete are updated.
    """
    m = n + r
    others, logos = split_logos(pool)
    fits = [_fits(color) for color in colors]
    flags = [1 if f is None else r + 1 for f in fits]
    table = np.zeros(
        (flags[0], m + 1, flags[1], m + 1, scales[0].width, scales[1].width), dtype=np.int64
    )
    table[0, 0, 0, 0, 0, 0] = 1
    cards = _order(others)
    for index, (value, cls) in enumerate(cards):
        low = max(0, m - logos - (len(cards) - index))  # smaller hands cannot be completed
        high = min(index, m)
        old = table[:, low : high + 1, :, low : high + 1].copy()
        free = (low, min(high + 1, m, r))  # sizes whose next card is one of the r highest
        counted = (max(low, r), min(high + 1, m))
        for hand in (0, 1):
            outside = 0 if fits[hand] is None or cls in fits[hand] else 1
            step = scales[hand].step(value)
            for flag in range(flags[hand] - outside):
                if hand == 0:
                    target = table[flag + outside, :, :, low : high + 1]
                    source = old[flag]
                else:
                    target = np.moveaxis(table[:, low : high + 1, flag + outside], 2, 0)
                    source = np.moveaxis(old[:, :, flag], 2, 0)
                if free[0] < free[1]:
                    target[free[0] + 1 : free[1] + 1] += source[free[0] - low : free[1] - low]
                if counted[0] < counted[1]:
                    _shift_add(
                        target[counted[0] + 1 : counted[1] + 1],
                        source[counted[0] - low : counted[1] - low],
                        step,
                        axis=3 if hand == 0 else 4,
                    )
    sizes = table.sum(axis=(0, 2))
    final = np.zeros((scales[0].width, scales[1].width), dtype=np.int64)
    for (j1, j2), ways in _logo_ways(logos, 2):
        part = _lift(sizes[m - j1, m - j2], scales[0].lift(j1), axis=0)
        final += ways * _lift(part, scales[1].lift(j2), axis=1)
    return final
