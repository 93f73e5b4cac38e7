"""The class's guesses as one small SVG dot plot (or, for a choice, bars per choice).

Each guess is a dot, stacked where guesses fall together. When the guesses span two
orders of magnitude or more (a chance of 1 in a million next to 1 in 100) the axis is
logarithmic, so every guess is seen apart; guesses of 0 then sit in a slot of their own
at the left, past a dashed mark. After **Reveal** the answer is a black line, the band
within a factor of :data:`~logo_kit.classpool.NEAR` of it is shaded, and the dots inside
it are drawn as filled green discs, the others as hollow grey rings (shape as well as
colour).

>>> svg = dot_plot([0.1, 0.1, 0.5], low=0, high=1, quantity="chance")
>>> svg.count("<circle"), "answer" in svg
(3, False)
>>> log_axis([1e-6, 1e-3]), log_axis([0.2, 0.9])
(True, False)
"""

from __future__ import annotations

import html
import math
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from logo_kit.classpool import NEAR
from logo_kit.readable import one_in_text

from ..common.palette import OKABE_ITO
from .charts import HEIGHT, WIDTH, frame

__all__ = ["answer_text", "choice_bars", "dot_plot", "log_axis"]

LEFT, RIGHT, TOP, BOTTOM = 40, 44, 34, 44
DOT = 10
"""A dot's diameter in the picture's pixels (stacks squeeze when a column is full)."""
ZERO_SLOT = 64
"""The width kept at the left of a log axis for guesses of 0 (or below)."""
SPAN = 100
"""Positive guesses spanning this factor or more are drawn on a log axis."""
_CLOSE, _FAR = OKABE_ITO["bluish_green"], OKABE_ITO["grey"]
_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def log_axis(values: Sequence[float]) -> bool:
    """True when the positive ``values`` span :data:`SPAN` times or more."""
    positive = [v for v in values if v > 0]
    return bool(positive) and max(positive) / min(positive) >= SPAN


def answer_text(answer: Any, quantity: str = "chance") -> str:
    """The revealed answer as the class reads it: exact, with its decimal (and for a small
    chance, about 1 in N).

    >>> answer_text(Fraction(1, 40))
    '1/40 ≈ 0.025 (1 in 40)'
    >>> answer_text(Fraction(81, 4), "cards")
    '81/4 ≈ 20.25'
    """
    if isinstance(answer, str):
        return answer
    exact = Fraction(answer)
    if exact.denominator == 1:
        return f"{exact.numerator:,}"
    text = f"{exact} ≈ {float(exact):.4g}"
    if quantity == "chance" and 0 < exact <= Fraction(1, 4):
        text += f" ({one_in_text(exact)})"
    return text


def _nice_step(span: float) -> float:
    raw = span / 6
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def _tick_label(value: float, quantity: str, log: bool) -> str:
    if log:
        exponent = round(math.log10(value))
        if quantity == "chance" and exponent < 0:  # 1 in 1,000, then 1 in 10⁴: labels fit
            return (
                f"1 in {10**-exponent:,}"
                if exponent >= -3
                else f"1 in 10{str(-exponent).translate(_SUPERSCRIPT)}"
            )
        return (
            f"{10**exponent:,}"
            if 0 <= exponent <= 3
            else f"10{str(exponent).translate(_SUPERSCRIPT)}"
        )
    return f"{value:,.10g}"


class _Axis:
    """Where a value lies across the picture: linear, or logarithmic with a zero slot."""

    def __init__(self, values: list[float], low: float, high: float, log: bool) -> None:
        self.log = log
        self.zero_slot = log and any(v <= 0 for v in values)
        self.left = LEFT + (ZERO_SLOT if self.zero_slot else 0)
        self.right = WIDTH - RIGHT
        if log:
            positive = [v for v in values if v > 0]
            self.low = math.floor(math.log10(min(positive)))
            self.high = max(math.ceil(math.log10(max(positive))), self.low + 1)
            return
        # from the range's own start (0 for a chance or a count), so a dot's place shows its
        # size: two guesses of 0.1 and 0.2 are not drawn at the two ends of the picture
        lo = low if low >= 0 or not values else min(values)
        hi = max(values) if values else high
        if hi - lo < 1e-12:  # all alike at the start: a window above it
            hi = lo + (abs(lo) or 1.0)
        self.low, self.high = lo, min(hi + (hi - lo) * 0.08, high)

    @property
    def first(self) -> float:
        """The smallest value the axis shows (past the zero slot on a log axis)."""
        return 10.0**self.low if self.log else self.low

    @property
    def last(self) -> float:
        return 10.0**self.high if self.log else self.high

    def x(self, value: float) -> float:
        if self.log:
            if value <= 0:
                return LEFT + ZERO_SLOT / 2
            where = (math.log10(value) - self.low) / (self.high - self.low)
        else:
            where = (value - self.low) / (self.high - self.low)
        return self.left + (self.right - self.left) * where

    def ticks(self) -> list[float]:
        if self.log:
            powers = list(range(self.low, self.high + 1))
            every = max(1, math.ceil(len(powers) / 8))
            return [10.0**p for p in powers[::every]]
        step = _nice_step(self.high - self.low)
        first = math.ceil(self.low / step) * step
        return [first + i * step for i in range(int((self.high - first) / step + 1e-9) + 1)]


