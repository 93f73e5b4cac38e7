"""Two opponents who both keep colour hands of different colours, counted by listing.

This is the smallest correction in :func:`~logo_kit.logo.odds_rotation.pair_rotation_counts`:
pairs of final hands in which *both* opponents keep a colour hand, one of
colour c and one of colour c′ ≠ c, with one extra draw each (r = 1). Such a
hand is n cards of its colour (LOGO fits) plus one card outside it, or n + 1
cards of its colour — few enough to list for one deck (at most
C(15, 7) + C(15, 8) = 12,870 colour parts).

Two such hands can only share the LOGO, a card one of them holds as its
outside card, or a common outside card. So the pairs with no shared card
follow from sums over *single* hands by inclusion–exclusion over the shared
set R (Möbius inversion): Σ over disjoint pairs of u(S₁)·v(S₂) is
Σ_R (−1)^|R| · U(R) · V(R), where U(R) sums u over the first hand's sets that
contain R. R holds at most one card outside each colour, so R is empty, one
card, or a card of colour c with a card of colour c′ — and perhaps the LOGO.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from logo_kit.logo.cards import Card
from logo_kit.logo.odds_pool import WILD, card_class

__all__ = ["MAX_FITTING", "ColorSets", "color_sets", "disjoint_pairs"]

MAX_FITTING = 16
"""Most cards of one colour (LOGO included) whose colour parts are listed: C(16, 8) = 12,870."""


@dataclass(frozen=True)
class ColorSets:
    """Sums of the weight ``d[x]`` over one colour's final hands (r = 1), each as
    ``[all hands, hands holding the LOGO]``:

    - ``whole[l, x]``: over every hand;
    - ``one[l, p, x]``: over hands that hold pool card p;
    - ``two[l, p, q, x]``: over hands holding card p of the colour and card q outside it.
    """

    whole: np.ndarray
    one: np.ndarray
    two: np.ndarray


def _weights(totals: np.ndarray, mine: int) -> np.ndarray:
    """``d[..., x]``: the change in "category x" when a colour hand makes A worth min(A, 0)
    (x: 0 lower, 1 equal, 2 higher than ``mine``)."""
    plain = np.sign(totals - mine) + 1
    colored = np.sign(np.minimum(totals, 0) - mine) + 1
    return np.stack([(colored == x).astype(float) - (plain == x) for x in range(3)], axis=-1)


def color_sets(pool: Sequence[Card], n: int, color: str, mine: int) -> ColorSets | None:
    """Weighted sums over the (n + 1)-card hands that keep a colour hand of ``color``.

    ``None`` when the colour has more than :data:`MAX_FITTING` unseen cards (two decks).
    """
    size = len(pool)
    values = np.array([card.value for card in pool])
    fits = np.array([card_class(card) in (color, WILD) for card in pool])
    logo = np.array([card.is_wild for card in pool])
    inside, outside = np.flatnonzero(fits), np.flatnonzero(~fits)
    if len(inside) > MAX_FITTING:
        return None
    whole = np.zeros((2, 3))
    one = np.zeros((2, size, 3))
    two = np.zeros((2, size, size, 3))
    for extra in (0, 1):  # n cards of the colour and one outside, or n + 1 of the colour
        parts = np.array(list(itertools.combinations(inside, n + extra)), dtype=int)
        if parts.size == 0:
            continue
        member = np.zeros((len(parts), size))
        np.put_along_axis(member, parts, 1.0, axis=1)
        total, top = values[parts].sum(axis=1), values[parts].max(axis=1)
        holds_logo = logo[parts].any(axis=1)
        if extra:
            per_part = _weights(total - top, mine)  # (parts, 3)
            by_outside = None
        else:
            drawn = values[outside][None, :]
            a = total[:, None] + drawn - np.maximum(top[:, None], drawn)
            by_outside = _weights(a, mine)  # (parts, outside cards, 3)
            per_part = by_outside.sum(axis=1)
        for level, keep in enumerate((np.ones(len(parts), bool), holds_logo)):
            whole[level] += per_part[keep].sum(axis=0)
            one[level] += member[keep].T @ per_part[keep]
            if by_outside is not None:
                one[level][outside] += by_outside[keep].sum(axis=0)
                two[level][:, outside] += np.einsum(
                    "kp,kox->pox", member[keep], by_outside[keep], optimize=True
                )
    # The LOGO is handled apart (the "holding the LOGO" level), not as a card of R.
    one[:, logo] = 0
    two[:, logo] = 0
    return ColorSets(np.rint(whole), np.rint(one), np.rint(two))


def disjoint_pairs(first: ColorSets, second: ColorSets) -> np.ndarray:
    """``N[x][y]`` = Σ over ordered pairs of disjoint hands (first's colour, second's) of
    d₁[x]·d₂[y], by inclusion–exclusion over the cards the two hands would share."""

    def shared(level: int) -> np.ndarray:
        result = np.outer(first.whole[level], second.whole[level])
        result -= np.einsum("px,py->xy", first.one[level], second.one[level])
        # R = {p, q}: p of the first colour (outside the second), q of the second.
        result += np.einsum("pqx,qpy->xy", first.two[level], second.two[level])
        return result

    counts = shared(0) - shared(1)  # minus the pairs that would share the LOGO
    return np.array([[round(float(c)) for c in row] for row in counts], dtype=object)
