"""Lesson 21's displays: the tables and charts of *Star Bright: which question is worth asking?*

A lesson helper, not core, and not an answer key: each function lays out what the
library computes (splits, entropies, best rounds) so that a lesson cell shows only
the mathematics it is about. Nothing here knows an exercise or its answer.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from logo_kit.lore import (
    Belief,
    Outcome,
    Query,
    Question,
    answer,
    answer_split,
    binary_entropy,
    gain_table,
    outcome_distribution,
    possible_outcomes,
    surprise,
)
from logo_kit.widgets import plots

__all__ = [
    "after_rounds",
    "bits_left_chart",
    "bits_table",
    "chance_of_yes",
    "entropy_chart",
    "one_question_table",
    "orders_table",
    "pairs_table",
    "review_table",
    "skip_table",
    "split_chart",
    "split_table",
    "surprise_table",
    "token_table",
]


def bits_table(holes: Iterable[int] = (0, 1, 2)) -> str:
    """Lines, lines to tell apart and bits, for each number of blackholes (with two, either
    blackhole may lie in either extra lane, so lines differing only there count once).

    >>> print(bits_table([2]))  # doctest: +ELLIPSIS
    2 blackhole(s): ... lines, ... to tell apart = ... bits
    """
    rows = []
    for count in holes:
        line = Belief(blackholes=count)
        apart = line.count // math.factorial(count)  # two blackholes: 2 winning orders
        rows.append(
            f"{count} blackhole(s): {line.count:>10,} lines, {apart:>10,} to tell apart "
            f"= {math.log2(apart):.3f} bits"
        )
    return "\n".join(rows)


def surprise_table(split: Any) -> str:
    """Each answer of a split: the lines it keeps, its chance and its surprise log₂(1/p)."""
    rows = [f"{'answer':38} {'lines kept':>10} {'chance':>7} {'surprise':>9}"]
    for outcome, kept in split.counts:
        p = split.chance(outcome)
        rows.append(f"{outcome!s:38} {kept:>10,} {p!s:>7} {surprise(p):>6.3f} bits")
    return "\n".join(rows)


def one_question_table(belief: Belief, pair: tuple[int, int], mode: str = "bright") -> str:
    """Every question asked alone about ``pair``: its entropy and its answers' exact chances."""
    rows = [f"{'question':14} {'bits':>5}   answers (exact chance)"]
    for question in Question:
        dist = outcome_distribution(belief, pair, mode=mode, questions={question})
        shown = "; ".join(f"{o}: {p}" for o, p in dist.table())
        rows.append(f"{int(question)} {question.title:12} {dist.entropy():5.3f}   {shown}")
    return "\n".join(rows)


def chance_of_yes(belief: Belief, pair: tuple[int, int], question: Question) -> float:
    """The chance that ``question``, asked alone about ``pair``, says anything but "no"."""
    dist = outcome_distribution(belief, pair, mode="bright", questions={question})
    return float(1 - dist[Outcome(None)])


def entropy_chart(belief: Belief, pair: tuple[int, int]):
    """The curve H(p) of a yes/no question, with each yes/no question asked alone about
    ``pair`` placed on it."""
    curve = {p / 200: binary_entropy(p / 200) for p in range(201)}
    fig = plots.curves(
        {"H(p): bits from a yes/no question": curve},
        mode="lines",
        title="A yes/no question gives at most 1 bit, when yes and no are equally likely",
        x="chance of yes, p",
        y="expected information H(p) (bits)",
        hlines={"1 bit": 1},
    )
    yes_no = [q for q in Question if q not in (Question.ALIGNMENT, Question.GREATNESS)]
    p_yes = [chance_of_yes(belief, pair, q) for q in yes_no]
    fig.add_scatter(
        x=p_yes,
        y=[binary_entropy(p) for p in p_yes],
        text=[q.title for q in yes_no],
        mode="markers+text",
        textposition="top center",
        name=f"one question on cards {pair[0]} and {pair[1]}",
    )
    return fig


def orders_table(belief: Belief, pairs: Iterable[tuple[int, int]], mode: str = "light") -> str:
    """For each pair: its bits, its largest group, and every line listed under its answer
    (a line written as the values of cards 1, 2, …)."""
    rows = []
    for pair in pairs:
        split = answer_split(belief, pair, mode=mode, list_orders=True)
        rows.append(f"cards {pair}: {split.bits:.3f} bits; at worst {split.largest} lines left")
        for outcome, lines in split.orders:
            listed = " ".join("".join(map(str, line)) for line in lines)
            rows.append(
                f"  {outcome!s:38} {listed:40} {len(lines):>2} of {belief.count}, "
                f"surprise {split.surprise(outcome):.3f}"
            )
    return "\n".join(rows)


def after_rounds(
    hidden: Mapping[int, int], pairs: Iterable[tuple[int, int]], mode: str = "light"
) -> Belief:
    """The belief after asking ``pairs`` (no cards moved) about the ``hidden`` line."""
    belief = Belief()
    for pair in pairs:
        query = Query.build(pair, mode=mode)
        said = answer(query, hidden, {c: belief.lane_of(c) for c in belief.cards})
        belief = belief.update(query, said)
    return belief


