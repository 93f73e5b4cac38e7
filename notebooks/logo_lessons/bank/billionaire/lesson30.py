"""Lesson 30's exercises (bust odds), registered in :data:`logo_lessons.bank.BANK`."""

from __future__ import annotations

from fractions import Fraction

from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_kit.billionaire.experiment import (  # noqa: F401 (the keys' library calls)
    mean_safe_cards,
    safe_cards_distribution,
)
from logo_kit.billionaire.odds import bust_probability, next_bust_chance, survival_curve
from logo_lessons.bank import BANK, Exercise
from logo_lessons.bank.billionaire.common import _BEAR, _BULL, _add

CLASS_DECK = RiskyBusinessDeck({10: 20}, busts=2)
"""Exercise 30.8's deck: 20 value cards and 2 BUSTs (only the counts matter there)."""


CLASS_SHUFFLES, CLASS_SAFE = 1000, 670
"""Lesson 30's class: 1,000 shuffles of the bull deck, 670 with no BUST in the first 3 cards."""


def _class_share_agrees() -> str:
    """Whether the class's share of 'no BUST in 3 cards' lies in the 95% band."""
    p = survival_curve(_BULL())[3]
    half = 1.96 * (float(p) * float(1 - p) / CLASS_SHUFFLES) ** 0.5
    return "yes" if abs(float(Fraction(CLASS_SAFE, CLASS_SHUFFLES) - p)) <= half else "no"


_add(
    Exercise(
        "30.1",
        "Bull market: ten value cards were turned and no BUST. The chance that the 11th card "
        "is a BUST",
        answer=lambda: next_bust_chance(_BULL(), [10] * 5 + [20] * 5),
        mistakes={
            Fraction(1, 10): "1/10 is the first card's chance. The cards are not put back: "
            "the 3 BUSTs now hide among fewer cards.",
            Fraction(3, 19): "3/19 counts 11 cards gone; after 10 safe cards 20 are left.",
            Fraction(1, 20): "All 3 BUSTs are still in the deck, not just one.",
            Fraction(17, 20): "That is the chance that the 11th card is safe.",
        },
        hint="How many cards are still face down, and how many of them are BUSTs?",
        level="core",
        needs=("bb.decks",),
        model_answer="20 cards are left and all 3 BUSTs are among them: 3/20.",
        method=("cards left: 30 − 10 = 20, all 3 BUSTs among them", "P = 3/20"),
        library="next_bust_chance(RiskyBusinessDeck.bull(), [10] * 5 + [20] * 5)",
    )
)

_add(
    Exercise(
        "30.2",
        "Bull market, draw to BUST: the mean number of value cards turned before the first BUST",
        answer=lambda: mean_safe_cards(_BULL()),
        mistakes={
            9: "9 is the answer if every card were put back (safe runs then average "
            "(1 − 1/10)/(1/10) = 9), or if 3 BUSTs cut the 27 value cards into 3 gaps. "
            "3 BUSTs cut a row of cards into 4 gaps.",
            10: "10 is the average wait for a 1-in-10 chance with the cards put back, "
            "counting the BUST itself.",
            Fraction(31, 4): "31/4 is the mean position of the first BUST, counting it; "
            "the question counts only the safe cards before it.",
            Fraction(15, 2): "30/4 shares all 30 cards among the 4 gaps, but the BUSTs "
            "themselves are not in the gaps: only the 27 value cards are.",
            6: "Surviving 6 cards is less likely than not, so the middle run is about 5 or 6; "
            "but long runs (up to 27) pull the mean up. And 6 is the bear deck's mean.",
        },
        hint="The 3 BUSTs cut the shuffled row of cards into 4 gaps. How many value cards "
        "does a gap hold on average?",
        level="core",
        needs=("bb.decks",),
        model_answer="27 value cards in 4 gaps: 27/4 = 6.75.",
        method=(
            "the 3 BUSTs cut the row of 30 cards into 3 + 1 = 4 gaps",
            "the 27 value cards share the 4 gaps alike: mean S = 27/4 = 6.75",
        ),
        library="safe_cards_distribution(RiskyBusinessDeck.bull()).mean()",
    )
)

