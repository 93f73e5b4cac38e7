"""What OpenSpiel's own algorithms learn on the kit's games: ``docs/studies/openspiel/``.

Three studies, each with fixed seeds (the same numbers on any machine), written to
``docs/studies/openspiel/learning.json`` and summarised in
``docs/studies/openspiel/learning.md`` (a folder of their own: the tournament tables'
loader reads every JSON file in ``docs/studies``):

- CFR and CFR+ on a small Logic & Lore game where both seats act: NashConv curves
  (:mod:`spiel_study_cfr`);
- tabular Q-learning through ``rl_environment`` on LOGO Billionaire: win rate against
  the kit's random and EV-optimal bots over training, with 95% intervals
  (:mod:`spiel_study_qlearning`);
- information-set MCTS against the kit's LOGO bots: win rates with 95% intervals
  (:mod:`spiel_study_ismcts`).

Regenerate (about a quarter of an hour of one core; ``make spiel-studies``)::

    nice -n 10 .venv/bin/python tools/spiel_studies.py

``--quick`` runs every study tiny (a minute; for checking the tool, not for reading);
``--only cfr`` (or ``qlearning``, ``ismcts``) runs one study again into the stored JSON;
``--page`` only writes the page again from the stored JSON. Each study records the CPU
seconds it took.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import spiel_study_cfr
import spiel_study_ismcts
import spiel_study_qlearning

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "studies" / "openspiel" / "learning"
SEED = 2025
SIZES = {
    "full": {
        "cfr": {"iterations": 50, "at": (1, 2, 3, 5, 10, 20, 30, 50)},
        "qlearning": {"episodes": 10_000, "every": 1_000, "games": 200, "winning_money": 1000},
        "ismcts": {"games": 100, "simulations": (25, 100)},
    },
    "quick": {
        "cfr": {"iterations": 2, "at": (1, 2)},
        "qlearning": {"episodes": 20, "every": 10, "games": 4, "winning_money": 300},
        "ismcts": {"games": 2, "simulations": (4,)},
    },
}


STUDIES = ("cfr", "qlearning", "ismcts")


def run_study(name: str, size: str) -> dict[str, Any]:
    """One study at ``size`` ("full" or "quick")."""
    sizes = SIZES[size][name]
    if name == "cfr":
        return spiel_study_cfr.run(**sizes)
    if name == "qlearning":
        return spiel_study_qlearning.run(seed=SEED, **sizes)
    return spiel_study_ismcts.run(seed=SEED, **sizes)


def run_all(size: str, only: tuple[str, ...] = STUDIES, record: dict | None = None) -> dict:
    """The studies ``only`` at ``size``, into ``record`` (new if None), with the machine
    and the CPU time of each study and of all."""
    record = {} if record is None else record
    record.update(
        {
            "command": "nice -n 10 .venv/bin/python tools/spiel_studies.py"
            + ("" if size == "full" else " --quick"),
            "machine": (
                f"{platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}"
            ),
            "seed": SEED,
        }
    )
    for name in only:
        began = time.process_time()
        record[name] = run_study(name, size)
        record[name]["cpu_seconds"] = round(time.process_time() - began, 1)
    record["cpu_seconds"] = round(sum(record[name]["cpu_seconds"] for name in STUDIES), 1)
    return record


def markdown(record: dict[str, Any]) -> str:
    """The study page: what was run, the tables, how to regenerate."""
    cfr, q, ismcts = record["cfr"], record["qlearning"], record["ismcts"]
    states = cfr["solvers"]["CFR"]["information_states"]
    last = q["curve"][-1]
    reference = q["reference"]["EV-optimal vs random"]
    lines = [
        "# What OpenSpiel's own algorithms learn on the kit's games",
        "",
        f"Regenerate: `{record['command']}` (or `make spiel-studies`); fixed seeds, so the "
        f"numbers repeat on any machine. Data: `learning.json`. CPU time: "
        f"{record['cpu_seconds']:,.0f} s in all ({record['machine']}).",
        "",
        "## CFR and CFR+ on Logic & Lore (both seats act)",
        "",
        f"`{cfr['game']}`: seat 0 plays the first turn, seat 1 the second; the solvers' "
        f"tables hold {states[0]} information states of seat 0 and {states[1]} of seat 1. "
        "NashConv (`exploitability.nash_conv` of the average policy; 0 at a Nash "
        "equilibrium) after each number of iterations:",
        "",
        *spiel_study_cfr.summary_rows(cfr),
        "",
        "CPU: "
        + ", ".join(f"{n} {s['cpu_seconds']:.0f} s" for n, s in cfr["solvers"].items())
        + " (each NashConv is a best response over the whole game).",
        "",
        "## Tabular Q-learning on LOGO Billionaire, through `rl_environment`",
        "",
        f"`{q['game']}`. OpenSpiel's `QLearner` (step size {q['step_size']}, exploration "
        f"{q['epsilon']}, no discount) decides whether and what to launch and when to stop "
        "drawing; it trades by the kit's `sensible_trade`. It reads each observation "
        "tensor through its documented blocks into a small key (the step, the companies or "
        "the company under way and the sum drawn, each seat's distance to the winning money "
        "in eighths). It trains against the kit's random bot and EV-optimal launcher in "
        f"turn; every {q['curve'][1]['episodes'] - q['curve'][0]['episodes']:,} games the "
        f"greedy learner plays {q['curve'][0]['random']['games']} fresh games against each "
        "(seats alternating). Win rate with its 95% Wilson interval:",
        "",
        *spiel_study_qlearning.summary_rows(q),
        "",
        f"After {last['episodes']:,} games the learner wins "
        f"{last['random']['win_rate']:.2f} of its games against the random bot and "
        f"{last['EV-optimal']['win_rate']:.2f} against the EV-optimal launcher (untrained: "
        f"{q['curve'][0]['random']['win_rate']:.2f} and "
        f"{q['curve'][0]['EV-optimal']['win_rate']:.2f}). For scale, the EV-optimal launcher "
        f"wins {reference['win_rate']:.2f} ({reference['low']:.2f}–{reference['high']:.2f}) "
        f"of {reference['games']} games against the random bot. CPU: "
        f"{q['cpu_seconds']:.0f} s.",
        "",
        "## ISMCTS against the kit's LOGO bots",
        "",
        f"{ismcts['game']}; ISMCTS with {ismcts['rollouts']} rollouts "
        "(`logo_kit.openspiel.ISMCTSPlayer`), seats rotating:",
        "",
        *spiel_study_ismcts.summary_rows(ismcts),
        "",
        f"CPU: {ismcts['cpu_seconds']:.0f} s.",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes, to check the tool")
    parser.add_argument("--out", type=Path, default=OUT, help="path without .json/.md")
    parser.add_argument("--page", action="store_true", help="rewrite the .md from the .json")
    parser.add_argument("--only", choices=STUDIES, help="run this study again into the .json")
    args = parser.parse_args(argv)
    data = args.out.with_suffix(".json")
    size = "quick" if args.quick else "full"
    if args.page:
        record = json.loads(data.read_text())
    else:
        if args.only:
            record = run_all(size, (args.only,), json.loads(data.read_text()))
        else:
            record = run_all(size)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        data.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    args.out.with_suffix(".md").write_text(markdown(record))
    print(f"wrote {args.out}.json and .md ({record['cpu_seconds']:.0f} CPU s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
