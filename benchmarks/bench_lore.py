"""Logic & Lore core: gain tables and belief updates vs plain Python enumeration.

The baselines enumerate assignments with ``itertools.permutations`` and answer
every round with the Logic & Lore oracle's answers (``tests/oracles/lore.py``,
not the library's tables). Plain Python over all 9! assignments takes about a second per card
pair, so the 9-card baselines do *one pair* (both Focus choices) of the 36 —
the ratio understates our advantage about 36-fold. Plain Python over 11!
(39,916,800) assignments would take minutes, so the 11-card baselines solve
the same task on an 8-card line (6 stars + 2 blackholes) and the check
compares our result on that line with the baseline; the 11-card result is
checked for totals, and the process for peak memory (< 4 GiB).
"""

from __future__ import annotations

import functools
import itertools
import resource
from collections import Counter

from benchmarks.harness import Benchmark
from logo_kit.lore import Belief, Outcome, Query, gain_table
from tests.oracles.lore import answer

ALL_NINE = frozenset(range(1, 10))
GIB = 1 << 30


# -- plain Python: the Logic & Lore oracle's answers, every question asked -----------------

ALL_NINE_IN_ORDER = tuple(range(1, 10))


def plain_answer(va, la, vb, lb, focus_first, stars):
    """Star Bright with all nine questions asked, answered by the oracle
    (``tests/oracles/lore.py``); the cards are named by their lanes."""
    return answer(ALL_NINE_IN_ORDER, la, lb, va, vb, la, lb, stars, la if focus_first else lb)


def line_values(stars, blackholes):
    lanes = list(range(0 if blackholes == 2 else 1, stars + 1 + (blackholes > 0)))
    holes = {0: [], 1: [stars + 1], 2: [0, stars + 1]}[blackholes]
    return lanes, list(range(1, stars + 1)) + holes


def plain_pair_counts(stars, blackholes, pair, evidence=None):
    """Outcome counts for ``pair`` (both Focus choices) over all assignments, in
    plain Python; ``evidence`` = (pair, answer) of one earlier round to filter by."""
    lanes, values = line_values(stars, blackholes)
    a, b = (lanes.index(c) for c in pair)
    la, lb = pair
    counts = (Counter(), Counter())
    for perm in itertools.permutations(values):
        if evidence is not None:
            (ea, eb), wanted = evidence
            i, j = lanes.index(ea), lanes.index(eb)
            if plain_answer(perm[i], ea, perm[j], eb, True, stars) != wanted:
                continue
        for k, focus_first in enumerate((True, False)):
            counts[k][plain_answer(perm[a], la, perm[b], lb, focus_first, stars)] += 1
    return counts


def plain_record_count(stars, blackholes, pair, wanted):
    """How many assignments survive one round, filtering in plain Python."""
    lanes, values = line_values(stars, blackholes)
    i, j = (lanes.index(c) for c in pair)
    la, lb = pair
    return sum(
        plain_answer(p[i], la, p[j], lb, True, stars) == wanted
        for p in itertools.permutations(values)
    )


# -- translating our rows to plain tuples for the checks ------------------------------


def plain_key(outcome: Outcome):
    """Our outcome as the oracle writes answers: (question number, 0 for none; cards)."""
    return (0 if outcome.question is None else int(outcome.question), outcome.cards)


def rows_for(table, pair):
    found = {}
    for row in table:
        if row.cards == pair:
            found[row.focus == pair[0]] = Counter({plain_key(o): n for o, n in row.answers})
    return found[True], found[False]


def check_pair(pair):
    def check(candidate, baseline):
        table = candidate[0] if isinstance(candidate, tuple) else candidate
        got = rows_for(table, pair)
        if got != baseline:
            raise AssertionError(f"gain table row {pair} disagrees with plain Python")

    return check


# -- the rounds the benchmarks record ------------------------------------------------

PAIR = (1, 2)
QUERY_9 = Query.build(PAIR, mode="bright")


def commonest_answer(belief: Belief, pair) -> Outcome:
    """The answer to ``pair`` (all nine questions, Focus on the first card) that
    keeps the most assignments: the slowest belief one round can leave."""
    rows = gain_table(belief, mode="bright", pairs=[pair])
    (row,) = [r for r in rows if r.focus == pair[0]]
    return max((n, o) for o, n in row.answers)[1]


@functools.cache
def most_frequent_first_answer(blackholes: int) -> Outcome:
    return commonest_answer(Belief(blackholes=blackholes), PAIR)


def as_plain(outcome: Outcome):
    return plain_key(outcome)


# -- 9 cards ---------------------------------------------------------------------------


def gain_fresh_9():
    return gain_table(Belief(), mode="bright", questions=ALL_NINE)


def gain_after_one_answer_9():
    belief = Belief().update(QUERY_9, most_frequent_first_answer(0))
    return gain_table(belief, mode="bright", questions=ALL_NINE)


def plain_gain_after_one_answer_9():
    return plain_pair_counts(9, 0, (3, 4), evidence=(PAIR, as_plain(most_frequent_first_answer(0))))


