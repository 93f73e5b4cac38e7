"""Controls shared by the Logic & Lore boards (the Duel and the Star Line).

Both boards show the player's line as a :class:`~logo_kit.widgets.common.card_row.CardRow`:
click two cards to hold them up, click a held-up card again to name it the Focus
card, and drag a card onto another (or Shift+Left / Shift+Right) to move it (Move the
Heavens); face-up cards stay where they are (ruling S6). Typing a new order and
"move to the best guess" remain as alternatives, and one tick box per question
says what to ask. Reading what was typed and deciding what is allowed is the
core's (:mod:`logo_kit.lore.notation`, the game and the solo puzzle).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as widgets

from logo_kit.lore import Question
from logo_kit.lore.questions import STAR_BRIGHT

from ..common.card_row import CardRow
from ..common.layout import column, fit, row

__all__ = [
    "LINE_HELP",
    "add_line_row",
    "add_move_controls",
    "add_pick_controls",
    "lore_style",
    "question_label",
    "set_options",
    "show_questions",
]

LINE_HELP = (
    "Click two cards to hold them up; click a held-up card again to make it the Focus card. "
    "Drag a face-down card onto another to swap them (keyboard: ← → to a card, Enter to "
    "hold it up, Shift+← / Shift+→ to move it)."
)


LANE_WIDTH = "72px"
"""Every lane's width on the Logic & Lore boards' card rows (your line and the question
cards use the same, so a question card stands over its lane, wherever the rows wrap)."""

LORE_STYLE = f"""
.lore-lanes .lk-card-slot {{ width: {LANE_WIDTH}; min-width: {LANE_WIDTH}; flex: 0 0 auto; }}
.lore-lanes .lk-card {{ width: 100%; min-width: 0; box-sizing: border-box; padding: 4px 1px; }}
.lore-lanes .lk-card-note, .lore-lanes .lk-card-help {{ max-width: none; }}
.lore-question-row .lk-card {{ min-height: 4em; font-family: inherit; }}
.lore-question-row .lk-card-top {{ letter-spacing: -0.2px; white-space: nowrap; }}
.lore-duel .lore-star-line {{ gap: 4px; padding: 0 4px; }}
.lore-duel .lore-star-line .lore-lane {{
  width: {LANE_WIDTH}; margin: 0 !important; padding: 0 !important; box-sizing: border-box;
}}
.lore-changed-note {{ font-size: 12px; font-weight: bold; }}
"""
"""Style of the Logic & Lore boards: equal lanes on the card rows, and no text under 12 px."""


def lore_style() -> widgets.HTML:
    """A widget holding :data:`LORE_STYLE` (it takes no room on the page)."""
    sheet = widgets.HTML(f"<style>{LORE_STYLE}</style>", layout=widgets.Layout(height="0px"))
    sheet.add_class("lore-style")
    return sheet


def question_label(question: Question, mode: str) -> str:
    """How a question is named on a board: its title (Star Light), or number and title."""
    return question.title if mode == "light" else f"{int(question)} {question.title}"


def set_options(control: widgets.Dropdown, options: list, value: Any) -> None:
    """Give a menu new options (only if they changed) and select ``value``."""
    if list(control.options) != options:
        control.options = options
    control.value = value


def add_line_row(
    board: Any,
    on_pick: Callable[[list[int]], None],
    on_mark: Callable[[int], None],
    on_order: Callable[[list[int]], None],
    watch: Callable[[Callable[[Any], None]], Callable[[dict], None]],
) -> CardRow:
    """Give ``board`` its clickable line, ``line_row``: picks go to ``on_pick(cards)``, a
    marked (Focus) card to ``on_mark(card)``, a new order to ``on_order(cards)``; ``watch``
    turns an action into an observer that ignores the board's own renders."""
    line = CardRow(most=2, unpick=False, label="Your star line", pick_word="held up")
    line.help = LINE_HELP
    line.add_class("lore-line-row")
    line.add_class("lore-lanes")  # equal lanes, 12 px labels (LORE_STYLE)
    line.observe(watch(lambda keys: on_pick([int(k) for k in keys])), names="selected")
    line.observe(watch(lambda key: key and on_mark(int(key))), names="marked")
    line.observe(watch(lambda keys: on_order([int(k) for k in keys])), names="order")
    board.line_row = line
    return line


def add_move_controls(board: Any, label: dict, order_width: str) -> None:
    """Give ``board`` the typed Move the Heavens controls, wired to its actions:
    ``order_text`` and ``order_button`` (``board.rearrange``) and ``best_button``
    (``board.best_guess``). Swaps are made on the line itself (drag, Shift+arrows)."""
    board.order_text = fit(
        widgets.Text(
            description="New order",
            style=label,
            placeholder="cards left to right (all, or just the face-down ones)",
        ),
        order_width,
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
    on_tick: Callable[[Question, bool], None],
    watch: Callable[[Callable[[Any], None]], Callable[[dict], None]],
) -> None:
    """Give ``board`` one tick box per question (``ask_boxes``; the board orders them in
    ``ask_row``, which wraps on a narrow board). ``on_tick(question, ticked)`` reads a box."""
    board.ask_boxes = {
        q: widgets.Checkbox(
            value=True,
            description=q.title,
            indent=False,
            layout={"width": "auto", "max_width": "100%", "margin": "0 8px 0 0"},
        )
        for q in STAR_BRIGHT
    }
    for q, box in board.ask_boxes.items():
        box.observe(watch(lambda value, q=q: on_tick(q, value)), names="value")
    board.ask_heading = widgets.HTML()
    board.ask_boxes_row = row(gap="0 4px")
    board.ask_row = column(board.ask_heading, board.ask_boxes_row)
    board.ask_row.add_class("lore-ask-row")


def show_questions(board: Any, order: Iterable[Question], heading: str) -> None:
    """Put a heading line over the ask row and its tick boxes in asking order (they wrap
    onto more lines when the board is narrow)."""
    board.ask_heading.value = heading
    boxes = tuple(board.ask_boxes[q] for q in order)
    if board.ask_boxes_row.children != boxes:
        board.ask_boxes_row.children = boxes
