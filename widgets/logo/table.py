"""The LOGO table: play whole rounds of LOGO against 1–3 bots, with a score sheet.

You sit in seat 0 (player A, "You"). The board holds a
:class:`logo_kit.session.Session` around a :class:`~logo_kit.logo.LogoGame`:
every choice it offers comes from the engine's ``legal_moves()``, the engine
checks every move (rulings L4–L11), and chance (deals, reshuffles, blind
steals) and the bots move by themselves until it is your turn or an action is
aimed at you and you may answer it with Stop. The log is the core narrator
(:func:`~logo_kit.logo.describe_move`) told through your eyes; Undo takes back
your last move.

Beside the table: an optional calculator (colour-hand chances for your hand and
the exact declare advice against your opponents, computed from the cards *you*
have not seen), a running score sheet to the target, the hands revealed at the
end of each round, and the log.

>>> board = TableBoard(bots=["Greedy"], seed=1, target_score=100)
>>> board.names, board.phase, board.my_turn
(('You', 'B (Greedy)'), 'take', True)
>>> board.take_draw()
True
>>> board.phase, len(board.hand)
('discard', 8)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import checks
from logo_kit.engine import seat_label
from logo_kit.errors import LogoKitError
from logo_kit.logo import (
    CalculatorPlayer,
    Card,
    GreedyLowPlayer,
    LogoGame,
    LogoOptions,
    describe_move,
)
from logo_kit.logo.cards import MIN_PLAYERS, MOST_PLAYERS_ONE_DECK
from logo_kit.logo.game import Phase
from logo_kit.logo.legal import discard_move
from logo_kit.logo.moves import Accept, Declare, Discard, Move, Stop, TakeDiscard, TakeDraw
from logo_kit.logo.narrate import next_step
from logo_kit.logo.odds import read_draws_ahead
from logo_kit.logo.odds_declare import MAX_SAMPLES
from logo_kit.logo.players import ColorHandChaser, RandomPlayer
from logo_kit.logo.views import PlayerView, RoundResult
from logo_kit.session import Session

from ..common.base import Board
from . import table_panels as panels
from .hand_controls import MAX_SEED, read_seed
from .table_controls import NOBODY, TableControls
from .table_hints import Hints, TableHints
from .table_status import TableStatus

__all__ = ["BOT_KINDS", "HUMAN", "TableBoard"]

BOT_KINDS: dict[str, type] = {
    "Greedy": GreedyLowPlayer,
    "Calculator": CalculatorPlayer,
    "Colour chaser": ColorHandChaser,
    "Random": RandomPlayer,
}
"""The bots you can play against: a label and the bot class (each bot named by its seat)."""

HUMAN = panels.HUMAN  # you sit in seat 0 (player A)
DEFAULT_HINT_SAMPLES = 20_000


def _round_over(state: LogoGame) -> bool:
    """The session waits here: a round has ended and the next is not dealt yet, so the
    student reads the result and presses Next round (the deal is the next chance move)."""
    return state.phase is Phase.DEAL and bool(state.results)


def _read_bots(bots: Any) -> list[str]:
    found = [bots] if isinstance(bots, str) else checks.sequence(bots, "bots", most=26)
    most = MOST_PLAYERS_ONE_DECK - 1  # the table deals from one deck (ruling L1)
    if not 1 <= len(found) <= most:
        raise LogoKitError(
            f"play against 1 to {most} bots ({MIN_PLAYERS}–{MOST_PLAYERS_ONE_DECK} players "
            f"share one deck), not {len(found)}."
        )
    for kind in found:
        if not isinstance(kind, str) or kind not in BOT_KINDS:
            raise LogoKitError(
                f"unknown bot {checks.describe(kind)}; choose from {', '.join(BOT_KINDS)}."
            )
    return found


class TableBoard(TableStatus, TableHints, TableControls, Board):
    """Play LOGO against 1–3 bots from :data:`BOT_KINDS`; you are seat 0 and start.

    ``seed`` (0 to 2³¹ − 1) fixes the shuffles and the bots' choices, so a class
    can play the same deal together: one ``numpy.random.default_rng(seed)`` drives
    chance and the bots, in the order things happen. ``target_score`` (ruling
    L11), ``max_rounds`` and ``declarer_wins_ties`` (ruling L10 option) go into the
    game's :class:`~logo_kit.logo.LogoOptions`. ``hints`` switches the calculator
    on; ``draws_ahead`` (0–10) is its k for the colour-hand chances;
    ``hint_samples`` (2 to 500,000) is how many seeded deals estimate the declare
    advice against 3 opponents (1–2 are exact). ``game`` starts from a given
    position (a teacher's set-up) instead of a fresh deal; it must have one seat
    per player. The engine alone (``play_until`` with the same generator and your
    moves) replays any game played here: the board adds no rules of its own.
    """

    title = "LOGO table: play rounds against bots"
    bot_kinds = BOT_KINDS

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
        seed = read_seed(seed)
        hints = checks.flag(hints, "hints")
        draws_ahead = read_draws_ahead(draws_ahead)
        self.hint_samples = checks.whole(
            hint_samples, "hint_samples", low=2, high=MAX_SAMPLES, why="deals per estimate"
        )
        if game is None:  # the core checks the options, with its own messages (L10, L11)
            game = LogoGame.new(
                LogoOptions(
                    players=1 + len(bots),
                    target_score=target_score,
                    declarer_wins_ties=declarer_wins_ties,
                    max_rounds=max_rounds,
                )
            )
        checks.instance(game, "game", LogoGame, "a LogoGame position, e.g. LogoGame.new(...)")
        if game.players != 1 + len(bots):
            raise LogoKitError(
                f"the given game has {game.players} seats, but you and {len(bots)} bot(s) "
                f"make {1 + len(bots)}: give one bot per seat after yours."
            )
        self._options = game.options
        self._rendered_at: int | None = None
        self.seed = seed
        self.session = self._seat(game, bots, seed)
        self._first_settings = (bots, hints, draws_ahead)
        super().__init__()
        self.widget.add_class("logo-kit-table")
        self._show_settings(bots)

    def build(self) -> widgets.Widget:
        bots, hints, draws = self._first_settings
        return self.build_controls(bots, self.seed, hints, draws)

    # -- starting a game ---------------------------------------------------------------------
    def _seat(self, game: LogoGame, bots: list[str], seed: int) -> Session:
        """Seat you and the bots; chance and the bots play until you must move."""
        names = ("You", *(f"{seat_label(i + 1)} ({kind})" for i, kind in enumerate(bots)))
        players = [None, *(BOT_KINDS[kind](name=names[i + 1]) for i, kind in enumerate(bots))]
        options = game.options
        rounds = "" if options.max_rounds is None else f", at most {options.max_rounds} rounds"
        intro = [
            f"New game (seed {seed}): {', '.join(names)}; a score of {options.target_score} "
            f"or more is out (ruling L11){rounds}."
        ]
        if game.round_number:
            intro.append(f"Starting from a given position in round {game.round_number}.")
        session = Session(
            game,
            players,
            np.random.default_rng(seed),
            describe=describe_move,
            names=names,
            viewer=HUMAN,
            pause=_round_over,
        )
        self._intro = intro
        self._before_mine: LogoGame | None = None
        self.hints = Hints(seed, self.hint_samples)
        return session

    def new_game(self) -> bool:
        """Deal a new game with the settings in the controls (bots, seed, target)."""
        return self.act(self._new_game)

    def _new_game(self) -> None:
        count = checks.whole(self.bot_count.value, "the number of bots", low=1, high=3)
        bots = _read_bots([self.bot_choices[i].value for i in range(count)])
        seed = read_seed(self.seed_box.value)
        options = LogoOptions(
            players=1 + len(bots),
            target_score=self.target_box.value,
            declarer_wins_ties=self._options.declarer_wins_ties,
            max_rounds=self._options.max_rounds,
        )
        session = self._seat(LogoGame.new(options), bots, seed)  # computed first …
        self.session, self.seed, self._options = session, seed, options  # … then kept
        self._show_settings(bots)

    def _show_settings(self, bots: list[str]) -> None:
        with self.quietly():
            self.seed_box.value = self.seed
            self.target_box.value = self._options.target_score
            self.bot_count.value = len(bots)
            for choice, kind in zip(self.bot_choices, bots, strict=False):
                choice.value = kind
        self.render()

    def play_again(self) -> bool:
        """A new game at the same table (bots and target), with the next seed (a new deal)."""
        return self.act(self._play_again)

    def _play_again(self) -> None:
        if not self.game.is_terminal:
            raise LogoKitError(
                "the game is not over yet: play it out, or press New game below to start again."
            )
        with self.quietly():
            self.seed_box.value = (self.seed + 1) % (MAX_SEED + 1)
        self._new_game()

    def next_round(self) -> bool:
        """Deal the next round: the board waits at each round's end until you press
        **Next round**, so the result can be read first."""
        return self.act(self._next_round)

    def _next_round(self) -> None:
        if not self.session.paused:
            raise LogoKitError(
                "no round to deal now: the board waits for Next round only when a round has ended."
            )
        self.session.roll()

    @property
    def paused(self) -> bool:
        """True while a round has ended and the board waits for Next round."""
        return self.session.paused

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

    def undo(self) -> bool:
        """Take back your last move, while no other player has moved since and nothing hidden
        was shown (the core's :attr:`~logo_kit.session.Session.undo_refusal`)."""
        return self.act(self.session.undo)

    def _discard(self) -> None:
        card = self.chosen_card
        if card is None:
            state = self._my_decision("discard")
            if Discard not in state.move_kinds:
                raise LogoKitError(self._not_now("discard"))
            raise LogoKitError("pick the card to discard first: click one of your cards.")
        target = self.target_choice.value
        target = None if target in (None, NOBODY) else target
        # the core says which action the card plays as (ruling L5)
        self._play(discard_move(card, target, self.action_choice.value), f"discard {card}")

    def _respond(self, with_card: str) -> None:
        card = next((c for c in self.hand if str(c) == with_card), None)
        if card is None:
            state = self._my_decision("stop an action")
            if Stop not in state.move_kinds:
                raise LogoKitError(self._not_now("stop an action"))
            raise LogoKitError(
                f"you hold no {with_card} card: only STOP, or LOGO played as Stop, stops an "
                "action (ruling L6)."
            )
        self._play(Stop(card), f"stop the action with {with_card}")

    def _play(self, move: Move, what: str) -> None:
        state = self._my_decision(what)
        if type(move) not in state.move_kinds:
            raise LogoKitError(self._not_now(what))
        before = self.session.state
        self.session.play(move)  # the engine checks the move; a refusal changes nothing
        self._before_mine = before  # where the "since your last move" replay may start

    def _my_decision(self, what: str) -> LogoGame:
        state = self.game
        if state.is_terminal:
            raise LogoKitError(f"cannot {what}: the game is over. Press New game to play again.")
        if self.session.paused:
            raise LogoKitError(
                f"cannot {what}: round {state.round_number} is over. Press Next round to deal "
                "the next one."
            )
        if self.session.waiting_for != HUMAN:  # cannot happen between clicks
            raise LogoKitError(f"cannot {what}: it is not your move.")
        return state

    def _not_now(self, what: str) -> str:
        step = next_step(self.game)
        return f"cannot {what} now: {step}{'' if step.endswith('!') else '.'}"

    # -- what is shown --------------------------------------------------------------------------
    @property
    def game(self) -> LogoGame:
        """The position now (the session's state)."""
        return self.session.state

    @property
    def names(self) -> tuple[str, ...]:
        return self.session.names

    @property
    def players(self) -> list[Any]:
        """Who sits where: None for you, then the bots."""
        return self.session.players

    @property
    def rng(self) -> np.random.Generator:
        """The one generator of chance and the bots."""
        return self.session.rng

    @property
    def log_lines(self) -> list[str]:
        """What happened, one sentence a line, as you may know it."""
        return self._intro + [s for text in self.session.lines for s in text.split("\n")]

    @property
    def phase(self) -> str:
        """The engine's phase: 'take', 'discard', 'respond', 'steal discard', 'game over', …"""
        return self.game.phase.value

    @property
    def my_turn(self) -> bool:
        """True when the game waits for your decision (your turn, or an answer to an action)."""
        return self.session.waiting_for == HUMAN

    @property
    def view(self) -> PlayerView:
        """Everything you may know now (the engine's view for seat 0)."""
        return self.game.view(HUMAN)

    @property
    def your_moves(self) -> tuple[Move, ...]:
        """Your legal moves now; empty when it is not your decision."""
        return self.session.legal_moves()

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.game.hand(HUMAN)

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals per seat (the engine's, ruling L11)."""
        return self.game.totals

    @property
    def round_points(self) -> list[tuple[int | None, ...]]:
        """Points per seat for each finished round; None for a seat already out."""
        return list(self.game.summary().points)

    @property
    def winners(self) -> tuple[str, ...]:
        """Names of the winners once the game is over (ties share the win)."""
        return tuple(self.names[s] for s in self.game.winners)

    @property
    def last_round(self) -> RoundResult | None:
        return self.game.last_round

    # -- rendering -------------------------------------------------------------------------------
    def render(self) -> None:
        game, names, mine = self.game, self.names, self.my_turn
        seen = self._seen = self.since_last_move
        self.turn_view.value = panels.turn_html(game, names, my_turn=mine, paused=self.paused)
        piles = {
            "draw" if e.kind in ("draw", "reshuffle", "deal") else "discard"
            for e in seen.events
            if e.kind in ("draw", "reshuffle", "deal", "take discard", "discard", "action", "stop")
        }
        # what just happened is in the status strip at the top (no second list here)
        self.piles_view.value = panels.piles_html(game, (), sorted(piles))
        self.opponents_view.value = panels.opponents_html(
            game, names, panels.seat_moves(seen.events, names)
        )
        self.hand_view.value = panels.hand_html(game)
        with self.quietly():
            self.render_controls()
        self._render_pause()
        self.respond_view.value = panels.respond_html(game, names, my_turn=mine)
        self.hints_view.value = self._hints_html()
        self.score_view.value = panels.scoreboard_html(game, names)
        self.reveal_view.value = panels.reveal_html(game, names)
        self.log_view.value = panels.log_html(self.log_lines)

    def _render_pause(self) -> None:
        """At a round's end or the game's end: the result at the top, with its button."""
        game, over = self.game, self.game.is_terminal
        stopped = over or self.paused
        self.result_view.value = (
            panels.reveal_html(game, self.names) if stopped and game.last_round else ""
        )
        self.result_view.layout.display = None if stopped else "none"
        self.reveal_view.layout.display = "none" if stopped else None  # shown once, at the top
        actions: list[widgets.Widget] = []
        if over:
            actions = [self.play_again_button]
        elif self.paused:
            self.next_round_button.description = f"Deal round {game.round_number + 1}"
            actions = [self.next_round_button]
        elif self.take_row.layout.display is None or self.confirm.pending is not None:
            actions = [self.take_row, self.confirm.widget]
        self.strip.show(self.strip.turn_text, self.strip.change_lines, actions)
