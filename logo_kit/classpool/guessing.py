"""The predictions' half of a class pool: each student's guess, the class's dots, the reveal.

A student sends one guess per prediction (:data:`~.predictions.PREDICTIONS`). A second
send **replaces** the first until the teacher reveals the answer: a student who changed
their mind before the discussion is counted once, with the guess they stand by. Once the
teacher has pressed **Reveal**, the prediction is closed and a send is refused (a guess
made after seeing the answer is no prediction); **Reset** removes the guesses and opens
it again. Every check runs in the insert's own transaction, so eight sends racing each
other still leave one guess per student and at most :data:`~.predictions.MAX_GUESSES`
in a class.

What the teacher's board reads (:meth:`GuessingPool.guesses`) has no names; students
read only their own guess (:meth:`GuessingPool.prediction_of`): the class's guesses
are not theirs to see before they have made their own.

>>> from logo_kit.classpool import ClassPool
>>> pool = ClassPool("sqlite://", code="7B")
>>> pool.predict("ana", "20.2", 0.3), pool.predict("ben", "20.2", 0.5)
(True, True)
>>> pool.predict("ana", "20.2", 0.25)  # ana changed her mind: replaced, not added
False
>>> pool.guesses("20.2").values
(0.5, 0.25)
"""

from __future__ import annotations

import time
from typing import Any

from logo_kit.errors import ClassPoolError, PausedError

from .accepts import check_prediction, check_secret, check_student
from .predictions import MAX_GUESSES, ClassPrediction, Guesses
from .store import check_file, hold_lock, writing

__all__ = ["GuessingPool"]


