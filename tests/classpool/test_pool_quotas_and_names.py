"""Limits per student in the class pool: quotas counted in trials and sends, held when
sends race each other, and a joined name that belongs to one browser until the
teacher releases it."""

from __future__ import annotations

import pytest

from logo_kit.classpool import ClassPool, ClassPoolError, NameTakenError

from .concurrency import at_once

RED = "logo-red-cards"
HATS = "lore-hat-check"
BUST = "billionaire-draw-to-bust"


# -- quotas in trials, held under concurrent sends -------------------------------------------
def test_the_quota_counts_trials_not_sends(database_url):
    pool = ClassPool(database_url, code="7B", max_trials=10)
    assert pool.submit("ana", RED, [1] * 6)
    assert pool.remaining("ana", RED) == 4
    with pytest.raises(ClassPoolError, match="at most 10 results"):
        pool.submit("ana", RED, [1] * 5)  # 11 would pass the quota: refused whole
    assert pool.submit("ana", RED, [2] * 4)
    assert pool.remaining("ana", RED) == 0
    assert pool.submit("ben", RED, [3])  # another student's quota is her own
    assert pool.by_student(RED) == {"ana": 10, "ben": 1}
    assert pool.remaining("ana", HATS) == 10  # and so is each experiment's


def test_eight_concurrent_senders_cannot_pass_the_quota(database_url):
    """The quota is checked in the same transaction as the insert: eight sends of 3 trials
    racing against a quota of 15 store exactly five (the race stored 11–12 sends on SQLite
    and 8–9 on PostgreSQL while the count ran outside the insert's transaction)."""
    pool = ClassPool(database_url, code="7B", max_trials=15)
    for _round in range(3):
        pool.reset(RED)
        stored, refused = at_once(
            8, lambda i: pool.submit("ana", RED, [1, 2, 3], submission_id=f"s{i}")
        )
        assert (len(stored), len(refused)) == (5, 3), refused
        assert all("at most 15 results" in str(e) for e in refused)
        assert pool.by_student(RED) == {"ana": 15}
    pool.close()


def test_the_send_limit_also_holds_under_concurrent_sends(database_url):
    pool = ClassPool(database_url, code="7B", max_sends=5)
    stored, _refused = at_once(8, lambda i: pool.submit("ana", RED, [1], submission_id=f"s{i}"))
    assert len(stored) == 5 and pool.pooled(RED).submissions == 5
    pool.close()


def test_a_typed_flood_is_refused_whole_and_the_teacher_sees_who_reached_a_quota(database_url):
    pool = ClassPool(database_url, code="7B", max_trials=300)
    assert pool.remaining("ana", RED) == 300
    for _ in range(2):
        assert pool.submit("ana", RED, [7] * 150)
    with pytest.raises(ClassPoolError, match="has 0 left"):
        pool.submit("ana", RED, [7])
    assert pool.submit("ben", RED, [2])
    assert pool.at_quota(RED) == ["ana"] and pool.pooled(RED).trials == 301
    pool.close()


# -- names that can't be taken ------------------------------------------------------------
ANA_SECRET, EVE_SECRET = "a" * 32, "e" * 32


def test_a_joined_name_belongs_to_its_browser(database_url):
    pool = ClassPool(database_url, code="7B")
    pool.claim("ana", ANA_SECRET)
    pool.claim("ana", ANA_SECRET)  # the same browser again (a reload): welcome back
    assert pool.submit("ana", RED, [1], secret=ANA_SECRET)
    with pytest.raises(NameTakenError, match="that name is taken — pick another or ask"):
        pool.claim("ana", EVE_SECRET)  # another browser asking for it
    with pytest.raises(NameTakenError):
        pool.submit("ana", RED, [7, 7], secret=EVE_SECRET)  # nor sending as her
    with pytest.raises(NameTakenError):
        pool.submit("ana", RED, [7, 7])  # nor with no secret at all
    assert pool.by_student(RED) == {"ana": 1}
    assert pool.names() == ["ana"]
    other = ClassPool(database_url, code="7C")
    other.claim("ana", EVE_SECRET)  # another class's 'ana' is another name
    assert pool.release("ana") and not pool.release("ana")
    pool.claim("ana", EVE_SECRET)  # released by the teacher: a new browser may take it
    assert pool.by_student(RED) == {"ana": 1}  # her results stayed
    with pytest.raises(ClassPoolError, match="not a name secret"):
        pool.claim("ben", "short")
    with pytest.raises(ClassPoolError, match="not a student name"):
        pool.release("ſam")
    pool.close()
    other.close()


def test_two_browsers_racing_for_one_name_leave_it_to_one(database_url):
    pool = ClassPool(database_url, code="7B")
    won, refused = at_once(8, lambda i: pool.claim("ana", f"{i}" * 20))
    assert len(won) == 1 and all(isinstance(e, NameTakenError) for e in refused)
    pool.close()


def test_a_rejoining_student_finds_their_results(database_url):
    pool = ClassPool(database_url, code="7B")
    pool.submit("ana", BUST, [3, 7])
    pool.submit("ben", BUST, [1])
    pool.submit("ana", BUST, [0])
    assert pool.results_of("ana", BUST) == [3, 7, 0]
    assert pool.results_of("cy", BUST) == []
    pool.close()
