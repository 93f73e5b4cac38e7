"""The key's verdict on one answer, without the try limit: for tests that put every
known mistake of an exercise to its key (``check`` would stop judging after three)."""

from typing import Any

from logo_lessons.checking import exercise_key
from logo_lessons.judging import Judgement, judge


def judged(key: str, given: Any) -> Judgement:
    """What ``check(key, given)`` says on a first try."""
    return judge(exercise_key(key), given)