class GuessingPool:
    """Mixed into :class:`~logo_kit.classpool.ClassPool`: predictions in the same store,
    under the same class code and names as the experiments (it uses the pool's
    connection, retries and name check: ``_engine``, ``_retry``, ``_read``, ``_own_name``)."""

    code: str
    url: str
    _engine: Any
    _tables: dict[str, Any]
    _identity: Any

    # -- students -------------------------------------------------------------------------
    def predict(
        self, student: str, prediction: str, guess: Any, *, secret: str | None = None
    ) -> bool:
        """Store ``student``'s guess for ``prediction``: True for their first, False when
        it replaced an earlier one. Refused, with nothing stored: an unknown prediction, a
        guess that is not one finite number in the prediction's range (or one of its
        choices), a revealed prediction, a class already holding
        :data:`~.predictions.MAX_GUESSES` guesses for it, or a name another browser holds
        (``secret`` as in :meth:`~logo_kit.classpool.ClassPool.submit`)."""
        name = check_student(student)
        spec = check_prediction(prediction)
        value = spec.check(guess)
        key = None if secret is None else check_secret(secret)
        return self._retry(lambda: self._store_guess(name, spec, value, key))

    def prediction_of(self, student: str, prediction: str) -> float | str | None:
        """``student``'s own guess for ``prediction`` (None: not sent yet)."""
        name, spec = check_student(student), check_prediction(prediction)
        g = self._tables["guesses"]
        from sqlalchemy import select

        query = select(g.c.value, g.c.choice).where(
            g.c.code == self.code, g.c.prediction == spec.key, g.c.student == name
        )
        rows = self._retry(lambda: self._read(query))
        return spec.stored(*rows[0]) if rows else None

    # -- the teacher ----------------------------------------------------------------------
    def guesses(self, prediction: str) -> Guesses:
        """The class's guesses for ``prediction`` in the order they came, and whether the
        answer is revealed: no names (what the teacher's board shows to the class)."""
        spec = check_prediction(prediction)
        return self._retry(lambda: self._read_guesses(spec))

    def guesses_version(self, prediction: str) -> tuple[int, int, bool]:
        """A cheap fingerprint of ``prediction``'s guesses: (guesses, last guess's number,
        revealed). A live view re-draws only when it changes."""
        spec = check_prediction(prediction)
        g = self._tables["guesses"]
        from sqlalchemy import func, select

        def read() -> tuple[int, int, bool]:
            with self._engine.connect() as db:
                count, last = db.execute(
                    select(func.count(), func.coalesce(func.max(g.c.seq), 0)).where(
                        g.c.code == self.code, g.c.prediction == spec.key
                    )
                ).one()
                shown = self._revealed(db, spec.key)
            return int(count), int(last), shown

        return self._retry(read)

    def reveal(self, prediction: str, revealed: bool = True) -> None:
        """Mark ``prediction``'s answer as shown to the class (sends are refused from now
        on), or with ``revealed=False`` hidden again (sends reopen). The answer itself is
        never stored: the teacher's board has it."""
        spec = check_prediction(prediction)
        if not isinstance(revealed, bool):
            raise ClassPoolError(f"revealed must be True or False, not {revealed!r}.")
        r = self._tables["reveals"]

        def mark() -> None:
            with self._engine.begin() as db:
                db.execute(r.delete().where(r.c.code == self.code, r.c.prediction == spec.key))
                if revealed:
                    db.execute(
                        r.insert().values(code=self.code, prediction=spec.key, revealed=time.time())
                    )

        self._retry(mark)

    def reset_guesses(self, prediction: str) -> int:
        """Remove every guess for ``prediction`` in this class and hide its answer again;
        returns how many guesses went."""
        spec = check_prediction(prediction)
        g, r = self._tables["guesses"], self._tables["reveals"]

        def reset() -> int:
            with self._engine.begin() as db:
                gone = db.execute(
                    g.delete().where(g.c.code == self.code, g.c.prediction == spec.key)
                ).rowcount
                db.execute(r.delete().where(r.c.code == self.code, r.c.prediction == spec.key))
            return gone

        return self._retry(reset)

    # -- inside: callers have checked everything ---------------------------------------------
    def _revealed(self, db: Any, key: str) -> bool:
        from sqlalchemy import select

        r = self._tables["reveals"]
        found = db.execute(
            select(r.c.prediction).where(r.c.code == self.code, r.c.prediction == key)
        ).first()
        return found is not None

    def _store_guess(
        self, student: str, spec: ClassPrediction, value: float | str, secret: str | None
    ) -> bool:
        from sqlalchemy import func, select

        g = self._tables["guesses"]
        mine = (g.c.code == self.code, g.c.prediction == spec.key, g.c.student == student)
        with writing(self._engine, self.code, student) as db:
            self._own_name(db, student, secret)
            hold_lock(db, self.code, "prediction", spec.key)  # the class's count holds too
            if self._revealed(db, spec.key):
                raise PausedError(
                    f"the teacher has revealed the answer to {spec.key}: guesses for it are closed."
                )
            earlier = db.execute(select(g.c.seq).where(*mine)).first()
            if earlier is not None:
                db.execute(g.delete().where(*mine))
            else:
                count = db.execute(
                    select(func.count()).where(g.c.code == self.code, g.c.prediction == spec.key)
                ).scalar_one()
                if count >= MAX_GUESSES:
                    raise ClassPoolError(
                        f"class {self.code!r} already has {count} guesses for {spec.key}, the "
                        "most one prediction takes; nothing was stored: ask your teacher."
                    )
            choice = value if isinstance(value, str) else None
            db.execute(
                g.insert().values(
                    code=self.code,
                    prediction=spec.key,
                    student=student,
                    value=None if choice is not None else value,
                    choice=choice,
                    received=time.time(),
                )
            )
            check_file(self.url, self._identity)  # deleted meanwhile: roll back, say so
        return earlier is None

    def _read_guesses(self, spec: ClassPrediction) -> Guesses:
        from sqlalchemy import select

        g = self._tables["guesses"]
        with self._engine.connect() as db:
            rows = db.execute(
                select(g.c.value, g.c.choice)
                .where(g.c.code == self.code, g.c.prediction == spec.key)
                .order_by(g.c.seq)
            ).all()
            shown = self._revealed(db, spec.key)
        read = [spec.stored(value, choice) for value, choice in rows]
        values = tuple(v for v in read if v is not None)
        return Guesses(spec.key, values, shown, len(read) - len(values))
