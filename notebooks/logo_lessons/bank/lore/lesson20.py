"""Lesson 20's exercises (Star Light: counting the star line), in :data:`logo_lessons.bank.BANK`."""

from __future__ import annotations

import math
from fractions import Fraction

from logo_kit.lore.belief import Belief
from logo_kit.lore.experiment import derangements, fixed_points
from logo_kit.lore.gain import outcome_distribution
from logo_kit.lore.questions import Outcome, Question
from logo_lessons.bank import BANK, Exercise

_STAR_LIGHT_ORDER = (
    "Alignment is asked first: pairs in which a card is aligned never reach the later questions."
)


def _no_star_home_one_blackhole() -> Fraction:
    # inclusion–exclusion over the 9 star cards of a 10-card line (the blackhole is never home)
    total = sum((-1) ** k * math.comb(9, k) * math.factorial(10 - k) for k in range(10))
    return Fraction(total, math.factorial(10))


CLASS_SHUFFLES, CLASS_HOME = 40, 46
"""Lesson 20's pooled class: 40 shuffles with 46 cards home in all."""


def _class_mean_agrees() -> str:
    """Whether the class's mean number of cards home lies in the 95% band of a mean."""
    home = fixed_points(9)
    mean = home.mean()
    spread = math.sqrt(sum(p * (k - mean) ** 2 for k, p in home.items()))
    half = 1.96 * spread / math.sqrt(CLASS_SHUFFLES)
    return "yes" if abs(Fraction(CLASS_HOME, CLASS_SHUFFLES) - mean) <= half else "no"


