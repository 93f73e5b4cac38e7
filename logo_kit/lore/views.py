"""What one player knows: their own line's layout, answers received, the public table.

A :class:`PlayerView` never holds the hidden values of any face-down card.
:meth:`PlayerView.belief` rebuilds the player's exact
:class:`~logo_kit.lore.belief.Belief` from the answers they received
(ruling S1): the start card shown (S9), then every round replayed at the
arrangement it was asked in (S6 flips included).
"""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class PlayerView:
    """Everything ``seat`` may know now, and nothing hidden.

    Own line: ``mode``, ``layout``, ``arrangement`` (cards left to right),
    ``revealed`` (face-up cards; their values equal their lanes), the S9
    ``start_revealed`` card and ``rounds`` (every question round this player
    asked, with the answer). Public: ``tokens``, whose turn and step it is
    (``current_player``: a seat, or the engine's ``CHANCE`` / ``TERMINAL``), the
    opponent's mode, face-up cards and arrangement, how each player
    finished. ``legal_moves`` is empty unless this player is to move.
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