_add(
    Exercise(
        "30.3",
        "Bear market: the first three cards were 10M, 20M and 30M. The chance that the "
        "fourth card is a BUST",
        answer=lambda: next_bust_chance(_BEAR(), [10, 20, 30]),
        mistakes={
            Fraction(1, 9): "1/9 = 3/27 is the first card's chance; three safe cards have "
            "left the deck since.",
            Fraction(1, 10): "1/10 is the bull deck's first card; the bear deck has 27 cards.",
            Fraction(3, 23): "That takes 4 cards out; only 3 have been turned over.",
            Fraction(3, 26): "That takes only 1 card out; 3 have been turned over.",
            Fraction(7, 8): "That is the chance that the fourth card is safe.",
        },
        hint="The bear deck has 27 cards, 3 of them BUSTs. How many are left after 3 safe cards?",
        level="core",
        task="compute",
        needs=("bb.decks",),
        model_answer="27 − 3 = 24 cards left, 3 of them BUSTs: 3/24 = 1/8.",
        method=(
            "bear deck: 27 cards, 3 BUSTs; 3 safe cards gone: 27 − 3 = 24 left",
            "P = 3/24 = 1/8",
        ),
        library="next_bust_chance(RiskyBusinessDeck.bear(), [10, 20, 30])",
    )
)

_add(
    Exercise(
        "30.4",
        "A player went BUST on the last three launches. Is the first card of the next launch "
        "more, less or equally likely to be a BUST as on any fresh launch?",
        answer=lambda: (
            "equally likely"
            if next_bust_chance(_BULL(), []) == Fraction(_BULL().busts, _BULL().size)
            else "?"
        ),
        kind="choice",
        choices=("more likely", "less likely", "equally likely"),
        mistakes={
            "less likely": "Every launch starts from a freshly shuffled, complete deck, 3 BUSTs "
            "in 30: earlier launches change nothing. The chance rises only within a launch, as "
            "safe cards leave the deck.",
            "more likely": "A BUST is never 'due': each launch reshuffles all 30 cards, 3 of "
            "them BUSTs, so the first card is a BUST with chance 3/30 whatever happened before.",
        },
        hint="What is in the deck when a new launch starts?",
        task="choose",
        needs=("bb.decks",),
        model_answer="Equally likely: every launch starts from a freshly shuffled, complete "
        "deck, so the first card is a BUST with chance 3/30 whatever happened on earlier "
        "launches (the gambler's fallacy says otherwise).",
        method=(
            "a new launch: all 30 cards, freshly shuffled, 3 BUSTs",
            "first card: 3/30 = 1/10, the same as on any launch: equally likely",
        ),
        library="next_bust_chance(RiskyBusinessDeck.bull(), [])",
    )
)

_add(
    Exercise(
        "30.5",
        f"{CLASS_SHUFFLES:,} shuffles of the bull deck, {CLASS_SAFE} with the first 3 cards safe; "
        "exact 585/812 ≈ 0.7204, 95% band ±0.0278. Does the class agree?",
        answer=_class_share_agrees,
        kind="choice",
        choices=("yes", "no"),
        mistakes={
            "yes": "The class's share is 670/1000 = 0.670, below the band's low end "
            "0.7204 − 0.0278 = 0.6926: outside it. A share outside the band is a surprise: "
            "look at the shuffling, or a missing card.",
        },
        hint="Work out the class's share, 670 of 1,000, and the two ends of the band.",
        task="interpret",
        needs=("band",),
        model_answer="No: 0.670 lies below the band 0.6926 to 0.7482. That happens about 1 time "
        "in 20 by chance; a class this far out should check its shuffles and its deck.",
        method=(
            "class share: 670/1000 = 0.670",
            "band: from 0.7204 − 0.0278 = 0.6926",
            "to 0.7204 + 0.0278 = 0.7482",
            "0.670 is below the band: it does not agree",
        ),
        library="survival_curve(RiskyBusinessDeck.bull())[3]",
    )
)