def record_fresh_9():
    return Belief().update(QUERY_9, most_frequent_first_answer(0)).count


def plain_record_fresh_9():
    return plain_record_count(9, 0, PAIR, as_plain(most_frequent_first_answer(0)))


@functools.cache
def after_first_9() -> Belief:
    return Belief().update(QUERY_9, most_frequent_first_answer(0))


SECOND_QUERY = Query.build((3, 4), mode="bright")


@functools.cache
def second_answer() -> Outcome:
    return commonest_answer(after_first_9(), (3, 4))


def record_second_9():
    return after_first_9().update(SECOND_QUERY, second_answer()).count


def plain_record_second_9():
    # plain Python filters the assignments left after the first round
    _, values = line_values(9, 0)
    first = as_plain(most_frequent_first_answer(0))
    second = plain_key(second_answer())
    survivors = [
        p
        for p in itertools.permutations(values)
        if plain_answer(p[0], 1, p[1], 2, True, 9) == first
    ]
    return sum(plain_answer(p[2], 3, p[3], 4, True, 9) == second for p in survivors)


def same_count(candidate, baseline):
    if candidate != baseline:
        raise AssertionError(f"counts disagree: ours {candidate}, plain Python {baseline}")


# -- 11 cards (two blackholes) -----------------------------------------------------------


def check_eleven(small_belief_builder):
    """Check our 8-card result against the plain baseline; totals and memory for 11."""

    def check(candidate, baseline):
        table, count = candidate
        if any(row.total != count for row in table) or len(table) != 110:
            raise AssertionError("11-card gain table rows do not add up")
        small = gain_table(small_belief_builder(), mode="bright", questions=ALL_NINE)
        if rows_for(small, PAIR) != baseline:
            raise AssertionError("8-card gain table disagrees with plain Python")
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kB on Linux
        if peak > 4 * GIB:
            raise AssertionError(f"peak memory {peak / GIB:.2f} GiB exceeds 4 GiB")

    return check


def gain_fresh_11():
    belief = Belief(blackholes=2)
    return gain_table(belief, mode="bright", questions=ALL_NINE), belief.count


def gain_after_one_answer_11():
    belief = Belief(blackholes=2).update(QUERY_9, most_frequent_first_answer(2))
    return gain_table(belief, mode="bright", questions=ALL_NINE), belief.count


def small_fresh_8():
    return Belief(stars=6, blackholes=2)


def small_after_8():
    outcome = commonest_answer(small_fresh_8(), (3, 4))
    return small_fresh_8().update(Query.build((3, 4), mode="bright"), outcome)


def plain_after_8():
    outcome = commonest_answer(small_fresh_8(), (3, 4))
    return plain_pair_counts(6, 2, PAIR, evidence=((3, 4), plain_key(outcome)))


BENCHMARKS = [
    Benchmark(
        name="lore.gain_table fresh 9 cards, Bright 1-9, 36 pairs x 2 Focus",
        candidate=gain_fresh_9,
        baseline=lambda: plain_pair_counts(9, 0, PAIR),
        baseline_name="plain Python over 9!, ONE pair x 2 Focus (1/36 of the work)",
        repeats=3,
        check=check_pair(PAIR),
        target_seconds=0.020,
    ),
    Benchmark(
        name="lore.Belief.update fresh 9 cards (first answer)",
        candidate=record_fresh_9,
        baseline=plain_record_fresh_9,
        baseline_name="plain Python filter of 9!",
        repeats=3,
        check=same_count,
        target_seconds=0.005,
    ),
    Benchmark(
        name="lore.Belief.update 9 cards (second answer, listed belief)",
        candidate=record_second_9,
        baseline=plain_record_second_9,
        baseline_name="plain Python filter of 9! twice",
        repeats=3,
        check=same_count,
        target_seconds=0.005,
    ),
    Benchmark(
        name="lore.update + gain_table 9 cards after the commonest first answer",
        candidate=gain_after_one_answer_9,
        baseline=plain_gain_after_one_answer_9,
        baseline_name="plain Python over 9!, ONE pair x 2 Focus (1/36 of the work)",
        repeats=3,
        check=check_pair((3, 4)),
        target_seconds=0.020,
    ),
    Benchmark(
        name="lore.gain_table fresh 11 cards (2 blackholes), 55 pairs x 2 Focus",
        candidate=gain_fresh_11,
        baseline=lambda: plain_pair_counts(6, 2, PAIR),
        baseline_name="plain Python, 8-card line (6 stars + 2 BH), ONE pair x 2 Focus",
        repeats=3,
        check=check_eleven(small_fresh_8),
        target_seconds=3.0,
    ),
    Benchmark(
        name="lore.update + gain_table 11 cards after the commonest first answer",
        candidate=gain_after_one_answer_11,
        baseline=plain_after_8,
        baseline_name="plain Python, 8-card line, filter + ONE pair x 2 Focus",
        repeats=3,
        check=check_eleven(small_after_8),
        target_seconds=3.0,
    ),
]
