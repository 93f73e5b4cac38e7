"""The Duel: a whole two-player Logic & Lore game against a bot, with your exact belief beside you.

The board holds a :class:`logo_kit.session.Session` of a core
:class:`~logo_kit.lore.LoreGame` (seat 0 is you and starts, seat 1 the bot),
dealt from a seeded generator. Every rule is the engine's: you make your
turn's steps with the controls, each turned into the engine's move
(``MoveHeavens``, ``AlignStars``, ``Divine``, ``ChooseFocus`` + ``Search``,
``RemoveTokens``, ``Pass``); a move the engine refuses shows its message and
changes nothing. When your turn ends, the session lets the bot (random,
greedy or advisor from :mod:`logo_kit.lore.players`) play its whole turn.

Your turn, in the rule book's order:

1. *Move the Heavens* (optional): drag a card of your line onto another (or
   Shift+Left / Shift+Right), type a new order, or move to your best guess (the
   arrangement with most cards expected home). Moves are
   a draft until you go on (the engine checks that only face-down cards move,
   ruling S6; the new order goes to the engine at once, ruling S14).
2. *Align the Stars* (optional): the exact chance that it wins is always shown.
3. *Divine the Cosmos* (Star Bright, required; ruling S5): click an empty
   question card 2–8 (the cards stand over your lanes; only the engine's legal
   placements take a click), or, when all are taken, click one of the bot's to
   replace its token (or decline).
4.–5. *Choose Focus* and *Search the Sky*: click two cards of your line (any two,
   S10; a third click drops the oldest), click a held-up card again to name the
   Focus card, tick the questions to ask (only those available to you, S4; untick
   any to skip it, S11, S12); **Ask** shows the answer.
   After a Star Bright "yes" to Alignment with 3+ tokens out, take two back.
6. *Move the Heavens* again, then **End turn**.

Going on to a later step passes the optional steps before it (the engine's
:meth:`~logo_kit.lore.LoreGame.skip_to` says which may be passed; a drafted
move is made first). Shown beside the game: both star lines (the bot's
face-down cards hidden), the tokens on question cards 2–8 by owner in words,
how many assignments of your line are still possible, a heatmap of the exact
chance that each card holds each value, the story of the game
(:func:`logo_kit.lore.narrate.describe_move`) and, on request, the advisor's hint.

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

import dataclasses
from collections.abc import Iterable
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore import AdvisorPlayer, LoreGame, Query, Question
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Divine,
    Move,
    MoveHeavens,
    Pass,
    Phase,
    RemoveTokens,
    Round,
    Search,
)
from logo_kit.lore.narrate import describe_move
from logo_kit.lore.notation import check_picks, parse_order
from logo_kit.lore.players import BeliefTracker
from logo_kit.readable import chance_text
from logo_kit.session import Session

from ..common.base import Board
from . import duel_panels, duel_view
from .duel_hint import DuelHelp
from .duel_numbers import DuelNumbers
from .duel_setup import BOT_KINDS, MAX_SEED, NAMES, YOU, DuelSettings
from .duel_status import DuelStatus
from .duel_view import MODE_NAMES, questions_text

__all__ = ["BOT_KINDS", "NAMES", "DuelBoard", "DuelSettings"]


class DuelBoard(DuelStatus, DuelHelp, DuelNumbers, Board):
    """A full Logic & Lore game, you (seat 0, starting) against a bot (seat 1).

    ``bot``: ``"random"``, ``"greedy"`` or ``"advisor"`` (:data:`BOT_KINDS`).
    ``mode`` / ``bot_mode``: ``"light"`` or ``"bright"`` for each side (the
    bot's defaults to yours); ``blackholes`` / ``bot_blackholes``: 0–2 each
    (ruling S9). ``seed``: the deal and the bot's random choices (0 to 2³¹ − 1).
    ``stars``: star cards per line (9 in the game; 2–9 for a short classroom
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
        self._show_hint = checks.flag(hint, "hint")
        self._cache: dict[str, Any] = {}
        self._focus_stays = False
        self._start(settings)  # bad settings raise here, before any widget exists
        super().__init__()
        self.widget.add_class("lore-duel")

    # -- the game ----------------------------------------------------------------------------
    def _start(self, settings: DuelSettings) -> None:
        bot = BOT_KINDS[settings.bot](f"bot ({settings.bot})")
        rng = np.random.default_rng(settings.seed)
        # The session deals with rng (ruling S1: one shuffle per line) and lets the bot play.
        session = Session(
            LoreGame.new(settings.options()),
            [None, bot],
            rng,
            describe=describe_move,
            names=NAMES,
            viewer=YOU,
        )
        # Everything built: now replace the state.
        self.settings, self.session, self.bot = settings, session, bot
        # One exact belief per line, shared with the advisor and the bot (an 11-card belief
        # is large): a tracker only replays answers, it holds no strategy.
        mine = BeliefTracker()
        self.advisor = AdvisorPlayer("hint")
        self.advisor.tracker = mine
        self._advisor_rng = np.random.default_rng(settings.seed)
        theirs = getattr(bot, "tracker", None)
        self._trackers = (mine, theirs if isinstance(theirs, BeliefTracker) else BeliefTracker())
        self._cache = {}
        game = self.game
        self.draft: tuple[int, ...] = game.arrangement(YOU)
        cards = game.line(YOU).layout.cards
        self.picks: tuple[int, int] = (cards[0], cards[1])
        self.focus_card: int | None = None
        self.asked: frozenset[Question] | None = None  # None: every available question
        self.suggestion: tuple[Move, ...] = ()
        # your last round, the count before and after it, and your own turn number
        self.last_answer: tuple[Round, int, int, int] | None = None
        self._header = (
            f"New game: you ({MODE_NAMES[settings.mode]}, {settings.blackholes} blackhole(s)) "
            f"against the {settings.bot} bot ({MODE_NAMES[settings.bot_mode]}, "
            f"{settings.bot_blackholes} blackhole(s)); seed {settings.seed}. You start."
        )

    @property
    def game(self) -> LoreGame:
        """The engine's position now (the session's)."""
        return self.session.state

    @property
    def rng(self) -> np.random.Generator:
        return self.session.rng

    @property
    def log_lines(self) -> list[str]:
        """The story of the game so far, one line per move worth telling."""
        return [self._header, *self.session.lines]

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

    def _steps_to(self, game: LoreGame, target: Phase, what: str) -> list[Move]:
        """The moves that pass the optional steps before ``target`` (the drafted move at
        step 1); the engine refuses when a required step is in the way."""
        first = self._draft_move(game) if game.phase is Phase.MOVE_HEAVENS else None
        try:
            return list(game.skip_to(target, first=first))
        except IllegalMoveError as error:
            raise LogoKitError(f"cannot {what} yet: {error} {duel_view.step_help(game)}") from None

    def _play(self, moves: list[Move]) -> None:
        """Make your moves (all or nothing); the session then lets the bot play its turn."""
        game = self.game.replay(moves)  # IllegalMoveError here: nothing has changed yet
        searched = [i for i, move in enumerate(moves) if isinstance(move, Search)]
        if searched:
            asked_at = self.game.replay(moves[: searched[-1]])
            before_count = self._belief(asked_at).count
            after = asked_at.apply(moves[searched[-1]])
            answer = (after.rounds[-1], before_count, self._belief(after).count)
        for move in moves:  # committed from here on
            self.session.play(move)
        if searched:
            self.last_answer = (*answer, game.own_turns[YOU])
            self.asked = None
        self.draft = self.game.arrangement(YOU)
        self.suggestion = ()
        self._pick_face_down()

    def _pick_face_down(self) -> None:
        """Hold up face-down cards next: a card the answer turned face up is known, so the
        picks move off it (onto the first face-down cards, in lane order; a face-down pick
        stays). With fewer than two face-down cards the picks stay as they were."""
        game = self.game
        shown = game.revealed(YOU)
        hidden = [c for c in game.arrangement(YOU) if c not in shown]
        if len(hidden) < 2 or not shown.intersection(self.picks):
            return
        kept = [c for c in self.picks if c not in shown]
        picks = (kept + [c for c in hidden if c not in kept])[:2]
        self.picks = (picks[0], picks[1])
        if self.focus_card not in self.picks:
            self.focus_card = None

    # -- controls ----------------------------------------------------------------------------
    def build(self) -> Any:
        return duel_panels.build(self)

    def _watch(self, action: Any, *, moves_focus: bool = False) -> Any:
        # Observers: ignore the changes render() itself makes; run the user's through act(),
        # and after a refusal show the kept state again (e.g. untick a box that was refused).
        # A change made inside a group (a card picked or moved with the arrow keys, a box
        # ticked) keeps the focus there unless ``moves_focus`` (a question card: a move).
        def observer(change: dict) -> None:
            if self._syncing:
                return
            self._focus_stays = not moves_focus
            try:
                if not self.act(lambda: action(change["new"])):
                    self.render()
            finally:
                self._focus_stays = False

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

    def undo_moves(self) -> bool:
        """Put the drafted cards back where they lie."""
        return self.act(lambda: setattr(self, "draft", self._moving("undo moves").arrangement(YOU)))

    def done_moving(self) -> bool:
        """Finish step 1 with the cards as drafted."""
        return self.act(self._done_moving)

    def align(self) -> bool:
        """Align the Stars (after the drafted moves at step 1): win or lose (S6, S7)."""
        return self.act(lambda: self._to_then(Phase.ALIGN_STARS, "align the stars", AlignStars()))

    def ask_align(self) -> bool:
        """The Align button: ask before aligning (it ends the game, won or lost)."""
        return self.act(self._ask_align)

    def _ask_align(self) -> None:
        game = self._human_game("align the stars")
        self._steps_to(game, Phase.ALIGN_STARS, "align the stars")  # refuses if not now
        chance = self.win_chance  # with the cards as drafted: what aligning would align
        self.confirm.ask(
            "align the stars",
            f"Aligning the stars ends the game: you win only if every face-down card is "
            f"home (chance {chance_text(chance)}), else you lose.",
            lambda: self._to_then(Phase.ALIGN_STARS, "align the stars", AlignStars()),
            game,
        )

    def skip_align(self) -> bool:
        """Do not align the stars this turn."""
        return self.act(lambda: self._to_then(Phase.ALIGN_STARS, "skip aligning", Pass()))

    def divine(self, question: int) -> bool:
        """Divine the Cosmos: put a token on ``question`` (as a click on its card does)."""
        return self.act(lambda: self._divine(question))

    def play_again(self) -> bool:
        """After the game: deal a new one with the same settings and a new seed."""
        return self.act(self._play_again)

    def skip_divine(self) -> bool:
        """Decline to replace a token when every card 2–8 is taken (ruling S5)."""
        return self.act(lambda: self._to_then(Phase.DIVINE, "decline a replacement", Pass()))

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

    # -- what the actions do ----------------------------------------------------------------
    def _new_game(self) -> None:
        self._start(
            DuelSettings(
                bot=self.bot_choice.value,
                mode=self.mode_choice.value,
                bot_mode=self.bot_mode_choice.value,
                blackholes=self.blackhole_choice.value,
                bot_blackholes=self.bot_blackhole_choice.value,
                seed=self.seed_box.value,
                stars=self.settings.stars,
                first_turn_divines=self.settings.first_turn_divines,
            )
        )

    def _moving(self, what: str) -> LoreGame:
        game = self._human_game(what)
        if not game.moving:
            raise LogoKitError(
                f"cannot {what} now: cards move at step 1 or 6 of your turn; "
                f"{duel_view.step_help(game)}"
            )
        return game

    def _swap(self, lane_a: Any, lane_b: Any) -> None:
        game = self._moving("move cards")
        layout = game.line(YOU).layout
        a, b = layout.check_lane(lane_a), layout.check_lane(lane_b)
        if a == b:
            raise LogoKitError(f"pick two different lanes to swap (both are lane {a}).")
        draft = list(self.draft)
        i, j = layout.lanes.index(a), layout.lanes.index(b)
        draft[i], draft[j] = draft[j], draft[i]
        self.draft = game.check_arrangement(draft, YOU)  # face-up cards are locked (S6)

    def _rearrange(self, order: str | Iterable[int]) -> None:
        game = self._moving("move cards")
        cards = parse_order(order, game.line(YOU).layout, self.draft, game.revealed(YOU))
        self.draft = game.check_arrangement(cards, YOU)

    def _done_moving(self) -> None:
        game = self._human_game("finish moving")
        if game.phase is not Phase.MOVE_HEAVENS:
            raise LogoKitError(
                f"Done moving ends step 1; {duel_view.step_help(game)}"
                + (" Press End turn to finish step 6." if game.phase is Phase.MOVE_AGAIN else "")
            )
        self._play([self._draft_move(game)])

    def _to_then(self, target: Phase, what: str, move: Move) -> None:
        """Pass the optional steps up to ``target``, then make ``move`` there."""
        game = self._human_game(what)
        self._play([*self._steps_to(game, target, what), move])

    def _divine(self, question: Any) -> None:
        game = self._human_game("place a token")
        moves = self._steps_to(game, Phase.DIVINE, "place a token")
        self._play([*moves, Divine(question)])  # the engine refuses a card it may not take

    def _divine_from_row(self, keys: list[str]) -> None:
        """A question card clicked: put your token there (Divine the Cosmos, S5)."""
        if keys:
            self._divine(int(keys[-1]))

    def _play_again(self) -> None:
        settings = self.settings
        if not self.game.is_terminal:
            raise LogoKitError("the game is still on: finish it, or press New game below.")
        seed = (settings.seed + 1) % (MAX_SEED + 1)
        self._start(dataclasses.replace(settings, seed=seed))
        with self.quietly():
            self.seed_box.value = seed

    def _set_picks(self, first: Any, second: Any, focus: Any = None) -> None:
        layout = self.game.line(YOU).layout
        self.picks, self.focus_card = check_picks(layout, first, second, focus, distinct=True)

    def _pick_from_row(self, cards: list[int]) -> None:
        """Two cards clicked on your line: hold them up (the Focus card stays if it is one)."""
        if len(cards) == 2:
            focus = self.focus_card if self.focus_card in cards else None
            self._set_picks(cards[0], cards[1], focus)

    def _focus_from_row(self, card: int) -> None:
        """A held-up card clicked again: it becomes the Focus card."""
        self._set_picks(*self.picks, card)

    def _order_from_row(self, cards: list[int]) -> None:
        """Cards moved on your line (dragged, or Shift+arrows): a drafted Move the Heavens."""
        if tuple(cards) != self.draft:
            self._rearrange(cards)

    def _tick(self, question: Question, value: bool) -> None:
        available = self.available
        if value and question not in available:
            raise LogoKitError(
                f"question {int(question)} ({question.title}) needs your token in Star Bright "
                f"(ruling S4); available now: {questions_text(available, self.mode)}."
            )
        current = frozenset(self.questions)
        self.asked = current | {question} if value else current - {question}

    def _set_questions(self, questions: Iterable[Any]) -> None:
        chosen = Query.build(self.picks, mode=self.mode, questions=questions).questions
        available = self.available
        missing = [q for q in chosen if q not in available]
        if missing:
            raise LogoKitError(
                f"{questions_text(missing, self.mode)} cannot be asked: only "
                f"{questions_text(available, self.mode)} are available to you now (ruling S4)."
            )
        self.asked = frozenset(chosen)

    def _ask(self) -> None:
        game = self._human_game("ask")
        moves = self._steps_to(game, Phase.CHOOSE_FOCUS, "ask")
        self._play([*moves, ChooseFocus(self.picks), Search(self.questions, self.focus_card)])

    def _take_back(self, questions: Iterable[int] | None) -> None:
        game = self._human_game("take back tokens")
        if game.phase is not Phase.REMOVE_TOKENS:
            raise LogoKitError(f"there are no tokens to take back now: {duel_view.step_help(game)}")
        chosen = self.remove_choice.value if questions is None else questions
        self._play([RemoveTokens(chosen)])

    def _end_turn(self) -> None:
        game = self._human_game("end the turn")
        if game.phase is not Phase.MOVE_AGAIN:
            raise LogoKitError(f"the turn ends after step 6; {duel_view.step_help(game)}")
        self._play([self._draft_move(game)])

    # -- rendering ------------------------------------------------------------------------------
    def render(self) -> None:
        with self.quietly():
            duel_view.render(self)
