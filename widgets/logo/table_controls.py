"""The LOGO table's controls: the set-up row, the move buttons and choices, the hints switch.

:class:`TableControls` is a mix-in of :class:`~logo_kit.widgets.TableBoard`
(not a board of its own): :meth:`~TableControls.build_controls` makes the
widgets and :meth:`~TableControls.render_controls` enables exactly what your
legal moves allow. Every choice offered is read off ``legal_moves()``; the
engine checks every move.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import ipywidgets as widgets

from logo_kit.logo import Accept, Declare, Discard, Stop, TakeDiscard, TakeDraw, seat_label
from logo_kit.logo.options import MAX_TARGET

from .cards import card_label
from .hand_controls import MAX_SEED
from .html_parts import heading

NOBODY = -1  # the "use it on" choice for just shedding an action card
MAX_DRAWS = 10
_LABEL = {"description_width": "initial"}


class TableControls:
    """Widgets of the table board; the board supplies the actions they call."""

    def build_controls(self, bots: list[str], seed: int, hints: bool, draws: int) -> widgets.Widget:
        kinds = list(self.bot_kinds)
        self.bot_count = widgets.Dropdown(
            options=[1, 2, 3], value=len(bots), description="Bots", layout={"width": "10em"}
        )
        self.bot_count.observe(self._setting_changed, names="value")
        self.bot_choices = [
            widgets.Dropdown(
                options=kinds,
                value=bots[i] if i < len(bots) else kinds[i % len(kinds)],
                description=f"Bot {seat_label(i + 1)}",
                layout={"width": "16em"},
            )
            for i in range(3)
        ]
        self.seed_box = widgets.BoundedIntText(
            value=seed, min=0, max=MAX_SEED, description="Seed", layout={"width": "12em"}
        )
        self.target_box = widgets.BoundedIntText(
            value=self._options.target_score,
            min=1,
            max=MAX_TARGET,
            description="Target score",
            style=_LABEL,
            layout={"width": "14em"},
        )
        self.new_game_button = self._button(
            "New game", "refresh", "Deal a new game with these settings", self.new_game
        )
        self.undo_button = self._button(
            "Undo", "undo", "Take back your last move (the bots' moves after it too)", self.undo
        )
        self.draw_button = self._button(
            "Take from the draw pile",
            "download",
            "Take the top card of the draw pile (blind), then discard one card",
            self.take_draw,
            style="primary",
        )
        self.take_discard_button = self._button(
            "Take the discard",
            "upload",
            "Take the top card of the discard pile (never an action card, ruling L4)",
            self.take_discard,
        )
        self.declare_button = self._button(
            "Declare LOGO!",
            "bullhorn",
            "Instead of a turn: everyone else has one more turn, then hands are compared",
            self.declare,
            style="warning",
        )
        self.card_choice = widgets.ToggleButtons(
            options=[],
            value=None,
            description="Card to discard",
            style={"description_width": "initial", "button_width": "6.4em"},
        )
        self.card_choice.add_class("logo-table-card-choice")
        self.card_choice.observe(self._setting_changed, names="value")
        self.target_choice = widgets.Dropdown(
            options=[("nobody: just shed it", NOBODY)],
            value=NOBODY,
            description="Use it on",
            style=_LABEL,
            layout={"width": "20em"},
        )
        self.action_choice = widgets.Dropdown(
            options=[], description="LOGO plays as", style=_LABEL, layout={"width": "14em"}
        )
        self.discard_button = self._button(
            "Discard", "arrow-down", "Discard the chosen card", self.discard, style="primary"
        )
        self.respond_view = widgets.HTML()
        self.respond_view.add_class("logo-table-respond")
        self.stop_button = self._button(
            "Stop it with STOP",
            "hand-paper-o",
            "Cancel the action with your STOP card (ruling L6)",
            self.stop,
            style="danger",
        )
        self.logo_stop_button = self._button(
            "Stop it with LOGO (as Stop)",
            "hand-paper-o",
            "Cancel the action with your LOGO card played as Stop (ruling L6)",
            lambda: self.stop("LOGO"),
        )
        self.accept_button = self._button(
            "Let it happen", "check", "Do not answer the action", self.accept
        )
        self.hints_box = widgets.Checkbox(
            value=hints,
            description="Show calculator hints (colour-hand chances, declare advice)",
            indent=False,
            layout={"width": "auto"},
        )
        self.hints_box.add_class("logo-table-hints-box")
        self.hints_box.observe(self._setting_changed, names="value")
        self.draws_slider = widgets.IntSlider(
            value=draws,
            min=0,
            max=MAX_DRAWS,
            description="Hint: blind draws ahead (k)",
            style=_LABEL,
            continuous_update=False,
            layout={"width": "26em"},
        )
        self.draws_slider.observe(self._setting_changed, names="value")
        for control, name in (
            (self.new_game_button, "new-game"),
            (self.undo_button, "undo"),
            (self.draw_button, "take-draw"),
            (self.take_discard_button, "take-discard"),
            (self.declare_button, "declare"),
            (self.discard_button, "discard"),
            (self.stop_button, "stop"),
            (self.logo_stop_button, "logo-stop"),
            (self.accept_button, "accept"),
        ):
            control.add_class(f"logo-table-{name}")
        views = {}
        for name in ("turn", "piles", "opponents", "hand", "hints", "score", "reveal", "log"):
            views[name] = widgets.HTML()
            views[name].add_class(f"logo-table-{name}")
            setattr(self, f"{name}_view", views[name])
        setup = widgets.VBox(
            [
                widgets.HBox([self.bot_count, self.seed_box, self.target_box]),
                widgets.HBox(self.bot_choices),
                widgets.HBox([self.new_game_button, self.undo_button]),
            ]
        )
        setup.add_class("logo-table-setup")
        take_row = widgets.HBox([self.draw_button, self.take_discard_button, self.declare_button])
        take_row.add_class("logo-table-take-row")
        discard_row = widgets.VBox(
            [
                self.card_choice,
                widgets.HBox([self.target_choice, self.action_choice, self.discard_button]),
            ]
        )
        discard_row.add_class("logo-table-discard-row")
        self.respond_row = widgets.VBox(
            [
                self.respond_view,
                widgets.HBox([self.stop_button, self.logo_stop_button, self.accept_button]),
            ]
        )
        self.respond_row.add_class("logo-table-respond-row")
        body = widgets.VBox(
            [
                setup,
                views["turn"],
                views["piles"],
                views["opponents"],
                heading("Your hand"),
                views["hand"],
                take_row,
                discard_row,
                self.respond_row,
                self.hints_box,
                self.draws_slider,
                views["hints"],
                heading("Score sheet"),
                views["score"],
                views["reveal"],
                views["log"],
            ]
        )
        body.add_class("logo-table")
        return body

    def _button(
        self, text: str, icon: str, tooltip: str, action: Any, style: str = ""
    ) -> widgets.Button:
        button = widgets.Button(
            description=text,
            icon=icon,
            tooltip=tooltip,
            button_style=style,
            layout={"width": "auto"},
        )
        button.on_click(lambda _b: action())
        return button

    def _setting_changed(self, _change: dict) -> None:
        if not self._syncing:
            self.act(lambda: None)  # re-render: targets and hints follow the choices

    def render_controls(self) -> None:
        """Enable what your legal moves allow; offer the cards, targets and actions in them."""
        game = self.game
        legal = self.legal_moves
        kinds = {type(m) for m in legal}
        if game.move_count != self._rendered_at:  # a new decision: nothing chosen yet
            self._rendered_at = game.move_count
            self.card_choice.value = None
            self.target_choice.value = NOBODY
        self.draw_button.disabled = TakeDraw not in kinds
        self.declare_button.disabled = Declare not in kinds
        self.take_discard_button.disabled = TakeDiscard not in kinds
        top = game.discard_top
        self.take_discard_button.description = (
            f"Take {top} from the discard pile" if top is not None else "Take the discard"
        )
        discards = [m for m in legal if isinstance(m, Discard)]
        cards = list(dict.fromkeys(m.card for m in discards))
        counts = Counter(self.hand)
        options = [(f"{c} ×{counts[c]}" if counts[c] > 1 else str(c), c) for c in cards]
        if list(self.card_choice.options) != options:
            keep = self.card_choice.value
            self.card_choice.options = options
            self.card_choice.tooltips = [card_label(c) for c in cards]
            self.card_choice.value = keep if keep in cards else None
        self.card_choice.disabled = not cards
        chosen = self.card_choice.value
        uses = [m for m in discards if m.card == chosen and m.target is not None]
        targets = list(dict.fromkeys(m.target for m in uses))
        target_options = [("nobody: just shed it", NOBODY)] + [(self.names[t], t) for t in targets]
        if list(self.target_choice.options) != target_options:
            keep = self.target_choice.value
            self.target_choice.options = target_options
            self.target_choice.value = keep if keep in (NOBODY, *targets) else NOBODY
        self.target_choice.disabled = not targets
        actions = list(dict.fromkeys(m.action for m in uses if chosen.is_wild))
        action_options = [(k.value, k) for k in actions]
        if list(self.action_choice.options) != action_options:
            keep = self.action_choice.value
            self.action_choice.options = action_options
            default = actions[0] if actions else None
            self.action_choice.value = keep if keep in actions else default
        self.action_choice.disabled = not actions
        self.discard_button.disabled = not cards
        stops = {str(m.card) for m in legal if isinstance(m, Stop)}
        self.stop_button.disabled = "STOP" not in stops
        self.logo_stop_button.disabled = "LOGO" not in stops
        self.accept_button.disabled = Accept not in kinds
        # The answer buttons show only while an action is aimed at you.
        self.respond_row.layout.display = None if Accept in kinds else "none"
        self.undo_button.disabled = not self.session.can_undo
        for i, choice in enumerate(self.bot_choices):  # only the chosen number of bots
            choice.disabled = i >= int(self.bot_count.value)
