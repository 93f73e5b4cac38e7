"""How big every piece of text prints in a PDF, read from the PDF itself.

A photocopied worksheet is only as readable as its smallest type, so the build
and the tests read the printed PDF (not the CSS) and find every run of text
under 9 pt. Chromium writes plain PDF 1.4: numbered objects, Flate-compressed
page content, Type0 fonts with a ToUnicode map. This module follows the
content stream's graphics state (``q``/``Q``, ``cm``), text state (``Tf``,
``Tm``, ``Td``, ``TD``, ``T*``, ``TL``) and Form XObjects far enough to know, for
each string shown, its font size on the page in points and its text.

>>> pdf = _tiny_pdf(b"BT /F1 8 Tf 1 0 0 1 72 700 Tm (Hi) Tj ET", scale=1.25)
>>> [(round(run.size, 2), run.text) for run in runs(pdf)]
[(10.0, 'Hi')]
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass

__all__ = ["Run", "runs", "smallest"]

SMALLEST_PT = 9.0
"""The smallest type a worksheet or key may print (a photocopy stays readable)."""

_NUMBER = re.compile(rb"[-+]?(?:\d+\.?\d*|\.\d+)")
_OBJECT = re.compile(rb"(\d+)\s+0\s+obj\b(.*?)\bendobj", re.S)
_STREAM = re.compile(rb"^(.*?)\bstream\r?\n(.*)\bendstream\s*$", re.S)
_TOKEN = re.compile(
    rb"/[^\s/\[\]()<>{}%]*"  # a name
    rb"|\((?:\\.|[^\\()]|\((?:\\.|[^\\()])*\))*\)"  # a literal string (one level of nesting)
    rb"|<<|>>|<[0-9A-Fa-f\s]*>"  # dictionary brackets, a hex string
    rb"|\[|\]"
    rb"|[-+]?(?:\d+\.?\d*|\.\d+)"  # a number
    rb"|[A-Za-z'\"*][A-Za-z0-9*'\"]*"  # an operator
)


@dataclass(frozen=True)
class Run:
    """One string shown on a page: its page (from 1), size in points and text."""

    page: int
    size: float
    text: str


def _objects(pdf: bytes) -> dict[int, bytes]:
    return {int(number): body.strip() for number, body in _OBJECT.findall(pdf)}


def _stream(body: bytes) -> tuple[bytes, bytes]:
    """(dictionary, decoded data) of a stream object."""
    found = _STREAM.match(body)
    if not found:
        return body, b""
    head, data = found[1], found[2]
    length = re.search(rb"/Length\s+(\d+)(?!\s+0\s+R)", head)
    if length:
        data = data[: int(length[1])]
    if b"/FlateDecode" in head:
        data = zlib.decompress(data)
    return head, data


def _ref(head: bytes, key: bytes) -> int | None:
    found = re.search(rb"/" + key + rb"\s+(\d+)\s+0\s+R", head)
    return int(found[1]) if found else None


def _subdict(text: bytes, key: bytes, objects: dict[int, bytes]) -> bytes:
    """The dictionary under ``/key`` (inline, or the object it refers to)."""
    at = re.search(rb"/" + key + rb"\s*(<<|\d+\s+0\s+R)", text)
    if not at:
        return b""
    if at[1] != b"<<":
        return objects.get(int(at[1].split()[0]), b"")
    depth, index = 0, at.start(1)
    while index < len(text):
        if text.startswith(b"<<", index):
            depth += 1
            index += 2
        elif text.startswith(b">>", index):
            depth -= 1
            index += 2
            if depth == 0:
                return text[at.start(1) : index]
        else:
            index += 1
    return text[at.start(1) :]


def _names(dictionary: bytes) -> dict[bytes, int]:
    return {
        name: int(number)
        for name, number in re.findall(rb"/([^\s/<>\[\]]+)\s+(\d+)\s+0\s+R", dictionary)
    }


def _unicode_map(objects: dict[int, bytes], font: int) -> dict[int, str]:
    """A Type0 font's ToUnicode map: glyph code → text."""
    number = _ref(objects.get(font, b""), b"ToUnicode")
    if number is None:
        return {}
    _, cmap = _stream(objects[number])
    table: dict[int, str] = {}

    def text(hexes: bytes) -> str:
        raw = bytes.fromhex(hexes.decode())
        return raw.decode("utf-16-be", errors="replace")

    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for code, value in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            table[int(code, 16)] = text(value)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for low, high, value in re.findall(
            rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block
        ):
            first = text(value)
            for offset, code in enumerate(range(int(low, 16), int(high, 16) + 1)):
                table[code] = first[:-1] + chr(ord(first[-1]) + offset) if first else ""
    return table


