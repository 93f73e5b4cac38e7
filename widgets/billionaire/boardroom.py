"""The Boardroom: play an Apprentice game of LOGO Billionaire against 1–3 bots.

The board holds a :class:`logo_kit.session.Session`: the game
(:class:`~logo_kit.billionaire.ApprenticeGame`), you in seat 0 (you start), the
bots in the other seats and one seeded generator. The track is drawn from the
engine's own board (:mod:`.track`): every space in its colour with its letters,
each piece, and the spinner with the last spin. You press **Spin** for your own
spins (the session pauses there, ``Session(pause=...)``, and :meth:`spin` rolls);
the session plays the other chance moves (the deal, the bots' spins, the Risky
Business cards) and the bots until you have a decision (rulings B2–B5): what to
trade (click a card on offer), which company to launch (click it among your brand
cards), draw or stop (with no company the engine skips the launch step, ruling
B14). Every choice the board offers is one of the engine's ``legal_moves()``;
the story of the game is the narrator's (:func:`~logo_kit.billionaire.narrate.describe_move`).
While you launch, the launch advice is shown (percentages first, exact on demand).
**Undo** goes back to your previous decision or spin, with the generator too, so
the same choices replay the same game.

>>> board = BoardroomBoard(bots=["EV-optimal"], seed=1)
>>> board.game.players, board.names[0], board.phase, board.can_spin
(2, 'You', 'spin', True)
>>> board.spin()
True
>>> board.game.last_spinner
0
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import checks
from logo_kit.billionaire import (
    ApprenticeGame,
    ApprenticeOptions,
    EVOptimalLauncher,
    FixedCountLauncher,
    RiskyBusinessDeck,
    TargetOptimalLauncher,
    ThresholdLauncher,
    events_since_last_move,
    target_to_reach,
)
from logo_kit.billionaire.board import Category
from logo_kit.billionaire.deck import NAMED_DECKS
from logo_kit.billionaire.events import GameEvent
from logo_kit.billionaire.launch import LaunchAdvice, launch_advice
from logo_kit.billionaire.moves import Draw, EndTrade, Launch, Move, Phase, SkipLaunch, Spin, Stop
from logo_kit.billionaire.narrate import describe_move
from logo_kit.billionaire.players import ApprenticeBot
from logo_kit.engine import play_game
from logo_kit.errors import LogoKitError
from logo_kit.session import Session

from ..common.base import Board, Status
from . import boardroom_controls as controls
from .boardroom_controls import HUMAN, BoardroomRows, launch_options, offer_key
from .boardroom_panels import (
    STEP_HELP,
    end_html,
    event_line,
    launch_html,
    log_html,
    sheet_html,
    turn_html,
    turn_words,
)
from .chips import advice_html
from .track import track_svg

__all__ = ["BOT_KINDS", "BoardroomBoard", "default_game_turns", "game_options"]

BOT_KINDS: dict[str, Callable[[str], ApprenticeBot]] = {
    "EV-optimal": lambda name: EVOptimalLauncher(name),
    "target-optimal": lambda name: TargetOptimalLauncher(name),
    "stop after 2 cards": lambda name: FixedCountLauncher(2, name),
    "stop after 3 cards": lambda name: FixedCountLauncher(3, name),
    "stop at 100M": lambda name: ThresholdLauncher(100, name),
    "stop at 200M": lambda name: ThresholdLauncher(200, name),
}
"""The bots you can play against: a label and how to build one with a given name."""

DEFAULT_BOTS = ("EV-optimal", "target-optimal")
WINNING_MONEY = 2000
"""The board's default goal, in millions: twice the rule sheet's 1,000M (ruling B5).
First to 1,000M, a strong bot often wins before your second turn (a median of 2 or 3
turns each over 200 seeded games); first to 2,000M the median is 7 turns each
(``python -m benchmarks.boardroom_turns``). ``winning_money=1000`` plays the rule sheet's goal."""
LOG_TAIL = 14
SHOWN_EVENTS = ("spin", "trade", "launch", "bust", "stop")
"""The kinds of a bot's move the status strip tells (the cards it turned are summed up by
its "stops" or "BUST" line; ending trading or not launching changes nothing you see)."""
MAX_SEED = 2**31 - 1  # what the Seed box can show
MOST_BOTS = 3
"""The board shows four seats: you and at most three bots (the game allows more players)."""


def _your_spin(state: ApprenticeGame) -> bool:
    """The session waits for you to press Spin at your own spins."""
    return state.phase is Phase.SPIN and state.mover == HUMAN


