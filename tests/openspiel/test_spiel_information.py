"""Information states and tensors hold exactly what each seat saw (ruling S19).

Over 1,000+ random histories per game and set-up (families of histories a seat often
cannot tell apart: :mod:`information_histories`), for every seat:

- the information-state string (the seat's record) is faithful: two histories give
  the same string exactly when they showed the seat the same views, step after step;
- the information-state tensor (LOGO, Logic & Lore) is complete: two histories give the
  same tensor exactly when they give the same string;
- LOGO Billionaire is declared perfect-information: its observation tensor is the whole
  position, so two histories give the same observation tensor exactly when they give the
  same observation string, and that string names the position exactly.

The families make the check bite: many strings are shared by histories with different
actions (asserted), and many differ only late or by a little.
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np
import pytest

pytest.importorskip("pyspiel")

from information_histories import histories, seen_views

from logo_kit.openspiel import load_game

pytestmark = [pytest.mark.slow, pytest.mark.spread]

SETUPS = [
    ("logo_kit_logo", {"players": 2, "max_rounds": 2, "max_moves": 300}, 300),
    ("logo_kit_logo", {"players": 3, "max_rounds": 1, "max_moves": 300}, 300),
    ("logo_kit_lore", {"stars": 3, "max_turns": 6}, 60),
    (
        "logo_kit_lore",
        {
            "mode": "light",
            "blackholes": 2,
            "mode_b": "bright",
            "blackholes_b": 0,
            "stars": 3,
            "max_turns": 6,
        },
        60,
    ),
    ("logo_kit_lore", {"mode": "bright", "blackholes": 1, "stars": 4, "max_turns": 4}, 60),
]
WANTED = 1_000


def _partition(pairs):
    # key -> the set of values met with it
    found = defaultdict(set)
    for key, value in pairs:
        found[key].add(value)
    return found


def _shared(strings):
    # strings shared by histories with different actions, after a player moved
    return sum(
        len(actions) > 1 and ("you: " in text or "\nseat " in text)
        for (_, text), actions in strings.items()
    )


@pytest.mark.parametrize(("name", "params", "longest"), SETUPS, ids=lambda x: str(x))
def test_information_state_tensors_hold_exactly_the_record(name, params, longest):
    game = load_game(name, **params)
    found = histories(game, seed=7, wanted=WANTED, longest=longest)
    assert len(found) >= WANTED
    rows = []
    for history in found:
        for seat in range(game.num_players()):
            text = history.state.information_state_string(seat)
            tensor = np.asarray(history.state.information_state_tensor(seat), np.float32)
            assert tensor.shape == (game.information_state_tensor_size(),)
            views = seen_views(history.state, seat)
            rows.append((seat, history.actions, text, tensor.tobytes(), views))
    by_text = _partition(((seat, text), tensor) for seat, _, text, tensor, _ in rows)
    by_tensor = _partition(((seat, tensor), text) for seat, _, text, tensor, _ in rows)
    assert all(len(tensors) == 1 for tensors in by_text.values())  # same string: same tensor
    assert all(len(texts) == 1 for texts in by_tensor.values())  # same tensor: same string
    # faithful to what the seat saw: same string exactly when the same views, step by step
    by_views = _partition(((seat, views), text) for seat, _, text, _, views in rows)
    texts_by_views = _partition(((seat, text), views) for seat, _, text, _, views in rows)
    assert all(len(texts) == 1 for texts in by_views.values())
    assert all(len(views) == 1 for views in texts_by_views.values())
    # the check bites: strings are shared by histories that differ, after players moved
    shared = _shared(_partition(((seat, text), actions) for seat, actions, text, _, _ in rows))
    assert shared >= 10, shared


@pytest.mark.parametrize("players", [2, 3])
def test_billionaire_observation_tensor_is_the_whole_position(players):
    game = load_game("logo_kit_billionaire", players=players, winning_money=200)
    found = histories(game, seed=3, wanted=WANTED, longest=250)
    rows = []
    for history in found:
        state = history.state
        legal = (
            tuple(a for a, _ in state.chance_outcomes())
            if state.is_chance_node()
            else (tuple(state.legal_actions()))
        )
        for seat in range(players):
            text = state.observation_string(seat)
            tensor = np.asarray(state.observation_tensor(seat), np.float32).tobytes()
            rows.append((seat, history.actions, text, tensor, (legal, _table(state.position))))
    by_text = _partition(((seat, text), tensor) for seat, _, text, tensor, _ in rows)
    by_tensor = _partition(((seat, tensor), text) for seat, _, text, tensor, _ in rows)
    assert all(len(tensors) == 1 for tensors in by_text.values())
    assert all(len(texts) == 1 for texts in by_tensor.values())
    # the string names the position: what can happen next follows from it alone
    by_position = _partition(((seat, text), table) for seat, _, text, _, table in rows)
    assert all(len(tables) == 1 for tables in by_position.values())
    assert len(by_text) > 500  # many positions, most of them near one another


def _table(position):
    # the position without its move log and its launch statistics
    return (
        position.money,
        position.positions,
        position.hands,
        position.piles,
        position.undealt,
        position.mover,
        position.phase,
        position.turn,
        position.traded_with,
        position.launching,
        position.drawn,
        position.winner,
        position.last_launch,
    )
