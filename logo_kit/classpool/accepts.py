"""What a class pool accepts: names, class codes, send ids and results, checked once at the
pool's public methods (and the service's endpoints); stored rows read back safely.

>>> check_student("ana")
'ana'
>>> check_student("ana.b@school.org")  # a hub's user name may be an e-mail address
'ana.b@school.org'
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from logo_kit.errors import ClassPoolError

from .experiments import EXPERIMENTS, MAX_TRIALS_PER_SEND, ClassExperiment
from .predictions import PREDICTIONS, ClassPrediction

__all__ = [
    "check_code",
    "check_experiment",
    "check_outcomes",
    "check_prediction",
    "check_secret",
    "check_send_id",
    "check_student",
    "check_url",
    "stored_outcomes",
]

# ASCII only, like every typed text in logo_kit: str.isalnum would let 'ſ' or '٣' in.
# '@' and '+' let a hub's user names (often e-mail addresses) be students' names.
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.@+-]{0,39}$")
_NAME_RULE = "1–40 letters, digits, spaces or . - _ @ +, starting with a letter or digit"
_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$")
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_SECRET = re.compile(r"^[A-Za-z0-9_-]{16,128}$")


def _checked(value: Any, pattern: re.Pattern, what: str, allowed: str) -> str:
    if not isinstance(value, str) or not value.isascii() or not pattern.match(value):
        raise ClassPoolError(f"{value!r} is not a {what}: use {allowed}.")
    return value


def check_student(name: Any) -> str:
    """``name`` if it can name a student in a class pool; a :class:`ClassPoolError` saying
    what is allowed otherwise (a board checks the name when the student joins)."""
    return _checked(name, _NAME, "student name", _NAME_RULE)


def check_code(code: Any) -> str:
    """``code`` if it is a class code (what students type to join)."""
    return _checked(code, _CODE, "class code", "1–16 letters, digits, '-' or '_'")


def check_send_id(value: Any) -> str:
    """``value`` if it can name one send (a board makes one per press, reused on a retry)."""
    return _checked(value, _ID, "submission id", "1–64 letters, digits, '-' or '_'")


def check_secret(value: Any) -> str:
    """``value`` if it can be a name's secret (a random token the student's browser keeps)."""
    return _checked(value, _SECRET, "name secret", "16–128 letters, digits, '-' or '_'")


def check_url(url: Any) -> str:
    if not isinstance(url, str) or not url.strip():
        raise ClassPoolError(
            f"{url!r} is not a database URL: use one like 'sqlite:///class.db' or "
            "'postgresql+psycopg://user:password@host/dbname'."
        )
    return url


def check_experiment(name: Any) -> ClassExperiment:
    """The class experiment called ``name``."""
    if not isinstance(name, str) or name not in EXPERIMENTS:
        known = ", ".join(sorted(EXPERIMENTS))
        raise ClassPoolError(f"{name!r} is not a class experiment: the pool knows {known}.")
    return EXPERIMENTS[name]


def check_prediction(key: Any) -> ClassPrediction:
    """The class prediction of exercise ``key`` (one the pool takes guesses for)."""
    if not isinstance(key, str) or key not in PREDICTIONS:
        known = ", ".join(PREDICTIONS)
        shown = key if isinstance(key, str) and len(key) <= 20 else type(key).__name__
        raise ClassPoolError(
            f"{shown!r} is not a class prediction: the pool takes guesses for {known}."
        )
    return PREDICTIONS[key]


def check_outcomes(trial: ClassExperiment, result: Any) -> list[int]:
    """``result`` as a list of whole-number outcomes ``trial`` can give (1 to
    :data:`MAX_TRIALS_PER_SEND` of them)."""
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


def stored_outcomes(text: Any, trial: ClassExperiment) -> list[int] | None:
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
