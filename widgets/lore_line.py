"""Hidden star lines for the Logic & Lore boards: read one typed by a teacher, deal one at random.

A hidden line lists the value on each card **in card order**: card ``c`` was
dealt into lane ``c`` (see :mod:`logo_kit.lore.lanes`), so the typed line is
simply the values as dealt, left to right. Star values are typed as numbers;
blackholes as letters (ruling S7): ``B`` for the only blackhole of a
one-blackhole line, ``S`` (small) and ``L`` (large) for the two blackholes of
a two-blackhole line. The values are stored as the core's value codes
(blackholes: 0 small, stars + 1 large or only).

>>> from logo_kit.lore import Layout
>>> parse_line("3 1 2", Layout(stars=3))
(3, 1, 2)
>>> parse_line("S 2 1 3 L", Layout(stars=3, blackholes=2))
(0, 2, 1, 3, 4)
>>> line_text((0, 2, 1, 3, 4), Layout(stars=3, blackholes=2))
'S 2 1 3 L'
>>> parse_line("3 3 1", Layout(stars=3))
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: a hidden line lists every value 1 2 3 exactly once, ...
...: 3 is there twice, 2 is missing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.lore import Layout

__all__ = ["line_text", "parse_line", "random_line", "value_token"]

_SINGLE = ("B", "BH", "BLACKHOLE")
_SMALL = ("S", "SMALL", "SB")
_LARGE = ("L", "LARGE", "LB")


def value_token(value: int, layout: Layout) -> str:
    """How a value is typed: ``'7'``; ``'B'`` (one blackhole); ``'S'`` / ``'L'`` (two)."""
    if not layout.is_blackhole_value(value):
        return str(value)
    if layout.blackholes == 1:
        return "B"
    return "S" if value == 0 else "L"


def line_text(values: Iterable[int], layout: Layout) -> str:
    """A line of value codes (card order) written the way :func:`parse_line` reads it."""
    return " ".join(value_token(int(v), layout) for v in values)


def _allowed(layout: Layout) -> str:
    stars = " ".join(str(v) for v in range(1, layout.stars + 1))
    if layout.blackholes == 1:
        return f"{stars} and the blackhole B"
    if layout.blackholes == 2:
        return f"{stars} and the blackholes S (small) and L (large)"
    return stars


def _token_value(token: str | int, layout: Layout) -> int:
    if isinstance(token, bool):
        raise LogoKitError(f"{token!r} is not a card value: use {_allowed(layout)}.")
    if isinstance(token, int | np.integer):
        if int(token) in layout.values:  # a value code, as the core stores it
            return int(token)
        raise LogoKitError(f"{token!r} is not a card value here: use {_allowed(layout)}.")
    text = str(token).strip().upper()
    if text.isdigit() and 1 <= int(text) <= layout.stars:
        return int(text)
    if layout.blackholes == 1 and text in _SINGLE:
        return layout.blackhole_values[0]
    if layout.blackholes == 2 and text in _SMALL:
        return layout.blackhole_values[0]
    if layout.blackholes == 2 and text in _LARGE:
        return layout.blackhole_values[1]
    if layout.blackholes == 2 and text in _SINGLE:
        raise LogoKitError(
            f"{token!r}: with two blackholes, name them S (small) and L (large); "
            f"values are {_allowed(layout)}."
        )
    raise LogoKitError(f"{token!r} is not a card value here: use {_allowed(layout)}.")


def parse_line(line: str | Iterable[str | int], layout: Layout) -> tuple[int, ...]:
    """Read a hidden line (values in card order) and check it is a permutation.

    ``line`` is typed text (numbers and blackhole letters separated by spaces
    or commas) or a sequence of tokens / value codes. Raises
    :class:`~logo_kit.errors.LogoKitError` saying what is wrong and what is
    allowed when it is not every value exactly once.
    """
    tokens = (
        [t for t in re.split(r"[\s,;]+", line.strip()) if t]
        if isinstance(line, str)
        else list(line)
    )
    values = [_token_value(t, layout) for t in tokens]
    if len(values) == layout.size and sorted(values) == list(layout.values):
        return tuple(values)
    counts = Counter(values)
    problems = [
        f"{value_token(v, layout)} is there {'twice' if n == 2 else f'{n} times'}"
        for v, n in sorted(counts.items())
        if n > 1
    ]
    missing = [value_token(v, layout) for v in layout.values if v not in counts]
    if missing:
        problems.append(f"{' '.join(missing)} {'is' if len(missing) == 1 else 'are'} missing")
    if not problems:  # right values, wrong length cannot happen; keep a message anyway
        problems.append(f"got {len(values)} values for {layout.size} cards")
    first = layout.lanes[0]
    raise LogoKitError(
        f"a hidden line lists every value {_allowed(layout)} exactly once, in the order the "
        f"cards were dealt (lane {first} first): {', '.join(problems)}."
    )


def random_line(layout: Layout, rng: np.random.Generator) -> tuple[int, ...]:
    """A uniformly shuffled line (value codes in card order) from a seeded generator (S1).

    >>> random_line(Layout(stars=4), np.random.default_rng(0)) == random_line(
    ...     Layout(stars=4), np.random.default_rng(0))
    True
    """
    return tuple(int(v) for v in rng.permutation(np.array(layout.values)))
