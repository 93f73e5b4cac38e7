"""The printable worksheets render: A4 PDFs with pages, nothing wider than the page,
and `make worksheets` works from a clean copy of the repository.

Slow (Chromium prints every page; the clean-copy run builds every lesson). Outside
CI a missing Chromium skips these; under CI=true it fails, as the browser tests do.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tools.worksheets import build, printing, typesize
from tools.worksheets.lesson import bank_keys as lesson_keys

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
    assert lesson.pages["worksheet"] <= build.MOST_PAGES
    assert 0 < lesson.last_page_fill["worksheet"] <= 1
    pdf = (report.out / lesson.files["worksheet-pdf"]).read_bytes()
    assert pdf.startswith(b"%PDF") and printing.page_count(pdf) == lesson.pages["worksheet"]
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_something_too_wide_is_caught(tmp_path):
    page = tmp_path / "wide.html"
    page.write_text(
        "<!doctype html><body><div style='width: 2000px'>wide</div>"
        "<script>window.worksheetReady = true;</script></body>"
    )
    with printing.Printer() as printer:
        printed = printer.pdf(page, tmp_path / "wide.pdf")
    assert printed.pages >= 1
    assert printed.too_wide and printed.too_wide[0].startswith("div")


@pytest.fixture(scope="module")
def lessons_printed(tmp_path_factory) -> build.Report:
    """Every real lesson's worksheet and key, printed once."""
    out = tmp_path_factory.mktemp("printed")
    return build.build(build.find_lessons(ROOT / "notebooks"), out)


def test_every_worksheet_prints_on_at_most_four_pages_and_no_last_page_is_near_empty(
    lessons_printed,
):
    report = lessons_printed
    assert report.errors == [] and report.problems == []
    built = [lesson for lesson in report.lessons if not lesson.skipped]
    assert len(built) >= 9
    for lesson in built:
        pdf = (report.out / lesson.files["worksheet-pdf"]).read_bytes()
        pages = printing.page_count(pdf)
        assert 1 <= pages <= build.MOST_PAGES, f"{lesson.stem}: {pages} pages"
        if pages > 1:
            assert lesson.last_page_fill["worksheet"] >= printing.NEAR_EMPTY, lesson.stem
        assert (report.out / lesson.files["key-pdf"]).stat().st_size > 1000


# Text a notebook shows and a printed worksheet must not (code, stubs, run instructions,
# program output).
_NOT_ON_PAPER = re.compile(
    r"my_answer|my_prediction|YOUR ANSWER HERE|SOLUTION|run (?:the|this|each) cell|cell below"
    r"|check\(|predict\(|reveal\(|print\(|import |agrees: |: True\b|: False\b|not measured",
    re.I,
)


def test_the_printed_worksheets_hold_no_code_and_every_exercise(lessons_printed):
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        message = "pdftotext not found (apt-get install poppler-utils)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(message + " — CI must read the printed worksheets")
        pytest.skip(message)
    report = lessons_printed
    for lesson in report.lessons:
        if lesson.skipped:
            continue
        pdf = report.out / lesson.files["worksheet-pdf"]
        text = subprocess.run(
            [pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
        assert not _NOT_ON_PAPER.findall(text), (lesson.stem, _NOT_ON_PAPER.findall(text))
        number = lesson.stem.split("-", 1)[0]
        for key in lesson_keys(number):
            assert f"Exercise {key.split('.')[1]} " in text, f"{lesson.stem}: {key} missing"
            assert f"(exercise {key})" in text, f"{lesson.stem}: {key} has no answer box"


def test_no_text_on_a_worksheet_or_key_prints_under_9_pt(lessons_printed):
    """A photocopy loses what is small: every run of text, formulas and chart labels
    included, is read from the PDF with its size on the page."""
    report = lessons_printed
    for lesson in report.lessons:
        if lesson.skipped:
            continue
        for name in ("worksheet-pdf", "key-pdf"):
            pdf = (report.out / lesson.files[name]).read_bytes()
            shown = typesize.runs(pdf)
            assert shown, f"{lesson.stem}: no text found in the {name}"
            small = [
                (round(run.size, 2), run.page, run.text[:40]) for run in typesize.smallest(pdf)
            ]
            assert small == [], f"{lesson.stem}'s {name} prints text under 9 pt: {small[:5]}"


def test_the_type_size_check_finds_small_text(tmp_path):
    """The test can fail: a page with a 7 pt line and a 10 pt line, printed by Chromium."""
    page = tmp_path / "sizes.html"
    page.write_text(
        "<!doctype html><body><p style='font-size:7pt'>tiny words</p>"
        "<p style='font-size:10pt'>plain words</p>"
        "<script>window.worksheetReady = true;</script></body>"
    )
    with printing.Printer() as printer:
        printer.pdf(page, tmp_path / "sizes.pdf")
    pdf = (tmp_path / "sizes.pdf").read_bytes()
    sizes = {run.text.replace(" ", ""): round(run.size, 1) for run in typesize.runs(pdf)}
    assert sizes == {"tinywords": 7.0, "plainwords": 10.0}
    assert [run.text.replace(" ", "") for run in typesize.smallest(pdf)] == ["tinywords"]


def _repository_files() -> list[str]:
    """What a fresh clone holds: tracked and not-ignored files (no build/, no .venv)."""
    listed = (
        subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT,
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .split("\0")
    )
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
        cwd=clone,
        capture_output=True,
        text=True,
        timeout=900,
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
        worksheet = (out / "print" / f"{path.stem}-worksheet.pdf").read_bytes()
        assert printing.page_count(worksheet) <= build.MOST_PAGES
    print(result.stdout)
    print(f"make worksheets from a clean copy: {seconds:.0f} s")