def _string_bytes(token: bytes) -> bytes:
    if token.startswith(b"<"):
        return bytes.fromhex(re.sub(rb"\s", b"", token[1:-1]).decode() or "")
    body = token[1:-1]
    return re.sub(
        rb"\\(.)", lambda m: {b"n": b"\n", b"r": b"\r", b"t": b"\t"}.get(m[1], m[1]), body
    )


def _decode(raw: bytes, mapping: dict[int, str], wide: bool) -> str:
    if not wide:
        return "".join(mapping.get(byte, chr(byte)) for byte in raw)
    codes = [int.from_bytes(raw[i : i + 2], "big") for i in range(0, len(raw) - 1, 2)]
    return "".join(mapping.get(code, "?") for code in codes)


def _multiply(a: tuple, b: tuple) -> tuple:
    """The product a × b of two PDF matrices [a b c d e f]."""
    return (
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    )


_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


class _Fonts:
    def __init__(self, objects: dict[int, bytes]) -> None:
        self.objects = objects
        self._maps: dict[int, dict[int, str]] = {}

    def lookup(self, resources: bytes, name: bytes) -> tuple[dict[int, str], bool]:
        number = _names(_subdict(resources, b"Font", self.objects)).get(name)
        if number is None:
            return {}, False
        if number not in self._maps:
            self._maps[number] = _unicode_map(self.objects, number)
        return self._maps[number], b"/Type0" in self.objects.get(number, b"")


def _show(
    content: bytes, resources: bytes, ctm: tuple, page: int, fonts: _Fonts, found: list[Run]
) -> None:
    stack: list[tuple] = []
    operands: list[bytes] = []
    text_matrix = line_matrix = _IDENTITY
    font: tuple[dict[int, str], bool] = ({}, False)
    size = leading = 0.0

    def shown(raw: bytes) -> None:
        m = _multiply(text_matrix, ctm)
        scale = (m[2] ** 2 + m[3] ** 2) ** 0.5  # the length of the text's "up" vector
        text = _decode(raw, *font)
        if text.strip():
            found.append(Run(page=page, size=abs(size) * scale, text=text))

    def newline(dx: float, dy: float) -> None:
        nonlocal text_matrix, line_matrix
        line_matrix = _multiply((1, 0, 0, 1, dx, dy), line_matrix)
        text_matrix = line_matrix

    for token in _TOKEN.findall(content):
        head = token[:1]
        if head in b"/([<]" or head in b"-+.0123456789" or token in (b"<<", b">>"):
            operands.append(token)
            continue
        numbers = [float(o) for o in operands if _NUMBER.fullmatch(o)]
        if token == b"q":
            stack.append(ctm)
        elif token == b"Q" and stack:
            ctm = stack.pop()
        elif token == b"cm" and len(numbers) >= 6:
            ctm = _multiply(tuple(numbers[-6:]), ctm)
        elif token == b"BT":
            text_matrix = line_matrix = _IDENTITY
        elif token == b"Tf" and len(operands) >= 2:
            font = fonts.lookup(resources, operands[-2][1:])
            size = numbers[-1] if numbers else 0.0
        elif token == b"TL" and numbers:
            leading = numbers[-1]
        elif token == b"Tm" and len(numbers) >= 6:
            text_matrix = line_matrix = tuple(numbers[-6:])
        elif token in (b"Td", b"TD") and len(numbers) >= 2:
            if token == b"TD":
                leading = -numbers[-1]
            newline(numbers[-2], numbers[-1])
        elif token == b"T*":
            newline(0, -leading)
        elif token in (b"Tj", b"'", b'"') and operands:
            if token != b"Tj":
                newline(0, -leading)
            shown(_string_bytes(operands[-1]))
        elif token == b"TJ":
            parts = [_string_bytes(o) for o in operands if o[:1] in b"(<" and o != b"<<"]
            shown(b"".join(parts))
        elif token == b"Do" and operands:
            _form(operands[-1][1:], resources, ctm, page, fonts, found)
        operands = []


