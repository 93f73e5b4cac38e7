"""One Risky Business launch, card by card, and the exact advice for each decision (B2).

A :class:`RiskyBusinessLaunch` is an immutable value: a shuffled deck (the
sheet's "person to player's right always shuffles before each use"), the
company's size and how many cards have been turned over. :meth:`~RiskyBusinessLaunch.draw`
and :meth:`~RiskyBusinessLaunch.stop` return the next launch, or raise a
:class:`~logo_kit.errors.LogoKitError` saying why not (the first card is
compulsory; after a BUST or a stop the launch is over).

:func:`launch_advice` gives the numbers worth knowing before the next Draw/Stop:
the chance that the next card is a BUST, the expected sum of stopping, of one more
card, and of drawing on with the EV-optimal rule, and what the EV-optimal and
the reach-a-target rules would do. :func:`company_outlook` is the same kind of
advice before choosing which company to launch.

>>> import numpy as np
>>> from logo_kit.billionaire import RiskyBusinessDeck
>>> launch = RiskyBusinessLaunch.shuffled(RiskyBusinessDeck.bull(), np.random.default_rng(4))
>>> launch.next_bust, launch.over
(Fraction(1, 10), False)
>>> launch.stop()
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: draw at least one card before stopping: ...
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.billionaire.board import MAX_CARDS_PER_CATEGORY
from logo_kit.billionaire.deck import BUST, RiskyBusinessDeck
from logo_kit.billionaire.odds import bust_probability, launch_value_distribution, next_bust_chance
from logo_kit.billionaire.options import COMPANY_MIN, company_worth
from logo_kit.billionaire.policy import Target, optimal_policy, target_to_reach
from logo_kit.errors import LogoKitError

__all__ = [
    "COMPANY_MAX",
    "STARTING_MONEY",
    "WINNING_MONEY",
    "CompanyOutlook",
    "LaunchAdvice",
    "RiskyBusinessLaunch",
    "check_company_size",
    "company_outlook",
    "default_target",
    "launch_advice",
]

COMPANY_MAX = 12  # ruling B3: 12 brand cards per colour, so no company is bigger
STARTING_MONEY = 50  # ruling B5
WINNING_MONEY = 1000  # ruling B5


def check_company_size(size: Any, most: int = COMPANY_MAX) -> int:
    """``size`` if it can be a company: 3 to ``most`` brand cards of one colour (B2, B3).

    >>> check_company_size(2)
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: a company has 3 to 12 brand cards of one colour ...
    """
    most = checks.whole(most, "most", low=COMPANY_MIN, high=MAX_CARDS_PER_CATEGORY)
    allowed = f"a company has {COMPANY_MIN} to {most} brand cards of one colour (rulings B2, B3)"
    if not checks.is_whole(size):
        raise LogoKitError(f"{allowed}; got {checks.describe(size)}.")
    if not COMPANY_MIN <= size <= most:
        raise LogoKitError(f"{allowed}, not {checks.describe(int(size))}.")
    return int(size)


def default_target(company_size: int) -> int:
    """The sum per brand card that lifts the starting 50M to the billion (ruling B5).

    >>> default_target(3)  # ⌈950 / 3⌉
    317
    """
    return target_to_reach(STARTING_MONEY, check_company_size(company_size), WINNING_MONEY)


# -- the numbers behind one decision -------------------------------------------------------------
@dataclass(frozen=True)
class LaunchAdvice:
    """Everything worth knowing before the next Draw/Stop, all exact (per brand card, M).

    ``one_more_value``: expected sum if you draw exactly one more card and then stop;
    ``draw_value``: expected sum if you draw and then follow the EV-optimal rule
    (both None when no card is left). ``target_stop`` / ``target_draw``: the chance of
    reaching ``target`` when stopping now / drawing and then playing for the target.
    """

    deck: RiskyBusinessDeck
    drawn: tuple[int, ...]
    company_size: int
    target: int
    next_bust: Fraction | None
    one_more_value: Fraction | None
    draw_value: Fraction | None
    ev_draws: bool
    target_stop: Fraction
    target_draw: Fraction | None
    target_draws: bool

    @property
    def total(self) -> int:
        """Sum of the value cards drawn so far (M per brand card)."""
        return sum(self.drawn)

    @property
    def stop_value(self) -> Fraction:
        """What stopping now keeps, per brand card (no card drawn yet: nothing)."""
        return Fraction(self.total)

    @property
    def company_stop_value(self) -> int:
        """What stopping now pays for the whole company (:func:`company_worth`)."""
        return company_worth(self.company_size, self.total)

    @property
    def company_target(self) -> int:
        """What the company is worth if the sum reaches :attr:`target` per brand card."""
        return company_worth(self.company_size, self.target)

    @property
    def forced(self) -> bool:
        """True before the first card: a launch draws at least one card (ruling B2)."""
        return not self.drawn

    @property
    def cards_left(self) -> int:
        return self.deck.size - len(self.drawn)


def launch_advice(
    deck: RiskyBusinessDeck, drawn: Sequence[int], company_size: int, target: int
) -> LaunchAdvice:
    """The exact numbers for the decision after drawing the value cards ``drawn``.

    ``company_size`` is 3 to 24 brand cards; ``target`` a whole number ≥ 1 (the sum
    per brand card the reach-target rule plays for). The deck must be small enough
    for the exact solvers (see :func:`~logo_kit.billionaire.optimal_policy`).

    >>> advice = launch_advice(RiskyBusinessDeck.bull(), [100, 50], 3, 317)
    >>> advice.next_bust, advice.ev_draws, advice.target_draws
    (Fraction(3, 28), True, True)
    """
    deck = checks.instance(
        deck, "deck", RiskyBusinessDeck, "a RiskyBusinessDeck, e.g. RiskyBusinessDeck.bull()"
    )
    if isinstance(drawn, Mapping):  # {value: count}, e.g. a Counter
        counts = deck.drawn_counts(drawn)
        values = deck.distinct_values
        drawn = tuple(v for v, k in zip(values, counts, strict=True) for _ in range(k))
    else:
        cards = checks.sequence(drawn, "drawn", most=deck.size)
        deck.drawn_counts(cards)  # checks that these cards can come from this deck
        drawn = tuple(int(card) for card in cards)
    company_size = check_company_size(company_size, most=MAX_CARDS_PER_CATEGORY)
    goal_objective = Target(target)
    ev = optimal_policy(deck, "ev")
    goal = optimal_policy(deck, goal_objective)
    total = sum(drawn)
    left = deck.size - len(drawn)
    if left == 0:
        next_bust = one_more = None
    else:
        next_bust = next_bust_chance(deck, drawn)
        if deck.value_cards == len(drawn):  # only BUSTs are left: one more card busts
            one_more = Fraction(0)
        else:
            rest = deck.remove(drawn)
            # keep the sum unless the card is a BUST, and add the card's value (0 on a BUST)
            one_more = (
                total * (1 - bust_probability(rest, 1)) + launch_value_distribution(rest, 1).mean()
            )
    return LaunchAdvice(
        deck=deck,
        drawn=drawn,
        company_size=company_size,
        target=goal_objective.total,
        next_bust=next_bust,
        one_more_value=one_more,
        draw_value=ev.draw_value(drawn),
        ev_draws=ev.should_draw(drawn),
        target_stop=goal.stop_value(drawn),
        target_draw=goal.draw_value(drawn),
        target_draws=goal.should_draw(drawn),
    )


@dataclass(frozen=True)
class CompanyOutlook:
    """Before launching a company of ``company_size`` cards with ``money`` in the bank.

    ``expected_value``: the company's expected payout with the EV-optimal rule (M);
    ``target``: the sum per card that reaches ``goal``; ``best_chance``: the best
    chance of reaching it in this launch.
    """

    company_size: int
    expected_value: Fraction
    target: int
    best_chance: Fraction


def company_outlook(
    deck: RiskyBusinessDeck, company_size: int, money: int, goal: int = WINNING_MONEY
) -> CompanyOutlook:
    """What launching a company of ``company_size`` cards promises, exactly.

    >>> outlook = company_outlook(RiskyBusinessDeck.bull(), 3, 50)
    >>> outlook.target, float(outlook.best_chance) > 0.2
    (317, True)
    """
    size = check_company_size(company_size, most=MAX_CARDS_PER_CATEGORY)
    need = target_to_reach(money, size, goal)
    return CompanyOutlook(
        company_size=size,
        expected_value=size * optimal_policy(deck, "ev").value,
        target=need,
        best_chance=optimal_policy(deck, Target(need)).value,
    )


# -- one launch, card by card ---------------------------------------------------------------------
@dataclass(frozen=True)
class RiskyBusinessLaunch:
    """A company's launch with a shuffled Risky Business deck (ruling B2).

    ``order`` is the shuffled deck, top card first; ``turned`` how many cards have
    been turned over; ``stopped`` whether the player stopped and launched. Make
    one with :meth:`shuffled`.
    """

    deck: RiskyBusinessDeck
    order: tuple[int | str, ...]
    company_size: int = 3
    turned: int = 0
    stopped: bool = False

    def __post_init__(self) -> None:
        checks.instance(self.deck, "deck", RiskyBusinessDeck, "a RiskyBusinessDeck")
        object.__setattr__(self, "company_size", check_company_size(self.company_size))
        order: list[int | str] = []
        for card in checks.sequence(self.order, "order", length=self.deck.size):
            if isinstance(card, str) and card == BUST:
                order.append(BUST)
            elif checks.is_whole(card):
                order.append(int(card))
            else:
                raise LogoKitError(
                    f"order lists cards (values or BUST), got {checks.describe(card)}."
                )
        if Counter(order) != Counter(self.deck.cards()):
            raise LogoKitError("order must list every card of the deck once (a shuffle of it).")
        object.__setattr__(self, "order", tuple(order))
        checks.whole(self.turned, "turned", low=0, high=self.deck.size)
        checks.flag(self.stopped, "stopped")

    @classmethod
    def shuffled(
        cls, deck: RiskyBusinessDeck, rng: np.random.Generator, company_size: int = 3
    ) -> RiskyBusinessLaunch:
        """A new launch: the whole deck shuffled with ``rng`` (``rng.permutation``)."""
        deck = checks.instance(
            deck, "deck", RiskyBusinessDeck, "a RiskyBusinessDeck, e.g. RiskyBusinessDeck.bull()"
        )
        rng = checks.generator(rng)
        size = check_company_size(company_size)
        cards = deck.cards()
        return cls(deck, tuple(cards[int(i)] for i in rng.permutation(len(cards))), size)

    # -- what has happened -------------------------------------------------------------------
    @property
    def busted(self) -> bool:
        """True once a BUST has been turned over: the company is worth nothing."""
        return self.turned > 0 and self.order[self.turned - 1] == BUST

    @property
    def over(self) -> bool:
        """True once the launch has ended (stopped or BUST)."""
        return self.busted or self.stopped

    @property
    def drawn(self) -> tuple[int, ...]:
        """The value cards turned over, in order (a final BUST is not among them)."""
        return tuple(int(c) for c in self.order[: self.turned] if c != BUST)

    @property
    def total(self) -> int:
        """Sum of the value cards drawn (M per brand card); 0 after a BUST."""
        return 0 if self.busted else sum(self.drawn)

    @property
    def company_value(self) -> int:
        """Company size × sum: what stopping now pays (after a BUST: 0)."""
        return company_worth(self.company_size, self.total)

    @property
    def value_before_bust(self) -> int:
        """After a BUST, what stopping just before it would have paid (the value cards
        drawn before the BUST, times the company size); 0 when the launch did not go BUST."""
        return company_worth(self.company_size, sum(self.drawn)) if self.busted else 0

    @property
    def cards_left(self) -> int:
        """Cards still face down."""
        return self.deck.size - self.turned

    @property
    def next_bust(self) -> Fraction | None:
        """Exact chance that the next card is a BUST (None once the launch is over)."""
        if self.over or not self.cards_left:
            return None
        return next_bust_chance(self.deck, self.drawn)

    def advice(self, target: int) -> LaunchAdvice | None:
        """:func:`launch_advice` for the next decision (None once the launch is over)."""
        if self.over:
            return None
        return launch_advice(self.deck, self.drawn, self.company_size, target)

    # -- acting ------------------------------------------------------------------------------
    def draw(self) -> RiskyBusinessLaunch:
        """The launch after turning over the next card (a BUST ends it, worth nothing)."""
        self._check_running("draw")
        if not self.cards_left:  # ruling B10
            raise LogoKitError("every card has been drawn: press Stop to launch the company.")
        return replace(self, turned=self.turned + 1)

    def stop(self) -> RiskyBusinessLaunch:
        """The launch after stopping: the company is worth :attr:`company_value`."""
        self._check_running("stop")
        if not self.turned:
            raise LogoKitError(
                "draw at least one card before stopping: a launch takes at least one card "
                "(ruling B2)."
            )
        return replace(self, stopped=True)

    def with_company_size(self, size: int) -> RiskyBusinessLaunch:
        """The same launch for a company of ``size`` brand cards (3 to 12)."""
        return replace(self, company_size=check_company_size(size))

    def _check_running(self, what: str) -> None:
        if self.over:
            outcome = "went BUST" if self.busted else "was launched"
            raise LogoKitError(
                f"cannot {what}: this company {outcome}. Press New launch to shuffle and "
                "launch again."
            )
