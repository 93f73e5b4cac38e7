"""OpenSpiel's information-set MCTS against the kit's LOGO bots.

:class:`logo_kit.openspiel.ISMCTSPlayer` (OpenSpiel's ``ISMCTSBot``, each simulation in a
world drawn from the seat's own view, leaves valued by greedy rollouts) plays one round
of two-player LOGO against the kit's random, greedy-low and calculator bots, through
``logo_kit.engine.tournament`` (seats rotate; game ``i`` seeded from the study's seed).
Win rates with 95% Wilson intervals; a shared win counts half.
"""

from __future__ import annotations

import time
from typing import Any

from logo_kit.engine import tournament
from logo_kit.logo import CalculatorPlayer, GreedyLowPlayer, LogoOptions
from logo_kit.logo.players import RandomPlayer


def run(*, seed: int, games: int, simulations: tuple[int, ...]) -> dict[str, Any]:
    """Each simulation count against each bot, ``games`` games a pairing."""
    from logo_kit.openspiel import ISMCTSPlayer

    options = LogoOptions(players=2, max_rounds=1)
    bots = {"random": RandomPlayer, "greedy low": GreedyLowPlayer, "calculator": CalculatorPlayer}
    rows = []
    for count in simulations:
        for label, make in bots.items():
            began = time.process_time()
            searcher = ISMCTSPlayer(
                options, simulations=count, rollout=GreedyLowPlayer(name="rollout")
            )
            opponent = make()
            result = tournament([searcher, opponent], games, seed, options=options)
            rate = result.win_rate(searcher.name)
            low, high = rate.interval
            rows.append(
                {
                    "simulations": count,
                    "opponent": label,
                    "games": result.games,
                    "win_rate": rate.mean,
                    "low": low,
                    "high": high,
                    "cpu_seconds": round(time.process_time() - began, 1),
                }
            )
    return {
        "game": "LOGO, 2 players, one round (LogoOptions(players=2, max_rounds=1))",
        "rollouts": "greedy low",
        "seed": seed,
        "rows": rows,
    }


def summary_rows(record: dict[str, Any]) -> list[str]:
    """Markdown rows: ISMCTS's win rate against each bot."""
    rows = ["| simulations | opponent | games | ISMCTS win rate (95%) |", "|---:|---|---:|---|"]
    for row in record["rows"]:
        rows.append(
            f"| {row['simulations']} | {row['opponent']} | {row['games']} | "
            f"{row['win_rate']:.2f} ({row['low']:.2f}–{row['high']:.2f}) |"
        )
    return rows
