"""The moves of a LOGO game: player decisions and chance outcomes.

A move is a small frozen value. Players choose among
:meth:`LogoGame.legal_moves() <logo_kit.logo.game.LogoGame.legal_moves>`; chance
moves record what the shuffle or the blind pick produced, so a move log replays
to the very same game without needing the random generator again.

Chance comes one card at a time: a deal is 55 (or 110) :class:`DealCard`
moves, the next card of the shuffled deck each, and a reshuffle is one
:class:`ReshuffleCard` per card of the new draw pile; a steal is one
:class:`StealPick`. For speed, ``sample_chance`` draws a whole shuffle at once
as one *compound* move, :class:`Deal` or :class:`Reshuffle`, whose ``parts``
are exactly those single-card moves.

Seats are numbered 0, 1, 2, … clockwise and printed as letters A, B, C, …
like the players of the rule sheet's examples.

>>> from logo_kit.logo.cards import Kind, parse_card
>>> str(Discard(parse_card("STEAL"), target=2))
'discard STEAL, using it on player C'
>>> str(Discard(parse_card("LOGO"), target=1, action=Kind.DESTROY))
'discard LOGO as DESTROY, using it on player B'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from logo_kit.engine import seat_label
from logo_kit.logo.cards import Card, Kind

__all__ = [
    "TARGETED_ACTIONS",
    "Accept",
    "ChanceMove",
    "Deal",
    "DealCard",
    "Declare",
    "Discard",
    "Move",
    "PlayerMove",
    "Reshuffle",
    "ReshuffleCard",
    "StealPick",
    "Stop",
    "TakeDiscard",
    "TakeDraw",
]

# Actions that name a target on the actor's own turn (ruling L5). STOP is only
# ever an answer to an action aimed at its holder (ruling L6).
TARGETED_ACTIONS: tuple[Kind, ...] = (Kind.JUMP, Kind.STEAL, Kind.LOOK, Kind.DESTROY)


@dataclass(frozen=True, slots=True)
class TakeDraw:
    """Start a turn by taking the top card of the draw pile (ruling L4)."""

    def __str__(self) -> str:
        return "take the top card of the draw pile"


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Start a turn by taking the top card of the discard pile; never an action card (L4)."""

    def __str__(self) -> str:
        return "take the top card of the discard pile"


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare LOGO instead of taking a turn (ruling L9)."""

    def __str__(self) -> str:
        return "declare LOGO!"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard ``card``; an action card may be used on ``target`` (rulings L5, L7).

    ``action`` says which action a LOGO card plays as (JUMP, STEAL, LOOK or
    DESTROY); for a real action card it may be left out. Without a target the
    card is only shed. After a Steal the stealer's discard never has a target.
    """

    card: Card
    target: int | None = None
    action: Kind | None = None

    def __str__(self) -> str:
        if self.target is None:
            return f"discard {self.card}"
        played = ""
        if self.action is not None and self.action.value != str(self.card):
            played = f" as {self.action.value}"
        return f"discard {self.card}{played}, using it on player {seat_label(self.target)}"


@dataclass(frozen=True, slots=True)
class Stop:
    """Answer an action aimed at you with STOP, or with LOGO played as Stop (ruling L6)."""

    card: Card

    def __str__(self) -> str:
        played = "" if str(self.card) == "STOP" else " as STOP"
        return f"answer with {self.card}{played}"


@dataclass(frozen=True, slots=True)
class Accept:
    """Let an action aimed at you happen (do not answer it with Stop)."""

    def __str__(self) -> str:
        return "let the action happen"


@dataclass(frozen=True, slots=True)
class DealCard:
    """Chance: the next card of the shuffled deck while a round is dealt (ruling L1).

    The first 7 × (players) cards go one at a time clockwise from the round's
    first player, the next is turned face up on the discard pile, and the rest
    make the draw pile, the first of them on top.
    """

    card: Card

    def __str__(self) -> str:
        return f"the next card of the shuffled deck is {self.card}"


@dataclass(frozen=True, slots=True)
class ReshuffleCard:
    """Chance: the next card of a reshuffled draw pile, top card first (ruling L8)."""

    card: Card

    def __str__(self) -> str:
        return f"the next card of the reshuffled pile is {self.card}"


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance, compound: the whole shuffled deck, top card first, dealt as its parts are.

    The same as one :class:`DealCard` per card of ``order``; only allowed before
    the first card of a deal.
    """

    order: tuple[Card, ...]
    # set only by the engine's sample_chance (never by a caller): (the card codes it
    # shuffled, their order as codes); apply then need not look each card up
    _drawn: tuple | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def parts(self) -> tuple[DealCard, ...]:
        return tuple(map(DealCard, self.order))

    def __str__(self) -> str:
        return f"shuffle and deal {len(self.order)} cards"


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """Chance, compound: the discard pile except its top, shuffled into a new draw pile
    (ruling L8), top card first; the same as one :class:`ReshuffleCard` per card."""

    order: tuple[Card, ...]
    # set only by the engine's sample_chance (see Deal)
    _drawn: tuple | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def parts(self) -> tuple[ReshuffleCard, ...]:
        return tuple(map(ReshuffleCard, self.order))

    def __str__(self) -> str:
        return f"reshuffle {len(self.order)} cards into a new draw pile"


@dataclass(frozen=True, slots=True)
class StealPick:
    """Chance: the card the stealer takes blindly from the target (ruling L7)."""

    card: Card

    def __str__(self) -> str:
        return f"the stolen card is {self.card}"


PlayerMove = TakeDraw | TakeDiscard | Declare | Discard | Stop | Accept
ChanceMove = DealCard | ReshuffleCard | StealPick | Deal | Reshuffle
Move = PlayerMove | ChanceMove
