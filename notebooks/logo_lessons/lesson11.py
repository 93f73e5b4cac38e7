"""Lesson 11's display helpers: the tables it prints, so its code cells keep only the counting.

They format chances the lesson has already computed (exactly, or from a seeded
class of dealt hands); they compute no exercise's answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from logo_kit.logo.experiment import Tally

__all__ = ["chance_table", "pooled_table"]


def pooled_table(pooled: Tally) -> str:
    """A class's pooled tally of red cards per hand: hands, share, its 95% interval, the exact
    chance, and whether the interval holds it — one row per number of red cards."""
    lines = ["red  hands  share   95% interval     exact   inside"]
    for row in pooled.rows():
        lines.append(
            f"{row.red:>3} {row.hands:>6}  {float(row.frequency):.3f}  {row.low:.3f}–{row.high:.3f}"
            f"   {float(row.exact):.3f}   {'yes' if row.inside else 'no'}"
        )
    return "\n".join(lines)


def chance_table(rows: Mapping[object, Mapping[str, Fraction]], corner: str = "") -> str:
    """Chances as a table to 4 places: one line per key of ``rows``, one column per key of its
    value (the columns of the first row), ``corner`` above the row labels.

    >>> from fractions import Fraction
    >>> print(chance_table({3: {"Red": Fraction(3, 16), "Blue": Fraction(0)}}, corner="k"))
     k       Red     Blue
     3    0.1875   0.0000
    """
    if not rows:
        raise ValueError("chance_table needs at least one row of chances")
    columns = list(next(iter(rows.values())))
    width = max(len(str(label)) for label in [corner, *rows])
    lines = [f"{corner:>{width + 1}} " + "".join(f"{column:>9}" for column in columns)]
    for label, chances in rows.items():
        cells = "".join(f"{float(chances[column]):>9.4f}" for column in columns)
        lines.append(f"{label!s:>{width + 1}} {cells}")
    return "\n".join(lines)
