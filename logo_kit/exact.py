"""Exact probability helpers shared by all three games.

A :class:`Distribution` maps each outcome to a :class:`~fractions.Fraction`
and always sums to exactly 1. Counting helpers (binomial and hypergeometric
counts) work in integers, and entropy is measured in bits.

>>> from logo_kit.exact import Distribution, hypergeometric
>>> coin = Distribution.uniform(["heads", "tails"])
>>> coin["heads"]
Fraction(1, 2)
>>> reds = hypergeometric(population=55, successes=14, draws=7)
>>> reds.prob(lambda k: k >= 3)
Fraction(758479, 3121965)

Floats appear only where they must: entropy (a logarithm is irrational) and
:meth:`Distribution.to_plot`, which hands plain floats to a plotting library.

Size limits (refuse at once rather than hang; every accepted input
answers in well under 5 s on a classroom laptop):

- :func:`comb`, :func:`hypergeometric_count`, :func:`hypergeometric_probability`:
  ``n`` / ``population`` up to :data:`MAX_COMB_N` (100,000; C(100000, 50000)
  has 30,101 digits and takes about 0.3 s);
- :func:`hypergeometric` (the whole distribution, one count per outcome):
  ``population`` up to :data:`MAX_POPULATION` (5,000, about a second);
- a :class:`Distribution` and :func:`entropy_bits`: at most :data:`MAX_OUTCOMES`
  (50,000) outcomes (exact means and variances of that many take about a second);
- :func:`entropy_bits_from_counts`: lists of at most 1,000,000 counts (arrays
  of any size: they are already in memory).

Why one module of about 500 lines: :class:`Distribution` and the counting helpers it is
built from (binomials, hypergeometric counts, entropy) are used together everywhere.
"""

from __future__ import annotations

import contextlib
import decimal
import math
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from fractions import Fraction
from numbers import Rational
from typing import Any, TypeVar

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = [
    "MAX_COMB_N",
    "MAX_OUTCOMES",
    "MAX_POPULATION",
    "Distribution",
    "as_fraction",
    "comb",
    "entropy_bits",
    "entropy_bits_from_counts",
    "hypergeometric",
    "hypergeometric_count",
    "hypergeometric_probability",
]

Outcome = TypeVar("Outcome", bound=Hashable)
Event = Any  # an outcome, a collection of outcomes, or a predicate

MAX_COMB_N = 100_000
"""Largest ``n`` (or population) a binomial count serves: C(100000, 50000) takes ~0.3 s."""
MAX_POPULATION = 5_000
"""Largest population :func:`hypergeometric` serves (one count per outcome; ~1 s)."""
MAX_OUTCOMES = 50_000
"""Most outcomes in a :class:`Distribution` or an :func:`entropy_bits` list."""
_MAX_COUNTS = 1_000_000
"""Longest list :func:`entropy_bits_from_counts` reads (arrays may be longer)."""
_WHY_OUTCOMES = "exact sums over more outcomes take seconds; group outcomes first"


def as_fraction(value: Any) -> Fraction:
    """Return ``value`` as an exact Fraction.

    Integers, Fractions and sympy Rationals are accepted; floats are refused
    because they are already rounded (``0.1`` is not one tenth).

    >>> as_fraction(3)
    Fraction(3, 1)
    """
    if isinstance(value, bool | np.bool_):
        raise LogoKitError(f"{value!r} is a bool, not a probability or a count.")
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int | Rational):
        return Fraction(int(value.numerator), int(value.denominator))
    if isinstance(value, np.integer):
        return Fraction(int(value))
    numerator = getattr(value, "p", None)  # sympy.Rational without importing sympy
    denominator = getattr(value, "q", None)
    if isinstance(numerator, int) and isinstance(denominator, int):
        return Fraction(numerator, denominator)
    raise LogoKitError(
        f"{checks.describe(value)} is not exact: use an int, a fractions.Fraction or a sympy "
        "Rational (floats are refused because they are already rounded)."
    )


def comb(n: int, k: int) -> int:
    """Binomial coefficient C(n, k); 0 when k < 0 or k > n (handy in sums).

    ``n`` is at most :data:`MAX_COMB_N`; both are whole numbers (not bools or floats).

    >>> comb(5, 2), comb(5, 7)
    (10, 0)
    """
    if type(n) is int and type(k) is int and 0 <= k <= n <= MAX_COMB_N:  # the hot path
        return math.comb(n, k)
    n = checks.whole(n, "n", high=MAX_COMB_N, why="a bigger binomial count takes too long")
    k = checks.whole(k, "k")
    if k < 0 or n < 0 or k > n:
        return 0
    return math.comb(n, k)


