"""The three games as OpenSpiel games: OpenSpiel's own random-play test, codecs, worlds.

``pyspiel.random_sim_test`` plays random games through OpenSpiel's C++ checks
(legal actions sorted and in range, chance probabilities summing to 1, clones
and serialised histories replaying to the same state, strings and tensors for
every player). Sizes are kept small with the games' parameters.
"""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions, EVOptimalLauncher
from logo_kit.engine import CHANCE
from logo_kit.errors import LogoKitError
from logo_kit.logo import GreedyLowPlayer, LogoGame, LogoOptions
from logo_kit.lore import LoreGame, LoreOptions
from logo_kit.lore.moves import ChooseFocus, Pass, Search
from logo_kit.lore.players import GreedyInfoPlayer, RandomPlayer
from logo_kit.openspiel.codecs import codec_for
from logo_kit.openspiel.worlds import WorldSampler, sample_world

pyspiel = pytest.importorskip("pyspiel")

from logo_kit.openspiel import load_game, spiel_game  # noqa: E402
from logo_kit.openspiel.games import GAME_NAMES  # noqa: E402
from logo_kit.openspiel.registry import register_games  # noqa: E402

SIM_CASES = [
    ("logo_kit_logo", {"players": 2, "max_rounds": 1}, 4),
    ("logo_kit_logo", {"players": 3, "target_score": 40}, 2),
    ("logo_kit_lore", {"mode": "bright", "blackholes": 1, "stars": 4}, 4),
    ("logo_kit_lore", {"mode": "light", "blackholes": 2, "stars": 4, "mode_b": "bright"}, 4),
    ("logo_kit_lore", {"mode": "bright", "stars": 9, "max_turns": 30}, 2),
    ("logo_kit_billionaire", {"players": 2, "winning_money": 300}, 3),
    ("logo_kit_billionaire", {"players": 3, "winning_money": 200}, 2),
]


@pytest.mark.parametrize(("name", "params", "sims"), SIM_CASES, ids=lambda x: str(x))
def test_openspiel_random_sim_test_passes(name, params, sims):
    game = load_game(name, **params)
    pyspiel.random_sim_test(game, num_sims=sims, serialize=True, verbose=False)


def test_the_three_games_are_registered_once():
    assert register_games() == GAME_NAMES
    assert register_games() == GAME_NAMES
    assert set(GAME_NAMES) <= set(pyspiel.registered_names())
    with pytest.raises(LogoKitError, match="no logo_kit game"):
        load_game("kuhn_poker")
    with pytest.raises(LogoKitError, match="no parameter 'colour'"):
        load_game("logo_kit_logo", colour=1)


def test_parameters_reach_the_engine_options():
    game = load_game("logo_kit_lore", mode="bright", blackholes=2, mode_b="light", stars=5)
    setups = game.options.players
    assert (setups[0].mode, setups[0].blackholes) == ("bright", 2)
    assert (setups[1].mode, setups[1].blackholes) == ("light", 2)
    assert game.num_players() == 2 and game.max_chance_outcomes() == 7
    logo = load_game("logo_kit_logo", players=4, max_rounds=2)
    assert logo.options == LogoOptions(players=4, max_rounds=2)
    assert logo.num_distinct_actions() == codec_for(logo.options).player_actions
    info = pyspiel.GameType.Information
    assert load_game("logo_kit_billionaire").get_type().information == info.PERFECT_INFORMATION
    assert logo.get_type().information == info.IMPERFECT_INFORMATION


def test_spiel_game_plays_the_given_options():
    options = LoreOptions.both("bright", 1, stars=5, max_turns=12)
    game = spiel_game(options)
    assert game.options is options
    assert game.new_initial_state().position == LoreGame.new(options)
    with pytest.raises(LogoKitError, match="LogoOptions, LoreOptions or ApprenticeOptions"):
        spiel_game("bright")
    # an OpenSpiel game must end: Logic & Lore without a turn cap is refused
    with pytest.raises(LogoKitError, match="needs a turn cap"):
        spiel_game(LoreOptions.both("light", stars=3, max_turns=None))
    with pytest.raises(LogoKitError, match="needs a turn cap"):
        load_game("logo_kit_lore", stars=3, max_turns=0)
    assert spiel_game(LogoOptions(players=2), max_moves=300).max_game_length() == 300
    with pytest.raises(LogoKitError, match="no adapter parameter 'max_moves'"):
        spiel_game(options, max_moves=300)


