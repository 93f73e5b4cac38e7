"""The declare advice as a table, one way for every LOGO board.

The hand lab and the table both answer "declare LOGO now?" from a core
:class:`~logo_kit.logo.odds_declare.DeclareAdvice`: chances first (strictly lowest, tied, someone
lower), then the points of declaring and of waiting, then the advice, with the 95%
intervals beside each number when the advice is a seeded estimate rather than a count.
Each board says only where the advice comes from (the caption and the source note).
"""

from __future__ import annotations

from collections.abc import Callable

from logo_kit.logo.odds_declare import DeclareAdvice
from logo_kit.readable import decimal_text

from ..common.readout import amount_html, chance_html
from .html_parts import TABLE_STYLE, note, row

__all__ = ["declare_table", "verdict_text"]


def verdict_text(advice: DeclareAdvice) -> str:
    """The advice in words: what declaring saves or costs on average, and whether an
    estimate is too close to call (waiting inside declaring's 95% interval)."""
    gain = advice.gain
    about = "" if advice.exact else "about "
    verdict = (
        f"declare: saves {about}{decimal_text(gain)} points on average"
        if advice.recommend == "declare"
        else f"wait: declaring would cost {about}{decimal_text(-gain)} points on average"
    )
    if not advice.exact:
        low, high = advice.estimates.expected_if_declare.interval
        if low <= advice.expected_if_not <= high:
            verdict += " (too close to call: waiting lies inside the 95% interval)"
    return verdict


def _exact_cells(advice: DeclareAdvice, exact: bool) -> list[str]:
    return [
        chance_html(advice.p_lowest, exact=exact),
        chance_html(advice.p_tie, exact=exact),
        chance_html(advice.p_beaten, exact=exact),
        amount_html(advice.expected_if_declare, digits=2, exact=exact),
    ]


def _estimate_cells(advice: DeclareAdvice) -> list[str]:
    est = advice.estimates

    def interval(estimate, shown: Callable[[float], str]) -> str:
        low, high = estimate.interval
        return f"{shown(estimate.mean)} (95% interval {shown(low)} to {shown(high)})"

    def percent(x: float) -> str:
        return f"{decimal_text(100 * x, 1)}%"

    return [
        interval(est.p_lowest, percent),
        interval(est.p_tie, percent),
        f"≈ {percent(advice.p_beaten)}",
        interval(est.expected_if_declare, decimal_text),
    ]


def declare_table(advice: DeclareAdvice, *, caption: str, source: str, exact: bool) -> str:
    """The advice as an HTML table under ``caption``, with ``source`` (where the numbers
    come from) in a note below; ``exact`` shows exact fractions beside the percentages."""
    cells = _exact_cells(advice, exact) if advice.exact else _estimate_cells(advice)
    names = (
        ("your hand is strictly lowest", "logo-kit-p-lowest"),
        ("tied for lowest", "logo-kit-p-tie"),
        ("someone is lower", "logo-kit-p-beaten"),
        ("expected points if you declare now", "logo-kit-e-declare"),
    )
    rows = [row(name, cell, css=css) for (name, css), cell in zip(names, cells, strict=True)]
    rows.append(
        row(
            "expected points if you don't declare",
            decimal_text(advice.expected_if_not),
            css="logo-kit-e-wait",
        )
    )
    rows.append(row("advice", f"<b>{verdict_text(advice)}</b>", css="logo-kit-recommend"))
    return (
        f"<table class='logo-kit-advice-table' style='{TABLE_STYLE}'>"
        f"<caption style='text-align:left'>{caption}</caption>{''.join(rows)}</table>"
        + note(source)
    )
