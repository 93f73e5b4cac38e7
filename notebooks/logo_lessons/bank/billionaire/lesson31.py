"""Lesson 31's exercises (when to stop), registered in :data:`logo_lessons.bank.BANK`."""

from __future__ import annotations

from fractions import Fraction

from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_kit.billionaire.odds import expected_sum_by_draws, launch_value_distribution
from logo_kit.billionaire.policy import (
    StopAfter,
    StopAtSum,
    Target,
    optimal_policy,
    target_to_reach,
)
from logo_lessons.bank import BANK, Exercise
from logo_lessons.bank.billionaire.common import _BEAR, _BULL, _add
from logo_lessons.intervals import wins_verdict


def smallest_stopping_sum(deck: RiskyBusinessDeck) -> int:
    """The smallest sum at which the EV-optimal rule stops, over every set of drawn cards.

    >>> smallest_stopping_sum(RiskyBusinessDeck.bull())
    200
    """
    rows = optimal_policy(deck, "ev").table()
    return min(r.total for r in rows if not r.forced and r.draw_value is not None and not r.draw)


def _best_fixed_count() -> int:
    by_count = expected_sum_by_draws(_BULL())
    return max(by_count, key=by_count.__getitem__)


def _reach_chance(target: int) -> Fraction:
    return optimal_policy(_BULL(), Target(target)).value


FIVE_CARDS, STOP_AT_100 = StopAfter(5), StopAtSum(100)
"""Exercise 31.5's two rules: their exact expected sums and BUST chances are given."""
KIM, JO = (50, 100), (10, 10, 20, 30, 30, 50)
"""Exercise 31.4's two launches: the same sum, 150, after 2 cards and after 6."""
OTHER_DIFFERENCE = (-0.01, 0.09)
"""Exercise 31.7's tournament: stop at 150M − stop after 5, game by game, its 95% interval."""


def draws_at(deck: RiskyBusinessDeck, cards: tuple[int, ...]) -> bool:
    """Whether the EV-optimal rule draws again after the value cards ``cards``.

    >>> draws_at(RiskyBusinessDeck.bull(), (10, 20))
    True
    """
    drawn = tuple(sorted(cards))
    row = next(r for r in optimal_policy(deck, "ev").table() if r.cards == drawn)
    return row.draw


_add(
    Exercise(
        "31.1",
        "Bull market: the number of cards k for which 'always stop after k cards' has the "
        "largest expected sum",
        answer=_best_fixed_count,
        mistakes={
            6: "At 6 cards surviving becomes less likely than not, but the expected sum "
            "weighs the growing sum too: one more card still adds more than it risks.",
            1: "One card is the safest, but its sum is small: safety is not the goal here.",
            9: "By 9 cards the BUST risk has eaten the gain: the expected sum peaks earlier.",
            10: "'One BUST in ten cards' is about the first card, not about when to stop.",
        },
        hint="E_k = k · (780/27) · C(27,k)/C(30,k). Where does E_(k+1) stop being larger than E_k?",
        level="core",
        needs=("bb.decks", "comb"),
        model_answer="E_7 = 23023/261 ≈ 88.21 is the largest: E_6 ≈ 86.41 and E_8 ≈ 87.66.",
        method=(
            "E_6 = 6 × 780/27 × C(27, 6)/C(30, 6) = 52624/609 ≈ 86.41",
            "E_7 = 7 × 780/27 × C(27, 7)/C(30, 7) = 23023/261 ≈ 88.21",
            "E_8 = 8 × 780/27 × C(27, 8)/C(30, 8) = 22880/261 ≈ 87.66",
            "E_k rises up to k = 7 and falls after it: k = 7",
        ),
        library="max(expected_sum_by_draws(RiskyBusinessDeck.bull()).items(), "
        "key=lambda item: item[1])[0]",
    )
)

_add(
    Exercise(
        "31.2",
        "Bull market: the smallest sum at which the EV-optimal rule stops (over every set of "
        "drawn cards)",
        answer=lambda: smallest_stopping_sum(_BULL()),
        mistakes={
            195: "195 is the threshold T/(B + 1); sums are multiples of 10, so the rule first "
            "stops at the next multiple of 10.",
            100: "At 100M one more card still gains more than it risks: a round number is not "
            "the switch.",
            317: "317 is what a 3-card company needs for the billion; the EV rule ignores it.",
        },
        hint="One more card risks the whole sum you hold (if it is a BUST) for the value of "
        "one more card (if not). At which sum do risk and gain balance? Does the number of "
        "cards drawn matter?",
        level="core",
        needs=("bb.decks",),
        model_answer="200, whatever the cards: one more card pays while s < T/(B + 1) = "
        "780/(3 + 1) = 195, and sums go in steps of 10.",
        method=(
            "one more card, then stop: (T − s)/n − (B/n)s, positive while 780 − s > 3s",
            "that is while s < T/(B + 1) = 780/(3 + 1) = 195",
            "the next multiple of 10 from 195 = 200",
        ),
        library="smallest_stopping_sum(RiskyBusinessDeck.bull())",
    )
)

