"""The one declare-advice table both LOGO boards show (widgets/logo/declare_view.py)."""

from __future__ import annotations

import re

from logo_kit.logo import declare_advice
from logo_kit.readable import decimal_text
from widgets.logo.declare_view import declare_table, verdict_text

HAND = "R1 R2 B3 G4 B5 G6 R7"  # value 28: waiting scores 28 points


def _row(html: str, css: str) -> str:
    found = re.search(rf"<tr class='{css}'>(.*?)</tr>", html)
    assert found, css
    return found[1]


def test_an_exact_advice_shows_the_cores_fractions_and_says_what_declaring_saves_or_costs():
    advice = declare_advice(HAND, 1)
    html = declare_table(advice, caption="cap", source="from here", exact=True)
    for css, value in [
        ("logo-kit-p-lowest", advice.p_lowest),
        ("logo-kit-p-tie", advice.p_tie),
        ("logo-kit-p-beaten", advice.p_beaten),
        ("logo-kit-e-declare", advice.expected_if_declare),
    ]:
        assert f"exact: {value}" in _row(html, css), css
    assert ">28.00<" in _row(html, "logo-kit-e-wait")
    # By hand: declaring gains E[wait] − E[declare]; the verdict names the better choice.
    gain = advice.expected_if_not - advice.expected_if_declare
    word = "declare: saves" if gain > 0 else "wait: declaring would cost"
    assert word in verdict_text(advice) and decimal_text(abs(gain)) in verdict_text(advice)
    assert "<caption style='text-align:left'>cap</caption>" in html and "from here" in html


def test_an_estimate_shows_each_interval_and_calls_a_close_one_too_close():
    advice = declare_advice(HAND, 3, rng=5, samples=2_000)
    assert not advice.exact
    html = declare_table(advice, caption="cap", source="seeded", exact=False)
    low, high = advice.estimates.expected_if_declare.interval
    shown = f"(95% interval {decimal_text(low)} to {decimal_text(high)})"
    assert shown in _row(html, "logo-kit-e-declare")
    close = low <= advice.expected_if_not <= high
    assert ("too close to call" in verdict_text(advice)) is close
