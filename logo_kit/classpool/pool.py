"""The class pool: every student's experiment results in one database, pooled exactly.

A teacher runs a live class experiment: each student deals (or shuffles) at
their own board and presses **Send to the class**; the teacher's board shows
the pooled counts beside the exact distribution while they arrive.

>>> pool = ClassPool("sqlite://", code="7B")            # in memory, for the example
>>> pool.submit("ana", "logo-red-cards", [2, 1, 3])
True
>>> pool.submit("ben", "logo-red-cards", [0, 2])
True
>>> pooled = pool.pooled("logo-red-cards")
>>> pooled.trials, pooled.students, pooled.counts[2]
(5, 2, 2)
>>> pooled.frequency(2)
Fraction(2, 5)

The store is any SQLAlchemy URL: the default, an SQLite file, serves one machine
(a teacher's laptop, a single JupyterHub server); PostgreSQL
(``postgresql+psycopg://user:password@host/db``) serves a JupyterHub spread over
several machines. Every submission carries an id: sending the same id again
(a board retrying after a dropped connection) stores it once. Everything a
student sends is checked before anything is stored: an unknown experiment, an
impossible outcome, too many trials at once, or a student past the pool's limit
gives a :class:`ClassPoolError` and stores nothing. Results live in the
database, so they survive a restart of the server.

What students see (:meth:`ClassPool.pooled`) has no names in it; the teacher's
methods (:meth:`ClassPool.by_student`, :meth:`ClassPool.remove_student`,
:meth:`ClassPool.export_csv`) do.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from logo_kit.errors import ClassPoolError
from logo_kit.exact import Distribution
from logo_kit.simulate import wilson_interval

from .experiments import EXPERIMENTS, MAX_TRIALS_PER_SEND, ClassExperiment
from .store import RETRIES, open_store, redact, scrub

__all__ = [
    "CODE_VARIABLE",
    "MAX_SENDS_PER_STUDENT",
    "POOL_VARIABLE",
    "ClassPool",
    "ClassPoolError",
    "PoolRow",
    "Pooled",
    "check_student",
    "default_code",
    "default_url",
]

MAX_SENDS_PER_STUDENT = 500
"""Most submissions one student may make to one experiment of one class: a lesson's
experiment is 20 or so sends; past this a student (or a script) is refused, so one
flood cannot fill the database or slow the pooled view for everyone else."""
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$")
_NAME_RULE = "1–40 letters, digits, spaces, '.', '-' or '_', starting with a letter or digit"
_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$")
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")

T = TypeVar("T")


POOL_VARIABLE = "LOGO_KIT_CLASS_POOL"
"""The environment variable naming the class pool's database URL for every board
(``make class`` sets it, so the students' apps and the teacher's board share one store)."""


CODE_VARIABLE = "LOGO_KIT_CLASS_CODE"
"""The environment variable holding the class code of a live class (``make class CODE=7B``)."""


def default_code() -> str:
    """The class code of the teacher's board: ``$LOGO_KIT_CLASS_CODE``, else ``demo``."""
    return os.environ.get(CODE_VARIABLE) or "demo"


def default_url() -> str:
    """The class pool boards use: ``$LOGO_KIT_CLASS_POOL``, else ``class.db`` here."""
    return os.environ.get(POOL_VARIABLE) or "sqlite:///class.db"


@dataclass(frozen=True)
class PoolRow:
    """One outcome of the pooled table: count, class frequency, its 95% interval, exact chance."""

    outcome: int
    count: int
    frequency: Fraction
    low: float
    high: float
    exact: Fraction

    @property
    def inside(self) -> bool:
        """True when the exact chance lies inside the class's 95% interval."""
        return self.low <= self.exact <= self.high