_add(
    Exercise(
        "31.3",
        "Bear market: the smallest sum at which the EV-optimal rule stops",
        answer=lambda: smallest_stopping_sum(_BEAR()),
        mistakes={
            Fraction(375, 2): "187.5 is where the gain of one more card is 0; the question "
            "asks for the smallest sum a launch can stop with (sums are multiples of 10).",
            200: "200 is the bull deck's answer; the bear deck's value cards total 750.",
            180: "At 180 one more card still gains: 750 − 180 is more than 3 × 180.",
            250: "750/3 divides by B: the gain is 0 where T − s = B·s, so divide by B + 1.",
            195: "195 is the bull deck's switch; the bear deck's value cards total 750.",
        },
        hint="Where does the gain of one more card change sign when T = 750 and B = 3? Sums "
        "go in steps of 10.",
        level="core",
        task="compute",
        needs=("bb.decks",),
        model_answer="T = 750, B = 3: one more card pays while 750 − s > 3s, that is while "
        "s < 750/4 = 187.5; sums are multiples of 10, so it stops from 190.",
        method=(
            "bear deck: T = 750, B = 3; one more card pays while 750 − s > 3s",
            "that is while s < 750/(3 + 1) = 187.5",
            "the next multiple of 10 from 187.5 = 190",
        ),
        library="smallest_stopping_sum(RiskyBusinessDeck.bear())",
    )
)

_add(
    Exercise(
        "31.4",
        "Bull market: Kim holds 50M + 100M (2 cards), Jo 10M + 10M + 20M + 30M + 30M + 50M "
        "(6 cards), both a sum of 150. Does the number of cards change the EV-optimal decision?",
        answer=lambda: "no" if draws_at(_BULL(), KIM) == draws_at(_BULL(), JO) else "yes",
        kind="choice",
        choices=("yes", "no"),
        mistakes={
            "yes": "Jo's next card is riskier (3 BUSTs in 24 cards against 28), but Jo's cards "
            "left are worth more each, the same 630M shared by fewer cards. The gain of one "
            "more card is (780 − 4 × 150)/n = 180/n: positive for every n, so both draw.",
        },
        hint="Work out the gain of one more card for Kim (28 cards left) and for Jo (24 left).",
        task="choose",
        needs=("bb.decks",),
        model_answer="No: both draw. The gain (T − s)/n − (B/n)s = (780 − 4 × 150)/n = 180/n "
        "is positive whatever n is: the number of cards left scales the gain but never "
        "changes its sign.",
        method=(
            "(780 − 150)/28 − 3 × 150/28 = 180/28, above 0: Kim draws",
            "(780 − 150)/24 − 3 × 150/24 = 180/24, above 0: Jo draws",
            "the sign is that of 780 − 4 × 150 = 180 whatever n: no",
        ),
        library="draws_at(RiskyBusinessDeck.bull(), KIM), draws_at(RiskyBusinessDeck.bull(), JO)",
    )
)

_add(
    Exercise(
        "31.5",
        "Bull market, one launch: 'stop after 5 cards' has expected sum 81.83M and goes BUST "
        "43.3% of the time; 'stop at 100M' 76.56M and 35.6%. Which is better by expected sum?",
        answer=lambda: (
            "stop after 5 cards"
            if launch_value_distribution(_BULL(), FIVE_CARDS).mean()
            > launch_value_distribution(_BULL(), STOP_AT_100).mean()
            else "stop at 100M"
        ),
        kind="choice",
        choices=("stop after 5 cards", "stop at 100M"),
        mistakes={
            "stop at 100M": "It goes BUST less often, but the expected sum already counts a "
            "BUST as 0: 81.83M against 76.56M, so stopping after 5 cards keeps more on "
            "average. A lower BUST chance matters only for another goal.",
        },
        hint="The expected sum counts a BUST as 0. Which number answers the question: the "
        "expected sum or the chance of a BUST?",
        task="interpret",
        needs=("bb.decks",),
        model_answer="Stop after 5 cards: its expected sum, 81.83M, is 5.27M more per launch. "
        "Its BUSTs are already in that mean (each counts 0), so the lower BUST chance of "
        "stopping at 100M does not make up for its smaller sums.",
        method=(
            "expected sums, a BUST counted as 0: 81.83 against 76.56",
            "81.83 − 76.56 = 5.27 more per launch: stop after 5 cards",
        ),
        library="launch_value_distribution(RiskyBusinessDeck.bull(), FIVE_CARDS).mean(), "
        "launch_value_distribution(RiskyBusinessDeck.bull(), STOP_AT_100).mean()",
    )
)

