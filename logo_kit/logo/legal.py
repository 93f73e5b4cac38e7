"""Which moves the player to move may make now (rulings L4–L7, L9, L14, L17, L18).

The engine lists them once per decision, so the Discard moves are built once
per (card, targets) and shared.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from logo_kit import checks
from logo_kit.errors import IllegalMoveError
from logo_kit.logo.cardcodes import CARD_OF, IS_ACTION, KIND_OF, LOGO_CODE, STOP_CODE, codes_of
from logo_kit.logo.cards import MAX_PLAYERS, Card, Kind
from logo_kit.logo.moves import (
    TARGETED_ACTIONS,
    Accept,
    Declare,
    Discard,
    Move,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.views import Phase

if TYPE_CHECKING:
    from logo_kit.logo.game import LogoGame

__all__ = ["action_targets", "discard_move", "legal_player_moves"]

_TAKE_DRAW, _TAKE_DISCARD, _DECLARE, _ACCEPT = TakeDraw(), TakeDiscard(), Declare(), Accept()
_DISCARDS: dict[tuple[int, int | None, str | None], Discard] = {}
_CARD_MOVES: dict[tuple[int, ...], tuple[tuple[Discard, ...], ...]] = {}
# The moves of the take phase (ruling L4: the discard top may not be takeable; L9: a
# declaration may already have been made), indexed by [takeable][may declare].
_TAKE_MOVES = (
    ((_TAKE_DRAW,), (_TAKE_DRAW, _DECLARE)),
    ((_TAKE_DRAW, _TAKE_DISCARD), (_TAKE_DRAW, _TAKE_DISCARD, _DECLARE)),
)


def _discard_move(code: int, target: int | None = None, kind: Kind | None = None) -> Discard:
    """Shared Discard move objects (legal moves are listed once per decision)."""
    key = (code, target, None if kind is None else kind.value)  # str hashes are cached
    move = _DISCARDS.get(key)
    if move is None:
        move = _DISCARDS[key] = Discard(CARD_OF[code], target, kind)
    return move


def _card_moves(code: int, targets: tuple[int, ...]) -> tuple[Discard, ...]:
    """Every way to discard card ``code`` with these possible targets (rulings L5, L6)."""
    found = [_discard_move(code)]
    if IS_ACTION[code] and code != STOP_CODE:  # STOP only answers (L6)
        kinds = TARGETED_ACTIONS if code == LOGO_CODE else (KIND_OF[code],)  # L5
        found += [_discard_move(code, t, kind) for t in targets for kind in kinds]
    return tuple(found)


def discard_move(card: Card, target: int | None = None, action: Kind | None = None) -> Discard:
    """The move that discards ``card`` aimed at seat ``target`` (None: only shed it), the
    very object the engine lists among its legal moves: an action card plays as its own
    kind, and only the wild LOGO card plays as the ``action`` named (ruling L5; for any
    other card ``action`` is not read). Whether the move is legal now is the engine's to
    say when it is played (a number card aimed at someone, STOP aimed at anyone, LOGO
    aimed without an action are refused there, with the ruling).

    >>> from logo_kit.logo.cards import parse_card
    >>> discard_move(parse_card("JUMP"), 1, Kind.LOOK)
    Discard(card=Card('JUMP'), target=1, action=<Kind.JUMP: 'JUMP'>)
    """
    code = codes_of((card,))[0]
    target = checks.optional_whole(target, "target", low=0, high=MAX_PLAYERS - 1)
    if target is None or not IS_ACTION[code] or code == STOP_CODE:
        return _discard_move(code, target)
    if code != LOGO_CODE:
        return _discard_move(code, target, KIND_OF[code])
    if action is not None and not isinstance(action, Kind):
        raise IllegalMoveError(
            f"action must be a Kind (Kind.JUMP, Kind.STEAL, Kind.LOOK or Kind.DESTROY), "
            f"got {checks.describe(action)}."
        )
    return _discard_move(code, target, action)


def _moves_by_code(targets: tuple[int, ...]) -> tuple[tuple[Discard, ...], ...]:
    """For these possible targets, every card's discard moves, indexed by card code."""
    table = _CARD_MOVES.get(targets)
    if table is None:
        table = _CARD_MOVES[targets] = tuple(_card_moves(c, targets) for c in range(len(CARD_OF)))
    return table


@cache
def _targets(active: tuple[bool, ...], me: int) -> tuple[int, ...]:
    """Seats an action of seat ``me`` may target: every other player still in (L5, L17)."""
    return tuple(s for s, playing in enumerate(active) if playing and s != me)


def action_targets(g: LogoGame) -> tuple[int, ...]:
    """Seats an action card discarded now may be used on: every other player still in
    (rulings L5, L17) during a turn's discard; nobody after a LOGO declaration (ruling
    L9: action cards may still be discarded, just not used) and nobody at any other step
    (ruling L14: no action with the discard after a Steal)."""
    if g._phase is not Phase.DISCARD or g._declarer is not None:
        return ()
    return _targets(g._active, g._turn)


def legal_player_moves(g: LogoGame) -> tuple[Move, ...]:
    """The moves of the player to move (empty at chance nodes and at the end)."""
    phase = g._phase
    if phase is Phase.TAKE:
        discard = g._discard
        takeable = bool(discard) and not IS_ACTION[discard[-1]]  # ruling L4
        return _TAKE_MOVES[takeable][g._declarer is None]  # ruling L9: one declaration
    if phase is Phase.DISCARD:
        table = _moves_by_code(action_targets(g))  # ruling L9: none after a declaration
        moves: list[Move] = []
        for code in dict.fromkeys(g._hands[g._turn]):  # ruling L18: the card just taken too
            moves += table[code]
        return tuple(moves)
    if phase is Phase.RESPOND:
        hand = g._hands[g._pending[1]]
        moves = [Stop(CARD_OF[c]) for c in (STOP_CODE, LOGO_CODE) if c in hand]
        moves.append(_ACCEPT)
        return tuple(moves)
    if phase is Phase.STEAL_DISCARD:  # ruling L14: a plain discard, never an action
        return tuple(_discard_move(code) for code in dict.fromkeys(g._hands[g._turn]))
    return ()
