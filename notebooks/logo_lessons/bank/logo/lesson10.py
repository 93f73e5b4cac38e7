"""Lesson 10's exercises (the deck and hand totals), in :data:`logo_lessons.bank.BANK`."""

from __future__ import annotations

from fractions import Fraction

from logo_kit.exact import comb  # noqa: F401 (the keys' library calls)
from logo_kit.logo.odds import hand_total_distribution, hand_value_distribution
from logo_lessons.bank import BANK, Exercise
from logo_lessons.bank.logo.common import _hands, _value_chance

TINY_DECK = "R1 B1 G2 JUMP"
"""Lesson 10's second tiny deck, whose 2-card hands a student reads off a generating function."""

BANK.add(
    Exercise(
        "10.1",
        "The exact mean total of a 3-card hand dealt from the full deck.",
        answer=lambda: hand_total_distribution(3).mean(),
        mistakes={
            Fraction(85, 11): "That is one card's mean. A hand of 3 cards adds three cards' worth.",
            Fraction(595, 11): "That is the mean of 7 cards; this hand has 3.",
            Fraction(85, 33): "Dividing by 3 gives a third of a card; the total adds the 3 cards.",
        },
        hint="Linearity: each of the 3 cards, on its own, is a random card of the deck.",
        level="core",
        task="compute",
        needs=("logo.deck", "linearity"),
        model_answer="3 × 85/11 = 255/11 ≈ 23.18 (linearity of expectation).",
        method=("one card: 425/55 = 85/11", "3 cards: 3 × 85/11 = 255/11 ≈ 23.18"),
        library="hand_total_distribution(3).mean()",
    )
)
BANK.add(
    Exercise(
        "10.2",
        f"The 2-card hands of the tiny deck {TINY_DECK} are y² + 2y³ + 2y¹⁶ + y¹⁷: the exact "
        f"chance "
        "that such a hand totals at least 3.",
        answer=lambda: hand_total_distribution(2, TINY_DECK).prob(lambda t: t >= 3),
        mistakes={
            Fraction(3, 4): "That counts the terms, 3 of 4. A coefficient counts hands: 2y³ is two "
            "hands, so there are 6 hands in all.",
            Fraction(
                1, 6
            ): "That is the chance of a total below 3 (the y² term): the question asks "
            "for the rest.",
            Fraction(4, 6): "Every term with a total of 3 or more counts, y¹⁷ too.",
        },
        hint="A coefficient counts hands: 2y³ is two hands with total 3. How many hands in all?",
        task="interpret",
        needs=("logo.gf",),
        model_answer="The coefficients count hands: 1 + 2 + 2 + 1 = 6 hands, "
        "of which 2 + 2 + 1 = 5 "
        "total 3 or more: 5/6.",
        method=(
            "hands in all: 1 + 2 + 2 + 1 = 6",
            "totals of 3 or more: 2 + 2 + 1 = 5",
            "P(total ≥ 3) = 5/6",
        ),
        library=f"hand_total_distribution(2, {TINY_DECK!r}).prob(lambda t: t >= 3)",
    )
)
BANK.add(
    Exercise(
        "10.3",
        "With two decks (110 cards), is the mean total of a 7-card hand larger, smaller or the "
        "same as with one deck?",
        answer=lambda: (
            "the same"
            if hand_total_distribution(7, decks=2).mean() == hand_total_distribution(7).mean()
            else "different"
        ),
        kind="choice",
        choices=("larger", "smaller", "the same"),
        mistakes={
            "larger": "Two decks double the points, but they double the cards too: one card is "
            "still worth 850/110 = 85/11 on average.",
            "smaller": "Two decks hold every card twice, so the mix of values does not change: "
            "one card is still worth 850/110 = 85/11 on average.",
        },
        hint="Linearity again: what is one card of the two decks worth on average?",
        task="choose",
        needs=("logo.deck", "linearity"),
        model_answer="The same: two decks hold every card twice, 850 points on 110 cards, so one "
        "card is worth 85/11 on average and 7 cards 7 × 85/11, as with one deck.",
        method=(
            "one card of two decks: (2 × 425)/110 = 85/11, as with one deck",
            "7 cards: 7 × 85/11 = 595/11 with one deck or two: the same",
        ),
        library="hand_total_distribution(7, decks=2).mean(), hand_total_distribution(7).mean()",
    )
)
BANK.add(
    Exercise(
        "10.4",
        "How many 7-card hands have a total (not value) of exactly 0?",
        answer=lambda: int(hand_total_distribution()[0] * _hands()),
        mistakes={
            lambda: int(hand_value_distribution()[0] * _hands()): (
                "That counts hands of *value* 0, which includes colour hands with a positive total."
            ),
            0: "Seven 0 cards are impossible (there are six), but other hands reach 0: the LOGO "
            "cancels 10 points.",
            1: "Six 0s and the LOGO total −10, not 0. Which hands with the LOGO add up to 0?",
        },
        hint="It is one coefficient of the generating function: cards x⁷, points y⁰.",
        level="extension",
        task="compute",
        needs=("logo.gf",),
        at_computer=True,
        model_answer=(
            "The coefficient of x⁷y⁰: 6,813 hands (e.g. the LOGO with cards adding to 10)."
        ),
        method=(
            "hands of total 0 = the coefficient of x⁷y⁰ in ∏ (1 + x·y^value) over the 55 cards",
            "= P(total = 0) × C(55, 7) = 6,813",
        ),
        library="hand_total_distribution()[0] * comb(55, 7)",
    )
)
BANK.add(
    Exercise(
        "10.5",
        "The exact chance that a dealt 7-card hand has a value of 14 or less.",
        answer=lambda: _value_chance(lambda v: v <= 14),
        mistakes={
            lambda: hand_total_distribution().prob(lambda t: t <= 14): (
                "That counts totals. Colour hands are worth 0 whatever their total: use values."
            ),
            lambda: _value_chance(
                lambda v: v < 14
            ): "A value of exactly 14 counts too (14 or less).",
            lambda: _value_chance(lambda v: v > 14): "That is the chance of more than 14.",
        },
        hint="Add up the hands of every value from −10 to 14, then divide by the number of hands.",
        model_answer="Sum the value counts for v ≤ 14 and divide by C(55, 7).",
        level="extension",
        task="compute",
        needs=("logo.value",),
        at_computer=True,
        method=(
            "P(value ≤ 14) = (hands of value −10, 0, 1, …, 14)/C(55, 7)",
            "= 1,110,259/202,927,725 ≈ 0.0055",
        ),
        library="hand_value_distribution().prob(lambda v: v <= 14)",
    )
)
BANK.add(
    Exercise(
        "10.6",
        "Why are there more hands of value 0 than hands of total 0?",
        kind="why",
        model_answer=(
            "Every hand of total 0 has value 0 (a colour hand of total 0 is worth min(0, 0) = 0 "
            "too), "
            "and on top of those every **colour hand with a positive total** is worth 0 (rulings "
            "L2, "
            "L3) — for example seven red cards. So value 0 collects the total-0 hands *and* "
            "thousands "
            "of colour hands: about four times as many hands."
        ),
        level="extension",
        needs=("logo.value",),
    )
)
BANK.add(
    Exercise(
        "10.7",
        "After 4 times as many simulated hands, does the typical gap between the running "
        "frequency and the exact chance halve, quarter, or stay the same?",
        answer=lambda: "halve",
        kind="choice",
        choices=("halve", "quarter", "stay the same"),
        mistakes={
            "quarter": "The spread shrinks like 1/√n, not 1/n: four times the hands, √4 = 2.",
            "stay the same": "Look at the 95% band in the picture: it narrows as n grows.",
        },
        hint="The band's half-width is 1.96·√(p(1 − p)/n).",
        level="extension",
        task="choose",
        needs=("band",),
        model_answer="Halve: the standard error √(p(1 − p)/n) falls by √4 = 2.",
        method=("half-width 1.96·√(p(1 − p)/n): n → 4n divides it by √4 = 2", "so the gap halves"),
        library="[1.96 * (0.2 * 0.8 / n) ** 0.5 for n in (5_000, 20_000)]",
    )
)


# Predict first, then a worked answer (only the worked answer earns points).
BANK.predict_first("10.1", "10.4", graded=True)
