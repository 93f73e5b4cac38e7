"""Every benchmark runs once and its calculator agrees with its baseline.

The timings themselves are not tested (they depend on the machine); this
keeps `make bench` from rotting and makes each benchmark's `check` a test.
"""

from __future__ import annotations

import dataclasses
import sys
import time

import pytest

from benchmarks.__main__ import discover
from benchmarks.harness import Benchmark, Result, _format_target, format_table, run

BENCHMARKS = discover()
pytestmark = [pytest.mark.slow, pytest.mark.spread]  # each benchmark stands alone


def test_there_are_benchmarks_for_every_area():
    names = " ".join(b.name for b in BENCHMARKS)
    for area in ("exact.", "logo.odds", "logo engine", "billionaire", "lore."):
        assert area in names


def _cases():
    """Every benchmark; the Voilà first-render rows (a browser and two Voilà servers, some
    minutes) only in the full tier."""
    for benchmark in BENCHMARKS:
        browser = benchmark.name.startswith("voila first render")
        marks = (pytest.mark.browser, pytest.mark.full) if browser else ()
        yield pytest.param(benchmark, marks=marks, id=benchmark.name)


@pytest.fixture(scope="module", autouse=True)
def _voila_servers_end_with_this_module():
    """The Voilà rows' browser and servers end here, not at the worker's exit (which may
    skip atexit hooks and leave a preheated server running)."""
    yield
    bench_voila = sys.modules.get("benchmarks.bench_voila")
    if bench_voila is not None:
        bench_voila.close()


@pytest.mark.parametrize("benchmark", list(_cases()))
def test_benchmark_runs_and_agrees(benchmark):
    result = run(dataclasses.replace(benchmark, repeats=1))  # check() raises on disagreement
    assert result.candidate_median > 0 and result.baseline_median > 0
    assert benchmark.name in format_table([result])


def _timed(candidate: float, baseline: float, **targets):
    benchmark = Benchmark("toy", lambda: 0, lambda: 0, "toy baseline", **targets)
    return Result(benchmark, candidate_times=[candidate], baseline_times=[baseline])


def test_a_slowdown_target_is_judged_against_the_baseline_in_the_same_run():
    assert _timed(0.29, 0.1, max_slowdown=3).meets_target is True
    assert _timed(0.31, 0.1, max_slowdown=3).meets_target is False
    row = format_table([_timed(0.31, 0.1, max_slowdown=3)])
    assert "≤ 3× baseline (3.1×): MISSED" in row
    # both kinds of target must hold
    assert _timed(0.2, 0.1, max_slowdown=3, target_seconds=0.1).meets_target is False
    assert _timed(0.2, 0.1).meets_target is None


def test_a_cost_target_wants_the_candidate_slow_enough():
    assert _timed(0.2, 0.00001, min_slowdown=10_000).meets_target is True
    assert _timed(0.05, 0.00001, min_slowdown=10_000).meets_target is False
    assert "≥ 10,000× baseline" in _format_target(_timed(0.2, 0.00001, min_slowdown=10_000))


def test_a_self_timed_benchmark_reports_the_seconds_it_measured_not_its_set_up():
    """A page benchmark starts a server and waits for a quiet machine before it opens the
    page: that set-up must not count, so the row takes the seconds the call returns."""
    stages = []

    def page(seconds):
        def visit():
            stages.append(seconds)
            busy = time.process_time() + 0.02  # set-up the row must not count
            while time.process_time() < busy:
                pass
            return seconds

        return visit

    row = Benchmark("page", page(0.25), page(0.5), "plain page", repeats=3, self_timed=True)
    result = run(row)
    assert result.candidate_times == [0.25] * 3 and result.baseline_times == [0.5] * 3
    assert result.ratio == 2.0 and stages == [0.25, 0.5] * 3
    plain = run(Benchmark("call", page(0.25), page(0.5), "plain page", repeats=1))
    assert plain.candidate_times[0] != 0.25  # without self_timed: the call's own time
