"""Lesson 20's displays: the tables and charts of *Star Light: counting the star line*.

A lesson helper, not core, and not an answer key: every function here lays out
numbers the lesson's own cells computed (or computes a display the lesson then
reads), so the code a student reads stays the counting itself. Nothing here
knows an exercise or its answer.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from fractions import Fraction

from logo_kit.lore import Belief, Outcome, Query, answer, derangements, outcome_distribution
from logo_kit.widgets import plots

__all__ = [
    "answer_table",
    "blackhole_table",
    "cut_rounds",
    "cuts_chart",
    "exactly_k_table",
    "home_bars",
    "one_over_e_chart",
    "one_over_e_table",
    "running_chart",
    "running_table",
    "simulation_table",
]


def answer_table(chances: Mapping[Outcome, Fraction], of: int | None = None) -> str:
    """Each answer and its exact chance, one line each; with ``of``, also how many of
    ``of`` equally likely cases give it (the chance times ``of``).

    >>> from logo_kit.lore import Belief, outcome_distribution
    >>> print(answer_table(outcome_distribution(Belief(), (4, 5), mode="light"))[-8:])
    total: 1
    """
    head = f"{'answer':36} {'chance':>6}" + (f"   of the {of} value pairs" if of else "")
    rows = [head]
    for outcome, p in _table(chances):
        rows.append(f"{outcome!s:36} {p!s:>6}" + (f"   {p * of}" if of else ""))
    rows.append(f"total: {sum(chances.values())}")
    return "\n".join(rows)


def simulation_table(chances: Mapping[Outcome, Fraction], seen: Mapping[Outcome, int]) -> str:
    """Exact chance, simulated frequency and the 95% band ±1.96·√(p(1−p)/n) of each answer,
    where ``seen`` counts the answers of ``n`` simulated rounds."""
    n = sum(seen.values())
    rows = [f"{'answer':36} {'exact':>7} {'simulated':>9}  95% band"]
    for outcome, p in _table(chances):
        half = 1.96 * math.sqrt(p * (1 - p) / n)
        rows.append(f"{outcome!s:36} {float(p):7.4f} {seen.get(outcome, 0) / n:9.4f}  ±{half:.4f}")
    return "\n".join(rows)


def blackhole_table(holes: Iterable[int] = (0, 1, 2)) -> str:
    """For each number of blackholes: the lanes, the cards, how many lines, and the
    chance that the deal already wins (one winning order, two with two blackholes)."""
    rows = []
    for count in holes:
        line = Belief(blackholes=count)
        n = len(line.cards)
        rows.append(
            f"{count} blackhole(s): lanes {line.lanes[0]}–{line.lanes[-1]}, {n} cards, "
            f"{line.count:>10,} = {n}! lines; the deal wins with chance {line.win_chance()}"
        )
    return "\n".join(rows)


def cut_rounds(
    hidden: Mapping[int, int], pairs: Iterable[tuple[int, int]], mode: str = "light"
) -> tuple[str, dict[int, int]]:
    """Ask ``pairs`` in turn about the ``hidden`` line (card → value, card c in lane c).

    Returns a table — each round's answer, its exact chance beforehand, the lines
    before and after, and chance × before (which equals after) — and the lines
    still possible after each round (round 0: the deal).
    """
    belief = Belief()
    counts = {0: belief.count}
    rows = [
        f"{'round':>5} {'cards':>7}  {'answer':36} {'chance':>8} "
        f"{'before':>8} → {'after':>6}  chance × before"
    ]
    for number, pair in enumerate(pairs, 1):
        query = Query.build(pair, mode=mode)
        said = answer(query, hidden, {card: belief.lane_of(card) for card in belief.cards})
        chance = outcome_distribution(belief, pair, mode=mode)[said]
        after = belief.update(query, said)
        rows.append(
            f"{number:>5} {pair!s:>7}  {said!s:36} {chance!s:>8} {belief.count:>8,} → "
            f"{after.count:>6,}  {chance * belief.count}"
        )
        belief = after
        counts[number] = belief.count
    rows.append(
        f"face up now: {sorted(belief.revealed)}; the true line is still possible: "
        f"{hidden in belief}"
    )
    return "\n".join(rows), counts


def cuts_chart(counts: Mapping[int, int]):
    """The lines still possible after each round, on a logarithmic scale."""
    return plots.curves(
        {"star lines still possible": counts},
        title="Each answer cuts the star lines still possible",
        x="rounds asked",
        y="star lines still possible (log scale)",
        log_y=True,
    )


def running_table(hits: Iterable[bool], exact: Fraction, checkpoints: Iterable[int]) -> str:
    """The running frequency of ``hits`` after each checkpoint, beside the exact chance."""
    flags = [bool(hit) for hit in hits]
    rows = []
    for n in checkpoints:
        frequency = sum(flags[:n]) / n
        rows.append(
            f"after {n:>6,} shuffles: frequency {frequency:.4f}  (exact {float(exact):.4f})"
        )
    return "\n".join(rows)


def one_over_e_table(largest: int = 12) -> str:
    """D(n), D(n)/n! and its gap to 1/e beside the bound 1/(n+1)!, for n = 1 … ``largest``."""
    rows = [
        f"{'n':>3}  {'D(n)':>11}  {'D(n)/n!':>17}  {'≈':>10}  {'gap to 1/e':>10}  {'1/(n+1)!':>9}"
    ]
    for n in range(1, largest + 1):
        ratio = Fraction(derangements(n), math.factorial(n))
        gap = abs(float(ratio) - math.exp(-1))
        rows.append(
            f"{n:>3}  {derangements(n):>11,}  {ratio!s:>17}  {float(ratio):>10.7f}  "
            f"{gap:>10.2e}  {1 / math.factorial(n + 1):>9.2e}"
        )
    return "\n".join(rows)


def one_over_e_chart(largest: int = 12):
    """D(n)/n! for n = 1 … ``largest`` against the line 1/e."""
    ratios = {n: Fraction(derangements(n), math.factorial(n)) for n in range(1, largest + 1)}
    return plots.curves(
        {"D(n)/n!  (no card home)": ratios},
        title="The chance that no card lands home approaches 1/e",
        x="number of cards n",
        y="chance D(n)/n!",
        hlines={"1/e": math.exp(-1)},
    )


def exactly_k_table(
    exact: Mapping[int, Fraction],
    counted: Mapping[int, int],
    simulated: Mapping[int, float],
    ks: Iterable[int],
) -> str:
    """For each k in ``ks``: the exact chance of exactly k cards home, the number of the
    9! lines counted with k home, and the simulated share."""
    rows = [f"{'k':>2}  {'chance':>12}  {'≈':>8}  {'counted':>8}  {'simulated':>9}"]
    for k in ks:
        p = exact[k]
        rows.append(f"{k:>2}  {p!s:>12}  {float(p):>8.5f}  {counted[k]:>8,}  {simulated[k]:>9.5f}")
    return "\n".join(rows)


def home_bars(exact: Mapping[int, Fraction], simulated: Mapping[int, float], shuffles: int):
    """Bars of the exact chance of k cards home, the Poisson approximation e⁻¹/k! and the
    simulated shares."""
    return plots.bars(
        {
            "exact: C(9,k)·D(9−k)/9!": dict(exact),
            "Poisson approximation e^−1/k!": {k: math.exp(-1) / math.factorial(k) for k in exact},
            f"{shuffles:,} simulated shuffles": dict(simulated),
        },
        title="How many cards land home?",
        x="cards home k",
        y="chance",
        text=False,
    )


def _table(chances: Mapping[Outcome, Fraction]) -> list[tuple[Outcome, Fraction]]:
    table = getattr(chances, "table", None)
    return list(table()) if callable(table) else sorted(chances.items(), key=str)


def running_chart(hits, exact: Fraction):
    """The running frequency of ``hits`` (one flag per shuffle) with its 95% band and the
    exact chance: the law of large numbers, drawn."""
    return plots.convergence(
        hits, exact, title="Shuffles with no card home: the running frequency", what="frequency"
    )
