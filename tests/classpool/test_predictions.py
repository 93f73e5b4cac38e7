"""Predictions in the class pool: hostile sends first, then one guess per student, the
reveal that closes a prediction, and the class's dots with no names, on SQLite and
PostgreSQL."""

from __future__ import annotations

import math

import pytest
from sqlalchemy import inspect

from logo_kit.classpool import (
    PREDICTIONS,
    ClassPool,
    ClassPoolError,
    ClassPrediction,
    Guesses,
    NameTakenError,
    PausedError,
)
from logo_kit.classpool import guessing as guessing_module

from .concurrency import at_once

HATS = "20.2"
ANA_SECRET, EVE_SECRET = "a" * 32, "e" * 32


def _stored(pool) -> int:
    """Rows in the guesses table, read straight from the database."""
    from sqlalchemy import func, select

    with pool._engine.connect() as db:
        return db.execute(select(func.count()).select_from(pool._tables["guesses"])).scalar_one()


# -- hostile sends: refused, and nothing stored ----------------------------------------------
@pytest.mark.parametrize(
    ("guess", "says"),
    [
        ("0.3", "one finite number from 0 to 1, not '0.3'"),  # text: the board reads it first
        (None, "not None"),
        ([0.3], "not [0.3]"),
        ({"value": 0.3}, "not {'value': 0.3}"),
        (True, "not True"),
        (math.nan, "not nan"),
        (math.inf, "not inf"),
        (-math.inf, "not -inf"),
        (10**400, "far too large"),
        (1e300, "not 1e+300"),
        (-0.01, "not -0.01"),
        (1.5, "not 1.5"),
        ("0.3'); DROP TABLE logo_kit_guesses; --", "one finite number"),
        ("x" * 5000, "str of 5002 characters"),
    ],
)
def test_a_guess_that_is_not_one_sane_number_is_refused(pool, guess, says):
    with pytest.raises(ClassPoolError) as refused:
        pool.predict("ana", HATS, guess)
    assert says in str(refused.value)
    assert len(str(refused.value)) < 200  # a flood is not repeated back
    assert _stored(pool) == 0


@pytest.mark.parametrize(
    ("student", "prediction", "says"),
    [
        ("ana'; DROP TABLE logo_kit_guesses; --", HATS, "not a student name"),
        ("ſam", HATS, "not a student name"),
        ("", HATS, "not a student name"),
        ("ana", "20.2'; DROP TABLE logo_kit_guesses; --", "not a class prediction"),
        ("ana", "99.9", "not a class prediction"),
        ("ana", 20.2, "not a class prediction"),
        ("ana", "logo-red-cards", "not a class prediction"),
    ],
)
def test_bad_names_and_unknown_predictions_are_refused(pool, student, prediction, says):
    with pytest.raises(ClassPoolError, match=says):
        pool.predict(student, prediction, 0.3)
    assert _stored(pool) == 0
    assert {"logo_kit_guesses", "logo_kit_reveals"} <= set(inspect(pool._engine).get_table_names())


def test_nobody_sends_a_guess_under_someone_elses_name(pool):
    pool.claim("ana", ANA_SECRET)
    assert pool.predict("ana", HATS, 0.3, secret=ANA_SECRET)
    with pytest.raises(NameTakenError, match="that name is taken"):
        pool.predict("ana", HATS, 0.99, secret=EVE_SECRET)
    with pytest.raises(NameTakenError):
        pool.predict("ana", HATS, 0.99)  # nor with no secret at all
    assert pool.guesses(HATS).values == (0.3,) and pool.prediction_of("ana", HATS) == 0.3


def test_eight_concurrent_sends_of_one_student_leave_one_guess(database_url):
    pool = ClassPool(database_url, code="7B")
    sent = [0.1 * (i + 1) for i in range(8)]
    for _round in range(3):
        pool.reset_guesses(HATS)
        done, refused = at_once(8, lambda i: pool.predict("ana", HATS, sent[i]))
        assert refused == [] and done.count(True) == 1 and done.count(False) == 7
        (kept,) = pool.guesses(HATS).values
        assert kept in sent and pool.prediction_of("ana", HATS) == kept
        assert _stored(pool) == 1
    pool.close()


def test_eight_concurrent_students_cannot_pass_the_class_limit(database_url, monkeypatch):
    monkeypatch.setattr(guessing_module, "MAX_GUESSES", 5)
    pool = ClassPool(database_url, code="7B")
    for _round in range(3):
        pool.reset_guesses(HATS)
        done, refused = at_once(8, lambda i: pool.predict(f"s{i}", HATS, 0.5))
        assert (len(done), len(refused)) == (5, 3), refused
        assert all("already has 5 guesses for 20.2" in str(e) for e in refused)
        assert pool.guesses(HATS).count == 5
    inside = next(f"s{i}" for i in range(8) if pool.prediction_of(f"s{i}", HATS) is not None)
    assert pool.predict(inside, HATS, 0.25) is False  # one already in may still change it
    pool.close()


def test_eight_concurrent_students_are_all_counted(database_url):
    pool = ClassPool(database_url, code="7B")
    done, refused = at_once(8, lambda i: pool.predict(f"s{i}", HATS, (i + 1) / 10))
    assert refused == [] and done == [True] * 8
    assert sorted(pool.guesses(HATS).values) == [(i + 1) / 10 for i in range(8)]
    pool.close()


