"""The Search the Sky questions of Logic & Lore as named predicates (rulings S2–S4, S7, S8).

Every predicate takes card *values* (and, where the question needs it, the
*lanes* the cards lie in) and works both on plain ints and, element by element,
on numpy arrays of signed integers, so the same definition answers one
question at the table and fills the lookup tables the solver uses.

Values follow :mod:`logo_kit.lore.lanes`: stars are 1…stars, blackholes are
any other code (0 = small, stars+1 = large). Blackholes "count as nothing and
are never aligned" (ruling S7): every pair question is "no" if either card is a
blackhole, and a blackhole's own part of a per-card question is "no".

>>> symmetric(3, 7), neighbours(3, 4), odd_sum(3, 4), massive(3, 7)
(True, True, True, False)
>>> correct_half(5, 1), correct_half(2, 0), correct_half(8, 10)
(True, True, True)
>>> q = Query.build((1, 2), mode="bright", questions={1, 9})
>>> answer(q, value_of={1: 7, 2: 2}, lane_of={1: 1, 2: 2})
Outcome(Question.ALIGNMENT, cards=(2,))
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np

from logo_kit.errors import LogoKitError

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


# -- predicates ---------------------------------------------------------------
# Each works on Python ints and on numpy arrays of signed integers alike.


def is_star(value: Any, stars: int = 9) -> Any:
    """Is ``value`` a star card (1…stars) rather than a blackhole?

    >>> is_star(9), is_star(0), is_star(10)
    (True, False, False)
    """
    return (value >= 1) & (value <= stars)


def is_blackhole(value: Any, stars: int = 9) -> Any:
    """Is ``value`` a blackhole code (anything outside 1…stars)? Ruling S7.

    >>> is_blackhole(0), is_blackhole(10), is_blackhole(5)
    (True, True, False)
    """
    return ~is_star(value, stars) if isinstance(value, np.ndarray) else not is_star(value, stars)


def aligned(value: Any, lane: Any, stars: int = 9) -> Any:
    """Alignment, one card: does its value equal its lane? Blackholes never (S1, S7).

    >>> aligned(4, 4), aligned(4, 5), aligned(10, 10), aligned(0, 0)
    (True, False, False, False)
    """
    return is_star(value, stars) & (value == lane)


def symmetric(a: Any, b: Any, stars: int = 9) -> Any:
    """Symmetry: do two star cards add up to ``stars + 1`` (10)? (S2, S3, S7)

    Symmetric cards are equally far from the centre when aligned.

    >>> symmetric(1, 9), symmetric(5, 5), symmetric(0, 10), symmetric(4, 5)
    (True, True, False, False)
    """
    return is_star(a, stars) & is_star(b, stars) & (a + b == stars + 1)


def neighbours(a: Any, b: Any, stars: int = 9) -> Any:
    """Neighbours: are two star cards consecutive (|a − b| = 1)? (S2, S3, S7)

    >>> neighbours(5, 4), neighbours(4, 6), neighbours(9, 10), neighbours(1, 0)
    (True, False, False, False)
    """
    return is_star(a, stars) & is_star(b, stars) & (abs(a - b) == 1)


def odd_sum(a: Any, b: Any, stars: int = 9) -> Any:
    """Oddity: is the sum of two star cards odd (one odd, one even)? (S3, S7)

    >>> odd_sum(2, 3), odd_sum(2, 4), odd_sum(1, 3), odd_sum(1, 10)
    (True, False, False, False)
    """
    return is_star(a, stars) & is_star(b, stars) & ((a + b) % 2 == 1)


def massive(a: Any, b: Any, stars: int = 9) -> Any:
    """Massive: is the sum of two star cards greater than ``stars + 1`` (10)? (S3, S7)

    >>> massive(2, 9), massive(1, 9), massive(9, 10)
    (True, False, False)
    """
    return is_star(a, stars) & is_star(b, stars) & (a + b > stars + 1)


def nearby(value: Any, lane: Any, stars: int = 9) -> Any:
    """Nearby, one card: is it within one lane of its own lane (|value − lane| ≤ 1)? (S3, S7)

    The pair question is "yes" when either card is nearby. A star 1 in lane 0
    or a 9 in lane 10 is nearby; a blackhole never is.

    >>> nearby(3, 4), nearby(3, 5), nearby(1, 0), nearby(10, 10)
    (True, False, True, False)
    """
    return is_star(value, stars) & (abs(value - lane) <= 1)


def correct_half(value: Any, lane: Any, stars: int = 9) -> Any:
    """Focus, the named card: is it in the correct half of the board? (S3, S7)

    Values below the middle belong left of it, values above it right of it.
    The middle value (5), or any star in the middle lane (5), always counts
    as correct; lane 0 is left, lane 10 right; a blackhole is always "no".
    With an even number of stars there is no middle card or lane.

    >>> correct_half(3, 4), correct_half(3, 6), correct_half(5, 9), correct_half(8, 5)
    (True, False, True, True)
    >>> correct_half(9, 0), correct_half(1, 10), correct_half(0, 5)
    (False, False, False)
    """
    middle2 = stars + 1  # twice the middle, so even star counts stay in integers
    side_value = 2 * value - middle2
    side_lane = 2 * lane - middle2
    same_side = (side_value == 0) | (side_lane == 0) | (side_value * side_lane > 0)
    return is_star(value, stars) & same_side


def orbit(value_a: Any, lane_a: Any, value_b: Any, lane_b: Any, stars: int = 9) -> Any:
    """Orbit: if the two cards swapped lanes, would either be aligned? (S3, S7)

    >>> orbit(2, 1, 9, 2), orbit(2, 1, 1, 2), orbit(2, 1, 3, 4), orbit(10, 1, 3, 10)
    (True, True, False, False)
    """
    return aligned(value_a, lane_b, stars) | aligned(value_b, lane_a, stars)


def _rank(value: Any, stars: int) -> Any:
    # Stars rank by value; any star beats a blackhole; the large blackhole beats the small.
    return np.where(is_star(value, stars), value, np.where(value == 0, -2, -1))


def greater(a: Any, b: Any, stars: int = 9) -> Any:
    """Greatness: is card ``a`` greater than card ``b``? (S2, S3, S7)

    A star beats a blackhole; of two blackholes the large one is greater.

    >>> greater(7, 3), greater(1, 0), greater(1, 10), greater(10, 0), greater(0, 10)
    (True, True, True, True, False)
    """
    result = _rank(a, stars) > _rank(b, stars)
    return bool(result) if np.ndim(result) == 0 else result


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
        cards = tuple(sorted(self.cards))
        object.__setattr__(self, "cards", cards)
        allowed = _CARD_COUNTS[self.question]
        if len(cards) not in allowed or len(set(cards)) != len(cards):
            what = "no answer" if self.question is None else str(self.question)
            raise LogoKitError(
                f"an outcome of {what} names {sorted(allowed)} distinct card(s), got {cards}."
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
        every question of the mode. They are asked in the mode's order whatever
        order they are given in. ``focus``: the card named for Focus (default:
        the first of the two); ignored when Focus is not asked.
        """
        mode = _parse_mode(mode)
        pair = tuple(cards)
        if (
            len(pair) != 2
            or any(isinstance(c, bool) or not isinstance(c, int | np.integer) for c in pair)
            or pair[0] == pair[1]
        ):
            raise LogoKitError(
                f"hold up exactly two different cards (two card numbers), got {pair!r}."
            )
        pair = (int(pair[0]), int(pair[1]))
        order = STAR_LIGHT if mode == "light" else STAR_BRIGHT
        if questions is None:
            chosen = set(order)
        else:
            if isinstance(questions, str | int):
                questions = [questions]
            chosen = {_parse_question(q, mode) for q in questions}
        asked = tuple(q for q in order if q in chosen)
        if Question.FOCUS in asked:
            if focus is None:
                focus = pair[0]
            if focus not in pair:
                raise LogoKitError(
                    f"the Focus card must be one of the two cards held up {pair}, got {focus!r}."
                )
            focus = int(focus)
        else:
            focus = None
        return cls(pair, asked, focus, mode)

    @property
    def focus_second(self) -> bool:
        """True when Focus names the second card of :attr:`cards`."""
        return self.focus is not None and self.focus == self.cards[1]


