"""Lesson 22's exercises (the strategy lab), registered in :data:`logo_lessons.bank.BANK`."""

from __future__ import annotations

import math
from fractions import Fraction

from logo_kit.lore.belief import Belief
from logo_kit.lore.gain import outcome_distribution
from logo_kit.lore.planning import best_alignment
from logo_kit.lore.questions import Outcome, Query, Question, possible_outcomes
from logo_lessons.bank import BANK, Exercise
from logo_lessons.bank.lore.common import _fewest_rounds
from logo_lessons.intervals import verdict


def _alignment_yes(cards: tuple[int, int]) -> Fraction:
    dist = outcome_distribution(Belief(), cards, mode="light")
    return sum((p for o, p in dist.items() if o.question is Question.ALIGNMENT), Fraction(0))


def two_blackhole_position() -> Belief:
    """Lesson 22's risk position: a 3-star line with two blackholes (5 cards, lanes 0–4)
    after Alignment pointed at cards 1 and 2. The values 0 (small), 3 and 4 (large) remain
    for cards 0, 3 and 4: 3! = 6 assignments, in 3 pairs that differ only by which
    blackhole is which."""
    belief = Belief(stars=3, blackholes=2)
    return belief.record((1, 2), Outcome(Question.ALIGNMENT, (1, 2)), mode="light")


def _advisor_aligns(risk: Fraction) -> str:
    return "yes" if best_alignment(two_blackhole_position())[1] >= risk else "no"


OTHER_DIFFERENCE = (-0.05, 0.65)
"""Lesson 22's interpretation: a 40-game tournament's interval of greedy − advisor."""
OVERLAPPING_DIFFERENCE = (0.05, 0.55)
"""Lesson 22's choice: the difference's interval beside two overlapping own intervals."""