@dataclass(frozen=True)
class Pooled:
    """What the whole class found in one experiment, with no student's name in it."""

    experiment: str
    counts: dict[int, int]
    """Trials per outcome, every possible outcome present (0 when nobody saw it)."""
    trials: int
    students: int
    submissions: int
    frozen: bool
    ignored: int = 0
    """Stored rows left out because no board could have sent them (malformed or impossible
    outcomes written into the database by hand): the teacher's board says how many."""

    @property
    def exact(self) -> Distribution:
        return EXPERIMENTS[self.experiment].exact()

    def frequency(self, outcome: int) -> Fraction:
        """The class's frequency of ``outcome`` (exact, from the counts)."""
        if not self.trials:
            raise ClassPoolError(f"no results in {self.experiment!r} yet: nothing to pool.")
        return Fraction(self.counts.get(outcome, 0), self.trials)

    def mean(self) -> Fraction:
        """The class's mean outcome, beside :attr:`exact`'s mean."""
        if not self.trials:
            raise ClassPoolError(f"no results in {self.experiment!r} yet: nothing to pool.")
        return Fraction(sum(k * n for k, n in self.counts.items()), self.trials)

    def rows(self) -> list[PoolRow]:
        """A row per possible outcome: count, frequency, Wilson 95% interval, exact chance."""
        rows = []
        for outcome, exact in self.exact.items():
            count = self.counts.get(outcome, 0)
            low, high = wilson_interval(count, self.trials) if self.trials else (0.0, 1.0)
            frequency = Fraction(count, self.trials) if self.trials else Fraction(0)
            rows.append(PoolRow(outcome, count, frequency, low, high, exact))
        return rows


