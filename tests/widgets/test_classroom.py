"""Live class experiments on the boards (issue 23 item 2): Send to the class, the teacher's view."""

from __future__ import annotations

import csv
import io
import time

import pytest

from logo_kit.classpool import ClassPool
from logo_kit.widgets import DrawToBustBoard, ExperimentBoard, HatCheckBoard, TeacherBoard


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'class.db'}"


@pytest.fixture
def teacher(url, tmp_path):
    board = TeacherBoard(code="7B", class_pool=url, live=False, export_folder=tmp_path)
    yield board
    board.stop()


def joined(board, name="ana", code="7B"):
    board.class_send.switch.value = True
    board.class_send.code.value = code
    board.class_send.name.value = name
    board.class_send.join_button.click()
    return board


def test_results_added_before_joining_wait_for_send_again(url, teacher):
    board = ExperimentBoard(class_pool=url)
    board.class_send.switch.value = True
    assert board.add("1 2")  # not joined yet: kept, not refused
    assert board.last_error is None and "press Join" in board.message.value
    joined(board)
    board.class_send.retry_button.click()
    assert teacher.pool.arrivals("logo-red-cards") == [1, 2]


def test_a_student_joins_only_an_open_class_with_a_plain_name(url, teacher):
    board = ExperimentBoard(class_pool=url)
    joined(board, code="7C")
    assert "no class '7C' is open" in board.last_error and not board.class_send.joined
    joined(board, name="ſam")
    assert "not a student name" in board.last_error and not board.class_send.joined
    joined(board)
    assert board.class_send.joined and "Joined class 7B as ana" in board.message.value


def test_each_board_sends_what_the_student_adds_and_never_the_simulations(url, teacher):
    red = joined(ExperimentBoard(class_pool=url))
    assert red.add("2 1 3") and red.add("0:2 1:1")
    red.simulate()  # the computer's hands stay on this board
    hats = joined(HatCheckBoard(class_pool=url), name="ben")
    assert hats.add_group("0 1 9")
    hats.simulate_group(30)
    bust = joined(DrawToBustBoard(class_pool=url), name="cy")
    assert bust.add_group("group 1", "3 7 12")
    bust.simulate_group()
    pool = teacher.pool
    assert pool.arrivals("logo-red-cards") == [1, 2, 3, 0, 0, 1]
    assert pool.arrivals("lore-hat-check") == [0, 1, 9]
    assert pool.arrivals("billionaire-draw-to-bust") == [3, 7, 12]
    assert "6 results from 1 students" in red.class_send.line.value
    assert red.tally.hands == 6 + 30


def test_the_students_line_names_nobody(url, teacher):
    joined(ExperimentBoard(class_pool=url), name="ana").add("2")
    ben = joined(ExperimentBoard(class_pool=url), name="ben")
    ben.add("1")
    assert "2 results from 2 students" in ben.class_send.line.value
    assert "<svg" in ben.class_send.picture.value  # the class's bars against the exact chances
    for shown in (ben.class_send.line.value, ben.class_send.picture.value):
        assert "ana" not in shown


def test_a_refused_send_keeps_the_results_and_send_again_stores_them_once(url, teacher):
    board = joined(ExperimentBoard(class_pool=url))
    teacher.pause_button.click()
    assert board.add("2 2")  # added on the board; the send is what failed, and it says so
    assert board.last_error is None and "paused" in board.message.value
    assert board.tally.hands == 2  # kept on the student's board
    assert board.class_send.retry_button.layout.display is None  # Send again is offered
    teacher.pause_button.click()  # resume
    board.class_send.retry_button.click()
    board.class_send.retry_button.click()  # nothing waits any more: refused, nothing doubled
    assert "nothing is waiting" in board.last_error
    assert teacher.pool.arrivals("logo-red-cards") == [2, 2]


def test_a_long_tally_goes_in_several_sends(url, teacher):
    board = joined(ExperimentBoard(class_pool=url))
    assert board.add("1:450")
    pooled = teacher.pool.pooled("logo-red-cards")
    assert (pooled.trials, pooled.submissions) == (450, 3)


def test_only_the_bull_market_deck_goes_to_the_class(url, teacher):
    board = joined(DrawToBustDeckBear := DrawToBustBoard(deck="bear", class_pool=url))
    assert board.add_group("g", "3 4")
    assert "bull market" in board.message.value
    assert DrawToBustDeckBear.experiment.trials == 2
    assert teacher.pool.pooled("billionaire-draw-to-bust").trials == 0


