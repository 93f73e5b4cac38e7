"""Live class experiments on the boards: Send to the class, the teacher's view."""

from __future__ import annotations

import csv
import io
import time

import pytest

from logo_kit.classpool import ClassPool, ClassPoolError
from logo_kit.widgets import DrawToBustBoard, ExperimentBoard, HatCheckBoard, TeacherBoard


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'class.db'}"


@pytest.fixture
def teacher(url, tmp_path):
    board = TeacherBoard(code="7B", class_pool=url, live=False, export_folder=tmp_path)
    yield board
    board.stop()


def joined(board, name="ana", code="7B", browser=None):
    """Join as a student would; ``browser`` names the browser (default: the student's own),
    whose secret the page tells the board."""
    board.class_send.link.secret = f"browser-of-{browser or name}-0123456789"
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
    assert hats.add("0 1 9")
    hats.simulate(30)
    bust = joined(DrawToBustBoard(class_pool=url), name="cy")
    assert bust.add("3 7 12", name="group 1")
    bust.simulate()
    pool = teacher.pool
    assert pool.arrivals("logo-red-cards") == [2, 1, 3, 0, 0, 1]  # in the order typed
    assert pool.arrivals("lore-hat-check") == [0, 1, 9]
    assert pool.arrivals("billionaire-draw-to-bust") == [3, 7, 12]
    assert "6 results from 1 students" in red.class_send.line.value
    assert red.pool.trials == 6 + 30


def test_the_students_line_names_nobody(url, teacher):
    joined(ExperimentBoard(class_pool=url), name="ana").add("2")
    ben = joined(ExperimentBoard(class_pool=url), name="ben")
    ben.add("1")
    assert "2 results from 2 students" in ben.class_send.line.value
    assert "<svg" in ben.class_send.picture.value  # the class's bars against the exact chances
    for shown in (ben.class_send.line.value, ben.class_send.picture.value):
        assert "ana" not in shown


def beat(board):
    """The page's heartbeat reaching the kernel (what page_link.js sends every 3 s)."""
    board.class_send.link._handle_custom_msg({"type": "ping"}, [])


def test_results_added_while_paused_are_sent_once_when_the_teacher_resumes(url, teacher):
    board = joined(ExperimentBoard(class_pool=url))
    teacher.pause_button.click()
    assert board.add("2 2")  # added on the board; the send waits, and it says so
    assert board.last_error is None
    assert "paused — your results will be sent when your teacher resumes" in board.message.value
    assert "paused — your results will be sent" in board.class_send.line.value
    assert board.pool.trials == 2  # kept on the student's board
    beat(board)  # still paused: nothing is sent
    assert teacher.pool.arrivals("logo-red-cards") == []
    teacher.pause_button.click()  # resume
    beat(board)
    assert "Your teacher resumed: your 2 waiting results were sent" in board.message.value
    beat(board)  # nothing waits any more: nothing doubled
    assert teacher.pool.arrivals("logo-red-cards") == [2, 2]
    board.class_send.retry_button.click()
    assert "nothing is waiting" in board.last_error


def test_a_send_that_failed_is_sent_again_once(url, teacher, monkeypatch):
    board = joined(ExperimentBoard(class_pool=url))
    pool = board.class_send.pool
    real = pool.submit

    def away(*args, **kwargs):
        raise ClassPoolError("the class pool's database stayed busy or out of reach")

    monkeypatch.setattr(pool, "submit", away)
    assert board.add("1 3")
    assert "not sent" in board.message.value and board.class_send.waiting
    assert board.class_send.retry_button.layout.display is None  # Send again is offered
    monkeypatch.setattr(pool, "submit", real)
    board.class_send.retry_button.click()
    board.class_send.retry_button.click()  # nothing waits any more: refused, nothing doubled
    assert "nothing is waiting" in board.last_error
    assert teacher.pool.arrivals("logo-red-cards") == [1, 3]


