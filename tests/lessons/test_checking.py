"""The student's checks: exact answers against the key, feedback aimed at the mistake,
a few tries and then no more verdicts, predictions that are never marked, reveals
that open only with the answer. Every test runs against both kinds of key: the
teacher's checkout (the bank's own) and a student build (slow salted hashes)."""

import re
from dataclasses import asdict
from fractions import Fraction

import pytest
import sympy as sp

from logo_kit import LogoKitError
from logo_lessons import checking, keys, tries
from logo_lessons.bank import Bank, Exercise
from logo_lessons.guesses import compare, read_guess
from logo_lessons.judging import CANT_CONFIRM

CHEAP = {"n": 2**8, "r": 8, "p": 1}  # the same scrypt, cheaper: these tests judge hundreds

EXERCISES = [
    Exercise(
        "99.1",
        "Chance of a BUST third card after two safe ones, 3 BUSTs in 2,917 cards",
        answer=lambda: Fraction(3, 2915),
        mistakes={
            Fraction(3, 2917): "That is the first card's chance.",
            lambda: Fraction(2, 2915): "That counts a BUST gone.",
        },
        hint="Count the cards still face down.",
        model_answer="2,915 cards are left, 3 of them BUSTs.",
        predict_first=True,
    ),
    Exercise(
        "99.2",
        "Which deck?",
        answer=lambda: "bear",
        kind="choice",
        choices=("bull", "bear"),
        mistakes={"bull": "Count the 10M cards again."},
    ),
    Exercise("99.3", "Why?", kind="why", model_answer="Because of symmetry."),
    Exercise(
        "99.4",
        "A small count",
        answer=lambda: 7,
        mistakes={6: "One short."},
        hint="Count both ends.",
        predict_first=True,
        model_answer="Seven gaps.",
    ),
    Exercise("99.5", "An exact decimal", answer=lambda: Fraction(3, 1024)),
]


@pytest.fixture(params=["plain", "hashed"])
def stored(request, monkeypatch, tmp_path):
    """The exercises as the teacher's checkout or a student build holds them, a fresh
    session and a fresh try book in a folder of its own."""
    if request.param == "plain":
        held = {e.key: keys.plain_key(e) for e in EXERCISES}
    else:
        held = {e.key: keys.hashed_key(e, kdf=CHEAP) for e in EXERCISES}
    monkeypatch.setattr(checking, "_stored", held)
    monkeypatch.setattr(checking, "_predictions", {})
    monkeypatch.setenv(tries.FOLDER_VARIABLE, str(tmp_path))
    monkeypatch.setattr(checking, "_book", None)
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    return held


def restart(monkeypatch):
    """A kernel restart: everything in memory is gone, the try file stays."""
    monkeypatch.setattr(checking, "_predictions", {})
    monkeypatch.setattr(checking, "_book", None)


def test_right_answers_in_any_exact_form(stored):
    assert checking.check("99.1", Fraction(3, 2915)).correct
    assert checking.check("99.1", sp.Rational(3, 2915)).correct
    assert checking.check("99.1", 3 / 2915).correct  # the float nearest the answer
    assert checking.check("99.2", " Bear").correct


@pytest.mark.parametrize("decimal", [0.0029296875, 3 / 1024, 0.00292968750])
def test_an_exact_decimal_is_right(stored, decimal):
    assert checking.check("99.5", decimal).correct


def test_whole_numbers_given_as_decimals_are_right_in_the_teachers_checkout():
    key = keys.PlainKey("", "exact", "190/1")
    from logo_lessons.judging import judge

    assert judge(key, 190.0).correct and judge(key, 190).correct
    assert judge(keys.PlainKey("", "exact", "1/2"), 0.5).correct
    assert judge(keys.PlainKey("", "exact", "1/10"), 0.1).correct


SCRAMBLED = ("salt", "answer", "reason", "mistakes")
"""A hashed key's fields that are random-looking by construction (hex tags, a hex salt,
base64 sealed texts): a 4-digit answer turns up in them by chance now and then."""


def test_the_stored_key_holds_no_answer_in_readable_form(stored):
    text = ""
    if isinstance(stored["99.1"], keys.HashedKey):
        fields = [asdict(key) for key in stored.values()]
        for field in fields:
            tags = [field["salt"], field["answer"], *field["mistakes"]]
            assert all(re.fullmatch(r"[0-9a-f]*", tag) for tag in tags)
            sealed = [field["reason"], *field["mistakes"].values()]
            assert all(re.fullmatch(r"[A-Za-z0-9+/]*=*", code) for code in sealed)
        text = repr([{k: v for k, v in f.items() if k not in SCRAMBLED} for f in fields])
    for readable in ("3/2915", "2915", "bear", "first card", "BUST gone", "One short"):
        assert readable not in text
    if text:
        assert stored["99.3"].answer == "" and stored["99.3"].reason == ""  # "why": nothing


def test_feedback_aims_at_the_mistake(stored):
    assert "first card's chance" in str(checking.check("99.1", Fraction(3, 2917)))
    assert "BUST gone" in str(checking.check("99.1", Fraction(2, 2915)))
    assert "Count the cards still" in str(checking.check("99.1", Fraction(1, 9)))
    assert "10M" in str(checking.check("99.2", "bull"))


