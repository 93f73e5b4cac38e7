"""Lesson 12's exercises (to declare or not), registered in :data:`logo_lessons.bank.BANK`."""

from __future__ import annotations

from fractions import Fraction

from logo_kit.logo.cards import parse_cards
from logo_kit.logo.odds import hand_value_distribution
from logo_kit.logo.odds_declare import declare_advice
from logo_kit.logo.scoring import score_round
from logo_lessons.bank import BANK, Exercise
from logo_lessons.bank.logo.common import _value_chance

DECLARE_HAND = "R3 R4 R5 B6 B7 G8 G9"
"""Lesson 12's hand worth 42."""


STEAL_HAND = "R7 R8 B9 G4 G6 0 STEAL"
"""A hand worth 54, lesson 12's final-rotation exercise."""


SMALL_POOL = "R2 R9 B4 B11 G1 G7 0 JUMP"
"""Lesson 12's small game: the 8 cards a 3-card opponent hand comes from."""


def _expected_declare(value: int, p_lowest: Fraction) -> Fraction:
    """E[declare] = p·min(v, 0) + (1 − p)·2v, the scores by ruling L10."""
    win = score_round([value, value + 1], declarer=0)[0]
    lose = score_round([value, value - 1], declarer=0)[0]
    return p_lowest * win + (1 - p_lowest) * lose


def _declare_points_fresh(value: int) -> Fraction:
    """E[declare] against one fresh random hand, no more turns (lesson 12, section 3)."""
    return _expected_declare(value, _value_chance(lambda w: w > value))


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
BANK.predict_first("12.2", "12.6", graded=True)
