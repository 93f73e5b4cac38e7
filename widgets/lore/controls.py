"""Controls shared by the Logic & Lore boards (the Duel and the Star Line).

Both boards let the player move cards (Move the Heavens: swap two lanes, type
a new order, or move to the best guess), hold up two cards with a Focus card
and tick the questions to ask. The widgets are the same on both, so they are
made here once; reading what was typed and deciding what is allowed is the
core's (:mod:`logo_kit.lore.notation`, the game and the solo puzzle).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as widgets

from logo_kit.lore import STAR_BRIGHT, Question

__all__ = [
    "add_move_controls",
    "add_pick_controls",
    "ordered_boxes",
    "question_label",
    "set_options",
]


def question_label(question: Question, mode: str) -> str:
    """How a question is named on a board: its title (Star Light), or number and title."""
    return question.title if mode == "light" else f"{int(question)} {question.title}"


def set_options(control: widgets.Dropdown, options: list, value: Any) -> None:
    """Give a menu new options (only if they changed) and select ``value``."""
    if list(control.options) != options:
        control.options = options
    control.value = value


def add_move_controls(board: Any, label: dict, lane_width: str, order_width: str) -> None:
    """Give ``board`` its Move the Heavens controls, wired to its actions.

    Sets ``swap_a``, ``swap_b`` (lane menus; the board fills their options),
    ``swap_button`` (calls ``board.swap``), ``order_text`` and ``order_button``
    (``board.rearrange``) and ``best_button`` (``board.best_guess``).
    """
    board.swap_a = widgets.Dropdown(
        description="Swap lane", style=label, layout={"width": lane_width}
    )
    board.swap_b = widgets.Dropdown(
        description="with lane", style=label, layout={"width": lane_width}
    )
    board.swap_button = widgets.Button(description="Swap", icon="exchange")
    board.swap_button.on_click(lambda _b: board.swap(board.swap_a.value, board.swap_b.value))
    board.order_text = widgets.Text(
        description="New order",
        style=label,
        placeholder="cards left to right (all, or just the face-down ones)",
        layout={"width": order_width},
    )
    board.order_button = widgets.Button(description="Move cards", icon="arrows-h")
    board.order_button.on_click(lambda _b: board.rearrange(board.order_text.value))
    board.best_button = widgets.Button(
        description="Move to best guess",
        icon="magic",
        layout={"width": "auto"},
        tooltip="Lay the face-down cards out with the most cards expected home",
    )
    board.best_button.on_click(lambda _b: board.best_guess())


def add_pick_controls(
    board: Any,
    label: dict,
    width: str,
    on_pick: Callable[[], None],
    on_tick: Callable[[Question, bool], None],
    watch: Callable[[Callable[[Any], None]], Callable[[dict], None]],
) -> None:
    """Give ``board`` the menus of the two cards held up and the Focus card, and one
    tick box per question (``ask_boxes``; the board orders them in ``ask_row``).

    ``on_pick()`` reads the menus; ``on_tick(question, ticked)`` a tick box;
    ``watch`` turns an action into an observer that ignores the board's own renders.
    """
    board.first_card = widgets.Dropdown(
        description="First card", style=label, layout={"width": width}
    )
    board.second_card = widgets.Dropdown(
        description="Second card", style=label, layout={"width": width}
    )
    board.focus_choice = widgets.Dropdown(
        description="Focus card", style=label, layout={"width": width}
    )
    for control in (board.first_card, board.second_card, board.focus_choice):
        control.observe(watch(lambda _value: on_pick()), names="value")
    board.ask_boxes = {
        q: widgets.Checkbox(value=True, description=q.title, indent=False, layout={"width": "auto"})
        for q in STAR_BRIGHT
    }
    for q, box in board.ask_boxes.items():
        box.observe(watch(lambda value, q=q: on_tick(q, value)), names="value")
    board.ask_row = widgets.HBox()


def ordered_boxes(board: Any, order: Iterable[Question], heading: str) -> list:
    """The ask row's children: a heading, then the tick boxes in asking order."""
    return [widgets.HTML(heading), *(board.ask_boxes[q] for q in order)]