def _parse_mode(mode: str) -> str:
    text = str(mode).strip().lower().replace("star", "").replace("_", "").replace(" ", "")
    if text not in MODES:
        raise LogoKitError(
            f"mode must be 'light' (Star Light) or 'bright' (Star Bright), got {mode!r}."
        )
    return text


def _parse_question(question: Any, mode: str) -> Question:
    order = STAR_LIGHT if mode == "light" else STAR_BRIGHT
    found: Question | None = None
    if isinstance(question, Question):
        found = question
    elif isinstance(question, int | np.integer) and not isinstance(question, bool):
        if mode == "light":
            raise LogoKitError(
                "Star Light questions have no numbers: name them ('aligned', 'neighbours', "
                f"'symmetric', 'greatest'), got {question!r}."
            )
        if 1 <= question <= 9:
            found = Question(int(question))
    elif isinstance(question, str):
        key = question.strip().lower().rstrip("?")
        found = _ALIASES.get(key) or Question.__members__.get(key.upper())
    if found is None:
        raise LogoKitError(
            f"{question!r} is not a question: use a Star Bright number 1–9 or a name "
            f"({', '.join(q.title for q in order)})."
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
            if q is Question.SYMMETRY:
                yes = symmetric(value_a, value_b, stars)
            elif q is Question.NEIGHBOURS:
                yes = neighbours(value_a, value_b, stars)
            elif q is Question.ODDITY:
                yes = odd_sum(value_a, value_b, stars)
            elif q is Question.MASSIVE:
                yes = massive(value_a, value_b, stars)
            elif q is Question.NEARBY:
                yes = nearby(value_a, lane_a, stars) | nearby(value_b, lane_b, stars)
            elif q is Question.FOCUS:
                if focus_second:
                    yes = correct_half(value_b, lane_b, stars)
                else:
                    yes = correct_half(value_a, lane_a, stars)
            else:  # Question.ORBIT
                yes = orbit(value_a, lane_a, value_b, lane_b, stars)
            code = np.where(yes, int(q) + 2, code)
    code = np.asarray(code, dtype=np.uint8)
    return int(code) if code.ndim == 0 else code


def decode(code: int, query: Query) -> Outcome:
    """The :class:`Outcome` that code ``code`` means for ``query``'s two cards."""
    first, second = query.cards
    if code == CODE_NONE:
        return NO_ANSWER
    if code == CODE_ALIGN_FIRST:
        return Outcome(Question.ALIGNMENT, (first,))
    if code == CODE_ALIGN_SECOND:
        return Outcome(Question.ALIGNMENT, (second,))
    if code == CODE_ALIGN_BOTH:
        return Outcome(Question.ALIGNMENT, (first, second))
    if code == CODE_GREATER_FIRST:
        return Outcome(Question.GREATNESS, (first,))
    if code == CODE_GREATER_SECOND:
        return Outcome(Question.GREATNESS, (second,))
    question = Question(code - 2)
    if question is Question.FOCUS:
        return Outcome(question, (query.focus,))
    return Outcome(question)


def encode(outcome: Outcome, query: Query) -> int:
    """The code of ``outcome`` for ``query``; raises if the round cannot give it."""
    if not isinstance(outcome, Outcome):
        raise LogoKitError(f"an answer must be an Outcome, got {outcome!r}.")
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


def possible_outcomes(query: Query) -> list[Outcome]:
    """Every answer the round could give, whatever the cards (in code order).

    >>> len(possible_outcomes(Query.build((1, 2), mode="light")))  # 3 Alignment + 2 + 2 Greatness
    7
    """
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
    a, b = query.cards
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
