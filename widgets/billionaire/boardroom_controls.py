"""The Boardroom's controls: the Spin button, your brand cards and the cards on offer as
clickable cards, the trade, launch and draw buttons, and the set-up.

:func:`build` creates the widgets on the board (as attributes the tests and the
board's actions use) and wires each to one board action; :func:`brand_cards` and
:func:`offer_cards` turn the position into cards for the rows. Nothing here
decides what is allowed: the rows offer what the engine's legal moves allow.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from logo_kit.billionaire import ApprenticeGame
from logo_kit.billionaire.board import Category
from logo_kit.billionaire.moves import Buy, Launch, Move, Swap

from ..common.card_row import CardRow, card
from ..common.layout import column, fit, row
from ..common.roving import button_group
from .chips import CATEGORY_COLORS

HUMAN = 0  # you sit in seat 0 and play first

__all__ = ["brand_cards", "build", "launch_options", "offer_cards", "offer_key"]

READABLE_CARDS = (
    "<style>.logo-kit-boardroom .lk-card-top, .logo-kit-boardroom .lk-card-bottom, "
    ".logo-kit-boardroom .lk-card-note, .logo-kit-boardroom .lk-card-help "
    "{font-size: max(12px, 0.75em) !important;}"
    # a track space that changed is outlined by its own orange path, not by a box
    ".logo-kit-boardroom svg .lk-changed {outline: none !important;}</style>"
)
"""The Boardroom's cards carry words (category, count, owner): at least 12 px;
a changed track space keeps the ring's shape (the theme's outline would be a square)."""
_YOUR_HELP = "At the launch step, click a company (3 or more cards of a kind), then Launch."
_OFFER_HELP = "Click a card to take, choose how to pay, then press Trade (or End trading)."


def offer_key(seat: int, category: Category) -> str:
    """The key of a card on offer: whose it is and its category, e.g. ``"2-0"``."""
    return f"{seat}-{int(category)}"


def brand_cards(game: ApprenticeGame, seat: int, launchable: Sequence[Category]) -> list[dict]:
    """``seat``'s brand cards, one card per category held (with how many), in the
    category's colour and named in words; only the ``launchable`` ones can be picked."""
    cards = []
    companies = game.companies(seat)
    for category, count in game.counts(seat).items():
        if not count:
            continue
        fill, ink = CATEGORY_COLORS[category.color]
        company = category in companies
        words = f"{category} ×{count}" + (", a company" if company else "")
        cards.append(
            card(
                int(category),
                category.label,
                words,
                top=category.color,
                bottom=f"×{count}" + (" company" if company else ""),
                background=fill,
                color=ink,
                disabled=category not in launchable,
            )
        )
    return cards


def offer_cards(game: ApprenticeGame, names: Sequence[str], moves: Sequence[Any]) -> list[dict]:
    """The cards you may take in a trade now: one card per (player, category) that a legal
    Buy or Swap names, with its owner and how many they hold."""
    seen: dict[tuple[int, Category], int] = {}
    for move in moves:
        if isinstance(move, Buy):
            seen.setdefault((move.seller, move.card.category), 0)
        elif isinstance(move, Swap):
            seen.setdefault((move.partner, move.card.category), 0)
    cards = []
    for (seat, category), _ in sorted(seen.items(), key=lambda item: (item[0][0], item[0][1])):
        fill, ink = CATEGORY_COLORS[category.color]
        count = game.counts(seat)[category]
        owner = names[seat].split(" (")[0]
        cards.append(
            card(
                offer_key(seat, category),
                category.label,
                f"{names[seat]}'s {category}, they hold {count}",
                top=owner,
                bottom=f"×{count}",
                background=fill,
                color=ink,
            )
        )
    return cards


def _button(
    board: Any, text: str, icon: str, css: str, action: Callable[[], Any], style: str = ""
) -> widgets.Button:
    button = widgets.Button(
        description=text, icon=icon, button_style=style, layout={"width": "auto"}
    )
    button.add_class(css)
    button.on_click(board.on_click(action))
    return button


def _html(css: str) -> widgets.HTML:
    view = widgets.HTML(layout={"max_width": "100%"})
    view.add_class(css)
    return view


def _setup(
    board: Any, kinds: list[str], seed: int, deck: str, bot_kinds: Sequence[str], max_seed: int
) -> widgets.Widget:
    labels = list(bot_kinds)
    board.bot_count = fit(
        widgets.Dropdown(options=[1, 2, 3], value=len(kinds), description="Bots"), "10em"
    )
    board.bot_choices = [
        fit(
            widgets.Dropdown(
                options=labels,
                value=kinds[i] if i < len(kinds) else labels[i % 2],
                description=f"Bot {i + 1}",
            ),
            "17em",
        )
        for i in range(3)
    ]
    board.deck_choice = fit(
        widgets.Dropdown(
            options=[("bull market (1:9)", "bull"), ("bear market (1:8)", "bear")],
            value=deck,
            description="RB deck",
        ),
        "17em",
    )
    board.seed_box = fit(
        widgets.BoundedIntText(value=seed, min=0, max=max_seed, description="Seed"), "12em"
    )
    board.new_game_button = _button(board, "New game", "refresh", "br-new-game", board._new_game)
    setup = column(
        widgets.HTML("<h4 style='margin:10px 0 2px 0'>New game</h4>"),
        row(board.bot_count, board.deck_choice, board.seed_box),
        row(*board.bot_choices),
        board.new_game_button,
    )
    setup.add_class("br-setup")
    return setup


