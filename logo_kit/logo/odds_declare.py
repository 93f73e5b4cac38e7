"""Should I declare LOGO now? Exact odds of holding the low hand, and expected points.

The model (ruling L10): your hand is known; each opponent's hand is a uniformly
random ``hand_size``-card hand from the unseen cards, dealt *without
replacement* (two opponents never hold the same card). Two models of what
happens after the declaration:

- ``final_rotation=False`` (the default, the first model lessons meet): no more
  turns — hands are compared as they stand;
- ``final_rotation=True`` (ruling L9): every opponent takes one more turn. The
  stated opponent policy: draw the top card of the draw pile blind (never the
  discard), then keep the best 7 of the 8 cards (discard the card whose loss
  lowers the hand value most). The draw pile is a random order of the unseen
  cards no opponent holds. Counted exactly for 1 or 2 opponents
  (:mod:`logo_kit.logo.odds_rotation`).

  This is a *model* of the final turn, not the rule itself. On the sheet the
  final turn is an ordinary turn, which may take the top of the discard pile
  instead. With one opponent the answer is the same: the discard top is the
  card that opponent has just thrown away, so taking it back leaves the hand
  unchanged, and drawing blind and keeping the best 7 of 8 is never worse.
  With two opponents it can differ: the second may take the card the first
  has just discarded, which this model never offers, so the chances describe
  opponents who draw blind.

- Declaring, you score ``min(v, 0)`` if you are strictly lowest, else ``2·v``
  (a tie for lowest counts as a win only with the house rule
  ``declarer_wins_ties``).
- ``expected_if_not`` is the baseline "nobody declares and the hands are
  scored as they stand": your value ``v``. Waiting is really one more turn for
  everyone; :func:`logo_kit.logo.declare_or_wait` compares that with declaring.

With one opponent the chances come from the exact distribution of an
opponent's hand value; with two, from a joint count of both hands over card
types (see :func:`logo_kit.logo.odds_counting.pair_category_counts`). With
three or more opponents the answer is a seeded simulation that says so and
carries 95% confidence intervals.

>>> advice = declare_advice("R1 R2 B1 B2 G1 0 0", opponents=1)
>>> advice.hand_value, advice.exact, advice.recommend
(7, True, 'declare')
>>> advice.p_lowest > Fraction(99, 100)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean
from logo_kit.exact import comb
from logo_kit.logo.cards import HAND_SIZE, Card, decks_at_table, hand_value
from logo_kit.logo.odds_counting import COLOR_CLASSES, pair_category_counts, value_counts
from logo_kit.logo.odds_pool import (
    WILD,
    CardsLike,
    card_class,
    card_types,
    pool_for_hand,
    read_hand,
)
from logo_kit.logo.odds_rotation import pair_rotation_counts, rotation_value_counts

__all__ = ["AdviceEstimates", "DeclareAdvice", "declare_advice"]

MAX_OPPONENTS = 7  # ruling L1: up to 8 players
EXACT_OPPONENTS = 2
DEFAULT_SAMPLES = 20_000
MAX_SAMPLES = 500_000
"""Most simulated deals per call (7 opponents from two decks: about 2.5 s)."""
_METHODS = ("auto", "exact", "simulate")
_CHUNK = 4_096


@dataclass(frozen=True)
class AdviceEstimates:
    """Simulation results behind an estimated :class:`DeclareAdvice` (95% intervals)."""

    p_lowest: Estimate
    p_tie: Estimate
    expected_if_declare: Estimate

    @property
    def samples(self) -> int:
        return self.p_lowest.samples


@dataclass(frozen=True)
class DeclareAdvice:
    """Chances and expected points of declaring LOGO now versus not (ruling L10).

    Probabilities are Fractions when ``exact`` is True and floats (simulated
    means, see ``estimates``) otherwise. Lower points are better.
    """

    hand_value: int
    opponents: int
    p_lowest: Fraction | float  # strictly lower than every opponent
    p_tie: Fraction | float  # tied with the lowest opponent
    expected_if_declare: Fraction | float
    expected_if_not: Fraction
    exact: bool
    declarer_wins_ties: bool = False
    estimates: AdviceEstimates | None = None
    final_rotation: bool = False  # True: each opponent took one more turn (ruling L9)

    @property
    def p_beaten(self) -> Fraction | float:
        """Chance that some opponent is strictly lower."""
        return 1 - self.p_lowest - self.p_tie

    @property
    def p_declare_wins(self) -> Fraction | float:
        """Chance that a declaration succeeds (a tie only counts with ``declarer_wins_ties``)."""
        return self.p_lowest + self.p_tie if self.declarer_wins_ties else self.p_lowest

    @property
    def gain(self) -> Fraction | float:
        """Expected points saved by declaring (negative: declaring costs points)."""
        return self.expected_if_not - self.expected_if_declare

    @property
    def should_declare(self) -> bool:
        """Declare when it lowers the expected points (strictly)."""
        return self.expected_if_declare < self.expected_if_not

    @property
    def recommend(self) -> str:
        """``"declare"`` or ``"wait"`` (by expected points; equal counts as wait)."""
        return "declare" if self.should_declare else "wait"

    def __str__(self) -> str:
        how = "exact" if self.exact else f"estimate from {self.estimates.samples:,} deals"
        when = ", after one more turn each" if self.final_rotation else ""
        return (
            f"hand value {self.hand_value} vs {self.opponents} opponent(s){when}: "
            f"strictly lowest {float(self.p_lowest):.1%}, tie {float(self.p_tie):.1%}; "
            f"expected points {float(self.expected_if_declare):.2f} if you declare, "
            f"{float(self.expected_if_not):.2f} if not → {self.recommend} ({how})"
        )


def _declare_points(mine: int, wins_ties: bool) -> tuple[int, int, int]:
    """Declarer's points when strictly lowest, tied for lowest, beaten (ruling L10)."""
    win, lose = min(mine, 0), 2 * mine
    return win, (win if wins_ties else lose), lose


