"""Play a hidden Logic & Lore star line alone: move cards, ask, and watch the possibilities shrink.

The one-player puzzle is ours, not the rule book's (ruling S17).
The board holds a core :class:`~logo_kit.lore.solo.SoloPuzzle` (the hidden line,
the exact belief, the rounds asked, the result) and renders it; every action
asks the puzzle for a new one. Shown beside the line:

- the answer to each round, with its exact chance and the bits it taught;
- the count of assignments still possible and the bits left (log2 of it);
- a heatmap of the exact chance that the card in each lane holds each value
  (rows follow the lanes, so a bright diagonal means a good arrangement);
- the information-gain ranking (:func:`logo_kit.lore.gain_table`, ruling S8)
  of every pair of face-down cards (and Focus card) for the questions ticked,
  with **Suggest** to pick the best;
- the exact chance that **Align the Stars** wins now.

In Star Bright the "token" boxes say which question cards 2–8 you hold (the
solo puzzle's simple stand-in for the token rules, ruling S17; see the core's
docs). Unticking a question skips it, in Star Light too (ruling S12).

>>> board = StarLineBoard(stars=4, hidden="2 1 4 3")
>>> board.count
24
>>> board.pick(1, 2)
True
>>> board.ask()
True
>>> board.last_outcome
Outcome(Question.NEIGHBOURS)
>>> board.count  # neither aligned, |a-b| = 1: (2,1) (2,3) (3,4) (4,3), each with 2! for the rest
8
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore import Belief, Outcome, Query, Question
from logo_kit.lore.gain import GainRow
from logo_kit.lore.lanes import Layout
from logo_kit.lore.notation import check_picks
from logo_kit.lore.solo import AskedRound, SoloPuzzle

from ..common.base import Board
from . import star_line_panels
from .cards import line_cards
from .controls import question_label, show_questions
from .heatmap import HeatmapReadout, show_marginals
from .star_line_view import (
    count_html,
    gain_html,
    history_html,
    outcome_html,
    result_html,
    short_answer,
)

__all__ = ["AskedRound", "StarLineBoard", "short_answer"]


class StarLineBoard(HeatmapReadout, Board):
    """A hidden star line to find by asking questions (Logic & Lore, one player).

    ``mode``: ``"light"`` or ``"bright"``. ``blackholes``: 0–2. ``stars``:
    star cards (9 in the game; 2–9 for classroom versions). ``hidden``: the
    teacher's line, values in card order as text (``"3 1 4 5 9 2 6 8 7"``;
    blackholes ``B``, or ``S`` and ``L``) or a sequence; default a random line
    from ``numpy.random.default_rng(seed)``. ``start_revealed``: ruling S9's
    young-player option (that card starts face up, aligned in its lane).
    ``top``: rows of the gain ranking shown (1–100).
    """

    title = "Logic & Lore: find your star line"

    def __init__(
        self,
        *,
        mode: str = "light",
        blackholes: int = 0,
        stars: int = 9,
        hidden: str | Sequence[int | str] | None = None,
        seed: int = 0,
        start_revealed: int | None = None,
        top: int = 10,
    ) -> None:
        seed = checks.whole(seed, "seed", low=0, high=2**31 - 1)
        self.top = checks.whole(top, "top", low=1, high=100)
        rng = np.random.default_rng(seed)
        puzzle = SoloPuzzle.new(  # raises on a bad line or start card, before any widget
            mode, blackholes, stars, hidden=hidden, rng=rng, start_revealed=start_revealed
        )
        self.seed, self.rng = seed, rng
        self._gain_cache: tuple[Any, list[GainRow]] | None = None
        self._begin(puzzle)
        self.asked: frozenset[Question] = frozenset(puzzle.available)
        super().__init__()

    def _begin(self, puzzle: SoloPuzzle) -> None:
        """Start showing ``puzzle`` (a new line): picks back to the first two cards."""
        self.puzzle = puzzle
        cards = puzzle.layout.cards
        self.picks: tuple[int, int] = (cards[0], cards[1])
        self.focus_card: int | None = None

    # -- controls ----------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        return star_line_panels.build(self)

    def _watch(self, action: Any) -> Any:
        # Observers: ignore the changes render() itself makes; run the user's through act().
        handler = self.on_change(action)

        def observer(change: dict) -> None:
            if not self._syncing:
                handler(change)

        return observer

    # -- public actions (each returns True on success; failures show a message) ---------------
    def pick(self, first: int, second: int, focus: int | None = None) -> bool:
        """Choose the two cards to hold up (and the Focus card)."""
        return self.act(lambda: self._set_picks(first, second, focus))

    def ask(self) -> bool:
        """Hold up the picked cards and ask the ticked questions."""
        return self.act(self._ask)

    def suggest(self) -> bool:
        """Pick the top row of the information-gain ranking."""
        return self.act(self._suggest)

    def swap(self, lane_a: int, lane_b: int) -> bool:
        """Exchange the face-down cards lying in two lanes (Move the Heavens)."""
        return self.act(lambda: self._set_puzzle(self.puzzle.swap(lane_a, lane_b)))

    def rearrange(self, order: str | Iterable[int]) -> bool:
        """Lay the cards out anew: every card left to right, or just the face-down ones."""
        return self.act(lambda: self._set_puzzle(self.puzzle.rearrange(order)))

    def best_guess(self) -> bool:
        """Move the face-down cards to the arrangement with most cards expected home."""
        return self.act(lambda: self._set_puzzle(self.puzzle.best_guess()))

    def align(self) -> bool:
        """Align the Stars: flip every card; all home wins, any wrong loses (S6, S7)."""
        return self.act(self._align)

    def new_line(self) -> bool:
        """Deal a new random hidden line from the board's generator."""
        return self.act(self._new_random)

    def set_hidden(self, line: str | Sequence[int | str]) -> bool:
        """Start a new game on the teacher's hidden line (values in card order)."""
        return self.act(lambda: self._begin(self.puzzle.restart(hidden=line)))

    def set_questions(self, questions: Iterable[Any]) -> bool:
        """Tick exactly these questions (Star Bright numbers or names) for asking."""
        return self.act(lambda: setattr(self, "asked", self._checked(questions)))

    def set_tokens(self, questions: Iterable[int]) -> bool:
        """Star Bright: say which of questions 2–8 you hold a token for."""
        return self.act(lambda: self._hold(self.puzzle.with_tokens(questions)))

    # -- what the actions do ------------------------------------------------------------------
    def _set_puzzle(self, puzzle: SoloPuzzle) -> None:
        self.puzzle = puzzle

    def _checked(self, questions: Iterable[Any]) -> frozenset[Question]:
        return frozenset(self.puzzle.check_questions(questions))

    def _hold(self, puzzle: SoloPuzzle) -> None:
        """New tokens: questions whose token was given up are unticked."""
        self.asked = frozenset(q for q in self.asked if q in puzzle.available)
        self.puzzle = puzzle

    def _set_picks(self, first: Any, second: Any, focus: Any = None) -> None:
        self.picks, self.focus_card = check_picks(self.layout, first, second, focus)

    def _pick_from_row(self, cards: list[int]) -> None:
        """Two cards clicked in the line: hold them up (the Focus card stays if it is one)."""
        if len(cards) == 2:
            first, second = cards
            focus = self.focus_card if self.focus_card in cards else None
            self._set_picks(first, second, focus)

    def _focus_from_row(self, card: int) -> None:
        """A held-up card clicked again: it becomes the Focus card."""
        self._set_picks(*self.picks, card)

    def _order_from_row(self, cards: list[int]) -> None:
        """Cards moved on the line (dragged, or Shift+arrows): Move the Heavens."""
        if tuple(cards) != self.puzzle.arrangement:
            self._set_puzzle(self.puzzle.rearrange(cards))

    def _set_asked(self, question: Question, value: bool) -> None:
        if value and question not in self.puzzle.available:
            raise LogoKitError(
                f"question {int(question)} ({question.title}) needs a token in Star Bright "
                "(ruling S4): tick its token box first."
            )
        self.asked = self.asked | {question} if value else self.asked - {question}

    def _set_token(self, question: Question, value: bool) -> None:
        held = self.puzzle.tokens | {question} if value else self.puzzle.tokens - {question}
        puzzle = self.puzzle.with_tokens(held)
        self.asked = self.asked | {question} if value else self.asked - {question}
        self.puzzle = puzzle

    def _set_mode(self, mode: str) -> None:
        puzzle = self.puzzle.with_mode(mode)
        self.asked = frozenset(puzzle.available)
        self.puzzle = puzzle

    def _set_blackholes(self, blackholes: int) -> None:
        old = self.puzzle
        puzzle = SoloPuzzle.new(
            old.mode, blackholes, old.layout.stars, rng=self.rng, start_revealed=old.start_revealed
        )
        self._begin(puzzle.with_tokens(old.tokens))

    def _reseed(self, seed: int) -> None:
        seed = checks.whole(seed, "seed", low=0, high=2**31 - 1)
        self.seed, self.rng = seed, np.random.default_rng(seed)

    def _new_random(self) -> None:
        self._begin(self.puzzle.restart(rng=self.rng))

    def _ask(self) -> None:
        self.puzzle = self.puzzle.ask(self.picks, questions=self.questions, focus=self.focus_card)

    def _suggest(self) -> None:
        rows = self.gain_ranking
        if not rows:
            raise LogoKitError("fewer than two face-down cards are left: nothing to ask about.")
        self.picks, self.focus_card = rows[0].cards, rows[0].focus

    def _align(self) -> None:
        self.puzzle = self.puzzle.align()

    # -- numbers shown (for tests and lessons) ---------------------------------------------------
    @property
    def layout(self) -> Layout:
        return self.puzzle.layout

    @property
    def mode(self) -> str:
        return self.puzzle.mode

    @property
    def belief(self) -> Belief:
        """The exact belief about the hidden line (the puzzle's)."""
        return self.puzzle.belief

    @property
    def hidden(self) -> dict[int, int]:
        """The hidden line, card → value (teacher's view)."""
        return self.puzzle.value_of

    @property
    def hidden_text_line(self) -> str:
        """The hidden line as typed (teacher's view): values in card order."""
        return self.puzzle.hidden_text

    @property
    def tokens(self) -> frozenset[Question]:
        return self.puzzle.tokens

    @property
    def history(self) -> tuple[AskedRound, ...]:
        return self.puzzle.history

    @property
    def puzzle_status(self) -> str:
        """``"playing"``, ``"won"`` or ``"lost"`` (named so as not to hide the boards'
        :meth:`~logo_kit.widgets.common.base.Board.status` hook, which the strip calls)."""
        return self.puzzle.status

    @property
    def verdicts(self) -> dict[int, bool] | None:
        return self.puzzle.verdict_of

    @property
    def align_chance(self) -> Fraction | None:
        return self.puzzle.align_chance

    @property
    def last_outcome(self) -> Outcome | None:
        return self.puzzle.last_outcome

    @property
    def questions(self) -> tuple[Question, ...]:
        """The questions ticked and allowed, in the mode's order (S2, S3)."""
        return tuple(q for q in self.puzzle.available if q in self.asked)

    @property
    def available(self) -> tuple[Question, ...]:
        """Questions that may be asked now (Star Bright: 1, 9 and those with a token)."""
        return self.puzzle.available

    @property
    def effective_focus(self) -> int:
        """The card a Focus question asks about: the one named, else the first held up."""
        return self.focus_card if self.focus_card in self.picks else self.picks[0]

    @property
    def query(self) -> Query:
        """The round the controls describe now (raises if it is not a legal round)."""
        return Query.build(
            self.picks, mode=self.mode, questions=self.questions, focus=self.focus_card
        )

    @property
    def count(self) -> int:
        """Assignments of values to cards still possible."""
        return self.puzzle.count

    @property
    def bits(self) -> float:
        """Uncertainty left in bits, log2(count)."""
        return self.puzzle.bits

    @property
    def arrangement(self) -> tuple[int, ...]:
        """Cards left to right."""
        return self.puzzle.arrangement

    @property
    def heatmap_cards(self) -> tuple[int, ...]:
        """The card of each heatmap row, top to bottom (the cards in lane order)."""
        return self.puzzle.arrangement

    @property
    def gain_ranking(self) -> list[GainRow]:
        """Every choice of two face-down cards (and Focus card) for the ticked questions,
        most informative first (:func:`logo_kit.lore.gain_table`)."""
        key = (self.puzzle.belief, self.mode, self.questions)
        cached = self._gain_cache
        if cached is None or cached[0][0] is not key[0] or cached[0][1:] != key[1:]:
            self._gain_cache = cached = (key, self.puzzle.ranking(self.questions))
        return cached[1]

    @property
    def shown_gain_rows(self) -> list[GainRow]:
        """The top rows of the ranking, as shown."""
        return self.gain_ranking[: self.top]

    @property
    def win_chance(self) -> Fraction:
        """Exact chance that Align the Stars wins with the cards where they lie now."""
        return self.puzzle.win_chance

    # -- rendering ------------------------------------------------------------------------------
    def render(self) -> None:
        with self.quietly():
            self._render_controls()
            self._render_views()

    def _render_controls(self) -> None:
        puzzle = self.puzzle
        self.mode_choice.value = self.mode
        self.blackhole_choice.value = self.layout.blackholes
        self.seed_box.value = self.seed
        playing = puzzle.playing
        line = self.line_row
        line.show(
            line_cards(puzzle.arrangement, self.layout, puzzle.shown, verdicts=puzzle.verdict_of),
            selected=self.picks if playing else (),
        )
        focus_asked = Question.FOCUS in self.questions
        line.mark_word = "Focus" if focus_asked and playing else ""
        line.marked = str(self.effective_focus) if focus_asked and playing else ""
        line.most = 2 if playing else 0
        line.movable = playing
        for q, box in self.ask_boxes.items():  # untick to skip, either mode (ruling S12)
            box.description = question_label(q, self.mode)
            box.value = q in self.asked
            box.disabled = q not in puzzle.available
        for q, box in self.token_boxes.items():
            box.value = q in puzzle.tokens
        show_questions(self, puzzle.order, "<b>Ask</b> (in this order):")
        self.token_row.layout.display = "none" if self.mode == "light" else None
        for button in (self.ask_button, self.order_button, self.best_button, self.align_button):
            button.disabled = not playing
        self.order_text.value = " ".join(str(c) for c in puzzle.arrangement)

    def _render_views(self) -> None:
        puzzle = self.puzzle
        exact = self.show_exact
        self.answer_view.value = outcome_html(puzzle, exact=exact)
        self.count_view.value = count_html(puzzle)
        self.win_view.value = result_html(puzzle, exact=exact)
        layout, belief = self.layout, puzzle.belief
        show_marginals(
            self.chart,
            z=belief.marginal_matrix()[[layout.index(c) for c in self.heatmap_cards]].tolist(),
            values=[layout.value_label(v) for v in layout.values],
            rows=[f"lane {belief.lane_of(c)}: card {c}" for c in self.heatmap_cards],
            chances=self.chances,
            exact=self.show_exact,
        )
        self.gain_view.value = gain_html(
            puzzle,
            self.shown_gain_rows,
            len(self.gain_ranking),
            self.picks,
            self.focus_card,
            self.questions,
            exact=exact,
        )
        self.history_view.value = history_html(puzzle, exact=exact)
