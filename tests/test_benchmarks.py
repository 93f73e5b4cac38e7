"""Every benchmark runs once and its calculator agrees with its baseline.

The timings themselves are not tested (they depend on the machine); this
keeps `make bench` from rotting and makes each benchmark's `check` a test.
"""

from __future__ import annotations

import dataclasses

import pytest

from benchmarks.__main__ import discover
from benchmarks.harness import format_table, run

BENCHMARKS = discover()
pytestmark = pytest.mark.slow


def test_there_are_benchmarks_for_every_area():
    names = " ".join(b.name for b in BENCHMARKS)
    for area in ("exact.", "logo.odds", "logo engine", "billionaire", "lore."):
        assert area in names


@pytest.mark.parametrize("benchmark", BENCHMARKS, ids=lambda b: b.name)
def test_benchmark_runs_and_agrees(benchmark):
    result = run(dataclasses.replace(benchmark, repeats=1))  # check() raises on disagreement
    assert result.candidate_median > 0 and result.baseline_median > 0
    assert benchmark.name in format_table([result])
