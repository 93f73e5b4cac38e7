"""The Duel: a whole two-player Logic & Lore game against a bot, with your exact belief beside you.

The board keeps a core :class:`~logo_kit.lore.LoreGame` (seat 0 is you and
starts, seat 1 the bot) dealt from a seeded generator, and re-renders from it.
Every rule is the engine's: you make your turn's steps with the controls, each
turned into the engine's move (``MoveHeavens``, ``AlignStars``, ``Divine``,
``ChooseFocus`` + ``Search``, ``RemoveTokens``, ``Pass``); a move the engine
refuses shows its message and changes nothing. When your turn ends the bot
(random, greedy or advisor from :mod:`logo_kit.lore.players`) plays its whole
turn by itself.

Your turn, in the rule book's order:

1. *Move the Heavens* (optional): swap two lanes, type a new order, or move to
   your best guess (the arrangement with most cards expected home). Moves are
   a draft until you go on (the engine checks that only face-down cards move,
   ruling S6).
2. *Align the Stars* (optional): the exact chance that it wins is always shown.
3. *Divine the Cosmos* (Star Bright, required; ruling S5): a token on an empty
   question card 2–8 (only the engine's legal placements are offered), or,
   when all are taken, replace one of the bot's tokens (or decline).
4.–5. *Choose Focus* and *Search the Sky*: two cards, the questions to ask
   (only those available to you, S4), the Focus card; **Ask** shows the answer.
   After a Star Bright "yes" to Alignment with 3+ tokens out, take two back.
6. *Move the Heavens* again, then **End turn**.

Going on to a later step passes the optional steps before it (a draft move is
made first), but never a required one. Shown beside the game: both star lines
(the bot's face-down cards hidden, face-up values shown), the tokens on
question cards 2–8 by owner in words, how many assignments of your line are
still possible and a heatmap of the exact chance that each card holds each
value (:meth:`~logo_kit.lore.Belief.marginal_matrix`), and, on request, the
advisor's hint (:meth:`~logo_kit.lore.AdvisorPlayer.advise`).

>>> board = DuelBoard(bot="greedy", stars=4, seed=1)
>>> board.count, board.phase.value  # 4! lines possible; you start at step 1
(24, '1 move the heavens')
>>> board.ask()  # passes steps 1 and 2, holds up the two picked cards and asks
True
>>> board.phase.value, board.count < 24
('6 move the heavens', True)
>>> board.end_turn()  # the bot plays its turn; your next turn starts
True
>>> board.game.current_player, board.game.own_turns
(0, (2, 1))
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.lore import (
    STAR_BRIGHT,
    STAR_LIGHT,
    AdvisorPlayer,
    AlignStars,
    Belief,
    BeliefTracker,
    ChooseFocus,
    Divine,
    GreedyInfoPlayer,
    Layout,
    LoreGame,
    LoreOptions,
    Move,
    MoveHeavens,
    Pass,
    Phase,
    Player,
    PlayerSetup,
    Query,
    Question,
    RandomPlayer,
    RemoveTokens,
    Round,
    Search,
)
from logo_kit.lore.notation import check_picks, parse_order
from logo_kit.lore.options import parse_mode

from ..common.base import Board
from ..common.palette import OKABE_ITO
from .cards import line_html
from .controls import add_move_controls
from .heatmap import marginals_figure, show_marginals

__all__ = ["BOT_KINDS", "DuelBoard", "DuelSettings", "describe_move"]

BOT_KINDS: dict[str, Callable[[str], Player]] = {
    "random": lambda name: RandomPlayer(name),
    "greedy": lambda name: GreedyInfoPlayer(name),
    "advisor": lambda name: AdvisorPlayer(name),
}
"""The bots you can play against, by label (see :mod:`logo_kit.lore.players`)."""

YOU, BOT = 0, 1
MODE_NAMES = {"light": "Star Light", "bright": "Star Bright"}
LOG_TAIL = 16
_MOVING = (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN)
_BEFORE_SEARCH = (Phase.MOVE_HEAVENS, Phase.ALIGN_STARS, Phase.DIVINE, Phase.CHOOSE_FOCUS)
_OWNER_STYLE = {  # colour AND words (and a symbol): never colour alone
    "you": (OKABE_ITO["blue"], "white", "▲ your token"),
    "bot": (OKABE_ITO["orange"], "#111", "● bot's token"),
    "empty": ("#ffffff", "#111", "empty"),
    "always": ("#eeeeee", "#111", "always open"),
}


@dataclass(frozen=True)
class DuelSettings:
    """The set-up of one duel (ruling S9: each player their own mode and blackholes)."""

    bot: str = "advisor"
    mode: str = "light"
    bot_mode: str = "light"
    blackholes: int = 0
    bot_blackholes: int = 0
    seed: int = 0
    stars: int = 9
    first_turn_divines: bool = False

    def __post_init__(self) -> None:
        if self.bot not in BOT_KINDS:
            raise LogoKitError(f"unknown bot {self.bot!r}; choose one of {', '.join(BOT_KINDS)}.")
        object.__setattr__(self, "mode", parse_mode(self.mode))
        object.__setattr__(self, "bot_mode", parse_mode(self.bot_mode))
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or self.seed < 0:
            raise LogoKitError(f"seed must be a whole number ≥ 0, got {self.seed!r}.")

    def options(self) -> LoreOptions:
        """The engine's options (checks blackholes 0–2 and stars 2–9)."""
        return LoreOptions(
            players=(
                PlayerSetup(self.mode, self.blackholes),
                PlayerSetup(self.bot_mode, self.bot_blackholes),
            ),
            stars=self.stars,
            first_turn_divines=self.first_turn_divines,
        )


def _questions_text(questions: Iterable[Question], mode: str) -> str:
    return ", ".join(q.title if mode == "light" else f"{int(q)} {q.title}" for q in questions)


def _lane(layout: Layout, arrangement: tuple[int, ...], card: int) -> int:
    return layout.lanes[arrangement.index(card)]


