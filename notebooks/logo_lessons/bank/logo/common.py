"""What more than one LOGO lesson's exercises compute: the number of hands, a value's chance."""

from __future__ import annotations

from fractions import Fraction

from logo_kit.exact import comb
from logo_kit.logo.odds import hand_value_distribution


def _hands() -> int:
    return comb(55, 7)


def _value_chance(event) -> Fraction:
    return hand_value_distribution().prob(event)
