"""Lesson 11's exercises (colour hands), registered in :data:`logo_lessons.bank.BANK`."""

from __future__ import annotations

from fractions import Fraction

from logo_kit.exact import comb
from logo_kit.logo.experiment import red_cards_distribution
from logo_kit.logo.odds import color_hand_chance, color_hand_probability
from logo_kit.logo.odds_chase import color_hand_chance_in_round
from logo_lessons.bank import BANK, Exercise
from logo_lessons.bank.logo.common import _hands

CHASED_HAND = "R3 R8 R12 LOGO B6 G2 JUMP"
"""Lesson 11's hand: four cards count as red, so three are missing."""


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


# Predict first, then a worked answer (only the worked answer earns points).
BANK.predict_first("11.1", "11.6", graded=True)