_add(
    Exercise(
        "30.6",
        "Bear market: the exact chance that the first 3 cards hold no BUST",
        answer=lambda: survival_curve(_BEAR())[3],
        mistakes={
            lambda: survival_curve(_BULL())[3]: "That is the bull deck; the bear deck has "
            "24 value cards among 27.",
            Fraction(8, 9) ** 3: "(8/9)³ puts every card back; without replacement the "
            "factors are 24/27 · 23/26 · 22/25.",
            lambda: 1 - survival_curve(_BEAR())[3]: "That is the chance of at least one BUST; "
            "the question asks for none.",
        },
        hint="The bear deck has 24 value cards and 3 BUSTs: 24/27 for the first card, and then?",
        level="extension",
        task="compute",
        needs=("bb.decks", "comb"),
        model_answer="24/27 · 23/26 · 22/25 = C(24, 3)/C(27, 3) = 2024/2925 ≈ 0.692.",
        method=(
            "24/27 × 23/26 × 22/25 = 2024/2925",
            "or count: C(24, 3)/C(27, 3) = 2,024/2,925 = 2024/2925",
        ),
        library="survival_curve(RiskyBusinessDeck.bear())[3]",
    )
)

_add(
    Exercise(
        "30.7",
        "Bull market, before any card is turned: the chance that the second card is a BUST",
        answer=lambda: Fraction(_BULL().busts, _BULL().size),
        mistakes={
            Fraction(3, 29): "That is the chance after a safe first card; nothing is "
            "known about the first card yet.",
            Fraction(2, 29): "That is the chance after a BUST first card; nothing is "
            "known about the first card yet.",
            Fraction(28, 145): "That is the chance of a BUST among the first two cards, not "
            "of the second card itself being one.",
            Fraction(27, 290): "That is 'first safe AND second BUST'; the first card may be "
            "a BUST too.",
        },
        hint="Every position of a shuffled deck is alike. Or split on the first card: safe "
        "then BUST, or BUST then BUST, and add.",
        level="extension",
        task="compute",
        needs=("bb.decks",),
        method=(
            "split on the first card: safe then BUST, or BUST then BUST",
            "27/30 × 3/29 + 3/30 × 2/29 = 87/870 = 1/10",
        ),
        library="Fraction(RiskyBusinessDeck.bull().busts, RiskyBusinessDeck.bull().size)",
        model_answer="27/30 · 3/29 + 3/30 · 2/29 = (81 + 6)/870 = 87/870 = 1/10: the same as "
        "the first card, because a shuffle treats every position alike.",
    )
)

_add(
    Exercise(
        "30.8",
        "A class's deck has 20 value cards and 2 BUSTs. The chance of at least one BUST among "
        "the first 3 cards",
        answer=lambda: bust_probability(CLASS_DECK, 3),
        mistakes={
            Fraction(57, 77): "That is the chance of NO BUST in 3 cards; the question asks "
            "for at least one.",
            Fraction(3, 11): "Adding 2/22 three times counts a hand with two BUSTs twice "
            "(the events overlap).",
            Fraction(331, 1331): "1 − (20/22)³ puts every card back; without replacement "
            "the factors are 20/22 · 19/21 · 18/20.",
            Fraction(1, 11): "2/22 is only the first card.",
        },
        hint="At least one BUST is the opposite of no BUST.",
        level="extension",
        task="compute",
        needs=("comb",),
        model_answer="1 − C(20,3)/C(22,3) = 1 − 1140/1540 = 400/1540 = 20/77.",
        method=(
            "no BUST in 3 cards: C(20, 3)/C(22, 3) = 1140/1540",
            "at least one BUST: 1 − 1140/1540 = 400/1540 = 20/77",
        ),
        library="bust_probability(CLASS_DECK, 3)",
    )
)

_add(
    Exercise(
        "30.9",
        "A deck has V value cards and B BUSTs: the mean number of value cards before the "
        "first BUST, as a formula in V and B, and why",
        kind="why",
        level="extension",
        needs=("bb.decks", "linearity"),
        model_answer=(
            "Take one value card and the B BUSTs: these B + 1 cards lie in a random order "
            "among themselves, so the value card comes before all the BUSTs with chance "
            "1/(B + 1). The safe cards before the first BUST are exactly the value cards that "
            "come before every BUST. A mean of a count is the sum of the chances of its "
            "parts (linearity of expectation), so the mean is V · 1/(B + 1) = V/(B + 1). "
            "Put another way, the B BUSTs cut the row of cards into "
            "B + 1 gaps, and no gap is favoured, so each holds V/(B + 1) value cards on average."
        ),
    )
)


# Predictions the lesson then works out openly: never marked, no points.
BANK.predict_first("30.1", "30.2", graded=False)
