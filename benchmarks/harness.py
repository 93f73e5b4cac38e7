"""A tiny harness that times a calculator against a plain baseline in the same run.

Absolute times depend on the machine; a ratio measured in one run does not
(much). Each benchmark module ``benchmarks/bench_*.py`` defines a list
``BENCHMARKS`` of :class:`Benchmark` objects; ``python -m benchmarks`` runs
them all and prints one table (median of several runs each).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Benchmark:
    """One comparison: ``candidate`` (our calculator) against ``baseline``.

    ``check`` (optional) receives both results and raises if they disagree,
    so a fast but wrong calculator cannot look good. ``target_seconds`` is the
    issue's speed target for the candidate, reported beside the ratio;
    ``max_slowdown`` is a target of the other kind, "at most this many times
    the baseline's time" (e.g. an engine against a plain simulator);
    ``min_slowdown`` the reverse, for a cost that must stay high: "at least this
    many times the baseline's time" (e.g. one guess at a slow hash).
    ``self_timed``: ``candidate`` and ``baseline`` return the seconds of what they
    measure and the harness takes those, not the call's own time (a page on screen,
    without the server start and the wait for a quiet machine that set the stage).
    """

    name: str
    candidate: Callable[[], Any]
    baseline: Callable[[], Any]
    baseline_name: str
    repeats: int = 5
    check: Callable[[Any, Any], None] | None = None
    target_seconds: float | None = None
    max_slowdown: float | None = None
    min_slowdown: float | None = None
    notes: str = ""
    self_timed: bool = False


@dataclass
class Result:
    benchmark: Benchmark
    candidate_times: list[float] = field(default_factory=list)
    baseline_times: list[float] = field(default_factory=list)

    @property
    def candidate_median(self) -> float:
        return statistics.median(self.candidate_times)

    @property
    def baseline_median(self) -> float:
        return statistics.median(self.baseline_times)

    @property
    def ratio(self) -> float:
        """Baseline time ÷ candidate time: how many times faster we are."""
        return self.baseline_median / self.candidate_median

    @property
    def slowdown(self) -> float:
        """Candidate time ÷ baseline time: how many times slower we are."""
        return self.candidate_median / self.baseline_median

    @property
    def meets_target(self) -> bool | None:
        """True if every target set for the benchmark is met (None when it has none)."""
        b = self.benchmark
        if b.target_seconds is None and b.max_slowdown is None and b.min_slowdown is None:
            return None
        seconds_ok = b.target_seconds is None or self.candidate_median <= b.target_seconds
        slowdown_ok = b.max_slowdown is None or self.slowdown <= b.max_slowdown
        cost_ok = b.min_slowdown is None or self.slowdown >= b.min_slowdown
        return seconds_ok and slowdown_ok and cost_ok


def _time(function: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    value = function()
    return time.perf_counter() - start, value


def run(benchmark: Benchmark) -> Result:
    """Time candidate and baseline alternately (so drifts hit both alike)."""
    result = Result(benchmark)
    for _ in range(benchmark.repeats):
        seconds, candidate_value = _time(benchmark.candidate)
        result.candidate_times.append(candidate_value if benchmark.self_timed else seconds)
        seconds, baseline_value = _time(benchmark.baseline)
        result.baseline_times.append(baseline_value if benchmark.self_timed else seconds)
    if benchmark.check is not None:
        benchmark.check(candidate_value, baseline_value)
    return result


def _format_seconds(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds:.2f} s"


def _format_ratio(ratio: float) -> str:
    # Below 1 the baseline is cheaper (e.g. a bare deal versus a full game): keep two digits.
    return f"{ratio:,.1f}" if ratio >= 10 else f"{ratio:.2f}"


def _format_target(r: Result) -> str:
    b = r.benchmark
    parts = []
    if b.target_seconds is not None:
        mark = "met" if r.candidate_median <= b.target_seconds else "MISSED"
        parts.append(f"< {_format_seconds(b.target_seconds)}: {mark}")
    if b.max_slowdown is not None:
        mark = "met" if r.slowdown <= b.max_slowdown else "MISSED"
        parts.append(f"≤ {b.max_slowdown:g}× baseline ({r.slowdown:.1f}×): {mark}")
    if b.min_slowdown is not None:
        mark = "met" if r.slowdown >= b.min_slowdown else "MISSED"
        parts.append(f"≥ {b.min_slowdown:,g}× baseline ({r.slowdown:,.0f}×): {mark}")
    return "; ".join(parts)


def format_table(results: list[Result]) -> str:
    """One Markdown table: calculator, baseline, median times, ratio, target."""
    header = (
        "| calculator | median | baseline | baseline median | ratio (× faster) | target |\n"
        "|---|---:|---|---:|---:|---|"
    )
    rows = []
    for r in results:
        b = r.benchmark
        target = _format_target(r)
        rows.append(
            f"| {b.name} | {_format_seconds(r.candidate_median)} | {b.baseline_name} | "
            f"{_format_seconds(r.baseline_median)} | {_format_ratio(r.ratio)} | {target} |"
        )
    return "\n".join([header, *rows])
