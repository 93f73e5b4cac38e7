"""Button groups with one Tab stop: what Python builds for roving.js.

The keys themselves (arrows, Home/End, Tab leaving the group) run in the browser and are
checked in tests/browser/test_logo_table_keys.py; here: the group's parts, its role and
label, the refusals, and that the LOGO table's groups are built this way.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import ipywidgets as widgets
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.logo import LogoGame, LogoOptions, parse_cards, standard_deck
from logo_kit.logo.moves import Deal
from logo_kit.widgets import TableBoard
from logo_kit.widgets.common import roving
from logo_kit.widgets.common.roving import (
    GROUP_CLASS,
    ROLES,
    RovingFocus,
    button_group,
    controls_of,
)
from logo_kit.widgets.logo.table_controls import NOBODY


def dealt(hands: list[str], top: str) -> LogoGame:
    """A game that deals these hands (seat 0 first), then turns up ``top``."""
    cards = [parse_cards(h) for h in hands]
    rest = (
        Counter(standard_deck()) - Counter(c for h in cards for c in h) - Counter(parse_cards(top))
    )
    order = [cards[k % len(cards)][k // len(cards)] for k in range(7 * len(cards))]
    order += parse_cards(top) + sorted(rest.elements())
    return LogoGame.new(LogoOptions(players=len(cards))).apply(Deal(tuple(order)))


def _helper(group: widgets.Box) -> RovingFocus:
    helpers = [c for c in group.children if isinstance(c, RovingFocus)]
    assert len(helpers) == 1, group.children
    return helpers[0]


def test_a_group_holds_its_buttons_and_one_hidden_helper():
    draw, stop = widgets.Button(description="Draw"), widgets.Button(description="Stop")
    group = button_group(draw, stop, label="Your move", css="my-row")
    assert controls_of(group) == [draw, stop]
    helper = _helper(group)
    assert (helper.role, helper.label) == ("toolbar", "Your move")
    assert helper.layout.display == "none"  # takes no room in the row
    assert GROUP_CLASS in group._dom_classes and "my-row" in group._dom_classes
    assert group.layout.flex_flow == "row wrap"  # wraps like every row of the boards


def test_the_helper_ships_its_javascript_in_the_package():
    script = Path(roving.__file__).with_name("roving.js").read_text()
    assert f'closest(".{GROUP_CLASS}")' in script and "tabindex" in script
    assert RovingFocus(label="x")._esm == script  # anywidget sends the file as it is


def test_a_choice_is_a_radiogroup_of_one_toggle_buttons():
    choice = widgets.ToggleButtons(options=["nobody", "B"], description="Use it on")
    group = button_group(choice, label="Use it on", role="radiogroup")
    assert _helper(group).role == "radiogroup"
    with pytest.raises(LogoKitError, match="exactly one ToggleButtons"):
        button_group(widgets.Button(description="a"), label="x", role="radiogroup")


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"label": "x", "role": "menu"}, "toolbar, radiogroup"),
        ({"label": "  "}, "needs a label"),
    ],
)
def test_a_bad_role_or_an_empty_label_is_refused(kwargs, words):
    with pytest.raises(LogoKitError, match=words):
        button_group(widgets.Button(description="a"), **kwargs)
    assert set(ROLES) == {"toolbar", "radiogroup"}


def test_an_empty_group_is_refused():
    with pytest.raises(LogoKitError, match="at least one control"):
        button_group(label="nothing")


def test_the_logo_tables_button_groups():
    board = TableBoard(seed=3)
    take = board.take_row
    assert controls_of(take) == [board.draw_button, board.take_discard_button, board.declare_button]
    assert _helper(take).role == "toolbar" and "logo-table-take-row" in take._dom_classes
    assert controls_of(board.target_group) == [board.target_choice]
    assert _helper(board.target_group).role == "radiogroup"
    assert _helper(board.target_group).label == "Use it on"
    assert controls_of(board.action_group) == [board.action_choice]
    assert _helper(board.action_group).role == "radiogroup"
    answers = [g for g in board.respond_row.children if GROUP_CLASS in g._dom_classes]
    assert controls_of(answers[0]) == [
        board.stop_button,
        board.logo_stop_button,
        board.accept_button,
    ]


def test_the_target_group_shows_only_with_targets():
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    assert board.take_draw()
    assert board.target_group.layout.display == "none"  # nothing picked: no target to offer
    assert board.pick_card("R9")
    assert board.target_group.layout.display == "none"  # a numbered card has no target
    assert board.pick_card("JUMP")
    assert board.target_group.layout.display is None
    assert [v for _, v in board.target_choice.options] == [NOBODY, 1]
    assert board.action_group.layout.display == "none"  # a real Jump plays as a Jump


def test_next_focus_lands_on_a_button_of_the_take_group():
    board = TableBoard(seed=3)
    board._focus_moment = None  # as if the board had just changed moment
    assert board.next_focus() in controls_of(board.take_row)


def test_the_billionaire_boards_button_groups():
    from logo_kit.widgets import BoardroomBoard, RiskyBusinessBoard

    board = BoardroomBoard()
    groups = _groups(board.widget)
    found = {tuple(controls_of(g)) for g in groups}
    assert (board.spin_button, board.draw_button, board.stop_button, board.undo_button) in found
    assert (board.trade_button, board.end_trade_button) in found
    assert (board.launch_button, board.skip_button) in found
    assert (board.pay_choice,) in found
    assert board.next_focus() in {c for g in groups for c in controls_of(g)}
    risky = RiskyBusinessBoard()
    groups = _groups(risky.widget)
    assert [controls_of(g) for g in groups] == [
        [risky.draw_button, risky.stop_button, risky.new_button]
    ]
    assert risky.next_focus() in controls_of(groups[0])


def _groups(widget: widgets.Widget) -> list[widgets.Box]:
    """The button groups shown inside ``widget``, depth first."""
    found = [widget] if GROUP_CLASS in getattr(widget, "_dom_classes", ()) else []
    for child in getattr(widget, "children", ()):
        found += _groups(child)
    return found
