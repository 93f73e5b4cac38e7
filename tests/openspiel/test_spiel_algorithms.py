"""OpenSpiel's own algorithms on the three games, as OpenSpiel's users run them.

``rl_environment`` needs observation tensors, ``exploitability`` a zero- or
constant-sum game, CFR a game small enough to enumerate (a tiny Logic & Lore
set-up: 2 stars, Star Light, a turn cap), MCTS a game that ends. Sizes are
kept small so the checks are cheap; the longer CFR run is in the ``full`` tier.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import LoreOptions
from logo_kit.openspiel.codecs import LoreCodec

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import rl_environment  # noqa: E402
from open_spiel.python.algorithms import cfr, evaluate_bots, exploitability, mcts  # noqa: E402

from logo_kit.openspiel import load_game  # noqa: E402
from logo_kit.openspiel.games import GAME_NAMES, utilities  # noqa: E402

SMALL = {
    "logo_kit_logo": {"players": 2, "max_rounds": 1, "max_moves": 600},
    "logo_kit_lore": {"stars": 3, "max_turns": 6},
    "logo_kit_billionaire": {"players": 2, "winning_money": 200},
}
TINY_LORE = {"mode": "light", "stars": 2, "max_turns": 1}
"""The tiny set-up CFR enumerates: two 2-card Star Light lines, one turn (seat 0's)."""


def test_the_games_are_registered_on_import():
    # importing logo_kit.openspiel (done above) registers them, as OpenSpiel's own
    # Python games register on import
    assert set(GAME_NAMES) <= set(pyspiel.registered_names())
    game = pyspiel.load_game("logo_kit_lore", {"stars": 3, "max_turns": 4})
    assert game.num_players() == 2 and game.options.stars == 3


@pytest.mark.parametrize("name", GAME_NAMES)
def test_flags_are_true_to_what_is_provided(name):
    game = load_game(name, **SMALL[name])
    kind = game.get_type()
    assert kind.provides_observation_tensor and kind.provides_observation_string
    assert kind.provides_information_state_string
    # LOGO Billionaire is perfect-information: its observation is the whole position
    assert kind.provides_information_state_tensor == (name != "logo_kit_billionaire")
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.utility_sum() == 0 and game.min_utility() == -1 and game.max_utility() == 1
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    for seat in range(game.num_players()):
        tensor = state.observation_tensor(seat)
        assert len(tensor) == game.observation_tensor_size() and any(tensor)
        assert state.information_state_string(seat)
        if kind.provides_information_state_tensor:
            tensor = state.information_state_tensor(seat)
            assert len(tensor) == game.information_state_tensor_size() and any(tensor)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_rl_environment_plays_each_game(name):
    env = rl_environment.Environment(load_game(name, **SMALL[name]), seed=3)
    rng = np.random.default_rng(3)
    for _ in range(2):
        step = env.reset()
        while not step.last():
            seat = step.observations["current_player"]
            legal = step.observations["legal_actions"][seat]
            step = env.step([int(rng.choice(legal))])
        assert sum(step.rewards) == 0
        assert len(step.observations["info_state"][0]) == env.observation_spec()["info_state"][0]


@pytest.mark.parametrize("name", GAME_NAMES)
def test_evaluate_bots_plays_mcts_against_mcts(name):
    game = load_game(name, **SMALL[name])
    rng = np.random.RandomState(5)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bots = [mcts.MCTSBot(game, 2.0, 8, evaluator, random_state=rng) for _ in range(2)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == 2 and sum(returns) == 0 and set(returns) <= {-1.0, 0.0, 1.0}


def test_utilities_are_zero_sum_in_every_terminal_state_caps_included():
    assert utilities([1, 0]) == [1.0, -1.0]
    assert utilities([0, 0]) == [0.0, 0.0]  # capped: no winner
    assert utilities([0.5, 0.5]) == [0.0, 0.0]  # a shared win
    assert utilities([1, 0, 0]) == [2.0, -1.0, -1.0]
    assert utilities([1]) == [1.0]  # one seat keeps its share
    # a Logic & Lore game of one turn ends at the cap with no winner (unless seat 0 aligns)
    game = load_game("logo_kit_lore", **TINY_LORE)
    capped, won = game.new_initial_state(), game.new_initial_state()
    for action in (2, 1, 1, 2):  # seat 0's cards hold 2 1: neither is home
        capped.apply_action(action)
    for action in (1, 2, 1, 2):  # seat 0's line is home
        won.apply_action(action)
    while not capped.is_terminal():
        capped.apply_action(capped.legal_actions()[0])  # Pass whenever it may
    assert capped.position.capped and capped.returns() == [0.0, 0.0]
    won.apply_action(0)  # Pass at step 1
    won.apply_action(1)  # Align the Stars: every card is home
    assert won.is_terminal() and won.returns() == [1.0, -1.0]
    one = load_game("logo_kit_billionaire", players=1, winning_money=100)
    assert one.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM


@pytest.mark.parametrize("name", GAME_NAMES)
def test_games_end_within_max_game_length(name):
    game = load_game(name, **SMALL[name])
    assert game.max_game_length() < 10**6
    rng = np.random.default_rng(8)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rng.choice(actions, p=np.array(probs) / sum(probs))))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
        assert len(state.history()) <= game.max_game_length()