_add(
    Exercise(
        "31.6",
        "You hold 50M and a 4-card company. The best chance of reaching the billion with this "
        "launch",
        answer=lambda: _reach_chance(target_to_reach(50, 4)),
        mistakes={
            (lambda: _reach_chance(target_to_reach(50, 3))): "That is for a 3-card company "
            "(target 317 per card); a 4-card company needs less per card.",
            (lambda: _reach_chance(250)): "1000/4 = 250 forgets the 50M you hold: "
            "(1000 − 50)/4 = 237.5 per card.",
            (
                lambda: (
                    optimal_policy(_BULL(), "ev")
                    .distribution()
                    .prob(lambda total: total >= target_to_reach(50, 4))
                )
            ): "That is the chance when following the EV-optimal rule, which stops far below "
            "the target; play for the target instead.",
        },
        hint="First the target per brand card: 50 + 4x ≥ 1000. Then the best chance of "
        "reaching it.",
        level="extension",
        task="compute",
        at_computer=True,
        model_answer="x ≥ 237.5, so 238 per card (target_to_reach(50, 4)); "
        "optimal_policy(bull, Target(238)).value ≈ 34.9%.",
        method=(
            "50 + 4x ≥ 1000: x ≥ (1000 − 50)/4 = 237.5, so a sum of 238 per brand card",
            "below 238 stopping never wins: draw until the sum reaches 238, then stop",
            "P(reach 238), every order of the deck counted = 90226633859/258787729200 ≈ 34.9%",
        ),
        library="optimal_policy(RiskyBusinessDeck.bull(), Target(target_to_reach(50, 4))).value",
    )
)

_add(
    Exercise(
        "31.7",
        "A 300-game tournament: stop at 150M − stop after 5, game by game (wins), has mean "
        "+0.04, 95% interval −0.01 to +0.09. What do these games show?",
        answer=lambda: wins_verdict(*OTHER_DIFFERENCE, "stop at 150M", "stop after 5"),
        kind="choice",
        choices=("stop at 150M wins more", "stop after 5 wins more", "not shown"),
        mistakes={
            "stop at 150M wins more": "The mean +0.04 favours stop at 150M, but the interval "
            "runs from −0.01 to +0.09: it contains 0, so these games fit no difference too.",
            "stop after 5 wins more": "A positive difference stop at 150M − stop after 5 "
            "means stop at 150M won more games, not fewer; and this interval contains 0 "
            "anyway.",
        },
        hint="Where does 0 lie: inside the interval of the difference, or outside it?",
        level="extension",
        task="interpret",
        needs=("paired",),
        model_answer="Not shown: the interval −0.01 to +0.09 contains 0. The mean favours "
        "stop at 150M by 4 games in 100, but no difference fits these 300 games too; more "
        "games would narrow the interval.",
        method=("the interval of the difference: −0.01 to +0.09", "it contains 0: not shown"),
        library="wins_verdict(-0.01, 0.09, 'stop at 150M', 'stop after 5')",
    )
)

_add(
    Exercise(
        "31.8",
        "Bear market: the exact expected sum of 'always stop after 2 cards'",
        answer=lambda: expected_sum_by_draws(_BEAR())[2],
        mistakes={
            Fraction(1352, 29): "That is the bull deck; the bear deck has 27 cards and "
            "value cards worth 750M in all.",
            Fraction(125, 2): "2 × the mean card (125/4) forgets the chance of a BUST.",
            Fraction(4000, 81): "(8/9)² puts the first card back; after a safe card the "
            "second is safe with chance 23/26.",
        },
        hint="E_2 = 2 · (mean value card) · P(no BUST in 2 cards).",
        level="extension",
        task="compute",
        needs=("bb.decks", "comb"),
        model_answer="2 · 750/24 · (24 · 23)/(27 · 26) = 5750/117 ≈ 49.15.",
        method=(
            "mean value card: 750/24; no BUST in 2 cards: C(24, 2)/C(27, 2) = 276/351",
            "E_2 = 2 × 750/24 × 276/351 = 5750/117 ≈ 49.15",
        ),
        library="expected_sum_by_draws(RiskyBusinessDeck.bear())[2]",
    )
)

_add(
    Exercise(
        "31.9",
        "Why does the target-optimal bot win more games than the EV-optimal bot, although "
        "its expected sum per launch is lower?",
        kind="why",
        level="extension",
        needs=("bb.decks",),
        model_answer=(
            "Only reaching 1,000M first counts: money is worth something only as a step "
            "towards it. From 50M a 3-card company needs a sum of 317; the EV-optimal rule "
            "stops once its sum passes 195, so its launch ends with at most 50 + 3 × 290 = "
            "920M and never wins on the spot. It needs at least one more launch, and every "
            "extra turn gives the other players another chance to win first. The target rule "
            "accepts a lower average (78.11M against 92.31M per brand card) and more BUSTs "
            "for a 23% chance of winning at once. The expected value treats every million "
            "alike; the race rewards crossing the line first, so a rule that sometimes "
            "crosses it at once can beat a rule that never does, though it averages less."
        ),
    )
)


# Predictions the lesson then works out openly: never marked, no points.
BANK.predict_first("31.1", "31.2", graded=False)
