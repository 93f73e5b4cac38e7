"""What an interval of a difference shows, in words: a lesson helper with no boards.

The answer key reads it too, so it imports nothing from ``logo_kit.widgets`` (Binder's
build reads the key where only the core is importable).
"""

from __future__ import annotations

__all__ = ["verdict"]


def verdict(low: float, high: float, first: str = "greedy", second: str = "advisor") -> str:
    """What a 95% interval of ``first − second`` (turns to win) shows: a lower bound above 0
    means the second player is faster, an upper bound below 0 the first; else nothing.

    >>> verdict(0.1, 0.7), verdict(-0.2, 0.4)
    ('advisor faster', 'not shown')
    """
    if low > 0:
        return f"{second} faster"
    if high < 0:
        return f"{first} faster"
    return "not shown"
