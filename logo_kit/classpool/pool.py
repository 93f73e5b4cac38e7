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
:meth:`ClassPool.export_csv`) do. The same pool takes the students' predictions
(:mod:`logo_kit.classpool.guessing`).
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import json
import os
import time
import uuid
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from logo_kit.errors import ClassPoolError, NameTakenError, PausedError

from .accepts import (
    check_code,
    check_experiment,
    check_outcomes,
    check_secret,
    check_send_id,
    check_student,
    check_url,
    stored_outcomes,
)
from .experiments import ClassExperiment
from .guessing import GuessingPool
from .pooled import Pooled, PoolRow
from .store import check_file, file_identity, open_store, redact, retried, scrub, writing

__all__ = [
    "CODE_VARIABLE",
    "MAX_SENDS_PER_STUDENT",
    "MAX_TRIALS_PER_STUDENT",
    "NAME_TAKEN",
    "POOL_VARIABLE",
    "ClassPool",
    "ClassPoolError",
    "PoolRow",
    "Pooled",
    "check_student",
    "default_code",
    "default_url",
]

MAX_TRIALS_PER_STUDENT = 2000
"""Most trials (hands dealt, shuffles, runs) one student may send to one experiment of one
class: a lesson's experiment is a few dozen; past this a student (or a typed tally such as
``7:100000``) is refused, so one student cannot outweigh the class in the pooled counts."""
MAX_SENDS_PER_STUDENT = 500
"""Most submissions one student may make to one experiment of one class: a lesson's
experiment is 20 or so sends; past this a student (or a script) is refused, so one
flood cannot fill the database or slow the pooled view for everyone else."""
NAME_TAKEN = "that name is taken — pick another or ask your teacher"
"""What a student asking for another browser's name is told."""

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


def _hashed(secret: str) -> str:
    """A name's secret as stored: a random token needs no slow hash, only not to be kept."""
    return "sha256:" + hashlib.sha256(secret.encode()).hexdigest()


