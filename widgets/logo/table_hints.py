"""The LOGO table's calculator: colour-hand chances and declare advice for your hand.

:class:`Hints` asks the core calculators
(:func:`~logo_kit.logo.color_hand_chances`, :func:`~logo_kit.logo.declare_advice`)
about your hand, counting over the cards *you* have not seen (your view's
``unseen()``), remembers the answers per position, and writes them as HTML;
:class:`TableHints` (a mix-in of :class:`~logo_kit.widgets.TableBoard`) shows them for
your hand as it is (or as it will be after the card picked to discard).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import numpy as np

from logo_kit.logo import COLORS, Card, color_hand_chances, declare_advice, hand_value
from logo_kit.logo.cards import HAND_SIZE, Color, kept_hand
from logo_kit.logo.moves import Declare
from logo_kit.logo.odds import read_draws_ahead
from logo_kit.logo.odds_declare import DeclareAdvice
from logo_kit.logo.views import PlayerView

from ..common.readout import chance_html
from .cards import COLOR_WORDS
from .declare_view import declare_table
from .html_parts import CELL, TABLE_STYLE, note, swatch


class Hints:
    """The calculator's answers for your view, remembered per question.

    ``samples`` simulated deals estimate the advice against 3 opponents (1–2 are
    exact); the estimate is seeded with ``seed``, so it repeats.
    """

    def __init__(self, seed: int, samples: int) -> None:
        self.seed, self.samples = seed, samples
        self._chances: dict[tuple, dict[Color, Fraction]] = {}
        self._advice: dict[tuple, DeclareAdvice] = {}

    def chances(self, view: PlayerView, hand: Sequence[Card], draws: int) -> dict[Color, Fraction]:
        """Chance of a colour hand of each colour within ``draws`` blind draws."""
        unseen = view.unseen()
        key = (tuple(hand), tuple(unseen), draws, view.decks)
        if key not in self._chances:
            self._chances[key] = color_hand_chances(list(hand), draws, unseen, decks=view.decks)
        return self._chances[key]

    def advice(self, view: PlayerView) -> DeclareAdvice:
        """Declare advice for your hand against the opponents still in (ruling L10)."""
        unseen = view.unseen()
        opponents = len(view.opponents)
        wins_ties = view.options.declarer_wins_ties
        key = (view.hand, tuple(unseen), opponents, wins_ties, view.decks)
        if key not in self._advice:
            self._advice[key] = declare_advice(
                list(view.hand),
                opponents,
                unseen,
                declarer_wins_ties=wins_ties,
                decks=view.decks,
                rng=np.random.default_rng(self.seed),  # used only for 3 opponents
                samples=self.samples,
            )
        return self._advice[key]


def chances_html(
    chances: dict[Color, Fraction],
    hand: Sequence[Card],
    *,
    draws: int,
    unseen: int,
    decks: int,
    discarding: Card | None,
    exact: bool = False,
) -> str:
    """The colour-hand chances as a table: percentages first, exact fractions on demand."""
    kept = "" if discarding is None else f" after discarding {discarding}"
    value = hand_value(list(hand), decks=decks)
    rows = []
    for color in COLORS:
        word = COLOR_WORDS[color]
        have = sum(card.matches(color) for card in hand)
        p = chances[color]
        rows.append(
            f"<tr class='logo-table-chance-{word}'><th style='{CELL}'>{swatch(color)}{word}</th>"
            f"<td style='{CELL}'>{have} of {HAND_SIZE}</td>"
            f"<td style='{CELL}' class='logo-table-percent'>{chance_html(p, exact=exact)}</td></tr>"
        )
    head = "".join(f"<th style='{CELL}'>{h}</th>" for h in ("colour", "cards that count", "chance"))
    return (
        f"<div class='logo-table-hint-hand'>Your hand{kept}: value <b>{value}</b>.</div>"
        f"<table class='logo-table-chances' style='{TABLE_STYLE}'><caption "
        f"style='text-align:left'>Chance of a colour hand within the next {draws} blind "
        f"draw{'s' if draws != 1 else ''}</caption><tr>{head}</tr>{''.join(rows)}</table>"
        + note(
            f"Drawn from the {unseen} cards you have not seen (the deck minus your hand and "
            "the discard pile; LOGO is wild, ruling L2)."
        )
    )


def advice_html(advice: DeclareAdvice, unseen: int, *, exact: bool = False) -> str:
    """The declare advice as the table shows it (:func:`.declare_view.declare_table`)."""
    n = advice.opponents
    who = "1 opponent" if n == 1 else f"{n} opponents"
    if advice.exact:
        how = (
            f"Exact: {who} holding uniformly random hands from the {unseen} "
            "cards you have not seen (ruling L10 scoring)."
        )
    else:
        how = f"<b>Estimate</b> from {advice.estimates.samples:,} seeded deals of {who}."
    caption = f"Declare LOGO now? Hand value {advice.hand_value} against {who}"
    source = how + " The final rotation is not modelled: the others still get one more turn."
    return declare_table(advice, caption=caption, source=source, exact=exact)


class TableHints:
    """The table's calculator as the board shows it (mixed into ``TableBoard``, whose
    game, hand, hints switch and slider it reads)."""

    @property
    def hints_on(self) -> bool:
        return bool(self.hints_box.value)

    @property
    def draws_ahead(self) -> int:
        """k for the colour-hand chances, capped by the number of unseen cards."""
        return read_draws_ahead(self.draws_slider.value, unseen=len(self.view.unseen()))

    @property
    def hint_hand(self) -> tuple[Card, ...] | None:
        """The 7-card hand the hints are about: your hand, or, while you discard, your hand
        after discarding the chosen card. None when it is not your decision."""
        return kept_hand(self.hand, self.chosen_card) if self.my_turn else None

    @property
    def hint_chances(self) -> dict[Color, Fraction] | None:
        """Chance of a colour hand of each colour within :attr:`draws_ahead` blind draws from
        the cards you have not seen (your view's ``unseen()``), or None (hints off)."""
        hand = self.hint_hand
        if not self.hints_on or hand is None:
            return None
        return self.hints.chances(self.view, hand, self.draws_ahead)

    @property
    def can_declare(self) -> bool:
        return Declare() in self.your_moves

    @property
    def hint_advice(self) -> DeclareAdvice | None:
        """Declare advice for your hand against the opponents still in, from your view's
        unseen cards (exact for 1–2 opponents, a seeded estimate for 3); None unless hints
        are on and you may declare now."""
        if not self.hints_on or not self.can_declare:
            return None
        return self.hints.advice(self.view)

    def _hints_html(self) -> str:
        if not self.hints_on:
            return ""
        hand = self.hint_hand
        if hand is None:
            if self.my_turn:
                return note("Pick the card to discard to see the hints for the hand you keep.")
            return note("The hints appear when it is your move.")
        unseen = len(self.view.unseen())
        discarding = None if hand == tuple(self.hand) else self.chosen_card
        parts = [
            chances_html(
                self.hint_chances,
                hand,
                draws=self.draws_ahead,
                unseen=unseen,
                decks=self.game.decks,
                discarding=discarding,
                exact=self.show_exact,
            )
        ]
        if self.can_declare:
            parts.append(advice_html(self.hint_advice, unseen, exact=self.show_exact))
        elif self.game.declarer is not None:
            parts.append(note("LOGO has been declared this round: no second declaration (L9)."))
        else:
            parts.append(
                note(
                    "The declare advice appears at the start of your turn, when you may declare "
                    "LOGO instead of taking a turn (ruling L9)."
                )
            )
        return "".join(parts)