def _read_opponents(opponents: int) -> int:
    return checks.whole(
        opponents, "opponents", low=1, high=MAX_OPPONENTS, why="LOGO is played by 2 to 8 players"
    )


def _read_rng(rng: np.random.Generator | int | None) -> np.random.Generator:
    if isinstance(rng, np.random.Generator):
        return rng
    if rng is None:
        raise LogoKitError(
            "this advice is simulated (3 or more opponents, or method='simulate'): pass "
            "rng=numpy.random.default_rng(seed) or an integer seed, so the estimate can be "
            "reproduced; got rng=None."
        )
    return np.random.default_rng(checks.seed(rng, "rng (a seed)"))


def declare_advice(
    hand: CardsLike,
    opponents: int,
    unseen: CardsLike | None = None,
    *,
    declarer_wins_ties: bool = False,
    rng: np.random.Generator | int | None = None,
    samples: int = DEFAULT_SAMPLES,
    method: str = "auto",
    decks: int | None = None,
    hand_size: int = HAND_SIZE,
    final_rotation: bool = False,
) -> DeclareAdvice:
    """Chance that ``hand`` is lowest, and expected points of declaring now or not.

    ``opponents`` (1–7) hold uniformly random hands from ``unseen`` (default:
    the deck(s) minus your hand; the decks are what the table uses, ruling L1:
    one deck for up to 3 opponents, two for 4–7, and ``decks`` may only repeat
    that number). ``method="auto"``
    is exact for 1 or 2 opponents and simulates ``samples`` deals (2 to
    500,000) with ``rng`` (a numpy Generator or a seed) for more; ``"exact"``
    or ``"simulate"`` force one or the other. Exact advice needs ≤ 2 opponents
    (a one-deck table). ``declarer_wins_ties`` is a bool.
    ``final_rotation=True`` gives each opponent one more turn under the stated
    policy (module docstring): a blind draw, never the discard top, which is the
    sheet's final turn with one opponent but not always with two; exact for 1–2
    opponents.
    See the module docstring for the scoring model.

    >>> advice = declare_advice("R1 R2 R3 R4 R5 R6 R7", opponents=2)  # red: worth 0
    >>> advice.expected_if_declare == 0 == advice.expected_if_not, advice.recommend
    (True, 'wait')
    >>> later = declare_advice("R3 R4 R5 B6 B7 G8 G9", 1, final_rotation=True)
    >>> later.p_lowest < declare_advice("R3 R4 R5 B6 B7 G8 G9", 1).p_lowest  # they improve
    True
    """
    opponents = _read_opponents(opponents)
    method = checks.choice(method, "method", _METHODS)
    declarer_wins_ties = checks.flag(declarer_wins_ties, "declarer_wins_ties")
    final_rotation = checks.flag(final_rotation, "final_rotation")
    # checked on entry even when the advice is exact (and samples go unused)
    samples = checks.whole(
        samples, "samples", low=2, high=MAX_SAMPLES, why="more deals take too long"
    )
    if method == "exact" and opponents > EXACT_OPPONENTS:
        raise LogoKitError(
            f"exact advice is available for 1 or 2 opponents, not {opponents}: "
            "use method='simulate' (or 'auto') with an rng."
        )
    cards = read_hand(hand, hand_size)
    decks = decks_at_table(opponents + 1, decks)
    pool = pool_for_hand(cards, unseen, decks)
    extra = 1 if final_rotation else 0
    if opponents * (hand_size + extra) > len(pool):
        what = "cards and a draw each" if final_rotation else "cards"
        raise LogoKitError(
            f"{opponents} opponents need {opponents * (hand_size + extra)} unseen {what}, but "
            f"only {len(pool)} are unseen: give more unseen cards or fewer opponents."
        )
    mine = hand_value(cards, size=hand_size, decks=decks)
    simulate = method == "simulate" or (method == "auto" and opponents > EXACT_OPPONENTS)
    if simulate:
        return _simulated_advice(
            pool, hand_size, opponents, mine, _read_rng(rng), samples, declarer_wins_ties, extra
        )
    if final_rotation:
        return _rotation_advice(pool, hand_size, opponents, mine, declarer_wins_ties)
    # exact advice is for 1 or 2 opponents, so one deck (ruling L1): at most 48 unseen cards
    return _exact_advice(pool, hand_size, opponents, mine, declarer_wins_ties)


