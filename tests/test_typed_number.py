"""Reading one typed number: exact where it can be, refused with a reason where it is not
one number, and never run as code nor left to grow without bound."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from logo_kit.errors import LogoKitError
from logo_kit.typed_number import MOST_LENGTH, read_number


@pytest.mark.parametrize(
    ("typed", "value"),
    [
        ("3/20", Fraction(3, 20)),
        ("0.15", Fraction(3, 20)),
        ("15%", Fraction(3, 20)),
        ("about 15 %", Fraction(3, 20)),
        ("1 in 200,000", Fraction(1, 200_000)),
        ("1 in 1e5", Fraction(1, 100_000)),
        ("(8/9)**9", Fraction(8**9, 9**9)),
        ("2^-10", Fraction(1, 1024)),
        ("3 × 4", Fraction(12)),
        ("4.5e-6", Fraction(9, 2_000_000)),
        ("-3", Fraction(-3)),
        ("  ROUGHLY   1/3 ", Fraction(1, 3)),
        ("10**1000", Fraction(10**1000)),
    ],
)
def test_exact_numbers_read_exactly(typed, value):
    assert read_number(typed) == value and isinstance(read_number(typed), Fraction)


def test_constants_and_fractional_powers_are_floats():
    assert read_number("1/e") == pytest.approx(1 / math.e)
    assert read_number("2**0.5") == pytest.approx(math.sqrt(2))


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("6 or 7", "holds 2 (a range is 'between 6 and 7')"),
        ("six", "'six' is not a number I can read"),
        ("", "is not a number I can read"),
        ("1/0", "'1/0' divides by zero"),
        ("__import__('os').system('true')", "is not a number I can read"),
        ("(1).__class__", "is not a number I can read"),
        ("9**9**9", "too large to read"),
        ("((10**1000)**1000)**1000", "too large to read"),
        ("1e999", "too large to read"),
        ("(-8)**(1/3)", "is not a real number"),  # a complex root is no guess
        ("1" * (MOST_LENGTH + 1), f"at most {MOST_LENGTH}"),
    ],
)
def test_what_is_not_one_number_is_refused_with_a_reason(typed, says):
    with pytest.raises(LogoKitError) as refused:
        read_number(typed)
    assert says in str(refused.value)


@pytest.mark.parametrize("given", [0.3, 3, None, b"0.3", ["0.3"]])
def test_only_text_is_read(given):
    with pytest.raises(LogoKitError, match="typed as text"):
        read_number(given)
