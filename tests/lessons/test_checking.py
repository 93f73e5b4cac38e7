"""The student's checks: exact answers against salted hashes, feedback aimed at the
mistake, predictions that are never marked, reveals that open only with the answer."""

from fractions import Fraction

import pytest
import sympy as sp

from logo_kit import LogoKitError
from logo_lessons import checking, keys
from logo_lessons.bank import Bank, Exercise
from logo_lessons.guesses import compare, read_guess

EXERCISES = [
    Exercise(
        "99.1",
        "Chance that the second card of a fresh bull deck is a BUST",
        answer=lambda: Fraction(27, 30) * Fraction(3, 29) + Fraction(3, 30) * Fraction(2, 29),
        mistakes={Fraction(3, 29): "That is the chance after a safe first card.",
                  lambda: Fraction(2, 29): "That is the chance after a BUST first."},
        hint="Split on the first card, or use symmetry.",
        model_answer="Every position of a shuffled deck is alike: 3/30.",
        predict_first=True,
    ),
    Exercise("99.2", "Which deck?", answer=lambda: "bear", kind="choice",
             choices=("bull", "bear"), mistakes={"bull": "Count the 10M cards again."}),
    Exercise("99.3", "Why?", kind="why", model_answer="Because of symmetry."),
]


@pytest.fixture(autouse=True)
def stored(monkeypatch):
    """The three exercises hashed as a student build holds them, and a fresh session."""
    hashed = {e.key: keys.make_key(e) for e in EXERCISES}
    monkeypatch.setattr(checking, "_stored", hashed)
    monkeypatch.setattr(checking, "_predictions", {})
    monkeypatch.setattr(checking, "_solved", {})
    return hashed


def test_right_answers_in_any_exact_form():
    assert checking.check("99.1", Fraction(1, 10)).correct
    assert checking.check("99.1", sp.Rational(1, 10)).correct
    assert checking.check("99.2", " Bear").correct


def test_the_stored_key_holds_no_answer_in_readable_form(stored):
    text = repr(stored)
    for readable in ("1/10", "0.1", "bear", "3/30", "shuffled deck", "3/29"):
        assert readable not in text
    assert stored["99.3"].answer == "" and stored["99.3"].reason == ""  # "why": nothing


def test_feedback_aims_at_the_mistake():
    assert "safe first card" in str(checking.check("99.1", Fraction(3, 29)))
    assert "BUST first" in str(checking.check("99.1", Fraction(2, 29)))
    assert "Split on the first card" in str(checking.check("99.1", Fraction(1, 9)))
    assert "10M" in str(checking.check("99.2", "bull"))


def test_floats_and_junk_get_a_nudge_not_a_crash():
    assert "Close" in str(checking.check("99.1", 0.1))
    assert "rounded float" in str(checking.check("99.1", 0.2))
    assert "not a number" in str(checking.check("99.1", [1, 2]))
    assert "replace None" in str(checking.check("99.1", None))
    assert "is text" in str(checking.check("99.1", "1/10"))


def test_the_two_value_form_compares_directly():
    assert checking.check(Fraction(7, 55), Fraction(7, 55)).correct
    assert str(checking.check(Fraction(1, 2), Fraction(7, 55))).startswith("✗ Not yet")
    with pytest.raises(LogoKitError):
        checking.check(Fraction(1, 2))


def test_check_does_not_call_text_or_truth_values_rounded_floats():
    # '٣' used to be "~ Close" (float('٣') is 3.0); text and True were "rounded floats"
    assert str(checking.check("٣", 3)).startswith("✗ Not yet: '٣' is text")
    assert "rounded" not in str(checking.check("7/55", Fraction(7, 55)))
    assert "truth value" in str(checking.check(True, 1))
    assert str(checking.check(7 / 55, Fraction(7, 55))).startswith("~ Close")
    with pytest.raises(LogoKitError, match="hint"):
        checking.check(1, 1, hint=None)


def test_a_prediction_is_never_marked(capsys):
    assert not checking.predict("99.1", None).correct  # not made yet
    noted = checking.predict("99.1", Fraction(3, 29))
    assert "No marks" in str(noted) and "✗" not in str(noted)
    checking.reveal("99.1")
    assert "your right answer opens" in capsys.readouterr().out
    assert checking.check("99.1", Fraction(1, 10)).correct
    checking.reveal("99.1")
    out = capsys.readouterr().out
    assert "You guessed 3/29; the answer is 1/10" in out
    assert "Where it comes from: Every position" in out
    assert "✗" not in out and "wrong" not in out.lower()


def test_reveal_needs_a_prediction_first_and_can_open_with_the_lessons_value(capsys):
    checking.reveal("99.1", lambda: Fraction(1, 10))
    assert "prediction in the cell above first" in capsys.readouterr().out
    checking.predict("99.1", "below 1 in 20")
    checking.reveal("99.1", lambda: Fraction(1, 10))
    out = capsys.readouterr().out
    assert "It lies above your range" in out and "Every position" in out


def test_under_nbgrader_a_wrong_or_blank_answer_fails_and_a_prediction_never(monkeypatch):
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    assert checking.check("99.1", Fraction(1, 10)).correct
    with pytest.raises(AssertionError, match="safe first card"):
        checking.check("99.1", Fraction(3, 29))
    with pytest.raises(AssertionError, match="replace None"):
        checking.check("99.1", None)
    checking.predict("99.1", 5)  # no exception: a prediction earns and loses nothing


def test_written_answers_and_unknown_keys():
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
        Exercise("99.4", "Why?", kind="why")
    assert bank.keys("99") == ["99.1", "99.2", "99.3"]


def test_a_sealed_reason_opens_only_with_the_answer():
    sealed = keys.seal("it is 3/30", "salt", "1/10")
    assert keys.open_sealed(sealed, "salt", "1/10") == "it is 3/30"
    assert keys.open_sealed(sealed, "salt", "1/9") is None
    assert keys.open_sealed(sealed, "other", "1/10") is None


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
        ("Alignment", None),
    ],
)
def test_predictions_read_as_a_point_a_direction_or_a_range(guess, reading):
    assert read_guess(guess) == reading


@pytest.mark.parametrize(
    ("guess", "answer", "says"),
    [
        (23, Fraction(255, 11), "Very close: 0.8% below it"),
        (500, 6813, "14 times your guess: about 1 order of magnitude apart"),
        ("about 1%", Fraction(4, 878475), "orders of magnitude apart"),
        ("below 40", Fraction(133417552, 8117109), "Your range holds it"),
        ("above 50", Fraction(1, 2), "It lies below your range"),
        ("Alignment", "Alignment", "Just so"),
        ("Greatness", "Alignment", "the answer is Alignment"),
    ],
)
def test_the_comparison_says_where_the_gap_is_without_a_verdict(guess, answer, says):
    said = compare(guess, answer)
    assert says in said and "✗" not in said and "wrong" not in said.lower()