def test_a_rounded_decimal_is_close_and_junk_gets_a_nudge_without_a_try(stored):
    assert str(checking.check("99.1", 0.0010292)).startswith("~ Close")
    for junk, says in (
        (None, "replace None"),
        ([1, 2], "not a number"),
        ("3/2915", "is text"),
        (True, "truth value"),
        (float("inf"), "finite"),
    ):
        assert says in str(checking.check("99.1", junk))
    assert checking._tries().used("99.1") == 1  # only the decimal was judged


def test_three_tries_then_the_answer_is_committed_not_judged(stored, monkeypatch):
    for wrong in (Fraction(1, 9), Fraction(1, 8), Fraction(1, 7)):
        assert "Not yet" in str(checking.check("99.1", wrong))
    restart(monkeypatch)  # a restart does not give fresh tries
    final = checking.check("99.1", Fraction(3, 2915))  # right, but no longer judged
    assert not final.correct and "No more checks" in str(final)
    assert "✓" not in str(final) and "✗" not in str(final)
    assert "3/2915 is the one your teacher marks" in str(final)
    assert checking._tries().committed("99.1") == "3/2915"


def test_a_loop_over_candidates_learns_nothing_beyond_its_first_tries(stored):
    candidates = [Fraction(n, 2915) for n in (5, 1, 2, 3, 4, *range(6, 40))]
    verdicts = [str(checking.check("99.1", candidate)) for candidate in candidates]
    judged = [v for v in verdicts if v.startswith(("✓", "✗", "~"))]
    assert len(judged) == tries.MOST_TRIES
    assert not any(v.startswith("✓") for v in verdicts)


def test_the_same_answer_again_uses_no_try(stored):
    first = str(checking.check("99.1", Fraction(1, 9)))
    again = str(checking.check("99.1", Fraction(1, 9)))
    assert first.split(" (")[0] == again.split(" (")[0]
    assert checking._tries().used("99.1") == 1
    assert checking.check("99.1", Fraction(3, 2915)).correct
    assert checking.check("99.1", Fraction(6, 5830)).correct  # solved stays solved
    assert "had right before" in str(checking.check("99.1", Fraction(1, 2)))


def test_a_guessable_answer_is_never_confirmed_by_a_students_copy(stored):
    assert "One short" in str(checking.check("99.4", 6))  # its known mistake is still heard
    said = str(checking.check("99.4", 7))
    if isinstance(stored["99.4"], keys.HashedKey):
        assert stored["99.4"].answer == "" and stored["99.4"].reason == ""
        assert CANT_CONFIRM in said and "✓" not in said
    else:
        assert said.startswith("✓")


def test_the_two_value_form_compares_directly(stored):
    assert checking.check(Fraction(7, 55), Fraction(7, 55)).correct
    assert str(checking.check(Fraction(1, 2), Fraction(7, 55))).startswith("✗ Not yet")
    assert checking.check(0.125, Fraction(1, 8)).correct
    with pytest.raises(LogoKitError):
        checking.check(Fraction(1, 2))
    with pytest.raises(LogoKitError, match="hint"):
        checking.check(1, 1, hint=None)


def test_a_prediction_is_never_marked(stored, capsys):
    assert not checking.predict("99.1", None).correct  # not made yet
    noted = checking.predict("99.1", "1/1000")
    assert "No marks" in str(noted) and "✗" not in str(noted)
    checking.reveal("99.1")
    assert "your right answer opens" in capsys.readouterr().out
    assert checking.check("99.1", Fraction(3, 2915)).correct
    checking.reveal("99.1")
    out = capsys.readouterr().out
    assert "You guessed '1/1000'; the answer is 3/2915" in out
    assert "Where it comes from: 2,915 cards" in out
    assert "✗" not in out and "wrong" not in out.lower()


def test_a_misconception_hears_its_message_and_is_never_praised(stored, capsys):
    checking.predict("99.1", "3/2917")  # the first card's chance: "the right size" by size
    checking.check("99.1", Fraction(3, 2915))
    checking.reveal("99.1")
    out = capsys.readouterr().out
    assert "first card's chance" in out
    assert "Very close" not in out and "right size" not in out and "Spot on" not in out


def test_predictions_take_one_number_or_an_expression(stored):
    assert checking.predict("99.1", "(8/9)**9").correct
    assert checking.predict("99.1", "1/e").correct
    said = checking.predict("99.1", "6 or 7")
    assert not said.correct and "One number, please" in str(said)
    assert checking.predict("99.2", "Bull").correct  # a choice is a word


def test_reveal_needs_a_prediction_first_and_can_open_with_the_lessons_value(stored, capsys):
    checking.reveal("99.1", lambda: Fraction(3, 2915))
    assert "prediction in the cell above first" in capsys.readouterr().out
    checking.predict("99.1", "below 1 in 10,000")
    checking.reveal("99.1", lambda: Fraction(3, 2915))
    out = capsys.readouterr().out
    assert "It lies above your range" in out and "2,915 cards" in out


