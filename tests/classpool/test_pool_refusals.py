"""What the class pool refuses, and how it says so: bad sends and bad pools store
nothing, a student past the send limit is refused while the others go on, and an
unusable, broken, forged, deleted or replaced database is a clear ClassPoolError that
shows no password and no folder of the server."""

from __future__ import annotations

import numpy as np
import pytest

from logo_kit.classpool import MAX_TRIALS_PER_SEND, ClassPool, ClassPoolError
from logo_kit.classpool import store as store_module
from tools import serving

RED = "logo-red-cards"
HATS = "lore-hat-check"


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
