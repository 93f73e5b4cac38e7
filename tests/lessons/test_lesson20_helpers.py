"""Lesson 20's display helpers show what an independent count says."""

import doctest
import math
import re
from collections import Counter
from fractions import Fraction
from itertools import permutations

from logo_kit.lore import Belief, outcome_distribution
from logo_lessons import lesson20


def _light_answer(a: int, b: int) -> str:
    """Star Light about the cards in lanes 4 and 5, written out by hand."""
    aligned = [card for card, value in ((4, a), (5, b)) if value == card]
    if aligned:
        return "aligned " + " ".join(map(str, aligned))
    if abs(a - b) == 1:
        return "neighbours"
    if a + b == 10:
        return "symmetric"
    return "greater 4" if a > b else "greater 5"


def test_answer_table_counts_the_72_value_pairs():
    by_hand = Counter(_light_answer(a, b) for a in range(1, 10) for b in range(1, 10) if a != b)
    table = lesson20.answer_table(outcome_distribution(Belief(), (4, 5), mode="light"), of=72)
    shown = sorted(int(line.split()[-1]) for line in table.splitlines()[1:-1])
    assert shown == sorted(by_hand.values())
    assert table.splitlines()[-1] == "total: 1"


def test_simulation_table_shows_each_frequency_and_its_band():
    chances = outcome_distribution(Belief(), (4, 5), mode="light")
    seen = Counter({outcome: 10 for outcome in chances})  # 70 rounds, 10 of each answer
    rows = lesson20.simulation_table(chances, seen).splitlines()[1:]
    for row, (_, p) in zip(rows, chances.table(), strict=True):
        simulated, band = row.split()[-2:]
        assert float(simulated) == round(10 / 70, 4)
        assert float(band.lstrip("±")) == round(1.96 * math.sqrt(p * (1 - p) / 70), 4)


def test_blackhole_table_counts_the_orders():
    rows = lesson20.blackhole_table().splitlines()
    for holes, row in enumerate(rows):
        cards = 9 + holes
        assert f"{math.factorial(cards):,}" in row
        assert row.endswith(f"chance {Fraction(math.factorial(holes), math.factorial(cards))}")


def test_cut_rounds_keeps_the_lines_a_hand_count_keeps():
    hidden = {1: 7, 2: 3, 3: 9, 4: 1, 5: 5, 6: 8, 7: 2, 8: 4, 9: 6}
    table, counts = lesson20.cut_rounds(hidden, [(4, 5)])
    # card 5 holds its own value, card 4 not its own: 8! lines with card 5 home, minus 7!
    assert counts == {0: math.factorial(9), 1: math.factorial(8) - math.factorial(7)}
    assert table.splitlines()[1].split()[-1] == str(counts[1])  # chance × before = after


def test_one_over_e_table_counts_derangements_by_listing_them():
    rows = lesson20.one_over_e_table(7).splitlines()[1:]
    for n, row in enumerate(rows, 1):
        listed = sum(all(v != i for i, v in enumerate(p)) for p in permutations(range(n)))
        assert int(row.split()[1].replace(",", "")) == listed


def test_running_table_gives_the_running_frequency():
    hits = [True, False, False, True]
    rows = lesson20.running_table(hits, Fraction(1, 2), (2, 4)).splitlines()
    assert "frequency 0.5000" in rows[0] and "frequency 0.5000" in rows[1]
    assert re.search(r"exact 0\.5000", rows[0])


def test_exactly_k_table_lists_every_k_asked():
    exact = {k: Fraction(1, 10) for k in range(10)}
    rows = lesson20.exactly_k_table(exact, dict.fromkeys(range(10), 5), [0.1] * 10, (0, 7))
    assert [row.split()[0] for row in rows.splitlines()[1:]] == ["0", "7"]


def test_the_docstring_examples_run():
    result = doctest.testmod(lesson20, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