def _check_counts(
    population: int, successes: int, draws: int, most: int = MAX_COMB_N
) -> tuple[int, int, int]:
    population = checks.whole(population, "population", low=0)
    checks.limit(
        population,
        "cards in the population",
        most,
        "the exact counts grow with it; a bigger population takes too long",
    )
    successes = checks.whole(successes, "successes", low=0)
    draws = checks.whole(draws, "draws", low=0)
    if successes > population:
        raise LogoKitError(
            f"successes ({checks.describe(successes)}) cannot exceed the population ({population})."
        )
    if draws > population:
        raise LogoKitError(
            f"cannot draw {checks.describe(draws)} cards from a population of {population}: "
            f"draws must be between 0 and {population}."
        )
    return population, successes, draws


def hypergeometric_count(population: int, successes: int, draws: int, k: int) -> int:
    """Number of ``draws``-subsets of the population holding exactly ``k`` successes.

    That is C(successes, k) · C(population − successes, draws − k).

    >>> hypergeometric_count(55, 14, 7, 0) == comb(41, 7)  # hands with no red card
    True
    """
    population, successes, draws = _check_counts(population, successes, draws)
    k = checks.whole(k, "k (the number of successes)")
    return comb(successes, k) * comb(population - successes, draws - k)


def hypergeometric_probability(population: int, successes: int, draws: int, k: int) -> Fraction:
    """Exact chance of exactly ``k`` successes when drawing ``draws`` without replacement.

    >>> hypergeometric_probability(4, 2, 2, 2)  # both aces from A A 2 2
    Fraction(1, 6)
    """
    return Fraction(hypergeometric_count(population, successes, draws, k), comb(population, draws))


def hypergeometric(population: int, successes: int, draws: int) -> Distribution:
    """Distribution of the number of successes in ``draws`` draws without replacement.

    >>> hypergeometric(4, 2, 2)
    Distribution({0: 1/6, 1: 2/3, 2: 1/6})
    """
    population, successes, draws = _check_counts(population, successes, draws, MAX_POPULATION)
    low = max(0, draws - (population - successes))
    high = min(draws, successes)
    counts = {
        k: hypergeometric_count(population, successes, draws, k) for k in range(low, high + 1)
    }
    return Distribution.from_counts(counts)


def entropy_bits(probabilities: Iterable[Any]) -> float:
    """Shannon entropy, in bits, of exact probabilities that sum to 1.

    Zero probabilities contribute nothing. The sum is checked exactly first.

    >>> entropy_bits([Fraction(1, 2), Fraction(1, 4), Fraction(1, 4)])
    1.5
    """
    if isinstance(probabilities, Mapping):
        raise LogoKitError(
            "entropy_bits takes a list of probabilities; for a Distribution use its "
            ".entropy() (or entropy_bits(d.probabilities))."
        )
    items = checks.sequence(probabilities, "probabilities", most=MAX_OUTCOMES)
    probs = [as_fraction(p) for p in items]
    if any(p < 0 for p in probs):
        raise LogoKitError("probabilities cannot be negative.")
    total = sum(probs, Fraction(0))
    if total != 1:
        raise LogoKitError(
            f"probabilities must sum to exactly 1, they sum to {_number_text(total)}."
        )
    return _entropy_from_positive_fractions([p for p in probs if p])


def _entropy_from_positive_fractions(probs: list[Fraction]) -> float:
    # -sum p log2 p, with log2 p = log2(num) - log2(den) to keep precision for tiny p.
    bits = 0.0
    for p in probs:
        bits -= float(p) * (_log2_int(p.numerator) - _log2_int(p.denominator))
    return max(bits, 0.0)


def _log2_int(n: int) -> float:
    # math.log2 accepts arbitrarily large ints exactly enough (it handles big ints).
    return math.log2(n)


