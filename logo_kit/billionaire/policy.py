"""When to stop drawing Risky Business cards: simple rules and the exact optimum.

A launch (ruling B2) is a push-your-luck problem. After drawing value cards with
sum ``s`` you may *stop* and keep ``s`` (per brand card), or *draw* once more and
risk a BUST. The best choice depends only on the multiset of cards drawn so far
(what is left in the deck follows from it), so the optimum is a dynamic program
over those multisets:

    value(cards) = max(stop(cards), draw(cards)),
    draw(cards)  = Σ over values v left  P(next is v) · value(cards + v)   (a BUST gives 0)

with the first card always drawn (B2). Two objectives:

* ``"ev"``: maximise the expected sum (a BUST counts 0);
* ``Target(t)``: maximise the chance that the sum reaches ``t`` without a BUST, e.g.
  the sum a 3-card company needs to reach the billion (:func:`target_to_reach`).
  Ties in that chance are broken by the expected sum, so the rule never throws
  money away: with no chance left it plays for money, with no BUST left it draws on.

Values are exact: the program runs on integers scaled by (cards left)! and turns
them into Fractions only when asked.

>>> from logo_kit.billionaire import RiskyBusinessDeck
>>> policy = optimal_policy(RiskyBusinessDeck({10: 2, 20: 1, 50: 1}, busts=2))
>>> policy.value
Fraction(41, 2)
>>> policy.should_draw([10]), policy.should_draw([10, 20])
(True, False)
"""

from __future__ import annotations

import itertools
import math
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any, Literal

from logo_kit import checks
from logo_kit.billionaire.deck import (
    MAX_CARD_VALUE,
    MAX_DISTINCT_VALUES,
    MAX_VALUE_CARDS,
    RiskyBusinessDeck,
)
from logo_kit.billionaire.odds import launch_value_distribution
from logo_kit.errors import LogoKitError
from logo_kit.exact import Distribution

__all__ = [
    "Objective",
    "OptimalPolicy",
    "PolicyRow",
    "StopAfter",
    "StopAtSum",
    "Target",
    "optimal_policy",
    "target_to_reach",
]

WINNING_MONEY = 1000  # ruling B5, in millions
MAX_TARGET = MAX_CARD_VALUE * MAX_VALUE_CARDS * MAX_DISTINCT_VALUES
"""Largest target sum (millions per brand card): the most any accepted deck holds."""


@dataclass(frozen=True)
class Target:
    """Objective: reach a drawn sum of at least ``total`` (millions per brand card).

    >>> Target(317)
    Target(total=317)
    """

    total: int

    def __post_init__(self) -> None:
        total = checks.whole(self.total, "a target sum", low=1)
        if total > MAX_TARGET:
            raise LogoKitError(
                f"a target sum must be at most {MAX_TARGET:,} (millions per brand card: no deck "
                f"this library accepts holds more), got {checks.describe(total)}."
            )
        object.__setattr__(self, "total", total)

    def __str__(self) -> str:
        return f"reach {self.total}M"


Objective = Literal["ev"] | Target


def target_to_reach(money: int, company_size: int, goal: int = WINNING_MONEY) -> int:
    """The drawn sum a company of ``company_size`` brand cards needs to lift ``money`` to ``goal``.

    The company pays ``company_size × sum``, so the sum must be at least
    ⌈(goal − money) / company_size⌉ (ruling B5: the goal is 1,000M).

    >>> target_to_reach(50, 3)  # (1000 − 50) / 3 = 316.67 → 317
    317
    >>> target_to_reach(700, 4)
    75
    """
    company_size = checks.whole(company_size, "company_size", low=1)
    money = checks.whole(money, "money", low=0)
    goal = checks.whole(goal, "goal", low=1)
    if money >= goal:
        raise LogoKitError(
            f"{checks.describe(money)}M already reaches the goal of {checks.describe(goal)}M: "
            "no target is needed."
        )
    return math.ceil(Fraction(goal - money, company_size))