def test_the_teacher_sees_new_results_and_names(url, teacher):
    assert teacher.refresh() is False  # nothing changed
    ClassPool.join(url, code="7B").submit("ana", "logo-red-cards", [2, 1])
    assert teacher.refresh() is True
    assert "<b>2</b> results from <b>1</b> students" in teacher.summary.value
    assert "ana" in teacher.table.value
    assert teacher.bars.value.count("<rect") == 2 + 8  # page and legend key, one bar per count
    assert "polyline" in teacher.running.value
    assert teacher.strip.turn_text.startswith("Class 7B")


def test_the_teacher_pauses_resets_and_removes_after_confirming(url, teacher):
    student = ClassPool.join(url, code="7B")
    student.submit("ana", "lore-hat-check", [0, 1])
    student.submit("ben", "lore-hat-check", [3])
    assert teacher.choose("lore-hat-check")
    teacher.student_choice.value = "ben"
    teacher.remove_button.click()
    assert teacher.senders == {"ana": 2, "ben": 1}  # asked, not done
    teacher.confirm_step.confirm_button.click()
    assert teacher.senders == {"ana": 2}
    teacher.reset_button.click()
    teacher.confirm_step.cancel_button.click()
    assert teacher.pooled.trials == 2
    teacher.reset_button.click()
    teacher.confirm_step.confirm_button.click()
    assert teacher.pooled.trials == 0


def test_the_teacher_exports_csv(url, teacher, tmp_path):
    ClassPool.join(url, code="7B").submit("ana", "logo-red-cards", [2, 1], submission_id="a1")
    teacher.refresh()
    path = teacher.export()
    rows = list(csv.DictReader(io.StringIO(path.read_text())))
    assert [(r["student"], r["outcomes"]) for r in rows] == [("ana", "2 1")]
    assert "download=" in teacher.download.value and path.parent == tmp_path


def test_bad_teacher_boards_are_refused(url):
    with pytest.raises(ValueError, match="not a class experiment"):
        TeacherBoard(code="7B", class_pool=url, experiment="coins", live=False)
    with pytest.raises(ValueError, match="refresh_seconds"):
        TeacherBoard(code="7B", class_pool=url, refresh_seconds=0, live=False)
    with pytest.raises(ValueError, match="class code"):
        TeacherBoard(code="7 B", class_pool=url, live=False)


def test_the_live_board_redraws_by_itself(url):
    board = TeacherBoard(code="7B", class_pool=url, refresh_seconds=0.2)
    try:
        ClassPool.join(url, code="7B").submit("ana", "logo-red-cards", [4])
        guard = time.monotonic() + 120  # a hang guard only: the redraw normally takes 0.2 s
        while board.pooled.trials == 0 and time.monotonic() < guard:
            time.sleep(0.05)
        assert board.pooled.trials == 1
    finally:
        board.stop()


def test_the_teachers_choice_and_question_survive_refreshes_during_sends(url, teacher):
    student = ClassPool.join(url, code="7B")
    for name in ("ana", "ben", "t6"):
        student.submit(name, "logo-red-cards", [1])
    teacher.refresh()
    teacher.student_choice.value = "t6"
    student.submit("ana", "logo-red-cards", [2])  # a send arrives while the teacher chooses
    assert teacher.refresh() is True
    assert teacher.student_choice.value == "t6"  # not back to the first name
    teacher.remove_button.click()
    student.submit("ben", "logo-red-cards", [0])  # and another while Confirm is showing
    assert teacher.refresh() is True
    assert teacher.confirm_step.widget.layout.display != "none"
    assert teacher.confirm_step.confirm_button.description == "Confirm: remove t6"
    teacher.confirm_step.confirm_button.click()
    assert "t6" not in teacher.senders and {"ana", "ben"} <= set(teacher.senders)
    teacher.reset_button.click()
    student.submit("ana", "logo-red-cards", [3])
    teacher.refresh()
    teacher.confirm_step.confirm_button.click()  # a reset asked before a send still resets
    assert teacher.pooled.trials == 0


def test_a_question_is_forgotten_when_the_teacher_shows_another_experiment(url, teacher):
    ClassPool.join(url, code="7B").submit("ana", "logo-red-cards", [1])
    teacher.refresh()
    teacher.reset_button.click()
    assert teacher.choose("lore-hat-check")
    assert teacher.confirm_step.widget.layout.display == "none"
    teacher.confirm_step.confirm_button.click()  # nothing is waiting: refused, nothing reset
    assert "nothing to confirm" in teacher.message.value
    assert teacher.pool.pooled("logo-red-cards").trials == 1
