"""Checks for values that are not numbers: a flag, one of a few choices, an enum
member, an instance of a class, something with the right members, a function,
a random generator.

A flag is a real boolean (``True``/``False`` or ``numpy.bool_``): the string
``"no"`` is refused rather than read as true. Choices are compared by type and
value, so ``1`` is not ``True``. All randomness goes through a
``numpy.random.Generator`` passed in.

>>> flag(np.bool_(True), "declarer_wins_ties")
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, TypeVar

import numpy as np

from logo_kit.checks.wording import describe, is_whole
from logo_kit.errors import LogoKitError

T = TypeVar("T")
E = TypeVar("E", bound=Enum)


def flag(value: Any, name: str) -> bool:
    """``value`` if it is a real boolean (``True``/``False``); refuse ``"no"``, ``0``, ``None``.

    >>> flag("no", "declarer_wins_ties")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: declarer_wins_ties must be True or False, got 'no'.
    """
    if isinstance(value, bool | np.bool_):
        return bool(value)
    raise LogoKitError(f"{name} must be True or False, got {describe(value)}.")


def choice(value: Any, name: str, allowed: Sequence[T]) -> T:
    """``value`` if it equals one of ``allowed`` (compared by type and value, so 1 is not True).

    >>> choice("bright", "mode", ("light", "bright"))
    'bright'
    """
    for option in allowed:
        if type(option) is type(value) and option == value:
            return option
    listed = ", ".join(repr(a) for a in allowed)
    raise LogoKitError(f"{name} must be one of {listed}, got {describe(value)}.")


def member(value: Any, name: str, enum: type[E], *, by_value: bool = True) -> E:
    """An ``enum`` member from the member itself or (``by_value``) its value.

    Whole-number values are read with :func:`~logo_kit.checks.whole` rules (``True`` is not 1).
    """
    if isinstance(value, enum):
        return value
    if by_value and not isinstance(value, bool | np.bool_ | float):
        candidate = int(value) if is_whole(value) else value
        try:
            return enum(candidate)
        except (ValueError, TypeError):
            pass
    listed = ", ".join(f"{m.value!r}" if by_value else m.name for m in enum)
    raise LogoKitError(f"{name} must be one of {listed}, got {describe(value)}.")


def instance(value: Any, name: str, kind: type[T] | tuple[type, ...], hint: str) -> T:
    """``value`` if it is an instance of ``kind``; ``hint`` says how to make one.

    >>> instance(3, "options", str, "e.g. 'light'")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: options must be e.g. 'light', got 3.
    """
    if isinstance(value, kind):
        return value
    raise LogoKitError(f"{name} must be {hint}, got {describe(value)}.")


def has_members(
    value: Any,
    name: str,
    members: Sequence[str],
    hint: str,
    *,
    classes: bool = True,
    instances: bool = True,
) -> Any:
    """``value`` if it has every attribute in ``members`` (a game position, a game
    class, a bot), so a wrong object is refused before it is used, not half-way.

    ``classes`` / ``instances`` say whether a class / a non-class value may pass.

    >>> has_members(3, "state", ("apply",), "a game position")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: state must be a game position, got 3.
    """
    is_class = isinstance(value, type)
    if (
        (is_class and not classes)
        or (not is_class and not instances)
        or not all(hasattr(value, wanted) for wanted in members)
    ):
        raise LogoKitError(f"{name} must be {hint}, got {describe(value)}.")
    return value


def callable_(value: Any, name: str, hint: str) -> Callable[..., Any]:
    """``value`` if it can be called (a function, a class, a bot's ``choose``)."""
    if callable(value):
        return value
    raise LogoKitError(f"{name} must be {hint}, got {describe(value)}.")


def generator(rng: Any, name: str = "rng") -> np.random.Generator:
    """``rng`` if it is a ``numpy.random.Generator`` (all randomness goes through one)."""
    if isinstance(rng, np.random.Generator):
        return rng
    raise LogoKitError(
        f"{name} must be a numpy.random.Generator, e.g. numpy.random.default_rng(1), "
        f"got {describe(rng)}."
    )
