"""Accessibility of every board, checked headlessly.

Every :class:`~logo_kit.widgets.Board` subclass exported by ``logo_kit.widgets``
is built with its default arguments and its widget tree is walked:

- every button has text (a description, or at least a tooltip) — a screen
  reader names a button by its text;
- every value control (text boxes, number boxes, sliders, dropdowns,
  checkboxes, toggle buttons, ...) has a description, which ipywidgets turns
  into a ``<label>`` tied to the input, or stands right after a Label/HTML in
  an HBox; choices have non-empty option labels;
- a text box is submitted by a button beside it (or commits on Enter), so
  typing never needs the mouse;
- nothing is told by colour alone: every card chip (``role='img'``) says
  what it is in its text and its ``aria-label``; any element with a coloured
  background has text of its own or is a decorative swatch (``aria-hidden``)
  inside text that names it;
- actions are real buttons (no clickable ``onclick`` HTML the keyboard cannot
  reach);
- plotly figures draw with colours from ``widgets/common/palette.py`` (Okabe–Ito) or
  achromatic greys, or a colour-blind-safe colourscale (Cividis, Viridis);
  every trace of a multi-trace figure is named and both axes are titled;
- text is readable: wherever HTML (or a clickable card) sets both a text colour and
  a background, their contrast is at least 4.5:1 (WCAG AA), on every colour of a
  gradient;
- the clickable card rows (:class:`~logo_kit.widgets.common.card_row.CardRow`) name
  themselves and every card in words, with help text saying how to use them;
- a group of buttons that is one Tab stop (:func:`~logo_kit.widgets.common.roving.button_group`)
  has a name and a role, and holds buttons (a toolbar) or one choice (a radio group).

The card-chip helpers of each game are also checked over every card, and a
Risky Business launch is driven to a BUST to see the BUST card labelled.
Keyboard use in a real browser is tests/browser/test_keyboard.py.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

import ipywidgets as widgets
import plotly.graph_objects as go
import pytest
from plotly.basedatatypes import BaseFigure

import logo_kit.widgets as boards
from logo_kit.billionaire.board import CATEGORIES
from logo_kit.billionaire.deck import BUST
from logo_kit.logo import standard_deck
from logo_kit.logo.cards import Color
from logo_kit.lore.lanes import Layout
from logo_kit.widgets import Board, palette
from logo_kit.widgets.billionaire.chips import category_chip, risky_card_chip
from logo_kit.widgets.billionaire.risky_business import RiskyBusinessBoard
from logo_kit.widgets.common.card_row import CardRow
from logo_kit.widgets.common.roving import GROUP_CLASS, ROLES, RovingFocus, controls_of
from logo_kit.widgets.logo import COLOR_WORDS, card_chip
from logo_kit.widgets.lore.cards import card_chip as lore_card_chip

BOARD_CLASSES = {
    name: value
    for name, value in vars(boards).items()
    if inspect.isclass(value) and issubclass(value, Board) and value is not Board
}
SAFE_COLOURSCALES = ("Cividis", "Viridis")
"""Named colourscales that are safe for colour-blind readers (perceptually uniform)."""

_DISPLAY_ONLY = (widgets.Label, widgets.HTML, widgets.HTMLMath)
_TEXT_INPUTS = (widgets.Text, widgets.Textarea)  # Password and Combobox are Text subclasses


# -- the boards, built once each ----------------------------------------------------------------
def test_the_boards_are_found():
    # The five boards of the first delivery; boards added later join automatically.
    first = {
        "DealHandBoard",
        "HandLabBoard",
        "StarLineBoard",
        "RiskyBusinessBoard",
        "BoardroomBoard",
    }
    assert first <= set(BOARD_CLASSES)


@pytest.fixture(scope="module", params=sorted(BOARD_CLASSES))
def board(request) -> Board:
    return BOARD_CLASSES[request.param]()  # default arguments only


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


def _resolved_scale(name: str) -> tuple:
    return tuple(tuple(step) for step in go.Heatmap(colorscale=name).colorscale)


SAFE_SCALE_VALUES = {
    _resolved_scale(name + suffix) for name in SAFE_COLOURSCALES for suffix in ("", "_r")
}


def test_the_colour_helpers():
    assert safe_colour("#D55E00") and safe_colour("rgb(0, 114, 178)") and safe_colour("#444")
    assert safe_colour("white") and safe_colour("#e5e5e5")
    assert not safe_colour("#636efa")  # plotly's default blue is not in the palette
    assert not safe_colour("red") and not safe_colour("#ff0000")
    assert _resolved_scale("Cividis") in SAFE_SCALE_VALUES
    assert _resolved_scale("Jet") not in SAFE_SCALE_VALUES


# -- controls ------------------------------------------------------------------------------------
def test_every_button_has_text(board):
    buttons = nodes_of(board, widgets.Button)
    assert buttons, f"{type(board).__name__} has no button for its main action"
    for node in buttons:
        button = node.widget
        assert button.description.strip() or button.tooltip.strip(), (
            f"{where(board, button)}: a button needs a description (or at least a tooltip)"
        )


def _label_before(node: Node) -> str:
    parent = node.parent
    if not isinstance(parent, widgets.HBox) or node.index == 0:
        return ""
    before = parent.children[node.index - 1]
    if not isinstance(before, _DISPLAY_ONLY):
        return ""
    return parse_html(before.value).text.strip()


def test_every_value_control_is_labelled(board):
    controls = [
        node
        for node in walk(board.widget)
        if isinstance(node.widget, widgets.ValueWidget)
        and not isinstance(node.widget, _DISPLAY_ONLY)
    ]
    assert controls, f"{type(board).__name__} has no controls?"
    for node in controls:
        control = node.widget
        description = getattr(control, "description", "") or ""
        assert description.strip() or _label_before(node), (
            f"{where(board, control)} ({type(control).__name__}) needs a description, or a "
            "Label/HTML right before it in an HBox"
        )
        labels = getattr(control, "_options_labels", None)
        if labels is not None:
            assert all(str(label).strip() for label in labels), (
                f"{where(board, control)}: every choice needs a label, got {labels!r}"
            )


def _commits_on_enter(text: widgets.Widget) -> bool:
    observers = text._trait_notifiers.get("value", {}).get("change", [])
    return not text.continuous_update and bool(observers)


def test_text_boxes_are_submitted_with_a_button_or_enter(board):
    for node in nodes_of(board, _TEXT_INPUTS):
        siblings = node.parent.children if node.parent is not None else ()
        has_button = any(isinstance(s, widgets.Button) for s in siblings)
        assert has_button or _commits_on_enter(node.widget), (
            f"{where(board, node.widget)}: a text box needs a button beside it (or to commit "
            "on Enter), so it can be used from the keyboard"
        )


# -- what the HTML shows -------------------------------------------------------------------------
_BACKGROUND = re.compile(r"background(?:-color)?\s*:\s*([^;]+)", re.IGNORECASE)
_COLOUR_TOKEN = re.compile(r"#[0-9a-fA-F]{3,6}\b|rgba?\([^)]*\)|\b[a-z]+\b")


def _background_colours(style: str) -> list[str]:
    """The colours an inline style paints the background with (gradients included)."""
    skip = {"linear", "radial", "gradient", "deg", "transparent", "none", "to", "left", "right"}
    return [
        token
        for value in _BACKGROUND.findall(style)
        for token in _COLOUR_TOKEN.findall(value)
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


def test_html_never_tells_by_colour_alone(board):
    for node in nodes_of(board, (widgets.HTML, widgets.HTMLMath, widgets.Label)):
        check_html_never_colour_alone(node.widget.value, where(board, node.widget))


def test_board_card_chips_carry_text(board):
    for node in nodes_of(board, widgets.HTML):
        for element in parse_html(node.widget.value).iter():
            classes = element.attrs.get("class", "").split()
            if any(re.search(r"(^|-)(card|brand|chip)$", c) for c in classes):
                assert element.text.strip(), f"{where(board, node.widget)}: {classes} chip"


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


def test_plots_use_colour_blind_safe_colours(board):
    for figure in figures_of(board):
        check_figure(figure, where(board, figure))


def test_the_figure_check_catches_default_colours():
    bad = go.Figure(go.Bar(x=[1], y=[1]), layout={"xaxis_title": "x", "yaxis_title": "y"})
    with pytest.raises(AssertionError, match="no colour of its own"):
        check_figure(bad, "bad")
    jet = go.Figure(go.Heatmap(z=[[1]], colorscale="Jet"), {"xaxis_title": "x", "yaxis_title": "y"})
    with pytest.raises(AssertionError, match="Cividis"):
        check_figure(jet, "jet")
    good = go.Figure(
        go.Bar(x=[1], y=[1], marker_color=palette.HIGHLIGHT),
        layout={"xaxis_title": "x", "yaxis_title": "y"},
    )
    check_figure(good, "good")


def test_the_html_check_catches_colour_alone():
    swatch = "<span style='background:#D55E00;width:1em'></span>"
    with pytest.raises(AssertionError, match="decorative"):
        check_html_never_colour_alone(f"<div>{swatch}</div>", "bare swatch")
    with pytest.raises(AssertionError, match="aria-label"):
        check_html_never_colour_alone("<span role='img'>R7</span>", "no aria-label")
    with pytest.raises(AssertionError, match="Button"):
        check_html_never_colour_alone("<span onclick='go()'>go</span>", "clickable")
    decorative = swatch.replace("<span ", "<span aria-hidden='true' ")
    assert check_html_never_colour_alone(f"<th>{decorative}red (R)</th>", "named") == 1


# -- the card chips of each game, over every card -------------------------------------------------
def _only_element(text: str) -> Element:
    return next(e for e in parse_html(text).iter() if e.tag != "root")


def test_logo_cards_carry_their_letter_or_name():
    for card in set(standard_deck()):
        chip = _only_element(card_chip(card))
        text, label = chip.text.strip(), chip.attrs["aria-label"]
        assert text == str(card)
        if card.is_wild:
            assert text == "LOGO" and "wild" in label
        elif card.color in (Color.RED, Color.GREEN, Color.BLUE):
            # red and green look alike to many: the letter tells them apart
            assert text[0] == card.color.value and text[1:] == str(card.number)
            assert label == f"{COLOR_WORDS[card.color]} {card.number}"
        else:
            assert "black" in label
        check_html_never_colour_alone(card_chip(card), str(card))


def test_star_line_chips_say_what_they_are():
    layout = Layout(blackholes=2)
    down = _only_element(lore_card_chip(3, 3, value=None, layout=layout))
    assert "card 3" in down.text and "?" in down.text and "face down" in down.attrs["aria-label"]
    for value in layout.values:
        chip = lore_card_chip(4, 4, value=value, layout=layout, picked=True, verdict=False)
        text = parse_html(chip).text
        if layout.is_blackhole_value(value):
            assert "blackhole" in text.lower()
        else:
            assert str(value) in text
        assert "picked" in text and "wrong" in text  # marks in words too, not only a border
        check_html_never_colour_alone(chip, f"lore value {value}")


def test_risky_business_cards_say_bust_in_words():
    bust = _only_element(risky_card_chip(BUST))
    assert bust.text == "BUST" and "BUST" in bust.attrs["aria-label"]
    for value in (10, 20, 30, 50, 100):
        chip = _only_element(risky_card_chip(value))
        assert chip.text == f"{value}M" and chip.attrs["aria-label"] == f"{value} million"


def test_a_bust_on_the_board_is_labelled():
    # A two-card deck, one BUST: find a seed whose shuffle puts the BUST first.
    seed = next(
        s
        for s in range(50)
        if RiskyBusinessBoard(deck="custom", custom="10:1", custom_busts=1, seed=s).order[0] == BUST
    )
    board = RiskyBusinessBoard(deck="custom", custom="10:1", custom_busts=1, seed=seed)
    assert board.draw() and board.launch.busted
    shown = parse_html(board.cards_view.value)
    chips = [e for e in shown.iter() if "rb-card" in e.attrs.get("class", "")]
    assert [c.text for c in chips] == ["BUST"]
    assert "BUST!" in parse_html(board.status_view.value).text


def test_brand_categories_name_their_colour_in_words():
    for category in CATEGORIES:
        chip = _only_element(category_chip(category))
        assert category.label in chip.text and category.color in chip.text
        counted = _only_element(category_chip(category, f"{category.label} ×3"))
        assert counted.text.startswith(category.label) and "×3" in counted.text
        assert category.color in counted.text
        check_html_never_colour_alone(category_chip(category), category.label)


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


def test_the_contrast_check():
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert check_html_contrast("<b style='color:#111;background:#E69F00'>x</b>", "ok") == 1
    with pytest.raises(AssertionError, match="contrast"):
        check_html_contrast("<b style='color:white;background:#009E73'>x</b>", "low")


def test_html_text_has_enough_contrast(board):
    for node in nodes_of(board, (widgets.HTML, widgets.HTMLMath)):
        check_html_contrast(node.widget.value, where(board, node.widget))


def test_every_chip_has_enough_contrast():
    checked = sum(check_html_contrast(card_chip(c), str(c)) for c in set(standard_deck()))
    checked += sum(check_html_contrast(category_chip(c), c.label) for c in CATEGORIES)
    checked += sum(check_html_contrast(risky_card_chip(v), str(v)) for v in (BUST, 10, 100))
    layout = Layout(blackholes=2)
    for value in (None, *layout.values):
        checked += check_html_contrast(
            lore_card_chip(4, 4, value=value, layout=layout), f"lore card {value}"
        )
    assert checked >= 55 + 6 + 3


# -- the clickable card rows ----------------------------------------------------------------------
def test_card_rows_say_what_every_card_is(board):
    for node in nodes_of(board, CardRow):
        row = node.widget
        context = f"{where(board, row)}"
        assert row.label.strip(), f"{context}: a card row needs a label (its group's name)"
        assert row.help.strip(), f"{context}: say how to pick (click, or arrows and Enter)"
        assert row.pick_word.strip(), f"{context}: a picked card says so in words"
        for shown in row.cards:
            assert shown["text"].strip() and shown["label"].strip(), f"{context}: {shown}"
            backgrounds = [
                c for c in _COLOUR_TOKEN.findall(shown["background"]) if rgb(c) is not None
            ]
            check_contrast(shown["color"], backgrounds, f"{context} card {shown['text']}")


def test_button_groups_say_what_they_are(board):
    for node in nodes_of(board, RovingFocus):
        helper, group = node.widget, node.parent
        context = f"{where(board, group)}"
        assert GROUP_CLASS in group._dom_classes, f"{context}: the helper sits in its group"
        assert helper.label.strip() and helper.role in ROLES, context
        controls = controls_of(group)
        if helper.role == "radiogroup":
            assert [type(c) for c in controls] == [widgets.ToggleButtons], context
        else:
            assert len(controls) >= 2, f"{context}: a toolbar of one button is no group"
            assert all(isinstance(c, widgets.Button) for c in controls), context


def test_the_logo_tables_button_groups_are_one_tab_stop_each():
    # One Tab stop each: the take row, the answers to an action and the two choices of a discard.
    board = BOARD_CLASSES["TableBoard"]()
    groups = {
        tuple(controls_of(node.parent)): node.widget.role for node in nodes_of(board, RovingFocus)
    }
    assert groups[(board.draw_button, board.take_discard_button, board.declare_button)] == (
        "toolbar"
    )
    assert groups[(board.stop_button, board.logo_stop_button, board.accept_button)] == "toolbar"
    assert groups[(board.target_choice,)] == groups[(board.action_choice,)] == "radiogroup"


def test_the_game_boards_use_the_card_row():
    # The game boards are played by clicking cards.
    for name in ("TableBoard", "StarLineBoard", "DuelBoard", "BoardroomBoard"):
        board = BOARD_CLASSES[name]()
        rows = nodes_of(board, CardRow)
        assert rows and any(r.widget.cards for r in rows), name