def _bots(bots: Any) -> list[str]:
    kinds = checks.sequence(bots, "bots", most=100)
    if not 1 <= len(kinds) <= MOST_BOTS:
        raise LogoKitError(f"play against 1 to {MOST_BOTS} bots, not {len(kinds)}.")
    return [checks.choice(kind, "each bot", tuple(BOT_KINDS)) for kind in kinds]


def game_options(players: int, deck: str, winning_money: int = WINNING_MONEY) -> ApprenticeOptions:
    """The Apprentice options a Boardroom game is played with (the core checks them)."""
    deck_of_b1 = RiskyBusinessDeck.named(deck)  # ruling B1
    return ApprenticeOptions(
        players=players, risky_business=deck_of_b1, winning_money=winning_money
    )


def default_game_turns(
    seeds: Sequence[int],
    student: str = "EV-optimal",
    *,
    bots: Sequence[str] = DEFAULT_BOTS,
    deck: str = "bull",
    winning_money: int = WINNING_MONEY,
) -> list[int]:
    """Your turns in Boardroom games set up as the board sets them up (its defaults
    unless told), one game per seed, with a bot of kind ``student`` in your seat
    (``EV-optimal`` stops where the board's advice says)."""
    kinds = [checks.choice(student, "student", tuple(BOT_KINDS)), *_bots(bots)]
    options = game_options(len(kinds), checks.choice(deck, "deck", NAMED_DECKS), winning_money)
    found = []
    for seed in seeds:
        players = [BOT_KINDS[kind](f"seat {i}") for i, kind in enumerate(kinds)]
        final = play_game(ApprenticeGame.new(options), players, np.random.default_rng(seed))
        found.append(final.own_turns[HUMAN])
    return found


