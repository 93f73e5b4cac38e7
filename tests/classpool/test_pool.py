"""The class pool: store, validate, pool exactly, hold quotas and names, survive restarts."""

from __future__ import annotations

import csv
import io
import math
import threading
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.classpool import (
    EXPERIMENTS,
    MAX_TRIALS_PER_SEND,
    ClassPool,
    ClassPoolError,
    NameTakenError,
)
from logo_kit.classpool import store as store_module
from logo_kit.logo import deal_red_counts
from tools import serving

RED = "logo-red-cards"
HATS = "lore-hat-check"
BUST = "billionaire-draw-to-bust"


@pytest.fixture
def pool(database_url):
    made = ClassPool(database_url, code="7B")
    yield made
    made.close()


# -- the exact distributions, against counts by hand ---------------------------------------
def test_red_cards_are_hypergeometric():
    exact = EXPERIMENTS[RED].exact()
    for k in range(8):  # 14 red cards among 55, 7 dealt
        assert exact[k] == Fraction(math.comb(14, k) * math.comb(41, 7 - k), math.comb(55, 7))


def test_hat_check_counts_every_shuffle_of_nine():
    from itertools import permutations

    home = np.array([sum(p[i] == i for i in range(9)) for p in permutations(range(9))])
    counts = np.bincount(home, minlength=10)
    exact = EXPERIMENTS[HATS].exact()
    assert {k: Fraction(int(n), math.factorial(9)) for k, n in enumerate(counts) if n} == dict(
        exact
    )
    assert not EXPERIMENTS[HATS].possible(8)  # 8 home forces the 9th home too


def test_draw_to_bust_counts_the_bust_positions():
    exact = EXPERIMENTS[BUST].exact()  # bull market: 27 value cards, 3 BUSTs (ruling B1)
    for s in range(28):  # the first BUST at position s + 1: the other two BUSTs after it
        assert exact[s] == Fraction(math.comb(29 - s, 2), math.comb(30, 3))
    assert exact.mean() == Fraction(27, 4)


# -- pooling ----------------------------------------------------------------------------------
def test_pooled_counts_equal_a_direct_count_of_what_was_sent(pool):
    rng = np.random.default_rng(23)
    sent = []
    for student in ("ana", "ben", "cy"):
        for _ in range(4):
            tally = deal_red_counts(int(rng.integers(1, 9)), rng)
            outcomes = [k for k, n in enumerate(tally.counts) for _ in range(n)]
            sent += outcomes
            assert pool.submit(student, RED, outcomes) is True
    pooled = pool.pooled(RED)
    assert pooled.counts == dict(enumerate(np.bincount(sent, minlength=8).tolist()))
    assert (pooled.trials, pooled.students, pooled.submissions) == (len(sent), 3, 12)
    assert pooled.mean() == Fraction(sum(sent), len(sent))
    rows = pooled.rows()
    assert [r.outcome for r in rows] == list(range(8))
    assert all(r.low <= float(r.frequency) <= r.high for r in rows)


def test_arrivals_keep_the_order_and_the_version_follows_each_change(pool):
    empty = pool.version(HATS)
    assert empty == (0, 0, False) and pool.arrivals(HATS) == []
    pool.submit("ana", HATS, [2, 0])
    after_one = pool.version(HATS)
    pool.submit("ben", HATS, [9])
    assert pool.arrivals(HATS) == [2, 0, 9]
    assert len({empty, after_one, pool.version(HATS)}) == 3
    pool.freeze(HATS)
    assert pool.version(HATS)[2] is True


def test_students_see_no_names_and_the_teacher_sees_who_sent_what(pool):
    pool.submit("ana", HATS, [0, 1, 2])
    pool.submit("ben", HATS, [1])
    assert "ana" not in repr(pool.pooled(HATS))
    assert pool.by_student(HATS) == {"ana": 3, "ben": 1}


def test_a_resend_is_stored_once(pool):
    assert pool.submit("ana", BUST, [3, 7], submission_id="ana-1") is True
    assert pool.submit("ana", BUST, [3, 7], submission_id="ana-1") is False
    assert pool.pooled(BUST).trials == 2


