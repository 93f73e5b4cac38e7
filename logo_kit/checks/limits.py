"""The size limits every check shares: how long a typed number, a run or a list may be.

A size beyond a limit is refused at once, before any work, with a message that
names the limit (see :func:`logo_kit.checks.limit`).
"""

from __future__ import annotations

MAX_DIGITS = 12
"""Longest number a student may type (anything longer is refused before ``int()``)."""
MAX_GAMES = 1_000_000
"""Most games one tournament or simulation call plays (about an hour for the slowest game)."""
MAX_SEED = 2**128 - 1
"""Largest seed accepted (numpy accepts more, but nobody types a longer one on purpose)."""
MAX_ITEMS = 10_000
"""Longest sequence any check reads unless the caller allows more (no game has more items)."""