def test_a_reveal_opens_after_a_restart_with_the_right_answer_on_record(
    stored, monkeypatch, capsys
):
    checking.predict("99.1", 0.001)
    checking.check("99.1", Fraction(3, 2915))
    restart(monkeypatch)
    checking.predict("99.1", 0.001)
    checking.reveal("99.1")
    assert "the answer is 3/2915" in capsys.readouterr().out


def test_under_the_grader_an_answer_is_recorded_and_nothing_unconfirmed_passes(
    stored, monkeypatch, capsys
):
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    assert checking.check("99.1", Fraction(3, 2915)) is None
    assert "Answer to 99.1: 3/2915 (recorded for marking)" in capsys.readouterr().out
    with pytest.raises(AssertionError, match="first card"):
        checking.check("99.1", Fraction(3, 2917))
    with pytest.raises(AssertionError, match="replace None"):
        checking.check("99.1", None)
    for _ in range(5):  # no try limit for the grader
        with pytest.raises(AssertionError):
            checking.check("99.1", Fraction(1, 9))
    if isinstance(stored["99.4"], keys.HashedKey):
        with pytest.raises(AssertionError):  # the grader's own key decides this one
            checking.check("99.4", 7)
    checking.predict("99.1", 5)  # no exception: a prediction earns and loses nothing


def test_written_answers_and_unknown_keys(stored):
    with pytest.raises(LogoKitError, match="written answer"):
        checking.check("99.3", "because")
    with pytest.raises(LogoKitError, match="no exercise"):
        checking.exercise_key("98.7")


def test_bank_errors():
    bank = Bank()
    for exercise in EXERCISES:
        bank.add(exercise)
    with pytest.raises(LogoKitError, match="already"):
        bank.add(Exercise("99.3", "again", kind="why", model_answer="x"))
    with pytest.raises(LogoKitError, match="model answer"):
        Exercise("99.6", "Why?", kind="why")
    assert bank.keys("99") == ["99.1", "99.2", "99.3", "99.4", "99.5"]


def test_a_sealed_text_opens_only_with_the_same_stretch():
    salt = "ab" * 16
    right = keys.stretch("1/10", salt, CHEAP)
    sealed = keys.seal("it is 3/30", right)
    assert keys.open_sealed(sealed, right) == "it is 3/30"
    assert keys.open_sealed(sealed, keys.stretch("1/9", salt, CHEAP)) is None
    assert keys.open_sealed(sealed, keys.stretch("1/10", "cd" * 16, CHEAP)) is None


def test_fresh_salts_every_time():
    first, second = (keys.hashed_key(EXERCISES[0], kdf=CHEAP) for _ in range(2))
    assert first.salt != second.salt and first.answer != second.answer


@pytest.mark.parametrize(
    ("guess", "reading"),
    [
        (23, (23, 23, 23)),
        ("below 40", (float("-inf"), 40, None)),
        ("more than 1,000", (1000, float("inf"), None)),
        ("between 5 and 10", (5, 10, None)),
        ("about 1%", (0.01, 0.01, 0.01)),
        ("about 1/3", (1 / 3, 1 / 3, 1 / 3)),
        ("less than 1 in 100,000", (float("-inf"), 1e-5, None)),
        ("(8/9)**9", ((8 / 9) ** 9,) * 3),
        ("1/e", (1 / 2.718281828459045,) * 3),
    ],
)
def test_predictions_read_as_a_point_a_direction_or_a_range(guess, reading):
    read = read_guess(guess)
    assert (
        (read.low, read.high, read.point) == pytest.approx(reading)
        if reading[2]
        else (read.low, read.high, read.point) == reading
    )


@pytest.mark.parametrize(
    "guess", ["6 or 7", "6-7 maybe", "9**99999", "[1, 2]", "1/0", "__import__('os').system('x1')"]
)
def test_text_that_is_not_one_number_is_refused(guess):
    with pytest.raises(ValueError, match=r"One number, please|too large"):
        read_guess(guess)


@pytest.mark.parametrize("guess", ["Alignment", "below", "import os", "__import__('os')"])
def test_a_word_is_a_prediction_in_words_never_run(stored, guess, capsys):
    assert read_guess(guess) is None
    assert checking.predict("99.1", guess).correct
    checking.check("99.1", Fraction(3, 2915))
    checking.reveal("99.1")
    assert "Compare it with what you expected" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("guess", "answer", "says"),
    [
        (23, Fraction(81, 4), "The right size: your guess is 14% too high"),
        (500, 7000, "14 times your guess: about 1 order of magnitude apart"),
        ("about 1%", Fraction(4, 900000), "orders of magnitude apart"),
        ("below 40", Fraction(33, 2), "Your range holds it"),
        ("above 50", Fraction(1, 2), "It lies below your range"),
        ("Alignment", "Alignment", "Just so"),
        ("Greatness", "Alignment", "the answer is Alignment"),
        ("6 or 7", 7, "Compare it with what you expected"),
    ],
)
def test_the_comparison_says_where_the_gap_is_without_a_verdict(guess, answer, says):
    said = compare(guess, answer)
    assert says in said and "✗" not in said and "wrong" not in said.lower()
