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

import html
from fractions import Fraction

import ipywidgets as widgets
import numpy as np
import plotly.graph_objects as go

from logo_kit.errors import LogoKitError
from logo_kit.exact import Distribution
from logo_kit.logo import (
    COLORS,
    HAND_SIZE,
    Card,
    Color,
    DeclareAdvice,
    color_hand_chances,
    decks_for_players,
    declare_advice,
    hand_value_distribution,
    unseen_cards,
)

from .common.palette import HIGHLIGHT, OKABE_ITO
from .logo_cards import CARD_COLOURS, COLOUR_WORDS
from .logo_hand import DealHandBoard

__all__ = ["HandLabBoard"]

MAX_DRAWS = 10
MAX_OPPONENTS = 7  # ruling L1: up to 8 players
DEFAULT_SAMPLES = 20_000
CARDS_PER_DECK = 55
LOWER_COLOUR = OKABE_ITO["blue"]
HIGHER_COLOUR = OKABE_ITO["grey"]

_TABLE_STYLE = "border-collapse:collapse;margin:4px 0"
_CELL = "padding:2px 10px;text-align:left"
_EXACT_STYLE = "color:#555;font-family:monospace;font-size:0.85em;word-break:break-all"


def percent(p: Fraction | float) -> str:
    """A chance as a percentage with 3 significant digits, never rounding to 0% or 100%.

    >>> percent(Fraction(3, 16)), percent(Fraction(1, 202927725)), percent(0), percent(1)
    ('18.8%', '4.93e-07%', '0%', '100%')
    >>> percent(Fraction(99999, 100000))
    '>99.9%'
    """
    x = float(p)
    if p == 0 or p == 1:
        return f"{x:.0%}"
    text = f"{100 * x:.3g}%"
    if text in ("100%", "1e+02%"):
        return ">99.9%"
    return text


def _read_int(value: object, name: str, low: int, high: int, what: str) -> int:
    if (
        not isinstance(value, int | np.integer)
        or isinstance(value, bool)
        or not (low <= value <= high)
    ):
        raise LogoKitError(f"{name} must be a whole number from {low} to {high} ({what}).")
    return int(value)


def _exact(p: Fraction | float) -> str:
    return f"<span style='{_EXACT_STYLE}'>{p}</span>" if isinstance(p, Fraction) else ""


def _row(name: str, *cells: str, css: str = "") -> str:
    klass = f" class='{css}'" if css else ""
    tds = "".join(f"<td style='{_CELL}'>{cell}</td>" for cell in cells)
    return f"<tr{klass}><th style='{_CELL}'>{html.escape(name)}</th>{tds}</tr>"


def _note(text: str) -> str:
    return f"<div style='color:#333;font-size:0.9em;margin:2px 0'>{text}</div>"


