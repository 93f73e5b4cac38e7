"""How star lines, orders and picks are written down and read back (rulings S1, S6, S7).

A person types three things about a star line, and every board and the
engine read them here, the same way:

- a **hidden line** (a teacher setting the values): the value on each card
  *in card order* (card ``c`` was dealt into lane ``c``). Stars are typed as
  numbers; blackholes as letters (ruling S7): ``B`` for the only blackhole of a
  one-blackhole line, ``S`` (small) and ``L`` (large) for two; their value codes
  (0 small, stars + 1 large or only) are accepted too.
- a **new order** of the cards (Move the Heavens): every card left to right,
  or only the face-down cards, which then fill the lanes not locked by a
  face-up card (ruling S6);
- the **two cards held up** and the card named for Focus.

Typed numbers use the ASCII digits 0–9 only (``"²"`` is refused with a clear
message, see :mod:`logo_kit.checks`).

>>> from logo_kit.lore.lanes import Layout
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
>>> parse_order("3, 2", Layout(stars=4), (1, 2, 3, 4), frozenset({1, 4}))  # face-down only
(1, 3, 2, 4)
>>> check_picks(Layout(stars=4), 2, 3, focus=3)
((2, 3), 3)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.lanes import Layout

__all__ = [
    "check_picks",
    "line_text",
    "parse_line",
    "parse_order",
    "random_line",
    "value_token",
]

_SINGLE = ("B", "BH", "BLACKHOLE")
_SMALL = ("S", "SMALL", "SB")
_LARGE = ("L", "LARGE", "LB")
_SEPARATORS = re.compile(r"[\s,;]+")
_MOST_WORDS = 40  # longer than any line (11 cards): refused before reading further
_MOST_CHARACTERS = 400


def _layout(layout: Any) -> Layout:
    return checks.instance(layout, "layout", Layout, "a Layout, e.g. Layout(stars=9)")


def value_token(value: int, layout: Layout) -> str:
    """How a value is typed: ``'7'``; ``'B'`` (one blackhole); ``'S'`` / ``'L'`` (two)."""
    _layout(layout).value_label(value)  # checks the value belongs to the line
    if not layout.is_blackhole_value(value):
        return str(int(value))
    if layout.blackholes == 1:
        return "B"
    return "S" if value == 0 else "L"


def line_text(values: Iterable[int], layout: Layout) -> str:
    """A line of value codes (card order) written the way :func:`parse_line` reads it."""
    _layout(layout)
    items = checks.sequence(values, "a line", most=_MOST_WORDS)
    return " ".join(value_token(v, layout) for v in items)


def _allowed(layout: Layout) -> str:
    stars = " ".join(str(v) for v in range(1, layout.stars + 1))
    if layout.blackholes == 1:
        return f"{stars} and the blackhole B"
    if layout.blackholes == 2:
        return f"{stars} and the blackholes S (small) and L (large)"
    return stars


def _token_value(token: Any, layout: Layout) -> int:
    if checks.is_whole(token):
        if int(token) in layout.values:  # a value code, as the core stores it
            return int(token)
        raise LogoKitError(f"{token!r} is not a card value here: use {_allowed(layout)}.")
    if not isinstance(token, str):
        raise LogoKitError(f"{checks.describe(token)} is not a card value: use {_allowed(layout)}.")
    if not token.isascii() and any(not c.isascii() and not c.isdigit() for c in token):
        checks.ascii_typed(token, "a hidden line", f"use {_allowed(layout)}")
    text = token.strip().upper()
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
    if text[:1].isalpha():
        raise LogoKitError(f"{token!r} is not a card value here: use {_allowed(layout)}.")
    number = checks.parse_whole(text, "a hidden line")  # ASCII digits only ('²' is refused)
    if number in layout.values:
        return number
    raise LogoKitError(f"{token!r} is not a card value here: use {_allowed(layout)}.")


def parse_line(
    line: str | Iterable[str | int] | Mapping[int, Any], layout: Layout
) -> tuple[int, ...]:
    """Read a hidden line (values in card order) and check it is a permutation.

    ``line`` is typed text (numbers and blackhole letters separated by spaces,
    commas or semicolons), a sequence of tokens or value codes, or a mapping
    card → value. Raises :class:`~logo_kit.errors.LogoKitError` saying what is
    wrong and what is allowed when it is not every value exactly once.
    """
    layout = _layout(layout)
    if isinstance(line, str):
        checks.text(line, "a hidden line", most=_MOST_CHARACTERS)
        tokens: list[Any] = [t for t in _SEPARATORS.split(line.strip()) if t]
        if len(tokens) > _MOST_WORDS:
            raise LogoKitError(
                f"a hidden line has one value per card ({layout.size}), got {len(tokens)}."
            )
    elif isinstance(line, Mapping):
        tokens = _from_mapping(line, layout)
    else:
        tokens = checks.sequence(line, "a hidden line", most=_MOST_WORDS)
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


def _from_mapping(line: Mapping[Any, Any], layout: Layout) -> list[Any]:
    cards = layout.cards
    extra = [k for k in line if not (checks.is_whole(k) and int(k) in cards)]
    if extra:
        raise LogoKitError(
            f"a hidden line names cards {cards[0]}–{cards[-1]}, got card "
            f"{checks.describe(extra[0])}."
        )
    missing = [c for c in cards if c not in line]
    if missing:
        raise LogoKitError(
            f"a hidden line names no value for card {missing[0]}: give a value for every card "
            f"{cards[0]}–{cards[-1]}."
        )
    return [line[c] for c in cards]


def random_line(layout: Layout, rng: np.random.Generator) -> tuple[int, ...]:
    """A uniformly shuffled line (value codes in card order) from a seeded generator (S1).

    >>> random_line(Layout(stars=4), np.random.default_rng(0)) == random_line(
    ...     Layout(stars=4), np.random.default_rng(0))
    True
    """
    layout = _layout(layout)
    rng = checks.generator(rng)
    return tuple(int(v) for v in rng.permutation(np.array(layout.values)))


def parse_order(
    order: str | Iterable[int],
    layout: Layout,
    arrangement: Sequence[int],
    revealed: Collection[int],
) -> tuple[int, ...]:
    """Cards left to right: every card, or only the face-down ones (filling their lanes).

    ``order`` is typed text ("3 1 2", commas allowed) or card numbers. When it
    names just the face-down cards, the face-up (``revealed``) cards keep their
    lanes in ``arrangement`` and the others fill the remaining lanes left to
    right (ruling S6). Whether the result is a legal arrangement (every card
    once, face-up cards where they lie) is checked by the caller's belief or game.
    """
    layout = _layout(layout)
    arrangement = checks.wholes(arrangement, "arrangement", most=_MOST_WORDS)
    face_up = checks.sequence(revealed, "revealed", allow_sets=True, most=_MOST_WORDS)
    revealed = set(checks.wholes(list(face_up), "revealed"))
    if isinstance(order, str):
        if len(order) > _MOST_CHARACTERS or not re.fullmatch(r"[\s,;0-9+-]*", order):
            raise LogoKitError(
                f"type card numbers separated by spaces (cards {layout.cards[0]}–"
                f"{layout.cards[-1]}), got {checks.describe(order)}."
            )
        cards = checks.parse_wholes(order, "a new order", most=_MOST_WORDS)
    else:
        cards = checks.wholes(order, "a new order", most=_MOST_WORDS)
    down = [c for c in arrangement if c not in revealed]
    if revealed and len(cards) == len(down):
        if sorted(cards) != sorted(down):
            raise LogoKitError(
                f"list the face-down cards {' '.join(map(str, sorted(down)))} once each "
                f"(or every card, left to right), got {' '.join(map(str, cards))}."
            )
        it = iter(cards)
        cards = tuple(c if c in revealed else next(it) for c in arrangement)
    return tuple(cards)


def check_picks(
    layout: Layout, first: Any, second: Any, focus: Any = None, distinct: bool = False
) -> tuple[tuple[int, int], int | None]:
    """Check the two cards held up and the Focus card; return ``((first, second), focus)``.

    Both cards must be cards of ``layout`` (the error names the allowed cards);
    with ``distinct`` they must differ; ``focus`` (None: not chosen yet) must be
    one of the two.
    """
    layout = _layout(layout)
    distinct = checks.flag(distinct, "distinct")
    a, b = (layout.cards[layout.index(card)] for card in (first, second))
    if distinct and a == b:
        raise LogoKitError(f"hold up two different cards (both are card {a}).")
    if focus is not None and not (checks.is_whole(focus) and int(focus) in (a, b)):
        raise LogoKitError(
            f"the Focus card must be one of the two cards picked ({a}, {b}), "
            f"got {checks.describe(focus)}."
        )
    return (a, b), None if focus is None else int(focus)
