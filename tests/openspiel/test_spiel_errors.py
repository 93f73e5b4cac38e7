"""Bad parameters, actions and players get a LogoKitError naming what is allowed.

Before, a wrongly typed or huge parameter raised ``RuntimeError`` from OpenSpiel's C++
conversion, an action number out of range ``IndexError``, a seat out of range a bare C++
check (``player < NumPlayers()``).
"""

from __future__ import annotations

import pytest

from logo_kit.errors import LogoKitError

pyspiel = pytest.importorskip("pyspiel")

from logo_kit.openspiel import load_game  # noqa: E402


@pytest.mark.parametrize(
    ("name", "params", "message"),
    [
        ("logo_kit_lore", {"stars": "3"}, "stars must be a whole number from 2 to 9"),
        ("logo_kit_lore", {"stars": 3.0}, "stars must be a whole number from 2 to 9"),
        ("logo_kit_lore", {"mode": "dark"}, "mode must be 'light' or 'bright'"),
        ("logo_kit_lore", {"move_heavens": "all"}, "move_heavens must be 'swaps' or 'any'"),
        ("logo_kit_lore", {"blackholes_b": 5}, "blackholes_b must be a whole number from -1 to"),
        ("logo_kit_lore", {"max_turns": 0}, "needs a turn cap"),
        ("logo_kit_billionaire", {"players": 10**12}, "players must be a whole number from 1 to"),
        ("logo_kit_billionaire", {"winning_money": True}, "winning_money must be a whole number"),
        ("logo_kit_logo", {"max_moves": 10**12}, "max_moves must be a whole number from 1 to 1,0"),
        ("logo_kit_logo", {"declarer_wins_ties": 1}, "declarer_wins_ties must be True or False"),
        ("logo_kit_logo", {"players": None}, "players must be a whole number from 2 to 8"),
        ("logo_kit_logo", {"colour": 1}, "has no parameter 'colour'"),
    ],
)
def test_bad_parameters_name_what_is_allowed(name, params, message):
    with pytest.raises(LogoKitError, match=message):
        load_game(name, **params)


def test_parameters_the_options_refuse_say_why():
    # within the parameter's own range but not these options': the options explain
    with pytest.raises(LogoKitError, match="first_player must be a whole number from 0 to 1"):
        load_game("logo_kit_logo", players=2, first_player=5)
    with pytest.raises(LogoKitError, match="starting_money"):
        load_game("logo_kit_billionaire", starting_money=2000)


def _dealt_lore():
    game = load_game("logo_kit_lore", stars=3, max_turns=4)
    state = game.new_initial_state()
    for action in (1, 2, 3, 3, 2, 1):
        state.apply_action(action)
    return game, state


@pytest.mark.parametrize("action", [99, -1, 10**30, "1", 1.5, True, None])
def test_an_action_that_is_not_legal_names_the_legal_ones(action):
    _, state = _dealt_lore()
    refused = r"not legal now: seat 0 may take|must be a whole number"
    with pytest.raises(LogoKitError, match=refused):
        state.apply_action(action)
    with pytest.raises(LogoKitError):
        state.child(action)
    assert len(state.history()) == 6  # nothing was applied


def test_the_legal_actions_are_named_in_runs():
    game, state = _dealt_lore()
    legal = r"seat 0 may take 0, 2–4 \(of the actions numbered 0 to 22\)"
    with pytest.raises(LogoKitError, match=legal):
        state.apply_action(1)  # Align the Stars comes later in the turn
    chance = game.new_initial_state()
    legal = r"chance may take 1–3 \(of the actions numbered 0 to 4\)"
    with pytest.raises(LogoKitError, match=legal):
        chance.apply_action(0)


def test_a_finished_game_takes_no_action():
    _, state = _dealt_lore()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    with pytest.raises(LogoKitError, match="the game is over"):
        state.apply_action(0)


@pytest.mark.parametrize(
    "call",
    [
        lambda s: s.information_state_string(5),
        lambda s: s.information_state_tensor(2),
        lambda s: s.observation_string(-1),
        lambda s: s.observation_tensor(2),
        lambda s: s.legal_actions(7),
        lambda s: s.legal_actions_mask(-3),
        lambda s: s.view(2),
        lambda s: s.resample_from_infostate(9, pyspiel.UniformProbabilitySampler(0.0, 1.0)),
    ],
)
def test_a_seat_out_of_range_is_named(call):
    _, state = _dealt_lore()
    with pytest.raises(LogoKitError, match="player must be a seat from 0 to 1"):
        call(state)


def test_action_to_string_checks_player_and_number():
    _, state = _dealt_lore()
    with pytest.raises(LogoKitError, match="actions are numbered 0 to 22, got 1000000"):
        state.action_to_string(0, 10**6)
    with pytest.raises(LogoKitError, match="player must be a seat from 0 to 1 or -1"):
        state.action_to_string(5, 1)
    with pytest.raises(LogoKitError, match="chance outcomes are numbered 0 to 4"):
        state.action_to_string(-1, 9)
    assert state.action_to_string(0, 0) == "pass"
    assert state.action_to_string(1, 3)  # another seat's action: named by its key
