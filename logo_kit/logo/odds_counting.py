"""Counting LOGO hands with generating functions (dynamic programming over card types).

Nothing here lists hands. A pool of cards is a product of one factor per card,
``(1 + x·y^value)``: choosing the ``x`` term puts the card in the hand, ``x``
counts cards and ``y`` adds up the total. Multiplying the factors out — one
card type at a time, as integer arrays indexed by (cards, total) — gives the
number of hands of every size and total at once. For the 55-card deck that is
47 small array updates instead of C(55, 7) = 202,927,725 hands.

Colour hands (ruling L2) are counted by inclusion–exclusion over the colour
classes: a hand is a colour hand of colour c when every card is c or LOGO, so
the colour hands are ``Σ_c (hands from c ∪ LOGO) − 3 · (hands of LOGO only)``
(a hand of LOGOs only would otherwise be counted once for each of the four
colours; it needs more LOGOs than cards in the hand, so it only happens for
tiny hands).

Two opponents share the unseen pool, so their hands are counted *jointly*:
each card goes to the first hand, the second hand or neither (factor
``1 + x₁·y₁^v + x₂·y₂^v``). Only the comparison with the declarer's value
matters, so totals above it are merged into one "higher" bucket (safe once
the LOGO, the only negative card, has been placed: totals only grow after).

>>> from logo_kit.logo.cards import parse_cards
>>> from logo_kit.logo.odds_pool import card_types
>>> total_counts(card_types(parse_cards("R1 R2 B2 LOGO")), 2)
{-9: 1, -8: 2, 3: 2, 4: 1}
>>> value_counts(card_types(parse_cards("R1 R2 B2 LOGO")), 2)  # R1 R2 is a red colour hand: 0
{-9: 1, -8: 2, 0: 1, 3: 1, 4: 1}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from logo_kit.exact import comb
from logo_kit.logo.odds_pool import WILD, CardType

__all__ = [
    "COLOR_CLASSES",
    "color_hand_count",
    "pair_category_counts",
    "total_counts",
    "value_counts",
]

COLOR_CLASSES = ("R", "B", "G", "K")
_INT64_SAFE = 2**62


def _dtype(bound: int) -> type | np.dtype:
    """int64 while every count fits (it does for one deck), Python ints otherwise."""
    return np.int64 if bound < _INT64_SAFE else object


def _restrict(types: Sequence[CardType], classes: set[str]) -> list[CardType]:
    return [t for t in types if t.cls in classes]


# -- one hand -----------------------------------------------------------------


def _single_poly(types: Sequence[CardType], n: int) -> tuple[int, np.ndarray]:
    """``(lo, P)`` with ``P[s, t − lo]`` = number of s-card subsets (s ≤ n) with total t."""
    values = sorted(v for t in types for v in [t.value] * t.count)
    lo = sum(v for v in values[:n] if v < 0)
    hi = sum(v for v in values[::-1][:n] if v > 0)
    width = hi - lo + 1
    dtype = _dtype(max(comb(len(values), s) for s in range(n + 1)))
    poly = np.zeros((n + 1, width), dtype=dtype)
    poly[0, -lo] = 1
    for card_type in types:
        new = poly.copy()
        for k in range(1, min(card_type.count, n) + 1):
            shift = k * card_type.value
            dst, src = _slices(shift, width)
            new[k:, dst] += comb(card_type.count, k) * poly[: n + 1 - k, src]
        poly = new
    return lo, poly


def _slices(shift: int, width: int) -> tuple[slice, slice]:
    # Entries that would leave the array are zero: every non-zero entry is a real
    # subset, and a real subset of ≤ n cards has its total inside [lo, hi].
    return slice(max(shift, 0), width + min(shift, 0)), slice(max(-shift, 0), width - max(shift, 0))


def total_counts(types: Sequence[CardType], n: int) -> dict[int, int]:
    """Number of n-card hands from the pool with each total (ruling L3: LOGO = −10)."""
    lo, poly = _single_poly(types, n)
    return {lo + i: int(c) for i, c in enumerate(poly[n]) if c}


def _color_totals(types: Sequence[CardType], n: int) -> dict[int, int]:
    """Colour hands (ruling L2) by total, by inclusion–exclusion over the colours."""
    counts: dict[int, int] = {}
    for cls in COLOR_CLASSES:
        for total, c in total_counts(_restrict(types, {cls, WILD}), n).items():
            counts[total] = counts.get(total, 0) + c
    for total, c in total_counts(_restrict(types, {WILD}), n).items():
        counts[total] -= 3 * c  # all-LOGO hands were counted for all four colours
    return {t: c for t, c in counts.items() if c}


def color_hand_count(types: Sequence[CardType], n: int) -> int:
    """Number of n-card colour hands in the pool (ruling L2, LOGO wild)."""
    return sum(_color_totals(types, n).values())


def value_counts(types: Sequence[CardType], n: int) -> dict[int, int]:
    """Number of n-card hands with each value (ruling L3: colour hand = min(total, 0))."""
    counts = total_counts(types, n)
    for total, c in _color_totals(types, n).items():
        counts[total] -= c
        counts[min(total, 0)] = counts.get(min(total, 0), 0) + c
    return dict(sorted((v, c) for v, c in counts.items() if c))


# -- two hands dealt from the same pool ------------------------------------------


def _add_shifted(dst: np.ndarray, src: np.ndarray, shift: int, axis: int) -> None:
    """``dst += src`` moved up by ``shift`` along ``axis``; the last index means "or more"."""
    width = src.shape[axis]
    lead = (slice(None),) * (axis % src.ndim)
    if shift == 0:
        dst += src
    elif shift < 0:  # only the LOGO, placed before any total reached the top bucket
        dst[(*lead, slice(0, width + shift))] += src[(*lead, slice(-shift, width))]
    else:
        if shift < width - 1:
            dst[(*lead, slice(shift, width - 1))] += src[(*lead, slice(0, width - 1 - shift))]
        dst[(*lead, width - 1)] += src[(*lead, slice(max(width - 1 - shift, 0), width))].sum(
            axis=axis
        )


def _joint_poly(types: Sequence[CardType], n: int, lo: int, width: int, dtype) -> np.ndarray:
    """``J[s1, s2, i1, i2]``: disjoint pairs of subsets by sizes and clipped totals.

    Card by card, each card goes to hand 1, hand 2 or neither. Negative cards
    go first so that the clipped top bucket ("total ≥ cap") stays exact.
    """
    joint = np.zeros((n + 1, n + 1, width, width), dtype=dtype)
    joint[0, 0, -lo, -lo] = 1
    for card_type in sorted(types, key=lambda t: t.value):
        for _ in range(card_type.count):
            new = joint.copy()
            _add_shifted(new[1:, :], joint[:-1, :], card_type.value, axis=2)
            _add_shifted(new[:, 1:], joint[:, :-1], card_type.value, axis=3)
            joint = new
    return joint


def _pull_back(weights: np.ndarray, others: Sequence[CardType], n: int, dtype) -> np.ndarray:
    """Fold the cards only one hand may take into that hand's weights.

    Returns ``W[s, x, i]`` = Σ over subsets B of ``others`` with n − s cards of
    ``weights[x, clip(i + total(B))]``: the weight of a hand whose shared part
    has s cards and clipped total index i.
    """
    k, width = weights.shape
    pulled = np.zeros((n + 1, k, width), dtype=dtype)
    if not others:
        pulled[n] = weights
        return pulled
    lo, poly = _single_poly(others, n)
    assert lo == 0, "cards outside the shared part must not be negative"
    reach = np.minimum(np.arange(width)[:, None] + np.arange(poly.shape[1])[None, :], width - 1)
    spread = weights.astype(dtype)[:, reach]  # (k, width, totals of the other part)
    for s in range(n + 1):
        pulled[s] = (spread * poly[n - s].astype(dtype)).sum(axis=2)
    return pulled


class _PairForms:
    """Bilinear forms Σ over ordered disjoint pairs of n-card hands of U[x](h1)·V[y](h2)."""

    def __init__(self, types: Sequence[CardType], n: int, lo: int, width: int) -> None:
        self.types, self.n, self.lo, self.width = list(types), n, lo, width
        pool = sum(t.count for t in types)
        bound = max(comb(pool, a) * comb(pool - a, b) for a in range(n + 1) for b in range(n + 1))
        self.dtype = _dtype(bound)
        self._joints: dict[tuple[CardType, ...], np.ndarray] = {}

    def _joint(self, shared: list[CardType]) -> np.ndarray:
        key = tuple(shared)
        if key not in self._joints:
            self._joints[key] = _joint_poly(shared, self.n, self.lo, self.width, self.dtype)
        return self._joints[key]

    def form(
        self,
        allow1: Callable[[CardType], bool],
        allow2: Callable[[CardType], bool],
        u: np.ndarray,
        v: np.ndarray,
    ) -> np.ndarray:
        """``F[x, y]`` = Σ over pairs with hand 1 ⊆ allow1, hand 2 ⊆ allow2 of u[x]·v[y]."""
        shared = [t for t in self.types if allow1(t) and allow2(t)]
        only1 = [t for t in self.types if allow1(t) and not allow2(t)]
        only2 = [t for t in self.types if allow2(t) and not allow1(t)]
        u_pulled = _pull_back(u, only1, self.n, self.dtype)
        v_pulled = _pull_back(v, only2, self.n, self.dtype)
        joint = self._joint(shared)
        rows = [s for s in range(self.n + 1) if u_pulled[s].any()]
        cols = [s for s in range(self.n + 1) if v_pulled[s].any()]
        total = np.zeros((u.shape[0], v.shape[0]), dtype=self.dtype)
        for s1 in rows:
            left = u_pulled[s1] @ joint[s1]  # (s2, x, j)
            for s2 in cols:
                total += left[s2] @ v_pulled[s2].T
        return total


def _category(value: int, mine: int) -> int:
    return (value > mine) - (value < mine) + 1


def _pair_buckets(
    types: Sequence[CardType], n: int, mine: int
) -> tuple[int, int, list[CardType], np.ndarray]:
    """How to index totals for the joint count: ``(lo, width, types to count, totals)``.

    ``totals[i]`` is the hand total that index i stands for (the last index
    stands for a whole range, and its representative gives the right category
    for plain and colour hands alike). Two ways, whichever needs fewer buckets:

    - count totals upwards, clipped at cap = max(mine + 1, 0): every total
      ≥ cap is "higher", and a colour hand there is worth 0, also ≥ cap;
    - count the *shortfall* w = top − value of each card (top = the highest
      card value, so w ≥ 0) and clip it at n·top − mine + 1: a hand's total is
      n·top − Σw, so a clipped shortfall means "lower" (also for colour hands,
      worth min(total, 0) ≤ total). Cheaper when ``mine`` is high.
    """
    values = sorted(v for t in types for v in [t.value] * t.count)
    lo = sum(v for v in values[:n] if v < 0)
    cap = max(mine + 1, 0)
    top = values[-1] if values else 0
    shortfall_cap = max(n * top - mine + 1, 0)
    if cap - lo <= shortfall_cap:
        return lo, cap - lo + 1, list(types), np.arange(lo, cap + 1)
    shortfalls = [CardType(t.cls, top - t.value, t.count) for t in types]
    return 0, shortfall_cap + 1, shortfalls, n * top - np.arange(shortfall_cap + 1)


def pair_category_counts(types: Sequence[CardType], n: int, mine: int) -> list[list[int]]:
    """Two n-card hands dealt from the pool: pairs by how each compares with ``mine``.

    Returns ``N[x][y]`` for x, y in (0: lower than ``mine``, 1: equal, 2: higher),
    x for the first hand's value and y for the second's (ordered pairs, so the
    total is C(pool, n)·C(pool − n, n)). Values follow rulings L2/L3.

    The colour rule enters by inclusion–exclusion: the indicator "value in
    category x" is ``a_x(total) + col(h)·D_x(total)``, with col(h) the colour
    indicator Σ_c [h ⊆ c ∪ LOGO] − 3·[h ⊆ LOGO] and D_x the change of category
    when the total becomes min(total, 0). Multiplying out for the two hands
    gives forms over pairs where a hand is restricted to one colour class.
    """
    lo, width, counted, totals = _pair_buckets(types, n, mine)
    plain_cat = np.sign(totals - mine) + 1
    color_cat = np.sign(np.minimum(totals, 0) - mine) + 1
    a = np.array([plain_cat == x for x in range(3)], dtype=np.int64)
    d = np.array([color_cat == x for x in range(3)], dtype=np.int64) - a

    forms = _PairForms(counted, n, lo, width)
    everything = lambda t: True  # noqa: E731
    restricted = [({c, WILD}, 1) for c in COLOR_CLASSES] + [({WILD}, -3)]
    # A class matters only if one of its colour hands changes category when it
    # is worth min(total, 0) instead of its total (e.g. no red hand reaches 80).
    restricted = [
        ((lambda t, classes=classes: t.cls in classes), weight)
        for classes, weight in restricted
        if any(
            _category(min(total, 0), mine) != _category(total, mine)
            for total in total_counts(_restrict(types, classes), n)
        )
    ]

    counts = forms.form(everything, everything, a, a).astype(object)
    for allow, weight in restricted:
        one_colour = forms.form(allow, everything, d, a).astype(object)
        counts += weight * (one_colour + one_colour.T)  # hand 1 or hand 2 is the colour hand
        for allow2, weight2 in restricted:
            counts += weight * weight2 * forms.form(allow, allow2, d, d).astype(object)
    return [[int(c) for c in row] for row in counts]
