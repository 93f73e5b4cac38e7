"""The class pool as a JupyterHub service: students never hold the database.

The hub starts this small web API (``python -m logo_kit.classpool.service``, see
:func:`logo_kit.classpool.hub.configure`); it alone opens the store (an SQLite file or
PostgreSQL), and every request is authenticated by the hub's own tokens (its
``HubAuth``): a board sends with its server's ``$JUPYTERHUB_API_TOKEN``, and the
service sends as the hub user that token belongs to, never a name the request says.
Students may send, read the class's pooled counts and their own results; only a member
of the hub's ``teachers`` group (or a holder of the custom scope
``custom:class-pool:teach``) may see names, export, pause, reset, remove or release —
anyone else gets 403.

Routes, under the service's prefix (``/services/class-pool/``):

==========================================  ======  ==========================================
``api/whoami``                              GET     the hub user, and whether a teacher
``api/classes/CODE``                        GET     the class's quotas (404: not open)
``api/classes/CODE``                        POST    open the class (teacher)
``api/classes/CODE/names``                  GET     names joined (teacher)
``api/classes/CODE/release``                POST    ``{"student": …}`` (teacher)
``api/classes/CODE/EXP/sends``              POST    ``{"outcomes": […], "submission_id": …}``
``api/classes/CODE/EXP/remaining|mine``     GET     the sender's own quota left, own results
``api/classes/CODE/EXP/pooled|version``     GET     the class's counts (no names)
``api/classes/CODE/EXP/arrivals|students``  GET     teacher
``api/classes/CODE/EXP/export``             GET     teacher
``api/classes/CODE/EXP/pause|reset|remove`` POST    teacher
``api/classes/CODE/predictions/KEY/guess``  POST    ``{"guess": …}``: the sender's prediction
``api/classes/CODE/predictions/KEY/mine``   GET     the sender's own guess
``…/predictions/KEY/guesses|version``       GET     teacher (the guesses, with no names)
``…/predictions/KEY/reveal|reset``          POST    teacher
==========================================  ======  ==========================================

The class's guesses are the teacher's to read: a student who saw them before guessing
would be anchored by them. The answer never passes through the service.

A refused request answers 400 (409 for a paused experiment or a taken name) with
``{"error": message, "kind": …}``; messages never hold the database's password or path.
"""

from __future__ import annotations

import dataclasses
import json
import os
import threading
from typing import Any

from logo_kit.errors import ClassPoolError, NameTakenError, PausedError

from .accepts import check_code, check_experiment, check_prediction
from .pool import ClassPool, default_code, default_url

__all__ = ["TEACHER_GROUP", "TEACHER_SCOPE", "ClassPools", "main", "make_app"]

TEACHER_GROUP = "teachers"
"""Members of this hub group hold the teacher's powers in the class pool."""
TEACHER_SCOPE = "custom:class-pool:teach"
"""A custom scope (JupyterHub 3 or later) that gives the teacher's powers as well."""
_TEACHER_ONLY = {"arrivals", "students", "export", "pause", "reset", "remove"}
_TEACHER_ONLY_PREDICTION = {"guesses", "version", "reveal", "reset"}


class ClassPools:
    """The open classes of one store, each a :class:`ClassPool` kept while the service runs."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._pools: dict[str, ClassPool] = {}
        self._lock = threading.Lock()

    def get(self, code: str, *, create: bool = False) -> ClassPool:
        code = check_code(code)
        with self._lock:
            pool = self._pools.get(code)
            if pool is None:
                pool = ClassPool(self.url, code=code, create=create)
                self._pools[code] = pool
            return pool

    def close(self) -> None:
        for pool in self._pools.values():
            pool.close()


def is_teacher(user: dict) -> bool:
    """True when the hub says ``user`` is in the teachers' group or holds the teacher scope."""
    return TEACHER_GROUP in (user.get("groups") or []) or TEACHER_SCOPE in (
        user.get("scopes") or []
    )


