"""Checks for text a person types: a name, a typed number, a typed list of numbers.

Typed numbers use the ASCII digits 0–9 only, and typed words ASCII letters
and digits: ``"²"`` and ``"٣"`` are refused everywhere with a message that
names the character, so no other script's character is read as one of ours.

>>> parse_wholes("4, 3 2;1", "the hidden line")
(4, 3, 2, 1)
>>> parse_wholes("1 2 ²", "the hidden line")
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: the hidden line: '²' is not a number; type whole numbers ...
"""

from __future__ import annotations

import re
from typing import Any

from logo_kit.checks.limits import MAX_DIGITS, MAX_ITEMS
from logo_kit.checks.number import whole
from logo_kit.checks.sequences import wholes
from logo_kit.checks.wording import describe
from logo_kit.errors import LogoKitError

_NUMBER = re.compile(r"[+-]?[0-9]+")
_SEPARATORS = re.compile(r"[\s,;]+")


def text(value: Any, name: str, *, most: int = 10_000, hint: str = "") -> str:
    """``value`` if it is a ``str`` of at most ``most`` characters."""
    if not isinstance(value, str):
        extra = f" ({hint})" if hint else ""
        raise LogoKitError(f"{name} must be text{extra}, got {describe(value)}.")
    if len(value) > most:
        raise LogoKitError(f"{name} is too long: {len(value)} characters (at most {most}).")
    return value


def ascii_typed(value: Any, name: str, allowed: str) -> str:
    """``value`` if it is text whose every character is ASCII: typed words are ASCII
    letters and digits, as numbers are ASCII digits (:func:`parse_whole`), so no other
    script's letter is folded into one of ours ('ſ'.upper() is 'S', 'ı'.upper() is 'I').

    >>> ascii_typed("ſtop", "a card", "write STOP")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: a card: 'ſtop' has 'ſ', which is not an ASCII letter or ...
    """
    typed = text(value, name, hint=allowed)
    if typed.isascii():
        return typed
    odd = next(ch for ch in typed if not ch.isascii())
    kind = "one of the digits 0–9" if odd.isdigit() else "an ASCII letter or digit"
    raise LogoKitError(f"{name}: {describe(typed)} has {odd!r}, which is not {kind}; {allowed}.")


def parse_whole(word: str, name: str, *, low: int | None = None, high: int | None = None) -> int:
    """One whole number typed as text: ASCII digits only, at most :data:`MAX_DIGITS` of them.

    >>> parse_whole(" 42 ", "BUST cards")
    42
    >>> parse_whole("٣", "BUST cards")
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: BUST cards: '٣' is not a number; type whole numbers with ...
    """
    if not isinstance(word, str):
        return whole(word, name, low=low, high=high)
    stripped = word.strip()
    if not _NUMBER.fullmatch(stripped):
        raise LogoKitError(
            f"{name}: {describe(stripped)} is not a number; type whole numbers with the digits 0–9."
        )
    if len(stripped.lstrip("+-")) > MAX_DIGITS:
        raise LogoKitError(
            f"{name}: a number of {len(stripped.lstrip('+-'))} digits is too long "
            f"(at most {MAX_DIGITS} digits)."
        )
    return whole(int(stripped), name, low=low, high=high)


def parse_wholes(
    value: Any,
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    most: int = MAX_ITEMS,
) -> tuple[int, ...]:
    """Whole numbers typed as text (``"4 3 2 1"``, ``"4,3,2,1"``) or given as a list.

    Text holds ASCII digits separated by spaces, commas or semicolons. A list
    is read with :func:`~logo_kit.checks.wholes` rules.
    """
    if not isinstance(value, str):
        return wholes(value, name, low=low, high=high, most=most)
    if len(value) > most * (MAX_DIGITS + 2):
        raise LogoKitError(f"{name} is too long ({len(value)} characters).")
    words = [w for w in _SEPARATORS.split(value.strip()) if w]
    if len(words) > most:
        raise LogoKitError(f"{name} has {len(words)} numbers; at most {most} allowed.")
    found = []
    for word in words:
        if not _NUMBER.fullmatch(word):
            raise LogoKitError(
                f"{name}: {describe(word)} is not a number; type whole numbers with the "
                "digits 0–9, separated by spaces or commas."
            )
        found.append(parse_whole(word, name))
    return wholes(found, name, low=low, high=high, most=most)
