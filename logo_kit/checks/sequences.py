"""Checks for many values in order: a list of items, of whole numbers, of reals,
of ``(outcome, probability)`` pairs.

A sequence is a list, tuple, range, 1-D array or generator, never a string
(``"4321"`` is not the order 4, 3, 2, 1) and never a set or dict (which have no
order). At most a stated number of items is read, so an endless generator
cannot hang the caller.

>>> wholes([4, 3, 2, 1], "arrangement")
(4, 3, 2, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit.checks.limits import MAX_GAMES, MAX_ITEMS
from logo_kit.checks.number import real
from logo_kit.checks.wording import describe, is_whole, range_text
from logo_kit.errors import LogoKitError


def sequence(
    value: Any,
    name: str,
    *,
    most: int = MAX_ITEMS,
    length: int | None = None,
    allow_sets: bool = False,
) -> list[Any]:
    """The items of an ordered collection (list, tuple, range, 1-D array, generator).

    A string, bytes, a mapping or (unless ``allow_sets``) a set is refused: a
    string is not a sequence of numbers or cards in this library. At most
    ``most`` items are read, so an endless generator cannot hang the caller.
    """
    if isinstance(value, str | bytes | bytearray | dict) or (
        isinstance(value, set | frozenset) and not allow_sets
    ):
        raise LogoKitError(
            f"{name} must be a list or tuple, got {describe(value)}"
            + (" (a string is not a list of numbers)." if isinstance(value, str) else ".")
        )
    if isinstance(value, np.ndarray):
        if value.ndim != 1:
            raise LogoKitError(f"{name} must be a flat list, got an array of shape {value.shape}.")
        items = value.tolist()
    elif isinstance(value, Iterable):
        items = []
        for item in value:
            items.append(item)
            if len(items) > most:
                raise LogoKitError(f"{name} has more than {most} items; at most {most} allowed.")
    else:
        raise LogoKitError(f"{name} must be a list or tuple, got {describe(value)}.")
    if len(items) > most:
        raise LogoKitError(f"{name} has {len(items)} items; at most {most} allowed.")
    if length is not None and len(items) != length:
        raise LogoKitError(f"{name} must have exactly {length} items, got {len(items)}.")
    return items


def wholes(
    value: Any,
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    most: int = MAX_ITEMS,
    length: int | None = None,
) -> tuple[int, ...]:
    """A tuple of whole numbers from a list/tuple/array (never from a string or floats).

    >>> wholes((1.9, 2), "arrangement")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: arrangement must list whole numbers, got 1.9 (a float) at ...
    """
    items = sequence(value, name, most=most, length=length)
    found: list[int] = []
    for position, item in enumerate(items, start=1):
        if not is_whole(item):
            raise LogoKitError(
                f"{name} must list whole numbers, got {describe(item)} at position {position}."
            )
        number = int(item)
        if (low is not None and number < low) or (high is not None and number > high):
            raise LogoKitError(
                f"{name} must list whole numbers {range_text(low, high)}, got {describe(number)} "
                f"at position {position}."
            )
        found.append(number)
    return tuple(found)


def reals(
    value: Any,
    name: str,
    *,
    low: float | None = None,
    high: float | None = None,
    most: int = MAX_GAMES,
) -> np.ndarray:
    """A 1-D float array of finite numbers from a list, tuple, range or numeric array.

    Items follow :func:`~logo_kit.checks.real` (no bools, no text, no NaN); a numpy
    array must hold ints or floats. At most ``most`` items (an array may be as long
    as it is: it is in memory already).

    >>> reals([1, 0.5], "samples").tolist()
    [1.0, 0.5]
    """
    if isinstance(value, np.ndarray):
        if value.ndim != 1:
            raise LogoKitError(f"{name} must be a flat list, got an array of shape {value.shape}.")
        if value.dtype.kind not in "iuf":
            raise LogoKitError(
                f"{name} must hold numbers, got an array of {value.dtype} "
                "(bools and text are not numbers)."
            )
        array = value.astype(float)
        bad = ~np.isfinite(array)
        if low is not None:
            bad |= array < low
        if high is not None:
            bad |= array > high
        if bad.any():
            position = int(np.argmax(bad))
            real(value[position].item(), f"{name} (item {position + 1})", low=low, high=high)
        return array
    items = sequence(value, name, most=most)
    return np.array(
        [
            real(item, f"{name} (item {position})", low=low, high=high)
            for position, item in enumerate(items, start=1)
        ],
        dtype=float,
    )


def probability_pairs(
    value: Any, name: str = "outcomes", *, most: int = 10_000_000
) -> list[tuple[Any, Fraction]]:
    """``(outcome, probability)`` pairs with exact probabilities ≥ 0 (a ``Fraction`` or
    a whole number; floats are refused: they are already rounded).

    >>> probability_pairs([("heads", Fraction(1, 2)), ("tails", Fraction(1, 2))])[0]
    ('heads', Fraction(1, 2))
    """
    items = value if isinstance(value, tuple | list) else sequence(value, name, most=most)
    pairs = []
    for position, pair in enumerate(items, start=1):
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise LogoKitError(
                f"{name} must be (outcome, probability) pairs, got {describe(pair)} "
                f"at position {position}."
            )
        p = pair[1]
        if not isinstance(p, Fraction):
            if not is_whole(p):
                raise LogoKitError(
                    f"a probability in {name} must be an exact Fraction, got {describe(p)} "
                    f"at position {position}."
                )
            p = Fraction(int(p))
        if p < 0:
            raise LogoKitError(f"a probability in {name} cannot be negative, got {p}.")
        pairs.append((pair[0], p))
    return pairs
