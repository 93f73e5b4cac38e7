"""Why each player scores what they score (ruling L10): the words a board shows at a round's end."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from logo_kit.errors import LogoKitError
from logo_kit.logo.scoring import explain_points, score_round

DOUBLED = "declared, not lowest → doubled"
BEAT = "lowest, beat the declarer"


@pytest.mark.parametrize(
    ("values", "declarer", "wins_ties", "expected"),
    [
        # the rule sheet's round 2: A declares 11, C holds 10 → A doubled, C lowest scores 0
        ([11, 18, 10], 0, False, [DOUBLED, "", f"{BEAT} → 0"]),
        # round 1: A declares 15 and is strictly lowest → 0
        ([15, 61, 27], 0, False, ["declared, lowest → 0", "", ""]),
        # nobody declared: everyone scores the hand value, no reason needed
        ([15, 8, 16], None, False, ["", "", ""]),
        # a declarer below zero keeps the value (min(value, 0))
        ([-3, 20], 0, False, ["declared, lowest → keeps -3", ""]),
        # a tie: not lowest without the house rule, lowest with it
        ([5, 5, 9], 1, False, [f"{BEAT} → 0", DOUBLED, ""]),
        ([5, 5, 9], 1, True, ["", "declared, tied lowest (house rule) → 0", ""]),
        ([-2, 4], 1, False, [f"{BEAT} → keeps -2", DOUBLED]),
    ],
)
def test_reasons_hand_computed_ruling_l10(values, declarer, wins_ties, expected):
    assert explain_points(values, declarer, declarer_wins_ties=wins_ties) == expected


@given(
    st.lists(st.integers(-10, 80), min_size=2, max_size=8),
    st.data(),
    st.booleans(),
)
def test_reasons_agree_with_the_points(values, data, wins_ties):
    declarer = data.draw(st.none() | st.integers(0, len(values) - 1))
    points = score_round(values, declarer, declarer_wins_ties=wins_ties)
    reasons = explain_points(values, declarer, declarer_wins_ties=wins_ties)
    for value, scored, why in zip(values, points, reasons, strict=True):
        if why == "":
            assert scored == value
        elif why.endswith("doubled"):
            assert scored == 2 * value
        else:  # lowest: min(value, 0), said as 0 or "keeps v"
            assert scored == min(value, 0)
            assert why.endswith("→ 0" if scored == 0 else f"→ keeps {scored}")
    if declarer is not None:
        assert reasons[declarer].startswith("declared")


def test_reasons_check_their_input_like_score_round():
    with pytest.raises(LogoKitError, match="2 to 8 players"):
        explain_points([3])
    with pytest.raises(LogoKitError, match="declarer"):
        explain_points([3, 4], declarer=5)


def test_a_finished_round_explains_itself_in_its_seats_order():
    from types import SimpleNamespace

    from logo_kit.logo.scoring import explain_round

    # seats 2, 0, 1 at the table; seat 0 declared and tied lowest, winning by the house rule
    tied = SimpleNamespace(
        seats=(2, 0, 1),
        declarer=0,
        values={0: 5, 1: 9, 2: 5},
        declarer_won=True,
        declarer_strictly_lowest=False,
    )
    assert explain_round(tied) == ["", "declared, tied lowest (house rule) → 0", ""]
    nobody = SimpleNamespace(
        seats=(0, 1),
        declarer=None,
        values={0: 3, 1: 4},
        declarer_won=False,
        declarer_strictly_lowest=False,
    )
    assert explain_round(nobody) == ["", ""]
