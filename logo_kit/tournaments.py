"""Seeded tournaments for every game: one result type, wins and scores with 95% intervals.

Part of the engine interface (:mod:`logo_kit.engine` re-exports these names):
:func:`tournament` plays many seeded games between bots through the shared
interface, on this machine or on any ``concurrent.futures`` executor, and
returns a :class:`TournamentResult`, the same type for all three games.

>>> from logo_kit.billionaire import ApprenticeOptions, EVOptimalLauncher, FixedCountLauncher
>>> result = tournament([FixedCountLauncher(3), EVOptimalLauncher()], games=20, seed=1,
...                     options=ApprenticeOptions(players=2))
>>> result.games, result.score_name, int(sum(result.wins.values())) + result.capped
(20, 'money (M)', 20)
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.bot_guard import check_move_seconds
from logo_kit.comparison import PairedDifference, paired_difference
from logo_kit.engine import _GAME_HINT, DEFAULT_MAX_MOVES, check_players, check_progress, play_game
from logo_kit.errors import BotError, LogoKitError
from logo_kit.estimates import Estimate, estimate_mean, estimate_share
from logo_kit.simulate.play import Progress, play_indexed

__all__ = ["GameRecord", "TournamentResult", "game_for", "tournament"]

_GAMES = {
    "LogoOptions": "logo_kit.logo.game:LogoGame",
    "LoreOptions": "logo_kit.lore.game:LoreGame",
    "ApprenticeOptions": "logo_kit.billionaire.game:ApprenticeGame",
}


def game_for(options: Any) -> type:
    """The game class that plays with ``options`` (found from the options' type)."""
    where = _GAMES.get(type(options).__name__)
    if where is None:
        raise LogoKitError(
            "options must be LogoOptions, LoreOptions or ApprenticeOptions (they say which "
            f"game to play), got {checks.describe(options)}."
        )
    module, name = where.split(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class GameRecord:
    """How one tournament game went, seat by seat (seat 0 moved first).

    ``seats`` holds the player name in each seat; ``returns`` each seat's
    share of the win; ``scores`` the game's own measure (see
    :attr:`TournamentResult.score_name`); ``details`` what the game adds
    (``state.summary()``, e.g. LOGO's per-round points).
    """

    index: int
    seats: tuple[str, ...]
    returns: tuple[Fraction, ...]
    scores: tuple[Any, ...]
    turns: int
    moves: int
    capped: bool
    details: Any = None

    @property
    def winners(self) -> tuple[str, ...]:
        """Names of the winning players (several for a shared win, none when capped)."""
        return tuple(name for name, share in zip(self.seats, self.returns, strict=True) if share)

    def seat_of(self, name: str) -> int:
        if not isinstance(name, str) or name not in self.seats:
            raise LogoKitError(
                f"no player called {checks.describe(name)} in this game; "
                f"players: {', '.join(self.seats)}."
            )
        return self.seats.index(name)

    def share_of(self, name: str) -> Fraction:
        return self.returns[self.seat_of(name)]

    def score_of(self, name: str) -> Any:
        return self.scores[self.seat_of(name)]


@dataclass(frozen=True)
class TournamentResult:
    """A seeded tournament's games, with wins and scores per player (95% intervals).

    The same type for all three games. A win shared by ``k`` players counts
    ``1/k`` to each. ``requested`` is the number of games asked for; fewer were
    played when the run was interrupted.
    """

    players: tuple[str, ...]
    records: tuple[GameRecord, ...]
    score_name: str
    requested: int
    seed: Any = None
    game: str = ""

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.records)

    @property
    def interrupted(self) -> bool:
        return self.games < self.requested

    @property
    def capped(self) -> int:
        """Games a safety cap stopped before anyone won."""
        return sum(r.capped for r in self.records)

    def _check_name(self, name: str) -> str:
        if not isinstance(name, str) or name not in self.players:
            raise LogoKitError(
                f"no player called {checks.describe(name)}; players: {', '.join(self.players)}."
            )
        return name

    @property
    def wins(self) -> dict[str, Fraction]:
        """Games won by each player (shared wins as fractions), in the players' order."""
        totals = dict.fromkeys(self.players, Fraction(0))
        for record in self.records:
            for name, share in zip(record.seats, record.returns, strict=True):
                totals[name] += share
        return totals

    def win_rate(self, name: str) -> Estimate:
        """``name``'s share of wins per game, with a 95% (Wilson) interval."""
        self._check_name(name)
        return estimate_share([float(r.share_of(name)) for r in self.records])

    def score(self, name: str) -> Estimate:
        """Mean of ``name``'s :attr:`score_name` over the games that gave one."""
        self._check_name(name)
        values = [r.score_of(name) for r in self.records]
        return estimate_mean([float(v) for v in values if v is not None])

    def difference(self, first: str, second: str, of: str = "wins") -> PairedDifference:
        """``first`` minus ``second``, game by game, as a mean with its 95% interval.

        Both players met the same seeded deals, so each game gives one difference and the
        luck of the deal cancels: this is the honest test of two players (the teacher
        guide's one rule). ``of="wins"`` takes each game's win shares (1, 0, or a shared
        fraction), so a mean of 0.1 says ``first`` won 10 more games in 100;
        ``of="score"`` takes the game's own measure (:attr:`score_name`), in games where
        both have one. If the interval contains 0 these games do not show a difference
        (``.shows`` is 0, see :mod:`logo_kit.comparison`); the two players' own
        intervals overlapping or not is not the test.

        >>> from logo_kit.billionaire import ApprenticeOptions, FixedCountLauncher
        >>> result = tournament([FixedCountLauncher(1), FixedCountLauncher(4)], games=12,
        ...                     seed=1, options=ApprenticeOptions(players=2))
        >>> d = result.difference("stop after 4", "stop after 1")
        >>> d.samples, -1 <= d.mean <= 1, d.shows in (-1, 0, 1)
        (12, True, True)
        """
        self._check_name(first)
        self._check_name(second)
        if first == second:
            raise LogoKitError("compare two different players (the same name was given twice).")
        if of == "wins":
            differences = [float(r.share_of(first) - r.share_of(second)) for r in self.records]
        elif of == "score":
            pairs = [(r.score_of(first), r.score_of(second)) for r in self.records]
            differences = [float(a) - float(b) for a, b in pairs if a is not None and b is not None]
        else:
            raise LogoKitError(f"of must be 'wins' or 'score', got {checks.describe(of)}.")
        if len(differences) < 2:
            raise LogoKitError(
                f"a difference needs at least 2 games in which both {first!r} and {second!r} "
                f"have a result; found {len(differences)}."
            )
        return paired_difference(differences)

    def seat_win_rates(self) -> list[Estimate]:
        """Win share of each seat position (seat 0 moved first), whoever sat there."""
        seats = len(self.records[0].seats) if self.records else 0
        return [estimate_share([float(r.returns[s]) for r in self.records]) for s in range(seats)]

    def table(self) -> str:
        """A Markdown table: player, games, wins, win rate with its 95% interval, mean score."""
        lines = [
            f"| player | games | wins | win rate (95% interval) | mean {self.score_name} |",
            "|---|---:|---:|---|---:|",
        ]
        wins = self.wins
        for name in self.players:
            rate = "–"  # no game finished (Ctrl-C during the first)
            if self.records:
                estimate = self.win_rate(name)
                low, high = estimate.interval
                rate = f"{estimate.mean:.1%} ({low:.1%}–{high:.1%})"
            scored = [r.score_of(name) for r in self.records if r.score_of(name) is not None]
            mean = f"{sum(map(float, scored)) / len(scored):.2f}" if scored else "–"
            lines.append(
                f"| {name} | {self.games} | {_fraction_text(wins[name])} | {rate} | {mean} |"
            )
        return "\n".join(lines)

    def summary(self) -> str:
        """A short text report: games played, caps, then :meth:`table`."""
        head = f"{self.games} games"
        if self.interrupted:
            head += f" of {self.requested} (interrupted)"
        if self.capped:
            head += f", {self.capped} stopped by a cap with no winner"
        return f"{head}\n{self.table()}"

    def __str__(self) -> str:
        return self.summary()


def _fraction_text(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}"


def _rotated(options: Any, shift: int) -> Any:
    """Options with per-seat settings moved ``shift`` seats on, for games whose seat
    settings belong to the player (Logic & Lore: each player's mode and blackholes)."""
    rotate = getattr(options, "rotated", None)
    return options if rotate is None or shift == 0 else rotate(shift)


@dataclass(frozen=True)
class _TournamentGame:
    """Plays game ``index`` of a tournament (a picklable object, so that any
    executor's workers can run it)."""

    game: type
    players: tuple[Any, ...]
    names: tuple[str, ...]  # the players' names as the run began
    options: Any
    rotate_seats: bool
    max_moves: int
    move_seconds: float | None = None

    def __call__(self, index: int, rng: np.random.Generator) -> GameRecord:
        seats = len(self.players)
        shift = index % seats if self.rotate_seats else 0
        seated = [self.players[(seat - shift) % seats] for seat in range(seats)]
        names = tuple(self.names[(seat - shift) % seats] for seat in range(seats))
        try:
            final = play_game(
                self.game,
                seated,
                rng,
                options=_rotated(self.options, shift),
                max_moves=self.max_moves,
                move_seconds=self.move_seconds,
            )
        except BotError as error:
            raise BotError(
                f"game {index} of the tournament stopped: {error}",
                player=error.player,
                seat=error.seat,
                move=error.move,
                game=index,
            ) from error
        for seat, (player, name) in enumerate(zip(seated, names, strict=True)):
            if player.name != name:  # results are kept by the name the run began with
                raise BotError(
                    f"game {index} of the tournament stopped: the bot {name!r} (seat {seat}) "
                    f"renamed itself {checks.describe(player.name)}; a player's name must "
                    "stay the same.",
                    player=name,
                    seat=seat,
                    game=index,
                )
        summary = getattr(final, "summary", None)
        return GameRecord(
            index=index,
            seats=names,
            returns=tuple(final.returns()),
            scores=tuple(final.scores()),
            turns=final.turns,
            moves=len(final.log),
            capped=final.capped,
            details=summary() if callable(summary) else None,
        )


def tournament(
    players: Sequence[Any],
    games: int,
    seed: int | np.random.SeedSequence,
    *,
    options: Any,
    progress: Progress | None = None,
    rotate_seats: bool = True,
    max_moves: int = DEFAULT_MAX_MOVES,
    game: type | None = None,
    executor: Executor | str | None = None,
    chunk: int | None = None,
    move_seconds: float | None = None,
    stuck_workers: str = "restart",
) -> TournamentResult:
    """Play ``games`` seeded games between ``players`` and collect every result.

    ``options`` (``LogoOptions``, ``LoreOptions`` or ``ApprenticeOptions``) say
    which game and how many seats; give one player per seat. Game ``i`` is
    played with the ``i``-th generator spawned from ``seed`` (so it is the same
    game however many are played) and, with ``rotate_seats``, the players sit
    ``i`` seats on, so each one moves first equally often; per-seat settings
    that belong to a player (``options.rotated``) move with the player.
    ``progress(done, total)`` is called as games finish; Ctrl-C (Jupyter's stop
    button) ends the run early and the finished games are returned. ``game``
    names the game class for options of another game (a test's toy game).

    ``executor`` spreads the games over workers: ``"processes"`` for every
    core of this machine, any ``concurrent.futures.Executor``, or a
    Dask cluster's ``client.get_executor()``; ``chunk`` games go to a worker at
    a time (by default sized from the executor's workers and the time game 0
    took, see :func:`~logo_kit.simulate.chunks.chunk_size`). The results are identical
    to a run without an executor.

    A bot that fails (raises, calls itself without end, returns an illegal
    move, or takes longer than ``move_seconds`` over one move; no limit by
    default, see :mod:`logo_kit.bot_guard`) stops the run with a
    :class:`~logo_kit.errors.BotError` naming the player, seat, game and move;
    its ``partial`` holds games ``0 … game−1`` as a :class:`TournamentResult`.
    Ctrl-C returns games ``0 … k−1`` (those finished without a gap; an empty
    result when it comes during game 0) at once and leaves no worker playing:
    a process pool's busy workers are ended, and
    a Dask worker still in a game of the run a second later (a bot that never
    returns) is restarted through its nanny in the background, losing what it
    held; ``stuck_workers="leave"`` leaves it playing instead (see
    :func:`~logo_kit.simulate.play_indexed` for why restarting is the default).
    """
    game = game_for(options) if game is None else game
    progress = check_progress(progress)
    checks.has_members(game, "game", ("new", "score_name"), _GAME_HINT, instances=False)
    players = check_players(players)
    listed = getattr(options, "players", None)
    if checks.is_whole(listed):
        seats = int(listed)
    elif isinstance(listed, tuple | list):
        seats = len(listed)
    else:
        raise LogoKitError(
            f"options must say how many players sit down (options.players), got "
            f"{checks.describe(options)}."
        )
    if len(players) != seats:
        raise LogoKitError(
            f"these options seat {seats} players; give {seats} players, got {len(players)}."
        )
    names = tuple(p.name for p in players)
    play_one = _TournamentGame(
        game=game,
        players=tuple(players),
        names=names,
        options=options,
        rotate_seats=checks.flag(rotate_seats, "rotate_seats"),
        max_moves=checks.whole(max_moves, "max_moves", low=1),
        move_seconds=check_move_seconds(move_seconds),
    )

    def result(records: Sequence[GameRecord]) -> TournamentResult:
        return TournamentResult(
            players=names,
            records=tuple(records),
            score_name=game.score_name,
            requested=games,
            seed=seed,
            game=game.__name__,
        )

    try:
        records = play_indexed(
            play_one,
            games=games,
            seed=seed,
            progress=progress,
            executor=executor,
            chunk=chunk,
            stuck_workers=stuck_workers,
        )
    except BotError as error:
        error.partial = result(error.partial or [])
        raise
    except KeyboardInterrupt:  # Ctrl-C before any game finished: none to return
        records = []
    return result(records)
