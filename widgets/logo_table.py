"""The LOGO table: play whole rounds of LOGO against 1–3 bots, with a score sheet.

You sit in seat 0 (player A, "You"). The board holds a
:class:`~logo_kit.logo.LogoGame` and seeded generators; every choice it offers
comes from the engine's ``legal_moves()``, the engine checks every move
(rulings L4–L11), and chance (deals, reshuffles, blind steals) and the bots
move by themselves with :func:`~logo_kit.logo.play_until` until it is your
turn or an action is aimed at you and you may answer it with Stop.

Beside the table: an optional calculator (colour-hand chances for your hand and
the exact declare advice against your opponents, computed from the cards *you*
have not seen; :func:`~logo_kit.logo.color_hand_chances`,
:func:`~logo_kit.logo.declare_advice`), a running score sheet to the target,
the hands revealed at the end of each round, and a log of what was done in
public.

>>> board = TableBoard(bots=["Greedy"], seed=1, target_score=100)
>>> board.names, board.phase, board.my_turn
(('You', 'B (Greedy)'), 'take', True)
>>> board.take_draw()
True
>>> board.phase, len(board.hand)
('discard', 8)
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction

import ipywidgets as widgets
import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.logo import (
    COLORS,
    HAND_SIZE,
    Accept,
    CalculatorPlayer,
    Card,
    Color,
    ColorHandChaser,
    Declare,
    DeclareAdvice,
    Discard,
    GreedyLowPlayer,
    Kind,
    LogoGame,
    LogoOptions,
    Move,
    Phase,
    Player,
    PlayerView,
    RandomPlayer,
    Reshuffle,
    RoundResult,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
    color_hand_chances,
    declare_advice,
    hand_value,
    play_until,
    seat_name,
)
from logo_kit.logo import Deal as DealMove

from .common.base import Board
from .logo_cards import CARD_COLOURS, COLOUR_WORDS, card_chip, card_label, cards_html
from .logo_hand_lab import percent

__all__ = ["BOT_KINDS", "HUMAN", "TableBoard", "describe_move"]

BOT_KINDS: dict[str, Callable[[np.random.Generator], Player]] = {
    "Greedy": lambda rng: GreedyLowPlayer(rng),
    "Calculator": lambda rng: CalculatorPlayer(rng),
    "Colour chaser": lambda rng: ColorHandChaser(rng),
    "Random": lambda rng: RandomPlayer(rng),
}
"""The bots you can play against: a label and how to build one from its generator."""

HUMAN = 0  # you sit in seat 0 (player A)
MAX_DRAWS = 10
LOG_TAIL = 16
DEFAULT_HINT_SAMPLES = 20_000
NOBODY = -1  # the "use it on" choice for just shedding an action card
_TARGETED = (Kind.JUMP, Kind.STEAL, Kind.LOOK, Kind.DESTROY)  # what LOGO may play as (L5)

# The kinds of move each phase allows you (the engine then checks the details).
_MOVES_OF: dict[Phase, tuple[type, ...]] = {
    Phase.TAKE: (TakeDraw, TakeDiscard, Declare),
    Phase.DISCARD: (Discard,),
    Phase.STEAL_DISCARD: (Discard,),
    Phase.RESPOND: (Stop, Accept),
}

_TABLE_STYLE = "border-collapse:collapse;margin:4px 0"
_CELL = "padding:2px 10px;text-align:left"
_EXACT_STYLE = "color:#555;font-family:monospace;font-size:0.85em;word-break:break-all"


def _note(text: str) -> str:
    return f"<div style='color:#333;font-size:0.9em;margin:2px 0'>{text}</div>"


def _exact(p: Fraction | float) -> str:
    return f"<span style='{_EXACT_STYLE}'>{p}</span>" if isinstance(p, Fraction) else ""


def _read_bots(bots: Sequence[str]) -> list[str]:
    if isinstance(bots, str):
        bots = [bots]
    bots = list(bots)
    if not 1 <= len(bots) <= 3:
        raise LogoKitError(
            f"play against 1 to 3 bots (2–4 players share one deck), not {len(bots)}."
        )
    for kind in bots:
        if kind not in BOT_KINDS:
            raise LogoKitError(f"unknown bot {kind!r}; choose from {', '.join(BOT_KINDS)}.")
    return bots


def _read_draws(draws: object) -> int:
    if (
        not isinstance(draws, int | np.integer)
        or isinstance(draws, bool)
        or not 0 <= draws <= MAX_DRAWS
    ):
        raise LogoKitError(
            f"draws ahead must be a whole number from 0 to {MAX_DRAWS} (blind draws the "
            f"colour-hand chances look ahead), got {draws!r}."
        )
    return int(draws)


def _read_seed(seed: object) -> int:
    if not isinstance(seed, int | np.integer) or isinstance(seed, bool) or seed < 0:
        raise LogoKitError(f"the seed is a whole number ≥ 0, got {seed!r}.")
    return int(seed)


# ====================================================================== the board
class TableBoard(Board):
    """Play LOGO against 1–3 bots from :data:`BOT_KINDS`; you are seat 0 and start.

    ``seed`` fixes the shuffles and the bots' generators, so a class can play the
    same deal together. ``target_score`` (ruling L11), ``max_rounds`` and
    ``declarer_wins_ties`` (ruling L10 option) go into the game's
    :class:`~logo_kit.logo.LogoOptions`. ``hints`` switches the calculator on;
    ``draws_ahead`` is its k for the colour-hand chances; ``hint_samples`` is how
    many seeded deals estimate the declare advice against 3 opponents (1–2 are
    exact). ``game`` starts from a given position (a teacher's set-up) instead of
    a fresh deal; it must have one seat per player.

    Seeding: ``numpy.random.SeedSequence(seed).spawn(len(bots) + 1)``; the first
    child drives chance, the others the bots in seat order. So the engine alone
    (``play_until`` with the same generators and your moves) replays any game
    played at the board: the board adds no rules of its own.
    """

    title = "LOGO table: play rounds against bots"

    def __init__(
        self,
        bots: Sequence[str] = ("Greedy", "Calculator"),
        seed: int = 0,
        *,
        target_score: int = 250,
        max_rounds: int | None = None,
        declarer_wins_ties: bool = False,
        hints: bool = False,
        draws_ahead: int = 3,
        hint_samples: int = DEFAULT_HINT_SAMPLES,
        game: LogoGame | None = None,
    ) -> None:
        bots = _read_bots(bots)
        seed = _read_seed(seed)
        # Validates the options now, with the core's messages (rulings L10, L11).
        options = LogoOptions(
            target_score=target_score,
            declarer_wins_ties=declarer_wins_ties,
            max_rounds=max_rounds,
        )
        if not isinstance(hint_samples, int) or isinstance(hint_samples, bool) or hint_samples < 2:
            raise LogoKitError(f"hint_samples must be a whole number ≥ 2, got {hint_samples!r}.")
        if game is not None:
            if not isinstance(game, LogoGame):
                raise LogoKitError(f"game must be a LogoGame, got {game!r}.")
            if game.players != 1 + len(bots):
                raise LogoKitError(
                    f"the given game has {game.players} seats, but you and {len(bots)} bot(s) "
                    f"make {1 + len(bots)}: give one bot per seat after yours."
                )
            options = game.options
        self._options = options
        self._initial = (bots, seed, bool(hints), _read_draws(draws_ahead))
        self.hint_samples = hint_samples
        self._syncing = False
        self._rendered_at: int | None = None
        self.game: LogoGame | None = None
        self.players: list[Player | None] = []
        self.names: tuple[str, ...] = ()
        self.seed = seed
        self.rng: np.random.Generator | None = None
        self.log_lines: list[str] = []
        self._chance_cache: dict[tuple, dict[Color, Fraction]] = {}
        self._advice_cache: dict[tuple, DeclareAdvice] = {}
        super().__init__()
        self.widget.add_class("logo-kit-table")
        start = self._new_game if game is None else (lambda: self._start(game, bots, seed))
        if not self.act(start):
            raise LogoKitError(self.last_error or "cannot start the game")

    # -- controls ---------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        bots, seed, hints, draws = self._initial
        kinds = list(BOT_KINDS)
        label_style = {"description_width": "initial"}
        self.bot_count = widgets.Dropdown(
            options=[1, 2, 3], value=len(bots), description="Bots", layout={"width": "10em"}
        )
        self.bot_count.observe(self._setting_changed, names="value")
        self.bot_choices = [
            widgets.Dropdown(
                options=kinds,
                value=bots[i] if i < len(bots) else kinds[i % len(kinds)],
                description=f"Bot {seat_name(i + 1)}",
                layout={"width": "16em"},
            )
            for i in range(3)
        ]
        self.seed_box = widgets.BoundedIntText(
            value=seed, min=0, max=2**31 - 1, description="Seed", layout={"width": "12em"}
        )
        self.target_box = widgets.BoundedIntText(
            value=self._options.target_score,
            min=1,
            max=100_000,
            description="Target score",
            style=label_style,
            layout={"width": "14em"},
        )
        self.new_game_button = widgets.Button(
            description="New game", icon="refresh", tooltip="Deal a new game with these settings"
        )
        self.new_game_button.on_click(self.on_click(self._new_game))

        self.draw_button = widgets.Button(
            description="Take from the draw pile",
            icon="download",
            button_style="primary",
            tooltip="Take the top card of the draw pile (blind), then discard one card",
            layout={"width": "auto"},
        )
        self.draw_button.on_click(self.on_click(lambda: self._play(TakeDraw(), "take a card")))
        self.take_discard_button = widgets.Button(
            description="Take the discard",
            icon="upload",
            tooltip="Take the top card of the discard pile (never an action card, ruling L4)",
            layout={"width": "auto"},
        )
        self.take_discard_button.on_click(
            self.on_click(lambda: self._play(TakeDiscard(), "take the discard"))
        )
        self.declare_button = widgets.Button(
            description="Declare LOGO!",
            icon="bullhorn",
            button_style="warning",
            tooltip="Instead of a turn: everyone else has one more turn, then hands are compared",
            layout={"width": "auto"},
        )
        self.declare_button.on_click(self.on_click(lambda: self._play(Declare(), "declare LOGO")))

        self.card_choice = widgets.ToggleButtons(
            options=[],
            value=None,
            description="Card to discard",
            style={"description_width": "initial", "button_width": "6.4em"},
        )
        self.card_choice.add_class("logo-table-card-choice")
        self.card_choice.observe(self._card_changed, names="value")
        self.target_choice = widgets.Dropdown(
            options=[("nobody: just shed it", NOBODY)],
            value=NOBODY,
            description="Use it on",
            style=label_style,
            layout={"width": "20em"},
        )
        self.action_choice = widgets.Dropdown(
            options=[],
            description="LOGO plays as",
            style=label_style,
            layout={"width": "14em"},
        )
        self.discard_button = widgets.Button(
            description="Discard", icon="arrow-down", button_style="primary"
        )
        self.discard_button.on_click(self.on_click(self._discard))

        self.respond_view = widgets.HTML()
        self.respond_view.add_class("logo-table-respond")
        self.stop_button = widgets.Button(
            description="Stop it with STOP", icon="hand-paper-o", button_style="danger"
        )
        self.stop_button.on_click(self.on_click(lambda: self._respond("STOP")))
        self.logo_stop_button = widgets.Button(
            description="Stop it with LOGO (as Stop)", icon="hand-paper-o", layout={"width": "auto"}
        )
        self.logo_stop_button.on_click(self.on_click(lambda: self._respond("LOGO")))
        self.accept_button = widgets.Button(description="Let it happen", icon="check")
        self.accept_button.on_click(self.on_click(lambda: self._play(Accept(), "let it happen")))

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
            style=label_style,
            continuous_update=False,
            layout={"width": "26em"},
        )
        self.draws_slider.observe(self._setting_changed, names="value")

        for control, name in (
            (self.new_game_button, "logo-table-new-game"),
            (self.draw_button, "logo-table-take-draw"),
            (self.take_discard_button, "logo-table-take-discard"),
            (self.declare_button, "logo-table-declare"),
            (self.discard_button, "logo-table-discard"),
            (self.stop_button, "logo-table-stop"),
            (self.logo_stop_button, "logo-table-logo-stop"),
            (self.accept_button, "logo-table-accept"),
        ):
            control.add_class(name)

        self.turn_view = widgets.HTML()
        self.turn_view.add_class("logo-table-turn")
        self.piles_view = widgets.HTML()
        self.piles_view.add_class("logo-table-piles")
        self.opponents_view = widgets.HTML()
        self.opponents_view.add_class("logo-table-opponents")
        self.hand_view = widgets.HTML()
        self.hand_view.add_class("logo-table-hand")
        self.hints_view = widgets.HTML()
        self.hints_view.add_class("logo-table-hints")
        self.score_view = widgets.HTML()
        self.score_view.add_class("logo-table-score")
        self.reveal_view = widgets.HTML()
        self.reveal_view.add_class("logo-table-reveal")
        self.log_view = widgets.HTML()
        self.log_view.add_class("logo-table-log")

        def heading(text: str) -> widgets.HTML:
            return widgets.HTML(f"<h4 style='margin:10px 0 2px 0'>{html.escape(text)}</h4>")

        setup = widgets.VBox(
            [
                widgets.HBox([self.bot_count, self.seed_box, self.target_box]),
                widgets.HBox(self.bot_choices),
                self.new_game_button,
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
        respond_row = widgets.VBox(
            [
                self.respond_view,
                widgets.HBox([self.stop_button, self.logo_stop_button, self.accept_button]),
            ]
        )
        respond_row.add_class("logo-table-respond-row")
        self.respond_row = respond_row
        body = widgets.VBox(
            [
                setup,
                self.turn_view,
                self.piles_view,
                self.opponents_view,
                heading("Your hand"),
                self.hand_view,
                take_row,
                discard_row,
                respond_row,
                self.hints_box,
                self.draws_slider,
                self.hints_view,
                heading("Score sheet"),
                self.score_view,
                self.reveal_view,
                self.log_view,
            ]
        )
        body.add_class("logo-table")
        return body

    def _card_changed(self, _change: dict) -> None:
        if not self._syncing:
            self.act(lambda: None)  # re-render the targets and the hints for this card

    def _setting_changed(self, _change: dict) -> None:
        if not self._syncing:
            self.act(lambda: None)

    # -- starting a game ---------------------------------------------------------------------
    def new_game(self) -> bool:
        """Deal a new game with the settings in the controls (bots, seed, target)."""
        return self.act(self._new_game)

    def _new_game(self) -> None:
        count = int(self.bot_count.value)
        bots = _read_bots([self.bot_choices[i].value for i in range(count)])
        seed = _read_seed(self.seed_box.value)
        options = LogoOptions(
            target_score=int(self.target_box.value),
            declarer_wins_ties=self._options.declarer_wins_ties,
            max_rounds=self._options.max_rounds,
        )
        self._start(LogoGame(1 + count, options=options), bots, seed)

    def _start(self, game: LogoGame, bots: list[str], seed: int) -> None:
        """Seat the bots, let chance and the bots move, and only then show the new game."""
        seeds = np.random.SeedSequence(seed).spawn(len(bots) + 1)
        rng = np.random.default_rng(seeds[0])  # chance: deals, reshuffles, steals
        players: list[Player | None] = [None]  # seat 0: you, at the board
        players += [
            BOT_KINDS[kind](np.random.default_rng(s))
            for kind, s in zip(bots, seeds[1:], strict=True)
        ]
        names = ("You", *(f"{seat_name(i + 1)} ({kind})" for i, kind in enumerate(bots)))
        opts = game.options
        rounds = "" if opts.max_rounds is None else f", at most {opts.max_rounds} rounds"
        lines = [
            f"New game (seed {seed}): {', '.join(names)}; a total of {opts.target_score} "
            f"or more is out (ruling L11){rounds}."
        ]
        if game.round_number:
            lines.append(f"Starting from a given position in round {game.round_number}.")
        final, more = _advance(game, players, rng, names)
        self.game, self.players, self.names, self.rng = final, players, names, rng
        self.seed = seed
        self._options = opts
        self.log_lines = lines + more
        self._chance_cache.clear()
        self._advice_cache.clear()
        with self.quietly():
            self.seed_box.value = seed
            self.target_box.value = opts.target_score
            self.bot_count.value = len(bots)
            for choice, kind in zip(self.bot_choices, bots, strict=False):
                choice.value = kind

    # -- your moves ---------------------------------------------------------------------------
    def take_draw(self) -> bool:
        """Start your turn with the top card of the draw pile."""
        return self.act(lambda: self._play(TakeDraw(), "take a card"))

    def take_discard(self) -> bool:
        """Start your turn with the top card of the discard pile (never an action, L4)."""
        return self.act(lambda: self._play(TakeDiscard(), "take the discard"))

    def declare(self) -> bool:
        """Declare LOGO instead of taking a turn (ruling L9)."""
        return self.act(lambda: self._play(Declare(), "declare LOGO"))

    def discard(self) -> bool:
        """Discard the card chosen in the controls, using it on the chosen player if any."""
        return self.act(self._discard)

    def stop(self, with_card: str = "STOP") -> bool:
        """Answer the action aimed at you with STOP, or with ``"LOGO"`` played as Stop (L6)."""
        return self.act(lambda: self._respond(with_card))

    def accept(self) -> bool:
        """Let the action aimed at you happen."""
        return self.act(lambda: self._play(Accept(), "let it happen"))

    def play(self, move: Move) -> bool:
        """Make ``move`` for you; the engine checks it (an illegal move changes nothing)."""
        return self.act(lambda: self._play(move, f"make the move “{move}”"))

    def _discard(self) -> None:
        card = self.card_choice.value
        if card is None:
            game = self._my_decision("discard")
            if Discard not in _MOVES_OF.get(game.phase, ()):
                raise LogoKitError(self._not_now("discard"))
            raise LogoKitError("pick the card to discard first: click one of your cards.")
        target = self.target_choice.value
        target = None if target in (None, NOBODY) else int(target)
        action = self.action_choice.value if (card.is_wild and target is not None) else None
        move = Discard(card, target, action)
        for legal in self.legal_moves:  # the engine's own move object (it names the action)
            if (
                isinstance(legal, Discard)
                and (legal.card, legal.target) == (card, target)
                and (not card.is_wild or legal.action is action)
            ):
                move = legal
                break
        self._play(move, f"discard {card}")

    def _respond(self, with_card: str) -> None:
        card = next((c for c in self.hand if str(c) == with_card), None)
        if card is None:
            game = self._my_decision("stop an action")
            if game.phase is not Phase.RESPOND:
                raise LogoKitError(self._not_now("stop an action"))
            raise LogoKitError(
                f"you hold no {with_card} card: only STOP, or LOGO played as Stop, stops an "
                "action (ruling L6)."
            )
        self._play(Stop(card), f"stop the action with {with_card}")

    def _play(self, move: Move, what: str) -> None:
        game = self._my_decision(what)
        if type(move) not in _MOVES_OF.get(game.phase, ()):
            raise LogoKitError(self._not_now(what))
        after = game.apply(move)  # the engine checks the move; a refusal changes nothing
        lines = describe_move(game, move, after, self.names)
        final, more = _advance(after, self.players, self.rng, self.names)
        self.game = final
        self.log_lines.extend(lines + more)

    def _my_decision(self, what: str) -> LogoGame:
        game = self.game
        assert game is not None
        if game.is_over:
            raise LogoKitError(f"cannot {what}: the game is over. Press New game to play again.")
        if game.current_player != HUMAN:  # cannot happen between clicks: the bots move at once
            raise LogoKitError(f"cannot {what}: it is not your move.")
        return game

    def _next_step(self) -> str:
        """What you can do now, in words."""
        game = self.game
        assert game is not None
        phase = game.phase
        if phase is Phase.TAKE:
            declare = "" if game.declarer is not None else ", or declare LOGO!"
            return f"take a card from the draw pile or the discard pile{declare}"
        if phase is Phase.DISCARD:
            return "pick a card to discard (an action card may be used on an opponent)"
        if phase is Phase.STEAL_DISCARD:
            return "discard one card to get back to 7 (no action after a Steal)"
        if phase is Phase.RESPOND:
            return "stop the action with STOP or LOGO, or let it happen"
        return "wait"

    def _not_now(self, what: str) -> str:
        step = self._next_step()
        return f"cannot {what} now: {step}{'' if step.endswith('!') else '.'}"

    # -- what is shown --------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """The engine's phase: 'take', 'discard', 'respond', 'steal discard', 'game over', …"""
        assert self.game is not None
        return self.game.phase.value

    @property
    def my_turn(self) -> bool:
        """True when the game waits for your decision (your turn, or an answer to an action)."""
        game = self.game
        return game is not None and not game.is_over and game.current_player == HUMAN

    @property
    def view(self) -> PlayerView:
        """Everything you may know now (the engine's view for seat 0)."""
        assert self.game is not None
        return self.game.view(HUMAN)

    @property
    def legal_moves(self) -> tuple[Move, ...]:
        """Your legal moves now; empty when it is not your decision."""
        return self.game.legal_moves() if self.my_turn else ()

    @property
    def hand(self) -> tuple[Card, ...]:
        assert self.game is not None
        return self.game.hand(HUMAN)

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals per seat (the engine's, ruling L11)."""
        assert self.game is not None
        return self.game.totals

    @property
    def round_points(self) -> list[tuple[int | None, ...]]:
        """Points per seat for each finished round; None for a seat already out."""
        assert self.game is not None
        return [
            tuple(p if v is not None else None for p, v in zip(r.points, r.values, strict=True))
            for r in self.game.results
        ]

    @property
    def winners(self) -> tuple[str, ...]:
        """Names of the winners once the game is over (ties share the win)."""
        assert self.game is not None
        return tuple(self.names[s] for s in self.game.winners)

    @property
    def last_round(self) -> RoundResult | None:
        assert self.game is not None
        return self.game.last_round

    # -- the calculator ---------------------------------------------------------------------------
    @property
    def hints_on(self) -> bool:
        return bool(self.hints_box.value)

    @property
    def draws_ahead(self) -> int:
        """k for the colour-hand chances, capped by the number of unseen cards."""
        return min(_read_draws(self.draws_slider.value), len(self.view.unseen()))

    @property
    def hint_hand(self) -> tuple[Card, ...] | None:
        """The 7-card hand the hints are about: your hand, or, while you discard, your hand
        after discarding the chosen card. None when it is not your decision."""
        if not self.my_turn:
            return None
        hand = list(self.hand)
        if len(hand) == HAND_SIZE:
            return tuple(hand)
        card = self.card_choice.value
        if len(hand) != HAND_SIZE + 1 or card is None or card not in hand:
            return None
        hand.remove(card)
        return tuple(hand)

    @property
    def hint_chances(self) -> dict[Color, Fraction] | None:
        """Chance of a colour hand of each colour within :attr:`draws_ahead` blind draws from
        the cards you have not seen (your view's ``unseen()``), or None (hints off)."""
        hand = self.hint_hand
        if not self.hints_on or hand is None:
            return None
        view = self.view
        unseen = view.unseen()
        k = self.draws_ahead
        key = (hand, tuple(unseen), k, view.decks)
        chances = self._chance_cache.get(key)
        if chances is None:
            chances = color_hand_chances(list(hand), k, unseen, decks=view.decks)
            self._chance_cache[key] = chances
        return chances

    @property
    def can_declare(self) -> bool:
        return self.my_turn and any(isinstance(m, Declare) for m in self.legal_moves)

    @property
    def hint_advice(self) -> DeclareAdvice | None:
        """Declare advice for your hand against the opponents still in, from your view's
        unseen cards (exact for 1–2 opponents, a seeded estimate for 3); None unless hints
        are on and you may declare now."""
        if not self.hints_on or not self.can_declare:
            return None
        view = self.view
        hand = tuple(view.hand)
        unseen = view.unseen()
        opponents = len(view.opponents)
        wins_ties = view.options.declarer_wins_ties
        key = (hand, tuple(unseen), opponents, wins_ties, view.decks)
        advice = self._advice_cache.get(key)
        if advice is None:
            advice = declare_advice(
                list(hand),
                opponents,
                unseen,
                declarer_wins_ties=wins_ties,
                decks=view.decks,
                rng=np.random.default_rng(self.seed),  # used only for 3 opponents
                samples=self.hint_samples,
            )
            self._advice_cache[key] = advice
        return advice

    # -- rendering -------------------------------------------------------------------------------
    def render(self) -> None:
        game = self.game
        if game is None:
            return
        self.turn_view.value = self._turn_html()
        self.piles_view.value = self._piles_html()
        self.opponents_view.value = self._opponents_html()
        self.hand_view.value = self._hand_html()
        with self.quietly():
            self._render_controls()
        self.respond_view.value = self._respond_html()
        self.hints_view.value = self._hints_html()
        self.score_view.value = self._score_html()
        self.reveal_view.value = self._reveal_html()
        tail = self.log_lines[-LOG_TAIL:]
        items = "".join(f"<li>{html.escape(line)}</li>" for line in tail)
        self.log_view.value = (
            f"<details open><summary>What happened (last {len(tail)} of {len(self.log_lines)})"
            f"</summary><ol class='logo-table-log-lines' start='"
            f"{len(self.log_lines) - len(tail) + 1}'>{items}</ol></details>"
        )

    def _render_controls(self) -> None:
        game = self.game
        assert game is not None
        legal = self.legal_moves
        kinds = {type(m) for m in legal}
        if game.move_count != self._rendered_at:  # a new decision: nothing chosen yet
            self._rendered_at = game.move_count
            self.card_choice.value = None
            self.target_choice.value = NOBODY
        self.draw_button.disabled = TakeDraw not in kinds
        self.declare_button.disabled = Declare not in kinds
        top = game.discard_top
        self.take_discard_button.disabled = TakeDiscard not in kinds
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
        target_options = [("nobody: just shed it", NOBODY)] + [
            (f"{self.names[t]}", t) for t in targets
        ]
        if list(self.target_choice.options) != target_options:
            keep = self.target_choice.value
            self.target_choice.options = target_options
            self.target_choice.value = keep if keep in (NOBODY, *targets) else NOBODY
        self.target_choice.disabled = not targets
        actions = [k for k in _TARGETED if any(m.action is k for m in uses)]
        action_options = [(k.value, k) for k in actions]
        if list(self.action_choice.options) != action_options:
            keep = self.action_choice.value
            self.action_choice.options = action_options
            self.action_choice.value = (
                keep if keep in actions else (actions[0] if actions else None)
            )
        self.action_choice.disabled = not (chosen is not None and chosen.is_wild and targets)
        self.discard_button.disabled = not cards
        stops = {str(m.card) for m in legal if isinstance(m, Stop)}
        self.stop_button.disabled = "STOP" not in stops
        self.logo_stop_button.disabled = "LOGO" not in stops
        self.accept_button.disabled = Accept not in kinds
        # The answer buttons show only while an action is aimed at you.
        self.respond_row.layout.display = None if game.phase is Phase.RESPOND and legal else "none"
        for i, choice in enumerate(self.bot_choices):  # only the chosen number of bots
            choice.disabled = i >= int(self.bot_count.value)

    def _turn_html(self) -> str:
        game = self.game
        assert game is not None
        if game.is_over:
            won = " and ".join(self.winners)
            verb = "win" if len(self.winners) > 1 or HUMAN in game.winners else "wins"
            shared = " (a shared win)" if len(self.winners) > 1 else ""
            text = f"<b>Game over after {game.round_number} rounds:</b> {won} {verb}!{shared}"
        else:
            where = f"Round {game.round_number}"
            if game.declarer is not None:
                where += (
                    f" · {_subject(game.declarer, self.names)} declared LOGO: final rotation, "
                    "no actions on players (ruling L9)"
                )
            if self.my_turn:
                text = f"{where}: <b>your move</b> — {html.escape(self._next_step())}."
            elif not game.active[HUMAN]:
                text = f"{where}: you are out; the bots play on."
            else:
                text = f"{where}."
        return f"<div class='logo-table-turn-line'>{text}</div>"

    def _piles_html(self) -> str:
        game = self.game
        assert game is not None
        top = game.discard_top
        if top is None:
            shown = "—"
        else:
            shown = card_chip(top)
            if top.is_action:
                shown += " <i>(an action card on top can't be taken, ruling L4)</i>"
        return (
            f"<div class='logo-table-pile-line'>Draw pile: <b class='logo-table-draw-size'>"
            f"{game.draw_size}</b> card{'' if game.draw_size == 1 else 's'} · discard pile "
            f"({len(game.discard_pile)} card{'' if len(game.discard_pile) == 1 else 's'}), top: "
            f"{shown}</div>"
        )

    def _opponents_html(self) -> str:
        game = self.game
        assert game is not None
        looked = game.looked(HUMAN)
        rows = []
        for s in range(1, game.players):
            name = html.escape(self.names[s])
            marker = "▶ " if not game.is_over and game.current_player == s else ""
            if not game.active[s]:
                status = "out"
            elif game.declarer == s:
                status = "declared LOGO"
            else:
                status = ""
            jumps = game.pending_jumps[s]
            if jumps:
                status += f"{'; ' if status else ''}skips {jumps} turn{'s' if jumps > 1 else ''}"
            seen = ""
            if s in looked:
                seen = "as you saw it with Look: " + cards_html(looked[s])
            cards = len(game.hand(s)) if game.active[s] else 0
            rows.append(
                f"<tr class='logo-table-opponent'><td>{marker}{name}</td>"
                f"<td style='{_CELL}'>{cards} cards</td>"
                f"<td style='{_CELL}'>total {game.totals[s]}</td>"
                f"<td style='{_CELL}'>{html.escape(status)}</td><td>{seen}</td></tr>"
            )
        return (
            f"<table class='logo-table-opponents-table' style='{_TABLE_STYLE}'>"
            f"<caption style='text-align:left'>Opponents (their cards are hidden)</caption>"
            f"{''.join(rows)}</table>"
        )

    def _hand_html(self) -> str:
        game = self.game
        assert game is not None
        if not game.active[HUMAN]:
            return "<div>You are out of the game (your total reached the target).</div>"
        hand = self.hand
        chips = cards_html(hand)
        if len(hand) == HAND_SIZE:
            value = game.hand_value(HUMAN)
            total = sum(c.value for c in hand)
            colour = "" if value == total else " — a colour hand (ruling L2)"
            summary = f"value <b class='logo-table-value'>{value}</b> (total {total}){colour}"
        else:
            summary = f"{len(hand)} cards, total {sum(c.value for c in hand)}: discard one"
        jumps = game.pending_jumps[HUMAN]
        if jumps:
            summary += f" · you will skip {jumps} turn{'s' if jumps > 1 else ''} (Jump)"
        return f"{chips}<div class='logo-table-hand-summary'>{summary}</div>"

    def _respond_html(self) -> str:
        game = self.game
        assert game is not None
        if not self.my_turn or game.phase is not Phase.RESPOND:
            return ""
        actor, _, kind = game.pending_action
        top = game.discard_top
        played = kind.value if top is None or not top.is_wild else f"LOGO as {kind.value}"
        return (
            f"<div class='logo-table-attack'><b>{html.escape(self.names[actor])} plays "
            f"{played} on you.</b> Stop it (ruling L6): the action is cancelled, your Stop "
            "goes on the discard pile and you draw one card. Or let it happen.</div>"
        )

    def _hints_html(self) -> str:
        if not self.hints_on:
            return ""
        hand = self.hint_hand
        if hand is None:
            if self.my_turn:
                return _note("Pick the card to discard to see the hints for the hand you keep.")
            return _note("The hints appear when it is your move.")
        parts = [self._chances_html(hand), self._advice_html()]
        return "".join(parts)

    def _chances_html(self, hand: tuple[Card, ...]) -> str:
        chances = self.hint_chances
        assert chances is not None
        k = self.draws_ahead
        kept = "" if len(self.hand) == HAND_SIZE else f" after discarding {self.card_choice.value}"
        value = _hint_value(self.game, hand)
        rows = []
        for colour in COLORS:
            word = COLOUR_WORDS[colour]
            have = sum(card.matches(colour) for card in hand)
            chip = (
                f"<span style='display:inline-block;width:0.9em;height:0.9em;margin-right:4px;"
                f"background:{CARD_COLOURS[colour]};border:1px solid #111'></span>"
            )
            p = chances[colour]
            rows.append(
                f"<tr class='logo-table-chance-{word}'><th style='{_CELL}'>{chip}{word}</th>"
                f"<td style='{_CELL}'>{have}</td><td style='{_CELL}'>{HAND_SIZE - have}</td>"
                f"<td style='{_CELL}' class='logo-table-percent'>{percent(p)}</td>"
                f"<td style='{_CELL}'>{_exact(p)}</td></tr>"
            )
        head = "".join(
            f"<th style='{_CELL}'>{h}</th>"
            for h in ("colour", "cards that count", "missing", "chance", "exact")
        )
        unseen = len(self.view.unseen())
        return (
            f"<div class='logo-table-hint-hand'>Your hand{html.escape(kept)}: value "
            f"<b>{value}</b>.</div>"
            f"<table class='logo-table-chances' style='{_TABLE_STYLE}'><caption "
            f"style='text-align:left'>Chance of a colour hand within the next {k} blind "
            f"draw{'s' if k != 1 else ''}</caption><tr>{head}</tr>{''.join(rows)}</table>"
            + _note(
                f"Drawn from the {unseen} cards you have not seen (the deck minus your hand and "
                "the discard pile; LOGO is wild, ruling L2)."
            )
        )

    def _advice_html(self) -> str:
        game = self.game
        assert game is not None
        if not self.can_declare:
            if game.declarer is not None:
                return _note("LOGO has been declared this round: no second declaration (L9).")
            return _note(
                "The declare advice appears at the start of your turn, when you may declare "
                "LOGO instead of taking a turn (ruling L9)."
            )
        advice = self.hint_advice
        assert advice is not None
        n = advice.opponents
        who = "1 opponent" if n == 1 else f"{n} opponents"

        def row(name: str, p: Fraction | float, css: str, points: bool = False) -> str:
            shown = f"{float(p):.2f}" if points else percent(p)
            return (
                f"<tr class='{css}'><th style='{_CELL}'>{name}</th><td style='{_CELL}'>{shown}"
                f"</td><td style='{_CELL}'>{_exact(p)}</td></tr>"
            )

        rows = [
            row("your hand is strictly lowest", advice.p_lowest, "logo-table-p-lowest"),
            row("tied for lowest", advice.p_tie, "logo-table-p-tie"),
            row(
                "expected points if you declare now",
                advice.expected_if_declare,
                "logo-table-e-declare",
                points=True,
            ),
            row(
                "points if you don't declare",
                advice.expected_if_not,
                "logo-table-e-wait",
                points=True,
            ),
        ]
        gain = float(advice.gain)
        about = "" if advice.exact else "about "
        verdict = (
            f"declare: saves {about}{gain:.2f} points on average"
            if advice.recommend == "declare"
            else f"wait: declaring would cost {about}{-gain:.2f} points on average"
        )
        rows.append(
            f"<tr class='logo-table-recommend'><th style='{_CELL}'>advice</th>"
            f"<td style='{_CELL}' colspan='2'><b>{verdict}</b></td></tr>"
        )
        if advice.exact:
            how = (
                f"Exact: {who} holding uniformly random hands from the {len(self.view.unseen())} "
                "cards you have not seen (ruling L10 scoring)."
            )
        else:
            low, high = advice.estimates.p_lowest.interval
            how = (
                f"<b>Estimate</b> from {advice.estimates.samples:,} seeded deals of {who}: "
                f"strictly lowest with 95% interval {100 * low:.1f}%–{100 * high:.1f}%."
            )
        return (
            f"<table class='logo-table-advice' style='{_TABLE_STYLE}'><caption "
            f"style='text-align:left'>Declare LOGO now? Hand value {advice.hand_value} against "
            f"{who}</caption>{''.join(rows)}</table>"
            + _note(
                how + " The final rotation is not modelled: the others still get one more turn."
            )
        )

    def _score_html(self) -> str:
        game = self.game
        assert game is not None
        names = self.names
        head = "".join(f"<th style='{_CELL}'>{html.escape(n)}</th>" for n in names)
        rows = []
        for r in game.results:
            cells = []
            for s in range(game.players):
                if r.values[s] is None:
                    cells.append(f"<td style='{_CELL}'>—</td>")
                    continue
                points = str(r.points[s])
                if r.points[s] != r.values[s]:
                    points += f" (hand {r.values[s]})"
                if r.declarer == s:
                    points += " ★ declared"
                cells.append(f"<td style='{_CELL}' class='logo-table-points'>{points}</td>")
            ended = (
                f"LOGO by {_subject(r.declarer, names)}"
                if r.declarer is not None
                else "draw pile ran out"
            )
            rows.append(
                f"<tr class='logo-table-round'><td style='{_CELL}'>{r.round_number}</td>"
                f"{''.join(cells)}<td style='{_CELL}'>{html.escape(ended)}</td></tr>"
            )
        totals = "".join(
            f"<td style='{_CELL}' class='logo-table-total'><b>{t}</b></td>" for t in game.totals
        )
        status = []
        out_round = {s: r.round_number for r in game.results for s in r.eliminated}
        for s in range(game.players):
            if game.is_over and s in game.winners:
                word = "winner 🏆"
            elif s in out_round:
                word = f"out after round {out_round[s]}"
            else:
                word = "in"
            status.append(f"<td style='{_CELL}' class='logo-table-status'>{word}</td>")
        limit = (
            ""
            if game.options.max_rounds is None
            else f"; the game ends after round {game.options.max_rounds}"
        )
        return (
            f"<table class='logo-table-score-sheet' style='{_TABLE_STYLE}'>"
            f"<caption style='text-align:left'>Target {game.options.target_score}: a total "
            f"that reaches it is out (ruling L11){limit}</caption>"
            f"<tr><th style='{_CELL}'>round</th>{head}<th style='{_CELL}'>ended by</th></tr>"
            f"{''.join(rows)}"
            f"<tr class='logo-table-totals'><th style='{_CELL}'>total</th>{totals}<td></td></tr>"
            f"<tr><th style='{_CELL}'>status</th>{''.join(status)}<td></td></tr></table>"
        )

    def _reveal_html(self) -> str:
        result = self.last_round
        if result is None:
            return ""
        names = self.names
        if result.declarer is None:
            how = "the draw pile ran out (ruling L8)"
        else:
            d = result.declarer
            present = [v for v in result.values if v is not None]
            strictly = result.values[d] == min(present) and present.count(min(present)) == 1
            won = _verb(d, "was") + ("" if strictly else " not")
            how = f"{_subject(d, names)} declared LOGO and {won} strictly lowest (ruling L10)"
            tied = result.values[d] == min(present) and not strictly
            if tied and self.game.options.declarer_wins_ties:
                how += "; a tie counts for the declarer under the house rule"
        rows = []
        for s, hand in enumerate(result.hands):
            if hand is None:
                continue
            rows.append(
                f"<tr class='logo-table-revealed'><th style='{_CELL}'>"
                f"{html.escape(names[s])}</th><td>{cards_html(hand)}</td>"
                f"<td style='{_CELL}'>value {result.values[s]}</td>"
                f"<td style='{_CELL}'>scores {result.points[s]}</td></tr>"
            )
        return (
            f"<table class='logo-table-reveal-table' style='{_TABLE_STYLE}'>"
            f"<caption style='text-align:left'>Round {result.round_number} ended: "
            f"{html.escape(how)}. The hands:</caption>{''.join(rows)}</table>"
        )


def _hint_value(game: LogoGame | None, hand: tuple[Card, ...]) -> int:
    return hand_value(list(hand), decks=game.decks if game is not None else 1)


# ====================================================================== the engine turning
def _advance(
    game: LogoGame,
    players: Sequence[Player | None],
    rng: np.random.Generator,
    names: Sequence[str],
) -> tuple[LogoGame, list[str]]:
    """Let chance and the bots move (``play_until``) until you must decide; describe it all."""
    states: list[LogoGame] = []

    def record(state: LogoGame) -> bool:
        states.append(state)
        return False  # never stop early: play_until stops at your seat by itself

    final = play_until(game, players, rng, stop=record)
    if not states or states[-1] is not final:
        states.append(final)
    moves = final.history[game.move_count :]
    lines: list[str] = []
    for before, move, after in zip(states[:-1], moves, states[1:], strict=True):
        lines.extend(describe_move(before, move, after, names))
    return final, lines


# ====================================================================== the move log
def _subject(seat: int, names: Sequence[str]) -> str:
    return names[seat]


def _object(seat: int, names: Sequence[str]) -> str:
    return "you" if seat == HUMAN else names[seat]


def _possessive(seat: int, names: Sequence[str]) -> str:
    return "your" if seat == HUMAN else f"{names[seat]}'s"


def _verb(seat: int, verb: str) -> str:
    """'takes' for a bot, 'take' for you."""
    if seat != HUMAN:
        return verb
    irregular = {"has": "have", "is": "are", "was": "were", "reaches": "reach"}
    return irregular.get(verb, verb[:-1] if verb.endswith("s") else verb)


def _gained(before: LogoGame, after: LogoGame) -> list[Card]:
    """Cards that came into your hand with a move (you see your own draws)."""
    return sorted((Counter(after.hand(HUMAN)) - Counter(before.hand(HUMAN))).elements())


def _skipped(before: LogoGame, move: Move, after: LogoGame) -> list[int]:
    """Seats passed over when a turn ended: they lost their turn to a Jump (L7, L9)."""
    ended = after.phase is Phase.TAKE and (
        before.phase is not Phase.TAKE or isinstance(move, Declare)
    )
    if not ended or before.round_number != after.round_number:
        return []
    seats = []
    seat = (before.turn_player + 1) % before.players
    while seat != after.turn_player:
        if before.active[seat]:
            seats.append(seat)
        seat = (seat + 1) % before.players
    return seats


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def describe_move(before: LogoGame, move: Move, after: LogoGame, names: Sequence[str]) -> list[str]:
    """Lines for the move log: what ``move`` did, as seat 0 (you) may know it.

    Bots' hidden cards are never named: a bot's blind draw is "a card", a steal
    between two bots takes "a card". Your own draws and steals name the card.
    """
    me = before.current_player
    lines: list[str] = []

    def say(seat: int, verb: str, rest: str) -> None:
        lines.append(f"{_subject(seat, names)} {_verb(seat, verb)} {rest}")

    if isinstance(move, DealMove):
        first = after.first_player
        lines.append(
            f"Round {after.round_number} is dealt: 7 cards each; {_object(first, names)} "
            f"{_verb(first, 'starts')}; the discard pile shows {after.discard_top}."
        )
    elif isinstance(move, TakeDraw):
        if me != HUMAN:
            say(me, "takes", "a card from the draw pile.")
        else:
            drawn = _gained(before, after)
            say(me, "takes", f"{_cards(drawn) or 'a card'} from the draw pile.")
    elif isinstance(move, TakeDiscard):
        say(me, "takes", f"{before.discard_top} from the discard pile.")
    elif isinstance(move, Declare):
        say(
            me,
            "declares",
            "LOGO! Everyone else has one more turn; no more actions on players (ruling L9).",
        )
    elif isinstance(move, Discard):
        lines.extend(_describe_discard(before, move, after, names))
    elif isinstance(move, Stop):
        actor, target, kind = before.pending_action
        played = "" if str(move.card) == "STOP" else " as Stop"
        say(
            target,
            "answers",
            f"with {move.card}{played}: {_possessive(actor, names)} {kind.value} is cancelled "
            f"and {_object(target, names)} {_verb(target, 'draws')} a replacement card "
            "(ruling L6).",
        )
    elif isinstance(move, Accept):
        actor, target, kind = before.pending_action
        if target == HUMAN:
            lines.append(f"You let the {kind.value} happen.")
        lines.extend(_resolution(actor, target, kind, after, names))
    elif isinstance(move, StealPick):
        actor, target, _ = before.pending_action
        what = str(move.card) if HUMAN in (actor, target) else "a card, face down,"
        say(actor, "steals", f"{what} from {_object(target, names)} (ruling L7).")
    elif isinstance(move, Reshuffle):
        lines.append(
            f"The draw pile is empty: the discard pile except its top is shuffled into a new "
            f"draw pile of {len(move.order)} cards (ruling L8)."
        )
    same_round = len(after.results) == len(before.results)
    quiet = DealMove | TakeDraw | TakeDiscard | StealPick  # no draw, or already said
    if same_round and not isinstance(move, quiet) and after.active[HUMAN]:
        drawn = _gained(before, after)
        if drawn:
            lines.append(f"You draw {_cards(drawn)}.")
    if same_round:
        for s in _skipped(before, move, after):
            say(s, "loses", "a turn to a Jump (ruling L7).")
    if len(after.results) > len(before.results):
        lines.extend(_describe_round_end(after, names))
    return lines


def _describe_discard(
    before: LogoGame, move: Discard, after: LogoGame, names: Sequence[str]
) -> list[str]:
    me = before.current_player
    subject = f"{_subject(me, names)} {_verb(me, 'discards')} {move.card}"
    if before.phase is Phase.STEAL_DISCARD:
        return [
            f"{subject} to get back to 7 cards; {_object(before.pending_action[1], names)} "
            f"{_verb(before.pending_action[1], 'draws')} a card."
        ]
    if move.target is None:
        return [f"{subject}."]
    kind = move.action if move.card.is_wild else move.card.kind
    played = f" as {kind.value}" if move.card.is_wild else ""
    lines = [f"{subject}{played} and {_verb(me, 'uses')} it on {_object(move.target, names)}."]
    if after.phase is not Phase.RESPOND:
        lines.extend(_resolution(me, move.target, kind, after, names))
    return lines


def _resolution(
    actor: int, target: int, kind: Kind, after: LogoGame, names: Sequence[str]
) -> list[str]:
    """What an action that was not stopped did (ruling L7), as far as you may know."""
    if kind is Kind.JUMP:
        return [f"{_subject(target, names)} will skip {_possessive(target, names)} next turn."]
    if kind is Kind.LOOK:
        if actor == HUMAN:
            seen = after.looked(HUMAN).get(target, ())
            return [f"You look at {names[target]}'s hand: {_cards(seen)}."]
        return [f"{_subject(actor, names)} looks at {_possessive(target, names)} hand."]
    if kind is Kind.DESTROY:
        whose = "Your" if target == HUMAN else f"{names[target]}'s"
        return [
            f"{whose} hand is destroyed (under the discard pile's top card); "
            f"{_object(target, names)} {_verb(target, 'draws')} 7 new cards."
        ]
    return []  # a Steal: the blind pick (a chance move) says what happened


def _describe_round_end(after: LogoGame, names: Sequence[str]) -> list[str]:
    result = after.last_round
    assert result is not None
    seats = [s for s, v in enumerate(result.values) if v is not None]
    ended = (
        "the draw pile ran out"
        if result.declarer is None
        else f"{_subject(result.declarer, names)} declared LOGO"
    )
    values = ", ".join(f"{names[s]} {result.values[s]}" for s in seats)
    points = ", ".join(f"{names[s]} {result.points[s]}" for s in seats)
    totals = ", ".join(f"{names[s]} {result.totals[s]}" for s in seats)
    lines = [
        f"Round {result.round_number} ends ({ended}). Hand values: {values}. "
        f"Points: {points}. Totals: {totals}."
    ]
    target = after.options.target_score
    for s in result.eliminated:
        lines.append(
            f"{_subject(s, names)} {_verb(s, 'reaches')} {result.totals[s]} ≥ {target} and "
            f"{_verb(s, 'is')} out (ruling L11)."
        )
    if after.is_over:
        won = " and ".join(names[s] for s in after.winners)
        verb = "win" if len(after.winners) > 1 or HUMAN in after.winners else "wins"
        lines.append(f"Game over after {result.round_number} rounds: {won} {verb}!")
    return lines
