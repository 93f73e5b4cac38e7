"""The Search the Sky questions of Logic & Lore: rounds, answers and answer tables
(rulings S2–S4, S7, S8).

The nine question cards are :class:`Question` members (Star Light asks four of
them in its own order); a round is a :class:`Query` (two cards, the questions
asked, the Focus card) and what the asker learns is an :class:`Outcome`. What
each question says about two card values is one predicate each, in
:mod:`logo_kit.lore.predicates` (re-exported here); :func:`answer` asks them in
order and stops at the first yes, and :func:`code_table` precomputes every
answer for the solver.

>>> q = Query.build((1, 2), mode="bright", questions={1, 9})
>>> answer(q, value_of={1: 7, 2: 2}, lane_of={1: 1, 2: 2})
Outcome(Question.ALIGNMENT, cards=(2,))

Why one module of about 540 lines: the nine questions are one table (their names,
answers, tokens and vectorised answer functions over many lines at once); a reader
compares them side by side.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.predicates import (
    aligned,
    correct_half,
    greater,
    is_blackhole,
    is_star,
    massive,
    nearby,
    neighbours,
    odd_sum,
    orbit,
    symmetric,
)

__all__ = [
    "ALWAYS_AVAILABLE",
    "MODES",
    "NO_ANSWER",
    "N_CODES",
    "STAR_BRIGHT",
    "STAR_LIGHT",
    "Mode",
    "Outcome",
    "Query",
    "Question",
    "aligned",
    "answer",
    "answer_code",
    "asking_order",
    "code_table",
    "correct_half",
    "greater",
    "is_blackhole",
    "is_star",
    "massive",
    "nearby",
    "neighbours",
    "odd_sum",
    "orbit",
    "possible_outcomes",
    "symmetric",
]

Mode = Literal["light", "bright"]
MODES: tuple[str, ...] = ("light", "bright")


class Question(enum.IntEnum):
    """The nine Star Bright question cards; the value is the card's number (S3).

    Star Light asks four of them, in its own order (:data:`STAR_LIGHT`).
    """

    ALIGNMENT = 1
    SYMMETRY = 2
    NEIGHBOURS = 3
    ODDITY = 4
    MASSIVE = 5
    NEARBY = 6
    FOCUS = 7
    ORBIT = 8
    GREATNESS = 9

    @property
    def title(self) -> str:
        """Name as printed on the card: ``'Alignment'``, ``'Neighbours'``…"""
        return self.name.capitalize()

    @property
    def text(self) -> str:
        """The question as the asker says it."""
        return _TEXTS[self]

    def __str__(self) -> str:
        return self.title

    def __repr__(self) -> str:
        return f"Question.{self.name}"


_TEXTS = {
    Question.ALIGNMENT: "Are either of these cards aligned? (point at each aligned card)",
    Question.SYMMETRY: "Are these cards symmetric? (do they add up to 10?)",
    Question.NEIGHBOURS: "Are these cards neighbours? (do they differ by 1?)",
    Question.ODDITY: "Is the sum of the cards odd?",
    Question.MASSIVE: "Is the sum of the cards greater than 10?",
    Question.NEARBY: "Is either card within one space of where it should be?",
    Question.FOCUS: "Is this (named) card in the correct half of the board?",
    Question.ORBIT: "If swapped, would either card be aligned?",
    Question.GREATNESS: "Which card is greater? (point at it)",
}

#: Star Light asks these, in this order: neighbours *before* symmetric (ruling S2).
STAR_LIGHT: tuple[Question, ...] = (
    Question.ALIGNMENT,
    Question.NEIGHBOURS,
    Question.SYMMETRY,
    Question.GREATNESS,
)
#: Star Bright asks by card number 1–9: Symmetry (2) *before* Neighbours (3) (ruling S3).
STAR_BRIGHT: tuple[Question, ...] = tuple(Question)
#: Questions 1 and 9 need no token in Star Bright (ruling S4).
ALWAYS_AVAILABLE: frozenset[Question] = frozenset({Question.ALIGNMENT, Question.GREATNESS})


def asking_order(mode: str) -> tuple[Question, ...]:
    """Every question of ``mode`` ("light" or "bright"), in the order they are asked
    (rulings S2, S3; which of them a player may ask is :func:`~logo_kit.lore.tokens.askable`).

    >>> [int(q) for q in asking_order("light")]
    [1, 3, 2, 9]
    """
    return STAR_LIGHT if mode == "light" else STAR_BRIGHT


_ALIASES = {
    "aligned": Question.ALIGNMENT,
    "align": Question.ALIGNMENT,
    "symmetric": Question.SYMMETRY,
    "neighbors": Question.NEIGHBOURS,
    "neighbour": Question.NEIGHBOURS,
    "neighbor": Question.NEIGHBOURS,
    "odd": Question.ODDITY,
    "greatest": Question.GREATNESS,
    "greater": Question.GREATNESS,
}


# -- outcomes -----------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """Everything the asker learns from one round (ruling S8).

    ``question`` is the question that answered "yes" (Greatness always
    answers), or ``None`` when every question asked was "no". ``cards`` are the
    cards the answer is about: for Alignment the aligned card(s) pointed at,
    for Greatness the greater card, for Focus the card that was named;
    empty for the pair questions (Symmetry, Neighbours, Oddity, Massive,
    Nearby, Orbit).

    >>> str(Outcome(Question.ALIGNMENT, (3, 5)))
    'Alignment: cards 3 and 5 are aligned'
    >>> str(Outcome(Question.GREATNESS, (4,)))
    'Greatness: card 4 is greater'
    """

    question: Question | None
    cards: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        question = self.question
        if question is not None and not isinstance(question, Question):
            object.__setattr__(self, "question", _parse_question(question, "bright"))
        cards = tuple(sorted(checks.wholes(self.cards, "an outcome's cards", most=4)))
        object.__setattr__(self, "cards", cards)
        allowed = _CARD_COUNTS[self.question]
        if len(cards) not in allowed or len(set(cards)) != len(cards):
            what = "no answer" if self.question is None else str(self.question)
            raise LogoKitError(
                f"an outcome of {what} names {sorted(allowed)} distinct card(s), "
                f"got {checks.describe(cards)}."
            )

    def _key(self) -> tuple:
        return (99 if self.question is None else int(self.question), self.cards)

    def __lt__(self, other: Outcome) -> bool:
        if not isinstance(other, Outcome):
            return NotImplemented
        return self._key() < other._key()

    def __repr__(self) -> str:
        q = "None" if self.question is None else repr(self.question)
        return f"Outcome({q}, cards={self.cards})" if self.cards else f"Outcome({q})"

    def __str__(self) -> str:
        q = self.question
        if q is None:
            return "no to every question"
        if q is Question.ALIGNMENT:
            if len(self.cards) == 2:
                return f"Alignment: cards {self.cards[0]} and {self.cards[1]} are aligned"
            return f"Alignment: card {self.cards[0]} is aligned"
        if q is Question.GREATNESS:
            return f"Greatness: card {self.cards[0]} is greater"
        if q is Question.FOCUS:
            return f"Focus: yes, card {self.cards[0]} is in the correct half"
        return f"{q}: yes"


_CARD_COUNTS: dict[Question | None, frozenset[int]] = {q: frozenset({0}) for q in (None, *Question)}
_CARD_COUNTS[Question.ALIGNMENT] = frozenset({1, 2})
_CARD_COUNTS[Question.GREATNESS] = frozenset({1})
_CARD_COUNTS[Question.FOCUS] = frozenset({1})

#: The "no to every question" outcome (possible only when Greatness is skipped).
NO_ANSWER = Outcome(None)

# Outcome codes for a pair (first, second) of cards: a fixed code space of 13.
CODE_NONE = 0
CODE_ALIGN_FIRST, CODE_ALIGN_SECOND, CODE_ALIGN_BOTH = 1, 2, 3
# Questions 2–8 answer "yes" with code number + 2 (Symmetry 4 … Orbit 10).
CODE_GREATER_FIRST, CODE_GREATER_SECOND = 11, 12
N_CODES = 13


# -- a round of questions -----------------------------------------------------


@dataclass(frozen=True)
class Query:
    """One Search the Sky round as chosen by the asker (S4): the two cards
    held up, the questions asked in order, and the card named for Focus.

    Build it with :meth:`Query.build`, which checks the choice.

    >>> Query.build((3, 1), mode="light").questions
    (Question.ALIGNMENT, Question.NEIGHBOURS, Question.SYMMETRY, Question.GREATNESS)
    >>> Query.build((3, 1), mode="bright", questions={9, 7, 2}).questions
    (Question.SYMMETRY, Question.FOCUS, Question.GREATNESS)
    """

    cards: tuple[int, int]
    questions: tuple[Question, ...]
    focus: int | None = None
    mode: str = "light"

    def __post_init__(self) -> None:
        # Made by build() and the solvers in their hot loops: a cheap shape check only.
        cards, questions, focus = self.cards, self.questions, self.focus
        if not (
            isinstance(cards, tuple)
            and len(cards) == 2
            and all(type(c) is int for c in cards)
            and isinstance(questions, tuple)
            and all(isinstance(q, Question) for q in questions)
            and isinstance(self.mode, str)
            and self.mode in MODES
            and (focus is None or (type(focus) is int and focus in cards))
        ):
            raise LogoKitError(
                "make a round with Query.build(cards, mode=..., questions=..., focus=...), got "
                f"cards {checks.describe(cards)}, questions {checks.describe(questions)}."
            )

    @classmethod
    def build(
        cls,
        cards: Iterable[int],
        *,
        mode: str = "light",
        questions: Iterable[Any] | None = None,
        focus: int | None = None,
    ) -> Query:
        """Check and normalise a round.

        ``questions``: the questions asked, as Star Bright numbers (1–9,
        bright mode only), :class:`Question` members or names; ``None`` means
        every question of the mode. They are named up front (ruling S11), any
        subset in either mode (ruling S12), and asked in the mode's order
        whatever order they are given in. ``focus``: the card named for Focus (default:
        the first of the two); ignored when Focus is not asked.
        """
        mode = _parse_mode(mode)
        wanted = "hold up exactly two different cards (two card numbers)"
        try:
            pair = checks.wholes(cards, "the cards held up", most=20)
        except LogoKitError:
            raise LogoKitError(f"{wanted}, got {checks.describe(cards)}.") from None
        if len(pair) != 2 or pair[0] == pair[1]:
            raise LogoKitError(f"{wanted}, got {pair!r}.")
        order = asking_order(mode)
        if questions is None:
            chosen = set(order)
        else:
            if isinstance(questions, str | Question) or checks.is_whole(questions):
                questions = [questions]
            items = checks.sequence(questions, "questions", most=20, allow_sets=True)
            chosen = {_parse_question(q, mode) for q in items}
        asked = tuple(q for q in order if q in chosen)
        if Question.FOCUS in asked:
            if focus is None:
                focus = pair[0]
            if not checks.is_whole(focus) or int(focus) not in pair:
                raise LogoKitError(
                    f"the Focus card must be one of the two cards held up {pair}, got "
                    f"{checks.describe(focus)}."
                )
            focus = int(focus)
        else:
            focus = None
        return cls(pair, asked, focus, mode)

    @property
    def focus_second(self) -> bool:
        """True when Focus names the second card of :attr:`cards`."""
        return self.focus is not None and self.focus == self.cards[1]


def _parse_mode(mode: Any) -> str:
    wanted = "mode must be 'light' (Star Light) or 'bright' (Star Bright)"
    if not isinstance(mode, str) or len(mode) > 40:
        raise LogoKitError(f"{wanted}, got {checks.describe(mode)}.")
    checks.ascii_typed(mode, "mode", "'light' or 'bright'")
    text = mode.strip().lower().replace("star", "").replace("_", "").replace(" ", "")
    if text not in MODES:
        raise LogoKitError(f"{wanted}, got {checks.describe(mode)}.")
    return text


def _parse_question(question: Any, mode: str) -> Question:
    order = asking_order(mode)
    found: Question | None = None
    if isinstance(question, Question):
        found = question
    elif checks.is_whole(question):
        if mode == "light":
            raise LogoKitError(
                "Star Light questions have no numbers: name them ('aligned', 'neighbours', "
                f"'symmetric', 'greatest'), got {checks.describe(question)}."
            )
        if 1 <= question <= 9:
            found = Question(int(question))
    elif isinstance(question, str) and len(question) <= 40:
        checks.ascii_typed(question, "question", "name it in ASCII letters, e.g. 'aligned'")
        key = question.strip().lower().rstrip("?")
        found = _ALIASES.get(key) or Question.__members__.get(key.upper())
    if found is None:
        raise LogoKitError(
            f"{checks.describe(question)} is not a question: use a Star Bright number 1–9 or "
            f"a name ({', '.join(q.title for q in order)})."
        )
    if found not in order:
        raise LogoKitError(
            f"{found} is not a Star Light question: Star Light asks "
            f"{', '.join(q.title for q in order)}."
        )
    return found


# -- answering ----------------------------------------------------------------


def answer_code(
    questions: Iterable[Question],
    value_a: Any,
    lane_a: Any,
    value_b: Any,
    lane_b: Any,
    *,
    focus_second: bool = False,
    stars: int = 9,
) -> Any:
    """Outcome code of asking ``questions`` in order about cards a and b (S4).

    Asking stops at the first "yes"; Greatness always answers. Works on ints
    (returns an int) and on broadcastable numpy arrays (returns an array);
    :func:`decode` turns a code back into an :class:`Outcome`.
    """
    questions = tuple(questions)
    if type(value_a) is type(lane_a) is type(value_b) is type(lane_b) is int:  # one round
        return _code_of_ints(questions, value_a, lane_a, value_b, lane_b, focus_second, stars)
    code: Any = np.full(np.broadcast(value_a, lane_a, value_b, lane_b).shape, CODE_NONE, np.uint8)
    for q in reversed(questions):  # the earliest "yes" must win, so it is applied last
        if q is Question.ALIGNMENT:
            first = aligned(value_a, lane_a, stars)
            second = aligned(value_b, lane_b, stars)
            code = np.where(first | second, first * 1 + second * 2, code)
        elif q is Question.GREATNESS:
            code = np.where(
                greater(value_a, value_b, stars), CODE_GREATER_FIRST, CODE_GREATER_SECOND
            )
        else:
            yes = _yes_no(q, value_a, lane_a, value_b, lane_b, focus_second, stars)
            code = np.where(yes, int(q) + 2, code)
    code = np.asarray(code, dtype=np.uint8)
    return int(code) if code.ndim == 0 else code


def _code_of_ints(
    questions: tuple[Question, ...],
    value_a: int,
    lane_a: int,
    value_b: int,
    lane_b: int,
    focus_second: bool,
    stars: int,
) -> int:
    # answer_code for one round on whole numbers (a game's question): the same predicates
    # asked one at a time in order, stopping at the first yes, with no arrays to build
    for q in questions:
        if q is Question.ALIGNMENT:
            first = aligned(value_a, lane_a, stars)
            second = aligned(value_b, lane_b, stars)
            if first or second:
                return int(first) + 2 * int(second)
            continue
        if q is Question.GREATNESS:
            return CODE_GREATER_FIRST if greater(value_a, value_b, stars) else CODE_GREATER_SECOND
        if _yes_no(q, value_a, lane_a, value_b, lane_b, focus_second, stars):
            return int(q) + 2
    return CODE_NONE


def _yes_no(q: Question, value_a, lane_a, value_b, lane_b, focus_second: bool, stars: int):
    # the yes/no questions 2-8 on whole numbers or arrays alike: one predicate each
    if q is Question.SYMMETRY:
        return symmetric(value_a, value_b, stars)
    if q is Question.NEIGHBOURS:
        return neighbours(value_a, value_b, stars)
    if q is Question.ODDITY:
        return odd_sum(value_a, value_b, stars)
    if q is Question.MASSIVE:
        return massive(value_a, value_b, stars)
    if q is Question.NEARBY:
        return nearby(value_a, lane_a, stars) | nearby(value_b, lane_b, stars)
    if q is Question.FOCUS:
        if focus_second:
            return correct_half(value_b, lane_b, stars)
        return correct_half(value_a, lane_a, stars)
    return orbit(value_a, lane_a, value_b, lane_b, stars)  # Question.ORBIT


@functools.lru_cache(maxsize=4096)
def _outcome(question: Question | None, cards: tuple[int, ...] = ()) -> Outcome:
    # outcomes are immutable values: each one is made (and checked) once
    return Outcome(question, cards)


def decode(code: int, query: Query) -> Outcome:
    """The :class:`Outcome` that code ``code`` means for ``query``'s two cards."""
    first, second = query.cards
    if code == CODE_NONE:
        return NO_ANSWER
    if code == CODE_ALIGN_FIRST:
        return _outcome(Question.ALIGNMENT, (first,))
    if code == CODE_ALIGN_SECOND:
        return _outcome(Question.ALIGNMENT, (second,))
    if code == CODE_ALIGN_BOTH:
        return _outcome(Question.ALIGNMENT, (first, second))
    if code == CODE_GREATER_FIRST:
        return _outcome(Question.GREATNESS, (first,))
    if code == CODE_GREATER_SECOND:
        return _outcome(Question.GREATNESS, (second,))
    question = Question(code - 2)
    if question is Question.FOCUS:
        return _outcome(question, (query.focus,))
    return _outcome(question)


