"""Numbers for students never read "-0": every edge of rounding towards zero."""

from __future__ import annotations

from fractions import Fraction

import pytest

from logo_kit.readable import approx_text, decimal_text, percent_text


@pytest.mark.parametrize(
    ("value", "digits", "shown"),
    [
        (-0.0, 2, "0.00"),
        (0.0, 2, "0.00"),
        (-0.004, 2, "0.00"),  # rounds to zero: no minus sign
        (-0.005001, 2, "-0.01"),  # rounds away from zero: the sign stays
        (Fraction(-1, 1000), 2, "0.00"),
        (Fraction(-1, 3), 0, "0"),
        (Fraction(-2, 3), 0, "-1"),
        (Fraction(0), 2, "0.00"),
        (Fraction(-1, 10**7), 6, "0.000000"),
        (Fraction(-12345, 10), 1, "-1,234.5"),
        (Fraction(2, 3), 2, "0.67"),
    ],
)
def test_decimal_text_has_no_negative_zero(value, digits, shown):
    assert decimal_text(value, digits) == shown


@pytest.mark.parametrize(
    ("value", "digits", "shown"),
    [
        (-0.0, 1, "0.0"),  # an estimate keeps its decimals
        (-0.04, 1, "0.0"),
        (Fraction(-1, 30), 1, "0.0"),
        (Fraction(-1, 3), 1, "-0.3"),
        (Fraction(0), 1, "0"),  # an exact whole number is written whole
        (Fraction(-7), 1, "-7"),
    ],
)
def test_approx_text_has_no_negative_zero(value, digits, shown):
    assert approx_text(value, digits) == shown


def test_no_shown_number_starts_with_a_minus_zero():
    """Brute force over small fractions around zero, every number of decimals."""
    for digits in range(7):
        for denominator in (1, 3, 7, 1000, 10**7):
            for numerator in range(-3, 4):
                value = Fraction(numerator, denominator)
                for text in (decimal_text(value, digits), approx_text(value, digits)):
                    if text.startswith("-"):
                        assert text.strip("-0.,"), (value, digits, text)
                        assert value < 0
    assert percent_text(0.0) == "0%" and percent_text(-0.0) == "0%"
