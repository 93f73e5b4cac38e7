"""Lesson 21's display helpers show what an independent count says."""

import doctest
import math
from collections import Counter
from itertools import permutations

from logo_kit.lore import Belief, answer_split
from logo_lessons import lesson21


def _light_answer_on_four(line: tuple[int, ...], pair: tuple[int, int]) -> str:
    """Star Light on 4 cards (symmetric: a sum of 5), written out by hand; card c in lane c."""
    (i, j), (a, b) = pair, (line[pair[0] - 1], line[pair[1] - 1])
    aligned = [card for card, value in ((i, a), (j, b)) if value == card]
    if aligned:
        return "aligned " + " ".join(map(str, aligned))
    if abs(a - b) == 1:
        return "neighbours"
    if a + b == 5:
        return "symmetric"
    return f"greater {i if a > b else j}"


def test_bits_table_halves_the_lines_for_two_blackholes():
    rows = lesson21.bits_table().splitlines()
    apart = math.factorial(11) // 2
    assert f"{apart:,} to tell apart" in rows[2]
    assert rows[2].endswith(f"{math.log2(apart):.3f} bits")


def test_surprise_table_gives_log2_of_the_share_kept():
    rows = lesson21.surprise_table(answer_split(Belief(), (4, 5), mode="light")).splitlines()
    kept = [int(row.split()[-4].replace(",", "")) for row in rows[1:]]
    assert sum(kept) == math.factorial(9)
    for row, n in zip(rows[1:], kept, strict=True):
        assert float(row.split()[-2]) == round(math.log2(math.factorial(9) / n), 3)


def test_orders_table_lists_each_line_under_the_answer_it_gets():
    table = lesson21.orders_table(Belief(stars=4), [(1, 4)])
    listed = Counter()
    for row in table.splitlines()[1:]:
        lines = [word for word in row.split() if len(word) == 4 and word.isdigit()]
        for line in lines:
            listed[tuple(map(int, line))] += 1
    assert sorted(listed) == sorted(permutations(range(1, 5)))  # every line, once
    groups = Counter(_light_answer_on_four(line, (1, 4)) for line in permutations(range(1, 5)))
    sizes = sorted(int(row.split(" of ")[0].split()[-1]) for row in table.splitlines()[1:])
    assert sizes == sorted(groups.values())


def test_one_question_table_agrees_with_a_hand_count_for_symmetry():
    pairs = [(a, b) for a in range(1, 10) for b in range(1, 10) if a != b]
    p = sum(a + b == 10 for a, b in pairs) / len(pairs)
    entropy = -(p * math.log2(p) + (1 - p) * math.log2(1 - p))
    row = lesson21.one_question_table(Belief(), (1, 2)).splitlines()[2]
    assert row.split()[1] == "Symmetry" and float(row.split()[2]) == round(entropy, 3)


def test_split_table_expected_lines_left_is_the_sum_of_squares():
    fresh = Belief()
    split = answer_split(fresh, (1, 2), mode="bright", questions={9})
    row = lesson21.split_table(fresh, {(1, 2): split}).splitlines()[-1]
    half = math.factorial(9) // 2
    assert float(row.split()[-1]) == 2 * half**2 / math.factorial(9)


def test_the_docstring_examples_run():
    result = doctest.testmod(lesson21, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