def entropy_bits_from_counts(counts: Iterable[int] | np.ndarray) -> float:
    """Entropy in bits of the distribution ``count / total``.

    The counts are exact integers, so this is the entropy of exact
    probabilities: H = log2(N) − (1/N) Σ c·log2(c). Works on numpy arrays
    (vectorised), which is what the Logic & Lore solver feeds it.

    >>> entropy_bits_from_counts([1, 1, 2])
    1.5
    """
    if isinstance(counts, np.ndarray):
        array = counts
    else:
        items = checks.sequence(counts, "counts", most=_MAX_COUNTS)
        for position, item in enumerate(items, start=1):
            if not checks.is_whole(item):
                raise LogoKitError(
                    f"counts must be whole numbers (an integer array), got "
                    f"{checks.describe(item)} at position {position}."
                )
            if not -(2**63) <= item < 2**63:
                raise LogoKitError(
                    f"count {position} is too large ({checks.describe(item)}); counts must fit "
                    "in 64 bits (below 9.2 × 10¹⁸)."
                )
        array = np.asarray(items, dtype=np.int64) if items else np.asarray(items)
    if array.size == 0:
        raise LogoKitError("cannot take the entropy of no outcomes: give at least one count.")
    if not np.issubdtype(array.dtype, np.integer):
        raise LogoKitError("counts must be whole numbers (an integer array).")
    if (array < 0).any():
        raise LogoKitError("counts cannot be negative.")
    positive = array[array > 0].astype(np.float64)
    if positive.size == 0:
        raise LogoKitError("all counts are zero: there is no outcome to measure.")
    total = positive.sum()
    bits = math.log2(total) - float((positive * np.log2(positive)).sum()) / total
    return float(max(bits, 0.0))