def test_the_same_send_racing_itself_is_stored_once(pool):
    start = threading.Barrier(8)
    stored = []

    def send():
        start.wait()
        stored.append(pool.submit("ana", RED, [1, 2], submission_id="same"))

    threads = [threading.Thread(target=send) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert stored.count(True) == 1 and pool.pooled(RED).trials == 2


def test_classes_do_not_mix(database_url):
    a, b = ClassPool(database_url, code="7A"), ClassPool(database_url, code="7B")
    a.submit("ana", RED, [1])
    b.submit("ana", RED, [2, 2])
    assert a.pooled(RED).counts[1] == 1 and a.pooled(RED).trials == 1
    assert b.pooled(RED).counts[2] == 2 and b.pooled(RED).trials == 2


def test_a_student_cannot_join_a_class_that_is_not_open(database_url):
    ClassPool(database_url, code="7B").close()  # the teacher opens 7B
    assert ClassPool.join(database_url, code="7B").submit("ana", RED, [1])
    with pytest.raises(ClassPoolError, match="no class '7b' is open"):
        ClassPool.join(database_url, code="7b")


def test_results_survive_a_restart(database_url):
    first = ClassPool(database_url, code="7B")
    first.submit("ana", RED, [3, 3, 0])
    first.close()
    again = ClassPool(database_url, code="7B")
    assert again.pooled(RED).counts[3] == 2


# -- bad input stores nothing -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("student", "experiment", "result", "says"),
    [
        ("ana", "coin-flips", [1], "not a class experiment"),
        ("ana", HATS, [0, 8], "cannot happen"),
        ("ana", RED, [9], "cannot happen"),
        ("ana", RED, [-1], "cannot happen"),
        ("ana", RED, [2.5], "not a whole number"),
        ("ana", RED, [True], "not a whole number"),
        ("ana", RED, "2 1 3", "list of whole numbers"),
        ("ana", RED, [], "empty"),
        ("ana", RED, [1] * (MAX_TRIALS_PER_SEND + 1), "at most"),
        ("ſtop", RED, [1], "not a student name"),
        ("", RED, [1], "not a student name"),
        ("x" * 41, RED, [1], "not a student name"),
        (None, RED, [1], "not a student name"),
    ],
)
def test_bad_sends_are_refused_and_store_nothing(pool, student, experiment, result, says):
    pool.submit("ben", RED, [1])
    with pytest.raises(ClassPoolError, match=says):
        pool.submit(student, experiment, result)
    assert pool.pooled(RED).trials == 1


def test_numpy_integers_are_whole_numbers(pool):
    assert pool.submit("ana", RED, np.array([1, 2], dtype=np.int8))
    assert pool.pooled(RED).counts[2] == 1


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ({"url": "sqlite://", "code": "7 B"}, "class code"),
        ({"url": "sqlite://", "code": "٧B"}, "class code"),
        ({"url": "", "code": "7B"}, "database URL"),
        ({"url": "nosuchdb://x", "code": "7B"}, "cannot use the database URL"),
        ({"url": "sqlite://", "code": "7B", "max_sends": 0}, "max_sends"),
    ],
)
def test_a_bad_pool_is_refused(arguments, says):
    with pytest.raises(ClassPoolError, match=says):
        ClassPool(**arguments)


def test_one_student_past_the_limit_is_refused_and_others_go_on(database_url):
    pool = ClassPool(database_url, code="7B", max_sends=3)
    for _ in range(3):
        pool.submit("flood", RED, [0])
    with pytest.raises(ClassPoolError, match="the most"):
        pool.submit("flood", RED, [0])
    assert pool.submit("ana", RED, [1])
    assert pool.by_student(RED) == {"ana": 1, "flood": 3}


# -- the teacher ----------------------------------------------------------------------------------
def test_freeze_reset_and_remove_one_student(pool):
    pool.submit("ana", RED, [1, 2])
    pool.submit("ben", RED, [3])
    pool.freeze(RED)
    assert pool.pooled(RED).frozen
    with pytest.raises(ClassPoolError, match="paused"):
        pool.submit("cy", RED, [0])
    pool.freeze(RED, False)
    assert pool.submit("cy", RED, [0])
    assert pool.remove_student(RED, "ben") == 1
    assert pool.by_student(RED) == {"ana": 2, "cy": 1}
    assert pool.reset(RED) == 2
    assert pool.pooled(RED).trials == 0
    with pytest.raises(ClassPoolError, match="nothing to pool"):
        pool.pooled(RED).frequency(1)


def test_export_csv_lists_every_send(pool):
    pool.submit("ana", BUST, [3, 7], submission_id="a1")
    pool.submit("ben", BUST, [0], submission_id="b1")
    rows = list(csv.DictReader(io.StringIO(pool.export_csv(BUST))))
    assert [(r["submission_id"], r["student"], r["outcomes"]) for r in rows] == [
        ("a1", "ana", "3 7"),
        ("b1", "ben", "0"),
    ]
    assert all(r["received_utc"].endswith("Z") for r in rows)


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


# -- faults: clear errors that never show a password -------------------------------------------
SECRET = "hunter2-not-for-students"


