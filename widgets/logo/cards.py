"""How LOGO cards look on a board: a chip with the colour AND the card's name.

Red and green are told apart by their letter (R7, G7), not by colour alone.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Iterable

from logo_kit.logo import Card
from logo_kit.logo.cards import Color, Kind

from ..common.card_row import card as row_card
from ..common.palette import OKABE_ITO
from ..common.theme import CHANGED_COLOUR

CARD_COLORS = {
    Color.RED: OKABE_ITO["vermillion"],
    Color.BLUE: OKABE_ITO["blue"],
    Color.GREEN: OKABE_ITO["bluish_green"],
    Color.BLACK: "#222222",
}
CARD_INK = {
    Color.RED: "#111111",
    Color.BLUE: "#ffffff",
    Color.GREEN: "#111111",
    Color.BLACK: "#ffffff",
}
"""Text colour on each card colour: the one with the higher contrast (4.5:1 or more)."""
# The wild LOGO card: the four colours, darkened so that white text reads on every part.
LOGO_BACKGROUND = "linear-gradient(135deg,#8a3c00,#004d7a,#00664a,#222222)"
COLOR_WORDS = {Color.RED: "red", Color.BLUE: "blue", Color.GREEN: "green", Color.BLACK: "black"}
_KIND_WORDS = {
    Kind.JUMP: "action",
    Kind.STEAL: "action",
    Kind.LOOK: "action",
    Kind.DESTROY: "action",
    Kind.STOP: "answer",
    Kind.LOGO: "wild",
}


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
    ink = "#ffffff" if card.is_wild else CARD_INK[card.color]
    style = (
        f"display:inline-block;min-width:3.2em;padding:6px 4px;margin:2px;border-radius:6px;"
        f"background:{background};color:{ink};font-weight:bold;text-align:center;"
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


NEW_BORDER = f"3px solid {CHANGED_COLOUR}"
NEW_MARK = "✦ new"


def hand_cards(
    cards: Iterable[Card], *, pickable: Iterable[Card] = (), new: Iterable[Card] = ()
) -> list[dict]:
    """A hand for a :class:`~logo_kit.widgets.common.card_row.CardRow`: key ``i`` is the
    i-th card (a hand may hold two alike), each in its colour with its name and words;
    only the cards in ``pickable`` can be picked. The cards in ``new`` (as many of each
    as listed, the last ones of the hand first) are marked "✦ new" with an orange
    border: they came in since your last move."""
    allowed = set(pickable)
    hand = list(cards)
    fresh = Counter(new)
    marked = set()
    for i in reversed(range(len(hand))):
        if fresh[hand[i]] > 0:
            fresh[hand[i]] -= 1
            marked.add(i)
    shown = []
    for i, c in enumerate(hand):
        shown.append(
            row_card(
                i,
                str(c),
                card_label(c),
                bottom=_KIND_WORDS.get(c.kind, ""),
                background=LOGO_BACKGROUND if c.is_wild else CARD_COLORS[c.color],
                color="#ffffff" if c.is_wild else CARD_INK[c.color],
                disabled=c not in allowed,
                border=NEW_BORDER if i in marked else "",
                mark=NEW_MARK if i in marked else "",
            )
        )
    return shown


def card_back(count: int, *, small: bool = False) -> str:
    """A face-down pile or hand: a card back with how many cards it holds, in words."""
    size = "2.6em;height:3.4em;font-size:12px" if small else "3.2em;height:4.4em"
    words = f"{count} card{'' if count == 1 else 's'}"
    style = (
        f"display:inline-flex;align-items:center;justify-content:center;width:{size};"
        "border-radius:6px;border:2px solid #111;background:#0072B2;color:#ffffff;"
        "font-weight:bold;font-family:monospace;box-shadow:2px 2px 0 #fff,3px 3px 0 #111"
    )
    return (
        f"<span class='logo-card-back' role='img' aria-label='{words}, face down' "
        f"style='{style}'>{count}</span>"
    )
