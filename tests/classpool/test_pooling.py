"""The class pool counts exactly: the experiments' exact distributions against counts
by hand, pooled counts against what was sent (in order, each send once, each class
apart, after a restart), and the teacher's freeze, reset, removal and export."""

from __future__ import annotations

import csv
import io
import math
import threading
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.classpool import EXPERIMENTS, ClassPool, ClassPoolError
from logo_kit.logo import deal_red_counts

RED = "logo-red-cards"
HATS = "lore-hat-check"
BUST = "billionaire-draw-to-bust"


# -- the exact distributions, against counts by hand ---------------------------------------
def test_red_cards_are_hypergeometric():
    exact = EXPERIMENTS[RED].exact()
    for k in range(8):  # 14 red cards among 55, 7 dealt
        assert exact[k] == Fraction(math.comb(14, k) * math.comb(41, 7 - k), math.comb(55, 7))


def test_hat_check_counts_every_shuffle_of_nine():
    from itertools import permutations

    home = np.array([sum(p[i] == i for i in range(9)) for p in permutations(range(9))])
    counts = np.bincount(home, minlength=10)
    exact = EXPERIMENTS[HATS].exact()
    assert {k: Fraction(int(n), math.factorial(9)) for k, n in enumerate(counts) if n} == dict(
        exact
    )
    assert not EXPERIMENTS[HATS].possible(8)  # 8 home forces the 9th home too


def test_draw_to_bust_counts_the_bust_positions():
    exact = EXPERIMENTS[BUST].exact()  # bull market: 27 value cards, 3 BUSTs (ruling B1)
    for s in range(28):  # the first BUST at position s + 1: the other two BUSTs after it
        assert exact[s] == Fraction(math.comb(29 - s, 2), math.comb(30, 3))
    assert exact.mean() == Fraction(27, 4)


# -- pooling ----------------------------------------------------------------------------------
def test_pooled_counts_equal_a_direct_count_of_what_was_sent(pool):
    rng = np.random.default_rng(23)
    sent = []
    for student in ("ana", "ben", "cy"):
        for _ in range(4):
            tally = deal_red_counts(int(rng.integers(1, 9)), rng)
            outcomes = [k for k, n in enumerate(tally.counts) for _ in range(n)]
            sent += outcomes
            assert pool.submit(student, RED, outcomes) is True
    pooled = pool.pooled(RED)
    assert pooled.counts == dict(enumerate(np.bincount(sent, minlength=8).tolist()))
    assert (pooled.trials, pooled.students, pooled.submissions) == (len(sent), 3, 12)
    assert pooled.mean() == Fraction(sum(sent), len(sent))
    rows = pooled.rows()
    assert [r.outcome for r in rows] == list(range(8))
    assert all(r.low <= float(r.frequency) <= r.high for r in rows)


def test_arrivals_keep_the_order_and_the_version_follows_each_change(pool):
    empty = pool.version(HATS)
    assert empty == (0, 0, False) and pool.arrivals(HATS) == []
    pool.submit("ana", HATS, [2, 0])
    after_one = pool.version(HATS)
    pool.submit("ben", HATS, [9])
    assert pool.arrivals(HATS) == [2, 0, 9]
    assert len({empty, after_one, pool.version(HATS)}) == 3
    pool.freeze(HATS)
    assert pool.version(HATS)[2] is True


def test_students_see_no_names_and_the_teacher_sees_who_sent_what(pool):
    pool.submit("ana", HATS, [0, 1, 2])
    pool.submit("ben", HATS, [1])
    assert "ana" not in repr(pool.pooled(HATS))
    assert pool.by_student(HATS) == {"ana": 3, "ben": 1}


def test_a_resend_is_stored_once(pool):
    assert pool.submit("ana", BUST, [3, 7], submission_id="ana-1") is True
    assert pool.submit("ana", BUST, [3, 7], submission_id="ana-1") is False
    assert pool.pooled(BUST).trials == 2


def test_the_same_send_racing_itself_is_stored_once(pool):
    start = threading.Barrier(8)
    stored = []

    def send():
        start.wait()
        stored.append(pool.submit("ana", RED, [1, 2], submission_id="same"))

    threads = [threading.Thread(target=send) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert stored.count(True) == 1 and pool.pooled(RED).trials == 2


def test_classes_do_not_mix(database_url):
    a, b = ClassPool(database_url, code="7A"), ClassPool(database_url, code="7B")
    a.submit("ana", RED, [1])
    b.submit("ana", RED, [2, 2])
    assert a.pooled(RED).counts[1] == 1 and a.pooled(RED).trials == 1
    assert b.pooled(RED).counts[2] == 2 and b.pooled(RED).trials == 2


def test_a_student_cannot_join_a_class_that_is_not_open(database_url):
    ClassPool(database_url, code="7B").close()  # the teacher opens 7B
    assert ClassPool.join(database_url, code="7B").submit("ana", RED, [1])
    with pytest.raises(ClassPoolError, match="no class '7b' is open"):
        ClassPool.join(database_url, code="7b")


def test_results_survive_a_restart(database_url):
    first = ClassPool(database_url, code="7B")
    first.submit("ana", RED, [3, 3, 0])
    first.close()
    again = ClassPool(database_url, code="7B")
    assert again.pooled(RED).counts[3] == 2


# -- the teacher ----------------------------------------------------------------------------------
def test_freeze_reset_and_remove_one_student(pool):
    pool.submit("ana", RED, [1, 2])
    pool.submit("ben", RED, [3])
    pool.freeze(RED)
    assert pool.pooled(RED).frozen
    with pytest.raises(ClassPoolError, match="paused"):
        pool.submit("cy", RED, [0])
    pool.freeze(RED, False)
    assert pool.submit("cy", RED, [0])
    assert pool.remove_student(RED, "ben") == 1
    assert pool.by_student(RED) == {"ana": 2, "cy": 1}
    assert pool.reset(RED) == 2
    assert pool.pooled(RED).trials == 0
    with pytest.raises(ClassPoolError, match="nothing to pool"):
        pool.pooled(RED).frequency(1)


def test_export_csv_lists_every_send(pool):
    pool.submit("ana", BUST, [3, 7], submission_id="a1")
    pool.submit("ben", BUST, [0], submission_id="b1")
    rows = list(csv.DictReader(io.StringIO(pool.export_csv(BUST))))
    assert [(r["submission_id"], r["student"], r["outcomes"]) for r in rows] == [
        ("a1", "ana", "3 7"),
        ("b1", "ben", "0"),
    ]
    assert all(r["received_utc"].endswith("Z") for r in rows)
