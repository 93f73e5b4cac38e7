"""Round scoring for LOGO (ruling L10).

>>> score_round([15, 61, 27], declarer=0)   # the sheet's round 1: A declares and is lowest
[0, 61, 27]
>>> score_round([11, 18, 10], declarer=0)   # round 2: A declares but C is lower
[22, 18, 0]
"""

from __future__ import annotations

from collections.abc import Sequence

from logo_kit.errors import LogoKitError

__all__ = ["score_round"]


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

    With ``declarer_wins_ties`` (a house-rule option, default False) a declarer
    tied for lowest counts as lowest.
    """
    values = list(values)
    if len(values) < 2:
        raise LogoKitError(f"a round has 2 to 8 players' hand values, got {len(values)}.")
    for v in values:
        if not isinstance(v, int) or isinstance(v, bool):
            raise LogoKitError(f"hand values are whole numbers, got {v!r}.")
    if declarer is None:
        return values
    if not isinstance(declarer, int) or not 0 <= declarer < len(values):
        raise LogoKitError(
            f"declarer must be a player index from 0 to {len(values) - 1} (or None), "
            f"got {declarer!r}."
        )
    low = min(values)
    mine = values[declarer]
    tied = values.count(low) > 1
    declarer_is_low = mine == low and (not tied or declarer_wins_ties)
    if declarer_is_low:
        return [min(v, 0) if i == declarer else v for i, v in enumerate(values)]
    return [
        2 * v if i == declarer else (min(v, 0) if v == low else v) for i, v in enumerate(values)
    ]
