"""Saved states are text, replayed and checked on loading; nothing in them can run code."""

from __future__ import annotations

import base64
import pickle
import re
from pathlib import Path

import numpy as np
import pytest

from logo_kit.billionaire import ApprenticeOptions
from logo_kit.errors import LogoKitError

pyspiel = pytest.importorskip("pyspiel")

from logo_kit.openspiel import load_game, load_state, spiel_game  # noqa: E402
from logo_kit.openspiel.games import GAME_NAMES  # noqa: E402
from logo_kit.openspiel.saved import HEADER  # noqa: E402

PACKAGE = Path(__file__).resolve().parents[2] / "logo_kit" / "openspiel"
SMALL = {
    "logo_kit_logo": {"players": 3, "max_rounds": 1, "max_moves": 300},
    "logo_kit_lore": {
        "mode": "bright",
        "blackholes": 1,
        "blackholes_b": 2,
        "stars": 3,
        "max_turns": 6,
    },
    "logo_kit_billionaire": {"players": 2, "winning_money": 200},
}


def _random_state(game, seed, steps):
    state, rng = game.new_initial_state(), np.random.default_rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=np.asarray(probs) / sum(probs))))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_saved_state_is_text_and_comes_back_the_same(name):
    game = load_game(name, **SMALL[name])
    for seed in range(3):
        state = _random_state(game, seed, 40 + 60 * seed)
        text = state.serialize()
        assert text.startswith(HEADER + "\n") and text.endswith("\nend")
        for back in (game.deserialize_state(text), load_state(text), load_state(text + "\n")):
            assert back.history() == state.history()
            assert str(back) == str(state)
            for seat in range(game.num_players()):
                assert back.information_state_string(seat) == state.information_state_string(seat)
                assert back.observation_tensor(seat) == state.observation_tensor(seat)


def _payload(marker: Path) -> bytes:
    # a pickle that, if loaded, writes the marker file
    class Attack:
        def __reduce__(self):
            return (exec, (f"open({str(marker)!r}, 'w').write('ran')",))

    return pickle.dumps({"_box": Attack()})


def test_a_tampered_state_runs_no_code(tmp_path, monkeypatch):
    marker = tmp_path / "ran"
    blob = base64.b64encode(_payload(marker)).decode()
    game = load_game("logo_kit_lore", stars=3, max_turns=4)
    valid = _random_state(game, 1, 12).serialize()
    tampered = [
        # OpenSpiel's own format for Python games, carrying the pickle
        f"history=-1:1,-1:2\nmove_number=2\n__dict__={blob}",
        valid + "\n" + blob,  # left over after a valid state
        valid.replace("\nend", f"\n{blob}\nend"),  # in place of an action
        valid.replace('"stars": 3', f'"stars": "{blob}"'),  # in the parameters
        valid.replace("options parameters", f"options {blob}"),
    ]
    # nothing we read may reach pickle: make it fail loudly if it were used
    monkeypatch.setattr(pickle, "loads", _forbidden)
    monkeypatch.setattr(pickle, "Unpickler", _forbidden)
    for text in tampered:
        for read in (game.deserialize_state, load_state):
            with pytest.raises(LogoKitError, match=r"saved state, line \d+"):
                read(text)
    assert not marker.exists()


def _forbidden(*args, **kwargs):
    raise AssertionError("pickle was used")


def test_no_module_of_the_package_uses_pickle_or_eval():
    for path in PACKAGE.glob("*.py"):
        code = path.read_text()
        assert not re.search(r"^\s*(import|from)\s+(pickle|marshal|shelve)\b", code, re.M), path
        assert not re.search(r"\b(eval|exec)\(", code), path


@pytest.mark.parametrize(
    ("change", "line", "message"),
    [
        (lambda t: "junk\n" + t, 1, "not a logo_kit saved state"),
        (lambda t: t + "\nchance 1", 0, "nothing may follow 'end'"),
        (lambda t: t + "\n\n", 0, "nothing may follow 'end'"),
        (lambda t: t[: -len("\nend")], 0, "without its 'end' line"),
        (lambda t: t.replace("chance 2", "chance 2 ", 1), 4, "expected 'chance N'"),
        (lambda t: t.replace("chance 2", "seat 0 2", 1), 4, "it is chance's move here"),
        (lambda t: t.replace("chance 2", "chance 7", 1), 4, "not legal now"),
        (lambda t: t.replace('"stars": 3', '"stars": 30'), 2, "stars must be a whole number"),
        (lambda t: t.replace(', "stars": 3', ""), 2, "must name each of"),
        (lambda t: t.replace("logo_kit_lore", "kuhn_poker", 1), 2, "expected 'game NAME"),
        (lambda t: t.replace("options parameters", "options"), 3, "expected 'options"),
    ],
)
def test_a_malformed_state_is_refused_naming_its_line(change, line, message):
    game = load_game("logo_kit_lore", stars=3, max_turns=4)
    state = game.new_initial_state()
    for action in (2, 1, 3, 3, 1, 2):  # the deal: six chance actions, lines 4-9
        state.apply_action(action)
    text = state.serialize()
    bad = change(text)
    line = line or len(text.split("\n")) + (1 if bad.startswith(text) else 0)
    with pytest.raises(LogoKitError, match=rf"line {line}: .*{re.escape(message)}"):
        game.deserialize_state(bad)