class ClassPool:
    """One class's pool of experiment results, in a database shared by every board.

    ``url``: an SQLAlchemy database URL (default ``sqlite:///class.db``, a file
    beside the notebooks); ``code``: the class code students type (letters,
    digits, ``-`` and ``_``, at most 16), so several classes can share one
    database without mixing; ``max_sends``: the per-student limit per experiment.
    """

    def __init__(
        self,
        url: str = "sqlite:///class.db",
        *,
        code: str,
        max_sends: int = MAX_SENDS_PER_STUDENT,
        create: bool = True,
    ) -> None:
        self.code = _checked(code, _CODE, "class code", "1–16 letters, digits, '-' or '_'")
        if not isinstance(max_sends, int) or isinstance(max_sends, bool) or max_sends < 1:
            raise ClassPoolError(
                f"max_sends must be a whole number of at least 1, not {max_sends!r}."
            )
        if not isinstance(create, bool):
            raise ClassPoolError(f"create must be True or False, not {create!r}.")
        self.max_sends = max_sends
        self.url = _checked_url(url)
        self._engine, self._tables = open_store(self.url)
        if not self._retry(lambda: self._class_is_open(create)):
            self.close()
            raise ClassPoolError(
                f"no class {self.code!r} is open in this class pool: check the class code "
                "the teacher gave (capitals count)."
            )

    @classmethod
    def join(cls, url: str, *, code: str) -> ClassPool:
        """A student's pool: like ``ClassPool(url, code=code)`` but refuses a class code
        the teacher has not opened, so a mistyped code is told at once, not silently
        given a class of its own."""
        return cls(url, code=code, create=False)

    def __repr__(self) -> str:
        where = self._engine.url.render_as_string(hide_password=True)
        return f"ClassPool({where!r}, code={self.code!r})"

    # -- students -------------------------------------------------------------------------
    def submit(
        self,
        student: str,
        experiment: str,
        result: Sequence[int],
        *,
        submission_id: str | None = None,
    ) -> bool:
        """Store one student's results (one outcome per trial); True if stored now.

        ``submission_id`` names this send: a board makes one per press of **Send**
        and reuses it when it retries, so a resend returns False and stores nothing
        new. Without one, a fresh id is made (an identifier only; it changes no
        result). Refused, with nothing stored: an unknown experiment, an outcome
        that no real trial gives, more than :data:`MAX_TRIALS_PER_SEND` trials, a
        frozen experiment, or a student past ``max_sends``.
        """
        name = check_student(student)
        trial = _experiment(experiment)
        outcomes = _outcomes(trial, result)
        sid = (
            uuid.uuid4().hex
            if submission_id is None
            else _checked(submission_id, _ID, "submission id", "1–64 letters, digits, '-' or '_'")
        )
        return self._retry(lambda: self._insert(name, trial.name, outcomes, sid))

    def pooled(self, experiment: str) -> Pooled:
        """The class's pooled counts for ``experiment``: no names, only counts."""
        trial = _experiment(experiment)
        return self._retry(lambda: self._pool(trial))

    def arrivals(self, experiment: str) -> list[int]:
        """Every outcome of ``experiment`` in the order it arrived (no names): the
        running frequency along it shows the class's results settling on the exact
        answer (the law of large numbers)."""
        trial = _experiment(experiment)
        s = self._tables["submissions"]
        from sqlalchemy import select

        query = (
            select(s.c.outcomes)
            .where(s.c.code == self.code, s.c.experiment == trial.name)
            .order_by(s.c.seq)
        )
        rows = self._retry(lambda: self._read(query))
        return [k for (text,) in rows for k in (_stored_outcomes(text, trial) or ())]

    def version(self, experiment: str) -> tuple[int, int, bool]:
        """A cheap fingerprint of ``experiment``'s results: (sends, last send's number,
        frozen). A live view re-draws only when it changes."""
        trial = _experiment(experiment)
        s, f = self._tables["submissions"], self._tables["frozen"]
        from sqlalchemy import func, select

        def read() -> tuple[int, int, bool]:
            with self._engine.connect() as db:
                sends, last = db.execute(
                    select(func.count(), func.coalesce(func.max(s.c.seq), 0)).where(
                        s.c.code == self.code, s.c.experiment == trial.name
                    )
                ).one()
                frozen = db.execute(
                    select(f.c.experiment).where(
                        f.c.code == self.code, f.c.experiment == trial.name
                    )
                ).first()
            return int(sends), int(last), frozen is not None

        return self._retry(read)

    # -- the teacher ----------------------------------------------------------------------
    def by_student(self, experiment: str) -> dict[str, int]:
        """Trials each student has sent to ``experiment`` (for the teacher only)."""
        trial = _experiment(experiment)
        s = self._tables["submissions"]
        from sqlalchemy import func, select

        query = (
            select(s.c.student, func.sum(s.c.trials))
            .where(s.c.code == self.code, s.c.experiment == trial.name)
            .group_by(s.c.student)
            .order_by(s.c.student)
        )
        return self._retry(lambda: {n: int(t) for n, t in self._read(query)})

    def freeze(self, experiment: str, frozen: bool = True) -> None:
        """Stop (or, with ``frozen=False``, restart) accepting results for ``experiment``."""
        trial = _experiment(experiment)
        if not isinstance(frozen, bool):
            raise ClassPoolError(f"frozen must be True or False, not {frozen!r}.")
        self._retry(lambda: self._set_frozen(trial.name, frozen))

    def reset(self, experiment: str) -> int:
        """Remove every result of ``experiment`` in this class; returns how many sends went."""
        trial = _experiment(experiment)
        s = self._tables["submissions"]
        return self._retry(
            lambda: self._delete(
                s.delete().where(s.c.code == self.code, s.c.experiment == trial.name)
            )
        )

    def remove_student(self, experiment: str, student: str) -> int:
        """Remove one student's results from ``experiment``; returns how many sends went."""
        trial = _experiment(experiment)
        name = _checked(student, _NAME, "student name", "a name as the student typed it")
        s = self._tables["submissions"]
        return self._retry(
            lambda: self._delete(
                s.delete().where(
                    s.c.code == self.code, s.c.experiment == trial.name, s.c.student == name
                )
            )
        )

    def export_csv(self, experiment: str) -> str:
        """Every send of ``experiment`` as CSV: submission id, student, time, outcomes."""
        trial = _experiment(experiment)
        s = self._tables["submissions"]
        from sqlalchemy import select

        query = (
            select(s.c.submission_id, s.c.student, s.c.received, s.c.outcomes)
            .where(s.c.code == self.code, s.c.experiment == trial.name)
            .order_by(s.c.seq)
        )
        rows = self._retry(lambda: self._read(query))
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["submission_id", "student", "received_utc", "outcomes"])
        for sid, student, received, outcomes in rows:
            stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(received))
            writer.writerow([sid, student, stamp, " ".join(map(str, json.loads(outcomes)))])
        return out.getvalue()

    def close(self) -> None:
        """Release the database connections."""
        self._engine.dispose()

    # -- inside: callers have checked everything ---------------------------------------------
    def _insert(self, student: str, experiment: str, outcomes: list[int], sid: str) -> bool:
        from sqlalchemy import func, select
        from sqlalchemy.exc import IntegrityError

        s, f = self._tables["submissions"], self._tables["frozen"]
        try:
            with self._engine.begin() as db:
                if db.execute(
                    select(s.c.seq).where(s.c.code == self.code, s.c.submission_id == sid)
                ).first():
                    return False  # a resend: stored once already
                if db.execute(
                    select(f.c.experiment).where(
                        f.c.code == self.code, f.c.experiment == experiment
                    )
                ).first():
                    raise ClassPoolError(
                        f"the teacher has paused {experiment!r} for class {self.code!r}: "
                        "results are not being collected right now."
                    )
                sent = db.execute(
                    select(func.count())
                    .select_from(s)
                    .where(
                        s.c.code == self.code, s.c.experiment == experiment, s.c.student == student
                    )
                ).scalar_one()
                if sent >= self.max_sends:
                    raise ClassPoolError(
                        f"{student!r} has already sent {sent} results to {experiment!r}, the "
                        f"most this class pool takes from one student ({self.max_sends}); "
                        "ask the teacher."
                    )
                db.execute(
                    s.insert().values(
                        code=self.code,
                        submission_id=sid,
                        student=student,
                        experiment=experiment,
                        outcomes=json.dumps(outcomes),
                        trials=len(outcomes),
                        received=time.time(),
                    )
                )
        except IntegrityError:  # the same id arrived at the same moment: stored once
            return False
        return True

    def _class_is_open(self, create: bool) -> bool:
        from sqlalchemy import select
        from sqlalchemy.exc import IntegrityError

        c = self._tables["classes"]
        with self._engine.connect() as db:
            if db.execute(select(c.c.code).where(c.c.code == self.code)).first():
                return True
        if not create:
            return False
        try:
            with self._engine.begin() as db:
                db.execute(c.insert().values(code=self.code, opened=time.time()))
        except IntegrityError:  # opened by someone else at the same moment: open all the same
            pass
        return True

    def _pool(self, trial: ClassExperiment) -> Pooled:
        from sqlalchemy import select

        s, f = self._tables["submissions"], self._tables["frozen"]
        counts: Counter[int] = Counter()
        students: set[str] = set()
        sends = 0
        with self._engine.connect() as db:
            rows = db.execute(
                select(s.c.student, s.c.outcomes).where(
                    s.c.code == self.code, s.c.experiment == trial.name
                )
            ).all()
            frozen = (
                db.execute(
                    select(f.c.experiment).where(
                        f.c.code == self.code, f.c.experiment == trial.name
                    )
                ).first()
                is not None
            )
        ignored = 0
        for student, text in rows:
            outcomes = _stored_outcomes(text, trial)
            if outcomes is None:
                ignored += 1
                continue
            counts.update(outcomes)
            students.add(student)
            sends += 1
        table = {k: counts.get(k, 0) for k in trial.outcomes()}
        total = sum(table.values())
        return Pooled(trial.name, table, total, len(students), sends, frozen, ignored)

    def _set_frozen(self, experiment: str, frozen: bool) -> None:
        f = self._tables["frozen"]
        with self._engine.begin() as db:
            db.execute(f.delete().where(f.c.code == self.code, f.c.experiment == experiment))
            if frozen:
                db.execute(f.insert().values(code=self.code, experiment=experiment))

    def _delete(self, statement: Any) -> int:
        with self._engine.begin() as db:
            return db.execute(statement).rowcount

    def _read(self, query: Any) -> list:
        with self._engine.connect() as db:
            return db.execute(query).all()

    def _retry(self, work: Callable[[], T]) -> T:
        """Run ``work``; a locked or busy database (or a dropped connection) is tried again."""
        from sqlalchemy.exc import DatabaseError, OperationalError

        for attempt in range(RETRIES):
            try:
                return work()
            except OperationalError as error:
                if attempt == RETRIES - 1:
                    reason = scrub(str(error.orig), self.url)
                    raise ClassPoolError(
                        f"the class pool's database stayed busy or out of reach ({reason}); "
                        "nothing was stored: try again in a moment."
                    ) from None  # SQLAlchemy's own text repeats the statement and its values
                time.sleep(min(0.05 * 2**attempt, 1.0))
            except DatabaseError:  # the file was replaced by something that is not a database
                raise ClassPoolError(
                    f"{redact(self.url)!r} is no longer a class pool database: nothing was "
                    "stored; ask your teacher."
                ) from None
        raise AssertionError("unreachable")


