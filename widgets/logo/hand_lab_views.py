"""What the hand lab draws: the declare-advice table and the value chart.

Plain functions from core values (a :class:`~logo_kit.logo.DeclareAdvice`, an
exact :class:`~logo_kit.exact.Distribution`) to HTML or a plotly figure; the
board calls them after every change.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import plotly.graph_objects as go

from logo_kit.exact import Distribution
from logo_kit.logo import Card, DeclareAdvice, decks_for_players, unseen_cards
from logo_kit.logo.cards import HAND_SIZE, MAX_PLAYERS, MOST_PLAYERS_ONE_DECK
from logo_kit.readable import decimal_text

from ..common.palette import HIGHLIGHT, OKABE_ITO
from ..common.plot_fit import TITLE_BELOW_TOOLBAR, TOOLBAR_ROW
from ..common.readout import amount_html, chance_html
from .html_parts import TABLE_STYLE, note, row

LOWER_COLOR = OKABE_ITO["blue"]
HIGHER_COLOR = OKABE_ITO["grey"]


def advice_html(
    advice: DeclareAdvice | None,
    opponents: int,
    hand: Sequence[Card],
    *,
    seed: int,
    exact: bool = False,
) -> str:
    """The declare advice as a table (or how to get it, before Advise is pressed):
    percentages and points first, the exact fractions beside them if ``exact``."""
    n = opponents
    decks = decks_for_players(n + 1)  # ruling L1: the table the advice imagines
    unseen = len(unseen_cards(hand, decks=decks))
    deck_words = (
        "one deck"
        if decks == 1
        else f"two decks ({MOST_PLAYERS_ONE_DECK + 1}–{MAX_PLAYERS} players, ruling L1)"
    )
    who = "1 opponent" if n == 1 else f"{n} opponents"
    if advice is None:
        how = (
            "counted exactly"
            if n <= 2
            else "estimated by a seeded simulation (3 or more opponents)"
        )
        return note(
            f"Press <b>Advise</b> to compare declaring LOGO now with waiting, against {who} "
            f"({how}; two opponents take up to a second)."
        )
    if advice.exact:
        rows = [
            row(
                "your hand is strictly lowest",
                chance_html(advice.p_lowest, exact=exact),
                css="logo-kit-p-lowest",
            ),
            row("tied for lowest", chance_html(advice.p_tie, exact=exact), css="logo-kit-p-tie"),
            row(
                "someone is lower",
                chance_html(advice.p_beaten, exact=exact),
                css="logo-kit-p-beaten",
            ),
            row(
                "expected points if you declare now",
                amount_html(advice.expected_if_declare, digits=2, exact=exact),
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
            return f"{decimal_text(100 * x, 1)}%"

        def pts(x: float) -> str:
            return decimal_text(x)

        rows = [
            row(
                "your hand is strictly lowest", interval(est.p_lowest, pct), css="logo-kit-p-lowest"
            ),
            row("tied for lowest", interval(est.p_tie, pct), css="logo-kit-p-tie"),
            row("someone is lower", f"≈ {pct(advice.p_beaten)}", css="logo-kit-p-beaten"),
            row(
                "expected points if you declare now",
                interval(est.expected_if_declare, pts),
                css="logo-kit-e-declare",
            ),
        ]
        source = (
            f"<b>Estimate</b>, not exact: {est.samples:,} seeded deals (seed {seed}) of "
            f"{who} from the {unseen} cards of {deck_words} that you don't hold."
        )
    rows.append(
        row(
            "expected points if you don't declare",
            decimal_text(advice.expected_if_not),
            css="logo-kit-e-wait",
        )
    )
    gain = advice.gain
    about = "" if advice.exact else "about "
    verdict = (
        f"declare: saves {about}{decimal_text(gain)} points on average"
        if advice.recommend == "declare"
        else f"wait: declaring would cost {about}{decimal_text(-gain)} points on average"
    )
    if not advice.exact:
        low, high = advice.estimates.expected_if_declare.interval
        if low <= advice.expected_if_not <= high:
            verdict += " (too close to call: waiting lies inside the 95% interval)"
    rows.append(row("advice", f"<b>{verdict}</b>", css="logo-kit-recommend"))
    return (
        f"<table class='logo-kit-advice-table' style='{TABLE_STYLE}'>"
        f"<caption style='text-align:left'>Hand value {advice.hand_value} against {who}"
        f"</caption>{''.join(rows)}</table>" + note(source)
    )


def value_figure(distribution: Distribution, mine: int, unseen: int) -> go.Figure:
    """Exact P(value) of a random hand from the ``unseen`` cards, the value ``mine`` marked.

    Three bar traces (lower than, equal to, higher than this hand's value) so the
    legend names each colour; hovering a bar shows its exact probability.
    """
    groups: dict[str, list[tuple[int, Fraction]]] = {
        "lower than your hand": [],
        "equal to your hand": [],
        "higher than your hand": [],
    }
    names = list(groups)
    for x, p in distribution.table():
        groups[names[0 if x < mine else 1 if x == mine else 2]].append((x, p))
    colors = dict(zip(names, (LOWER_COLOR, HIGHLIGHT, HIGHER_COLOR), strict=True))
    traces = [
        go.Bar(
            name=name,
            x=[x for x, _ in group],
            y=[float(p) for _, p in group],
            customdata=[str(p) for _, p in group],
            marker_color=colors[name],
            hovertemplate="value %{x}: %{customdata} ≈ %{y:.3%}<extra>%{fullData.name}</extra>",
        )
        for name, group in groups.items()
    ]
    # the light "none" template with a grid of its own: plotly's default template would
    # make the chart's page output three times larger (a slower first render)
    axis = {"showgrid": True, "gridcolor": "#e5e5e5", "zeroline": False, "linecolor": "#444"}
    layout = go.Layout(
        template="none",
        font={"family": "sans-serif", "size": 13},
        title={
            "text": (
                f"A random {HAND_SIZE}-card hand from the {unseen} cards<br>"
                "you don't hold: its value"
            ),
            "font": {"size": 14},
            **TITLE_BELOW_TOOLBAR,  # under the toolbar's row: the toolbar never covers it
        },
        barmode="overlay",
        bargap=0.05,
        height=400,
        autosize=True,
        # two title lines under the toolbar's row, then the "your hand" label
        margin={"l": 60, "r": 20, "t": TOOLBAR_ROW + 2 * 22 + 20, "b": 50},
        xaxis={**axis, "title": {"text": "hand value (points)"}},
        yaxis={**axis, "title": {"text": "probability"}, "tickformat": ".1%"},
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


def value_note(mine: int, lower: Fraction, equal: Fraction, *, exact: bool = False) -> str:
    """The chance that a random hand is lower than (or equal to) yours, in words."""
    return (
        f"<div>A random hand is <b>lower</b> than yours ({mine}) with chance "
        f"<b class='logo-kit-p-random-lower'>{chance_html(lower, exact=exact)}</b>, "
        f"equal with chance <span class='logo-kit-p-random-equal'>"
        f"{chance_html(equal, exact=exact)}</span>.</div>"
        + note(
            f"The chart counts every {HAND_SIZE}-card hand from the cards you don't hold, "
            "the hands an opponent could have been dealt; "
            "colour hands count min(total, 0) (L2, L3)."
        )
    )