BANK.add(
    Exercise(
        "22.1",
        "In Star Light every round has at most 7 answers. With one blackhole (10 cards), the "
        "fewest rounds after which a player can be sure of any line.",
        answer=lambda: _fewest_rounds(
            len(possible_outcomes(Query.build((1, 2), mode="light"))), Belief(blackholes=1).count
        ),
        mistakes={
            _fewest_rounds(7, math.factorial(9)): "7 rounds tell apart at most 7⁷ = 823,543 "
            "lines: enough for 9 cards, but one blackhole makes 10! = 3,628,800 lines.",
            9: "7⁸ = 5,764,801 is already more than 10! = 3,628,800.",
        },
        hint="Compare powers of 7 with 10! = 3,628,800.",
        level="core",
        task="compute",
        needs=("rounds-bound",),
        model_answer="r rounds of at most 7 answers tell apart at most 7^r lines: 7⁷ = 823,543 "
        "is fewer than 10! = 3,628,800, and 7⁸ = 5,764,801 is enough.",
        method=(
            "7⁷ = 823,543: fewer than the 10! lines",
            "10! = 3,628,800",
            "7⁸ = 5,764,801: enough",
            "fewest rounds r = 8",
        ),
        library="next(r for r in range(1, 20) if 7**r >= Belief(blackholes=1).count)",
    )
)
BANK.add(
    Exercise(
        "22.2",
        "A 40-game tournament: greedy − advisor has mean 0.30 turns, 95% interval −0.05 to "
        "0.65. What do these games show?",
        answer=lambda: verdict(*OTHER_DIFFERENCE),
        kind="choice",
        choices=("advisor faster", "greedy faster", "not shown"),
        mistakes={
            "advisor faster": "The interval runs from −0.05 to 0.65: it contains 0, so these "
            "games fit a true difference of 0 — or even a faster greedy player.",
            "greedy faster": "A positive difference greedy − advisor means greedy needed more "
            "turns, not fewer; and this interval contains 0 anyway.",
        },
        hint="Where does 0 lie: inside the interval of the difference, or outside it?",
        task="interpret",
        needs=("paired",),
        model_answer="Not shown: the interval −0.05 to 0.65 contains 0. The mean 0.30 favours "
        "the advisor, but a difference of 0 fits these 40 games too; more games would narrow "
        "the interval.",
        method=("the interval of the difference: −0.05 to 0.65", "it contains 0: not shown"),
        library="verdict(-0.05, 0.65)",
    )
)
BANK.add(
    Exercise(
        "22.3",
        "Own intervals 8.8–9.2 (greedy) and 8.5–8.9 (advisor) overlap; greedy − advisor, game "
        "by game, 0.05 to 0.55. Is the advisor shown to be faster?",
        answer=lambda: "yes" if verdict(*OVERLAPPING_DIFFERENCE) == "advisor faster" else "no",
        kind="choice",
        choices=("yes", "no"),
        mistakes={
            "no": "Overlapping own intervals are not the test. Each game gives one difference, "
            "and the interval of their mean, 0.05 to 0.55, lies wholly above 0: the advisor "
            "needed fewer turns.",
        },
        hint="Which interval is the test: the two players' own, or the one of the game-by-game "
        "difference?",
        task="choose",
        needs=("paired",),
        model_answer="Yes: the game-by-game difference's interval, 0.05 to 0.55, lies above 0. "
        "The own intervals overlap because each also holds how hard the lines were — luck both "
        "players share in a game, which the difference cancels.",
        method=(
            "the test is the difference's interval: 0.05 to 0.55",
            "it lies above 0 (overlapping own intervals do not matter): the advisor is faster",
        ),
        library="verdict(0.05, 0.55)",
    )
)
BANK.add(
    Exercise(
        "22.4",
        "After the first 24 games the 95% interval of the game-by-game difference in Star "
        "Bright contained 0, after 120 games it did not. Why do the 24 games not show that the "
        "advisor is faster, and what changed with 120?",
        kind="why",
        level="extension",
        needs=("paired",),
        model_answer=(
            "The mean difference of 24 games is an estimate from a random sample of games. Its 95% "
            "interval contains 0, so a true difference of 0 (or even a slower advisor) fits those "
            "games: the gap is within the game-to-game noise, and explaining it (as an earlier "
            "version of this lesson did) explains noise. The standard error of a mean falls like "
            "$1/\\sqrt{n}$, so 120 games (5 times as many) give an interval about $\\sqrt5 "
            "\\approx 2.2$ times narrower; it no longer contains 0, so these games do show that "
            "the advisor is faster in Star Bright, by a fraction of a turn. Whether the two "
            "players' own intervals overlap is not the test: compare the game-by-game differences."
        ),
    )
)
BANK.add(
    Exercise(
        "22.5",
        "Predict: on a fresh line the cards in lanes 4 and 5 are held up in Star Light. The "
        "exact chance that Alignment says yes (one card or both).",
        answer=lambda: _alignment_yes((4, 5)),
        mistakes={
            Fraction(16, 72): "The pair (4, 5) — both aligned — was counted twice: 8 + 8 − 1.",
            Fraction(2, 9): "1/9 + 1/9 counts 'both aligned' twice: subtract it once.",
            Fraction(1, 81): "That is 'both aligned' if the cards were independent; count "
            "'either'.",
        },
        hint="Of the 72 ordered pairs (a, b): a = 4 in 8, b = 5 in 8, both in 1.",
        level="extension",
        needs=("lore.line", "lore.light"),
        method=(
            "card 4 home in 8 of the 72 ordered pairs (a is 4), card 5 home in 8 (b is 5)",
            "both home in 1 pair, counted twice: 8 + 8 − 1 = 15",
            "P(Alignment: yes) = 15/72 = 5/24",
        ),
        library="sum(p for o, p in outcome_distribution(Belief(), (4, 5), mode='light').items() "
        "if o.question is Question.ALIGNMENT)",
    )
)
BANK.add(
    Exercise(
        "22.6",
        "In Star Bright you hold tokens on question cards 3, 5 and 6, and this round you ask "
        "Alignment and your three token questions but not Greatness. How many different "
        "answers can the round have?",
        answer=lambda: len(
            possible_outcomes(Query.build((1, 2), mode="bright", questions=(1, 3, 5, 6)))
        ),
        mistakes={
            8: "That counts Greatness's two answers, but Greatness is not asked. Without it, "
            "every question may say no: 'no to every question' is an answer too.",
            6: "Without Greatness every question may say no: 'no to every question' is an "
            "answer too.",
            5: "Alignment can point at the first card, the second, or both: 3 answers.",
        },
        hint="Alignment: 3 answers; each token question: 1 'yes'; and with Greatness not asked, "
        "'no to every question'.",
        level="extension",
        task="compute",
        needs=("lore.bright",),
        method=(
            "Alignment: the first card, the second, or both: 3 answers",
            "one yes each for questions 3, 5 and 6: 3 answers",
            "Greatness not asked: 'no to every question' is an answer: 1",
            "answers: 3 + 3 + 1 = 7",
        ),
        library="len(possible_outcomes(Query.build((1, 2), mode='bright', "
        "questions=(1, 3, 5, 6))))",
    )
)
BANK.add(
    Exercise(
        "22.7",
        "A player with two blackholes has 6 assignments left, in 3 pairs that differ only by "
        "which blackhole is which. They lay out the line one pair says. The exact chance that "
        "Align the Stars wins.",
        answer=lambda: best_alignment(two_blackhole_position())[1],
        mistakes={
            Fraction(1, 6): "With two blackholes either one may take either extra lane (ruling "
            "S7): one arrangement wins for both assignments of its pair.",
            Fraction(1, 2): "Only the assignments of one pair put every card home in that "
            "arrangement.",
        },
        hint="Every consistent assignment is equally likely. How many of the 6 win in that "
        "arrangement?",
        level="extension",
        task="compute",
        needs=("lore.blackholes",),
        method=(
            "the laid-out line wins for both assignments of its pair: 2 of the 6",
            "P = 2/6 = 1/3",
        ),
        library="best_alignment(two_blackhole_position())[1]",
    )
)
BANK.add(
    Exercise(
        "22.8",
        "The advisor's risk is the smallest winning chance at which it aligns the stars. Does "
        "AdvisorPlayer(risk=Fraction(1, 2)) align in the position of exercise 22.7? (yes or no)",
        kind="choice",
        choices=("yes", "no"),
        answer=lambda: _advisor_aligns(Fraction(1, 2)),
        mistakes={"yes": "It aligns only when the chance is at least its risk, 1/2."},
        hint="Compare the chance of exercise 7 with 1/2.",
        level="extension",
        task="choose",
        needs=("lore.risk",),
        method=("the chance of exercise 7: 1/3", "1/3 is below the risk 1/2: it does not align"),
        library="best_alignment(two_blackhole_position())[1] >= Fraction(1, 2)",
    )
)


# Predictions: 22.1 is marked once worked; 22.5 the lesson then works out openly (never
# marked, no points). The reason is what the reveal shows beside "you guessed X, the answer
# is Y".
BANK.predict_first("22.1", graded=True)
BANK.predict_first(
    "22.5",
    graded=False,
    reasons={
        "22.5": "Card 4 is home in 8 of the 72 ordered pairs, card 5 in 8, both in 1: "
        "(8 + 8 − 1)/72 — counting 'both' once.",
    },
)
