"""The exact solo Star Light study: the stored file matches the code that made it, the
loader refuses junk, and a small run of tools/optimal_solo.py writes what it reads."""

from __future__ import annotations

import json
import math
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from logo_kit import LogoKitError, optimal_solo
from logo_kit.lore import OptimalSolver, advisor_round, evaluate_policy
from logo_kit.lore.solo_bounds import expected_rounds_bound, worst_case_bound
from logo_kit.studies import study_ids

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import optimal_solo as tool


def test_the_stored_study_agrees_with_the_library():
    rows = {row["stars"]: row for row in optimal_solo()}
    assert 9 in rows and {3, 4, 5, 6} <= set(rows)
    for stars, row in rows.items():
        bound = Fraction(row["lower_bound"])
        advisor = Fraction(row["advisor_expected_rounds"])
        lines = math.factorial(stars)
        assert bound == expected_rounds_bound(lines) and bound <= advisor
        assert row["worst_case"]["bound"] == worst_case_bound(lines)
        if row["optimal_expected_rounds"] is not None:
            optimal = Fraction(row["optimal_expected_rounds"])
            assert bound <= optimal <= advisor
            opening = Fraction(row["advisor_first_then_optimal"])  # advisor's first round
            assert optimal <= opening <= advisor
            assert row["worst_case"]["optimal"] >= row["worst_case"]["bound"]
        if stars <= 6:  # cheap enough to recompute here
            assert advisor == evaluate_policy(advisor_round, stars).expected
        if stars <= 5:
            solved = OptimalSolver(stars).expected_rounds()
            assert Fraction(row["optimal_expected_rounds"]) == solved


def test_the_tournament_studies_still_read_beside_the_solo_study():
    assert study_ids()  # the folder's reader leaves optimal-solo.json to optimal_solo()


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": 1}',
        b'{"format": 1, "rows": []}',
        b'{"format": 1, "rows": [{"stars": 3}]}',
        b"[1]",
        b"no json",
    ],
)
def test_a_file_that_is_not_the_solo_study_says_so(tmp_path, content):
    path = tmp_path / "optimal-solo.json"
    path.write_bytes(content)
    with pytest.raises(LogoKitError, match="is not a studies file"):
        optimal_solo(path)


def test_a_missing_solo_study_says_how_to_make_it(tmp_path):
    with pytest.raises(LogoKitError, match="make optimal-solo"):
        optimal_solo(tmp_path / "none.json")


@pytest.mark.slow
def test_a_small_run_writes_the_file_and_the_table(tmp_path):
    out, page = tmp_path / "solo.json", tmp_path / "solo.md"
    page.write_text(f"# t\n{tool.START}\nold\n{tool.END}\nafter\n")
    argv = [
        "--largest",
        "4",
        "--attempt",
        "5",
        "--budget",
        "0",
        "--advisor-up-to",
        "5",
        "--greedy-up-to",
        "4",
        "--games",
        "10",
        "--workers",
        "1",
        "--out",
        str(out),
        "--table",
        str(page),
    ]
    assert tool.main(argv) == 0
    rows = optimal_solo(out)
    assert [row["stars"] for row in rows] == [3, 4, 5]
    assert rows[1]["optimal_expected_rounds"] == "2/1"
    assert rows[2]["optimal_expected_rounds"] is None
    assert rows[2]["advisor_simulation"]["games"] == 10
    data = json.loads(out.read_text())
    assert data["attempts"][0]["finished"] is False
    text = page.read_text()
    assert "old" not in text and text.endswith("after\n") and "| 5 | out of reach |" in text
