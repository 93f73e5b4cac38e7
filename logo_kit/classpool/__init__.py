"""Live class experiments and predictions: every student's board sends to one class pool.

See :mod:`logo_kit.classpool.pool` (the store),
:mod:`logo_kit.classpool.experiments` (what each experiment accepts and its exact
distribution) and :mod:`logo_kit.classpool.predictions` (the lesson predictions the
class sends guesses to). Needs the ``class`` extra (SQLAlchemy; psycopg for PostgreSQL).
"""

from logo_kit.errors import NameTakenError, PausedError

from .client import ServicePool, connect, is_service_url
from .experiments import EXPERIMENTS, MAX_TRIALS_PER_SEND, ClassExperiment
from .pool import (
    CODE_VARIABLE,
    MAX_SENDS_PER_STUDENT,
    MAX_TRIALS_PER_STUDENT,
    NAME_TAKEN,
    POOL_VARIABLE,
    ClassPool,
    ClassPoolError,
    Pooled,
    PoolRow,
    check_student,
    default_code,
    default_url,
)
from .predictions import MAX_GUESSES, NEAR, PREDICTIONS, ClassPrediction, Guesses

__all__ = [
    "CODE_VARIABLE",
    "EXPERIMENTS",
    "MAX_GUESSES",
    "MAX_SENDS_PER_STUDENT",
    "MAX_TRIALS_PER_SEND",
    "MAX_TRIALS_PER_STUDENT",
    "NAME_TAKEN",
    "NEAR",
    "POOL_VARIABLE",
    "PREDICTIONS",
    "ClassExperiment",
    "ClassPool",
    "ClassPoolError",
    "ClassPrediction",
    "Guesses",
    "NameTakenError",
    "PausedError",
    "PoolRow",
    "Pooled",
    "ServicePool",
    "check_student",
    "connect",
    "default_code",
    "default_url",
    "is_service_url",
]