def test_a_state_loads_only_into_the_game_it_came_from():
    text = load_game("logo_kit_lore", stars=3, max_turns=4).new_initial_state().serialize()
    with pytest.raises(LogoKitError, match="line 2: this state was saved from another game"):
        load_game("logo_kit_lore", stars=4, max_turns=4).deserialize_state(text)
    with pytest.raises(LogoKitError, match="a saved state is text"):
        load_state(text.encode())
    # a game made from options its parameters do not record loads only into itself
    custom = spiel_game(ApprenticeOptions(players=2, buy_price=10))
    saved = _random_state(custom, 2, 30).serialize()
    assert "\noptions custom\n" in saved
    assert custom.deserialize_state(saved).history() == _random_state(custom, 2, 30).history()
    with pytest.raises(LogoKitError, match="line 3: this state comes from a game made by"):
        load_state(saved)


def test_a_finished_game_takes_no_more_actions_from_a_saved_state():
    game = load_game("logo_kit_lore", stars=2, max_turns=1)
    state = _random_state(game, 0, 200)
    assert state.is_terminal()
    text = state.serialize().replace("\nend", "\nseat 0 0\nend")
    with pytest.raises(LogoKitError, match="the game is already over"):
        game.deserialize_state(text)


def test_openspiel_s_own_serialisation_carries_only_the_saved_text():
    game = load_game("logo_kit_billionaire", players=2, winning_money=200)
    state = _random_state(game, 3, 50)
    whole = pyspiel.serialize_game_and_state(game, state)
    _, back = pyspiel.deserialize_game_and_state(whole)
    assert back.history() == state.history() and str(back) == str(state)
    # a sampled world has no history of its own: it cannot be saved
    world = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    with pytest.raises(LogoKitError, match="no history to save"):
        world.serialize()


def _mutate(text: str, rng: np.random.Generator) -> str:
    # one random edit of the kind a damaged file or a hostile student makes
    lines = text.split("\n")
    where = int(rng.integers(len(lines)))
    kind = int(rng.integers(6))
    if kind == 0:  # a line lost
        del lines[where]
    elif kind == 1:  # a line twice
        lines.insert(where, lines[where])
    elif kind == 2:  # two lines swapped
        other = int(rng.integers(len(lines)))
        lines[where], lines[other] = lines[other], lines[where]
    elif kind == 3:  # a number changed to another, or to something that is not one
        number = str(rng.choice(["-1", "0", "7", "99", "1e3", "2.0", "10" * 30, "٣", "", " 1"]))
        lines[where] = re.sub(r"\d+", number, lines[where], count=1)
    elif kind == 4:  # one character replaced
        line = lines[where] or " "
        spot = int(rng.integers(len(line)))
        char = chr(int(rng.choice([0, 9, 32, 34, 44, 58, 123, 125, 0x85, 0x2028, 0xFEFF])))
        lines[where] = line[:spot] + char + line[spot + 1 :]
    else:  # cut short anywhere
        return text[: int(rng.integers(len(text)))]
    return "\n".join(lines)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_damaged_saved_state_loads_or_is_refused_with_a_logokiterror(name):
    # whatever the damage, loading gives a state the game can reach or a LogoKitError
    game = load_game(name, **SMALL[name])
    rng = np.random.default_rng(11)
    refused = loaded = 0
    for trial in range(150):
        text = _random_state(game, trial, 40).serialize()
        bad = _mutate(text, rng)
        try:
            state = game.deserialize_state(bad)
        except LogoKitError as error:
            assert re.match(r"(saved state, line \d+: |a saved state is text)", str(error))
            refused += 1
            continue
        loaded += 1
        again = game.deserialize_state(state.serialize())  # what loads is a real state
        assert again.history() == state.history()
    assert refused > 50 and loaded > 0, (refused, loaded)
