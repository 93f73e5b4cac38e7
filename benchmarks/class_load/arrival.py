"""A whole class arriving at once on ``make class`` (replayed or in browsers): every
student timed to a usable board, joined and sent, the teacher's view watched for each
student's first result, and what the run cost the machine, as one table row."""

from __future__ import annotations

import os
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from benchmarks import class_browsers, process_usage
from benchmarks.class_load.servers import CODE, class_served, class_served_before
from benchmarks.class_web import APP_EXPERIMENT, Timings, replay_class, run_apart

GOAL_P95_SECONDS = 10.0
"""95% of the class should have a usable board within this many seconds."""


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile of ``values``, or nan when nothing was measured."""
    return float(np.percentile(values, q)) if values else float("nan")


@dataclass
class ClassRun:
    """One class's arrival: the students' timings and what it cost the machine."""

    mode: str  # "replayed" (no browsers) or "browsers"
    students: int
    apps: list[str]
    timings: list[Timings]
    teacher_latencies: list[float]
    preheat_seconds: float
    server_peak_mb: float
    voila_cpu_seconds: float  # the students' Voilà process (one core at most)
    kernels_cpu_seconds: float  # the students' kernels and the teacher's server
    students_cpu_seconds: float  # the browsers', or the replaying process's

    seconds: float
    load_before: float
    load_after: float
    others_cores: float  # cores the machine's other processes used meanwhile
    stuck: list[str] = field(default_factory=list)

    @property
    def usable(self) -> list[float]:
        return [t.usable for t in self.timings if t.usable is not None]

    def row(self) -> str:
        """This run as a row of :data:`CLASS_HEADER`'s table."""
        usable = self.usable
        p95 = percentile(usable, 95)
        verdict = "met" if len(usable) == self.students and p95 <= GOAL_P95_SECONDS else "MISSED"
        return (
            f"| {self.students} | {self.mode} | {percentile(usable, 50):.1f} s | {p95:.1f} s "
            f"({verdict}) | {max(usable, default=float('nan')):.1f} s | "
            f"{percentile(self.teacher_latencies, 95):.1f} s | "
            f"{len(self.students_stuck())} | {self.server_peak_mb / 1024:.1f} GB | "
            f"{self.voila_cpu_seconds:.1f} s + {self.kernels_cpu_seconds:.1f} s | "
            f"{self.students_cpu_seconds:.0f} s | {self.preheat_seconds:.0f} s | "
            f"{self.load_before:.1f} → {self.load_after:.1f}; others used "
            f"{self.others_cores:.1f} of {os.cpu_count()} cores |"
        )

    def steps(self) -> str:
        """The median student's time to each step: where the wait was."""
        names = ("page", "static", "usable", "joined", "sent")
        medians = [
            (n, [getattr(t, n) for t in self.timings if getattr(t, n) is not None]) for n in names
        ]
        return ", ".join(f"{n} {percentile(v, 50):.1f} s" for n, v in medians if v)

    def students_stuck(self) -> list[str]:
        return [f"{t.student}: {t.error}" for t in self.timings if t.error or t.sent is None]


CLASS_HEADER = (
    "| students | how | usable board p50 | p95 (goal ≤ 10 s) | max | Add → teacher p95 "
    "| stuck | server peak memory | server CPU: Voilà + kernels | students' CPU | preheating "
    "| load average before → after; the others' CPU meanwhile |\n"
    "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
)


class TeacherView(threading.Thread):
    """Reads the pool once a second, as the teacher's board does: when did each student's
    first result show? Set :attr:`stop` to end it."""

    def __init__(self, url: str, experiments: set[str]) -> None:
        super().__init__(daemon=True)
        self.url, self.experiments = url, experiments
        self.seen: dict[str, float] = {}  # student → first read showing them
        self.stop = threading.Event()

    def run(self) -> None:
        from logo_kit.classpool import ClassPool

        pool = ClassPool.join(self.url, code=CODE)
        try:
            while not self.stop.is_set():
                now = time.perf_counter()
                for experiment in self.experiments:
                    for student, sends in pool.by_student(experiment).items():
                        if sends:
                            self.seen.setdefault(student, now)
                self.stop.wait(1.0)
        finally:
            pool.close()


def run_class(
    students: int,
    apps: list[str],
    *,
    browsers: bool = False,
    static: list[str] = (),
    before: bool = False,
) -> ClassRun:
    """``make class`` for ``students`` over ``apps`` (or, ``before``, as it was served
    before), then the whole class at once: replayed (``static``: the files each page
    fetches) or in real browsers."""
    with tempfile.TemporaryDirectory(prefix="lk-class-load-") as name:
        folder = Path(name)
        server = (
            class_served_before(apps, folder) if before else class_served(students, apps, folder)
        )
        with server as (live, preheat):
            usage = process_usage.Usage([p.pid for p in live.processes])
            teacher = TeacherView(
                f"sqlite:///{folder / 'class.db'}", {APP_EXPERIMENT[a] for a in apps}
            )
            load_before = os.getloadavg()[0]
            busy_before, watched_from = process_usage.busy_seconds(), time.perf_counter()
            usage.start()
            teacher.start()
            began, client_began = time.perf_counter(), time.process_time()
            if browsers:
                timings = class_browsers.browser_class(live.students_url, apps, students, CODE)
            else:
                timings = run_apart(
                    replay_class(live.students_url, apps, students, CODE, list(static))
                )
            seconds = time.perf_counter() - began
            client_cpu = time.process_time() - client_began  # the replay's own share
            guard = time.monotonic() + 60
            sent = {t.student for t in timings if t.sent is not None}
            while not sent <= set(teacher.seen) and time.monotonic() < guard:
                time.sleep(0.2)
            load_after = os.getloadavg()[0]
            usage.stop.set()
            teacher.stop.set()
            usage.join()
            teacher.join()
            busy = process_usage.busy_seconds() - busy_before
            watched = time.perf_counter() - watched_from
    students_cpu = sum(usage.browser_cpu.values()) if browsers else client_cpu
    others = max(0.0, busy - sum(usage.ours_cpu.values())) / watched
    latencies = [
        teacher.seen[t.student] - t.clicked_add
        for t in timings
        if t.sent is not None and t.student in teacher.seen
    ]
    mode = "browsers" if browsers else "replayed"
    voila_cpu = usage.cpu.get(live.processes[0].pid, 0.0)
    return ClassRun(
        f"{mode}, before" if before else mode,
        students,
        apps,
        timings,
        latencies,
        preheat,
        usage.peak_mb,
        voila_cpu,
        sum(usage.cpu.values()) - voila_cpu,
        students_cpu,
        seconds,
        load_before,
        load_after,
        others,
    )