def _random_walk(game, rng, steps):
    state = game.new_initial_state()
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=np.array(probs) / sum(probs))))
        else:
            actions = state.legal_actions()
            state.apply_action(int(actions[rng.integers(len(actions))]))
        yield state


@pytest.mark.parametrize("name", GAME_NAMES)
def test_chance_probabilities_are_the_engines_exact_ones(name):
    game = load_game(name, **({"players": 2} if name != "logo_kit_lore" else {"stars": 4}))
    rng = np.random.default_rng(3)
    checked = 0
    for state in _random_walk(game, rng, 300):
        if state.is_chance_node():
            exact = dict(state.position.chance_outcomes())
            floats = dict(state.chance_outcomes())
            assert len(exact) == len(floats)
            assert sum(exact.values()) == 1
            for move, p in exact.items():
                assert floats[game.codec.chance_id(state.position, move)] == pytest.approx(float(p))
            checked += 1
    assert checked > 3


@pytest.mark.parametrize(
    "options",
    [LogoOptions(players=3), LoreOptions.both("bright", 2, stars=5), ApprenticeOptions(players=3)],
    ids=["logo", "lore", "billionaire"],
)
def test_every_listed_move_has_its_own_action_and_decodes_to_itself(options):
    game = spiel_game(options)
    rng = np.random.default_rng(5)
    for state in _random_walk(game, rng, 250):
        if state.is_terminal():
            break
        position = state.position
        by_action = state.moves_by_action()
        listed = (
            [m for m, _ in position.chance_outcomes()]
            if position.is_chance
            else list(position.legal_moves())
        )
        assert sorted(by_action.values(), key=repr) == sorted(listed, key=repr)
        upper = game.max_chance_outcomes() if position.is_chance else game.num_distinct_actions()
        assert all(0 <= a < upper for a in by_action)
        for action in by_action:
            assert state.action_to_string(state.current_player(), action)


def test_information_state_is_the_seats_record_of_its_views_and_moves():
    # Perfect recall from views only: a seat's record grows (never forgets) exactly at the
    # steps where it moved or its view changed, and stays put when it saw nothing (LOGO's
    # shuffle before the deal, a card another seat drew).
    game = load_game("logo_kit_logo", players=2, max_rounds=1)
    rng = np.random.default_rng(0)
    state = game.new_initial_state()
    before = {seat: state.information_state_string(seat) for seat in (0, 1)}
    views = {seat: state.view(seat) for seat in (0, 1)}
    grew = {0: 0, 1: 0}
    for state in _random_walk(game, rng, 150):
        mover = state.position.log[-1] if state.position.log else None
        for seat in (0, 1):
            record = state.information_state_string(seat)
            view = state.view(seat)
            changed = view != views[seat]
            assert record.startswith(before[seat])
            if changed:
                assert len(record) > len(before[seat])
                grew[seat] += 1
            before[seat], views[seat] = record, view
        assert mover is not None
    assert min(grew.values()) > 3
    assert before[0] != before[1]
    lines = before[0].splitlines()
    assert lines[0].startswith("seat=0; players=2; phase=DEAL")
    assert any(line.startswith("you: ") for line in lines)  # its own moves are in it


def _play(state, move):
    state.apply_action(next(a for a, m in state.moves_by_action().items() if m == move))