@dataclass(frozen=True)
class StopAfter:
    """The fixed-count rule "stop after ``cards`` cards" (fewer only if the deck runs out).

    >>> rule = StopAfter(2)
    >>> rule((10,)), rule((10, 20))
    (True, False)
    """

    cards: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", checks.whole(self.cards, "the number of cards", low=1))

    def should_draw(self, cards_so_far: Iterable[int]) -> bool:
        return len(tuple(cards_so_far)) < self.cards

    __call__ = should_draw

    def __str__(self) -> str:
        return f"stop after {self.cards} card{'s' if self.cards != 1 else ''}"


@dataclass(frozen=True)
class StopAtSum:
    """The threshold rule "draw until the sum reaches ``total``" (at least one card).

    >>> rule = StopAtSum(60)
    >>> rule((50,)), rule((50, 10))
    (True, False)
    """

    total: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", checks.whole(self.total, "a threshold sum", low=0))

    def should_draw(self, cards_so_far: Iterable[int]) -> bool:
        return sum(cards_so_far) < self.total

    __call__ = should_draw

    def __str__(self) -> str:
        return f"stop at {self.total}M"


@dataclass(frozen=True)
class PolicyRow:
    """One state of the optimal rule: the cards drawn so far and what to do.

    ``stop_value`` / ``draw_value`` are the expected sum (objective ``"ev"``) or the
    chance of reaching the target, when stopping now / drawing and then playing
    optimally. ``draw_value`` is None when no card is left. ``forced`` marks the
    start of a launch, where a card must be drawn (ruling B2).
    """

    cards: tuple[int, ...]
    total: int
    stop_value: Fraction
    draw_value: Fraction | None
    draw: bool
    forced: bool = False

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class OptimalPolicy:
    """The exact optimal stopping rule for one deck and one objective.

    Build it with :func:`optimal_policy` (which caches). It is callable, like
    the simple rules, so ``launch_value_distribution(deck, policy)`` works.

    Attributes: ``deck``, ``objective``, ``value`` (the optimal expected sum, or
    the optimal chance of reaching the target) and ``expected_sum`` (the expected
    sum under this rule; equal to ``value`` for ``"ev"``).

    The deck may have at most :data:`~logo_kit.billionaire.deck.MAX_MULTISETS`
    different sets of drawn value cards (the bull deck has 7,200); a bigger deck
    is refused at once. The solver walks the sets in a loop, never recursing, so
    no deck the limits allow can exhaust Python's call stack.
    """

    def __init__(self, deck: RiskyBusinessDeck, objective: Objective = "ev") -> None:
        deck = checks.instance(
            deck, "deck", RiskyBusinessDeck, "a RiskyBusinessDeck, e.g. RiskyBusinessDeck.bull()"
        )
        self.objective = _check_objective(objective)
        deck.check_solvable("optimal_policy")
        self.deck = deck
        self._values = deck.distinct_values
        self._limits = tuple(c for _, c in deck.values)
        self._busts = deck.busts
        self._size = deck.size
        self._fact = [1] * (self._size + 1)
        for n in range(1, self._size + 1):
            self._fact[n] = self._fact[n - 1] * n
        self._target = self.objective.total if isinstance(self.objective, Target) else None
        # a set of drawn cards (a count per value) is coded as one mixed-radix number
        self._strides = tuple(
            math.prod(n + 1 for n in self._limits[:i]) for i in range(len(self._limits))
        )
        # best[code]: the scaled value of the set; draw[code]: of drawing on (None: not
        # worked out, for target sets already reached, or no card left)
        self._best: list[Any] = []
        self._draw: list[Any] = []
        self._solve()
        scale = self._fact[self._size]
        root = self._best[0]
        if self._target is None:
            self.value = Fraction(root, scale)
            self.expected_sum = self.value
        else:
            self.value = Fraction(root[0], scale)
            self.expected_sum = Fraction(root[1], scale)

    @property
    def states(self) -> int:
        """How many different sets of drawn value cards the rule covers."""
        return len(self._best)

    # -- the dynamic program (values scaled by (cards left)!, so they are integers) -----
    #
    # With N cards left, draw(cards)·N! = Σ_v n_v · value(cards+v)·(N−1)!, because each
    # value card left has chance n_v/N. So G(cards) = value(cards)·N! satisfies
    # G(cards) = max(s·N!, Σ_v n_v · G(cards+v)) in whole numbers. A set with one more
    # card has a larger code, so walking the codes downwards meets every set after all
    # the sets it can lead to.

    def _solve(self) -> None:
        values, limits, strides = self._values, self._limits, self._strides
        kinds = range(len(limits))
        count = math.prod(n + 1 for n in limits)
        best: list[Any] = [None] * count
        draws: list[Any] = [None] * count
        target, busts, size, fact = self._target, self._busts, self._size, self._fact
        # product over the counts, most significant first, counting down: codes count - 1 … 0
        code = count
        for reversed_state in itertools.product(*(range(n, -1, -1) for n in reversed(limits))):
            code -= 1
            state = reversed_state[::-1]
            drawn = sum(state)
            total = sum(v * k for v, k in zip(values, state, strict=True))
            left = size - drawn
            scale = fact[left]
            if target is None:
                stop: Any = total * scale
                if left == 0:
                    best[code] = stop
                    continue
                draw: Any = 0
                for i in kinds:
                    k = state[i]
                    if k < limits[i]:
                        draw += (limits[i] - k) * best[code + strides[i]]
            else:
                stop = (scale if total >= target else 0, total * scale)
                if left == 0 or (drawn and total >= target and busts):
                    # Target reached with a BUST still possible: drawing can only lower
                    # the chance, so stop (the draw value is worked out only if asked).
                    best[code] = stop
                    continue
                chance = expected = 0
                for i in kinds:
                    k = state[i]
                    if k < limits[i]:
                        c, e = best[code + strides[i]]
                        chance += (limits[i] - k) * c
                        expected += (limits[i] - k) * e
                draw = (chance, expected)
            draws[code] = draw
            best[code] = draw if drawn == 0 or draw > stop else stop  # B2: first card forced
        self._best, self._draw = best, draws

    def _draw_of(self, state: tuple[int, ...], code: int) -> Any:
        """Scaled value of drawing on from a set (None when no card is left)."""
        if sum(state) == self._size:
            return None
        known = self._draw[code]
        if known is not None:
            return known
        # a reached target: one step over the stored values of the next sets
        chance = expected = 0
        for i, (limit, k) in enumerate(zip(self._limits, state, strict=True)):
            if k < limit:
                c, e = self._best[code + self._strides[i]]
                chance += (limit - k) * c
                expected += (limit - k) * e
        return (chance, expected)

    # -- questions -------------------------------------------------------------------
    def _state(
        self, cards_so_far: Iterable[int] | Mapping[int, int]
    ) -> tuple[tuple[int, ...], int, int]:
        state = self.deck.drawn_counts(cards_so_far)
        total = sum(v * k for v, k in zip(self._values, state, strict=True))
        return state, total, sum(state)

    def _stop_and_draw(self, state: tuple[int, ...], total: int, drawn: int) -> tuple[Any, Any]:
        """Scaled (stop, draw) values at a state; draw is None when no card is left."""
        scale = self._fact[self._size - drawn]
        code = sum(k * stride for k, stride in zip(state, self._strides, strict=True))
        if self._target is None:
            stop: Any = total * scale
        else:
            stop = (scale if total >= self._target else 0, total * scale)
        return stop, self._draw_of(state, code)

    def _primary(self, scaled: Any, drawn: int) -> Fraction:
        number = scaled if self._target is None else scaled[0]
        return Fraction(number, self._fact[self._size - drawn])

    def should_draw(self, cards_so_far: Iterable[int] | Mapping[int, int] = ()) -> bool:
        """Draw another card? ``cards_so_far``: the values drawn (any order) or a Counter.

        The first card is always drawn (ruling B2); with no card left, stop (B10). Ties
        (drawing exactly as good as stopping) are answered "stop".
        """
        state, total, drawn = self._state(cards_so_far)
        if drawn == self._size:
            return False
        if drawn == 0:
            return True
        stop, draw = self._stop_and_draw(state, total, drawn)
        return draw > stop

    __call__ = should_draw

    def stop_value(self, cards_so_far: Iterable[int] | Mapping[int, int] = ()) -> Fraction:
        """Value of stopping now: the sum (``"ev"``) or 1/0 for reached/not reached."""
        state, total, drawn = self._state(cards_so_far)
        stop, _ = self._stop_and_draw(state, total, drawn)
        return self._primary(stop, drawn)

    def draw_value(self, cards_so_far: Iterable[int] | Mapping[int, int] = ()) -> Fraction | None:
        """Value of drawing one more card and then playing optimally (None if none is left)."""
        state, total, drawn = self._state(cards_so_far)
        _, draw = self._stop_and_draw(state, total, drawn)
        return None if draw is None else self._primary(draw, drawn)

    def table(self, max_cards: int | None = None) -> list[PolicyRow]:
        """Every multiset of value cards (up to ``max_cards`` cards), with values and decision.

        Rows are ordered by number of cards, then by the cards. For the bull deck
        there are 7,200 multisets; pass ``max_cards`` to keep a notebook table short.
        """
        if max_cards is not None:
            max_cards = checks.whole(max_cards, "max_cards", low=0)
        rows = []
        for state in itertools.product(*(range(n + 1) for n in self._limits)):
            drawn = sum(state)
            if max_cards is not None and drawn > max_cards:
                continue
            total = sum(v * k for v, k in zip(self._values, state, strict=True))
            stop, draw = self._stop_and_draw(state, total, drawn)
            forced = drawn == 0
            rows.append(
                PolicyRow(
                    cards=tuple(
                        v for v, k in zip(self._values, state, strict=True) for _ in range(k)
                    ),
                    total=total,
                    stop_value=self._primary(stop, drawn),
                    draw_value=None if draw is None else self._primary(draw, drawn),
                    draw=forced or (draw is not None and draw > stop),
                    forced=forced,
                )
            )
        rows.sort(key=lambda row: (len(row.cards), row.cards))
        return rows

    def distribution(self) -> Distribution:
        """Exact distribution of the sum drawn when following this rule."""
        return launch_value_distribution(self.deck, self)

    def __repr__(self) -> str:
        return f"OptimalPolicy({self.deck!s}; objective={self.objective!s}; value={self.value})"


