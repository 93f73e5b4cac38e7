"""Lesson 21's exercises (Star Bright: which question is worth asking?) for the bank."""

from __future__ import annotations

import math
from fractions import Fraction

from logo_kit.lore.belief import Belief
from logo_kit.lore.gain import gain_table, outcome_distribution
from logo_kit.lore.information import (  # noqa: F401 (the keys' library calls)
    binary_entropy,
    surprise,
)
from logo_kit.lore.questions import Outcome, Question
from logo_lessons.bank import BANK, Exercise
from logo_lessons.bank.lore.common import _fewest_rounds

_EIGHTHS = (Fraction(1, 2), Fraction(1, 4), Fraction(1, 8), Fraction(1, 8))


LINES_AFTER_LANE_1 = 40_320
"""Lesson 21's interpretation: the lines left once the card in lane 1 is known (8!)."""

BANK.add(
    Exercise(
        "21.1",
        "Predict: an answer leaves 45,360 of the 362,880 lines. How many bits did it tell?",
        answer=lambda: round(math.log2(Belief().count // 45_360)),
        mistakes={
            8: "8 is how many times fewer lines are left; the bits are log₂ of that.",
            Fraction(1, 8): "1/8 is the chance of the answer; its surprise is log₂(1/p).",
            45_360: "Bits measure how much the possibilities shrank, not how many are left.",
        },
        hint="Halving the lines is 1 bit. How many halvings take 9! lines to 45,360?",
        level="core",
        needs=("bits",),
        method=(
            "362,880/45,360 = 8 = 2 × 2 × 2: the answer kept 1/8 of the lines, three halvings",
            "log2(8) = 3 bits",
        ),
        library="round(surprise(Fraction(45_360, 362_880)))",
    )
)
BANK.add(
    Exercise(
        "21.2",
        "Predict: asked alone about the cards in lanes 1 and 2 of a fresh line, which Star "
        "Bright question gives the most information?",
        kind="choice",
        choices=tuple(q.title for q in Question),
        answer=lambda: (
            max(
                Question,
                key=lambda q: outcome_distribution(
                    Belief(), (1, 2), mode="bright", questions={q}
                ).entropy(),
            ).title
        ),
        mistakes={
            "Greatness": "Greatness splits the lines in half: exactly 1 bit. A question with "
            "more than two answers can give more.",
            "Nearby": "Nearby says yes for exactly half of the pairs: 1 bit, the most a yes/no "
            "question can give. Is every question a yes/no question?",
        },
        hint="A yes/no question gives at most 1 bit. Which question has more than two answers?",
        level="core",
        needs=("lore.bright", "entropy"),
        method=(
            "a yes/no question gives at most 1 bit (Greatness and Nearby: exactly 1)",
            "Alignment has four answers (card 1, card 2, both, none), so it can give more: "
            "about 1.006 bits",
        ),
        library="{q.title: outcome_distribution(Belief(), (1, 2), mode='bright', "
        "questions={q}).entropy() for q in Question}",
    )
)
BANK.add(
    Exercise(
        "21.3",
        "On a fresh line, the exact chance that Nearby, asked alone about the cards in lanes 4 "
        "and 5, says yes.",
        answer=lambda: outcome_distribution(Belief(), (4, 5), mode="bright", questions={6})[
            Outcome(Question.NEARBY)
        ],
        mistakes={
            Fraction(1, 2): "1/2 was lanes 1 and 2. In the middle lanes more values are within "
            "one lane of home.",
            Fraction(31, 72): "31/72 is the chance that neither card is nearby: the 'no'.",
            Fraction(36, 72): "Count again: lane 4 is near values 3–5, lane 5 near 4–6.",
        },
        hint="Count the pairs where neither is nearby: a ∉ {3, 4, 5}, b ∉ {4, 5, 6}, a ≠ b.",
        level="core",
        task="compute",
        needs=("lore.line", "lore.bright"),
        method=(
            "neither nearby: a in {1, 2, 6, 7, 8, 9}, b in {1, 2, 3, 7, 8, 9}, a ≠ b",
            "pairs: 6 × 6 − 5 = 31 (five values are in both sets)",
            "P(Nearby: yes) = 1 − 31/72 = 41/72",
        ),
        library="outcome_distribution(Belief(), (4, 5), mode='bright', questions={6})"
        "[Outcome(Question.NEARBY)]",
    )
)
BANK.add(
    Exercise(
        "21.4",
        f"{LINES_AFTER_LANE_1:,} lines are possible; the next answer tells 2 bits. How many "
        "lines are left after it?",
        answer=lambda: Belief(stars=8).count // 2**2,
        mistakes={
            LINES_AFTER_LANE_1 // 2: "That is 1 bit, one halving. Two bits halve the lines twice.",
            LINES_AFTER_LANE_1 - 2: "Bits are not lines: 2 bits do not take 2 lines away, they "
            "halve the lines twice.",
            LINES_AFTER_LANE_1 * 4: "A bit halves the lines that are left; it never adds any.",
        },
        hint="One bit halves the lines. What do 2 bits do?",
        task="interpret",
        needs=("bits",),
        model_answer="2 bits: the answer kept 1/2 × 1/2 = 1/4 of the lines, 40,320/4 = 10,080.",
        method=("2 bits: the answer kept (1/2)² = 1/4 of the lines", "40,320 × 1/4 = 10,080 lines"),
        library="Belief(stars=8).count // 2**2",
    )
)
BANK.add(
    Exercise(
        "21.5",
        "Two yes/no questions: the first says yes with chance 1/3, the second with chance 3/4. "
        "Which tells more on average?",
        answer=lambda: (
            "first" if binary_entropy(Fraction(1, 3)) > binary_entropy(Fraction(3, 4)) else "second"
        ),
        kind="choice",
        choices=("first", "second"),
        mistakes={
            "second": "3/4 is further from ½ than 1/3 is (1/4 against 1/6). The closer a yes/no "
            "question's chance is to ½, the more bits: H(3/4) ≈ 0.811, H(1/3) ≈ 0.918.",
        },
        hint="The closer P(yes) is to ½, the more bits a yes/no question gives: compare the "
        "distances from ½.",
        task="choose",
        needs=("entropy",),
        model_answer="The first: 1/3 is closer to ½ than 3/4 is, so its answer is less "
        "predictable — H(1/3) ≈ 0.918 bits against H(3/4) ≈ 0.811.",
        method=(
            "distance from ½: 1/2 − 1/3 = 1/6 for the first",
            "3/4 − 1/2 = 1/4 for the second",
            "closer to ½ is more bits: the first (0.918 bits against 0.811)",
        ),
        library="binary_entropy(Fraction(1, 3)), binary_entropy(Fraction(3, 4))",
    )
)
BANK.add(
    Exercise(
        "21.6",
        "A question has four answers, with chances 1/2, 1/4, 1/8 and 1/8: its entropy, exactly.",
        answer=lambda: sum(p * Fraction(math.log2(1 / p)) for p in _EIGHTHS),
        mistakes={
            2: "2 bits is log₂ 4, the most four answers can give — when all four are equally "
            "likely. These are not.",
            Fraction(3, 2): "Weight each surprise by its answer's chance: the two rare answers "
            "tell 3 bits each.",
            Fraction(9, 4): "That adds the surprises 1 + 2 + 3 + 3 and divides by 4: weight them "
            "by their chances instead.",
        },
        hint="Each answer's surprise is log₂(1/p): 1, 2, 3 and 3 bits. Average them, each "
        "weighted by its chance.",
        level="extension",
        task="compute",
        needs=("entropy",),
        model_answer="H = ½·1 + ¼·2 + ⅛·3 + ⅛·3 = 7/4 bits: less than the 2 bits of four equally "
        "likely answers.",
        method=(
            "surprises: 1, 2, 3 and 3 bits (log₂ of 2, 4, 8 and 8)",
            "H = 1/2 × 1 + 1/4 × 2 + 1/8 × 3 + 1/8 × 3 = 7/4 bits",
        ),
        library="sum(p * surprise(p) for p in (Fraction(1, 2), Fraction(1, 4), Fraction(1, 8), "
        "Fraction(1, 8)))",
    )
)
BANK.add(
    Exercise(
        "21.7",
        "On a fresh line you ask only Symmetry about two cards. The expected number of lines "
        "left afterwards.",
        answer=lambda: (
            gain_table(Belief(), mode="bright", questions={2}, pairs=[(1, 2)])[0].expected_remaining
        ),
        mistakes={
            Fraction(math.factorial(9) * 8, 9): "That is the lines left after the likely 'no'; "
            "weight each answer's lines by its chance: Σ n²/N.",
            Fraction(math.factorial(9), 2): "The answers are not equally likely: yes 1/9, no 8/9.",
            Fraction(math.factorial(9), 9): "That is the lines left after a 'yes', which comes "
            "only 1 time in 9.",
        },
        hint="E[lines left] = Σ nᵢ² / N: 'yes' keeps 1/9 of the 9! lines, 'no' keeps 8/9.",
        level="extension",
        task="compute",
        needs=("lore.bright", "expected-left"),
        method=(
            "yes keeps 9!/9 = 40,320 lines, with chance 1/9; no keeps 8 × 40,320 = "
            "322,560, with chance 8/9",
            "E = 1/9 × 40,320 + 8/9 × 322,560 = 291,200 lines",
        ),
        library="gain_table(Belief(), mode='bright', questions={2}, pairs=[(1, 2)])[0]"
        ".expected_remaining",
    )
)
BANK.add(
    Exercise(
        "21.8",
        "With two blackholes (11 cards) a Star Bright round has at most 12 answers. The fewest "
        "rounds that could possibly tell a player how to win.",
        answer=lambda: _fewest_rounds(12, Belief(blackholes=2).count // math.factorial(2)),
        mistakes={
            _fewest_rounds(12, math.factorial(11)): "12^r ≥ 11! tells apart all 11! lines, but "
            "either order of the two blackholes wins (ruling S7): only 11!/2 lines need telling "
            "apart.",
            6: "6 rounds are enough for 9 cards (12⁶ ≥ 9!); 11 cards have far more lines.",
        },
        hint="Compare powers of 12 with 11!/2 = 19,958,400.",
        level="extension",
        task="compute",
        needs=("lore.blackholes", "rounds-bound"),
        method=(
            "lines to tell apart: 11!/2 = 19,958,400 (either blackhole order wins)",
            "12⁶ = 2,985,984, too few",
            "12⁷ = 35,831,808, enough",
            "fewest rounds r = 7",
        ),
        library="next(r for r in range(1, 20) if 12**r >= Belief(blackholes=2).count // 2)",
    )
)
BANK.add(
    Exercise(
        "21.9",
        "Why can asking fewer questions in a round give more information?",
        kind="why",
        hint='Follow the lines on which Oddity says "yes": which answer do they all get when '
        "Oddity is asked, and which answers can they get when it is skipped?",
        level="extension",
        needs=("lore.bright", "entropy"),
        model_answer=(
            "Asking stops at the first yes (ruling S4). A question that says yes often — Oddity, "
            "on about a quarter of all lines for the best pair — ends the round there, and all "
            'those lines get the same answer, "Oddity: yes". Skipped, those lines go on to the '
            "later questions and are split between several answers (Massive, Nearby, Focus, Orbit, "
            "Greatness). Information is the entropy of the answer, so more, and more even, answers "
            "give more bits — as long as the skipped question was not itself splitting the lines "
            "well."
        ),
    )
)


# Predictions the lesson then works out openly: never marked, no points. The reason is
# what the reveal shows beside "you guessed X, the answer is Y".
BANK.predict_first(
    "21.1",
    "21.2",
    graded=False,
    reasons={
        "21.1": "The answer left 1/8 of the lines: 8 = 2 × 2 × 2 is three halvings, and "
        "one halving is one bit: log₂ 8.",
        "21.2": "A yes/no question gives at most 1 bit; Alignment has four answers, so it can "
        "give more. Here it just does, by a hair: about 1.006 bits against exactly 1 for "
        "Greatness and Nearby, a margin too small to guess by feel.",
    },
)
