"""HTML pieces both Billionaire boards show: cards as chips, the advice table.

Nothing here decides anything about the game: the numbers come from
:mod:`logo_kit.billionaire` (e.g. :func:`~logo_kit.billionaire.launch.launch_advice`)
and are only written out. Colour is never the only cue: a chip also says its
category and colour, or its value, in words.

>>> "BUST" in risky_card_chip("BUST")
True
"""

from __future__ import annotations

import html
from fractions import Fraction

from logo_kit.billionaire.board import Category
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.launch import LaunchAdvice

from ..common.palette import HIGHLIGHT, OKABE_ITO
from ..common.readout import amount_html, chance_html

__all__ = [
    "CATEGORY_COLORS",
    "advice_html",
    "category_chip",
    "risky_card_chip",
]

CATEGORY_COLORS = {
    "orange": (OKABE_ITO["orange"], "#111"),
    "purple": (OKABE_ITO["reddish_purple"], "#111"),
    "blue": (OKABE_ITO["blue"], "white"),
    "green": (OKABE_ITO["bluish_green"], "#111"),
    "yellow": (OKABE_ITO["yellow"], "#111"),
    "red": (OKABE_ITO["vermillion"], "#111"),
}


def risky_card_chip(card: int | str) -> str:
    """One Risky Business card as an HTML chip: its value in words, BUST in capitals."""
    bust = card == BUST
    background, ink = (HIGHLIGHT, "#111") if bust else (OKABE_ITO["blue"], "white")
    text = "BUST" if bust else f"{card}M"
    label = "BUST card" if bust else f"{card} million"
    style = (
        "display:inline-block;min-width:3.4em;padding:6px 4px;margin:2px;border-radius:6px;"
        f"background:{background};color:{ink};font-weight:bold;text-align:center;"
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
    background, ink = CATEGORY_COLORS[category.color]
    label = category.label if text is None else text
    if category.color not in label:
        if label.startswith(category.label):
            label = f"{category.label} ({category.color}){label[len(category.label) :]}"
        else:
            label = f"{label} ({category.color})"
    style = (
        f"display:inline-block;padding:2px 6px;margin:1px;border-radius:4px;"
        f"background:{background};color:{ink};border:1px solid #111;font-size:max(12px, 0.9em)"
    )
    return (
        f"<span class='br-brand' title='{html.escape(str(category))}' style='{style}'>"
        f"{html.escape(label)}</span>"
    )


def _note(text: str) -> str:
    return f"<div style='color:#444;font-size:12px'>{text}</div>" if text else ""


def _choice(draws: bool, forced: bool = False) -> str:
    if forced:
        return "<b>draw</b> (the first card is compulsory)"
    return "<b>draw</b> ↑" if draws else "<b>stop</b> ■"


def advice_html(advice: LaunchAdvice, *, exact: bool = False) -> str:
    """The advice as an HTML table (used by both Billionaire boards): chances as
    percentages and sums in millions first, the exact fractions beside them if ``exact``."""

    def money(value: Fraction | int) -> str:
        return amount_html(value, unit="M", exact=exact)

    busts = advice.deck.busts
    rows = [
        (
            "Chance the next card is a BUST",
            f"{chance_html(advice.next_bust, exact=exact)} "
            f"<span style='color:#444'>({busts} BUST{'' if busts == 1 else 's'} among "
            f"{advice.cards_left} card{'' if advice.cards_left == 1 else 's'} left)</span>",
            "",
        ),
        ("Stop now (per brand card)", f"{advice.total}M", f"company: {advice.company_stop_value}M"),
        ("Draw exactly one more, then stop", money(advice.one_more_value), "expected"),
        (
            "Draw on, then play the EV-optimal rule",
            money(advice.draw_value),
            "expected (the optimal continuation value)",
        ),
        ("EV-optimal rule says", _choice(advice.ev_draws, advice.forced), ""),
        (
            f"Chance to reach {advice.target}M per card",
            f"stop now: {chance_html(advice.target_stop, exact=exact)}; "
            f"draw on: {chance_html(advice.target_draw, exact=exact)}",
            f"company: {advice.company_target}M",
        ),
        (f"Reach-{advice.target}M rule says", _choice(advice.target_draws, advice.forced), ""),
    ]
    cells = "".join(
        f"<tr><th style='text-align:left;padding-right:1em;vertical-align:top'>{name}</th>"
        f"<td>{value}{_note(note)}</td></tr>"
        for name, value, note in rows
    )
    return f"<table class='logo-kit-advice rb-advice'>{cells}</table>"
