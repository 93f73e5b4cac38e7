"""How many turns a student gets in a Boardroom game with the board's defaults.

Plays 200 seeded games set up as ``BoardroomBoard()`` sets them up (its bots, deck
and goal), a bot in the student's seat, and prints the distribution of the
student's turns; ``--winning-money 1000`` shows the rule sheet's goal (ruling B5).

    python -m benchmarks.boardroom_turns [--games 200] [--student EV-optimal] [--winning-money M]
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from logo_kit.widgets.billionaire.boardroom import BOT_KINDS, WINNING_MONEY, default_game_turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--student", choices=tuple(BOT_KINDS), default="EV-optimal")
    parser.add_argument("--winning-money", type=int, default=WINNING_MONEY)
    args = parser.parse_args()
    turns = default_game_turns(range(args.games), args.student, winning_money=args.winning_money)
    counts = Counter(turns)
    quartiles = statistics.quantiles(turns, n=4)
    print(
        f"{args.games} seeded games, first to {args.winning_money:,}M, "
        f"a {args.student} bot in your seat: your turns per game"
    )
    print(
        f"median {statistics.median(turns)}, quartiles {quartiles[0]}–{quartiles[2]}, "
        f"min {min(turns)}, max {max(turns)}; games where you had under 3 turns: "
        f"{sum(t < 3 for t in turns)}"
    )
    for n in sorted(counts):
        print(f"{n:>3} {'#' * counts[n]} {counts[n]}")


if __name__ == "__main__":
    main()
