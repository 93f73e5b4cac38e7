"""The printable worksheets render: A4 PDFs with pages, nothing wider than the page,
and `make worksheets` works from a clean copy of the repository.

Slow (Chromium prints every page; the clean-copy run builds every lesson). Outside
CI a missing Chromium skips these; under CI=true it fails, as the browser tests do.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tools.worksheets import build, printing

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "worksheets"
FIXTURE = FIXTURES / "90-fixture-next-card.ipynb"

# make test-all: prints every worksheet with Chromium
pytestmark = [pytest.mark.slow, pytest.mark.full]


@pytest.fixture(scope="module", autouse=True)
def _fixture_bank():
    """Lesson 90's exercises in the package bank for this module only."""
    build.load_bank(FIXTURES / "worksheet_fixture_bank.py")
    yield
    sys.modules["worksheet_fixture_bank"].unregister()


@pytest.fixture(scope="module", autouse=True)
def _chromium():
    if not printing.CHROMIUM.exists():
        message = f"Chromium not found at {printing.CHROMIUM} (apt-get install chromium)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(message + " — CI must print the worksheets")
        pytest.skip(message)


def test_fixture_worksheet_and_key_print_on_a4(tmp_path):
    shot = tmp_path / "worksheet-90-fixture-next-card.png"
    report = build.build([FIXTURE], tmp_path / "out", screenshot=shot)
    assert report.errors == [] and report.problems == []
    (lesson,) = report.lessons
    assert lesson.pages["worksheet"] >= 1 and lesson.pages["key"] >= 1
    assert lesson.too_wide == {"worksheet": [], "key": []}
    pdf = (report.out / lesson.files["worksheet-pdf"]).read_bytes()
    assert pdf.startswith(b"%PDF") and printing.page_count(pdf) == lesson.pages["worksheet"]
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_something_too_wide_is_caught(tmp_path):
    page = tmp_path / "wide.html"
    page.write_text("<!doctype html><body><div style='width: 2000px'>wide</div>"
                    "<script>window.worksheetReady = true;</script></body>")
    with printing.Printer() as printer:
        printed = printer.pdf(page, tmp_path / "wide.pdf")
    assert printed.pages >= 1
    assert printed.too_wide and printed.too_wide[0].startswith("div")


def _repository_files() -> list[str]:
    """What a fresh clone holds: tracked and not-ignored files (no build/, no .venv)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout.decode().split("\0")
    return [name for name in listed if name and (ROOT / name).is_file()]


def test_make_worksheets_from_a_clean_copy(tmp_path):
    clone = tmp_path / "clone"
    for name in _repository_files():
        target = clone / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    assert not (clone / "build").exists()
    venv = Path(sys.prefix)
    stamp = venv / ".logo_kit-installed"
    started = time.perf_counter()
    # This environment stands in for the clone's own .venv (-o: do not reinstall it).
    result = subprocess.run(
        ["make", "-o", str(stamp), "worksheets", f"VENV={venv}"],
        cwd=clone, capture_output=True, text=True, timeout=900,
    )
    seconds = time.perf_counter() - started
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    out = clone / "build" / "worksheets"
    index = (out / "index.html").read_text()
    lessons = build.find_lessons(clone / "notebooks")
    for path in lessons:
        assert path.stem in index
        if path.stem[:2] in build.SKIPPABLE and f"{path.stem}: skipped" in result.stdout:
            continue
        assert (out / "student" / path.name).exists()
        assert (out / "teacher" / path.name).exists()
        for name in ("worksheet", "key"):
            assert (out / "print" / f"{path.stem}-{name}.pdf").stat().st_size > 1000
    print(result.stdout)
    print(f"make worksheets from a clean copy: {seconds:.0f} s")
