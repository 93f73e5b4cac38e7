"""Publish the exact solo Star Light study: ``docs/studies/optimal-solo.json`` and the
table in ``docs/studies/optimal-solo.md`` (``make optimal-solo``; about half an hour on
the 2 shared cores, ten minutes of it the 7-card attempt).

Each job runs in a process of its own, so its time and peak memory are its own:

1. the exact solver (:mod:`logo_kit.lore.optimal`) for 3 to ``--largest`` stars (6):
   the fewest expected rounds, states, seconds, memory; its strategy played on every
   line (worst case, rounds per line); the advisor's first round followed by the best
   play; up to 5 stars every optimal first round and the states the search needs
   without symmetry;
2. ``--attempt`` stars (7) with a ``--budget`` (600 s): how far the search gets;
3. the advisor and the greedy player (:mod:`logo_kit.lore.solo_policies`) played on
   every line, exactly, for 3 to 9 stars (the greedy player to 8); 9 stars is split
   at the first answer over ``--workers`` processes;
4. a seeded simulation of the advisor on 9 stars (95% interval) beside its exact value.

Usage::

    nice -n 10 .venv/bin/python tools/optimal_solo.py
    .venv/bin/python tools/optimal_solo.py --largest 5 --attempt 0 --advisor-up-to 6 \\
        --games 50 --out /tmp/solo.json --table /tmp/solo.md
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import platform
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from logo_kit.lore import Belief, OptimalSolver, advisor_round, evaluate_policy, simulate_policy
from logo_kit.lore.gain import outcome_counts
from logo_kit.lore.optimal import SearchTimeout
from logo_kit.lore.solo_bounds import entropy_bound, expected_rounds_bound, worst_case_bound
from logo_kit.lore.solo_policies import greedy_round
from logo_kit.studies import SOLO_FILE, STUDIES_DIR

POLICIES = {"advisor": advisor_round, "greedy": greedy_round}
SEED = 2033
START, END = "<!-- table: start (tools/optimal_solo.py) -->", "<!-- table: end -->"


def _ratio(value: Fraction | None) -> str | None:
    return None if value is None else f"{value.numerator}/{value.denominator}"


def _decimal(value: Fraction | None) -> float | None:
    return None if value is None else round(float(value), 6)


def _peak_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)  # kB on Linux


def _load() -> float:
    return round(os.getloadavg()[0], 2)


# -- jobs (each runs in a fresh process) -----------------------------------------------


def solve_job(stars: int, detail: bool) -> dict[str, Any]:
    """The exact optimum of ``stars`` cards, timed, and its strategy on every line."""
    load, wall, cpu = _load(), time.perf_counter(), time.process_time()
    solver = OptimalSolver(stars)
    value = solver.expected_rounds()
    seconds, cpu_seconds = time.perf_counter() - wall, time.process_time() - cpu
    found = {
        "value": value,
        "states": solver.states,
        "expansions": solver.expansions,
        "seconds": round(seconds, 2),
        "cpu_seconds": round(cpu_seconds, 2),
        "memory_mb": _peak_mb(),
        "load": [load, _load()],
    }
    played = evaluate_policy(solver.best_round, stars)
    assert played.expected == value, "the strategy must reach the value it was solved for"
    found["counts"] = list(played.counts)
    opening = advisor_round(Belief(stars=stars))  # the advisor's first round, then the best

    def advisor_first(belief: Belief):
        return opening if belief.count == math.factorial(stars) else solver.best_round(belief)

    found["advisor_first"] = evaluate_policy(advisor_first, stars).expected
    if detail:  # small lines: every optimal first round, and the states without symmetry
        found["first"] = [str(r) for r in solver.first_rounds()]
        plain = OptimalSolver(stars, symmetry=False)
        assert plain.expected_rounds() == value
        found["plain_states"] = plain.states
    else:
        found["first"] = [str(solver.best_round(Belief(stars=stars)))]
    return found


def attempt_job(stars: int, budget: float) -> dict[str, Any]:
    """How far the exact search of ``stars`` cards gets in ``budget`` seconds."""
    load, wall = _load(), time.perf_counter()
    solver = OptimalSolver(stars, time_limit=budget)
    try:
        value = solver.expected_rounds()
    except SearchTimeout:
        value = None
    return {
        "stars": stars,
        "budget_seconds": budget,
        "finished": value is not None,
        "optimal_expected_rounds": _ratio(value),
        "seconds": round(time.perf_counter() - wall, 1),
        "states": solver.states,
        "expansions": solver.expansions,
        "memory_mb": _peak_mb(),
        "load": [load, _load()],
    }


def policy_job(name: str, stars: int, branch: int | None = None) -> dict[str, Any]:
    """``name``'s rounds on every line of ``stars`` cards (``branch``: only the lines
    that give the ``branch``-th answer to the first round; their rounds count from 1)."""
    policy, wall = POLICIES[name], time.perf_counter()
    belief, shift = Belief(stars=stars), 0
    if branch is not None:
        first = policy(belief)
        laid = belief.rearrange(first.arrangement)
        answers = sorted(outcome_counts(laid, first.query))
        belief, shift = laid.update(first.query, answers[branch]), 1
    played = evaluate_policy(policy, stars, belief=belief)
    return {
        "counts": [0] * shift + list(played.counts),
        "asked": played.asked + shift * (branch == 0),
        "seconds": round(time.perf_counter() - wall, 1),
        "memory_mb": _peak_mb(),
    }


def _in_process(job, *args):
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
        return pool.submit(job, *args).result()


def _policy_everywhere(name: str, stars: int, workers: int) -> dict[str, Any]:
    if stars < 9 or workers < 2:
        return _in_process(policy_job, name, stars)
    belief = Belief(stars=stars)  # split the tree at the first answer
    first = POLICIES[name](belief)
    branches = len(outcome_counts(belief.rearrange(first.arrangement), first.query))
    wall = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        parts = list(pool.map(policy_job, [name] * branches, [stars] * branches, range(branches)))
    width = max(len(p["counts"]) for p in parts)
    counts = [sum(p["counts"][r] for p in parts if r < len(p["counts"])) for r in range(width)]
    return {
        "counts": counts,
        "asked": sum(p["asked"] for p in parts),
        "seconds": round(time.perf_counter() - wall, 1),
        "memory_mb": max(p["memory_mb"] for p in parts),
    }


# -- the rows ---------------------------------------------------------------------------


def _expected(counts: list[int]) -> Fraction:
    return Fraction(sum(r * n for r, n in enumerate(counts)), sum(counts))


def make_row(stars: int, solved: dict | None, policies: dict[str, dict]) -> dict[str, Any]:
    lines = math.factorial(stars)
    optimal = solved["value"] if solved else None
    advisor = _expected(policies["advisor"]["counts"])
    greedy = _expected(policies["greedy"]["counts"]) if "greedy" in policies else None
    bound = expected_rounds_bound(lines)
    row: dict[str, Any] = {
        "stars": stars,
        "optimal_expected_rounds": _ratio(optimal),
        "optimal_decimal": _decimal(optimal),
        "advisor_expected_rounds": _ratio(advisor),
        "advisor_decimal": _decimal(advisor),
        "advisor_gap_percent": round(float(advisor / optimal - 1) * 100, 2) if optimal else None,
        "greedy_expected_rounds": _ratio(greedy),
        "greedy_decimal": _decimal(greedy),
        "lower_bound": _ratio(bound),
        "lower_bound_decimal": _decimal(bound),
        "entropy_bound": round(entropy_bound(lines), 6),
        "worst_case": {
            "optimal": len(solved["counts"]) - 1 if solved else None,
            "advisor": len(policies["advisor"]["counts"]) - 1,
            "greedy": len(policies["greedy"]["counts"]) - 1 if "greedy" in policies else None,
            "bound": worst_case_bound(lines),
        },
        "rounds_counts": {name: found["counts"] for name, found in policies.items()},
        "optimal_first_rounds": solved["first"] if solved else None,
        "advisor_first_round": str(advisor_round(Belief(stars=stars))),
        "advisor_first_then_optimal": _ratio(solved["advisor_first"]) if solved else None,
        "states": solved["states"] if solved else None,
        "states_without_symmetry": solved.get("plain_states") if solved else None,
        "expansions": solved["expansions"] if solved else None,
        "seconds": solved["seconds"] if solved else None,
        "cpu_seconds": solved["cpu_seconds"] if solved else None,
        "memory_mb": solved["memory_mb"] if solved else None,
        "load_average": solved["load"] if solved else None,
        "advisor_beliefs": policies["advisor"]["asked"],
        "advisor_seconds": policies["advisor"]["seconds"],
    }
    if solved:
        row["rounds_counts"]["optimal"] = solved["counts"]
    return row


def _cell(value: Any, digits: int = 3) -> str:
    if value is None:
        return "–"
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


def table(rows: list[dict[str, Any]]) -> str:
    """The markdown table of the study (the one ``optimal-solo.md`` shows)."""
    out = [
        "| stars | optimal (exact) | advisor | gap | greedy | lower bound | worst case "
        "opt / adv / bound | states | seconds | memory MB |",
        "|---:|---|---|---:|---:|---:|---|---:|---:|---:|",
    ]
    for row in rows:
        optimal = row["optimal_expected_rounds"]
        shown = f"{optimal} ≈ {row['optimal_decimal']:.4f}" if optimal else "out of reach"
        advisor = f"{row['advisor_expected_rounds']} ≈ {row['advisor_decimal']:.4f}"
        gap = row["advisor_gap_percent"]
        worst = row["worst_case"]
        out.append(
            f"| {row['stars']} | {shown} | {advisor} | "
            f"{'–' if gap is None else f'{gap:.1f}%'} | {_cell(row['greedy_decimal'])} | "
            f"{row['lower_bound_decimal']:.3f} | {_cell(worst['optimal'])} / {worst['advisor']} / "
            f"{worst['bound']} | {_cell(row['states'])} | {_cell(row['seconds'], 1)} | "
            f"{_cell(row['memory_mb'], 0)} |"
        )
    return "\n".join(out)


def _write_table(path: Path, text: str) -> None:
    if not path.exists():
        return
    page = path.read_text()
    if START not in page or END not in page:
        raise SystemExit(f"{path} has no table markers ({START} … {END}).")
    head, rest = page.split(START, 1)
    tail = rest.split(END, 1)[1]
    path.write_text(f"{head}{START}\n{text}\n{END}{tail}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--largest", type=int, default=6, help="largest line solved exactly")
    parser.add_argument("--attempt", type=int, default=7, help="line tried with --budget (0: none)")
    parser.add_argument("--budget", type=float, default=600.0, help="seconds for --attempt")
    parser.add_argument("--advisor-up-to", type=int, default=9, help="largest line for the advisor")
    parser.add_argument("--greedy-up-to", type=int, default=8, help="largest line for greedy")
    parser.add_argument("--games", type=int, default=200, help="simulated games on the largest")
    parser.add_argument("--workers", type=int, default=2, help="processes for 9 cards")
    parser.add_argument("--out", type=Path, default=STUDIES_DIR / SOLO_FILE)
    parser.add_argument("--table", type=Path, default=STUDIES_DIR / "optimal-solo.md")
    args = parser.parse_args(argv)
    began, load = time.perf_counter(), _load()
    solved = {}
    for stars in range(3, args.largest + 1):  # alone first, so their timings are their own
        solved[stars] = _in_process(solve_job, stars, stars <= 5)
        print(
            f"{stars} stars: optimum {solved[stars]['value']} in {solved[stars]['seconds']} s "
            f"({solved[stars]['states']:,} states)",
            flush=True,
        )
    attempts = []
    if args.attempt:
        attempts.append(_in_process(attempt_job, args.attempt, args.budget))
        print(f"{args.attempt} stars: {attempts[-1]}", flush=True)
    rows = []
    for stars in range(3, args.advisor_up_to + 1):
        policies = {"advisor": _policy_everywhere("advisor", stars, args.workers)}
        if stars <= args.greedy_up_to:
            policies["greedy"] = _policy_everywhere("greedy", stars, args.workers)
        rows.append(make_row(stars, solved.get(stars), policies))
        print(
            f"{stars} stars: advisor {rows[-1]['advisor_expected_rounds']} "
            f"({policies['advisor']['seconds']} s)",
            flush=True,
        )
    largest = rows[-1]
    rng = np.random.default_rng(SEED)
    sample = simulate_policy(advisor_round, largest["stars"], args.games, rng)
    low, high = sample.estimate.interval
    largest["advisor_simulation"] = {
        "games": args.games,
        "seed": SEED,
        "mean": round(sample.estimate.mean, 4),
        "low": round(low, 4),
        "high": round(high, 4),
        "exact_inside": low <= largest["advisor_decimal"] <= high,
    }
    data = {
        "format": 1,
        "command": "make optimal-solo (nice -n 10 .venv/bin/python tools/optimal_solo.py)",
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}",
        "round": (
            "one Choose Focus + Search the Sky (one SoloPuzzle.ask): two cards held up, a "
            "non-empty set of the Star Light questions asked in order (rulings S2, S4, S10-S12); "
            "moving cards and Align the Stars are free (S14, S17); the stars are aligned as soon "
            "as one line is left, which is not a round"
        ),
        "load_average_start": load,
        "load_average_end": _load(),
        "wall_seconds": round(time.perf_counter() - began, 1),
        "rows": rows,
        "attempts": attempts,
    }
    args.out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    _write_table(args.table, table(rows))
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