BANK.add(
    Exercise(
        "20.1",
        "How many different star lines can 9 cards be dealt into?",
        answer=lambda: Belief().count,
        mistakes={
            9**9: "9⁹ lets a value appear twice; each card is dealt once, so the choices shrink: "
            "9, then 8, then 7, …",
            45: "That adds the choices 9 + 8 + … + 1; every choice for lane 1 goes with every "
            "choice for lane 2, so multiply.",
            81: "9 × 9 counts two lanes only (with repeats); all nine lanes are filled.",
        },
        hint="Lane 1 can get any of 9 values, lane 2 any of the 8 left, and so on.",
        level="core",
        task="compute",
        needs=("lore.line",),
        method=(
            "lane 1: 9 values; lane 2: the 8 left; …; lane 9: the last 1",
            "9 × 8 × 7 × 6 × 5 × 4 × 3 × 2 × 1 = 9! = 362,880 lines",
        ),
        library="Belief().count",
    )
)
BANK.add(
    Exercise(
        "20.2",
        "Predict: the exact chance that no card of a fresh 9-card line starts home.",
        answer=lambda: fixed_points(9)[0],
        mistakes={
            Fraction(8, 9) ** 9: "(8/9)⁹ treats the cards as independent, but they are not: if "
            "card 1 takes value 2, card 2 can no longer be home with value 2.",
            0: "It happens often: more than a third of all shuffles have no card home.",
            Fraction(1, math.factorial(9)): "1/9! is the chance that every card is home.",
            Fraction(8, 9): "8/9 is the chance that one given card is not home; all nine "
            "must miss.",
        },
        hint="Count the derangements D(9) by inclusion–exclusion and divide by 9!.",
        level="core",
        needs=("lore.line",),
        method=(
            "D(9) = 9!(1 − 1/1! + 1/2! − 1/3! + … − 1/9!) = 133,496 lines with no card home",
            "P = D(9)/9! = 133,496/9! = 16687/45360 ≈ 0.368",
        ),
        library="fixed_points(9)[0]",
    )
)
BANK.add(
    Exercise(
        "20.3",
        f"Over {CLASS_SHUFFLES} shuffles a class counted {CLASS_HOME} cards home; the exact mean "
        "is 1, the 95% band of a 40-shuffle mean 1 ± 0.31. Does the class agree?",
        answer=_class_mean_agrees,
        kind="choice",
        choices=("yes", "no"),
        mistakes={
            "no": "The class's mean is 46/40 = 1.15, and the band runs from 1 − 0.31 = 0.69 to "
            "1 + 0.31 = 1.31: inside it, the class agrees with the exact mean.",
        },
        hint="Work out the class's mean, 46 cards home over 40 shuffles, and the two ends of "
        "the band.",
        task="interpret",
        needs=("band-mean",),
        model_answer="Yes: the class's mean 46/40 = 1.15 lies inside the band 0.69 to 1.31. "
        "Agreeing is not being equal: a mean of 40 shuffles scatters about 0.16 around 1.",
        method=(
            "class mean: 46/40 = 1.15",
            "band: from 1 − 0.31 = 0.69",
            "to 1 + 0.31 = 1.31",
            "1.15 is inside: the class agrees",
        ),
        library="fixed_points(9).mean(), 1.96 / math.sqrt(40)",
    )
)
BANK.add(
    Exercise(
        "20.4",
        "Can a shuffle of the 9 cards put exactly 8 cards home: possible or impossible?",
        answer=lambda: "impossible" if fixed_points(9)[8] == 0 else "possible",
        kind="choice",
        choices=("possible", "impossible"),
        mistakes={
            "possible": "Put 8 cards home: they fill 8 lanes with their own values, and the one "
            "lane left is the ninth card's own lane, so it is home too. D(1) = 0.",
        },
        hint="Put 8 cards home. Which lane is left for the ninth card?",
        task="choose",
        needs=("lore.line", "derangements"),
        model_answer="Impossible: with 8 cards home the only free lane is the ninth card's own, "
        "so it is home too. Exactly 8 home takes C(9, 8) · D(1) = 9 × 0 = 0 lines.",
        method=(
            "8 cards home fill 8 lanes with their own cards",
            "the ninth card's only lane left is its own: it is home too",
            "lines with exactly 8 home: C(9, 8) · D(1) = 9 × 0 = 0",
        ),
        library="fixed_points(9)[8]",
    )
)
BANK.add(
    Exercise(
        "20.5",
        "On a fresh line you hold up the cards in lanes 1 and 2 and ask the Star Light "
        "questions; the exact chance that the answer is 'Neighbours: yes'.",
        answer=lambda: outcome_distribution(Belief(), (1, 2), mode="light")[
            Outcome(Question.NEIGHBOURS)
        ],
        mistakes={
            Fraction(16, 72): "16 ordered pairs are neighbours, but " + _STAR_LIGHT_ORDER,
            Fraction(16, 81): "The two cards hold different values: 9 × 8 = 72 ordered pairs.",
            Fraction(13, 72): "13 of 72 was lanes 4 and 5; here the aligned pairs are (1, 2) and "
            "(3, 2).",
        },
        hint="List the 16 ordered pairs (a, b) with |a − b| = 1, strike those Alignment answers "
        "first, divide by 72.",
        level="extension",
        task="compute",
        needs=("lore.line", "lore.light"),
        method=(
            "ordered pairs (a, b) of different values: 9 × 8 = 72",
            "neighbours, |a − b| = 1: 16 ordered pairs",
            "(1, 2) and (3, 2) are answered 'aligned' first: 16 − 2 = 14",
            "P = 14/72 = 7/36",
        ),
        library="outcome_distribution(Belief(), (1, 2), mode='light')"
        "[Outcome(Question.NEIGHBOURS)]",
    )
)
BANK.add(
    Exercise(
        "20.6",
        "The exact chance that exactly 7 of the 9 cards start home.",
        answer=lambda: fixed_points(9)[7],
        mistakes={
            Fraction(math.comb(9, 7) * 2, math.factorial(9)): "The two cards that are not home "
            "must both be away from home: of their 2 orders only the swap works, so D(2) = 1, "
            "not 2! = 2.",
            Fraction(math.comb(9, 7), 9**9): "Divide by the 9! orders, not 9⁹.",
            Fraction(1, math.comb(9, 7)): "Count the lines with exactly 7 home, C(9, 7)·D(2), "
            "and divide by all 9! lines.",
        },
        hint="Choose the 7 home cards, C(9, 7) ways; the other 2 must both miss: D(2) ways.",
        level="extension",
        task="compute",
        needs=("lore.line", "derangements", "comb"),
        method=(
            "choose the 7 cards home: C(9, 7) = 36 ways",
            "the other 2 must both be away: only their swap, D(2) = 1",
            "P = C(9, 7) · D(2) / 9! = 36 × 1/9! = 1/10080",
        ),
        library="fixed_points(9)[7]",
    )
)
BANK.add(
    Exercise(
        "20.7",
        "With one blackhole (10 cards, lanes 1–10) the exact chance that no star card starts home.",
        answer=_no_star_home_one_blackhole,
        mistakes={
            Fraction(derangements(10), math.factorial(10)): "D(10)/10! also keeps the blackhole "
            "out of lane 10; a blackhole is never aligned (ruling S7), so it may lie anywhere.",
            fixed_points(9)[0]: "D(9)/9! is the line without the blackhole: now 10 cards share "
            "10 lanes, and a star card in lane 10 is never home.",
        },
        hint="Inclusion–exclusion over the 9 star cards only: k chosen stars home leaves (10 − k)! "
        "lines.",
        level="extension",
        task="compute",
        needs=("lore.blackhole", "derangements"),
        at_computer=True,
        model_answer=(
            "Σ (−1)^k C(9, k) (10 − k)! / 10! = 1468457/3628800 ≈ 0.405, more than D(9)/9! with "
            "no blackhole: lane 10 never holds a star that is home, so the card lying there is "
            "one card fewer that could be home."
        ),
        method=(
            "k chosen stars home leave the other 10 − k cards in any order: (10 − k)! lines",
            "no star home: Σ (−1)^k C(9, k) (10 − k)! over k = 0 … 9 = 1,468,457 lines",
            "P = 1,468,457/10! = 1468457/3628800 ≈ 0.405",
        ),
        library="Fraction(sum((-1) ** k * math.comb(9, k) * math.factorial(10 - k) "
        "for k in range(10)), math.factorial(10))",
    )
)
BANK.add(
    Exercise(
        "20.8",
        "Why is the chance that no card starts home almost the same for 5 cards as for 9 cards?",
        kind="why",
        level="extension",
        needs=("derangements",),
        model_answer=(
            "By inclusion–exclusion $D(n)/n! = 1 - \\frac{1}{1!} + \\frac{1}{2!} - \\frac{1}{3!} + "
            "\\dots \\pm \\frac{1}{n!}$. Going from $n$ to $n+1$ cards only adds the term $\\pm "
            "1/(n+1)!$, which is tiny: from 5 to 9 cards the chance moves by less than $1/720$. "
            "More cards give more chances for *some* card to be home, but each card is home less "
            "often ($1/n$); the two effects balance, and the sum settles on its limit, $1/e$."
        ),
    )
)


# Predictions: 20.1 and 20.5 are marked once worked; 20.2 the lesson then works out openly
# (never marked, no points). The reason is what the reveal shows beside "you guessed X, the
# answer is Y".
BANK.predict_first(
    "20.1",
    "20.5",
    graded=True,
    reasons={
        "20.1": "9 choices of card for lane 1, then 8 for lane 2, …, 1 for lane 9: "
        "9 × 8 × … × 1 = 9!. Adding the choices (45) or letting values repeat (9⁹) are "
        "the usual gaps.",
        "20.5": "Of the 72 ordered pairs (a, b), 16 are neighbours, but Alignment is asked "
        "first: (1, 2) and (3, 2) answer 'aligned' before Neighbours is reached. 14/72.",
    },
)
BANK.predict_first(
    "20.2",
    graded=False,
    reasons={
        "20.2": "'Each card misses with chance 8/9' treats the cards as independent, giving "
        "(8/9)⁹ ≈ 0.35; they are not (each value is used once). Inclusion–exclusion gives "
        "1 − 1/1! + 1/2! − … − 1/9!, already ≈ 1/e ≈ 0.368 (§10).",
    },
)
