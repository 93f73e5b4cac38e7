"""The star-line board's controls: set-up, the line, picking and asking, moving, aligning.

:func:`build` creates the widgets on the board (as attributes the tests and the
board's actions use) and wires each to one board action; it decides nothing
about the puzzle.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from logo_kit.lore.solo import TOKEN_CARDS

from ..common.layout import column, fit, row
from ..common.plot_fit import PlotFit, chart_slot
from .controls import add_line_row, add_move_controls, add_pick_controls, lore_style
from .heatmap import marginals_chart

__all__ = ["build"]


def build(board: Any) -> widgets.Widget:
    """Create every control and view of the star-line board; return the body."""
    label = {"description_width": "initial"}
    board.mode_choice = fit(
        widgets.Dropdown(
            options=[("Star Light", "light"), ("Star Bright", "bright")],
            description="Mode",
            style=label,
        ),
        "14em",
    )
    board.mode_choice.observe(board._watch(board._set_mode), names="value")
    board.blackhole_choice = fit(
        widgets.Dropdown(
            options=[("none", 0), ("one", 1), ("two", 2)], description="Blackholes", style=label
        ),
        "14em",
    )
    board.blackhole_choice.observe(board._watch(board._set_blackholes), names="value")
    board.seed_box = fit(
        widgets.BoundedIntText(
            value=board.seed, min=0, max=2**31 - 1, description="Seed", style=label
        ),
        "12em",
    )
    board.seed_box.observe(board._watch(board._reseed), names="value")
    board.new_button = widgets.Button(
        description="New random line",
        layout={"width": "auto"},
        icon="random",
        tooltip="Shuffle the cards and deal a new hidden line",
    )
    board.new_button.on_click(board.on_click(board._new_random))
    board.hidden_text = fit(
        widgets.Password(
            description="Hidden line",
            style=label,
            placeholder="teacher: values as dealt, e.g. 3 1 4 5 9 2 6 8 7",
        ),
        "30em",
    )
    board.hidden_button = widgets.Button(
        description="Play this line", icon="user-secret", tooltip="Hide the typed line"
    )
    board.hidden_button.on_click(lambda _b: board.set_hidden(board.hidden_text.value))

    add_line_row(
        board, board._pick_from_row, board._focus_from_row, board._order_from_row, board._watch
    )
    add_pick_controls(board, board._set_asked, board._watch)
    board.token_boxes = {
        q: widgets.Checkbox(
            value=True,
            description=f"{int(q)}",
            tooltip=f"you hold a token on question {int(q)}, {q.title}",  # names the "2"
            indent=False,
            layout={"width": "auto"},
        )
        for q in TOKEN_CARDS
    }
    for q, box in board.token_boxes.items():
        box.observe(board._watch(lambda value, q=q: board._set_token(q, value)), names="value")
    board.token_row = row(
        widgets.HTML("<b>Your tokens</b> (questions 2–8):&nbsp;"),
        *board.token_boxes.values(),
        gap="0 4px",
    )
    board.ask_button = widgets.Button(
        description="Ask",
        icon="question",
        button_style="primary",
        tooltip="Hold up the two cards and ask the ticked questions in order",
    )
    board.ask_button.on_click(board.on_click(board._ask))
    board.suggest_button = widgets.Button(
        description="Suggest",
        icon="lightbulb-o",
        tooltip="Pick the pair (and Focus card) with the most expected information",
    )
    board.suggest_button.on_click(board.on_click(board._suggest))
    board.answer_view = widgets.HTML()
    board.answer_view.add_class("lore-answer")
    board.count_view = widgets.HTML()
    board.count_view.add_class("lore-count")

    add_move_controls(board, label, order_width="30em")

    board.align_button = widgets.Button(
        description="Align the stars",
        layout={"width": "auto"},
        icon="star",
        button_style="warning",
        tooltip="Flip every face-down card: all home wins, any wrong loses (S6)",
    )
    board.align_button.on_click(board.on_click(board._align))
    board.win_view = widgets.HTML(layout={"max_width": "100%"})
    board.win_view.add_class("lore-win-chance")

    board.chart = marginals_chart("Chance that each card holds each value", height=460)
    board.chart.widget.add_class("lore-heatmap")
    board.figure = board.chart.figure  # the heatmap's plotly figure (its numbers, for checks)
    board.gain_view = widgets.HTML(layout={"max_width": "100%"})
    board.gain_view.add_class("lore-gain-table")
    board.history_view = widgets.HTML(layout={"max_width": "100%"})
    board.history_view.add_class("lore-history")

    body = column(
        lore_style(),
        board.line_row,
        board.token_row,
        board.ask_row,
        row(board.ask_button, board.suggest_button, board.exact_switch()),
        board.answer_view,
        board.count_view,
        row(board.align_button, board.win_view),
        row(board.order_text, board.order_button, board.best_button),
        chart_slot(board.chart.widget),
        PlotFit(),
        board.gain_view,
        board.history_view,
        row(board.mode_choice, board.blackhole_choice, board.seed_box, board.new_button),
        row(board.hidden_text, board.hidden_button),
    )
    body.add_class("lore-star-line-board")
    return body
