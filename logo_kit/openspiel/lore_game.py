"""Logic & Lore as the OpenSpiel game ``logo_kit_lore`` (see
:mod:`logo_kit.openspiel.games`)."""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.lore.game import LoreGame
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.openspiel import lore_tensors
from logo_kit.openspiel.codecs import Codec, LoreCodec
from logo_kit.openspiel.engine_game import _EngineGame
from logo_kit.openspiel.layout import TensorLayout

__all__ = ["LORE_STEPS_PER_TURN", "LoreSpielGame"]

LORE_STEPS_PER_TURN = 7
"""Most moves in one Logic & Lore turn: steps 1–6 and the token removal (ruling S5)."""


class LoreSpielGame(_EngineGame):
    """Logic & Lore as ``logo_kit_lore``: mode ('light' or 'bright') and blackholes for
    both seats (or mode_b / blackholes_b for seat 1), stars, first_turn_divines,
    max_turns (1 or more: the OpenSpiel game needs an end) and move_heavens.

    ``move_heavens="swaps"`` (the default) plays the listed moves: Move the
    Heavens is Pass or one swap of two face-down cards per step, as
    ``legal_moves()`` lists it. ``move_heavens="any"`` offers every
    rearrangement of the face-down cards (ruling S14), for lines of at most 7
    cards.

    Tensors: :mod:`logo_kit.openspiel.lore_tensors`.
    """

    short_name = "logo_kit_lore"
    long_name = "Logic & Lore (logo_kit)"
    engine = LoreGame
    history_slot = staticmethod(lore_tensors.history_slot)

    @classmethod
    def make_options(cls, values: dict[str, Any]) -> LoreOptions:
        first = PlayerSetup(values["mode"], values["blackholes"])
        second = PlayerSetup(
            values["mode_b"] or values["mode"],
            values["blackholes"] if values["blackholes_b"] < 0 else values["blackholes_b"],
        )
        return LoreOptions(
            players=(first, second),
            stars=values["stars"],
            first_turn_divines=values["first_turn_divines"],
            max_turns=values["max_turns"] or None,
        )

    @classmethod
    def make_codec(cls, options: LoreOptions, values: dict[str, Any]) -> Codec:
        return LoreCodec(options, values["move_heavens"])

    @staticmethod
    def seats(options: LoreOptions) -> int:
        return options.seats

    def game_length(self, options: LoreOptions) -> int:
        if options.max_turns is None:
            raise LogoKitError(
                "the OpenSpiel Logic & Lore game needs a turn cap (a game of passes never "
                "ends): set max_turns to 1 or more (ruling S15; default 200)."
            )
        dealt = sum(len(line.to_deal) for line in self.root().lines)
        return dealt + LORE_STEPS_PER_TURN * options.max_turns

    def make_observation_layout(self, options: LoreOptions) -> TensorLayout:
        return lore_tensors.observation_layout(options)

    def make_history_layout(self, options: LoreOptions, length: int) -> TensorLayout:
        return lore_tensors.history_layout(options, length)

    def write_observation(self, view: Any, tensor: np.ndarray) -> None:
        lore_tensors.write_observation(self.observation_layout, view, tensor)
