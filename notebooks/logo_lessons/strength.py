"""How many guesses a brute force over a student's answer file needs to find an answer.

A student's copy checks answers against slow hashes (:mod:`logo_lessons.keys`), so
anyone holding the file can test a candidate at the cost of one check. A search
tries the likeliest candidates first: whole numbers by size (0, 1, −1, 2, −2, …),
then fractions by *height*, the larger of numerator and denominator (1/2 before
2/3 before 3/4 …). An answer found within :data:`BUDGET_GUESSES` of either order
is *guessable*: the student file holds no way to confirm it, only the feedback on
known mistakes, so the file gives it away to nobody.

>>> guesses_to_find(9), guesses_to_find(Fraction(1, 9)) < 100
(18, True)
>>> is_guessable(Fraction(311, 7)), is_guessable(9127), is_guessable(Fraction(1, 5040))
(False, False, False)
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd

__all__ = ["BUDGET_GUESSES", "BUDGET_SECONDS", "GUESS_SECONDS", "guesses_to_find", "is_guessable"]

BUDGET_SECONDS = 600
"""Ten minutes of one core: what a brute force may spend and still find nothing."""
GUESS_SECONDS = 0.1
"""The least one guess costs: the key derivation of :mod:`logo_lessons.keys` is tuned
above it on a 2-core laptop (``make bench`` measures it as a ratio to a plain hash)."""
BUDGET_GUESSES = round(BUDGET_SECONDS / GUESS_SECONDS)


def _whole_number_rank(n: int) -> int:
    return 2 * n if n > 0 else 2 * -n + 1


def _height_rank(value: Fraction, limit: int) -> int:
    """Position of ``value`` when fractions are tried by height, or ``limit`` if later."""
    height = max(abs(value.numerator), value.denominator)
    tried = 1  # zero
    for h in range(1, height):
        tried += _of_height(h)
        if tried >= limit:
            return limit
    return min(tried + 1, limit)


def _of_height(h: int) -> int:
    """Fractions ±p/q in lowest terms with max(p, q) == h: ±1 for h == 1, else p/h and h/p
    for each p < h coprime to h, both signs."""
    if h == 1:
        return 2
    return 4 * sum(1 for p in range(1, h) if gcd(p, h) == 1)


def guesses_to_find(value: int | Fraction, limit: int = BUDGET_GUESSES) -> int:
    """How many candidates the likelier of the two search orders tries up to ``value``
    (``limit`` when both take at least that many)."""
    exact = Fraction(value)
    rank = _height_rank(exact, limit)
    if exact.denominator == 1:
        rank = min(rank, _whole_number_rank(exact.numerator))
    return min(rank, limit)


def is_guessable(value: int | Fraction) -> bool:
    """True when a brute force would find ``value`` within the budget."""
    return guesses_to_find(value) < BUDGET_GUESSES
