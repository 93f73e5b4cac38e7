"""Run the published strategy studies and store them in ``docs/studies/strategies.json``.

Each study is a seeded :func:`logo_kit.engine.tournament` between two or three
bots, played on a process pool (the same games, seat rotation and results as a
run in one process, only faster). The sizes below were chosen on the 2-core
development machine so that the whole run takes about an hour of wall time;
slow configurations (Logic & Lore with blackholes, where every bot decision
counts thousands of hidden assignments) play fewer games, and the file says
how many each played.

Regenerate everything (about an hour on 2 cores), then the OpenSpiel studies of
lesson 40 (ISMCTS against the calculator bots, a quarter of an hour)::

    nice -n 10 .venv/bin/python tools/studies.py
    nice -n 10 .venv/bin/python tools/studies.py --ai-lab --out docs/studies/ai-lab.json

Only some studies (their ids contain the text), or a quick trial with fewer games::

    .venv/bin/python tools/studies.py --only lore-light --scale 0.05 --out /tmp/trial.json

Finished studies are written to the file one by one, so an interrupted run
keeps what it finished; ``--skip-done`` resumes by leaving out studies already
in the file with the same size and seed. Lessons read the file with
:func:`logo_kit.studies.published`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from logo_kit.billionaire import (
    ApprenticeOptions,
    EVOptimalLauncher,
    TargetOptimalLauncher,
    ThresholdLauncher,
)
from logo_kit.engine import TournamentResult, tournament
from logo_kit.errors import LogoKitError
from logo_kit.logo import CalculatorPlayer, GreedyLowPlayer, LogoOptions
from logo_kit.logo.players import ColorHandChaser
from logo_kit.lore import LoreOptions
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer, LookaheadPlayer
from logo_kit.simulate import local_process_pool
from logo_kit.studies import DEFAULT_PATH, FORMAT

SEED = 2025


@dataclass(frozen=True)
class Study:
    """One published table: ``games`` seeded games of ``players()`` with ``options``."""

    id: str
    game: str
    title: str
    options: Any
    players: Callable[[], list[Any]]
    games: int
    lesson: str
    seed: int = SEED


def _lore(mode: str, holes: int, games: int) -> list[Study]:
    pairs = {
        "advisor-greedy": lambda: [AdvisorPlayer(), GreedyInfoPlayer()],
        "advisor-lookahead": lambda: [AdvisorPlayer(), LookaheadPlayer()],
        "greedy-lookahead": lambda: [GreedyInfoPlayer(), LookaheadPlayer()],
    }
    name = {"light": "Star Light", "bright": "Star Bright"}[mode]
    return [
        Study(
            id=f"lore-{mode}-{holes}bh-{pair}",
            game="Logic & Lore",
            title=f"{name}, {holes} blackhole(s) each, 9 stars: {pair.replace('-', ' vs ')}",
            options=LoreOptions.both(mode, holes),
            players=make,
            games=games,
            lesson="22",
        )
        for pair, make in pairs.items()
    ]


def _billionaire(games: int) -> list[Study]:
    bots: dict[str, Callable[[], Any]] = {
        "ev": EVOptimalLauncher,
        "target": TargetOptimalLauncher,
        "stop100": lambda: ThresholdLauncher(100),
        "stop200": lambda: ThresholdLauncher(200),
    }
    keys = list(bots)
    studies = []
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            make_a, make_b = bots[a], bots[b]
            studies.append(
                Study(
                    id=f"billionaire-2p-{a}-{b}",
                    game="LOGO Billionaire",
                    title=f"Apprentice game, 2 players: {a} vs {b}",
                    options=ApprenticeOptions(players=2),
                    players=lambda make_a=make_a, make_b=make_b: [make_a(), make_b()],
                    games=games,
                    lesson="31",
                )
            )
    return studies


def _logo(games_two: int, games_three: int) -> list[Study]:
    return [
        Study(
            id="logo-2p-greedy-calculator",
            game="LOGO",
            title="2 players to 250: greedy vs calculator",
            options=LogoOptions(players=2),
            players=lambda: [GreedyLowPlayer(), CalculatorPlayer()],
            games=games_two,
            lesson="12",
        ),
        Study(
            id="logo-2p-greedy-chaser",
            game="LOGO",
            title="2 players to 250: greedy vs colour chaser",
            options=LogoOptions(players=2),
            players=lambda: [GreedyLowPlayer(), ColorHandChaser()],
            games=games_two,
            lesson="12",
        ),
        Study(
            id="logo-3p-greedy-chaser-calculator",
            game="LOGO",
            title="3 players to 250: greedy, colour chaser, calculator",
            options=LogoOptions(players=3),
            players=lambda: [GreedyLowPlayer(), ColorHandChaser(), CalculatorPlayer()],
            games=games_three,
            lesson="12",
        ),
    ]


def ai_lab_studies() -> list[Study]:
    """OpenSpiel's ISMCTS against the calculator bots (lesson 40): small games, few
    simulations, so a decision takes a fraction of a second (sizes measured on 2 cores)."""
    from logo_kit.openspiel import ISMCTSPlayer

    bb = ApprenticeOptions(players=2, winning_money=500)
    logo = LogoOptions(players=2, max_rounds=1)
    lore = LoreOptions.both("light", 0, stars=4)
    return [
        Study(
            id="ailab-billionaire-ismcts-ev",
            game="LOGO Billionaire",
            title="Apprentice game to 500M, 2 players: ISMCTS (50 simulations, rollouts of "
            "60 moves) vs EV-optimal",
            options=bb,
            players=lambda: [
                ISMCTSPlayer(bb, simulations=50, rollout_moves=60),
                EVOptimalLauncher(),
            ],
            games=200,
            lesson="40",
        ),
        Study(
            id="ailab-logo-ismcts-calculator",
            game="LOGO",
            title="LOGO, 2 players, one round: ISMCTS (50 simulations, greedy rollouts) "
            "vs calculator",
            options=logo,
            players=lambda: [
                ISMCTSPlayer(logo, simulations=50, rollout=GreedyLowPlayer(name="rollout")),
                CalculatorPlayer(),
            ],
            games=100,
            lesson="40",
        ),
        Study(
            id="ailab-lore-ismcts-advisor",
            game="Logic & Lore",
            title="Star Light, 4 stars: ISMCTS (30 simulations, greedy rollouts) vs advisor",
            options=lore,
            players=lambda: [
                ISMCTSPlayer(lore, simulations=30, rollout=GreedyInfoPlayer("rollout")),
                AdvisorPlayer(),
            ],
            games=40,
            lesson="40",
        ),
    ]


def all_studies() -> list[Study]:
    """Every published study with its size. Measured on the 2-core machine shared with
    other work (about 0.4 of a core free at nice 10): Billionaire ~2 min, LOGO ~36 min,
    Logic & Lore ~2.5 h: 2,000 games per pairing for every mode and blackhole count (with
    two blackholes every bot decision counts up to 11!/2 hidden assignments)."""
    return [
        *_billionaire(4000),
        *_logo(2000, 1000),
        *_lore("light", 0, 2000),
        *_lore("bright", 0, 2000),
        *_lore("light", 1, 2000),
        *_lore("bright", 1, 2000),
        *_lore("light", 2, 2000),
        *_lore("bright", 2, 2000),
    ]


def _interval_row(result: TournamentResult, name: str) -> dict[str, Any]:
    rate = result.win_rate(name)
    low, high = rate.interval
    row = {
        "player": name,
        "wins": float(result.wins[name]),
        "win_rate": rate.mean,
        "win_low": low,
        "win_high": high,
        "mean_score": None,
        "score_low": None,
        "score_high": None,
    }
    try:  # a Logic & Lore player who (almost) never finished has no mean score
        score = result.score(name)
    except LogoKitError:
        return row
    if not math.isnan(score.mean):
        row["mean_score"] = score.mean
        row["score_low"], row["score_high"] = score.interval
    return row


def record(study: Study, result: TournamentResult, seconds: float) -> dict[str, Any]:
    """The study's entry in the data file."""
    return {
        "id": study.id,
        "game": study.game,
        "title": study.title,
        "lesson": study.lesson,
        "options": repr(study.options),
        "players": list(result.players),
        "games": result.games,
        "requested": result.requested,
        "capped": result.capped,
        "seed": study.seed,
        "score_name": result.score_name,
        "seconds": round(seconds, 1),
        "rows": [_interval_row(result, name) for name in result.players],
        "first_seat_win_rate": result.seat_win_rates()[0].mean,
        "table": result.table(),
    }


