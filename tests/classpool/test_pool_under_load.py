"""The class pool under load: a busy database is tried again with a capped back-off
and then refused clearly, and thirty students sending at once (threads) lose and double
nothing, as the class-load benchmark counts them."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from logo_kit.classpool import ClassPool, ClassPoolError
from logo_kit.classpool import store as store_module

RED = "logo-red-cards"


# -- a busy database ---------------------------------------------------------------------------
def test_a_busy_database_is_tried_again(monkeypatch):
    from sqlalchemy.exc import OperationalError

    monkeypatch.setattr(store_module.time, "sleep", lambda _s: None)
    pool = ClassPool("sqlite://", code="7B")
    failures = iter([True, True, False])

    def flaky():
        if next(failures):
            raise OperationalError("INSERT", {}, Exception("database is locked"))
        return "stored"

    assert pool._retry(flaky) == "stored"

    def always():
        raise OperationalError("INSERT", {}, Exception("database is locked"))

    with pytest.raises(ClassPoolError, match="stayed busy"):
        pool._retry(always)


def _locked():
    from sqlalchemy.exc import OperationalError

    return OperationalError("INSERT", {}, Exception("database is locked"))


def test_the_back_off_doubles_from_a_twentieth_of_a_second_to_at_most_one():
    assert [store_module.backoff(a) for a in range(8)] == [0.05, 0.1, 0.2, 0.4, 0.8, 1.0, 1.0, 1.0]
    # the pool's own loop slept exactly this (opening a store slept 0.05 * 2**attempt, uncapped)
    for attempt in range(store_module.RETRIES):
        assert store_module.backoff(attempt) == min(0.05 * 2**attempt, 1.0)


def test_retried_tries_every_time_waits_between_and_gives_up_with_its_own_error(monkeypatch):
    waits, checks, tries = [], [], []
    monkeypatch.setattr(store_module.time, "sleep", waits.append)

    def always():
        tries.append(1)
        raise _locked()

    with pytest.raises(ClassPoolError, match="gave up on: database is locked") as gave_up:
        store_module.retried(
            always,
            lambda error: ClassPoolError(f"gave up on: {error.orig}"),
            before=lambda: checks.append(1),
        )
    assert len(tries) == len(checks) == store_module.RETRIES == 8
    assert waits == [0.05, 0.1, 0.2, 0.4, 0.8, 1.0, 1.0]  # none after the last try
    assert gave_up.value.__cause__ is None and gave_up.value.__suppress_context__

    outcomes = iter([_locked(), _locked(), "stored"])

    def flaky():
        outcome = next(outcomes)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    waits.clear()
    assert store_module.retried(flaky, ClassPoolError) == "stored"
    assert waits == [0.05, 0.1]


def test_retried_passes_any_other_error_on_at_once(monkeypatch):
    from sqlalchemy.exc import DatabaseError

    waits, tries = [], []
    monkeypatch.setattr(store_module.time, "sleep", waits.append)

    def not_a_database():
        tries.append(1)
        raise DatabaseError("SELECT", {}, Exception("file is not a database"))

    with pytest.raises(DatabaseError):
        store_module.retried(not_a_database, ClassPoolError)
    refusals = iter([ClassPoolError("the file was replaced")])

    def refuse():
        raise next(refusals)

    with pytest.raises(ClassPoolError, match="replaced"):
        store_module.retried(not_a_database, ClassPoolError, before=refuse)
    assert (len(tries), waits) == (1, [])


def test_opening_a_busy_store_is_tried_again_then_refused_clearly(monkeypatch):
    from sqlalchemy import MetaData

    waits = []
    monkeypatch.setattr(store_module.time, "sleep", waits.append)
    create_all = MetaData.create_all
    busy_first = iter([True, True])

    def busy_twice(meta, engine, *args, **kwargs):
        if next(busy_first, False):
            raise _locked()
        return create_all(meta, engine, *args, **kwargs)

    monkeypatch.setattr(MetaData, "create_all", busy_twice)
    engine, tables = store_module.open_store("sqlite://")
    assert "submissions" in tables and waits == [0.05, 0.1]
    engine.dispose()

    def always(meta, engine, *args, **kwargs):
        raise _locked()

    monkeypatch.setattr(MetaData, "create_all", always)
    with pytest.raises(ClassPoolError, match="cannot open the class pool at 'sqlite://'"):
        store_module.open_store("sqlite://")


@pytest.mark.slow
def test_thirty_students_sending_at_once_lose_and_double_nothing(database_url):
    """30 threads × 20 sends each, all at once: the pooled counts are exactly what was sent."""
    pool = ClassPool(database_url, code="7B")
    rng = np.random.default_rng(30)
    plans = {f"s{i:02d}": rng.integers(0, 8, size=(20, 3)).tolist() for i in range(30)}
    start = threading.Barrier(30)
    failures = []

    def student(name):
        start.wait()
        for index, outcomes in enumerate(plans[name]):
            try:
                pool.submit(name, RED, outcomes, submission_id=f"{name}-{index}")
                if index % 5 == 0:  # a retry after a "dropped connection"
                    pool.submit(name, RED, outcomes, submission_id=f"{name}-{index}")
            except Exception as error:
                failures.append(error)

    threads = [threading.Thread(target=student, args=(n,)) for n in plans]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    sent = [k for sends in plans.values() for outcomes in sends for k in outcomes]
    pooled = pool.pooled(RED)
    assert pooled.counts == dict(enumerate(np.bincount(sent, minlength=8).tolist()))
    assert (pooled.submissions, pooled.students) == (600, 30)


@pytest.mark.slow
def test_the_load_benchmark_counts_exactly_and_times_every_send(database_url):
    """A small run of benchmarks/class_load's pool load: its bookkeeping, not its speed."""
    from benchmarks.class_load.pool_load import run_load

    report = run_load(
        database_url, students=3, sends=4, flood=True, flood_sends=520, refresh_seconds=0.2
    )
    assert report.exact
    assert report.refused == 520 - 500 + 5  # the flood past its limit, and the garbage
    assert len(report.latencies) == 12 and min(report.latencies) >= 0
