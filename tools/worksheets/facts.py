"""The facts a worksheet prints so that a class can work from paper alone.

An exercise names what it needs on paper (``Exercise.needs``: the rule lines,
the deck, a formula, a table of given values); the worksheet prints each of
those facts once, in a box at the top of the sheet, in the order the exercises
first need them. A fact holds what is *given*, never an exercise's answer: the
tests search every printed sheet for every answer of the bank.

Facts about the cards are written from the same definitions the calculators
use (the LOGO deck, the Risky Business decks), so paper and library agree.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

__all__ = ["Fact", "all_facts", "facts_for", "lesson_facts"]


@dataclass(frozen=True)
class Fact:
    """One fact for paper: a short bold ``title`` and its markdown ``text`` (maths in $…$)."""

    key: str
    title: str
    text: str


def _logo_deck() -> str:
    from logo_kit.logo import standard_deck

    deck = standard_deck()
    counts = Counter(card.value for card in deck)
    actions = Counter(
        str(card) for card in deck if not str(card)[1:].isdigit() and str(card) not in ("0", "LOGO")
    )
    named = ", ".join(f"{name} ×{n}" if n > 1 else name for name, n in actions.items())
    return (
        f"{len(deck)} cards: red, blue and green 1–14 (R1 … G14, 42 cards); six black 0s; "
        f"the black action cards {named} (JUMP 15, STEAL and LOOK 20, STOP and DESTROY 25 "
        f"points); the wild LOGO card, worth −10. All {len(deck)} cards together are worth "
        f"{sum(card.value for card in deck)} points. Values and how many cards carry each: "
        + ", ".join(f"{value}: {n}" for value, n in sorted(counts.items()))
        + "."
    )


def _risky_business() -> str:
    from logo_kit.billionaire import RiskyBusinessDeck

    bull, bear = RiskyBusinessDeck.bull(), RiskyBusinessDeck.bear()
    return (
        f"Bull market: {bull}, worth {bull.total_value}M together. "
        f"Bear market: the bull deck without three 10M cards, {bear}, worth "
        f"{bear.total_value}M. A launch turns cards over one at a time, never put back, "
        "until the player stops or a BUST ends it with nothing. Every launch starts from the "
        "complete deck, freshly shuffled."
    )


def _survival() -> str:
    from logo_kit.logo import hand_value_distribution

    fresh = hand_value_distribution()
    shown = ", ".join(
        f"{v}: {float(fresh.prob(lambda w, v=v: w > v)):.4f}"
        for v in (20, 30, 40, 45, 50, 52, 53, 54, 55, 60)
    )
    exact = fresh.prob(lambda w: w > 40)
    return (
        "$W$ is the value of a fresh random 7-card hand (the full deck). Under model A a hand "
        r"worth $v$ is strictly lowest against one opponent with chance $p = P(W > v)$. "
        rf"$v$: $P(W > v)$ — {shown}. Exactly, $P(W > 40) = "
        rf"\frac{{{exact.numerator}}}{{{exact.denominator}}}$."
    )


def _small_game() -> str:
    from itertools import combinations

    from logo_kit.logo import hand_total, parse_cards

    pool = "R2 R9 B4 B11 G1 G7 0 JUMP"
    counts = Counter(hand_total(hand) for hand in combinations(parse_cards(pool), 3))
    listed = ", ".join(f"{total} ({n})" for total, n in sorted(counts.items()))
    return (
        f"3-card hands; an opponent's hand is 3 of the 8 cards {pool} (no colour hand is "
        f"possible, so a hand's value is its total). Every card contributes "
        r"$(1 + x\,y^{\text{value}})$ and the coefficient of $x^3$ in the product lists all "
        rf"$\binom{{8}}{{3}} = {sum(counts.values())}$ opponent hands by total. Total (number "
        f"of hands): {listed}."
    )


@cache
def all_facts() -> dict[str, Fact]:
    """Every fact by key (built once: the deck facts ask the library)."""
    found = [
        Fact(
            "comb",
            "Counting sets",
            r"The number of sets of $k$ things out of $n$ is "
            r"$\binom{n}{k} = C(n, k) = \frac{n!}{k!\,(n-k)!}$, where "
            r"$n! = n \times (n-1) \times \dots \times 1$ (and $0! = 1$).",
        ),
        Fact(
            "band",
            "The 95% band",
            r"If an event has exact chance $p$, its share in $n$ independent trials lands "
            r"within $p \pm 1.96\sqrt{p(1-p)/n}$ about 95 times in 100. A share inside the band "
            r"agrees with $p$; one outside it is a surprise worth a second look.",
        ),
        Fact(
            "paired",
            "Comparing two players",
            "Play both on the same seeded games and take the game-by-game difference. If the "
            "95% interval of its mean excludes 0, the difference is shown (its sign says "
            "who is better); if it contains 0, the games do not show it. Two players' own "
            "intervals overlapping or not is not the test.",
        ),
        Fact(
            "linearity",
            "Linearity of expectation",
            "The mean of a sum is the sum of the means, whether or not the parts are "
            "independent. Each card of a dealt hand, on its own, is a uniformly random card "
            r"of the deck, so a hand of $n$ cards has the mean total $n \times$ (the mean of "
            "one card).",
        ),
        Fact(
            "band-mean",
            "The 95% band of a mean",
            r"A trial with exact mean $\mu$ and standard deviation $\sigma$: the mean of $n$ "
            r"independent trials lands within $\mu \pm 1.96\,\sigma/\sqrt{n}$ about 95 times "
            "in 100. A class mean inside the band agrees with the exact mean.",
        ),
        Fact(
            "ai.chance",
            "Chance as a player",
            "OpenSpiel deals a game one card at a time: each card placed is a chance node, "
            "which lists every different card that can come next with its probability. A "
            r"card the remaining $n$ cards hold $k$ times comes next with chance $k/n$.",
        ),
        Fact(
            "ai.view",
            "What a bot may know",
            "A LOGO player sees its **view**: its own hand, the discard pile, how many cards "
            "every player holds and how many are left to draw; not the other hands, nor the "
            "order of the draw pile. A fair bot decides from its view alone. ISMCTS starts "
            "each simulation from a **world** drawn at random: a whole position that shows "
            "the player exactly its view, the hidden cards filled in at random.",
        ),
        Fact("logo.deck", "The LOGO deck", _logo_deck()),
        Fact(
            "logo.colour",
            "Colour hands",
            "A hand is a colour hand when all 7 cards fit one colour: red, blue or green (14 "
            "cards each, numbered 1–14) or black (12 cards: the six 0s and the six action "
            "cards). The LOGO is wild: it fits every colour. A colour hand is worth "
            r"$\min(\text{total}, 0)$.",
        ),
        Fact(
            "logo.round",
            "A round of LOGO",
            "Seven cards are dealt to each player; the rest is the draw pile, and its top "
            "card is turned up to start the discard pile. A turn: take the top card of the "
            "draw pile or of the discard pile, then discard one card. A Steal makes its "
            "target draw a card, a Destroy makes its target throw away the whole hand and "
            "draw seven, a Stop cancels an action and its player draws a card. A player may "
            "declare LOGO instead of taking a turn: everyone else has one last turn and the "
            "round ends. The round also ends when the draw pile runs out.",
        ),
        Fact(
            "logo.scoring",
            "Scoring a round",
            "With no declaration everyone scores their hand's value. A declarer whose hand is "
            r"**strictly** the lowest scores $\min(v, 0)$ and the others score their values; "
            r"a declarer who is not strictly lowest (a tie is not enough) scores $2v$, double, "
            r"and the player with the lowest value scores $\min(v, 0)$.",
        ),
        Fact(
            "logo.declare",
            "Expected points of declaring",
            r"Your hand is worth $v$, and $p$ is the chance that it is strictly lowest when the "
            r"hands are compared: $E[\text{declare}] = p \cdot \min(v, 0) + (1 - p) \cdot 2v$. "
            "Model A (no more turns): if you do not declare, the round ends as it stands and "
            r"you score $v$.",
        ),
        Fact("logo.survival", "Model A's chance of being lowest", _survival()),
        Fact(
            "logo.final-turn",
            "Model B: the final turn",
            "After a declaration each opponent takes one last turn: they draw the top card of "
            "the draw pile blind and keep the best 7 of their 8 cards (they drop the highest "
            "card, unless 7 of the 8 make a colour hand).",
        ),
        Fact(
            "logo.wait",
            "Declare now, or wait one more turn",
            "Waiting: you draw one card blind and keep your best 7 of 8; the opponent takes an "
            "ordinary turn; then you declare and the opponent takes the final turn (model B). "
            "Declaring now: the opponent takes the final turn at once.",
        ),
        Fact(
            "logo.gf",
            "Counting hands with a generating function",
            r"Every card gets a factor $(1 + x\,y^{\text{value}})$: $x$ marks a card in the "
            r"hand, $y$ adds up its points. In the product over the cards of a deck, the "
            r"coefficient of $x^n y^t$ is the number of $n$-card hands with total $t$.",
        ),
        Fact(
            "logo.value",
            "The value of a hand",
            "A hand's value is its total, except for a **colour hand** — all 7 cards of one "
            "colour (red, blue, green or black; the LOGO counts as any colour) — which is "
            r"worth $\min(\text{total}, 0)$.",
        ),
        Fact("bb.decks", "The Risky Business deck", _risky_business()),
        Fact("logo.small-game", "A small game", _small_game()),
        Fact(
            "lore.line",
            "A star line",
            "Nine star cards, values 1–9, are shuffled and dealt face down into lanes 1–9, one "
            "card a lane: the order they land in is the **star line**. A card is **home** "
            "(aligned) when its value equals its lane number. Every order is equally likely "
            "(a fair shuffle), so a chance is a count of lines divided by a count of lines.",
        ),
        Fact(
            "lore.light",
            "Star Light's questions",
            "You hold up two cards, in lanes $a$ and $b$; the questions are asked in this "
            "order and asking stops at the first yes: 1. *Alignment* — is either card home? "
            "2. *Neighbours* — do their values differ by 1? 3. *Symmetry* — do they add up "
            "to 10? 4. *Greatness* — which is greater (always answered).",
        ),
        Fact(
            "lore.bright",
            "Star Bright's questions",
            "Nine question cards, asked in this order about the two cards held up; asking "
            "stops at the first yes: 1. *Alignment* (is a card home?), 2. *Symmetry* (values add "
            "up to 10), 3. *Neighbours* (values differ by 1), 4. *Oddity* (the sum is odd), "
            "5. *Massive* (the sum is more than 10), 6. *Nearby* (either card is within one "
            "lane of where it belongs), 7. *Focus* (the named card is in the correct half), "
            "8. *Orbit* (swapping the two would align either), 9. *Greatness* (always "
            "answered: which is greater). Questions 1 and 9 are always open; the others only "
            "with a token on them.",
        ),
        Fact(
            "bits",
            "Bits",
            r"Finding one of $N$ equally likely lines takes $\log_2 N$ bits. An answer that "
            r"comes with chance $p$ keeps the share $p$ of the lines and tells its **surprise**, "
            r"$\log_2(1/p)$ bits: each bit halves the lines left.",
        ),
        Fact(
            "entropy",
            "Entropy",
            r"A question's entropy is its surprise averaged over its answers: "
            r"$H = \sum_i p_i \log_2 (1/p_i)$ bits. A yes/no question with $P(\text{yes}) = p$ "
            r"gives $H(p) = p\log_2\frac1p + (1-p)\log_2\frac1{1-p}$ bits: 0 when the answer "
            r"is certain, at most 1 bit (at $p = \tfrac12$), and $H(p) = H(1-p)$. A question "
            r"with $k$ answers gives at most $\log_2 k$ bits.",
        ),
        Fact(
            "expected-left",
            "Expected lines left",
            r"If answer $i$ keeps $n_i$ of the $N$ lines, it comes with chance $n_i/N$, so "
            r"$E[\text{lines left}] = \sum_i \frac{n_i}{N}\, n_i = \frac{\sum_i n_i^2}{N}$.",
        ),
        Fact(
            "rounds-bound",
            "A lower bound on rounds",
            r"A round with at most $k$ answers: $r$ rounds give at most $k^r$ different "
            "sequences of answers. To be sure of the line whatever it is, different lines "
            r"need different sequences: $k^r$ must be at least the number of lines.",
        ),
        Fact(
            "lore.blackholes",
            "Two blackholes",
            "With two blackholes, 11 cards lie in lanes 0–10: the nine stars and the two "
            "blackholes. A blackhole is never home, and a player wins with either blackhole "
            "in either extra lane.",
        ),
        Fact(
            "lore.risk",
            "The advisor's risk",
            "An advisor with risk $r$ aligns the stars as soon as the exact chance that "
            "aligning wins is at least $r$; with $r = 1$ only when it is certain.",
        ),
        Fact(
            "lore.blackhole",
            "A blackhole",
            "With one blackhole the line has 10 cards, the nine stars and the blackhole, in "
            "lanes 1–10; the blackhole is never home, wherever it lies.",
        ),
        Fact(
            "derangements",
            "Derangements",
            "$D(m)$ counts the orders of $m$ cards with no card home. By inclusion–exclusion "
            r"$D(m) = m!\left(1 - \frac{1}{1!} + \frac{1}{2!} - \frac{1}{3!} + \dots \pm "
            r"\frac{1}{m!}\right)$; $D(0) = 1$, $D(1) = 0$, $D(2) = 1$, $D(3) = 2$, "
            "$D(4) = 9$.",
        ),
    ]
    return {fact.key: fact for fact in found}


# Facts a lesson's sheet prints whatever its exercises need (its tally and its charts
# refer to them).
_LESSON_FACTS: dict[str, tuple[str, ...]] = {}


def lesson_facts(number: str) -> tuple[str, ...]:
    """The facts the sheet of lesson ``number`` prints besides its exercises' needs."""
    return _LESSON_FACTS.get(number, ())


def facts_for(needs: Iterable[str]) -> list[Fact]:
    """The facts named in ``needs`` once each, in order; an unknown key raises KeyError."""
    known = all_facts()
    seen: dict[str, Fact] = {}
    for key in needs:
        if key not in seen:
            if key not in known:
                raise KeyError(f"no worksheet fact {key!r}; facts: {', '.join(known)}")
            seen[key] = known[key]
    return list(seen.values())
