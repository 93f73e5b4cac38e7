"""Predictions in a live class, headless: a student's Send board, the teacher's Predictions
view (dots, no names, the answer only on Reveal), and the dot plot itself."""

from __future__ import annotations

import math
import re
from fractions import Fraction

import pytest

from logo_kit.classpool import PREDICTIONS, ClassPool
from logo_kit.widgets import PredictionBoard, TeacherBoard
from logo_kit.widgets.classroom.guess_plot import answer_text, dot_plot, log_axis
from logo_kit.widgets.classroom.predictions_view import NO_ANSWER_KEY
from logo_lessons.bank import BANK

BUST = "30.1"  # a chance; its answer, from the bank, is never typed in this file


def bank_answer(key):
    return BANK.get(key).expected()


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'class.db'}"


@pytest.fixture
def teacher(url):
    board = TeacherBoard(
        code="7B",
        class_pool=url,
        live=False,
        answers=bank_answer,
        view="Predictions",
        prediction=BUST,
    )
    yield board
    board.stop()


def student(url, name, guess=None, prediction=BUST, browser=None):
    """A student's board in the app (``guess`` typed) or under a lesson's cell (given)."""
    given = None if isinstance(guess, str) else guess
    board = PredictionBoard(prediction, given, class_pool=url, code="7B")
    board.link.secret = f"browser-of-{browser or name}-0123456789"
    board.name.value = name
    if isinstance(guess, str):
        board.typed.value = guess
    return board


def texts(widget) -> str:
    """Every text a widget tree shows (values, descriptions, options)."""
    found = []
    stack = [widget]
    while stack:
        w = stack.pop()
        for attribute in ("value", "description", "placeholder", "tooltip"):
            value = getattr(w, attribute, None)
            if isinstance(value, str):
                found.append(value)
        found += [str(o) for o in getattr(w, "options", ()) or ()]
        stack += list(getattr(w, "children", ()) or ())
    return "\n".join(found)


def dots(svg: str) -> int:
    return svg.count("<circle")


# -- the student's board ----------------------------------------------------------------
def test_two_students_send_and_the_teacher_sees_two_dots_and_no_answer(url, teacher):
    ana = student(url, "ana", "1/10")  # the app: typed
    ben = student(url, "ben", Fraction(1, 5))  # under a lesson's prediction cell
    ana.send_button.click()
    ben.send_button.click()
    assert ana.last_error is None and ben.last_error is None
    assert "Sent to class 7B: your guess 0.1 for 30.1" in ana.message.value
    teacher.predictions.refresh()
    view = teacher.predictions
    assert dots(view.plot.value) == 2 and "2</b> guesses" in view.summary.value
    answer = bank_answer(BUST)
    shown = texts(teacher.widget)
    assert "answer hidden" in view.summary.value and "answer " not in view.plot.value
    for spelling in (str(answer), f"≈ {float(answer):.4g}", answer_text(answer)):
        assert spelling not in shown  # (an axis tick may read like it: it is the guesses')
    for name in ("ana", "ben"):
        assert name not in texts(view.widget)  # no names on the Predictions view
    view.reveal_button.click()
    assert teacher.last_error is None
    assert f"answer {answer_text(answer)}" in view.plot.value
    assert "answer <b>" in view.summary.value and "within a factor of 2" in view.summary.value
    close = teacher.pool.guesses(BUST).within(answer)
    assert f"<b>{close}</b> of 2" in view.summary.value
    assert view.plot.value.count("fill='#009E73'><title>") == close  # the close dots, filled
    assert view.reveal_button.disabled


def test_students_never_receive_the_answer_or_a_name(url, teacher):
    ana, ben = student(url, "ana", "0.1"), student(url, "ben", "0.2")
    ana.send_button.click()
    ben.send_button.click()
    teacher.predictions.reveal()
    answer = bank_answer(BUST)
    ben.typed.value = "0.3"
    ben.send_button.click()  # after the reveal: closed, and said so
    assert "revealed the answer to 30.1: guesses for it are closed" in ben.last_error
    seen = texts(ben.widget) + ben.message.value
    assert "ana" not in seen
    for spelling in (str(answer), answer_text(answer), f"{float(answer):.4g}"):
        assert spelling not in seen  # the student's board has no axis: no spelling at all