class ClassPool(GuessingPool):
    """One class's pool of experiment results, in a database shared by every board.

    ``url``: an SQLAlchemy database URL (default ``sqlite:///class.db``, a file
    beside the notebooks); ``code``: the class code students type (letters,
    digits, ``-`` and ``_``, at most 16), so several classes can share one
    database without mixing; ``max_trials`` and ``max_sends``: each student's quota per
    experiment, in trials and in sends.
    """

    hub_user: str | None = None
    """Who the pool knows the student as without asking (None: the student types a name;
    on a hub, :class:`~logo_kit.classpool.client.ServicePool` gives the hub user)."""

    def __init__(
        self,
        url: str = "sqlite:///class.db",
        *,
        code: str,
        max_trials: int = MAX_TRIALS_PER_STUDENT,
        max_sends: int = MAX_SENDS_PER_STUDENT,
        create: bool = True,
    ) -> None:
        self.code = check_code(code)
        for what, value in (("max_trials", max_trials), ("max_sends", max_sends)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ClassPoolError(f"{what} must be a whole number of at least 1, not {value!r}.")
        if not isinstance(create, bool):
            raise ClassPoolError(f"create must be True or False, not {create!r}.")
        self.max_trials = max_trials
        self.max_sends = max_sends
        self.url = check_url(url)
        self._engine, self._tables = open_store(self.url)
        self._identity = file_identity(self.url)
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
    def claim(self, student: str, secret: str) -> None:
        """Join as ``student``: the first browser to ask for a name keeps it (its
        ``secret``, a random token the browser remembers, is stored hashed); another
        secret asking for it gets :class:`~logo_kit.errors.NameTakenError` until the
        teacher releases it (:meth:`release`)."""
        name, key = check_student(student), check_secret(secret)

        def claim() -> None:
            with writing(self._engine, self.code, name) as db:
                self._own_name(db, name, key)

        self._retry(claim)

    def submit(
        self,
        student: str,
        experiment: str,
        result: Sequence[int],
        *,
        submission_id: str | None = None,
        secret: str | None = None,
    ) -> bool:
        """Store one student's results (one outcome per trial); True if stored now.

        ``submission_id`` names this send: a board makes one per press of **Send**
        and reuses it when it retries, so a resend returns False and stores nothing
        new. Without one, a fresh id is made (an identifier only; it changes no
        result). ``secret``: the browser's secret for a name joined with :meth:`claim`
        (a name someone joined under is refused without it). Refused, with nothing
        stored: an unknown experiment, an outcome that no real trial gives, more than
        :data:`MAX_TRIALS_PER_SEND` trials, a frozen experiment, a name another browser
        holds, or a send that would take the student past ``max_trials`` or
        ``max_sends`` (checked in the insert's own transaction, so sends racing each
        other cannot pass a quota together).
        """
        name = check_student(student)
        trial = check_experiment(experiment)
        outcomes = check_outcomes(trial, result)
        sid = uuid.uuid4().hex if submission_id is None else check_send_id(submission_id)
        key = None if secret is None else check_secret(secret)
        return self._retry(lambda: self._insert(name, trial.name, outcomes, sid, key))

    def remaining(self, student: str, experiment: str) -> int:
        """How many more trials ``student`` may send to ``experiment`` (0: the quota is
        reached); a board checks a long tally against it before sending any of it."""
        name, trial = check_student(student), check_experiment(experiment)
        s = self._tables["submissions"]
        from sqlalchemy import func, select

        query = select(func.coalesce(func.sum(s.c.trials), 0), func.count()).where(
            s.c.code == self.code, s.c.experiment == trial.name, s.c.student == name
        )
        trials, sends = self._retry(lambda: self._read(query))[0]
        return 0 if sends >= self.max_sends else max(self.max_trials - int(trials), 0)

    def results_of(self, student: str, experiment: str) -> list[int]:
        """Every outcome ``student`` has sent to ``experiment``, in order: a board shows them
        again after its page was reloaded."""
        name, trial = check_student(student), check_experiment(experiment)
        s = self._tables["submissions"]
        from sqlalchemy import select

        query = (
            select(s.c.outcomes)
            .where(s.c.code == self.code, s.c.experiment == trial.name, s.c.student == name)
            .order_by(s.c.seq)
        )
        rows = self._retry(lambda: self._read(query))
        return [k for (text,) in rows for k in (stored_outcomes(text, trial) or ())]

    def pooled(self, experiment: str) -> Pooled:
        """The class's pooled counts for ``experiment``: no names, only counts."""
        trial = check_experiment(experiment)
        return self._retry(lambda: self._pool(trial))

    def arrivals(self, experiment: str) -> list[int]:
        """Every outcome of ``experiment`` in the order it arrived (no names): the
        running frequency along it shows the class's results settling on the exact
        answer (the law of large numbers)."""
        trial = check_experiment(experiment)
        s = self._tables["submissions"]
        from sqlalchemy import select

        query = (
            select(s.c.outcomes)
            .where(s.c.code == self.code, s.c.experiment == trial.name)
            .order_by(s.c.seq)
        )
        rows = self._retry(lambda: self._read(query))
        return [k for (text,) in rows for k in (stored_outcomes(text, trial) or ())]

    def version(self, experiment: str) -> tuple[int, int, bool]:
        """A cheap fingerprint of ``experiment``'s results: (sends, last send's number,
        frozen). A live view re-draws only when it changes."""
        trial = check_experiment(experiment)
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

    def paused(self, experiment: str) -> bool:
        """True while the teacher has paused ``experiment`` (sends are refused)."""
        return self.version(experiment)[2]

    # -- the teacher ----------------------------------------------------------------------
    def by_student(self, experiment: str) -> dict[str, int]:
        """Trials each student has sent to ``experiment`` (for the teacher only)."""
        return {name: trials for name, (trials, _sends) in self._senders(experiment).items()}

    def at_quota(self, experiment: str) -> list[str]:
        """The students who reached their quota in ``experiment`` (for the teacher only)."""
        return [
            name
            for name, (trials, sends) in self._senders(experiment).items()
            if trials >= self.max_trials or sends >= self.max_sends
        ]

    def names(self) -> list[str]:
        """The names students joined under in this class, each kept by one browser."""
        n = self._tables["names"]
        from sqlalchemy import select

        query = select(n.c.student).where(n.c.code == self.code).order_by(n.c.student)
        return [name for (name,) in self._retry(lambda: self._read(query))]

    def release(self, student: str) -> bool:
        """Free a name so another browser may join under it (a student who lost their
        browser's memory of it, say); True if it was taken. Their results stay."""
        name = check_student(student)
        n = self._tables["names"]
        gone = self._retry(
            lambda: self._delete(n.delete().where(n.c.code == self.code, n.c.student == name))
        )
        return gone > 0

    def freeze(self, experiment: str, frozen: bool = True) -> None:
        """Stop (or, with ``frozen=False``, restart) accepting results for ``experiment``."""
        trial = check_experiment(experiment)
        if not isinstance(frozen, bool):
            raise ClassPoolError(f"frozen must be True or False, not {frozen!r}.")
        self._retry(lambda: self._set_frozen(trial.name, frozen))

    def reset(self, experiment: str) -> int:
        """Remove every result of ``experiment`` in this class; returns how many sends went."""
        trial = check_experiment(experiment)
        s = self._tables["submissions"]
        return self._retry(
            lambda: self._delete(
                s.delete().where(s.c.code == self.code, s.c.experiment == trial.name)
            )
        )

    def remove_student(self, experiment: str, student: str) -> int:
        """Remove one student's results from ``experiment``; returns how many sends went."""
        trial = check_experiment(experiment)
        name = check_student(student)
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
        trial = check_experiment(experiment)
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
        for sid, student, received, text in rows:
            outcomes = stored_outcomes(text, trial)
            if outcomes is None:  # a row no board sent: left out, as in the counts
                continue
            stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(received))
            writer.writerow([sid, student, stamp, " ".join(map(str, outcomes))])
        return out.getvalue()

    def close(self) -> None:
        """Release the database connections."""
        self._engine.dispose()

    # -- inside: callers have checked everything ---------------------------------------------
    def _own_name(self, db: Any, student: str, secret: str | None) -> None:
        """Inside a write transaction: refuse ``student`` unless ``secret`` owns it; a free
        name with a secret becomes that secret's."""
        from sqlalchemy import select

        n = self._tables["names"]
        held = db.execute(
            select(n.c.secret_hash).where(n.c.code == self.code, n.c.student == student)
        ).first()
        if held is None:
            if secret is not None:
                db.execute(
                    n.insert().values(
                        code=self.code,
                        student=student,
                        secret_hash=_hashed(secret),
                        claimed=time.time(),
                    )
                )
            return
        if secret is None or not hmac.compare_digest(held[0], _hashed(secret)):
            raise NameTakenError(f"{student!r}: {NAME_TAKEN}.")

    def _insert(
        self, student: str, experiment: str, outcomes: list[int], sid: str, secret: str | None
    ) -> bool:
        from sqlalchemy import func, select
        from sqlalchemy.exc import IntegrityError

        s, f = self._tables["submissions"], self._tables["frozen"]
        try:
            with writing(self._engine, self.code, student) as db:
                if db.execute(
                    select(s.c.seq).where(s.c.code == self.code, s.c.submission_id == sid)
                ).first():
                    return False  # a resend: stored once already
                self._own_name(db, student, secret)
                if db.execute(
                    select(f.c.experiment).where(
                        f.c.code == self.code, f.c.experiment == experiment
                    )
                ).first():
                    raise PausedError(
                        f"the teacher has paused {experiment!r} for class {self.code!r}: "
                        "results are not being collected right now."
                    )
                trials, sends = db.execute(
                    select(func.coalesce(func.sum(s.c.trials), 0), func.count()).where(
                        s.c.code == self.code, s.c.experiment == experiment, s.c.student == student
                    )
                ).one()
                if sends >= self.max_sends:
                    raise ClassPoolError(
                        f"{student!r} has already sent {sends} results to {experiment!r}, the "
                        f"most this class pool takes from one student ({self.max_sends}); "
                        "ask the teacher."
                    )
                if int(trials) + len(outcomes) > self.max_trials:
                    left = max(self.max_trials - int(trials), 0)
                    raise ClassPoolError(
                        f"the class pool takes at most {self.max_trials} results from each "
                        f"student in {experiment!r}: {student!r} has {left} left, and this send "
                        f"holds {len(outcomes)}; nothing was stored."
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
                check_file(self.url, self._identity)  # deleted meanwhile: roll back, say so
        except IntegrityError:  # the same id arrived at the same moment: stored once
            return False
        return True

    def _senders(self, experiment: str) -> dict[str, tuple[int, int]]:
        trial = check_experiment(experiment)
        s = self._tables["submissions"]
        from sqlalchemy import func, select

        query = (
            select(s.c.student, func.sum(s.c.trials), func.count())
            .where(s.c.code == self.code, s.c.experiment == trial.name)
            .group_by(s.c.student)
            .order_by(s.c.student)
        )
        rows = self._retry(lambda: self._read(query))
        return {name: (int(trials), int(sends)) for name, trials, sends in rows}

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
            outcomes = stored_outcomes(text, trial)
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
        """Run ``work`` with :func:`~.store.retried`: a locked or busy database (or a
        dropped connection) is tried again. A deleted or replaced SQLite file is refused
        before every try: nothing is read from or written to a file the class no longer
        sees."""
        from sqlalchemy.exc import DatabaseError

        def busy(error: Any) -> ClassPoolError:
            reason = scrub(str(error.orig), self.url)
            return ClassPoolError(
                f"the class pool's database stayed busy or out of reach ({reason}); "
                "nothing was stored: try again in a moment."
            )

        try:
            return retried(work, busy, before=lambda: check_file(self.url, self._identity))
        except DatabaseError:  # the file was replaced by something that is not a database
            raise ClassPoolError(
                f"{redact(self.url)!r} is no longer a class pool database: nothing was "
                "stored; ask your teacher."
            ) from None
