"""The Deck choice shared by the Risky Business and Draw-to-BUST boards.

A drop-down names the deck (the bull or bear market of ruling B1, or "my own
deck"), and a row below it takes your own deck typed as ``value:count`` pairs
with its number of BUST cards. Which deck a name means is the core's
:func:`~logo_kit.billionaire.deck.choose_deck`; the board decides what a new deck
changes (a new launch, an emptied pool).
"""

from __future__ import annotations

import ipywidgets as widgets

from logo_kit.billionaire import RiskyBusinessDeck
from logo_kit.billionaire.deck import BULL_TEXT, choose_deck

from ..common.layout import fit, row

__all__ = ["DECK_KINDS", "DeckChoice"]

DECK_KINDS = (
    ("bull market (1:9)", "bull"),
    ("bear market (1:8)", "bear"),
    ("my own deck", "custom"),
)
"""The drop-down's labels and the names :func:`~logo_kit.billionaire.deck.choose_deck` reads."""


class DeckChoice:
    """The Deck drop-down (``kind_box``) and the own-deck row (``custom_row``: the typed
    deck, its BUSTs and **Use my deck**, whose button carries the CSS class
    ``{css}-use-custom``)."""

    def __init__(self, kind: str, custom: str, busts: int, css: str) -> None:
        self.kind_box = fit(
            widgets.Dropdown(options=list(DECK_KINDS), value=kind, description="Deck"), "17em"
        )
        self.custom_text = fit(
            widgets.Text(
                value=str(custom),
                description="Own deck",
                placeholder=f"value:count, e.g. {BULL_TEXT}",
                continuous_update=False,
            ),
            "26em",
        )
        self.custom_busts = fit(widgets.IntText(value=busts, description="BUSTs"), "10em")
        self.custom_button = widgets.Button(
            description="Use my deck", icon="check", tooltip="Read the typed deck and use it"
        )
        self.custom_button.add_class(f"{css}-use-custom")
        self.custom_row = row(self.custom_text, self.custom_busts, self.custom_button)

    def deck(self, kind: str) -> RiskyBusinessDeck:
        """The deck ``kind`` names; ``"custom"`` reads the typed deck (the core's checks)."""
        return choose_deck(kind, self.custom_text.value, self.custom_busts.value)