class BoardroomBoard(BoardroomRows, Board):
    """Play the Apprentice game against bots, with the launch advice beside you.

    ``bots``: one to three labels from :data:`BOT_KINDS`; ``deck``: ``"bull"`` or
    ``"bear"`` (ruling B1); ``seed`` (0 to 2³¹ − 1): the deal, the spins and the
    Risky Business cards; ``spin_yourself``: press Spin for your own spins (the
    default), or let the session spin for you.
    """

    title = "The Boardroom: an Apprentice game of LOGO Billionaire"

    def __init__(
        self,
        bots: Sequence[str] = DEFAULT_BOTS,
        seed: int = 0,
        deck: str = "bull",
        *,
        spin_yourself: bool = True,
        winning_money: int = WINNING_MONEY,
    ) -> None:
        self._syncing = False
        kinds = _bots(bots)
        seed = checks.whole(seed, "seed", low=0, high=MAX_SEED)
        deck = checks.choice(deck, "deck", NAMED_DECKS)
        self.spin_yourself = checks.flag(spin_yourself, "spin_yourself")
        game_options(len(kinds) + 1, deck, winning_money)  # bad money raises here
        self.winning_money = winning_money
        self._spins_drawn = -1  # Spin moves in the log when the track was last drawn
        self._events: tuple[ApprenticeGame | None, tuple[GameEvent, ...]] = (None, ())
        self.session, self.names, self.header = self._start(kinds, seed, deck)
        self._initial = (kinds, seed, deck)
        super().__init__()
        self.widget.add_class("logo-kit-boardroom")

    def _start(
        self, kinds: list[str], seed: int, deck: str
    ) -> tuple[Session, tuple[str, ...], str]:
        """A new session (dealt and played up to your first spin or decision), its names
        and header."""
        names = ("You", *(f"Bot {i + 1} ({kind})" for i, kind in enumerate(kinds)))
        bots = [BOT_KINDS[kind](name) for kind, name in zip(kinds, names[1:], strict=True)]
        players = [None, *bots]
        options = game_options(len(names), deck, self.winning_money)
        session = Session(
            ApprenticeGame.new(options),
            players,
            np.random.default_rng(seed),
            describe=describe_move,
            names=names,
            viewer=HUMAN,
            pause=_your_spin if self.spin_yourself else None,
        )
        header = (
            f"New game: {', '.join(names)}; {deck} market deck; everyone starts with "
            f"{options.starting_money}M; first to {options.winning_money:,}M wins."
        )
        return session, names, header

    # -- controls ---------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        kinds, seed, deck = self._initial
        return controls.build(self, kinds, seed, deck, tuple(BOT_KINDS), MAX_SEED)

    # -- actions ----------------------------------------------------------------------------
    def new_game(self) -> bool:
        """Deal a new game with the settings in the controls."""
        return self.act(self._new_game)

    def play_again(self) -> bool:
        """After a game: deal a new one (the next seed, the same bots and deck)."""
        return self.act(self._play_again)

    def undo(self) -> bool:
        """Take back your last decision or spin, while no other player has moved since and
        nothing hidden was shown (:attr:`~logo_kit.session.Session.undo_refusal`)."""
        return self.act(self._undo)

    def spin(self) -> bool:
        """Spin the spinner for your turn (the Spin button)."""
        return self.act(self._spin)

    def play(self, move: Move) -> bool:
        """Make ``move`` for you (it must be one of the game's legal moves for you now)."""
        return self.act(lambda: self._play(move, f"play {move}"))

    def choose_take(self, seat: int, category: Category) -> bool:
        """Pick the card to take in a trade: ``seat``'s card of ``category`` (a click on it)."""
        return self.act(lambda: self._choose(self.offer_row, offer_key(seat, category), "take"))

    def choose_company(self, category: Category) -> bool:
        """Pick the company to launch among your brand cards (a click on it)."""
        return self.act(lambda: self._choose(self.hand_row, str(int(category)), "launch"))

    def _choose(self, cards: Any, key: str, what: str) -> None:
        found = next((c for c in cards.cards if c["key"] == key), None)
        if found is None or found["disabled"]:
            raise LogoKitError(self._not_now(f"choose that card to {what}"))
        with self.quietly():
            cards.selected = [key]
        if cards is self.offer_row:
            self._refresh_pay()

    def _new_game(self) -> None:
        count = checks.whole(self.bot_count.value, "the number of bots", low=1, high=3)
        kinds = _bots([self.bot_choices[i].value for i in range(count)])
        deck = checks.choice(self.deck_choice.value, "deck", NAMED_DECKS)
        seed = checks.whole(self.seed_box.value, "seed", low=0, high=MAX_SEED)
        self.session, self.names, self.header = self._start(kinds, seed, deck)

    def _play_again(self) -> None:
        seed = checks.whole(self.seed_box.value, "seed", low=0, high=MAX_SEED)
        with self.quietly():
            self.seed_box.value = (seed + 1) % (MAX_SEED + 1)  # a new deal, not the same game
        self._new_game()

    def _undo(self) -> None:
        self.session.undo()

    def _spin(self) -> None:
        if self.game.is_terminal:
            raise LogoKitError("cannot spin: the game is over. Press New game to play again.")
        if not self.session.paused:
            raise LogoKitError(self._not_now("spin"))
        self.session.roll()

    def _trade(self) -> None:
        told = len(self.session.lines)
        self._play(self.pay_choice.value, "trade")
        done = self.session.lines[told] if len(self.session.lines) > told else "Traded"
        done = done if done.endswith((".", "!")) else done + "."
        more = " Pick another card to trade, or press End trading." if self._trading else ""
        self.show_info(done + more)

    @property
    def _trading(self) -> bool:
        """True while you are still at your trade step."""
        return self.my_turn and self.game.phase is Phase.TRADE and not self.can_spin

    def _end_trade(self) -> None:
        self._play(EndTrade(), "end trading")

    def _launch(self) -> None:
        self._play(self.launch_choice, "launch a company")

    def _skip(self) -> None:
        self._play(SkipLaunch(), "skip a launch")

    def _draw(self) -> None:
        self._play(Draw(), "draw a card")

    def _stop(self) -> None:
        self._play(Stop(), "stop")

    def _play(self, move: Any, what: str) -> None:
        session = self.session
        if session.state.is_terminal:
            raise LogoKitError(f"cannot {what}: the game is over. Press New game to play again.")
        if move is None or move not in session.legal_moves():
            raise LogoKitError(self._not_now(what))
        session.play(move)  # the engine checks the move again; nothing changes if it refuses

    def _not_now(self, what: str) -> str:
        if self.session.paused:
            return f"cannot {what} now; it is your spin: press Spin."
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
    def events(self) -> tuple[GameEvent, ...]:
        """Everything that happened since your last move (your last decision or spin), from
        the game record (:func:`~logo_kit.billionaire.events_since_last_move`)."""
        game = self.game
        if self._events[0] is not game:
            self._events = (game, events_since_last_move(game, HUMAN, names=self.names))
        return self._events[1]

    @property
    def bot_events(self) -> tuple[GameEvent, ...]:
        """The bots' moves since your last move that the status strip tells
        (:data:`SHOWN_EVENTS`), and any move that ended the game."""
        return tuple(
            e
            for e in self.events
            if e.seat not in (None, HUMAN) and (e.kind in SHOWN_EVENTS or e.ended_game)
        )

    @property
    def changed_spaces(self) -> tuple[int, ...]:
        """The track spaces where a bot landed since your last move (marked on the track)."""
        return tuple(sorted({e.space for e in self.bot_events if e.kind == "spin"}))

    @property
    def changed_seats(self) -> tuple[int, ...]:
        """The bots that moved since your last move (their seats are marked)."""
        return tuple(sorted({e.seat for e in self.bot_events}))

    @property
    def phase(self) -> str:
        """The step of the game: 'spin', 'trade', 'launch', 'draw or stop' or 'over'."""
        return self.game.phase.value

    @property
    def money(self) -> dict[str, int]:
        return dict(zip(self.names, self.game.money, strict=True))

    @property
    def winner(self) -> str | None:
        winner = self.game.winner
        return None if winner is None else self.names[winner]

    @property
    def can_spin(self) -> bool:
        """True when the game waits for you to press Spin."""
        return self.session.paused

    @property
    def my_turn(self) -> bool:
        """True when the game waits for you: your spin or your decision."""
        return self.session.waiting_for == HUMAN or self.session.paused

    @property
    def launch_choice(self) -> Launch | None:
        """The Launch move for the company picked among your brand cards (None: none)."""
        picked = self.hand_row.selected
        for move in launch_options(self.session.legal_moves()):
            if picked and str(int(move.category)) == picked[-1]:
                return move
        return None

    @property
    def take_choice(self) -> tuple[int, Category] | None:
        """The card picked to take in a trade, as (its owner's seat, its category)."""
        picked = self.offer_row.selected
        if not picked:
            return None
        seat, category = picked[-1].split("-")
        return int(seat), Category(int(category))

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
        moves = self.session.legal_moves()
        self.turn_view.value = turn_html(game, self.names, mine, spin=self.can_spin)
        spins = sum(isinstance(m, Spin) for m in game.log)
        animate = 0 <= self._spins_drawn < spins
        self._spins_drawn = spins
        self.track_view.value = track_svg(
            game, self.names, animate=animate, changed=self.changed_spaces
        )
        self.score_view.value = sheet_html(game, self.names, self.changed_seats)
        self.end_view.value = end_html(game, self.names)
        self.end_panel.layout.display = None if game.is_terminal else "none"
        with self.quietly():
            self._show_rows(moves)
        self._refresh_pay()
        trading = self._trading
        self.trade_panel.layout.display = None if trading else "none"
        self.trade_button.disabled = not trading or self.pay_choice.value is None
        self.end_trade_button.disabled = not trading
        launching = mine and phase is Phase.LAUNCH and not self.can_spin
        self.launch_button.disabled = not launching or self.launch_choice is None
        self.skip_button.disabled = not launching
        self.launch_button.layout.display = self.skip_button.layout.display = (
            None if launching else "none"
        )
        self.spin_button.disabled = not self.can_spin
        self.draw_button.disabled = Draw() not in moves
        self.stop_button.disabled = Stop() not in moves
        for button in (self.draw_button, self.stop_button):
            button.layout.display = None if phase is Phase.DRAW_OR_STOP and mine else "none"
        self.spin_button.layout.display = "none" if not self.spin_yourself else None
        self.undo_button.disabled = self.session.undo_refusal is not None  # it cannot act
        refusal = self.session.undo_refusal
        self.undo_button.tooltip = (
            "Take back your last decision (before any other player has moved)"
            if refusal is None
            else refusal[0].upper() + refusal[1:]
        )
        deciding = mine and not self.can_spin
        self.launch_view.value = (
            launch_html(game, HUMAN, self.target, exact=self.show_exact) if deciding else ""
        )
        advice = self.advice
        self.advice_view.value = (
            "" if advice is None else advice_html(advice, exact=self.show_exact)
        )
        self.log_view.value = log_html(self.log_lines, LOG_TAIL)

    def status(self) -> Status:
        """Whose turn and what to do; what each bot did since your last move (the game
        record's words; where a bot landed is marked on the track)."""
        game = self.game
        turn = turn_words(game, self.names, self.my_turn, spin=self.can_spin)
        size = len(game.options.board)
        return turn, [event_line(e, self.names, size) for e in self.bot_events]

    def next_focus(self) -> widgets.Widget | None:
        """After an action, the control for your next step: Play again at the end, Spin at
        your spin, Draw while you launch, Launch (or No launch), Trade (or End trading)."""
        game, phase = self.game, self.game.phase
        if game.is_terminal:
            return self.play_again_button
        if self.can_spin:
            return self.spin_button
        if not self.my_turn:
            return None
        if phase is Phase.DRAW_OR_STOP:
            return self.draw_button if not self.draw_button.disabled else self.stop_button
        if phase is Phase.LAUNCH:
            return self.launch_button if not self.launch_button.disabled else self.skip_button
        if phase is Phase.TRADE:
            return self.trade_button if not self.trade_button.disabled else self.end_trade_button
        return None
