"""The class-load benchmark (benchmarks/class_load/) counts what it says: a small class,
replayed and in browsers, arrives, joins and sends, every student is timed and seen by
the teacher's view, and a student's first page weighs at most 3 MB. Its bookkeeping and
the page's weight are tested here, never its speed."""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading

import pytest

from benchmarks import class_browsers
from benchmarks.class_load.arrival import CLASS_HEADER, percentile, run_class
from benchmarks.class_load.servers import class_served
from benchmarks.class_web import run_apart
from benchmarks.process_usage import busy_seconds, descendants

pytestmark = [pytest.mark.slow, pytest.mark.spread]  # each test starts a class of its own
APP = "logo-experiment"


def test_the_process_tree_and_percentiles_are_counted_right():
    table = {
        1: (0, "init", 0.0),
        10: (1, "voila", 1.0),
        11: (10, "python", 2.0),
        12: (11, "python", 0.5),
        20: (1, "other", 9.0),
    }
    assert descendants(table, [10]) == {10, 11, 12}
    assert descendants(table, [99]) == set()
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 50) == 3.0
    assert percentile([], 95) != percentile([], 95)  # nan: nothing measured is said


def test_the_machines_busy_time_leaves_out_idle_and_waiting_for_disk(tmp_path):
    stat = tmp_path / "stat"  # user nice system idle iowait irq softirq steal guest guest_nice
    stat.write_text("cpu  100 7 50 800 20 5 3 2 40 0\ncpu0 50 0 25 400 10 2 1 1 20 0\n")
    ticks = os.sysconf("SC_CLK_TCK")
    assert busy_seconds(stat) == pytest.approx((100 + 7 + 50 + 5 + 3 + 2) / ticks)


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

    # The loop is started on a fresh thread, so this test runs whatever loop the
    # worker's own thread has (a browser test before it may have left one running).
    seen: list = []
    thread = threading.Thread(
        target=lambda: seen.append(asyncio.run(a_test_inside_a_running_loop()))
    )
    thread.start()
    thread.join()
    assert seen == [(7, "a student's own error")]


def test_the_students_run_in_a_thread_where_playwright_left_its_loop_running():
    """What the browser tests leave behind, exactly: Playwright's sync API started here."""
    sync_api = pytest.importorskip("playwright.sync_api")
    with contextlib.ExitStack() as playwright:
        try:
            asyncio.get_running_loop()  # a browser test on this worker left it running
        except RuntimeError:
            playwright.enter_context(sync_api.sync_playwright())
        with pytest.raises(RuntimeError, match="running event loop"):
            asyncio.run(_students_answer(1))  # the failure the benchmark met
        assert run_apart(_students_answer(7)) == 7


def _check(run, students: int) -> None:
    assert not run.students_stuck(), run.students_stuck()
    assert len(run.usable) == students and all(t > 0 for t in run.usable)
    for t in run.timings:
        assert 0 < t.usable <= t.joined <= t.sent
    assert len(run.teacher_latencies) == students  # the teacher saw every student
    assert all(latency >= 0 for latency in run.teacher_latencies)
    assert run.server_peak_mb > 100 and run.voila_cpu_seconds > 0
    assert run.others_cores >= 0
    assert "usable" in run.steps() and "sent" in run.steps()
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
    with class_served(2, [APP, "lore-hat-check"], tmp_path) as (live, _):
        weight = class_browsers.page_weight(live.students_url, APP, "lore-hat-check")
    assert weight["first_http"] <= 3_000_000, weight["first_http"]
    assert not [f for f in weight["files"] if "jupyterlab-plotly" in f]  # no plotly.js
    assert weight["second_http"] < weight["first_http"] / 10  # the rest was cached
