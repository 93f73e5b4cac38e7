"""Risky Business: launch a company card by card, with the exact odds beside every choice.

The board holds a :class:`~logo_kit.billionaire.launch.RiskyBusinessLaunch` (a deck —
bull, bear or a class's own — shuffled with the board's seeded generator, the
company's size and the cards turned so far) and re-renders it. Every rule and
every number comes from ``logo_kit.billionaire`` (rulings B1, B2): the launch
says what a draw or a stop does, and :func:`~logo_kit.billionaire.launch.launch_advice`
gives the chance that the next card is a BUST, the expected sum when stopping
now, when drawing exactly one more card and when drawing on with the EV-optimal
rule, and what the EV-optimal and the target-optimal rules would do.

>>> board = RiskyBusinessBoard(seed=4)
>>> board.next_bust  # before the first card: 3 BUSTs among 30 cards
Fraction(1, 10)
"""

from __future__ import annotations

import html
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np

from logo_kit import checks
from logo_kit.billionaire import RiskyBusinessDeck, Target, optimal_policy
from logo_kit.billionaire.deck import BULL_TEXT, BUST, choose_deck
from logo_kit.billionaire.launch import (
    STARTING_MONEY,
    LaunchAdvice,
    RiskyBusinessLaunch,
    check_company_size,
    default_target,
)

from ..common.base import Board, Status
from ..common.layout import column, fit, row
from ..common.plot_fit import PlotFit, chart_slot
from ..common.roving import button_group
from .chips import advice_html, risky_card_chip
from .deck_choice import DeckChoice
from .plots import LaunchPlots

__all__ = ["RiskyBusinessBoard"]

MAX_SEED = 2**31 - 1  # what the Seed box can show


