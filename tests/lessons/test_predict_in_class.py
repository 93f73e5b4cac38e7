"""A prediction cell in a live class: ``predict`` offers a Send board only when a class is
set up, sends one number (a range is asked for one), and the teacher's answer key stays on
the teacher's side."""

from __future__ import annotations

from fractions import Fraction

import pytest

from logo_kit.classpool import POOL_VARIABLE, ClassPool
from logo_kit.widgets import PredictionBoard
from logo_lessons import checking, classroom, predict


@pytest.fixture
def in_class(monkeypatch, tmp_path):
    url = f"sqlite:///{tmp_path / 'class.db'}"
    ClassPool(url, code="7B").close()  # the teacher opened the class
    monkeypatch.setenv(POOL_VARIABLE, url)
    monkeypatch.setenv("LOGO_KIT_CLASS_CODE", "7B")
    return url


def test_alone_a_prediction_shows_nothing_more(monkeypatch):
    monkeypatch.delenv(POOL_VARIABLE, raising=False)
    said = predict("20.2", "about 1/3")
    assert type(said) is checking.Feedback and said.correct
    assert "Prediction noted" in said.message and "teacher" not in said.message


def test_in_class_a_prediction_offers_one_press_to_send_it(in_class):
    said = predict("20.2", "(8/9)**9")
    assert isinstance(said, checking.ClassFeedback) and said.message.startswith("Prediction noted")
    board = said.board
    assert isinstance(board, PredictionBoard) and board.guess == Fraction(8, 9) ** 9
    assert board.code.value == "7B" and board.typed.layout.display == "none"
    board.name.value = "ana"
    board.send_button.click()
    assert board.last_error is None
    (sent,) = ClassPool(in_class, code="7B").guesses("20.2").values
    assert sent == pytest.approx(float(Fraction(8, 9) ** 9))


def test_a_range_is_kept_and_one_number_is_asked_for_to_send(in_class):
    said = predict("11.1", "less than 1 in 100,000")
    assert "send one number" in said.message and said.board.guess is None
    assert said.board.typed.layout.display is None  # a box to type one number in


def test_only_class_predictions_offer_a_board(in_class):
    assert type(predict("20.1", 362880)) is checking.Feedback


def test_a_refused_prediction_offers_nothing(in_class):
    said = predict("20.2", "6 or 7")
    assert type(said) is checking.Feedback and not said.correct


def test_under_the_grader_a_prediction_offers_nothing(in_class, monkeypatch):
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    assert type(predict("20.2", 0.3)) is checking.Feedback


def test_the_cell_shows_the_note_then_the_board(in_class, monkeypatch, capsys):
    shown = []
    monkeypatch.setattr("IPython.display.display", shown.append)
    said = predict("30.1", "1/10")
    said._ipython_display_()
    assert "Prediction noted: 1/10" in capsys.readouterr().out and shown == [said.board]


def test_the_answer_key_is_the_banks_on_the_teachers_side():
    from logo_lessons.bank import BANK

    answer = classroom.answer_key()
    assert answer is not None and answer("20.2") == BANK.get("20.2").expected()


def test_without_the_bank_there_is_no_answer_key(monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "logo_lessons.bank", None)  # a student build
    assert classroom.answer_key() is None
