"""Playing whole LOGO games with bots, and seeded tournaments between bot types.

>>> from logo_kit.logo.players import GreedyLowPlayer, RandomPlayer
>>> result = run_tournament([GreedyLowPlayer, RandomPlayer], games=6, seed=1,
...                         options=LogoOptions(target_score=100))
>>> [row.name for row in result.rows]
['Greedy', 'Random']
>>> sum(row.wins for row in result.rows)
6.0
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.logo.game import LogoGame
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import Player
from logo_kit.simulate import Progress, play_games

__all__ = [
    "GameRecord",
    "TournamentResult",
    "TournamentRow",
    "play_game",
    "play_until",
    "run_tournament",
    "summarise",
]

PlayerFactory = Callable[[np.random.Generator], Player]
DEFAULT_MAX_MOVES = 200_000


def play_until(
    game: LogoGame,
    players: Sequence[Player | None],
    rng: np.random.Generator,
    *,
    stop: Callable[[LogoGame], bool] | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
) -> LogoGame:
    """Play chance with ``rng`` and each seat with its bot until ``stop(game)`` or the end.

    A seat whose player is ``None`` (a human at a board) stops the play when it
    is that seat's move, so a board can ask the human and then call this again.
    """
    if len(players) != game.players:
        raise LogoKitError(f"need one player per seat ({game.players}), got {len(players)}.")
    for _ in range(max_moves):
        if game.is_over or (stop is not None and stop(game)):
            return game
        if game.is_chance:
            game = game.apply(game.sample_chance(rng))
            continue
        bot = players[game.current_player]
        if bot is None:
            return game
        game = game.apply(bot.choose(game.view(game.current_player)))
    raise LogoKitError(
        f"the game did not end within {max_moves} moves; raise max_moves or check the bots."
    )


def play_game(
    players: Sequence[Player],
    rng: np.random.Generator,
    *,
    options: LogoOptions | None = None,
    first_player: int = 0,
    max_moves: int = DEFAULT_MAX_MOVES,
) -> LogoGame:
    """Play a whole game between ``players`` (one per seat); return the finished game."""
    if any(p is None for p in players):
        raise LogoKitError("play_game needs a bot in every seat; use play_until for humans.")
    game = LogoGame(len(players), options=options, first_player=first_player)
    return play_until(game, players, rng, max_moves=max_moves)


@dataclass(frozen=True)
class GameRecord:
    """One tournament game: who sat where, final totals, winners, length."""

    names: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: int
    moves: int
    round_points: tuple[tuple[int | None, ...], ...]  # None: seat already eliminated


@dataclass(frozen=True)
class TournamentRow:
    """Results of one player type, pooled over all its seats and games.

    ``wins`` counts a shared win as a fraction (a win shared by two counts ½).
    """

    name: str
    seat_games: int
    wins: float
    mean_total: float
    mean_round_points: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.seat_games


@dataclass(frozen=True)
class TournamentResult:
    rows: tuple[TournamentRow, ...]
    games: tuple[GameRecord, ...]

    def table(self) -> str:
        """A Markdown table: player type, games, win rate, mean final total, mean per round."""
        lines = [
            "| player | seat-games | win rate | mean final total | mean points per round |",
            "|---|---:|---:|---:|---:|",
        ]
        for r in self.rows:
            lines.append(
                f"| {r.name} | {r.seat_games} | {r.win_rate:.1%} | {r.mean_total:.1f} | "
                f"{r.mean_round_points:.2f} |"
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


def run_tournament(
    entries: Sequence[PlayerFactory],
    *,
    games: int,
    seed: int | np.random.SeedSequence,
    options: LogoOptions | None = None,
    progress: Progress | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
) -> TournamentResult:
    """Play ``games`` seeded games between ``entries`` and report per player type.

    ``entries`` are factories ``rng -> Player`` (player classes work as they
    are, or ``lambda rng: GreedyLowPlayer(rng, declare_at=5)``), one per seat.
    Each game draws a random seating (so no type keeps the first seat) and gives
    every bot its own generator, all from ``seed`` via
    :func:`logo_kit.simulate.play_games`; ``progress(done, total)`` is called
    after every game (a notebook passes a progress bar).
    """
    entries = list(entries)
    if not 2 <= len(entries) <= 8:
        raise LogoKitError(f"a LOGO game has 2 to 8 players, got {len(entries)} entries.")

    def play_one(rng: np.random.Generator) -> GameRecord:
        seating = rng.permutation(len(entries))
        children = rng.spawn(len(entries) + 1)
        bots = [entries[int(i)](children[seat]) for seat, i in enumerate(seating)]
        game = play_game(bots, children[-1], options=options, max_moves=max_moves)
        return GameRecord(
            names=tuple(bot.name for bot in bots),
            totals=game.totals,
            winners=game.winners,
            rounds=game.round_number,
            moves=game.move_count,
            round_points=tuple(
                tuple(p if v is not None else None for p, v in zip(r.points, r.values, strict=True))
                for r in game.results
            ),
        )

    records = play_games(play_one, games=games, seed=seed, progress=progress)
    return TournamentResult(rows=summarise(records), games=tuple(records))


def summarise(records: Sequence[GameRecord]) -> tuple[TournamentRow, ...]:
    """Pool game records by player name; best first (win rate, then lowest mean total)."""
    seat_games: dict[str, int] = {}
    wins: dict[str, float] = {}
    totals: dict[str, float] = {}
    points: dict[str, list[int]] = {}
    for record in records:
        share = 1 / len(record.winners)
        for seat, name in enumerate(record.names):
            seat_games[name] = seat_games.get(name, 0) + 1
            wins[name] = wins.get(name, 0.0) + (share if seat in record.winners else 0.0)
            totals[name] = totals.get(name, 0.0) + record.totals[seat]
            played = [pts[seat] for pts in record.round_points if pts[seat] is not None]
            points.setdefault(name, []).extend(played)
    rows = [
        TournamentRow(
            name=name,
            seat_games=count,
            wins=wins[name],
            mean_total=totals[name] / count,
            mean_round_points=float(np.mean(points[name])) if points[name] else 0.0,
        )
        for name, count in seat_games.items()
    ]
    rows.sort(key=lambda r: (-r.win_rate, r.mean_total, r.name))
    return tuple(rows)
