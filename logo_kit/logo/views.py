"""What the engine reports: the phase, finished rounds, one player's view, a game summary.

All are frozen values built by :class:`~logo_kit.logo.game.LogoGame`.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from operator import attrgetter

from logo_kit.logo.cardcodes import cards_of
from logo_kit.logo.cards import Card, Kind, standard_deck
from logo_kit.logo.moves import (
    Accept,
    Declare,
    Discard,
    Move,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.options import LogoOptions

__all__ = ["PLAYER_MOVES", "LogoSummary", "Phase", "PlayerView", "RoundResult"]


class Phase(enum.Enum):
    """Where a game stands, i.e. what kind of move comes next."""

    DEAL = "deal"  # chance: shuffle and deal the next round
    TAKE = "take"  # turn player: take from the draw or discard pile, or declare LOGO
    DISCARD = "discard"  # turn player holds 8 cards: discard one, maybe using an action
    RESPOND = "respond"  # target of an action who holds STOP or LOGO: stop it or not
    STEAL_PICK = "steal pick"  # chance: the card the stealer takes blindly
    STEAL_DISCARD = "steal discard"  # stealer holds 8 cards: discard one (no action, L14)
    RESHUFFLE = "reshuffle"  # chance: discard pile except its top becomes the draw pile
    GAME_OVER = "game over"


PLAYER_MOVES: dict[Phase, tuple[type, ...]] = {
    Phase.TAKE: (TakeDraw, TakeDiscard, Declare),  # rulings L4, L9
    Phase.DISCARD: (Discard,),  # rulings L4, L5
    Phase.RESPOND: (Stop, Accept),  # ruling L6
    Phase.STEAL_DISCARD: (Discard,),  # rulings L7, L14
}
"""The kinds of move a player may make in each phase (chance phases and the end: none).

The engine checks the details (which card, which target); this table says
only which kinds of move belong to a moment, e.g. for a board's buttons.
"""


@dataclass(frozen=True)
class RoundResult:
    """One finished round: who held what, who declared, who was lowest, the points (L10).

    Per-seat tuples have an entry for every seat; seats that did not play the
    round (eliminated earlier, ruling L17) have ``None`` hands and values and 0 points.
    ``lowest`` lists the seats holding the lowest value; ``declarer_strictly_lowest``
    says the declarer alone held it, ``declarer_won`` that the declarer scored
    as the low hand (strictly lowest, or tied under ``declarer_wins_ties``). Both
    are False when nobody declared.
    """

    round_number: int
    first_player: int
    hands: tuple[tuple[Card, ...] | None, ...]
    values: tuple[int | None, ...]
    declarer: int | None
    points: tuple[int, ...]
    totals: tuple[int, ...]
    eliminated: tuple[int, ...]
    ended_by: str  # "declaration" or "draw pile"
    lowest: tuple[int, ...]
    declarer_strictly_lowest: bool
    declarer_won: bool

    @classmethod
    def build(cls, **fields: object) -> RoundResult:
        """Make a result without the generated ``__init__``'s field-by-field setting (the
        engine makes one every round, from values it has worked out; see
        :meth:`PlayerView.build`). Every field must be given."""
        result = object.__new__(cls)
        result.__dict__.update(fields)
        return result

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that played this round."""
        return tuple(s for s, v in enumerate(self.values) if v is not None)

    @property
    def round_points(self) -> tuple[int | None, ...]:
        """Points per seat, None for a seat that did not play the round."""
        pairs = zip(self.points, self.values, strict=True)
        return tuple(p if v is not None else None for p, v in pairs)


