"""The LOGO card game: cards and hand values, exact odds, the rules engine, bots.

This face holds what lessons and apps import; everything else is one submodule away.

- Cards, hands, colour hands (rulings L1–L3): :mod:`~logo_kit.logo.cards`
  (:func:`parse_cards`, :func:`hand_value`, :func:`deal_hand`, …).
- Exact calculators: :mod:`~logo_kit.logo.odds` (:func:`color_hand_probability`,
  :func:`hand_value_distribution`, :func:`color_hand_chance`, …),
  :mod:`~logo_kit.logo.odds_chase` (the chance within a round, capped by the draw
  pile), :mod:`~logo_kit.logo.odds_declare` (:func:`declare_advice`, with or without
  the final rotation), :mod:`~logo_kit.logo.odds_wait` (:func:`declare_or_wait`),
  :mod:`~logo_kit.logo.odds_rotation` (:func:`keep_best`).
- The class experiment (red cards in a hand): :mod:`~logo_kit.logo.experiment`.
- The engine on the :mod:`logo_kit.engine` interface: :class:`LogoGame`,
  :class:`LogoOptions`, the moves (:mod:`~logo_kit.logo.moves`), the views
  (:mod:`~logo_kit.logo.views`), the narrator :func:`describe_move`; bots
  (:mod:`~logo_kit.logo.players`: :class:`GreedyLowPlayer`, …); :func:`play_game`,
  :func:`tournament`, :func:`story` (a game told by the narrator), scoring
  (:mod:`~logo_kit.logo.scoring`) and statistics (:mod:`~logo_kit.logo.stats`).

>>> from logo_kit.logo import parse_cards, hand_value
>>> hand_value(parse_cards("R1 R2 R3 B1 B2 0 LOGO"))
-1
"""

from logo_kit.engine import play_game, story, tournament
from logo_kit.logo.cards import (
    COLORS,
    Card,
    deal_hand,
    hand_total,
    hand_value,
    is_color_hand,
    parse_cards,
    standard_deck,
)
from logo_kit.logo.experiment import deal_red_counts, red_cards_distribution
from logo_kit.logo.game import LogoGame
from logo_kit.logo.narrate import describe_move
from logo_kit.logo.odds import (
    color_hand_chance,
    color_hand_chances,
    color_hand_probability,
    hand_total_distribution,
    hand_value_distribution,
    unseen_cards,
)
from logo_kit.logo.odds_chase import color_hand_chance_in_round, fresh_draw_pile, round_draws
from logo_kit.logo.odds_declare import declare_advice
from logo_kit.logo.odds_rotation import final_value_distribution, keep_best
from logo_kit.logo.odds_wait import declare_or_wait
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import CalculatorPlayer, GreedyLowPlayer
from logo_kit.logo.scoring import score_round

__all__ = [
    "COLORS",
    "CalculatorPlayer",
    "Card",
    "GreedyLowPlayer",
    "LogoGame",
    "LogoOptions",
    "color_hand_chance",
    "color_hand_chance_in_round",
    "color_hand_chances",
    "color_hand_probability",
    "deal_hand",
    "deal_red_counts",
    "declare_advice",
    "declare_or_wait",
    "describe_move",
    "final_value_distribution",
    "fresh_draw_pile",
    "hand_total",
    "hand_total_distribution",
    "hand_value",
    "hand_value_distribution",
    "is_color_hand",
    "keep_best",
    "parse_cards",
    "play_game",
    "red_cards_distribution",
    "round_draws",
    "score_round",
    "standard_deck",
    "story",
    "tournament",
    "unseen_cards",
]
