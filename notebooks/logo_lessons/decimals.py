"""Reading a decimal a student gives for an exact answer.

A decimal can *be* the answer: ``0.375`` is 3/8 and ``120.0`` is 120; ``0.7`` is the
float nearest 7/10, so it stands for 7/10 (:func:`typed_fraction`). A decimal rounded
to a few digits (``0.1818`` for 2/11) is *close*: :func:`nearby_fractions` lists the
few simplest fractions that round to it, which a check tries in turn, so "close, give
it exactly" never needs the answer stored in rounded form.

>>> typed_fraction(0.375), typed_fraction(0.7), typed_fraction(0.1 + 0.2)
(Fraction(3, 8), Fraction(7, 10), Fraction(3, 10))
>>> nearby_fractions(0.1818)
[Fraction(2, 11)]
>>> nearby_fractions(21.43)[0]
Fraction(150, 7)
"""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

__all__ = ["nearby_fractions", "simplest_between", "typed_fraction"]

ULPS = 8
"""How far (in units of the last place) float arithmetic may drift from an exact value
and still stand for it: ``0.1 + 0.2`` is 3/10."""
MOST_TRIED = 3
"""How many nearby fractions a check tries for a rounded decimal (each costs a guess)."""


def simplest_between(low: Fraction, high: Fraction) -> Fraction:
    """The fraction with the smallest denominator in ``[low, high]`` (continued fractions).

    >>> simplest_between(Fraction(31, 100), Fraction(32, 100))
    Fraction(5, 16)
    """
    if low > high:
        low, high = high, low
    if low <= 0 <= high:
        return Fraction(0)
    if high < 0:
        return -simplest_between(-high, -low)
    whole = math.floor(low)
    if whole == low or whole + 1 <= high:
        return Fraction(whole if whole == low else whole + 1)
    return whole + 1 / simplest_between(1 / (high - whole), 1 / (low - whole))


def typed_fraction(number: float) -> Fraction | None:
    """The simplest fraction within :data:`ULPS` of ``number``: the exact value a float
    stands for (None for an infinity or NaN)."""
    if not math.isfinite(number):
        return None
    if number == 0:
        return Fraction(0)
    spread = Fraction(math.ulp(number)) * ULPS
    return simplest_between(Fraction(number) - spread, Fraction(number) + spread)


def _half_last_digit(number: float) -> Fraction:
    """Half a unit in the last digit of the shortest spelling of ``number``."""
    exponent = Decimal(repr(number)).as_tuple().exponent
    return Fraction(1, 2) * Fraction(10) ** int(exponent)


def nearby_fractions(number: float) -> list[Fraction]:
    """The simplest fractions that round to ``number`` at the digits it was given with,
    at most :data:`MOST_TRIED`, simplest first."""
    if not math.isfinite(number):
        return []
    spread = _half_last_digit(number)
    low, high = Fraction(number) - spread, Fraction(number) + spread
    best = simplest_between(low, high)
    gap = Fraction(1, 4 * best.denominator**2)  # no other simple fraction is this close
    sides = [
        simplest_between(low, best - gap) if low <= best - gap else None,
        simplest_between(best + gap, high) if best + gap <= high else None,
    ]
    others = sorted((c for c in sides if c is not None), key=lambda c: c.denominator)
    return [best, *others][:MOST_TRIED]
