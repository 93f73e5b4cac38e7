"""Errors raised by logo_kit.

Every error a student can trigger is a :class:`ValueError` subclass whose
message says what was wrong and what is allowed, so a board can show the
message as it is and a notebook can catch ``ValueError`` without knowing
our names.
"""

from __future__ import annotations


class LogoKitError(ValueError):
    """Bad input to a calculator or a board: a card that does not exist,
    a deck with no cards, a hand of the wrong size, ..."""


class IllegalMoveError(LogoKitError):
    """A move that the rules (and our rulings) do not allow right now.
    Engines raise it *before* changing any state."""


class ContradictionError(LogoKitError):
    """Evidence that cannot be true together with what is already known."""
