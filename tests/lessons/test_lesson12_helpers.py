"""Lesson 12's display helpers: the sheet's rounds score as ruling L10 says, and the reports
print the numbers they are given."""

from fractions import Fraction
from types import SimpleNamespace

from logo_kit.logo import hand_value_distribution, score_round
from logo_lessons.lesson12 import (
    SHEET_ROUNDS,
    faced_by_declarer,
    risk_table,
    survival_table,
    wait_report,
)


def _by_hand(values: list[int], declarer: int | None) -> list[int]:
    """Ruling L10 written out again: strictly lowest declarer scores min(v, 0), else 2v."""
    if declarer is None:
        return list(values)
    low = min(values)
    mine = values[declarer]
    if mine == low and values.count(low) == 1:
        return [min(v, 0) if seat == declarer else v for seat, v in enumerate(values)]
    return [
        2 * v if seat == declarer else (min(v, 0) if v == low else v)
        for seat, v in enumerate(values)
    ]


def test_the_sheets_rounds_score_as_ruling_l10_says():
    assert len(SHEET_ROUNDS) == 4
    for _, values, declarer in SHEET_ROUNDS:
        assert score_round(values, declarer) == _by_hand(values, declarer)


def test_faced_by_declarer_lists_the_other_players_values():
    rounds = [
        SimpleNamespace(declarer=1, values=[30, 5, 12]),
        SimpleNamespace(declarer=None, values=[1, 2, 3]),
        SimpleNamespace(declarer=0, values=[4, 40, 9]),
    ]
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
        assert words == [
            str(v),
            f"{float(p):.4f}",
            f"{float(mean):.2f}",
            f"{spread:.2f}",
            f"{float(1 - p):.4f}",
        ]


def test_the_wait_report_prints_both_expected_scores_and_the_advice():
    choice = SimpleNamespace(
        hand_value=41,
        now=Fraction(97, 3),
        next_turn=Fraction(80, 3),
        recommend="wait one more turn",
        your_next_value=SimpleNamespace(mean=lambda: Fraction(100, 3)),
    )
    report = wait_report("R5 B6 G7 R8 0 0 JUMP", choice)
    assert "E =  32.33   (97/3)" in report and "E =  26.67   (80/3)" in report
    assert report.splitlines()[-1] == (
        "   → wait one more turn; your value after your turn averages 33.33"
    )


def test_the_survival_table_prints_the_chance_of_a_higher_fresh_hand():
    W = hand_value_distribution()
    values = (20, 53, 54)
    chances = {v: W.prob(lambda w, v=v: w > v) for v in values}
    lines = survival_table(chances, values).splitlines()[1:]
    for line, v in zip(lines, values, strict=True):
        shown, printed = line.split()
        # counted again by brute force over the distribution's own table
        higher = sum(p for w, p in W.items() if w > v)
        assert int(shown) == v and float(printed) == round(float(higher), 4)
    assert float(lines[1].split()[1]) > 0.5 > float(lines[2].split()[1])


def test_the_differences_table_reads_each_interval_of_the_game_by_game_difference():
    from logo_kit.billionaire import ApprenticeOptions, FixedCountLauncher, tournament
    from logo_lessons.lesson12 import differences_table

    bots = [FixedCountLauncher(1), FixedCountLauncher(3), FixedCountLauncher(5)]
    result = tournament(bots, games=30, seed=4, options=ApprenticeOptions(players=3))
    lines = differences_table(result, "stop after 3", of="wins").splitlines()
    assert len(lines) == 3 and "stop after 3 (win share)" in lines[0]
    for line, name in zip(lines[1:], ("stop after 1", "stop after 5"), strict=True):
        d = result.difference(name, "stop after 3", of="wins")
        low, high = d.interval
        assert line.startswith(name) and f"{d.mean:+7.2f}" in line
        expected = "not shown" if low <= 0 <= high else ("higher" if low > 0 else "lower")
        assert line.endswith(expected)