@dataclass(frozen=True)
class LogoSummary:
    """What a tournament keeps of one LOGO game (``LogoGame.summary()``).

    Per round (in order) and per seat: the points scored and the hand values
    (None for a seat already out), and the declarer (None: the draw pile ran out).
    """

    rounds: int
    points: tuple[tuple[int | None, ...], ...]
    values: tuple[tuple[int | None, ...], ...]
    declarers: tuple[int | None, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class PlayerView:
    """Everything seat ``seat`` has seen, and nothing more.

    Public: pile sizes, the whole discard pile (every card in it was laid face
    up in front of everyone since the last reshuffle), hand sizes, pending
    Jumps, the declarer, the action in progress, totals and past rounds.
    Private to this seat: ``hand`` and ``looked`` (hands it has seen with Look,
    as they were when looked at, until the next deal: ruling L19).
    ``legal_moves`` is empty unless this seat is to move. ``current_player`` is
    a seat, ``CHANCE`` or ``TERMINAL`` (:mod:`logo_kit.engine`); ``skipped``
    lists the seats that lost their turn to a Jump when the turn last passed
    (ruling L7). ``results`` are all finished rounds (their hands were shown).

    :attr:`history` is what the seat saw move by move: after each player's move
    (every move is made in the open), its own hand, the hands it had looked
    at and the discard pile. Two views are equal when all of this is, so two
    games this seat cannot tell apart give equal views and any difference it
    saw makes them differ.
    """

    seat: int
    players: int
    phase: Phase
    current_player: int
    turn_player: int
    round_number: int
    first_player: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    active: tuple[bool, ...]
    totals: tuple[int, ...]
    draw_size: int
    discard_pile: tuple[Card, ...]
    pending_jumps: tuple[int, ...]
    skipped: tuple[int, ...]
    declarer: int | None
    pending_action: tuple[int, int, Kind] | None
    looked: Mapping[int, tuple[Card, ...]]
    legal_moves: tuple[Move, ...]
    options: LogoOptions
    decks: int
    last_round: RoundResult | None
    results: tuple[RoundResult, ...] = ()
    _public: tuple | None = field(default=None, repr=False)
    _private: tuple | None = field(default=None, repr=False)

    @property
    def history(self) -> tuple[tuple, ...]:
        """What this seat saw, oldest first: after each player's move ``(move, discard
        pile)``, and ``(own hand, hands looked at)`` whenever those changed (one entry
        per seat in the second, None if not looked at)."""
        private = {entry[0]: entry[1:] for entry in _entries(self._private)}
        found: list[tuple] = []
        for move, discard, count in _entries(self._public):
            found.append((move, cards_of(discard)))
            if count in private:
                hand, seen = private[count]
                found.append(
                    (cards_of(hand), tuple(None if h is None else cards_of(h) for h in seen))
                )
        return tuple(found)

    def __eq__(self, other: object) -> bool:
        if type(other) is not PlayerView:
            return NotImplemented
        return (
            _shown(self) == _shown(other)
            and _same_entries(self._public, other._public)
            and _same_entries(self._private, other._private)
        )

    def __hash__(self) -> int:
        # a few of the compared parts, so equal views hash alike
        return hash(
            (
                self.seat,
                self.phase,
                self.round_number,
                self.hand,
                self.draw_size,
                self.discard_pile,
                self.hand_sizes,
            )
        )

    @classmethod
    def build(cls, **fields: object) -> PlayerView:
        """Make a view without the per-field checks of the generated ``__init__``.

        The engine builds one view per decision; filling ``__dict__`` in one step
        is several times faster than ``__init__``'s field-by-field setting on a
        frozen dataclass. Every field must be given.
        """
        view = object.__new__(cls)
        view.__dict__.update(fields)
        return view

    @property
    def discard_top(self) -> Card | None:
        """The card on top of the discard pile (None only for a moment, never at a decision)."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def opponents(self) -> tuple[int, ...]:
        """Seats of the other players still in the game."""
        return tuple(s for s in range(self.players) if self.active[s] and s != self.seat)

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen this round: the decks minus own hand and discard pile.

        Opponents' hands and the draw pile are among these, which is what a
        calculator such as ``declare_advice`` needs as ``unseen``.
        """
        left = Counter(standard_deck(self.decks))
        left.subtract(self.hand)
        left.subtract(self.discard_pile)
        return [
            card for card in dict.fromkeys(standard_deck(self.decks)) for _ in range(left[card])
        ]


_shown = attrgetter(*(f.name for f in fields(PlayerView) if f.name not in ("_public", "_private")))


def _same_entries(a: tuple | None, b: tuple | None) -> bool:
    """True when two linked lists of nodes hold the same entries. Newest first, and done
    as soon as both reach one shared node: views of one game share their older history,
    so comparing them costs what differs, not the whole game (which made every equality
    test walk thousands of moves)."""
    while a is not b:
        if a is None or b is None or a[1:] != b[1:]:
            return False
        a, b = a[0], b[0]
    return True


def _entries(node: tuple | None) -> list[tuple]:
    # the entries of a linked list of nodes (previous, *entry), oldest first (no recursion)
    found = []
    while node is not None:
        found.append(node[1:])
        node = node[0]
    found.reverse()
    return found