def build(
    board: Any, kinds: list[str], seed: int, deck: str, bot_kinds: Sequence[str], max_seed: int
) -> widgets.Widget:
    """Create every control and view of the Boardroom; return the body."""
    setup = _setup(board, kinds, seed, deck, bot_kinds, max_seed)
    board.spin_button = _button(board, "Spin", "refresh", "br-spin", board._spin, "primary")
    board.undo_button = _button(board, "Undo", "undo", "br-undo", board._undo)
    # A pick is always kept (a click on it again does not drop it): Trade and Launch
    # then always have a card to act on.
    board.offer_row = CardRow(most=1, unpick=False, label="Cards you may take", pick_word="to take")
    board.offer_row.help = _OFFER_HELP
    board.offer_row.add_class("br-offer-row")
    board.offer_row.observe(board._take_changed, names="selected")
    board.pay_choice = fit(
        widgets.ToggleButtons(
            options=[],
            description="Pay",
            style={"description_width": "initial", "button_width": "auto"},
        )
    )
    board.trade_button = _button(board, "Trade", "exchange", "br-trade", board._trade)
    board.end_trade_button = _button(
        board, "End trading", "check", "br-end-trade", board._end_trade
    )
    board.hand_row = CardRow(most=1, unpick=False, label="Your brand cards", pick_word="to launch")
    board.hand_row.help = _YOUR_HELP
    board.hand_row.empty = "no brand cards"
    board.hand_row.add_class("br-hand-row")
    board.hand_row.observe(board._company_changed, names="selected")
    board.launch_button = _button(board, "Launch", "rocket", "br-launch", board._launch, "success")
    board.skip_button = _button(board, "No launch", "times", "br-skip-launch", board._skip)
    board.draw_button = _button(
        board, "Draw a card", "hand-paper-o", "br-draw", board._draw, "primary"
    )
    board.stop_button = _button(board, "Stop and launch", "stop", "br-stop", board._stop)
    board.play_again_button = _button(
        board, "Play again", "refresh", "br-play-again", board._play_again, "primary"
    )
    board.end_view = _html("br-end")
    board.end_panel = column(board.end_view, board.play_again_button)
    board.end_panel.add_class("br-end-panel")
    board.end_panel.layout.display = "none"
    for name in ("turn", "track", "score", "launch", "advice", "log"):
        css = "br-launch-view" if name == "launch" else f"br-{name}"
        setattr(board, f"{name}_view", _html(css))
    board.trade_panel = column(
        widgets.HTML("<b>Trade</b> (you are on a TRADE space)"),
        board.offer_row,
        button_group(board.pay_choice, label="Pay", role="radiogroup", css="br-pay"),
        button_group(board.trade_button, board.end_trade_button, label="Trade or end trading"),
    )
    board.trade_panel.add_class("br-trade-panel")
    # The turn's buttons sit in the status strip at the top, beside "Press Spin": in view
    # on any screen (below the track, Spin was under the fold at 1280×800). Each group of
    # buttons is one Tab stop; the arrow keys move inside it.
    board.strip.actions.children = (
        button_group(
            board.spin_button,
            board.draw_button,
            board.stop_button,
            board.undo_button,
            label="Your turn",
            css="br-turn-buttons",
        ),
    )
    actions = column(
        board.trade_panel,
        widgets.HTML("<b>Your brand cards</b>"),
        board.hand_row,
        button_group(board.launch_button, board.skip_button, label="Launch or not"),
    )
    actions.add_class("br-actions")
    style = widgets.HTML(READABLE_CARDS, layout={"height": "0px"})
    return column(
        style,
        board.end_panel,
        board.turn_view,
        board.track_view,
        actions,
        board.launch_view,
        board.advice_view,
        row(board.exact_switch()),
        board.score_view,
        board.log_view,
        setup,
    )


def launch_options(moves: Sequence[Any]) -> list[Launch]:
    """The Launch moves among ``moves`` (one per company you may launch)."""
    return [m for m in moves if isinstance(m, Launch)]


class BoardroomRows:
    """The Boardroom's rows of cards (your brand cards, the cards on offer) and the ways to
    pay, read off the legal moves (mixed into ``BoardroomBoard``)."""

    def _show_rows(self, moves: tuple[Move, ...]) -> None:
        game = self.game
        launchable = [m.category for m in launch_options(moves)]
        picked = self.hand_row.selected
        if launchable and not (picked and picked[-1] in {str(int(c)) for c in launchable}):
            picked = [str(int(launchable[0]))]  # the first company, ready to launch
        self.hand_row.show(brand_cards(game, HUMAN, launchable), selected=picked)
        self.hand_row.most = 1 if launchable else 0
        offers = offer_cards(game, self.names, moves)
        keys = [c["key"] for c in offers]
        chosen = [k for k in self.offer_row.selected if k in keys] or keys[:1]
        self.offer_row.show(offers, selected=chosen)

    def _take_changed(self, _change: dict) -> None:
        if not self._syncing:
            self.act(lambda: None)  # re-render: the ways to pay follow the card

    def _company_changed(self, _change: dict) -> None:
        if not self._syncing:
            self.act(lambda: None)

    def _refresh_pay(self) -> None:
        """The ways to pay for the card picked: buy it, or swap one of your categories.

        Cards of one category are alike, so each way is offered once (the first such
        card in each hand), always as one of the legal moves.
        """
        key = self.take_choice
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
            if list(self.pay_choice.options) != options:
                keep = self.pay_choice.value
                self.pay_choice.options = options
                values = [m for _, m in options]
                self.pay_choice.value = keep if keep in values else (values[0] if values else None)
