"""Where a class pool lives: the database connection and its six tables.

``logo_kit_classes`` holds the class codes a teacher opened,
``logo_kit_submissions`` every send (one row per send id and class, so a resend
is stored once), ``logo_kit_frozen`` the experiments a teacher paused,
``logo_kit_names`` the names students joined under, each with a hash of the secret
the student's browser keeps, ``logo_kit_guesses`` the students' predictions (one per
student and prediction), and ``logo_kit_reveals`` the predictions whose answer the
teacher has revealed (the answer itself is never stored: it stays with the teacher).
An SQLite file is opened in WAL mode with a busy timeout, so students' sends do not
block the teacher's reads.

A write that checks before it stores (a quota, a name) runs in one transaction that
no other such write can interleave with (:func:`writing`): SQLite's ``BEGIN
IMMEDIATE`` takes the file's write lock before the check reads anything, and on
PostgreSQL a transaction-scoped advisory lock serialises the writes that touch the same
student. An SQLite file that is deleted or replaced while the class runs is noticed
(:func:`check_file`): its open connections would otherwise go on writing to a file
nobody can read.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import time
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from logo_kit.errors import ClassPoolError

__all__ = [
    "RETRIES",
    "backoff",
    "check_file",
    "file_identity",
    "hold_lock",
    "open_store",
    "redact",
    "retried",
    "scrub",
    "writing",
]

RETRIES = 8
"""Tries for a locked SQLite file or a dropped PostgreSQL connection (with back-off)."""

T = TypeVar("T")


def backoff(attempt: int) -> float:
    """Seconds to wait after failed try number ``attempt`` (0, 1, …): 0.05 s doubling each
    time, never more than a second, so eight tries wait at most 3.55 s in all.

    >>> [backoff(a) for a in range(7)]
    [0.05, 0.1, 0.2, 0.4, 0.8, 1.0, 1.0]
    """
    return min(0.05 * 2**attempt, 1.0)


def retried(
    work: Callable[[], T],
    give_up: Callable[[Any], ClassPoolError],
    before: Callable[[], None] = lambda: None,
) -> T:
    """``work()``, tried up to :data:`RETRIES` times while it raises SQLAlchemy's
    ``OperationalError`` (a locked or busy SQLite file, a dropped or refused PostgreSQL
    connection), waiting :func:`backoff` seconds between tries; the last such error
    becomes ``give_up(error)``, raised without the driver's chained traceback (it repeats
    the statement and the URL). ``before()`` runs ahead of every try (a check that may
    refuse); any other error propagates at once, for the caller to name."""
    from sqlalchemy.exc import OperationalError

    for attempt in range(RETRIES):
        before()
        try:
            return work()
        except OperationalError as error:
            if attempt == RETRIES - 1:
                raise give_up(error) from None
            time.sleep(backoff(attempt))
    raise AssertionError("unreachable: RETRIES is at least one")


_PASSWORD = re.compile(r"(://[^:/@\s]*:)[^@\s]*@")
_FOLDERS = re.compile(r"^(sqlite[^:]*:///)(.*/)([^/]+)$")


def redact(url: str) -> str:
    """``url`` with its password replaced by ``***`` and an SQLite file's folders by ``…``,
    fit for an error a student may see (no password, no path on the server).

    >>> redact("postgresql+psycopg://teacher:s3cret@db.school/logo")
    'postgresql+psycopg://teacher:***@db.school/logo'
    >>> redact("sqlite:////home/teacher/build/class/class.db")
    'sqlite:///…/class.db'
    """
    return _FOLDERS.sub(r"\1…/\3", _PASSWORD.sub(r"\1***@", url))


def scrub(text: str, url: str) -> str:
    """``text`` (a driver's error message, say) with ``url``'s password nowhere in it."""
    found = re.search(r"://[^:/@\s]*:([^@\s]*)@", url)
    text = _PASSWORD.sub(r"\1***@", text)
    return text.replace(found.group(1), "***") if found and found.group(1) else text


def _sqlite_path(url: str) -> str | None:
    """The file an SQLite URL names (None: in memory, a URI, or not SQLite)."""
    from sqlalchemy.engine import make_url

    made = make_url(url)
    path = made.database
    if not made.drivername.startswith("sqlite") or not path or path == ":memory:":
        return None
    return None if path.startswith("file:") else path


def file_identity(url: str) -> tuple[int, int] | None:
    """The device and inode of ``url``'s SQLite file (None when it is not a file)."""
    path = _sqlite_path(url)
    if path is None:
        return None
    found = os.stat(path)
    return (found.st_dev, found.st_ino)


def check_file(url: str, identity: tuple[int, int] | None) -> None:
    """Refuse to go on when the SQLite file opened as ``identity`` was deleted or replaced
    (its connections would write to the old, unlinked file: a send 'stored' nowhere)."""
    if identity is None:
        return
    try:
        now = file_identity(url)
    except OSError:
        now = None
    if now != identity:
        raise ClassPoolError(
            f"the class pool's database file {redact(url)!r} was deleted or replaced while "
            "the class was running: nothing was stored; ask your teacher to start the class "
            "again."
        )


@contextlib.contextmanager
def writing(engine: Any, *lock: str) -> Iterator[Any]:
    """A write transaction that no other :func:`writing` transaction with the same ``lock``
    interleaves with, so a check it makes (a quota, a name's owner) still holds when it
    commits. SQLite: ``BEGIN IMMEDIATE`` (see :func:`open_store`); PostgreSQL: an advisory
    lock named by ``lock``, released when the transaction ends."""
    with engine.connect() as db:
        db.execution_options(logo_kit_write=True)
        with db.begin():
            if lock:
                hold_lock(db, *lock)
            yield db


def hold_lock(db: Any, *name: str) -> None:
    """Inside a :func:`writing` transaction, also hold the lock called ``name`` until it
    ends (PostgreSQL; SQLite's write lock already holds the whole file). Locks are taken
    in one order (the student's, then a prediction's), so two writers never wait on
    each other."""
    from sqlalchemy import text

    if db.engine.dialect.name != "postgresql":
        return
    key = int.from_bytes(
        hashlib.blake2b("\0".join(name).encode(), digest_size=8).digest(), "big", signed=True
    )
    db.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})


