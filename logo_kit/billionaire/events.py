"""What happened in an Apprentice game since a seat last moved: the game record, event by event.

A board shows a person what the bots did while they waited: who spun and where
their piece landed, who traded, launched, went BUST or took money from the bank.
:func:`events_since_last_move` reads that from the game's own record (``game.log``
replayed from ``game.start``), so a board never works it out itself. Each
:class:`GameEvent` says who acted, what kind of move it was, the space the
actor's piece stands on afterwards, and the narrator's words for it
(:func:`~logo_kit.billionaire.narrate.describe_move`).

A seat's *own* moves are its decisions (trade, launch, draw, stop …) and its
spins (a spin is chance, but it starts that seat's turn and a person presses
Spin for it). The Risky Business cards turned for a seat's launch are chance
moves *for* that seat: they count as events, not as the seat's own moves.

>>> import numpy as np
>>> from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
>>> from logo_kit.billionaire.moves import Spin
>>> game = ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1))
>>> game = game.apply(Spin(3))          # seat 0 spins: its own move
>>> [e.kind for e in events_since_last_move(game, 0)]
[]
>>> [(e.seat, e.kind) for e in events_since_last_move(game, 1)]  # seat 1 has not moved
[(None, 'deal'), (0, 'spin')]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from logo_kit import checks
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.game import ApprenticeGame
from logo_kit.billionaire.moves import (
    Buy,
    Deal,
    DealCard,
    Draw,
    EndTrade,
    Launch,
    Move,
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
)
from logo_kit.billionaire.narrate import describe_move
from logo_kit.errors import LogoKitError

__all__ = ["EVENT_KINDS", "GameEvent", "events_since_last_move", "move_kind"]

EVENT_KINDS = (
    "deal",
    "spin",
    "trade",
    "end trade",
    "launch",
    "no launch",
    "card",
    "bust",
    "draw",
    "stop",
)
"""Every kind of event, in the order a turn meets them ("card": a value card turned over)."""

_KINDS: dict[type, str] = {
    Deal: "deal",
    DealCard: "deal",
    Spin: "spin",
    Buy: "trade",
    Swap: "trade",
    EndTrade: "end trade",
    Launch: "launch",
    SkipLaunch: "no launch",
    Draw: "draw",
    Stop: "stop",
}


@dataclass(frozen=True)
class GameEvent:
    """One move of the game record, told for a board.

    ``index``: its place in ``game.log``; ``seat``: who acted (the spinner, the
    trader, the launcher whose Risky Business card was turned), None for the
    deal; ``kind``: one of :data:`EVENT_KINDS`; ``space``: where ``seat``'s piece
    stands after the move (None for the deal); ``ended_game``: the move ended the
    game; ``text``: the narrator's line ("" for a Draw, whose card says it).
    """

    index: int
    seat: int | None
    move: Move
    kind: str
    space: int | None
    ended_game: bool
    text: str


def move_kind(move: Move) -> str:
    """The kind of an Apprentice move (one of :data:`EVENT_KINDS`).

    >>> move_kind(RiskyCard(BUST)), move_kind(RiskyCard(50)), move_kind(Stop())
    ('bust', 'card', 'stop')
    """
    if isinstance(move, RiskyCard):
        return "bust" if move.card == BUST else "card"
    kind = _KINDS.get(type(move))
    if kind is None:
        raise LogoKitError(
            f"{checks.describe(move)} is not an Apprentice move (Spin, Buy, Launch, …)."
        )
    return kind


def _actor(before: ApprenticeGame, move: Move) -> int | None:
    """Who made ``move`` at ``before``: the mover, except for the deal (nobody)."""
    return None if isinstance(move, Deal | DealCard) else before.mover


def _own(before: ApprenticeGame, move: Move, seat: int) -> bool:
    """True when ``move`` is ``seat``'s own: its decision or its spin."""
    if isinstance(move, Spin):
        return before.mover == seat
    return not before.is_chance and before.current_player == seat


def events_since_last_move(
    game: ApprenticeGame, seat: int, *, names: Sequence[str] | None = None
) -> tuple[GameEvent, ...]:
    """Every move after ``seat``'s own last move (its last decision or spin), oldest first.

    Before ``seat`` has moved at all, every move since the start (the deal
    included). ``names`` (one per seat) words the events' text as
    :func:`~logo_kit.billionaire.narrate.describe_move` does ("You spin 3 …").
    """
    checks.instance(game, "game", ApprenticeGame, "an ApprenticeGame")
    seat = checks.whole(seat, "seat", low=0, high=game.players - 1)
    log = game.log
    steps: list[tuple[ApprenticeGame, Move]] = []
    state = game.start
    for move in log:
        if _own(state, move, seat):
            steps.clear()
        else:
            steps.append((state, move))
        state = state.apply(move)
    first = len(log) - len(steps)
    events = []
    for offset, (before, move) in enumerate(steps):
        after = before.apply(move)
        actor = _actor(before, move)
        events.append(
            GameEvent(
                index=first + offset,
                seat=actor,
                move=move,
                kind=move_kind(move),
                space=None if actor is None else after.positions[actor],
                ended_game=after.is_terminal and not before.is_terminal,
                text=describe_move(before, move, names=names),
            )
        )
    return tuple(events)
