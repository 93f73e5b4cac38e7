"""Lesson 10's display helpers: the tables it shows, so its code cells keep only the counting.

These helpers format what the lesson has already counted; they compute no
exercise's answer. Each takes what the lesson computed (a deck, a dictionary
of counts) and returns text to print.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from fractions import Fraction

from logo_kit.logo import Card

__all__ = ["total_summary", "value_table"]


def value_table(deck: Iterable[Card]) -> str:
    """How many cards of ``deck`` carry each value, as two aligned rows, and the totals.

    >>> from logo_kit.logo import parse_cards
    >>> print(value_table(parse_cards("R1 B1 LOGO")))
    value  -10   1
    cards    1   2
    3 cards, worth -8 points together
    """
    cards = list(deck)
    copies = Counter(card.value for card in cards)
    shown = sorted(copies)
    width = max(len(str(value)) for value in shown) + 1
    head = "value " + "".join(f"{value:>{width}}" for value in shown)
    row = "cards " + "".join(f"{copies[value]:>{width}}" for value in shown)
    worth = sum(card.value for card in cards)
    unit = "point" if abs(worth) == 1 else "points"
    return f"{head}\n{row}\n{len(cards)} cards, worth {worth} {unit} together"


def total_summary(totals: Mapping[int, int], show: Iterable[int] = ()) -> str:
    """The range of ``totals`` (``{total: number of hands}``), the most common total, and the
    number of hands and the chance for each total in ``show``.

    >>> print(total_summary({3: 2, 4: 1, -9: 1}, show=[4]))
    possible totals: -9 to 4 (3 values); most common: 3 (2 hands)
      total    4:         1 hand, P = 1/4
    """
    everything = sum(totals.values())
    most = max(totals, key=lambda total: (totals[total], -total))
    lines = [
        f"possible totals: {min(totals)} to {max(totals)} ({len(totals)} values); "
        f"most common: {most} ({totals[most]:,} hands)"
    ]
    for total in show:
        count = totals.get(total, 0)
        noun = "hand" if count == 1 else "hands"
        lines.append(f"  total {total:>4}: {count:>9,} {noun}, P = {Fraction(count, everything)}")
    return "\n".join(lines)