class Distribution(Mapping[Outcome, Fraction]):
    """An exact probability distribution: outcome → Fraction, summing to 1.

    Outcomes with probability 0 are dropped. Outcomes are kept sorted when
    they can be compared, so tables and plots read in a natural order.

    >>> d = Distribution({1: Fraction(1, 6), 2: Fraction(1, 3), 3: Fraction(1, 2)})
    >>> d.mean()
    Fraction(7, 3)
    >>> d.prob(lambda x: x >= 2)
    Fraction(5, 6)
    """

    __slots__ = ("_probs",)

    def __init__(self, probabilities: Mapping[Outcome, Any] | Iterable[tuple[Outcome, Any]]):
        merged: dict[Outcome, Fraction] = {}
        for outcome, p in _pairs(probabilities, "probabilities"):
            p = as_fraction(p)
            if p < 0:
                raise LogoKitError(
                    f"probability of {checks.describe(outcome)} is negative ({_number_text(p)})."
                )
            try:
                merged[outcome] = merged.get(outcome, Fraction(0)) + p
            except Exception:  # a key whose own __eq__ fails when keys collide
                raise LogoKitError(
                    f"{checks.describe(outcome)} cannot be an outcome: it cannot be compared "
                    "with the other outcomes (use numbers, text or tuples)."
                ) from None
        if not merged:
            raise LogoKitError("a distribution needs at least one outcome.")
        total = sum(merged.values(), Fraction(0))
        if total != 1:
            raise LogoKitError(
                f"probabilities must sum to exactly 1, they sum to {_number_text(total)}; "
                "use Distribution.from_counts to normalise counts."
            )
        kept = {o: p for o, p in merged.items() if p}
        self._probs = _sorted_if_possible(kept)

    # -- construction -------------------------------------------------------
    @classmethod
    def from_counts(
        cls, counts: Mapping[Outcome, int] | Iterable[tuple[Outcome, int]]
    ) -> Distribution:
        """Normalise whole-number counts (e.g. "how many hands give each value").

        >>> Distribution.from_counts({"win": 1, "lose": 3})["win"]
        Fraction(1, 4)
        """
        items = _pairs(counts, "counts")
        for outcome, c in items:
            if not checks.is_whole(c) or c < 0:
                raise LogoKitError(
                    f"count of {checks.describe(outcome)} must be a whole number ≥ 0, "
                    f"got {checks.describe(c)}."
                )
        total = sum(int(c) for _, c in items)
        if total == 0:
            raise LogoKitError("all counts are zero: there is nothing to normalise.")
        return cls((o, Fraction(int(c), total)) for o, c in items)

    @classmethod
    def uniform(cls, outcomes: Iterable[Outcome]) -> Distribution:
        """Every outcome equally likely (repeats count twice)."""
        items = checks.sequence(outcomes, "outcomes", most=MAX_OUTCOMES, allow_sets=True)
        return cls.from_counts([(o, 1) for o in items])

    @classmethod
    def point(cls, outcome: Outcome) -> Distribution:
        """The certain outcome."""
        return cls([(outcome, Fraction(1))])

    # -- Mapping protocol ---------------------------------------------------
    def __getitem__(self, outcome: Outcome) -> Fraction:
        if not _hashable(outcome):
            raise LogoKitError(
                f"{checks.describe(outcome)} cannot be an outcome (outcomes are numbers, text "
                "or tuples); for the chance of several outcomes use prob([...])."
            )
        with _comparing(outcome):
            return self._probs.get(outcome, Fraction(0))

    def __contains__(self, outcome: object) -> bool:
        if not _hashable(outcome):
            return False
        with _comparing(outcome):
            return outcome in self._probs

    def __iter__(self) -> Iterator[Outcome]:
        return iter(self._probs)

    def __len__(self) -> int:
        return len(self._probs)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Distribution):
            return self._probs == other._probs
        if isinstance(other, Mapping):
            try:
                return self._probs == {k: v for k, v in other.items() if v}
            except Exception:  # keys that cannot be hashed or compared: not our outcomes
                return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(frozenset(self._probs.items()))

    def __repr__(self) -> str:
        body = ", ".join(f"{o!r}: {_number_text(p)}" for o, p in self._probs.items())
        return f"Distribution({{{body}}})"

    # -- questions ----------------------------------------------------------
    @property
    def outcomes(self) -> list[Outcome]:
        """The outcomes with positive probability, in order."""
        return list(self._probs)

    @property
    def probabilities(self) -> list[Fraction]:
        """The probabilities, in the order of :attr:`outcomes`."""
        return list(self._probs.values())

    def prob(self, event: Event) -> Fraction:
        """Chance of an event: a predicate, a set/list/tuple of outcomes, or one outcome.

        >>> Distribution.uniform(range(1, 7)).prob({5, 6})
        Fraction(1, 3)
        """
        return sum((p for _, p in _chosen(event, self._probs)), Fraction(0))

    def expect(self, function: Callable[[Outcome], Any]) -> Fraction:
        """Exact expected value of ``function(outcome)`` (it must return exact numbers)."""
        checks.callable_(function, "function", "a function of one outcome, e.g. lambda x: x * x")
        return sum((p * as_fraction(function(o)) for o, p in self._probs.items()), Fraction(0))

    def mean(self) -> Fraction:
        """Exact mean of numeric outcomes."""
        return self.expect(lambda o: o)

    def variance(self) -> Fraction:
        """Exact variance of numeric outcomes."""
        mu = self.mean()
        return self.expect(lambda o: (as_fraction(o) - mu) ** 2)

    def map(self, function: Callable[[Outcome], Hashable]) -> Distribution:
        """Distribution of ``function(outcome)`` (equal images are merged).

        >>> Distribution.uniform(range(1, 7)).map(lambda x: x % 2)
        Distribution({0: 1/2, 1: 1/2})
        """
        checks.callable_(function, "function", "a function of one outcome, e.g. lambda x: x % 2")
        return Distribution([(function(o), p) for o, p in self._probs.items()])

    def given(self, event: Event) -> Distribution:
        """Conditional distribution given an event of positive probability."""
        kept = _chosen(event, self._probs)
        p_event = sum((p for _, p in kept), Fraction(0))
        if p_event == 0:
            raise LogoKitError("cannot condition on an event of probability 0.")
        return Distribution([(o, p / p_event) for o, p in kept])

    def entropy(self) -> float:
        """Shannon entropy in bits."""
        return _entropy_from_positive_fractions(list(self._probs.values()))

    def to_plot(self) -> tuple[list[Outcome], list[float]]:
        """Outcomes and float probabilities, for plotting only.

        >>> Distribution.uniform([1, 2]).to_plot()
        ([1, 2], [0.5, 0.5])
        """
        return list(self._probs), [float(p) for p in self._probs.values()]

    def table(self) -> list[tuple[Outcome, Fraction]]:
        """``(outcome, probability)`` rows in order, for showing in a lesson."""
        return list(self._probs.items())


class BigCount(int):
    """A whole number that prints in full however many digits it has.

    Python refuses ``str`` of an int beyond 4,300 digits (a guard against slow
    parsing); an exact count such as ``derangements(2000)`` (5,700 digits) is
    returned as a ``BigCount`` so that a notebook can still show it. It is an
    ``int`` in every other way (arithmetic gives plain ints).

    >>> len(repr(BigCount(10**5000)))
    5001
    """

    def __repr__(self) -> str:
        try:
            return int.__repr__(self)
        except ValueError:  # past the digit limit: decimal prints any size
            return str(decimal.Decimal(int(self)))

    __str__ = __repr__