class RiskyBusinessBoard(Board):
    """Launch a company with the Risky Business deck and see the exact odds at each step.

    ``deck``: ``"bull"``, ``"bear"`` or ``"custom"`` (then ``custom`` and ``custom_busts``
    give the cards, as :func:`~logo_kit.billionaire.deck.parse_deck` reads them);
    ``company_size``: brand cards in the company (3 to 12); ``target``: the sum per
    brand card the reach-target rule plays for (default: what the company needs to
    lift 50M to the billion, ruling B5); ``seed``: the shuffles (0 to 2³¹ − 1).
    """

    title = "Risky Business: launch a company"

    def __init__(
        self,
        deck: str = "bull",
        company_size: int = 3,
        target: int | None = None,
        seed: int = 0,
        custom: str = BULL_TEXT,
        custom_busts: int = 3,
    ) -> None:
        self._syncing = False
        chosen = choose_deck(deck, custom, custom_busts)  # ruling B1
        self.seed = checks.whole(seed, "seed", low=0, high=MAX_SEED)
        size = check_company_size(company_size)
        self.target = default_target(size) if target is None else Target(target).total
        optimal_policy(chosen, "ev")  # the core refuses a deck too big to solve
        optimal_policy(chosen, Target(self.target))
        self.deck_kind = deck
        self.rng = np.random.default_rng(self.seed)
        self.launch = RiskyBusinessLaunch.shuffled(chosen, self.rng, size)
        self._initial_custom = (custom, custom_busts)
        self._plots = LaunchPlots()
        super().__init__()
        self.widget.add_class("logo-kit-risky-business")

    # -- controls ------------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        self.decks = DeckChoice(self.deck_kind, *self._initial_custom, css="rb")
        self.deck_choice = self.decks.kind_box
        self.custom_text, self.custom_busts = self.decks.custom_text, self.decks.custom_busts
        self.custom_button = self.decks.custom_button
        self.size_box = fit(
            widgets.IntText(
                value=self.company_size,
                description="Company size",
                tooltip="brand cards in the company (3 to 12)",
                style={"description_width": "initial"},
            ),
            "12em",
        )
        self.target_box = fit(
            widgets.IntText(
                value=self.target,
                description="Target per card (M)",
                tooltip="the sum per brand card the reach-target rule plays for",
                style={"description_width": "initial"},
            ),
            "15em",
        )
        self.seed_box = fit(
            widgets.BoundedIntText(value=self.seed, min=0, max=MAX_SEED, description="Seed"),
            "12em",
        )
        self.draw_button = widgets.Button(
            description="Draw a card", icon="hand-paper-o", button_style="primary"
        )
        self.stop_button = widgets.Button(description="Stop and launch", icon="stop")
        self.new_button = widgets.Button(
            description="New launch", icon="random", tooltip="Shuffle the deck and start again"
        )
        for button, name in (
            (self.draw_button, "rb-draw"),
            (self.stop_button, "rb-stop"),
            (self.new_button, "rb-new-launch"),
        ):
            button.add_class(name)
        self.draw_button.on_click(self.on_click(self._draw))
        self.stop_button.on_click(self.on_click(self._stop))
        self.new_button.on_click(self.on_click(self._new_launch))
        self.custom_button.on_click(self.on_click(self._use_custom))
        self._watch(self.deck_choice, self._choose_kind)
        self._watch(self.size_box, self._set_size)
        self._watch(self.target_box, self._set_target)
        self._watch(self.seed_box, self._reseed)

        self.deck_view = widgets.HTML()
        self.deck_view.add_class("rb-deck")
        self.cards_view = widgets.HTML()
        self.cards_view.add_class("rb-cards")
        self.status_view = widgets.HTML()
        self.status_view.add_class("rb-status")
        self.advice_view = widgets.HTML()
        self.advice_view.add_class("rb-advice-box")
        self.survival_fig = self._plots.survival_fig
        self.value_fig = self._plots.value_fig
        views = (self._plots.survival_view, self._plots.value_view)
        plots = column(*(chart_slot(v.widget) for v in views))
        plots.add_class("rb-plots")
        return column(
            self.deck_view,
            # one Tab stop; the arrow keys move between the three
            button_group(self.draw_button, self.stop_button, self.new_button, label="This launch"),
            self.cards_view,
            self.status_view,
            self.advice_view,
            row(self.exact_switch()),
            plots,
            PlotFit(),
            row(self.deck_choice, self.size_box, self.target_box, self.seed_box),
            self.decks.custom_row,
        )

    def _watch(self, control: widgets.Widget, action: Callable[[Any], Any]) -> None:
        def handler(change: dict) -> None:
            if self._syncing:
                return
            if not self.act(lambda: action(change["new"])):
                self._sync_controls()  # show the state that was kept; the message stays

        control.observe(handler, names="value")

    # -- actions (public ones return True on success, like DealHandBoard) -------------------------
    def draw(self) -> bool:
        """Turn over the next card."""
        return self.act(self._draw)

    def stop(self) -> bool:
        """Stop drawing and launch the company."""
        return self.act(self._stop)

    def new_launch(self) -> bool:
        """Shuffle the whole deck and start a new launch."""
        return self.act(self._new_launch)

    def _new_launch(self) -> None:
        self.launch = RiskyBusinessLaunch.shuffled(self.deck, self.rng, self.company_size)

    def _draw(self) -> None:
        self.launch = self.launch.draw()

    def _stop(self) -> None:
        self.launch = self.launch.stop()

    def _choose_kind(self, kind: Any) -> None:
        self._set_deck(kind, self.decks.deck(kind))

    def _use_custom(self) -> None:
        self._set_deck("custom", self.decks.deck("custom"))

    def _set_deck(self, kind: str, deck: RiskyBusinessDeck) -> None:
        # solve first (the core refuses a deck too big to solve): nothing changes on failure
        optimal_policy(deck, "ev")
        optimal_policy(deck, Target(self.target))
        launch = RiskyBusinessLaunch.shuffled(deck, self.rng, self.company_size)
        self.deck_kind, self.launch = kind, launch

    def _set_size(self, size: Any) -> None:
        self.launch = self.launch.with_company_size(size)

    def _set_target(self, total: Any) -> None:
        target = Target(total)  # the core checks it is a whole number ≥ 1
        optimal_policy(self.deck, target)
        self.target = target.total

    def _reseed(self, seed: Any) -> None:
        seed = checks.whole(seed, "seed", low=0, high=MAX_SEED)
        rng = np.random.default_rng(seed)
        launch = RiskyBusinessLaunch.shuffled(self.deck, rng, self.company_size)
        self.seed, self.rng, self.launch = seed, rng, launch

    # -- what is shown (all read from the launch) ------------------------------------------------
    @property
    def deck(self) -> RiskyBusinessDeck:
        return self.launch.deck

    @property
    def company_size(self) -> int:
        return self.launch.company_size

    @property
    def order(self) -> tuple[int | str, ...]:
        """The shuffled deck, top card first."""
        return self.launch.order

    @property
    def drawn(self) -> tuple[int, ...]:
        return self.launch.drawn

    @property
    def stopped(self) -> bool:
        return self.launch.stopped

    @property
    def over(self) -> bool:
        """True once the launch has ended (stopped or BUST)."""
        return self.launch.over

    @property
    def total(self) -> int:
        """Sum of the value cards drawn (M per brand card); 0 after a BUST."""
        return self.launch.total

    @property
    def company_value(self) -> int:
        """Company size × sum: what stopping now pays (after a BUST: 0)."""
        return self.launch.company_value

    @property
    def cards_turned(self) -> int:
        """Cards turned over in this launch, a final BUST included."""
        return self.launch.turned

    @property
    def advice(self) -> LaunchAdvice | None:
        """The exact numbers for the next decision (None once the launch is over)."""
        return self.launch.advice(self.target)

    @property
    def next_bust(self) -> Fraction | None:
        """Exact chance that the next card is a BUST (None once the launch is over)."""
        return self.launch.next_bust

    def render(self) -> None:
        self._sync_controls()
        launch, deck = self.launch, self.deck
        size = self.company_size
        self.deck_view.value = (
            f"<div><b>Deck:</b> {html.escape(str(deck))}; all value cards together: "
            f"{deck.total_value}M. A {size}-card company starting from "
            f"{STARTING_MONEY}M needs {default_target(size)}M per card to reach the "
            "billion.</div>"
        )
        chips = "".join(risky_card_chip(c) for c in launch.drawn)
        if launch.busted:
            chips += risky_card_chip(BUST)
        self.cards_view.value = (
            f"<div class='rb-drawn'>{chips or '<i>no card yet: press Draw a card</i>'}"
            f"<span style='margin-left:1em;color:#555'>{launch.cards_left} cards face down"
            "</span></div>"
        )
        self.status_view.value = f"<div class='rb-status-line'>{self._status()}</div>"
        advice = self.advice
        self.advice_view.value = (
            "" if advice is None else advice_html(advice, exact=self.show_exact)
        )
        self.draw_button.disabled = launch.over
        self.stop_button.disabled = launch.over or not launch.turned
        here = len(launch.drawn) if launch.drawn and not launch.busted else 0
        self._plots.show(deck, here)

    def _status(self) -> str:
        launch, size = self.launch, self.company_size
        if launch.busted:
            drawn = sum(launch.drawn)
            return (
                f"<b class='rb-bust'>BUST!</b> The company is worth <b>{launch.company_value}M</b> "
                f"(it would have been {size} × {drawn}M = {launch.value_before_bust}M). "
                "Press New launch."
            )
        if launch.stopped:
            return (
                f"<b class='rb-launched'>Launched:</b> {size} brand cards × {launch.total}M = "
                f"<b>{launch.company_value}M</b>. Press New launch."
            )
        return (
            f"Sum so far: <b>{launch.total}M</b> per brand card; stopping now pays "
            f"{size} × {launch.total}M = <b>{launch.company_value}M</b>."
        )

    def status(self) -> Status:
        """The strip: where the launch stands, and the card just drawn (from the launch)."""
        launch, size = self.launch, self.company_size
        if launch.busted:
            turn = f"BUST! The company is worth {launch.company_value}M. Press New launch."
        elif launch.stopped:
            value = launch.company_value
            turn = f"Launched: {size} × {launch.total}M = {value}M. Press New launch."
        elif not launch.turned:
            turn = f"A new {size}-card company: press Draw a card."
        else:
            turn = (
                f"{launch.turned} card{'s' * (launch.turned != 1)} drawn, sum {launch.total}M "
                f"per brand card: Draw a card or Stop and launch."
            )
        changes = []
        if launch.busted:
            changes.append(f"Card {launch.turned}: BUST (the sum {sum(launch.drawn)}M is lost)")
        elif launch.drawn and not launch.stopped:
            changes.append(f"Card {launch.turned}: {launch.drawn[-1]}M")
        return turn, changes

    def next_focus(self) -> widgets.Widget | None:
        """Draw again while the launch goes on; New launch once it is over."""
        return self.new_button if self.launch.over else self.draw_button

    def _sync_controls(self) -> None:
        with self.quietly():
            self.deck_choice.value = self.deck_kind
            self.size_box.value = self.company_size
            self.target_box.value = self.target
            self.seed_box.value = self.seed
