"""Every chart on every board draws data, as a Voilà app and in JupyterLab.

A chart that is on the page but empty (axes, no curve) is what a student saw in
Voilà when a board's plotly FigureWidget lost its updates (see
widgets/common/chart_view.py). Each app is opened, the interaction of
test_boards.INTERACTIONS is done (so charts that start empty, like Draw-to-BUST's
running frequency, get data), and then every ``.js-plotly-plot`` on the board
must hold drawn data: a line, marker, bar or fill path with a non-empty ``d``,
or a heatmap image. The test waits for that condition (no fixed sleep) and then
reports, chart by chart, what was drawn.

Also checked on every board with charts in Voilà: each chart stays inside its widget
after the window is narrowed and widened (plotly forgets a re-fitted chart's height),
plotly's toolbar shows only while the pointer is over a chart and never covers the
chart's title, and no text on the board (charts included) is smaller than 12 px.

``make test`` runs one case (Risky Business in Voilà); the rest are ``full``.
"""

from __future__ import annotations

import contextlib

import pytest
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .lab import WAIT, open_in_voila, open_notebook, run_all_cells
from .test_boards import INTERACTIONS, _changed_text

pytestmark = pytest.mark.browser

CHART_APPS = sorted(app for app, step in INTERACTIONS.items() if step.plots)
"""Every app whose board shows charts (and how many: ``INTERACTIONS[app].plots``)."""
SMOKE = "billionaire-risky-business"

# For each chart of the board: its title and how many data marks it has drawn.
DRAWN = """board => [...board.querySelectorAll('.js-plotly-plot')].map(chart => {
  const marks = [...chart.querySelectorAll(
      '.cartesianlayer .overplot path, .cartesianlayer .overplot image')].filter(mark =>
    mark.tagName.toLowerCase() === 'image'
      ? Boolean(mark.getAttribute('href') || mark.getAttribute('xlink:href'))
      : (mark.getAttribute('d') || '').replace(/[MZ0,.\\s]/g, '').length > 0);
  const title = chart.querySelector('.gtitle');
  return {title: title ? title.textContent : '', marks: marks.length};
})"""
ALL_DRAWN = f"""([board, wanted]) => {{
  const charts = ({DRAWN})(board);
  return charts.length >= wanted && charts.every(chart => chart.marks > 0);
}}"""

# Every visible piece of text on the board and its size in px (SVG text scaled to screen).
SMALL_TEXT = """board => {
  const small = [];
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest('style, script, title, .modebar')) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || +style.opacity === 0) continue;
    let size = parseFloat(style.fontSize);
    const svg = el.ownerSVGElement || (el.tagName.toLowerCase() === 'svg' ? el : null);
    if (svg && el.getScreenCTM) {
      const m = el.getScreenCTM();
      size *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    if (size < 11.95) small.push(`${node.textContent.trim().slice(0, 30)}: ${size.toFixed(1)} px`);
  }
  return small;
}"""

TOOLBAR = """chart => {
  const bar = chart.querySelector('.modebar');
  const title = chart.querySelector('.gtitle');
  const shown = bar ? [...bar.querySelectorAll('.modebar-group')]
      .some(g => +getComputedStyle(g).opacity > 0.5) : false;
  const a = bar ? bar.getBoundingClientRect() : null;
  const b = title ? title.getBoundingClientRect() : null;
  const overlap = a && b && a.width > 0 && b.width > 0 &&
      !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);
  return {shown, overlap: Boolean(overlap), title: title ? title.textContent : ''};
}"""


# The charts whose drawing reaches outside their widget, or has no height (by title).
SPILLS = """board => [...board.querySelectorAll('.logo-kit-chart')].filter(out => {
  const box = out.getBoundingClientRect();
  return [...out.querySelectorAll('.main-svg')].some(svg => {
    const s = svg.getBoundingClientRect();
    return s.height < 1 || box.height < 1 || s.bottom > box.bottom + 1 || s.right > box.right + 1;
  });
}).map(out => { const t = out.querySelector('.gtitle'); return t ? t.textContent : 'untitled'; })"""
NO_SPILL = f"board => ({SPILLS})(board).length === 0"