def test_a_seat_that_saw_the_same_has_the_same_record():
    # Two deals of seat 0's line: nobody sees the values (ruling S1), so both seats' records
    # agree; once seat 0 asks Alignment about cards 1 and 2, its answers differ, and so do
    # its records.
    game = load_game("logo_kit_lore", stars=3, max_turns=4)
    states = []
    for line in ((1, 2, 3), (2, 1, 3)):
        state = game.new_initial_state()
        for value in (*line, 1, 2, 3):
            state.apply_action(value)
        states.append(state)
    first, second = states
    for seat in (0, 1):
        assert first.information_state_string(seat) == second.information_state_string(seat)
    for state in states:
        for move in (Pass(), Pass(), ChooseFocus((1, 2)), Search((1,))):
            _play(state, move)
    assert first.information_state_string(0) != second.information_state_string(0)
    assert "you: ask Alignment" in first.information_state_string(0)


@pytest.mark.parametrize(
    ("game_class", "options", "players"),
    [
        (LogoGame, LogoOptions(players=3, max_rounds=2), "logo"),
        (LoreGame, LoreOptions.both("bright", 1, stars=5, play_on=True), "lore"),
        (LoreGame, LoreOptions.both("light", 2, stars=4), "lore"),
        (ApprenticeGame, ApprenticeOptions(players=3, winning_money=400), "billionaire"),
    ],
    ids=["logo", "lore-bright", "lore-light-2bh", "billionaire"],
)
def test_a_sampled_world_shows_the_seat_exactly_its_view(game_class, options, players):
    bots = {
        "logo": [GreedyLowPlayer(name=f"g{i}") for i in range(3)],
        "lore": [RandomPlayer("r", move_chance=0.3), GreedyInfoPlayer("g")],
        "billionaire": [EVOptimalLauncher(f"e{i}") for i in range(3)],
    }[players]
    rng = np.random.default_rng(11)
    sampler = WorldSampler()
    game = game_class.new(options, rng)
    decisions = differed = 0
    while not game.is_terminal and decisions < 120:
        if game.current_player == CHANCE:
            game = game.apply(game.sample_chance(rng))
            continue
        seat = game.current_player
        view = game.view(seat)
        world = sampler.sample(view, rng)
        assert world.view(seat) == view
        world.apply(world.legal_moves()[0])  # the world plays on
        differed += _hidden(world) != _hidden(game)
        game = game.apply(bots[seat].choose(view, rng))
        decisions += 1
    assert decisions > 5
    if players != "billionaire":
        assert differed > 0  # hidden parts are drawn, not copied
    else:
        assert differed == 0  # nothing is hidden (ruling B13)


def _hidden(game):
    if isinstance(game, LogoGame):
        return game.hands, game.draw_pile
    if isinstance(game, LoreGame):
        return tuple(line.hidden for line in game.lines)
    return game.hands


def test_sample_world_refuses_what_is_not_a_view():
    with pytest.raises(LogoKitError, match="view must be"):
        sample_world("hand", np.random.default_rng(0))


def test_resample_from_infostate_keeps_the_seat_view_and_information_state():
    game = load_game("logo_kit_lore", mode="bright", blackholes=1, stars=5)
    rng = np.random.default_rng(2)
    for state in _random_walk(game, rng, 40):
        if state.is_terminal() or state.is_chance_node():
            continue
        seat = state.current_player()
        other = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert other.observation_string(seat) == state.observation_string(seat)
        assert other.information_state_string(seat) == state.information_state_string(seat)
        assert other.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("mode", ["light", "bright"])
def test_a_search_naming_no_questions_is_the_search_of_every_available_one(mode):
    # Search() asks what the seat may ask now: Star Light's four, or Star Bright's 1 and 9
    # plus the token cards it holds; never questions outside the mode
    options = LoreOptions.both(mode, 1, stars=4)
    codec = codec_for(options)
    game = LoreGame.new(options, rng=np.random.default_rng(3))
    for move in (Pass(), Pass(), ChooseFocus((1, 2))):
        game = game.apply(move)
    available = game.available_questions()
    assert len(available) < 9
    explicit = next(m for m in game.legal_moves() if set(m.questions) == set(available))
    assert codec.player_id(game, Search()) == codec.player_id(game, explicit)