def _exact_advice(
    pool: list[Card], n: int, opponents: int, mine: int, wins_ties: bool
) -> DeclareAdvice:
    types = card_types(pool)
    if opponents == 1:
        counts = value_counts(types, n)
        total = comb(len(pool), n)
        higher = sum(c for v, c in counts.items() if v > mine)
        p_lowest = Fraction(higher, total)
        p_tie = Fraction(counts.get(mine, 0), total)
    else:
        # counts[x][y]: x, y = 0 lower, 1 equal, 2 higher than mine, for the two opponents.
        counts = pair_category_counts(types, n, mine)
        total = comb(len(pool), n) * comb(len(pool) - n, n)
        p_lowest = Fraction(counts[2][2], total)
        p_tie = Fraction(counts[1][1] + counts[1][2] + counts[2][1], total)
    win, tie, lose = _declare_points(mine, wins_ties)
    expected = p_lowest * win + p_tie * tie + (1 - p_lowest - p_tie) * lose
    return DeclareAdvice(
        hand_value=mine,
        opponents=opponents,
        p_lowest=p_lowest,
        p_tie=p_tie,
        expected_if_declare=expected,
        expected_if_not=Fraction(mine),
        exact=True,
        declarer_wins_ties=wins_ties,
    )


def _rotation_advice(
    pool: list[Card], n: int, opponents: int, mine: int, wins_ties: bool
) -> DeclareAdvice:
    """Exact advice when each opponent keeps the best n of n + 1 cards (ruling L9)."""
    if opponents == 1:
        counts = rotation_value_counts(pool, n, 1)
        total = comb(len(pool), n + 1)
        p_lowest = Fraction(sum(c for v, c in counts.items() if v > mine), total)
        p_tie = Fraction(counts.get(mine, 0), total)
    else:
        pairs = pair_rotation_counts(pool, n, 1, mine)
        total = comb(len(pool), n + 1) * comb(len(pool) - n - 1, n + 1)
        p_lowest = Fraction(pairs[2][2], total)
        p_tie = Fraction(pairs[1][1] + pairs[1][2] + pairs[2][1], total)
    win, tie, lose = _declare_points(mine, wins_ties)
    return DeclareAdvice(
        hand_value=mine,
        opponents=opponents,
        p_lowest=p_lowest,
        p_tie=p_tie,
        expected_if_declare=p_lowest * win + p_tie * tie + (1 - p_lowest - p_tie) * lose,
        expected_if_not=Fraction(mine),
        exact=True,
        declarer_wins_ties=wins_ties,
        final_rotation=True,
    )


