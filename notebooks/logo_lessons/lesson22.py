"""Lesson 22's displays: the tables and charts of *Strategy lab: how fast can a line be found?*

A lesson helper, not core, and not an answer key: each function lays out what the
library or a lesson cell computed (tournaments, differences, bounds, best guesses),
so a lesson cell shows only the counting or the comparison it is about. Nothing
here knows an exercise or its answer.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any

from logo_kit.lore import (
    Belief,
    Question,
    first_games,
    gain_table,
    mean_turns_to_win,
    turns_difference,
    turns_distribution,
)
from logo_kit.widgets import ProgressBar, plots
from logo_lessons.intervals import verdict

__all__ = [
    "alignment_yes",
    "best_guess_table",
    "bound_table",
    "differences_chart",
    "differences_table",
    "first_rounds_table",
    "means_table",
    "optimal_table",
    "overlap_table",
    "progress_bar",
    "studies_table",
    "turns_bars",
    "verdict",
]


def progress_bar(label: str) -> ProgressBar:
    """A progress bar shown at once under the cell (a tournament fills it)."""
    return ProgressBar(label, display_now=True)


def first_rounds_table(rounds: Iterable[tuple[str, Any, int]]) -> str:
    """Each named best round (a plan with ``cards`` and ``bits``) against log₂ k, the most
    a round with k possible answers can give."""
    return "\n".join(
        f"{name:34} cards {plan.cards}: {plan.bits:.4f} of at most {math.log2(k):.4f} bits"
        for name, plan, k in rounds
    )


def turns_bars(results: Mapping[str, Any], players: Iterable[str] = ("greedy", "advisor")):
    """Bars of the share of games won in each number of own turns, per player and mode."""
    shares: dict[str, dict[int, Fraction]] = {}
    games = 0
    for mode, result in results.items():
        for name in players:
            counts = turns_distribution(result, name)
            games = sum(counts.values())
            shares[f"{name}, Star {mode.title()}"] = {
                t: Fraction(n, games) for t, n in counts.items()
            }
    return plots.bars(
        shares,
        title=f"Turns to win, {games} games per mode",
        x="own turns until the stars were aligned",
        y="share of games",
        percent=True,
        text=False,
    )


def means_table(results: Mapping[str, Any], players: Iterable[str] = ("greedy", "advisor")) -> str:
    """Each player's mean turns to win with its own 95% interval, per mode."""
    rows = [f"{'player':8} {'mode':7} {'mean turns to win (95% interval)':>34}"]
    for mode, result in results.items():
        for name in players:
            estimate = mean_turns_to_win(result, name)
            low, high = estimate.interval
            rows.append(f"{name:8} {mode:7} {estimate.mean:10.3f}   ({low:.3f} to {high:.3f})")
    return "\n".join(rows)


def differences_table(results: Mapping[str, Any], sizes: Iterable[int]) -> str:
    """For each mode and each number n of first games: greedy − advisor, game by game, its
    mean with the 95% interval, and what the interval shows (:func:`verdict`)."""
    rows = []
    for mode, result in results.items():
        for games in sizes:
            d = turns_difference(first_games(result, games), "greedy", "advisor")
            low, high = d.interval
            rows.append(
                f"Star {mode:6} {games:>3} games: greedy − advisor = {d.mean:.3f} turns, "
                f"95% interval {low:.3f} to {high:.3f}: {verdict(low, high)}"
            )
    return "\n".join(rows)


def overlap_table(result: Any, sizes: Iterable[int]) -> str:
    """For the first n games of one tournament: each player's own 95% interval of its mean
    turns to win, whether the two overlap, and the interval of the game-by-game difference
    with its verdict — overlapping own intervals are not the test."""
    rows = [
        f"{'games':>5}  {'greedy (own interval)':>21}  {'advisor (own interval)':>22}  "
        f"{'overlap?':>8}  greedy − advisor (95% interval)"
    ]
    for games in sizes:
        first = first_games(result, games)
        own = [mean_turns_to_win(first, name).interval for name in ("greedy", "advisor")]
        (g_low, g_high), (a_low, a_high) = own
        overlap = "yes" if g_low <= a_high and a_low <= g_high else "no"
        low, high = turns_difference(first, "greedy", "advisor").interval
        rows.append(
            f"{games:>5}  {g_low:9.3f} to {g_high:6.3f}  {a_low:10.3f} to {a_high:6.3f}  "
            f"{overlap:>8}  {low:.3f} to {high:.3f}: {verdict(low, high)}"
        )
    return "\n".join(rows)