def make_app(pools: ClassPools, prefix: str = "/"):
    """The tornado application serving ``pools`` under ``prefix`` (needs jupyterhub)."""
    from jupyterhub.services.auth import HubAuthenticated
    from tornado import web

    class Api(HubAuthenticated, web.RequestHandler):
        def check_xsrf_cookie(self) -> None:
            """Boards send a token header, never a browser's cookie: no XSRF to check."""

        def write_error(self, status_code: int, **kwargs: Any) -> None:
            self.set_header("Content-Type", "application/json")
            error = kwargs.get("exc_info", (None, None))[1]
            said = getattr(error, "log_message", None) or self._reason
            self.finish({"error": said, "kind": "http"})

        def refuse(self, error: ClassPoolError) -> None:
            kind = (
                "paused"
                if isinstance(error, PausedError)
                else "name-taken"
                if isinstance(error, NameTakenError)
                else "refused"
            )
            self.set_status(409 if kind != "refused" else 400)
            self.finish({"error": str(error), "kind": kind})

        def body(self) -> dict:
            try:
                got = json.loads(self.request.body or b"{}")
            except ValueError:
                raise ClassPoolError("the request's body is not JSON.") from None
            if not isinstance(got, dict):
                raise ClassPoolError("the request's body must be a JSON object.")
            return got

        def teacher_only(self, what: str) -> None:
            if not is_teacher(self.current_user):
                raise web.HTTPError(
                    403, f"only a teacher may {what} in the class pool (the hub's teachers group)."
                )

    class WhoAmI(Api):
        @web.authenticated
        def get(self) -> None:
            user = self.current_user
            self.finish({"name": user["name"], "teacher": is_teacher(user)})

    class Class(Api):
        @web.authenticated
        def get(self, code: str) -> None:
            try:
                pool = pools.get(code)
            except ClassPoolError as error:
                self.set_status(404)
                self.finish({"error": str(error), "kind": "refused"})
                return
            self.finish(
                {"code": pool.code, "max_trials": pool.max_trials, "max_sends": pool.max_sends}
            )

        @web.authenticated
        def post(self, code: str) -> None:
            self.teacher_only("open a class")
            try:
                self.finish({"code": pools.get(code, create=True).code})
            except ClassPoolError as error:
                self.refuse(error)

    class Names(Api):
        @web.authenticated
        def get(self, code: str) -> None:
            self.teacher_only("see names")
            try:
                self.finish({"names": pools.get(code).names()})
            except ClassPoolError as error:
                self.refuse(error)

    class Release(Api):
        @web.authenticated
        def post(self, code: str) -> None:
            self.teacher_only("release a name")
            try:
                released = pools.get(code).release(self.body().get("student"))
                self.finish({"released": released})
            except ClassPoolError as error:
                self.refuse(error)

    class Experiment(Api):
        @web.authenticated
        def get(self, code: str, experiment: str, what: str) -> None:
            if what in _TEACHER_ONLY:
                self.teacher_only(f"read {what}")
            try:
                self.finish(self.answer(pools.get(code), check_experiment(experiment).name, what))
            except ClassPoolError as error:
                self.refuse(error)

        def answer(self, pool: ClassPool, experiment: str, what: str) -> dict:
            me = self.current_user["name"]
            if what == "remaining":
                return {"remaining": pool.remaining(me, experiment)}
            if what == "mine":
                return {"outcomes": pool.results_of(me, experiment)}
            if what == "pooled":
                pooled = dataclasses.asdict(pool.pooled(experiment))
                pooled["counts"] = {str(k): n for k, n in pooled["counts"].items()}
                return pooled
            if what == "version":
                return {"version": list(pool.version(experiment))}
            if what == "arrivals":
                return {"outcomes": pool.arrivals(experiment)}
            if what == "students":
                trials, full = pool.by_student(experiment), pool.at_quota(experiment)
                return {"trials": trials, "at_quota": full}
            if what == "export":
                return {"csv": pool.export_csv(experiment)}
            raise web.HTTPError(404, f"nothing called {what!r} here.")

        @web.authenticated
        def post(self, code: str, experiment: str, what: str) -> None:
            if what in _TEACHER_ONLY:
                self.teacher_only(what)
            try:
                self.finish(self.change(pools.get(code), check_experiment(experiment).name, what))
            except ClassPoolError as error:
                self.refuse(error)

        def change(self, pool: ClassPool, experiment: str, what: str) -> dict:
            body = self.body()
            if what == "sends":  # always as the hub user the token belongs to
                stored = pool.submit(
                    self.current_user["name"],
                    experiment,
                    body.get("outcomes"),
                    submission_id=body.get("submission_id"),
                )
                return {"stored": stored}
            if what == "pause":
                pool.freeze(experiment, body.get("paused", True))
                return {"paused": pool.paused(experiment)}
            if what == "reset":
                return {"removed": pool.reset(experiment)}
            if what == "remove":
                return {"removed": pool.remove_student(experiment, body.get("student"))}
            raise web.HTTPError(404, f"nothing called {what!r} here.")

    class Prediction(Api):
        @web.authenticated
        def get(self, code: str, key: str, what: str) -> None:
            if what in _TEACHER_ONLY_PREDICTION:
                self.teacher_only(f"read {what}")
            try:
                self.finish(self.answer(pools.get(code), check_prediction(key).key, what))
            except ClassPoolError as error:
                self.refuse(error)

        def answer(self, pool: ClassPool, key: str, what: str) -> dict:
            if what == "mine":
                return {"guess": pool.prediction_of(self.current_user["name"], key)}
            if what == "guesses":
                found = pool.guesses(key)
                return {
                    "values": list(found.values),
                    "revealed": found.revealed,
                    "ignored": found.ignored,
                }
            if what == "version":
                return {"version": list(pool.guesses_version(key))}
            raise web.HTTPError(404, f"nothing called {what!r} here.")

        @web.authenticated
        def post(self, code: str, key: str, what: str) -> None:
            if what in _TEACHER_ONLY_PREDICTION:
                self.teacher_only(what)
            try:
                self.finish(self.change(pools.get(code), check_prediction(key).key, what))
            except ClassPoolError as error:
                self.refuse(error)

        def change(self, pool: ClassPool, key: str, what: str) -> dict:
            body = self.body()
            if what == "guess":  # always as the hub user the token belongs to
                return {"first": pool.predict(self.current_user["name"], key, body.get("guess"))}
            if what == "reveal":
                pool.reveal(key, body.get("revealed", True))
                return {"revealed": pool.guesses_version(key)[2]}
            if what == "reset":
                return {"removed": pool.reset_guesses(key)}
            raise web.HTTPError(404, f"nothing called {what!r} here.")

    base = prefix.rstrip("/") + "/api/"
    word = r"([A-Za-z0-9_-]+)"
    return web.Application(
        [
            (base + "whoami", WhoAmI),
            (base + f"classes/{word}", Class),
            (base + f"classes/{word}/names", Names),
            (base + f"classes/{word}/release", Release),
            (base + f"classes/{word}/{word}/{word}", Experiment),
            (base + rf"classes/{word}/predictions/([0-9]{{1,3}}\.[0-9]{{1,3}})/{word}", Prediction),
        ],
        login_url="/hub/login",
    )


def main() -> None:
    """Run the service where the hub says (``$JUPYTERHUB_SERVICE_URL``), on the store named
    by ``$LOGO_KIT_CLASS_POOL``, with the class ``$LOGO_KIT_CLASS_CODE`` open."""
    from urllib.parse import urlparse

    from tornado import ioloop

    where = urlparse(os.environ.get("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1:10101"))
    pools = ClassPools(default_url())
    pools.get(default_code(), create=True)  # students can join at once
    app = make_app(pools, os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/services/class-pool/"))
    app.listen(where.port or 80, where.hostname or "127.0.0.1")
    try:
        ioloop.IOLoop.current().start()
    finally:
        pools.close()


if __name__ == "__main__":
    main()
