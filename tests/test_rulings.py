"""Every ruling the code cites is in ``docs/rulings.md``, and that document is well formed.

A ruling id is a letter and a number: L (LOGO), S (Logic & Lore, the "star"
game) or B (LOGO Billionaire), e.g. L6, S7, B4. What counts as a *citation*:

- In prose — a comment, a string or docstring of a ``.py`` file, a markdown
  cell, or a string or comment in a notebook code cell — any L or S id, alone
  or in a range ("S2–S4", "L1-L3", "S2–4"). Nothing else in the project is
  named L<n> or S<n>, so "(L10)", "per L10", "# L7", "the S9 start card" and
  "S9's young player" all count.
- A B id only where the context says it is a ruling, because B1–B14 are also
  the blue LOGO cards ("R1 B2 LOGO"): after the word ruling/rulings
  ("ruling B2", "rulings B1, B3–B5", "Ruling **B1**", "rulings (L1–L12 …,
  B1–B5 …)"); at the end of a parenthesis ("(B2)", "(one launch per turn,
  B2)"); after "per", "see", "cf." or "follow(s)"; first in a comment
  ("# B4", "# B3: two, one on PICK UP ONE"); in the "ruling" column of a
  markdown table; or in a list after a heading such as "Rulings implemented
  here: L1 decks, B4 trades, …".
- Code itself (names, numbers) is never a citation.

Files scanned: every ``.py`` under logo_kit/, widgets/, tests/, benchmarks/ and
tools/, every cell of notebooks/*.ipynb, the README and docs/*.md (except
rulings.md itself).
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULINGS = ROOT / "docs" / "rulings.md"
SCANNED_DIRS = ("logo_kit", "widgets", "tests", "benchmarks", "tools")
SERIES = ("L", "S", "B")  # the order of the games in docs/rulings.md
# The rulings the project started with (RULINGS.md of the project): the document
# may add ids after these, never drop one.
ORIGINAL = {"L": 12, "S": 9, "B": 5}

# -- finding citations ----------------------------------------------------------------

# One id or a range of ids: L6, S2–S4, S2-S4, S2–4 (en dash, em dash or hyphen), with
# markdown emphasis or code quotes allowed round it (**B1**, `L3`).
_ID_CORE = r"(?<!\w)[*`]{0,2}([LSB])(\d{1,2})(?:\s?[–—-]\s?([LSB])?(\d{1,2}))?[*`]{0,2}(?!\w)"
_ID_RE = re.compile(_ID_CORE)
_ID = re.sub(r"\((?!\?)", "(?:", _ID_CORE)  # the same without capturing groups
_SEP = r"\s*(?:,|;|/|&|\band\b|\bor\b)\s*"
# A list of ids: "L5, L6", "S2–S4, S7 and S8".
_LIST = rf"{_ID}(?:{_SEP}{_ID})*"
_LIST_RE = re.compile(_LIST)
_PURE_LIST_RE = re.compile(rf"\s*{_LIST}\s*\.?\s*")

_KEYWORD_RE = re.compile(r"\brulings?\b", re.IGNORECASE)
_PREPOSITION_RE = re.compile(rf"\b(?:per|see|cf\.?|follows?|following)\s+(?={_LIST})", re.I)
# "# B4", "# B4: text", "# B4 — text" (but not "# B3 is heavier", "# B1–B14 …")
_COMMENT_START_RE = re.compile(rf"#\s*(?={_LIST}(?:[:,;]|\s+[—–]\s|\s*$))", re.MULTILINE)
_PAREN_RE = re.compile(r"\(([^()]*)\)")


def _ids(text: str) -> Iterator[tuple[str, int]]:
    """The ids written in ``text`` with their offsets, ranges expanded (S2–S4: S2, S3, S4)."""
    for m in _ID_RE.finditer(text):
        letter, first, other, last = m.group(1), int(m.group(2)), m.group(3), m.group(4)
        if last is None or (other is not None and other != letter):
            # one id (an "L1–S3" is two ids, not a range)
            yield f"{letter}{first}", m.start()
            if last is not None:
                yield f"{other}{int(last)}", m.start(3)
            continue
        for number in range(first, max(first, int(last)) + 1):
            yield f"{letter}{number}", m.start()


def _b_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of ``text`` in which a B id is a ruling citation (see the module docstring)."""
    for m in _KEYWORD_RE.finditer(text):
        rest = text[m.end() :]
        lead = re.match(r"[\s:]*", rest).end()
        if rest[lead : lead + 1] == "(":  # "rulings (L1–L12 for LOGO, …, B1–B5 for …)"
            close = rest.find(")", lead)
            if close > 0:
                yield m.end() + lead, m.end() + close
            continue
        listed = _LIST_RE.match(rest, lead)
        if listed:  # "ruling L6", "rulings B1, B3–B5: …"
            yield m.end() + lead, m.end() + listed.end()
            continue
        # "Rulings implemented here: L1 decks per player count, L4 turns, …":
        # a short heading ending in a colon, then comma-separated items opening with an id.
        heading = re.match(r"[^.:\n]{0,40}:", rest)
        if heading:
            yield from _item_spans(text, m.end() + heading.end())
    for m in _PAREN_RE.finditer(text):
        chunks = re.split(r"[,;]", m.group(1))
        offset = m.end(1)
        for chunk in reversed(chunks):  # the trailing chunks that are only ids
            if not _PURE_LIST_RE.fullmatch(chunk):
                break
            offset -= len(chunk)
            yield offset, offset + len(chunk)
            offset -= 1
    yield from _table_spans(text)
    for pattern in (_PREPOSITION_RE, _COMMENT_START_RE):
        for m in pattern.finditer(text):
            listed = _LIST_RE.match(text, m.end())
            yield m.end(), listed.end()


