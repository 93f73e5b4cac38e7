"""The exercises of the Logic & Lore lessons (20, 21, 22), in :data:`logo_lessons.bank.BANK`.

Each expected answer is computed here by the library, so a lesson's check
cell (``check("20.6", my_answer)``) never shows it; each exercise lists the
wrong answers students are likely to give, with the feedback each deserves,
and every "why" question has its model answer (for the teacher's version).

>>> from logo_lessons import check
>>> from logo_lessons.bank import BANK
>>> from fractions import Fraction
>>> check("20.6", Fraction(72, 362880)).message[:60]
'✗ Not yet: The two cards that are not home must both be away'
>>> print(check("20.6", Fraction(1, 10080)))
✓ Correct: 1/10080
>>> [key for key in BANK.keys("21")]
['21.1', '21.2', '21.3', '21.4', '21.5', '21.6', '21.7', '21.8', '21.9']
"""

from __future__ import annotations

import math
from fractions import Fraction

from logo_kit.lore.belief import Belief
from logo_kit.lore.experiment import derangements, fixed_points
from logo_kit.lore.gain import gain_table, outcome_distribution
from logo_kit.lore.information import binary_entropy, surprise  # noqa: F401 (keys call it)
from logo_kit.lore.planning import best_alignment
from logo_kit.lore.questions import Outcome, Query, Question, possible_outcomes
from logo_lessons.bank import BANK, Exercise
from logo_lessons.intervals import verdict

__all__: list[str] = []

_STAR_LIGHT_ORDER = (
    "Alignment is asked first: pairs in which a card is aligned never reach the later questions."
)


def _fewest_rounds(answers: int, lines: int) -> int:
    # smallest r with answers ** r >= lines: r rounds tell apart at most answers ** r lines
    rounds, reach = 0, 1
    while reach < lines:
        rounds += 1
        reach *= answers
    return rounds


def _no_star_home_one_blackhole() -> Fraction:
    # inclusion–exclusion over the 9 star cards of a 10-card line (the blackhole is never home)
    total = sum((-1) ** k * math.comb(9, k) * math.factorial(10 - k) for k in range(10))
    return Fraction(total, math.factorial(10))


_EIGHTHS = (Fraction(1, 2), Fraction(1, 4), Fraction(1, 8), Fraction(1, 8))


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


# -- lesson 20: Star Light, counting the star line --------------------------------------------

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

# -- lesson 21: Star Bright, which question is worth asking? ----------------------------------

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

# -- lesson 22: the strategy lab ------------------------------------------------------------

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


# Predictions the lesson then works out openly: never marked, no points. The reason is
# what the reveal shows beside "you guessed X, the answer is Y".
BANK.predict_first(
    "20.1",
    "20.5",
    "22.1",
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
    "21.1",
    "21.2",
    "22.5",
    graded=False,
    reasons={
        "20.2": "'Each card misses with chance 8/9' treats the cards as independent, giving "
        "(8/9)⁹ ≈ 0.35; they are not (each value is used once). Inclusion–exclusion gives "
        "1 − 1/1! + 1/2! − … − 1/9!, already ≈ 1/e ≈ 0.368 (§10).",
        "21.1": "The answer left 1/8 of the lines: 8 = 2 × 2 × 2 is three halvings, and "
        "one halving is one bit: log₂ 8.",
        "21.2": "A yes/no question gives at most 1 bit; Alignment has four answers, so it can "
        "give more. Here it just does, by a hair: about 1.006 bits against exactly 1 for "
        "Greatness and Nearby, a margin too small to guess by feel.",
        "22.5": "Card 4 is home in 8 of the 72 ordered pairs, card 5 in 8, both in 1: "
        "(8 + 8 − 1)/72 — counting 'both' once.",
    },
)
