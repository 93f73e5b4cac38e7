"""The class-load benchmark (benchmarks/class_load.py) counts what it says: a small class,
replayed and in browsers, arrives, joins and sends, every student is timed and seen by
the teacher's view, and a student's first page weighs at most 3 MB. Its bookkeeping and
the page's weight are tested here, never its speed."""

from __future__ import annotations

import asyncio

import pytest

from benchmarks import class_browsers
from benchmarks.class_load import (
    CLASS_HEADER,
    _class_served,
    _descendants,
    _percentile,
    run_class,
)
from benchmarks.class_web import run_apart

pytestmark = [pytest.mark.slow, pytest.mark.spread]  # each test starts a class of its own
APP = "logo-experiment"


def test_the_process_tree_and_percentiles_are_counted_right():
    table = {1: (0, "init", 0.0), 10: (1, "voila", 1.0), 11: (10, "python", 2.0),
             12: (11, "python", 0.5), 20: (1, "other", 9.0)}  # fmt: skip
    assert _descendants(table, [10]) == {10, 11, 12}
    assert _descendants(table, [99]) == set()
    assert _percentile([1.0, 2.0, 3.0, 4.0, 5.0], 50) == 3.0
    assert _percentile([], 95) != _percentile([], 95)  # nan: nothing measured is said


async def _students_answer(value: int) -> int:
    await asyncio.sleep(0)
    return value


async def _students_fail() -> None:
    raise ValueError("a student's own error")


def test_the_students_run_even_where_an_event_loop_already_runs():
    """Playwright's sync API (the browser tests' pages, on the same pytest worker) leaves
    an event loop running in the test's thread; asyncio.run there would refuse to start."""

    async def a_test_inside_a_running_loop() -> tuple[int, str]:
        with pytest.raises(ValueError) as failed:
            run_apart(_students_fail())
        return run_apart(_students_answer(7)), str(failed.value)

    assert asyncio.run(a_test_inside_a_running_loop()) == (7, "a student's own error")


def _check(run, students: int) -> None:
    assert not run.students_stuck(), run.students_stuck()
    assert len(run.usable) == students and all(t > 0 for t in run.usable)
    for t in run.timings:
        assert 0 < t.usable <= t.joined <= t.sent
    assert len(run.teacher_latencies) == students  # the teacher saw every student
    assert all(latency >= 0 for latency in run.teacher_latencies)
    assert run.server_peak_mb > 100 and run.voila_cpu_seconds > 0
    row = run.row()
    assert row.count("|") == CLASS_HEADER.splitlines()[0].count("|")
    assert f"| {students} | {run.mode} |" in row


def test_a_replayed_class_arrives_joins_and_sends():
    run = run_class(2, [APP])
    _check(run, 2)
    assert all(t.received_bytes > 0 for t in run.timings)


@pytest.mark.browser
@pytest.mark.full
def test_a_class_in_browsers_arrives_joins_and_sends():
    if not class_browsers.have_browser():
        pytest.skip("no Chromium")
    _check(run_class(2, [APP], browsers=True), 2)


@pytest.mark.browser
@pytest.mark.full
def test_a_students_first_page_weighs_at_most_3_mb_and_the_next_app_little(tmp_path):
    if not class_browsers.have_browser():
        pytest.skip("no Chromium")
    with _class_served(2, [APP, "lore-hat-check"], tmp_path) as (live, _):
        weight = class_browsers.page_weight(live.students_url, APP, "lore-hat-check")
    assert weight["first_http"] <= 3_000_000, weight["first_http"]
    assert not [f for f in weight["files"] if "jupyterlab-plotly" in f]  # no plotly.js
    assert weight["second_http"] < weight["first_http"] / 10  # the rest was cached
