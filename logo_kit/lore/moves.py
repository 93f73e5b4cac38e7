"""The moves of a Logic & Lore turn, the steps they belong to, and what a round records.

Before the first turn the deal is chance (``DEAL``): each face-down card of
each line gets its hidden value, one :class:`DealCard` at a time (seat 0's
cards first, in card order), or a whole line at once as one :class:`Deal`
(ruling S1; the S9 start card is placed before the deal and is not dealt).

A turn has six steps in this exact order (rule book, "On Your Turn"); the
engine is always at one of them (:class:`Phase`) and accepts only that step's
moves:

1. ``MOVE_HEAVENS`` — :class:`MoveHeavens` (a new arrangement of the face-down
   cards, ruling S14) or :class:`Pass`.
2. ``ALIGN_STARS`` — :class:`AlignStars` (flip every face-down card: win or
   lose) or :class:`Pass`.
3. ``DIVINE`` (Star Bright only; ruling S5) — :class:`Divine` (place a token;
   or, when cards 2–8 are all taken, replace an opponent's token, which is
   optional: :class:`Pass`).
4. ``CHOOSE_FOCUS`` — :class:`ChooseFocus` (any two cards of your line; S10).
5. ``SEARCH_SKY`` — :class:`Search` (the questions asked, named up front and
   asked in order; S4, S11).
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
from dataclasses import dataclass, field
from typing import Any, Union

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.lore.questions import Outcome, Query, Question

__all__ = [
    "AlignStars",
    "ChooseFocus",
    "Deal",
    "DealCard",
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

    DEAL = "0 deal"
    MOVE_HEAVENS = "1 move the heavens"
    ALIGN_STARS = "2 align the stars"
    DIVINE = "3 divine the cosmos"
    CHOOSE_FOCUS = "4 choose focus"
    SEARCH_SKY = "5 search the sky"
    REMOVE_TOKENS = "5 remove tokens"
    MOVE_AGAIN = "6 move the heavens"
    OVER = "game over"


_CARD_RANGE = {"low": 0, "high": 99}  # wider than any line: rules are checked by the game


@dataclass(frozen=True)
class DealCard:
    """Chance: card ``card`` of ``seat``'s line gets the hidden value ``value`` (S1).

    Blackholes are the value codes 0 (small) and stars + 1 (large, or the only one).
    """

    seat: int
    card: int
    value: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat", checks.whole(self.seat, "seat", low=0, high=1))
        object.__setattr__(self, "card", checks.whole(self.card, "card", **_CARD_RANGE))
        object.__setattr__(self, "value", checks.whole(self.value, "value", **_CARD_RANGE))

    def __str__(self) -> str:
        return f"deal value {self.value} to card {self.card} of seat {self.seat}"


@dataclass(frozen=True)
class Deal:
    """Chance, all at once: ``seat``'s face-down ``cards`` get ``values`` (S1).

    A compound move: it applies exactly as its :attr:`parts` (one
    :class:`DealCard` per card) would. ``cards`` are the cards still to deal,
    in card order (every card of the line but an S9 start card).
    """

    seat: int
    cards: tuple[int, ...]
    values: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat", checks.whole(self.seat, "seat", low=0, high=1))
        cards = checks.wholes(self.cards, "cards", most=20, **_CARD_RANGE)
        values = checks.wholes(self.values, "values", length=len(cards), **_CARD_RANGE)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "values", values)

    @classmethod
    def _made(cls, seat: int, cards: tuple[int, ...], values: tuple[int, ...]) -> Deal:
        # for the engine's own deals: ints in tuples already (apply still checks the deal)
        move = object.__new__(cls)
        object.__setattr__(move, "seat", seat)
        object.__setattr__(move, "cards", cards)
        object.__setattr__(move, "values", values)
        return move

    @property
    def parts(self) -> tuple[DealCard, ...]:
        """The single chance moves this deal stands for, in order."""
        return tuple(
            DealCard(self.seat, c, v) for c, v in zip(self.cards, self.values, strict=True)
        )

    def __str__(self) -> str:
        return f"deal seat {self.seat}'s line: " + " ".join(str(v) for v in self.values)


@dataclass(frozen=True)
class Pass:
    """Skip an optional step (1, 2, 6, or a replacement at step 3)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class MoveHeavens:
    """Lay the cards out as ``arrangement`` (card names, left to right).

    Only face-down cards may move (ruling S6); cards are named by the lane they
    were dealt into. The whole new order comes at once (ruling S14).
    """

    arrangement: tuple[int, ...]

    def __post_init__(self) -> None:
        # a list of card numbers, never a string ("4321") or floats (1.9 is not card 1)
        arranged = checks.wholes(self.arrangement, "an arrangement", most=20, **_CARD_RANGE)
        object.__setattr__(self, "arrangement", arranged)

    @classmethod
    def _made(cls, arrangement: tuple[int, ...]) -> MoveHeavens:
        # for the engine's own lists: the arrangement is already a tuple of ints
        move = object.__new__(cls)
        object.__setattr__(move, "arrangement", arrangement)
        return move

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

    def __post_init__(self) -> None:
        q = checks.whole(self.question, "the question card of a token", **_CARD_RANGE)
        object.__setattr__(self, "question", q)

    def __str__(self) -> str:
        return f"divine: token on {int(self.question)}"


