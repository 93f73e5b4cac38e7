"""Printing HTML pages to A4 PDF with Debian's Chromium (the browser the tests use).

Playwright drives ``/usr/bin/chromium`` (or ``LOGO_KIT_CHROMIUM``); no browser
is ever downloaded. Before printing, the page is laid out at the printable
width of A4 in print media and every element wider than that is listed, so a
worksheet that would be cut at the right edge is caught, not printed.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

CHROMIUM = Path(os.environ.get("LOGO_KIT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
# A4 is 210 mm wide; the worksheets' @page leaves 15 mm each side: 180 mm at 96 px per inch.
PRINTABLE_WIDTH_PX = round(180 / 25.4 * 96)
A4_PX = (round(210 / 25.4 * 96), round(297 / 25.4 * 96))
# ... and 14 mm above, 16 mm below: 267 mm of each page hold the worksheet.
PRINTABLE_HEIGHT_PX = round((297 - 14 - 16) / 25.4 * 96)
# A worksheet's last page filled less than this is a near-empty page.
NEAR_EMPTY = 0.3

_OVERFLOW_SCRIPT = """
(limit) => {
  const wide = [];
  for (const element of document.querySelectorAll("body *")) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > limit + 1) {
      const name = element.tagName.toLowerCase()
        + (element.className && typeof element.className === "string"
           ? "." + element.className.trim().split(/\\s+/).join(".") : "");
      wide.push(name + " (" + Math.round(box.right) + " px)");
    }
  }
  return wide.slice(0, 20);
}
"""


def page_count(pdf: bytes) -> int:
    """How many pages a PDF has (Chromium writes one ``/Type /Page`` object per page)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


T = TypeVar("T")


@dataclass(frozen=True)
class Printed:
    """A printed page: its PDF, page count, and what was wider than the printable width."""

    pdf: Path
    pages: int
    too_wide: list[str]
    # A worksheet fits itself to its pages before printing (sheet.FIT_PAGES_SCRIPT): the
    # pages it laid out, and how full its last page is (0–1); None for other pages.
    laid_out_pages: int | None = None
    last_page_fill: float | None = None


class Printer:
    """One headless Chromium for many pages: ``with Printer() as printer: printer.pdf(...)``.

    Playwright's synchronous API refuses to run in a thread where an asyncio loop is
    running (a notebook kernel, or a test session after nbclient or Dask ran), so every
    browser call happens on one worker thread of its own, which never has a loop.
    """

    def __init__(self, chromium: Path = CHROMIUM) -> None:
        self.chromium = chromium
        self._playwright = None
        self._browser = None
        self._worker: ThreadPoolExecutor | None = None

    def _call(self, function: Callable[..., T], *args: Any) -> T:
        assert self._worker is not None, "use the Printer in a with-block"
        return self._worker.submit(function, *args).result()

    def __enter__(self) -> Printer:
        if not self.chromium.exists():
            raise FileNotFoundError(
                f"Chromium not found at {self.chromium}: apt-get install chromium "
                "(or set LOGO_KIT_CHROMIUM), or build without PDFs (--no-pdf)."
            )
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="printer")
        try:
            self._call(self._start)
        except BaseException:
            self._worker.shutdown(wait=True)
            self._worker = None
            raise
        return self

    def _start(self) -> None:
        from playwright.sync_api import sync_playwright

        self._playwright = sync_playwright().start()
        self._browser = self._playwright.chromium.launch(
            executable_path=str(self.chromium), headless=True, args=CHROMIUM_ARGS
        )

    def __exit__(
        self, kind: type | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._worker is None:
            return
        try:
            self._call(self._stop)
        finally:
            self._worker.shutdown(wait=True)
            self._worker = None

    def _stop(self) -> None:
        if self._browser is not None:
            self._browser.close()
        if self._playwright is not None:
            self._playwright.stop()

    def pdf(self, html_path: Path, pdf_path: Path) -> Printed:
        """Print ``html_path`` to ``pdf_path`` on A4; count pages and list anything too wide."""
        return self._call(self._pdf, html_path, pdf_path)

    def first_page_png(self, html_path: Path, png_path: Path) -> Path:
        """A picture of the first A4 page as printed (margins drawn as the page's)."""
        return self._call(self._first_page_png, html_path, png_path)

    def _open(self, html_path: Path, width: int, height: int):
        context = self._browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(html_path.resolve().as_uri(), wait_until="load")
        page.wait_for_function("window.worksheetReady === true")
        page.emulate_media(media="print")
        return context, page

    def _pdf(self, html_path: Path, pdf_path: Path) -> Printed:
        context, page = self._open(html_path, PRINTABLE_WIDTH_PX, 1000)
        try:
            fitted = page.evaluate(
                "height => window.fitToPages ? window.fitToPages(height) : null",
                PRINTABLE_HEIGHT_PX,
            )
            too_wide = page.evaluate(_OVERFLOW_SCRIPT, PRINTABLE_WIDTH_PX)
            data = page.pdf(path=str(pdf_path), prefer_css_page_size=True, print_background=True)
        finally:
            context.close()
        fitted = fitted or {}
        return Printed(
            pdf=pdf_path,
            pages=page_count(data),
            too_wide=list(too_wide),
            laid_out_pages=fitted.get("pages"),
            last_page_fill=fitted.get("fill"),
        )

    def _first_page_png(self, html_path: Path, png_path: Path) -> Path:
        width, height = A4_PX
        context, page = self._open(html_path, width, height)
        try:
            page.add_style_tag(content="body { padding: 14mm 15mm; max-width: none; }")
            page.evaluate(
                "height => window.fitToPages && window.fitToPages(height)", PRINTABLE_HEIGHT_PX
            )
            page.screenshot(
                path=str(png_path), clip={"x": 0, "y": 0, "width": width, "height": height}
            )
        finally:
            context.close()
        return png_path
