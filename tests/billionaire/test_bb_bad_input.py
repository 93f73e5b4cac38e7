"""Bad input to LOGO Billionaire: every bad input gives a clear LogoKitError, at once.

Each call must raise a LogoKitError naming what is allowed (or give a correct
result) in well under a second; sizes beyond the stated limits are refused
before any work is done.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

from logo_kit.billionaire import (
    ApprenticeGame,
    ApprenticeOptions,
    FixedCountLauncher,
    RiskyBusinessDeck,
    Target,
    launch_value_distribution,
    optimal_policy,
)
from logo_kit.billionaire.board import Category, Icon
from logo_kit.billionaire.deck import (
    MAX_BUSTS,
    MAX_DISTINCT_VALUES,
    MAX_MULTISETS,
    MAX_VALUE_CARDS,
    parse_deck,
)
from logo_kit.billionaire.game import card_census
from logo_kit.billionaire.moves import Phase
from logo_kit.errors import LogoKitError

GAME = ApprenticeGame.new(ApprenticeOptions(players=3), np.random.default_rng(1))


@pytest.mark.parametrize(
    ("call", "words"),
    [
        # a typed "own deck" that made the solver recurse once per card
        (lambda: parse_deck("10:996", 1), f"at most {MAX_VALUE_CARDS}"),
        (lambda: RiskyBusinessDeck({10: 996}, busts=1), f"at most {MAX_VALUE_CARDS}"),
        # 20,000 BUSTs hung the kernel
        (lambda: parse_deck("10:9", 20000), f"at most {MAX_BUSTS}"),
        (lambda: RiskyBusinessDeck({10: 9}, busts=20000), f"at most {MAX_BUSTS}"),
        # 15 distinct values × 2 cards: 3¹⁵ sets of drawn cards
        (
            lambda: optimal_policy(RiskyBusinessDeck(dict.fromkeys(range(1, 16), 2))),
            f"at most {MAX_DISTINCT_VALUES}",
        ),
        (
            lambda: optimal_policy(RiskyBusinessDeck(dict.fromkeys(range(1, 13), 2)), "ev"),
            f"up to {MAX_MULTISETS:,}",
        ),
        (
            lambda: launch_value_distribution(RiskyBusinessDeck(dict.fromkeys(range(1, 13), 2)), 3),
            f"up to {MAX_MULTISETS:,}",
        ),
        # a game already won, a billion players, a seat that does not exist
        (lambda: ApprenticeOptions(starting_money=1500), "below winning_money"),
        (lambda: ApprenticeOptions(players=10**9), "from 1 to 12"),
        (lambda: GAME.hand(-1), "seat must be a whole number from 0 to 2"),
        # typed decks: ASCII digits only
        (lambda: parse_deck("١٠:٩", 3), "digits 0–9"),
        (lambda: parse_deck("10:9 20:٧", 3), "digits 0–9"),
        # wrong types
        (lambda: parse_deck(None, 3), "must be text"),
        (lambda: parse_deck("10:9", "3"), "whole number"),
        (lambda: optimal_policy("bull"), "RiskyBusinessDeck"),
        (lambda: optimal_policy(RiskyBusinessDeck.bull(), "EV"), "unknown objective"),
        (lambda: optimal_policy(RiskyBusinessDeck.bull(), np.array([1, 2])), "unknown objective"),
        (lambda: Target(True), "a bool"),
        (lambda: FixedCountLauncher(0), "from 1 to"),
        (lambda: card_census("game"), "ApprenticeGame"),
        (lambda: GAME.replay(5), "list of moves"),
        (lambda: Category(7), "not a category"),
        (lambda: Icon("bonus"), "not an icon"),
        (lambda: Phase("lunch"), "not a step"),
        (lambda: RiskyBusinessDeck.bull().drawn_counts(range(10**9)), "at most 30"),
    ],
)
def test_bad_input_is_refused_at_once(call, words):
    started = time.process_time()  # CPU time: a loaded machine must not fail it
    with pytest.raises(LogoKitError, match=words):
        call()
    assert time.process_time() - started < 1.0


def test_the_largest_accepted_decks_answer_quickly():
    # At the limits the exact solvers answer in well under the 5 s promised.
    decks = [
        RiskyBusinessDeck({10: MAX_VALUE_CARDS}, busts=MAX_BUSTS),
        RiskyBusinessDeck({10: 100, 1000: 100}, busts=MAX_BUSTS),
        RiskyBusinessDeck({**{v: 1 for v in range(1, 12)}, 1000: 13}, busts=MAX_BUSTS),
    ]
    for deck in decks:
        assert deck.multisets <= MAX_MULTISETS
        started = time.process_time()
        policy = optimal_policy(deck, Target(500))
        launch_value_distribution(deck, policy)
        assert time.process_time() - started < 5.0