def describe_move(who: str, before: LoreGame, move: Move, after: LoreGame) -> str | None:
    """One log line for ``move`` (None for moves not worth a line: passes, holding up cards).

    >>> import numpy as np
    >>> game = LoreGame.new(LoreOptions.both("light", stars=4), np.random.default_rng(0))
    >>> describe_move("You", game, MoveHeavens((2, 1, 3, 4)), game.apply(MoveHeavens((2, 1, 3, 4))))
    'You (turn 1): moved the cards to 2 1 3 4'
    """
    seat = before.current_player
    prefix = f"{who} (turn {before.own_turns[seat]}): "
    other = "the bot's" if seat == YOU else "your"
    if isinstance(move, MoveHeavens):
        return prefix + "moved the cards to " + " ".join(str(c) for c in move.arrangement)
    if isinstance(move, Pass):
        return prefix + "did not replace a token" if before.phase is Phase.DIVINE else None
    if isinstance(move, AlignStars):
        finish = after.finished[seat]
        if finish is not None and finish.won:
            return prefix + "aligned the stars: every card is home ✓"
        return prefix + "aligned the stars with a card out of place ✗"
    if isinstance(move, Divine):
        q = Question(int(move.question))
        replaced = before.tokens.owner(q)
        extra = f", replacing {other} token" if replaced is not None else ""
        return prefix + f"placed a token on {int(q)} {q.title}{extra}"
    if isinstance(move, Search):
        played: Round = after.rounds[-1]
        layout = before.line(seat).layout
        a, b = played.query.cards
        lanes = (_lane(layout, played.arrangement, a), _lane(layout, played.arrangement, b))
        focus = f" (Focus on card {played.query.focus})" if played.query.focus is not None else ""
        text = (
            f"held up cards {a} & {b} (lanes {lanes[0]}, {lanes[1]}), asked "
            f"{_questions_text(played.query.questions, played.query.mode)}{focus} → "
            f"{played.outcome}"
        )
        back = [
            q for q in before.tokens.held(seat) if after.tokens.owner(q) != seat
        ]  # taken back at once when two or fewer were out (ruling S5)
        if back:
            text += "; took back the token(s) on " + ", ".join(str(int(q)) for q in back)
        return prefix + text
    if isinstance(move, RemoveTokens):
        return prefix + "took back the tokens on " + ", ".join(str(int(q)) for q in move.questions)
    return None  # ChooseFocus: logged with the Search that follows


