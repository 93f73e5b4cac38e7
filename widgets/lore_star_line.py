"""Play a hidden Logic & Lore star line alone: move cards, ask, and watch the possibilities shrink.

The board keeps a hidden line (random from a seeded generator, or typed by a
teacher) and a core :class:`~logo_kit.lore.Belief` of everything the player
could still hold. Every number it shows comes from :mod:`logo_kit.lore`:

- answers are computed truthfully from the hidden line by
  :func:`logo_kit.lore.answer` and recorded with :meth:`Belief.update`;
  aligned cards flip face up and lock (rulings S4, S6);
- the count of assignments still possible and the bits left (log2 of it);
- a heatmap of the exact chance that the card in each lane holds each value
  (:meth:`Belief.marginal_matrix`; rows follow the lanes, so a bright
  diagonal means a good arrangement);
- the information-gain ranking (:func:`logo_kit.lore.gain_table`, ruling S8)
  of every pair of face-down cards (and Focus card) for the questions ticked,
  with **Suggest** to pick the best;
- the exact chance that **Align the Stars** wins now (:meth:`Belief.win_chance`).

Questions. In Star Light the four questions are asked in their order
(Alignment, Neighbours, Symmetry, Greatness; S2); untick one to skip it (S4).
In Star Bright questions 1 and 9 are always available; 2–8 need a token (S4,
S5). This solo board has no opponent to compete for the question cards, so
the tokens are simulated simply: tick "token" boxes to say which of 2–8 you
hold (all by default); only those questions can be ticked for asking. The
token rules of a full game (one new token per turn, two removed after a yes
to Alignment) are left to the two-player engine.

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

import html
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.lore import (
    ALWAYS_AVAILABLE,
    STAR_BRIGHT,
    STAR_LIGHT,
    Belief,
    GainRow,
    Layout,
    Outcome,
    Query,
    Question,
    answer,
    gain_table,
)

from .common.base import Board
from .lore_cards import line_html
from .lore_controls import add_move_controls, check_picks, parse_order
from .lore_heatmap import marginals_figure, show_marginals
from .lore_line import line_text, parse_line, random_line

__all__ = ["AskedRound", "StarLineBoard", "short_answer"]

MODE_NAMES = {"light": "Star Light", "bright": "Star Bright"}
TOKEN_QUESTIONS: tuple[Question, ...] = tuple(q for q in STAR_BRIGHT if q not in ALWAYS_AVAILABLE)


@dataclass(frozen=True)
class AskedRound:
    """One Search the Sky round played on the board, for the history."""

    query: Query
    lanes: tuple[int, int]
    outcome: Outcome
    arrangement: tuple[int, ...]  # cards left to right when asked
    count_before: int
    count_after: int

    @property
    def chance(self) -> Fraction:
        """Exact chance this answer had before it was given (kept / before)."""
        return Fraction(self.count_after, self.count_before)

    @property
    def bits(self) -> float:
        """Information this answer gave: log2(before / after)."""
        return math.log2(self.count_before / self.count_after)


def _parse_mode(mode: str) -> str:
    text = str(mode).strip().lower().replace("star", "").replace("_", "").replace(" ", "")
    if text not in MODE_NAMES:
        raise LogoKitError(
            f"mode must be 'light' (Star Light) or 'bright' (Star Bright), got {mode!r}."
        )
    return text


def short_answer(outcome: Outcome) -> str:
    """A short name for an answer, for the ranking table: 'aligned 4', '8 greater', 'Oddity'.

    >>> short_answer(Outcome(Question.ALIGNMENT, (4, 8))), short_answer(Outcome(Question.ODDITY))
    ('aligned 4 & 8', 'Oddity')
    """
    q = outcome.question
    if q is None:
        return "all no"
    if q is Question.ALIGNMENT:
        return "aligned " + " & ".join(str(c) for c in outcome.cards)
    if q is Question.GREATNESS:
        return f"{outcome.cards[0]} greater"
    if q is Question.FOCUS:
        return f"Focus {outcome.cards[0]} yes"
    return q.title


def _question_label(question: Question, mode: str) -> str:
    return question.title if mode == "light" else f"{int(question)} {question.title}"


class StarLineBoard(Board):
    """A hidden star line to find by asking questions (Logic & Lore, one player).

    ``mode``: ``"light"`` or ``"bright"``. ``blackholes``: 0–2. ``stars``:
    star cards (9 in the game; fewer for small classroom versions).
    ``hidden``: the teacher's line, values in card order as text
    (``"3 1 4 5 9 2 6 8 7"``; blackholes ``B``, or ``S`` and ``L``) or a
    sequence; default a random line from ``numpy.random.default_rng(seed)``.
    ``start_revealed``: ruling S9's young-player option: the card with this
    value starts face up, aligned in its lane. ``top``: rows of the gain
    ranking shown.
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
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.mode = _parse_mode(mode)
        self.layout = Layout(stars=stars, blackholes=blackholes)
        self.top = int(top)
        self.start_revealed = start_revealed
        self.tokens: frozenset[Question] = frozenset(TOKEN_QUESTIONS)
        self.asked: frozenset[Question] = frozenset(self._order())
        self._rendering = False
        self._gain_cache: tuple[Any, list[GainRow]] | None = None
        values = (
            random_line(self.layout, self.rng)
            if hidden is None
            else parse_line(hidden, self.layout)
        )
        self._start(values)  # raises on a bad line or start card, before any widget exists
        super().__init__()

    # -- state -------------------------------------------------------------------------------
    def _order(self) -> tuple[Question, ...]:
        return STAR_LIGHT if self.mode == "light" else STAR_BRIGHT

    def _start(self, values: tuple[int, ...], layout: Layout | None = None) -> None:
        layout = self.layout if layout is None else layout
        hidden = dict(zip(layout.cards, values, strict=True))
        belief = Belief(blackholes=layout.blackholes, stars=layout.stars)
        if self.start_revealed is not None:  # ruling S9: the age card starts shown and aligned
            age = self.start_revealed
            if isinstance(age, bool) or not isinstance(age, int) or not 1 <= age <= layout.stars:
                raise LogoKitError(
                    f"start_revealed is the value of the card shown at the start, 1–{layout.stars}"
                    f" (ruling S9), got {age!r}."
                )
            card = next(c for c, v in hidden.items() if v == age)
            belief = (
                belief.swap(card, belief.card_in(age)) if belief.lane_of(card) != age else belief
            )
            belief = belief.reveal(card)
        # Everything checked: now replace the state.
        self.layout = layout
        self.hidden = hidden
        self.belief = belief
        self.history: list[AskedRound] = []
        self.status = "playing"
        self.verdicts: dict[int, bool] | None = None
        self.align_chance: Fraction | None = None
        self.last_outcome: Outcome | None = None
        cards = layout.cards
        self.picks: tuple[int, int] = (cards[0], cards[1])
        self.focus_card: int | None = None
        self._gain_cache = None

    def _check_playing(self) -> None:
        if self.status != "playing":
            raise LogoKitError(
                f"the game is over (you {self.status}): press 'New random line' or play a "
                "typed line to start again."
            )

    # -- controls ----------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        wide = {"width": "auto"}
        label = {"description_width": "initial"}
        # Set-up
        self.mode_choice = widgets.Dropdown(
            options=[("Star Light", "light"), ("Star Bright", "bright")],
            description="Mode",
            style=label,
            layout={"width": "14em"},
        )
        self.mode_choice.observe(self._watch(self._set_mode), names="value")
        self.blackhole_choice = widgets.Dropdown(
            options=[("none", 0), ("one", 1), ("two", 2)],
            description="Blackholes",
            style=label,
            layout={"width": "14em"},
        )
        self.blackhole_choice.observe(self._watch(self._set_blackholes), names="value")
        self.seed_box = widgets.BoundedIntText(
            value=self.seed,
            min=0,
            max=2**31 - 1,
            description="Seed",
            style=label,
            layout={"width": "12em"},
        )
        self.seed_box.observe(self._watch(self._reseed), names="value")
        self.new_button = widgets.Button(
            description="New random line",
            layout={"width": "auto"},
            icon="random",
            tooltip="Shuffle the cards and deal a new hidden line",
        )
        self.new_button.on_click(self.on_click(self._new_random))
        self.hidden_text = widgets.Password(
            description="Hidden line",
            style=label,
            placeholder="teacher: values as dealt, e.g. 3 1 4 5 9 2 6 8 7",
            layout={"width": "30em"},
        )
        self.hidden_button = widgets.Button(
            description="Play this line", icon="user-secret", tooltip="Hide the typed line"
        )
        self.hidden_button.on_click(lambda _b: self.set_hidden(self.hidden_text.value))

        # The line
        self.line_view = widgets.HTML()
        self.line_view.add_class("lore-line-view")

        # Picking two cards and the questions
        self.first_card = widgets.Dropdown(
            description="First card", style=label, layout={"width": "18em"}
        )
        self.second_card = widgets.Dropdown(
            description="Second card", style=label, layout={"width": "18em"}
        )
        self.focus_choice = widgets.Dropdown(
            description="Focus card", style=label, layout={"width": "16em"}
        )
        for control in (self.first_card, self.second_card, self.focus_choice):
            control.observe(self._watch(lambda _v: self._read_picks()), names="value")
        self.ask_boxes = {
            q: widgets.Checkbox(value=True, description=q.title, indent=False, layout=wide)
            for q in STAR_BRIGHT
        }
        for q, box in self.ask_boxes.items():
            box.observe(self._watch(lambda value, q=q: self._set_asked(q, value)), names="value")
        self.token_boxes = {
            q: widgets.Checkbox(
                value=True,
                description=f"{int(q)}",
                tooltip=f"you hold a token on question {int(q)}, {q.title}",  # names the "2"
                indent=False,
                layout=wide,
            )
            for q in TOKEN_QUESTIONS
        }
        for q, box in self.token_boxes.items():
            box.observe(self._watch(lambda value, q=q: self._set_token(q, value)), names="value")
        self.ask_row = widgets.HBox()
        self.token_row = widgets.HBox(
            [widgets.HTML("<b>Your tokens</b> (questions 2–8):&nbsp;"), *self.token_boxes.values()]
        )
        self.ask_button = widgets.Button(
            description="Ask",
            icon="question",
            button_style="primary",
            tooltip="Hold up the two cards and ask the ticked questions in order",
        )
        self.ask_button.on_click(self.on_click(self._ask))
        self.suggest_button = widgets.Button(
            description="Suggest",
            icon="lightbulb-o",
            tooltip="Pick the pair (and Focus card) with the most expected information",
        )
        self.suggest_button.on_click(self.on_click(self._suggest))
        self.answer_view = widgets.HTML()
        self.answer_view.add_class("lore-answer")
        self.count_view = widgets.HTML()
        self.count_view.add_class("lore-count")

        # Moving cards
        add_move_controls(self, label, lane_width="12em", order_width="30em")

        # Align the stars
        self.align_button = widgets.Button(
            description="Align the stars",
            layout={"width": "auto"},
            icon="star",
            button_style="warning",
            tooltip="Flip every face-down card: all home wins, any wrong loses (S6)",
        )
        self.align_button.on_click(self.on_click(self._align))
        self.win_view = widgets.HTML()
        self.win_view.add_class("lore-win-chance")

        # Numbers and pictures
        self.figure = marginals_figure("Exact chance that each card holds each value", height=460)
        self.figure.add_class("lore-heatmap")
        self.gain_view = widgets.HTML()
        self.gain_view.add_class("lore-gain-table")
        self.history_view = widgets.HTML()
        self.history_view.add_class("lore-history")

        body = widgets.VBox(
            [
                widgets.HBox(
                    [self.mode_choice, self.blackhole_choice, self.seed_box, self.new_button]
                ),
                widgets.HBox([self.hidden_text, self.hidden_button]),
                self.line_view,
                widgets.HBox([self.first_card, self.second_card, self.focus_choice]),
                self.token_row,
                self.ask_row,
                widgets.HBox([self.ask_button, self.suggest_button]),
                self.answer_view,
                self.count_view,
                widgets.HBox([self.swap_a, self.swap_b, self.swap_button]),
                widgets.HBox([self.order_text, self.order_button, self.best_button]),
                widgets.HBox([self.align_button, self.win_view]),
                self.figure,
                self.gain_view,
                self.history_view,
            ]
        )
        body.add_class("lore-star-line-board")
        return body

    def _watch(self, action: Any) -> Any:
        # Observers: ignore the changes render() itself makes; run the user's through act().
        handler = self.on_change(action)

        def observer(change: dict) -> None:
            if not self._rendering:
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
        return self.act(lambda: self._swap(lane_a, lane_b))

    def rearrange(self, order: str | Iterable[int]) -> bool:
        """Lay the cards out anew: every card left to right, or just the face-down ones."""
        return self.act(lambda: self._rearrange(order))

    def best_guess(self) -> bool:
        """Move the face-down cards to the arrangement with most cards expected home."""
        return self.act(self._best_guess)

    def align(self) -> bool:
        """Align the Stars: flip every card; all home wins, any wrong loses (S6, S7)."""
        return self.act(self._align)

    def new_line(self) -> bool:
        """Deal a new random hidden line from the board's generator."""
        return self.act(self._new_random)

    def set_hidden(self, line: str | Sequence[int | str]) -> bool:
        """Start a new game on the teacher's hidden line (values in card order)."""
        return self.act(lambda: self._start(parse_line(line, self.layout)))

    def set_questions(self, questions: Iterable[Any]) -> bool:
        """Tick exactly these questions (Star Bright numbers or names) for asking."""
        return self.act(lambda: self._set_question_set(questions))

    def set_tokens(self, questions: Iterable[int]) -> bool:
        """Star Bright: say which of questions 2–8 you hold a token for."""
        return self.act(lambda: self._set_token_set(questions))

    # -- what the actions do ------------------------------------------------------------------
    def _set_picks(self, first: Any, second: Any, focus: Any = None) -> None:
        self.picks, self.focus_card = check_picks(self.layout, first, second, focus)

    def _read_picks(self) -> None:
        first, second, focus = (
            self.first_card.value,
            self.second_card.value,
            self.focus_choice.value,
        )
        self._set_picks(first, second, focus if focus in (first, second) else None)

    def _allowed(self) -> frozenset[Question]:
        if self.mode == "light":
            return frozenset(STAR_LIGHT)
        return ALWAYS_AVAILABLE | self.tokens

    def _set_asked(self, question: Question, value: bool) -> None:
        if value and question not in self._allowed():
            raise LogoKitError(
                f"question {int(question)} ({question.title}) needs a token in Star Bright "
                "(ruling S4): tick its token box first."
            )
        self.asked = self.asked | {question} if value else self.asked - {question}

    def _set_token(self, question: Question, value: bool) -> None:
        if value:
            self.tokens = self.tokens | {question}
            self.asked = self.asked | {question}
        else:
            self.tokens = self.tokens - {question}
            self.asked = self.asked - {question}

    def _set_token_set(self, questions: Iterable[int]) -> None:
        chosen = set()
        for q in questions:
            if isinstance(q, bool) or not isinstance(q, int) or Question(q) not in TOKEN_QUESTIONS:
                raise LogoKitError(f"tokens go on questions 2–8 (ruling S5), got {q!r}.")
            chosen.add(Question(q))
        self.tokens = frozenset(chosen)
        self.asked = frozenset(q for q in self.asked if q in self._allowed())

    def _set_question_set(self, questions: Iterable[Any]) -> None:
        chosen = frozenset(Query.build((1, 2), mode=self.mode, questions=questions).questions)
        missing = chosen - self._allowed()
        if missing:
            names = ", ".join(f"{int(q)} {q.title}" for q in sorted(missing))
            raise LogoKitError(
                f"no token on {names}: in Star Bright only 1, 9 and questions "
                "with your token can be asked (ruling S4)."
            )
        self.asked = chosen

    def _set_mode(self, mode: str) -> None:
        self.mode = _parse_mode(mode)
        self.asked = frozenset(self._allowed())
        self._gain_cache = None

    def _set_blackholes(self, blackholes: int) -> None:
        layout = Layout(stars=self.layout.stars, blackholes=int(blackholes))
        self._start(random_line(layout, self.rng), layout)

    def _reseed(self, seed: int) -> None:
        self.seed = int(seed)
        self.rng = np.random.default_rng(self.seed)

    def _new_random(self) -> None:
        self._start(random_line(self.layout, self.rng))

    @property
    def query(self) -> Query:
        """The round the controls describe now (raises if it is not a legal round)."""
        return Query.build(
            self.picks, mode=self.mode, questions=self.questions, focus=self.focus_card
        )

    def _ask(self) -> None:
        self._check_playing()
        query = self.query
        belief = self.belief
        lane_of = {card: belief.lane_of(card) for card in belief.cards}
        outcome = answer(query, self.hidden, lane_of, stars=self.layout.stars)  # truthful (S4)
        new = belief.update(query, outcome)  # aligned cards flip face up (S6)
        lanes = (lane_of[query.cards[0]], lane_of[query.cards[1]])
        self.history.append(
            AskedRound(query, lanes, outcome, belief.arrangement, belief.count, new.count)
        )
        self.belief = new
        self.last_outcome = outcome
        if not new.face_down:  # every card aligned face up: won (S6)
            self.status = "won"
            self.verdicts = dict.fromkeys(new.cards, True)

    def _suggest(self) -> None:
        rows = self.gain_ranking
        if not rows:
            raise LogoKitError("fewer than two face-down cards are left: nothing to ask about.")
        best = rows[0]
        self.picks = best.cards
        self.focus_card = best.focus

    def _swap(self, lane_a: Any, lane_b: Any) -> None:
        self._check_playing()
        a, b = self.layout.check_lane(lane_a), self.layout.check_lane(lane_b)
        if a == b:
            raise LogoKitError(f"pick two different lanes to swap (both are lane {a}).")
        self.belief = self.belief.swap(self.belief.card_in(a), self.belief.card_in(b))

    def _rearrange(self, order: str | Iterable[int]) -> None:
        self._check_playing()
        belief = self.belief
        cards = parse_order(order, self.layout, belief.arrangement, belief.revealed)
        self.belief = belief.rearrange(cards)

    def _best_guess(self) -> None:
        self._check_playing()
        self.belief = self.belief.rearrange(self.belief.most_likely_arrangement())

    def _align(self) -> None:
        self._check_playing()
        belief = self.belief
        self.align_chance = belief.win_chance()
        self.verdicts = {
            card: self.layout.is_home(self.hidden[card], belief.lane_of(card))
            for card in belief.cards
        }
        self.status = "won" if all(self.verdicts.values()) else "lost"

    # -- numbers shown (for tests and lessons) ---------------------------------------------------
    @property
    def questions(self) -> tuple[Question, ...]:
        """The questions ticked, in the mode's order (S2, S3)."""
        return tuple(q for q in self._order() if q in self.asked)

    @property
    def available(self) -> tuple[Question, ...]:
        """Questions that may be asked now (Star Bright: 1, 9 and those with a token)."""
        allowed = self._allowed()
        return tuple(q for q in self._order() if q in allowed)

    @property
    def count(self) -> int:
        """Assignments of values to cards still possible."""
        return self.belief.count

    @property
    def bits(self) -> float:
        """Uncertainty left in bits, log2(count)."""
        return self.belief.bits

    @property
    def arrangement(self) -> tuple[int, ...]:
        """Cards left to right."""
        return self.belief.arrangement

    @property
    def heatmap_cards(self) -> tuple[int, ...]:
        """The card of each heatmap row, top to bottom (the cards in lane order)."""
        return self.belief.arrangement

    @property
    def heatmap_values(self) -> tuple[int, ...]:
        """The value code of each heatmap column."""
        return self.layout.values

    @property
    def heatmap_z(self) -> np.ndarray:
        """The chances drawn in the heatmap (floats, rows = lanes, columns = values)."""
        return np.array(self.figure.data[0].z, dtype=float)

    @property
    def chances(self) -> list[list[Fraction]]:
        """Exact chances behind the heatmap: [row][column] as Fractions."""
        counts = self.belief.marginal_counts()
        total = self.belief.count
        return [
            [Fraction(int(counts[self.layout.index(card), v]), total) for v in self.layout.values]
            for card in self.heatmap_cards
        ]

    @property
    def gain_ranking(self) -> list[GainRow]:
        """Every choice of two face-down cards (and Focus card) for the ticked questions,
        most informative first (:func:`logo_kit.lore.gain_table`)."""
        key = (self.belief, self.mode, self.questions)
        cached = self._gain_cache
        if cached is None or cached[0][0] is not key[0] or cached[0][1:] != key[1:]:
            rows = gain_table(self.belief, mode=self.mode, questions=self.questions)
            self._gain_cache = cached = (key, rows)
        return cached[1]

    @property
    def shown_gain_rows(self) -> list[GainRow]:
        """The top rows of the ranking, as shown."""
        return self.gain_ranking[: self.top]

    @property
    def win_chance(self) -> Fraction:
        """Exact chance that Align the Stars wins with the cards where they lie now."""
        return self.belief.win_chance()

    # -- rendering ------------------------------------------------------------------------------
    def render(self) -> None:
        self._rendering = True
        try:
            self._render_controls()
            self._render_views()
        finally:
            self._rendering = False

    def _card_options(self) -> list[tuple[str, int]]:
        b = self.belief
        return [(f"card {c} (lane {b.lane_of(c)})", c) for c in b.arrangement]

    def _render_controls(self) -> None:
        self.mode_choice.value = self.mode
        self.blackhole_choice.value = self.layout.blackholes
        self.seed_box.value = self.seed
        options = self._card_options()
        for control, value in ((self.first_card, self.picks[0]), (self.second_card, self.picks[1])):
            if list(control.options) != options:
                control.options = options
            control.value = value
        focus_options = [(f"card {c}", c) for c in dict.fromkeys(self.picks)]
        if list(self.focus_choice.options) != focus_options:
            self.focus_choice.options = focus_options
        self.focus_choice.value = (
            self.focus_card if self.focus_card in self.picks else self.picks[0]
        )
        self.focus_choice.disabled = Question.FOCUS not in self.questions
        lanes = list(self.layout.lanes)
        for control, default in ((self.swap_a, lanes[0]), (self.swap_b, lanes[1])):
            if list(control.options) != lanes:
                control.options = lanes
            if control.value is None:
                control.value = default
        allowed = self._allowed()
        for q, box in self.ask_boxes.items():
            box.description = _question_label(q, self.mode)
            box.value = q in self.asked
            box.disabled = q not in allowed
        for q, box in self.token_boxes.items():
            box.description = f"{int(q)}"
            box.value = q in self.tokens
        self.ask_row.children = [widgets.HTML("<b>Ask</b> (in this order):&nbsp;")] + [
            self.ask_boxes[q] for q in self._order()
        ]
        self.token_row.layout.display = "none" if self.mode == "light" else None
        over = self.status != "playing"
        for button in (
            self.ask_button,
            self.swap_button,
            self.order_button,
            self.best_button,
            self.align_button,
        ):
            button.disabled = over
        self.order_text.value = " ".join(str(c) for c in self.belief.arrangement)

    def _render_views(self) -> None:
        b = self.belief
        layout = self.layout
        if self.verdicts is None:
            shown = {c: self.hidden[c] for c in b.revealed}
        else:
            shown = dict(self.hidden)
        self.line_view.value = line_html(
            b.arrangement,
            layout,
            shown,
            picked=self.picks if self.status == "playing" else (),
            verdicts=self.verdicts,
        )
        self._render_answer()
        self.count_view.value = (
            f"<div><b>Assignments still possible:</b> "
            f"<span class='lore-count-value'>{self.count:,}</span> &nbsp; "
            f"<b>bits left:</b> log2({self.count:,}) ≈ "
            f"<span class='lore-bits-value'>{self.bits:.3f}</span></div>"
        )
        chance = self.win_chance
        if self.status == "playing":
            self.win_view.value = (
                f"<div>Chance that aligning the stars wins now: "
                f"<b class='lore-win-value'>{chance}</b> ≈ {float(chance):.4%}</div>"
            )
        else:
            verdict = (
                "✓ You win: every card is home."
                if self.status == "won"
                else (
                    "✗ You lose: "
                    + ", ".join(
                        f"card {c} in lane {b.lane_of(c)} is {layout.value_label(self.hidden[c])}"
                        for c in b.cards
                        if not self.verdicts[c]
                    )
                    + "."
                )
            )
            before = "" if self.align_chance is None else f" (the chance was {self.align_chance})"
            self.win_view.value = (
                f"<div class='lore-result'><b>{html.escape(verdict)}</b>{before}</div>"
            )
        self._render_heatmap()
        self._render_gain()
        self._render_history()

    def _render_answer(self) -> None:
        if not self.history:
            self.answer_view.value = (
                f"<div>{MODE_NAMES[self.mode]}: pick two cards, tick the questions and press "
                "<b>Ask</b>.</div>"
            )
            return
        r = self.history[-1]
        self.answer_view.value = (
            f"<div role='status'><b>Answer:</b> <span class='lore-answer-text'>"
            f"{html.escape(str(r.outcome))}</span> — this answer had chance {r.chance}; "
            f"{r.count_before:,} → {r.count_after:,} possible ({r.bits:.3f} bits learned)</div>"
        )

    def _render_heatmap(self) -> None:
        b = self.belief
        layout = self.layout
        rows = self.chances
        show_marginals(
            self.figure,
            z=self.belief.marginal_matrix()[[layout.index(c) for c in self.heatmap_cards]].tolist(),
            values=[layout.value_label(v) for v in layout.values],
            rows=[f"lane {b.lane_of(c)}: card {c}" for c in self.heatmap_cards],
            text=[[str(p) if p else "0" for p in row] for row in rows],
        )

    def _render_gain(self) -> None:
        rows = self.shown_gain_rows
        if not rows:
            self.gain_view.value = "<div>No pair of face-down cards is left to ask about.</div>"
            return
        b = self.belief
        cell = "padding:2px 6px;white-space:nowrap;vertical-align:top"
        head = (
            "<tr><th>#</th><th>pair</th><th>Focus</th><th>bits</th>"
            "<th>expected left</th><th>answers: exact chance</th></tr>"
        )
        body = []
        for rank, row in enumerate(rows, 1):
            a, c = row.cards
            picked = set(row.cards) == set(self.picks) and (
                row.focus is None or row.focus == (self.focus_card or self.picks[0])
            )
            mark = "<br><b>◀ picked</b>" if picked else ""
            answers = " · ".join(
                f"<span style='white-space:nowrap'>{html.escape(short_answer(o))} "
                f"<b>{Fraction(n, row.total)}</b></span>"
                for o, n in row.answers
            )
            body.append(
                f"<tr class='lore-gain-row' style='border-top:1px solid #ccc'>"
                f"<td style='{cell}'>{rank}</td>"
                f"<td style='{cell}'>cards {a} &amp; {c}<br><small>lanes {b.lane_of(a)}, "
                f"{b.lane_of(c)}</small>{mark}</td>"
                f"<td style='{cell}'>{'–' if row.focus is None else f'card {row.focus}'}</td>"
                f"<td class='lore-gain-bits' style='{cell}'>{row.bits:.3f}</td>"
                f"<td style='{cell}'>{float(row.expected_remaining):,.1f}</td>"
                f"<td style='font-size:0.8em;padding:2px 6px;max-width:46em'>{answers}</td></tr>"
            )
        asked = ", ".join(_question_label(q, self.mode) for q in self.questions) or "none"
        self.gain_view.value = (
            f"<div><b>Which pair tells most?</b> (asking: {html.escape(asked)}; "
            f"top {len(rows)} of {len(self.gain_ranking)})</div>"
            "<table class='lore-gain' style='border-collapse:collapse'>"
            + head
            + "".join(body)
            + "</table>"
        )

    def _render_history(self) -> None:
        if not self.history:
            self.history_view.value = ""
            return
        items = []
        for r in self.history:
            asked = ", ".join(_question_label(q, r.query.mode) for q in r.query.questions)
            focus = f", Focus on card {r.query.focus}" if r.query.focus is not None else ""
            items.append(
                f"<li>cards {r.query.cards[0]} &amp; {r.query.cards[1]} (lanes {r.lanes[0]}, "
                f"{r.lanes[1]}); asked {html.escape(asked) or 'nothing'}{focus}: "
                f"<b>{html.escape(str(r.outcome))}</b> ({r.chance}); "
                f"{r.count_before:,} → {r.count_after:,}</li>"
            )
        self.history_view.value = (
            f"<details open><summary>Rounds played</summary><ol>{''.join(items)}</ol></details>"
        )

    @property
    def hidden_text_line(self) -> str:
        """The hidden line as typed (teacher's view): values in card order."""
        return line_text((self.hidden[c] for c in self.layout.cards), self.layout)
