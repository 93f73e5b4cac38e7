"""Exercise checks: exact answers, feedback aimed at the mistake, predict-first, nbgrader mode."""

from fractions import Fraction

import pytest
import sympy as sp

from logo_kit import LogoKitError
from logo_kit.teaching import Bank, Exercise, check


@pytest.fixture
def bank():
    bank = Bank()
    bank.add(
        Exercise(
            "99.1",
            "Chance that the second card of a fresh bull deck is a BUST",
            answer=lambda: Fraction(27, 30) * Fraction(3, 29) + Fraction(3, 30) * Fraction(2, 29),
            mistakes={Fraction(3, 29): "That is the chance after a safe first card.",
                      lambda: Fraction(2, 29): "That is the chance after a BUST first."},
            hint="Split on the first card, or use symmetry.",
        )
    )
    bank.add(Exercise("99.2", "Which deck?", answer=lambda: "bear", kind="choice",
                      choices=("bull", "bear"), mistakes={"bull": "Count the 10M cards again."}))
    bank.add(Exercise("99.3", "Why?", kind="why", model_answer="Because of symmetry."))
    return bank


def test_right_answers_in_any_exact_form(bank):
    assert bank.check("99.1", Fraction(1, 10)).correct
    assert bank.check("99.1", sp.Rational(1, 10)).correct
    assert bank.check("99.2", " Bear").correct


def test_feedback_aims_at_the_mistake(bank):
    assert "safe first card" in str(bank.check("99.1", Fraction(3, 29)))
    assert "BUST first" in str(bank.check("99.1", Fraction(2, 29)))
    assert "Split on the first card" in str(bank.check("99.1", Fraction(1, 9)))
    assert "10M" in str(bank.check("99.2", "bull"))


def test_floats_and_junk_get_a_nudge_not_a_crash(bank):
    assert "Close" in str(bank.check("99.1", 0.1))
    assert "rounded float" in str(bank.check("99.1", 0.2))
    assert "not a number" in str(bank.check("99.1", [1, 2]))
    assert "replace None" in str(bank.check("99.1", None))


def test_expected_values_are_not_needed_in_the_cell_but_the_old_form_works():
    assert check(Fraction(7, 55), Fraction(7, 55)).correct
    assert str(check(Fraction(1, 2), Fraction(7, 55))).startswith("✗ Not yet")
    with pytest.raises(LogoKitError):
        check(Fraction(1, 2))


def test_predict_first_then_reveal(bank, capsys):
    assert bank.reveal("99.1", lambda: "the answer") is None
    assert "prediction" in capsys.readouterr().out
    assert not bank.predict("99.1", None).correct
    assert bank.predict("99.1", Fraction(1, 10)).correct
    assert bank.reveal("99.1", lambda: "the answer") == "the answer"


def test_under_nbgrader_a_wrong_answer_fails_the_grade_cell(bank, monkeypatch):
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    assert bank.check("99.1", Fraction(1, 10)).correct
    with pytest.raises(AssertionError, match="safe first card"):
        bank.check("99.1", Fraction(3, 29))


def test_bank_errors(bank):
    with pytest.raises(LogoKitError, match="no exercise"):
        bank.get("98.1")
    with pytest.raises(LogoKitError, match="already"):
        bank.add(Exercise("99.3", "again", kind="why", model_answer="x"))
    with pytest.raises(LogoKitError, match="written answer"):
        bank.check("99.3", "because")
    with pytest.raises(LogoKitError, match="model answer"):
        Exercise("99.4", "Why?", kind="why")
    assert bank.keys("99") == ["99.1", "99.2", "99.3"]


def test_an_untouched_student_cell_is_told_to_answer(bank, monkeypatch):
    import logo_kit.teaching as teaching

    monkeypatch.setattr(teaching, "BANK", bank)
    assert "replace None" in str(teaching.check("99.1", None))
    assert Bank(autoload=True).keys("8") == []  # a lesson whose game has no bank yet


def test_reveal_gives_aimed_feedback_on_the_prediction(bank, capsys):
    bank.predict("99.1", Fraction(3, 29))
    bank.reveal("99.1", lambda: None)
    out = capsys.readouterr().out
    assert "Your prediction: 3/29" in out and "safe first card" in out
