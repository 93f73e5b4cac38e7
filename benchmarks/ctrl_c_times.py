"""How long Ctrl-C takes to return on serial, process-pool and Dask runs.

Plays LOGO Billionaire tournaments (two players, fixed 3 vs fixed 5) of a million games
and sends this process a SIGINT (what Ctrl-C does) ``DELAY`` seconds after the first
game finished, then times how long the tournament takes to return its games 0 … k−1.
Each executor is measured with healthy bots and with a bot that never returns on some
moves (it spins in pure Python with chance ``SPIN_CHANCE`` per move, so by the time
Ctrl-C comes every worker is usually stuck in a game). For Dask it also times, from
the Ctrl-C, how long until no worker plays the run any more (the stuck ones restarted
through their nannies) and the cluster has both workers back; each Dask run gets a
fresh cluster.

Run: ``nice -n 10 .venv/bin/python -m benchmarks.ctrl_c_times [repeats]`` (about 3 minutes
for 3 repeats; numbers depend on the machine and on what else runs on it). ``ONLY="dask"``
(or ``serial``, ``pool``, several separated by spaces) measures only those executors.
"""

from __future__ import annotations

import os
import signal
import statistics
import sys
import threading
import time

import dask
from distributed import Client, LocalCluster

from logo_kit.billionaire import ApprenticeOptions, FixedCountLauncher
from logo_kit.engine import tournament
from logo_kit.simulate import local_process_pool
from logo_kit.simulate.worker import chunks_running

WORKERS = 2
DELAY = 1.5
SPIN_CHANCE = 0.002
GAMES = 10**6


class NeverReturns(FixedCountLauncher):
    """Stops after 5 cards, but on a move with chance ``SPIN_CHANCE`` computes for ever."""

    def choose(self, view, rng):
        if rng.random() < SPIN_CHANCE:
            count = 0
            while True:  # never returns
                count += 1
        return super().choose(view, rng)


def players(stuck: bool) -> list:
    return [FixedCountLauncher(3), NeverReturns(5) if stuck else FixedCountLauncher(5)]


def interrupted_run(executor, stuck: bool) -> tuple[float, int, float]:
    """Seconds from SIGINT to the tournament's return, games returned, SIGINT's time."""
    sent: list[float] = []

    def interrupt() -> None:
        sent.append(time.perf_counter())
        os.kill(os.getpid(), signal.SIGINT)

    def progress(done: int, total: int) -> None:
        if not started.is_set():
            started.set()
            threading.Timer(DELAY, interrupt).start()

    started = threading.Event()
    try:
        result = tournament(
            players(stuck),
            GAMES,
            seed=1,
            options=ApprenticeOptions(players=2),
            executor=executor,
            progress=progress,
        )
        games = result.games
    except KeyboardInterrupt:  # Ctrl-C before game 0 finished
        games = 0
    returned = time.perf_counter()
    if not sent:
        raise SystemExit("the run ended before Ctrl-C was sent: raise GAMES")
    return returned - sent[0], games, sent[0]


def wait_for_dask(client: Client, since: float) -> float:
    """Seconds from ``since`` until no worker plays a chunk and every worker is back."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        busy = client.run(chunks_running, on_error="ignore")
        if len(busy) == WORKERS and not any(busy.values()):
            assert client.submit(sum, [1, 2], pure=False).result(timeout=60) == 3
            return time.perf_counter() - since
        time.sleep(0.05)
    raise SystemExit("the Dask workers were still busy after 120 s")


def show(name: str, rows: list[tuple[float, int]], extra: list[float] | None = None) -> None:
    times = [seconds for seconds, _ in rows]
    line = (
        f"| {name} | {statistics.median(times):.2f} | {max(times):.2f} | "
        f"{', '.join(str(games) for _, games in rows)} |"
    )
    if extra is not None:
        line += f" {statistics.median(extra):.2f} (max {max(extra):.2f}) |"
    else:
        line += " – |"
    print(line, flush=True)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print(f"Ctrl-C {DELAY} s after game 0; {repeats} runs each; seconds")
    print("| run | return (median) | return (max) | games returned | Dask: workers free |")
    print("|---|---:|---:|---|---:|")
    only = os.environ.get("ONLY", "serial pool dask").split()
    for stuck in (False, True) if "pool" in only or "serial" in only else ():
        label = "never-returning bot" if stuck else "healthy bots"
        if "serial" in only:
            show(f"serial, {label}", [interrupted_run(None, stuck)[:2] for _ in range(repeats)])
        rows = []
        for _ in range(repeats if "pool" in only else 0):
            with local_process_pool(WORKERS) as pool:
                rows.append(interrupted_run(pool, stuck)[:2])
        if rows:
            show(f"process pool ({WORKERS}), {label}", rows)
    if "dask" not in only:
        return
    for stuck in (False, True):
        rows, free = [], []
        for _ in range(repeats):
            # A fresh cluster each time, and one that waits for a restarted worker however
            # busy the machine (a LocalCluster drops one not back within 15 s).
            with (
                dask.config.set({"distributed.deploy.lost-worker-timeout": "600s"}),
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
                seconds, games, sent = interrupted_run(executor, stuck)
                rows.append((seconds, games))
                free.append(wait_for_dask(client, sent))
                for thread in threading.enumerate():  # let the restart answer
                    if thread.name.startswith("logo_kit-stuck-workers"):
                        thread.join(timeout=120)
        label = "never-returning bot" if stuck else "healthy bots"
        show(f"Dask ({WORKERS} workers), {label}", rows, free)


if __name__ == "__main__":
    main()