def encode(outcome: Outcome, query: Query) -> int:
    """The code of ``outcome`` for ``query``; raises if the round cannot give it."""
    query = _query(query)
    if not isinstance(outcome, Outcome):
        raise LogoKitError(f"an answer must be an Outcome, got {checks.describe(outcome)}.")
    possible = possible_outcomes(query)
    if outcome not in possible:
        listed = "; ".join(str(o) for o in possible)
        raise LogoKitError(
            f"'{outcome}' cannot be the answer to this round (cards {query.cards}, questions "
            f"{', '.join(q.title for q in query.questions) or 'none'}): possible answers are "
            f"{listed}."
        )
    first, second = query.cards
    q = outcome.question
    if q is None:
        return CODE_NONE
    if q is Question.ALIGNMENT:
        return (first in outcome.cards) * CODE_ALIGN_FIRST + (second in outcome.cards) * 2
    if q is Question.GREATNESS:
        return CODE_GREATER_FIRST if outcome.cards == (first,) else CODE_GREATER_SECOND
    return int(q) + 2


def _query(query: Any) -> Query:
    return checks.instance(query, "query", Query, "a Query, e.g. Query.build((1, 2), mode='light')")


def possible_outcomes(query: Query) -> list[Outcome]:
    """Every answer the round could give, whatever the cards (in code order).

    >>> len(possible_outcomes(Query.build((1, 2), mode="light")))  # 3 Alignment + 2 + 2 Greatness
    7
    """
    query = _query(query)
    codes = []
    for q in query.questions:
        if q is Question.ALIGNMENT:
            codes += [CODE_ALIGN_FIRST, CODE_ALIGN_SECOND, CODE_ALIGN_BOTH]
        elif q is Question.GREATNESS:
            codes += [CODE_GREATER_FIRST, CODE_GREATER_SECOND]
        else:
            codes.append(int(q) + 2)
    if Question.GREATNESS not in query.questions:
        codes.append(CODE_NONE)
    return [decode(c, query) for c in codes]


