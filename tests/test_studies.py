"""The published-studies loader reads what tools/studies.py writes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from logo_kit.errors import LogoKitError
from logo_kit.studies import FORMAT, published, study_ids

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import studies as tool


def test_a_small_run_is_stored_and_read_back(tmp_path):
    out = tmp_path / "s.json"
    assert (
        tool.main(
            [
                "--only",
                "billionaire-2p-ev-target",
                "--scale",
                "0.002",
                "--out",
                str(out),
                "--workers",
                "1",
            ]
        )
        == 0
    )
    data = json.loads(out.read_text())
    assert data["format"] == FORMAT and "tools/studies.py" in data["command"]
    assert study_ids(out) == ("billionaire-2p-ev-target",)
    study = published("billionaire-2p-ev-target", out)
    assert study.games == 8 and study.players == ("EV-optimal", "target-optimal")
    rate, low, high = study.win_rate("EV-optimal")
    assert 0 <= low <= rate <= high <= 1
    assert "| EV-optimal | 8 |" in str(study)
    with pytest.raises(LogoKitError, match="no player"):
        study.win_rate("nobody")
    with pytest.raises(LogoKitError, match="no study"):
        published("lore-nothing", out)


def test_every_study_has_a_lesson_and_a_size():
    found = tool.all_studies()
    assert len({s.id for s in found}) == len(found)
    assert {s.lesson for s in found} == {"12", "22", "31"}
    assert {s.lesson for s in tool.ai_lab_studies()} == {"40"}
    assert all(s.games >= 20 for s in found)


def test_a_missing_file_says_how_to_make_it(tmp_path):
    with pytest.raises(LogoKitError, match=r"tools/studies\.py"):
        study_ids(tmp_path / "none.json")


def _study_with(wins: dict[str, int], games: int = 100):
    from logo_kit.estimates import wilson_interval
    from logo_kit.studies import PublishedStudy

    rows = tuple(
        {
            "player": name,
            "wins": won,
            "win_rate": won / games,
            "win_low": wilson_interval(won, games)[0],
            "win_high": wilson_interval(won, games)[1],
        }
        for name, won in wins.items()
    )
    return PublishedStudy("t", "LOGO", "t", "12", "", tuple(wins), games, 1, 1.0, "", rows, "")


def test_the_game_by_game_difference_comes_from_the_win_counts():
    """Each game is +1, −1 or 0 for the pair: the estimate equals the mean of that list."""
    from logo_kit.estimates import estimate_mean

    study = _study_with({"A": 45, "B": 25, "C": 30})
    games = [1.0] * 45 + [-1.0] * 25 + [0.0] * 30  # A − B, game by game
    by_list, by_counts = estimate_mean(games), study.difference("A", "B")
    assert by_counts.mean == pytest.approx(by_list.mean)
    assert by_counts.standard_error == pytest.approx(by_list.standard_error)
    assert study.difference("B", "A").mean == pytest.approx(-by_list.mean)
    with pytest.raises(LogoKitError, match="two different players"):
        study.difference("A", "A")
    with pytest.raises(LogoKitError, match="named by text"):
        study.difference([["A"]], "B")  # a list is not a name (and not hashable)
    with pytest.raises(LogoKitError, match="no wins"):
        study.difference("A", "nobody")


def test_the_leader_is_clear_only_when_every_game_by_game_difference_is_shown():
    assert _study_with({"A": 30, "B": 70}).leader() == ("B", True)
    assert _study_with({"A": 45, "B": 55}).leader() == ("B", False)  # 0.10 ± 0.20
    three = _study_with({"A": 45, "B": 20, "C": 35})
    assert three.leader() == ("A", False)  # A − C: 0.10 ± 0.17, its interval holds 0
    assert three.difference("A", "B").interval[0] > 0


def test_the_stored_studies_name_a_leader_from_their_players():
    for study_id in study_ids():
        study = published(study_id)
        name, clear = study.leader()
        assert name in study.players and isinstance(clear, bool)


def test_an_installed_copy_finds_the_studies_from_the_project_folder(tmp_path, monkeypatch):
    """On Binder logo_kit is installed (not a checkout): the notebooks run inside the
    project, so the studies are found by walking up from the working directory."""
    import logo_kit.studies as studies

    project = tmp_path / "project"
    (project / "docs" / "studies").mkdir(parents=True)
    (project / "notebooks").mkdir()
    source = studies.STUDIES_DIR / studies.DEFAULT_PATH.name
    (project / "docs" / "studies" / source.name).write_text(source.read_text())
    monkeypatch.setattr(studies, "STUDIES_DIR", tmp_path / "site-packages" / "docs" / "studies")
    monkeypatch.chdir(project / "notebooks")
    assert studies.studies_dir() == project / "docs" / "studies"
    assert studies.published("billionaire-2p-ev-target").games > 0
    monkeypatch.chdir(tmp_path)
    with pytest.raises(LogoKitError, match="were not found"):
        studies.studies_dir()
