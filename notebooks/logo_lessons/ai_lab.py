"""Lesson 40's helpers: the displays around OpenSpiel's API, and who won more often
in a stored two-player study.

Lesson helpers, not core: they lay out what a game, a view or a published study
says (so that the code a student reads is the OpenSpiel calls themselves), and
say a study's verdict in the words of Exercise 40.4.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

__all__ = [
    "SMALL_GAMES",
    "action_lines",
    "ai_lab_verdict",
    "cards",
    "deal",
    "logo_study_verdict",
    "study_rates",
    "view_lines",
]

# One small set-up of each game, for OpenSpiel's random-simulation test.
SMALL_GAMES: dict[str, dict[str, Any]] = {
    "logo_kit_logo": {"players": 2, "max_rounds": 1},
    "logo_kit_lore": {"mode": "bright", "blackholes": 1, "stars": 4},
    "logo_kit_billionaire": {"players": 2, "winning_money": 300},
}


def cards(row: Iterable[Any]) -> str:
    """Cards (or values) in a row, separated by spaces."""
    return " ".join(map(str, row))


def action_lines(state: Any, actions: Sequence[Any]) -> str:
    """One line per action of ``state``: its number and text, and its probability when
    ``actions`` are a chance node's ``(action, probability)`` pairs."""
    lines = []
    for item in actions:
        if isinstance(item, tuple):
            action, p = item
            lines.append(
                f"  action {action:2d}: {state.action_to_string(-1, action):45s} p = {p:.5f}"
            )
        else:
            lines.append(f"{item} → {state.action_to_string(state.current_player(), item)}")
    return "\n".join(lines)


def deal(state: Any, rng: np.random.Generator) -> None:
    """Let chance play every chance node of ``state`` (the deal), drawing each outcome
    with its probability from ``rng``."""
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(int(rng.choice(actions, p=np.array(probs) / sum(probs))))


def view_lines(view: Any) -> str:
    """What a LOGO seat sees: its hand, the discard pile, the hand sizes, the draw pile."""
    return "\n".join(
        [
            f"my hand:       {cards(view.hand)}",
            f"discard pile:  {cards(view.discard_pile)}",
            f"hand sizes:    {view.hand_sizes}   draw pile: {view.draw_size} cards",
        ]
    )


def study_rates(studies: Iterable[str]) -> str:
    """Each published study's title and every player's win rate with its 95% interval."""
    from logo_kit.studies import published

    lines = []
    for study in studies:
        found = published(study)
        lines.append(f"{found.title} ({found.games} games)")
        for player in found.players:
            rate, low, high = found.win_rate(player)
            lines.append(
                f"   {player:12s} wins {rate:6.1%}   95% interval {low:6.1%} – {high:6.1%}"
            )
    return "\n".join(lines)


def ai_lab_verdict(study: str = "ailab-logo-ismcts-calculator") -> str:
    """Who won more often in a stored two-player study: a player's name when the two
    95% intervals do not overlap, else ``"about even"``.

    In a two-player study one player's wins are the other's losses, so
    non-overlapping intervals here mean the winner's rate is clearly above ½.
    """
    from logo_kit.studies import published

    found = published(study)
    (a, b) = found.players
    _, low_a, high_a = found.win_rate(a)
    _, low_b, high_b = found.win_rate(b)
    if low_a > high_b:
        return a
    if low_b > high_a:
        return b
    return "about even"


def logo_study_verdict() -> str:
    """Exercise 40.4's answer in its choices' words: ISMCTS, calculator or about even."""
    winner = ai_lab_verdict("ailab-logo-ismcts-calculator")
    return {"ISMCTS 50": "ISMCTS", "Calculator": "calculator"}.get(winner, winner)