def _opponent_values(
    values: np.ndarray, classes: np.ndarray, deal: np.ndarray, opponents: int, n: int, extra: int
) -> np.ndarray:
    """Hand values (rulings L2/L3) of dealt hands: ``deal`` holds pool indices.

    With ``extra`` draws each opponent holds n + extra cards and keeps the best
    n: the total less the ``extra`` highest cards, or min(that, 0) when n of the
    cards fit one colour (see :mod:`logo_kit.logo.odds_rotation`).
    """
    m = n + extra
    shape = (deal.shape[0], opponents, m)
    hand_values = values[deal].reshape(shape)
    hand_classes = classes[deal].reshape(shape)
    wild = hand_classes == len(COLOR_CLASSES)
    colour = np.zeros(shape[:2], dtype=bool)
    for code in range(len(COLOR_CLASSES)):
        colour |= ((hand_classes == code) | wild).sum(axis=2) >= n
    totals = np.sort(hand_values, axis=2)[:, :, :n].sum(axis=2)
    return np.where(colour, np.minimum(totals, 0), totals)


def _simulated_advice(
    pool: list[Card],
    n: int,
    opponents: int,
    mine: int,
    rng: np.random.Generator,
    samples: int,
    wins_ties: bool,
    extra: int = 0,
) -> DeclareAdvice:
    codes = {**{cls: i for i, cls in enumerate(COLOR_CLASSES)}, WILD: len(COLOR_CLASSES)}
    values = np.array([card.value for card in pool], dtype=np.int64)
    classes = np.array([codes[card_class(card)] for card in pool], dtype=np.int64)
    lowest_opponent = np.empty(samples, dtype=np.int64)
    for start in range(0, samples, _CHUNK):
        size = min(_CHUNK, samples - start)
        # A uniformly random order of the unseen cards; the first hands are dealt from it.
        deal = rng.random((size, len(pool))).argsort(axis=1)[:, : opponents * (n + extra)]
        hand_values = _opponent_values(values, classes, deal, opponents, n, extra)
        lowest_opponent[start : start + size] = hand_values.min(axis=1)
    strictly = lowest_opponent > mine
    tied = lowest_opponent == mine
    win, tie, lose = _declare_points(mine, wins_ties)
    points = np.where(strictly, win, np.where(tied, tie, lose))
    estimates = AdviceEstimates(
        p_lowest=estimate_mean(strictly.astype(float)),
        p_tie=estimate_mean(tied.astype(float)),
        expected_if_declare=estimate_mean(points.astype(float)),
    )
    return DeclareAdvice(
        hand_value=mine,
        opponents=opponents,
        p_lowest=estimates.p_lowest.mean,
        p_tie=estimates.p_tie.mean,
        expected_if_declare=estimates.expected_if_declare.mean,
        expected_if_not=Fraction(mine),
        exact=False,
        declarer_wins_ties=wins_ties,
        estimates=estimates,
        final_rotation=bool(extra),
    )
