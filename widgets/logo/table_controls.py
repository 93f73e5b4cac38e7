"""The LOGO table's controls: your clickable hand, the move buttons, the hints, the set-up.

:class:`TableControls` is a mix-in of :class:`~logo_kit.widgets.TableBoard`
(not a board of its own): :meth:`~TableControls.build_controls` makes the
widgets and :meth:`~TableControls.render_controls` enables exactly what your
legal moves allow. Your hand is a :class:`~logo_kit.widgets.common.card_row.CardRow`:
click a card (or move to it with the arrow keys and press Enter) to pick the card
to discard. The take row, the answers to an action and the "Use it on" / "LOGO plays
as" choices are each one Tab stop (:func:`~logo_kit.widgets.common.roving.button_group`):
the arrow keys move inside them. Every choice offered is read off ``legal_moves()``;
the engine checks every move.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from logo_kit.engine import seat_label
from logo_kit.errors import LogoKitError
from logo_kit.logo import Card
from logo_kit.logo.moves import Accept, Declare, Discard, Stop, TakeDiscard, TakeDraw
from logo_kit.logo.odds import MAX_DRAWS_AHEAD
from logo_kit.logo.options import MAX_TARGET

from ..common.card_row import CardRow
from ..common.confirm import ConfirmStep
from ..common.layout import column, fit, row
from ..common.roving import button_group
from .cards import hand_cards
from .hand_controls import MAX_SEED
from .html_parts import heading

NOBODY = -1  # the "use it on" choice for just shedding an action card
_LABEL = {"description_width": "initial"}
UNDO_HELP = "Take back your last move (before any other player has moved)"
_HAND_HELP = (
    "Click a card to pick the card to discard (keyboard: Tab to the cards, ← → to move, "
    "Enter to pick), then press Discard."
)


class TableControls:
    """Widgets of the table board; the board supplies the actions they call."""

    def build_controls(self, bots: list[str], seed: int, hints: bool, draws: int) -> widgets.Widget:
        self._build_setup(bots, seed)
        self.undo_button = self._button("Undo", "undo", UNDO_HELP, self.undo)
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
            "Instead of a turn: everyone else has one more turn, then hands are compared "
            "(asks you to confirm)",
            self.ask_declare,
            style="warning",
        )
        self.confirm = ConfirmStep(self, "logo-table")
        self.next_round_button = self._button(
            "Deal the next round",
            "forward",
            "Deal the next round (the board waits so you can read how the round ended)",
            self.next_round,
            style="primary",
        )
        self.play_again_button = self._button(
            "Play again",
            "refresh",
            "A new game with the same bots and target, and the next seed",
            self.play_again,
            style="primary",
        )
        self.hand_row = CardRow(
            most=1, label="Your hand", pick_word="to discard", help=_HAND_HELP, empty="no cards"
        )
        self.hand_row.add_class("logo-table-hand-row")
        self.hand_row.observe(self._setting_changed, names="selected")
        self.target_choice = fit(
            widgets.ToggleButtons(
                options=[("nobody: just shed it", NOBODY)],
                value=NOBODY,
                description="Use it on",
                style={**_LABEL, "button_width": "auto"},
            )
        )
        self.target_choice.observe(self._setting_changed, names="value")
        self.action_choice = fit(
            widgets.ToggleButtons(
                options=[], description="LOGO plays as", style={**_LABEL, "button_width": "auto"}
            )
        )
        self.discard_button = self._button(
            "Discard",
            "arrow-down",
            "Discard the card picked in your hand",
            self.discard,
            style="primary",
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
            description="Calculator hints",
            tooltip="Show the colour-hand chances and the declare advice for your hand",
            indent=False,
            layout={"width": "auto", "max_width": "100%"},
        )
        self.hints_box.add_class("logo-table-hints-box")
        self.hints_box.observe(self._setting_changed, names="value")
        self.draws_slider = fit(
            widgets.IntSlider(
                value=draws,
                min=0,
                max=MAX_DRAWS_AHEAD,
                description="Hint: blind draws ahead (k)",
                style=_LABEL,
                continuous_update=False,
            ),
            "26em",
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
            (self.next_round_button, "next-round"),
            (self.play_again_button, "play-again"),
        ):
            control.add_class(f"logo-table-{name}")
        views = {}
        for name in (
            "result",
            "turn",
            "piles",
            "opponents",
            "hand",
            "hints",
            "score",
            "reveal",
            "log",
        ):
            views[name] = widgets.HTML(layout={"max_width": "100%"})
            views[name].add_class(f"logo-table-{name}")
            setattr(self, f"{name}_view", views[name])
        # The table: opponents across, the piles and what just happened in the middle,
        # then your side: the turn line, your hand (clickable) and your moves.
        table = column(views["opponents"], views["piles"], css="logo-table-felt")
        table.layout.border = "2px solid #2d6a4f"
        table.layout.padding = "4px 6px"
        # Taking (or declaring) is the main action of a turn: it sits in the status strip
        # at the top (the board puts it there while it is your move), with the Confirm
        # step of a declaration beside it.
        # Each group of buttons is one Tab stop; the arrow keys move inside it.
        self.take_row = button_group(
            self.draw_button,
            self.take_discard_button,
            self.declare_button,
            label="Your move: take a card or declare LOGO",
            css="logo-table-take-row",
        )
        self.target_group = button_group(
            self.target_choice, label="Use it on", role="radiogroup", css="logo-table-targets"
        )
        self.action_group = button_group(
            self.action_choice,
            label="LOGO plays as",
            role="radiogroup",
            css="logo-table-actions",
        )
        self.discard_row = column(self.target_group, self.action_group, self.discard_button)
        self.discard_row.add_class("logo-table-discard-row")
        self.respond_row = column(
            self.respond_view,
            button_group(
                self.stop_button,
                self.logo_stop_button,
                self.accept_button,
                label="Answer the action",
                css="logo-table-answers",
            ),
        )
        self.respond_row.add_class("logo-table-respond-row")
        body = column(
            views["result"],
            table,
            views["turn"],
            heading("Your hand"),
            self.hand_row,
            views["hand"],
            self.discard_row,
            self.respond_row,
            self.undo_button,
            row(self.hints_box, self.exact_switch()),
            self.draws_slider,
            views["hints"],
            heading("Score sheet"),
            views["score"],
            views["reveal"],
            views["log"],
            self._setup_box,
        )
        body.add_class("logo-table")
        return body

    def _build_setup(self, bots: list[str], seed: int) -> None:
        kinds = list(self.bot_kinds)
        self.bot_count = fit(
            widgets.Dropdown(options=[1, 2, 3], value=len(bots), description="Bots"), "10em"
        )
        self.bot_count.observe(self._setting_changed, names="value")
        self.bot_choices = [
            fit(
                widgets.Dropdown(
                    options=kinds,
                    value=bots[i] if i < len(bots) else kinds[i % len(kinds)],
                    description=f"Bot {seat_label(i + 1)}",
                ),
                "16em",
            )
            for i in range(3)
        ]
        self.seed_box = fit(
            widgets.BoundedIntText(value=seed, min=0, max=MAX_SEED, description="Seed"), "12em"
        )
        self.target_box = fit(
            widgets.BoundedIntText(
                value=self._options.target_score,
                min=1,
                max=MAX_TARGET,
                description="Target score",
                style=_LABEL,
            ),
            "14em",
        )
        self.new_game_button = self._button(
            "New game", "refresh", "Deal a new game with these settings", self.new_game
        )
        self._setup_box = column(
            heading("New game"),
            row(self.bot_count, self.seed_box, self.target_box),
            row(*self.bot_choices),
            self.new_game_button,
            css="logo-table-setup",
        )

    def _button(
        self, text: str, icon: str, tooltip: str, action: Any, style: str = ""
    ) -> widgets.Button:
        button = widgets.Button(
            description=text,
            icon=icon,
            tooltip=tooltip,
            button_style=style,
            layout={"width": "auto", "max_width": "100%"},
        )
        button.on_click(lambda _b: action())
        return button

    def ask_declare(self) -> bool:
        """The Declare button: ask before declaring LOGO (it cannot be taken back)."""
        return self.act(self._ask_declare)

    def _ask_declare(self) -> None:
        state = self._my_decision("declare LOGO")
        if Declare not in state.move_kinds:
            raise LogoKitError(self._not_now("declare LOGO"))
        self.confirm.ask(
            "declare LOGO",
            "Declaring LOGO ends your turns this round: everyone else has one more turn, "
            "then hands are compared.",
            lambda: self._play(Declare(), "declare LOGO"),
            self.game,
        )

    def _setting_changed(self, _change: dict) -> None:
        if not self._syncing:
            self.act(lambda: None)  # re-render: targets and hints follow the choices

    # -- the card picked in your hand --------------------------------------------------------
    @property
    def chosen_card(self) -> Card | None:
        """The card picked in your hand to discard (None: none picked)."""
        picked = self.hand_row.selected
        hand = self.hand
        if not picked or not picked[-1].isdigit() or int(picked[-1]) >= len(hand):
            return None
        return hand[int(picked[-1])]

    def pick_card(self, card: Card | str | None) -> bool:
        """Pick ``card`` in your hand (a Card or its name, e.g. ``"R7"``) as the card to
        discard, as a click on it would; None unpicks."""
        return self.act(lambda: self._pick_card(card))

    def _pick_card(self, card: Card | str | None) -> None:
        if card is None:
            with self.quietly():
                self.hand_row.selected = []
            return
        hand = self.hand
        where = next((i for i, c in enumerate(hand) if card in (c, str(c))), None)
        if where is None:
            raise LogoKitError(f"you hold no {card}: pick one of {' '.join(map(str, hand))}.")
        if self.hand_row.cards[where]["disabled"]:
            raise LogoKitError(self._not_now(f"discard {card}"))  # not one of your moves now
        with self.quietly():  # the render after this action shows the pick
            self.hand_row.selected = [str(where)]

    def render_controls(self) -> None:
        """Enable what your legal moves allow; offer the cards, targets and actions in them."""
        game = self.game
        legal = self.your_moves
        kinds = {type(m) for m in legal}
        discards = [m for m in legal if isinstance(m, Discard)]
        cards = list(dict.fromkeys(m.card for m in discards))
        if game.move_count != self._rendered_at:  # a new decision: nothing chosen yet
            self._rendered_at = game.move_count
            self.hand_row.selected = []
            self.target_choice.value = NOBODY
        seen = getattr(self, "_seen", None)
        self.hand_row.show(hand_cards(self.hand, pickable=cards, new=seen.gained if seen else ()))
        self.draw_button.disabled = TakeDraw not in kinds
        self.declare_button.disabled = Declare not in kinds
        self.take_discard_button.disabled = TakeDiscard not in kinds
        top = game.discard_top
        self.take_discard_button.description = (
            f"Take {top} from the discard pile" if top is not None else "Take the discard"
        )
        chosen = self.chosen_card
        uses = [m for m in discards if m.card == chosen and m.target is not None]
        targets = list(dict.fromkeys(m.target for m in uses))
        target_options = [("nobody: just shed it", NOBODY)] + [(self.names[t], t) for t in targets]
        if list(self.target_choice.options) != target_options:
            keep = self.target_choice.value
            self.target_choice.options = target_options
            self.target_choice.value = keep if keep in (NOBODY, *targets) else NOBODY
        self.target_choice.disabled = not targets
        self.target_choice.layout.display = None if targets else "none"
        self.target_group.layout.display = self.target_choice.layout.display
        actions = list(dict.fromkeys(m.action for m in uses))
        actions = actions if len(actions) > 1 else []  # a choice only where the moves differ
        action_options = [(k.value, k) for k in actions]
        if list(self.action_choice.options) != action_options:
            keep = self.action_choice.value
            self.action_choice.options = action_options
            default = actions[0] if actions else None
            self.action_choice.value = keep if keep in actions else default
        self.action_choice.disabled = not actions
        self.action_choice.layout.display = None if actions else "none"
        self.action_group.layout.display = self.action_choice.layout.display
        self.discard_button.disabled = chosen not in cards  # it acts once a card is picked
        self.discard_button.description = "Discard" if chosen is None else f"Discard {chosen}"
        # Only the moves of this step are shown: take (or declare), discard, or answer.
        taking = bool(kinds & {TakeDraw, TakeDiscard, Declare})
        self.take_row.layout.display = None if taking else "none"
        self.discard_row.layout.display = None if cards else "none"
        stops = {str(m.card) for m in legal if isinstance(m, Stop)}
        self.stop_button.disabled = "STOP" not in stops
        self.logo_stop_button.disabled = "LOGO" not in stops
        self.accept_button.disabled = Accept not in kinds
        # The answer buttons show only while an action is aimed at you.
        self.respond_row.layout.display = None if Accept in kinds else "none"
        self.undo_button.disabled = self.session.undo_refusal is not None  # it cannot act
        refusal = self.session.undo_refusal
        self.undo_button.tooltip = (
            UNDO_HELP if refusal is None else refusal[0].upper() + refusal[1:]
        )
        self.confirm.render(game)
        count = self.bot_count.value if isinstance(self.bot_count.value, int) else 0
        for i, choice in enumerate(self.bot_choices):  # only the chosen number of bots
            choice.disabled = i >= count
