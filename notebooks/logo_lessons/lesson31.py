"""Lesson 31's displays: the tables, charts and progress bars around the exact values,
so that the code a student reads is the computing itself.

Every function here lays out what ``logo_kit`` computes (expected sums, the optimal
policy's table, tournaments, published studies); none holds an exercise's answer.
Tables come back as text (print them), charts as plotly figures (``.show()`` them).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from logo_kit.widgets import ProgressBar, plots
from logo_lessons.intervals import wins_verdict

__all__ = [
    "board_advice",
    "decision_counts",
    "differences_table",
    "draw_stop_table",
    "fixed_count_table",
    "progress_bar",
    "rules_chart",
    "study_with_leader",
    "sums_chart",
    "three_card_table",
    "threshold_chart",
]


def fixed_count_table(by_count: Mapping[int, Fraction], up_to: int) -> str:
    """The expected sum of "always stop after k cards" for ``k = 1 … up_to``."""
    lines = []
    for k in range(1, up_to + 1):
        e = by_count[k]
        lines.append(f"stop after {k:>2} cards: expected sum {e!s:>12} ≈ {float(e):6.2f}M")
    return "\n".join(lines)


def three_card_table(decided: Iterable[Any], cards: int = 3) -> str:
    """Every decided set of ``cards`` value cards, by sum: stop value, draw value and
    what the optimal rule does (rows of ``optimal_policy(...).table()``)."""
    rows = sorted((r for r in decided if len(r.cards) == cards), key=lambda r: (r.total, r.cards))
    lines = ["cards drawn        sum   stop value   draw value   optimal"]
    for r in rows:
        drawn = " + ".join(str(c) for c in r.cards)
        lines.append(
            f"{drawn:<18} {r.total:>3}   {r.stop_value!s:>10}   "
            f"{float(r.draw_value):10.2f}   {'DRAW' if r.draw else 'stop'}"
        )
    return "\n".join(lines)


def decision_counts(decided: Iterable[Any], sums: Iterable[int]) -> dict[int, tuple[int, int]]:
    """For each sum: how many decided sets (any number of cards) draw, and how many stop."""
    rows = list(decided)
    return {
        total: (
            sum(r.draw for r in rows if r.total == total),
            sum(not r.draw for r in rows if r.total == total),
        )
        for total in sums
    }


def draw_stop_table(decided: Iterable[Any], sums: Iterable[int]) -> str:
    """:func:`decision_counts` as a table."""
    lines = ["  sum   sets where it DRAWS   sets where it stops   (all numbers of cards)"]
    for total, (draws, stops) in decision_counts(decided, sums).items():
        lines.append(f"{total:>5}   {draws:>19}   {stops:>19}")
    return "\n".join(lines)


def rules_chart(reports: Sequence[Any], optimum: Fraction):
    """Each rule's expected sum as a bar, the optimum as a line."""
    return plots.bars(
        {"expected sum": {r.name: r.expected_sum for r in reports}},
        title="Simple rules against the EV-optimal rule (bull deck, exact)",
        x="rule",
        y="expected sum (M per brand card)",
        hlines={"optimum": optimum},
        digits=1,
    )


def threshold_chart(
    by_threshold: Mapping[int, Fraction], threshold: Any, fixed: tuple[int, Fraction]
):
    """The expected sum of "stop once the sum reaches s" against s, with the derived
    threshold and the best fixed count ``(k, its expected sum)`` marked."""
    k, best = fixed
    return plots.curves(
        {"stop once the sum reaches s": dict(by_threshold)},
        title="Expected sum of the threshold rules (bull deck, exact)",
        x="threshold s (M per brand card)",
        y="expected sum (M per brand card)",
        vlines={f"T/(B+1) = {threshold}": threshold},
        hlines={f"best fixed count ({k} cards)": best},
    )


def sums_chart(distributions: Mapping[str, Any]):
    """The distributions of the sum drawn in one launch, side by side (0 = BUST)."""
    return plots.bars(
        {name: dict(d.table()) for name, d in distributions.items()},
        title="Sum drawn in one launch (exact; 0 = BUST)",
        x="sum (M per brand card)",
        y="probability",
        percent=True,
        text=False,
    )


def board_advice(board: Any) -> str:
    """What a Risky Business board says now: the cards, the sum, and (while the launch
    goes on) the chance of a BUST next and what the two rules would do."""
    lines = [f"cards drawn: {board.drawn}  sum: {board.total}  BUST: {board.launch.busted}"]
    advice = board.advice
    if advice is not None:
        target = board.target
        lines += [
            f"next card BUST: {advice.next_bust}",
            f"EV-optimal rule draws? {advice.ev_draws}",
            f"reach-{target} rule draws?  {advice.target_draws}",
            f"chance to reach {target} by drawing on: {advice.target_draw} ≈ "
            f"{float(advice.target_draw):.1%}",
        ]
    return "\n".join(lines)


def progress_bar(label: str) -> ProgressBar:
    """A progress bar, shown at once, for a tournament's ``progress=``."""
    from IPython.display import display

    bar = ProgressBar(label)
    display(bar)
    return bar


def differences_table(result: Any) -> str:
    """For each pair of players, the first's wins minus the second's, game by game
    (``result.difference``): the mean, its 95% interval and what the interval shows."""
    names = list(result.players)
    lines = ["game by game, wins of the first − wins of the second: mean (95% interval)"]
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            difference = result.difference(first, second)
            low, high = difference.interval
            pair = f"{first} − {second}"
            lines.append(
                f"{pair:<34} {difference.mean:+.3f}  ({low:+.3f} to {high:+.3f})  "
                f"{wins_verdict(low, high, first, second)}"
            )
    return "\n".join(lines)


def study_with_leader(study: Any) -> str:
    """A published study of two players: its table, their game-by-game difference of wins
    with its 95% interval (``study.difference``), and what it shows."""
    first, second = study.players[:2]
    difference = study.difference(first, second)
    low, high = difference.interval
    return (
        f"{study.table}\n{first} − {second}, game by game: {difference.mean:+.3f} "
        f"({low:+.3f} to {high:+.3f}): {wins_verdict(low, high, first, second)}\n"
    )
