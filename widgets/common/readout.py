"""Numbers as every board shows them: for students first, exact on demand.

The one helper for numbers on a board, so a chance, a turn or a fraction reads the
same on all of them. A chance is shown as a percentage (with "about 1 in N" when it
is small); an interval as two percentages; an expected amount rounded; a player's
turns counted one way ("your turn 3", "the bot's turn 2": the turn being played,
counted from 1). The exact Fraction is always in the hover text (``title``) and,
when the board's **Show exact fractions** switch is on, printed beside it in small
grey type: never a bare fraction in running text. The words come from the core
(:func:`logo_kit.readable.chance_text`, :func:`~logo_kit.readable.approx_text`); code
reads the exact values from the boards' properties, never from this HTML.

>>> from fractions import Fraction
>>> chance_html(Fraction(1, 7))
"<span class='lk-num lk-chance' title='exact: 1/7'>14.3% (1 in 7)</span>"
>>> "= 1/7" in chance_html(Fraction(1, 7), exact=True)
True
>>> amount_html(Fraction(2381, 29), unit="M")
"<span class='lk-num lk-amount' title='exact: 2381/29'>82.1M</span>"
>>> turn_text(3), turn_text(2, "the bot"), interval_text(0.1234, 1.02)
('your turn 3', "the bot's turn 2", '12.3%–100%')
"""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Any

from logo_kit.exact import as_fraction
from logo_kit.readable import approx_text, chance_text, percent_text, turn_text

__all__ = [
    "EXACT_STYLE",
    "amount_html",
    "chance_html",
    "chance_text",
    "exact_html",
    "interval_text",
    "percent_html",
    "percent_text",
    "turn_text",
]

EXACT_STYLE = (  # never under 12 px
    "color:#444;font-family:monospace;font-size:max(12px, 0.85em);overflow-wrap:anywhere"
)


def exact_html(value: Any) -> str:
    """The exact value in small grey type, as shown beside a number when asked for."""
    return f"<span class='lk-exact' style='{EXACT_STYLE}'>= {html.escape(str(value))}</span>"


def _number(css: str, main: str, value: Any, exact: bool) -> str:
    exact_value = as_fraction(value) if not isinstance(value, float) else None
    title = "" if exact_value is None else f" title='exact: {exact_value}'"
    shown = f"<span class='lk-num {css}'{title}>{html.escape(main)}</span>"
    if exact and exact_value is not None and exact_value.denominator != 1:
        shown += " " + exact_html(exact_value)
    return shown


def chance_html(p: Fraction | int, *, exact: bool = False) -> str:
    """A chance: "14.3% (1 in 7)", the exact fraction on hover, and beside it if ``exact``."""
    return _number("lk-chance", chance_text(p), p, exact)


def percent_html(p: Fraction | int, *, exact: bool = False) -> str:
    """A chance as a bare percentage (for tight table cells), exact as in :func:`chance_html`."""
    return _number("lk-chance", percent_text(p), p, exact)


def amount_html(
    value: Fraction | int | float, *, unit: str = "", digits: int = 1, exact: bool = False
) -> str:
    """An exact amount (money, points, an expected sum) rounded to ``digits`` decimals, with
    ``unit`` after it; the exact fraction on hover, and beside it if ``exact``."""
    return _number("lk-amount", approx_text(value, digits) + unit, value, exact)


def interval_text(low: float, high: float) -> str:
    """A 95% interval of a chance, as two percentages written like every other chance (an
    estimate's mean ± 1.96 standard errors may reach past 0 or 1: a chance cannot)."""
    low, high = (min(max(float(end), 0.0), 1.0) for end in (low, high))
    return f"{percent_text(low)}–{percent_text(high)}"