def answer(
    query: Query, value_of: Mapping[int, int], lane_of: Mapping[int, int], *, stars: int = 9
) -> Outcome:
    """The truthful answer to ``query`` when card ``c`` has value ``value_of[c]``
    and lies in lane ``lane_of[c]`` (what the opponent says, S4).

    >>> q = Query.build((4, 6), mode="light")
    >>> answer(q, {4: 6, 6: 4}, {4: 4, 6: 6})  # 6 and 4 are neither aligned nor neighbours
    Outcome(Question.SYMMETRY)
    """
    query = _query(query)
    a, b = query.cards
    for name, given in (("value_of", value_of), ("lane_of", lane_of)):
        if not isinstance(given, Mapping) or a not in given or b not in given:
            raise LogoKitError(
                f"{name} must map both cards held up ({a} and {b}) to a whole number, "
                f"got {checks.describe(given)}."
            )
    code = answer_code(
        query.questions,
        value_of[a],
        lane_of[a],
        value_of[b],
        lane_of[b],
        focus_second=query.focus_second,
        stars=stars,
    )
    return decode(code, query)


@functools.lru_cache(maxsize=256)
def code_table(stars: int, questions: tuple[Question, ...]) -> np.ndarray:
    """Precomputed outcome codes for every lane pair, value pair and Focus choice.

    ``code_table(stars, questions)[focus_second, lane_a, lane_b, value_a, value_b]``
    is the code :func:`answer_code` gives; indices run over 0…stars+1. The table
    is read-only and cached: an answer depends only on the two lanes, the two
    values and the questions, which is what makes the solver fast.
    """
    size = stars + 2
    grid = np.arange(size, dtype=np.int16)
    lane_a = grid[:, None, None, None]
    lane_b = grid[None, :, None, None]
    value_a = grid[None, None, :, None]
    value_b = grid[None, None, None, :]
    table = np.stack(
        [
            np.broadcast_to(
                answer_code(
                    questions, value_a, lane_a, value_b, lane_b, focus_second=second, stars=stars
                ),
                (size,) * 4,
            )
            for second in (False, True)
        ]
    ).astype(np.uint8)
    table.flags.writeable = False
    return table
