"""The moves of a LOGO game: player decisions and chance outcomes.

A move is a small frozen value. Players choose among
:meth:`LogoGame.legal_moves() <logo_kit.logo.game.LogoGame.legal_moves>`; chance
moves (:class:`Deal`, :class:`Reshuffle`, :class:`StealPick`) record what the
shuffle or the blind pick produced, so a move log replays to the very same game
without needing the random generator again.

Seats are numbered 0, 1, 2, … clockwise and printed as letters A, B, C, …
like the players of the rule sheet's examples.

>>> from logo_kit.logo.cards import Kind, parse_card
>>> str(Discard(parse_card("STEAL"), target=2))
'discard STEAL, using it on player C'
>>> str(Discard(parse_card("LOGO"), target=1, action=Kind.DESTROY))
'discard LOGO as DESTROY, using it on player B'
"""

from __future__ import annotations

from dataclasses import dataclass

from logo_kit.logo.cards import Card, Kind

__all__ = [
    "TARGETED_ACTIONS",
    "Accept",
    "ChanceMove",
    "Deal",
    "Declare",
    "Discard",
    "Move",
    "PlayerMove",
    "Reshuffle",
    "StealPick",
    "Stop",
    "TakeDiscard",
    "TakeDraw",
    "seat_name",
]

# Actions that name a target on the actor's own turn (ruling L5). STOP is only
# ever an answer to an action aimed at its holder (ruling L6).
TARGETED_ACTIONS: tuple[Kind, ...] = (Kind.JUMP, Kind.STEAL, Kind.LOOK, Kind.DESTROY)


def seat_name(seat: int) -> str:
    """Seat 0 is player A, seat 1 player B, … (as in the rule sheet's examples)."""
    return "ABCDEFGH"[seat] if isinstance(seat, int) and 0 <= seat < 8 else str(seat)


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
        return f"discard {self.card}{played}, using it on player {seat_name(self.target)}"


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
class Deal:
    """Chance: the shuffled deck, top card first, dealt one card at a time clockwise."""

    order: tuple[Card, ...]

    def __str__(self) -> str:
        return f"shuffle and deal {len(self.order)} cards"


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """Chance: the discard pile except its top, shuffled into a new draw pile (ruling L8)."""

    order: tuple[Card, ...]

    def __str__(self) -> str:
        return f"reshuffle {len(self.order)} cards into a new draw pile"


@dataclass(frozen=True, slots=True)
class StealPick:
    """Chance: the card the stealer takes blindly from the target (ruling L7)."""

    card: Card

    def __str__(self) -> str:
        return f"the stolen card is {self.card}"


PlayerMove = TakeDraw | TakeDiscard | Declare | Discard | Stop | Accept
ChanceMove = Deal | Reshuffle | StealPick
Move = PlayerMove | ChanceMove
