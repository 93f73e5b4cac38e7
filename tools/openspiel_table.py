"""Which OpenSpiel algorithms run on the three games: a markdown table of works / fails and why.

    .venv/bin/python tools/openspiel_table.py

Each game is tried, at a small size, with ``rl_environment.Environment`` (random
agents), ``pyspiel.random_sim_test``, ``evaluate_bots`` with two MCTS bots, and
``exploitability``; CFR with ``nash_conv`` runs on the tiny Logic & Lore game
(the trees of LOGO and Billionaire are far too large to enumerate). The
NashConv curve of 10 CFR iterations is printed under the table.
"""

from __future__ import annotations

import numpy as np
import pyspiel
from open_spiel.python import policy, rl_environment
from open_spiel.python.algorithms import cfr, evaluate_bots, exploitability, mcts

from logo_kit.lore import LoreOptions
from logo_kit.openspiel import load_game

SMALL = {
    "LOGO": ("logo_kit_logo", {"players": 2, "max_rounds": 1}),
    "Logic & Lore": ("logo_kit_lore", {"stars": 3, "max_turns": 6}),
    "Billionaire": ("logo_kit_billionaire", {"players": 2, "winning_money": 200}),
}
TINY_LORE = {"mode": "light", "stars": 2, "max_turns": 1}


def _rl_environment(game):
    env = rl_environment.Environment(game, seed=1)
    rng = np.random.default_rng(1)
    step = env.reset()
    while not step.last():
        seat = step.observations["current_player"]
        step = env.step([int(rng.choice(step.observations["legal_actions"][seat]))])
    return f"plays (observation tensor of {len(step.observations['info_state'][0])})"


def _random_sim(game):
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    return "passes"


def _mcts(game):
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bots = [mcts.MCTSBot(game, 2.0, 8, evaluator, random_state=rng) for _ in range(2)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    return f"plays (returns {[float(r) for r in returns]})"


def _exploitability(game):
    if not isinstance(game.options, LoreOptions):
        return "not tried: the game tree is far too large to enumerate"
    tiny = load_game("logo_kit_lore", **TINY_LORE)
    value = exploitability.exploitability(tiny, policy.UniformRandomPolicy(tiny))
    return f"works (uniform policy on the tiny game: {value:.4f})"


def _cfr_curve(iterations=10):
    game = load_game("logo_kit_lore", **TINY_LORE)
    solver = cfr.CFRSolver(game)
    curve = []
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
        curve.append(exploitability.nash_conv(game, solver.average_policy()))
    return curve


def _outcome(check, game):
    try:
        return check(game)
    except Exception as error:  # the table reports any failure
        return f"FAILS: {type(error).__name__}: {str(error).splitlines()[0][:120]}"


def main() -> None:
    checks = {
        "rl_environment.Environment": _rl_environment,
        "random_sim_test": _random_sim,
        "evaluate_bots with MCTS": _mcts,
        "exploitability": _exploitability,
    }
    games = {label: load_game(name, **params) for label, (name, params) in SMALL.items()}
    print("| algorithm | " + " | ".join(games) + " |")
    print("|---" * (len(games) + 1) + "|")
    for label, check in checks.items():
        print(f"| {label} | " + " | ".join(_outcome(check, g) for g in games.values()) + " |")
    print(f"\nCFR NashConv on Logic & Lore {TINY_LORE}, iterations 1–10:")
    print(", ".join(f"{value:.4f}" for value in _cfr_curve()))


if __name__ == "__main__":
    main()
