"""The Boardroom: play an Apprentice game of LOGO Billionaire against 1–3 bots.

The board holds a :class:`logo_kit.session.Session`: the game
(:class:`~logo_kit.billionaire.ApprenticeGame`), you in seat 0 (you start), the
bots in the other seats and one seeded generator. The session plays chance (the
deal, every spin and Risky Business card) and the bots until you have a
decision to make (rulings B2–B5): what to trade, which company to launch, draw
or stop (with no company the engine skips the launch step, ruling B14). Every
choice the board offers is one of the engine's ``legal_moves()``; the story of
the game is the narrator's
(:func:`~logo_kit.billionaire.describe_move`). While you launch, the exact
launch advice is shown. **Undo** goes back to your previous decision, with the
generator too, so the same choices replay the same game.

>>> board = BoardroomBoard(bots=["EV-optimal"], seed=1)
>>> board.game.players, board.names[0], board.my_turn or board.game.is_terminal
(2, 'You', True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import _check
from logo_kit.billionaire import (
    ApprenticeBot,
    ApprenticeGame,
    ApprenticeOptions,
    Buy,
    Category,
    Draw,
    EndTrade,
    EVOptimalLauncher,
    FixedCountLauncher,
    Launch,
    LaunchAdvice,
    Move,
    Phase,
    RiskyBusinessDeck,
    SkipLaunch,
    Stop,
    Swap,
    TargetOptimalLauncher,
    ThresholdLauncher,
    describe_move,
    launch_advice,
    target_to_reach,
)
from logo_kit.errors import LogoKitError
from logo_kit.session import Session

from ..common.base import Board
from .boardroom_panels import STEP_HELP, launch_html, log_html, sheet_html, turn_html
from .chips import advice_html

__all__ = ["BOT_KINDS", "BoardroomBoard"]

BOT_KINDS: dict[str, Callable[[str], ApprenticeBot]] = {
    "EV-optimal": lambda name: EVOptimalLauncher(name),
    "target-optimal": lambda name: TargetOptimalLauncher(name),
    "stop after 2 cards": lambda name: FixedCountLauncher(2, name),
    "stop after 3 cards": lambda name: FixedCountLauncher(3, name),
    "stop at 100M": lambda name: ThresholdLauncher(100, name),
    "stop at 200M": lambda name: ThresholdLauncher(200, name),
}
"""The bots you can play against: a label and how to build one with a given name."""

DECKS = {"bull": RiskyBusinessDeck.bull, "bear": RiskyBusinessDeck.bear}  # ruling B1
HUMAN = 0  # you sit in seat 0 and play first
LOG_TAIL = 14
MAX_SEED = 2**31 - 1  # what the Seed box can show


def _bots(bots: Any) -> list[str]:
    kinds = _check.sequence(bots, "bots", most=100)
    if not 1 <= len(kinds) <= 3:
        raise LogoKitError(f"play against 1 to 3 bots, not {len(kinds)}.")
    return [_check.choice(kind, "each bot", tuple(BOT_KINDS)) for kind in kinds]


class BoardroomBoard(Board):
    """Play the Apprentice game against bots, with the exact launch advice beside you.

    ``bots``: one to three labels from :data:`BOT_KINDS`; ``deck``: ``"bull"`` or
    ``"bear"`` (ruling B1); ``seed`` (0 to 2³¹ − 1): the deal, the spins and the
    Risky Business cards.
    """

    title = "The Boardroom: an Apprentice game of LOGO Billionaire"

    def __init__(
        self,
        bots: Sequence[str] = ("EV-optimal", "target-optimal"),
        seed: int = 0,
        deck: str = "bull",
    ) -> None:
        self._syncing = False
        kinds = _bots(bots)
        seed = _check.whole(seed, "seed", low=0, high=MAX_SEED)
        deck = _check.choice(deck, "deck", tuple(DECKS))
        self.session, self.names, self.header = self._start(kinds, seed, deck)
        self._initial = (kinds, seed, deck)
        super().__init__()
        self.widget.add_class("logo-kit-boardroom")

    @staticmethod
    def _start(kinds: list[str], seed: int, deck: str) -> tuple[Session, tuple[str, ...], str]:
        """A new session (dealt and played up to your first decision), its names and header."""
        names = ("You", *(f"Bot {i + 1} ({kind})" for i, kind in enumerate(kinds)))
        bots = [BOT_KINDS[kind](name) for kind, name in zip(kinds, names[1:], strict=True)]
        players = [None, *bots]
        options = ApprenticeOptions(players=len(names), risky_business=DECKS[deck]())
        session = Session(
            ApprenticeGame.new(options),
            players,
            np.random.default_rng(seed),
            describe=describe_move,
            names=names,
            viewer=HUMAN,
        )
        header = (
            f"New game: {', '.join(names)}; {deck} market deck; everyone starts with "
            f"{options.starting_money}M; first to {options.winning_money:,}M wins."
        )
        return session, names, header

    # -- controls ---------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        kinds, seed, deck = self._initial
        labels = list(BOT_KINDS)
        self.bot_count = widgets.Dropdown(options=[1, 2, 3], value=len(kinds), description="Bots")
        self.bot_choices = [
            widgets.Dropdown(
                options=labels,
                value=kinds[i] if i < len(kinds) else labels[i % 2],
                description=f"Bot {i + 1}",
            )
            for i in range(3)
        ]
        self.deck_choice = widgets.Dropdown(
            options=[("bull market (1:9)", "bull"), ("bear market (1:8)", "bear")],
            value=deck,
            description="RB deck",
        )
        self.seed_box = widgets.BoundedIntText(
            value=seed, min=0, max=MAX_SEED, description="Seed", layout={"width": "12em"}
        )
        self.new_game_button = self._button("New game", "refresh", "br-new-game", self._new_game)
        self.undo_button = self._button("Undo", "undo", "br-undo", self._undo)
        self.take_choice = widgets.Dropdown(
            options=[], description="Take", layout={"width": "24em"}
        )
        self.pay_choice = widgets.Dropdown(options=[], description="Pay", layout={"width": "22em"})
        self.take_choice.observe(self._take_changed, names="value")
        self.trade_button = self._button("Trade", "exchange", "br-trade", self._trade)
        self.end_trade_button = self._button(
            "End trading", "check", "br-end-trade", lambda: self._play(EndTrade(), "end trading")
        )
        self.launch_choice = widgets.Dropdown(
            options=[], description="Company", layout={"width": "22em"}
        )
        self.launch_button = self._button("Launch", "rocket", "br-launch", self._launch)
        self.launch_button.button_style = "success"
        self.skip_button = self._button(
            "No launch",
            "times",
            "br-skip-launch",
            lambda: self._play(SkipLaunch(), "skip a launch"),
        )
        self.draw_button = self._button(
            "Draw a card", "hand-paper-o", "br-draw", lambda: self._play(Draw(), "draw a card")
        )
        self.draw_button.button_style = "primary"
        self.stop_button = self._button(
            "Stop and launch", "stop", "br-stop", lambda: self._play(Stop(), "stop")
        )
        self.turn_view, self.score_view, self.launch_view, self.advice_view, self.log_view = (
            self._html(css)
            for css in ("br-turn", "br-score", "br-launch-view", "br-advice", "br-log")
        )
        setup = widgets.VBox(
            [
                widgets.HBox([self.bot_count, self.deck_choice, self.seed_box]),
                widgets.HBox(self.bot_choices),
                widgets.HBox([self.new_game_button, self.undo_button]),
            ]
        )
        setup.add_class("br-setup")
        actions = widgets.VBox(
            [
                widgets.HBox(
                    [self.take_choice, self.pay_choice, self.trade_button, self.end_trade_button]
                ),
                widgets.HBox([self.launch_choice, self.launch_button, self.skip_button]),
                widgets.HBox([self.draw_button, self.stop_button]),
            ]
        )
        actions.add_class("br-actions")
        return widgets.VBox(
            [
                setup,
                self.turn_view,
                self.score_view,
                actions,
                self.launch_view,
                self.advice_view,
                self.log_view,
            ]
        )

    def _button(
        self, label: str, icon: str, css: str, action: Callable[[], Any]
    ) -> widgets.Button:
        button = widgets.Button(description=label, icon=icon)
        button.add_class(css)
        button.on_click(self.on_click(action))
        return button

    @staticmethod
    def _html(css: str) -> widgets.HTML:
        view = widgets.HTML()
        view.add_class(css)
        return view

    # -- actions ----------------------------------------------------------------------------
    def new_game(self) -> bool:
        """Deal a new game with the settings in the controls."""
        return self.act(self._new_game)

    def undo(self) -> bool:
        """Take back your last decision (and everything the bots did after it)."""
        return self.act(self._undo)

    def play(self, move: Move) -> bool:
        """Make ``move`` for you (it must be one of the game's legal moves for you now)."""
        return self.act(lambda: self._play(move, f"play {move}"))

    def _new_game(self) -> None:
        count = _check.whole(self.bot_count.value, "the number of bots", low=1, high=3)
        kinds = _bots([self.bot_choices[i].value for i in range(count)])
        deck = _check.choice(self.deck_choice.value, "deck", tuple(DECKS))
        seed = _check.whole(self.seed_box.value, "seed", low=0, high=MAX_SEED)
        self.session, self.names, self.header = self._start(kinds, seed, deck)

    def _undo(self) -> None:
        self.session.undo()

    def _trade(self) -> None:
        self._play(self.pay_choice.value, "trade")

    def _launch(self) -> None:
        self._play(self.launch_choice.value, "launch a company")

    def _play(self, move: Any, what: str) -> None:
        session = self.session
        if session.state.is_terminal:
            raise LogoKitError(f"cannot {what}: the game is over. Press New game to play again.")
        if move is None or move not in session.legal_moves():
            raise LogoKitError(self._not_now(what))
        session.play(move)  # the engine checks the move again; nothing changes if it refuses

    def _not_now(self, what: str) -> str:
        step = STEP_HELP.get(self.game.phase, "wait")
        return f"cannot {what} now; you are at the {self.game.phase.value} step: {step}."

    # -- what is shown ------------------------------------------------------------------------
    @property
    def game(self) -> ApprenticeGame:
        """The game as it stands (the session's state)."""
        return self.session.state

    @property
    def log_lines(self) -> list[str]:
        """The story so far: the set-up line, then one line per move worth telling."""
        return [self.header, *self.session.lines]

    @property
    def phase(self) -> str:
        """The step of the game: 'trade', 'launch', 'draw or stop' or 'over' when it waits."""
        return self.game.phase.value

    @property
    def money(self) -> dict[str, int]:
        return dict(zip(self.names, self.game.money, strict=True))

    @property
    def winner(self) -> str | None:
        winner = self.game.winner
        return None if winner is None else self.names[winner]

    @property
    def my_turn(self) -> bool:
        """True when the game waits for your decision."""
        return self.session.waiting_for == HUMAN

    @property
    def target(self) -> int | None:
        """During your launch: the sum per brand card that would lift you to the billion."""
        game = self.game
        if not self.my_turn or game.launching is None:
            return None
        return target_to_reach(game.money[HUMAN], game.company_size, game.options.winning_money)

    @property
    def advice(self) -> LaunchAdvice | None:
        """The exact launch advice while you draw (None otherwise)."""
        game = self.game
        target = self.target
        if target is None or game.phase is not Phase.DRAW_OR_STOP:
            return None
        return launch_advice(game.options.risky_business, game.drawn, game.company_size, target)

    def render(self) -> None:
        game, mine = self.game, self.my_turn
        phase = game.phase
        self.turn_view.value = turn_html(game, self.names, mine)
        self.score_view.value = sheet_html(game, self.names)
        with self.quietly():
            self._set_trade_options()
            self._set_launch_options()
        self._refresh_pay()
        trading = mine and phase is Phase.TRADE
        for control in (self.take_choice, self.pay_choice, self.trade_button):
            control.disabled = not trading or not self.take_choice.options
        self.end_trade_button.disabled = not trading
        launching = mine and phase is Phase.LAUNCH
        self.launch_choice.disabled = self.launch_button.disabled = not launching
        self.skip_button.disabled = not launching
        moves = self.session.legal_moves()
        self.draw_button.disabled = Draw() not in moves
        self.stop_button.disabled = Stop() not in moves
        self.undo_button.disabled = not self.session.can_undo
        self.launch_view.value = launch_html(game, HUMAN, self.target) if mine else ""
        advice = self.advice
        self.advice_view.value = "" if advice is None else advice_html(advice)
        self.log_view.value = log_html(self.log_lines, LOG_TAIL)

    # -- choice lists from the legal moves ------------------------------------------------------
    def _set_trade_options(self) -> None:
        game = self.game
        options: list[tuple[str, tuple[int, Category]]] = []
        seen = set()
        for move in self.session.legal_moves():
            if isinstance(move, Buy | Swap):
                other = move.seller if isinstance(move, Buy) else move.partner
                key = (other, move.card.category)
                if key not in seen:
                    seen.add(key)
                    held = game.counts(other)[move.card.category]
                    card = move.card.category.label
                    label = f"a {card} card from {self.names[other]} (holds {held})"
                    options.append((label, key))
        self.take_choice.options = options
        self.take_choice.value = options[0][1] if options else None

    def _take_changed(self, _change: dict) -> None:
        if not self._syncing:
            self._refresh_pay()

    def _refresh_pay(self) -> None:
        """The ways to pay for the chosen card: buy it, or swap one of your categories.

        Cards of one category are alike, so each way is offered once (the first such
        card in each hand), always as one of the legal moves.
        """
        key = self.take_choice.value
        options: list[tuple[str, Move]] = []
        if key is not None:
            other, category = key
            wanted = self.game.hands[other][category][0]
            seen = set()
            for move in self.session.legal_moves():
                if isinstance(move, Buy) and (move.seller, move.card) == (other, wanted):
                    options.append((f"buy it for {self.game.options.buy_price}M", move))
                elif isinstance(move, Swap) and (move.partner, move.card) == (other, wanted):
                    give = move.give.category
                    if give not in seen:
                        seen.add(give)
                        options.append((f"swap one of your {give.label} cards", move))
        with self.quietly():
            self.pay_choice.options = options
            self.pay_choice.value = options[0][1] if options else None

    def _set_launch_options(self) -> None:
        companies = self.game.companies(HUMAN)
        options = [
            (f"{m.category.label} ({companies[m.category]} cards)", m)
            for m in self.session.legal_moves()
            if isinstance(m, Launch)
        ]
        self.launch_choice.options = options
        self.launch_choice.value = options[0][1] if options else None
