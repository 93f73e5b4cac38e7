"""The engine contract, checked by random playouts (in the spirit of OpenSpiel's
``random_sim_test``): every game that follows :mod:`logo_kit.engine` must pass.

:func:`check_playout` plays one seeded game through the public interface only
and checks at every step:

- ``current_player`` is a seat, ``CHANCE`` or ``TERMINAL``, and agrees with
  ``is_chance`` / ``is_terminal``;
- at a chance node the outcomes are distinct moves with ``Fraction``
  probabilities > 0 that sum to exactly 1, ``legal_moves()`` lists the same
  moves, and a compound move from ``sample_chance`` (one with ``parts``)
  leads to the same position as its parts one by one;
- at a decision the moves are distinct, the mover's view lists exactly them,
  another seat's view lists none, and a seat's view says who it is;
- every listed move applies and leaves the old state as it was;
- moves that are not allowed now (moves seen earlier in other phases, and
  junk such as ``None``) raise ``IllegalMoveError`` and change nothing;
- returns are all 0 before the end; at the end each is in [0, 1] and they sum
  to 1, or to 0 when a cap ended the game;
- views hide what they must: a position the seat cannot tell apart (the
  case's ``scramble``) gives the same view;
- the game ends within the case's step budget, and ``start.replay(log)``
  rebuilds it;
- one equality and hash rule (the engine base, ``logo_kit.position``): every
  position is hashable, a position equals itself rebuilt from its log, and a
  compound chance move and its parts (different logs, the same state) give
  equal positions with equal hashes; ``scores()`` has one value per seat and
  never ``None``.

Positions are compared through the interface (a seat's view, the mover, the
returns, the chance outcomes), never through private fields. Building every
seat's view at every step made this test the slowest unit test, so
each step looks through one seat, taking the seats in turn: every seat is
checked at every kind of position over a game, and the first and last
positions are compared through every seat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit.engine import CHANCE, TERMINAL, GameState, sample_outcome
from logo_kit.errors import IllegalMoveError

JUNK_MOVES: tuple[Any, ...] = (None, 0, "pass", (), object())


@dataclass
class ContractCase:
    """One game set-up to play at random through the contract."""

    id: str
    game: type
    options: Callable[[], Any]
    seeds: tuple[int, ...] = tuple(range(10))
    max_steps: int = 20_000
    # a state the seat cannot tell apart from ``state`` (hidden parts redrawn)
    scramble: Callable[[Any, int, np.random.Generator], Any] | None = None
    # what ``seat`` must not see: the scramble must change it at least once per game
    secret: Callable[[Any, int], Any] | None = None
    # moves that may be legal although legal_moves() does not list them
    unlisted_legal: Callable[[Any, Any], bool] = lambda state, move: False
    # chooses a player's move; default: uniformly among legal_moves()
    chooser: Callable[[Any, np.random.Generator], Any] | None = None
    # how often (every n-th chance node) to use sample_chance instead of chance_outcomes
    compound_every: int = 3
    # extra per-step invariants of the game (conservation of cards, money, ...)
    invariant: Callable[[Any], None] | None = None


@dataclass
class PlayoutStats:
    steps: int = 0
    chance_nodes: int = 0
    decisions: int = 0
    illegal_tried: int = 0
    scrambles: int = 0
    secret_changed: int = 0
    terminal: bool = False
    capped: bool = False
    seen_move_types: set = field(default_factory=set)


def position(state: Any, seat: int | None = None) -> tuple:
    """What the interface says about a position through ``seat``'s view (every seat's
    view when ``seat`` is None), for equality checks."""
    seats = range(state.players) if seat is None else (seat,)
    views = tuple(state.view(s) for s in seats)
    outcomes = state.chance_outcomes() if state.is_chance else ()
    return (state.current_player, state.is_terminal, tuple(state.returns()), views, outcomes)


def check_node(state: Any, seat: int | None = None) -> None:
    """The per-position checks (no move applied), looking through ``seat``'s view (every
    seat's view when ``seat`` is None) and the mover's."""
    assert isinstance(state, GameState), f"{type(state).__name__} lacks part of GameState"
    players = state.players
    current = state.current_player
    assert current in (CHANCE, TERMINAL) or 0 <= current < players, current
    assert state.is_chance == (current == CHANCE)
    assert state.is_terminal == (current == TERMINAL)
    returns = tuple(state.returns())
    assert len(returns) == players
    scores = tuple(state.scores())
    assert len(scores) == players and None not in scores, f"scores {scores}"
    assert isinstance(hash(state), int) and state == state
    assert all(isinstance(r, Fraction | int) for r in returns), returns
    if state.is_terminal:
        assert all(0 <= r <= 1 for r in returns), returns
        assert sum(returns) == (0 if state.capped else 1), (returns, state.capped)
        assert state.legal_moves() == ()
    else:
        assert all(r == 0 for r in returns), f"returns before the end: {returns}"
        assert not state.capped
    for looker in range(players) if seat is None else (seat,):
        view = state.view(looker)
        assert view.seat == looker
        assert view.current_player == current
        if looker != current:
            assert tuple(view.legal_moves) == (), f"seat {looker} sees moves while not to move"
    if state.is_chance:
        outcomes = state.chance_outcomes()
        assert outcomes, "a chance node lists no outcome"
        moves = [m for m, _ in outcomes]
        assert len(set(moves)) == len(moves), "chance outcomes repeat a move"
        assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes), outcomes
        total = sum(p for _, p in outcomes)
        assert total == 1, f"chance probabilities sum to {total}"
        assert tuple(state.legal_moves()) == tuple(moves)
    elif not state.is_terminal:
        moves = tuple(state.legal_moves())
        assert moves, f"seat {current} has no legal move"
        assert len(set(moves)) == len(moves), "legal moves repeat"
        assert tuple(state.view(current).legal_moves) == moves


def check_refused(
    state: Any, move: Any, before: tuple, stats: PlayoutStats, seat: int | None = None
) -> None:
    """``move`` must raise IllegalMoveError and leave ``state`` as it was (``before`` is
    ``position(state, seat)``)."""
    stats.illegal_tried += 1
    try:
        state.apply(move)
    except IllegalMoveError:
        pass
    else:
        raise AssertionError(f"{move!r} was accepted at a position that does not allow it")
    assert position(state, seat) == before, f"refusing {move!r} changed the position"


def check_playout(case: ContractCase, seed: int) -> PlayoutStats:
    """Play one random game of ``case`` from ``seed`` and check the contract throughout."""
    rng = np.random.default_rng(seed)
    stats = PlayoutStats()
    root = case.game.new(case.options())
    assert root.is_chance, "a new game waits for the deal (a chance move) before anyone moves"
    assert root.log == () and root.start.log == ()
    dealt = case.game.new(case.options(), np.random.default_rng(seed))
    assert dealt.start.log == () and len(dealt.log) >= 1, "new(options, rng) deals with rng"
    assert position(dealt.start.replay(dealt.log)) == position(dealt)

    state = root
    seen: dict[type, Any] = {}
    chance_count = 0
    while not state.is_terminal:
        if stats.steps >= case.max_steps:
            raise AssertionError(f"no end within {case.max_steps} steps (seed {seed})")
        looker = stats.steps % state.players  # one seat per step, every seat in turn
        check_node(state, looker)
        if case.invariant is not None:
            case.invariant(state)
        before = position(state, looker)
        allowed = set(state.legal_moves())
        for junk in JUNK_MOVES:
            check_refused(state, junk, before, stats, looker)
        for old in list(seen.values()):
            if old not in allowed and not case.unlisted_legal(state, old):
                check_refused(state, old, before, stats, looker)
        if case.scramble is not None and state.current_player != CHANCE:
            seat = int(rng.integers(state.players))
            other = case.scramble(state, seat, rng)
            stats.scrambles += 1
            assert other.view(seat) == state.view(seat), f"seat {seat}'s view shows hidden parts"
            if case.secret is not None and case.secret(other, seat) != case.secret(state, seat):
                stats.secret_changed += 1
        if state.is_chance:
            stats.chance_nodes += 1
            chance_count += 1
            if chance_count % case.compound_every == 0:
                move = state.sample_chance(rng)
                parts = getattr(move, "parts", None)
                if parts is not None:
                    by_parts = state
                    for part in parts:
                        assert part in set(by_parts.legal_moves()), f"{part!r} is not an outcome"
                        by_parts = by_parts.apply(part)
                    whole = state.apply(move)
                    assert position(by_parts, looker) == position(whole, looker), (
                        f"compound {type(move).__name__} differs from its parts"
                    )
                    # equal states are equal, the log aside (one move against its parts)
                    assert by_parts == whole and hash(by_parts) == hash(whole)
                else:
                    assert move in allowed, f"sample_chance gave {move!r}, not an outcome"
            else:
                move = sample_outcome(state.chance_outcomes(), rng)
        else:
            stats.decisions += 1
            if case.chooser is not None:
                move = case.chooser(state, rng)
            else:
                moves = state.legal_moves()
                move = moves[int(rng.integers(len(moves)))]
        after = state.apply(move)
        assert position(state, looker) == before, f"applying {move!r} changed the old state"
        assert after.log == (*state.log, move)
        seen[type(move)] = move
        stats.seen_move_types.add(type(move).__name__)
        state = after
        stats.steps += 1
    check_node(state)
    for junk in JUNK_MOVES:
        check_refused(state, junk, position(state), stats)
    stats.terminal = True
    stats.capped = state.capped
    rebuilt = state.start.replay(state.log)
    assert position(rebuilt) == position(state), "replaying the log gives another position"
    assert rebuilt.log == state.log
    assert rebuilt == state and hash(rebuilt) == hash(state)
    assert rebuilt != state.start or not state.log, "a finished game equals its start"
    if case.secret is not None and stats.scrambles > 5:
        assert stats.secret_changed, "the scramble never changed a secret: the check is empty"
    return stats