def _load(path: Path) -> dict[str, Any]:
    if path.exists():
        return json.loads(path.read_text())
    return {"format": FORMAT, "studies": {}}


def _save(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    tmp.replace(path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", default="", help="run studies whose id contains this text")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every size by this")
    parser.add_argument("--out", type=Path, default=DEFAULT_PATH, help="the data file")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--skip-done", action="store_true", help="keep finished studies")
    parser.add_argument(
        "--ai-lab", action="store_true", help="the OpenSpiel studies (lesson 40) instead"
    )
    args = parser.parse_args(argv)

    data = _load(args.out)
    data["format"] = FORMAT
    data["command"] = "nice -n 10 .venv/bin/python tools/studies.py" + (
        f" --ai-lab --out {args.out}" if args.ai_lab else ""
    )
    data["machine"] = (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}"
    )
    studies = ai_lab_studies() if args.ai_lab else all_studies()
    wanted = [s for s in studies if args.only in s.id]
    began = time.perf_counter()
    with local_process_pool(args.workers) as pool:
        for study in wanted:
            games = max(2, round(study.games * args.scale))
            done = data["studies"].get(study.id)
            if (
                args.skip_done
                and done
                and done["requested"] == games
                and done["seed"] == study.seed
            ):
                continue
            start = time.perf_counter()
            result = tournament(
                study.players(), games, study.seed, options=study.options, executor=pool
            )
            seconds = time.perf_counter() - start
            data["studies"][study.id] = record(study, result, seconds)
            data["wall_seconds"] = round(
                sum(entry["seconds"] for entry in data["studies"].values()), 1
            )
            _save(args.out, data)
            print(f"{study.id}: {result.games} games in {seconds:.0f} s", flush=True)
    print(f"done in {time.perf_counter() - began:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
