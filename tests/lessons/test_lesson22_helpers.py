"""Lesson 22's display helpers show what an independent count says."""

import doctest
import math
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from statistics import mean

import pytest

from logo_kit.lore import (
    Belief,
    GreedyInfoPlayer,
    LoreOptions,
    outcome_distribution,
    tournament,
    turns_distribution,
)
from logo_lessons import lesson22


def test_verdict_reads_the_interval_of_the_difference():
    assert lesson22.verdict(0.1, 0.7) == "advisor faster"
    assert lesson22.verdict(-0.7, -0.1) == "greedy faster"
    assert lesson22.verdict(-0.1, 0.7) == "not shown"


def test_alignment_yes_counts_the_pairs_with_a_card_home():
    pairs = [(a, b) for a in range(1, 10) for b in range(1, 10) if a != b]
    home = sum(a == 4 or b == 5 for a, b in pairs)
    chances = outcome_distribution(Belief(), (4, 5), mode="light")
    assert lesson22.alignment_yes(chances) == Fraction(home, len(pairs))


def test_best_guess_table_on_a_fresh_line_expects_one_card_home_as_dealt():
    table, comparison = lesson22.best_guess_table(Belief())
    laid, _, _ = comparison["as dealt"]
    assert laid.expected_correct() == 9 * Fraction(1, 9)  # each card home with chance 1/9
    assert table.splitlines()[0].startswith("as dealt   1 2 3 4 5 6 7 8 9")


def test_first_rounds_table_bounds_each_round_by_log2_k():
    class Plan:
        cards, bits = (1, 2), 1.5

    row = lesson22.first_rounds_table([("a round", Plan(), 8)])
    assert row.endswith(f"1.5000 of at most {math.log2(8):.4f} bits")


@pytest.fixture(scope="module")
def small_tournament():
    players = [GreedyInfoPlayer("greedy"), GreedyInfoPlayer("advisor")]
    return tournament(players, games=2, seed=1, options=LoreOptions.both("light", play_on=True))


def test_means_table_gives_each_players_mean_turns(small_tournament):
    rows = lesson22.means_table({"light": small_tournament}).splitlines()[1:]
    for row, name in zip(rows, ("greedy", "advisor"), strict=True):
        counts = turns_distribution(small_tournament, name)
        turns = [t for t, n in counts.items() for _ in range(n)]
        assert float(row.split()[2]) == round(mean(turns), 3)


def test_the_docstring_examples_run():
    from logo_lessons import intervals  # lesson 22's verdict, kept free of the boards

    results = [doctest.testmod(m, optionflags=doctest.ELLIPSIS) for m in (lesson22, intervals)]
    assert sum(r.attempted for r in results) > 0 and not any(r.failed for r in results)


def test_the_answer_key_loads_where_the_boards_cannot_be_imported():
    """Binder builds the student files with the core alone importable (the repository's
    logo_kit/ folder shadows the installed package, and widgets/ lives beside it), so no
    exercise of the key may need the boards."""
    script = (
        "import sys; sys.modules['logo_kit.widgets'] = None\n"
        "from logo_lessons.bank import BANK\n"
        "BANK.load_all(); print(len(BANK.keys()))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[2] / "notebooks",
    )
    assert done.returncode == 0, done.stderr[-600:]
    from logo_lessons.bank import BANK

    BANK.load_all()
    assert int(done.stdout) == len(BANK.keys())  # every exercise, none skipped


def test_optimal_table_shows_every_row_of_the_stored_solo_study():
    from logo_kit import optimal_solo

    rows = optimal_solo()
    lines = lesson22.optimal_table().splitlines()
    assert len(lines) == len(rows) + 1
    for line, row in zip(lines[1:], rows, strict=True):
        assert line.split()[0] == str(row["stars"])
        assert row["advisor_expected_rounds"] in line
        assert ("out of reach" in line) == (row["optimal_expected_rounds"] is None)


def test_the_differences_and_overlap_tables_read_the_same_games(small_tournament):
    from logo_kit.lore import first_games, turns_difference
    from logo_lessons.lesson22 import mean_turns_to_win

    line = lesson22.differences_table({"light": small_tournament}, (2,))
    d = turns_difference(first_games(small_tournament, 2), "greedy", "advisor")
    low, high = d.interval
    assert f"= {d.mean:.3f} turns" in line and line.endswith(lesson22.verdict(low, high))
    row = lesson22.overlap_table(small_tournament, (2,)).splitlines()[1]
    own = [mean_turns_to_win(small_tournament, n).interval for n in ("greedy", "advisor")]
    apart = own[0][0] > own[1][1] or own[1][0] > own[0][1]
    assert row.split()[0] == "2" and row.split()[7] == ("no" if apart else "yes")
    assert row.endswith(f"{low:.3f} to {high:.3f}: {lesson22.verdict(low, high)}")
