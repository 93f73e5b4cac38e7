"""A student's or teacher's class pool on a JupyterHub: the hub's class-pool service,
reached over HTTP as the hub user (see :mod:`logo_kit.classpool.service`).

On a hub the database stays behind the service: a board never holds it, and the
service knows who sends from the hub's own token (``$JUPYTERHUB_API_TOKEN``, which the
hub gives every user's server). :class:`ServicePool` has the methods of
:class:`~logo_kit.classpool.ClassPool` that boards use, so a board works the same on a
laptop (a database URL) and on a hub (the service's URL); :func:`connect` picks one
from the URL. The teacher's methods answer only a member of the hub's ``teachers``
group; for anyone else the service says 403 and this raises a
:class:`~logo_kit.errors.ClassPoolError` saying so.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Sequence
from typing import Any

from logo_kit.errors import ClassPoolError, NameTakenError, PausedError

from .accepts import check_code, check_experiment, check_prediction, check_student
from .pool import ClassPool
from .pooled import Pooled
from .predictions import Guesses

__all__ = ["TOKEN_VARIABLE", "ServicePool", "connect", "is_service_url"]

TOKEN_VARIABLE = "JUPYTERHUB_API_TOKEN"
"""Where a hub user's server keeps the token that says who it belongs to."""
TIMEOUT = 30
_KINDS = {"paused": PausedError, "name-taken": NameTakenError}


def is_service_url(url: str) -> bool:
    """True when ``url`` is a class-pool service's address rather than a database URL."""
    return isinstance(url, str) and url.startswith(("http://", "https://"))


def connect(url: str, *, code: str, create: bool = False) -> ClassPool | ServicePool:
    """The pool of class ``code``: the service at ``url`` on a hub, else the database at
    ``url``. A student's (``create=False``) refuses a class the teacher has not opened;
    the teacher's board opens it (``create=True``)."""
    if is_service_url(url):
        return ServicePool(url, code=code, create=create)
    return ClassPool(url, code=code, create=create)


