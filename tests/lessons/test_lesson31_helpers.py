"""Lesson 31's display helpers show what an independent count gives."""

from dataclasses import dataclass
from fractions import Fraction

from logo_kit.billionaire import RiskyBusinessDeck, optimal_policy
from logo_lessons import lesson31


@dataclass
class Row:  # the fields of a row of optimal_policy(...).table() that the tables read
    cards: tuple
    total: int
    stop_value: int
    draw_value: Fraction
    draw: bool


def test_decision_counts_count_draws_and_stops_per_sum():
    rows = [
        Row((10, 20), 30, 30, Fraction(40), True),
        Row((30,), 30, 30, Fraction(20), False),
        Row((10,), 10, 10, Fraction(15), True),
    ]
    assert lesson31.decision_counts(rows, [10, 30, 50]) == {10: (1, 0), 30: (1, 1), 50: (0, 0)}


def test_the_tables_show_the_policy_it_is_given():
    deck = RiskyBusinessDeck({10: 2, 20: 1}, busts=1)
    decided = [
        r for r in optimal_policy(deck, "ev").table() if not r.forced and r.draw_value is not None
    ]
    sums = sorted({r.total for r in decided})
    counts = lesson31.decision_counts(decided, sums)
    assert sum(d + s for d, s in counts.values()) == len(decided)
    table = lesson31.draw_stop_table(decided, sums).splitlines()
    assert len(table) == 1 + len(sums)
    one_card = lesson31.three_card_table(decided, cards=1).splitlines()[1:]
    assert len(one_card) == sum(len(r.cards) == 1 for r in decided)


def test_fixed_count_table_has_one_line_per_count():
    by_count = {1: Fraction(26), 2: Fraction(1352, 29)}
    lines = lesson31.fixed_count_table(by_count, up_to=2).splitlines()
    assert len(lines) == 2 and "1352/29" in lines[1]


def test_differences_table_lists_every_pair_with_its_paired_interval():
    from logo_kit.billionaire import ApprenticeOptions, FixedCountLauncher, tournament

    players = [FixedCountLauncher(1), FixedCountLauncher(4), FixedCountLauncher(8)]
    result = tournament(players, games=12, seed=1, options=ApprenticeOptions(players=3))
    lines = lesson31.differences_table(result).splitlines()[1:]
    assert len(lines) == 3  # every pair once
    difference = result.difference("stop after 1", "stop after 4")
    low, high = difference.interval
    assert lines[0].startswith("stop after 1 − stop after 4")
    assert f"{difference.mean:+.3f}" in lines[0] and f"({low:+.3f} to {high:+.3f})" in lines[0]


def test_a_published_study_is_read_by_its_game_by_game_difference():
    from logo_kit import published

    study = published("billionaire-2p-ev-stop200")
    first, second = study.players
    low, high = study.difference(first, second).interval
    shown = lesson31.study_with_leader(study)
    assert f"{first} − {second}, game by game" in shown and f"({low:+.3f} to {high:+.3f})" in shown
    assert shown.rstrip().endswith("not shown") == (low <= 0 <= high)
