"""The moves of a Logic & Lore turn, the steps they belong to, and what a round records.

A turn has six steps in this exact order (rule book, "On Your Turn"); the
engine is always at one of them (:class:`Phase`) and accepts only that step's
moves:

1. ``MOVE_HEAVENS`` — :class:`MoveHeavens` (a new arrangement of the face-down
   cards) or :class:`Pass`.
2. ``ALIGN_STARS`` — :class:`AlignStars` (flip every face-down card: win or
   lose) or :class:`Pass`.
3. ``DIVINE`` (Star Bright only; ruling S5) — :class:`Divine` (place a token;
   or, when cards 2–8 are all taken, replace an opponent's token, which is
   optional: :class:`Pass`).
4. ``CHOOSE_FOCUS`` — :class:`ChooseFocus` (any two cards of your line).
5. ``SEARCH_SKY`` — :class:`Search` (the questions asked, in order; S4).
   After a Star Bright "yes" to Alignment with 3+ of your tokens on the cards,
   ``REMOVE_TOKENS`` — :class:`RemoveTokens` (two of them; ruling S5).
6. ``MOVE_AGAIN`` — :class:`MoveHeavens` or :class:`Pass`.

>>> str(Search((1, 9)))
'ask Alignment, Greatness'
>>> str(MoveHeavens((2, 1, 3)))
'move the heavens to 2 1 3'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Union

from logo_kit.lore.questions import Outcome, Query, Question

__all__ = [
    "AlignStars",
    "ChooseFocus",
    "Divine",
    "Finish",
    "Move",
    "MoveHeavens",
    "Pass",
    "Phase",
    "RemoveTokens",
    "Round",
    "Search",
]


class Phase(enum.Enum):
    """The step of the turn the game is at (rule book, "On Your Turn")."""

    MOVE_HEAVENS = "1 move the heavens"
    ALIGN_STARS = "2 align the stars"
    DIVINE = "3 divine the cosmos"
    CHOOSE_FOCUS = "4 choose focus"
    SEARCH_SKY = "5 search the sky"
    REMOVE_TOKENS = "5 remove tokens"
    MOVE_AGAIN = "6 move the heavens"
    OVER = "game over"


@dataclass(frozen=True)
class Pass:
    """Skip an optional step (1, 2, 6, or a replacement at step 3)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class MoveHeavens:
    """Lay the cards out as ``arrangement`` (card names, left to right).

    Only face-down cards may move (ruling S6); cards are named by the lane they
    were dealt into.
    """

    arrangement: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "arrangement", tuple(self.arrangement))

    def __str__(self) -> str:
        return "move the heavens to " + " ".join(str(c) for c in self.arrangement)


@dataclass(frozen=True)
class AlignStars:
    """Flip every face-down card: all home wins, any wrong loses (S6, S7)."""

    def __str__(self) -> str:
        return "align the stars"


@dataclass(frozen=True)
class Divine:
    """Put a token on question card ``question`` (2–8; ruling S5)."""

    question: int

    def __str__(self) -> str:
        return f"divine: token on {int(self.question)}"


@dataclass(frozen=True)
class ChooseFocus:
    """Hold up two cards (any two of your line) for the opponent to see."""

    cards: tuple[int, int]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))

    def __str__(self) -> str:
        return f"hold up cards {self.cards[0]} and {self.cards[1]}"


@dataclass(frozen=True)
class Search:
    """Ask ``questions`` about the held-up cards, in the mode's order (S4).

    ``questions``: Star Bright numbers, :class:`Question` members or names;
    ``None`` asks every question available. ``focus``: the card named for the
    Focus question (default the first held-up card).
    """

    questions: tuple | None = None
    focus: int | None = None

    def __post_init__(self) -> None:
        if self.questions is not None:
            qs = self.questions
            if isinstance(qs, str | int | Question):
                qs = (qs,)
            object.__setattr__(self, "questions", tuple(qs))

    def __str__(self) -> str:
        if self.questions is None:
            return "ask every available question"
        names = ", ".join(
            Question(q).title if isinstance(q, int) else str(q) for q in self.questions
        )
        focus = f" (focus {self.focus})" if self.focus is not None else ""
        return f"ask {names}{focus}"


@dataclass(frozen=True)
class RemoveTokens:
    """After a Star Bright "yes" to Alignment: take these two tokens back (S5)."""

    questions: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "questions", tuple(self.questions))

    def __str__(self) -> str:
        return "take back tokens on " + ", ".join(str(int(q)) for q in self.questions)


Move = Union[Pass, MoveHeavens, AlignStars, Divine, ChooseFocus, Search, RemoveTokens]  # noqa: UP007


@dataclass(frozen=True)
class Round:
    """One Search the Sky round as the asker experienced it (ruling S8).

    ``arrangement`` is how the asker's cards lay (left to right) when asking;
    ``outcome`` is what the opponent answered. This is everything the asker
    learns, so a :class:`~logo_kit.lore.belief.Belief` can be rebuilt from it.
    """

    player: int
    turn: int
    arrangement: tuple[int, ...]
    query: Query
    outcome: Outcome

    def __str__(self) -> str:
        return f"player {self.player}, turn {self.turn}: cards {self.query.cards} → {self.outcome}"


@dataclass(frozen=True)
class Finish:
    """How a player's game ended: ``won`` or not, after ``own_turns`` of their
    turns (game turn ``turn``), and ``how``: ``"aligned"`` (Align the Stars,
    all home), ``"all face up"`` (every card aligned face up, S6) or
    ``"wrong"`` (Align the Stars with a card out of place)."""

    player: int
    won: bool
    own_turns: int
    turn: int
    how: str