@dataclass(frozen=True)
class ChooseFocus:
    """Hold up two cards (any two of your line, ruling S10) for the opponent to see."""

    cards: tuple[int, int]

    def __post_init__(self) -> None:
        pair = checks.wholes(self.cards, "the cards held up", most=20, **_CARD_RANGE)
        object.__setattr__(self, "cards", pair)

    def __str__(self) -> str:
        return f"hold up cards {self.cards[0]} and {self.cards[1]}"


@dataclass(frozen=True)
class Search:
    """Ask ``questions`` about the held-up cards, in the mode's order (S4).

    The whole set is named before any answer (ruling S11); any question may be
    left out, in either mode (ruling S12).
    ``questions``: Star Bright numbers, :class:`Question` members or names;
    ``None`` asks every question available. ``focus``: the card named for the
    Focus question (default the first held-up card).
    """

    questions: tuple | None = None
    focus: int | None = None

    def __post_init__(self) -> None:
        if self.questions is not None:
            qs: Any = self.questions
            if isinstance(qs, str | Question) or checks.is_whole(qs):
                qs = (qs,)
            items = checks.sequence(qs, "questions", most=20, allow_sets=True)
            for q in items:
                if not isinstance(q, str | Question) and not checks.is_whole(q):
                    raise LogoKitError(
                        "questions are Star Bright numbers 1–9, Question members or names, "
                        f"got {checks.describe(q)}."
                    )
            if all(checks.is_whole(q) for q in items):
                # one spelling per round: the order given does not matter (S4 asks in the
                # mode's order), so numbers and Question members are kept sorted
                items = sorted(items, key=int)
            elif isinstance(qs, set | frozenset):
                items = sorted(items, key=lambda q: (str(type(q)), str(q)))
            object.__setattr__(self, "questions", tuple(items))
        if self.focus is not None:
            object.__setattr__(self, "focus", checks.whole(self.focus, "focus", **_CARD_RANGE))

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
        chosen = checks.wholes(self.questions, "the tokens to take back", most=20, **_CARD_RANGE)
        object.__setattr__(self, "questions", chosen)

    def __str__(self) -> str:
        return "take back tokens on " + ", ".join(str(int(q)) for q in self.questions)


Move = Union[  # noqa: UP007
    DealCard, Deal, Pass, MoveHeavens, AlignStars, Divine, ChooseFocus, Search, RemoveTokens
]


@dataclass(frozen=True)
class Round:
    """One Search the Sky round as the asker experienced it (ruling S8).

    ``arrangement`` is how the asker's cards lay (left to right) when asking;
    ``outcome`` is what the opponent answered. This is everything the asker
    learns, so a :class:`~logo_kit.lore.belief.Belief` can be rebuilt from it.
    ``turn`` counts the game's turns (both players'); ``own_turn`` the asker's own
    turns, as boards and the narrator count them (not part of the round's identity).
    """

    player: int
    turn: int
    arrangement: tuple[int, ...]
    query: Query
    outcome: Outcome
    own_turn: int = field(default=0, compare=False)

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
