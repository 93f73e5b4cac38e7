"""Stopping a run's workers after Ctrl-C or a failing bot.

What has not started is cancelled. A process pool's busy workers are killed (a
worker deep in a bot's loop stops no other way). A Dask worker's thread cannot be
stopped from outside: every worker is told to start no further game of the run,
and one still playing it :data:`STOP_GRACE_SECONDS` later is in a game that does
not end, so with ``stuck_workers="restart"`` its nanny restarts it, in a background
thread, so that Ctrl-C still returns at once (:func:`~logo_kit.simulate.play_indexed`
says why that is the default).
"""

from __future__ import annotations

import contextlib
import threading
import time
import warnings
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError

from .worker import chunks_running, stop_run

__all__ = [
    "RESTART_SECONDS",
    "STOP_GRACE_SECONDS",
    "STUCK_WORKERS",
    "check_stuck_workers",
    "restart_stuck_workers",
    "stop_workers",
]

STUCK_WORKERS = ("restart", "leave")
"""What Ctrl-C does to a Dask worker still playing one of the run's games after
:data:`STOP_GRACE_SECONDS` (see :func:`~.play.play_indexed`)."""
STOP_GRACE_SECONDS = 1.0
"""How long after Ctrl-C a Dask worker's chunk has to notice the stop (it checks
between games) before its worker counts as stuck on the run."""


def check_stuck_workers(stuck_workers: Any) -> str:
    """``stuck_workers`` if it is one of :data:`STUCK_WORKERS`."""
    if isinstance(stuck_workers, str) and stuck_workers in STUCK_WORKERS:
        return stuck_workers
    raise LogoKitError(
        "stuck_workers must be 'restart' (restart a Dask worker still playing one of the "
        "run's games after Ctrl-C) or 'leave' (leave it playing), got "
        f"{checks.describe(stuck_workers)}."
    )


def stop_workers(executor, client, spans, token, stuck_workers="restart") -> None:
    """Cancel the chunks not started and stop those still playing (on Dask, restart in the
    background the workers still stuck in a game after the grace, with ``"restart"``)."""
    playing = [f for f in spans if not f.done()]
    processes = getattr(executor, "_processes", None)
    if playing and client is None and isinstance(processes, dict):
        # A ProcessPoolExecutor: a worker deep in a bot's loop stops no other way than
        # being killed. Take the workers before anything else (the pool's manager thread
        # drops a worker from its table as it leaves, and one that took a queued chunk
        # meanwhile would play on unseen), kill them, then let the manager thread fail the
        # chunks left and finish, before any future is cancelled under it.
        workers = list(processes.values())
        for process in workers:
            process.kill()
        executor.shutdown(wait=True, cancel_futures=True)
        for process in workers:
            process.join(timeout=5)
        return
    for future in spans:
        future.cancel()
    if not playing:
        return
    if client is not None:
        with contextlib.suppress(Exception):
            # Waits for the workers' answers (milliseconds; their event loops are not the
            # threads playing): distributed refuses wait=False for a plain function.
            client.run(stop_run, token, on_error="ignore")
        if stuck_workers == "restart":
            # Not daemonic: a script that ends right after Ctrl-C still restarts the stuck
            # workers of a cluster that outlives it (the thread ends within seconds).
            threading.Thread(
                target=restart_stuck_workers,
                args=(client, token),
                name=f"logo_kit-stuck-workers-{token[:8]}",
                daemon=False,
            ).start()
        return
    stop_run(token)  # a thread pool: its threads run in this process


RESTART_SECONDS = 60.0
"""How long restarting the stuck workers may take before giving up (with a warning)."""


def _busy_workers(client: Any, token: str) -> list[str]:
    """The Dask workers playing a chunk of run ``token`` now."""
    counts = client.run(chunks_running, token, on_error="ignore")
    return sorted(address for address, count in counts.items() if count)


def restart_stuck_workers(client: Any, token: str, grace: float | None = None) -> None:
    """Restart the Dask workers still playing run ``token`` ``grace`` seconds from now.

    Runs in its own thread after Ctrl-C, so the notebook has its games at once. A
    chunk told to stop ends after its game; one still running after the grace is in a
    game that does not end (a bot that never returns), and only killing the worker's
    process frees that thread: the nanny does that and starts a fresh worker. A worker
    without a nanny is left, with a warning.
    """
    grace = STOP_GRACE_SECONDS if grace is None else grace
    deadline = time.monotonic() + grace
    try:
        busy = _busy_workers(client, token)
        while busy and time.monotonic() < deadline:
            time.sleep(min(0.1, max(0.0, deadline - time.monotonic())))
            busy = _busy_workers(client, token)
        if not busy:
            return
        workers = client.scheduler_info()["workers"]
        busy = [address for address in busy if address in workers]
        lone = [address for address in busy if not workers[address].get("nanny")]
        if lone:
            warnings.warn(
                f"Dask worker(s) {', '.join(lone)} still play a game of the interrupted run "
                f"{grace:g} s after Ctrl-C (a bot that does not return?) and have no nanny, "
                "so they cannot be restarted: they are left playing. Give the run "
                "move_seconds, or restart them yourself.",
                RuntimeWarning,
                stacklevel=1,
            )
        nannied = [address for address in busy if address not in lone]
        if nannied:
            outcome = client.restart_workers(
                nannied, timeout=RESTART_SECONDS, raise_for_error=False
            )
            failed = {address: status for address, status in outcome.items() if status != "OK"}
            if failed:
                raise RuntimeError(f"the nanny answered {failed}")
    except Exception as error:  # a closed client, an unreachable scheduler: say so
        warnings.warn(
            f"could not restart the Dask workers still playing the interrupted run: {error}",
            RuntimeWarning,
            stacklevel=1,
        )
