"""Lesson 40's helpers: the displays around OpenSpiel's API, and who won more often,
told by the game-by-game difference of two players' wins.

Lesson helpers, not core: they lay out what a game, a view, a tournament or a
published study says (so that the code a student reads is the OpenSpiel calls
themselves), and say a study's verdict in the words of the lesson's exercises.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

import numpy as np

from logo_lessons.intervals import winner, wins_verdict

__all__ = [
    "SMALL_GAMES",
    "action_lines",
    "ai_lab_verdict",
    "cards",
    "deal",
    "difference_line",
    "first_card_chance",
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


def first_card_chance(card: str) -> Fraction:
    """The exact chance that the first card dealt in a new LOGO game is ``card`` (as the
    engine's first chance node lists it: a card held k times of 55 comes first with
    chance k/55).

    >>> first_card_chance("R1")
    Fraction(1, 55)
    """
    from logo_kit.logo import LogoOptions
    from logo_kit.logo.game import LogoGame

    start = LogoGame.new(LogoOptions(players=2, max_rounds=1))
    return sum((p for move, p in start.chance_outcomes() if str(move.card) == card), Fraction(0))


def difference_line(result: Any, first: str, second: str) -> str:
    """One line: ``first``'s wins minus ``second``'s, game by game, its mean with the 95%
    interval and what it shows. ``result`` is a tournament's result or a published study:
    both played the same seeded games, so each game gives one difference."""
    difference = result.difference(first, second)
    low, high = difference.interval
    shown = wins_verdict(low, high, first, second)
    said = "not shown: the interval contains 0" if shown == "not shown" else shown
    return (
        f"game by game, {first} − {second} (wins): mean {difference.mean:+.2f}, "
        f"95% interval {low:+.2f} to {high:+.2f}: {said}"
    )


def study_rates(studies: Iterable[str]) -> str:
    """Each published study's title, every player's win rate with its 95% interval, and the
    game-by-game difference of the two players' wins (the test of who wins more often)."""
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
        lines.append("   " + difference_line(found, *found.players))
    return "\n".join(lines)


def ai_lab_verdict(study: str = "ailab-logo-ismcts-calculator") -> str:
    """Who won more often in a stored two-player study: a player's name when the 95%
    interval of the game-by-game difference of their wins excludes 0, else
    ``"not shown"`` (the two players' own intervals are not the test)."""
    from logo_kit.studies import published

    found = published(study)
    first, second = found.players
    low, high = found.difference(first, second).interval
    return winner(low, high, first, second)


def logo_study_verdict() -> str:
    """The LOGO study's verdict in the exercises' words: ISMCTS, calculator or not shown."""
    found = ai_lab_verdict("ailab-logo-ismcts-calculator")
    return {"ISMCTS 50": "ISMCTS", "Calculator": "calculator"}.get(found, found)
