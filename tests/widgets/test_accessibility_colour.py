"""Accessibility of every board's colours and card chips, checked headlessly.

Every :class:`~logo_kit.widgets.Board` subclass exported by ``logo_kit.widgets``
is built with its default arguments and its HTML views and figures are read:

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
  gradient.

The card-chip helpers of each game are also checked over every card, and a
Risky Business launch is driven to a BUST to see the BUST card labelled. The checks
themselves are in accessibility_checks.py, and tested here on bad examples.
"""

from __future__ import annotations

import re

import ipywidgets as widgets
import plotly.graph_objects as go
import pytest
from accessibility_checks import (
    BOARD_CLASSES,
    SAFE_SCALE_VALUES,
    Element,
    check_figure,
    check_html_contrast,
    check_html_never_colour_alone,
    contrast,
    figures_of,
    nodes_of,
    parse_html,
    resolved_scale,
    safe_colour,
    where,
)

from logo_kit.billionaire.board import CATEGORIES
from logo_kit.billionaire.deck import BUST
from logo_kit.logo import standard_deck
from logo_kit.logo.cards import Color
from logo_kit.lore.lanes import Layout
from logo_kit.widgets import Board, palette
from logo_kit.widgets.billionaire.chips import category_chip, risky_card_chip
from logo_kit.widgets.billionaire.risky_business import RiskyBusinessBoard
from logo_kit.widgets.logo import COLOR_WORDS, card_chip
from logo_kit.widgets.lore.cards import card_chip as lore_card_chip


@pytest.fixture(scope="module", params=sorted(BOARD_CLASSES))
def board(request) -> Board:
    return BOARD_CLASSES[request.param]()  # default arguments only


def test_the_colour_helpers():
    assert safe_colour("#D55E00") and safe_colour("rgb(0, 114, 178)") and safe_colour("#444")
    assert safe_colour("white") and safe_colour("#e5e5e5")
    assert not safe_colour("#636efa")  # plotly's default blue is not in the palette
    assert not safe_colour("red") and not safe_colour("#ff0000")
    assert resolved_scale("Cividis") in SAFE_SCALE_VALUES
    assert resolved_scale("Jet") not in SAFE_SCALE_VALUES


def test_html_never_tells_by_colour_alone(board):
    for node in nodes_of(board, (widgets.HTML, widgets.HTMLMath, widgets.Label)):
        check_html_never_colour_alone(node.widget.value, where(board, node.widget))


def test_board_card_chips_carry_text(board):
    for node in nodes_of(board, widgets.HTML):
        for element in parse_html(node.widget.value).iter():
            classes = element.attrs.get("class", "").split()
            if any(re.search(r"(^|-)(card|brand|chip)$", c) for c in classes):
                assert element.text.strip(), f"{where(board, node.widget)}: {classes} chip"


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
