"""Generated argument values for the fuzz suite: junk, near-valid mutations, extremes.

- :func:`junk`: wrong types (None, bools, floats incl. NaN and infinities, text
  incl. non-ASCII digits such as '²' and '٣', bytes, dicts, sets), huge and
  negative numbers (10**5000), lists of the wrong things and nested junk.
- :func:`mutations`: values near a valid one (one off, a float for an int, a
  string or a set for a tuple, one item broken, another library object).
- :func:`extreme`: extreme sizes of the same kind (10**9, 10⁵ items, long text).
- :func:`typed_text`: strings a person might type, from a token grammar.

Everything built here is small: a "huge" size is an int or a lazy range, the
longest list has 10⁵ items, so memory trouble can only come from the library.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
from hypothesis import strategies as st

JUNK_TEXTS = (
    "",
    " ",
    "0",
    "7",
    "-1",
    "+3",
    "1.5",
    "²",
    "٣",
    "１",
    "三",
    "1 2 3 ²",
    "R١",
    "no",
    "yes",
    "True",
    "None",
    "nan",
    "inf",
    "1e9",
    "10**9",
    "4321",
    "4 3 2 1",
    "R1",
    "LOGO",
    "a:b",
    "10:996",
    "\x00",
    "é",
    "🂡",
    "\u200b",
    "-0",
    "9" * 40,
    "R" + "9" * 5000,
    "1 " * 3000,
)
HUGE = 10**5000


class _Marker:
    """Stands for a value hypothesis must not repr (an int of 5,000 digits cannot be
    shown); :func:`_materialise` swaps it for the value after the draw."""

    def __init__(self, name: str, value: Any) -> None:
        self.name, self.value = name, value

    def __repr__(self) -> str:
        return self.name


def _materialise(value: Any) -> Any:
    return value.value if isinstance(value, _Marker) else value


def sampled(values: Any) -> st.SearchStrategy[Any]:
    """``sampled_from`` that may hold markers (see :class:`_Marker`)."""
    return st.sampled_from([_mark(v) for v in values]).map(_materialise)


def _mark(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4000:
        return _Marker("<huge int>", value)
    return value


JUNK_INTS = (
    0,
    1,
    -1,
    2,
    3,
    7,
    -7,
    12,
    100,
    10**9,
    -(10**9),
    2**31,
    2**63,
    2**64,
    2**128,
    HUGE,
    -HUGE,
)
JUNK_FLOATS = (
    0.0,
    -0.0,
    0.5,
    1.0,
    5.5,
    7.0,
    -1.5,
    1e308,
    1e-320,
    math.nan,
    math.inf,
    -math.inf,
    1e9,
)


def _deep_list(depth: int = 100) -> list:
    nested: list = []
    for _ in range(depth):
        nested = [nested]
    return nested


class _Odd:
    """An object of a type no library function expects."""

    def __repr__(self) -> str:
        return "<odd object>"


# Containers are built fresh for each call (a library may keep or change them).
_BUILT_JUNK: tuple[Callable[[], Any], ...] = (
    lambda: [],
    lambda: (),
    lambda: {},
    lambda: set(),
    lambda: frozenset({1, 2}),
    lambda: [None],
    lambda: [1, "2", None],
    lambda: [[1, 2], [3]],
    lambda: {"a": 1},
    lambda: {1: 2.5},
    lambda: [math.nan, math.inf],
    lambda: [True, False],
    lambda: [1.9, 2, 3, 4],
    lambda: ["R1", 5],
    lambda: [0] * 100_000,  # a long list (0.8 MB)
    lambda: ["x"] * 10_000,
    lambda: list(range(-3, 3)),
    lambda: range(10**9),  # a huge size without allocating it
    lambda: range(-5, 0),
    lambda: iter([1, 2, 3]),
    lambda: (i for i in range(3)),
    lambda: np.array([1, 2, 3]),
    lambda: np.array([[1, 2], [3, 4]]),
    lambda: np.array([]),
    lambda: np.array([1.5, math.nan]),
    lambda: np.array(["a", "b"]),
    lambda: np.int64(3),
    lambda: np.int64(-1),
    lambda: np.float64(math.nan),
    lambda: np.bool_(True),
    lambda: Fraction(1, 3),
    lambda: Fraction(7, 2),
    lambda: Fraction(-1, 2),
    lambda: complex(1, 1),
    lambda: b"R1",
    lambda: bytearray(b"12"),
    lambda: _Odd(),
    lambda: object(),
    lambda: _deep_list(),
    lambda: ([[[[None]]]],),
)


def scalar_junk() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(),
        st.booleans(),
        sampled(JUNK_INTS),
        st.integers(-1000, 1000),
        st.sampled_from(JUNK_FLOATS),
        st.floats(allow_nan=True, allow_infinity=True),
        st.sampled_from(JUNK_TEXTS),
        st.text(max_size=12),
        st.binary(max_size=6),
    )


def _make_junk() -> st.SearchStrategy[Any]:
    nested = st.recursive(
        scalar_junk(),
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.lists(inner, max_size=4).map(tuple),
            st.dictionaries(st.sampled_from(["a", 1, None, "R1"]), inner, max_size=3),
            st.frozensets(st.sampled_from([1, 2, "a", None, 2.5]), max_size=3),
        ),
        max_leaves=6,
    )
    return st.one_of(scalar_junk(), nested, built(_BUILT_JUNK))


def built(builders: Any) -> st.SearchStrategy[Any]:
    """One of ``builders`` (zero-argument callables), called: a fresh value per draw."""
    return st.sampled_from(tuple(builders)).map(lambda build: build())


_JUNK: st.SearchStrategy[Any] | None = None


def junk() -> st.SearchStrategy[Any]:
    """Wrong types, wrong sizes and nested junk (never more than a few MB to build)."""
    global _JUNK
    if _JUNK is None:
        _JUNK = _make_junk()
    return _JUNK


_MUTATIONS: dict[tuple, st.SearchStrategy[Any]] = {}


def mutations(base: Any, pool: tuple[Any, ...] = ()) -> st.SearchStrategy[Any]:
    """Values near a valid ``base``: one off, another type of the same number, a string
    or a set instead of a tuple, one item broken, much longer, ... ``pool`` holds
    other library objects (another card, deck, belief, game) to put in its place.

    Strategies are remembered per base (by type and repr) and pool (a spec keeps its
    pool for the whole run): building them is the slow part of a generated call."""
    if isinstance(base, np.random.Generator):
        key: tuple | None = ("Generator", id(pool))
    else:
        try:
            shown = repr(base)
            key = (type(base), shown, id(pool)) if len(shown) < 2000 else None
        except Exception:
            key = None
    if key is not None and key in _MUTATIONS:
        return _MUTATIONS[key]
    strategy = _mutations(base, pool)
    if key is not None:
        _MUTATIONS[key] = strategy
    return strategy


def _mutations(base: Any, pool: tuple[Any, ...]) -> st.SearchStrategy[Any]:
    options: list[st.SearchStrategy[Any]] = [junk()]
    if pool:
        options.append(st.sampled_from(pool))
    if isinstance(base, bool | np.bool_):
        options.append(st.sampled_from([0, 1, "no", "False", None, 1.0, np.bool_(not base)]))
    elif isinstance(base, int | np.integer):
        b = int(base)
        near = [
            b - 1,
            b + 1,
            -b,
            0,
            -1,
            b * 10**9,
            b + 10**9,
            HUGE,
            -HUGE,
            float(b),
            b + 0.5,
            True,
            False,
            str(b),
            f"{b}²",
            np.int64(b) if abs(b) < 2**62 else b,
            np.float64(b),
            Fraction(b),
            Fraction(2 * b + 1, 2),
            None,
        ]
        options.append(sampled(near))
        options.append(built([lambda: [b], lambda: (b,)]))
    elif isinstance(base, float | np.floating):
        b = float(base)
        options.append(
            st.sampled_from(
                [
                    -b,
                    b * 1e9,
                    math.nan,
                    math.inf,
                    -math.inf,
                    0.0,
                    int(b) if math.isfinite(b) else 0,
                    str(b),
                    Fraction(b) if math.isfinite(b) else 1,
                    -1e-9,
                    1 + 1e-9,
                    True,
                    None,
                ]
            )
        )
    elif isinstance(base, Fraction):
        options.append(
            st.sampled_from(
                [
                    -base,
                    base + 1,
                    base * 10**9,
                    float(base),
                    Fraction(0),
                    Fraction(1),
                    Fraction(2),
                    str(base),
                    None,
                ]
            )
        )
    elif isinstance(base, str):
        options.append(_text_mutations(base))
    elif isinstance(base, tuple | list) and not _is_namedtuple(base):
        options.append(_sequence_mutations(base, pool))
    elif isinstance(base, enum.Enum):
        options.append(
            st.sampled_from(
                [
                    base.value,
                    base.name,
                    base.name.lower(),
                    99,
                    -1,
                    None,
                    str(base),
                    *list(type(base))[:3],
                ]
            )
        )
    elif isinstance(base, np.random.Generator):
        options.append(
            built(
                [
                    lambda: 0,
                    lambda: 1,
                    lambda: None,
                    lambda: -1,
                    lambda: "seed",
                    lambda: np.random.RandomState(0),
                    lambda: np.random.SeedSequence(1),
                    lambda: np.random.default_rng,
                    lambda: np.random.PCG64(1),
                ]
            )
        )
    elif isinstance(base, dict):
        frozen = dict(base)
        options.append(
            built(
                [
                    lambda: list(frozen.items()),
                    lambda: list(frozen),
                    lambda: str(frozen),
                    lambda: {None: None},
                    lambda: {**frozen, "bogus": 1},
                    lambda: {},
                ]
            )
        )
    return st.one_of(*options)


def _is_namedtuple(value: Any) -> bool:
    return isinstance(value, tuple) and hasattr(value, "_fields")


INSERTED_CHARS = ("²", "٣", "１", "\x00", "é", " ", ",", "-", "+", ":", "9" * 20, "🂡", "\n")


def _text_mutations(base: str) -> st.SearchStrategy[str]:
    swapped_digits = base.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    fixed = [
        "",
        base.upper(),
        base.lower(),
        base[::-1],
        base + " " + base,
        base * 200,
        base[:-1],
        base[1:],
        swapped_digits,
        base.replace(" ", ","),
        base.replace(" ", ""),
        " " + base + " ",
        base + "x",
        base + " " + "9" * 5000,
    ]
    inserted = st.tuples(st.integers(0, len(base)), st.sampled_from(INSERTED_CHARS)).map(
        lambda pos_char: base[: pos_char[0]] + pos_char[1] + base[pos_char[0] :]
    )
    return st.one_of(st.sampled_from(fixed), inserted)


def _sequence_mutations(base: tuple | list, pool: tuple[Any, ...]) -> st.SearchStrategy[Any]:
    items = list(base)
    remake = type(base)
    builders: list[Callable[[], Any]] = [
        lambda: remake([]),
        lambda: remake(items[:-1]),
        lambda: remake(items + items),
        lambda: remake(items[::-1]),
        lambda: remake(items * 1000) if len(items) * 1000 <= 100_000 else remake(items),
        lambda: list(items) if isinstance(base, tuple) else tuple(items),
        lambda: " ".join(map(str, items)),
        lambda: "".join(map(str, items)),
        lambda: iter(list(items)),
        lambda: None,
    ]
    try:
        set(items)
        builders += [lambda: set(items), lambda: dict.fromkeys(items)]
    except TypeError:
        pass
    try:
        if np.array(items).dtype != object:
            builders.append(lambda: np.array(items))
    except Exception:  # ragged items make no array
        pass
    strategies: list[st.SearchStrategy[Any]] = [built(builders)]
    if items:

        def broken(position_and_value: tuple[int, Any]) -> Any:
            position, value = position_and_value
            changed = list(items)
            changed[position % len(changed)] = value
            return remake(changed)

        index = st.integers(0, len(items) - 1)
        first = items[0]
        one_item = mutations(first, pool) if not isinstance(first, list | tuple) else junk()
        strategies.append(st.tuples(index, one_item).map(broken))
        strategies.append(junk().map(lambda extra: remake([*items, extra])))
    return st.one_of(*strategies)


def typed_text(
    tokens: list[str], separators: tuple[str, ...] = (" ", ", ", ",", "  ", ";", "\t")
) -> st.SearchStrategy[str]:
    """Text a person might type: valid tokens, broken tokens and stray characters,
    joined by separators (grammar-based, so most strings are near-valid)."""
    token = st.one_of(
        st.sampled_from(tokens),
        st.sampled_from(tokens).flatmap(_text_mutations),
        st.sampled_from(INSERTED_CHARS + JUNK_TEXTS[:30]),
        st.text(max_size=4),
    )
    joined = st.tuples(st.lists(token, max_size=14), st.sampled_from(separators)).map(
        lambda parts: parts[1].join(parts[0])
    )
    return st.one_of(
        joined,
        joined.map(str.upper),
        joined.map(str.lower),
        st.sampled_from(JUNK_TEXTS),
        st.text(max_size=30),
    )


def extreme(base: Any) -> st.SearchStrategy[Any]:
    """Extreme sizes of the kind of ``base``: huge counts, long lists, long text. They
    stay cheap to build (a lazy range, a list of at most 10⁵ items); the library
    must refuse them at once or answer fast."""
    if isinstance(base, bool | np.bool_):
        return junk()
    if isinstance(base, int | np.integer):
        return sampled([10**9, 10**6, 10**5, 2**31, 2**63, 10**18, HUGE, -(10**9)])
    if isinstance(base, str):
        return built(
            [
                lambda: base * 20_000 if base else "7" * 100_000,
                lambda: " ".join([base] * 5000),
                lambda: "9" * 5000,
                lambda: base + " " + "1" * 4301,
            ]
        )
    items = list(base)
    remake = type(base)
    many = max(1, 100_000 // max(1, len(items)))
    return built(
        [
            lambda: remake(items * many) if items else remake([0] * 100_000),
            lambda: remake(items * 334) if items else remake([1] * 1000),
            lambda: range(10**9),
            lambda: [items] * 10_000,
        ]
    )
