"""The numbers the README and ``docs/openspiel.md`` quote are the games' own.

Action counts and tensor sizes are read from the pages and compared with the games; the
learning study's page must be the one its JSON writes, and the CFR numbers the pages
quote must be the study's (its first point recomputed here).
"""

from __future__ import annotations

import json
import math
import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")

from logo_kit.openspiel import load_game

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
PAGE = (ROOT / "docs" / "openspiel.md").read_text()
STUDY = ROOT / "docs" / "studies" / "openspiel" / "learning"


def _number(text: str) -> int:
    return int(text.replace(",", ""))


@pytest.mark.parametrize("text", [README, PAGE], ids=["README", "docs/openspiel.md"])
def test_the_action_counts_quoted_are_the_games(text):
    flat = " ".join(text.split())
    light = re.search(r"Star Light with 3 stars has (\d[\d,]*) actions", flat)
    assert light, "the page quotes Star Light's action count"
    assert _number(light.group(1)) == load_game("logo_kit_lore", stars=3).num_distinct_actions()
    every = re.search(r'with `move_heavens="any"` and 7 stars, (\d[\d,]*) actions', flat)
    assert every, "the page quotes move_heavens='any''s action count"
    game = load_game("logo_kit_lore", stars=7, move_heavens="any")
    assert _number(every.group(1)) == game.num_distinct_actions()


def test_the_page_s_other_numbers_are_the_games():
    flat = " ".join(PAGE.split())
    rearrangements = re.search(r"(\d[\d,]*) rearrangements, Pass", flat)
    assert _number(rearrangements.group(1)) == math.factorial(7) - 1
    size = re.search(r"default LOGO information-state tensor has (\d[\d,]*) numbers", flat)
    assert _number(size.group(1)) == load_game("logo_kit_logo").information_state_tensor_size()


def test_the_study_page_is_written_from_its_data():
    sys.path.insert(0, str(ROOT / "tools"))
    import spiel_studies

    record = json.loads(STUDY.with_suffix(".json").read_text())
    assert STUDY.with_suffix(".md").read_text() == spiel_studies.markdown(record)
    assert record["cpu_seconds"] <= 20 * 60  # the study stays modest
    # what docs/openspiel.md says the learner reached is the study's
    curve = record["qlearning"]["curve"]
    flat = " ".join(PAGE.split())
    quoted = re.search(
        r"after ([\d,]+) games it wins ([\d.]+) of its games against the kit's "
        r"random bot and ([\d.]+) against the EV-optimal launcher, from ([\d.]+) "
        r"and ([\d.]+) untrained",
        flat,
    )
    assert quoted, "the page quotes the learner's win rates"
    games, *rates = quoted.groups()
    assert _number(games) == curve[-1]["episodes"]
    wanted = [
        curve[-1]["random"],
        curve[-1]["EV-optimal"],
        curve[0]["random"],
        curve[0]["EV-optimal"],
    ]
    assert rates == [f"{point['win_rate']:.2f}" for point in wanted]


@pytest.mark.slow
def test_the_cfr_numbers_quoted_are_the_study_s_and_hold():
    from open_spiel.python.algorithms import cfr, exploitability

    record = json.loads(STUDY.with_suffix(".json").read_text())
    curve = {p["iterations"]: p["nash_conv"] for p in record["cfr"]["solvers"]["CFR+"]["curve"]}
    for text in (README, PAGE):
        flat = " ".join(text.split())
        quoted = re.search(
            r"NashConv from ([\d.]+) after one iteration to ([\d.]+) after "
            r"(\d+)",
            flat,
        )
        assert quoted, "the page quotes CFR+'s NashConv"
        first, last, iterations = quoted.groups()
        assert first == f"{curve[1]:.3f}" and last == f"{curve[int(iterations)]:.3f}"
    game = load_game("logo_kit_lore", mode="light", stars=2, max_turns=2)
    solver = cfr.CFRPlusSolver(game)
    solver.evaluate_and_update_policy()
    assert exploitability.nash_conv(game, solver.average_policy()) == pytest.approx(curve[1])


@pytest.mark.full
def test_the_study_tool_runs_and_repeats_itself(tmp_path):
    # every study tiny, twice: the same numbers (fixed seeds), a page written from them
    sys.path.insert(0, str(ROOT / "tools"))
    import spiel_studies

    records = []
    for run in ("a", "b"):
        assert spiel_studies.main(["--quick", "--out", str(tmp_path / run)]) == 0
        records.append(json.loads((tmp_path / run).with_suffix(".json").read_text()))
        assert (tmp_path / run).with_suffix(".md").read_text().startswith("# What OpenSpiel")
    assert _without_times(records[0]) == _without_times(records[1])


def _without_times(record):
    if isinstance(record, dict):
        return {k: _without_times(v) for k, v in record.items() if k != "cpu_seconds"}
    if isinstance(record, list):
        return [_without_times(v) for v in record]
    return record


def test_the_pages_the_package_points_to_exist():
    # a docstring that sends a reader to a page that is not there is a dead end
    named = set()
    for path in [*(ROOT / "logo_kit" / "openspiel").glob("*.py"), *ROOT.glob("tools/spiel_*.py")]:
        named.update(re.findall(r"docs/[\w/.-]+\.md", path.read_text()))
    assert named, "the package names its pages"
    missing = sorted(page for page in named if not (ROOT / page).is_file())
    assert not missing, missing
