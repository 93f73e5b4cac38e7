"""The class pool under load: students (threads) sending at once while the teacher's
board refreshes, optionally with a flood and a student sending garbage.

How latency is found: each send's finishing time is recorded; each teacher redraw
records its time and how many sends it shows. Sends commit in order, so the k-th
send to finish is on screen from the first redraw showing at least k sends.
"""

from __future__ import annotations

import resource
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

EXPERIMENT = "logo-red-cards"
FLOOD_STORED = 500
"""How many of the flood's sends the pool stores before its per-student limit."""


@dataclass
class LoadReport:
    """One load run: how fast the sends went, how late the teacher saw them, and whether
    the pooled counts are exactly what was sent."""

    students: int
    sends: int
    seconds: float
    latencies: list[float]
    exact: bool
    refused: int
    peak_mb: float

    @property
    def rate(self) -> float:
        return self.students * self.sends / self.seconds

    def percentile(self, q: float) -> float:
        return float(np.percentile(self.latencies, q)) if self.latencies else float("nan")


def run_load(
    url: str,
    *,
    students: int = 30,
    sends: int = 20,
    flood: bool = False,
    flood_sends: int = 10_000,
    refresh_seconds: float = 1.0,
    seed: int = 23,
) -> LoadReport:
    """Run one load: ``students`` threads × ``sends`` sends, the teacher's board watching."""
    from logo_kit.classpool import ClassPool, ClassPoolError
    from logo_kit.widgets import TeacherBoard

    rng = np.random.default_rng(seed)
    teacher = TeacherBoard(code="load", class_pool=url, live=False)
    plans = {f"s{i:02d}": rng.integers(0, 8, size=(sends, 3)).tolist() for i in range(students)}
    finished: list[float] = []
    redraws: list[tuple[float, int]] = []
    refused = [0]
    lock = threading.Lock()
    start = threading.Barrier(students + (2 if flood else 0) + 1)
    done = threading.Event()

    def student(name: str) -> None:
        pool = ClassPool.join(url, code="load")
        start.wait()
        for index, outcomes in enumerate(plans[name]):
            pool.submit(name, EXPERIMENT, outcomes, submission_id=f"{name}-{index}")
            with lock:
                finished.append(time.perf_counter())

    def refused_sends(name: str, results) -> None:
        pool = ClassPool.join(url, code="load")
        start.wait()
        for result in results:
            try:
                pool.submit(name, EXPERIMENT, result)
            except ClassPoolError:
                with lock:
                    refused[0] += 1

    def watch() -> None:
        while not done.is_set():
            teacher.refresh()
            redraws.append((time.perf_counter(), teacher.pooled.submissions))
            done.wait(refresh_seconds)

    threads = [threading.Thread(target=student, args=(n,)) for n in plans]
    if flood:
        garbage = ([99], "2 1", [], [1.5], [1] * 500)
        threads += [
            threading.Thread(target=refused_sends, args=("flood", [[1]] * flood_sends)),
            threading.Thread(target=refused_sends, args=("junk", garbage)),
        ]
    for t in threads:
        t.start()
    watcher = threading.Thread(target=watch)
    began = time.perf_counter()
    start.wait()
    watcher.start()
    for t in threads:
        t.join()
    seconds = max(finished) - began  # the students' own sends (not the flood's)
    total = students * sends + (FLOOD_STORED if flood else 0)
    guard = time.perf_counter() + 120
    while (not redraws or redraws[-1][1] < total) and time.perf_counter() < guard:
        time.sleep(0.05)
    done.set()
    watcher.join()
    latencies = []
    for k, moment in enumerate(sorted(finished), start=1):
        shown = next((t for t, n in redraws if n >= k and t >= moment), None)
        if shown is not None:
            latencies.append(shown - moment)
    sent = [k for outcomes in plans.values() for row in outcomes for k in row]
    pooled = teacher.pool.pooled(EXPERIMENT)
    counts = np.bincount(sent, minlength=8)
    if flood:
        counts[1] += FLOOD_STORED
    exact = pooled.counts == dict(enumerate(counts.tolist()))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    teacher.stop()
    return LoadReport(students, sends, seconds, latencies, exact, refused[0], peak)


POOL_HEADER = (
    "| run | sends | sends/s | p50 send→teacher | p95 send→teacher | exact | refused "
    "| peak memory |\n"
    "|---|---:|---:|---:|---:|---|---:|---:|"
)


def print_pool_table(pool: str | None, *, quick: bool) -> None:
    """The class pool's table: 30 students × 20 sends, then (unless ``quick``) the same
    with a flood and garbage; on ``pool`` (emptied first) or a fresh SQLite file."""
    print(POOL_HEADER)
    for flood in (False,) if quick else (False, True):
        with tempfile.TemporaryDirectory() as folder:
            url = pool or f"sqlite:///{Path(folder) / 'class.db'}"
            if pool:
                _empty(url)
            r = run_load(url, flood=flood)
            name = "30 × 20, with a flood and garbage" if flood else "30 students × 20 sends"
            print(
                f"| {name} | {r.students * r.sends} | {r.rate:.0f} | "
                f"{r.percentile(50):.2f} s | {r.percentile(95):.2f} s | {r.exact} | "
                f"{r.refused} | {r.peak_mb:.0f} MB |",
                flush=True,
            )


def _empty(url: str) -> None:
    """Drop the class pool's tables at ``url``, so a run starts from nothing."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.begin() as db:
        db.execute(
            text("DROP TABLE IF EXISTS logo_kit_submissions, logo_kit_frozen, logo_kit_classes")
        )
    engine.dispose()
