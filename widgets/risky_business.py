"""Risky Business: launch a company card by card, with the exact odds beside every choice.

The board holds a deck (bull, bear or a class's own), a shuffled order of its
cards and the cards turned over so far; every number it shows comes from
``logo_kit.billionaire`` (rulings B1, B2): the chance that the next card is a
BUST, the expected sum when stopping now, when drawing exactly one more card,
and when drawing on with the EV-optimal rule, and what the EV-optimal and the
target-optimal rules would do.

>>> board = RiskyBusinessBoard(seed=4)
>>> board.next_bust  # before the first card: 3 BUSTs among 30 cards
Fraction(1, 10)
>>> parse_deck("10:2 50:1", busts=1).size
4
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import numpy as np
import plotly.graph_objects as go

from logo_kit.billionaire import (
    BUST,
    RiskyBusinessDeck,
    Target,
    bust_probability,
    expected_sum_by_draws,
    launch_value_distribution,
    next_bust_chance,
    optimal_policy,
    survival_curve,
    target_to_reach,
)
from logo_kit.errors import LogoKitError

from .common.base import Board
from .common.palette import HIGHLIGHT, NEUTRAL, OKABE_ITO, SEQUENCE

__all__ = [
    "LaunchAdvice",
    "RiskyBusinessBoard",
    "advice_html",
    "format_exact",
    "launch_advice",
    "parse_deck",
    "risky_card_chip",
]

BULL_TEXT = "10:9 20:7 30:5 50:4 100:2"  # ruling B1, the classroom default
MAX_MULTISETS = 30_000
"""Largest number of different "cards drawn so far" the board solves exactly (the bull
deck has 7,200; the optimal rules take about a second at 100,000)."""
COMPANY_MAX = 12  # ruling B3: 12 brand cards per colour, so no company is bigger
WINNING_MONEY = 1000  # ruling B5
STARTING_MONEY = 50  # ruling B5
_TOKEN = re.compile(r"^(\d+)\s*[:x×*]\s*(\d+)$")


# -- reading a class's own deck ----------------------------------------------------------------
def parse_deck(text: str, busts: int) -> RiskyBusinessDeck:
    """Read a deck typed as ``value:count`` pairs, e.g. ``"10:9 20:7 30:5 50:4 100:2"``.

    Pairs are separated by spaces or commas; ``10x9`` and ``10×9`` work too. The
    deck must also be small enough for the board to solve exactly.

    >>> str(parse_deck("10:3, 20x2", busts=1))
    '6 cards: 1 BUST, 3×10M, 2×20M'
    >>> parse_deck("10:3 ten:2", busts=1)
    Traceback (most recent call last):
    ...
    logo_kit.errors.LogoKitError: cannot read 'ten:2' as value:count; ...
    """
    example = f"write value:count pairs such as {BULL_TEXT!r} (values in millions)"
    if not isinstance(text, str) or not text.strip():
        raise LogoKitError(f"the custom deck is empty; {example}.")
    counts: dict[int, int] = {}
    for token in re.split(r"[\s,;]+", text.strip()):
        match = _TOKEN.match(token)
        if match is None:
            raise LogoKitError(f"cannot read {token!r} as value:count; {example}.")
        value, count = int(match.group(1)), int(match.group(2))
        if value in counts:
            raise LogoKitError(f"{value}M is listed twice; give each value once ({example}).")
        counts[value] = count
    deck = RiskyBusinessDeck(counts, busts)  # the core checks values, counts and busts
    states = math.prod(c + 1 for _, c in deck.values)
    if states > MAX_MULTISETS:
        raise LogoKitError(
            f"this deck has {states:,} different sets of drawn value cards; the board solves "
            f"the optimal rules exactly for up to {MAX_MULTISETS:,} (the bull deck has 7,200): "
            "use fewer different values or fewer cards of each."
        )
    return deck


# -- the numbers behind one decision -------------------------------------------------------------
@dataclass(frozen=True)
class LaunchAdvice:
    """Everything worth knowing before the next Draw/Stop, all exact (per brand card, M).

    ``one_more_value``: expected sum if you draw exactly one more card and then stop;
    ``draw_value``: expected sum if you draw and then follow the EV-optimal rule
    (both None when no card is left). ``target_stop`` / ``target_draw``: the chance of
    reaching ``target`` when stopping now / drawing and then playing for the target.
    """

    deck: RiskyBusinessDeck
    drawn: tuple[int, ...]
    company_size: int
    target: int
    next_bust: Fraction | None
    one_more_value: Fraction | None
    draw_value: Fraction | None
    ev_draws: bool
    target_stop: Fraction
    target_draw: Fraction | None
    target_draws: bool

    @property
    def total(self) -> int:
        """Sum of the value cards drawn so far (M per brand card)."""
        return sum(self.drawn)

    @property
    def stop_value(self) -> Fraction:
        """What stopping now keeps, per brand card (no card drawn yet: nothing)."""
        return Fraction(self.total)

    @property
    def forced(self) -> bool:
        """True before the first card: a launch draws at least one card (ruling B2)."""
        return not self.drawn

    @property
    def cards_left(self) -> int:
        return self.deck.size - len(self.drawn)


def launch_advice(
    deck: RiskyBusinessDeck, drawn: Sequence[int], company_size: int, target: int
) -> LaunchAdvice:
    """The exact numbers for the decision after drawing the value cards ``drawn``.

    >>> advice = launch_advice(RiskyBusinessDeck.bull(), [100, 50], 3, 317)
    >>> advice.next_bust, advice.ev_draws, advice.target_draws
    (Fraction(3, 28), True, True)
    """
    drawn = tuple(drawn)
    deck.drawn_counts(drawn)  # checks that these cards can come from this deck
    ev = optimal_policy(deck, "ev")
    goal = optimal_policy(deck, Target(target))
    total = sum(drawn)
    left = deck.size - len(drawn)
    if left == 0:
        next_bust = one_more = None
    else:
        next_bust = next_bust_chance(deck, drawn)
        if deck.value_cards == len(drawn):  # only BUSTs are left: one more card busts
            one_more = Fraction(0)
        else:
            rest = deck.remove(drawn)
            # keep the sum unless the card is a BUST, and add the card's value (0 on a BUST)
            one_more = (
                total * (1 - bust_probability(rest, 1)) + launch_value_distribution(rest, 1).mean()
            )
    return LaunchAdvice(
        deck=deck,
        drawn=drawn,
        company_size=company_size,
        target=target,
        next_bust=next_bust,
        one_more_value=one_more,
        draw_value=ev.draw_value(drawn),
        ev_draws=ev.should_draw(drawn),
        target_stop=goal.stop_value(drawn),
        target_draw=goal.draw_value(drawn),
        target_draws=goal.should_draw(drawn),
    )


def format_exact(value: Fraction | int | None, digits: int = 2, percent: bool = False) -> str:
    """A Fraction as ``'2381/29 ≈ 82.10'`` (or ``'80'`` when whole); None as a dash.

    >>> format_exact(Fraction(3, 28), percent=True)
    '3/28 ≈ 10.7%'
    >>> format_exact(Fraction(80))
    '80'
    """
    if value is None:
        return "—"
    value = Fraction(value)
    if percent:
        if value.denominator == 1:
            return f"{value} = {float(value):.0%}"
        return f"{value} ≈ {float(value):.1%}"
    if value.denominator == 1:
        return str(value)
    return f"{value} ≈ {float(value):,.{digits}f}"


def _choice(draws: bool, forced: bool = False) -> str:
    if forced:
        return "<b>draw</b> (the first card is compulsory)"
    return "<b>draw</b> ↑" if draws else "<b>stop</b> ■"


def advice_html(advice: LaunchAdvice) -> str:
    """The advice as an HTML table (used by both Billionaire boards)."""
    size = advice.company_size
    rows = [
        (
            "Chance the next card is a BUST",
            f"{format_exact(advice.next_bust, percent=True)} "
            f"<span style='color:#555'>({advice.deck.busts} BUST"
            f"{'' if advice.deck.busts == 1 else 's'} among {advice.cards_left} "
            f"card{'' if advice.cards_left == 1 else 's'} left)</span>",
            "",
        ),
        ("Stop now (per brand card)", f"{advice.total}M", f"company: {size * advice.total}M"),
        (
            "Draw exactly one more, then stop",
            f"{format_exact(advice.one_more_value)}M",
            "expected",
        ),
        (
            "Draw on, then play the EV-optimal rule",
            f"{format_exact(advice.draw_value)}M",
            "expected (the optimal continuation value)",
        ),
        ("EV-optimal rule says", _choice(advice.ev_draws, advice.forced), ""),
        (
            f"Chance to reach {advice.target}M per card",
            f"stop now: {format_exact(advice.target_stop, percent=True)}; "
            f"draw on: {format_exact(advice.target_draw, percent=True)}",
            f"company: {size * advice.target}M",
        ),
        (f"Reach-{advice.target}M rule says", _choice(advice.target_draws, advice.forced), ""),
    ]
    cells = "".join(
        f"<tr><th style='text-align:left;padding-right:1em'>{name}</th><td>{value}</td>"
        f"<td style='color:#555;padding-left:1em'>{note}</td></tr>"
        for name, value, note in rows
    )
    return f"<table class='logo-kit-advice rb-advice'>{cells}</table>"


def risky_card_chip(card: int | str) -> str:
    """One Risky Business card as an HTML chip: its value in words, BUST in capitals."""
    bust = card == BUST
    background = HIGHLIGHT if bust else OKABE_ITO["blue"]
    text = "BUST" if bust else f"{card}M"
    label = "BUST card" if bust else f"{card} million"
    style = (
        "display:inline-block;min-width:3.4em;padding:6px 4px;margin:2px;border-radius:6px;"
        f"background:{background};color:white;font-weight:bold;text-align:center;"
        "font-family:monospace;font-size:1.05em;border:2px solid #111"
    )
    return (
        f"<span class='rb-card' role='img' aria-label='{label}' title='{label}' "
        f"style='{style}'>{text}</span>"
    )


# -- the board ------------------------------------------------------------------------------------
DECK_KINDS = (
    ("bull market (1:9)", "bull"),
    ("bear market (1:8)", "bear"),
    ("my own deck", "custom"),
)


class RiskyBusinessBoard(Board):
    """Launch a company with the Risky Business deck and see the exact odds at each step.

    ``deck``: ``"bull"``, ``"bear"`` or ``"custom"`` (then ``custom`` and ``custom_busts``
    give the cards); ``company_size``: brand cards in the company (3 to 12);
    ``target``: the sum per brand card the reach-target rule plays for (default: what the
    company needs to lift 50M to the billion, ruling B5); ``seed``: the shuffles.
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
        self.deck_kind = "bull"
        self.deck = RiskyBusinessDeck.bull()
        self.company_size = _company_size(company_size)
        self.target = (
            target_to_reach(STARTING_MONEY, self.company_size, WINNING_MONEY)
            if target is None
            else Target(target).total
        )
        self.seed = int(seed)
        self.rng = np.random.default_rng(self.seed)
        self.order: tuple[int | str, ...] = ()
        self.drawn: tuple[int, ...] = ()
        self.busted = False
        self.stopped = False
        self._plotted: tuple[RiskyBusinessDeck, int] | None = None
        self._curves: tuple[dict[int, Fraction], dict[int, Fraction]] = ({}, {})
        self._initial_custom = (custom, custom_busts)
        super().__init__()
        self.widget.add_class("logo-kit-risky-business")
        if deck == "custom":
            if not self.act(self._use_custom):
                raise LogoKitError(self.last_error or "bad custom deck")
        elif not self.act(lambda: self._choose_kind(deck)):
            raise LogoKitError(self.last_error or f"unknown deck {deck!r}")

    # -- controls ------------------------------------------------------------------------------
    def build(self) -> widgets.Widget:
        self.deck_choice = widgets.Dropdown(
            options=list(DECK_KINDS), value="bull", description="Deck"
        )
        self.custom_text = widgets.Text(
            value=self._initial_custom[0],
            description="Own deck",
            placeholder=f"value:count, e.g. {BULL_TEXT}",
            continuous_update=False,
            layout={"width": "26em"},
        )
        self.custom_busts = widgets.IntText(
            value=self._initial_custom[1], description="BUSTs", layout={"width": "10em"}
        )
        self.custom_button = widgets.Button(
            description="Use my deck", icon="check", tooltip="Read the typed deck and use it"
        )
        self.custom_button.add_class("rb-use-custom")
        self.size_box = widgets.IntText(
            value=self.company_size,
            description="Company size",
            tooltip="brand cards in the company (3 to 12)",
            layout={"width": "12em"},
            style={"description_width": "initial"},
        )
        self.target_box = widgets.IntText(
            value=self.target,
            description="Target per card (M)",
            tooltip="the sum per brand card the reach-target rule plays for",
            layout={"width": "15em"},
            style={"description_width": "initial"},
        )
        self.seed_box = widgets.BoundedIntText(
            value=self.seed, min=0, max=2**31 - 1, description="Seed", layout={"width": "12em"}
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
        self.survival_fig = _figure(
            "Chance of no BUST after k cards", "cards drawn k", "chance of no BUST"
        )
        self.survival_fig.add_scatter(
            name="chance of no BUST", mode="lines+markers", line={"color": SEQUENCE[0]}
        )
        self.survival_fig.add_scatter(
            name="your cards now", mode="markers", marker={"color": HIGHLIGHT, "size": 14}
        )
        self.value_fig = _figure(
            "Expected sum when you always stop after k cards",
            "cards drawn k",
            "expected sum per brand card (M)",
        )
        self.value_fig.add_scatter(
            name="stop after k cards", mode="lines+markers", line={"color": SEQUENCE[1]}
        )
        self.value_fig.add_scatter(
            name="EV-optimal rule", mode="lines", line={"color": NEUTRAL, "dash": "dash"}
        )
        self.value_fig.add_scatter(
            name="your cards now", mode="markers", marker={"color": HIGHLIGHT, "size": 14}
        )
        plots = widgets.HBox([self.survival_fig, self.value_fig])
        plots.add_class("rb-plots")
        return widgets.VBox(
            [
                widgets.HBox([self.deck_choice, self.size_box, self.target_box, self.seed_box]),
                widgets.HBox([self.custom_text, self.custom_busts, self.custom_button]),
                self.deck_view,
                widgets.HBox([self.draw_button, self.stop_button, self.new_button]),
                self.cards_view,
                self.status_view,
                self.advice_view,
                plots,
            ]
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
        cards = self.deck.cards()
        self.order = tuple(cards[int(i)] for i in self.rng.permutation(len(cards)))
        self.drawn = ()
        self.busted = self.stopped = False

    def _draw(self) -> None:
        self._check_running("draw")
        if len(self.drawn) == self.deck.size:
            raise LogoKitError("every card has been drawn: press Stop to launch the company.")
        card = self.order[len(self.drawn)]
        if card == BUST:  # ruling B2: a BUST ends the launch, worth nothing
            self.busted = True
        else:
            self.drawn = (*self.drawn, int(card))

    def _stop(self) -> None:
        self._check_running("stop")
        if not self.drawn:
            raise LogoKitError(
                "draw at least one card before stopping: a launch takes at least one card "
                "(ruling B2)."
            )
        self.stopped = True

    def _check_running(self, what: str) -> None:
        if self.over:
            outcome = "went BUST" if self.busted else "was launched"
            raise LogoKitError(
                f"cannot {what}: this company {outcome}. Press New launch to shuffle and "
                "launch again."
            )

    def _choose_kind(self, kind: str) -> None:
        if kind == "custom":
            self._use_custom()
            return
        if kind not in ("bull", "bear"):
            raise LogoKitError(f"unknown deck {kind!r}: choose bull, bear or custom.")
        self._set_deck(
            kind, RiskyBusinessDeck.bull() if kind == "bull" else RiskyBusinessDeck.bear()
        )

    def _use_custom(self) -> None:
        busts = self.custom_busts.value
        deck = parse_deck(self.custom_text.value, busts)
        self._set_deck("custom", deck)

    def _set_deck(self, kind: str, deck: RiskyBusinessDeck) -> None:
        optimal_policy(deck, "ev")  # solve first: nothing changes if this fails
        optimal_policy(deck, Target(self.target))
        self.deck_kind, self.deck = kind, deck
        self._new_launch()

    def _set_size(self, size: Any) -> None:
        self.company_size = _company_size(size)

    def _set_target(self, total: Any) -> None:
        target = Target(total)  # the core checks it is a whole number ≥ 1
        optimal_policy(self.deck, target)
        self.target = target.total

    def _reseed(self, seed: Any) -> None:
        self.seed = int(seed)
        self.rng = np.random.default_rng(self.seed)
        self._new_launch()

    # -- what is shown -------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """True once the launch has ended (stopped or BUST)."""
        return self.busted or self.stopped

    @property
    def total(self) -> int:
        """Sum of the value cards drawn (M per brand card); 0 after a BUST."""
        return 0 if self.busted else sum(self.drawn)

    @property
    def company_value(self) -> int:
        """Company size × sum: what stopping now pays (after a BUST: 0)."""
        return self.company_size * self.total

    @property
    def cards_turned(self) -> int:
        """Cards turned over in this launch, a final BUST included."""
        return len(self.drawn) + self.busted

    @property
    def advice(self) -> LaunchAdvice | None:
        """The exact numbers for the next decision (None once the launch is over)."""
        if self.over:
            return None
        return launch_advice(self.deck, self.drawn, self.company_size, self.target)

    @property
    def next_bust(self) -> Fraction | None:
        """Exact chance that the next card is a BUST (None once the launch is over)."""
        advice = self.advice
        return None if advice is None else advice.next_bust

    def render(self) -> None:
        if not self.order:  # before the first launch exists
            return
        self._sync_controls()
        deck = self.deck
        need = target_to_reach(STARTING_MONEY, self.company_size, WINNING_MONEY)
        self.deck_view.value = (
            f"<div><b>Deck:</b> {html.escape(str(deck))}; all value cards together: "
            f"{deck.total_value}M. A {self.company_size}-card company starting from "
            f"{STARTING_MONEY}M needs {need}M per card to reach the billion.</div>"
        )
        chips = "".join(risky_card_chip(c) for c in self.drawn)
        if self.busted:
            chips += risky_card_chip(BUST)
        left = deck.size - self.cards_turned
        self.cards_view.value = (
            f"<div class='rb-drawn'>{chips or '<i>no card yet: press Draw a card</i>'}"
            f"<span style='margin-left:1em;color:#555'>{left} cards face down</span></div>"
        )
        size = self.company_size
        if self.busted:
            status = (
                f"<b class='rb-bust'>BUST!</b> The company is worth <b>0M</b> "
                f"(it would have been {size} × {sum(self.drawn)}M = "
                f"{size * sum(self.drawn)}M). Press New launch."
            )
        elif self.stopped:
            status = (
                f"<b class='rb-launched'>Launched:</b> {size} brand cards × {self.total}M = "
                f"<b>{self.company_value}M</b>. Press New launch."
            )
        else:
            status = (
                f"Sum so far: <b>{self.total}M</b> per brand card; stopping now pays "
                f"{size} × {self.total}M = <b>{self.company_value}M</b>."
            )
        self.status_view.value = f"<div class='rb-status-line'>{status}</div>"
        advice = self.advice
        self.advice_view.value = "" if advice is None else advice_html(advice)
        self.draw_button.disabled = self.over
        self.stop_button.disabled = self.over or not self.drawn
        self._update_plots()

    def _sync_controls(self) -> None:
        with self.quietly():
            self.deck_choice.value = self.deck_kind
            self.size_box.value = self.company_size
            self.target_box.value = self.target
            self.seed_box.value = self.seed

    def _update_plots(self) -> None:
        deck = self.deck
        here = len(self.drawn) if self.drawn and not self.busted else 0
        if self._plotted is not None and self._plotted[0] == deck and self._plotted[1] == here:
            return  # nothing on the plots changed
        if self._plotted is None or self._plotted[0] != deck:
            self._curves = (survival_curve(deck), expected_sum_by_draws(deck))
        survive, expected = self._curves
        with self.survival_fig.batch_update(), self.value_fig.batch_update():
            if self._plotted is None or self._plotted[0] != deck:
                ks = list(survive)
                self.survival_fig.data[0].x = ks
                self.survival_fig.data[0].y = [float(p) for p in survive.values()]
                self.value_fig.data[0].x = ks
                self.value_fig.data[0].y = [float(e) for e in expected.values()]
                best = float(optimal_policy(deck, "ev").value)
                self.value_fig.data[1].x = [ks[0], ks[-1]]
                self.value_fig.data[1].y = [best, best]
            if here:
                self.survival_fig.data[1].x = [here]
                self.survival_fig.data[1].y = [float(survive[here])]
                self.value_fig.data[2].x = [here]
                self.value_fig.data[2].y = [float(expected[here])]
            else:
                for trace in (self.survival_fig.data[1], self.value_fig.data[2]):
                    trace.x, trace.y = [], []
        self._plotted = (deck, here)


def _company_size(size: Any) -> int:
    if isinstance(size, bool) or not isinstance(size, int | np.integer):
        raise LogoKitError(f"the company size must be a whole number of brand cards, got {size!r}.")
    if not 3 <= size <= COMPANY_MAX:
        raise LogoKitError(
            f"a company has 3 to {COMPANY_MAX} brand cards of one colour (rulings B2, B3), "
            f"not {size}."
        )
    return int(size)


def _figure(title: str, x_title: str, y_title: str) -> go.FigureWidget:
    # The light "none" template with our own grid is much quicker to build than the
    # default template (boards are built often in tests and notebooks).
    axis = {"showgrid": True, "gridcolor": "#e5e5e5", "zeroline": False, "linecolor": "#444"}
    return go.FigureWidget(
        layout={
            "template": "none",
            "title": {"text": title, "font": {"size": 14}},
            "xaxis": {**axis, "title": {"text": x_title}},
            "yaxis": {**axis, "title": {"text": y_title}},
            "width": 460,
            "height": 340,
            "margin": {"l": 64, "r": 10, "t": 40, "b": 50},
            "legend": {"orientation": "h", "y": -0.3},
            "font": {"family": "sans-serif"},
        }
    )
