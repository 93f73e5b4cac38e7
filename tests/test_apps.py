"""Every board has a Voilà app, and the apps in apps/ are what tools/make_apps.py writes."""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path

import nbformat
import pytest

import logo_kit.widgets as boards
from logo_kit.widgets import Board

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("make_apps", ROOT / "tools" / "make_apps.py")
make_apps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_apps)


def test_every_exported_board_has_an_app():
    exported = {
        name
        for name, value in vars(boards).items()
        if inspect.isclass(value) and issubclass(value, Board) and value is not Board
    }
    apps = {**make_apps.APPS, **make_apps.TEACHER_APPS}
    with_app = {board for board, *_ in apps.values()}
    assert exported == with_app


def test_the_teacher_app_is_not_served_to_students():
    assert not set(make_apps.TEACHER_APPS) & set(make_apps.APPS)
    assert make_apps.TEACHER_DIR != make_apps.APPS_DIR
    assert not (ROOT / "apps" / "class-teacher.ipynb").exists()


def test_app_notebooks_are_up_to_date():
    for folder, apps in (
        (make_apps.APPS_DIR, make_apps.APPS),
        (make_apps.TEACHER_DIR, make_apps.TEACHER_APPS),
    ):
        for stem, spec in apps.items():
            stored = nbformat.read(folder / f"{stem}.ipynb", as_version=4)
            fresh = make_apps.app_notebook(*spec, **make_apps.app_options(folder))
            assert [c.source for c in stored.cells] == [c.source for c in fresh.cells], stem


def test_app_code_builds_its_board(tmp_path, monkeypatch):
    monkeypatch.setenv("LOGO_KIT_CLASS_POOL", f"sqlite:///{tmp_path / 'class.db'}")
    built = {}
    for stem in {**make_apps.APPS, **make_apps.TEACHER_APPS}:
        built[stem] = board = make_apps.build_board(stem)
        assert isinstance(board, Board), stem
        if hasattr(board, "stop"):
            board.stop()
    assert built["class-teacher"].predictions.answers is not None  # Reveal has its key


def test_the_class_experiment_apps_are_the_boards_with_a_send_switch(tmp_path, monkeypatch):
    monkeypatch.setenv("LOGO_KIT_CLASS_POOL", f"sqlite:///{tmp_path / 'class.db'}")
    with_switch = set()
    for stem, (name, arguments, *_) in make_apps.APPS.items():
        board = eval(f"{name}({arguments})", vars(boards))
        if hasattr(board, "class_send"):
            with_switch.add(stem)
    assert with_switch == set(make_apps.CLASS_EXPERIMENT_APPS)


def test_a_lessons_apps_are_the_boards_it_uses():
    assert make_apps.lesson_apps("11") == ["logo-experiment"]
    assert make_apps.lesson_apps("20") == ["lore-hat-check"]
    assert make_apps.lesson_apps("30-billionaire-bust-odds") == ["billionaire-draw-to-bust"]
    assert make_apps.lesson_apps("30", experiments_only=False) == [
        "billionaire-risky-business",
        "billionaire-draw-to-bust",
    ]
    for wrong, said in (
        ("21", "no class experiment app"),
        ("1", "No lesson '1'"),
        ("../x", "No lesson"),
        ("99", "the lessons are 00, 01, 10"),
    ):
        with pytest.raises(ValueError, match=said):
            make_apps.lesson_apps(wrong)


def test_preheating_gives_every_student_a_ready_board():
    plan = make_apps.preheat_plan(30, list(make_apps.CLASS_EXPERIMENT_APPS))
    assert plan == dict.fromkeys(make_apps.CLASS_EXPERIMENT_APPS, 10)
    assert make_apps.preheat_plan(31, ["logo-experiment", "lore-hat-check"]) == {
        "logo-experiment": 16,
        "lore-hat-check": 16,
    }
    assert make_apps.preheat_plan(0, ["logo-experiment"]) == {"logo-experiment": 0}
    for students, apps, said in (
        (30, ["no-such-app"], "Unknown apps"),
        (30, [], "Unknown"),
        (-1, ["logo-table"], "0 to 200"),
        (201, ["logo-table"], "0 to 200"),
    ):
        with pytest.raises(ValueError, match=said):
            make_apps.preheat_plan(students, apps)


def test_the_serve_command_preheats_only_the_lessons_apps_and_lightens_them():
    command = make_apps.serve_command(
        9000,
        0,
        warm={"logo-experiment": 30},
        spare=2,
        light=("logo-experiment",),
        max_kernels=40,
        fill_delay=60,
    )
    assert command[1].endswith("tools/app_server.py")
    assert "--pool_size=0" in command and "--port=9000" in command
    assert "--ClassroomVoila.warm={'logo-experiment.ipynb': 30}" in command
    assert "--ClassroomVoila.spare=2" in command
    assert "--ClassroomVoila.light_apps=['logo-experiment']" in command
    assert "--BoundedKernelManager.max_kernels=40" in command
    assert "--ClassroomVoila.fill_delay=60" in command
    assert any("disable_check_xsrf" in part for part in command)
    behind_login = make_apps.serve_command(9000, 0, login=True)
    assert not any("disable_check_xsrf" in part for part in behind_login)
    assert "--pool_size=1" in make_apps.serve_command(9000)  # make apps: one per app


def test_the_plain_command_is_voila_alone_on_the_port_it_is_given(tmp_path):
    command = make_apps.plain_command("{port}", tmp_path)
    assert command[1:3] == ["-m", "voila"] and str(tmp_path) in command
    assert "--port={port}" in command and "--Voila.port_retries=0" in command
    assert not [part for part in command if "preheat" in part or "ClassroomVoila" in part]
    assert str(make_apps.APPS_DIR) in make_apps.plain_command(9000)
