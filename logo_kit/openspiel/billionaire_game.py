"""LOGO Billionaire's Apprentice game as the OpenSpiel game ``logo_kit_billionaire`` (see
:mod:`logo_kit.openspiel.games`)."""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit.billionaire.game import ApprenticeGame
from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.openspiel import billionaire_tensors
from logo_kit.openspiel.codecs import ApprenticeCodec, Codec
from logo_kit.openspiel.engine_game import _EngineGame
from logo_kit.openspiel.layout import TensorLayout

__all__ = ["ApprenticeSpielGame"]


class ApprenticeSpielGame(_EngineGame):
    """LOGO Billionaire's Apprentice game as ``logo_kit_billionaire``: players,
    winning_money, starting_money, max_turns.

    Nothing is hidden (ruling B13), so it is registered as a perfect-information
    game with explicit chance (OpenSpiel's MCTS plays it directly), and its
    observation tensor holds the whole position
    (:mod:`logo_kit.openspiel.billionaire_tensors`).
    """

    short_name = "logo_kit_billionaire"
    long_name = "LOGO Billionaire, Apprentice game (logo_kit)"
    engine = ApprenticeGame
    information = "perfect"
    min_players = 1
    max_players = 12

    @classmethod
    def make_options(cls, values: dict[str, Any]) -> ApprenticeOptions:
        return ApprenticeOptions(
            players=values["players"],
            winning_money=values["winning_money"],
            starting_money=values["starting_money"],
            max_turns=values["max_turns"],
        )

    @classmethod
    def make_codec(cls, options: ApprenticeOptions, values: dict[str, Any]) -> Codec:
        return ApprenticeCodec(options)

    def game_length(self, options: ApprenticeOptions) -> int:
        # a turn: the spin, trades (one per other player, or ending the trade), launching
        # or not, then per Risky Business card its draw and the draw-or-stop choice
        deck = options.risky_business
        per_turn = 1 + options.players + 1 + 2 * deck.size
        return len(self.root().undealt) + options.max_turns * per_turn

    def make_observation_layout(self, options: ApprenticeOptions) -> TensorLayout:
        return billionaire_tensors.observation_layout(options)

    def write_observation(self, view: Any, tensor: np.ndarray) -> None:
        billionaire_tensors.write_observation(self.observation_layout, view, tensor)
