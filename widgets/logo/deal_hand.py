"""Deal a LOGO hand: see its cards, total, value and whether it is a colour hand.

The first board of the toolkit. It holds a hand (a tuple of core ``Card``
values) and a seeded random generator; the numbers shown all come from
``logo_kit.logo`` (rulings L1–L3).

>>> board = DealHandBoard(seed=7)
>>> board.show_hand("R1 R2 R3 R4 R5 R6 LOGO")
True
>>> board.value, board.color_hand
(0, 'red')
"""

from __future__ import annotations

import ipywidgets as widgets

from ..common.base import Board
from .hand_controls import HandControls

__all__ = ["DealHandBoard"]


class DealHandBoard(HandControls, Board):
    """Deal (or type) a 7-card LOGO hand and see what it is worth.

    ``seed`` (0 to 2³¹ − 1) makes the deals repeatable: the same seed deals the
    same sequence of hands, so a class can look at the same hands together.
    ``hand`` (text such as ``"R1 R2 R3 B4 B5 0 STOP"``) shows that hand first.
    """

    title = "Deal a LOGO hand"

    def __init__(self, seed: int = 0, hand: str | None = None) -> None:
        self._start_hand(seed)
        super().__init__()
        self._first_hand(hand)

    def build(self) -> widgets.Widget:
        return self.build_hand()

    def render(self) -> None:
        if self.hand:
            self.render_hand()
