"""OpenSpiel's CFR and CFR+ on a small Logic & Lore game where both seats act.

Two Star Light lines of two stars and a cap of two turns: seat 0 plays the first turn,
seat 1 the second, so both seats decide (the solvers' tables hold information states of
both, recorded). The NashConv of each solver's average policy (``exploitability.
nash_conv``: how much both seats together could gain by best responses; 0 at a Nash
equilibrium) is measured after the listed iterations. CFR is deterministic: no seed.
"""

from __future__ import annotations

import time
from typing import Any

SETUP = {"mode": "light", "stars": 2, "max_turns": 2}
"""The game: ``load_game("logo_kit_lore", **SETUP)``."""


def run(iterations: int, at: tuple[int, ...]) -> dict[str, Any]:
    """NashConv curves of CFR and CFR+ (``iterations`` each, measured after ``at``)."""
    from open_spiel.python.algorithms import cfr, exploitability

    from logo_kit.openspiel import load_game

    game = load_game("logo_kit_lore", **SETUP)
    record: dict[str, Any] = {
        "game": "logo_kit_lore(" + ", ".join(f"{k}={v!r}" for k, v in SETUP.items()) + ")",
        "solvers": {},
    }
    for name, solver_class in (("CFR", cfr.CFRSolver), ("CFR+", cfr.CFRPlusSolver)):
        began = time.process_time()
        solver = solver_class(game)
        curve = []
        for iteration in range(1, iterations + 1):
            solver.evaluate_and_update_policy()
            if iteration in at:
                value = exploitability.nash_conv(game, solver.average_policy())
                curve.append({"iterations": iteration, "nash_conv": value})
        policy = solver.average_policy()
        record["solvers"][name] = {
            "curve": curve,
            "information_states": [len(states) for states in policy.states_per_player],
            "cpu_seconds": round(time.process_time() - began, 1),
        }
    return record


def summary_rows(record: dict[str, Any]) -> list[str]:
    """Markdown rows: NashConv after each measured iteration, per solver."""
    names = list(record["solvers"])
    rows = [
        "| iterations | " + " | ".join(f"{n} NashConv" for n in names) + " |",
        "|---:|" + "---:|" * len(names),
    ]
    curves = [record["solvers"][n]["curve"] for n in names]
    for points in zip(*curves, strict=True):
        cells = " | ".join(f"{p['nash_conv']:.4f}" for p in points)
        rows.append(f"| {points[0]['iterations']} | {cells} |")
    return rows
