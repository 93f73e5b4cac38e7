"""One more turn for each opponent: counting hands that keep the best 7 of 7 + r cards.

After a LOGO declaration every other player has exactly one more turn (ruling
L9). The declare calculators model that turn with a stated **opponent policy**:

    draw the top card of the draw pile (blind) and keep the best 7 of the 8
    cards — discard the card whose loss lowers the hand value most.

Under that policy an opponent's final hand depends only on the *set* of 8
cards they held (their 7 and the card drawn), not on which one was drawn: each
8-card set arises from exactly 8 (hand, draw) pairs, and so does every other.
With hands and draws dealt from the unseen cards without replacement, the
opponent's 8 cards are therefore a uniformly random 8-card set, and two
opponents hold a uniformly random pair of *disjoint* 8-card sets. The same
holds for r extra draws (r = 2: a turn, then the final turn), if the opponent
keeps the best 7 of all 7 + r cards.

**The value of the best n of n + r cards**, for a set S (rulings L2, L3):

- A(S) = total(S) − (sum of the r highest cards): the best *total*;
- if some n cards of S fit one colour (LOGO wild), S can keep a colour hand and
  the value is min(A(S), 0); otherwise it is A(S).

(Any n cards total at least A; a colour hand is worth min(total, 0) ≥ min(A, 0);
and when a colour hand is there, either A ≤ 0 or the colour hand gives 0.)

**Counting without listing sets** (:mod:`logo_kit.logo.odds_rotation_tables`).
Cards are taken in decreasing order of value, so the first r cards a hand
receives are its r highest and are not added to its total: a hand is a pair
(cards so far, total so far), and a table indexed by both is updated card by
card (generating functions, as in :mod:`logo_kit.logo.odds_counting`). Two
opponents share one table indexed by both hands. The colour rule enters by
inclusion–exclusion: "some n of the n + r cards fit colour c" is "at most r
cards outside c", counted by letting a hand carry how many outside cards it
holds; pairs in which *both* opponents keep colour hands of two different
colours are few enough to list (:mod:`logo_kit.logo.odds_rotation_colors`).
When the declarer's value is known, totals far above (or below) it share one
bucket.

>>> kept, value = keep_best("R1 R2 R3 R4 R5 R6 R7 JUMP")  # drop the Jump: a red colour hand
>>> " ".join(str(card) for card in kept), value
('R1 R2 R3 R4 R5 R6 R7', 0)
>>> keep_best("R1 B2 G3 0 0 STOP LOGO G9")[1]  # drop the Stop: 1 + 2 + 3 + 9 − 10
5
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.exact import Distribution, comb
from logo_kit.logo.cards import COLORS, HAND_SIZE, Card, hand_value, read_cards
from logo_kit.logo.odds_pool import WILD, CardsLike, card_class, check_hand_size, pool_for_hand
from logo_kit.logo.odds_rotation_colors import color_sets, disjoint_pairs
from logo_kit.logo.odds_rotation_tables import (
    Scale,
    category_scale,
    color_scale,
    exact_scale,
    pair_table,
    single_table,
)

__all__ = [
    "MAX_EXTRA_DRAWS",
    "final_value_distribution",
    "keep_best",
    "pair_rotation_counts",
    "rotation_value_counts",
]

MAX_EXTRA_DRAWS = 2
"""Most extra draws a calculator models (the final turn, and one ordinary turn before it)."""
_INT64_SAFE = 2**62
_COLOR_CLASSES = tuple(color.value for color in COLORS)  # "R", "B", "G", "K"
MAX_KEEP_CARDS = 12
"""Most cards :func:`keep_best` chooses from (it tries every way to keep the hand)."""


def keep_best(cards: Sequence[Card] | str, keep: int = HAND_SIZE) -> tuple[tuple[Card, ...], int]:
    """The opponent policy in one call: the ``keep`` cards of lowest value, and that value.

    Tries every way of keeping ``keep`` of the cards (at most 12 cards, so at
    most 495 ways) and takes the lowest hand value (rulings L2, L3); among
    equally good choices it keeps the one that sheds the most face value.

    >>> keep_best("R3 R8 B2 G5 0 0 JUMP R14")[1]  # drop the Jump (15): 3+8+2+5+14
    32
    """
    found = read_cards(cards, what="the cards")
    keep = checks.whole(keep, "keep", low=1, high=HAND_SIZE, why="a LOGO hand keeps 7 cards")
    if not keep <= len(found) <= MAX_KEEP_CARDS:
        raise LogoKitError(
            f"keep_best needs {keep} to {MAX_KEEP_CARDS} cards to keep {keep} of them, "
            f"got {len(found)}."
        )
    best: tuple[int, int, tuple[Card, ...]] | None = None
    for kept in itertools.combinations(sorted(found), keep):
        value = hand_value(list(kept), size=keep, decks=2)
        key = (value, sum(card.value for card in kept))
        if best is None or key < best[:2]:
            best = (*key, kept)
    assert best is not None
    return best[2], best[0]


# -- checks -----------------------------------------------------------------------------------


def _check_sizes(pool: Sequence[Card], n: int, r: int, hands: int) -> None:
    checks.whole(r, "extra draws", low=1, high=MAX_EXTRA_DRAWS, why="one or two more turns")
    needed = hands * (n + r)
    if needed > len(pool):
        raise LogoKitError(
            f"{hands} opponent(s) holding {n} cards and drawing {r} more need {needed} unseen "
            f"cards, but only {len(pool)} are unseen."
        )
    logos = sum(card.is_wild for card in pool)
    if logos >= n - r:
        # Two colours could then be kept from the same cards; the counting assumes not.
        raise LogoKitError(
            f"with {logos} LOGO card(s) unseen, a {n}-card hand after {r} extra draw(s) could "
            f"fit two colours at once; exact counting needs hand_size ≥ {logos + r + 1}."
        )


def _fitting(pool: Sequence[Card], cls: str) -> int:
    return sum(card_class(card) in (cls, WILD) for card in pool)


def _colors(pool: Sequence[Card], n: int, least: int) -> list[str]:
    """Colour classes with at least ``least`` fitting unseen cards (others cannot matter)."""
    return [cls for cls in _COLOR_CLASSES if _fitting(pool, cls) >= least]


# -- one opponent: the whole distribution ----------------------------------------------------


def rotation_value_counts(pool: Sequence[Card], n: int, r: int) -> dict[int, int]:
    """How many (n + r)-card sets of ``pool`` leave each value when the best n are kept.

    The counts sum to C(len(pool), n + r).

    >>> from logo_kit.logo.cards import parse_cards
    >>> rotation_value_counts(parse_cards("R1 R2 B1 B5 G4 0"), 3, 1)  # 15 sets of 4
    {2: 3, 3: 4, 4: 2, 5: 2, 6: 2, 7: 2}
    """
    _check_sizes(pool, n, r, 1)
    scale = exact_scale(pool, n, r)
    counts: dict[int, int] = {}
    for value, count in zip(scale.rep.tolist(), single_table(pool, n, r, scale, None), strict=True):
        if count:
            counts[value] = counts.get(value, 0) + int(count)
    for cls in _colors(pool, n, n):
        table = single_table(pool, n, r, scale, cls)
        for value, count in zip(scale.rep.tolist(), table, strict=True):
            if count and value > 0:  # a colour hand can be kept: worth min(A, 0) = 0
                counts[value] -= int(count)
                counts[0] = counts.get(0, 0) + int(count)
    return dict(sorted((v, c) for v, c in counts.items() if c))


def final_value_distribution(
    extra_draws: int = 1,
    unseen: CardsLike | None = None,
    *,
    hand_size: int = HAND_SIZE,
    decks: int = 1,
) -> Distribution:
    """Exact distribution of an opponent's hand value after ``extra_draws`` more turns.

    The policy of the module docstring: a random ``hand_size``-card hand from
    ``unseen`` (default: the whole deck, or decks), ``extra_draws`` (1 or 2)
    blind draws, keep the best ``hand_size`` cards. With 1 extra draw this is
    an opponent's hand at the end of the final rotation (ruling L9).

    >>> after = final_value_distribution(1, "R1 R2 B1 B5 G4 0", hand_size=3)
    >>> after[2], after.mean()  # 3 of the 15 four-card sets leave 2
    (Fraction(1, 5), Fraction(62, 15))
    """
    check_hand_size(hand_size)
    pool = pool_for_hand([], unseen, decks)
    counts = rotation_value_counts(pool, hand_size, extra_draws)
    return Distribution.from_counts(counts)


# -- two opponents: pairs by how each compares with the declarer ----------------------------


def _weights(rep: np.ndarray, mine: int) -> tuple[np.ndarray, np.ndarray]:
    """``a[x][i]``: bucket i is in category x (0 lower, 1 equal, 2 higher than ``mine``);
    ``d[x][i]``: the change when a colour hand makes it worth min(A, 0)."""
    plain = np.sign(rep - mine) + 1
    colored = np.sign(np.minimum(rep, 0) - mine) + 1
    a = np.array([plain == x for x in range(3)], dtype=np.int64)
    d = np.array([colored == x for x in range(3)], dtype=np.int64) - a
    return a, d


def _form(table: np.ndarray, left: np.ndarray, right: np.ndarray) -> np.ndarray:
    """``F[x][y] = Σ_ij table[i, j]·left[x, i]·right[y, j]`` in Python integers."""
    return left.astype(object) @ table.astype(object) @ right.T.astype(object)


def pair_rotation_counts(pool: Sequence[Card], n: int, r: int, mine: int) -> list[list[int]]:
    """Two opponents each keep the best n of n + r cards: pairs by comparison with ``mine``.

    Returns ``N[x][y]`` for ordered pairs of disjoint (n + r)-card sets, x and y
    in (0: lower than ``mine``, 1: equal, 2: higher) for the first and second
    opponent's final value. The total is C(N, n + r)·C(N − n − r, n + r).

    >>> from logo_kit.logo.cards import parse_cards
    >>> pair_rotation_counts(parse_cards("R1 R2 R3 B1 B2 B3 G1 0 JUMP"), 3, 1, 3)
    [[36, 12, 92], [12, 0, 108], [92, 108, 170]]
    """
    _check_sizes(pool, n, r, 2)
    m = n + r
    bound = comb(len(pool), m) * comb(len(pool) - m, m)
    if bound >= _INT64_SAFE:
        raise LogoKitError(
            f"{len(pool)} unseen cards give about {float(bound):.1e} pairs of final hands, too "
            "many to count exactly here: simulate instead (method='simulate' with an rng)."
        )
    plain = category_scale(pool, n, mine)
    a = _weights(plain.rep, mine)[0]
    counts = _form(pair_table(pool, n, r, (plain, plain), (None, None)), a, a)
    # Only colours whose colour hands change some category matter.
    kept: dict[str, tuple[Scale, np.ndarray]] = {}
    for cls in _colors(pool, n, n):
        scale = color_scale(pool, n, mine, cls)
        d_cls = _weights(scale.rep, mine)[1]
        if np.any(d_cls @ single_table(pool, n, r, scale, cls)):
            kept[cls] = (scale, d_cls)
    for cls, (scale, d_cls) in kept.items():
        one = _form(pair_table(pool, n, r, (scale, plain), (cls, None)), d_cls, a)
        counts = counts + one + one.T  # the first or the second opponent keeps colour cls
    # Both opponents keep colour hands: listed for one extra draw and one LOGO at most.
    listed = {}
    if r == 1 and sum(card.is_wild for card in pool) <= 1:
        listed = {cls: color_sets(pool, n, cls, mine) for cls in kept}
    colors = list(kept)
    for i, first in enumerate(colors):
        for second in colors[i:]:
            if first == second and _fitting(pool, first) < 2 * n:
                continue  # both would need n cards of the same colour
            if first != second and listed.get(first) and listed.get(second):
                both = disjoint_pairs(listed[first], listed[second])
            else:
                (s1, d1), (s2, d2) = kept[first], kept[second]
                both = _form(pair_table(pool, n, r, (s1, s2), (first, second)), d1, d2)
            counts = counts + (both if first == second else both + both.T)
    return [[int(c) for c in row] for row in counts]
