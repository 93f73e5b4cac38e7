"""Hand-made Apprentice positions for the tests: given hands, money and places, seat 0 to spin."""

from __future__ import annotations

import dataclasses

import numpy as np

from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
from logo_kit.billionaire.board import CATEGORIES, BrandCard


def hand_made(hands, money=None, positions=None, options=None):
    """A position with the given hands ({category: count} per seat); the piles hold the rest.

    The cards are numbered from 1 up in each set, seat by seat; everyone's piece is on
    space 0 unless ``positions`` says otherwise. The position is its own start (log empty).
    """
    players = len(hands)
    options = dataclasses.replace(options or ApprenticeOptions(), players=players)
    game = ApprenticeGame.new(options, rng=np.random.default_rng(0))
    free = {
        c: [BrandCard(c, n) for n in range(1, options.cards_per_category + 1)] for c in CATEGORIES
    }
    built = []
    for spec in hands:
        hand = []
        for c in CATEGORIES:
            taken, free[c] = free[c][: spec.get(c, 0)], free[c][spec.get(c, 0) :]
            hand.append(tuple(taken))
        built.append(tuple(hand))
    money = money or [options.starting_money] * players
    return dataclasses.replace(
        game,
        hands=tuple(built),
        piles=tuple(tuple(free[c]) for c in CATEGORIES),
        money=tuple(money),
        positions=tuple(positions or [0] * players),
        paid_out=sum(money),
        _start=None,  # the hand-made position is where this game's log starts
        _log=None,
    )
