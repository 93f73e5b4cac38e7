"""Steps for driving a notebook in JupyterLab with Playwright (shared by browser tests)."""

from __future__ import annotations

import contextlib
import itertools

from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

WAIT = 240_000
"""Milliseconds any one step may take before the test calls it hung. Every wait is for a
condition (a text changes, a kernel is idle, a chart draws), never a fixed sleep, so this
only bounds a hang: it is generous because on a machine whose cores are busy a kernel can
take a minute to run a notebook."""
FIRST_TRY = 90_000
"""A first Voila page load that shows nothing after this long is tried once more (about
one load in ten hangs waiting for its kernel, a known Voila problem)."""

NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"
_visits = itertools.count()
IDLE = ".jp-Notebook-ExecutionIndicator[data-status='idle']"


def open_notebook(page: Page, base_url: str, name: str) -> Locator:
    """Open a notebook and wait until its kernel is idle; return the notebook panel."""
    # A new named workspace per visit: no tabs restored from an earlier test.
    workspace = f"test-{next(_visits)}"
    page.goto(f"{base_url}/lab/workspaces/{workspace}/tree/{name}", wait_until="domcontentloaded")
    panel = page.locator(NOTEBOOK)
    panel.wait_for(state="visible", timeout=WAIT)
    _accept_kernel_dialog(page)
    page.locator(IDLE).first.wait_for(state="attached", timeout=WAIT)
    return panel


def run_all_cells(page: Page) -> None:
    """Run → Run All Cells, through the menu like a person would."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def wait_until_idle(page: Page, timeout: float = WAIT) -> None:
    page.wait_for_function(
        """() => {
            const indicator = document.querySelector(
                ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator, "
                + ".jp-Notebook-ExecutionIndicator");
            return indicator && indicator.getAttribute("data-status") === "idle";
        }""",
        timeout=timeout,
    )


def _accept_kernel_dialog(page: Page) -> None:
    """If JupyterLab asks which kernel to start, accept its suggestion."""
    dialog = page.locator(".jp-Dialog", has_text="Select Kernel")
    try:
        dialog.wait_for(state="visible", timeout=3_000)
    except PlaywrightTimeout:  # no dialog: the usual, good case
        return
    dialog.get_by_role("button", name="Select").click()


# -- keyboard and layout helpers (shared by the play and fit tests) ---------------------------
def is_focused(locator: Locator) -> bool:
    """True when ``locator``'s element (or something inside it) has the keyboard focus."""
    return locator.evaluate(
        "el => el === document.activeElement || el.contains(document.activeElement)"
    )


def tab_to(page: Page, target: Locator, most: int = 400) -> int:
    """Press Tab (only the keyboard) until ``target`` has the focus; return the presses."""
    target.wait_for(state="visible")
    for presses in range(1, most + 1):
        page.keyboard.press("Tab")
        if is_focused(target):
            return presses
    raise AssertionError(f"{target} never took the focus in {most} presses of Tab")


ROVING_GROUP = (
    "xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' lk-roving ')][1]"
)
"""From a button, its group of buttons that is one Tab stop (widgets/common/roving.py)."""


def key_to(page: Page, target: Locator, most: int = 400) -> int:
    """Move the keyboard focus to the button ``target`` with keys only: Tab, and inside a
    group of buttons that is one Tab stop, the arrow keys. Returns the presses."""
    target.wait_for(state="visible")
    group = target.locator(ROVING_GROUP)
    if group.count() == 0:
        return tab_to(page, target, most)
    presses = 0 if is_focused(group) else tab_to(page, group, most)
    for _ in range(20):
        if is_focused(target):
            return presses
        key = group.evaluate(
            "(g, t) => { const all = Array.from(g.querySelectorAll('button'));"
            " return all.indexOf(t) > all.indexOf(document.activeElement)"
            " ? 'ArrowRight' : 'ArrowLeft'; }",
            target.element_handle(),
        )
        page.keyboard.press(key)
        presses += 1
    raise AssertionError(f"the arrow keys never reached {target} in its group")


# Every element of the board lies inside the board, and nothing scrolls sideways.
OVERFLOW = """([board, scroller]) => {
  const box = board.getBoundingClientRect();
  const out = [];
  for (const el of board.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right > box.right + 1 || r.left < box.left - 1) {
      const name = typeof el.className === 'string' ? el.className : '';
      out.push(`${el.tagName}.${name.split(' ').slice(-2).join('.')} ` +
               `[${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
  }
  if (board.scrollWidth > board.clientWidth + 1) out.push(`board scrolls: ${board.scrollWidth}`);
  const page = document.scrollingElement;
  if (page.scrollWidth > window.innerWidth + 1) out.push(`page scrolls: ${page.scrollWidth}`);
  if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
    out.push(`notebook scrolls: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
  }
  return {width: Math.round(box.width), out: out.slice(0, 12), count: out.length};
}"""
NOTEBOOK_SCROLLER = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"


def overflow(page: Page, board: Locator, scroller: str | None = None) -> dict:
    """Where ``board`` is wider than itself (elements sticking out, sideways scrolling)."""
    outer = page.locator(scroller).first.element_handle() if scroller else None
    return page.evaluate(OVERFLOW, [board.element_handle(), outer])


def wait_until_it_fits(
    page: Page, board: Locator, scroller: str | None = None, timeout: float = WAIT
) -> dict:
    """Wait until nothing sticks out of ``board`` (charts re-fit after a resize); return the
    last measurement (its ``count`` is 0 when the board fits, and otherwise says what sticks
    out after ``timeout`` ms)."""
    outer = page.locator(scroller).first.element_handle() if scroller else None
    fits = f"args => ({OVERFLOW})(args).count === 0"
    with contextlib.suppress(PlaywrightTimeout):  # the measurement says what sticks out
        page.wait_for_function(fits, arg=[board.element_handle(), outer], timeout=timeout)
    return overflow(page, board, scroller)


def open_in_voila(page: Page, url: str) -> Locator:
    """Open a Voilà page and return its first board once visible. About one Voilà page
    load in ten hangs on its kernel, so a page that shows nothing is loaded once more."""
    for attempt in range(2):
        page.goto(url, wait_until="domcontentloaded")
        board = page.locator(".logo-kit-board").first
        try:
            board.wait_for(state="visible", timeout=FIRST_TRY if attempt == 0 else WAIT)
            return board
        except Exception:
            if attempt:
                raise
    raise AssertionError("unreachable")
