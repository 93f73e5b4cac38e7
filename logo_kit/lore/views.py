"""What one player has seen: their own line, every move and answer, the opponent's faces.

A :class:`PlayerView` holds exactly what its seat saw (ruling S19): its own
line's layout and face-up cards, the answers to its own questions, every move
both players made (all are made in the open), the opponent's questions and
answers, and the faces of the opponent's cards held up to it (or flipped by
Align the Stars). It never holds the value of a card the seat did not see.
:meth:`PlayerView.belief` rebuilds the player's exact
:class:`~logo_kit.lore.belief.Belief` from the answers they received
(ruling S1): the start card shown (S9), then every round replayed at the
arrangement it was asked in (S6 flips included).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter

from logo_kit import movelog
from logo_kit.lore.belief import Belief
from logo_kit.lore.lanes import Layout
from logo_kit.lore.moves import Finish, Move, Phase, Round
from logo_kit.lore.options import LoreOptions
from logo_kit.lore.questions import STAR_LIGHT, Question
from logo_kit.lore.tokens import Tokens

__all__ = ["PlayerView", "replay_belief"]


def replay_belief(
    layout: Layout,
    start_revealed: int | None,
    rounds: tuple[Round, ...],
    arrangement: tuple[int, ...] | None = None,
    belief: Belief | None = None,
    done: int = 0,
) -> Belief:
    """The belief after ``rounds`` (from round ``done`` on, continuing ``belief``).

    Starting fresh (``belief=None``): every assignment, then the S9 start card
    revealed in its own lane. Finally the cards are laid out as ``arrangement``.
    """
    if belief is None:
        belief = Belief(blackholes=layout.blackholes, stars=layout.stars)
        if start_revealed is not None:
            belief = belief.reveal(start_revealed)  # card v was dealt into lane v (S9)
        done = 0
    for past in rounds[done:]:
        if belief.arrangement != past.arrangement:
            belief = belief.rearrange(past.arrangement)
        belief = belief.update(past.query, past.outcome)
    if arrangement is not None and belief.arrangement != arrangement:
        belief = belief.rearrange(arrangement)
    return belief


@dataclass(frozen=True, eq=False)
class PlayerView:
    """Everything ``seat`` has seen, and nothing else (ruling S19).

    Own line: ``mode``, ``layout``, ``arrangement`` (cards left to right),
    ``revealed`` (face-up cards; their values equal their lanes), the S9
    ``start_revealed`` card, ``rounds`` (every question round this player
    asked, with the answer) and ``own_faces`` ((card, value) of the face-up
    cards, and of every card once Align the Stars flipped them). Public:
    ``tokens``, whose turn and step it is (``current_player``: a seat, or the
    engine's ``CHANCE`` / ``TERMINAL``), the cards held up now (``focus``), the
    opponent's mode, face-up cards and arrangement, how each player finished,
    and :attr:`played`, every move either player made, in order (token
    placements and removals, flips, which cards moved where). Seen as the
    answerer: ``opponent_rounds`` (the opponent's questions and the answers
    given) and ``opponent_faces`` ((card, value) of each opponent card held up
    to this seat or flipped face up). ``legal_moves`` is empty unless this
    player is to move.

    Two views are equal when everything above is (the moves played included),
    so two games this seat cannot tell apart give equal views.
    """

    seat: int
    current_player: int
    phase: Phase
    turn: int
    own_turns: tuple[int, ...]
    mode: str
    layout: Layout
    arrangement: tuple[int, ...]
    revealed: frozenset[int]
    start_revealed: int | None
    rounds: tuple[Round, ...]
    tokens: Tokens
    focus: tuple[int, int] | None
    legal_moves: tuple[Move, ...]
    opponent_mode: str
    opponent_arrangement: tuple[int, ...]
    opponent_revealed: frozenset[int]
    finished: tuple[Finish | None, ...]
    winner: int | None
    options: LoreOptions
    opponent_rounds: tuple[Round, ...] = ()
    own_faces: tuple[tuple[int, int], ...] = ()
    opponent_faces: tuple[tuple[int, int], ...] = ()
    _played: tuple | None = field(default=None, repr=False)

    @property
    def played(self) -> tuple[Move, ...]:
        """Every move either player made since the deal, in order (ruling S19)."""
        return movelog.moves(self._played)

    def __eq__(self, other: object) -> bool:
        if type(other) is not PlayerView:
            return NotImplemented
        return _shown(self) == _shown(other) and self.played == other.played

    def __hash__(self) -> int:
        # a few of the compared parts, so equal views hash alike; cheap to compute
        last = None if self._played is None else self._played[1]
        return hash((self.seat, self.phase, self.turn, self.arrangement, len(self.rounds),
                     len(self.opponent_rounds), self.opponent_arrangement, last))

    @property
    def opponent(self) -> int:
        """The other seat."""
        return 1 - self.seat

    @property
    def opponent_layout(self) -> Layout:
        """The shape of the opponent's line (their blackholes are their choice, S9)."""
        return self.options.layout(self.opponent)

    @property
    def opponent_start_revealed(self) -> int | None:
        """The opponent's S9 start card (face up from the start), if any."""
        return self.options.players[self.opponent].start_revealed

    def opponent_face(self, card: int) -> int | None:
        """The value of the opponent's ``card`` if this seat saw its face, else None."""
        layout = self.opponent_layout
        return dict(self.opponent_faces).get(layout.cards[layout.index(card)])

    def opponent_belief(self) -> Belief:
        """The opponent's exact belief about their own line: what they know, rebuilt
        from their questions and the answers this seat gave them (ruling S19). Its
        ``count`` and ``win_chance()`` measure how close the opponent is to solving."""
        return replay_belief(
            self.opponent_layout,
            self.opponent_start_revealed,
            self.opponent_rounds,
            self.opponent_arrangement,
        )

    @property
    def is_my_turn(self) -> bool:
        return self.current_player == self.seat

    @property
    def face_down(self) -> tuple[int, ...]:
        """Own face-down cards, in card order."""
        return tuple(c for c in self.layout.cards if c not in self.revealed)

    @property
    def available_questions(self) -> tuple[Question, ...]:
        """Questions this player may ask, in asking order (S2, S4)."""
        if self.mode == "light":
            return STAR_LIGHT
        allowed = self.tokens.available(self.seat)
        return tuple(q for q in Question if q in allowed)

    def lane_of(self, card: int) -> int:
        """The lane own card ``card`` lies in."""
        self.layout.index(card)
        return self.layout.lanes[self.arrangement.index(card)]

    def belief(self) -> Belief:
        """This player's exact belief about their own line (rebuilt from the answers)."""
        return replay_belief(self.layout, self.start_revealed, self.rounds, self.arrangement)


_shown = attrgetter(*(f.name for f in fields(PlayerView) if f.name != "_played"))