@pytest.mark.parametrize(
    "url",
    [
        f"postgresql+psycopg://teacher:{SECRET}@127.0.0.1:{{port}}/logo",
        f"postgresql+psycopg://teacher:{SECRET}@127.0.0.1:notaport/logo",
        f"nosuchdb://teacher:{SECRET}@127.0.0.1/logo",
    ],
)
def test_an_unusable_database_is_a_class_pool_error_without_its_password(url, monkeypatch):
    monkeypatch.setattr(store_module, "RETRIES", 1)  # one try is enough to see the message
    with pytest.raises(ClassPoolError) as refused:
        ClassPool(url.format(port=serving.free_port()), code="7B")  # nothing listens
    message = str(refused.value)
    assert SECRET not in message
    assert "***" in message  # the URL is still named, with its password hidden


def test_a_file_that_is_not_a_database_is_a_clear_class_pool_error(tmp_path):
    garbage = tmp_path / "class.db"
    garbage.write_bytes(b"this is a lesson plan, not a database\n" * 200)
    with pytest.raises(ClassPoolError, match="not a class pool database"):
        ClassPool(f"sqlite:///{garbage}", code="7B")


def test_redact_hides_only_the_password():
    from logo_kit.classpool.store import redact

    assert redact(f"postgresql+psycopg://teacher:{SECRET}@db.school/logo") == (
        "postgresql+psycopg://teacher:***@db.school/logo"
    )
    assert redact("sqlite:///class.db") == "sqlite:///class.db"
    assert SECRET not in redact(f"weird://teacher:{SECRET}@host:port:more/x")


def test_the_laptops_database_file_is_readable_by_its_owner_only(tmp_path):
    import os
    import stat

    old = os.umask(0o022)  # the usual umask, which would leave the file world-readable
    try:
        pool = ClassPool(f"sqlite:///{tmp_path / 'class.db'}", code="7B")
        pool.submit("ana", RED, [1])
        pool.close()
    finally:
        os.umask(old)
    for made in tmp_path.iterdir():  # the database and SQLite's -wal and -shm files
        assert stat.S_IMODE(made.stat().st_mode) == 0o600, made.name


@pytest.mark.parametrize("stored", ["not json", "5", '["2"]', "[true]", "[2, 8]", '{"k": 2}'])
def test_a_malformed_or_impossible_row_is_ignored_and_counted(database_url, stored):
    pool = ClassPool(database_url, code="7B")
    pool.submit("ana", HATS, [0, 1])
    with pool._engine.begin() as db:  # a row no board could send, written straight in
        db.execute(
            pool._tables["submissions"]
            .insert()
            .values(
                code="7B",
                submission_id="forged",
                student="eve",
                experiment=HATS,
                outcomes=stored,
                trials=2,
                received=0.0,
            )
        )
    pooled = pool.pooled(HATS)
    assert (pooled.trials, pooled.submissions, pooled.ignored) == (2, 1, 1)
    assert pool.arrivals(HATS) == [0, 1]  # out of the running mean too
    assert "forged" not in pool.export_csv(HATS)  # and out of the export, which went on
    pool.close()


def test_an_error_a_student_may_see_names_no_folder_on_the_server(tmp_path):
    garbage = tmp_path / "class.db"
    garbage.write_bytes(b"not a database\n" * 200)
    with pytest.raises(ClassPoolError) as refused:
        ClassPool.join(f"sqlite:///{garbage}", code="7B")
    assert str(tmp_path) not in str(refused.value) and "class.db" in str(refused.value)


# -- quotas in trials, held under concurrent sends -------------------------------------------
def test_the_quota_counts_trials_not_sends(database_url):
    pool = ClassPool(database_url, code="7B", max_trials=10)
    assert pool.submit("ana", RED, [1] * 6)
    assert pool.remaining("ana", RED) == 4
    with pytest.raises(ClassPoolError, match="at most 10 results"):
        pool.submit("ana", RED, [1] * 5)  # 11 would pass the quota: refused whole
    assert pool.submit("ana", RED, [2] * 4)
    assert pool.remaining("ana", RED) == 0
    assert pool.submit("ben", RED, [3])  # another student's quota is her own
    assert pool.by_student(RED) == {"ana": 10, "ben": 1}
    assert pool.remaining("ana", HATS) == 10  # and so is each experiment's


def _at_once(count, work):
    """Run ``work(index)`` in ``count`` threads released together; return what each returned
    and the ClassPoolErrors raised, as two lists."""
    start = threading.Barrier(count)
    done, refused = [], []

    def run(index):
        start.wait()
        try:
            done.append(work(index))
        except ClassPoolError as error:
            refused.append(error)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return done, refused


