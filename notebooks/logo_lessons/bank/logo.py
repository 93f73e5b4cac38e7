"""The LOGO lessons' exercises (lessons 10, 11, 12), registered in :data:`logo_lessons.bank.BANK`.

Every expected answer is computed by the library when a student's answer is
checked, so no lesson cell shows it; each exercise lists the wrong answers
students are likely to give, with feedback aimed at that mistake. "Why"
questions carry the teacher's model answer.

>>> from fractions import Fraction
>>> from logo_lessons import check
>>> from logo_lessons.bank import BANK
>>> print(check("10.1", Fraction(85, 11)))
✗ Not yet: That is one card's mean. A hand of 3 cards adds three cards' worth. (2 tries left)
>>> BANK.get("12.7").kind
'why'
"""

from __future__ import annotations

from fractions import Fraction

from logo_kit.exact import comb
from logo_kit.logo.cards import parse_cards
from logo_kit.logo.experiment import red_cards_distribution
from logo_kit.logo.odds import (
    color_hand_chance,
    color_hand_probability,
    hand_total_distribution,
    hand_value_distribution,
)
from logo_kit.logo.odds_chase import color_hand_chance_in_round
from logo_kit.logo.odds_declare import declare_advice
from logo_kit.logo.scoring import score_round
from logo_lessons.bank import BANK, Exercise

__all__ = [
    "CHASED_HAND",
    "CLASS_HANDS",
    "CLASS_RED",
    "DECLARE_HAND",
    "SMALL_POOL",
    "STEAL_HAND",
    "SURE_P",
    "SURE_V",
    "TINY_DECK",
]

CHASED_HAND = "R3 R8 R12 LOGO B6 G2 JUMP"
"""Lesson 11's hand: four cards count as red, so three are missing."""
DECLARE_HAND = "R3 R4 R5 B6 B7 G8 G9"
"""Lesson 12's hand worth 42."""
STEAL_HAND = "R7 R8 B9 G4 G6 0 STEAL"
"""A hand worth 54, lesson 12's final-rotation exercise."""
SMALL_POOL = "R2 R9 B4 B11 G1 G7 0 JUMP"
"""Lesson 12's small game: the 8 cards a 3-card opponent hand comes from."""


def _hands() -> int:
    return comb(55, 7)


def _value_chance(event) -> Fraction:
    return hand_value_distribution().prob(event)


def _expected_declare(value: int, p_lowest: Fraction) -> Fraction:
    """E[declare] = p·min(v, 0) + (1 − p)·2v, the scores by ruling L10."""
    win = score_round([value, value + 1], declarer=0)[0]
    lose = score_round([value, value - 1], declarer=0)[0]
    return p_lowest * win + (1 - p_lowest) * lose


def _declare_points_fresh(value: int) -> Fraction:
    """E[declare] against one fresh random hand, no more turns (lesson 12, section 3)."""
    return _expected_declare(value, _value_chance(lambda w: w > value))


# -- lesson 10: the deck and hand totals -------------------------------------------------

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

# -- lesson 11: colour hands -----------------------------------------------------------

CLASS_HANDS, CLASS_RED = 60, 10
"""Lesson 11's pooled class: 60 dealt hands, of which 10 held 3 or more red cards."""


def _three_or_more_red() -> Fraction:
    return red_cards_distribution().prob(lambda k: k >= 3)


def _class_agrees() -> str:
    """Whether the pooled class's share lies inside the 95% band around the exact chance."""
    p = _three_or_more_red()
    half = 1.96 * (float(p) * float(1 - p) / CLASS_HANDS) ** 0.5
    return "yes" if abs(float(Fraction(CLASS_RED, CLASS_HANDS) - p)) <= half else "no"


