"""Predictions on the teacher's board, in real browsers: two students and the teacher.

``tools/live_class.py`` (what ``make class`` runs) serves the students' apps and the
teacher's board over one SQLite class pool. One student (ana, a laptop in the room) sends
her guess for exercise 30.1 from the **Class predictions** app; the other (ben) runs a
lesson's prediction cell in JupyterLab on a server given the class pool, as a hub gives
every student's server, and presses **Send to the class** under it. The teacher's
Predictions view shows two dots and no answer; **Reveal answer** draws the answer (from
the lessons' answer key, on the teacher's side). Neither student's page ever shows the
other's name or the answer; a guess sent after the reveal is refused. Screenshots:
tests/artifacts/boards/class-predictions-{before,after}-reveal.png.
"""

from __future__ import annotations

import re

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from logo_kit.classpool import CODE_VARIABLE, POOL_VARIABLE, PREDICTIONS

from .conftest import lab_command, live_class_running, server_running
from .lab import WAIT, open_in_voila, open_notebook, run_all_cells

pytestmark = [pytest.mark.browser, pytest.mark.full]

KEY = "30.1"
APP = "voila/render/class-predictions.ipynb"


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    with live_class_running(tmp_path_factory, "class-predictions", students=0) as served:
        yield served


@pytest.fixture(scope="module")
def lab_in_class(tmp_path_factory, live, site_copy):
    """JupyterLab on a server given the class pool (what a hub gives a student's server),
    serving a copy of the lessons with one prediction cell."""
    cell = (
        f'from logo_lessons import predict\n\nmy_prediction = "1 in 5"\n'
        f'predict("{KEY}", my_prediction)'
    )
    lesson = new_notebook(cells=[new_code_cell(cell)])
    lesson.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(lesson, site_copy / "notebooks" / "predict-in-class.ipynb")
    env = {POOL_VARIABLE: live.pool, CODE_VARIABLE: "7B"}
    command = lab_command(site_copy, tmp_path_factory.mktemp("workspaces"))
    with server_running(
        tmp_path_factory, site_copy, command, "lab-in-class", status="/api/status", env=env
    ) as server:
        yield server.url


def _page(browser, height=1400):
    context = browser.new_context(viewport={"width": 1280, "height": height})
    page = context.new_page()
    page.set_default_timeout(WAIT)
    return page


def _answer_text() -> str:
    from logo_kit.widgets.classroom.guess_plot import answer_text
    from logo_lessons.bank import BANK

    return answer_text(BANK.get(KEY).expected())


def test_two_students_predict_and_the_teacher_reveals(live, lab_in_class, browser, artifacts):
    ana, ben, teacher = _page(browser), _page(browser), _page(browser, 1800)
    try:
        board = open_in_voila(teacher, live.teacher_url)
        board.locator(".logo-kit-teacher-views button", has_text="Predictions").click()
        view = board.locator(".logo-kit-prediction-choice select")
        view.select_option(label=PREDICTIONS[KEY].label)
        summary = board.locator(".logo-kit-guess-summary")
        summary.get_by_text(re.compile(r"0\s*guesses · answer hidden")).wait_for()

        app = open_in_voila(ana, live.students_url + APP)  # a laptop in the room
        app.locator(".logo-kit-prediction-choice select").select_option(
            label=PREDICTIONS[KEY].label
        )
        app.get_by_placeholder("e.g. 0.3").fill("1/10")
        assert app.get_by_placeholder("e.g. 7B").input_value() == "7B"  # the class's code
        app.get_by_placeholder("first name").fill("ana")
        app.get_by_role("button", name=re.compile("Send to the class")).click()
        app.get_by_text(re.compile(r"Sent to class 7B: your guess 0\.1 for 30\.1")).wait_for()

        panel = open_notebook(ben, lab_in_class, "notebooks/predict-in-class.ipynb")
        run_all_cells(ben)  # a lesson's prediction cell, on a server in the class
        cell = panel.locator(".logo-kit-prediction-send")
        cell.wait_for(state="visible")
        panel.get_by_text("Prediction noted: 1 in 5").wait_for()
        cell.get_by_placeholder("first name").fill("ben")
        cell.get_by_role("button", name=re.compile("Send to the class")).click()
        panel.get_by_text(re.compile(r"Sent to class 7B: your guess 0\.2 for 30\.1")).wait_for()

        summary.get_by_text(re.compile(r"2\s*guesses · answer hidden")).wait_for()
        plot = board.locator(".logo-kit-guess-plot")
        assert plot.locator("svg circle").count() == 2
        answer = _answer_text()
        shown = board.inner_text()
        assert "answer " + answer not in shown and answer not in shown
        assert not re.search(r"\b(ana|ben)\b", shown)  # the projected view has no names
        folder = artifacts / "boards"
        folder.mkdir(exist_ok=True)
        predictions = board.locator(".logo-kit-guess-plot").locator("xpath=..")
        predictions.scroll_into_view_if_needed()
        predictions.screenshot(path=str(folder / "class-predictions-before-reveal.png"))

        board.get_by_role("button", name=re.compile("Reveal answer")).click()
        summary.get_by_text(re.compile(r"new guesses are closed")).wait_for()
        assert answer in summary.inner_text() and answer in plot.inner_text()
        assert re.search(r"\d of 2 \(\d+%\) within a factor of 2", summary.inner_text())
        predictions.screenshot(path=str(folder / "class-predictions-after-reveal.png"))

        app.get_by_placeholder("e.g. 0.3").fill("3/10")  # too late: the answer is out
        app.get_by_role("button", name=re.compile("Send to the class")).click()
        app.get_by_text(re.compile(r"guesses for it are closed")).wait_for()
        for page, other in ((ana, "ben"), (ben, "ana")):
            seen = page.locator("body").inner_text()
            assert not re.search(rf"\b{other}\b", seen) and answer not in seen
    finally:
        for page in (ana, ben, teacher):
            page.context.close()