def test_a_typed_tally_past_the_quota_stays_on_the_board_and_sends_nothing(url, teacher):
    board = joined(ExperimentBoard(class_pool=url))
    assert board.add("7:100000")  # the whole tally is the student's own board's business
    assert board.pool.trials == 100_000
    assert "none was sent" in board.message.value and "at most 2000" in board.message.value
    assert teacher.pool.pooled("logo-red-cards").trials == 0
    assert board.clear() and board.add("7:1999") and board.add("2")  # up to the quota
    assert board.add("2")  # and no further
    assert "you may send 0 more" in board.message.value
    assert teacher.pool.by_student("logo-red-cards") == {"ana": 2000}
    teacher.refresh()
    assert "1 reached their quota" in teacher.summary.value
    assert "quota reached" in teacher.table.value


def test_the_teachers_charts_stay_small_whatever_the_class_sends(url, teacher):
    pool = ClassPool(url, code="7B", max_trials=100_000, max_sends=1_000)
    for i in range(500):
        pool.submit("ana", "logo-red-cards", [i % 8] * 200)
    teacher.refresh()
    assert len(teacher.arrivals) == 100_000
    size = len(teacher.bars.value) + len(teacher.running.value) + len(teacher.table.value)
    assert size < 40_000  # a 100,000-point line was 5 MB per redraw


def test_a_name_belongs_to_the_browser_that_joined_under_it(url, teacher):
    ana = joined(ExperimentBoard(class_pool=url))
    ana.add("1")
    eve = joined(ExperimentBoard(class_pool=url), name="ana", browser="eve")
    assert "that name is taken — pick another or ask your teacher" in eve.last_error
    assert not eve.class_send.joined
    teacher.refresh()
    assert teacher.name_choice.options == ("ana",)
    teacher.release_button.click()
    assert "Released ana" in teacher.message.value
    joined(eve, name="ana", browser="eve")  # released: the next browser keeps it
    assert eve.class_send.joined
    assert ana.add("2")
    assert "not sent" in ana.message.value and "taken" in ana.message.value


def test_after_a_reload_the_student_rejoins_in_one_step_and_finds_their_results(url, teacher):
    first = joined(ExperimentBoard(class_pool=url))
    first.add("2 1 3")
    assert first.class_send.link.remembered == {"code": "7B", "name": "ana"}
    again = ExperimentBoard(class_pool=url)  # the same browser after a reload: a new kernel
    again.class_send.link.secret = first.class_send.link.secret
    again.class_send.link.remembered = {"code": "7B", "name": "ana"}  # what the page kept
    assert again.class_send.switch.value and again.class_send.name.value == "ana"
    assert "press Join" in again.message.value
    again.class_send.join_button.click()  # the one step
    assert "Welcome back, ana: your 3 results" in again.message.value
    assert again.pool.trials == 3  # the board shows what the pool holds for her
    assert again.add("0")
    assert teacher.pool.arrivals("logo-red-cards") == [2, 1, 3, 0]  # nothing sent twice


def test_each_board_puts_back_what_its_student_sent(url, teacher):
    hats = joined(HatCheckBoard(class_pool=url), name="ben")
    hats.add("0 1 9")
    bust = joined(DrawToBustBoard(class_pool=url), name="cy")
    bust.add("3 7", name="g")
    hats_again = joined(HatCheckBoard(class_pool=url), name="ben")
    bust_again = joined(DrawToBustBoard(class_pool=url), name="cy")
    assert hats_again.pool.trials == 3 and bust_again.pool.trials == 2


def test_a_long_tally_goes_in_several_sends(url, teacher):
    board = joined(ExperimentBoard(class_pool=url))
    assert board.add("1:450")
    pooled = teacher.pool.pooled("logo-red-cards")
    assert (pooled.trials, pooled.submissions) == (450, 3)


def test_only_the_bull_market_deck_goes_to_the_class(url, teacher):
    board = joined(DrawToBustDeckBear := DrawToBustBoard(deck="bear", class_pool=url))
    assert board.add("3 4", name="g")
    assert "bull market" in board.message.value
    assert DrawToBustDeckBear.pool.trials == 2
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


def test_the_page_link_answers_pings_only_and_the_teachers_page_ends_its_kernel(url, teacher):
    board = ExperimentBoard(class_pool=url)
    link = board.class_send.link
    answers = []
    link.send = answers.append
    link._handle_custom_msg({"type": "hello"}, [])  # anything but a ping is ignored
    link._handle_custom_msg("ping", [])
    assert answers == []
    beat(board)
    assert answers == [{"type": "pong"}]
    assert teacher.page_link.end_kernel_on_close and not link.end_kernel_on_close
