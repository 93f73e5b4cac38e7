"""What the hand lab draws: the declare-advice table and the value chart.

Plain functions from core values (a :class:`~logo_kit.logo.odds_declare.DeclareAdvice`, an
exact :class:`~logo_kit.exact.Distribution`) to HTML or a plotly figure; the
board calls them after every change.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import plotly.graph_objects as go

from logo_kit.exact import Distribution
from logo_kit.logo import Card, unseen_cards
from logo_kit.logo.cards import HAND_SIZE, MAX_PLAYERS, MOST_PLAYERS_ONE_DECK, decks_for_players
from logo_kit.logo.odds_declare import EXACT_OPPONENTS, DeclareAdvice

from ..common.palette import HIGHLIGHT, OKABE_ITO
from ..common.plot_fit import TITLE_BELOW_TOOLBAR, TOOLBAR_ROW
from ..common.readout import chance_html
from .declare_view import declare_table
from .html_parts import note

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
            if n <= EXACT_OPPONENTS
            else f"estimated by a seeded simulation ({EXACT_OPPONENTS + 1} or more opponents)"
        )
        return note(
            f"Press <b>Advise</b> to compare declaring LOGO now with waiting, against {who} "
            f"({how}; two opponents take up to a second)."
        )
    if advice.exact:
        source = (
            f"Exact: {who} holding uniformly random hands from the {unseen} cards of "
            f"{deck_words} that you don't hold; the final rotation is not modelled."
        )
    else:
        source = (
            f"<b>Estimate</b>, not exact: {advice.estimates.samples:,} seeded deals (seed "
            f"{seed}) of {who} from the {unseen} cards of {deck_words} that you don't hold."
        )
    caption = f"Hand value {advice.hand_value} against {who}"
    return declare_table(advice, caption=caption, source=source, exact=exact)


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