def _table_spans(text: str) -> Iterator[tuple[int, int]]:
    """The cells of a markdown table's "ruling" column."""
    columns: list[int] = []
    position = 0
    for line in text.splitlines(keepends=True):
        row = line.strip()
        if not row.startswith("|"):
            columns = []
        else:
            cells = row.strip("|").split("|")
            if not columns:  # a header row
                columns = [i for i, cell in enumerate(cells) if _KEYWORD_RE.search(cell)] or [-1]
            else:
                start = position + line.index("|") + 1
                for i, cell in enumerate(cells):
                    if i in columns:
                        yield start, start + len(cell)
                    start += len(cell) + 1
        position += len(line)


def _item_spans(text: str, start: int) -> Iterator[tuple[int, int]]:
    """The ids opening each comma-separated item from ``start`` to the end of the sentence."""
    end = re.compile(r"\.(?:\s|$)").search(text, start)
    stop = len(text) if end is None else end.start()
    position = start
    for chunk in text[start:stop].split(","):
        opening = _LIST_RE.match(chunk, len(chunk) - len(chunk.lstrip()))
        if opening is None:
            return
        yield position, position + opening.end()
        position += len(chunk) + 1


def citations_in_prose(text: str) -> Iterator[tuple[str, int]]:
    """``(id, offset)`` of every citation in a piece of prose (comment, string, markdown)."""
    b_spans = list(_b_spans(text))
    for ruling, offset in _ids(text):
        if ruling[0] != "B" or any(a <= offset < b for a, b in b_spans):
            yield ruling, offset


