"""Accessibility of every board's controls, checked headlessly.

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
- the clickable card rows (:class:`~logo_kit.widgets.common.card_row.CardRow`) name
  themselves and every card in words, with help text saying how to use them;
- a group of buttons that is one Tab stop (:func:`~logo_kit.widgets.common.roving.button_group`)
  has a name and a role, and holds buttons (a toolbar) or one choice (a radio group).

Colours, chips and contrast are tests/widgets/test_accessibility_colour.py; keyboard
use in a real browser is tests/browser/test_keyboard.py.
"""

from __future__ import annotations

import ipywidgets as widgets
import pytest
from accessibility_checks import (
    BOARD_CLASSES,
    COLOUR_TOKEN,
    Node,
    check_contrast,
    nodes_of,
    parse_html,
    rgb,
    walk,
    where,
)

from logo_kit.widgets import Board
from logo_kit.widgets.common.card_row import CardRow
from logo_kit.widgets.common.roving import GROUP_CLASS, ROLES, RovingFocus, controls_of

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
                c for c in COLOUR_TOKEN.findall(shown["background"]) if rgb(c) is not None
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
