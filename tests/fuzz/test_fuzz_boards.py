"""Fuzz every board: random control values and clicks must never raise, never set
``board.last_bug``, and a refused action must leave the board's state as it was.

The boards are found in ``logo_kit.widgets.__all__`` (every :class:`Board`
subclass exported there), so a new or redrawn board is fuzzed without editing
this file. :data:`BOARDS` says, per class name, how to build a small, fast
board, which of its values make up the state that a refused action must not
change, and what a person might type into its text boxes; a board missing from
the table is built with no arguments and compared with :func:`generic_snapshot`
(its public, non-widget attributes).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest
from fuzz_board_walker import fuzz_board
from fuzz_guard import HANG_GUARD, PROFILE, TARGET_BUDGET
from fuzz_outcomes import short_repr
from fuzz_values import JUNK_TEXTS, typed_text
from hypothesis import strategies as st
from specs_games import DECK_TOKENS, LOGO_TOKENS, LORE_TOKENS

pytestmark = [
    pytest.mark.timeout(HANG_GUARD, method="thread"),
    pytest.mark.spread,  # independent, heavy tests: any xdist worker (conftest.py)
]

BOARD_BUDGET = TARGET_BUDGET * (4 if PROFILE == "long" else 1)
"""Seconds of actions per board: 1 s in the short profile (40-150 actions; the whole fuzz
suite stays ≲ 40 s), 40 s in the long one (up to 250 walks of 12 actions per board)."""


class Same:
    """A snapshot item compared by identity, then ``==``, then ``repr`` (core objects
    may hold numpy arrays, whose ``==`` is not a truth value)."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Same):
            return NotImplemented
        if self.value is other.value:
            return True
        try:
            return bool(self.value == other.value)
        except Exception:  # an array compared element-wise: fall back to the text
            return repr(self.value) == repr(other.value)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return short_repr(self.value)


def _freeze(value: Any) -> Any:
    """A comparable copy of one piece of board state (sessions and generators by content)."""
    if isinstance(value, np.random.Generator):
        return Same(repr(value.bit_generator.state))
    if hasattr(value, "state") and hasattr(value, "lines") and hasattr(value, "players"):
        # a logo_kit Session: its position, its story so far and its generator
        return (Same(value.state), len(value.lines), _freeze(value.rng))
    if isinstance(value, list | set | dict):
        return Same(repr(value))  # mutable: compare what it held, not the object
    return Same(value)


def _is_widget_like(value: Any) -> bool:
    import ipywidgets as widgets

    if isinstance(value, widgets.Widget) or callable(value):
        return True
    if type(value).__module__.split(".")[0] in ("plotly", "ipywidgets", "anywidget"):
        return True
    if isinstance(value, list | tuple) and value:
        return any(_is_widget_like(item) for item in value)
    return False


_BOARD_FIELDS = frozenset({"message", "last_error", "last_bug", "widget"})


def generic_snapshot(board: Any) -> tuple:
    """The board's public attributes that are not widgets, figures or messages."""
    return tuple(
        (name, _freeze(value))
        for name, value in sorted(vars(board).items())
        if not name.startswith("_") and name not in _BOARD_FIELDS and not _is_widget_like(value)
    )


def fields(*names: str) -> Callable[[Any], tuple]:
    """A snapshot of the named attributes (dotted names reach into the board's objects)."""

    def snapshot(board: Any) -> tuple:
        found = []
        for name in names:
            value = board
            for part in name.split("."):
                value = getattr(value, part)
            found.append((name, _freeze(value)))
        return tuple(found)

    return snapshot


@dataclass(frozen=True)
class BoardCase:
    """How to fuzz one board class: build it, snapshot it, what to type into it."""

    make: Callable[[type], Any] = lambda cls: cls()
    snapshot: Callable[[Any], Any] = generic_snapshot
    tokens: tuple[str, ...] = ()


