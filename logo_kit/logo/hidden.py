"""Which LOGO moves show a seat a card it could not see before.

A LOGO deal shuffles the whole draw pile at once, so the card a blind draw gives
is already fixed in the game state: the draw itself is a player's move, not a
chance move. Taking a move back and making it again gives back the same card. A
board's undo must therefore know when a move revealed hidden cards to the person
at it (:meth:`logo_kit.session.Session.undo` refuses to go back past one); this
module is the LOGO rule for it, read from the seat's own view before and after.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from logo_kit.logo.moves import TakeDiscard

__all__ = ["reveals_hidden"]


def reveals_hidden(before: Any, move: Any, seat: int) -> bool:
    """True when ``move`` made at ``before`` (a :class:`~logo_kit.logo.LogoGame`) shows
    ``seat`` cards that were hidden from it: a blind draw, a new deal, a card stolen or
    received in a swap, a hand looked at, the end of a round (every hand is shown).
    Taking the discard (face up, ruling L4), discarding and every move that adds no
    card to the seat's hand or sight reveal nothing.
    """
    if isinstance(move, TakeDiscard):
        return False
    seen, after = before.view(seat), before.apply(move).view(seat)
    if len(after.results) > len(seen.results):
        return True  # the round ended: every hand is shown (ruling L10)
    if Counter(after.hand) - Counter(seen.hand):
        return True
    return any(seen.looked.get(target) != cards for target, cards in after.looked.items())
