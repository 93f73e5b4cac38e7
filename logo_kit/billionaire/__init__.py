"""LOGO Billionaire (Apprentice): exact Risky Business odds, optimal stopping, engine, bots.

This face holds what lessons and apps import; everything else is one submodule away.

* :mod:`~logo_kit.billionaire.deck` — the Risky Business deck (ruling B1) and its limits;
* :mod:`~logo_kit.billionaire.odds` — bust chances and launch value distributions;
* :mod:`~logo_kit.billionaire.policy` — simple stopping rules and the exact optimum;
* :mod:`~logo_kit.billionaire.compare` — simple stopping rules against the optimum, in numbers;
* :mod:`~logo_kit.billionaire.experiment` — the class experiment "draw to BUST": the exact
  distribution of safe cards before the first BUST, a seeded simulation, the pooled counts;
* :mod:`~logo_kit.billionaire.launch` — one Risky Business launch and the advice for it;
* :mod:`~logo_kit.billionaire.board`, :mod:`~logo_kit.billionaire.options`,
  :mod:`~logo_kit.billionaire.moves`, :mod:`~logo_kit.billionaire.game`,
  :mod:`~logo_kit.billionaire.views` — the Apprentice rules engine (rulings B2–B14) on the
  shared :mod:`logo_kit.engine` interface;
* :mod:`~logo_kit.billionaire.narrate` — every move told in words (``describe_move``);
* :mod:`~logo_kit.billionaire.events` — what happened since a seat last moved, from the
  game record (``events_since_last_move``), for boards that show it;
* :mod:`~logo_kit.billionaire.players`, :mod:`~logo_kit.billionaire.stats` — bots, and
  statistics over the shared :func:`~logo_kit.engine.tournament`.

>>> from logo_kit.billionaire import RiskyBusinessDeck, next_bust_chance, optimal_policy
>>> bull = RiskyBusinessDeck.bull()
>>> next_bust_chance(bull, [])
Fraction(1, 10)
>>> optimal_policy(bull).should_draw([100, 50])
True
"""

from logo_kit.billionaire.board import Board
from logo_kit.billionaire.compare import compare_rules, comparison_table
from logo_kit.billionaire.deck import RiskyBusinessDeck
from logo_kit.billionaire.events import events_since_last_move
from logo_kit.billionaire.experiment import (
    BustExperiment,
    safe_cards_distribution,
    simulate_safe_cards,
)
from logo_kit.billionaire.game import ApprenticeGame
from logo_kit.billionaire.odds import (
    bust_probability,
    expected_sum_by_draws,
    launch_value_distribution,
    next_bust_chance,
    survival_curve,
)
from logo_kit.billionaire.options import ApprenticeOptions
from logo_kit.billionaire.players import (
    EVOptimalLauncher,
    FixedCountLauncher,
    TargetOptimalLauncher,
    ThresholdLauncher,
)
from logo_kit.billionaire.policy import (
    StopAfter,
    StopAtSum,
    Target,
    optimal_policy,
    target_to_reach,
)
from logo_kit.billionaire.stats import launch_table, mean_turns
from logo_kit.engine import play_game, tournament

__all__ = [
    "ApprenticeGame",
    "ApprenticeOptions",
    "Board",
    "BustExperiment",
    "EVOptimalLauncher",
    "FixedCountLauncher",
    "RiskyBusinessDeck",
    "StopAfter",
    "StopAtSum",
    "Target",
    "TargetOptimalLauncher",
    "ThresholdLauncher",
    "bust_probability",
    "compare_rules",
    "comparison_table",
    "events_since_last_move",
    "expected_sum_by_draws",
    "launch_table",
    "launch_value_distribution",
    "mean_turns",
    "next_bust_chance",
    "optimal_policy",
    "play_game",
    "safe_cards_distribution",
    "simulate_safe_cards",
    "survival_curve",
    "target_to_reach",
    "tournament",
]