def _private_file(url: str) -> None:
    """Create a new SQLite file readable by its owner only (names are in it); SQLite gives
    its -wal and -shm files the same mode."""
    path = _sqlite_path(url)
    if path is None or os.path.exists(path):
        return
    # made by another board at this moment, or no such folder: SQLite says so when it connects
    with contextlib.suppress(OSError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


def open_store(url: str) -> tuple[Any, dict[str, Any]]:
    """Connect to ``url``, create the pool's tables if they are missing, and return the
    engine and the tables by name (a URL that cannot be used: :class:`ClassPoolError`)."""
    try:
        from sqlalchemy import (
            Column,
            Float,
            Integer,
            MetaData,
            PrimaryKeyConstraint,
            String,
            Table,
            Text,
            UniqueConstraint,
            create_engine,
            event,
        )
        from sqlalchemy.exc import (
            ArgumentError,
            DatabaseError,
            NoSuchModuleError,
            OperationalError,
        )
    except ImportError as error:  # pragma: no cover - the 'class' extra is missing
        raise ClassPoolError(
            "the class pool needs SQLAlchemy: pip install 'logo_kit[class]'."
        ) from error
    try:
        sqlite = url.startswith("sqlite")
        if sqlite:
            _private_file(url)
        engine = create_engine(
            url, connect_args={"timeout": 10} if sqlite else {}, pool_pre_ping=not sqlite
        )
    except (ArgumentError, NoSuchModuleError, ImportError, ValueError) as error:
        raise ClassPoolError(
            f"cannot use the database URL {redact(url)!r}: {scrub(str(error), url)}."
        ) from None  # the driver's own error repeats the URL, password and all
    if sqlite:

        @event.listens_for(engine, "connect")
        def _wal(connection: Any, _record: Any) -> None:  # readers never block the writer
            # the driver's own transaction handling starts a transaction only at the first
            # INSERT, so a check read before it ran outside the transaction: we begin
            connection.isolation_level = None
            cursor = connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=10000")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _begin(connection: Any) -> None:  # a writer takes the write lock before it reads
            write = connection.get_execution_options().get("logo_kit_write")
            connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    meta = MetaData()
    submissions = Table(
        "logo_kit_submissions",
        meta,
        Column("seq", Integer, primary_key=True, autoincrement=True),
        Column("code", String(16), nullable=False),
        Column("submission_id", String(64), nullable=False),
        Column("student", String(40), nullable=False),
        Column("experiment", String(40), nullable=False),
        Column("outcomes", Text, nullable=False),
        Column("trials", Integer, nullable=False),
        Column("received", Float, nullable=False),
        UniqueConstraint("code", "submission_id", name="logo_kit_one_send"),
    )
    frozen = Table(
        "logo_kit_frozen",
        meta,
        Column("code", String(16), nullable=False),
        Column("experiment", String(40), nullable=False),
        PrimaryKeyConstraint("code", "experiment"),
    )
    classes = Table(
        "logo_kit_classes",
        meta,
        Column("code", String(16), primary_key=True),
        Column("opened", Float, nullable=False),
    )
    names = Table(
        "logo_kit_names",
        meta,
        Column("code", String(16), nullable=False),
        Column("student", String(40), nullable=False),
        Column("secret_hash", String(80), nullable=False),
        Column("claimed", Float, nullable=False),
        PrimaryKeyConstraint("code", "student"),
    )
    guesses = Table(
        "logo_kit_guesses",
        meta,
        Column("seq", Integer, primary_key=True, autoincrement=True),
        Column("code", String(16), nullable=False),
        Column("prediction", String(20), nullable=False),
        Column("student", String(40), nullable=False),
        Column("value", Float, nullable=True),
        Column("choice", String(40), nullable=True),
        Column("received", Float, nullable=False),
        UniqueConstraint("code", "prediction", "student", name="logo_kit_one_guess"),
    )
    reveals = Table(
        "logo_kit_reveals",
        meta,
        Column("code", String(16), nullable=False),
        Column("prediction", String(20), nullable=False),
        Column("revealed", Float, nullable=False),
        PrimaryKeyConstraint("code", "prediction"),
    )

    def unreachable(error: OperationalError) -> ClassPoolError:
        reason = scrub(str(error.orig), url)
        return ClassPoolError(f"cannot open the class pool at {redact(url)!r}: {reason}.")

    try:
        retried(lambda: meta.create_all(engine), unreachable)
    except ClassPoolError:  # unreachable's, a ValueError the last clause must not rename
        raise
    except DatabaseError:  # a garbage file: SQLite's "file is not a database"
        raise ClassPoolError(
            f"{redact(url)!r} is not a class pool database (the file holds something "
            "else): give the pool a new file name, or move that file away."
        ) from None
    except ValueError as error:  # a URL the driver reads only when it connects
        raise ClassPoolError(
            f"cannot use the database URL {redact(url)!r}: {scrub(str(error), url)}."
        ) from None
    tables = {
        "submissions": submissions,
        "frozen": frozen,
        "classes": classes,
        "names": names,
        "guesses": guesses,
        "reveals": reveals,
    }
    return engine, tables
