"""What an interval of a difference shows, in words: a lesson helper with no boards.

The answer key reads it too, so it imports nothing from ``logo_kit.widgets`` (Binder's
build reads the key where only the core is importable).
"""

from __future__ import annotations

from logo_kit.comparison import interval_shows

__all__ = ["verdict", "winner", "wins_verdict"]


def verdict(low: float, high: float, first: str = "greedy", second: str = "advisor") -> str:
    """What a 95% interval of ``first − second`` (turns to win) shows, in words
    (:func:`~logo_kit.comparison.interval_shows`): wholly above 0, the second player is
    faster; wholly below 0, the first; else nothing.

    >>> verdict(0.1, 0.7), verdict(-0.2, 0.4)
    ('advisor faster', 'not shown')
    """
    return {1: f"{second} faster", -1: f"{first} faster", 0: "not shown"}[interval_shows(low, high)]


def winner(low: float, high: float, first: str, second: str) -> str:
    """Who won more often, from a 95% interval of ``first``'s wins minus ``second``'s,
    game by game: the first player's name when it lies above 0, the second's below 0,
    else ``"not shown"``.

    >>> winner(-0.5, -0.2, "ISMCTS", "calculator"), winner(-0.4, 0.1, "A", "B")
    ('calculator', 'not shown')
    """
    return {1: first, -1: second, 0: "not shown"}[interval_shows(low, high)]


def wins_verdict(low: float, high: float, first: str, second: str) -> str:
    """:func:`winner` in a sentence's words: ``"A wins more"`` or ``"not shown"``.

    >>> wins_verdict(0.02, 0.10, "A", "B"), wins_verdict(-0.03, 0.05, "A", "B")
    ('A wins more', 'not shown')
    """
    found = winner(low, high, first, second)
    return "not shown" if found == "not shown" else f"{found} wins more"
