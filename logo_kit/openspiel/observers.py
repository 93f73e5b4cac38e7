"""The OpenSpiel observer of the three games: observation and information-state strings
and tensors for one seat.

- **Observation** (``perfect_recall=False``): the string is the seat's view written out
  (:func:`~logo_kit.openspiel.records.view_text`); the tensor is the game's observation
  layout (each game's ``*_tensors`` module documents its blocks).
- **Information state** (``perfect_recall=True``): the string is the seat's record
  (:class:`~logo_kit.openspiel.records._Trail`); the tensor (LOGO and Logic & Lore) is
  the observation followed by the game's history layout, so two histories give a seat the
  same tensor exactly when they give it the same record. LOGO Billionaire is declared
  perfect-information and has no information-state tensor: its observation is the
  whole position.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit.openspiel.records import view_text

__all__ = ["Observer"]


class Observer:
    """Strings and the tensor for one kind of observation (OpenSpiel's Python observer)."""

    def __init__(self, game: Any, perfect_recall: bool) -> None:
        self._game = game
        self._perfect_recall = perfect_recall
        self._observation = game.observation_layout.size
        history = game.history_layout
        if not perfect_recall:
            size = self._observation
        else:
            size = 0 if history is None else self._observation + history.size
        self.tensor = np.zeros(size, np.float32)
        name = "info_state" if perfect_recall else "observation"
        self.dict = {name: self.tensor} if size else {}

    def set_from(self, state: Any, player: int) -> None:
        if not self.tensor.size:
            return
        seat = state.check_seat(player)
        tensor = self.tensor
        tensor.fill(0)
        split = self._observation
        self._game.write_observation(state.position.view(seat), tensor[:split])
        if self._perfect_recall:
            self._game.write_history(state, seat, tensor[split:])

    def string_from(self, state: Any, player: int) -> str:
        seat = state.check_seat(player)
        if self._perfect_recall:
            return state.information_record(seat)
        return view_text(state.position.view(seat))
