"""The tensors' blocks hold what they say, and the documented layouts are the code's.

Regressions: Logic & Lore with a different number of blackholes per seat crashed
(``tuple.index(x): x not in tuple``) and wrote the opponent's held-up cards into the
seat's own slots; LOGO Billionaire's tensor did not hold the Risky Business cards drawn;
LOGO's did not hold the declarer, the turn, pending Jumps or the card on top.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from logo_kit.billionaire.moves import Draw, RiskyCard
from logo_kit.logo.cardcodes import code_of
from logo_kit.logo.cards import Kind
from logo_kit.logo.moves import Declare, Discard
from logo_kit.lore.moves import AlignStars, ChooseFocus, Pass

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import rl_environment  # noqa: E402

from logo_kit.openspiel import load_game  # noqa: E402
from logo_kit.openspiel.doc_tables import documented_tables  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
UNEVEN = {
    "mode": "light",
    "blackholes": 0,
    "mode_b": "bright",
    "blackholes_b": 2,
    "stars": 3,
    "max_turns": 6,
}


def _play(state, rng, until=None, most=2_000):
    for _ in range(most):
        if state.is_terminal() or (until is not None and until(state)):
            return state
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=np.asarray(probs) / sum(probs))))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def _block(game, state, seat, name):
    layout = game.observation_layout
    return layout.part(np.asarray(state.observation_tensor(seat), np.float32), name)


def _choose(state, wanted):
    state.apply_action(next(a for a, m in state.moves_by_action().items() if wanted(m)))


def test_lore_with_different_blackholes_per_seat_plays_through_openspiel():
    game = load_game("logo_kit_lore", **UNEVEN)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    env = rl_environment.Environment(game, seed=1)
    rng = np.random.default_rng(1)
    for _ in range(3):
        step = env.reset()
        while not step.last():
            seat = step.observations["current_player"]
            step = env.step([int(rng.choice(step.observations["legal_actions"][seat]))])
    assert len(step.observations["info_state"][0]) == game.information_state_tensor_size()
    state = _play(game.new_initial_state(), np.random.default_rng(2))
    for seat in (0, 1):
        assert len(state.observation_tensor(seat)) == game.observation_tensor_size()


@pytest.mark.parametrize("params", [UNEVEN, {"stars": 3, "max_turns": 6}], ids=["uneven", "even"])
def test_held_up_cards_go_to_the_line_they_belong_to(params):
    game = load_game("logo_kit_lore", **params)
    state, rng = game.new_initial_state(), np.random.default_rng(0)
    focus = ChooseFocus((1, 3))
    while not (state.current_player() == 1 and focus in state.moves_by_action().values()):
        if state.is_chance_node():
            state = _play(state, rng, most=1)
            continue
        moves = state.moves_by_action()  # pass where one may, never Align the Stars
        chosen = (
            Pass()
            if Pass() in moves.values()
            else next(m for m in moves.values() if m != AlignStars())
        )
        state.apply_action(next(a for a, m in moves.items() if m == chosen))
    _choose(state, lambda m: m == ChooseFocus((1, 3)))
    # seat 1 holds up its cards 1 and 3: at their places in seat 1's line (with two
    # blackholes its cards are 0-4, without them 1-3)
    cards = game.options.layout(1).cards
    held = np.zeros(
        game.observation_layout.part(np.zeros(game.observation_tensor_size()), "their_held").shape
    )
    held[[cards.index(1), cards.index(3)]] = 1
    assert _block(game, state, 0, "their_held").tolist() == held.tolist()
    assert not _block(game, state, 0, "own_held").any()
    assert _block(game, state, 1, "own_held").tolist() == held.tolist()
    assert not _block(game, state, 1, "their_held").any()
    # seat 0 sees their faces now (ruling S19); seat 1 does not see its own
    faces = _block(game, state, 0, "their_faces").sum(axis=1)
    assert faces.tolist() == held.tolist()
    assert not _block(game, state, 1, "own_faces").any()


def test_billionaire_tensor_holds_the_risky_business_cards_drawn():
    game = load_game("logo_kit_billionaire", players=2, winning_money=300)
    rng = np.random.default_rng(4)
    tensors = {}
    for _ in range(200):  # games until a launch draws a 10, then another 10
        state = _play(
            game.new_initial_state(), rng, until=lambda s: s.position.launching is not None
        )
        if state.is_terminal():
            continue
        while not state.is_terminal() and state.position.launching is not None:
            drawn = state.position.drawn
            if state.is_chance_node():
                outcomes = dict(state.chance_outcomes())
                ten = game.codec.chance_id(state.position, RiskyCard(10))
                state.apply_action(ten if ten in outcomes else max(outcomes, key=outcomes.get))
            elif drawn in ((10,), (10, 10)):
                tensors[drawn] = np.asarray(state.observation_tensor(0), np.float32)
                _choose(state, lambda m: m == Draw())
            else:
                break
        if len(tensors) == 2:
            break
    one, two = tensors[(10,)], tensors[(10, 10)]
    assert not np.array_equal(one, two)
    counts = game.observation_layout.part
    assert counts(one, "drawn_counts")[0] == 1 and counts(two, "drawn_counts")[0] == 2
    assert counts(two, "drawn").tolist()[:3] == [1, 1, 0]


def test_logo_tensor_holds_declarer_turn_jumps_and_top_card():
    game = load_game("logo_kit_logo", players=3, max_rounds=2, max_moves=600)
    seen = {"declarer": 0, "jumps": 0}
    for seed in range(4):
        state, rng = game.new_initial_state(), np.random.default_rng(seed)
        while not state.is_terminal():
            if state.is_chance_node():
                state = _play(state, rng, most=1)
            else:  # at random, but seldom declaring (a round then lasts)
                moves = state.moves_by_action()
                keep = [a for a, m in moves.items() if m != Declare() or rng.random() < 0.05]
                state.apply_action(int(rng.choice(keep or list(moves))))
            if state.is_terminal() or state.position.round_number == 0:
                continue
            for seat in range(3):
                view = state.view(seat)

                def block(name, seat=seat, state=state):
                    return _block(game, state, seat, name)

                top = block("discard_top")
                if view.discard_top is None:  # a moment after the only card was taken
                    assert not top.any()
                else:
                    assert top.argmax() == code_of(view.discard_top)
                assert block("turn_player").argmax() == view.turn_player
                assert block("jumps").tolist() == list(view.pending_jumps)
                declarer = 3 if view.declarer is None else view.declarer
                assert block("declarer").argmax() == declarer
                assert block("hand").sum() == len(view.hand)
            seen["declarer"] += state.view(0).declarer is not None
            seen["jumps"] += any(state.view(0).pending_jumps)
    assert min(seen.values()) > 0  # both were met


def test_the_documented_tables_are_the_code_s():
    text = (ROOT / "docs" / "openspiel.md").read_text()
    for table in documented_tables():
        assert table in text


def test_a_move_between_two_other_seats_is_in_the_third_seat_s_record():
    # seat 1 plays LOOK on seat 2 (who holds no STOP) or just discards it: seat 0's view
    # differs only by the move itself, and so must its record (every move is made in
    # the open)
    game = load_game("logo_kit_logo", players=3, max_rounds=1, max_moves=400)
    rng = np.random.default_rng(1)
    for _ in range(400):
        state = _play(game.new_initial_state(), rng, until=lambda s: _look_pair(s) is not None)
        if state.is_terminal():
            continue
        look, plain = _look_pair(state)
        used, shed = state.child(look), state.child(plain)
        if used.view(0) != shed.view(0) and used.current_player() == shed.current_player():
            assert used.information_state_string(0) != shed.information_state_string(0)
            assert used.information_state_tensor(0) != shed.information_state_tensor(0)
            return
    pytest.fail("no game offered the case")


def _look_pair(state):
    if state.current_player() not in (1, 2):
        return None
    moves = state.moves_by_action()
    for action, move in moves.items():
        if isinstance(move, Discard) and move.action is Kind.LOOK and move.target not in (None, 0):
            target = state.position.hand(move.target)
            if not any(c.kind in (Kind.STOP, Kind.LOGO) for c in target):
                plain = next(a for a, m in moves.items() if m == Discard(move.card))
                return action, plain
    return None