class DuelBoard(Board):
    """A full Logic & Lore game, you (seat 0, starting) against a bot (seat 1).

    ``bot``: ``"random"``, ``"greedy"`` or ``"advisor"`` (:data:`BOT_KINDS`).
    ``mode`` / ``bot_mode``: ``"light"`` or ``"bright"`` for each side (the
    bot's defaults to yours); ``blackholes`` / ``bot_blackholes``: 0–2 each
    (ruling S9). ``seed``: the deal and the bot's random choices.
    ``stars``: star cards per line (9 in the game; fewer for a short classroom
    game). ``hint``: show the advisor's hint from the start.

    With two blackholes (11 cards, 11! = 39,916,800 assignments) your first
    answer takes a few seconds to count; later steps are quick.
    """

    title = "Logic & Lore: duel against a bot"

    def __init__(
        self,
        *,
        bot: str = "advisor",
        mode: str = "light",
        bot_mode: str | None = None,
        blackholes: int = 0,
        bot_blackholes: int = 0,
        seed: int = 0,
        stars: int = 9,
        hint: bool = False,
        first_turn_divines: bool = False,
    ) -> None:
        settings = DuelSettings(
            bot=bot,
            mode=mode,
            bot_mode=mode if bot_mode is None else bot_mode,
            blackholes=blackholes,
            bot_blackholes=bot_blackholes,
            seed=seed,
            stars=stars,
            first_turn_divines=first_turn_divines,
        )
        self._rendering = False
        self._show_hint = bool(hint)
        self._cache: dict[str, Any] = {}
        self._start(settings)  # bad settings raise here, before any widget exists
        super().__init__()
        self.widget.add_class("lore-duel")

    # -- the game ----------------------------------------------------------------------------
    def _start(self, settings: DuelSettings) -> None:
        options = settings.options()
        rng = np.random.default_rng(settings.seed)
        game = LoreGame.new(options, rng)  # the seeded deal (ruling S1)
        bot = BOT_KINDS[settings.bot](f"bot ({settings.bot})")
        # Everything built: now replace the state.
        self.settings = settings
        self.game = game
        self.rng = rng
        self.bot = bot
        # One exact belief per line, shared with the advisor and the bot (an 11-card belief
        # is large): a tracker only replays answers, it holds no strategy.
        mine = BeliefTracker()
        self.advisor = AdvisorPlayer("hint")
        self.advisor.tracker = mine
        self._advisor_rng = np.random.default_rng(settings.seed)
        theirs = getattr(bot, "tracker", None)
        self._trackers = (mine, theirs if isinstance(theirs, BeliefTracker) else BeliefTracker())
        self._cache = {}
        self.draft: tuple[int, ...] = game.arrangement(YOU)
        cards = game.line(YOU).layout.cards
        self.picks: tuple[int, int] = (cards[0], cards[1])
        self.focus_card: int | None = None
        self.asked: frozenset[Question] | None = None  # None: every available question
        self.suggestion: tuple[Move, ...] = ()
        # your last round, the count before and after it, and your own turn number
        self.last_answer: tuple[Round, int, int, int] | None = None
        self.log_lines = [
            f"New game: you ({MODE_NAMES[settings.mode]}, {settings.blackholes} blackhole(s)) "
            f"against the {settings.bot} bot ({MODE_NAMES[settings.bot_mode]}, "
            f"{settings.bot_blackholes} blackhole(s)); seed {settings.seed}. You start."
        ]

    def _human_game(self, what: str) -> LoreGame:
        game = self.game
        if game.is_terminal:
            raise LogoKitError(f"cannot {what}: the game is over. Press New game to play again.")
        if game.current_player != YOU:  # cannot happen between clicks: the bot moves at once
            raise LogoKitError(f"cannot {what}: it is the bot's turn.")
        return game

    def _draft_move(self, game: LoreGame) -> Move:
        draft = game.check_arrangement(self.draft, YOU)
        return Pass() if draft == game.arrangement(YOU) else MoveHeavens(draft)

    def _steps_to(self, game: LoreGame, targets: tuple[Phase, ...], what: str) -> list[Move]:
        """The moves that pass the optional steps before one of ``targets`` (the drafted
        move at step 1, no alignment at step 2). Raises if a required step is in the way
        or the step is already past."""
        start = game
        moves: list[Move] = []
        while game.phase not in targets:
            if game.phase is Phase.MOVE_HEAVENS:
                move = self._draft_move(game)
            elif game.phase is Phase.ALIGN_STARS:
                move = Pass()
            elif game.phase is Phase.DIVINE:
                raise LogoKitError(
                    f"cannot {what} yet: first place your token — step 3 Divine the Cosmos is "
                    "required in Star Bright (ruling S5)."
                )
            else:
                raise LogoKitError(
                    f"cannot {what} now: that step is not ahead of you this turn; "
                    f"{self._step_help(start)}"
                )
            moves.append(move)
            game = game.apply(move)
        return moves

    def _play(self, moves: list[Move]) -> None:
        """Apply your moves (all or nothing), then let the bot play until your turn."""
        game = self.game
        steps = []
        for move in moves:
            after = game.apply(move)  # IllegalMoveError: nothing has changed yet
            steps.append((game, move, after))
            game = after
        asked = [after for _, move, after in steps if isinstance(move, Search)]
        before_count = self._belief(self.game).count if asked else 0
        # Committed from here on.
        for before, move, after in steps:
            self._log("You", before, move, after)
        self.game = game
        if asked:
            played = asked[-1].rounds[-1]
            after_count = self._belief(asked[-1]).count
            self.last_answer = (played, before_count, after_count, game.own_turns[YOU])
            self.asked = None
        self._bot_turn()
        self.draft = self.game.arrangement(YOU)
        self.suggestion = ()

    def _bot_turn(self) -> None:
        game = self.game
        while not game.is_terminal and game.current_player == BOT:
            move = self.bot.choose(game.view(BOT), self.rng)
            after = game.apply(move)
            self._log("Bot", game, move, after)
            game = after
            self.game = game

    def _log(self, who: str, before: LoreGame, move: Move, after: LoreGame) -> None:
        line = describe_move(who, before, move, after)
        if line:
            self.log_lines.append(line)
        if after.is_terminal and not before.is_terminal:
            self.log_lines.append(self._result_text(after))

    def _result_text(self, game: LoreGame) -> str:
        winner = game.winner
        if winner is None:
            return "The turn cap ended the game: no winner."
        won, lost = game.finished[winner], game.finished[1 - winner]
        if won is not None and won.won:
            whose = "your" if winner == YOU else "its"
            how = "every card aligned face up" if won.how == "all face up" else "all stars home"
            reason = f"{how} on {whose} turn {won.own_turns} (ruling S6)"
        else:
            assert lost is not None
            who, whose = ("you", "your") if winner == BOT else ("the bot", "its")
            reason = (
                f"{who} aligned the stars with a card out of place on {whose} turn "
                f"{lost.own_turns} (ruling S6)"
            )
        return f"{'You win' if winner == YOU else 'The bot wins'}: {reason}."

    def _belief(self, game: LoreGame, seat: int = YOU) -> Belief:
        """The exact belief of ``seat`` about their own line, laid out as in ``game``."""
        return self._trackers[seat].belief(game.view(seat))

    # -- controls ----------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        s = self.settings
        label = {"description_width": "initial"}
        modes = [("Star Light", "light"), ("Star Bright", "bright")]
        holes = [("none", 0), ("one", 1), ("two", 2)]
        self.bot_choice = widgets.Dropdown(
            options=list(BOT_KINDS), value=s.bot, description="Bot", style=label
        )
        self.mode_choice = widgets.Dropdown(
            options=modes, value=s.mode, description="Your mode", style=label
        )
        self.blackhole_choice = widgets.Dropdown(
            options=holes, value=s.blackholes, description="Your blackholes", style=label
        )
        self.bot_mode_choice = widgets.Dropdown(
            options=modes, value=s.bot_mode, description="Bot's mode", style=label
        )
        self.bot_blackhole_choice = widgets.Dropdown(
            options=holes, value=s.bot_blackholes, description="Bot's blackholes", style=label
        )
        self.seed_box = widgets.BoundedIntText(
            value=s.seed, min=0, max=2**31 - 1, description="Seed", layout={"width": "12em"}
        )
        self.new_game_button = widgets.Button(
            description="New game", icon="refresh", tooltip="Deal a new game with these settings"
        )
        self.new_game_button.on_click(self.on_click(self._new_game))
        self.hint_box = widgets.Checkbox(
            value=self._show_hint, description="Show the advisor's hint", indent=False
        )
        self.hint_box.observe(self._watch(self._set_hint), names="value")
        setup = widgets.VBox(
            [
                widgets.HBox([self.bot_choice, self.seed_box, self.new_game_button]),
                widgets.HBox([self.mode_choice, self.blackhole_choice]),
                widgets.HBox([self.bot_mode_choice, self.bot_blackhole_choice]),
            ]
        )
        setup.add_class("lore-duel-setup")

        self.status_view = widgets.HTML()
        self.status_view.add_class("lore-duel-status")
        self.opponent_view = widgets.HTML()
        self.opponent_view.add_class("lore-duel-opponent")
        self.tokens_view = widgets.HTML()
        self.tokens_view.add_class("lore-duel-tokens")
        self.mine_view = widgets.HTML()
        self.mine_view.add_class("lore-duel-mine")

        # Steps 1 and 6: moving cards (a draft until you go on)
        add_move_controls(self, label, lane_width="11em", order_width="28em")
        self.undo_button = widgets.Button(description="Undo moves", icon="undo")
        self.undo_button.on_click(self.on_click(self._undo_moves))
        self.done_button = widgets.Button(
            description="Done moving",
            icon="check",
            tooltip="Step 1 done: make the moves shown and go on to step 2",
        )
        self.done_button.on_click(self.on_click(self._done_moving))
        self.end_button = widgets.Button(
            description="End turn",
            icon="forward",
            button_style="primary",
            tooltip="Step 6 done: make the moves shown; the bot plays its turn",
        )
        self.end_button.on_click(self.on_click(self._end_turn))
        self.move_panel = widgets.VBox(
            [
                widgets.HBox([self.swap_a, self.swap_b, self.swap_button, self.undo_button]),
                widgets.HBox([self.order_text, self.order_button, self.best_button]),
                widgets.HBox([self.done_button, self.end_button]),
            ]
        )
        self.move_panel.add_class("lore-duel-move")

        # Step 2: align the stars
        self.align_button = widgets.Button(
            description="Align the stars",
            icon="star",
            button_style="warning",
            layout={"width": "auto"},
            tooltip="Flip every face-down card: all home wins, any wrong loses (S6)",
        )
        self.align_button.on_click(self.on_click(self._align))
        self.skip_align_button = widgets.Button(
            description="Don't align", icon="times", tooltip="Go on to the next step"
        )
        self.skip_align_button.on_click(self.on_click(self._skip_align))
        self.chance_view = widgets.HTML()
        self.chance_view.add_class("lore-duel-chance")
        self.align_panel = widgets.HBox([self.align_button, self.skip_align_button])

        # Step 3: divine the cosmos (Star Bright)
        self.divine_choice = widgets.Dropdown(
            description="Token on", style=label, layout={"width": "26em"}
        )
        self.divine_button = widgets.Button(description="Place token", icon="map-marker")
        self.divine_button.on_click(self.on_click(lambda: self._divine(None)))
        self.skip_divine_button = widgets.Button(
            description="Don't replace",
            icon="times",
            layout={"width": "auto"},
            tooltip="Every card 2–8 holds a token: replacing one of the bot's is optional (S5)",
        )
        self.skip_divine_button.on_click(self.on_click(self._skip_divine))
        self.divine_panel = widgets.HBox(
            [self.divine_choice, self.divine_button, self.skip_divine_button]
        )
        self.divine_panel.add_class("lore-duel-divine")

        # Steps 4 and 5: two cards, the questions, Focus; ask
        self.first_card = widgets.Dropdown(description="First card", style=label)
        self.second_card = widgets.Dropdown(description="Second card", style=label)
        self.focus_choice = widgets.Dropdown(description="Focus card", style=label)
        for control in (self.first_card, self.second_card, self.focus_choice):
            control.layout.width = "16em"
            control.observe(self._watch(lambda _v: self._read_picks()), names="value")
        self.ask_boxes = {
            q: widgets.Checkbox(value=True, description=q.title, indent=False) for q in STAR_BRIGHT
        }
        for q, box in self.ask_boxes.items():
            box.layout.width = "auto"
            box.observe(self._watch(lambda value, q=q: self._tick(q, value)), names="value")
        self.ask_row = widgets.HBox()
        self.ask_button = widgets.Button(
            description="Ask",
            icon="question",
            button_style="primary",
            tooltip="Hold up the two cards and ask the ticked questions in order",
        )
        self.ask_button.on_click(self.on_click(self._ask))
        self.ask_panel = widgets.VBox(
            [
                widgets.HBox([self.first_card, self.second_card, self.focus_choice]),
                self.ask_row,
                self.ask_button,
            ]
        )
        self.ask_panel.add_class("lore-duel-ask")

        # After a Star Bright "yes" to Alignment: take two tokens back
        self.remove_choice = widgets.Dropdown(
            description="Take back", style=label, layout={"width": "26em"}
        )
        self.remove_button = widgets.Button(description="Take back tokens", icon="undo")
        self.remove_button.on_click(self.on_click(lambda: self._take_back(None)))
        self.remove_panel = widgets.HBox([self.remove_choice, self.remove_button])
        self.remove_panel.add_class("lore-duel-remove")

        # Help
        self.suggest_button = widgets.Button(
            description="Suggest",
            icon="lightbulb-o",
            tooltip="Set the controls to what the advisor would do at this step",
        )
        self.suggest_button.on_click(self.on_click(self._suggest))
        self.play_button = widgets.Button(
            description="Play the suggestion",
            icon="play",
            layout={"width": "auto"},
            tooltip="Let the advisor make this step for you",
        )
        self.play_button.on_click(self.on_click(self._play_suggestion))
        self.hint_view = widgets.HTML()
        self.hint_view.add_class("lore-duel-hint")

        self.answer_view = widgets.HTML()
        self.answer_view.add_class("lore-duel-answer")
        self.count_view = widgets.HTML()
        self.count_view.add_class("lore-duel-count")
        self.figure = marginals_figure(
            "Your line: exact chance that each card holds each value", height=440
        )
        self.figure.add_class("lore-duel-heatmap")
        self.log_view = widgets.HTML()
        self.log_view.add_class("lore-duel-log")

        body = widgets.VBox(
            [
                setup,
                self.status_view,
                self.opponent_view,
                self.tokens_view,
                self.mine_view,
                self.chance_view,
                self.move_panel,
                self.align_panel,
                self.divine_panel,
                self.ask_panel,
                self.remove_panel,
                widgets.HBox([self.suggest_button, self.play_button, self.hint_box]),
                self.hint_view,
                self.answer_view,
                self.count_view,
                self.figure,
                self.log_view,
            ]
        )
        body.add_class("lore-duel-board")
        return body

    def _watch(self, action: Any) -> Any:
        # Observers: ignore the changes render() itself makes; run the user's through act(),
        # and after a refusal show the kept state again (e.g. untick a box that was refused).
        def observer(change: dict) -> None:
            if not self._rendering and not self.act(lambda: action(change["new"])):
                self.render()

        return observer

    # -- public actions (each returns True on success; a refusal shows a message) ---------
    def new_game(self) -> bool:
        """Deal a new game with the settings in the controls."""
        return self.act(self._new_game)

    def swap(self, lane_a: int, lane_b: int) -> bool:
        """Move the Heavens: exchange the face-down cards in two lanes (a draft)."""
        return self.act(lambda: self._swap(lane_a, lane_b))

    def rearrange(self, order: str | Iterable[int]) -> bool:
        """Move the Heavens: every card left to right, or just the face-down ones (a draft)."""
        return self.act(lambda: self._rearrange(order))

    def best_guess(self) -> bool:
        """Move the face-down cards to the arrangement with most cards expected home."""
        return self.act(self._best_guess)

    def done_moving(self) -> bool:
        """Finish step 1 with the cards as drafted."""
        return self.act(self._done_moving)

    def align(self) -> bool:
        """Align the Stars (after the drafted moves at step 1): win or lose (S6, S7)."""
        return self.act(self._align)

    def skip_align(self) -> bool:
        """Do not align the stars this turn."""
        return self.act(self._skip_align)

    def divine(self, question: int | None = None) -> bool:
        """Divine the Cosmos: put a token on ``question`` (default: the one chosen)."""
        return self.act(lambda: self._divine(question))

    def skip_divine(self) -> bool:
        """Decline to replace a token when every card 2–8 is taken (ruling S5)."""
        return self.act(self._skip_divine)

    def pick(self, first: int, second: int, focus: int | None = None) -> bool:
        """Choose the two cards to hold up (and the card named for Focus)."""
        return self.act(lambda: self._set_picks(first, second, focus))

    def set_questions(self, questions: Iterable[Any]) -> bool:
        """Tick exactly these questions (Star Bright numbers, names or members)."""
        return self.act(lambda: self._set_questions(questions))

    def ask(self) -> bool:
        """Hold up the picked cards and ask the ticked questions (steps 4 and 5)."""
        return self.act(self._ask)

    def take_back(self, questions: Iterable[int] | None = None) -> bool:
        """After a yes to Alignment: take two tokens back (default: the pair chosen)."""
        return self.act(lambda: self._take_back(questions))

    def end_turn(self) -> bool:
        """Finish step 6 with the cards as drafted; the bot plays its turn."""
        return self.act(self._end_turn)

    def suggest(self) -> bool:
        """Set the controls to the advisor's choice for this step."""
        return self.act(self._suggest)

    def play_suggestion(self) -> bool:
        """Make the advisor's move(s) for this step."""
        return self.act(self._play_suggestion)

    # -- what the actions do ----------------------------------------------------------------
    def _new_game(self) -> None:
        self._start(
            DuelSettings(
                bot=self.bot_choice.value,
                mode=self.mode_choice.value,
                bot_mode=self.bot_mode_choice.value,
                blackholes=int(self.blackhole_choice.value),
                bot_blackholes=int(self.bot_blackhole_choice.value),
                seed=int(self.seed_box.value),
                stars=self.settings.stars,
                first_turn_divines=self.settings.first_turn_divines,
            )
        )

    def _set_hint(self, value: bool) -> None:
        self._show_hint = bool(value)

    def _moving_game(self, what: str) -> LoreGame:
        game = self._human_game(what)
        if game.phase not in _MOVING:
            raise LogoKitError(
                f"cannot {what} now: cards move at step 1 or 6 of your turn; "
                f"{self._step_help(game)}"
            )
        return game

    def _swap(self, lane_a: Any, lane_b: Any) -> None:
        game = self._moving_game("move cards")
        layout = game.line(YOU).layout
        a, b = layout.check_lane(lane_a), layout.check_lane(lane_b)
        if a == b:
            raise LogoKitError(f"pick two different lanes to swap (both are lane {a}).")
        draft = list(self.draft)
        i, j = layout.lanes.index(a), layout.lanes.index(b)
        draft[i], draft[j] = draft[j], draft[i]
        self.draft = game.check_arrangement(draft, YOU)  # face-up cards are locked (S6)

    def _rearrange(self, order: str | Iterable[int]) -> None:
        game = self._moving_game("move cards")
        layout = game.line(YOU).layout
        cards = parse_order(order, layout, self.draft, game.revealed(YOU))
        self.draft = game.check_arrangement(cards, YOU)

    def _best_guess(self) -> None:
        game = self._moving_game("move cards")
        self.draft = game.check_arrangement(self._belief(game).most_likely_arrangement(), YOU)

    def _undo_moves(self) -> None:
        self.draft = self._moving_game("undo moves").arrangement(YOU)

    def _done_moving(self) -> None:
        game = self._human_game("finish moving")
        if game.phase is not Phase.MOVE_HEAVENS:
            raise LogoKitError(
                f"Done moving ends step 1; {self._step_help(game)}"
                + (" Press End turn to finish step 6." if game.phase is Phase.MOVE_AGAIN else "")
            )
        self._play([self._draft_move(game)])

    def _align(self) -> None:
        game = self._human_game("align the stars")
        self._play([*self._steps_to(game, (Phase.ALIGN_STARS,), "align the stars"), AlignStars()])

    def _skip_align(self) -> None:
        game = self._human_game("skip aligning")
        self._play([*self._steps_to(game, (Phase.ALIGN_STARS,), "skip aligning"), Pass()])

    def _divine(self, question: int | None) -> None:
        game = self._human_game("place a token")
        moves = self._steps_to(game, (Phase.DIVINE,), "place a token")
        q = self.divine_choice.value if question is None else question
        if q is None:
            raise LogoKitError(f"no token can be placed now: {self._step_help(game)}")
        self._play([*moves, Divine(q)])

    def _skip_divine(self) -> None:
        game = self._human_game("decline a replacement")
        self._play([*self._steps_to(game, (Phase.DIVINE,), "decline a replacement"), Pass()])

    def _set_picks(self, first: Any, second: Any, focus: Any = None) -> None:
        layout = self.game.line(YOU).layout
        self.picks, self.focus_card = check_picks(layout, first, second, focus, distinct=True)

    def _read_picks(self) -> None:
        first, second, focus = (
            self.first_card.value,
            self.second_card.value,
            self.focus_choice.value,
        )
        if first == second:  # chose the other picked card: the two change places
            old_first, old_second = self.picks
            first, second = (first, old_first) if first != old_first else (old_second, second)
        self._set_picks(first, second, focus if focus in (first, second) else None)

    def _tick(self, question: Question, value: bool) -> None:
        available = self.available
        if value and question not in available:
            raise LogoKitError(
                f"question {int(question)} ({question.title}) needs your token in Star Bright "
                f"(ruling S4); available now: {_questions_text(available, self.mode)}."
            )
        current = frozenset(self.questions)
        self.asked = current | {question} if value else current - {question}

    def _set_questions(self, questions: Iterable[Any]) -> None:
        game = self.game
        chosen = Query.build(self.picks, mode=self.mode, questions=questions).questions
        missing = [q for q in chosen if q not in game.available_questions(YOU)]
        if missing:
            raise LogoKitError(
                f"{_questions_text(missing, self.mode)} cannot be asked: only "
                f"{_questions_text(game.available_questions(YOU), self.mode)} are available "
                "to you now (ruling S4)."
            )
        self.asked = frozenset(chosen)

    def _ask(self) -> None:
        game = self._human_game("ask")
        moves = self._steps_to(game, (Phase.CHOOSE_FOCUS,), "ask")
        search = Search(self.questions, self.focus_card)
        self._play([*moves, ChooseFocus(self.picks), search])

    def _take_back(self, questions: Iterable[int] | None) -> None:
        game = self._human_game("take back tokens")
        if game.phase is not Phase.REMOVE_TOKENS:
            raise LogoKitError(f"there are no tokens to take back now: {self._step_help(game)}")
        chosen = self.remove_choice.value if questions is None else tuple(questions)
        self._play([RemoveTokens(tuple(chosen))])

    def _end_turn(self) -> None:
        game = self._human_game("end the turn")
        if game.phase is not Phase.MOVE_AGAIN:
            raise LogoKitError(f"the turn ends after step 6; {self._step_help(game)}")
        self._play([self._draft_move(game)])

    def _advice_moves(self, game: LoreGame) -> tuple[Move, ...]:
        """The advisor's move(s) for the step ``game`` is at (Ask: hold up, then search)."""
        move = self.advisor.choose(game.view(YOU), self._advisor_rng)
        if isinstance(move, ChooseFocus):
            search = self.advisor.choose(game.apply(move).view(YOU), self._advisor_rng)
            return (move, search)
        return (move,)

    def _suggest(self) -> None:
        game = self._human_game("suggest")
        moves = self._advice_moves(game)
        move = moves[0]
        if game.phase in _MOVING:
            moved = isinstance(move, MoveHeavens)
            self.draft = move.arrangement if moved else game.arrangement(YOU)
            what = "move the cards as shown" if isinstance(move, MoveHeavens) else "leave them"
            nxt = "Done moving" if game.phase is Phase.MOVE_HEAVENS else "End turn"
            text = f"The advisor would {what}; then press {nxt}."
        elif game.phase is Phase.ALIGN_STARS:
            chance = self._belief(game).win_chance()
            text = (
                "The advisor would align the stars now"
                if isinstance(move, AlignStars)
                else "The advisor would not align yet"
            ) + f" (exact chance to win by aligning now: {chance})."
        elif game.phase is Phase.DIVINE:
            if isinstance(move, Divine):
                self.divine_choice.value = int(move.question)
                text = f"The advisor would put a token on {int(move.question)}: press Place token."
            else:
                text = "The advisor would not replace a token: press Don't replace."
        elif game.phase is Phase.CHOOSE_FOCUS:
            search = moves[1]
            assert isinstance(move, ChooseFocus) and isinstance(search, Search)
            self.picks = move.cards
            self.focus_card = search.focus
            self.asked = frozenset(Question(int(q)) for q in search.questions)
            text = (
                f"The advisor would hold up cards {move.cards[0]} and {move.cards[1]}: press Ask."
            )
        else:  # REMOVE_TOKENS
            assert isinstance(move, RemoveTokens)
            self.remove_choice.value = tuple(int(q) for q in move.questions)
            text = "The advisor would take back these tokens: press Take back tokens."
        self.suggestion = moves
        self.show_info(text)

    def _play_suggestion(self) -> None:
        game = self._human_game("play the suggestion")
        self._play(list(self._advice_moves(game)))

    # -- numbers shown (for tests and lessons) ------------------------------------------------
    @property
    def phase(self) -> Phase:
        """The engine's step (your step between clicks, unless the game is over)."""
        return self.game.phase

    @property
    def mode(self) -> str:
        """Your mode, ``'light'`` or ``'bright'``."""
        return self.game.mode(YOU)

    @property
    def layout(self) -> Layout:
        """The shape of your line."""
        return self.game.line(YOU).layout

    @property
    def belief(self) -> Belief:
        """Your exact belief about your own line, laid out as drafted."""
        cached = self._cache.get("belief")
        if cached is None or cached[0] is not self.game or cached[1] != self.draft:
            belief = self._belief(self.game)
            if belief.arrangement != self.draft:
                belief = belief.rearrange(self.draft)
            self._cache["belief"] = cached = (self.game, self.draft, belief)
        return cached[2]

    @property
    def count(self) -> int:
        """Assignments of values to your cards still possible."""
        return self.belief.count

    @property
    def bits(self) -> float:
        """What you still do not know, in bits: log2(count)."""
        return self.belief.bits

    @property
    def bot_count(self) -> int:
        """Assignments of the bot's line still possible for the bot (from your answers)."""
        return self._belief(self.game, BOT).count

    @property
    def win_chance(self) -> Fraction:
        """Exact chance that aligning the stars wins with your cards as drafted (S6, S7)."""
        return self.belief.win_chance()

    @property
    def heatmap_cards(self) -> tuple[int, ...]:
        """The card of each heatmap row, top to bottom (your cards in lane order, as drafted)."""
        return self.draft

    @property
    def heatmap_values(self) -> tuple[int, ...]:
        """The value code of each heatmap column."""
        return self.layout.values

    @property
    def heatmap_z(self) -> np.ndarray:
        """The chances drawn in the heatmap (floats; rows = lanes, columns = values)."""
        return np.array(self.figure.data[0].z, dtype=float)

    @property
    def chances(self) -> list[list[Fraction]]:
        """Exact chances behind the heatmap, [row][column], as Fractions."""
        belief = self.belief
        counts = belief.marginal_counts()
        layout = self.layout
        return [
            [Fraction(int(counts[layout.index(c), v]), belief.count) for v in layout.values]
            for c in self.heatmap_cards
        ]

    @property
    def available(self) -> tuple[Question, ...]:
        """Questions you may ask now, in asking order (S2, S4)."""
        return self.game.available_questions(YOU)

    @property
    def questions(self) -> tuple[Question, ...]:
        """The questions ticked for asking (only available ones), in asking order."""
        available = self.available
        if self.asked is None:
            return available
        return tuple(q for q in available if q in self.asked)

    def _divine_ahead(self) -> LoreGame | None:
        """The game at your Divine step if it comes this turn (passing steps 1–2), else None."""
        game = self.game
        if game.is_terminal or game.current_player != YOU or game.phase not in _BEFORE_SEARCH:
            return None
        while game.phase in (Phase.MOVE_HEAVENS, Phase.ALIGN_STARS):
            game = game.apply(Pass())
        return game if game.phase is Phase.DIVINE else None

    @property
    def divine_options(self) -> list[Divine]:
        """The placements the engine allows at your Divine step this turn (S5)."""
        ahead = self._divine_ahead()
        if ahead is None:
            return []
        return [m for m in ahead.legal_moves() if isinstance(m, Divine)]

    @property
    def remove_options(self) -> list[RemoveTokens]:
        """The pairs of tokens you may take back now (ruling S5)."""
        game = self.game
        if game.phase is not Phase.REMOVE_TOKENS or game.current_player != YOU:
            return []
        return [m for m in game.legal_moves() if isinstance(m, RemoveTokens)]

    @property
    def winner(self) -> str | None:
        """``'you'``, ``'bot'`` or None (no winner yet, or the turn cap)."""
        w = self.game.winner
        return None if w is None else ("you" if w == YOU else "bot")

    @property
    def hint_text(self) -> str:
        """The advisor's advice now, in words ('' when not your turn)."""
        game = self.game
        if game.is_terminal or game.current_player != YOU:
            return ""
        cached = self._cache.get("hint")
        if cached is not None and cached[0] is game:
            return cached[1]
        advice = self.advisor.advise(game.view(YOU))
        moves = self._advice_moves(game)
        step = "; ".join(str(m) for m in moves)
        text = f"Advisor: {advice}. At this step: {step}."
        self._cache["hint"] = (game, text)
        return text

    # -- rendering ------------------------------------------------------------------------------
    def render(self) -> None:
        self._rendering = True
        try:
            self._render_controls()
            self._render_views()
        finally:
            self._rendering = False

    def _render_controls(self) -> None:
        game = self.game
        layout = self.layout
        mine = game.current_player == YOU and not game.is_terminal
        phase = game.phase if mine else Phase.OVER
        show = {
            self.move_panel: phase in _MOVING,
            self.align_panel: phase in (Phase.MOVE_HEAVENS, Phase.ALIGN_STARS),
            self.divine_panel: bool(self.divine_options),
            self.ask_panel: phase in _BEFORE_SEARCH,
            self.remove_panel: phase is Phase.REMOVE_TOKENS,
        }
        for panel, visible in show.items():
            panel.layout.display = None if visible else "none"
        self.done_button.layout.display = None if phase is Phase.MOVE_HEAVENS else "none"
        self.end_button.layout.display = None if phase is Phase.MOVE_AGAIN else "none"
        for button in (self.suggest_button, self.play_button):
            button.disabled = not mine
        lanes = list(layout.lanes)
        for control, default in ((self.swap_a, lanes[0]), (self.swap_b, lanes[1])):
            if list(control.options) != lanes:
                control.options = lanes
            if control.value not in lanes:
                control.value = default
        self.order_text.value = " ".join(str(c) for c in self.draft)
        # Divine
        ahead = self._divine_ahead()
        owners = game.tokens
        divine = [
            (
                f"{int(m.question)} {Question(int(m.question)).title}"
                + (" — replace the bot's token" if owners.owner(m.question) == BOT else " (empty)"),
                int(m.question),
            )
            for m in self.divine_options
        ]
        keep = self.divine_choice.value
        if list(self.divine_choice.options) != divine:
            self.divine_choice.options = divine
        values = [v for _, v in divine]
        self.divine_choice.value = keep if keep in values else (values[0] if values else None)
        self.skip_divine_button.layout.display = (
            None if ahead is not None and Pass() in ahead.legal_moves() else "none"
        )
        # Remove tokens
        removes = [
            (" and ".join(f"{int(q)} {Question(int(q)).title}" for q in m.questions), m.questions)
            for m in self.remove_options
        ]
        keep = self.remove_choice.value
        if list(self.remove_choice.options) != removes:
            self.remove_choice.options = removes
        pairs = [v for _, v in removes]
        self.remove_choice.value = keep if keep in pairs else (pairs[0] if pairs else None)
        # Ask
        options = [(f"card {c} (lane {_lane(layout, self.draft, c)})", c) for c in self.draft]
        for control, value in ((self.first_card, self.picks[0]), (self.second_card, self.picks[1])):
            if list(control.options) != options:
                control.options = options
            control.value = value
        focus_options = [(f"card {c}", c) for c in self.picks]
        if list(self.focus_choice.options) != focus_options:
            self.focus_choice.options = focus_options
        self.focus_choice.value = (
            self.focus_card if self.focus_card in self.picks else self.picks[0]
        )
        available = self.available
        ticked = self.questions
        order = STAR_LIGHT if self.mode == "light" else STAR_BRIGHT
        self.focus_choice.disabled = Question.FOCUS not in ticked
        for q, box in self.ask_boxes.items():
            box.description = q.title if self.mode == "light" else f"{int(q)} {q.title}"
            box.value = q in ticked
            box.disabled = q not in available
        self.ask_row.children = [
            widgets.HTML("<b>Ask</b> (in this order; only questions you may ask):&nbsp;"),
            *(self.ask_boxes[q] for q in order),
        ]
        over = game.is_terminal
        for button in (
            self.swap_button,
            self.order_button,
            self.best_button,
            self.undo_button,
            self.done_button,
            self.end_button,
            self.align_button,
            self.skip_align_button,
            self.divine_button,
            self.skip_divine_button,
            self.ask_button,
            self.remove_button,
        ):
            button.disabled = over
        self.hint_box.value = self._show_hint

    def _render_views(self) -> None:
        game = self.game
        self.status_view.value = self._status_html()
        self.opponent_view.value = self._line_block(BOT)
        self.tokens_view.value = self._tokens_html()
        self.mine_view.value = self._line_block(YOU)
        self._render_chance()
        self._render_answer()
        self._render_count()
        self._render_heatmap()
        if self._show_hint and not game.is_terminal:
            self.hint_view.value = f"<div><b>Hint</b> — {html.escape(self.hint_text)}</div>"
        else:
            self.hint_view.value = ""
        tail = self.log_lines[-LOG_TAIL:]
        items = "".join(f"<li>{html.escape(line)}</li>" for line in tail)
        self.log_view.value = (
            "<details open><summary>Game log (latest last)</summary>"
            f"<ul style='margin:2px 0'>{items}</ul></details>"
        )

    def _step_help(self, game: LoreGame | None = None) -> str:
        game = self.game if game is None else game
        if game.is_terminal:
            return "the game is over; press New game to play again."
        phase = game.phase
        texts = {
            Phase.MOVE_HEAVENS: (
                "step 1 Move the Heavens (optional): swap lanes, type an order or move to your "
                "best guess; then Done moving — or go straight on to Align the stars, a token "
                "or Ask."
            ),
            Phase.ALIGN_STARS: (
                "step 2 Align the Stars (optional): see the exact chance below; Align the stars "
                "or Don't align."
            ),
            Phase.DIVINE: (
                "step 3 Divine the Cosmos (required in Star Bright, ruling S5): choose a question "
                "card for your token and press Place token."
                if not game.tokens.full
                else "step 3 Divine the Cosmos: every card 2–8 holds a token; replace one of the "
                "bot's tokens, or press Don't replace (ruling S5)."
            ),
            Phase.CHOOSE_FOCUS: (
                "steps 4–5: choose two cards, tick the questions to ask, the Focus card, and "
                "press Ask."
            ),
            Phase.SEARCH_SKY: "step 5 Search the Sky: press Ask.",
            Phase.REMOVE_TOKENS: (
                "Alignment said yes: take back two of your tokens (ruling S5), then step 6."
            ),
            Phase.MOVE_AGAIN: (
                "step 6 Move the Heavens (optional): move cards if you like, then End turn."
            ),
        }
        return f"you are at {texts[phase]}"

    def _status_html(self) -> str:
        game = self.game
        if game.is_terminal:
            text = self._result_text(game)
            symbol = "✓" if game.winner == YOU else ("✗" if game.winner == BOT else "■")
            return (
                f"<div class='lore-duel-winner' role='status' style='font-size:1.1em'>"
                f"<b>{symbol} {html.escape(text)}</b></div>"
            )
        turn = game.own_turns[YOU]
        return (
            f"<div role='status'><b>Your turn {turn}</b> ({MODE_NAMES[self.mode]}; the "
            f"{self.settings.bot} bot has had {game.own_turns[BOT]}): "
            f"{html.escape(self._step_help(game))}</div>"
        )

    def _line_block(self, seat: int) -> str:
        game = self.game
        line = game.line(seat)
        layout = line.layout
        hidden = game.hidden(seat)
        over = game.is_terminal
        # Face-up cards only (S6); once the game is decided both lines are turned over.
        shown = hidden if over else {c: hidden[c] for c in line.revealed}
        arrangement = self.draft if seat == YOU and not over else line.arrangement
        verdicts = None
        finish = game.finished[seat]
        if over and finish is not None and finish.how in ("aligned", "wrong"):
            verdicts = {
                c: layout.is_home(hidden[c], _lane(layout, arrangement, c)) for c in layout.cards
            }
        picked = ()
        if seat == YOU and not over and game.phase in _BEFORE_SEARCH:
            picked = self.picks
        up = len(line.revealed)
        if seat == YOU:
            moved = (
                "" if arrangement == line.arrangement else " — <i>moves drafted, not made yet</i>"
            )
            head = (
                f"<b>Your line</b> ({MODE_NAMES[line.mode]}, {layout.blackholes} blackhole(s)): "
                f"{up} of {layout.size} cards face up{moved}"
            )
        else:
            head = (
                f"<b>The {self.settings.bot} bot's line</b> ({MODE_NAMES[line.mode]}, "
                f"{layout.blackholes} blackhole(s)): {up} of {layout.size} cards face up; "
                f"the bot's line has {self.bot_count:,} possible assignments left"
            )
        return f"<div>{head}</div>" + line_html(
            arrangement, layout, shown, picked=picked, verdicts=verdicts
        )

    def _tokens_html(self) -> str:
        game = self.game
        if all(game.mode(s) == "light" for s in (YOU, BOT)):
            return "<div><i>Star Light: no question tokens in this game.</i></div>"
        tokens = game.tokens
        cells = []
        for q in STAR_BRIGHT:
            owner = tokens.owner(q)
            if q in (Question.ALIGNMENT, Question.GREATNESS):
                kind = "always"
            else:
                kind = "empty" if owner is None else ("you" if owner == YOU else "bot")
            background, ink, words = _OWNER_STYLE[kind]
            style = (
                f"display:inline-block;width:6.6em;margin:2px;padding:3px;border:1px solid #111;"
                f"border-radius:6px;background:{background};color:{ink};text-align:center;"
                "font-size:0.85em"
            )
            label = f"question {int(q)} {q.title}: {words}"
            cells.append(
                f"<div class='lore-token-card' data-question='{int(q)}' data-owner='{kind}' "
                f"role='img' aria-label='{html.escape(label)}' title='{html.escape(label)}' "
                f"style='{style}'><b>{int(q)}</b> {q.title}<br>"
                f"<span class='lore-token'>{words}</span></div>"
            )
        supply = (
            f"Tokens in hand: you {tokens.supply[YOU]}, the bot {tokens.supply[BOT]} "
            f"(on the cards: you {tokens.on_cards(YOU)}, the bot {tokens.on_cards(BOT)})"
        )
        return (
            "<div><b>Question cards</b> (Star Bright: 1 and 9 are always open; 2–8 need "
            f"a token, ruling S4)</div><div style='display:flex;flex-wrap:wrap'>{''.join(cells)}"
            f"</div><div class='lore-token-supply'>{html.escape(supply)}</div>"
        )

    def _render_chance(self) -> None:
        game = self.game
        if game.is_terminal:
            self.chance_view.value = ""
            return
        chance = self.win_chance
        self.chance_view.value = (
            "<div>Chance that aligning the stars wins with your cards as shown: "
            f"<b class='lore-duel-chance-value'>{chance}</b> ≈ {float(chance):.4%}</div>"
        )

    def _render_answer(self) -> None:
        if self.last_answer is None:
            self.answer_view.value = "<div>No answer yet: hold up two cards and press Ask.</div>"
            return
        played, before, after, own_turn = self.last_answer
        layout = self.layout
        a, b = played.query.cards
        lanes = (_lane(layout, played.arrangement, a), _lane(layout, played.arrangement, b))
        self.answer_view.value = (
            f"<div role='status'><b>Your last answer</b> (your turn {own_turn}, cards {a} &amp; "
            f"{b} in lanes {lanes[0]}, {lanes[1]}): <span class='lore-duel-answer-text'>"
            f"{html.escape(str(played.outcome))}</span> — possible lines {before:,} → "
            f"{after:,} (chance of this answer {Fraction(after, before)})</div>"
        )

    def _render_count(self) -> None:
        self.count_view.value = (
            f"<div><b>Your line: assignments still possible:</b> "
            f"<span class='lore-duel-count-value'>{self.count:,}</span> &nbsp; "
            f"<b>bits left:</b> log2({self.count:,}) ≈ "
            f"<span class='lore-duel-bits-value'>{self.bits:.3f}</span></div>"
        )

    def _render_heatmap(self) -> None:
        layout = self.layout
        belief = self.belief
        rows = self.chances
        show_marginals(
            self.figure,
            z=belief.marginal_matrix()[[layout.index(c) for c in self.heatmap_cards]].tolist(),
            values=[layout.value_label(v) for v in layout.values],
            rows=[f"lane {_lane(layout, self.draft, c)}: card {c}" for c in self.heatmap_cards],
            text=[[str(p) if p else "0" for p in row] for row in rows],
        )
