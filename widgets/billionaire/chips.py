"""HTML pieces both Billionaire boards show: cards as chips, exact numbers, the advice table.

Nothing here decides anything about the game: the numbers come from
:mod:`logo_kit.billionaire` (e.g. :func:`~logo_kit.billionaire.launch_advice`)
and are only written out. Colour is never the only cue: a chip also says its
category and colour, or its value, in words.

>>> format_exact(Fraction(3, 28), percent=True)
'3/28 ≈ 10.7%'
>>> "BUST" in risky_card_chip("BUST")
True
"""

from __future__ import annotations

import html
from fractions import Fraction

from logo_kit.billionaire import BUST, Category, LaunchAdvice

from ..common.palette import HIGHLIGHT, OKABE_ITO

__all__ = ["advice_html", "category_chip", "format_exact", "risky_card_chip"]

_CATEGORY_COLOURS = {
    "orange": (OKABE_ITO["orange"], "#111"),
    "purple": (OKABE_ITO["reddish_purple"], "#111"),
    "blue": (OKABE_ITO["blue"], "white"),
    "green": (OKABE_ITO["bluish_green"], "white"),
    "yellow": (OKABE_ITO["yellow"], "#111"),
    "red": (OKABE_ITO["vermillion"], "white"),
}


def format_exact(value: Fraction | int | None, digits: int = 2, percent: bool = False) -> str:
    """A Fraction as ``'2381/29 ≈ 82.10'`` (or ``'80'`` when whole); None as a dash.

    >>> format_exact(Fraction(80))
    '80'
    """
    if value is None:
        return "—"
    value = Fraction(value)
    if percent:
        if value.denominator == 1:
            return f"{value} = {float(value):.0%}"
        return f"{value} ≈ {float(value):.1%}"
    if value.denominator == 1:
        return str(value)
    return f"{value} ≈ {float(value):,.{digits}f}"


def risky_card_chip(card: int | str) -> str:
    """One Risky Business card as an HTML chip: its value in words, BUST in capitals."""
    bust = card == BUST
    background = HIGHLIGHT if bust else OKABE_ITO["blue"]
    text = "BUST" if bust else f"{card}M"
    label = "BUST card" if bust else f"{card} million"
    style = (
        "display:inline-block;min-width:3.4em;padding:6px 4px;margin:2px;border-radius:6px;"
        f"background:{background};color:white;font-weight:bold;text-align:center;"
        "font-family:monospace;font-size:1.05em;border:2px solid #111"
    )
    return (
        f"<span class='rb-card' role='img' aria-label='{label}' title='{label}' "
        f"style='{style}'>{text}</span>"
    )


def category_chip(category: Category, text: str | None = None) -> str:
    """A brand category as an HTML chip: its colour AND its name and colour in words.

    The colour word follows the category's name, so a player can match the chip
    with the board's spaces without telling colours apart (never colour alone):

    >>> "Snacks (orange) ×3" in category_chip(Category.SNACKS, "Snacks ×3")
    True
    """
    background, ink = _CATEGORY_COLOURS[category.colour]
    label = category.label if text is None else text
    if category.colour not in label:
        if label.startswith(category.label):
            label = f"{category.label} ({category.colour}){label[len(category.label) :]}"
        else:
            label = f"{label} ({category.colour})"
    style = (
        f"display:inline-block;padding:2px 6px;margin:1px;border-radius:4px;"
        f"background:{background};color:{ink};border:1px solid #111;font-size:0.9em"
    )
    return (
        f"<span class='br-brand' title='{html.escape(str(category))}' style='{style}'>"
        f"{html.escape(label)}</span>"
    )


def _choice(draws: bool, forced: bool = False) -> str:
    if forced:
        return "<b>draw</b> (the first card is compulsory)"
    return "<b>draw</b> ↑" if draws else "<b>stop</b> ■"


def advice_html(advice: LaunchAdvice) -> str:
    """The advice as an HTML table (used by both Billionaire boards)."""
    size = advice.company_size
    rows = [
        (
            "Chance the next card is a BUST",
            f"{format_exact(advice.next_bust, percent=True)} "
            f"<span style='color:#555'>({advice.deck.busts} BUST"
            f"{'' if advice.deck.busts == 1 else 's'} among {advice.cards_left} "
            f"card{'' if advice.cards_left == 1 else 's'} left)</span>",
            "",
        ),
        ("Stop now (per brand card)", f"{advice.total}M", f"company: {size * advice.total}M"),
        (
            "Draw exactly one more, then stop",
            f"{format_exact(advice.one_more_value)}M",
            "expected",
        ),
        (
            "Draw on, then play the EV-optimal rule",
            f"{format_exact(advice.draw_value)}M",
            "expected (the optimal continuation value)",
        ),
        ("EV-optimal rule says", _choice(advice.ev_draws, advice.forced), ""),
        (
            f"Chance to reach {advice.target}M per card",
            f"stop now: {format_exact(advice.target_stop, percent=True)}; "
            f"draw on: {format_exact(advice.target_draw, percent=True)}",
            f"company: {size * advice.target}M",
        ),
        (f"Reach-{advice.target}M rule says", _choice(advice.target_draws, advice.forced), ""),
    ]
    cells = "".join(
        f"<tr><th style='text-align:left;padding-right:1em'>{name}</th><td>{value}</td>"
        f"<td style='color:#555;padding-left:1em'>{note}</td></tr>"
        for name, value, note in rows
    )
    return f"<table class='logo-kit-advice rb-advice'>{cells}</table>"
