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
    with_app = {board for board, *_ in make_apps.APPS.values()}
    assert exported == with_app


def test_app_notebooks_are_up_to_date():
    for stem, spec in make_apps.APPS.items():
        stored = nbformat.read(ROOT / "apps" / f"{stem}.ipynb", as_version=4)
        fresh = make_apps.app_notebook(*spec)
        assert [c.source for c in stored.cells] == [c.source for c in fresh.cells], stem


def test_app_code_builds_its_board():
    for stem, spec in make_apps.APPS.items():
        namespace: dict = {}
        code = make_apps.app_notebook(*spec).cells[-1].source
        *setup, last = code.strip().splitlines()
        exec("\n".join(setup), namespace)
        board = eval(last, namespace)
        assert isinstance(board, Board), stem
