"""Billionaire statistics over a tournament: launches, busts, game length.

Tournaments are played by the shared :func:`logo_kit.engine.tournament`; each
game's :class:`~logo_kit.billionaire.game.ApprenticeSummary` (its ``details``)
keeps the launches, BUSTs and launch takings of every seat, and these small
functions add them up per player.

>>> from logo_kit.billionaire import ApprenticeOptions, FixedCountLauncher, tournament
>>> result = tournament([FixedCountLauncher(1), FixedCountLauncher(4)], games=4, seed=2,
...                     options=ApprenticeOptions(players=2))
>>> stats = launch_statistics(result)
>>> all(s.busts <= s.launches for s in stats.values())
True
>>> mean_turns(result) > 0
True
"""

from __future__ import annotations

from dataclasses import dataclass

from logo_kit import checks
from logo_kit.billionaire.game import ApprenticeSummary
from logo_kit.engine import TournamentResult
from logo_kit.errors import LogoKitError

__all__ = ["LaunchStatistics", "launch_statistics", "launch_table", "mean_turns"]


@dataclass(frozen=True)
class LaunchStatistics:
    """One player's launches over a tournament."""

    games: int
    launches: int
    busts: int
    launched_money: int

    @property
    def bust_rate(self) -> float:
        """Share of the player's launches that went BUST (0 with no launch)."""
        return self.busts / self.launches if self.launches else 0.0

    @property
    def money_per_launch(self) -> float:
        """Mean payout of a launch, BUSTs counted as 0 (millions)."""
        return self.launched_money / self.launches if self.launches else 0.0


def _billionaire(result: object) -> TournamentResult:
    result = checks.instance(
        result, "result", TournamentResult, "a TournamentResult from tournament(...)"
    )
    if result.game != "ApprenticeGame":
        raise LogoKitError(
            f"these statistics need a tournament of the Apprentice game, got one of {result.game}."
        )
    return result


def launch_statistics(result: TournamentResult) -> dict[str, LaunchStatistics]:
    """Launches, BUSTs and launch takings of each player over all games of ``result``."""
    result = _billionaire(result)
    totals = {name: [0, 0, 0] for name in result.players}
    for record in result.records:
        details = record.details
        assert isinstance(details, ApprenticeSummary)
        for seat, name in enumerate(record.seats):
            totals[name][0] += details.launches[seat]
            totals[name][1] += details.busts[seat]
            totals[name][2] += details.launched_money[seat]
    return {name: LaunchStatistics(result.games, *counts) for name, counts in totals.items()}


def mean_turns(result: TournamentResult) -> float:
    """Mean game length in turns (all players' turns together); 0 with no game."""
    result = _billionaire(result)
    return sum(r.turns for r in result.records) / result.games if result.games else 0.0


def launch_table(result: TournamentResult) -> str:
    """A Markdown table: per player, launches, BUSTs (share) and mean payout per launch."""
    lines = [
        "| player | launches | BUSTs | BUST share | mean payout per launch (M) |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, s in launch_statistics(result).items():
        lines.append(
            f"| {name} | {s.launches} | {s.busts} | {s.bust_rate:.1%} | {s.money_per_launch:.1f} |"
        )
    return "\n".join(lines)
