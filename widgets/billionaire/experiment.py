"""Draw to BUST (lesson 30): safe cards before the first BUST, against the exact
``C(N − s − 1, B − 1) / C(N, B)``
(:func:`~logo_kit.billionaire.experiment.draw_to_bust_trial`), on the shared
:class:`~..common.experiment.ClassExperimentBoard` with the deck to choose (ruling
B1: the bull market deck by default; a new deck keeps the counts that fit it).

>>> board = DrawToBustBoard(seed=3, simulated=2)
>>> board.pool.trials, board.exact_mean  # two computer groups of 5; 27 value cards, 3 BUSTs
(10, Fraction(27, 4))
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from logo_kit.billionaire import RiskyBusinessDeck
from logo_kit.billionaire.deck import BULL_TEXT, choose_deck
from logo_kit.billionaire.experiment import draw_to_bust_trial
from logo_kit.pooled import Trial

from ..common.experiment import ClassExperimentBoard
from .deck_choice import DeckChoice

__all__ = ["DrawToBustBoard"]

_BULL = RiskyBusinessDeck.bull()  # ruling B1: the deck the class pool collects


class DrawToBustBoard(ClassExperimentBoard):
    """Pool the class's "draw to BUST" counts. ``deck``: ``"bull"``, ``"bear"`` or ``"custom"``
    (``custom`` and ``custom_busts``: :func:`~logo_kit.billionaire.deck.choose_deck`); the event is
    "at least 6 safe cards" unless ``at_least`` says otherwise."""

    title = "Draw to BUST: the class experiment"
    class_experiment = "billionaire-draw-to-bust"
    batch = 5  # what a real group manages in about five minutes
    collected = (
        f"the bull market deck's shuffles ({_BULL.value_cards} value cards, {_BULL.busts} "
        "BUSTs): choose it to send"
    )
    steps = (
        "<ol style='margin:4px 0 4px 1.2em;padding:0'>"
        "<li>Shuffle the Risky Business deck well.</li>"
        "<li>Turn cards over until a BUST; count the value cards before it.</li>"
        "<li>Write the count down and shuffle again; nobody stops early.</li>"
        "<li>Type your group's counts below and press <b>Add to the pool</b>.</li></ol>"
    )

    event = 6

    def __init__(
        self,
        deck: str = "bull",
        *,
        seed: int = 2026,
        custom: str = BULL_TEXT,
        custom_busts: int = 3,
        **kwargs: Any,
    ) -> None:
        self._custom = (custom, custom_busts)
        self._first_deck = choose_deck(deck, custom, custom_busts)  # ruling B1
        super().__init__(seed=seed, **kwargs)

    def new_trial(self) -> Trial:
        return draw_to_bust_trial(self._first_deck)

    def extra_controls(self) -> list[widgets.Widget]:
        self.decks = DeckChoice(self.deck_kind, *self._custom, css="dtb")  # ruling B1
        self.deck_choice = self.decks.kind_box
        self._watch(self.deck_choice, self._use_deck)
        self.decks.custom_button.on_click(self.on_click(lambda: self._use_deck("custom")))
        return [self.deck_choice, self.decks.custom_row]

    def _use_deck(self, kind: str) -> None:
        self.use_trial(draw_to_bust_trial(self.decks.deck(kind)))  # refused if a count won't fit

    @property
    def deck(self) -> RiskyBusinessDeck:
        """The deck the pool's counts are for."""
        return self.pool.trial.setting

    @property
    def deck_kind(self) -> str:
        """``"bull"`` or ``"bear"`` (ruling B1's decks), else ``"custom"``."""
        named = {"bull": RiskyBusinessDeck.bull(), "bear": RiskyBusinessDeck.bear()}
        return next((kind for kind, deck in named.items() if deck == self.deck), "custom")

    def render(self) -> None:
        with self.quietly():
            self.deck_choice.value = self.deck_kind  # back to the deck in use after a refusal
        super().render()
