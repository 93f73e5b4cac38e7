"""What both LOGO Billionaire lessons' exercises share: the two decks and the list of keys."""

from __future__ import annotations

from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_lessons.bank import BANK, Exercise

_BULL = RiskyBusinessDeck.bull
_BEAR = RiskyBusinessDeck.bear

KEYS: list[str] = []
"""The keys lessons 30 and 31 register, in order."""


def _add(exercise: Exercise) -> None:
    """Register ``exercise`` in the bank and remember its key in :data:`KEYS`."""
    BANK.add(exercise)
    KEYS.append(exercise.key)
