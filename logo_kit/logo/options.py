"""Rule options for a LOGO game, with the documented defaults (rulings L10, L11).

>>> LogoOptions()
LogoOptions(target_score=250, declarer_wins_ties=False, max_rounds=None)
>>> LogoOptions(target_score=50).target_score  # "a game to 50 takes about 5 minutes"
50
"""

from __future__ import annotations

from dataclasses import dataclass

from logo_kit.errors import LogoKitError

__all__ = ["LogoOptions"]


@dataclass(frozen=True)
class LogoOptions:
    """House rules a teacher may change.

    - ``target_score`` (ruling L11, default 250): a player whose running total
      reaches this is eliminated after the round.
    - ``declarer_wins_ties`` (ruling L10 option, default False): a declarer tied
      for the lowest hand counts as lowest.
    - ``max_rounds`` (not a rule of the sheet; default None = no limit): end the
      game after this many rounds, the lowest total winning (ties share). Handy
      for short classroom games and for timing single rounds.
    """

    target_score: int = 250
    declarer_wins_ties: bool = False
    max_rounds: int | None = None

    def __post_init__(self) -> None:
        if (
            not isinstance(self.target_score, int)
            or isinstance(self.target_score, bool)
            or self.target_score < 1
        ):
            raise LogoKitError(
                f"target_score must be a whole number ≥ 1 (the sheet suggests 50 to 1,000; "
                f"default 250), got {self.target_score!r}."
            )
        if not isinstance(self.declarer_wins_ties, bool):
            raise LogoKitError(
                f"declarer_wins_ties is True or False (default False, ruling L10), "
                f"got {self.declarer_wins_ties!r}."
            )
        if self.max_rounds is not None and (
            not isinstance(self.max_rounds, int)
            or isinstance(self.max_rounds, bool)
            or self.max_rounds < 1
        ):
            raise LogoKitError(
                f"max_rounds must be None (no limit) or a whole number ≥ 1, "
                f"got {self.max_rounds!r}."
            )
