"""What one player has seen: their own line, every move and answer, the opponent's faces.

A :class:`PlayerView` holds exactly what its seat saw (ruling S19): its own
line's layout and face-up cards, the answers to its own questions, every move
both players made (all are made in the open), the opponent's questions and
answers, and the faces of the opponent's cards held up to it (or flipped by
Align the Stars). It never holds the value of a card the seat did not see.
:meth:`PlayerView.belief` rebuilds the player's exact
:class:`~logo_kit.lore.belief.Belief` from the answers they received
(ruling S1): the start card shown (S9), then every round replayed at the
arrangement it was asked in (S6 flips included). :func:`seat_view` builds a seat's
view from a game (``LoreGame.view``).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import TYPE_CHECKING

from logo_kit import movelog
from logo_kit.lore.belief import Belief
from logo_kit.lore.lanes import Layout
from logo_kit.lore.moves import Finish, Move, Phase, Round
from logo_kit.lore.options import LoreOptions
from logo_kit.lore.questions import Question
from logo_kit.lore.tokens import Tokens, askable

if TYPE_CHECKING:
    from logo_kit.lore.game import LoreGame
    from logo_kit.lore.starline import StarLine

__all__ = ["PlayerView", "replay_belief", "seat_view"]


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
        return hash(
            (
                self.seat,
                self.phase,
                self.turn,
                self.arrangement,
                len(self.rounds),
                len(self.opponent_rounds),
                self.opponent_arrangement,
                last,
            )
        )

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
        return askable(self.mode, self.tokens.held(self.seat))

    def lane_of(self, card: int) -> int:
        """The lane own card ``card`` lies in."""
        self.layout.index(card)
        return self.layout.lanes[self.arrangement.index(card)]

    def belief(self) -> Belief:
        """This player's exact belief about their own line (rebuilt from the answers)."""
        return replay_belief(self.layout, self.start_revealed, self.rounds, self.arrangement)


_shown = attrgetter(*(f.name for f in fields(PlayerView) if f.name != "_played"))


def seat_view(game: LoreGame, seat: int) -> PlayerView:
    """What ``seat`` (already checked) has seen of ``game`` (ruling S19): its own line and
    rounds, every move both players made, and of the opponent's line the faces held up to
    it or flipped; no other hidden value. :meth:`LoreGame.view
    <logo_kit.lore.game.LoreGame.view>` checks the seat and asks this."""
    mine, theirs = game.lines[seat], game.lines[1 - seat]
    current = game.current_player
    to_move = seat == current
    own_rounds, their_rounds = [], []
    for past in game.rounds:
        (own_rounds if past.player == seat else their_rounds).append(past)
    # ruling S19: the asker holds two cards up so that only the opponent sees them
    held = [past.query.cards for past in their_rounds]
    if game.focus is not None and not to_move and game.phase is Phase.SEARCH_SKY:
        held.append(game.focus)
    return PlayerView(
        seat=seat,
        current_player=current,
        phase=game.phase,
        turn=game.turn,
        own_turns=game.own_turns,
        mode=mine.mode,
        layout=mine.layout,
        arrangement=mine.arrangement,
        revealed=mine.revealed,
        start_revealed=mine.start_revealed,
        rounds=tuple(own_rounds),
        tokens=game.tokens,
        focus=game.focus,
        legal_moves=game.legal_moves() if to_move else (),
        opponent_mode=theirs.mode,
        opponent_arrangement=theirs.arrangement,
        opponent_revealed=theirs.revealed,
        finished=game.finished,
        winner=game.winner,
        options=game.options,
        opponent_rounds=tuple(their_rounds),
        own_faces=_faces_seen(mine, game.finished[seat], ()),
        opponent_faces=_faces_seen(theirs, game.finished[1 - seat], held),
        _played=game._played,
    )


def _faces_seen(
    line: StarLine, finish: Finish | None, held: Iterable[tuple[int, ...]]
) -> tuple[tuple[int, int], ...]:
    # (card, value) for every card of ``line`` whose face a seat has seen (ruling S19):
    # face-up cards, cards held up to it, and every card once Align the Stars flipped them
    if finish is not None and finish.how in ("aligned", "wrong"):
        cards: Iterable[int] = line.layout.cards
    else:
        cards = {*line.revealed, *itertools.chain.from_iterable(held)}
    return tuple(sorted((card, line.value_of(card)) for card in cards))