class ServicePool:
    """The class-pool service at ``url`` (``…/services/class-pool/``), for class ``code``,
    as the hub user whose ``token`` this is (default ``$JUPYTERHUB_API_TOKEN``); with
    ``create``, a teacher opens the class first."""

    def __init__(
        self, url: str, *, code: str, token: str | None = None, create: bool = False
    ) -> None:
        if not is_service_url(url):
            raise ClassPoolError(f"{url!r} is not a class-pool service's http(s) address.")
        self.url = url.rstrip("/") + "/"
        self.code = check_code(code)
        self._token = token or os.environ.get(TOKEN_VARIABLE, "")
        if not self._token:
            raise ClassPoolError(
                "this server has no JupyterHub token ($JUPYTERHUB_API_TOKEN): the class pool "
                "service can be reached only from a server the hub started."
            )
        me = self._call("GET", "api/whoami")
        self.hub_user: str | None = me["name"]
        self.teacher: bool = me["teacher"]
        if create:  # the teacher opens the class (the service refuses anyone else)
            self._call("POST", f"api/classes/{self.code}", {})
        limits = self._call("GET", f"api/classes/{self.code}")
        self.max_trials: int = limits["max_trials"]
        self.max_sends: int = limits["max_sends"]

    def __repr__(self) -> str:
        return f"ServicePool({self.url!r}, code={self.code!r}, as {self.hub_user!r})"

    # -- students: always as the hub user -------------------------------------------------
    def claim(self, student: str, secret: str | None = None) -> None:
        """On a hub the name is the hub user: nothing to claim, only to check."""
        if student != self.hub_user:
            raise NameTakenError(f"on this hub you send as {self.hub_user!r}, not {student!r}.")

    def submit(
        self,
        student: str,
        experiment: str,
        result: Sequence[int],
        *,
        submission_id: str | None = None,
        secret: str | None = None,
    ) -> bool:
        self.claim(student)
        body = {"outcomes": [int(k) for k in result], "submission_id": submission_id}
        return self._call("POST", self._at(experiment, "sends"), body)["stored"]

    def remaining(self, student: str, experiment: str) -> int:
        self.claim(student)
        return self._call("GET", self._at(experiment, "remaining"))["remaining"]

    def results_of(self, student: str, experiment: str) -> list[int]:
        self.claim(student)
        return self._call("GET", self._at(experiment, "mine"))["outcomes"]

    def pooled(self, experiment: str) -> Pooled:
        got = self._call("GET", self._at(experiment, "pooled"))
        got["counts"] = {int(k): n for k, n in got["counts"].items()}
        return Pooled(**got)

    def version(self, experiment: str) -> tuple[int, int, bool]:
        sends, last, frozen = self._call("GET", self._at(experiment, "version"))["version"]
        return int(sends), int(last), bool(frozen)

    def paused(self, experiment: str) -> bool:
        return self.version(experiment)[2]

    def predict(
        self, student: str, prediction: str, guess: Any, *, secret: str | None = None
    ) -> bool:
        self.claim(student)
        value = check_prediction(prediction).check(guess)  # said here too, before the trip
        return self._call("POST", self._guess_at(prediction, "guess"), {"guess": value})["first"]

    def prediction_of(self, student: str, prediction: str) -> float | str | None:
        self.claim(student)
        return self._call("GET", self._guess_at(prediction, "mine"))["guess"]

    # -- the teacher (the service refuses anyone else) --------------------------------------
    def arrivals(self, experiment: str) -> list[int]:
        return self._call("GET", self._at(experiment, "arrivals"))["outcomes"]

    def by_student(self, experiment: str) -> dict[str, int]:
        return self._call("GET", self._at(experiment, "students"))["trials"]

    def at_quota(self, experiment: str) -> list[str]:
        return self._call("GET", self._at(experiment, "students"))["at_quota"]

    def export_csv(self, experiment: str) -> str:
        return self._call("GET", self._at(experiment, "export"))["csv"]

    def freeze(self, experiment: str, frozen: bool = True) -> None:
        self._call("POST", self._at(experiment, "pause"), {"paused": bool(frozen)})

    def reset(self, experiment: str) -> int:
        return self._call("POST", self._at(experiment, "reset"), {})["removed"]

    def remove_student(self, experiment: str, student: str) -> int:
        body = {"student": check_student(student)}
        return self._call("POST", self._at(experiment, "remove"), body)["removed"]

    def guesses(self, prediction: str) -> Guesses:
        got = self._call("GET", self._guess_at(prediction, "guesses"))
        return Guesses(prediction, tuple(got["values"]), bool(got["revealed"]), int(got["ignored"]))

    def guesses_version(self, prediction: str) -> tuple[int, int, bool]:
        count, last, shown = self._call("GET", self._guess_at(prediction, "version"))["version"]
        return int(count), int(last), bool(shown)

    def reveal(self, prediction: str, revealed: bool = True) -> None:
        self._call("POST", self._guess_at(prediction, "reveal"), {"revealed": bool(revealed)})

    def reset_guesses(self, prediction: str) -> int:
        return self._call("POST", self._guess_at(prediction, "reset"), {})["removed"]

    def names(self) -> list[str]:
        return self._call("GET", f"api/classes/{self.code}/names")["names"]

    def release(self, student: str) -> bool:
        body = {"student": check_student(student)}
        return self._call("POST", f"api/classes/{self.code}/release", body)["released"]

    def close(self) -> None:
        """Nothing to release: each call is its own request."""

    # -- inside ---------------------------------------------------------------------------
    def _at(self, experiment: str, what: str) -> str:
        return f"api/classes/{self.code}/{check_experiment(experiment).name}/{what}"

    def _guess_at(self, prediction: str, what: str) -> str:
        return f"api/classes/{self.code}/predictions/{check_prediction(prediction).key}/{what}"

    def _call(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.url + path,
            data=data,
            method=method,
            headers={"Authorization": f"token {self._token}", "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT) as answer:
                return json.loads(answer.read())
        except urllib.error.HTTPError as error:
            try:
                said = json.loads(error.read())
            except ValueError:
                said = {}
            if error.code == 403:
                raise ClassPoolError(
                    said.get("error") or "only a teacher may do that in the class pool."
                ) from None
            message = said.get("error") or f"the class pool service answered {error.code}"
            raise _KINDS.get(said.get("kind"), ClassPoolError)(message) from None
        except (urllib.error.URLError, OSError, ValueError) as error:
            reason = getattr(error, "reason", error)
            raise ClassPoolError(
                f"the class pool service is out of reach ({reason}); nothing was stored: try "
                "again in a moment."
            ) from None