def differences_chart(results: Mapping[str, Any], sizes: Iterable[int]):
    """The mean of greedy − advisor over the first n games, with its 95% interval, for each n."""
    sizes = list(sizes)
    saved: dict[str, dict[int, float]] = {}
    half: dict[str, dict[int, float]] = {}
    for mode, result in results.items():
        name = f"Star {mode.title()}"
        found = {n: turns_difference(first_games(result, n), "greedy", "advisor") for n in sizes}
        saved[name] = {n: d.mean for n, d in found.items()}
        half[name] = {n: d.half_width for n, d in found.items()}
    return plots.curves(
        saved,
        errors=half,
        title="Turns saved by the advisor, with 95% intervals",
        x="games played",
        y="greedy − advisor (turns to win)",
        hlines={"no difference": 0},
    )


def studies_table() -> str:
    """The published strategy study: for each mode, blackholes and pairing, who won more
    often, the win rate with its 95% interval, and whether the game-by-game difference of
    wins shows it (in a two-player game: whether the win rate's interval clears ½)."""
    from logo_kit import published

    rows = [f"{'line':<28}{'pairing':<19}{'most wins':<11}{'win rate (95% interval)':<25}clear?"]
    for mode in ("light", "bright"):
        for holes in (0, 1, 2):
            line = f"Star {mode.title()}, {holes} blackhole(s)"
            for pair in ("advisor-greedy", "advisor-lookahead", "greedy-lookahead"):
                study = published(f"lore-{mode}-{holes}bh-{pair}")
                leader, clear = study.leader()
                rate, low, high = study.win_rate(leader)
                shown = f"{rate:.1%} ({low:.1%} to {high:.1%})"
                rows.append(
                    f"{line:<28}{pair:<19}{leader:<11}{shown:<25}{'yes' if clear else 'no'}"
                )
        rows.append("")
    return "\n".join(rows)


def optimal_table() -> str:
    """The exact solo study (``make optimal-solo``): per star count the lines, the counting
    bound, the fewest rounds any strategy needs on average, the advisor's rounds, how many
    more that is, and the worst case of each (the optimal strategy's, the advisor's)."""
    from logo_kit import optimal_solo

    rows = [
        f"{'stars':>5} {'lines':>8} {'bound':>7} {'optimal':>20} {'advisor':>20} "
        f"{'more':>6} {'worst case':>12}"
    ]
    for row in optimal_solo():
        optimal = row["optimal_expected_rounds"]
        shown = f"{optimal} ≈ {row['optimal_decimal']:.3f}" if optimal else "out of reach"
        advisor = f"{row['advisor_expected_rounds']} ≈ {row['advisor_decimal']:.3f}"
        gap = row["advisor_gap_percent"]
        worst = row["worst_case"]
        both = f"{worst['optimal'] if worst['optimal'] is not None else '–'} / {worst['advisor']}"
        lines = math.factorial(row["stars"])
        rows.append(
            f"{row['stars']:>5} {lines:>8,} {row['lower_bound_decimal']:>7.3f} "
            f"{shown:>20} {advisor:>20} {'–' if gap is None else f'{gap:.1f}%':>6} "
            f"{both:>12}"
        )
    return "\n".join(rows)


def bound_table(
    results: Mapping[str, Any],
    bounds: Mapping[str, float],
    bits: float,
    players: Iterable[str] = ("greedy", "advisor"),
) -> str:
    """Rounds used (mean turns to win − 1), bits learned per round, and the average bound."""
    rows = [f"{'player':8} {'mode':7} {'rounds':>7} {'bits/round':>11} {'bound (rounds)':>15}"]
    for mode, result in results.items():
        for name in players:
            rounds = mean_turns_to_win(result, name).mean - 1
            rows.append(
                f"{name:8} {mode:7} {rounds:7.2f} {bits / rounds:11.3f} {bounds[mode]:15.2f}"
            )
    return "\n".join(rows)


def alignment_yes(distribution: Mapping[Any, Fraction]) -> Fraction:
    """The chance that a round's Alignment question says yes (one card or both)."""
    return sum(
        (p for o, p in distribution.items() if o.question is Question.ALIGNMENT), Fraction(0)
    )


def best_guess_table(belief: Belief) -> tuple[str, dict[str, tuple[Belief, Any, Fraction]]]:
    """The cards as dealt against the best guess: expected cards home, the best next round
    and its chance of an Alignment "yes". Returns the table and, per layout, the laid-out
    belief, its best round and that chance."""
    comparison: dict[str, tuple[Belief, Any, Fraction]] = {}
    rows = []
    layouts = (("as dealt", belief.arrangement), ("best guess", belief.best_guess()))
    for name, arrangement in layouts:
        laid = belief.rearrange(arrangement)
        top = gain_table(laid, mode="light")[0]
        comparison[name] = (laid, top, alignment_yes(top.distribution))
        home = laid.expected_correct()
        rows.append(
            f"{name:10} {' '.join(map(str, arrangement))}: expected cards home {home} ≈ "
            f"{float(home):.3f}; best round cards {top.cards}: {top.bits:.3f} bits, "
            f"chance Alignment says yes {comparison[name][2]}"
        )
    return "\n".join(rows), comparison
