"""Seeded Logic & Lore self-play: how many turns each player needs to win, per mode.

Each game gets its own generator from :func:`logo_kit.simulate.play_games`
(game 17 is the same game however many are played). Seats alternate from game
to game, each player keeping its own set-up (mode, blackholes). By default the
tournament plays with ``play_on``: after the game is decided the other player
keeps going until they too finish, so every player's *turns to win* (own
turns, counting the turn they align on) is measured in every game, not only
in the games they happen to win first. The game's winner is still the one the
rules decide.

>>> from logo_kit.lore.players import GreedyInfoPlayer, RandomPlayer
>>> from logo_kit.lore.options import LoreOptions
>>> result = tournament(
...     [GreedyInfoPlayer("greedy"), GreedyInfoPlayer("greedy 2")], games=2, seed=1,
...     options=LoreOptions.both("bright", stars=5, play_on=True))
>>> result.games, sorted(result.wins)
(2, ['greedy', 'greedy 2'])
>>> len(result.turns_to_win("greedy"))
2
"""

from __future__ import annotations

import itertools
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import Finish
from logo_kit.lore.options import LoreOptions
from logo_kit.lore.players import Player
from logo_kit.simulate import Estimate, Progress, count_wins, estimate_mean, play_games

__all__ = ["GameResult", "TournamentResult", "play", "play_game", "tournament"]


def _check_players(players: Sequence[Player]) -> list[Player]:
    players = list(players)
    if len(players) != 2:
        raise LogoKitError(f"Logic & Lore is a two-player game: give two players, got {players!r}.")
    for player in players:
        if not callable(getattr(player, "choose", None)) or not isinstance(
            getattr(player, "name", None), str
        ):
            raise LogoKitError(
                f"{player!r} is not a player: it needs a name and choose(view, rng)."
            )
    if players[0].name == players[1].name:
        raise LogoKitError(
            f"players need different names to be told apart, got {players[0].name!r} twice "
            "(e.g. GreedyInfoPlayer('greedy A'), GreedyInfoPlayer('greedy B'))."
        )
    return players


def play(
    players: Sequence[Player],
    rng: np.random.Generator,
    options: LoreOptions | None = None,
    game: LoreGame | None = None,
) -> LoreGame:
    """Play one game to the end (``players[0]`` in seat 0 starts) and return the
    final position; its ``start`` and ``log`` replay it. The deal uses ``rng``
    unless ``game`` (a position to continue from) is given; the players draw
    from ``rng`` too."""
    players = _check_players(players)
    if game is None:
        game = LoreGame.new(options, rng)
    while not game.is_over:
        seat = game.current
        game = game.apply(players[seat].choose(game.view(seat), rng))
    return game


@dataclass(frozen=True)
class GameResult:
    """How one game went. ``seats``: player names by seat (seat 0 started)."""

    seats: tuple[str, ...]
    modes: tuple[str, ...]
    blackholes: tuple[int, ...]
    winner: str | None
    turns: int
    finishes: tuple[Finish | None, ...]

    @property
    def capped(self) -> bool:
        """True if the turn cap ended the game before anyone won."""
        return self.winner is None

    def seat_of(self, name: str) -> int:
        return self.seats.index(name)

    def turns_to_win(self, name: str) -> int | None:
        """``name``'s own turns up to and including the turn they won (None: did not win
        their line — aligned wrongly, or stopped by the cap or the end of the game)."""
        finish = self.finishes[self.seat_of(name)]
        return finish.own_turns if finish is not None and finish.won else None


def play_game(
    players: Sequence[Player], rng: np.random.Generator, options: LoreOptions | None = None
) -> GameResult:
    """Play one game and summarise it as a :class:`GameResult`."""
    players = _check_players(players)
    options = LoreOptions() if options is None else options
    game = play(players, rng, options)
    names = tuple(p.name for p in players)
    return GameResult(
        seats=names,
        modes=tuple(s.mode for s in options.players),
        blackholes=tuple(s.blackholes for s in options.players),
        winner=None if game.winner is None else names[game.winner],
        turns=game.turn,
        finishes=game.finished,
    )


@dataclass(frozen=True)
class TournamentResult:
    """Results of a seeded tournament: wins and turns to win per player and mode."""

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
        """Games stopped by the turn cap before anyone won."""
        return sum(result.capped for result in self.results)

    def _check(self, name: str) -> None:
        if name not in self.players:
            raise LogoKitError(f"no player called {name!r}; players: {', '.join(self.players)}.")

    def modes(self, name: str) -> list[str]:
        """The modes ``name`` played, in first-seen order."""
        self._check(name)
        return list(dict.fromkeys(r.modes[r.seat_of(name)] for r in self.results))

    def turns_to_win(self, name: str, mode: str | None = None) -> list[int]:
        """``name``'s turns to win in each game they won their line (optionally one mode)."""
        self._check(name)
        out = []
        for r in self.results:
            if mode is not None and r.modes[r.seat_of(name)] != mode:
                continue
            turns = r.turns_to_win(name)
            if turns is not None:
                out.append(turns)
        return out

    def distribution(self, name: str, mode: str | None = None) -> dict[int, int]:
        """How often ``name`` needed each number of turns: {turns: games}, sorted."""
        return dict(sorted(Counter(self.turns_to_win(name, mode)).items()))

    def mean_turns_to_win(self, name: str, mode: str | None = None) -> Estimate:
        """Mean turns to win with its standard error (a simulated estimate)."""
        return estimate_mean(self.turns_to_win(name, mode))

    def summary(self) -> str:
        """A text table: per player and mode, game wins, how often the player solved
        (correctly aligned) their own line, and the turns that took."""
        lines = [f"{self.games} games, {self.capped} stopped at the turn cap"]
        for name in self.players:
            for mode in self.modes(name):
                played = [r for r in self.results if r.modes[r.seat_of(name)] == mode]
                turns = self.turns_to_win(name, mode)
                wins = sum(r.winner == name for r in played)
                if turns:
                    spread = (
                        f"mean {statistics.fmean(turns):5.2f}, median {statistics.median(turns)}, "
                        f"range {min(turns)}–{max(turns)}"
                    )
                else:
                    spread = "never finished"
                lines.append(
                    f"  {name:>12} ({mode:6}): {wins:4d} wins of {len(played)}, own line "
                    f"solved {len(turns)}; turns to win {spread}"
                )
        return "\n".join(lines)


def tournament(
    players: Sequence[Player],
    games: int,
    seed: int | np.random.SeedSequence,
    options: LoreOptions | None = None,
    progress: Progress | None = None,
    rotate_seats: bool = True,
) -> TournamentResult:
    """Play ``games`` seeded games between two players (different names).

    ``options`` default to Star Light for both with ``play_on=True``; seat
    set-ups belong to the players: with ``rotate_seats`` odd games swap both the
    seats and the set-ups, so each player keeps its own mode and blackholes.
    ``progress(done, total)`` is called after each game.
    """
    players = _check_players(players)
    options = LoreOptions(play_on=True) if options is None else options
    if not isinstance(options, LoreOptions):
        raise LogoKitError(f"options must be LoreOptions, got {options!r}.")
    numbers = itertools.count()

    def one(rng: np.random.Generator) -> GameResult:
        if rotate_seats and next(numbers) % 2:
            return play_game(players[::-1], rng, options.swapped())
        return play_game(players, rng, options)

    results = play_games(one, games=games, seed=seed, progress=progress)
    return TournamentResult(players=tuple(p.name for p in players), results=tuple(results))
