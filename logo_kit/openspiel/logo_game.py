"""LOGO as the OpenSpiel game ``logo_kit_logo`` (see :mod:`logo_kit.openspiel.games`)."""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit.logo.game import LogoGame
from logo_kit.logo.options import LogoOptions
from logo_kit.openspiel import logo_tensors
from logo_kit.openspiel.codecs import Codec, LogoCodec
from logo_kit.openspiel.engine_game import EngineState, _EngineGame
from logo_kit.openspiel.layout import TensorLayout
from logo_kit.openspiel.params import LOGO_MAX_MOVES

__all__ = ["LOGO_MAX_MOVES", "LogoSpielGame"]


class LogoSpielGame(_EngineGame):
    """LOGO as ``logo_kit_logo``: players, target_score, max_rounds (0 = none),
    first_player, declarer_wins_ties, max_moves (actions, chance included, before
    the game stops with no winner; default :data:`LOGO_MAX_MOVES`).

    Tensors: :mod:`logo_kit.openspiel.logo_tensors` (the information-state tensor has
    a history row per action, so it grows with ``max_moves``).
    """

    short_name = "logo_kit_logo"
    long_name = "LOGO card game (logo_kit)"
    engine = LogoGame
    max_players = 8
    history_slot = staticmethod(logo_tensors.history_slot)

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
        return values["max_moves"]

    def game_length(self, options: LogoOptions) -> int:
        return self.move_cap

    def make_observation_layout(self, options: LogoOptions) -> TensorLayout:
        return logo_tensors.observation_layout(options)

    def make_history_layout(self, options: LogoOptions, length: int) -> TensorLayout:
        return logo_tensors.history_layout(options, length)

    def write_observation(self, view: Any, tensor: np.ndarray) -> None:
        logo_tensors.write_observation(self.observation_layout, view, tensor)

    def write_history(self, state: EngineState, seat: int, tensor: np.ndarray) -> None:
        logo_tensors.write_rounds(self.history_layout, state.position.view(seat), tensor)
        super().write_history(state, seat, tensor)
