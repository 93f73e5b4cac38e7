"""A live class's hostile and broken moments in real browsers.

- **Impersonation:** a second browser (its own storage, as another laptop) asking for a
  name another browser joined under is told "that name is taken".
- **A restart mid-class:** the students' server stops and starts again; the student's
  page says "Connection lost — reload" (before: Add did nothing and said nothing), the
  student reloads, the form comes back filled in, one press of Join rejoins, and the
  board shows the results the pool already held.
- **The teacher's page closing** ends its kernel (before: the teacher's server refused
  the page's close-time shutdown with 403 and the kernel polled the pool for ever).
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request

import pytest

from .conftest import live_class_running
from .lab import WAIT, open_in_voila

pytestmark = [pytest.mark.browser, pytest.mark.full]

APP = "voila/render/logo-experiment.ipynb"


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    with live_class_running(tmp_path_factory, "class-restarts", students=0) as served:
        yield served


def _page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 1400})
    page = context.new_page()
    page.set_default_timeout(WAIT)
    return page


def _join(board, name):
    board.get_by_text("Send to the class").first.click()
    board.get_by_placeholder("e.g. 7B").fill("7B")
    board.get_by_placeholder("first name").fill(name)
    board.get_by_role("button", name=re.compile("Join")).click()


def _add(board, hands):
    board.get_by_placeholder(re.compile("each hand")).fill(hands)
    board.get_by_role("button", name=re.compile("Add to the pool")).click()


def test_another_browser_cannot_take_a_joined_name(live, browser):
    ana, eve = _page(browser), _page(browser)
    try:
        board = open_in_voila(ana, live.students_url + APP)
        _join(board, "dana")
        board.get_by_text("Joined class 7B as dana").wait_for()
        other = open_in_voila(eve, live.students_url + APP)
        _join(other, "dana")
        other.get_by_text("that name is taken — pick another or ask your teacher").wait_for()
        assert "Joined class" not in other.inner_text()
    finally:
        ana.context.close()
        eve.context.close()


def test_a_restart_mid_class_says_so_and_the_student_rejoins_in_one_step(live, browser):
    page = _page(browser)
    try:
        board = open_in_voila(page, live.students_url + APP)
        _join(board, "ravi")
        board.get_by_text("Joined class 7B as ravi").wait_for()
        _add(board, "2 1 3")
        panel = board.locator(".logo-kit-class-send")
        panel.get_by_text(re.compile(r"Class 7B: 3 results")).wait_for()
        live.restart_students()  # the students' server goes away mid-class, and comes back
        live.wait_until_answering()
        _add(board, "0")  # before: nothing happened and nothing was said
        banner = page.locator(".lk-connection-lost")
        banner.get_by_text("Connection lost — reload the page").wait_for(state="visible")
        page.reload(wait_until="domcontentloaded")
        board = page.locator(".logo-kit-board").first
        board.wait_for(state="visible")
        board.get_by_text("press Join to send to class 7B again").wait_for()
        assert board.get_by_placeholder("first name").input_value() == "ravi"
        board.get_by_role("button", name=re.compile("Join")).click()  # the one step
        board.get_by_text(re.compile(r"Welcome back, ravi: your 3 results")).wait_for()
        summary = board.locator(".logo-kit-experiment-summary")
        summary.get_by_text(re.compile(r"3\s*hands")).wait_for()
    finally:
        page.context.close()


def _kernel_alive(base: str, kernel: str) -> bool:
    try:
        with urllib.request.urlopen(f"{base}api/kernels/{kernel}?token=teacher-only", timeout=30):
            return True
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise


def test_closing_the_teachers_page_ends_its_kernel(live, browser):
    page = _page(browser)
    board = open_in_voila(page, live.teacher_url)
    board.locator(".logo-kit-class-summary").wait_for()
    config = json.loads(page.locator("#jupyter-config-data").text_content())
    kernel = config["kernelId"]
    base = live.teacher_url.split("?")[0]
    assert _kernel_alive(base, kernel)
    page.close(run_before_unload=True)
    page.context.close()
    deadline = time.monotonic() + 120  # a hang guard only: the shutdown takes about a second
    while _kernel_alive(base, kernel):
        assert time.monotonic() < deadline, "the teacher's kernel outlived its page"
        time.sleep(0.5)