def test_lore_length_bound_is_the_deal_and_seven_steps_a_turn():
    game = load_game("logo_kit_lore", mode="bright", blackholes=1, stars=4, max_turns=10)
    assert game.max_game_length() == 2 * 5 + 7 * 10  # two 5-card lines dealt, 10 turns


def test_logo_stops_with_no_winner_after_max_moves():
    game = load_game("logo_kit_logo", players=2, max_moves=70)
    state = game.new_initial_state()
    rng = np.random.default_rng(1)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.choice([a for a, _ in state.chance_outcomes()])))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert len(state.history()) == 70 and state.truncated
    assert state.returns() == [0.0, 0.0] and state.legal_actions() == []
    with pytest.raises(LogoKitError, match="max_moves must be a whole number"):
        load_game("logo_kit_logo", max_moves=0)


def test_lore_actions_are_sized_to_the_options():
    # Star Light, 3 cards: pass, align; 3 swaps; 3 pairs to hold up; the 15 non-empty
    # sets of the four Star Light questions
    assert load_game("logo_kit_lore", stars=3).num_distinct_actions() == 2 + 3 + 3 + 15
    # Star Bright adds the 511 question sets (the 256 with Focus once per card), 7 token
    # cards and the 21 pairs of tokens to take back
    bright = 2 + 3 + 3 + (255 + 256 * 3) + 7 + 21
    assert load_game("logo_kit_lore", mode="bright", stars=3).num_distinct_actions() == bright
    # every rearrangement of 3 cards: 3! − 1 of them instead of the 3 swaps
    assert load_game("logo_kit_lore", stars=3, move_heavens="any").num_distinct_actions() == 25
    assert load_game("logo_kit_lore", stars=9).num_distinct_actions() < 100


def test_move_heavens_any_reaches_every_rearrangement():
    game = load_game("logo_kit_lore", stars=4, max_turns=6, move_heavens="any")
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    state = game.new_initial_state()
    for value in (1, 2, 3, 4, 4, 3, 2, 1):
        state.apply_action(value)
    moves = state.moves_by_action()
    arrangements = {m.arrangement for m in moves.values() if hasattr(m, "arrangement")}
    assert len(arrangements) == math.factorial(4) - 1  # all but the one lying now
    assert len(state.legal_actions()) == math.factorial(4)  # and Pass
    with pytest.raises(LogoKitError, match="at most 7 cards"):
        LoreCodec(LoreOptions.both("light", 1, stars=7), "any")  # 8 cards
    assert LoreCodec(LoreOptions.both("light", stars=7), "any").player_actions > 5_000
    with pytest.raises(LogoKitError, match="move_heavens must be 'swaps'"):
        load_game("logo_kit_lore", move_heavens="all")


def _nash_conv_curve(params, iterations, at):
    # NashConv of CFR's average policy after the iterations listed in ``at``
    game = load_game("logo_kit_lore", **params)
    solver = cfr.CFRSolver(game)
    curve = []
    for iteration in range(1, iterations + 1):
        solver.evaluate_and_update_policy()
        if iteration in at:
            curve.append(exploitability.nash_conv(game, solver.average_policy()))
    return game, solver, curve


def test_cfr_lowers_nash_conv_on_a_tiny_lore_game():
    game, solver, curve = _nash_conv_curve(TINY_LORE, 10, at=(1, 2, 5, 10))
    assert curve[-1] < curve[0] / 5 and all(b <= a for a, b in itertools.pairwise(curve))
    # exploitability accepts the game (zero-sum) and is half the NashConv of two players
    assert exploitability.exploitability(game, solver.average_policy()) == pytest.approx(
        curve[-1] / 2
    )


@pytest.mark.full
def test_cfr_lowers_nash_conv_when_both_seats_play_a_turn():
    # two turns: seat 1 answers seat 0's turn (about half a minute of CPU)
    _, _, curve = _nash_conv_curve({**TINY_LORE, "max_turns": 2}, 10, at=(1, 5, 10))
    assert curve[-1] < curve[0] / 5 and all(b <= a for a, b in itertools.pairwise(curve))
