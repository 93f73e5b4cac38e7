"""Lesson 30's display helpers show what an independent count gives."""

from fractions import Fraction
from itertools import permutations

import numpy as np

from logo_kit.billionaire import RiskyBusinessDeck, survival_curve
from logo_lessons import lesson30

TINY = RiskyBusinessDeck({10: 2, 20: 1}, busts=1)


def test_next_card_chances_match_a_count_over_every_order_of_a_tiny_deck():
    orders = list(permutations(TINY.cards()))
    for k, shown in lesson30.next_card_chances(TINY, up_to=2).items():
        safe_so_far = [o for o in orders if "BUST" not in o[:k]]
        bust_next = sum(o[k] == "BUST" for o in safe_so_far)
        assert shown == Fraction(bust_next, len(safe_so_far))


def test_the_tables_print_every_row_they_are_given():
    table = lesson30.next_card_table(TINY, up_to=2).splitlines()
    assert len(table) == 1 + 3 and table[-1].split()[1] == "1/2"  # 1 BUST among 2 cards left
    curves = {"tiny": survival_curve(TINY), "again": survival_curve(TINY)}
    rows = lesson30.survival_table(curves, up_to=3).splitlines()
    assert len(rows) == 1 + 3 and rows[2].split()[1] == str(survival_curve(TINY)[2])


def test_a_simulated_class_pools_its_groups_and_the_band_is_the_formula():
    rng = np.random.default_rng(5)
    experiment = lesson30.simulated_class(TINY, rng, groups=3, shuffles=4)
    assert [g.name for g in experiment.groups] == ["group 1", "group 2", "group 3"]
    runs = [s for g in experiment.groups for s in g.runs]
    assert experiment.trials == 12 and experiment.mean() == Fraction(sum(runs), 12)
    assert lesson30.class_table(experiment).splitlines()[-1].startswith("12 shuffles")
    assert abs(lesson30.band(0.5, 100) - 1.96 * 0.05) < 1e-12
    hits = np.array([1, 0, 1, 1])
    assert "0.7500" in lesson30.convergence_table(hits, 0.5, sizes=(4,))
