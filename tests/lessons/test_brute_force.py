"""A brute force over a student build's answer file finds no numeric answer.

The attack tries candidates in the two likely orders (:mod:`logo_lessons.strength`),
:data:`~logo_lessons.strength.BUDGET_GUESSES` of each — ten minutes of one core at
the cost of one guess, which ``make bench`` keeps above 10,000 plain hashes. To run
in seconds it attacks a file made by the same code with a cheaper stretch: which
candidates match does not depend on the stretch's cost.
"""

from fractions import Fraction
from itertools import count, islice
from math import gcd

import pytest

from logo_lessons import keys
from logo_lessons.bank import BANK
from logo_lessons.strength import BUDGET_GUESSES

pytestmark = pytest.mark.full  # make test-all: about half a million guesses
CHEAP = {"n": 2**2, "r": 1, "p": 1}


def whole_numbers():
    yield 0
    for n in count(1):
        yield n
        yield -n


def by_height():
    yield Fraction(0)
    for h in count(1):
        for p in range(1, h + 1):
            for q in (h,) if p < h else range(1, h + 1):
                if gcd(p, q) == 1:
                    for sign in (1, -1):
                        yield Fraction(sign * p, q)


def candidates():
    seen = set()
    for order in (whole_numbers(), by_height()):
        for value in islice(order, BUDGET_GUESSES):
            form = keys.canonical(value)
            if form not in seen:
                seen.add(form)
                yield form


def test_the_candidate_orders_are_the_ones_the_budget_counts():
    assert list(islice(whole_numbers(), 5)) == [0, 1, -1, 2, -2]
    heights = [max(abs(f.numerator), f.denominator) for f in islice(by_height(), 200)]
    assert heights == sorted(heights)
    assert len(set(islice(by_height(), 5000))) == 5000  # no candidate twice


def test_a_brute_force_finds_no_answer():
    BANK.load_all()
    hashed = {key: keys.hashed_key(BANK.get(key), kdf=CHEAP) for key in BANK.keys()}  # noqa: SIM118
    tried = list(candidates())
    assert len(tried) > BUDGET_GUESSES
    found = {}
    for key, entry in hashed.items():
        if entry.kind != "exact" or not entry.answer:
            continue
        hit = next((form for form in tried if entry.judge(form).kind == "right"), None)
        if hit is not None:
            found[key] = hit
    assert found == {}


def test_the_attack_would_find_an_answer_that_had_a_tag():
    """The test can fail: a simple answer given a tag is found at once."""
    from logo_lessons.bank import Exercise

    small = keys.hashed_key(Exercise("99.9", "x", answer=lambda: Fraction(355, 113)), kdf=CHEAP)
    assert small.answer  # height 355: beyond the budget, so it has a tag
    salt = small.salt
    tagged = keys.HashedKey(
        "99.9", "exact", salt, keys._tag(keys.stretch("3/8", salt, CHEAP), "answer"), kdf=CHEAP
    )
    assert next(f for f in candidates() if tagged.judge(f).kind == "right") == "3/8"


def test_a_student_build_stretches_at_full_cost():
    entry = keys.hashed_key(BANK.get("20.4"))
    assert entry.kdf["n"] >= 2**16 and entry.kdf["r"] >= 8
