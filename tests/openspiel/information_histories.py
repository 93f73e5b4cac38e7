"""Random histories of the OpenSpiel games, in families that a seat often cannot tell apart.

A family is one random playout and *twins* that branch from it at a random step and then
follow it with a few chance outcomes changed (a card dealt elsewhere, a different value
on a card, another spin) and every player action kept while it stays legal. Twins share
what the seats saw until the changed outcome shows, so the information states of a family
coincide often and differ by little: the cases that test whether a tensor holds exactly
what a string holds. Each history is taken at a few random lengths.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np


@dataclass(frozen=True)
class History:
    actions: tuple[int, ...]
    state: Any


def _chance(state: Any, rng: np.random.Generator) -> int:
    actions, probs = zip(*state.chance_outcomes(), strict=True)
    return int(rng.choice(actions, p=np.asarray(probs) / sum(probs)))


def _step(state: Any, rng: np.random.Generator) -> int:
    if state.is_chance_node():
        return _chance(state, rng)
    return int(rng.choice(state.legal_actions()))


def playout(game: Any, rng: np.random.Generator, length: int) -> tuple[list[int], list[Any]]:
    """A random history of at most ``length`` actions (chance by its probabilities), and
    the state before each action (and the last)."""
    state, actions, states = game.new_initial_state(), [], []
    while not state.is_terminal() and len(actions) < length:
        states.append(state.clone())
        action = _step(state, rng)
        actions.append(action)
        state.apply_action(action)
    states.append(state)
    return actions, states


def twin(
    base: list[int], states: list[Any], rng: np.random.Generator, changes: int
) -> tuple[list[int], list[Any]]:
    """``base`` with ``changes`` of its actions changed, from a random step on, and the
    state before each action (and the last).

    Half the twins change chance outcomes only: a changed outcome moves the one it
    replaced to the next chance step that can take it (a card dealt to another place
    comes back where that one would have gone). The others change one player's action
    too (another legal one). Player actions are copied until one is no longer legal.
    """
    players = rng.random() < 0.5
    steps = [at for at in range(len(base)) if players or states[at].is_chance_node()]
    if not steps:
        return list(base), list(states)
    start = int(rng.choice(steps))
    later = [at for at in steps if at >= start]
    flips = {start, *rng.choice(later, size=min(changes - 1, len(later)), replace=False).tolist()}
    state = states[start].clone()
    actions, visited = list(base[:start]), list(states[:start])
    displaced: list[int] = []
    for at in range(start, len(base)):
        if state.is_terminal():
            break
        wanted = base[at]
        if state.is_chance_node():
            legal = [a for a, _ in state.chance_outcomes()]
            waiting = [a for a in displaced if a in legal]
            if wanted not in legal and waiting:
                action = waiting[0]
                displaced.remove(action)
            elif at in flips or wanted not in legal:
                action = int(rng.choice(legal))
                if action != wanted:
                    displaced.append(wanted)
            else:
                action = wanted
        elif at in flips:
            action = int(rng.choice(state.legal_actions()))
        elif wanted in state.legal_actions():
            action = wanted
        else:
            break
        visited.append(state.clone())
        actions.append(action)
        state.apply_action(action)
    visited.append(state)
    return actions, visited


def histories(game: Any, seed: int, wanted: int, longest: int) -> list[History]:
    """At least ``wanted`` histories: families of a playout and its twins, each cut at a
    few random lengths (the states of a family share their common start)."""
    rng = np.random.default_rng(seed)
    found: list[History] = []
    while len(found) < wanted:
        base, states = playout(game, rng, int(rng.integers(5, longest)))
        family = [(base, states)]
        family += [twin(base, states, rng, int(rng.integers(1, 4))) for _ in range(5)]
        for actions, visited in family:
            cuts = rng.choice(len(actions) + 1, size=min(3, len(actions) + 1), replace=False)
            found += [History(tuple(actions[:at]), visited[at]) for at in sorted(cuts.tolist())]
    return found


def seen_views(state: Any, seat: int) -> tuple[Any, ...]:
    """The views ``seat`` was shown, step by step from the start, repeats merged (what the
    seat saw, ruling S19; the views' own equality is the engines' tested notion of it)."""
    steps = []
    node = state._box.trail
    while node is not None:
        steps.append(node)
        node = node.parent
    views: list[Any] = []
    for node in reversed(steps):
        view = node.position.view(seat)  # its own, with this history's move log
        if not views or views[-1] != view:
            views.append(view)
    return tuple(views)
