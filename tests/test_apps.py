"""Every board has a Voilà app, and the apps in apps/ are what tools/make_apps.py writes."""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path

import nbformat

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
    for folder, apps in ((make_apps.APPS_DIR, make_apps.APPS),
                         (make_apps.TEACHER_DIR, make_apps.TEACHER_APPS)):
        for stem, spec in apps.items():
            stored = nbformat.read(folder / f"{stem}.ipynb", as_version=4)
            fresh = make_apps.app_notebook(*spec, print_view=folder == make_apps.APPS_DIR)
            assert [c.source for c in stored.cells] == [c.source for c in fresh.cells], stem


def test_app_code_builds_its_board(tmp_path, monkeypatch):
    monkeypatch.setenv("LOGO_KIT_CLASS_POOL", f"sqlite:///{tmp_path / 'class.db'}")
    for stem, spec in {**make_apps.APPS, **make_apps.TEACHER_APPS}.items():
        namespace: dict = {}
        code = make_apps.app_notebook(*spec).cells[-1].source
        *setup, last = code.strip().splitlines()
        exec("\n".join(setup), namespace)
        board = eval(last, namespace)
        assert isinstance(board, Board), stem
        if hasattr(board, "stop"):
            board.stop()