# -- one guess each, replaced until the reveal ---------------------------------------------
def test_a_resend_replaces_and_the_version_follows_every_change(pool):
    empty = pool.guesses_version(HATS)
    assert empty == (0, 0, False) and pool.prediction_of("ana", HATS) is None
    assert pool.predict("ana", HATS, 0.3) is True
    first = pool.guesses_version(HATS)
    assert pool.predict("ben", HATS, 0.5) is True
    assert pool.predict("ana", HATS, 0.25) is False  # replaced: still one dot for ana
    replaced = pool.guesses_version(HATS)
    assert pool.guesses(HATS).values == (0.5, 0.25)
    assert replaced[0] == 2 and len({empty, first, replaced}) == 3


def test_the_reveal_closes_a_prediction_and_reset_opens_it_again(pool):
    pool.predict("ana", HATS, 0.3)
    pool.reveal(HATS)
    assert pool.guesses(HATS).revealed and pool.guesses_version(HATS)[2]
    with pytest.raises(PausedError, match=r"answer to 20\.2: guesses for it are closed"):
        pool.predict("ben", HATS, 0.4)
    with pytest.raises(PausedError):
        pool.predict("ana", HATS, 0.37)  # no changing a guess after the answer is out
    assert pool.guesses(HATS).values == (0.3,)
    assert pool.reset_guesses(HATS) == 1
    assert pool.guesses(HATS) == Guesses(HATS, (), False)
    assert pool.predict("ben", HATS, 0.4)
    pool.reveal(HATS)
    pool.reveal(HATS, revealed=False)  # hidden again: sends reopen
    assert pool.predict("cy", HATS, 0.6)
    with pytest.raises(ClassPoolError, match="True or False"):
        pool.reveal(HATS, "yes")


def test_predictions_and_classes_do_not_mix(database_url):
    seven_b = ClassPool(database_url, code="7B")
    seven_c = ClassPool(database_url, code="7C")
    seven_b.predict("ana", HATS, 0.3)
    seven_b.predict("ana", "30.1", 0.1)
    seven_c.predict("ana", HATS, 0.9)
    seven_c.reveal(HATS)
    assert seven_b.guesses(HATS) == Guesses(HATS, (0.3,), False)
    assert seven_b.guesses("30.1").values == (0.1,)
    assert seven_c.guesses(HATS) == Guesses(HATS, (0.9,), True)
    assert seven_b.reset_guesses("30.1") == 1 and seven_b.guesses(HATS).count == 1
    seven_b.close()
    seven_c.close()


def test_guesses_survive_a_restart(database_url):
    pool = ClassPool(database_url, code="7B")
    pool.predict("ana", "11.1", 1 / 200_000)
    pool.reveal("11.1")
    pool.close()
    again = ClassPool(database_url, code="7B")
    assert again.guesses("11.1") == Guesses("11.1", (1 / 200_000,), True)
    again.close()


def test_the_teachers_view_has_no_names(pool):
    pool.predict("ana", HATS, 0.3)
    pool.predict("ben", HATS, 0.5)
    assert "ana" not in repr(pool.guesses(HATS)) and "ben" not in repr(pool.guesses(HATS))


@pytest.mark.parametrize(
    ("value", "choice"), [(5.0, None), (-1.0, None), (None, None), (None, "0.3")]
)
def test_a_row_written_by_hand_is_left_out_and_counted(pool, value, choice):
    pool.predict("ana", HATS, 0.3)
    with pool._engine.begin() as db:
        db.execute(
            pool._tables["guesses"]
            .insert()
            .values(
                code="7B", prediction=HATS, student="eve", value=value, choice=choice, received=0.0
            )
        )
    assert pool.guesses(HATS) == Guesses(HATS, (0.3,), False, ignored=1)
    assert pool.prediction_of("eve", HATS) is None


# -- a choice prediction takes only its words ------------------------------------------------
def test_a_choice_prediction_takes_one_of_its_choices(pool, monkeypatch):
    spec = ClassPrediction(
        "10.6",
        "LOGO",
        "four times the hands: the gap",
        quantity="",
        choices=("halve", "quarter", "stay the same"),
    )
    monkeypatch.setitem(PREDICTIONS, "10.6", spec)
    assert pool.predict("ana", "10.6", "halve") and pool.predict("ben", "10.6", "quarter")
    for bad in ("HALVE", " halve", 2, 0.5, None, "halve'; --"):
        with pytest.raises(ClassPoolError, match="one of 'halve', 'quarter', 'stay the same'"):
            pool.predict("cy", "10.6", bad)
    found = pool.guesses("10.6")
    assert found.values == ("halve", "quarter") and found.within("halve") == 1


# -- what counts as close ---------------------------------------------------------------------
def test_within_a_factor_counts_by_hand():
    found = Guesses("11.1", (1e-6, 2e-6, 4e-6, 8e-6, 9e-6, 0.0, 1e-3), True)
    assert found.within(4e-6) == 3  # 2e-6, 4e-6 and 8e-6 lie in [2e-6, 8e-6]
    assert found.within(4e-6, factor=10) == 5  # 1e-6 … 9e-6
    assert found.within(0) == 1  # only a guess of 0 is close to 0
    assert Guesses("20.2", (), False).within(0.3) == 0


def test_every_prediction_names_a_predict_first_exercise_of_the_lessons():
    from logo_lessons.bank import BANK

    games = {"1": "LOGO", "2": "Logic & Lore", "3": "LOGO Billionaire"}
    assert {key[0] for key in PREDICTIONS} == set(games)  # one game lesson each, at least
    for key, spec in PREDICTIONS.items():
        exercise = BANK.get(key)
        assert exercise.predict_first and spec.game == games[key[0]]
        answer = exercise.expected()
        assert spec.check(answer if spec.choices else float(answer)) is not None