class HandLabBoard(DealHandBoard):
    """Deal or type a LOGO hand; see its colour-hand chances, declare advice and rank.

    ``seed`` repeats the deals (and the simulated advice for 3+ opponents);
    ``draws`` is the starting k (0–10) and ``opponents`` the starting n (1–7);
    ``samples`` is how many seeded deals an estimated advice uses.
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
        self._draws = _read_int(draws, "draws", 0, MAX_DRAWS, "blind draws to look ahead")
        self._opponents = _read_int(
            opponents, "opponents", 1, MAX_OPPONENTS, "LOGO is played by 2 to 8 players"
        )
        self._wins_ties = bool(declarer_wins_ties)
        self.samples = _read_int(samples, "samples", 2, 10**7, "deals simulated per estimate")
        self._advice: tuple[tuple, DeclareAdvice] | None = None
        self._distribution: tuple[tuple[Card, ...], Distribution] | None = None
        self._plotted: tuple[Card, ...] | None = None
        super().__init__(seed=seed, hand=hand)

    # -- controls --------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        hand_part = super().build()  # deal button, seed, typed hand, cards, summary
        label_style = {"description_width": "initial"}

        self.draws_slider = widgets.IntSlider(
            value=self._draws,
            min=0,
            max=MAX_DRAWS,
            description="Blind draws ahead (k)",
            style=label_style,
            continuous_update=False,
            layout={"width": "26em"},
        )
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
            layout={"width": "26em"},
        )
        self.opponents_slider.add_class("logo-kit-opponents")
        self.opponents_slider.observe(self.on_change(self._set_opponents), names="value")
        self.ties_box = widgets.Checkbox(
            value=self._wins_ties,
            description="House rule: a declarer tied for lowest wins (L10)",
            style=label_style,
            indent=False,
            layout={"width": "auto"},
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

        # A new FigureWidget per hand (see _render_distribution); the box holds the current one.
        self.figure: go.FigureWidget | None = None
        self.plot_box = widgets.Box(layout={"width": "100%"})
        self.plot_box.add_class("logo-kit-value-plot-box")
        self.lower_view = widgets.HTML()
        self.lower_view.add_class("logo-kit-lower")

        def heading(text: str) -> widgets.HTML:
            return widgets.HTML(f"<h4 style='margin:10px 0 2px 0'>{html.escape(text)}</h4>")

        lab = widgets.VBox(
            [
                hand_part,
                heading("Chasing a colour hand"),
                self.draws_slider,
                self.chances_view,
                heading("Declare LOGO now?"),
                widgets.HBox([self.opponents_slider, self.advise_button]),
                self.ties_box,
                self.advice_view,
                heading("Your hand against a random hand"),
                self.lower_view,
                self.plot_box,
            ]
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
        self._draws = _read_int(draws, "draws", 0, MAX_DRAWS, "blind draws to look ahead")

    def _set_opponents(self, opponents: int) -> None:
        self._opponents = _read_int(
            opponents, "opponents", 1, MAX_OPPONENTS, "LOGO is played by 2 to 8 players"
        )

    def _set_wins_ties(self, wins_ties: bool) -> None:
        self._wins_ties = bool(wins_ties)

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
    def plot_values(self) -> tuple[list[int], list[float]]:
        """The bars drawn (all three traces together), sorted by value."""
        points = sorted(
            (x, y) for trace in self.figure.data for x, y in zip(trace.x, trace.y, strict=True)
        )
        return [x for x, _ in points], [y for _, y in points]

    def value_figure(self) -> go.Figure:
        """The chart: exact P(value) of a random hand from the unseen cards, this hand marked.

        Three bar traces (lower than, equal to, higher than this hand's value) so the
        legend names each colour; hovering a bar shows its exact probability.
        """
        mine = self.value
        groups: dict[str, list[tuple[int, Fraction]]] = {
            "lower than your hand": [],
            "equal to your hand": [],
            "higher than your hand": [],
        }
        names = list(groups)
        for x, p in self.distribution.table():
            groups[names[0 if x < mine else 1 if x == mine else 2]].append((x, p))
        colours = dict(zip(names, (LOWER_COLOUR, HIGHLIGHT, HIGHER_COLOUR), strict=True))
        traces = [
            go.Bar(
                name=name,
                x=[x for x, _ in group],
                y=[float(p) for _, p in group],
                customdata=[str(p) for _, p in group],
                marker_color=colours[name],
                hovertemplate="value %{x}: %{customdata} ≈ %{y:.3%}<extra>%{fullData.name}</extra>",
            )
            for name, group in groups.items()
        ]
        layout = go.Layout(
            title={
                "text": (
                    f"Value of a random 7-card hand from the {len(self.unseen)} cards you "
                    "don't hold (exact)"
                ),
                "font": {"size": 14},
            },
            barmode="overlay",
            bargap=0.05,
            height=360,
            margin={"l": 60, "r": 20, "t": 50, "b": 50},
            xaxis={"title": {"text": "hand value (points)"}},
            yaxis={"title": {"text": "probability"}, "tickformat": ".1%"},
            legend={"orientation": "h", "y": -0.25},
            shapes=[
                {
                    "type": "line",
                    "x0": mine,
                    "x1": mine,
                    "yref": "paper",
                    "y0": 0,
                    "y1": 1,
                    "line": {"color": HIGHLIGHT, "width": 2, "dash": "dash"},
                }
            ],
            annotations=[
                {
                    "x": mine,
                    "y": 1,
                    "yref": "paper",
                    "text": f"your hand: {mine}",
                    "showarrow": False,
                    "xanchor": "left",
                    "yanchor": "bottom",
                    "font": {"color": HIGHLIGHT},
                }
            ],
        )
        return go.Figure(data=traces, layout=layout)

    # -- rendering -------------------------------------------------------------------------
    def render(self) -> None:
        super().render()
        if not self.hand:
            return
        self._render_chances()
        self._render_advice()
        self._render_distribution()

    def _render_chances(self) -> None:
        k = self._draws
        chances = self.chances
        rows = []
        for colour in COLORS:
            word = COLOUR_WORDS[colour]
            have = sum(card.matches(colour) for card in self.hand)
            chip = (  # a decorative swatch: the colour is named in words beside it
                "<span aria-hidden='true' style='display:inline-block;width:0.9em;height:0.9em;"
                f"margin-right:4px;background:{CARD_COLOURS[colour]};border:1px solid #111'></span>"
            )
            name = f"{chip}{word} ({colour.value})"
            p = chances[colour]
            rows.append(
                f"<tr class='logo-kit-chance-{word}'><th style='{_CELL}'>{name}</th>"
                f"<td style='{_CELL}'>{have}</td><td style='{_CELL}'>{HAND_SIZE - have}</td>"
                f"<td style='{_CELL}' class='logo-kit-percent'>{percent(p)}</td>"
                f"<td style='{_CELL}' class='logo-kit-exact'>{_exact(p)}</td></tr>"
            )
        head = "".join(
            f"<th style='{_CELL}'>{h}</th>"
            for h in ("colour", "cards that count (LOGO wild)", "missing", "chance", "exact")
        )
        plural = "draw" if k == 1 else "draws"
        self.chances_view.value = (
            f"<table class='logo-kit-chances-table' style='{_TABLE_STYLE}'>"
            f"<caption style='text-align:left'>Chance of a colour hand within the next "
            f"{k} blind {plural}</caption><tr>{head}</tr>{''.join(rows)}</table>"
            + _note(
                f"Keep every card of the colour and the LOGO; each turn draw one card blind "
                f"from the {len(self.unseen)} cards you don't hold and keep it if it fits "
                "(ruling L2). Cards seen elsewhere are not taken out."
            )
        )

    def _render_advice(self) -> None:
        n = self._opponents
        advice = self.advice
        players = n + 1
        decks = decks_for_players(players)
        unseen = decks * CARDS_PER_DECK - HAND_SIZE
        deck_words = "one deck" if decks == 1 else "two decks (5–8 players, ruling L1)"
        who = "1 opponent" if n == 1 else f"{n} opponents"
        if advice is None:
            how = (
                "counted exactly"
                if n <= 2
                else "estimated by a seeded simulation (3 or more opponents)"
            )
            self.advice_view.value = _note(
                f"Press <b>Advise</b> to compare declaring LOGO now with waiting, against {who} "
                f"({how}; two opponents take up to a second)."
            )
            return
        if advice.exact:
            rows = [
                _row(
                    "your hand is strictly lowest",
                    percent(advice.p_lowest),
                    _exact(advice.p_lowest),
                    css="logo-kit-p-lowest",
                ),
                _row(
                    "tied for lowest",
                    percent(advice.p_tie),
                    _exact(advice.p_tie),
                    css="logo-kit-p-tie",
                ),
                _row(
                    "someone is lower",
                    percent(advice.p_beaten),
                    _exact(advice.p_beaten),
                    css="logo-kit-p-beaten",
                ),
                _row(
                    "expected points if you declare now",
                    f"{float(advice.expected_if_declare):.2f}",
                    _exact(advice.expected_if_declare),
                    css="logo-kit-e-declare",
                ),
            ]
            source = (
                f"Exact: {who} holding uniformly random hands from the {unseen} cards of "
                f"{deck_words} that you don't hold; the final rotation is not modelled."
            )
        else:
            est = advice.estimates

            def interval(estimate, fmt) -> str:
                low, high = estimate.interval
                return f"{fmt(estimate.mean)} (95% interval {fmt(low)} to {fmt(high)})"

            def pct(x: float) -> str:
                return f"{100 * x:.1f}%"

            def pts(x: float) -> str:
                return f"{x:.2f}"

            rows = [
                _row(
                    "your hand is strictly lowest",
                    interval(est.p_lowest, pct),
                    css="logo-kit-p-lowest",
                ),
                _row("tied for lowest", interval(est.p_tie, pct), css="logo-kit-p-tie"),
                _row("someone is lower", f"≈ {pct(advice.p_beaten)}", css="logo-kit-p-beaten"),
                _row(
                    "expected points if you declare now",
                    interval(est.expected_if_declare, pts),
                    css="logo-kit-e-declare",
                ),
            ]
            source = (
                f"<b>Estimate</b>, not exact: {est.samples:,} seeded deals (seed {self.seed}) of "
                f"{who} from the {unseen} cards of {deck_words} that you don't hold."
            )
        rows.append(
            _row(
                "expected points if you don't declare",
                f"{float(advice.expected_if_not):.2f}",
                css="logo-kit-e-wait",
            )
        )
        gain = float(advice.gain)
        about = "" if advice.exact else "about "
        verdict = (
            f"declare: saves {about}{gain:.2f} points on average"
            if advice.recommend == "declare"
            else f"wait: declaring would cost {about}{-gain:.2f} points on average"
        )
        if not advice.exact:
            low, high = advice.estimates.expected_if_declare.interval
            if low <= advice.expected_if_not <= high:
                verdict += " (too close to call: waiting lies inside the 95% interval)"
        rows.append(_row("advice", f"<b>{verdict}</b>", css="logo-kit-recommend"))
        self.advice_view.value = (
            f"<table class='logo-kit-advice-table' style='{_TABLE_STYLE}'>"
            f"<caption style='text-align:left'>Hand value {advice.hand_value} against {who}"
            f"</caption>{''.join(rows)}</table>" + _note(source)
        )

    def _render_distribution(self) -> None:
        if self._plotted == self.hand:
            return  # only a new hand changes the chart (k and n don't)
        # A fresh FigureWidget starts with its data, so the chart is right however and
        # whenever the board is displayed (updates to a widget not yet shown can be lost).
        figure = go.FigureWidget(self.value_figure())
        figure.add_class("logo-kit-value-plot")
        old, self.figure = self.figure, figure
        self.plot_box.children = (figure,)
        if old is not None:
            old.close()
        self._plotted = self.hand
        lower, equal = self.p_random_lower, self.p_random_equal
        self.lower_view.value = (
            f"<div>A random hand is <b>lower</b> than yours ({self.value}) with chance "
            f"<b class='logo-kit-p-random-lower'>{percent(lower)}</b> {_exact(lower)}, "
            f"equal with chance <span class='logo-kit-p-random-equal'>{percent(equal)}</span> "
            f"{_exact(equal)}.</div>"
            + _note(
                "The chart counts every 7-card hand from the cards you don't hold, the hands "
                "an opponent could have been dealt; colour hands count min(total, 0) (L2, L3)."
            )
        )
