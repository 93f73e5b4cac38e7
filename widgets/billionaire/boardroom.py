"""The Boardroom: play an Apprentice game of LOGO Billionaire against 1–3 bots.

The board holds an :class:`~logo_kit.billionaire.ApprenticeGame` and a seeded
generator. You sit in seat 0 and start; every choice you can make is taken from
the engine's ``legal_moves()`` (rulings B2–B5), chance (spins and Risky Business
cards) comes from the generator, and the bots move by themselves until it is your
turn again. While you launch, the exact launch advice is shown: the chance that
the next card is a BUST, the expected sum of stopping versus drawing on, and what
the EV-optimal and the reach-the-billion rules would do.

>>> board = BoardroomBoard(bots=["EV-optimal"], seed=1)
>>> board.game.players, board.names[0], board.phase
(2, 'You', 'spin')
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as widgets
import numpy as np

from logo_kit.billionaire import (
    BUST,
    CATEGORIES,
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
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
    Target,
    TargetOptimalLauncher,
    ThresholdLauncher,
    launch_advice,
    optimal_policy,
    target_to_reach,
)
from logo_kit.errors import LogoKitError

from ..common.base import Board
from .chips import advice_html, category_chip, format_exact, risky_card_chip

__all__ = ["BOT_KINDS", "BoardroomBoard", "describe_move"]

BOT_KINDS: dict[str, Callable[[str], ApprenticeBot]] = {
    "EV-optimal": lambda name: EVOptimalLauncher(name),
    "target-optimal": lambda name: TargetOptimalLauncher(name),
    "stop after 2 cards": lambda name: FixedCountLauncher(2, name),
    "stop after 3 cards": lambda name: FixedCountLauncher(3, name),
    "stop at 100M": lambda name: ThresholdLauncher(100, name),
    "stop at 200M": lambda name: ThresholdLauncher(200, name),
}
"""The bots you can play against: a label and how to build one with a given name."""

HUMAN = 0  # you sit in seat 0 and play first
LOG_TAIL = 14
class BoardroomBoard(Board):
    """Play the Apprentice game against bots, with the exact launch advice beside you.

    ``bots``: one to three labels from :data:`BOT_KINDS`; ``deck``: ``"bull"`` or
    ``"bear"`` (ruling B1); ``seed``: the deal, the spins and the Risky Business cards.
    """

    title = "The Boardroom: an Apprentice game of LOGO Billionaire"

    def __init__(
        self,
        bots: Sequence[str] = ("EV-optimal", "target-optimal"),
        seed: int = 0,
        deck: str = "bull",
    ) -> None:
        self._syncing = False
        self.game: ApprenticeGame | None = None
        self.players: list[ApprenticeBot | None] = []
        self.names: tuple[str, ...] = ()
        self.rng = np.random.default_rng(seed)
        self.log_lines: list[str] = []
        bots = list(bots)
        if not 1 <= len(bots) <= 3:
            raise LogoKitError(f"play against 1 to 3 bots, not {len(bots)}.")
        for kind in bots:
            if kind not in BOT_KINDS:
                raise LogoKitError(f"unknown bot {kind!r}; choose from {', '.join(BOT_KINDS)}.")
        if deck not in ("bull", "bear"):
            raise LogoKitError(f"unknown deck {deck!r}: choose 'bull' or 'bear' (ruling B1).")
        self._initial = (bots, int(seed), deck)
        super().__init__()
        self.widget.add_class("logo-kit-boardroom")
        if not self.act(self._new_game):
            raise LogoKitError(self.last_error or "cannot start the game")

    # -- controls ---------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        bots, seed, deck = self._initial
        kinds = list(BOT_KINDS)
        self.bot_count = widgets.Dropdown(
            options=[1, 2, 3], value=min(max(len(bots), 1), 3), description="Bots"
        )
        self.bot_choices = [
            widgets.Dropdown(
                options=kinds,
                value=bots[i] if i < len(bots) else kinds[i % 2],
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
            value=seed, min=0, max=2**31 - 1, description="Seed", layout={"width": "12em"}
        )
        self.new_game_button = widgets.Button(
            description="New game", icon="refresh", tooltip="Deal a new game with these settings"
        )
        self.new_game_button.on_click(self.on_click(self._new_game))

        self.spin_button = widgets.Button(
            description="Spin", icon="refresh", button_style="primary"
        )
        self.spin_button.on_click(self.on_click(self._spin))
        self.take_choice = widgets.Dropdown(
            options=[], description="Take", layout={"width": "24em"}
        )
        self.pay_choice = widgets.Dropdown(options=[], description="Pay", layout={"width": "22em"})
        self.take_choice.observe(self._take_changed, names="value")
        self.trade_button = widgets.Button(description="Trade", icon="exchange")
        self.trade_button.on_click(self.on_click(self._trade))
        self.end_trade_button = widgets.Button(description="End trading", icon="check")
        self.end_trade_button.on_click(self.on_click(lambda: self._play(EndTrade(), "end trading")))
        self.launch_choice = widgets.Dropdown(
            options=[], description="Company", layout={"width": "22em"}
        )
        self.launch_button = widgets.Button(
            description="Launch", icon="rocket", button_style="success"
        )
        self.launch_button.on_click(self.on_click(self._launch))
        self.skip_button = widgets.Button(description="No launch", icon="times")
        self.skip_button.on_click(self.on_click(lambda: self._play(SkipLaunch(), "skip a launch")))
        self.draw_button = widgets.Button(
            description="Draw a card", icon="hand-paper-o", button_style="primary"
        )
        self.draw_button.on_click(self.on_click(lambda: self._play(Draw(), "draw a card")))
        self.stop_button = widgets.Button(description="Stop and launch", icon="stop")
        self.stop_button.on_click(self.on_click(lambda: self._play(Stop(), "stop")))
        for control, name in (
            (self.new_game_button, "br-new-game"),
            (self.spin_button, "br-spin"),
            (self.trade_button, "br-trade"),
            (self.end_trade_button, "br-end-trade"),
            (self.launch_button, "br-launch"),
            (self.skip_button, "br-skip-launch"),
            (self.draw_button, "br-draw"),
            (self.stop_button, "br-stop"),
        ):
            control.add_class(name)

        self.turn_view = widgets.HTML()
        self.turn_view.add_class("br-turn")
        self.score_view = widgets.HTML()
        self.score_view.add_class("br-score")
        self.launch_view = widgets.HTML()
        self.launch_view.add_class("br-launch-view")
        self.advice_view = widgets.HTML()
        self.advice_view.add_class("br-advice")
        self.log_view = widgets.HTML()
        self.log_view.add_class("br-log")
        setup = widgets.VBox(
            [
                widgets.HBox([self.bot_count, self.deck_choice, self.seed_box]),
                widgets.HBox(self.bot_choices),
                self.new_game_button,
            ]
        )
        setup.add_class("br-setup")
        actions = widgets.VBox(
            [
                widgets.HBox([self.spin_button]),
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

    # -- setting up ---------------------------------------------------------------------------
    def new_game(self) -> bool:
        """Deal a new game with the settings in the controls."""
        return self.act(self._new_game)

    def _new_game(self) -> None:
        count = int(self.bot_count.value)
        kinds = [self.bot_choices[i].value for i in range(count)]
        for kind in kinds:
            if kind not in BOT_KINDS:
                raise LogoKitError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}.")
        deck = (
            RiskyBusinessDeck.bull()
            if self.deck_choice.value == "bull"
            else (RiskyBusinessDeck.bear())
        )
        names = ["You", *(f"Bot {i + 1} ({kind})" for i, kind in enumerate(kinds))]
        players: list[ApprenticeBot | None] = [None]
        players += [BOT_KINDS[kind](name) for kind, name in zip(kinds, names[1:], strict=True)]
        rng = np.random.default_rng(int(self.seed_box.value))
        options = ApprenticeOptions(players=len(names), risky_business=deck)
        game = ApprenticeGame.new(options, rng)
        self.game, self.players, self.rng = game, players, rng
        self.names = tuple(names)
        market = "bull" if self.deck_choice.value == "bull" else "bear"
        self.log_lines = [
            f"New game: {', '.join(names)}; {market} market deck; everyone starts with "
            f"{game.options.starting_money}M; first to {game.options.winning_money:,}M wins."
        ]
        self._advance()

    # -- your moves ---------------------------------------------------------------------------
    def spin(self) -> bool:
        """Spin the spinner (your turn's first step)."""
        return self.act(self._spin)

    def _spin(self) -> None:
        game = self._my_turn("spin")
        if game.phase is not Phase.SPIN:
            raise LogoKitError(self._not_now("spin"))
        self._apply(game.sample_chance(self.rng))
        self._advance()

    def _trade(self) -> None:
        game = self._my_turn("trade")
        move = self.pay_choice.value
        if game.phase is not Phase.TRADE or move is None:
            raise LogoKitError(self._not_now("trade"))
        self._play(move, "trade")

    def _launch(self) -> None:
        game = self._my_turn("launch")
        move = self.launch_choice.value
        if game.phase is not Phase.LAUNCH or move is None:
            raise LogoKitError(self._not_now("launch a company"))
        self._play(move, "launch a company")

    def play(self, move: Move) -> bool:
        """Make ``move`` for you (it must be one of :attr:`legal_moves`)."""
        return self.act(lambda: self._play(move, f"play {move}"))

    def _play(self, move: Move, what: str) -> None:
        game = self._my_turn(what)
        if game.is_chance:
            raise LogoKitError(self._not_now(what))
        if move not in game.legal_moves():
            raise LogoKitError(self._not_now(what))
        self._apply(move)  # the engine checks the move again; nothing changes if it refuses
        self._advance()

    def _my_turn(self, what: str) -> ApprenticeGame:
        game = self.game
        assert game is not None
        if game.is_terminal:
            raise LogoKitError(f"cannot {what}: the game is over. Press New game to play again.")
        if game.mover != HUMAN:  # cannot happen between clicks: the bots move at once
            raise LogoKitError(f"cannot {what}: it is {self.names[game.mover]}'s turn.")
        return game

    def _next_step(self) -> str:
        """What you can do at this step, in words."""
        game = self.game
        assert game is not None
        steps = {
            Phase.SPIN: "press Spin",
            Phase.TRADE: "choose a card to take and Trade, or press End trading",
            Phase.LAUNCH: "choose a company and press Launch, or press No launch",
            Phase.DRAW_OR_STOP: "press Draw a card or Stop and launch",
        }
        return f"you are at the {game.phase.value} step: {steps.get(game.phase, 'wait')}"

    def _not_now(self, what: str) -> str:
        return f"cannot {what} now; {self._next_step()}."

    # -- the engine turning ---------------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        before = self.game
        assert before is not None
        after = before.apply(move)
        self.game = after
        line = describe_move(before, move, after, self.names)
        if line:
            self.log_lines.append(line)
        if after.is_terminal:
            if after.winner is not None:
                name = self.names[after.winner]
                self.log_lines.append(
                    f"{name} {'hold' if after.winner == HUMAN else 'holds'} "
                    f"{after.money[after.winner]:,}M and "
                    f"{'win' if after.winner == HUMAN else 'wins'}! (ruling B5)"
                )
            else:
                self.log_lines.append("The turn cap ended the game without a winner.")

    def _advance(self) -> None:
        """Let chance and the bots move until it is your decision (or your spin)."""
        game = self.game
        assert game is not None
        while not game.is_terminal:
            if game.is_chance:
                if game.phase is Phase.SPIN and game.mover == HUMAN:
                    break  # you press Spin yourself
                move = game.sample_chance(self.rng)
            elif game.mover != HUMAN:
                player = self.players[game.mover]
                assert player is not None
                move = player.choose(game.view(game.mover), self.rng)
            else:
                break
            self._apply(move)
            game = self.game

    # -- what is shown ------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """The step of the game: 'spin', 'trade', 'launch', 'draw or stop' or 'over'."""
        assert self.game is not None
        return self.game.phase.value

    @property
    def money(self) -> dict[str, int]:
        assert self.game is not None
        return dict(zip(self.names, self.game.money, strict=True))

    @property
    def winner(self) -> str | None:
        game = self.game
        assert game is not None
        return None if game.winner is None else self.names[game.winner]

    @property
    def my_turn(self) -> bool:
        """True when the game waits for you."""
        game = self.game
        assert game is not None
        return not game.is_terminal and game.mover == HUMAN

    @property
    def legal_moves(self) -> tuple[Move, ...]:
        """Your legal moves now (your spin shows as the possible spins); () if not your turn."""
        assert self.game is not None
        return self.game.legal_moves() if self.my_turn else ()

    @property
    def target(self) -> int | None:
        """During your launch: the sum per brand card that would lift you to the billion."""
        game = self.game
        assert game is not None
        if not self.my_turn or game.launching is None:
            return None
        return target_to_reach(game.money[HUMAN], game.company_size, game.options.winning_money)

    @property
    def advice(self) -> LaunchAdvice | None:
        """The exact launch advice while you draw (None otherwise)."""
        game = self.game
        assert game is not None
        if not self.my_turn or game.phase is not Phase.DRAW_OR_STOP:
            return None
        assert self.target is not None
        return launch_advice(
            game.options.risky_business, game.drawn, game.company_size, self.target
        )

    def render(self) -> None:
        game = self.game
        if game is None:
            return
        mine = self.my_turn
        phase = game.phase
        self.turn_view.value = self._turn_html()
        self.score_view.value = self._score_html()
        with self.quietly():
            self._set_trade_options()
            self._set_launch_options()
        self._refresh_pay()
        self.spin_button.disabled = not (mine and phase is Phase.SPIN)
        trading = mine and phase is Phase.TRADE
        for control in (self.take_choice, self.pay_choice, self.trade_button):
            control.disabled = not trading or not self.take_choice.options
        self.end_trade_button.disabled = not trading
        launching = mine and phase is Phase.LAUNCH
        self.launch_choice.disabled = self.launch_button.disabled = not launching
        self.skip_button.disabled = not launching
        drawing = mine and phase is Phase.DRAW_OR_STOP
        self.draw_button.disabled = not (drawing and Draw() in game.legal_moves())
        self.stop_button.disabled = not drawing
        self.launch_view.value = self._launch_html()
        advice = self.advice
        self.advice_view.value = "" if advice is None else advice_html(advice)
        tail = self.log_lines[-LOG_TAIL:]
        items = "".join(f"<li>{html.escape(line)}</li>" for line in tail)
        self.log_view.value = (
            f"<details open><summary>Move log (last {len(tail)} of {len(self.log_lines)})"
            f"</summary><ol class='br-log-lines' start='{len(self.log_lines) - len(tail) + 1}'>"
            f"{items}</ol></details>"
        )

    def _turn_html(self) -> str:
        game = self.game
        assert game is not None
        if game.is_terminal:
            text = (
                f"<b>Game over after {game.turn} turns:</b> {html.escape(self.winner)} "
                f"{'win' if game.winner == HUMAN else 'wins'}!"
                if self.winner is not None
                else f"<b>Game over</b> at the turn cap, no winner; leaders: "
                f"{html.escape(', '.join(self.names[p] for p in game.leaders))}."
            )
        else:
            text = (
                f"Turn {game.turn}: <b>your move</b> — {html.escape(self._next_step())}"
                if self.my_turn
                else f"Turn {game.turn}: {html.escape(self.names[game.mover])} to move."
            )
        return f"<div class='br-turn-line'>{text}</div>"

    def _score_html(self) -> str:
        game = self.game
        assert game is not None
        header = (
            "<tr><th></th><th style='text-align:left'>Player</th><th>Money</th>"
            "<th style='text-align:left'>Brand cards (face up)</th>"
            "<th style='text-align:left'>Companies</th><th style='text-align:left'>Space</th></tr>"
        )
        rows = []
        board = game.options.board
        for p, name in enumerate(self.names):
            cards = "".join(
                category_chip(c, f"{c.label} ×{len(game.hands[p][c])}")
                for c in CATEGORIES
                if game.hands[p][c]
            )
            companies = ", ".join(f"{c.label} ({n})" for c, n in game.companies(p).items())
            marker = "▶" if p == game.mover and not game.is_terminal else ""
            where = board[game.positions[p]]
            rows.append(
                f"<tr class='br-player'><td>{marker}</td><td>{html.escape(name)}</td>"
                f"<td class='br-money' style='text-align:right'>{game.money[p]:,}M</td>"
                f"<td>{cards or '—'}</td><td>{companies or '—'}</td>"
                f"<td>{game.positions[p]}: {html.escape(str(where))}</td></tr>"
            )
        return (
            f"<table class='br-score-sheet' style='border-collapse:collapse'>{header}"
            f"{''.join(rows)}</table>"
        )

    def _launch_html(self) -> str:
        """Your launch under way, or before a launch: what each company could do."""
        game = self.game
        assert game is not None
        if not self.my_turn:
            return ""
        deck = game.options.risky_business
        if game.phase is Phase.DRAW_OR_STOP:
            chips = "".join(risky_card_chip(c) for c in game.drawn)
            size, total = game.company_size, sum(game.drawn)
            assert game.launching is not None
            return (
                f"<div class='br-launching'>Launching {category_chip(game.launching)} "
                f"({size} cards): {chips} sum {total}M per card; stopping now pays "
                f"{size} × {total}M = <b>{size * total}M</b>; reaching the billion needs "
                f"{self.target}M per card.</div>"
            )
        if game.phase is Phase.LAUNCH:
            best = optimal_policy(deck, "ev").value
            rows = []
            for category, size in game.companies(HUMAN).items():
                need = target_to_reach(game.money[HUMAN], size, game.options.winning_money)
                chance = optimal_policy(deck, Target(need)).value
                rows.append(
                    f"<li>{category_chip(category)} {size} cards: expected value with the "
                    f"EV-optimal rule {format_exact(size * best, 1)}M; needs {need}M per card "
                    f"to reach the billion, best chance {format_exact(chance, percent=True)}"
                    "</li>"
                )
            return f"<ul class='br-company-advice'>{''.join(rows)}</ul>"
        return ""

    # -- choice lists from the legal moves ------------------------------------------------------
    def _set_trade_options(self) -> None:
        game = self.game
        assert game is not None
        options: list[tuple[str, tuple[int, Category]]] = []
        if self.my_turn and game.phase is Phase.TRADE:
            seen = set()
            for move in game.legal_moves():
                if isinstance(move, Buy | Swap):
                    other = move.seller if isinstance(move, Buy) else move.partner
                    key = (other, move.card.category)
                    if key not in seen:
                        seen.add(key)
                        held = len(game.hands[other][move.card.category])
                        label = (
                            f"a {move.card.category.label} card from {self.names[other]} "
                            f"(holds {held})"
                        )
                        options.append((label, key))
        self.take_choice.options = options
        self.take_choice.value = options[0][1] if options else None

    def _take_changed(self, _change: dict) -> None:
        if not self._syncing:
            self._refresh_pay()

    def _refresh_pay(self) -> None:
        """The ways to pay for the chosen card: buy it, or swap one of your categories."""
        game = self.game
        assert game is not None
        key = self.take_choice.value
        options: list[tuple[str, Move]] = []
        if key is not None and self.my_turn and game.phase is Phase.TRADE:
            other, category = key
            seen = set()
            for move in game.legal_moves():
                if isinstance(move, Buy) and (move.seller, move.card.category) == key:
                    if "buy" not in seen:
                        seen.add("buy")
                        options.append((f"buy it for {game.options.buy_price}M", move))
                elif isinstance(move, Swap) and (move.partner, move.card.category) == key:
                    give = move.give.category
                    if give not in seen and move.card == game.hands[other][category][0]:
                        seen.add(give)
                        options.append((f"swap one of your {give.label} cards", move))
        with self.quietly():
            self.pay_choice.options = options
            self.pay_choice.value = options[0][1] if options else None

    def _set_launch_options(self) -> None:
        game = self.game
        assert game is not None
        options: list[tuple[str, Move]] = []
        if self.my_turn and game.phase is Phase.LAUNCH:
            companies = game.companies(HUMAN)
            options = [
                (f"{m.category.label} ({companies[m.category]} cards)", m)
                for m in game.legal_moves()
                if isinstance(m, Launch)
            ]
        self.launch_choice.options = options
        self.launch_choice.value = options[0][1] if options else None


_BASE_FORM = {
    "spins": "spin",
    "picks": "pick",
    "buys": "buy",
    "swaps": "swap",
    "ends": "end",
    "launches": "launch",
    "does": "do",
    "turns": "turn",
    "stops": "stop",
}


def describe_move(
    before: ApprenticeGame,
    move: Move,
    after: ApprenticeGame,
    names: Sequence[str],
    you: int | None = HUMAN,
) -> str | None:
    """One line of the move log, in words (None for a Draw: the card drawn says it).

    Player ``you`` is addressed as "You" ("You spin 3", not "You spins 3").
    """
    me = before.mover
    name = names[me]

    def says(text: str) -> str:
        if me == you:
            words = text.split(" ")
            text = " ".join(_BASE_FORM.get(w, w) for w in words)
        return f"{name} {text}"

    if isinstance(move, Spin):
        space = after.options.board[after.positions[me]]
        picked = ", ".join(str(card) for card in after.last_pickup) or "nothing (the pile is empty)"
        return says(f"spins {move.number} → {space}; picks up {picked}")
    if isinstance(move, Buy):
        price = before.options.buy_price
        return says(f"buys {move.card} from {names[move.seller]} for {price}M")
    if isinstance(move, Swap):
        return says(f"swaps {move.give} for {names[move.partner]}'s {move.card}")
    if isinstance(move, EndTrade):
        return says("ends trading")
    if isinstance(move, Launch):
        size = len(before.hands[me][move.category])
        return says(f"launches {move.category.label} ({size} cards)")
    if isinstance(move, SkipLaunch):
        return says("does not launch")
    if isinstance(move, RiskyCard):
        if move.card == BUST:
            return says("turns over BUST: the company is worth 0M")
        return says(f"turns over {move.card}M (sum {sum(after.drawn)}M per card)")
    if isinstance(move, Stop):
        result = after.last_launch
        assert result is not None
        return says(
            f"stops: {result.company_size} × {sum(result.drawn)}M = {result.payout}M "
            f"(now {after.money[me]:,}M)"
        )
    return None
