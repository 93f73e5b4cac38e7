"""LOGO Billionaire's Apprentice game as the OpenSpiel game ``logo_kit_billionaire`` (see
:mod:`logo_kit.openspiel.games`)."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from logo_kit.billionaire.game import ApprenticeGame
from logo_kit.billionaire.moves import Phase as BBPhase
from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.openspiel.codecs import ApprenticeCodec, Codec
from logo_kit.openspiel.engine_game import _EngineGame, _one_hot

__all__ = ["ApprenticeSpielGame"]

_BB_PHASES = tuple(BBPhase)


class ApprenticeSpielGame(_EngineGame):
    """LOGO Billionaire's Apprentice game as ``logo_kit_billionaire``: players,
    winning_money, starting_money, max_turns.

    Nothing is hidden (ruling B13), so it is registered as a perfect-information
    game with explicit chance (OpenSpiel's MCTS plays it directly). Observation
    tensor: per seat money / winning money, board position / board size and
    cards held per category / cards per category; pile sizes; the mover
    (one-hot) and the phase (one-hot).
    """

    short_name = "logo_kit_billionaire"
    long_name = "LOGO Billionaire, Apprentice game (logo_kit)"
    engine = ApprenticeGame
    information = "perfect"
    min_players = 1
    max_players = 12
    parameters: ClassVar[dict[str, Any]] = {
        "players": 2,
        "winning_money": 1000,
        "starting_money": 50,
        "max_turns": 1000,
    }

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

    @classmethod
    def tensor_size(cls, options: ApprenticeOptions) -> int:
        players = options.players
        return players * (2 + 6) + 6 + players + len(_BB_PHASES)

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        options = view.options
        players = len(view.money)
        per = options.cards_per_category
        for seat in range(players):
            at = seat * 8
            tensor[at] = view.money[seat] / options.winning_money
            tensor[at + 1] = view.positions[seat] / len(options.board)
            for category, cards in enumerate(view.hands[seat]):
                tensor[at + 2 + category] = len(cards) / per
        at = players * 8
        for category, pile in enumerate(view.piles):
            tensor[at + category] = len(pile) / per
        at += 6
        _one_hot(tensor, at, view.mover)
        _one_hot(tensor, at + players, _BB_PHASES.index(view.phase))
