"""One LOGO hand to look at: deal it (seeded) or type it, and see its total and value.

:class:`HandControls` is the part the hand boards share (the deal button, the
seed, the typed hand, the cards and the summary table). It is a mix-in, not a
board: :class:`~logo_kit.widgets.DealHandBoard` and
:class:`~logo_kit.widgets.HandLabBoard` each combine it with the Board base.
Every number comes from :mod:`logo_kit.logo` (rulings L1–L3).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.logo import Card, deal_hand, hand_total, hand_value, parse_cards
from logo_kit.logo.cards import CARDS_PER_DECK, HAND_SIZE, color_hand_colors, validate_hand

from ..common.layout import column, fit, row
from .cards import COLOR_WORDS, cards_html

MAX_SEED = 2**31 - 1
"""The largest seed the seed box takes (a typed seed, not a numpy limit)."""


def read_seed(seed: Any) -> int:
    return checks.whole(seed, "seed", low=0, high=MAX_SEED, why="a seed repeats what is dealt")


class HandControls:
    """The hand part of a board: ``hand`` (sorted cards), ``seed`` and its generator."""

    hand: tuple[Card, ...]

    def _start_hand(self, seed: Any) -> None:
        self.seed = read_seed(seed)
        self.rng = np.random.default_rng(self.seed)
        self.hand = ()

    def _first_hand(self, hand: str | None) -> None:
        """Deal the first hand, or show the typed one (a bad one is refused at once)."""
        if hand is None:
            self.act(self._deal)
        elif not self.act(lambda: self._set_hand(hand)):
            raise LogoKitError(self.last_error or "cannot show this hand")

    # -- controls --------------------------------------------------------------------------
    def build_hand(self) -> widgets.Widget:
        self.deal_button = widgets.Button(
            description="Deal a new hand",
            icon="random",
            tooltip=f"Shuffle the {CARDS_PER_DECK}-card deck and deal {HAND_SIZE} cards",
            button_style="primary",
        )
        self.deal_button.on_click(self.on_click(self._deal))
        self.seed_box = fit(
            widgets.BoundedIntText(value=self.seed, min=0, max=MAX_SEED, description="Seed"),
            "12em",
        )
        self.seed_box.observe(self.on_change(self._reseed), names="value")
        self.hand_text = widgets.Text(
            description="Your hand",
            placeholder="e.g. R7 B3 G12 0 JUMP STOP LOGO",
            continuous_update=False,
        )
        fit(self.hand_text, "28em")
        # Enter (or leaving the box) sends the typed hand, as the button does.
        self.hand_text.observe(self._typed, names="value")
        self.show_button = widgets.Button(description="Show this hand", icon="eye")
        self.show_button.on_click(lambda _b: self.show_hand(self.hand_text.value))
        self.cards_view = widgets.HTML()
        self.summary_view = widgets.HTML()
        return column(
            row(self.deal_button, self.seed_box),
            row(self.hand_text, self.show_button),
            self.cards_view,
            self.summary_view,
        )

    # -- actions ---------------------------------------------------------------------------
    def deal(self) -> bool:
        """Deal a fresh 7-card hand from a full shuffled deck."""
        return self.act(self._deal)

    def show_hand(self, text: str) -> bool:
        """Show a typed hand; a bad hand leaves the previous one on the board."""
        return self.act(lambda: self._set_hand(text))

    def _typed(self, change: dict) -> None:
        if not self._syncing:
            self.show_hand(change["new"])

    def _deal(self) -> None:
        self.hand = deal_hand(self.rng)

    def _set_hand(self, text: str) -> None:
        cards = parse_cards(text)
        validate_hand(cards)  # raises for a hand of the wrong size before anything changes
        self.hand = tuple(cards)

    def _reseed(self, seed: Any) -> None:
        seed = read_seed(seed)
        self.seed, self.rng = seed, np.random.default_rng(seed)

    # -- what is shown ---------------------------------------------------------------------
    @property
    def total(self) -> int:
        return hand_total(self.hand)

    @property
    def value(self) -> int:
        return hand_value(self.hand)

    @property
    def color_hand(self) -> str | None:
        """The colour of a colour hand ('red', ...), or None."""
        colors = color_hand_colors(self.hand)
        return COLOR_WORDS[colors[0]] if colors else None

    def render_hand(self) -> None:
        self.cards_view.value = cards_html(self.hand)
        color = self.color_hand
        status = (
            f"yes: a {color} colour hand, worth min(total, 0) (ruling L2)"
            if color
            else "no: the value is the total (ruling L3)"
        )
        rows = [("Total of the cards", self.total), ("Colour hand?", status), ("Value", self.value)]
        cells = "".join(
            f"<tr><th style='text-align:left;padding-right:1em'>{name}</th>"
            f"<td class='logo-kit-{name.split()[0].lower()}'>{value}</td></tr>"
            for name, value in rows
        )
        self.summary_view.value = f"<table class='logo-kit-summary'>{cells}</table>"
        if self.hand != getattr(self, "_text_of", None):  # a refused hand keeps its typing
            self._text_of = self.hand
            with self.quietly():
                self.hand_text.value = " ".join(str(card) for card in self.hand)
