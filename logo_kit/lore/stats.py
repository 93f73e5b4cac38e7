"""Logic & Lore statistics over a tournament: turns to win per player and mode.

Tournaments are the engine's (:func:`logo_kit.engine.tournament`, re-exported
as :func:`logo_kit.lore.tournament`): game ``i`` is the same game however many
are played, seats rotate from game to game, and each player keeps its own
set-up (mode, blackholes; ruling S9) because :meth:`LoreOptions.rotated` moves
it with the player. Each game's ``details`` is the game's
:class:`~logo_kit.lore.game.LoreSummary`, and these small functions read it.

With ``play_on=True`` in the options, after the game is decided the other
player keeps going until they too finish, so every player's *turns to win*
(own turns, counting the turn they align on) is measured in every game, not
only in the games they happen to win first.

>>> from logo_kit.lore import GreedyInfoPlayer, LoreOptions, tournament
>>> result = tournament(
...     [GreedyInfoPlayer("greedy"), GreedyInfoPlayer("greedy 2")], games=2, seed=1,
...     options=LoreOptions.both("bright", stars=5, play_on=True))
>>> result.games, sorted(result.wins)
(2, ['greedy', 'greedy 2'])
>>> len(turns_to_win(result, "greedy"))
2
"""

from __future__ import annotations

import dataclasses
import statistics
from collections import Counter
from typing import Any

from logo_kit import checks
from logo_kit.comparison import PairedDifference, paired_difference
from logo_kit.engine import GameRecord, TournamentResult
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean
from logo_kit.lore.game import LoreSummary
from logo_kit.lore.options import parse_mode

__all__ = [
    "first_games",
    "mean_turns_to_win",
    "modes",
    "turns_difference",
    "turns_distribution",
    "turns_summary",
    "turns_to_win",
]


_NO_NAME = object()


def _checked(result: Any, name: Any = _NO_NAME) -> TournamentResult:
    result = checks.instance(
        result, "result", TournamentResult, "a TournamentResult from lore.tournament(...)"
    )
    if result.records and not isinstance(result.records[0].details, LoreSummary):
        raise LogoKitError("result must come from a Logic & Lore tournament (LoreOptions).")
    if name is not _NO_NAME:
        checks.text(name, "name", most=200)
        if name not in result.players:
            raise LogoKitError(f"no player called {name!r}; players: {', '.join(result.players)}.")
    return result


def _mode_of(record: GameRecord, name: str) -> str:
    return record.details.modes[record.seat_of(name)]


def _turns_of(record: GameRecord, name: str) -> int | None:
    # name's own turns to solve its line in this game (None: it did not solve it)
    finish = record.details.finishes[record.seat_of(name)]
    return finish.own_turns if finish is not None and finish.won else None


def modes(result: TournamentResult, name: str) -> list[str]:
    """The modes ``name`` played, in first-seen order."""
    result = _checked(result, name)
    return list(dict.fromkeys(_mode_of(r, name) for r in result.records))


def turns_to_win(result: TournamentResult, name: str, mode: str | None = None) -> list[int]:
    """``name``'s own turns to win in each game they solved their line (optionally one mode).

    A line is solved by aligning every card (Align the Stars, or all face up);
    games where ``name`` aligned wrongly or never finished give no number.
    """
    result = _checked(result, name)
    mode = None if mode is None else parse_mode(mode)
    found = []
    for record in result.records:
        if mode is not None and _mode_of(record, name) != mode:
            continue
        turns = _turns_of(record, name)
        if turns is not None:
            found.append(int(turns))
    return found


def turns_distribution(
    result: TournamentResult, name: str, mode: str | None = None
) -> dict[int, int]:
    """How often ``name`` needed each number of turns: ``{turns: games}``, sorted."""
    return dict(sorted(Counter(turns_to_win(result, name, mode)).items()))


def mean_turns_to_win(result: TournamentResult, name: str, mode: str | None = None) -> Estimate:
    """Mean turns to win with its standard error (a simulated estimate)."""
    return estimate_mean(turns_to_win(result, name, mode))


def turns_summary(result: TournamentResult) -> str:
    """A text table: per player and mode, game wins, how often the player solved
    their own line, and the turns that took."""
    result = _checked(result)
    lines = [f"{result.games} games, {result.capped} stopped at the turn cap"]
    for name in result.players:
        for mode in modes(result, name):
            played = [r for r in result.records if _mode_of(r, name) == mode]
            turns = turns_to_win(result, name, mode)
            wins = sum(r.share_of(name) for r in played)
            if turns:
                spread = (
                    f"mean {statistics.fmean(turns):5.2f}, median {statistics.median(turns)}, "
                    f"range {min(turns)}–{max(turns)}"
                )
            else:
                spread = "never finished"
            lines.append(
                f"  {name:>12} ({mode:6}): {int(wins):4d} wins of {len(played)}, own line "
                f"solved {len(turns)}; turns to win {spread}"
            )
    return "\n".join(lines)


def first_games(result: TournamentResult, games: int) -> TournamentResult:
    """The same tournament cut to its first ``games`` games.

    Game ``i`` of a seeded tournament is the same game however many are played,
    so this is exactly what a shorter run with the same seed would have given.
    """
    result = _checked(result)
    games = checks.whole(games, "games", low=1, high=max(1, result.games))
    kept = tuple(sorted(result.records, key=lambda r: r.index)[:games])
    return dataclasses.replace(result, records=kept, requested=games)


def turns_difference(
    result: TournamentResult, first: str, second: str, mode: str | None = None
) -> PairedDifference:
    """How many more own turns ``first`` needed than ``second``, compared game by game.

    In each game where both solved their own line (optionally: where ``first``
    played ``mode``) the difference of their turns to win is one sample; the
    estimate is the mean difference with its standard error and 95% interval
    (mean ± 1.96 SE). A positive mean says ``first`` was slower. If the
    interval contains 0, these games do not show which player is faster —
    even when the two players' own means differ. Comparing the game-by-game
    differences directly is the honest test; two players' separate intervals
    can overlap while their difference is still clear, and the other way round.

    >>> from logo_kit.lore import GreedyInfoPlayer, AdvisorPlayer, LoreOptions, tournament
    >>> result = tournament([GreedyInfoPlayer("g"), AdvisorPlayer("a")], games=6, seed=3,
    ...                     options=LoreOptions.both("light", stars=5, play_on=True))
    >>> turns_difference(result, "g", "a").samples
    6
    """
    result = _checked(result, first)
    _checked(result, second)
    if first == second:
        raise LogoKitError("compare two different players (the same name was given twice).")
    mode = None if mode is None else parse_mode(mode)
    differences = []
    for record in result.records:
        if mode is not None and _mode_of(record, first) != mode:
            continue
        a, b = _turns_of(record, first), _turns_of(record, second)
        if a is not None and b is not None:
            differences.append(int(a) - int(b))
    if len(differences) < 2:
        raise LogoKitError(
            f"a difference needs at least 2 games in which both {first!r} and {second!r} "
            f"solved their line; found {len(differences)}."
        )
    return paired_difference(differences)