def _stored_outcomes(text: Any, trial: ClassExperiment) -> list[int] | None:
    """A stored row's outcomes, or None for a row no board could have sent (not a JSON list
    of whole numbers, or an outcome the experiment cannot give): such a row is skipped, so
    one bad row never stops the teacher's board."""
    try:
        outcomes = json.loads(text)
    except (TypeError, ValueError):
        return None
    if not isinstance(outcomes, list) or not all(
        type(k) is int and trial.possible(k) for k in outcomes
    ):
        return None
    return outcomes


def check_student(name: Any) -> str:
    """``name`` if it can name a student in a class pool; a :class:`ClassPoolError` saying
    what is allowed otherwise (a board checks the name when the student joins)."""
    return _checked(name, _NAME, "student name", _NAME_RULE)


def _checked(value: Any, pattern: re.Pattern, what: str, allowed: str) -> str:
    # ASCII only, like every typed text in logo_kit: str.isalnum would let 'ſ' or '٣' in.
    if not isinstance(value, str) or not value.isascii() or not pattern.match(value):
        raise ClassPoolError(f"{value!r} is not a {what}: use {allowed}.")
    return value


def _checked_url(url: Any) -> str:
    if not isinstance(url, str) or not url.strip():
        raise ClassPoolError(
            f"{url!r} is not a database URL: use one like 'sqlite:///class.db' or "
            "'postgresql+psycopg://user:password@host/dbname'."
        )
    return url


