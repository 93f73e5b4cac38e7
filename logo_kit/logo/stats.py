"""LOGO statistics over a tournament: what the lessons tabulate besides wins.

A :class:`~logo_kit.engine.TournamentResult` of LOGO games keeps each game's
:class:`~logo_kit.logo.views.LogoSummary` as its record's ``details``; these
functions read them.

>>> import numpy as np
>>> from logo_kit.engine import tournament
>>> from logo_kit.logo.options import LogoOptions
>>> from logo_kit.logo.players import GreedyLowPlayer, RandomPlayer
>>> result = tournament([GreedyLowPlayer(), RandomPlayer()], games=4, seed=1,
...                     options=LogoOptions(players=2, max_rounds=2))
>>> sorted(mean_round_points(result))
['Greedy', 'Random']
"""

from __future__ import annotations

from typing import Any

from logo_kit import checks
from logo_kit.engine import TournamentResult
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean
from logo_kit.logo.views import LogoSummary

__all__ = ["declared_rounds", "mean_round_points", "round_points"]


def _records(result: Any) -> tuple:
    result = checks.instance(
        result, "result", TournamentResult, "a TournamentResult from tournament(...)"
    )
    if any(not isinstance(r.details, LogoSummary) for r in result.records):
        raise LogoKitError(
            "result must be a tournament of LOGO games (LogoOptions); its records lack "
            "LOGO round summaries."
        )
    return result.records


def round_points(result: TournamentResult) -> dict[str, list[int]]:
    """Every round's points of each player, over all games, in the players' order
    (rounds a player sat out after elimination are left out)."""
    records = _records(result)
    points: dict[str, list[int]] = {name: [] for name in result.players}
    for record in records:
        for seat, name in enumerate(record.seats):
            points[name].extend(p[seat] for p in record.details.points if p[seat] is not None)
    return points


def mean_round_points(result: TournamentResult) -> dict[str, Estimate]:
    """Mean points per round of each player (lower is better), with a 95% interval."""
    return {
        name: estimate_mean(points)
        for name, points in round_points(result).items()
        if len(points) >= 2
    }


def declared_rounds(result: TournamentResult) -> list[tuple[int, tuple[int | None, ...]]]:
    """``(declarer seat, hand values)`` of every round ended by a declaration, all games."""
    return [
        (declarer, values)
        for record in _records(result)
        for declarer, values in zip(record.details.declarers, record.details.values, strict=True)
        if declarer is not None
    ]