def test_eight_concurrent_senders_cannot_pass_the_quota(database_url):
    """The quota is checked in the same transaction as the insert: eight sends of 3 trials
    racing against a quota of 15 store exactly five (the race stored 11–12 sends on SQLite
    and 8–9 on PostgreSQL while the count ran outside the insert's transaction)."""
    pool = ClassPool(database_url, code="7B", max_trials=15)
    for _round in range(3):
        pool.reset(RED)
        stored, refused = _at_once(
            8, lambda i: pool.submit("ana", RED, [1, 2, 3], submission_id=f"s{i}")
        )
        assert (len(stored), len(refused)) == (5, 3), refused
        assert all("at most 15 results" in str(e) for e in refused)
        assert pool.by_student(RED) == {"ana": 15}
    pool.close()


def test_the_send_limit_also_holds_under_concurrent_sends(database_url):
    pool = ClassPool(database_url, code="7B", max_sends=5)
    stored, _refused = _at_once(8, lambda i: pool.submit("ana", RED, [1], submission_id=f"s{i}"))
    assert len(stored) == 5 and pool.pooled(RED).submissions == 5
    pool.close()


def test_a_typed_flood_is_refused_whole_and_the_teacher_sees_who_reached_a_quota(database_url):
    pool = ClassPool(database_url, code="7B", max_trials=300)
    assert pool.remaining("ana", RED) == 300
    for _ in range(2):
        assert pool.submit("ana", RED, [7] * 150)
    with pytest.raises(ClassPoolError, match="has 0 left"):
        pool.submit("ana", RED, [7])
    assert pool.submit("ben", RED, [2])
    assert pool.at_quota(RED) == ["ana"] and pool.pooled(RED).trials == 301
    pool.close()


# -- names that can't be taken ------------------------------------------------------------
ANA_SECRET, EVE_SECRET = "a" * 32, "e" * 32


def test_a_joined_name_belongs_to_its_browser(database_url):
    pool = ClassPool(database_url, code="7B")
    pool.claim("ana", ANA_SECRET)
    pool.claim("ana", ANA_SECRET)  # the same browser again (a reload): welcome back
    assert pool.submit("ana", RED, [1], secret=ANA_SECRET)
    with pytest.raises(NameTakenError, match="that name is taken — pick another or ask"):
        pool.claim("ana", EVE_SECRET)  # another browser asking for it
    with pytest.raises(NameTakenError):
        pool.submit("ana", RED, [7, 7], secret=EVE_SECRET)  # nor sending as her
    with pytest.raises(NameTakenError):
        pool.submit("ana", RED, [7, 7])  # nor with no secret at all
    assert pool.by_student(RED) == {"ana": 1}
    assert pool.names() == ["ana"]
    other = ClassPool(database_url, code="7C")
    other.claim("ana", EVE_SECRET)  # another class's 'ana' is another name
    assert pool.release("ana") and not pool.release("ana")
    pool.claim("ana", EVE_SECRET)  # released by the teacher: a new browser may take it
    assert pool.by_student(RED) == {"ana": 1}  # her results stayed
    with pytest.raises(ClassPoolError, match="not a name secret"):
        pool.claim("ben", "short")
    with pytest.raises(ClassPoolError, match="not a student name"):
        pool.release("ſam")
    pool.close()
    other.close()


def test_two_browsers_racing_for_one_name_leave_it_to_one(database_url):
    pool = ClassPool(database_url, code="7B")
    won, refused = _at_once(8, lambda i: pool.claim("ana", f"{i}" * 20))
    assert len(won) == 1 and all(isinstance(e, NameTakenError) for e in refused)
    pool.close()


def test_a_rejoining_student_finds_their_results(database_url):
    pool = ClassPool(database_url, code="7B")
    pool.submit("ana", BUST, [3, 7])
    pool.submit("ben", BUST, [1])
    pool.submit("ana", BUST, [0])
    assert pool.results_of("ana", BUST) == [3, 7, 0]
    assert pool.results_of("cy", BUST) == []
    pool.close()


# -- a deleted or replaced database file is noticed ---------------------------------------
@pytest.mark.parametrize("how", ["deleted", "replaced"])
def test_a_deleted_or_replaced_database_file_fails_the_send(tmp_path, how):
    import shutil

    path = tmp_path / "class.db"
    pool = ClassPool(f"sqlite:///{path}", code="7B")
    assert pool.submit("ana", RED, [1])
    if how == "deleted":
        path.unlink()
    else:  # a copy of the same database moved over it: another file all the same
        shutil.copy(path, tmp_path / "copy.db")
        (tmp_path / "copy.db").replace(path)
    with pytest.raises(ClassPoolError, match="deleted or replaced") as refused:
        pool.submit("ana", RED, [2])  # before: True, and the result went nowhere
    assert str(tmp_path) not in str(refused.value)
    with pytest.raises(ClassPoolError, match="deleted or replaced"):
        pool.pooled(RED)
    pool.close()