def split_table(belief: Belief, splits: Mapping[tuple[int, int], Any]) -> str:
    """Bits, largest group and expected lines left of each pair's split."""
    rows = [
        f"{belief.count:,} lines possible",
        f"{'cards':>7} {'bits':>6} {'largest group':>14} {'expected lines left':>20}",
    ]
    for pair, split in splits.items():
        rows.append(
            f"{pair!s:>7} {split.bits:6.3f} {split.largest:>14,} "
            f"{float(split.expected_remaining):>20.1f}"
        )
    return "\n".join(rows)


def split_chart(belief: Belief, splits: Mapping[tuple[int, int], Any]):
    """Bars of the lines each answer keeps, one colour per pair."""
    return plots.bars(
        {f"cards {pair}": split.generic() for pair, split in splits.items()},
        title=f"How each round splits the {belief.count:,} lines still possible",
        x="answer (first card = the lower lane)",
        y="lines left after this answer",
    )


def pairs_table(
    belief: Belief, pairs: Sequence[tuple[int, int]], questions: Iterable[Question]
) -> str:
    """How the best and the worst pair compare when only ``questions`` are asked, and each
    answer's chance for the ``pairs`` given."""
    asked = tuple(questions)
    table = gain_table(belief, mode="bright", questions=asked)
    rows = [
        f"of the {len(table)} pairs the best gives {table[0].bits:.4f} bits, "
        f"the worst {table[-1].bits:.4f}"
    ]
    for pair in pairs:
        split = answer_split(belief, pair, mode="bright", questions=asked)
        rows.append(f"cards {pair}: {split.bits:.4f} bits")
        rows += [f"  {o!s:38} {split.chance(o)!s:>6}" for o, _ in split.counts]
    return "\n".join(rows)


def token_table(plans: Mapping[Any, Any]) -> str:
    """For each question card a first token could open: the best round then, most bits first."""
    rows = [f"{'token on':>20}  {'best pair':>9}  {'questions asked':32} bits"]
    for place, plan in sorted(plans.items(), key=lambda item: -item[1].bits):
        asked = ", ".join(q.title for q in plan.questions)
        focus = f" (focus {plan.focus})" if plan.focus is not None else ""
        rows.append(
            f"{int(place):>3} {place.title:>16}  {plan.cards!s:>9}  "
            f"{asked + focus:32} {plan.bits:.4f}"
        )
    return "\n".join(rows)


def skip_table(belief: Belief, every: Any, best: Any) -> str:
    """The best round asking every question against the best round of all (which may skip
    some): the questions skipped, and each answer's chance both ways for the best pair."""
    skipped = [int(q) for q in Question if q not in best.questions]
    pair, focus = best.cards, best.focus
    with_all = answer_split(belief, pair, mode="bright", focus=focus)
    without = answer_split(belief, pair, mode="bright", questions=best.questions, focus=focus)
    rows = [
        f"asking all nine: cards {every.cards} Focus {every.focus}: {every.bits:.4f} bits",
        f"the best set skips {skipped}: cards {pair} Focus {focus}: {best.bits:.4f} bits",
        "",
        f"cards {pair}, Focus {focus}",
        f"{'answer':46} {'all nine':>9} {'skip ' + str(skipped):>9}",
    ]
    for outcome in possible_outcomes(with_all.query):
        rows.append(
            f"{outcome!s:46} {with_all.chance(outcome)!s:>9} {without.chance(outcome)!s:>9}"
        )
    rows.append(f"{'bits':46} {with_all.bits:9.4f} {without.bits:9.4f}")
    return "\n".join(rows)


def review_table(reviews: Sequence[Any]) -> str:
    """One line per round of a reviewed game: questions open, token placed, cards and
    questions asked, the bits expected, the answer, the bits it told and the lines left."""
    rows = [
        f"{'turn':>4} {'open':>13} {'token':>5} {'cards':>7} {'asked':>11} "
        f"{'expected':>8}  {'answer':36} {'told':>5} {'left':>7}"
    ]
    for r in reviews:
        open_ = ",".join(str(int(q)) for q in r.open)
        asked = ",".join(str(int(q)) for q in r.query.questions)
        token = "-" if r.placed is None else int(r.placed)
        rows.append(
            f"{r.own_turn:>4} {open_:>13} {token!s:>5} {r.query.cards!s:>7} "
            f"{asked:>11} {r.expected_bits:8.3f}  {r.outcome!s:36} "
            f"{r.learned_bits:5.2f} {r.after:>7,}"
        )
    return "\n".join(rows)


def bits_left_chart(start: Belief, reviews: Sequence[Any]):
    """Bits left after each round of a reviewed game, against the best the open questions
    could do (log₂ of the number of possible answers each round)."""
    left = {0: start.bits}
    best = {0: start.bits}
    for r in reviews:
        left[r.own_turn] = math.log2(r.after)
        answers = len(possible_outcomes(Query.build((1, 2), mode="bright", questions=r.open)))
        best[r.own_turn] = max(best[r.own_turn - 1] - math.log2(answers), 0)
    return plots.curves(
        {"greedy player: bits left": left, "best possible with the questions open": best},
        title="Bits left after each round of a real Star Bright game",
        x="own turn",
        y="bits left = log2(lines still possible)",
    )