def _prose_of_python(source: str) -> Iterator[tuple[str, int]]:
    """``(text, first line)`` of each comment and string of a Python source."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        yield source, 1  # not Python (e.g. a notebook cell with a magic): all of it is prose
        return
    prose = (tokenize.COMMENT, tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", -1))
    for token in tokens:
        if token.type in prose:
            yield token.string, token.start[0]


@dataclass(frozen=True)
class Citation:
    ruling: str
    where: str  # "path:line", or "notebook.ipynb:cell 3:line" (cells counted from 0)
    text: str  # the line, for messages

    def __str__(self) -> str:
        return f"{self.where}: cites {self.ruling}: {self.text}"


def citations(text: str, where: str, *, python: bool) -> Iterator[Citation]:
    """Every ruling citation in one text (``python``: only its comments and strings count)."""
    if _ID_RE.search(text) is None:
        return  # no id anywhere: nothing to tokenize (most files; keeps the scan quick)
    pieces = _prose_of_python(text) if python else [(text, 1)]
    for piece, first_line in pieces:
        lines = piece.splitlines() or [""]
        for ruling, offset in citations_in_prose(piece):
            row = piece.count("\n", 0, offset)
            yield Citation(ruling, f"{where}:{first_line + row}", lines[row].strip()[:120])


def scanned_files(root: Path = ROOT) -> Iterator[Path]:
    """The files whose citations are checked, under ``root`` (the repository)."""
    for folder in SCANNED_DIRS:
        yield from sorted((root / folder).rglob("*.py"))
    yield from sorted((root / "notebooks").glob("*.ipynb"))
    yield from sorted(root.glob("README.md"))
    yield from sorted(p for p in (root / "docs").glob("*.md") if p.name != RULINGS.name)


def all_citations(root: Path = ROOT) -> Iterator[Citation]:
    """Every citation in the scanned files of ``root``."""
    for path in scanned_files(root):
        if ".ipynb_checkpoints" in path.parts:
            continue
        name = path.relative_to(root).as_posix()
        if path.suffix == ".ipynb":
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            for number, cell in enumerate(cells):
                source = "".join(cell["source"])
                code = cell["cell_type"] == "code"
                yield from citations(source, f"{name}:cell {number}", python=code)
        else:
            text = path.read_text(encoding="utf-8")
            yield from citations(text, name, python=path.suffix == ".py")


def missing(found: Iterator[Citation], known: set[str]) -> list[Citation]:
    """The citations of ids that ``known`` (the document's ids) lacks."""
    return [c for c in found if c.ruling not in known]


# -- reading docs/rulings.md ----------------------------------------------------------

_HEADING_RE = re.compile(r"^(#{1,6}) (.*)$", re.MULTILINE)
_RULING_HEADING_RE = re.compile(r"([LSB])(\d{1,2}) \S")


@dataclass(frozen=True)
class Entry:
    ruling: str
    title: str
    body: str

    def field(self, name: str) -> str:
        """The text of the ``- **Name:**`` item of the entry ('' if it has none)."""
        m = re.search(
            rf"^- \*\*{name}:\*\*(.*?)(?=^- \*\*|\Z)", self.body, re.MULTILINE | re.DOTALL
        )
        return "" if m is None else " ".join(m.group(1).split())


def entries(text: str) -> list[Entry]:
    """The rulings of the document: every ``#### <id> <title>`` section, in order."""
    headings = list(_HEADING_RE.finditer(text))
    found = []
    for i, heading in enumerate(headings):
        if heading.group(1) != "####":
            continue
        m = _RULING_HEADING_RE.match(heading.group(2))
        assert m, f"docs/rulings.md: a #### heading is a ruling, '<id> <title>': {heading[0]!r}"
        end = headings[i + 1].start() if i + 1 < len(headings) else len(text)
        found.append(Entry(f"{m[1]}{int(m[2])}", heading.group(2), text[heading.end() : end]))
    return found


@pytest.fixture(scope="module")
def document() -> list[Entry]:
    return entries(RULINGS.read_text(encoding="utf-8"))


# -- the document ---------------------------------------------------------------------


def test_the_document_lists_each_id_once_in_order(document):
    ids = [e.ruling for e in document]
    letters = [i[0] for i in ids]
    assert letters == sorted(letters, key=SERIES.index), "LOGO (L), then Logic & Lore (S), then B"
    for letter in SERIES:
        numbers = [int(i[1:]) for i in ids if i[0] == letter]
        expected = list(range(1, len(numbers) + 1))
        assert numbers == expected, f"{letter} rulings must run {letter}1, {letter}2, … once each"
        assert len(numbers) >= ORIGINAL[letter], f"{letter}1–{letter}{ORIGINAL[letter]} are kept"


def test_every_ruling_has_a_sheet_sentence_and_a_reading(document):
    for entry in document:
        for name in ("Sheet", "Reading"):
            assert len(entry.field(name)) >= 10, f"ruling {entry.title!r} needs a {name} item"


def test_every_later_ruling_says_where_the_code_makes_it(document):
    for entry in document:
        if int(entry.ruling[1:]) > ORIGINAL[entry.ruling[0]]:
            assert ".py" in entry.field("Code"), f"ruling {entry.title!r} needs a Code item"


# -- the citations --------------------------------------------------------------------


def check_citations(known: set[str], root: Path = ROOT) -> int:
    """Fail, naming file and line, if a file under ``root`` cites an id not in ``known``;
    return how many citations were checked."""
    found = list(all_citations(root))
    lacking = missing(iter(found), known)
    assert not lacking, "ids cited but not in docs/rulings.md:\n" + "\n".join(map(str, lacking))
    return len(found)


def test_every_cited_ruling_is_in_the_document(document):
    checked = check_citations({e.ruling for e in document})
    assert checked > 100, "the scanner found almost no citations: is it broken?"


# -- the scanner itself ---------------------------------------------------------------

# Made-up ids, built so that this file does not cite them itself.
UNKNOWN_L, UNKNOWN_S, UNKNOWN_B = ("L" + "99"), ("S" + "98"), ("B" + "97")


def test_a_made_up_id_is_reported_with_file_and_line(tmp_path, document):
    (tmp_path / "logo_kit").mkdir()
    (tmp_path / "logo_kit" / "fake.py").write_text(
        f'"""A module."""\n\nx = 1  # ruling {UNKNOWN_L}: not a real ruling\ny = 2  # ruling L6\n'
    )
    (tmp_path / "notebooks").mkdir()
    notebook = {
        "cells": [
            {"cell_type": "markdown", "source": ["# Lesson\n", f"Ruling **{UNKNOWN_B}** says…"]},
            {"cell_type": "code", "source": [f'print("asked in order ({UNKNOWN_S})")']},
        ]
    }
    (tmp_path / "notebooks" / "lesson.ipynb").write_text(json.dumps(notebook))
    known = {e.ruling for e in document}
    report = [str(c) for c in missing(all_citations(tmp_path), known)]
    assert report == [
        f"logo_kit/fake.py:3: cites {UNKNOWN_L}: # ruling {UNKNOWN_L}: not a real ruling",
        f"notebooks/lesson.ipynb:cell 0:2: cites {UNKNOWN_B}: Ruling **{UNKNOWN_B}** says…",
        f'notebooks/lesson.ipynb:cell 1:1: cites {UNKNOWN_S}: "asked in order ({UNKNOWN_S})"',
    ]
    with pytest.raises(AssertionError, match=f"lesson.ipynb:cell 1:1: cites {UNKNOWN_S}"):
        check_citations(known, tmp_path)


def cited(text: str, python: bool = False) -> list[str]:
    return [c.ruling for c in citations(text, "x", python=python)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("# ruling L6", ["L6"]),
        ("rulings L5, L6", ["L5", "L6"]),
        ("rulings S2–S4, S7 and S8", ["S2", "S3", "S4", "S7", "S8"]),
        ("rulings S2-S4", ["S2", "S3", "S4"]),
        ("(S2–4)", ["S2", "S3", "S4"]),
        ("skipping Jumps (L7, L9).", ["L7", "L9"]),
        ("never an action, L4)", ["L4"]),
        ("# ruling L7/L9: a pending Jump", ["L7", "L9"]),
        ("eliminations follow L11", ["L11"]),
        ("the S9 start card; S9's young player", ["S9", "S9"]),
        ("# -- S2 / S3: the two orders", ["S2", "S3"]),
        ("Ruling **B1** fixes", ["B1"]),
        ("(rulings B1, B3–B5)", ["B1", "B3", "B4", "B5"]),
        ("with the first card always drawn (B2).", ["B2"]),
        ("(one launch per turn, B2)", ["B2"]),
        ("each turn per B2–B4, games end", ["B2", "B3", "B4"]),
        ("x  # B4: 30M to the other player", ["B4"]),
        ("x  # B2", ["B2"]),
        ("rulings (L1–L2 for LOGO, S1 for …, B1–B2 for …)", ["L1", "L2", "S1", "B1", "B2"]),
        (
            "Rulings here: L1 decks, B4 trades and\nthe rest, B5 money. B3 is a card.",
            ["L1", "B4", "B5"],
        ),
        ("| field | ruling |\n|---|---|\n| `a` | B3 |\n| `b` | — (not a rule) |", ["B3"]),
        # B1–B14 are also the blue LOGO cards: without a ruling context they are cards.
        ("R1 R2 B2 LOGO", []),
        ("three hands (R14, B14 or G14), none", []),
        ("# Shed the heaviest card of another colour: B3 (R2 is lighter).", []),
        ("# B3 is heavier than R2", []),
        ("| card | value |\n|---|---|\n| B3 | 3 |", []),
        ("R1B2 = 3; L10x, xS7, S123", []),
    ],
)
def test_the_scanner_reads_each_citation_form(text, expected):
    assert cited(text) == expected


def test_only_the_comments_and_strings_of_python_are_read():
    source = 'S7 = 1  # ruling L6\nx = S7 + L2\ny = "rulings L1, L2"\n'
    assert cited(source, python=True) == ["L6", "L1", "L2"]
    lines = [c.where for c in citations(source, "m.py", python=True)]
    assert lines == ["m.py:1", "m.py:3", "m.py:3"]
