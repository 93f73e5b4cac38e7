"""Lesson 12's display helpers: the sheet's rounds score as ruling L10 says, and the reports
print the numbers they are given."""

from fractions import Fraction
from types import SimpleNamespace

from logo_kit.logo import score_round
from logo_lessons.lesson12 import SHEET_ROUNDS, faced_by_declarer, risk_table, wait_report


def _by_hand(values: list[int], declarer: int | None) -> list[int]:
    """Ruling L10 written out again: strictly lowest declarer scores min(v, 0), else 2v."""
    if declarer is None:
        return list(values)
    low = min(values)
    mine = values[declarer]
    if mine == low and values.count(low) == 1:
        return [min(v, 0) if seat == declarer else v for seat, v in enumerate(values)]
    return [2 * v if seat == declarer else (min(v, 0) if v == low else v)
            for seat, v in enumerate(values)]


def test_the_sheets_rounds_score_as_ruling_l10_says():
    assert len(SHEET_ROUNDS) == 4
    for _, values, declarer in SHEET_ROUNDS:
        assert score_round(values, declarer) == _by_hand(values, declarer)


def test_faced_by_declarer_lists_the_other_players_values():
    rounds = [SimpleNamespace(declarer=1, values=[30, 5, 12]),
              SimpleNamespace(declarer=None, values=[1, 2, 3]),
              SimpleNamespace(declarer=0, values=[4, 40, 9])]
    game = SimpleNamespace(results=rounds)
    assert faced_by_declarer(game) == [30, 12, 40, 9]


def test_the_risk_table_gives_the_two_point_spread():
    chances = {10: Fraction(9, 10), -5: Fraction(1, 2)}
    lines = risk_table(chances, (10, -5)).splitlines()[1:]
    for line, v in zip(lines, (10, -5), strict=True):
        p = chances[v]
        mean = p * min(v, 0) + (1 - p) * 2 * v
        spread = abs(2 * v - min(v, 0)) * float(p * (1 - p)) ** 0.5
        words = line.split()
        assert words == [str(v), f"{float(p):.4f}", f"{float(mean):.2f}", f"{spread:.2f}",
                         f"{float(1 - p):.4f}"]


def test_the_wait_report_prints_both_expected_scores_and_the_advice():
    choice = SimpleNamespace(hand_value=41, now=Fraction(97, 3), next_turn=Fraction(80, 3),
                             recommend="wait one more turn",
                             your_next_value=SimpleNamespace(mean=lambda: Fraction(100, 3)))
    report = wait_report("R5 B6 G7 R8 0 0 JUMP", choice)
    assert "E =  32.33   (97/3)" in report and "E =  26.67   (80/3)" in report
    assert report.splitlines()[-1] == (
        "   → wait one more turn; your value after your turn averages 33.33")
