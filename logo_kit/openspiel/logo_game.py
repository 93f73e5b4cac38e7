"""LOGO as the OpenSpiel game ``logo_kit_logo`` (see :mod:`logo_kit.openspiel.games`)."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.logo.cardcodes import CARD_OF, code_of
from logo_kit.logo.game import LogoGame
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.views import Phase as LogoPhase
from logo_kit.openspiel.codecs import Codec, LogoCodec
from logo_kit.openspiel.engine_game import _EngineGame, _one_hot

__all__ = ["LOGO_MAX_MOVES", "LogoSpielGame"]

LOGO_MAX_MOVES = 20_000
"""Default ``max_moves`` of the OpenSpiel LOGO game: actions (chance included) before it
stops with no winner. A game to 250 between sensible bots takes a few thousand."""

_LOGO_PHASES = tuple(LogoPhase)


class LogoSpielGame(_EngineGame):
    """LOGO as ``logo_kit_logo``: players, target_score, max_rounds (0 = none),
    first_player, declarer_wins_ties, max_moves (actions, chance included, before
    the game stops with no winner; default :data:`LOGO_MAX_MOVES`).

    Observation tensor (per card code, 49 each): own hand counts, discard-pile
    counts; then per seat: hand size / 10, running total / target, active; the
    draw-pile size / 110 and the phase (one-hot).
    """

    short_name = "logo_kit_logo"
    long_name = "LOGO card game (logo_kit)"
    engine = LogoGame
    parameters: ClassVar[dict[str, Any]] = {
        "players": 3,
        "target_score": 250,
        "max_rounds": 0,
        "first_player": 0,
        "declarer_wins_ties": False,
        "max_moves": LOGO_MAX_MOVES,
    }
    max_players = 8

    @classmethod
    def make_options(cls, values: dict[str, Any]) -> LogoOptions:
        return LogoOptions(
            players=values["players"],
            target_score=values["target_score"],
            max_rounds=values["max_rounds"] or None,
            first_player=values["first_player"],
            declarer_wins_ties=values["declarer_wins_ties"],
        )

    @classmethod
    def make_codec(cls, options: LogoOptions, values: dict[str, Any]) -> Codec:
        return LogoCodec(options)

    @classmethod
    def moves_cap(cls, values: dict[str, Any]) -> int:
        cap = values["max_moves"]
        if type(cap) is not int or not 1 <= cap <= 10**9:
            raise LogoKitError(
                f"max_moves must be a whole number from 1 to 1,000,000,000 (a LOGO round has "
                f"no end of its own while players take discards), got {cap!r}."
            )
        return cap

    def game_length(self, options: LogoOptions) -> int:
        return self.move_cap

    @classmethod
    def tensor_size(cls, options: LogoOptions) -> int:
        return 2 * len(CARD_OF) + 3 * options.players + 1 + len(_LOGO_PHASES)

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        cards = len(CARD_OF)
        for card in view.hand:
            tensor[code_of(card)] += 1
        for card in view.discard_pile:
            tensor[cards + code_of(card)] += 1
        at = 2 * cards
        target = view.options.target_score
        for seat in range(view.players):
            tensor[at + 3 * seat] = view.hand_sizes[seat] / 10
            tensor[at + 3 * seat + 1] = view.totals[seat] / target
            tensor[at + 3 * seat + 2] = float(view.active[seat])
        at += 3 * view.players
        tensor[at] = view.draw_size / 110
        _one_hot(tensor, at + 1, _LOGO_PHASES.index(view.phase))
