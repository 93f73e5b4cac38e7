"""Deal a LOGO hand: see its cards, total, value and whether it is a colour hand.

The first board of the toolkit. It holds a hand (a tuple of core ``Card``
values) and a seeded random generator; the numbers shown all come from
``logo_kit.logo`` (rulings L1–L3).

>>> board = DealHandBoard(seed=7)
>>> board.show_hand("R1 R2 R3 R4 R5 R6 LOGO")
True
>>> board.value
0
"""

from __future__ import annotations

import ipywidgets as widgets
import numpy as np

from logo_kit.logo import (
    HAND_SIZE,
    Card,
    color_hand_colors,
    hand_total,
    hand_value,
    parse_cards,
    standard_deck,
)

from .common.base import Board
from .logo_cards import COLOUR_WORDS, cards_html

__all__ = ["DealHandBoard"]


class DealHandBoard(Board):
    """Deal (or type) a 7-card LOGO hand and see what it is worth.

    ``seed`` makes the deals repeatable: the same seed deals the same
    sequence of hands, so a class can look at the same hands together.
    """

    title = "Deal a LOGO hand"

    def __init__(self, seed: int = 0, hand: str | None = None) -> None:
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.deck: tuple[Card, ...] = tuple(standard_deck())
        self.hand: tuple[Card, ...] = ()
        super().__init__()
        if hand is None:
            self.act(self._deal)
        else:
            self.show_hand(hand)

    # -- controls --------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        self.deal_button = widgets.Button(
            description="Deal a new hand",
            icon="random",
            tooltip="Shuffle the 55-card deck and deal 7 cards",
            button_style="primary",
        )
        self.deal_button.on_click(self.on_click(self._deal))
        self.seed_box = widgets.BoundedIntText(
            value=self.seed, min=0, max=2**31 - 1, description="Seed", layout={"width": "12em"}
        )
        self.seed_box.observe(self.on_change(self._reseed), names="value")
        self.hand_text = widgets.Text(
            description="Your hand",
            placeholder="e.g. R7 B3 G12 0 JUMP STOP LOGO",
            continuous_update=False,
            layout={"width": "28em"},
        )
        self.show_button = widgets.Button(description="Show this hand", icon="eye")
        self.show_button.on_click(lambda _b: self.show_hand(self.hand_text.value))
        self.cards_view = widgets.HTML()
        self.summary_view = widgets.HTML()
        return widgets.VBox(
            [
                widgets.HBox([self.deal_button, self.seed_box]),
                widgets.HBox([self.hand_text, self.show_button]),
                self.cards_view,
                self.summary_view,
            ]
        )

    # -- actions ---------------------------------------------------------------------------
    def deal(self) -> bool:
        """Deal a fresh 7-card hand from a full shuffled deck."""
        return self.act(self._deal)

    def show_hand(self, text: str) -> bool:
        """Show a typed hand; a bad hand leaves the previous one on the board."""
        return self.act(lambda: self._set_hand(text))

    def _deal(self) -> None:
        positions = self.rng.choice(len(self.deck), size=HAND_SIZE, replace=False)
        self.hand = tuple(sorted(self.deck[i] for i in positions))

    def _set_hand(self, text: str) -> None:
        cards = parse_cards(text)
        hand_value(cards)  # raises for a hand of the wrong size before anything changes
        self.hand = tuple(cards)

    def _reseed(self, seed: int) -> None:
        self.seed = int(seed)
        self.rng = np.random.default_rng(self.seed)

    # -- what is shown ---------------------------------------------------------------------
    @property
    def total(self) -> int:
        return hand_total(self.hand)

    @property
    def value(self) -> int:
        return hand_value(self.hand)

    @property
    def colour_hand(self) -> str | None:
        """The colour of a colour hand ('red', ...), or None."""
        colours = color_hand_colors(self.hand)
        return COLOUR_WORDS[colours[0]] if colours else None

    def render(self) -> None:
        if not self.hand:
            return
        self.cards_view.value = cards_html(self.hand)
        colour = self.colour_hand
        status = (
            f"yes: a {colour} colour hand, worth min(total, 0) (ruling L2)"
            if colour
            else "no: the value is the total (ruling L3)"
        )
        rows = [("Total of the cards", self.total), ("Colour hand?", status), ("Value", self.value)]
        cells = "".join(
            f"<tr><th style='text-align:left;padding-right:1em'>{name}</th>"
            f"<td class='logo-kit-{name.split()[0].lower()}'>{value}</td></tr>"
            for name, value in rows
        )
        self.summary_view.value = f"<table class='logo-kit-summary'>{cells}</table>"
        self.hand_text.value = " ".join(str(card) for card in self.hand)
