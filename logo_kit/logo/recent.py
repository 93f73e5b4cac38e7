"""What a seat saw happen since its own last move: the "since your last move" of a board.

A board's status strip tells the student what the bots did while they waited:
who drew (from the pile, face down, or the discard, face up), who discarded
what, which action was played on whom, who declared, when a round ended and a
new one was dealt. :func:`since_last_move` lists those events from the game's
own move log, each told by the narrator (:func:`~logo_kit.logo.describe_move`)
through the seat's eyes, and says which card each showed the seat (None when
it was face down to it: another player's blind draw, a steal between two
others). It also lists the cards that came into the seat's hand since just
before its last move (the card it drew, a replacement, a card swapped in), so a
board can mark them. Nothing here is a rule: it replays the log and reads the
positions.

>>> import numpy as np
>>> from logo_kit.logo import LogoGame, LogoOptions
>>> from logo_kit.logo.moves import Discard, TakeDraw
>>> from logo_kit.logo.players import GreedyLowPlayer
>>> game = LogoGame.new(LogoOptions(players=2), np.random.default_rng(1))
>>> game = game.apply(TakeDraw())
>>> seen = since_last_move(game, 1, names=["A", "Bot"])
>>> [(e.seat, e.kind, e.card) for e in seen.events]   # the deal, then A's blind draw
[(None, 'deal', None), (0, 'draw', None)]
>>> seen.events[-1].text
'A takes a card from the draw pile.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from logo_kit import checks
from logo_kit.engine import CHANCE
from logo_kit.logo.cards import Card
from logo_kit.logo.game import LogoGame
from logo_kit.logo.moves import (
    Accept,
    Deal,
    DealCard,
    Declare,
    Discard,
    Move,
    Reshuffle,
    ReshuffleCard,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.narrate import describe_move

__all__ = ["SeenEvent", "SinceLastMove", "since_last_move"]

KINDS = (
    "deal",
    "reshuffle",
    "draw",
    "take discard",
    "declare",
    "discard",
    "action",
    "stop",
    "accept",
    "steal",
)
"""The kinds of :class:`SeenEvent`: a deal or reshuffle (chance), a blind draw, taking
the discard, declaring LOGO, a plain discard, a discard used as an action on a player,
answering with Stop, letting an action happen, and the blind pick of a steal."""


@dataclass(frozen=True)
class SeenEvent:
    """One move as a seat saw it.

    ``seat`` made it (None: chance, a deal or a reshuffle; a steal's blind pick is the
    stealer's); ``kind`` is one of :data:`KINDS`; ``card`` the card it showed the seat
    (None when none, or face down to it); ``target`` the player an action or steal was
    aimed at; ``text`` the narrator's words through the seat's eyes (several sentences
    on separate lines); ``round_ended`` says the move ended a round (its hands were
    shown and scored).
    """

    seat: int | None
    kind: str
    card: Card | None
    target: int | None
    text: str
    round_ended: bool


@dataclass(frozen=True)
class SinceLastMove:
    """What ``seat`` saw since its own last move (:func:`since_last_move`).

    ``events`` oldest first; ``movers`` the other seats that moved, in the order they
    first did; ``gained`` the cards in the seat's hand now that it did not hold just
    before its last move (or since the latest deal, if one came after it), so the card
    just drawn is among them; ``dealt`` says a new round was dealt since.
    """

    seat: int
    events: tuple[SeenEvent, ...]
    movers: tuple[int, ...]
    gained: tuple[Card, ...]
    dealt: bool


def since_last_move(
    game: LogoGame,
    seat: int,
    *,
    names: Sequence[str] | None = None,
    after: LogoGame | None = None,
) -> SinceLastMove:
    """The moves made after ``seat``'s last own move (a take, declare, discard, Stop or
    Accept), as that seat saw them; every move of the game's log if it has not moved yet.

    ``names`` are the seats' names for the narrator (a seat named "You" is spoken to).
    The game is replayed from its start (``game.start``): a whole game of 800 moves
    takes about a tenth of a second. ``after``, an earlier position of this same game
    at or before the seat's last move (a board keeps the position before the student's
    move), makes it replay from there instead; the answer is the same either way (when
    the seat made no move since ``after``, or ``after`` is not an earlier position of
    ``game``, the whole game is replayed).
    """
    game = checks.instance(game, "game", LogoGame, "a LogoGame position")
    seat = checks.whole(seat, "seat", low=0, high=game.players - 1, why="a seat of this game")
    if names is not None:
        names = tuple(checks.sequence(names, "names", length=game.players))
    if after is not None:
        checks.instance(after, "after", LogoGame, "an earlier LogoGame position, or None")
        found = _since(game, seat, names, after)
        if found is not None:
            return found
    return _since(game, seat, names, game.start)


def _since(
    game: LogoGame, seat: int, names: Sequence[str] | None, origin: LogoGame
) -> SinceLastMove | None:
    """:func:`since_last_move` replaying from ``origin``; None when ``origin`` is not an
    earlier position of ``game`` or the seat made no move after it (unless it is the start)."""
    moves = _moves_after(game, origin)
    if moves is None:
        return None
    positions = [origin]
    for move in moves:
        positions.append(positions[-1].apply(move))
    last = None  # index of the seat's last own move
    for i in range(len(moves)):
        if positions[i].current_player == seat and not positions[i].is_chance:
            last = i
    if last is None and origin is not game.start:
        return None
    first = 0 if last is None else last + 1
    events: list[SeenEvent] = []
    baseline = positions[first - 1] if last is not None else positions[0]
    dealt = False
    for i in range(first, len(moves)):
        before, move, after = positions[i], moves[i], positions[i + 1]
        event = _event(before, move, after, seat, names)
        if event is None:
            continue
        if event.kind == "deal":
            dealt, baseline = True, after
        events.append(event)
    movers = tuple(dict.fromkeys(e.seat for e in events if e.seat not in (None, seat)))
    return SinceLastMove(seat, tuple(events), movers, _new_cards(game, baseline, seat), dealt)


def _moves_after(game: LogoGame, origin: LogoGame) -> tuple[Move, ...] | None:
    """The moves that lead from ``origin`` to ``game``, or None if ``origin`` is not an
    earlier position of the same game (positions share their log's older part)."""
    extra = game.move_count - origin.move_count
    if extra < 0:
        return None
    found = []
    node = game._log
    for _ in range(extra):
        if node is None:
            return None
        node, move = node
        found.append(move)
    if node is not origin._log:
        return None
    found.reverse()
    return tuple(found)


def _new_cards(now: LogoGame, then: LogoGame, seat: int) -> tuple[Card, ...]:
    """The cards of ``seat``'s hand now that it did not hold ``then``, in hand order."""
    left = Counter(now.hand(seat)) - Counter(then.hand(seat))
    found = []
    for card in now.hand(seat):
        if left[card] > 0:
            left[card] -= 1
            found.append(card)
    return tuple(found)


def _event(
    before: LogoGame, move: Move, after: LogoGame, seat: int, names: Sequence[str] | None
) -> SeenEvent | None:
    """The event for one move (None for a single card of a shuffle still under way)."""
    if isinstance(move, DealCard | ReshuffleCard) and after.phase is before.phase:
        return None  # more cards of the same shuffle follow: told once, when it ends
    text = describe_move(before, move, names=names, viewer=seat)
    mover = None if before.current_player == CHANCE else before.current_player
    kind, card, target = _what(before, move, after, seat)
    if isinstance(move, StealPick):
        mover = before.pending_action[0]
    ended = len(after.results) > len(before.results)
    return SeenEvent(mover, kind, card, target, text, ended)


def _what(before: LogoGame, move: Any, after: LogoGame, seat: int) -> tuple[str, Any, Any]:
    if isinstance(move, Deal | DealCard):
        return "deal", None, None
    if isinstance(move, Reshuffle | ReshuffleCard):
        return "reshuffle", None, None
    if isinstance(move, TakeDraw):
        me = before.current_player
        drawn = Counter(after.hand(me)) - Counter(before.hand(me))
        return "draw", (next(iter(drawn)) if me == seat and drawn else None), None
    if isinstance(move, TakeDiscard):
        return "take discard", before.discard_top, None
    if isinstance(move, Declare):
        return "declare", None, None
    if isinstance(move, Discard):
        return ("discard" if move.target is None else "action"), move.card, move.target
    if isinstance(move, Stop):
        return "stop", move.card, before.pending_action[0]
    if isinstance(move, Accept):
        return "accept", None, before.pending_action[0]
    # a steal's blind pick: the card is seen by the stealer and the one robbed only
    actor, target, _ = before.pending_action
    return "steal", (move.card if seat in (actor, target) else None), target