BANK.add(
    Exercise(
        "11.1",
        "The exact chance that a dealt 7-card hand is a black colour hand that holds the LOGO.",
        answer=lambda: Fraction(comb(12, 6), _hands()),
        mistakes={
            Fraction(comb(13, 7), comb(55, 7)): (
                "That is every black colour hand, with or without the LOGO."
            ),
            Fraction(
                comb(12, 7), comb(55, 7)
            ): "That is the black colour hands *without* the LOGO.",
            Fraction(comb(14, 6), comb(55, 7)): "That is red (14 besides the LOGO); black has 12.",
            Fraction(comb(13, 6), comb(55, 7)): (
                "The LOGO is already in the hand: the other 6 come from the 12 black cards."
            ),
        },
        hint="Put the LOGO in the hand first. Where must the other 6 cards come from?",
        task="compute",
        needs=("logo.deck", "logo.colour", "comb"),
        model_answer="C(12, 6)/C(55, 7) = 924/202,927,725: the LOGO plus 6 of the 12 black cards.",
        method=(
            "the LOGO, and 6 of the 12 black cards: C(12, 6) = 924 hands",
            "all hands: C(55, 7) = 202,927,725",
            "P = 924/202,927,725 = 4/878475 ≈ 0.0000046",
        ),
        library="Fraction(comb(12, 6), comb(55, 7))",
    )
)
BANK.add(
    Exercise(
        "11.2",
        "Which blue colour hands are dealt more often: those with the LOGO, or those without it?",
        answer=lambda: "without" if comb(14, 7) > comb(14, 6) else "with",
        kind="choice",
        choices=("with", "without"),
        mistakes={
            "with": "With the LOGO in the hand, the other 6 cards come from the 14 blue cards: "
            "C(14, 6) = 3,003 hands. Now count the blue colour hands that leave the LOGO out "
            "(7 of the 14 blue cards) and compare.",
        },
        hint="Count both kinds: the LOGO and 6 of the 14 blue cards, or 7 of the 14 blue cards.",
        task="choose",
        needs=("logo.deck", "logo.colour", "comb"),
        model_answer="Without: leaving the LOGO out, the hand is 7 of the 14 blue cards, "
        "C(14, 7) = "
        "3,432 hands; holding it, the other 6 are 6 of the 14, C(14, 6) = 3,003 hands. (The LOGO "
        "is "
        "one card of fifteen that fit: it is in 7 of every 15 blue colour hands.)",
        method=(
            "with the LOGO: C(14, 6) = 3,003 hands",
            "no LOGO: C(14, 7) = 3,432 hands",
            "3,432 is more than 3,003: without the LOGO",
        ),
        library="comb(14, 6), comb(14, 7)",
    )
)
BANK.add(
    Exercise(
        "11.3",
        f"A class pooled {CLASS_HANDS} hands, {CLASS_RED} with 3 or more red cards; the exact "
        "chance is about 0.243, its 95% band ±0.109. Does the class agree with it?",
        answer=_class_agrees,
        kind="choice",
        choices=("yes", "no"),
        mistakes={
            "no": "The share is 10/60 ≈ 0.167, and the band runs from 0.243 − 0.109 = 0.134 to "
            "0.243 + 0.109 = 0.352: inside it, the class agrees with the exact chance.",
        },
        hint="Work out the class's share, 10 of 60, and the two ends of the band.",
        task="interpret",
        needs=("band",),
        model_answer="Yes: 10/60 ≈ 0.167 lies inside the band 0.134 to 0.352. A share inside the "
        "band agrees with the exact chance; it does not have to equal it.",
        method=(
            "class share: 10/60 ≈ 0.167",
            "band: from 0.243 − 0.109 = 0.134",
            "to 0.243 + 0.109 = 0.352",
            "0.167 is inside: the class agrees",
        ),
        library="red_cards_distribution().prob(lambda k: k >= 3)",
    )
)
BANK.add(
    Exercise(
        "11.4",
        "With two decks, the exact chance that a dealt 7-card hand is a colour hand.",
        answer=lambda: color_hand_probability(decks=2),
        mistakes={
            lambda: (
                color_hand_probability()
            ): "That is one deck; two decks have 110 cards, 2 LOGOs.",
            Fraction(
                4 * comb(30, 7), comb(110, 7)
            ): "Black has 24 + 2 = 26 cards that count, not 30.",
        },
        hint="Count the cards that fit each colour with two decks; do the overlaps vanish again?",
        task="compute",
        needs=("logo.deck", "logo.colour", "comb"),
        model_answer="(3·C(30, 7) + C(26, 7))/C(110, 7): overlaps need 7 LOGOs and vanish.",
        level="extension",
        method=(
            "red, blue, green: 28 + 2 = 30 cards fit each; black: 24 + 2 = 26",
            "3 × C(30, 7) + C(26, 7) = 3 × 2,035,800 + 657,800 = 6,765,200 colour hands",
            "P = 6,765,200/C(110, 7) = 6,765,200/31,821,795,720 = 13010/61195761",
        ),
        library="color_hand_probability(decks=2)",
    )
)
BANK.add(
    Exercise(
        "11.5",
        f"Holding {CHASED_HAND}, the exact chance of a green colour hand within 12 blind draws "
        "(no limit from the draw pile).",
        answer=lambda: color_hand_chance(CHASED_HAND, "green", 12),
        mistakes={
            lambda: color_hand_chance(CHASED_HAND, "red", 12): "That is red; green misses 5 cards.",
            lambda: color_hand_chance(CHASED_HAND, "black", 12): (
                "That is black; green has G2 and the LOGO, and 13 unseen green cards."
            ),
            lambda: color_hand_chance(CHASED_HAND, "green", 10): "That is within 10 draws, not 12.",
        },
        hint="Green has G2 and the LOGO: how many cards are missing, and how many unseen fit?",
        model_answer="Σ_{j≥5} C(13, j)·C(35, 12 − j)/C(48, 12).",
        level="extension",
        task="compute",
        needs=("logo.colour", "comb"),
        at_computer=True,
        method=(
            "green holds G2 and the LOGO: 5 cards missing; 13 of the 48 unseen cards fit",
            "P = (C(13,5)·C(35,7) + C(13,6)·C(35,6) + … + C(13,12)·C(35,0))/C(48, 12)",
            "= 12,069,108,220/69,668,534,468 = 232098235/1339779509 ≈ 0.173",
        ),
        library=f"color_hand_chance({CHASED_HAND!r}, 'green', 12)",
    )
)
BANK.add(
    Exercise(
        "11.6",
        f"Four players, you play first: holding {CHASED_HAND}, the exact chance of a blue colour "
        "hand within k = 10 draws and before the draw pile runs out.",
        answer=lambda: color_hand_chance_in_round(CHASED_HAND, "blue", 10, players=4, turn=1),
        mistakes={
            lambda: color_hand_chance(CHASED_HAND, "blue", 10): (
                "That ignores the draw pile: with 4 players it cannot give you 10 draws."
            ),
            lambda: color_hand_chance(CHASED_HAND, "blue", 6): (
                "6 draws is what the last player gets; playing first you draw cards 1, 5, …, 25."
            ),
            lambda: color_hand_chance_in_round(CHASED_HAND, "red", 10, players=4, turn=1): (
                "That is red; the question asks for blue."
            ),
        },
        hint="First count the draws the 26-card pile gives you; then it is an ordinary chase.",
        model_answer=(
            "Seven draws (pile cards 1, 5, …, 25): P = Σ_{j≥5} C(13, j)C(35, 7 − j)/C(48, 7)."
        ),
        level="extension",
        task="compute",
        needs=("logo.colour", "comb"),
        at_computer=True,
        method=(
            "draw pile: 55 − 4 × 7 − 1 = 26 cards; playing first you draw cards 1, 5, …, 25",
            "7 draws; blue misses 5 cards, 13 of the 48 unseen fit",
            "P = (C(13,5)·C(35,2) + C(13,6)·C(35,1) + C(13,7)·C(35,0))/C(48, 7)",
            "= 827,541/73,629,072 = 8359/743728 ≈ 0.0112",
        ),
        library=f"color_hand_chance_in_round({CHASED_HAND!r}, 'blue', 10, players=4, turn=1)",
    )
)
BANK.add(
    Exercise(
        "11.7",
        "The capped chase assumes every turn takes one card from the draw pile. Name one thing "
        "in a real round that makes the pile last longer and one that makes it run out sooner, "
        "and say which way each moves the chance of completing your colour hand.",
        kind="why",
        model_answer=(
            "**Longer:** a player who takes the top of the discard pile takes nothing from the "
            "draw "
            "pile, so more turns fit before it is empty — your chance goes **up**. **Sooner:** a "
            "Steal, a Stop or a Destroy (seven cards at once) makes someone draw extra cards "
            "(ruling "
            "L7), and a declaration ends the round at once — your chance goes **down**. (The "
            "blind-draw model also ignores that other players may keep the red cards you need.)"
        ),
        level="extension",
        needs=("logo.round",),
    )
)
BANK.add(
    Exercise(
        "11.8",
        "In a class of 30 dealt hands, how many hands do you expect with 3 or more red cards "
        "(exactly, as a fraction)?",
        answer=lambda: 30 * _three_or_more_red(),
        mistakes={
            _three_or_more_red: "That is the chance for one hand; the class deals 30.",
            lambda: 30 * red_cards_distribution()[3]: (
                "That counts exactly 3 red cards; 4, 5, 6 and 7 count too."
            ),
        },
        hint="Expected count = number of hands × chance per hand (linearity again).",
        level="extension",
        task="compute",
        needs=("logo.deck", "comb"),
        at_computer=True,
        model_answer="30 × P(3 or more red) = 30 × 758479/3121965 ≈ 7.29 hands.",
        method=(
            "P(3 or more red) = Σ_{k≥3} C(14, k)·C(41, 7 − k)/C(55, 7) = 49,301,135/202,927,725",
            "expected count = 30 × 49,301,135/202,927,725 = 1516958/208131 ≈ 7.29 hands",
        ),
        library="30 * red_cards_distribution().prob(lambda k: k >= 3)",
    )
)