def test_a_resend_replaces_the_guess(url, teacher):
    ana = student(url, "ana", "0.5")
    ana.send_button.click()
    ana.typed.value = "1 in 8"
    ana.send_button.click()
    assert "it replaces the one you sent before" in ana.message.value
    assert teacher.pool.guesses(BUST).values == (0.125,)


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("", "type your guess first"),
        ("six", "One number, please: 'six' is not a number I can read"),
        ("6 or 7", "One number, please: '6 or 7' holds 2"),
        ("150%", "one finite number from 0 to 1, not 1.5"),
        ("((10**1000)**1000)**1000", "too large to read"),
        ("1e999", "too large to read"),
        ("__import__('os').system('true')", "not a number I can read"),
    ],
)
def test_a_guess_that_is_not_one_sane_number_is_refused_on_the_board(url, teacher, typed, says):
    board = student(url, "ana", "x")
    board.typed.value = typed
    board.send_button.click()
    assert says in board.last_error and board.last_bug is None
    assert teacher.pool.guesses(BUST).count == 0


def test_nobody_sends_under_a_name_another_browser_holds(url, teacher):
    student(url, "ana", "0.1").send_button.click()
    eve = student(url, "ana", "0.9", browser="eve")
    eve.send_button.click()
    assert "that name is taken — pick another or ask your teacher" in eve.last_error
    assert teacher.pool.guesses(BUST).values == (0.1,)


def test_a_wrong_class_code_is_told(url, teacher):
    board = student(url, "ana", "0.1")
    board.code.value = "7C"
    board.send_button.click()
    assert "no class '7C' is open" in board.last_error


def test_the_app_lists_the_predictions_and_a_reload_fills_the_form_in(url, teacher):
    board = PredictionBoard(class_pool=url)
    assert [key for _label, key in board.choice.options] == list(PREDICTIONS)
    board.choice.value = "11.1"
    assert "exercise 11.1" in board.question.value and board.prediction == "11.1"
    board.link.remembered = {"code": "7B", "name": "ana"}  # what the page kept
    assert (board.code.value, board.name.value) == ("7B", "ana")


def test_on_a_hub_nothing_but_the_guess_is_typed():
    board = PredictionBoard(
        "20.2", 0.3, class_pool="http://127.0.0.1:1/services/class-pool/", code="7B"
    )
    assert board.name.layout.display == "none" and board.typed.layout.display == "none"
    assert board.choice.layout.display == "none" and "0.3" in board.given.value


# -- the teacher's view ---------------------------------------------------------------------
def test_reset_asks_first_then_clears_and_hides_the_answer(url, teacher):
    student(url, "ana", "0.1").send_button.click()
    view = teacher.predictions
    view.refresh()
    view.reveal()
    view.reset_button.click()
    assert view.confirm_step.widget.layout.display is None  # asked, not done
    assert teacher.pool.guesses(BUST).count == 1
    view.confirm_step.confirm_button.click()
    assert teacher.pool.guesses(BUST).count == 0 and not teacher.pool.guesses(BUST).revealed
    assert "answer hidden" in view.summary.value and dots(view.plot.value) == 0


def test_without_the_answer_key_reveal_says_where_to_open_the_board(url):
    board = TeacherBoard(code="7B", class_pool=url, live=False, view="Predictions")
    board.predictions.reveal_button.click()
    assert board.last_error == NO_ANSWER_KEY
    assert not board.pool.guesses(BUST).revealed  # nothing closed
    board.stop()


