"""The checks behind the accessibility tests (tests/widgets/test_accessibility_*.py).

Every :class:`~logo_kit.widgets.Board` subclass exported by ``logo_kit.widgets`` is in
``BOARD_CLASSES``; ``walk`` yields each widget a board displays with its parent box;
``parse_html`` is a tiny element tree for the HTML views; the colour, figure and
contrast checks raise AssertionError saying where and what is wrong, and return how
many elements they checked (so a test can see they looked at something).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

import ipywidgets as widgets
import plotly.graph_objects as go
from plotly.basedatatypes import BaseFigure

import logo_kit.widgets as boards
from logo_kit.widgets import Board, palette

BOARD_CLASSES = {
    name: value
    for name, value in vars(boards).items()
    if inspect.isclass(value) and issubclass(value, Board) and value is not Board
}
SAFE_COLOURSCALES = ("Cividis", "Viridis")
"""Named colourscales that are safe for colour-blind readers (perceptually uniform)."""


@dataclass
class Node:
    widget: widgets.Widget
    parent: widgets.Widget | None
    index: int


def walk(widget: widgets.Widget, parent=None, index: int = 0) -> Iterator[Node]:
    """Every widget displayed by ``widget``, with its parent box and its place in it."""
    yield Node(widget, parent, index)
    if isinstance(widget, widgets.Box):
        for i, child in enumerate(widget.children):
            yield from walk(child, widget, i)


def nodes_of(board: Board, kind: type | tuple[type, ...]) -> list[Node]:
    return [node for node in walk(board.widget) if isinstance(node.widget, kind)]


def where(board: Board, widget: widgets.Widget) -> str:
    names = [n for n, v in vars(board).items() if v is widget]
    return f"{type(board).__name__}.{names[0] if names else type(widget).__name__}"


# -- HTML: a tiny element tree --------------------------------------------------------------------
@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    parent: Element | None = None
    children: list[Element | str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text for c in self.children)

    def iter(self) -> Iterator[Element]:
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter()


_VOID = {"br", "hr", "img", "input", "meta", "link", "col", "wbr", "area", "source"}


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("root", {})
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        element = Element(tag, {k: v or "" for k, v in attrs}, self.current)
        self.current.children.append(element)
        if tag not in _VOID:
            self.current = element

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def parse_html(text: str) -> Element:
    builder = _TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root


# -- colours ---------------------------------------------------------------------------------------
_PALETTE = {value.lower() for value in palette.OKABE_ITO.values()}
_NAMED = {"black": (0, 0, 0), "white": (255, 255, 255), "grey": (128, 128, 128)}
_NAMED["gray"] = _NAMED["grey"]


def rgb(colour: str) -> tuple[int, int, int] | None:
    """'#D55E00', '#fff', 'rgb(1, 2, 3)', 'rgba(...)' or black/white/grey as (r, g, b)."""
    text = colour.strip().lower()
    if text in _NAMED:
        return _NAMED[text]
    if re.fullmatch(r"#[0-9a-f]{6}", text):
        return tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))
    if re.fullmatch(r"#[0-9a-f]{3}", text):
        return tuple(int(c * 2, 16) for c in text[1:])
    match = re.fullmatch(r"rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(,[^)]*)?\)", text)
    if match:
        return tuple(int(match.group(i)) for i in (1, 2, 3))
    return None


def achromatic(colour: str) -> bool:
    value = rgb(colour)
    return value is not None and max(value) - min(value) <= 8


def safe_colour(colour: str) -> bool:
    """An Okabe–Ito colour, or a grey/black/white (no hue to confuse)."""
    value = rgb(colour)
    if value is None:
        return False
    return "#{:02x}{:02x}{:02x}".format(*value) in _PALETTE or achromatic(colour)


def resolved_scale(name: str) -> tuple:
    return tuple(tuple(step) for step in go.Heatmap(colorscale=name).colorscale)


SAFE_SCALE_VALUES = {
    resolved_scale(name + suffix) for name in SAFE_COLOURSCALES for suffix in ("", "_r")
}


# -- what the HTML shows -------------------------------------------------------------------------
_BACKGROUND = re.compile(r"background(?:-color)?\s*:\s*([^;]+)", re.IGNORECASE)
COLOUR_TOKEN = re.compile(r"#[0-9a-fA-F]{3,6}\b|rgba?\([^)]*\)|\b[a-z]+\b")


def _background_colours(style: str) -> list[str]:
    """The colours an inline style paints the background with (gradients included)."""
    skip = {"linear", "radial", "gradient", "deg", "transparent", "none", "to", "left", "right"}
    return [
        token
        for value in _BACKGROUND.findall(style)
        for token in COLOUR_TOKEN.findall(value)
        if token.lower() not in skip
    ]


def check_html_never_colour_alone(text: str, context: str) -> int:
    """Check one HTML fragment; return how many coloured elements were seen."""
    coloured = 0
    for element in parse_html(text).iter():
        attrs = element.attrs
        assert "onclick" not in attrs, f"{context}: use a Button, not clickable HTML"
        if attrs.get("role") == "img":
            assert attrs.get("aria-label", "").strip(), f"{context}: role='img' needs aria-label"
            assert element.text.strip(), f"{context}: a card chip needs visible text"
        hues = [c for c in _background_colours(attrs.get("style", "")) if not achromatic(c)]
        if hues:
            coloured += 1
            if element.text.strip():
                continue
            assert attrs.get("aria-hidden") == "true", (
                f"{context}: a coloured <{element.tag}> with no text must be a decorative "
                f"swatch (aria-hidden='true') beside words that name it: {attrs}"
            )
            assert element.parent is not None and element.parent.text.strip(), (
                f"{context}: the swatch {attrs} needs words beside it"
            )
    return coloured


# -- plots -----------------------------------------------------------------------------------------
def _trace_colours(trace) -> tuple[list[str], list]:
    """(explicit colours, colourscales) a trace draws with."""
    colours: list[str] = []
    scales: list = []

    def add(value) -> None:
        if isinstance(value, str):
            colours.append(value)
        elif isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            colours.extend(value)

    for path in ("marker.color", "line.color", "marker.line.color", "fillcolor"):
        obj = trace
        for part in path.split("."):
            obj = getattr(obj, part, None) if obj is not None else None
            if obj is None:
                break
        if obj is not None:
            add(obj)
    for holder in (trace, getattr(trace, "marker", None)):
        scale = getattr(holder, "colorscale", None) if holder is not None else None
        if scale is not None:
            scales.append(tuple(tuple(step) for step in scale))
    return colours, scales


def figures_of(board: Board) -> list[BaseFigure]:
    """The board's plotly figures: the figures its ChartViews show (a board shows no
    FigureWidget: tests/widgets/test_chart_view.py)."""
    found = []
    for node in walk(board.widget):
        figure = getattr(node.widget, "figure", None)
        if isinstance(figure, BaseFigure):
            found.append(figure)
    return found


def check_figure(figure: BaseFigure, context: str) -> None:
    colorway = figure.layout.colorway
    safe_colorway = bool(colorway) and all(safe_colour(c) for c in colorway)
    for trace in figure.data:
        colours, scales = _trace_colours(trace)
        name = f"{context} trace {trace.name!r}"
        assert colours or scales or safe_colorway, (
            f"{name} has no colour of its own: plotly's default colours are not colour-blind "
            "safe; use widgets/common/palette.py"
        )
        for colour in colours:
            assert safe_colour(colour), f"{name} uses {colour!r}, not a palette colour"
        for scale in scales:
            assert scale in SAFE_SCALE_VALUES, f"{name}: use one of {SAFE_COLOURSCALES}"
        if len(figure.data) > 1:
            assert trace.name, f"{context}: name every trace (the legend says what it is)"
    for shape in figure.layout.shapes or ():
        for colour in (shape.line.color, shape.fillcolor):
            assert colour is None or safe_colour(colour), f"{context} shape uses {colour!r}"
    for note in figure.layout.annotations or ():
        colour = note.font.color
        assert colour is None or safe_colour(colour), f"{context} annotation uses {colour!r}"
    for axis in (figure.layout.xaxis, figure.layout.yaxis):
        assert axis.title.text, f"{context}: label both axes"


# -- contrast ---------------------------------------------------------------------------------
_COLOUR = re.compile(r"(?:^|;)\s*color\s*:\s*([^;]+)", re.IGNORECASE)


def luminance(colour: str) -> float:
    """WCAG relative luminance of a colour."""
    channels = [c / 255 for c in rgb(colour)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def check_contrast(ink: str, backgrounds: list[str], context: str) -> int:
    checked = 0
    for background in backgrounds:
        if rgb(background) is None or rgb(ink) is None:
            continue
        ratio = contrast(ink, background)
        assert ratio >= 4.5, f"{context}: {ink} on {background} has contrast {ratio:.2f} < 4.5"
        checked += 1
    return checked


def check_html_contrast(text: str, context: str) -> int:
    """Every element that sets both a text colour and a background reads at 4.5:1 or more."""
    checked = 0
    for element in parse_html(text).iter():
        style = element.attrs.get("style", "")
        inks = _COLOUR.findall(style)
        backgrounds = _background_colours(style)
        if inks and backgrounds:
            checked += check_contrast(inks[-1].strip(), backgrounds, context)
    return checked
