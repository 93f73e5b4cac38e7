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
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal

import numpy as np

from logo_kit.billionaire.deck import RiskyBusinessDeck
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


def _whole(value: Any, what: str, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer):
        raise LogoKitError(f"{what} must be a whole number ≥ {low}, got {value!r}.")
    if value < low:
        raise LogoKitError(f"{what} must be a whole number ≥ {low}, got {value}.")
    return int(value)


@dataclass(frozen=True)
class Target:
    """Objective: reach a drawn sum of at least ``total`` (millions per brand card).

    >>> Target(317)
    Target(total=317)
    """

    total: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", _whole(self.total, "a target sum", 1))

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
    company_size = _whole(company_size, "company_size", 1)
    money = _whole(money, "money", 0)
    goal = _whole(goal, "goal", 1)
    if money >= goal:
        raise LogoKitError(f"{money}M already reaches the goal of {goal}M: no target is needed.")
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
        object.__setattr__(self, "cards", _whole(self.cards, "the number of cards", 1))

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
        object.__setattr__(self, "total", _whole(self.total, "a threshold sum", 0))

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
    """

    def __init__(self, deck: RiskyBusinessDeck, objective: Objective = "ev") -> None:
        if not isinstance(deck, RiskyBusinessDeck):
            raise LogoKitError(
                f"expected a RiskyBusinessDeck, got {deck!r}; try RiskyBusinessDeck.bull()."
            )
        self.deck = deck
        self.objective = _check_objective(objective)
        self._values = deck.distinct_values
        self._limits = tuple(c for _, c in deck.values)
        self._busts = deck.busts
        self._size = deck.size
        self._fact = [math.factorial(n) for n in range(self._size + 1)]
        self._target = self.objective.total if isinstance(self.objective, Target) else None
        # memo: drawn counts -> scaled value; for Target the value is (chance, sum) pairs
        self._memo: dict[tuple[int, ...], Any] = {}
        self._draw_memo: dict[tuple[int, ...], Any] = {}
        root = tuple(0 for _ in self._limits)
        scale = self._fact[self._size]
        if self._target is None:
            best = self._ev(root, 0, 0)
            self.value = Fraction(best, scale)
            self.expected_sum = self.value
        else:
            chance, total = self._reach(root, 0, 0)
            self.value = Fraction(chance, scale)
            self.expected_sum = Fraction(total, scale)

    # -- the dynamic programs (values scaled by (cards left)!, so they are integers) ---
    #
    # With N cards left, draw(cards)·N! = Σ_v n_v · value(cards+v)·(N−1)!, because each
    # value card left has chance n_v/N. So G(cards) = value(cards)·N! satisfies
    # G(cards) = max(s·N!, Σ_v n_v · G(cards+v)) in whole numbers.

    def _ev(self, state: tuple[int, ...], total: int, drawn: int) -> int:
        known = self._memo.get(state)
        if known is not None:
            return known
        left = self._size - drawn
        stop = total * self._fact[left]
        if left == 0:
            self._memo[state] = stop
            return stop
        draw = 0
        for i, (value, limit, k) in enumerate(zip(self._values, self._limits, state, strict=True)):
            if k < limit:
                child = (*state[:i], k + 1, *state[i + 1 :])
                draw += (limit - k) * self._ev(child, total + value, drawn + 1)
        self._draw_memo[state] = draw
        best = draw if drawn == 0 or draw > stop else stop  # ruling B2: first card forced
        self._memo[state] = best
        return best

    def _reach(self, state: tuple[int, ...], total: int, drawn: int) -> tuple[int, int]:
        known = self._memo.get(state)
        if known is not None:
            return known
        left = self._size - drawn
        scale = self._fact[left]
        stop = (scale if total >= self._target else 0, total * scale)
        if left == 0 or (drawn and total >= self._target and self._busts):
            # Target reached with a BUST still possible: drawing can only lower the
            # chance, so stop without looking further (draw values come lazily).
            self._memo[state] = stop
            return stop
        draw = self._reach_draw(state, total, drawn)
        best = draw if drawn == 0 or draw > stop else stop  # ruling B2: first card forced
        self._memo[state] = best
        return best

    def _reach_draw(self, state: tuple[int, ...], total: int, drawn: int) -> tuple[int, int]:
        known = self._draw_memo.get(state)
        if known is not None:
            return known
        chance = expected = 0
        for i, (value, limit, k) in enumerate(zip(self._values, self._limits, state, strict=True)):
            if k < limit:
                child = (*state[:i], k + 1, *state[i + 1 :])
                c, e = self._reach(child, total + value, drawn + 1)
                chance += (limit - k) * c
                expected += (limit - k) * e
        self._draw_memo[state] = (chance, expected)
        return chance, expected

    # -- questions -------------------------------------------------------------------
    def _state(
        self, cards_so_far: Iterable[int] | Mapping[int, int]
    ) -> tuple[tuple[int, ...], int, int]:
        state = self.deck.drawn_counts(cards_so_far)
        total = sum(v * k for v, k in zip(self._values, state, strict=True))
        return state, total, sum(state)

    def _stop_and_draw(self, state: tuple[int, ...], total: int, drawn: int) -> tuple[Any, Any]:
        """Scaled (stop, draw) values at a state; draw is None when no card is left."""
        left = self._size - drawn
        scale = self._fact[left]
        if self._target is None:
            self._ev(state, total, drawn)
            stop: Any = total * scale
            draw = self._draw_memo.get(state) if left else None
        else:
            self._reach(state, total, drawn)
            stop = (scale if total >= self._target else 0, total * scale)
            draw = self._reach_draw(state, total, drawn) if left else None
        return stop, draw

    def _primary(self, scaled: Any, drawn: int) -> Fraction:
        number = scaled if self._target is None else scaled[0]
        return Fraction(number, self._fact[self._size - drawn])

    def should_draw(self, cards_so_far: Iterable[int] | Mapping[int, int] = ()) -> bool:
        """Draw another card? ``cards_so_far``: the values drawn (any order) or a Counter.

        The first card is always drawn (ruling B2); with no card left, stop. Ties
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
            max_cards = _whole(max_cards, "max_cards", 0)
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
    if objective == "ev":
        return "ev"
    raise LogoKitError(
        f'unknown objective {objective!r}: use "ev" (largest expected sum) or '
        "Target(total) (best chance that the sum reaches total)."
    )


@lru_cache(maxsize=128)  # a target policy of the bull deck holds about 1 MB
def _cached_policy(deck: RiskyBusinessDeck, objective: Objective) -> OptimalPolicy:
    return OptimalPolicy(deck, objective)


def optimal_policy(deck: RiskyBusinessDeck, objective: Objective = "ev") -> OptimalPolicy:
    """The exact optimal stopping rule for ``deck`` and ``objective`` (cached per pair).

    >>> bull = RiskyBusinessDeck.bull()
    >>> policy = optimal_policy(bull)
    >>> policy.should_draw([50, 50, 30]), policy.should_draw([100, 50, 30, 20])
    (True, False)
    >>> by_ev_rule = policy.distribution().prob(lambda total: total >= 317)
    >>> optimal_policy(bull, Target(317)).value > by_ev_rule
    True
    """
    if not isinstance(deck, RiskyBusinessDeck):
        raise LogoKitError(
            f"expected a RiskyBusinessDeck, got {deck!r}; try RiskyBusinessDeck.bull()."
        )
    return _cached_policy(deck, _check_objective(objective))
