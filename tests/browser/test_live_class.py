"""A live class in real browsers: two students send, the teacher sees both.

``tools/live_class.py`` (what ``make class`` runs) serves the students' apps and the
teacher's board over one SQLite class pool. Two student pages (separate browser
contexts, as two laptops) open the red-card experiment, join class 7B and add their
hands; the teacher's page, opened with its token, shows both students' results pooled.
The teacher's page without the token is refused. Screenshot:
tests/artifacts/boards/class-teacher.png.
"""

from __future__ import annotations

import re
import urllib.request

import pytest

from .conftest import live_class_running
from .lab import WAIT, open_in_voila

pytestmark = [pytest.mark.browser, pytest.mark.full]


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    # two boards preheated: the two students' (make class: the class's)
    with live_class_running(
        tmp_path_factory, "live-class", students=2, apps=["logo-experiment"]
    ) as served:
        yield served


def _student_sends(page, url, name, hands):
    board = open_in_voila(page, url + "voila/render/logo-experiment.ipynb")
    board.get_by_text("Send to the class").first.click()
    board.get_by_placeholder("e.g. 7B").fill("7B")
    board.get_by_placeholder("first name").fill(name)
    board.get_by_role("button", name=re.compile("Join")).click()
    board.get_by_text(f"Joined class 7B as {name}").wait_for()
    board.get_by_placeholder(re.compile("each hand")).fill(hands)
    board.get_by_role("button", name=re.compile("Add to the pool")).click()
    board.locator(".logo-kit-class-send").get_by_text(
        re.compile(r"Class 7B: \d+ results")
    ).wait_for()


def test_two_students_send_and_the_teacher_sees_both(live, browser, artifacts):
    without_token = live.teacher_url.split("?")[0]
    with urllib.request.urlopen(without_token, timeout=60) as response:  # sent to log in
        assert "/login" in response.geturl() and b"TeacherBoard" not in response.read()
    pages = []
    for _ in range(3):
        context = browser.new_context(viewport={"width": 1280, "height": 1400})
        page = context.new_page()
        page.set_default_timeout(WAIT)
        pages.append(page)
    ana, ben, teacher = pages
    try:
        board = open_in_voila(teacher, live.teacher_url)
        _student_sends(ana, live.students_url, "ana", "2 1 3")
        _student_sends(ben, live.students_url, "ben", "0 2")
        summary = board.locator(".logo-kit-class-summary")
        summary.get_by_text(re.compile(r"5\s*results from\s*2\s*students")).wait_for()
        assert "ana" in board.inner_text() and "ben" in board.inner_text()
        assert "ana" not in ben.locator(".logo-kit-class-send").inner_text()
        assert board.locator(".logo-kit-class-bars svg rect").count() == 2 + 8
        folder = artifacts / "boards"
        folder.mkdir(exist_ok=True)
        board.screenshot(path=str(folder / "class-teacher.png"))
    finally:
        for page in pages:
            page.context.close()
