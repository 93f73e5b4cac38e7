"""Round scoring for LOGO (ruling L10): who holds the low hand, and the points.

>>> score_round([15, 61, 27], declarer=0)   # the sheet's round 1: A declares and is lowest
[0, 61, 27]
>>> score_round([11, 18, 10], declarer=0)   # round 2: A declares but C is lower
[22, 18, 0]
>>> showdown([11, 18, 10], declarer=0)
Showdown(lowest=(2,), declarer_strictly_lowest=False, declarer_won=False)
>>> explain_points([11, 18, 10], declarer=0)
['declared, not lowest → doubled', '', 'lowest, beat the declarer → 0']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.logo.cards import MAX_PLAYERS, MIN_PLAYERS

__all__ = [
    "Showdown",
    "explain_points",
    "explain_round",
    "round_ending",
    "score_round",
    "showdown",
]


class Showdown(NamedTuple):
    """How a round's hands compare (ruling L10).

    ``lowest``: the seats (indices into the values) holding the lowest value.
    ``declarer_strictly_lowest``: the declarer alone holds it (False if nobody declared).
    ``declarer_won``: the declarer scores as the low hand: strictly lowest, or tied
    for lowest under the house rule ``declarer_wins_ties``.
    """

    lowest: tuple[int, ...]
    declarer_strictly_lowest: bool
    declarer_won: bool


def _read_round(values: Any, declarer: Any, declarer_wins_ties: Any) -> tuple[list[int], Any, bool]:
    found = list(checks.wholes(values, "values (the hand values of a round)", most=MAX_PLAYERS))
    if not MIN_PLAYERS <= len(found) <= MAX_PLAYERS:
        raise LogoKitError(
            f"a round has 2 to 8 players' hand values (ruling L1), got {len(found)}."
        )
    if declarer is not None:
        declarer = checks.whole(
            declarer, "declarer", low=0, high=len(found) - 1, why="a player index, or None"
        )
    return found, declarer, checks.flag(declarer_wins_ties, "declarer_wins_ties")


def showdown(
    values: Sequence[int], declarer: int | None = None, *, declarer_wins_ties: bool = False
) -> Showdown:
    """Who holds the low hand, and whether a declaration succeeded (ruling L10).

    The low hand is the lowest value at the table; a declarer tied for it counts
    as lowest only with the house rule ``declarer_wins_ties``.
    """
    values, declarer, wins_ties = _read_round(values, declarer, declarer_wins_ties)
    return unchecked_showdown(values, declarer, wins_ties)


def unchecked_showdown(values: list[int], declarer: int | None, wins_ties: bool) -> Showdown:
    """:func:`showdown` without its checks (the engine's values are whole numbers)."""
    low = min(values)
    lowest = tuple(i for i, v in enumerate(values) if v == low)
    strictly = declarer is not None and lowest == (declarer,)
    won = strictly or (wins_ties and declarer in lowest)
    return Showdown(lowest, strictly, won)


def score_round(
    values: Sequence[int],
    declarer: int | None = None,
    *,
    declarer_wins_ties: bool = False,
) -> list[int]:
    """Points each player scores for a round, given their hand values (ruling L10).

    - No declaration: everyone scores their hand value.
    - The declarer is strictly lowest: the declarer scores ``min(value, 0)``,
      the others their value.
    - Otherwise the declarer scores ``2 × value`` and every other player tied
      for the lowest value scores ``min(value, 0)``.

    With ``declarer_wins_ties`` (a house-rule option, a bool, default False) a
    declarer tied for lowest counts as lowest. ``values`` holds 2 to 8 whole
    numbers (ruling L1: 2 to 8 players); ``declarer`` is an index into it or None.
    """
    values, declarer, wins_ties = _read_round(values, declarer, declarer_wins_ties)
    if declarer is None:
        return values
    return round_points(values, declarer, unchecked_showdown(values, declarer, wins_ties))


def round_points(values: list[int], declarer: int | None, result: Showdown) -> list[int]:
    """:func:`score_round` without its checks, from the round's :class:`Showdown` (L10).

    For the engine, which has whole-number values and a valid declarer index and
    needs the showdown as well: one comparison serves both.
    """
    if declarer is None:
        return list(values)
    if result.declarer_won:
        return [min(v, 0) if i == declarer else v for i, v in enumerate(values)]
    return [
        2 * v if i == declarer else (min(v, 0) if i in result.lowest else v)
        for i, v in enumerate(values)
    ]


def explain_points(
    values: Sequence[int],
    declarer: int | None = None,
    *,
    declarer_wins_ties: bool = False,
) -> list[str]:
    """Why each player scores what :func:`score_round` gives (ruling L10), in a few words.

    "" for a player who scores their hand value for no special reason (nobody declared,
    or they were neither the declarer nor lowest against a failed declaration). The
    declarer: "declared, lowest → 0" (or "→ keeps -3" for a value below 0), "declared,
    tied lowest (house rule) → 0", or "declared, not lowest → doubled"; a player lowest
    against a failed declaration: "lowest, beat the declarer → 0" (or "→ keeps -3").
    Same checks as :func:`score_round`.
    """
    values, declarer, wins_ties = _read_round(values, declarer, declarer_wins_ties)
    if declarer is None:
        return ["" for _ in values]
    result = unchecked_showdown(values, declarer, wins_ties)
    points = round_points(values, declarer, result)
    reasons = []
    for i, scored in enumerate(points):
        low = "0" if scored == 0 else f"keeps {scored}"
        if i == declarer and result.declarer_won:
            how = "lowest" if result.declarer_strictly_lowest else "tied lowest (house rule)"
            reasons.append(f"declared, {how} → {low}")
        elif i == declarer:
            reasons.append("declared, not lowest → doubled")
        elif not result.declarer_won and i in result.lowest:
            reasons.append(f"lowest, beat the declarer → {low}")
        else:
            reasons.append("")
    return reasons


def explain_round(result: Any) -> list[str]:
    """:func:`explain_points` for a finished round (a ``RoundResult``), in its seats' order.

    The round records whether the declarer won and whether strictly lowest; a win while
    tied means the tie house rule was on (ruling L10), so the reasons match its scores.
    """
    seats = result.seats
    declarer = None if result.declarer is None else seats.index(result.declarer)
    wins_ties = result.declarer_won and not result.declarer_strictly_lowest
    return explain_points([result.values[s] for s in seats], declarer, declarer_wins_ties=wins_ties)


DRAW_PILE_RAN_OUT = "the draw pile ran out"
"""How a round ends without a declaration (ruling L8 (a)): every hand scores its value."""


def round_ending(result: Any) -> str | None:
    """Why a finished round (a ``RoundResult``) ended, when nobody declared: "the draw
    pile ran out" (ruling L8 (a)); None when a declaration ended it, since then
    :func:`explain_round` gives the declarer's reason.

    The round's own record says how it ended (``ended_by``), so a board need not
    guess it from who declared.
    """
    return DRAW_PILE_RAN_OUT if result.ended_by == "draw pile" else None