BOARDS: dict[str, BoardCase] = {
    "DealHandBoard": BoardCase(
        make=lambda cls: cls(seed=3),
        snapshot=fields("hand", "seed"),
        tokens=tuple(LOGO_TOKENS),
    ),
    "HandLabBoard": BoardCase(
        make=lambda cls: cls(seed=3, samples=200),
        snapshot=fields("hand", "seed", "draws", "opponents", "declarer_wins_ties", "samples"),
        tokens=tuple(LOGO_TOKENS),
    ),
    "TableBoard": BoardCase(
        make=lambda cls: cls(bots=("Greedy", "Random"), seed=3, target_score=60),
        snapshot=fields("session", "seed", "_options"),
    ),
    "DuelBoard": BoardCase(
        make=lambda cls: cls(stars=5, seed=3),
        snapshot=fields("session", "settings", "draft", "picks", "focus_card", "asked"),
        tokens=tuple(LORE_TOKENS),
    ),
    "StarLineBoard": BoardCase(
        make=lambda cls: cls(stars=5, seed=3),
        snapshot=fields("puzzle", "seed", "rng", "picks", "focus_card", "asked"),
        tokens=tuple(LORE_TOKENS),
    ),
    "RiskyBusinessBoard": BoardCase(
        make=lambda cls: cls(seed=3),
        snapshot=fields("launch", "deck_kind", "target", "seed", "rng"),
        tokens=tuple(DECK_TOKENS),
    ),
    "BoardroomBoard": BoardCase(
        make=lambda cls: cls(seed=3),
        snapshot=fields("session", "names"),
    ),
}
"""Per board class name: a small, fast board and the state a refusal must keep."""


KNOWN_BOARD_BUGS: dict[tuple[str, str, str], str] = {}
"""Board bugs found and reported, keyed by (board, defect kind, start of the action):
tolerated so the suite stays green until the board is fixed; delete an entry then."""


def _unknown(defects: list) -> list:
    return [
        d
        for d in defects
        if not any(
            d.target == board and d.kind == kind and d.call.lstrip().startswith(action)
            for board, kind, action in KNOWN_BOARD_BUGS
        )
    ]


def exported_boards() -> list[type]:
    """Every concrete Board subclass named in ``logo_kit.widgets.__all__``."""
    from logo_kit import widgets
    from logo_kit.widgets import Board

    found = []
    for name in widgets.__all__:
        value = getattr(widgets, name)
        if inspect.isclass(value) and issubclass(value, Board) and value is not Board:
            found.append(value)
    return found


def _cases() -> list:
    return [pytest.param(cls, id=cls.__name__) for cls in exported_boards()]


def fuzz_one_board(cls: type, **walker_options: Any) -> Any:
    """Run the walker on a board class with its table entry (or the generic one)."""
    case = BOARDS.get(cls.__name__, BoardCase())
    texts = typed_text(list(case.tokens)) if case.tokens else st.sampled_from(JUNK_TEXTS)
    walker_options.setdefault("budget", BOARD_BUDGET)
    return fuzz_board(
        lambda: case.make(cls), case.snapshot, name=cls.__name__, texts=texts, **walker_options
    )


@pytest.fixture
def class_pool_here(tmp_path, monkeypatch):
    """Run in a temporary folder whose class pool has the default class open, so the
    boards' Send to the class panels can send and the teacher board's Export CSV
    writes its file there, not beside the tests."""
    from logo_kit.classpool import ClassPool, default_code

    url = f"sqlite:///{tmp_path / 'class.db'}"
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LOGO_KIT_CLASS_POOL", url)
    ClassPool(url, code=default_code()).close()
    return tmp_path


@pytest.mark.parametrize("cls", _cases())
def test_board_survives_random_controls(cls, class_pool_here):
    board = BOARDS.get(cls.__name__, BoardCase()).make(cls)
    assert BOARDS.get(cls.__name__, BoardCase()).snapshot(board) is not None  # a stale table
    tally = fuzz_one_board(cls)
    assert tally.calls > 0, f"{cls.__name__}: no control could be used"
    defects = _unknown(tally.defects)
    if defects:
        pytest.fail(
            f"{len(defects)} defect(s) in {tally.calls} actions:\n"
            + "\n".join(str(d) for d in defects[:25]),
            pytrace=False,
        )


def test_every_exported_board_is_found_and_the_table_names_only_boards():
    names = {cls.__name__ for cls in exported_boards()}
    assert "DealHandBoard" in names
    stale = sorted(set(BOARDS) - names)
    assert not stale, f"BOARDS names classes logo_kit.widgets no longer exports: {stale}"


def test_the_generic_snapshot_sees_core_state_and_skips_widgets():
    from logo_kit.widgets import DealHandBoard

    board = DealHandBoard(seed=3)
    names = {name for name, _ in generic_snapshot(board)}
    assert "seed" in names and "message" not in names
    assert generic_snapshot(board) == generic_snapshot(board)
