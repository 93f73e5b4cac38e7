"""The one-player Logic & Lore puzzle: find a hidden star line by asking questions (S17).

A :class:`SoloPuzzle` is an immutable value holding a hidden line (random from
a seeded generator, or set by a teacher), the player's exact
:class:`~logo_kit.lore.belief.Belief` and the rounds asked so far. Every
action returns a new puzzle and leaves the old one as it was:

- :meth:`SoloPuzzle.ask` holds up two cards and asks questions: the answer is
  computed truthfully from the hidden line (ruling S4), recorded in the
  belief, and cards Alignment points at flip face up and lock (S6); every
  card face up wins (S6);
- :meth:`~SoloPuzzle.swap`, :meth:`~SoloPuzzle.rearrange` and
  :meth:`~SoloPuzzle.best_guess` move face-down cards (Move the Heavens);
- :meth:`SoloPuzzle.align` flips every card: all home wins, any wrong loses
  (S6, S7), and the exact chance it had is kept.

Questions. Star Light asks its four questions in order (S2); any may be
skipped (S4, S12). In Star Bright questions 1 and 9 are always available and 2–8
need a token (S4, S5). A solo puzzle has no opponent competing for the
question cards, so the tokens are simply the set of cards 2–8 the player says
they hold (all by default, :meth:`SoloPuzzle.with_tokens`); the token rules
of a full game (one new token per turn, two removed after a yes to
Alignment) belong to the two-player engine (:mod:`logo_kit.lore.game`).
The puzzle is not in the rule book: ruling S17.

Ruling S9 (a young player's age card): the card holding that value starts in
its own lane, face up and aligned (it swaps places with the card dealt there,
ruling S18).

>>> puzzle = SoloPuzzle.new(stars=4, hidden="2 1 4 3")
>>> puzzle.count
24
>>> puzzle = puzzle.ask((1, 2))
>>> puzzle.last_outcome
Outcome(Question.NEIGHBOURS)
>>> puzzle.count  # neither aligned, |a-b| = 1: (2,1) (2,3) (3,4) (4,3), each with 2! for the rest
8
>>> puzzle.align().status  # cards as dealt: card 1 holds 2, not 1
'lost'
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.belief import Belief
from logo_kit.lore.gain import GainRow, gain_table
from logo_kit.lore.lanes import Layout
from logo_kit.lore.notation import line_text, parse_line, parse_order, random_line
from logo_kit.lore.options import parse_mode
from logo_kit.lore.questions import (
    Outcome,
    Query,
    Question,
    answer,
    asking_order,
)
from logo_kit.lore.tokens import TOKEN_QUESTIONS, askable

__all__ = ["TOKEN_CARDS", "AskedRound", "SoloPuzzle"]

TOKEN_CARDS: tuple[Question, ...] = TOKEN_QUESTIONS  # the cards 2–8 that take tokens (S4)
"""The question cards 2–8 that need a token in Star Bright (ruling S4)."""


@dataclass(frozen=True)
class AskedRound:
    """One Search the Sky round of a solo puzzle: what was asked, where, and the answer."""

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


@dataclass(frozen=True, eq=False)
class SoloPuzzle:
    """A hidden star line, what the player knows about it, and how the game stands.

    Make one with :meth:`new`. ``hidden`` holds the values in card order;
    ``status`` is ``"playing"``, ``"won"`` or ``"lost"``; ``verdicts`` (after
    the end) says for each card, in card order, whether it was home.
    """

    mode: str
    hidden: tuple[int, ...]
    belief: Belief
    tokens: frozenset[Question] = frozenset(TOKEN_CARDS)
    history: tuple[AskedRound, ...] = ()
    status: str = "playing"
    verdicts: tuple[bool, ...] | None = None
    align_chance: Fraction | None = None
    start_revealed: int | None = None

    # -- set-up -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        mode: str = "light",
        blackholes: int = 0,
        stars: int = 9,
        *,
        hidden: Any = None,
        rng: np.random.Generator | None = None,
        start_revealed: int | None = None,
    ) -> SoloPuzzle:
        """A new puzzle on ``hidden`` (a teacher's line, see
        :func:`~logo_kit.lore.notation.parse_line`) or a line shuffled with ``rng``.

        ``stars``: 2–9 (9 in the game); ``blackholes``: 0–2; ``start_revealed``:
        ruling S9's age card, a star value 1–``stars`` (or None).
        """
        mode = parse_mode(mode)
        layout = Layout(stars=stars, blackholes=blackholes)
        if hidden is None:
            if rng is None:
                raise LogoKitError("give the hidden line, or rng to shuffle one.")
            values = random_line(layout, rng)
        else:
            values = parse_line(hidden, layout)
        belief = Belief(blackholes=layout.blackholes, stars=layout.stars)
        age = checks.optional_whole(
            start_revealed,
            "start_revealed (the value of the card shown at the start, ruling S9)",
            low=1,
            high=layout.stars,
        )
        if age is not None:  # ruling S9: the age card starts shown and aligned in its lane
            # ruling S18: on a line typed in card order, the card holding the age value swaps
            # places with the card dealt into that lane (the two-player engine places card v
            # in lane v before the deal instead, which gives the same chances)
            card = layout.cards[values.index(age)]
            if belief.lane_of(card) != age:
                belief = belief.swap(card, belief.card_in(age))
            belief = belief.reveal(card)
        return cls(mode=mode, hidden=values, belief=belief, start_revealed=age)

    def restart(self, hidden: Any = None, rng: np.random.Generator | None = None) -> SoloPuzzle:
        """A new puzzle of the same shape, mode, tokens and S9 card on another line."""
        fresh = SoloPuzzle.new(
            self.mode,
            self.layout.blackholes,
            self.layout.stars,
            hidden=hidden,
            rng=rng,
            start_revealed=self.start_revealed,
        )
        return dataclasses.replace(fresh, tokens=self.tokens)

    # -- what is known ------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        return self.belief.layout

    @property
    def value_of(self) -> dict[int, int]:
        """The hidden line, card → value (the teacher's view)."""
        return dict(zip(self.layout.cards, self.hidden, strict=True))

    @property
    def hidden_text(self) -> str:
        """The hidden line as typed: values in card order (blackholes B, or S and L)."""
        return line_text(self.hidden, self.layout)

    @property
    def playing(self) -> bool:
        return self.status == "playing"

    @property
    def arrangement(self) -> tuple[int, ...]:
        """Cards left to right."""
        return self.belief.arrangement

    @property
    def count(self) -> int:
        """Assignments of values to cards still possible."""
        return self.belief.count

    @property
    def bits(self) -> float:
        """Uncertainty left in bits, log2(count)."""
        return self.belief.bits

    @property
    def win_chance(self) -> Fraction:
        """Exact chance that Align the Stars wins with the cards where they lie now."""
        return self.belief.win_chance()

    @property
    def last_outcome(self) -> Outcome | None:
        return self.history[-1].outcome if self.history else None

    @property
    def shown(self) -> dict[int, int]:
        """Values the player may see: the face-up cards, or every card once it is over."""
        values = self.value_of
        if self.verdicts is not None or not self.playing:
            return values
        return {card: values[card] for card in self.belief.revealed}

    @property
    def verdict_of(self) -> dict[int, bool] | None:
        """After the end: card → was it home (ruling S6, S7)."""
        if self.verdicts is None:
            return None
        return dict(zip(self.layout.cards, self.verdicts, strict=True))

    @property
    def order(self) -> tuple[Question, ...]:
        """The mode's questions in asking order (S2, S3)."""
        return asking_order(self.mode)

    @property
    def available(self) -> tuple[Question, ...]:
        """Questions that may be asked: Star Light's four; Star Bright 1, 9 and the tokens' (S4)."""
        return askable(self.mode, self.tokens)

    def check_questions(self, questions: Iterable[Any]) -> tuple[Question, ...]:
        """The questions named (numbers, members or names), in asking order, if they may
        be asked now; else a LogoKitError naming the ones that need a token (S4)."""
        first, second = self.layout.cards[:2]
        chosen = Query.build((first, second), mode=self.mode, questions=questions).questions
        missing = [q for q in chosen if q not in self.available]
        if missing:
            names = ", ".join(f"{int(q)} {q.title}" for q in missing)
            raise LogoKitError(
                f"no token on {names}: in Star Bright only 1, 9 and questions "
                "with your token can be asked (ruling S4)."
            )
        return chosen

    def chances(self, rows: Iterable[int] | None = None) -> list[list[Fraction]]:
        """Exact chance that each card holds each value: ``[row][value]`` as Fractions.

        ``rows``: the cards, top to bottom (default: as they lie, lane by lane);
        columns follow :attr:`Layout.values`.
        """
        return self.belief.chance_table(rows)

    def ranking(self, questions: Iterable[Any] | None = None) -> list[GainRow]:
        """Every pair of face-down cards (and Focus card) ranked by information (S8)."""
        asked = self.available if questions is None else self.check_questions(questions)
        return gain_table(self.belief, mode=self.mode, questions=asked)

    def not_home(self) -> list[tuple[int, int, str]]:
        """After a lost alignment: (card, lane, value name) of each card out of place."""
        verdicts = self.verdict_of or {}
        values = self.value_of
        return [
            (c, self.belief.lane_of(c), self.layout.value_label(values[c]))
            for c in self.layout.cards
            if not verdicts.get(c, True)
        ]

    # -- actions (each returns a new puzzle) ---------------------------------------------
    def _check_playing(self) -> None:
        if not self.playing:
            raise LogoKitError(
                f"the game is over (you {self.status}): start again with a new or a typed line."
            )

    def _with(self, **changes: Any) -> SoloPuzzle:
        return dataclasses.replace(self, **changes)

    def ask(
        self, cards: Iterable[int], questions: Iterable[Any] | None = None, focus: Any = None
    ) -> SoloPuzzle:
        """Hold up two cards and ask ``questions`` (default: every available one) in order.

        The answer is the truthful one (S4); the belief records it, cards pointed at
        by Alignment flip face up (S6), and every card face up wins.
        """
        self._check_playing()
        asked = self.available if questions is None else self.check_questions(questions)
        query = Query.build(cards, mode=self.mode, questions=asked, focus=focus)
        if not query.questions:
            raise LogoKitError("tick at least one question to ask.")
        belief = self.belief
        lanes = {card: belief.lane_of(card) for card in query.cards}
        outcome = answer(query, self.value_of, lanes, stars=self.layout.stars)  # truthful (S4)
        new = belief.update(query, outcome)  # aligned cards flip face up (S6)
        record = AskedRound(
            query,
            (lanes[query.cards[0]], lanes[query.cards[1]]),
            outcome,
            belief.arrangement,
            belief.count,
            new.count,
        )
        changes: dict[str, Any] = {"belief": new, "history": (*self.history, record)}
        if not new.face_down:  # every card aligned face up: won (S6)
            changes.update(status="won", verdicts=(True,) * len(self.hidden))
        return self._with(**changes)

    def swap(self, lane_a: Any, lane_b: Any) -> SoloPuzzle:
        """Exchange the face-down cards lying in two lanes (Move the Heavens)."""
        self._check_playing()
        a, b = self.layout.check_lane(lane_a), self.layout.check_lane(lane_b)
        if a == b:
            raise LogoKitError(f"pick two different lanes to swap (both are lane {a}).")
        belief = self.belief
        return self._with(belief=belief.swap(belief.card_in(a), belief.card_in(b)))

    def rearrange(self, order: str | Iterable[int]) -> SoloPuzzle:
        """Lay the cards out anew: every card left to right, or just the face-down ones."""
        self._check_playing()
        belief = self.belief
        cards = parse_order(order, self.layout, belief.arrangement, belief.revealed)
        return self._with(belief=belief.rearrange(cards))

    def best_guess(self) -> SoloPuzzle:
        """Move the face-down cards to the arrangement with most cards expected home."""
        self._check_playing()
        return self._with(belief=self.belief.rearrange(self.belief.best_guess()))

    def align(self) -> SoloPuzzle:
        """Align the Stars: flip every card; all home wins, any wrong loses (S6, S7)."""
        self._check_playing()
        belief = self.belief
        values = self.value_of
        verdicts = tuple(
            self.layout.is_home(values[card], belief.lane_of(card)) for card in self.layout.cards
        )
        return self._with(
            align_chance=belief.win_chance(),
            verdicts=verdicts,
            status="won" if all(verdicts) else "lost",
        )

    def with_mode(self, mode: str) -> SoloPuzzle:
        """The same puzzle asked in another mode (the answers so far stay true)."""
        return self._with(mode=parse_mode(mode))

    def with_tokens(self, questions: Iterable[Any]) -> SoloPuzzle:
        """Star Bright: the question cards 2–8 the player holds a token on (rulings S5, S17:
        the solo puzzle's stand-in for the token rules)."""
        allowed = ", ".join(f"{int(q)} {q.title}" for q in TOKEN_CARDS)
        chosen = set()
        for q in checks.sequence(questions, "tokens", most=20, allow_sets=True):
            if not checks.is_whole(q) or int(q) not in {int(t) for t in TOKEN_CARDS}:
                raise LogoKitError(
                    f"tokens go on question cards 2–8 ({allowed}; ruling S5: 1 and 9 need "
                    f"none), got {checks.describe(q)}."
                )
            chosen.add(Question(int(q)))
        return self._with(tokens=frozenset(chosen))
