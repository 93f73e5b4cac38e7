"""A tiny game that follows the engine interface, to test the contract checker itself.

"Hidden race": each of two or three players is dealt a secret card 1–3 (a
chance move per card, or one compound ``DealAll`` move from ``sample_chance``).
On a turn a player steps 1 or 2; then a die (1–2) adds to the step. The first
to reach ``goal`` wins alone; a turn cap ends the game with no winner. A seat
sees its own card, every position, and nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, ClassVar

import numpy as np

from logo_kit import checks
from logo_kit.engine import CHANCE, TERMINAL, sample_outcome
from logo_kit.errors import IllegalMoveError


@dataclass(frozen=True)
class ToyOptions:
    players: int = 2
    goal: int = 9
    max_turns: int = 40


@dataclass(frozen=True)
class DealCard:
    card: int


@dataclass(frozen=True)
class DealAll:
    cards: tuple[int, ...]

    @property
    def parts(self) -> tuple[DealCard, ...]:
        return tuple(DealCard(c) for c in self.cards)


@dataclass(frozen=True)
class Step:
    size: int


@dataclass(frozen=True)
class Die:
    pips: int


@dataclass(frozen=True)
class ToyView:
    seat: int
    current_player: int
    legal_moves: tuple[Any, ...]
    card: int | None
    positions: tuple[int, ...]


@dataclass(frozen=True)
class ToyGame:
    score_name: ClassVar[str] = "final position"

    options: ToyOptions
    cards: tuple[int, ...] = ()
    positions: tuple[int, ...] = ()
    mover: int = 0
    rolling: bool = False
    turns: int = 0
    winner: int | None = None
    over: bool = False
    _log: tuple = ()
    _start: Any = field(default=None, compare=False, repr=False)

    @classmethod
    def new(cls, options: ToyOptions | None = None, rng: np.random.Generator | None = None):
        if options is None:
            options = ToyOptions()
        checks.instance(options, "options", ToyOptions, "ToyOptions(players, goal, max_turns)")
        root = cls(options, positions=(0,) * options.players)
        if rng is None:
            return root
        return root.apply(root.sample_chance(checks.generator(rng)))

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if len(self.cards) < self.players or self.rolling:
            return CHANCE
        return self.mover

    @property
    def is_chance(self) -> bool:
        return self.current_player == CHANCE

    @property
    def is_terminal(self) -> bool:
        return self.over

    @property
    def capped(self) -> bool:
        return self.over and self.winner is None

    @property
    def log(self) -> tuple:
        return self._log

    @property
    def start(self) -> ToyGame:
        return self if self._start is None else self._start

    def chance_outcomes(self):
        if len(self.cards) < self.players:
            return tuple((DealCard(c), Fraction(1, 3)) for c in (1, 2, 3))
        if self.rolling:
            return ((Die(1), Fraction(1, 2)), (Die(2), Fraction(1, 2)))
        return ()

    def legal_moves(self):
        if self.is_chance:
            return tuple(m for m, _ in self.chance_outcomes())
        if self.over:
            return ()
        return (Step(1), Step(2))

    def sample_chance(self, rng):
        if len(self.cards) == 0:
            return DealAll(tuple(int(c) for c in rng.integers(1, 4, size=self.players)))
        return sample_outcome(self.chance_outcomes(), rng)

    def apply(self, move):
        if isinstance(move, DealAll) and not self.cards:
            state = self
            for part in move.parts:
                state = state._apply_one(part, log=False)
            return replace(state, _log=(*self._log, move), _start=self.start)
        return self._apply_one(move)

    def _apply_one(self, move, log=True):
        if move not in self.legal_moves():
            raise IllegalMoveError(
                f"{checks.describe(move)} is not allowed now; allowed: {self.legal_moves()}"
            )
        changes: dict[str, Any] = {}
        if isinstance(move, DealCard):
            changes["cards"] = (*self.cards, move.card)
        elif isinstance(move, Step):
            positions = list(self.positions)
            positions[self.mover] += move.size
            changes.update(positions=tuple(positions), rolling=True, turns=self.turns + 1)
        else:
            positions = list(self.positions)
            positions[self.mover] += move.pips
            changes.update(positions=tuple(positions), rolling=False)
            if positions[self.mover] >= self.options.goal:
                changes.update(winner=self.mover, over=True)
            elif self.turns >= self.options.max_turns:
                changes.update(over=True)
            else:
                changes["mover"] = (self.mover + 1) % self.players
        if log:
            changes["_log"] = (*self._log, move)
        changes["_start"] = self.start
        return replace(self, **changes)

    def replay(self, moves: Iterable[Any]):
        state = self
        for move in moves:
            state = state.apply(move)
        return state

    def returns(self):
        return tuple(Fraction(1) if self.winner == s else Fraction(0) for s in range(self.players))

    def scores(self):
        return self.positions

    def view(self, seat: int) -> ToyView:
        seat = checks.whole(seat, "seat", low=0, high=self.players - 1)
        return ToyView(
            seat=seat,
            current_player=self.current_player,
            legal_moves=self.legal_moves() if self.current_player == seat else (),
            card=self.cards[seat] if seat < len(self.cards) else None,
            positions=self.positions,
        )


class StepPlayer:
    """Always steps ``size`` (or the first legal move)."""

    def __init__(self, size: int, name: str | None = None):
        self.size = size
        self.name = name or f"step {size}"

    def choose(self, view, rng):
        return Step(self.size) if Step(self.size) in view.legal_moves else view.legal_moves[0]


def scramble(state: ToyGame, seat: int, rng: np.random.Generator) -> ToyGame:
    """The same position with the other seats' secret cards redrawn."""
    cards = list(state.cards)
    for other in range(len(cards)):
        if other != seat:
            cards[other] = int(rng.integers(1, 4))
    return replace(state, cards=tuple(cards))


def secret(state: ToyGame, seat: int) -> Any:
    return tuple(c for s, c in enumerate(state.cards) if s != seat)
