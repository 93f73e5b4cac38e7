"""What an interval of a difference shows, in words: a lesson helper with no boards.

The answer key reads it too, so it imports nothing from ``logo_kit.widgets`` (Binder's
build reads the key where only the core is importable).
"""

from __future__ import annotations

from logo_kit.comparison import interval_shows

__all__ = ["verdict"]


def verdict(low: float, high: float, first: str = "greedy", second: str = "advisor") -> str:
    """What a 95% interval of ``first − second`` (turns to win) shows, in words
    (:func:`~logo_kit.comparison.interval_shows`): wholly above 0, the second player is
    faster; wholly below 0, the first; else nothing.

    >>> verdict(0.1, 0.7), verdict(-0.2, 0.4)
    ('advisor faster', 'not shown')
    """
    return {1: f"{second} faster", -1: f"{first} faster", 0: "not shown"}[interval_shows(low, high)]
