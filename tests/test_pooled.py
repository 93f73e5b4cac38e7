"""One pooled-experiment type for the three class experiments: a Trial says what differs,
a Pool does the rest. Checked by hand on a coin, against the three games' own cores
(the same numbers as their Tally, HatCheck and BustExperiment) and by simulation."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from logo_kit.billionaire import BustExperiment, RiskyBusinessDeck, simulate_safe_cards
from logo_kit.billionaire.experiment import draw_to_bust_trial
from logo_kit.classpool import EXPERIMENTS
from logo_kit.errors import LogoKitError
from logo_kit.estimates import wilson_interval
from logo_kit.exact import Distribution
from logo_kit.logo import deal_red_counts
from logo_kit.logo.experiment import Tally, read_tally, red_cards_trial
from logo_kit.lore import simulate_hat_check
from logo_kit.lore.experiment import HatCheck, hat_check_trial
from logo_kit.pooled import Pool, Trial

COIN = Trial("heads", "toss", Distribution({0: Fraction(1, 2), 1: Fraction(1, 2)}))
DIE_GAP = Trial("pips", "roll", Distribution({1: Fraction(1, 2), 3: Fraction(1, 2)}))


def test_a_coin_pooled_by_hand():
    pool = Pool(COIN).add("1 0 1 1").add("0:2 1:2", name="table 2")
    assert [g.name for g in pool.groups] == ["group 1", "table 2"]
    assert pool.outcomes == (1, 0, 1, 1, 0, 0, 1, 1)
    assert pool.counts == {0: 3, 1: 5} and pool.frequency(1) == Fraction(5, 8)
    assert pool.mean() == Fraction(5, 8)
    share = pool.share(1)
    assert (share.hits, share.trials, share.exact) == (5, 8, Fraction(1, 2))
    assert share.interval == wilson_interval(5, 8) and share.agrees
    assert pool.hits(1) == [True, False, True, True, False, False, True, True]
    rows = pool.rows()
    assert [(r.k, r.seen, r.expected) for r in rows] == [(0, 3, 4), (1, 5, 4)]
    assert (rows[1].low, rows[1].high) == wilson_interval(5, 8)


def test_results_are_read_one_way_for_every_game_and_bad_ones_refused_with_the_reason():
    assert DIE_GAP.read("1 3 3") == (1, 3, 3) and DIE_GAP.read([3, 1]) == (3, 1)
    assert DIE_GAP.read("3:2, 1:1") == (3, 3, 1)
    for typed, reason in (
        ("2", "2 pips cannot happen in one roll: possible are 1 and 3."),
        ("1:2 3", "mix of forms"),
        ("x", "not a number"),
        ("-1", "-1"),
    ):
        with pytest.raises(LogoKitError, match=reason):
            DIE_GAP.read(typed)
    with pytest.raises(LogoKitError, match="nothing to add"):
        Pool(COIN).add("")
    with pytest.raises(LogoKitError, match="already a group called 'a'"):
        Pool(COIN).add("1", name="a").add("0", name="a")
    with pytest.raises(LogoKitError, match="at most"):
        Pool(COIN).add("0:100001")
    with pytest.raises(LogoKitError, match="at least how many heads"):
        Pool(COIN).share(2)
    assert Pool(COIN).share(1) is None and Pool(COIN).mean() is None and Pool(COIN).rows() == []
    with pytest.raises(LogoKitError, match="nothing pooled yet"):
        Pool(COIN).frequency(0)


def test_each_games_trial_is_its_class_pool_experiment_and_its_own_words():
    bull = RiskyBusinessDeck.bull()
    trials = {
        "logo-red-cards": red_cards_trial(),
        "lore-hat-check": hat_check_trial(9),
        "billionaire-draw-to-bust": draw_to_bust_trial(bull),
    }
    for name, trial in trials.items():
        assert trial.exact == EXPERIMENTS[name].exact() and sum(trial.exact.values()) == 1
    with pytest.raises(LogoKitError, match="possible are 0 to 7"):
        red_cards_trial().read("9")
    with pytest.raises(LogoKitError, match="8 cards home out of 9 cannot happen"):
        hat_check_trial(9).read("0 8")
    with pytest.raises(LogoKitError, match="only 27 value cards"):
        draw_to_bust_trial(bull).read("28")
    assert hat_check_trial(4).setting == 4 and draw_to_bust_trial(bull).setting == bull


def test_the_pool_agrees_with_each_games_own_core():
    typed = "2 1 3 0 2 0:2 1:3"
    assert Tally.of_hands(Pool(red_cards_trial()).add(typed.split(" 0:")[0]).outcomes) == (
        read_tally("2 1 3 0 2")
    )
    hat = Pool(hat_check_trial(9)).add("0 1 2 0 1 1").add("3 0")
    core = HatCheck().add("0 1 2 0 1 1").add("3 0")
    core_rows = {r.k: r for r in core.table()}
    for row in hat.rows():
        same = core_rows[row.k]
        assert (row.seen, row.frequency, row.low, row.high, row.exact) == (
            same.shuffles,
            same.frequency,
            same.low,
            same.high,
            same.exact,
        )
    assert hat.mean() == core.mean()
    bull = RiskyBusinessDeck.bull()
    bust = Pool(draw_to_bust_trial(bull)).add("7 3 12 0").add("5 9 1 3")
    old = BustExperiment(bull).add("a", "7 3 12 0").add("b", "5 9 1 3")
    assert bust.share(6) == old.share(6) and bust.mean() == old.mean()
    assert [(r.k, r.seen, r.expected) for r in bust.rows()] == [
        (r.safe, r.observed, r.expected) for r in old.rows()
    ]


def test_the_computers_trials_are_the_games_own_seeded_deals():
    pool = Pool(red_cards_trial()).simulate(np.random.default_rng(4), 30)
    assert Tally.of_hands(pool.outcomes) == deal_red_counts(30, np.random.default_rng(4))
    hat = Pool(hat_check_trial(9)).simulate(np.random.default_rng(5), 200)
    assert list(hat.outcomes) == simulate_hat_check(9, 200, np.random.default_rng(5)).tolist()
    bull = RiskyBusinessDeck.bull()
    bust = Pool(draw_to_bust_trial(bull)).simulate(np.random.default_rng(8), 5)
    assert list(bust.outcomes) == simulate_safe_cards(bull, np.random.default_rng(8), 5).tolist()
    assert [g.name for g in bust.simulate(np.random.default_rng(1), 5).groups] == [
        "simulated 1",
        "simulated 2",
    ]
    with pytest.raises(LogoKitError, match="no computer version"):
        Pool(COIN).simulate(np.random.default_rng(1), 3)


@pytest.mark.parametrize(
    "trial", [red_cards_trial(), hat_check_trial(9), draw_to_bust_trial(RiskyBusinessDeck.bull())]
)
def test_a_large_simulated_class_sits_close_to_the_exact_chances(trial):
    pool = Pool(trial).simulate(np.random.default_rng(2026), 5000)
    rows = pool.rows()
    assert sum(r.agrees for r in rows) >= 0.8 * len(rows)
    assert abs(float(pool.mean() - trial.exact.mean())) < 0.1 * float(trial.exact.mean()) + 0.05


def test_a_new_trial_reads_the_groups_again():
    bull, bear = RiskyBusinessDeck.bull(), RiskyBusinessDeck.bear()
    pool = Pool(draw_to_bust_trial(bull)).add("2 24", name="A")
    moved = pool.with_trial(draw_to_bust_trial(bear))
    assert moved.outcomes == (2, 24) and moved.trial.setting == bear
    with pytest.raises(LogoKitError, match="only 5 value cards"):
        pool.with_trial(draw_to_bust_trial(RiskyBusinessDeck({10: 5}, busts=1)))
