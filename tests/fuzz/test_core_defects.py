"""Bad inputs to the shared core that the fuzzer found, one test each:
a clear LogoKitError in under a second, or a correct answer; never a Python error,
a hang, or a silent wrong answer. Always on."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
import specs_core  # noqa: F401 - puts tests/contract (toy_game) on sys.path
from fuzz_guard import HANG_GUARD, refused

pytestmark = pytest.mark.timeout(HANG_GUARD, method="thread")


# -- exact ---------------------------------------------------------------------------------


def test_exact_counts_refuse_sizes_they_cannot_serve_at_once():
    from logo_kit.exact import comb, entropy_bits, hypergeometric, hypergeometric_probability

    refused(lambda: comb(10**9, 5 * 10**8), says=("≤ 100000",))
    refused(lambda: hypergeometric(10**9, 10**8, 10**8), says=("at most 5000",))
    refused(lambda: hypergeometric_probability(55, 14, 7, 2.5), says=("k",))
    refused(lambda: entropy_bits(range(10**9)), says=("at most",))
    refused(lambda: entropy_bits(itertools.repeat(Fraction(1, 2))), says=("at most",))
    assert hypergeometric(5000, 2500, 2500).prob(lambda k: k == 1250) > 0  # the limit answers


def test_exact_refuses_bools_and_floats_as_counts():
    from logo_kit.exact import comb, entropy_bits_from_counts

    refused(lambda: comb(5, True), says=("bool",))
    refused(lambda: comb(5.0, 2), says=("float",))
    refused(lambda: entropy_bits_from_counts([1, [2, 3]]), says=("position 2",))
    refused(lambda: entropy_bits_from_counts([1, 10**30]), says=("64 bits",))
    assert comb(5, 7) == 0 and comb(5, -1) == 0  # out of range is 0 (handy in sums)


def test_distribution_refuses_endless_and_malformed_input():
    from logo_kit.exact import Distribution, entropy_bits

    refused(lambda: Distribution.from_counts(zip(itertools.count(), itertools.repeat(1))))
    refused(lambda: Distribution([(1, Fraction(1, 2)), "x"]), says=("pair", "position 2"))
    refused(lambda: Distribution.uniform([[1], [2]]), says=("cannot be an outcome",))
    refused(lambda: Distribution.point({}), says=("cannot be an outcome",))
    coin = Distribution.uniform(["heads", "tails"])
    refused(lambda: coin[["heads"]], says=("prob(",))
    refused(lambda: coin.map("upper"), says=("function",))
    refused(lambda: coin.map(lambda side: [side]), says=("cannot be an outcome",))
    refused(lambda: entropy_bits(coin), says=(".entropy()",))
    assert ["heads"] not in coin


def test_events_are_tested_without_building_them():
    from logo_kit.exact import Distribution

    die = Distribution.uniform(range(1, 7))
    coin = Distribution.uniform(["heads", "tails"])
    assert coin.prob(range(10**9)) == 0  # text is never in a range: no walk through it
    assert die.prob(range(10**9)) == 1
    assert die.given(range(4, 10**9)) == Distribution.uniform([4, 5, 6])
    assert die.prob([[1], 2]) == Fraction(1, 6)  # a list can never be an outcome: ignored
    assert die.prob((5, 6)) == Fraction(1, 3)  # a tuple that is not an outcome lists outcomes


# -- simulate ------------------------------------------------------------------------------


def test_simulation_statistics_refuse_impossible_and_non_finite_input():
    from logo_kit.simulate import count_wins, estimate_mean, estimate_share, wilson_interval

    refused(lambda: wilson_interval(11, 10), says=("successes", "from 0 to 10"))  # math error
    refused(lambda: wilson_interval(3, 10, z=math.nan), says=("z",))
    refused(lambda: estimate_mean([1.0, math.nan]), says=("nan",))  # a silent nan mean
    refused(lambda: estimate_mean(["1", "2"]), says=("'1'",))
    refused(lambda: estimate_mean([10**400, 1]), says=("too large",))  # OverflowError
    refused(lambda: estimate_mean([1e308, -1e308]), says=("too large",))  # an inf error bar
    refused(lambda: estimate_share([0.5, 2.0]), says=("from 0 to 1",))  # math domain error
    refused(lambda: estimate_mean(range(10**9)), says=("at most",))  # MemoryError
    refused(lambda: estimate_mean(np.array([True, False])), says=("bool",))
    refused(lambda: count_wins(["ann"], ["bob"]), says=("'bob'", "'ann'"))  # KeyError
    assert wilson_interval(Fraction(21, 2), 20)[0] > 0  # a shared win counts a half


def test_play_games_checks_its_functions_before_playing():
    from logo_kit.simulate import play_games

    refused(lambda: play_games(3, games=2, seed=1), says=("play_one",))
    refused(lambda: play_games(lambda rng: 1, games=2, seed=1, progress="bar"), says=("progress",))


# -- engine --------------------------------------------------------------------------------


def test_engine_refuses_what_is_not_a_game_before_using_it():
    from toy_game import StepPlayer, ToyGame, ToyOptions

    from logo_kit import engine

    rng = np.random.default_rng(0)
    bots = [StepPlayer(1), StepPlayer(2)]
    refused(lambda: engine.play_until(Fraction(1, 2), bots, rng), says=("game position",))
    refused(lambda: engine.play_game(Fraction(1, 2), bots, rng), says=("game",))
    refused(lambda: engine.play_game(ToyGame, ToyOptions(), rng), says=("players",))
    refused(lambda: engine.replay(ToyGame.new(), None), says=("moves",))
    refused(lambda: engine.resolve_chance("state", rng), says=("game position",))
    refused(lambda: engine.story(ToyGame.new(), 244), says=("describe",))
    refused(
        lambda: engine.play_until(ToyGame.new(ToyOptions(), rng), bots, rng, stop=[1]),
        says=("stop",),
    )
    refused(
        lambda: engine.tournament(bots, 2, 0, options=ToyOptions(), game=object()), says=("game",)
    )
    refused(
        lambda: engine.tournament(bots, 2, 0, options=ToyOptions(), game=ToyGame, progress="bar"),
        says=("progress",),
    )
    refused(lambda: engine.check_players(bots, seats=10**5000), says=("seats",))


def test_chance_outcomes_must_be_exact_pairs():
    from logo_kit.engine import sample_outcome

    rng = np.random.default_rng(0)
    refused(lambda: sample_outcome("heads", rng), says=("list",))
    refused(lambda: sample_outcome(["heads"], rng), says=("pairs",))
    refused(lambda: sample_outcome([("heads", 0.5), ("tails", 0.5)], rng), says=("Fraction",))
    refused(lambda: sample_outcome([("heads", Fraction(0))], rng), says=("positive",))
    assert sample_outcome([("heads", 1)], rng) == "heads"


def test_records_name_the_players_they_know():
    from toy_game import StepPlayer, ToyGame, ToyOptions

    from logo_kit.engine import seat_label, tournament

    result = tournament([StepPlayer(1), StepPlayer(2)], 2, 0, options=ToyOptions(), game=ToyGame)
    refused(lambda: result.records[0].seat_of("nobody"), says=("step 1",))  # tuple.index error
    refused(lambda: result.win_rate(np.array([1, 2])), says=("no player",))
    assert seat_label(10**5000)  # a label, not "Exceeds the limit (4300 digits)"
    assert seat_label(1) == "B" and seat_label(30) == "30"


# -- checks --------------------------------------------------------------------------------


def test_limit_refuses_a_count_that_is_not_a_number_and_prints_huge_ones():
    from logo_kit import checks

    refused(lambda: checks.limit(None, "BUST cards", 2000, "why"), says=("BUST cards",))
    refused(
        lambda: checks.limit(10**5000, "BUST cards", 2000, "why"),
        says=("5001 digits", "at most 2000"),
    )
    assert checks.limit(2000, "BUST cards", 2000, "why") is None


def test_exact_messages_and_reprs_print_huge_numbers():
    from logo_kit.exact import Distribution, entropy_bits, hypergeometric

    refused(lambda: entropy_bits([10**5000]), says=("10^5000",))  # int → str digit limit
    refused(lambda: hypergeometric(10, 10**5000, 1), says=("5001 digits",))
    tiny = Fraction(1, 10**5000)
    assert repr(Distribution({1: tiny, 2: 1 - tiny})) == "Distribution({1: ≈ 10^-5000, 2: ≈ 1})"


def test_real_numbers_bounded_by_a_huge_count_are_read_and_reported():
    from logo_kit import checks
    from logo_kit.simulate import wilson_interval

    refused(lambda: wilson_interval(3, 10**5000), says=("trials",))  # OverflowError
    refused(lambda: checks.real(-1, "successes", low=0, high=10**5000), says=("5001 digits",))
