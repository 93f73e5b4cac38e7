"""Load on the class pool: a class sending at once, and how soon the teacher sees it.

    python -m benchmarks.class_load                      # SQLite file in a temporary folder
    python -m benchmarks.class_load --pool postgresql+psycopg://…   # any SQLAlchemy URL

Thirty students (threads on this machine, as thirty browsers' kernels would be on
one server) each send 20 results at once while a :class:`TeacherBoard` refreshes
every second. Reported: sends per second, the 50th and 95th percentile time from a
send returning to the teacher's board showing it (the issue's goal: 95th within
2 s), the process's peak memory, and whether the pooled counts are exactly what
was sent. A second run adds a flood (one student sending 10,000 times) and a
student sending garbage: both are refused, and the others' latency should not
move.

How latency is found: each send's finishing time is recorded; each teacher redraw
records its time and how many sends it shows. Sends commit in order, so the k-th
send to finish is on screen from the first redraw showing at least k sends.
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

EXPERIMENT = "logo-red-cards"


@dataclass
class LoadReport:
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

    def flooder() -> None:
        pool = ClassPool.join(url, code="load")
        start.wait()
        for _ in range(flood_sends):
            try:
                pool.submit("flood", EXPERIMENT, [1])
            except ClassPoolError:
                with lock:
                    refused[0] += 1

    def garbage() -> None:
        pool = ClassPool.join(url, code="load")
        start.wait()
        for junk in ([99], "2 1", [], [1.5], [1] * 500):
            try:
                pool.submit("junk", EXPERIMENT, junk)
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
        threads += [threading.Thread(target=flooder), threading.Thread(target=garbage)]
    for t in threads:
        t.start()
    watcher = threading.Thread(target=watch)
    began = time.perf_counter()
    start.wait()
    watcher.start()
    for t in threads:
        t.join()
    seconds = max(finished) - began  # the students' own sends (not the flood's)
    total = students * sends + (500 if flood else 0)  # the flood's first 500 are stored
    guard = time.perf_counter() + 120
    while (not redraws or redraws[-1][1] < total) and time.perf_counter() < guard:
        time.sleep(0.05)
    done.set()
    watcher.join()
    ours = sorted(finished)
    latencies = []
    for k, moment in enumerate(ours, start=1):
        shown = next((t for t, n in redraws if n >= k and t >= moment), None)
        if shown is not None:
            latencies.append(shown - moment)
    sent = [k for outcomes in plans.values() for row in outcomes for k in row]
    pooled = teacher.pool.pooled(EXPERIMENT)
    counts = np.bincount(sent, minlength=8)
    if flood:
        counts[1] += 500
    exact = pooled.counts == dict(enumerate(counts.tolist()))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    teacher.stop()
    return LoadReport(students, sends, seconds, latencies, exact, refused[0], peak)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Load on the class pool.")
    parser.add_argument("--pool", default=None, help="an SQLAlchemy URL (default: a new SQLite)")
    args = parser.parse_args(argv)
    print(
        "| run | sends | sends/s | p50 send→teacher | p95 send→teacher | exact | refused "
        "| peak memory |"
    )
    print("|---|---:|---:|---:|---:|---|---:|---:|")
    for flood in (False, True):
        with tempfile.TemporaryDirectory() as folder:
            url = args.pool or f"sqlite:///{Path(folder) / 'class.db'}"
            if args.pool:
                _empty(url)
            r = run_load(url, flood=flood)
            name = "30 × 20, with a flood and garbage" if flood else "30 students × 20 sends"
            print(
                f"| {name} | {r.students * r.sends} | {r.rate:.0f} | "
                f"{r.percentile(50):.2f} s | {r.percentile(95):.2f} s | {r.exact} | "
                f"{r.refused} | {r.peak_mb:.0f} MB |"
            )
    return 0


def _empty(url: str) -> None:
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.begin() as db:
        db.execute(
            text("DROP TABLE IF EXISTS logo_kit_submissions, logo_kit_frozen, logo_kit_classes")
        )
    engine.dispose()


if __name__ == "__main__":
    raise SystemExit(main())
