"""How a Logic & Lore star line looks on a board: lanes with cards, in words as well as colour.

Every card chip says its card name and, face up, its value in text; a
blackhole says "blackhole" (ruling S7) and has a ring symbol, so nothing is
told by colour alone. Extra lanes (where blackholes belong) are labelled.

>>> from logo_kit.lore.lanes import Layout
>>> chip = card_chip(3, 5, value=None, layout=Layout(), picked=True)
>>> "card 3" in chip and "face down" in chip and "picked" in chip
True
>>> "blackhole" in card_chip(10, 10, value=10, layout=Layout(blackholes=1))
True
"""

from __future__ import annotations

import html
from collections.abc import Collection, Mapping

from logo_kit.lore.lanes import Layout

from ..common.card_row import card as row_card
from ..common.palette import OKABE_ITO
from ..common.theme import CHANGED_CLASS

__all__ = ["card_chip", "line_cards", "line_html"]

FACE_DOWN = OKABE_ITO["blue"]
FACE_UP = "#ffffff"
BLACKHOLE = "#222222"
PICKED = OKABE_ITO["vermillion"]
BLACKHOLE_SYMBOL = "◉"


def _value_words(value: int, layout: Layout) -> str:
    return layout.value_label(value)


def card_chip(
    card: int,
    lane: int,
    *,
    value: int | None,
    layout: Layout,
    picked: bool = False,
    verdict: bool | None = None,
) -> str:
    """One card in its lane as HTML. ``value=None`` draws it face down.

    ``verdict`` (after Align the Stars) marks the card ✓ home or ✗ wrong.
    """
    words = [f"lane {lane}", f"card {card}"]
    if value is None:
        words.append("face down")
        background, colour = FACE_DOWN, "white"
        face = "?"
    elif layout.is_blackhole_value(value):
        words.append(f"face up, {_value_words(value, layout)}")
        background, colour = BLACKHOLE, "white"
        name = _value_words(value, layout)
        face = f"{BLACKHOLE_SYMBOL}<br><span style='font-size:12px'>{html.escape(name)}</span>"
    else:
        words.append(f"face up, value {value}")
        background, colour = FACE_UP, "#111"
        face = str(value)
    if picked:
        words.append("picked")
    if verdict is not None:
        words.append("home" if verdict else "not home")
    border = f"4px solid {PICKED}" if picked else "2px solid #111"
    style = (
        "display:flex;flex-direction:column;justify-content:center;align-items:center;"
        f"width:3.4em;height:4.6em;border-radius:8px;border:{border};background:{background};"
        f"color:{colour};font-family:monospace;text-align:center;line-height:1.1"
    )
    label = html.escape(", ".join(words))
    extra = ""
    if picked:
        extra += "<div class='lore-picked' style='font-size:12px'>▲ picked</div>"
    if verdict is not None:
        extra += (
            "<div class='lore-verdict' style='font-size:12px'>"
            f"{'✓ home' if verdict else '✗ wrong'}</div>"
        )
    classes = "lore-card " + ("lore-face-down" if value is None else "lore-face-up")
    return (
        f"<div class='{classes}' role='img' aria-label='{label}' title='{label}' style='{style}'>"
        f"<div style='font-size:12px'>card {card}</div>"
        f"<div style='font-size:1.6em;font-weight:bold'>{face}</div></div>{extra}"
    )


def line_html(
    arrangement: tuple[int, ...],
    layout: Layout,
    shown: Mapping[int, int],
    *,
    picked: tuple[int, ...] = (),
    verdicts: Mapping[int, bool] | None = None,
    changed: Collection[int] = (),
) -> str:
    """The whole line: one column per lane (lane number above, card below).

    ``shown`` maps the face-up cards to their values; other cards are face down.
    The lanes of ``changed`` cards (moved or flipped since the student's last move) are
    outlined (the boards' ``lk-changed`` mark) and say "moved or flipped" in words.
    """
    columns = []
    for lane, card in zip(layout.lanes, arrangement, strict=True):
        extra = lane in layout.extra_lanes
        small = "<br><span style='font-size:12px'>extra (blackholes)</span>"
        head = f"lane {lane}" + (small if extra else "")
        verdict = None if verdicts is None else verdicts.get(card)
        chip = card_chip(
            card, lane, value=shown.get(card), layout=layout, picked=card in picked, verdict=verdict
        )
        dashed = "border:1px dashed #999;" if extra else ""
        mark = f" {CHANGED_CLASS}" if card in changed else ""
        note = "<div class='lore-changed-note'>★ new</div>" if card in changed else ""
        columns.append(
            f"<div class='lore-lane{mark}' data-lane='{lane}' data-card='{card}' "
            "style='display:flex;flex-direction:column;"
            f"align-items:center;margin:2px;padding:2px;{dashed}'>"
            f"<div class='lore-lane-head' style='text-align:center'>{head}</div>{chip}{note}</div>"
        )
    return (
        "<div class='lore-star-line' role='list' style='display:flex;flex-wrap:wrap'>"
        + "".join(columns)
        + "</div>"
    )


def line_cards(
    arrangement: tuple[int, ...],
    layout: Layout,
    shown: Mapping[int, int],
    *,
    verdicts: Mapping[int, bool] | None = None,
) -> list[dict]:
    """The line for a :class:`~logo_kit.widgets.common.card_row.CardRow`: one card per
    lane, left to right, keyed by its card number. Each says its lane, its card number
    and (face up) its value in words; face-up cards are locked in their lanes (S6);
    extra lanes (for blackholes) have a dashed border and say "extra"."""
    cards = []
    for lane, number in zip(layout.lanes, arrangement, strict=True):
        value = shown.get(number)
        extra = lane in layout.extra_lanes
        words = [f"lane {lane}{' (extra)' if extra else ''}", f"card {number}"]
        if value is None:
            face, background, ink = "?", FACE_DOWN, "#ffffff"
            words.append("face down")
        elif layout.is_blackhole_value(value):
            name = _value_words(value, layout)
            face, background, ink = f"{BLACKHOLE_SYMBOL} {name}", BLACKHOLE, "#ffffff"
            words.append(f"face up, {name}")
        else:
            face, background, ink = str(value), FACE_UP, "#111111"
            words.append(f"face up, value {value}")
        verdict = None if verdicts is None else verdicts.get(number)
        mark = "" if verdict is None else ("✓ home" if verdict else "✗ wrong")
        cards.append(
            row_card(
                number,
                face,
                ", ".join(words),
                top=f"lane {lane}" + (" extra" if extra else ""),
                bottom=f"card {number}",
                background=background,
                color=ink,
                border="2px dashed #111111" if extra else "",
                mark=mark,
                locked=value is not None,
            )
        )
    return cards
