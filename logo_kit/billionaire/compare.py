"""Simple human stopping rules against the exact optimum, in numbers (after Neller & Presser).

Neller and Presser's study of the dice game Pig solves the push-your-luck
decision exactly and then asks how much a simple rule of thumb ("hold at 20")
gives away. :func:`compare_rules` does the same for one Risky Business launch:
for each rule it gives the exact expected sum, the chance of a BUST, the chance
of reaching a target sum, and what share of the best possible expected sum the
rule keeps. Every number comes from :func:`~logo_kit.billionaire.launch_value_distribution`.

**Assumptions.** One launch on its own, values per brand card; the deck is the
given one (ruling B1 only gives a default); a BUST counts 0 (ruling B2).

>>> from logo_kit.billionaire import RiskyBusinessDeck, StopAfter, StopAtSum
>>> deck = RiskyBusinessDeck({10: 2, 20: 1, 50: 1}, busts=2)
>>> for r in compare_rules(deck, [StopAfter(1), StopAtSum(20)], target=50):
...     print(r.name, r.expected_sum, r.bust_chance, r.reach_chance)
stop after 1 card 15 1/3 1/6
stop at 20M 19 7/15 7/30
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from logo_kit import checks
from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_kit.billionaire.odds import StoppingRule, launch_value_distribution
from logo_kit.billionaire.policy import OptimalPolicy, Target, optimal_policy
from logo_kit.exact import Distribution

__all__ = ["RuleReport", "compare_rules", "comparison_table", "rule_name"]

MAX_RULES = 100
"""Most rules one comparison takes (each is an exact pass over the deck)."""


@dataclass(frozen=True)
class RuleReport:
    """One rule's exact outcome over a launch.

    ``expected_sum``: mean sum per brand card (a BUST counts 0); ``bust_chance``:
    P(BUST); ``reach_chance``: P(sum ≥ target), None without a target;
    ``optimum``: the EV-optimal expected sum of the same deck; ``distribution``: the
    whole distribution of the sum.
    """

    name: str
    expected_sum: Fraction
    bust_chance: Fraction
    reach_chance: Fraction | None
    optimum: Fraction
    distribution: Distribution

    @property
    def share_of_best(self) -> Fraction:
        """The expected sum as a share of the best possible one (1 for the optimum)."""
        return self.expected_sum / self.optimum

    @property
    def gap(self) -> Fraction:
        """Expected sum per brand card the rule gives away against the optimum."""
        return self.optimum - self.expected_sum


def rule_name(rule: Any) -> str:
    """A short name for a rule: ``StopAfter(7)`` → "stop after 7 cards"; an optimal
    policy → "EV-optimal" or "best chance to reach 317M"; otherwise ``str(rule)``."""
    if isinstance(rule, OptimalPolicy):
        if isinstance(rule.objective, Target):
            return f"best chance to reach {rule.objective.total}M"
        return "EV-optimal"
    if isinstance(rule, int) and not isinstance(rule, bool):
        cards = checks.whole(rule, "a fixed number of cards", low=1, high=10_000)
        return f"stop after {cards} card{'s' if cards != 1 else ''}"
    return str(getattr(rule, "__name__", None) or rule)


def compare_rules(
    deck: RiskyBusinessDeck,
    rules: Iterable[StoppingRule | int] | Mapping[str, StoppingRule | int],
    target: int | None = None,
) -> list[RuleReport]:
    """Exact numbers for each stopping rule, in the order given.

    ``rules``: rules (``StopAfter``, ``StopAtSum``, an optimal policy, a number of
    cards, or any function of the sorted cards so far returning True to draw on),
    or a mapping name → rule to choose the names. ``target``: a sum per brand card
    (e.g. ``target_to_reach(50, 3)`` = 317) for the reach chance. At most 100 rules.
    """
    deck = checks.instance(
        deck, "deck", RiskyBusinessDeck, "a RiskyBusinessDeck, e.g. RiskyBusinessDeck.bull()"
    )
    if target is not None:
        target = Target(target).total
    if isinstance(rules, Mapping):
        named = list(rules.items())
        checks.limit(len(named), "rules", MAX_RULES, "each is an exact pass over the deck")
    else:
        listed = checks.sequence(rules, "rules", most=MAX_RULES)
        named = [(rule_name(rule), rule) for rule in listed]
    best = optimal_policy(deck, "ev").value
    reports = []
    for name, rule in named:
        name = checks.text(name, "a rule's name", most=80)
        dist = launch_value_distribution(deck, rule)
        mean = dist.mean()
        reach = None if target is None else dist.prob(lambda total: total >= target)
        reports.append(RuleReport(name, mean, dist[0], reach, best, dist))
    return reports


def comparison_table(reports: Iterable[RuleReport], target: int | None = None) -> str:
    """The reports as a Markdown table (floats rounded for reading; the reports stay exact)."""
    reports = [
        checks.instance(r, "a report", RuleReport, "a RuleReport, as compare_rules returns")
        for r in checks.sequence(reports, "reports", most=MAX_RULES)
    ]
    if target is not None:
        target = Target(target).total
    with_reach = any(r.reach_chance is not None for r in reports)
    head = "| rule | expected sum (M) | share of the optimum | P(BUST) |"
    line = "|---|---:|---:|---:|"
    if with_reach:
        head += f" P(sum ≥ {target}M) |" if target is not None else " P(reach target) |"
        line += "---:|"
    out = [head, line]
    for r in reports:
        row = (
            f"| {r.name} | {float(r.expected_sum):.2f} | {float(r.share_of_best):.1%} | "
            f"{float(r.bust_chance):.1%} |"
        )
        if with_reach:
            row += " – |" if r.reach_chance is None else f" {float(r.reach_chance):.1%} |"
        out.append(row)
    return "\n".join(out)
