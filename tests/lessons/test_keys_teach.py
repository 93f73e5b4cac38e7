"""Answer keys that teach: the method at the board, then the library call as a check.

For every exercise with an answer (worked or predicted) the bank gives the lines a
teacher writes at the board — the count or the formula with the numbers in — and
the library call that checks it. The test redoes the board's arithmetic exactly
(:mod:`tools.worksheets.board`): every part of a line equals the next, and the last
value worked out is the answer. It also runs the library call and compares (for a
choice, the call gives the numbers the choice rests on: it must run).
"""

from __future__ import annotations

import importlib

import pytest
from paper import PENDING

from logo_lessons import keys
from logo_lessons.bank import BANK
from logo_lessons.bank.exercise import _GAME_BANKS
from tools.worksheets import board

BANK.load_all()
KEYS = [key for key in BANK.keys() if BANK.get(key).kind != "why"]  # noqa: SIM118


def library_value(key: str):
    """What the key's library call gives, run with the names of the module that registers
    it: the lesson's module of a game's package (``bank/lore/lesson21.py``), or the game's
    own module when the game is one module (``bank/ai_lab.py``)."""
    module = importlib.import_module(_GAME_BANKS[key[0]])
    if hasattr(module, "__path__"):
        module = importlib.import_module(f"{module.__name__}.lesson{key.split('.')[0]}")
    return eval(BANK.get(key).library, vars(module))


@pytest.mark.parametrize("key", KEYS)
def test_the_key_shows_the_method_and_its_arithmetic_is_right(key):
    if key.split(".")[0] in PENDING:
        pytest.skip("this lesson's key is still being written")
    exercise = BANK.get(key)
    assert exercise.method, f"{key}: no lines at the board"
    answer = exercise.expected() if exercise.kind == "exact" else None
    assert board.problems(exercise.method, answer) == []


@pytest.mark.parametrize("key", KEYS)
def test_the_library_call_on_the_key_gives_the_answer(key):
    if key.split(".")[0] in PENDING:
        pytest.skip("this lesson's key is still being written")
    exercise = BANK.get(key)
    assert exercise.library and not exercise.library.startswith("_"), key
    shown = library_value(key)
    if exercise.kind == "exact":
        assert keys.canonical(shown) == keys.canonical(exercise.expected())


def test_wrong_arithmetic_at_the_board_is_caught():
    assert board.problems(["C(9, 7) · D(2) / 9! = 36/362,880"], None) == []
    assert board.problems(["C(9, 7) · D(2) / 9! = 1/5040"], None) != []
    assert board.problems(["36 · 1 / 362,880 = 1/10080 ≈ 0.0001"], None) == []
    assert board.problems(["1/10080 ≈ 0.0002"], None) != []
