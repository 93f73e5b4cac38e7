"""Lesson 12's display helpers: tables, reports and a chart, so its code cells keep only the
counting and the simulating.

Each helper formats what the toolkit computes (``declare_advice``, ``declare_or_wait``, a
published study) or what the lesson has already computed; none computes an exercise's answer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from logo_kit.exact import Distribution
from logo_kit.logo import declare_advice

__all__ = [
    "SHEET_ROUNDS",
    "differences_table",
    "faced_by_declarer",
    "models_table",
    "risk_table",
    "study_report",
    "survival_table",
    "three_models_chart",
    "wait_report",
]

SHEET_ROUNDS: list[tuple[str, list[int], int | None]] = [
    ("1: A declares and is lowest", [15, 61, 27], 0),
    ("2: A declares, C is lower", [11, 18, 10], 0),
    ("3: the draw pile runs out", [15, 8, 16], None),
    ("4: A declares, B has a colour hand", [15, 0, 60], 0),
]
"""The rule sheet's four example rounds: (name, hand values of A, B and C, declarer's seat)."""


def models_table(hands: Iterable[str], opponents: Sequence[int] = (1, 2)) -> str:
    """Model A (no more turns) against model B (every opponent takes the final turn), for each
    hand and number of opponents: P(strictly lowest) and the expected points of declaring."""
    lines = [
        "hand                      v  opp.  P(lowest) A   P(lowest) B   E[declare] A   E[declare] B"
    ]
    for text in hands:
        for count in opponents:
            a = declare_advice(text, count)
            b = declare_advice(text, count, final_rotation=True)
            lines.append(
                f"{text:<24} {a.hand_value:>2}  {count:>4}  {float(a.p_lowest):>11.4f}  "
                f"{float(b.p_lowest):>12.4f}  {float(a.expected_if_declare):>13.2f}  "
                f"{float(b.expected_if_declare):>13.2f}"
            )
    return "\n".join(lines)


def differences_table(result: Any, reference: str, of: str = "score") -> str:
    """Every other player minus ``reference``, game by game (``result.difference``): the mean,
    its 95% interval, and what the interval shows (its ``shows``) — "not shown" when it
    contains 0."""
    measure = result.score_name if of == "score" else "win share"
    lines = [f"game by game, each bot − {reference} ({measure}): mean (95% interval)"]
    for name in result.players:
        if name == reference:
            continue
        difference = result.difference(name, reference, of=of)
        low, high = difference.interval
        shown = {1: "higher", -1: "lower", 0: "not shown"}[difference.shows]
        lines.append(f"{name:<22} {difference.mean:+7.2f}  ({low:+.2f} to {high:+.2f})  {shown}")
    return "\n".join(lines)


def survival_table(p_higher: Mapping[int, Fraction], values: Iterable[int]) -> str:
    """``P(W > v)`` for each hand value ``v``: the chance that a fresh hand is worth more,
    which under model A is the chance that a hand worth ``v`` is strictly lowest.

    >>> print(survival_table({10: Fraction(9, 10), 20: Fraction(1, 2)}, (10, 20)))
      v   P(W > v)
     10   0.9000
     20   0.5000
    """
    lines = ["  v   P(W > v)"]
    lines += [f"{value:>3}   {float(p_higher[value]):.4f}" for value in values]
    return "\n".join(lines)


def wait_report(text: str, choice: Any) -> str:
    """``declare_or_wait``'s two expected scores for one hand, and its recommendation."""
    return (
        f"{text}: value {choice.hand_value}\n"
        f"   declare now:        E = {float(choice.now):6.2f}   ({choice.now})\n"
        f"   wait one more turn: E = {float(choice.next_turn):6.2f}   ({choice.next_turn})\n"
        f"   → {choice.recommend}; your value after your turn averages "
        f"{float(choice.your_next_value.mean()):.2f}"
    )


def faced_by_declarer(game: Any) -> list[int]:
    """Every hand value a declarer faced in a played game: for each round someone declared,
    the other players' values at the end of that round."""
    return [
        value
        for result in game.results
        if result.declarer is not None
        for seat, value in enumerate(result.values)
        if seat != result.declarer
    ]


def risk_table(p_lowest: Mapping[int, Fraction], values: Iterable[int]) -> str:
    """For each hand value v: P(strictly lowest), and the mean and standard deviation of
    declaring's two-point outcome (min(v, 0) with chance p, 2v otherwise), and P(doubled).

    >>> print(risk_table({10: Fraction(4, 5)}, [10]))
     v   P(lowest)  E[declare]  sd[declare]  P(doubled)
    10   0.8000       4.00        8.00      0.2000
    """
    lines = [" v   P(lowest)  E[declare]  sd[declare]  P(doubled)"]
    for value in values:
        p = p_lowest[value]
        points = Distribution({min(value, 0): p, 2 * value: 1 - p})
        lines.append(
            f"{value:>2}   {float(p):.4f}    {float(points.mean()):7.2f}     "
            f"{float(points.variance()) ** 0.5:7.2f}      {float(1 - p):.4f}"
        )
    return "\n".join(lines)


def three_models_chart(
    p_fresh: Mapping[int, Fraction], p_final: Mapping[int, Fraction], in_play: Mapping[int, Any]
) -> Any:
    """The chance of being strictly lowest by hand value: model A and model B (exact) beside
    the estimate against a go-low bot at the round's end, with its 95% error bars."""
    from logo_kit.widgets import plots

    estimate = "against a go-low bot at the round's end (estimate)"
    return plots.curves(
        {
            "model A (exact)": {v: p_fresh[v] for v in range(0, 61)},
            "model B (exact)": {v: p_final[v] for v in range(0, 61)},
            estimate: {v: e.mean for v, e in in_play.items()},
        },
        errors={estimate: {v: 1.96 * e.standard_error for v, e in in_play.items()}},
        title="Chance that your hand is strictly lowest, one opponent",
        x="your hand value v",
        y="P(strictly lowest)",
        hlines={"break-even ½": 0.5},
        percent=True,
    )


def study_report(study: Any) -> str:
    """A published study's table and who won most: clearly when the game-by-game difference
    of wins with every other bot has a 95% interval above 0, else not clearly."""
    leader, clear = study.leader()
    verdict = (
        "clearly: its game-by-game difference with every other bot is above 0"
        if clear
        else "not clearly: a game-by-game difference's interval contains 0"
    )
    return f"{study}\nmost wins: {leader}, {verdict}\n"
