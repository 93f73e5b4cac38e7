"""How LOGO cards look on a board: a chip with the colour AND the card's name.

Red and green are told apart by their letter (R7, G7), not by colour alone.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from logo_kit.logo import Card, Color

from ..common.palette import OKABE_ITO

CARD_COLORS = {
    Color.RED: OKABE_ITO["vermillion"],
    Color.BLUE: OKABE_ITO["blue"],
    Color.GREEN: OKABE_ITO["bluish_green"],
    Color.BLACK: "#222222",
}
LOGO_BACKGROUND = "linear-gradient(135deg,#D55E00,#0072B2,#009E73,#222222)"
COLOR_WORDS = {Color.RED: "red", Color.BLUE: "blue", Color.GREEN: "green", Color.BLACK: "black"}


def card_label(card: Card) -> str:
    """Words a screen reader says for a card: 'red 7', 'black Jump', 'LOGO (wild)'."""
    if card.is_wild:
        return "LOGO card, wild, minus 10"
    if card.color is Color.BLACK:
        name = "zero" if card.value == 0 else str(card).capitalize()
        return f"black {name}, {card.value} points"
    return f"{COLOR_WORDS[card.color]} {card.number}"


def card_chip(card: Card) -> str:
    """One card as an HTML chip."""
    background = LOGO_BACKGROUND if card.is_wild else CARD_COLORS[card.color]
    style = (
        f"display:inline-block;min-width:3.2em;padding:6px 4px;margin:2px;border-radius:6px;"
        f"background:{background};color:white;font-weight:bold;text-align:center;"
        f"font-family:monospace;font-size:1.05em;border:2px solid #111"
    )
    return (
        f"<span class='logo-card' role='img' aria-label='{html.escape(card_label(card))}' "
        f"title='{html.escape(card_label(card))}' style='{style}'>{html.escape(str(card))}</span>"
    )


def cards_html(cards: Iterable[Card]) -> str:
    """A row of card chips (an empty hand shows a dash)."""
    chips = "".join(card_chip(card) for card in cards)
    return f"<div class='logo-hand'>{chips or '—'}</div>"
