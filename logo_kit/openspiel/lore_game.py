"""Logic & Lore as the OpenSpiel game ``logo_kit_lore`` (see
:mod:`logo_kit.openspiel.games`)."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from logo_kit.errors import LogoKitError
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import Phase as LorePhase
from logo_kit.lore.options import TOKENS_EACH, LoreOptions, PlayerSetup
from logo_kit.lore.tokens import TOKEN_QUESTIONS
from logo_kit.openspiel.codecs import Codec, LoreCodec
from logo_kit.openspiel.engine_game import _EngineGame, _one_hot

__all__ = ["LORE_STEPS_PER_TURN", "LoreSpielGame"]

LORE_STEPS_PER_TURN = 7
"""Most moves in one Logic & Lore turn: steps 1–6 and the token removal (ruling S5)."""

_LORE_PHASES = tuple(LorePhase)


class LoreSpielGame(_EngineGame):
    """Logic & Lore as ``logo_kit_lore``: mode ('light' or 'bright') and blackholes for
    both seats (or mode_b / blackholes_b for seat 1), stars, first_turn_divines,
    max_turns (1 or more: the OpenSpiel game needs an end) and move_heavens.

    ``move_heavens="swaps"`` (the default) plays the listed moves: Move the
    Heavens is Pass or one swap of two face-down cards per step, as
    ``legal_moves()`` lists it. ``move_heavens="any"`` offers every
    rearrangement of the face-down cards (ruling S14), for lines of at most 7
    cards.

    Observation tensor, with ``n`` the longest line's cards: own line (per
    position, the card there one-hot; face up), the chance that each own card
    holds each value given every answer so far (the exact belief, ruling S1),
    the held-up cards; the opponent's line (per position, the card one-hot;
    face up); per token card 2–8, empty / own token / opponent's token; each
    seat's tokens in hand / 7; own and opponent's mode (Star Bright = 1); to
    move; the turn / max_turns; the step (one-hot); finished, won.
    """

    short_name = "logo_kit_lore"
    long_name = "Logic & Lore (logo_kit)"
    engine = LoreGame
    parameters: ClassVar[dict[str, Any]] = {
        "mode": "light",
        "blackholes": 0,
        "mode_b": "",
        "blackholes_b": -1,
        "stars": 9,
        "first_turn_divines": False,
        "max_turns": 200,
        "move_heavens": "swaps",
    }

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

    @staticmethod
    def _size(options: LoreOptions) -> int:
        return max(options.layout(seat).size for seat in range(options.seats))

    @classmethod
    def tensor_size(cls, options: LoreOptions) -> int:
        n = cls._size(options)
        own = n * n + n + n * n + n
        theirs = n * n + n
        return own + theirs + 3 * len(TOKEN_QUESTIONS) + 2 + 2 + 2 + len(_LORE_PHASES) + 2

    def fill_observation(self, view: Any, tensor: np.ndarray) -> None:
        n = self._size(view.options)
        at = 0
        for own, arrangement, revealed in (
            (True, view.arrangement, view.revealed),
            (False, view.opponent_arrangement, view.opponent_revealed),
        ):
            cards = view.options.layout(view.seat if own else 1 - view.seat).cards
            for position, card in enumerate(arrangement):
                _one_hot(tensor, at + position * n, cards.index(card))
                tensor[at + n * n + position] = float(card in revealed)
            at += n * n + n
            if own:  # own line: the belief and the focus
                layout = view.layout
                matrix = view.belief().marginal_matrix()  # rows: cards; columns: values
                size = layout.size
                tensor[at : at + n * n].reshape(n, n)[:size, :size] = matrix
                at += n * n
                for card in view.focus or ():
                    _one_hot(tensor, at, cards.index(card))
                at += n
        seat = view.seat
        for k, owner in enumerate(view.tokens.owners):
            state = 0 if owner is None else (1 if owner == seat else 2)
            _one_hot(tensor, at + 3 * k, state)
        at += 3 * len(TOKEN_QUESTIONS)
        tensor[at] = view.tokens.supply[seat] / TOKENS_EACH
        tensor[at + 1] = view.tokens.supply[1 - seat] / TOKENS_EACH
        tensor[at + 2] = float(view.mode == "bright")
        tensor[at + 3] = float(view.opponent_mode == "bright")
        tensor[at + 4] = float(view.current_player == seat)
        tensor[at + 5] = view.turn / (view.options.max_turns or 1)
        at += 6
        _one_hot(tensor, at, _LORE_PHASES.index(view.phase))
        at += len(_LORE_PHASES)
        tensor[at] = float(view.finished[seat] is not None)
        tensor[at + 1] = float(view.winner == seat)
