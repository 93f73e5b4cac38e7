"""Which round to ask: the most informative cards, questions and Focus card (S4, S5, S8).

:func:`~logo_kit.lore.gain.gain_table` ranks pairs of cards for *one* set of
questions. A player also chooses *which* of the available questions to ask
(any may be skipped, ruling S4) and, in Star Bright, where to put this turn's
token (ruling S5), which changes what is available. This module scores every
pair × Focus card × set of questions in one vectorised pass:

- for each pair of cards and each value pair (u, v) still possible, one bit per
  question says whether it would answer "yes" (from the same cached answer
  tables the gain module uses), plus the Alignment and Greatness details;
- asking a set S stops at the first yes (S4), i.e. at the lowest set bit of
  ``yes_bits & S``; that decides the answer code of (u, v) under S;
- the belief's joint counts of (u, v) are summed per answer code, and the
  entropy of each answer histogram is the information gain in bits (S8).

Ties are broken towards fewer questions, then the first pair in card order.

>>> from logo_kit.lore.belief import Belief
>>> plans = best_rounds(Belief(stars=4), mode="light")
>>> plan = plans[None]
>>> plan.cards, [q.title for q in plan.questions], round(plan.bits, 3)
((1, 3), ['Alignment', 'Neighbours', 'Symmetry', 'Greatness'], 2.689)
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.belief import Belief
from logo_kit.lore.options import parse_mode
from logo_kit.lore.questions import (
    ALWAYS_AVAILABLE,
    Query,
    Question,
    asking_order,
    code_table,
)

__all__ = ["Plan", "best_alignment", "best_by_choice", "best_rounds", "ranked_rounds"]

MAX_PAIRS = 1_000
"""Most pairs of cards one call scores (an 11-card line has 55 different pairs)."""
MAX_LIMIT = 1_000_000
"""Largest ``limit`` of :func:`best_alignment` (assignments compared at once)."""


@dataclass(frozen=True)
class Plan:
    """A round to ask: ``query`` (cards, questions, Focus card) and what it tells.

    ``bits``: expected information (S8); ``answers``: how many different
    answers are still possible; ``total``: consistent assignments now;
    ``place``: the token to place first in Star Bright (None: no placement).
    """

    query: Query
    bits: float
    answers: int
    total: int
    place: Question | None = None

    @property
    def cards(self) -> tuple[int, int]:
        return self.query.cards

    @property
    def questions(self) -> tuple[Question, ...]:
        return self.query.questions

    @property
    def focus(self) -> int | None:
        return self.query.focus

    def __str__(self) -> str:
        asked = ", ".join(f"{q}" for q in self.questions)
        focus = f", focus {self.focus}" if self.focus is not None else ""
        place = f"place token on {int(self.place)}; " if self.place is not None else ""
        return f"{place}cards {self.cards}: ask {asked}{focus} → {self.bits:.3f} bits"


def _subsets(mask: int) -> list[int]:
    # every non-empty sub-mask of mask
    out = []
    sub = mask
    while sub:
        out.append(sub)
        sub = (sub - 1) & mask
    return out


def _zeta(values: np.ndarray, bits: int) -> np.ndarray:
    # subset sums over the last axis: out[..., U] = sum of values[..., m] over m ⊆ U
    out = values.copy()
    shape = out.shape[:-1]
    for b in range(bits):
        view = out.reshape(*shape, -1, 2, 1 << b)
        view[..., 1, :] += view[..., 0, :]
    return out


def _scores(
    belief: Belief,
    order: tuple[Question, ...],
    masks: list[int],
    pairs: list[tuple[int, int]],
    lane_of: dict[int, int],
) -> tuple[np.ndarray, np.ndarray, int]:
    """Bits and number of answers for every (focus side, pair, mask): shapes (F, P, S).

    Alignment is the first question and Greatness the last in both modes, with
    pair questions between. Per pair, the value pairs are binned by
    (Alignment detail, Greatness detail, yes-bits of the middle questions). A
    middle question j answers a set S exactly for the cells where j says yes
    and no earlier question of S does, i.e. whose yes-bits miss S's earlier
    bits: a subset sum ("zeta transform") of the bins gives that for every S
    at once.
    """
    layout = belief.layout
    stars = belief.stars
    size = layout.codes
    n = len(order)
    middle = order[1:-1]
    mbits = len(middle)
    full = (1 << mbits) - 1
    assert order[0] is Question.ALIGNMENT and order[-1] is Question.GREATNESS
    uses_focus = Question.FOCUS in middle and any(
        m >> order.index(Question.FOCUS) & 1 for m in masks
    )
    sides = 2 if uses_focus else 1
    n_pairs = len(pairs)
    rows_a = np.array([layout.index(a) for a, _ in pairs])
    rows_b = np.array([layout.index(b) for _, b in pairs])
    lanes_a = np.array([lane_of[a] for a, _ in pairs])
    lanes_b = np.array([lane_of[b] for _, b in pairs])
    tensor = belief.pair_tensor({c for pair in pairs for c in pair})
    joint = tensor[rows_a, rows_b].reshape(n_pairs, size * size)
    p_idx, c_idx = np.nonzero(joint)
    weights = joint[p_idx, c_idx].astype(np.float64)

    def single(q: Question, side: int) -> np.ndarray:
        table = code_table(stars, (q,))[side, lanes_a, lanes_b]
        return table.reshape(n_pairs, size * size)[p_idx, c_idx].astype(np.int64)

    align = single(Question.ALIGNMENT, 0)  # 0 none, 1 first, 2 second, 3 both
    great = single(Question.GREATNESS, 0) - 11  # 0 first greater, 1 second
    bins = np.zeros((sides, n_pairs, 4, 2, 1 << mbits), dtype=np.int64)
    for side in range(sides):
        yes = np.zeros(len(p_idx), dtype=np.int64)
        for j, q in enumerate(middle):
            yes |= (single(q, side if q is Question.FOCUS else 0) != 0).astype(np.int64) << j
        key = ((p_idx * 4 + align) * 2 + great) * (1 << mbits) + yes
        flat = np.bincount(key, weights=weights, minlength=n_pairs * 8 << mbits)
        bins[side] = np.rint(flat).astype(np.int64).reshape(n_pairs, 4, 2, 1 << mbits)

    subset = np.array(masks, dtype=np.int64)
    has_align = (subset & 1).astype(bool)
    has_great = (subset >> (n - 1) & 1).astype(bool)
    mid = subset >> 1 & full
    n_masks = len(masks)
    shape = (sides, n_pairs, n_masks)
    parts: dict[int, np.ndarray] = {}  # answer code → counts over (side, pair, mask)

    def add(code: int, values: np.ndarray) -> None:
        parts[code] = parts[code] + values if code in parts else values

    # Alignment details: code 1, 2, 3 = first, second, both aligned (questions.py codes)
    for a in (1, 2, 3):
        total_a = bins[:, :, a].sum(axis=(-1, -2))
        if total_a.any():
            add(a, np.broadcast_to(total_a[..., None] * has_align, shape))
    rest = {True: bins[:, :, 0], False: bins.sum(axis=2)}  # cells left after Alignment
    comp = full ^ mid  # yes-bits must avoid these to reach the later questions
    for with_align in (True, False):
        chosen = has_align == with_align
        if not chosen.any():
            continue
        left = rest[with_align]  # (sides, pairs, 2, M)
        by_great = _zeta(left, mbits)
        reach = by_great[..., comp]  # cells answering no to every asked middle question
        for g, code in ((0, 11), (1, 12)):
            add(code, np.where(chosen & has_great, reach[:, :, g], 0))
        add(0, np.where(chosen & ~has_great, reach[:, :, 0] + reach[:, :, 1], 0))
        summed = left.sum(axis=2)  # (sides, pairs, M)
        for j, q in enumerate(middle):
            asked = chosen & (mid >> j & 1).astype(bool)
            if not asked.any():
                continue
            with_j = summed * (np.arange(1 << mbits) >> j & 1)
            zj = _zeta(with_j, mbits)
            below = (1 << j) - 1
            add(int(q) + 2, np.where(asked, zj[..., full ^ (mid & below)], 0))
    totals = sum(parts.values())
    plogp = sum(c * np.log2(np.maximum(c, 1)) for c in parts.values())
    with np.errstate(divide="ignore", invalid="ignore"):
        bits = np.log2(totals) - plogp / totals
    bits = np.maximum(np.nan_to_num(bits), 0.0)
    answers = sum((c > 0).astype(np.int64) for c in parts.values())
    if sides == 2:  # without Focus the two sides are the same round: keep side 0 only
        no_focus = (subset >> order.index(Question.FOCUS) & 1) == 0
        bits[1][:, no_focus] = -1.0
    return bits, answers, belief.count


def _setup(
    belief: Belief,
    mode: str,
    pairs: Iterable[Iterable[int]] | None,
    arrangement: Iterable[int] | None,
) -> tuple[str, tuple[Question, ...], list[tuple[int, int]], dict[int, int]]:
    checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=9)")
    mode = parse_mode(mode)
    order = asking_order(mode)
    if pairs is None:
        cards = belief.face_down if len(belief.face_down) >= 2 else belief.cards
        chosen = list(itertools.combinations(cards, 2))
    else:
        given = checks.sequence(pairs, "pairs", most=MAX_PAIRS)
        chosen = [checks.wholes(pair, "a pair of cards", length=2) for pair in given]
        for pair in chosen:
            Query.build(pair, mode=mode)  # checks two different cards
            for card in pair:
                belief.layout.index(card)
        if not chosen:
            raise LogoKitError("give at least one pair of cards to hold up.")
    arranged = belief.arrangement if arrangement is None else belief.check_arrangement(arrangement)
    lane_of = dict(zip(arranged, belief.lanes, strict=True))
    return mode, order, chosen, lane_of


def _allowed(questions: Iterable[Question | int | str] | None, mode: str, order: tuple) -> int:
    # the questions as a bit mask over ``order``; None: every question of the mode
    if questions is None:
        return (1 << len(order)) - 1
    chosen = Query.build((1, 2), mode=mode, questions=questions).questions
    return sum(1 << order.index(q) for q in chosen)


def _plan(
    mode: str,
    order: tuple[Question, ...],
    pairs: list[tuple[int, int]],
    mask: int,
    side: int,
    p: int,
    bits: float,
    answers: int,
    total: int,
    place: Question | None = None,
) -> Plan:
    questions = tuple(q for k, q in enumerate(order) if mask >> k & 1)
    pair = pairs[p]
    focus = pair[side] if Question.FOCUS in questions else None
    return Plan(
        query=Query(pair, questions, focus, mode),
        bits=float(bits),
        answers=int(answers),
        total=total,
        place=place,
    )


def best_by_choice(
    belief: Belief,
    choices: Mapping[Hashable, Iterable[Question | int | str] | None],
    *,
    mode: str = "light",
    pairs: Iterable[Iterable[int]] | None = None,
    arrangement: Iterable[int] | None = None,
) -> dict[Hashable, Plan]:
    """The most informative round for each choice of *which questions may be asked*.

    ``choices`` maps any key to a set of questions (Star Bright numbers,
    :class:`Question` members or names; None: all of the mode's). Used to
    compare token placements (S5) or which tokens to give back: one pass scores
    every subset of every choice. Ties go to fewer questions, then the first
    pair, then naming the first card for Focus.
    """
    mode, order, chosen, lane_of = _setup(belief, mode, pairs, arrangement)
    if not isinstance(choices, Mapping) or len(choices) > 64:
        raise LogoKitError(
            "choices must map each choice to the questions it allows (at most 64 choices), "
            f"got {checks.describe(choices)}."
        )
    limits = {key: _allowed(qs, mode, order) for key, qs in choices.items()}
    if not limits or not all(limits.values()):
        raise LogoKitError("every choice needs at least one question that may be asked.")
    masks_list = sorted(set().union(*(_subsets(limit) for limit in limits.values())))
    bits, answers, total = _scores(belief, order, masks_list, chosen, lane_of)
    sizes = np.array([m.bit_count() for m in masks_list])
    mask_arr = np.array(masks_list)
    rounded = np.round(bits, 9)
    results: dict[Hashable, Plan] = {}
    for key, limit in limits.items():
        valid = (mask_arr & ~limit) == 0
        score = np.where(valid[None, None, :], rounded, -np.inf)
        side_i, p_i, m_i = np.nonzero(score == score.max())
        k = np.lexsort((side_i, p_i, sizes[m_i]))[0]
        side, p, m = int(side_i[k]), int(p_i[k]), int(m_i[k])
        results[key] = _plan(
            mode,
            order,
            chosen,
            masks_list[m],
            side,
            p,
            bits[side, p, m],
            answers[side, p, m],
            total,
        )
    return results


def best_rounds(
    belief: Belief,
    *,
    mode: str = "light",
    available: Iterable[Question | int | str] | None = None,
    placements: Iterable[Question | int] = (),
    pairs: Iterable[Iterable[int]] | None = None,
    arrangement: Iterable[int] | None = None,
) -> dict[Question | None, Plan]:
    """The most informative round for each choice of token placement.

    ``available``: questions that may be asked now (default: every question of
    the mode; in Star Bright pass 1, 9 and the cards holding your tokens).
    ``placements``: cards 2–8 where a token could be placed first (Divine the
    Cosmos, S5). Returns ``{None: best without a placement, q: best after
    placing on q, …}``; each plan's ``place`` says which. ``pairs`` default to
    every pair of face-down cards; ``arrangement`` to the belief's own.
    """
    base = list(asking_order(parse_mode(mode)))
    if available is not None:
        base = list(Query.build((1, 2), mode=mode, questions=available).questions)
    choices: dict[Hashable, list] = {None: base}
    for q in checks.wholes(placements, "placements", low=1, high=9, most=20):
        question = Question(q)
        if question not in ALWAYS_AVAILABLE:
            choices[question] = [*base, question]
    plans = best_by_choice(belief, choices, mode=mode, pairs=pairs, arrangement=arrangement)
    return {key: replace(plan, place=key) for key, plan in plans.items()}


def ranked_rounds(
    belief: Belief,
    *,
    mode: str = "light",
    available: Iterable[Question | int | str] | None = None,
    pairs: Iterable[Iterable[int]] | None = None,
    arrangement: Iterable[int] | None = None,
    top: int | None = None,
) -> list[Plan]:
    """Every round (pair × questions asked × Focus card) ranked by information,
    most informative first (``top``: keep only that many)."""
    top = checks.optional_whole(top, "top", low=1)
    mode, order, chosen, lane_of = _setup(belief, mode, pairs, arrangement)
    masks_list = sorted(_subsets(_allowed(available, mode, order)))
    bits, answers, total = _scores(belief, order, masks_list, chosen, lane_of)
    sizes = np.array([m.bit_count() for m in masks_list])
    side_i, p_i, m_i = np.nonzero(bits >= 0)
    keys = np.lexsort((side_i, p_i, sizes[m_i], -np.round(bits[side_i, p_i, m_i], 9)))
    if top is not None:
        keys = keys[:top]
    return [
        _plan(
            mode,
            order,
            chosen,
            masks_list[int(m_i[k])],
            int(side_i[k]),
            int(p_i[k]),
            bits[side_i[k], p_i[k], m_i[k]],
            answers[side_i[k], p_i[k], m_i[k]],
            total,
        )
        for k in keys
    ]


def best_alignment(belief: Belief, *, limit: int = 5040) -> tuple[tuple[int, ...], Fraction]:
    """The arrangement most likely to win if the stars were aligned now, and
    that exact chance (rulings S6, S7).

    Every consistent assignment is equally likely (S1), so the best arrangement
    puts the cards where one assignment says, choosing an assignment shared by
    as many others as possible: with blackholes, assignments that differ only
    by which blackhole is which win with the same arrangement. With more than
    ``limit`` assignments left the first one is used (its chance is below
    2/``limit`` anyway). Face-up cards stay where they are.

    >>> from logo_kit.lore.questions import Outcome
    >>> b = Belief(stars=3).record(
    ...     (1, 2), Outcome(Question.GREATNESS, (1,)), mode="light", questions=["greatest"])
    >>> best_alignment(b)  # card 1 > card 2 leaves (2,1,3), (3,1,2), (3,2,1): 1/3 each
    ((2, 1, 3), Fraction(1, 3))
    """
    checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=9)")
    limit = checks.whole(limit, "limit", low=1, high=MAX_LIMIT, why="assignments compared")
    layout = belief.layout
    rows = belief.assignments() if belief.count <= limit else belief.first_assignment()
    canon = rows.astype(np.int16)
    holes = (canon == 0) | (canon > layout.stars)
    canon = np.where(holes, -1, canon)  # which blackhole is which does not matter (S7)
    _, first, sizes = np.unique(canon, axis=0, return_index=True, return_counts=True)
    best = int(first[int(np.argmax(sizes))])
    values = dict(zip(layout.cards, (int(v) for v in rows[best]), strict=True))
    extra = list(layout.extra_lanes)
    arranged = list(belief.arrangement)
    lanes = belief.lanes
    hole_cards = [c for c in belief.arrangement if layout.is_blackhole_value(values[c])]
    # blackholes already in an extra lane stay there; the others fill the free extra lanes
    staying = {c: belief.lane_of(c) for c in hole_cards if belief.lane_of(c) in extra}
    free = [lane for lane in extra if lane not in staying.values()]
    for card in hole_cards:
        if card not in staying:
            staying[card] = free.pop(0)
    for card in layout.cards:
        lane = staying.get(card, values[card])
        arranged[lanes.index(lane)] = card
    arrangement = tuple(arranged)
    return arrangement, belief.win_chance(arrangement)