def _check_objective(objective: Any) -> Objective:
    if isinstance(objective, Target):
        return objective
    if isinstance(objective, str) and objective == "ev":
        return "ev"
    raise LogoKitError(
        f'unknown objective {checks.describe(objective)}: use "ev" (largest expected sum) or '
        "Target(total) (best chance that the sum reaches total)."
    )


_CACHE: OrderedDict[tuple[RiskyBusinessDeck, Any], OptimalPolicy] = OrderedDict()
_CACHE_BUDGET = 200_000_000
"""Rough bytes the cached policies may hold (a target policy of the bull deck holds
about 1 MB; one at the deck limits up to a few hundred MB)."""


def _weight(policy: OptimalPolicy) -> int:
    # each set keeps one or two scaled numbers of about log2((cards)!) bits, twice over
    per_number = policy._fact[-1].bit_length() // 8 + 40
    numbers = 2 if policy._target is None else 4
    return policy.states * numbers * per_number


def optimal_policy(deck: RiskyBusinessDeck, objective: Objective = "ev") -> OptimalPolicy:
    """The exact optimal stopping rule for ``deck`` and ``objective`` (cached per pair).

    Decks with more than :data:`~logo_kit.billionaire.deck.MAX_MULTISETS`
    different sets of drawn value cards are refused at once (the bull deck has
    7,200). The most recently used policies are kept, up to about 200 MB.

    >>> bull = RiskyBusinessDeck.bull()
    >>> policy = optimal_policy(bull)
    >>> policy.should_draw([50, 50, 30]), policy.should_draw([100, 50, 30, 20])
    (True, False)
    >>> by_ev_rule = policy.distribution().prob(lambda total: total >= 317)
    >>> optimal_policy(bull, Target(317)).value > by_ev_rule
    True
    """
    deck = checks.instance(
        deck, "deck", RiskyBusinessDeck, "a RiskyBusinessDeck, e.g. RiskyBusinessDeck.bull()"
    )
    key = (deck, _check_objective(objective))
    policy = _CACHE.get(key)
    if policy is not None:
        _CACHE.move_to_end(key)
        return policy
    policy = OptimalPolicy(*key)
    _CACHE[key] = policy
    total = sum(_weight(p) for p in _CACHE.values())
    while total > _CACHE_BUDGET and len(_CACHE) > 1:
        _, dropped = _CACHE.popitem(last=False)
        total -= _weight(dropped)
    return policy
