"""What the game specs share: the game modules looked up by name, builders that know two
spellings (``either``), seeded random walks to reach positions, and follow-ups that play
a game with the options a constructor accepted.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from typing import Any

import numpy as np


def logo() -> Any:
    return importlib.import_module("logo_kit.logo")


def lore() -> Any:
    return importlib.import_module("logo_kit.lore")


def bb() -> Any:
    return importlib.import_module("logo_kit.billionaire")


def either(*builders: Callable[[], Any]) -> Any:
    """The first builder that works: the redesigned API first, today's as a fallback."""
    first: Exception | None = None
    for build in builders:
        try:
            return build()
        except Exception as error:
            first = first or error
    raise first  # type: ignore[misc]


def rng(_owner: Any = None) -> np.random.Generator:
    return np.random.default_rng(0)


def is_over(state: Any) -> bool:
    return state.is_terminal if hasattr(state, "is_terminal") else state.is_over


def walk(state: Any, steps: int, seed: int, *, until_over: bool = False) -> Any:
    """Random legal moves (chance sampled) from ``state``: ``steps`` of them, or to the end."""
    generator = np.random.default_rng(seed)
    for _ in range(steps):
        if is_over(state):
            break
        if getattr(state, "is_chance", False):
            state = state.apply(state.sample_chance(generator))
            continue
        moves = list(state.legal_moves())
        state = state.apply(moves[int(generator.integers(len(moves)))])
    if until_over and not is_over(state):
        raise RuntimeError("the sample game did not end; raise the step count")
    return state


def mover(state: Any) -> int:
    seat = getattr(state, "current_player", getattr(state, "current", 0))
    return seat if isinstance(seat, int) and seat >= 0 else 0


def legal_move(state: Any) -> Any:
    if getattr(state, "is_chance", False):
        return state.sample_chance(np.random.default_rng(0))
    moves = list(state.legal_moves())
    return moves[0] if moves else None


def log_of(state: Any) -> tuple:
    return tuple(state.log if hasattr(state, "log") else state.history)


# -- follow-ups: use what a constructor accepted, so bad options show up now, not mid-game --


def choose_once(bot: Any, view: Any) -> Any:
    """One decision of ``bot`` (``choose(view, rng)``; today's LOGO bots take ``choose(view)``)."""
    parameters = inspect.signature(bot.choose).parameters
    return bot.choose(view, np.random.default_rng(0)) if len(parameters) > 1 else bot.choose(view)


def plays(start: Callable[[Any], Any], steps: int = 40) -> Callable[[Any], Any]:
    """A follow-up that starts a game with the new options and plays ``steps`` random moves."""
    return lambda options: walk(start(options), steps, 0)
