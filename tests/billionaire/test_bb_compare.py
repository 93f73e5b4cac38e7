"""Simple rules against the optimum: values by hand, by listing every ordering, and the
identities the lessons rely on."""

from __future__ import annotations

from fractions import Fraction

import pytest
from bb_brute import SMALL, brute_distribution

from logo_kit.billionaire import (
    RiskyBusinessDeck,
    StopAfter,
    StopAtSum,
    Target,
    compare_rules,
    comparison_table,
    optimal_policy,
)
from logo_kit.billionaire.compare import rule_name
from logo_kit.errors import LogoKitError

BULL = RiskyBusinessDeck.bull()


def test_small_deck_by_hand():
    # SMALL: 10, 10, 20, 50 and 2 BUSTs (6 cards).
    # Stop after 1 card: 0 (2/6), 10 (2/6), 20 (1/6), 50 (1/6): mean 15, P(BUST) 1/3,
    # P(sum >= 50) = 1/6.
    # Draw while below 20: BUST first 2/6; 20 or 50 first stop (1/6 each); a 10 first (2/6)
    # draws again among {10, 20, 50, B, B}: BUST 2/5, else 20, 30 or 60 (1/5 each).
    # Mean = 20/6 + 50/6 + 2/6 · (20 + 30 + 60)/5 = 19; P(0) = 1/3 + 2/15 = 7/15;
    # P(sum >= 50) = 1/6 + 2/6 · 1/5 = 7/30.
    one, below = compare_rules(SMALL, [StopAfter(1), StopAtSum(20)], target=50)
    assert (one.name, one.expected_sum, one.bust_chance, one.reach_chance) == (
        "stop after 1 card",
        15,
        Fraction(1, 3),
        Fraction(1, 6),
    )
    assert (below.name, below.expected_sum, below.bust_chance, below.reach_chance) == (
        "stop at 20M",
        19,
        Fraction(7, 15),
        Fraction(7, 30),
    )
    # The optimum of SMALL is 41/2 (policy docstring): shares and gaps follow.
    assert one.optimum == below.optimum == Fraction(41, 2)
    assert below.share_of_best == Fraction(38, 41)
    assert below.gap == Fraction(3, 2)


def test_every_rule_agrees_with_listing_every_ordering():
    rules = {
        "one card": 1,
        "two cards": StopAfter(2),
        "below 30": StopAtSum(30),
        "no 50 yet": lambda cards: 50 not in cards,
        "EV-optimal": optimal_policy(SMALL),
    }
    for report, rule in zip(compare_rules(SMALL, rules, target=60), rules.values(), strict=True):
        listed = brute_distribution(SMALL, rule if callable(rule) else StopAfter(rule))
        assert dict(report.distribution) == listed
        assert report.expected_sum == sum(total * p for total, p in listed.items())
        assert report.bust_chance == listed.get(0, 0)
        assert report.reach_chance == sum(p for total, p in listed.items() if total >= 60)


def test_the_optimum_keeps_everything_and_the_target_rule_reaches_most():
    ev, goal, seven, threshold = compare_rules(
        BULL,
        [optimal_policy(BULL), optimal_policy(BULL, Target(317)), StopAfter(7), StopAtSum(195)],
        target=317,
    )
    assert ev.name == "EV-optimal" and ev.share_of_best == 1 and ev.gap == 0
    assert goal.name == "best chance to reach 317M"
    assert goal.reach_chance == optimal_policy(BULL, Target(317)).value
    assert ev.reach_chance == 0  # it stops at 200, so at most 190 + 100 = 290
    # "stop at 195" is the EV-optimal rule (lesson 31): the same exact value.
    assert threshold.expected_sum == ev.expected_sum
    assert seven.expected_sum == Fraction(23023, 261)
    assert 0 < seven.gap < 5


def test_names():
    assert rule_name(StopAfter(1)) == "stop after 1 card"
    assert rule_name(7) == "stop after 7 cards"
    assert rule_name(StopAtSum(150)) == "stop at 150M"

    def cautious(cards):
        return sum(cards) < 60

    assert rule_name(cautious) == "cautious"


def test_the_table():
    reports = compare_rules(BULL, [StopAfter(7), optimal_policy(BULL)], target=317)
    table = comparison_table(reports, target=317)
    lines = table.splitlines()
    assert lines[0].startswith("| rule |") and "P(sum ≥ 317M)" in lines[0]
    assert lines[2] == "| stop after 7 cards | 88.21 | 95.6% | 56.4% | 1.4% |"
    assert lines[3].startswith("| EV-optimal | 92.31 | 100.0% | 57.9% |")
    without = comparison_table(compare_rules(BULL, [StopAfter(2)]))
    assert "P(sum" not in without and without.splitlines()[2].count("|") == 5


def test_bad_input_is_refused():
    with pytest.raises(LogoKitError, match="RiskyBusinessDeck"):
        compare_rules("bull", [1])
    with pytest.raises(LogoKitError, match="at most 100"):
        compare_rules(BULL, [1] * 101)
    with pytest.raises(LogoKitError, match="at most 100"):
        compare_rules(BULL, {str(i): 1 for i in range(101)})
    with pytest.raises(LogoKitError, match="target sum"):
        compare_rules(BULL, [1], target=0)
    with pytest.raises(LogoKitError, match="stopping rule"):
        compare_rules(BULL, ["stop at 200"])
    with pytest.raises(LogoKitError, match="name"):
        compare_rules(BULL, {7: StopAfter(7)})
    with pytest.raises(LogoKitError, match="list"):
        comparison_table(BULL)
    with pytest.raises(LogoKitError, match="RuleReport"):
        comparison_table(["é"])
    with pytest.raises(LogoKitError, match="target sum"):
        comparison_table([], target=-1)
