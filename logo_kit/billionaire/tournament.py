"""Play Apprentice games between bots and count who wins (seeded, reproducible).

Each game gets its own generator from :func:`logo_kit.simulate.play_games`, so
game 17 is the same game however many games you play. Seats rotate from game
to game (the first player has an edge), and every game ends: at 1,000M
(ruling B5) or at the turn cap of the options (``max_turns``), in which case it
has no winner and the leaders are reported.

>>> from logo_kit.billionaire.players import FixedCountLauncher, EVOptimalLauncher
>>> result = tournament([FixedCountLauncher(1), EVOptimalLauncher()], games=4, seed=2)
>>> result.games, sum(result.wins.values()) + result.capped
(4, 4)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from logo_kit.billionaire.game import ApprenticeGame, ApprenticeOptions
from logo_kit.billionaire.players import Player
from logo_kit.errors import LogoKitError
from logo_kit.simulate import Estimate, Progress, count_wins, estimate_mean, play_games

__all__ = ["GameResult", "TournamentResult", "play_game", "tournament"]


@dataclass(frozen=True)
class GameResult:
    """How one game went. Players are named; ``seats`` is the seat order (first = starts)."""

    seats: tuple[str, ...]
    winner: str | None
    turns: int
    money: dict[str, int]
    leaders: tuple[str, ...]
    launches: dict[str, int]
    busts: dict[str, int]

    @property
    def capped(self) -> bool:
        """True if the turn cap ended the game (no winner)."""
        return self.winner is None


def _check_players(players: Sequence[Player]) -> list[Player]:
    players = list(players)
    if not players:
        raise LogoKitError("give at least one player (a bot such as FixedCountLauncher(3)).")
    for player in players:
        if not callable(getattr(player, "choose", None)) or not isinstance(
            getattr(player, "name", None), str
        ):
            raise LogoKitError(
                f"{player!r} is not a player: it needs a name and choose(game, rng)."
            )
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise LogoKitError(f"players need different names to be told apart, got {names}.")
    return players


def play_game(
    players: Sequence[Player],
    rng: np.random.Generator,
    options: ApprenticeOptions | None = None,
) -> GameResult:
    """Play one game to the end; ``players[0]`` starts. Returns a :class:`GameResult`."""
    players = _check_players(players)
    names = tuple(p.name for p in players)
    game = ApprenticeGame.new(names, rng, options)
    launches = dict.fromkeys(names, 0)
    busts = dict.fromkeys(names, 0)
    while not game.is_over:
        if game.is_chance:
            move = game.sample_chance(rng)
        else:
            move = players[game.current].choose(game, rng)
        before = game.last_launch
        game = game.apply(move)
        result = game.last_launch
        if result is not None and result is not before:  # this move finished a launch
            launches[names[result.player]] += 1
            busts[names[result.player]] += result.bust
    return GameResult(
        seats=names,
        winner=None if game.winner is None else names[game.winner],
        turns=game.turn,
        money=dict(zip(names, game.money, strict=True)),
        leaders=tuple(names[p] for p in game.leaders),
        launches=launches,
        busts=busts,
    )


@dataclass(frozen=True)
class TournamentResult:
    """Results of a seeded tournament, with win counts and game lengths."""

    players: tuple[str, ...]
    results: tuple[GameResult, ...]

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> dict[str, int]:
        return count_wins(self.players, (result.winner for result in self.results))

    @property
    def capped(self) -> int:
        """Games ended by the turn cap (no winner)."""
        return sum(result.capped for result in self.results)

    @property
    def win_rates(self) -> dict[str, float]:
        return {name: wins / self.games for name, wins in self.wins.items()}

    def win_rate(self, name: str) -> Estimate:
        """Win rate of ``name`` with its standard error (a simulated estimate)."""
        if name not in self.players:
            raise LogoKitError(f"no player called {name!r}; players: {', '.join(self.players)}.")
        return estimate_mean([float(r.winner == name) for r in self.results])

    @property
    def mean_turns(self) -> float:
        """Mean game length in turns (all players' turns together)."""
        return sum(r.turns for r in self.results) / self.games

    @property
    def mean_rounds(self) -> float:
        """Mean game length in rounds (each player one turn)."""
        return self.mean_turns / len(self.players)

    def summary(self) -> str:
        """A small text table: wins, win rate, launches and busts per player."""
        lines = [
            f"{self.games} games, mean length {self.mean_turns:.1f} turns "
            f"({self.mean_rounds:.1f} rounds), {self.capped} stopped at the turn cap"
        ]
        for name in self.players:
            launched = sum(r.launches[name] for r in self.results)
            bust = sum(r.busts[name] for r in self.results)
            lines.append(
                f"  {name:>18}: {self.wins[name]:5d} wins ({self.win_rates[name]:6.1%}), "
                f"{launched} launches, {bust} busts"
            )
        return "\n".join(lines)


def tournament(
    players: Sequence[Player],
    games: int,
    seed: int | np.random.SeedSequence,
    options: ApprenticeOptions | None = None,
    progress: Progress | None = None,
    rotate_seats: bool = True,
) -> TournamentResult:
    """Play ``games`` seeded games between ``players`` (2+ bots with different names).

    With ``rotate_seats`` game i starts with player ``i mod len(players)``.
    ``progress(done, total)`` is called after each game.
    """
    players = _check_players(players)
    count = len(players)

    game_numbers = itertools.count()

    def one(rng: np.random.Generator) -> GameResult:
        shift = next(game_numbers) % count if rotate_seats else 0
        return play_game(players[shift:] + players[:shift], rng, options)

    results = play_games(one, games=games, seed=seed, progress=progress)
    return TournamentResult(players=tuple(p.name for p in players), results=tuple(results))
