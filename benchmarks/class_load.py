"""A live class under load: the students' server, the class pool, and the teacher's view.

    python -m benchmarks.class_load                   # what `make bench` runs (a few minutes)
    python -m benchmarks.class_load --students 5,15,30 --browsers   # the whole table
    python -m benchmarks.class_load --quick           # a class of 3: that it all runs
    python -m benchmarks.class_load --pool postgresql+psycopg://…   # the pool load on any store

**A class arriving at once** (:func:`run_class`). ``make class`` is started as a teacher
would start it for the lesson (``--lesson 11``: its experiment app preheated for the
whole class), and once it says it is ready, every student of the class arrives at the
same moment, opens the app, joins the class and adds results:

* *replayed* (no browsers): each student's web traffic, sent by
  benchmarks/class_web.py: the page, its static files, the widgets' states over the
  kernel's websocket, Join and Add. This is the server's share alone, and the goal is
  there: 95% of 30 students with a usable board within 10 s on this 2-core machine;
* *in browsers* (``--browsers``): every student a Chromium page on this same machine
  (benchmarks/class_browsers.py), so the browsers' own work competes with the server's.

Reported per run: time from asking for the page to a usable board (p50, p95, max),
time from pressing Add to the teacher's view showing it (the pool is read once a
second, as the teacher's board does; p95), the server's peak memory (PSS of Voilà and
its kernels) and CPU, the browsers' CPU, the machine's load average before and after,
and how many cores the machine's other processes used meanwhile (from /proc/stat, less
everything this benchmark ran): a run on a machine that others are using is slower, and
says by how much it was shared. Each run's median student's time to each step (page,
static files, widgets, joined, sent) goes to stderr. **Page weight**
(:func:`benchmarks.class_browsers.page_weight`): what a student's first page transfers
as ``make class`` serves it, against plain Voilà as the apps were served before, and a
second app after the first.

**The class pool** (:func:`run_load`). Thirty students (threads on this machine, as
thirty browsers' kernels would be on one server) each send 20 results at once while a
:class:`TeacherBoard` refreshes every second. Reported: sends per second, the 50th and
95th percentile time from a send returning to the teacher's board showing it (the goal:
95th within 2 s), the process's peak memory, and whether the pooled counts are exactly
what was sent. A second run adds a flood (one student sending 10,000 times) and a
student sending garbage: both are refused, and the others' latency should not move.

How latency is found: each send's finishing time is recorded; each teacher redraw
records its time and how many sends it shows. Sends commit in order, so the k-th
send to finish is on screen from the first redraw showing at least k sends.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from benchmarks import class_browsers
from benchmarks.class_web import APP_EXPERIMENT, Timings, replay_class, run_apart

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tools import live_class, make_apps, serving  # noqa: E402 (tools/ sits beside benchmarks/)

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


# -- a class arriving at once ------------------------------------------------------------
CODE = "LOAD"
GOAL_P95_SECONDS = 10.0


def _percentile(values: list[float], q: float) -> float:
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
        usable = self.usable
        p95 = _percentile(usable, 95)
        verdict = "met" if len(usable) == self.students and p95 <= GOAL_P95_SECONDS else "MISSED"
        return (
            f"| {self.students} | {self.mode} | {_percentile(usable, 50):.1f} s | {p95:.1f} s "
            f"({verdict}) | {max(usable, default=float('nan')):.1f} s | "
            f"{_percentile(self.teacher_latencies, 95):.1f} s | "
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
        return ", ".join(f"{n} {_percentile(v, 50):.1f} s" for n, v in medians if v)

    def students_stuck(self) -> list[str]:
        return [f"{t.student}: {t.error}" for t in self.timings if t.error or t.sent is None]


CLASS_HEADER = (
    "| students | how | usable board p50 | p95 (goal ≤ 10 s) | max | Add → teacher p95 "
    "| stuck | server peak memory | server CPU: Voilà + kernels | students' CPU | preheating "
    "| load average before → after; the others' CPU meanwhile |\n"
    "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
)


class _Usage(threading.Thread):
    """Samples, every half second, the memory (PSS) of the servers and their kernels, and
    the CPU time of those, of this process's browsers and of everything this benchmark
    runs (a process that ended keeps what it used)."""

    def __init__(self, servers: list[int]) -> None:
        super().__init__(daemon=True)
        self.servers = servers
        self.peak_mb = 0.0
        self.cpu: dict[int, float] = {}  # pid → CPU seconds used since sampling began
        self.browser_cpu: dict[int, float] = {}
        self.ours_cpu: dict[int, float] = {}  # this benchmark's every process (servers too)
        self.stop = threading.Event()
        self._before: dict[int, float] = {}  # CPU of the processes there at the start

    def run(self) -> None:
        ticks = os.sysconf("SC_CLK_TCK")
        self._before = {pid: cpu for pid, (_, _, cpu) in _processes(ticks).items()}
        while not self.stop.is_set():
            table = _processes(ticks)
            served = _descendants(table, self.servers)
            mine = _descendants(table, [os.getpid()])
            self.peak_mb = max(self.peak_mb, sum(_pss_mb(pid) for pid in served))
            for pid in served:
                self.cpu[pid] = table[pid][2] - self._before.get(pid, 0.0)
            for pid in mine | served:
                self.ours_cpu[pid] = table[pid][2] - self._before.get(pid, 0.0)
                if pid not in served and table[pid][1].startswith("chrom"):
                    self.browser_cpu[pid] = self.ours_cpu[pid]
            self.stop.wait(0.5)


def _processes(ticks: int) -> dict[int, tuple[int, str, float]]:
    """pid → (parent, name, CPU seconds so far) of every process."""
    table = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            text = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        name = text[text.index("(") + 1 : text.rindex(")")]
        fields = text.rsplit(")", 1)[1].split()
        table[int(entry)] = (int(fields[1]), name, (int(fields[11]) + int(fields[12])) / ticks)
    return table


def _descendants(table: dict[int, tuple[int, str, float]], roots: list[int]) -> set[int]:
    children: dict[int, list[int]] = {}
    for pid, (parent, _name, _cpu) in table.items():
        children.setdefault(parent, []).append(pid)
    found, todo = set(), [r for r in roots if r in table]
    while todo:
        pid = todo.pop()
        found.add(pid)
        todo += children.get(pid, [])
    return found


def _busy_seconds(stat: Path = Path("/proc/stat")) -> float:
    """CPU seconds the whole machine has spent busy (every core, every process) so far."""
    fields = [int(n) for n in stat.read_text().split("\n", 1)[0].split()[1:]]
    idle, iowait = fields[3], fields[4] if len(fields) > 4 else 0
    return (sum(fields[:8]) - idle - iowait) / os.sysconf("SC_CLK_TCK")  # not guest time


def _pss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return 0.0


class _TeacherView(threading.Thread):
    """Reads the pool once a second, as the teacher's board does: when did each student's
    first result show?"""

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


@contextlib.contextmanager
def _class_served(students: int, apps: list[str], folder: Path) -> Iterator:
    """``make class`` for ``students`` over ``apps`` in ``folder``; yields it once ready,
    with the seconds its preheating took."""
    env = {**os.environ, "HOME": str(folder), "JUPYTER_NO_CONFIG": "1"}
    env.pop("PLOTLY_RENDERER", None)
    live = live_class.serve(
        CODE,
        f"sqlite:///{folder / 'class.db'}",
        student_port=serving.free_port(),
        teacher_port=serving.free_port(),
        logs=folder,
        env=env,
        students=students,
        apps=apps,
        max_kernels=2 * students + 10,  # the speed is measured here, not the memory's cap
    )
    try:
        began = time.perf_counter()
        serving.wait_for(
            live.ready if students else lambda: serving.answers(live.students_url + "class-status"),
            f"the class's servers getting ready (logs: {folder})",
            processes=live.processes,
            log=folder / "students.log",
            timeout=1800,  # a hung server, not a slow one
        )
        yield live, time.perf_counter() - began
    finally:
        live.stop()


@dataclass
class _Served:
    students_url: str
    processes: tuple[subprocess.Popen, ...]


@contextlib.contextmanager
def _class_served_before(apps: list[str], folder: Path) -> Iterator:
    """``make class`` as it was before (the same run's baseline): plain Voilà, one
    preheated kernel for every app, refilled a second after each visit, nothing
    compressed, plotly.js on every page. Yields it once every kernel has run its app."""
    from logo_kit.classpool import CODE_VARIABLE, POOL_VARIABLE, ClassPool

    url = f"sqlite:///{folder / 'class.db'}"
    ClassPool(url, code=CODE).close()
    port = serving.free_port()
    command = [
        *_plain_voila_command(port),
        *make_apps.SERVE_ARGS,
        *make_apps.NO_LOGIN_ARGS,
        "--pool_size=1",
    ]
    env = {
        **os.environ,
        "HOME": str(folder),
        "JUPYTER_NO_CONFIG": "1",
        POOL_VARIABLE: url,
        CODE_VARIABLE: CODE,
    }
    env.pop("PLOTLY_RENDERER", None)
    log = folder / "before.log"
    process = serving.start(command, log, env=env, cwd=ROOT / "apps")
    try:
        began = time.perf_counter()
        filled = [f"Kernel pool of {app}.ipynb is filled" for app in make_apps.APPS]
        serving.wait_for(
            lambda: all(line in log.read_text() for line in filled) and _quiet(process.pid),
            "the server of before getting ready",
            processes=[process],
            log=log,
            timeout=1800,
        )
        yield _Served(f"http://127.0.0.1:{port}/", (process,)), time.perf_counter() - began
    finally:
        serving.stop(process, timeout=60)


def _quiet(server: int, seconds: float = 3.0) -> bool:
    """True when the server and its kernels used (almost) no CPU for ``seconds``: every
    preheated kernel has run its app."""
    ticks = os.sysconf("SC_CLK_TCK")

    def used() -> float:
        table = _processes(ticks)
        return sum(table[pid][2] for pid in _descendants(table, [server]))

    before = used()
    time.sleep(seconds)
    return used() - before < 0.1 * seconds


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
        serving = (
            _class_served_before(apps, folder) if before else _class_served(students, apps, folder)
        )
        with serving as (live, preheat):
            usage = _Usage([p.pid for p in live.processes])
            teacher = _TeacherView(
                f"sqlite:///{folder / 'class.db'}", {APP_EXPERIMENT[a] for a in apps}
            )
            load_before = os.getloadavg()[0]
            busy_before, watched_from = _busy_seconds(), time.perf_counter()
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
            busy = _busy_seconds() - busy_before
            watched = time.perf_counter() - watched_from
    students_cpu = sum(usage.browser_cpu.values()) if browsers else client_cpu
    others = max(0.0, busy - sum(usage.ours_cpu.values())) / watched
    latencies = [
        teacher.seen[t.student] - t.clicked_add
        for t in timings
        if t.sent is not None and t.student in teacher.seen
    ]
    mode = "browsers" if browsers else "replayed"
    return ClassRun(
        f"{mode}, before" if before else mode,
        students,
        apps,
        timings,
        latencies,
        preheat,
        usage.peak_mb,
        usage.cpu.get(live.processes[0].pid, 0.0),
        sum(usage.cpu.values()) - usage.cpu.get(live.processes[0].pid, 0.0),
        students_cpu,
        seconds,
        load_before,
        load_after,
        others,
    )


def _plain_voila_command(port: int | str) -> list[str]:
    """Plain Voilà serving apps/ on ``port`` (``"{port}"``: tools.serving chooses)."""
    return [
        sys.executable,
        "-m",
        "voila",
        str(ROOT / "apps"),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",
    ]


def _plain_voila(folder: Path) -> tuple[subprocess.Popen, str]:
    """The apps as they were served before (plain Voilà: no compression, plotly.js on
    every page), for the page weight's "before"."""
    command = _plain_voila_command("{port}")
    env = {**os.environ, "HOME": str(folder), "JUPYTER_NO_CONFIG": "1"}
    server = serving.serve(command, folder / "plain.log", env=env, cwd=ROOT / "apps", timeout=600)
    return server.process, server.url


def measure_page_weight(apps: list[str]) -> tuple[list[str], list[str], list[str]]:
    """Table rows of page weight (before and now), and the files a first page fetches
    from the server as it was before and as it is now."""
    app, second = apps[0], "lore-hat-check" if apps[0] != "lore-hat-check" else "logo-experiment"
    rows = []
    with tempfile.TemporaryDirectory(prefix="lk-page-weight-") as name:
        folder = Path(name)
        process, url = _plain_voila(folder)
        try:
            load = os.getloadavg()[0]
            before = class_browsers.page_weight(url, app, second)
        finally:
            serving.stop(process, timeout=60)
        rows.append(_weight_row("plain Voilà (before)", app, second, before, load))
        with _class_served(2, [app, second], folder / "class") as (live, _):
            load = os.getloadavg()[0]
            after = class_browsers.page_weight(live.students_url, app, second)
        rows.append(_weight_row("make class (now)", app, second, after, load))
    return rows, before["files"], after["files"]


def _weight_row(server: str, app: str, second: str, weight: dict, load: float) -> str:
    mb = 1e6
    return (
        f"| {server} | {app} | {weight['first_http'] / mb:.2f} MB | "
        f"{weight['first_websocket'] / mb:.2f} MB | {second} | {weight['second_http'] / mb:.2f} MB"
        f" | {load:.1f} |"
    )


WEIGHT_HEADER = (
    "| served by | first app | its page over HTTP (fresh browser) | its websocket "
    "(uncompressed) | second app | its page over HTTP | load average |\n"
    "|---|---|---:|---:|---|---:|---:|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A live class under load.")
    parser.add_argument("--pool", default=None, help="an SQLAlchemy URL (default: a new SQLite)")
    parser.add_argument("--students", default="30", help="class sizes, e.g. 5,15,30")
    parser.add_argument("--lesson", default="11", help="the lesson whose apps are opened")
    parser.add_argument("--apps", default=None, help="or the apps, comma-separated")
    parser.add_argument("--browsers", action="store_true", help="also in real browsers")
    parser.add_argument("--quick", action="store_true", help="a class of 3, no pool flood")
    parser.add_argument(
        "--before", action="store_true", help="also each class replayed on the server as before"
    )
    args = parser.parse_args(argv)
    apps = args.apps.split(",") if args.apps else make_apps.lesson_apps(args.lesson)
    sizes = [3] if args.quick else [int(n) for n in args.students.split(",")]
    print(f"## The class pool (load average {os.getloadavg()[0]:.1f})\n")
    _pool_tables(args.pool, quick=args.quick)
    files: list[str] = []
    files_before: list[str] = []
    if class_browsers.have_browser():
        print(f"\n## Page weight ({', '.join(apps)})\n\n{WEIGHT_HEADER}")
        rows, files_before, files = measure_page_weight(apps)
        print("\n".join(rows), flush=True)
    else:
        print("\n(no Chromium: no page weight, and replayed pages fetch no static files)")
    print(f"\n## A class arriving at once ({', '.join(apps)})\n\n{CLASS_HEADER}", flush=True)
    for size in sizes:
        runs = [{"static": files}]
        if args.before:
            runs.append({"static": files_before, "before": True})
        if args.browsers and class_browsers.have_browser():
            runs.append({"browsers": True})
        for options in runs:
            run = run_class(size, apps, **options)
            print(run.row(), flush=True)
            print(f"  {run.mode}, {size}: the median student's {run.steps()}", file=sys.stderr)
            for stuck in run.students_stuck()[:5]:
                print(f"  stuck: {stuck}", file=sys.stderr)
    return 0


def _pool_tables(pool: str | None, *, quick: bool) -> None:
    print(
        "| run | sends | sends/s | p50 send→teacher | p95 send→teacher | exact | refused "
        "| peak memory |"
    )
    print("|---|---:|---:|---:|---:|---|---:|---:|")
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
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.begin() as db:
        db.execute(
            text("DROP TABLE IF EXISTS logo_kit_submissions, logo_kit_frozen, logo_kit_classes")
        )
    engine.dispose()


if __name__ == "__main__":
    raise SystemExit(main())
