"""Steps for driving a notebook in JupyterLab with Playwright (shared by browser tests)."""

from __future__ import annotations

import itertools

from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"
_visits = itertools.count()
IDLE = ".jp-Notebook-ExecutionIndicator[data-status='idle']"


def open_notebook(page: Page, base_url: str, name: str) -> Locator:
    """Open a notebook and wait until its kernel is idle; return the notebook panel."""
    # A new named workspace per visit: no tabs restored from an earlier test.
    workspace = f"test-{next(_visits)}"
    page.goto(f"{base_url}/lab/workspaces/{workspace}/tree/{name}", wait_until="domcontentloaded")
    panel = page.locator(NOTEBOOK)
    panel.wait_for(state="visible", timeout=90_000)
    _accept_kernel_dialog(page)
    page.locator(IDLE).first.wait_for(state="attached", timeout=90_000)
    return panel


def run_all_cells(page: Page) -> None:
    """Run → Run All Cells, through the menu like a person would."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def wait_until_idle(page: Page, timeout: float = 120_000) -> None:
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
