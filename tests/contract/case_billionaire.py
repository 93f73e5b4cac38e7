"""LOGO Billionaire (Apprentice) set-ups for the engine contract.

Nothing is hidden in the Apprentice game (brand cards lie face up, money is
counted openly, and the Risky Business cards still to come are chance, not a
secret), so there is no ``scramble``/``secret``: every seat's view is the whole
table. The invariant checks what the rules conserve: every brand card exactly
once (in a hand, a pile or the deal), all money paid by the bank (starting money
plus launches; buying only moves money between players), nobody in debt, and
per-seat launch counts that add up.
"""

from __future__ import annotations

import numpy as np
from engine_contract import ContractCase

from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions, RiskyBusinessDeck
from logo_kit.billionaire.board import CATEGORIES, Board, Icon, Space
from logo_kit.billionaire.game import card_census
from logo_kit.billionaire.moves import EndTrade, Phase

TRADE_RING = Board(
    tuple(Space(c, icon) for c in CATEGORIES for icon in (Icon.TRADE, Icon.PICK_UP_ONE))
)


def conserved(state: ApprenticeGame) -> None:
    options = state.options
    census = card_census(state)
    assert len(census) == len(CATEGORIES) * options.cards_per_category, "a brand card is lost"
    assert set(census.values()) == {1}, "a brand card is in two places"
    if state.phase is Phase.DEAL:
        assert sum(len(state.hand(p)) for p in range(state.players)) + len(state.undealt) == (
            len(CATEGORIES) * state.players
        )
    else:
        assert not state.undealt
    assert sum(state.money) == state.paid_out, "money appeared or vanished"
    assert state.paid_out == options.starting_money * state.players + sum(state.launched_money)
    assert min(state.money) >= 0, "a player is in debt"
    assert all(b <= n for b, n in zip(state.busts, state.launches, strict=True))
    assert state.traded_with.isdisjoint({state.mover})
    if state.is_terminal and not state.capped:
        assert state.money[state.winner] >= options.winning_money  # ruling B5
    if state.launching is not None:
        assert state.company_size >= 3  # ruling B2: a company is 3+ cards
        assert sum(1 for _ in state.drawn) < options.risky_business.size + 1


def sometimes_end_trading(state: ApprenticeGame, rng: np.random.Generator):
    """Uniform among the legal moves, but end trading one time in three (else the many
    Buy/Swap moves crowd EndTrade out)."""
    moves = state.legal_moves()
    if EndTrade() in moves and rng.random() < 1 / 3:
        return EndTrade()
    return moves[int(rng.integers(len(moves)))]


CASES = [
    ContractCase(
        "billionaire 1 player",
        ApprenticeGame,
        lambda: ApprenticeOptions(players=1, winning_money=600, max_turns=25),
        seeds=(0, 1, 2, 3),
        invariant=conserved,
    ),
    ContractCase(
        "billionaire 2 players bear deck",
        ApprenticeGame,
        lambda: ApprenticeOptions(
            players=2, risky_business=RiskyBusinessDeck.bear(), winning_money=800, max_turns=40
        ),
        seeds=(0, 1, 2, 3),
        invariant=conserved,
    ),
    ContractCase(
        "billionaire 3 players trading ring",
        ApprenticeGame,
        lambda: ApprenticeOptions(
            players=3, board=TRADE_RING, starting_money=40, winning_money=700, max_turns=30
        ),
        seeds=(0, 1, 2, 3),
        invariant=conserved,
        chooser=sometimes_end_trading,
    ),
    ContractCase(
        "billionaire 4 players small sets",
        ApprenticeGame,
        lambda: ApprenticeOptions(
            players=4,
            cards_per_category=5,
            risky_business=RiskyBusinessDeck({10: 2, 50: 1}, busts=1),
            winning_money=300,
            max_turns=30,
        ),
        seeds=(0, 1, 2, 3),
        invariant=conserved,
        chooser=sometimes_end_trading,
    ),
]
