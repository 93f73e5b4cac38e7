"""The LOGO hand lab: one hand, and every exact question a player can ask about it.

Deal (seeded) or type a 7-card hand, then read off

- its total, value and colour status (rulings L1–L3, as on :class:`DealHandBoard`),
- the chance of completing a colour hand of each colour within the next ``k``
  blind draws (:func:`~logo_kit.logo.color_hand_chances`),
- the declare advice against ``n`` opponents (:func:`~logo_kit.logo.declare_advice`,
  ruling L10): exact for 1–2 opponents, a seeded estimate with a 95% interval for
  3 or more. It runs when **Advise** is pressed, because two opponents take a
  fraction of a second of exact counting,
- a plotly chart of the exact value distribution of an opponent's random hand,
  i.e. a 7-card hand from the cards you do not hold (the deck minus your hand;
  :func:`~logo_kit.logo.hand_value_distribution`), marking your hand's value,
  with the chance that such a hand is lower than yours.

The board holds no game logic: it keeps the hand and re-renders from the core.

>>> board = HandLabBoard(seed=7, hand="R1 R2 R3 R4 R5 R6 G7", draws=1)
>>> board.chances[Color.RED]  # R7–R14 or LOGO: 9 of the 48 unseen cards
Fraction(3, 16)
>>> board.advise()
True
>>> board.advice.exact, board.advice.recommend
(True, 'declare')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np
import plotly.graph_objects as go

from logo_kit import checks
from logo_kit.exact import Distribution
from logo_kit.logo import (
    COLORS,
    Card,
    color_hand_chances,
    declare_advice,
    hand_value_distribution,
    unseen_cards,
)
from logo_kit.logo.cards import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, Color
from logo_kit.logo.odds import MAX_DRAWS_AHEAD, read_draws_ahead
from logo_kit.logo.odds_declare import MAX_OPPONENTS, MAX_SAMPLES, DeclareAdvice

from ..common.base import Board
from ..common.chart_view import ChartView
from ..common.layout import column, fit, row
from ..common.plot_fit import PlotFit, chart_slot
from ..common.readout import chance_html
from .cards import COLOR_WORDS
from .hand_controls import HandControls
from .hand_lab_views import advice_html, value_figure, value_note
from .html_parts import CELL, TABLE_STYLE, heading, note, swatch

__all__ = ["HandLabBoard"]

DEFAULT_SAMPLES = 20_000


def _read_opponents(opponents: Any) -> int:
    return checks.whole(
        opponents,
        "opponents",
        low=1,
        high=MAX_OPPONENTS,
        why=f"LOGO is played by {MIN_PLAYERS} to {MAX_PLAYERS} players",
    )


class HandLabBoard(HandControls, Board):
    """Deal or type a LOGO hand; see its colour-hand chances, declare advice and rank.

    ``seed`` (0 to 2³¹ − 1) repeats the deals (and the simulated advice for 3+
    opponents); ``draws`` is the starting k (0–10) and ``opponents`` the starting
    n (1–7); ``declarer_wins_ties`` the house rule (a bool); ``samples`` is how
    many seeded deals an estimated advice uses (2 to 500,000).
    """

    title = "LOGO hand lab"

    def __init__(
        self,
        seed: int = 0,
        hand: str | None = None,
        *,
        draws: int = 3,
        opponents: int = 1,
        declarer_wins_ties: bool = False,
        samples: int = DEFAULT_SAMPLES,
    ) -> None:
        self._draws = read_draws_ahead(draws)
        self._opponents = _read_opponents(opponents)
        self._wins_ties = checks.flag(declarer_wins_ties, "declarer_wins_ties")
        self.samples = checks.whole(
            samples, "samples", low=2, high=MAX_SAMPLES, why="deals simulated per estimate"
        )
        self._advice: tuple[tuple, DeclareAdvice] | None = None
        self._distribution: tuple[tuple[Card, ...], Distribution] | None = None
        self._plotted: tuple[Card, ...] | None = None
        self._start_hand(seed)
        super().__init__()
        self._first_hand(hand)

    # -- controls --------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        hand_part = self.build_hand()  # deal button, seed, typed hand, cards, summary
        label_style = {"description_width": "initial"}

        self.draws_slider = widgets.IntSlider(
            value=self._draws,
            min=0,
            max=MAX_DRAWS_AHEAD,
            description="Blind draws ahead (k)",
            style=label_style,
            continuous_update=False,
        )
        fit(self.draws_slider, "26em")
        self.draws_slider.add_class("logo-kit-draws")
        self.draws_slider.observe(self.on_change(self._set_draws), names="value")
        self.chances_view = widgets.HTML()
        self.chances_view.add_class("logo-kit-chances")

        self.opponents_slider = widgets.IntSlider(
            value=self._opponents,
            min=1,
            max=MAX_OPPONENTS,
            description="Opponents (n)",
            style=label_style,
            continuous_update=False,
        )
        fit(self.opponents_slider, "26em")
        self.opponents_slider.add_class("logo-kit-opponents")
        self.opponents_slider.observe(self.on_change(self._set_opponents), names="value")
        self.ties_box = widgets.Checkbox(
            value=self._wins_ties,
            description="A tie wins (house rule L10)",
            tooltip="House rule: a declarer tied for lowest wins (ruling L10)",
            style=label_style,
            indent=False,
            layout={"width": "auto", "max_width": "100%"},
        )
        self.ties_box.observe(self.on_change(self._set_wins_ties), names="value")
        self.advise_button = widgets.Button(
            description="Advise",
            icon="calculator",
            tooltip="Compare declaring LOGO now with waiting (may take a second)",
            button_style="info",
        )
        self.advise_button.add_class("logo-kit-advise")
        self.advise_button.on_click(self.on_click(self._advise))
        self.advice_view = widgets.HTML()
        self.advice_view.add_class("logo-kit-advice")

        # A new figure per hand (see _render_distribution), shown by one ChartView.
        self.chart = ChartView(go.Figure(layout={"template": "none"}))
        self.chart.widget.add_class("logo-kit-value-plot")
        self.plot_box = chart_slot(self.chart.widget)
        self.plot_box.add_class("logo-kit-value-plot-box")
        self.lower_view = widgets.HTML()
        self.lower_view.add_class("logo-kit-lower")

        lab = column(
            hand_part,
            heading("Chasing a colour hand"),
            self.draws_slider,
            self.chances_view,
            heading("Declare LOGO now?"),
            row(self.opponents_slider, self.advise_button),
            row(self.ties_box, self.exact_switch()),
            self.advice_view,
            heading("Your hand against a random hand"),
            self.lower_view,
            self.plot_box,
            PlotFit(),
        )
        lab.add_class("logo-kit-hand-lab")
        return lab

    # -- actions ---------------------------------------------------------------------------
    def set_draws(self, draws: int) -> bool:
        """Look ``draws`` (0–10) blind draws ahead in the colour-hand chances."""
        return self.act(lambda: self._set_draws(draws))

    def set_opponents(self, opponents: int) -> bool:
        """Advise against ``opponents`` (1–7) players; the old advice is cleared."""
        return self.act(lambda: self._set_opponents(opponents))

    def advise(self) -> bool:
        """Compute the declare advice for the current hand and number of opponents."""
        return self.act(self._advise)

    def _set_draws(self, draws: int) -> None:
        self._draws = read_draws_ahead(draws)

    def _set_opponents(self, opponents: int) -> None:
        self._opponents = _read_opponents(opponents)

    def _set_wins_ties(self, wins_ties: bool) -> None:
        self._wins_ties = checks.flag(wins_ties, "declarer_wins_ties")

    def _advise(self) -> None:
        key = self._advice_key()
        self.advise_button.disabled = True
        self.advise_button.description = "Working…"
        try:
            advice = declare_advice(
                self.hand,
                self._opponents,
                declarer_wins_ties=self._wins_ties,
                rng=np.random.default_rng(self.seed),  # only used for 3+ opponents
                samples=self.samples,
            )
        finally:
            self.advise_button.disabled = False
            self.advise_button.description = "Advise"
        self._advice = (key, advice)
        self._refocus = self.advise_button  # it was disabled while counting: the focus left it

    def next_focus(self) -> widgets.Widget | None:
        """Back to **Advise** after advising (the button is disabled while it counts, so the
        browser drops its focus); other actions leave the focus where it is."""
        target, self._refocus = getattr(self, "_refocus", None), None
        return target

    def _advice_key(self) -> tuple:
        return (self.hand, self._opponents, self._wins_ties, self.seed)

    # -- what is shown ---------------------------------------------------------------------
    @property
    def draws(self) -> int:
        """k: how many blind draws the colour-hand chances look ahead."""
        return self._draws

    @property
    def opponents(self) -> int:
        """n: how many opponents the declare advice is for."""
        return self._opponents

    @property
    def declarer_wins_ties(self) -> bool:
        return self._wins_ties

    @property
    def unseen(self) -> list[Card]:
        """The 48 cards of the deck that are not in the hand."""
        return unseen_cards(self.hand)

    @property
    def chances(self) -> dict[Color, Fraction]:
        """Chance of a colour hand of each colour within :attr:`draws` blind draws."""
        return color_hand_chances(self.hand, self._draws)

    @property
    def advice(self) -> DeclareAdvice | None:
        """The advice for the current hand and settings, or None until Advise is pressed."""
        if self._advice is None:
            return None
        key, advice = self._advice
        current = self._advice_key()
        if advice.exact:  # the seed only matters for a simulated estimate
            key, current = key[:3], current[:3]
        return advice if key == current else None

    @property
    def distribution(self) -> Distribution:
        """Exact value distribution of a random 7-card hand from the cards not in this hand."""
        if self._distribution is None or self._distribution[0] != self.hand:
            self._distribution = (self.hand, hand_value_distribution(HAND_SIZE, self.unseen))
        return self._distribution[1]

    @property
    def p_random_lower(self) -> Fraction:
        """Chance that a random hand from the unseen cards has a lower value than this one."""
        mine = self.value
        return self.distribution.prob(lambda v: v < mine)

    @property
    def p_random_equal(self) -> Fraction:
        return self.distribution[self.value]

    @property
    def figure(self) -> go.Figure:
        """The value chart's plotly figure (a new one for each hand)."""
        return self.chart.figure

    @property
    def plot_values(self) -> tuple[list[int], list[float]]:
        """The bars drawn (all three traces together), sorted by value."""
        points = sorted(
            (x, y) for trace in self.figure.data for x, y in zip(trace.x, trace.y, strict=True)
        )
        return [x for x, _ in points], [y for _, y in points]

    def value_figure(self) -> go.Figure:
        """The chart: exact P(value) of a random hand from the unseen cards, this hand marked."""
        return value_figure(self.distribution, self.value, len(self.unseen))

    # -- rendering -------------------------------------------------------------------------
    def render(self) -> None:
        if not self.hand:
            return
        self.render_hand()
        self._render_chances()
        self._render_advice()
        self._render_distribution()

    def _render_chances(self) -> None:
        k = self._draws
        chances = self.chances
        rows = []
        for color in COLORS:
            word = COLOR_WORDS[color]
            have = sum(card.matches(color) for card in self.hand)
            p = chances[color]
            rows.append(
                f"<tr class='logo-kit-chance-{word}'><th style='{CELL}'>{swatch(color)}{word} "
                f"({color.value})</th><td style='{CELL}'>{have}</td>"
                f"<td style='{CELL}'>{HAND_SIZE - have}</td>"
                f"<td style='{CELL}' class='logo-kit-percent'>"
                f"{chance_html(p, exact=self.show_exact)}</td></tr>"
            )
        head = "".join(
            f"<th style='{CELL}'>{h}</th>"
            for h in ("colour", "cards that count (LOGO wild)", "missing", "chance")
        )
        plural = "draw" if k == 1 else "draws"
        self.chances_view.value = (
            f"<table class='logo-kit-chances-table' style='{TABLE_STYLE}'>"
            f"<caption style='text-align:left'>Chance of a colour hand within the next "
            f"{k} blind {plural}</caption><tr>{head}</tr>{''.join(rows)}</table>"
            + note(
                f"Keep every card of the colour and the LOGO; each turn draw one card blind "
                f"from the {len(self.unseen)} cards you don't hold and keep it if it fits "
                "(ruling L2). Cards seen elsewhere are not taken out."
            )
        )

    def _render_advice(self) -> None:
        self.advice_view.value = advice_html(
            self.advice, self._opponents, self.hand, seed=self.seed, exact=self.show_exact
        )

    def _render_distribution(self) -> None:
        self.lower_view.value = value_note(
            self.value, self.p_random_lower, self.p_random_equal, exact=self.show_exact
        )
        if self._plotted == self.hand:
            return  # only a new hand changes the chart (k and n don't)
        self.chart.show(self.value_figure())
        self._plotted = self.hand
