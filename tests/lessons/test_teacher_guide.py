"""The teacher guide points only at what the lessons hold.

The guide (``notebooks/01-teacher-guide.ipynb``) sends a teacher to lesson sections
("12 §10", "lesson 22, §5"), subsections ("30 §10.1"), exercises ("Ex 12.5",
"Exercises 20.1–20.3") and a lesson's numbered assumptions ("lesson 30 assumption 2").
This test reads every such reference from the guide's markdown and checks that

- the section exists: the lesson has a heading ``## N. Title`` (or ``### N.M Title``);
- a title the guide quotes after a section (``22 §8, "Why not …?"``) is that section's
  heading or a heading or bold line inside it;
- the exercise is in the bank (``logo_lessons.bank.BANK``);
- the assumption is numbered in the lesson.

A bare ``§N`` belongs to the last lesson named with a section in the same table cell
or line. Lessons still being rewritten (``PENDING`` in ``paper.py``) are skipped,
as the worksheet tests skip them, and checked once they land.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import nbformat
from paper import PENDING

from logo_lessons.bank import BANK

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
GUIDE = NOTEBOOKS / "01-teacher-guide.ipynb"

_HEADING = re.compile(r"^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s+(.*)$")
_SECTION = re.compile(r"(?:(?<![\d.])(\d\d),?\s*)?§\s*(\d+(?:\.\d+)?)")
_QUOTED = re.compile(r"\s*,?\s*\(?[\"“]([^\"”]+)[\"”]")
_KEYS = r"\d\d\.\d+(?:\s*(?:,|and|or|–)\s*(?:Ex\s+)?\d\d\.\d+)*"
_EXERCISES = re.compile(rf"\b(?:Ex|[Ee]xercises?)\.?\s*\(?({_KEYS})")
_ASSUMPTION = re.compile(r"\blesson (\d\d),? assumption (\d+)", re.I)


@dataclass(frozen=True)
class Reference:
    """One pointer of the guide into a lesson: ``kind`` is section, exercise or assumption."""

    lesson: str
    kind: str
    target: str
    quoted: str = ""
    where: str = ""

    def __str__(self) -> str:
        return f"{self.kind} {self.target} of lesson {self.lesson} ({self.where!r})"


def references(text: str) -> list[Reference]:
    """Every section, exercise and assumption reference in ``text`` (markdown).

    >>> [str(r.target) for r in references("12 §6 and §7; Ex 12.5, 12.7 | 30 §10.1")]
    ['6', '7', '12.5', '12.7', '10.1']
    """
    found: list[Reference] = []
    for line in text.splitlines():
        for cell in line.split("|"):
            where = cell.strip()[:90]
            lesson = ""
            for match in _SECTION.finditer(cell):
                lesson = match[1] or lesson
                quoted = _QUOTED.match(cell, match.end())
                found.append(
                    Reference(
                        lesson or "?", "section", match[2], quoted[1] if quoted else "", where
                    )
                )
            for match in _EXERCISES.finditer(cell):
                ends = re.findall(r"\d\d\.\d+", match[1])
                for key in ends:
                    found.append(Reference(key.split(".")[0], "exercise", key, where=where))
            for match in _ASSUMPTION.finditer(cell):
                found.append(Reference(match[1], "assumption", match[2], where=where))
    return found


def _lesson_path(number: str) -> Path:
    (path,) = NOTEBOOKS.glob(f"{number}-*.ipynb")
    return path


def sections(number: str) -> dict[str, tuple[str, str]]:
    """A lesson's numbered sections: number → (heading title, the section's markdown)."""
    found: dict[str, tuple[str, str]] = {}
    current: list[str] = []
    for cell in nbformat.read(_lesson_path(number), as_version=4).cells:
        if cell.cell_type != "markdown":
            continue
        for line in cell.source.splitlines():
            heading = _HEADING.match(line)
            if heading and heading[1] == "##":
                current = [heading[2]]
            elif heading:
                current = [current[0], heading[2]] if current else [heading[2]]
            if heading:
                found[heading[2]] = (heading[3].strip(), "")
            for key in current:
                title, body = found[key]
                found[key] = (title, body + line + "\n")
            if line.startswith("## ") and not heading:
                current = []  # "## Summary", "## Extension …": outside every numbered section
    return found


def _guide_text() -> str:
    cells = nbformat.read(GUIDE, as_version=4).cells
    return "\n".join(c.source for c in cells if c.cell_type == "markdown")


def _problem(reference: Reference) -> str | None:
    if reference.lesson == "?":
        return f"{reference}: a bare § with no lesson before it in its cell or line"
    if reference.kind == "exercise":
        BANK.load_all()
        known_keys = BANK.keys()
        return None if reference.target in known_keys else f"{reference}: not in the bank"
    known = sections(reference.lesson)
    if reference.kind == "assumption":
        text = "".join(body for _, body in known.values())
        text += "\n".join(
            c.source for c in nbformat.read(_lesson_path(reference.lesson), as_version=4).cells
        )
        pattern = rf"assumption\s*\**\s*{reference.target}\b"
        return None if re.search(pattern, text, re.I) else f"{reference}: no such assumption"
    if reference.target not in known:
        return f"{reference}: the lesson has sections {sorted(known, key=_order)}"
    title, body = known[reference.target]
    if reference.quoted and reference.quoted.lower() not in body.lower():
        return f"{reference}: {reference.quoted!r} is not in §{reference.target} ({title!r})"
    return None


def _order(number: str) -> tuple[int, ...]:
    return tuple(int(part) for part in number.split("."))


def test_the_parser_reads_each_way_the_guide_points():
    text = (
        '| x | 10 §6 and Ex 10.4; 22 §8, "Why not the most likely arrangement?" |\n'
        "(lesson 22, §5 shows it; lesson 30 assumption 2; Exercises 20.1–20.3; "
        "exercise (11.1, 20.2, 30.1); 20 §1 (the assumption) and §3)"
    )
    found = [(r.lesson, r.kind, r.target, r.quoted) for r in references(text)]
    assert found == [
        ("10", "section", "6", ""),
        ("22", "section", "8", "Why not the most likely arrangement?"),
        ("10", "exercise", "10.4", ""),
        ("22", "section", "5", ""),
        ("20", "section", "1", ""),
        ("20", "section", "3", ""),
        ("20", "exercise", "20.1", ""),
        ("20", "exercise", "20.3", ""),
        ("11", "exercise", "11.1", ""),
        ("20", "exercise", "20.2", ""),
        ("30", "exercise", "30.1", ""),
        ("30", "assumption", "2", ""),
    ]
    assert references("see §4")[0].lesson == "?"


def test_a_wrong_reference_is_caught():
    wrong = [
        Reference("12", "section", "99"),
        Reference("22", "section", "5", quoted="Why not the most likely arrangement?"),
        Reference("10", "exercise", "10.99"),
        Reference("30", "assumption", "99"),
        Reference("?", "section", "3"),
    ]
    assert all(_problem(r) for r in wrong), [r for r in wrong if not _problem(r)]
    assert _problem(Reference("30", "section", "10.1")) is None
    assert _problem(Reference("20", "section", "2", quoted="hat-check")) is None


def test_sections_are_read_from_the_headings():
    found = sections("30")
    assert found["10.1"][0].startswith("Your class")
    assert "### 10.1" in found["10"][1]  # a subsection is part of its section
    assert "## 11." not in found["10"][1]


def test_every_reference_in_the_guide_resolves():
    found = references(_guide_text())
    assert len(found) > 40, "the guide's references were not found: has its wording changed?"
    checked = [r for r in found if r.lesson not in PENDING]
    problems = [p for r in checked if (p := _problem(r))]
    assert not problems, "\n".join(problems)


def _guide_cell(heading: str) -> str:
    (cell,) = [
        c.source
        for c in nbformat.read(GUIDE, as_version=4).cells
        if c.cell_type == "markdown" and c.source.startswith(heading)
    ]
    return cell


def test_the_one_rule_is_what_the_lessons_it_names_do():
    """Each section the guide names for comparing strategies compares them game by game,
    and lesson 22's overlapping intervals are where the guide says, at the number of games
    it says."""
    cell = _guide_cell("## Comparing two strategies")
    named = [r for r in references(cell) if r.kind == "section" and r.lesson not in PENDING]
    assert {r.lesson for r in named} >= {"12", "22"}
    for reference in named:
        _, body = sections(reference.lesson)[reference.target]
        assert re.search(r"game[- ]by[- ]game", body), f"{reference}: no game-by-game difference"
    games = re.search(r"lesson 22 §(\d+) shows it .*? at (\d+) games", cell)
    assert games, "the guide no longer says where lesson 22 shows overlapping intervals"
    _, body = sections("22")[games[1]]
    assert re.search(
        rf"At {games[2]} games the two players' own intervals still \*\*overlap\*\*", body
    )


def test_the_code_free_route_describes_the_worksheets_as_built():
    """The route's worksheet row names, per lesson, exactly its core exercises, and the
    sheet the kit builds for that lesson has the facts box, those exercises and a tally
    table; the "At the computer" mark the route tells teachers to look for is the sheet's."""
    from paper import page_text

    from tools.worksheets import sheet

    cell = _guide_cell("## A code-free route")
    row = next(line for line in cell.splitlines() if line.startswith("| worksheet |"))
    lessons = re.findall(r"lesson (\d\d): its core exercises (\d\d\.\d+)–(\d\d\.\d+)", row)
    assert len(lessons) == 3, row
    BANK.load_all()
    pages = []
    for number, first, last in lessons:
        path = _lesson_path(number)
        page = page_text(sheet.worksheet(nbformat.read(path, as_version=4), path.stem))
        pages.append(page)
        core = [k for k in BANK.keys(number) if BANK.get(k).level == "core"]
        assert (core[0], core[-1]) == (first, last), f"lesson {number}: core is {core}"
        assert "Facts for this sheet" in page
        assert re.search(r"Class experiment: .*Pooled \(whole class\)", page), number
        for key in core:
            assert f"(exercise {key})" in page, f"{key} has no box on the sheet"
    assert "At the computer" in cell and any("At the computer" in page for page in pages)