def _form(
    name: bytes, resources: bytes, ctm: tuple, page: int, fonts: _Fonts, found: list[Run]
) -> None:
    number = _names(_subdict(resources, b"XObject", fonts.objects)).get(name)
    body = fonts.objects.get(number or -1, b"")
    if b"/Form" not in body:
        return  # an image
    head, content = _stream(body)
    matrix = re.search(rb"/Matrix\s*\[([^\]]*)\]", head)
    if matrix:
        ctm = _multiply(tuple(float(x) for x in matrix[1].split()), ctm)
    inner = _subdict(head, b"Resources", fonts.objects) or resources
    _show(content, inner, ctm, page, fonts, found)


def runs(pdf: bytes) -> list[Run]:
    """Every string the PDF shows, with its page, its size on the page (pt) and its text."""
    objects = _objects(pdf)
    fonts = _Fonts(objects)
    pages = [
        number
        for number, body in sorted(objects.items())
        if re.search(rb"/Type\s*/Page(?![a-zA-Z])", body)
    ]
    kids = re.search(
        rb"/Kids\s*\[([^\]]*)\]",
        b"".join(body for body in objects.values() if re.search(rb"/Type\s*/Pages\b", body)),
    )
    if kids:  # the document's page order
        order = [int(n) for n in re.findall(rb"(\d+)\s+0\s+R", kids[1])]
        pages = [n for n in order if n in pages] or pages
    found: list[Run] = []
    for index, number in enumerate(pages, start=1):
        body = objects[number]
        resources = _subdict(body, b"Resources", objects)
        contents = re.search(rb"/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)", body)
        if not contents:
            continue
        streams = [int(n) for n in re.findall(rb"(\d+)\s+0\s+R", contents[1])]
        content = b"\n".join(_stream(objects[n])[1] for n in streams if n in objects)
        _show(content, resources, _IDENTITY, index, fonts, found)
    merged: list[Run] = []
    for run in found:  # glyph by glyph, as Chromium often writes them, into strings
        last = merged[-1] if merged else None
        if last and last.page == run.page and abs(last.size - run.size) < 0.01:
            merged[-1] = Run(page=run.page, size=last.size, text=last.text + run.text)
        else:
            merged.append(run)
    return merged


def smallest(pdf: bytes, below: float = SMALLEST_PT, *, slack: float = 0.05) -> list[Run]:
    """The runs printed smaller than ``below`` points (less ``slack`` for rounding)."""
    return [run for run in runs(pdf) if run.size < below - slack]


def _tiny_pdf(content: bytes, scale: float = 1.0) -> bytes:
    """A one-page PDF with a Helvetica font and ``content`` drawn under a scaling ``cm``
    (for the doctest and the tests)."""
    page = b"%g 0 0 %g 0 0 cm\n" % (scale, scale) + content
    return b"\n".join(
        [
            b"%PDF-1.4",
            b"1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj",
            b"2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj",
            b"3 0 obj <</Type /Page /Parent 2 0 R /Resources <</Font <</F1 4 0 R>>>> "
            b"/Contents 5 0 R>> endobj",
            b"4 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj",
            b"5 0 obj <</Length %d>> stream\n" % len(page) + page + b"\nendstream endobj",
            b"%%EOF",
        ]
    )
