"""The Search the Sky questions' predicates: what each question says about card values.

Every predicate takes card *values* (and, where the question needs it, the
*lanes* the cards lie in) and works both on whole numbers and, element by
element, on numpy arrays of integers, so the same definition answers one
question at the table and fills the lookup tables the solver uses
(:func:`logo_kit.lore.questions.code_table`).

Values follow :mod:`logo_kit.lore.lanes`: stars are 1…stars, blackholes are
any other code (0 = small, stars+1 = large). Blackholes "count as nothing and
are never aligned" (ruling S7): every pair question is "no" if either card is a
blackhole, and a blackhole's own part of a per-card question is "no".
Anything else (a float, text, None) is refused with a LogoKitError.

>>> symmetric(3, 7), neighbours(3, 4), odd_sum(3, 4), massive(3, 7)
(True, True, True, False)
>>> correct_half(5, 1), correct_half(2, 0), correct_half(8, 10)
(True, True, True)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.lanes import MAX_STARS, MIN_STARS

__all__ = [
    "aligned",
    "correct_half",
    "greater",
    "is_blackhole",
    "is_star",
    "massive",
    "nearby",
    "neighbours",
    "odd_sum",
    "orbit",
    "symmetric",
]

_BOUND = 1_000  # values and lanes are small codes; anything this far out is a mistake


def _number(value: Any, name: str) -> Any:
    """A value or lane: a whole number (as ``int``) or a numpy array of integers."""
    if type(value) is int and -_BOUND <= value <= _BOUND:  # the common case, quickly
        return value
    if isinstance(value, np.ndarray):
        if value.dtype.kind not in "iu":
            raise LogoKitError(f"{name} must hold whole numbers, got an array of {value.dtype}.")
        return value
    if not checks.is_whole(value) or not -_BOUND <= int(value) <= _BOUND:
        raise LogoKitError(
            f"{name} must be a card value or lane (a whole number), got {checks.describe(value)}."
        )
    return int(value)


def _stars(stars: Any) -> int:
    if type(stars) is int and MIN_STARS <= stars <= MAX_STARS:
        return stars
    return checks.whole(stars, "stars", low=MIN_STARS, high=MAX_STARS)


# Each works on Python ints and on numpy arrays of signed integers alike.


def is_star(value: Any, stars: int = 9) -> Any:
    """Is ``value`` a star card (1…stars) rather than a blackhole?

    >>> is_star(9), is_star(0), is_star(10)
    (True, False, False)
    """
    value, stars = _number(value, "value"), _stars(stars)
    return (value >= 1) & (value <= stars)


def is_blackhole(value: Any, stars: int = 9) -> Any:
    """Is ``value`` a blackhole code (anything outside 1…stars)? Ruling S7.

    >>> is_blackhole(0), is_blackhole(10), is_blackhole(5)
    (True, True, False)
    """
    return ~is_star(value, stars) if isinstance(value, np.ndarray) else not is_star(value, stars)


def aligned(value: Any, lane: Any, stars: int = 9) -> Any:
    """Alignment, one card: does its value equal its lane? Blackholes never (S1, S7).

    >>> aligned(4, 4), aligned(4, 5), aligned(10, 10), aligned(0, 0)
    (True, False, False, False)
    """
    value, lane = _number(value, "value"), _number(lane, "lane")
    return is_star(value, stars) & (value == lane)


def symmetric(a: Any, b: Any, stars: int = 9) -> Any:
    """Symmetry: do two star cards add up to ``stars + 1`` (10)? (S2, S3, S7, S16)

    Symmetric cards are equally far from the centre when aligned.

    >>> symmetric(1, 9), symmetric(5, 5), symmetric(0, 10), symmetric(4, 5)
    (True, True, False, False)
    """
    a, b = _number(a, "value"), _number(b, "value")
    return is_star(a, stars) & is_star(b, stars) & (a + b == stars + 1)


def neighbours(a: Any, b: Any, stars: int = 9) -> Any:
    """Neighbours: are two star cards consecutive (|a − b| = 1)? (S2, S3, S7)

    >>> neighbours(5, 4), neighbours(4, 6), neighbours(9, 10), neighbours(1, 0)
    (True, False, False, False)
    """
    a, b = _number(a, "value"), _number(b, "value")
    return is_star(a, stars) & is_star(b, stars) & (abs(a - b) == 1)


def odd_sum(a: Any, b: Any, stars: int = 9) -> Any:
    """Oddity: is the sum of two star cards odd (one odd, one even)? (S3, S7)

    >>> odd_sum(2, 3), odd_sum(2, 4), odd_sum(1, 3), odd_sum(1, 10)
    (True, False, False, False)
    """
    a, b = _number(a, "value"), _number(b, "value")
    return is_star(a, stars) & is_star(b, stars) & ((a + b) % 2 == 1)


def massive(a: Any, b: Any, stars: int = 9) -> Any:
    """Massive: is the sum of two star cards greater than ``stars + 1`` (10)? (S3, S7, S16)

    >>> massive(2, 9), massive(1, 9), massive(9, 10)
    (True, False, False)
    """
    a, b = _number(a, "value"), _number(b, "value")
    return is_star(a, stars) & is_star(b, stars) & (a + b > stars + 1)


def nearby(value: Any, lane: Any, stars: int = 9) -> Any:
    """Nearby, one card: is it within one lane of its own lane (|value − lane| ≤ 1)? (S3, S7)

    The pair question is "yes" when either card is nearby. A star 1 in lane 0
    or a 9 in lane 10 is nearby; a blackhole never is.

    >>> nearby(3, 4), nearby(3, 5), nearby(1, 0), nearby(10, 10)
    (True, False, True, False)
    """
    value, lane = _number(value, "value"), _number(lane, "lane")
    return is_star(value, stars) & (abs(value - lane) <= 1)


def correct_half(value: Any, lane: Any, stars: int = 9) -> Any:
    """Focus, the named card: is it in the correct half of the board? (S3, S7)

    Values below the middle belong left of it, values above it right of it.
    The middle value (5), or any star in the middle lane (5), always counts
    as correct; lane 0 is left, lane 10 right; a blackhole is always "no".
    With an even number of stars there is no middle card or lane (ruling S16).

    >>> correct_half(3, 4), correct_half(3, 6), correct_half(5, 9), correct_half(8, 5)
    (True, False, True, True)
    >>> correct_half(9, 0), correct_half(1, 10), correct_half(0, 5)
    (False, False, False)
    """
    value, lane, stars = _number(value, "value"), _number(lane, "lane"), _stars(stars)
    middle2 = stars + 1  # twice the middle, so even star counts stay in integers
    side_value = 2 * value - middle2
    side_lane = 2 * lane - middle2
    same_side = (side_value == 0) | (side_lane == 0) | (side_value * side_lane > 0)
    return is_star(value, stars) & same_side


def orbit(value_a: Any, lane_a: Any, value_b: Any, lane_b: Any, stars: int = 9) -> Any:
    """Orbit: if the two cards swapped lanes, would either be aligned? (S3, S7)

    >>> orbit(2, 1, 9, 2), orbit(2, 1, 1, 2), orbit(2, 1, 3, 4), orbit(10, 1, 3, 10)
    (True, True, False, False)
    """
    return aligned(value_a, lane_b, stars) | aligned(value_b, lane_a, stars)


def _rank(value: Any, stars: int) -> Any:
    # Stars rank by value; any star beats a blackhole; the large blackhole beats the small.
    if type(value) is int:
        return value if is_star(value, stars) else -2 if value == 0 else -1
    return np.where(is_star(value, stars), value, np.where(value == 0, -2, -1))


def greater(a: Any, b: Any, stars: int = 9) -> Any:
    """Greatness: is card ``a`` greater than card ``b``? (S2, S3, S7)

    A star beats a blackhole; of two blackholes the large one is greater.

    >>> greater(7, 3), greater(1, 0), greater(1, 10), greater(10, 0), greater(0, 10)
    (True, True, True, True, False)
    """
    a, b, stars = _number(a, "value"), _number(b, "value"), _stars(stars)
    result = _rank(a, stars) > _rank(b, stars)
    if type(result) is bool:  # two whole numbers
        return result
    return bool(result) if np.ndim(result) == 0 else result
