"""What the benchmarks' servers cost the machine, read from /proc: the process tree, its
CPU time and memory (PSS), the whole machine's busy time, and a sampler that records
them while a benchmark runs (benchmarks/class_load, benchmarks/bench_voila)."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

ProcessTable = dict[int, tuple[int, str, float]]
"""pid → (parent pid, name, CPU seconds used so far)."""


def processes() -> ProcessTable:
    """Every process now running: pid → (parent, name, CPU seconds so far)."""
    ticks = os.sysconf("SC_CLK_TCK")
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


def descendants(table: ProcessTable, roots: list[int]) -> set[int]:
    """``roots`` (those still running) and every process they started, at any depth."""
    children: dict[int, list[int]] = {}
    for pid, (parent, _name, _cpu) in table.items():
        children.setdefault(parent, []).append(pid)
    found, todo = set(), [r for r in roots if r in table]
    while todo:
        pid = todo.pop()
        found.add(pid)
        todo += children.get(pid, [])
    return found


def tree_cpu_seconds(root: int) -> float:
    """CPU seconds used so far by ``root`` and everything it started that still runs
    (a server and its kernels)."""
    table = processes()
    return sum(table[pid][2] for pid in descendants(table, [root]))


def is_quiet(root: int, seconds: float = 3.0) -> bool:
    """True when ``root`` and everything it started used (almost) no CPU for ``seconds``:
    a server whose every preheated kernel has run its app."""
    before = tree_cpu_seconds(root)
    time.sleep(seconds)
    return tree_cpu_seconds(root) - before < 0.1 * seconds


def busy_seconds(stat: Path = Path("/proc/stat")) -> float:
    """CPU seconds the whole machine has spent busy (every core, every process) so far."""
    fields = [int(n) for n in stat.read_text().split("\n", 1)[0].split()[1:]]
    idle, iowait = fields[3], fields[4] if len(fields) > 4 else 0
    return (sum(fields[:8]) - idle - iowait) / os.sysconf("SC_CLK_TCK")  # not guest time


def pss_mb(pid: int) -> float:
    """The memory ``pid`` uses, its shared pages split between their sharers (0 if gone)."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return 0.0


class Usage(threading.Thread):
    """Samples, every half second, the memory (PSS) of the servers and their kernels, and
    the CPU time of those, of this process's browsers and of everything this benchmark
    runs (a process that ended keeps what it used). Set :attr:`stop` to end it."""

    def __init__(self, servers: list[int]) -> None:
        super().__init__(daemon=True)
        self.servers = servers
        self.peak_mb = 0.0
        self.cpu: dict[int, float] = {}  # pid → CPU seconds used since sampling began
        self.browser_cpu: dict[int, float] = {}
        self.ours_cpu: dict[int, float] = {}  # this benchmark's every process (servers too)
        self.stop = threading.Event()

    def run(self) -> None:
        before = {pid: cpu for pid, (_, _, cpu) in processes().items()}
        while not self.stop.is_set():
            table = processes()
            served = descendants(table, self.servers)
            mine = descendants(table, [os.getpid()])
            self.peak_mb = max(self.peak_mb, sum(pss_mb(pid) for pid in served))
            for pid in served:
                self.cpu[pid] = table[pid][2] - before.get(pid, 0.0)
            for pid in mine | served:
                self.ours_cpu[pid] = table[pid][2] - before.get(pid, 0.0)
                if pid not in served and table[pid][1].startswith("chrom"):
                    self.browser_cpu[pid] = self.ours_cpu[pid]
            self.stop.wait(0.5)