def _experiment(name: Any) -> ClassExperiment:
    if not isinstance(name, str) or name not in EXPERIMENTS:
        known = ", ".join(sorted(EXPERIMENTS))
        raise ClassPoolError(f"{name!r} is not a class experiment: the pool knows {known}.")
    return EXPERIMENTS[name]


def _outcomes(trial: ClassExperiment, result: Any) -> list[int]:
    if isinstance(result, str | bytes) or not isinstance(result, Iterable):
        raise ClassPoolError(
            f"a result is a list of whole numbers, one per trial ({trial.trial}), "
            f"not {type(result).__name__}."
        )
    outcomes: list[int] = []
    for value in result:
        if len(outcomes) == MAX_TRIALS_PER_SEND:
            raise ClassPoolError(
                f"one send holds at most {MAX_TRIALS_PER_SEND} trials; send the rest separately."
            )
        if isinstance(value, bool) or (
            not isinstance(value, int) and not hasattr(value, "__index__")
        ):
            raise ClassPoolError(f"{value!r} is not a whole number of {trial.trial}.")
        outcome = int(value.__index__())
        if not trial.possible(outcome):
            allowed = ", ".join(map(str, trial.outcomes()))
            raise ClassPoolError(
                f"{outcome} {trial.trial} cannot happen in a real trial; possible: {allowed}."
            )
        outcomes.append(outcome)
    if not outcomes:
        raise ClassPoolError("the result is empty: send at least one trial.")
    return outcomes
