"""The duel board's controls: set-up, the panels for each step of your turn, help and views.

:func:`build` creates the widgets on the board (as attributes the tests and the
board's actions use) and wires each to one board action; it decides nothing
about the game.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from ..common.card_row import CardRow
from ..common.confirm import ConfirmStep
from ..common.layout import column, fit, row
from ..common.plot_fit import PlotFit, chart_slot
from .controls import add_line_row, add_move_controls, add_pick_controls, lore_style
from .duel_setup import BOT_KINDS, MAX_SEED
from .heatmap import marginals_chart

__all__ = ["build"]

MODES = [("Star Light", "light"), ("Star Bright", "bright")]
HOLES = [("none", 0), ("one", 1), ("two", 2)]


def _button(board: Any, description: str, icon: str, action: Any, **kwargs: Any) -> Any:
    button = widgets.Button(description=description, icon=icon, **kwargs)
    button.on_click(board.on_click(action))
    return button


def _setup(board: Any, label: dict) -> widgets.Widget:
    s = board.settings
    board.bot_choice = fit(
        widgets.Dropdown(options=list(BOT_KINDS), value=s.bot, description="Bot", style=label),
        "14em",
    )
    board.mode_choice = fit(
        widgets.Dropdown(options=MODES, value=s.mode, description="Your mode", style=label),
        "17em",
    )
    board.blackhole_choice = fit(
        widgets.Dropdown(
            options=HOLES, value=s.blackholes, description="Your blackholes", style=label
        ),
        "17em",
    )
    board.bot_mode_choice = fit(
        widgets.Dropdown(options=MODES, value=s.bot_mode, description="Bot's mode", style=label),
        "17em",
    )
    board.bot_blackhole_choice = fit(
        widgets.Dropdown(
            options=HOLES, value=s.bot_blackholes, description="Bot's blackholes", style=label
        ),
        "17em",
    )
    board.seed_box = fit(
        widgets.BoundedIntText(value=s.seed, min=0, max=MAX_SEED, description="Seed"), "12em"
    )
    board.new_game_button = _button(
        board, "New game", "refresh", board._new_game, tooltip="Deal a new game with these settings"
    )
    board.hint_box = widgets.Checkbox(
        value=board._show_hint,
        description="Help: the advisor's hint and the solver's buttons",
        indent=False,
        layout={"width": "auto", "max_width": "100%"},
    )
    board.hint_box.add_class("lore-duel-help")
    board.hint_box.observe(board._watch(board._set_hint), names="value")
    setup = column(
        widgets.HTML("<h4 style='margin:10px 0 2px 0'>New game</h4>"),
        row(board.bot_choice, board.seed_box, board.new_game_button),
        row(board.mode_choice, board.blackhole_choice),
        row(board.bot_mode_choice, board.bot_blackhole_choice),
    )
    setup.add_class("lore-duel-setup")
    return setup


def _views(board: Any) -> None:
    for name, css in (
        ("status_view", "lore-duel-status"),
        ("opponent_view", "lore-duel-opponent"),
        ("tokens_view", "lore-duel-tokens"),
        ("mine_view", "lore-duel-mine"),
        ("chance_view", "lore-duel-chance"),
        ("hint_view", "lore-duel-hint"),
        ("answer_view", "lore-duel-answer"),
        ("count_view", "lore-duel-count"),
        ("log_view", "lore-duel-log"),
    ):
        view = widgets.HTML()
        view.add_class(css)
        setattr(board, name, view)
    add_line_row(
        board, board._pick_from_row, board._focus_from_row, board._order_from_row, board._watch
    )
    board.chart = marginals_chart("Your line: chance of each value", height=440)
    board.chart.widget.add_class("lore-duel-heatmap")
    board.figure = board.chart.figure  # the heatmap's plotly figure (its numbers, for checks)


def _moving_panel(board: Any, label: dict) -> widgets.Widget:
    # Steps 1 and 6: moving cards (a draft until you go on); swaps are made on the line
    add_move_controls(board, label, order_width="28em")
    board.undo_button = widgets.Button(description="Undo moves", icon="undo")
    board.undo_button.on_click(lambda _b: board.undo_moves())
    board.done_button = _button(
        board,
        "Done moving",
        "check",
        board._done_moving,
        tooltip="Step 1 done: make the moves shown and go on to step 2",
    )
    board.end_button = _button(
        board,
        "End turn",
        "forward",
        board._end_turn,
        button_style="primary",
        tooltip="Step 6 done: make the moves shown; the bot plays its turn",
    )
    board.move_panel = column(
        row(board.order_text, board.order_button),
        row(board.best_button, board.undo_button, board.done_button, board.end_button),
    )
    board.move_panel.add_class("lore-duel-move")
    return board.move_panel


def _step_panels(board: Any, label: dict) -> list[widgets.Widget]:
    # Step 2: align the stars
    board.align_button = widgets.Button(
        description="Align the stars",
        icon="star",
        button_style="warning",
        layout={"width": "auto"},
        tooltip="Flip every face-down card: all home wins, any wrong loses (S6); asks you "
        "to confirm",
    )
    board.align_button.on_click(lambda _b: board.ask_align())  # Confirm/Cancel first
    board.skip_align_button = widgets.Button(
        description="Don't align", icon="times", tooltip="Go on to the next step"
    )
    board.skip_align_button.on_click(lambda _b: board.skip_align())
    board.confirm = ConfirmStep(board, "lore-duel")
    board.align_panel = column(
        row(board.align_button, board.skip_align_button), board.confirm.widget
    )

    # Step 3: divine the cosmos (Star Bright): click a question card (question_row)
    board.divine_help = widgets.HTML(
        "<span class='lore-duel-divine-help'>Step 3 Divine the Cosmos: click a question card "
        "above your line to put your token on it.</span>"
    )
    board.skip_divine_button = widgets.Button(
        description="Don't replace",
        icon="times",
        layout={"width": "auto"},
        tooltip="Every card 2–8 holds a token: replacing one of the bot's is optional (S5)",
    )
    board.skip_divine_button.on_click(lambda _b: board.skip_divine())
    board.divine_panel = row(board.divine_help, board.skip_divine_button)
    board.divine_panel.add_class("lore-duel-divine")

    # Steps 4 and 5: two cards, the questions, Focus; ask
    add_pick_controls(board, board._tick, board._watch)
    board.ask_button = _button(
        board,
        "Ask",
        "question",
        board._ask,
        button_style="primary",
        tooltip="Hold up the two cards and ask the ticked questions in order",
    )
    # Ask first: one Tab from your line; the tick boxes (skip a question) follow
    board.ask_panel = column(board.ask_button, board.ask_row)
    board.ask_panel.add_class("lore-duel-ask")

    # After a Star Bright "yes" to Alignment: take two tokens back
    board.remove_choice = fit(widgets.Dropdown(description="Take back", style=label), "26em")
    board.remove_button = widgets.Button(description="Take back tokens", icon="undo")
    board.remove_button.on_click(lambda _b: board.take_back())
    board.remove_panel = row(board.remove_choice, board.remove_button)
    board.remove_panel.add_class("lore-duel-remove")
    return [board.align_panel, board.divine_panel, board.ask_panel, board.remove_panel]


def _question_row(board: Any) -> CardRow:
    """The question cards 1–9 in a row over your lanes (the rule book lays them between
    the two lines): who holds a token on each; at step 3 a click places your token."""
    cards = CardRow(most=1, unpick=True, label="Question cards 1 to 9", pick_word="token here")
    cards.help = (
        "Question cards (Star Bright): 1 and 9 are always open; 2–8 need your token. At step 3 "
        "click a card (keyboard: ← → to a card, Enter) to put your token on it."
    )
    cards.add_class("lore-question-row")
    cards.add_class("lore-lanes")
    cards.observe(board._watch(board._divine_from_row, moves_focus=True), names="selected")
    board.question_row = cards
    return cards


def build(board: Any) -> widgets.Widget:
    """Create every control and view of the duel board; return the body."""
    label = {"description_width": "initial"}
    setup = _setup(board, label)
    _views(board)
    moving = _moving_panel(board, label)
    steps = _step_panels(board, label)
    board.suggest_button = _button(
        board,
        "Suggest",
        "lightbulb-o",
        board._suggest,
        tooltip="Set the controls to what the advisor would do at this step",
    )
    board.play_button = widgets.Button(
        description="Play the suggestion",
        icon="play",
        layout={"width": "auto"},
        tooltip="Let the advisor make this step for you",
    )
    board.play_button.on_click(lambda _b: board.play_suggestion())
    board.play_again_button = _button(
        board,
        "Play again",
        "refresh",
        board._play_again,
        button_style="primary",
        tooltip="Deal a new game with the same settings (the next seed)",
    )
    board.play_again_button.add_class("lore-duel-play-again")
    _question_row(board)
    # the strip says whose turn and what to do now; this copy stays for code and tests
    board.status_view.layout.display = "none"
    align, divine, ask, remove = steps
    body = column(
        lore_style(),
        board.status_view,
        board.opponent_view,
        board.tokens_view,
        board.question_row,
        board.mine_view,
        board.line_row,
        # the main action of a turn right under the line: one Tab from the cards to Ask
        ask,
        remove,
        divine,
        board.chance_view,
        align,
        moving,
        row(board.hint_box, board.suggest_button, board.play_button, board.exact_switch()),
        board.hint_view,
        board.answer_view,
        board.count_view,
        chart_slot(board.chart.widget),
        PlotFit(),
        board.log_view,
        setup,
    )
    body.add_class("lore-duel-board")
    return body
