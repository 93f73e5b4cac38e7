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