def test_the_views_switch_and_names_stay_on_the_experiments_view(url):
    board = TeacherBoard(code="7B", class_pool=url, live=False)
    board.pool.submit("ana", "logo-red-cards", [2])
    board.pool.predict("ana", "20.2", 0.3)
    board.refresh()
    assert board.predictions.widget.layout.display == "none" and "ana" in board.table.value
    board.view.value = "Predictions"
    assert board.experiments.layout.display == "none"
    assert board.predictions.widget.layout.display is None
    assert dots(board.predictions.plot.value) == 0  # 11.1 is shown first: nobody guessed
    board.predictions.choice.value = "20.2"
    assert dots(board.predictions.plot.value) == 1
    assert "prediction 20.2: 1 guesses, answer hidden" in board.status()[0]
    board.view.value = "Experiments"
    assert board.experiments.layout.display is None
    board.stop()


def test_a_revealed_prediction_shows_its_answer_after_the_board_restarts(url, teacher):
    student(url, "ana", "0.1").send_button.click()
    teacher.predictions.reveal()
    again = TeacherBoard(
        code="7B",
        class_pool=url,
        live=False,
        answers=bank_answer,
        view="Predictions",
        prediction=BUST,
    )
    assert f"answer {answer_text(bank_answer(BUST))}" in again.predictions.plot.value
    again.stop()


def test_the_view_follows_new_guesses(url, teacher):
    view = teacher.predictions
    assert view.refresh() is False  # nothing new
    ClassPool(url, code="7B").predict("ana", BUST, 0.5)
    assert view.refresh() is True and dots(view.plot.value) == 1


def test_the_dot_plot_stays_small_with_a_full_class(url, teacher):
    pool = ClassPool(url, code="7B")
    for i in range(400):
        pool.predict(f"s{i}", "11.1", 10 ** -(1 + i % 7))
    teacher.predictions.choose("11.1")
    teacher.predictions.reveal()
    assert dots(teacher.predictions.plot.value) == 400
    assert len(teacher.predictions.plot.value) < 60_000


# -- the dot plot ---------------------------------------------------------------------------
def _circles(svg):
    found = re.findall(r"<circle cx='([\d.]+)' cy='([\d.]+)'", svg)
    return [(float(x), float(y)) for x, y in found]


def test_equal_guesses_stack_and_different_ones_stand_apart():
    (a, b, c) = _circles(dot_plot([0.2, 0.2, 0.6], low=0, high=1, quantity="chance"))
    assert a[0] == b[0] and a[1] != b[1]  # stacked in one column
    assert c[0] > a[0] + 100 and c[1] == a[1]  # far to the right, on the floor


def test_the_axis_turns_logarithmic_when_guesses_span_orders_of_magnitude():
    assert log_axis([1e-6, 1e-4]) and not log_axis([1e-6, 5e-5]) and not log_axis([0, 0.5])
    svg = dot_plot([1e-6, 1e-5, 1e-4, 0.0], low=0, high=1, quantity="chance")
    assert "log scale" in svg and "1 in 10⁵" in svg and "1 in 10⁶" in svg
    x = sorted(cx for cx, _ in _circles(svg))
    assert math.isclose(x[2] - x[1], x[3] - x[2], abs_tol=DOT_TOLERANCE)  # equal decades
    assert x[0] < x[1] - 20  # the 0 sits in its own slot at the left


DOT_TOLERANCE = 10.5  # one column of dots (positions snap to 10-pixel columns)


def test_the_reveal_marks_the_close_guesses_as_within_counts_them():
    svg = dot_plot([1.0, 3.0, 5.0, 9.0], low=0, high=10, quantity="cards", answer=Fraction(4))
    assert svg.count("fill='#009E73'>") == 2  # 3 and 5 lie in [2, 8]; 1 and 9 do not
    assert svg.count("fill='none'") == 2 and "answer 4" in svg


def test_the_answer_reads_exactly_with_its_decimal():
    assert answer_text(Fraction(1, 3)) == "1/3 ≈ 0.3333"
    assert answer_text(Fraction(1, 400)) == "1/400 ≈ 0.0025 (1 in 400)"
    assert answer_text(12) == "12"