def _number_text(value: Fraction) -> str:
    """``str(value)``, or an approximation when it has too many digits to print."""
    try:
        return str(value)
    except ValueError:  # Python's limit of 4,300 digits for int → str
        value = Fraction(value)
        try:
            approximate = float(value)
        except OverflowError:
            approximate = math.inf
        if approximate and math.isfinite(approximate):
            return f"≈ {approximate:.6g}"
        bits = abs(value.numerator).bit_length() - value.denominator.bit_length()
        sign = "-" if value < 0 else ""
        return f"≈ {sign}10^{round(bits * math.log10(2))}"


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except Exception:  # unhashable, or a key whose own __hash__ is broken
        return False
    return True


def _in_range(outcome: Any, numbers: range) -> bool:
    # ``x in range`` is O(1) only for ints; for anything else Python walks the range.
    if checks.is_whole(outcome):
        return int(outcome) in numbers
    if isinstance(outcome, float | Fraction) and outcome == int(outcome):
        return int(outcome) in numbers
    return False


def _pairs(items: Any, name: str) -> list[tuple[Any, Any]]:
    """``(outcome, value)`` pairs from a mapping or a list of pairs, checked."""
    if isinstance(items, Mapping):
        checks.limit(len(items), "outcomes", MAX_OUTCOMES, _WHY_OUTCOMES)
        pairs = list(items.items())
    else:
        pairs = checks.sequence(items, name, most=MAX_OUTCOMES)
        for position, pair in enumerate(pairs, start=1):
            if not isinstance(pair, tuple | list) or len(pair) != 2:
                raise LogoKitError(
                    f"{name} must be a mapping outcome → value or a list of (outcome, value) "
                    f"pairs, got {checks.describe(pair)} at position {position}."
                )
    for outcome, _ in pairs:
        if not _hashable(outcome):
            raise LogoKitError(
                f"{checks.describe(outcome)} cannot be an outcome: outcomes are numbers, text, "
                "tuples or other hashable values (not lists, sets or dicts)."
            )
    return [(outcome, value) for outcome, value in pairs]


def _chosen(event: Event, probs: dict[Any, Fraction]) -> list[tuple[Any, Fraction]]:
    """The ``(outcome, probability)`` pairs of ``probs`` that belong to ``event``: a
    predicate, one outcome (which may be a tuple), or a collection of outcomes (a set,
    list, tuple, range or 1-D array). A predicate's own errors are the caller's; an
    outcome asked about that cannot be compared with ours is refused in our words."""
    if callable(event) and not isinstance(event, type):
        return [(o, p) for o, p in probs.items() if event(o)]
    with _comparing(event):
        if _hashable(event) and event in probs:  # a single outcome, even a tuple
            return [(o, p) for o, p in probs.items() if o == event]
    if isinstance(event, range):  # tested arithmetically: never walk a huge range
        return [(o, p) for o, p in probs.items() if _in_range(o, event)]
    if isinstance(event, set | frozenset | list | tuple | np.ndarray):
        items = checks.sequence(event, "event", most=MAX_OUTCOMES, allow_sets=True)
        with _comparing(event, "an outcome in "):
            wanted = {item for item in items if _hashable(item)}
            return [(o, p) for o, p in probs.items() if o in wanted]
    return []  # an outcome that is not there


@contextlib.contextmanager
def _comparing(outcome: Any, where: str = "") -> Iterator[None]:
    """Turn a failure of ``outcome``'s own ``__hash__`` or ``__eq__`` (met when it is
    looked up among the outcomes) into our error saying what an outcome may be."""
    try:
        yield
    except LogoKitError:
        raise
    except Exception:
        raise LogoKitError(
            f"{where}{checks.describe(outcome)} cannot be an outcome: it cannot be compared "
            "with the outcomes (outcomes are numbers, text or tuples)."
        ) from None


def _sorted_if_possible(probs: dict) -> dict:
    try:
        return dict(sorted(probs.items(), key=lambda item: item[0]))
    except Exception:  # outcomes that cannot be ordered (or whose __lt__ is broken)
        return probs