# -- lesson 12: to declare or not --------------------------------------------------------

SURE_P, SURE_V = Fraction(45, 100), 20
"""Lesson 12's choice: a hand worth 20 whose player judges its chance of being lowest 0.45."""


def _break_even_a() -> int:
    """The largest hand value whose chance of being strictly lowest, model A, is above ½."""
    chances = hand_value_distribution()
    return max(v for v in range(-10, 81) if chances.prob(lambda w, v=v: w > v) > Fraction(1, 2))


BANK.add(
    Exercise(
        "12.1",
        "A declares LOGO with a hand worth 18; B holds 18 and C holds 40. A's points (default "
        "rules).",
        answer=lambda: score_round([18, 18, 40], declarer=0)[0],
        mistakes={
            0: "A tie is not a win for the declarer under the default rules (ruling L10).",
            18: "A declarer who is not strictly lowest scores double.",
        },
        hint="Is A strictly lower than everyone?",
        task="compute",
        needs=("logo.scoring",),
        model_answer="36: B ties A, so A is not strictly lowest and scores 2 × 18 (ruling L10).",
        method=("B ties A at 18, so A is not strictly lowest", "A scores double: 2 × 18 = 36"),
        library="score_round([18, 18, 40], declarer=0)[0]",
    )
)
BANK.add(
    Exercise(
        "12.2",
        "No more turns, one opponent with a fresh random 7-card hand: your exact expected points "
        "if you declare with a hand worth 40.",
        answer=lambda: _declare_points_fresh(40),
        mistakes={
            lambda: 80 * hand_value_distribution().prob(lambda w: w > 40): (
                "You score 2v when you *lose*: multiply by the chance of not being strictly lowest."
            ),
            lambda: 80 * (1 - hand_value_distribution().prob(lambda w: w >= 40)): (
                "A tie at 40 is a loss for the declarer: use P(W > 40), not P(W ≥ 40)."
            ),
            40: "That is the value itself; declaring is a gamble between 0 and 80.",
        },
        hint="E = P(strictly lowest)·0 + P(not)·2·40, with P(strictly lowest) = P(W > 40).",
        task="compute",
        needs=("logo.declare", "logo.survival"),
        model_answer="E = 80·(1 − P(W > 40)) ≈ 16.44 points.",
        method=(
            "p = P(W > 40) = 32,246,948/40,585,545 ≈ 0.7945",
            "E = p × min(40, 0) + (1 − p) × 2 × 40 = 80 × (1 − 32,246,948/40,585,545)",
            "= 80 × 8,338,597/40,585,545 = 133417552/8117109 ≈ 16.44",
        ),
        library="80 * (1 - hand_value_distribution().prob(lambda w: w > 40))",
    )
)
BANK.add(
    Exercise(
        "12.3",
        "From the table of P(W > v): the largest hand value v for which declaring pays under "
        "model A, one opponent.",
        answer=_break_even_a,
        mistakes={
            54: "At 54 the chance P(W > 54) ≈ 0.48 is below ½: declaring costs points on average.",
            50: "Declaring pays at 50, but also at larger values in the table: find the last v "
            "whose "
            "P(W > v) is above ½.",
            60: "At 60 a fresh hand is higher only about a third of the time: declaring costs.",
        },
        hint="Declaring pays when the chance of being strictly lowest is above ½. Where does "
        "P(W > v) drop below ½?",
        task="interpret",
        needs=("logo.declare", "logo.survival"),
        model_answer="53: P(W > 53) ≈ 0.5050 is still above ½, P(W > 54) ≈ 0.4808 is below it. "
        "Under model A a hand worth up to 53 should declare — far too bold, as the extension "
        "shows.",
        method=(
            "P(W > 53) ≈ 0.5050 is above 1/2: declaring pays",
            "P(W > 54) ≈ 0.4808 is below 1/2: it costs",
            "largest v = 53",
        ),
        library="max(v for v in range(-10, 81) "
        "if hand_value_distribution().prob(lambda w, v=v: w > v) > Fraction(1, 2))",
    )
)
BANK.add(
    Exercise(
        "12.4",
        f"Model A: your hand is worth {SURE_V} and you judge p = {float(SURE_P)}. Declare or wait?",
        answer=lambda: "declare" if _expected_declare(SURE_V, SURE_P) < SURE_V else "wait",
        kind="choice",
        choices=("declare", "wait"),
        mistakes={
            "declare": "With p = 0.45 you lose the bet more often than not: declaring gives "
            "0.55 × 40 = 22 points on average, more than the sure 20 (and low is good).",
        },
        hint="Work out E[declare] with v = 20 and p = 0.45, and compare it with the 20 you score "
        "by not declaring.",
        task="choose",
        needs=("logo.declare",),
        model_answer="Wait: E[declare] = 0.45 × 0 + 0.55 × 40 = 22, more than the 20 you score by "
        "not declaring. Below the break-even chance ½ declaring costs on average.",
        method=(
            "E[declare] = 0.45 × 0 + (1 − 0.45) × 2 × 20 = 22",
            "22 points is more than the 20 of not declaring: wait",
        ),
        library="(1 - 0.45) * score_round([20, 19], declarer=0)[0], 20",
    )
)
BANK.add(
    Exercise(
        "12.5",
        f"Small game: 3-card hands, the opponent's from {SMALL_POOL}; you hold R1 B2 G3. "
        "The exact chance that your hand is strictly lowest.",
        answer=lambda: (
            declare_advice(
                "R1 B2 G3", 1, unseen=parse_cards(SMALL_POOL), hand_size=3, decks=1
            ).p_lowest
        ),
        mistakes={
            Fraction(3, 56): "That is the chance the opponent is lower or equal: take the rest.",
            Fraction(54, 56): "A tie (another hand worth 6) is not strictly lowest.",
        },
        hint="Your value is 6. Which 3-card hands from the 8 cards are worth 6 or less?",
        model_answer="Hands ≤ 6: 0+1+2, 0+1+4 (lower) and 0+2+4 (equal): 53 of 56 are higher.",
        level="extension",
        task="compute",
        needs=("logo.small-game",),
        method=(
            "your value: 1 + 2 + 3 = 6",
            "opponent hands worth 6 or less: totals 3, 5 and 6, one hand each: 1 + 1 + 1 = 3",
            "higher hands: 56 − 3 = 53",
            "P = 53/56",
        ),
        library="declare_advice('R1 B2 G3', 1, unseen=parse_cards(SMALL_POOL), hand_size=3, "
        "decks=1).p_lowest",
    )
)
BANK.add(
    Exercise(
        "12.6",
        f"Each opponent takes one more turn (keeps the best 7 of 8): the exact chance that "
        f"{STEAL_HAND} (worth 54) is strictly lowest against one opponent.",
        answer=lambda: declare_advice(STEAL_HAND, 1, final_rotation=True).p_lowest,
        mistakes={
            lambda: declare_advice(STEAL_HAND, 1).p_lowest: (
                "That is the no-more-turns chance. After the final turn the opponent holds the "
                "best 7 of 8 cards."
            ),
            lambda: hand_value_distribution().prob(lambda w: w > 54): (
                "That is against a fresh hand from the full deck, with no final turn."
            ),
            lambda: declare_advice(STEAL_HAND, 2, final_rotation=True).p_lowest: (
                "That is against two opponents; the question has one."
            ),
        },
        hint="After the final turn the opponent holds the best 7 of 8 cards from the cards you "
        "have not seen.",
        model_answer="44352454/188674497 ≈ 23.5%, against 48.3% with no more turns.",
        level="extension",
        task="compute",
        needs=("logo.final-turn",),
        at_computer=True,
        method=(
            "the opponent's 8 cards are a random set of 8 of the 48 you have not seen: "
            "C(48, 8) = 377,348,994 sets, all equally likely",
            "each set's final value is its best 7 of 8; count the sets worth more than 54: "
            "88,704,908",
            "P = 88,704,908/377,348,994 = 44352454/188674497 ≈ 0.235",
        ),
        library="declare_advice(STEAL_HAND, 1, final_rotation=True).p_lowest",
    )
)
BANK.add(
    Exercise(
        "12.7",
        "Against one opponent, waiting one more turn is better for R5 B6 G7 R8 0 0 JUMP (41) but "
        "worse for R3 R4 R5 B6 B7 G8 G9 (42). Why?",
        kind="why",
        model_answer=(
            "Both hands are worth about the same now, but the first holds a **Jump worth 15**: "
            "almost "
            "any card you draw is lower, so your own next turn very likely lowers your value by "
            "several points (keep the best 7 of 8). The second hand's highest card is a 9: most "
            "draws "
            "are higher and simply discarded, so your hand barely improves — while the opponent "
            "gets "
            "an extra draw to improve theirs. Waiting pays when your turn improves you more than "
            "the "
            "opponent's extra turn improves them."
        ),
        level="extension",
        needs=("logo.wait", "logo.deck"),
    )
)
BANK.add(
    Exercise(
        "12.8",
        "House rule declarer_wins_ties: for a positive hand, what must P(strictly lowest) + "
        "P(tie) exceed for declaring (no more turns) to beat a sure v?",
        answer=lambda: Fraction(1, 2),
        mistakes={
            Fraction(2, 3): "Solve 2v(1 − q) < v for q: the v cancels.",
            Fraction(1, 3): "Solve 2v(1 − q) < v for q again: with 1/3, declaring scores 4v/3 on "
            "average, more than the sure v.",
        },
        hint="Only the chance q of succeeding changes; redo section 2's algebra with q.",
        level="extension",
        task="compute",
        needs=("logo.declare", "logo.scoring"),
        model_answer="q > 1/2: the break-even is unchanged, only q = p + t is larger.",
        method=(
            "with ties won, declaring succeeds with q = p + t and scores 0, else 2v",
            "declaring pays when 2v(1 − q) < v, so 1 − q < 1/2: q > 1/2 = 1/2",
        ),
        library="1 - Fraction(10, score_round([10, 9], declarer=0)[0])",
    )
)

# Predict first, then a worked answer (only the worked answer earns points).
BANK.predict_first("10.1", "10.4", "11.1", "11.6", "12.2", "12.6", graded=True)
