"""Games per second per worker on a two-worker Dask LocalCluster, for docs/tournaments.md.

Plays each game's usual study pairing on a LocalCluster (127.0.0.1, one thread per
worker) with the default chunk size (sized from the workers and game 0's time), and
prints a Markdown table: games, wall seconds, tasks sent, games per second per worker.
Run: ``nice -n 10 .venv/bin/python -m benchmarks.dask_scale`` (a few minutes; numbers
depend on the machine and on what else runs on it).
"""

from __future__ import annotations

import sys
import time

from distributed import Client, LocalCluster

from logo_kit.billionaire import ApprenticeOptions, EVOptimalLauncher, FixedCountLauncher
from logo_kit.engine import tournament
from logo_kit.logo import LogoOptions
from logo_kit.logo.players import CalculatorPlayer, GreedyLowPlayer
from logo_kit.lore import LoreOptions
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer, LookaheadPlayer

WORKERS = 2
RUNS = {
    "LOGO Billionaire (2 players, fixed 3 vs EV-optimal)": (
        lambda: [FixedCountLauncher(3), EVOptimalLauncher()],
        ApprenticeOptions(players=2),
        4000,
    ),
    "LOGO (2 players, greedy vs calculator)": (
        lambda: [GreedyLowPlayer(), CalculatorPlayer()],
        LogoOptions(players=2),
        200,
    ),
    "Logic & Lore (9 stars, greedy vs advisor)": (
        lambda: [GreedyInfoPlayer(), AdvisorPlayer()],
        LoreOptions(),
        200,
    ),
    "Logic & Lore (9 stars, advisor vs lookahead)": (
        lambda: [AdvisorPlayer(), LookaheadPlayer()],
        LoreOptions(),
        40,
    ),
}


def main() -> None:
    wanted = sys.argv[1:]
    rows = []
    with (
        LocalCluster(
            n_workers=WORKERS,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        Client(cluster) as client,
        client.get_executor() as executor,
    ):
        for name, (players, options, games) in RUNS.items():
            if wanted and not any(w.lower() in name.lower() for w in wanted):
                continue
            tournament(players(), 2, seed=99, options=options, executor=executor)  # warm up
            calls = []  # progress is called for game 0 (played here) and once per chunk
            start = time.perf_counter()
            result = tournament(
                players(),
                games,
                seed=1,
                options=options,
                executor=executor,
                progress=lambda done, total, calls=calls: calls.append(done),
            )
            seconds = time.perf_counter() - start
            tasks = len(calls) - 1
            rows.append((name, result.games, seconds, tasks, result.games / seconds / WORKERS))
            print(rows[-1], flush=True)
    print("| game (pairing) | games | wall s | tasks | games/s per worker |")
    print("|---|---:|---:|---:|---:|")
    for name, games, seconds, tasks, rate in rows:
        print(f"| {name} | {games} | {seconds:.1f} | {tasks} | {rate:.2f} |")


if __name__ == "__main__":
    main()