def dot_plot(
    values: Sequence[float],
    *,
    low: float,
    high: float,
    quantity: str,
    answer: Any = None,
    near: float = NEAR,
) -> str:
    """The guesses ``values`` as stacked dots on an axis from the guesses (within
    ``low``–``high``); with ``answer`` (after Reveal) its line, the band within ``near``
    times it, and the dots inside the band marked."""
    values = [float(v) for v in values]
    target = None if answer is None else float(answer)
    shown = values + ([target] if target is not None else [])
    axis = _Axis(shown, low, high, log_axis(shown))
    base = HEIGHT - BOTTOM
    parts = [f"<line x1='{LEFT}' x2='{WIDTH - RIGHT}' y1='{base}' y2='{base}' stroke='#444'/>"]
    for tick in axis.ticks():
        x = axis.x(tick)
        parts.append(
            f"<line x1='{x:.1f}' x2='{x:.1f}' y1='{base}' y2='{base + 5}' stroke='#444'/>"
            f"<text x='{x:.1f}' y='{base + 18}' text-anchor='middle'>"
            f"{html.escape(_tick_label(tick, quantity, axis.log))}</text>"
        )
    if axis.zero_slot:
        parts.append(
            f"<text x='{LEFT + ZERO_SLOT / 2}' y='{base + 18}' text-anchor='middle'>0</text>"
            f"<line x1='{LEFT + ZERO_SLOT}' x2='{LEFT + ZERO_SLOT}' y1='{base - 6}' "
            f"y2='{base + 6}' stroke='#444' stroke-dasharray='2 2'/>"
        )
    band = None
    if target is not None:
        band = (target, target) if target == 0 else tuple(sorted((target / near, target * near)))
        x1, x2 = axis.x(max(band[0], axis.first)), axis.x(min(band[1], axis.last))
        parts.append(
            f"<rect x='{x1:.1f}' y='{TOP}' width='{max(x2 - x1, 2):.1f}' height='{base - TOP}' "
            f"fill='{_CLOSE}' fill-opacity='0.12'/>"
        )
    columns: Counter[int] = Counter(round(axis.x(v) / DOT) for v in values)
    room = base - TOP - 4
    step = min(DOT, room / max(columns.values(), default=1))
    stacked: Counter[int] = Counter()
    for v in values:
        column = round(axis.x(v) / DOT)
        y = base - 2 - step * (stacked[column] + 0.5)
        stacked[column] += 1
        parts.append(_dot(column * DOT, y, v, band))
    if target is not None:
        x = axis.x(target)
        anchor = "end" if x > WIDTH * 0.6 else "start"
        nudge = -6 if anchor == "end" else 6
        parts.append(
            f"<line x1='{x:.1f}' x2='{x:.1f}' y1='{TOP - 6}' y2='{base}' stroke='#111' "
            f"stroke-width='3'/><text x='{x + nudge:.1f}' y='{TOP - 10}' text-anchor='{anchor}' "
            f"font-weight='bold'>answer {html.escape(answer_text(answer, quantity))}</text>"
        )
    scale = "log scale" if axis.log else ""
    caption = f"{len(values)} guesses · {quantity}{' (' + scale + ')' if scale else ''}"
    parts.append(
        f"<text x='{WIDTH / 2}' y='{HEIGHT - 8}' text-anchor='middle'>{html.escape(caption)}</text>"
    )
    if not values:
        parts.append(
            f"<text x='{WIDTH / 2}' y='{HEIGHT / 2}' text-anchor='middle'>no guesses yet</text>"
        )
    revealed = " with the answer" if target is not None else ""
    return frame(f"dot plot of {len(values)} guesses{revealed}", "".join(parts))


def _dot(x: float, y: float, value: float, band: tuple[float, float] | None) -> str:
    """A filled disc (before the reveal, or close to the answer) or a hollow ring (far)."""
    where = f"<circle cx='{x:.1f}' cy='{y:.1f}'"
    tip = f"<title>{value:.6g}</title></circle>"
    if band is None or band[0] <= value <= band[1]:
        colour = OKABE_ITO["blue"] if band is None else _CLOSE
        return f"{where} r='{DOT / 2 - 0.5}' fill='{colour}'>{tip}"
    return f"{where} r='{DOT / 2 - 1.5}' fill='none' stroke='{_FAR}' stroke-width='2'>{tip}"


def choice_bars(values: Sequence[str], choices: Sequence[str], answer: str | None = None) -> str:
    """How many chose each of ``choices``; after Reveal the answer's bar is marked."""
    counts = Counter(values)
    most = max(counts.values(), default=0) or 1
    row = (HEIGHT - TOP - BOTTOM) / max(len(choices), 1)
    parts = []
    for i, choice in enumerate(choices):
        y = TOP + i * row
        width = (WIDTH - LEFT - 140 - 110) * counts[choice] / most
        right = choice == answer
        colour = _CLOSE if right else (OKABE_ITO["blue"] if answer is None else _FAR)
        mark = " ✓ answer" if right else ""
        parts.append(
            f"<text x='{LEFT + 130}' y='{y + row / 2 + 5:.1f}' text-anchor='end'>"
            f"{html.escape(choice)}</text><rect x='{LEFT + 140}' y='{y + row * 0.2:.1f}' "
            f"width='{width:.1f}' height='{row * 0.6:.1f}' fill='{colour}'/>"
            f"<text x='{LEFT + 146 + width:.1f}' y='{y + row / 2 + 5:.1f}'>{counts[choice]}"
            f"{mark}</text>"
        )
    return frame(f"how many chose each of {len(choices)} choices", "".join(parts))