def _check_charts_draw(page: Page, board, app: str, where: str) -> list[dict]:
    interaction = INTERACTIONS[app]
    _changed_text(page, board, interaction)  # charts that start empty get data
    assert board.get_by_role("alert").count() == 0, "the interaction should not be refused"
    handle = board.element_handle()
    with contextlib.suppress(PlaywrightTimeout):  # the assertion below says which is empty
        page.wait_for_function(ALL_DRAWN, arg=[handle, interaction.plots], timeout=WAIT)
    charts = page.evaluate(DRAWN, handle)
    print(f"{where} {app}: {charts}")
    assert len(charts) >= interaction.plots, f"{app} in {where}: only {len(charts)} charts"
    empty = [c["title"] or f"chart {i + 1}" for i, c in enumerate(charts) if c["marks"] == 0]
    assert not empty, f"{app} in {where}: these charts drew no data: {empty}"
    return charts


def _voila_cases():
    for app in CHART_APPS:
        marks = () if app == SMOKE else (pytest.mark.full,)
        yield pytest.param(app, marks=marks, id=app)


@pytest.mark.parametrize("app", list(_voila_cases()))
def test_every_chart_draws_in_voila(app, voila, page, artifacts):
    board = open_in_voila(page, f"{voila.url}/voila/render/{app}.ipynb")
    _check_charts_draw(page, board, app, "Voilà")
    folder = artifacts / "charts"
    folder.mkdir(exist_ok=True)
    page.screenshot(path=str(folder / f"voila-{app}.png"), full_page=True)


@pytest.mark.full
@pytest.mark.parametrize("app", CHART_APPS)
def test_every_chart_draws_in_jupyterlab(app, jupyter_lab, page):
    panel = open_notebook(page, jupyter_lab.url, f"apps/{app}.ipynb")
    run_all_cells(page)
    board = panel.locator(".logo-kit-board").first
    board.wait_for(state="visible", timeout=WAIT)
    _check_charts_draw(page, board, app, "JupyterLab")


@pytest.mark.full
@pytest.mark.parametrize("app", CHART_APPS)
def test_toolbar_and_text_size_in_voila(app, voila, page):
    board = open_in_voila(page, f"{voila.url}/voila/render/{app}.ipynb")
    _changed_text(page, board, INTERACTIONS[app])
    charts = board.locator(".js-plotly-plot")
    if INTERACTIONS[app].plots:
        page.wait_for_function(ALL_DRAWN, arg=[board.element_handle(), INTERACTIONS[app].plots])
    # plotly re-fits a chart when the window resizes, and then forgets the figure's height:
    # every chart must stay inside its widget (chart_view.py, theme.py), narrow and wide
    for width in (800, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        with contextlib.suppress(PlaywrightTimeout):  # the assertion says which chart spills
            page.wait_for_function(NO_SPILL, arg=board.element_handle(), timeout=WAIT)
        spills = page.evaluate(SPILLS, board.element_handle())
        assert not spills, f"{app} at {width} px: these charts spill out of their widget: {spills}"
    for index in range(charts.count()):
        chart = charts.nth(index)
        page.mouse.move(0, 0)
        assert not chart.evaluate(TOOLBAR)["shown"], "the toolbar shows only on hover"
        chart.scroll_into_view_if_needed()
        chart.locator(".nsewdrag").first.hover()
        page.wait_for_function(f"chart => ({TOOLBAR})(chart).shown", arg=chart.element_handle())
        state = chart.evaluate(TOOLBAR)
        assert not state["overlap"], f"the toolbar covers the title {state['title']!r}"
    small = page.evaluate(SMALL_TEXT, board.element_handle())
    assert not small, f"{app}: text under 12 px: {small[:10]}"
