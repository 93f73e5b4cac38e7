"""Boards are views: a fact of a game (the deck's size, a hand's size, how many players share
a deck, what a BUST leaves) is the core's, and a board's text reads it from there.

A board typing "deal 7 cards" into its prose is a rule written twice: the day the core's
hand size changes (a house rule, another edition) the board would say something false.
This test reads every string a board shows (docstrings are documentation, checked by the
doctests, and skipped) and fails on a number stated as a game fact. A number that reaches
the text through an f-string's ``{...}`` is the core's own and is not seen here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

FACTS = re.compile(
    r"\b\d+-card\b"  # a 7-card hand, the 55-card deck
    r"|\bdeal(?:s|t)? \d+\b"  # deal 7
    r"|\b\d+ (?:value cards|BUSTs?|star cards|cards|questions)\b"  # 27 value cards, 3 BUSTs
    r"|\b\d+\s*(?:to|–|-)\s*\d+ (?:players|bots)\b"  # 2 to 8 players
    r"|\bworth (?:<b>)?\d+M",  # a company worth 0M
    re.IGNORECASE,
)

ALLOWED = {
    # A bot's label names its own strategy's parameter (FixedCountLauncher(2)), not a rule.
    ("widgets/billionaire/boardroom.py", "2 cards"): "a bot's label",
    ("widgets/billionaire/boardroom.py", "3 cards"): "a bot's label",
}


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of docstring nodes: a module's, class's or function's first string, and the
    string that documents an assignment (the line after it)."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for index, statement in enumerate(body):
            is_string = isinstance(statement, ast.Expr) and isinstance(
                statement.value, ast.Constant
            )
            if not is_string or not isinstance(statement.value.value, str):
                continue
            first = index == 0 and not isinstance(node, ast.Module | ast.If | ast.For | ast.With)
            after_assignment = index > 0 and isinstance(body[index - 1], ast.Assign | ast.AnnAssign)
            if first or after_assignment or (index == 0 and isinstance(node, ast.Module)):
                found.add(id(statement.value))
    return found


def stated_facts(source: str, path: str = "<text>") -> list[str]:
    """Every game fact a board's shown text states as a typed number, as 'line: text'."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        if id(node) in skip:
            continue
        for match in FACTS.finditer(node.value):
            if (path, match[0]) not in ALLOWED:
                found.append(f"{path}:{node.lineno}: {match[0]!r}")
    return found


def test_the_scan_finds_a_typed_fact_and_lets_the_cores_number_through():
    typed = 'tip = "Shuffle the 55-card deck and deal 7 cards"\n'
    assert stated_facts(typed) == ["<text>:1: '55-card'", "<text>:1: 'deal 7'"]
    read = 'tip = f"Shuffle the {CARDS_PER_DECK}-card deck and deal {HAND_SIZE} cards"\n'
    assert stated_facts(read) == []
    documented = 'def f():\n    """Deal 7 cards."""\n\nX = 1\n"""A 7-card hand."""\n'
    assert stated_facts(documented) == []
    assert stated_facts('why = "LOGO is played by 2 to 8 players"\n') == [
        "<text>:1: '2 to 8 players'"
    ]


@pytest.mark.parametrize(
    "path", sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "widgets").rglob("*.py"))
)
def test_a_board_reads_the_games_facts_from_the_core(path):
    assert stated_facts((ROOT / path).read_text(), path) == []
