"""Lesson 40's helper: who won more often in a stored two-player study.

A lesson helper, not core: it reads a study that ``logo_kit.studies`` publishes
and says it in the words of Exercise 40.4.
"""

from __future__ import annotations

__all__ = ["ai_lab_verdict", "logo_study_verdict"]


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
