"""LOGO Billionaire (Apprentice): exact Risky Business odds, optimal stopping, engine, bots.

* :mod:`~logo_kit.billionaire.deck` — the Risky Business deck (ruling B1);
* :mod:`~logo_kit.billionaire.odds` — bust chances and launch value distributions;
* :mod:`~logo_kit.billionaire.policy` — simple stopping rules and the exact optimum;
* :mod:`~logo_kit.billionaire.board`, :mod:`~logo_kit.billionaire.game` — the
  Apprentice rules engine (rulings B2–B5);
* :mod:`~logo_kit.billionaire.players`, :mod:`~logo_kit.billionaire.tournament` —
  bots and seeded tournaments.

>>> from logo_kit.billionaire import RiskyBusinessDeck, bust_probability, optimal_policy
>>> bull = RiskyBusinessDeck.bull()
>>> bust_probability(bull, 1)
Fraction(1, 10)
>>> optimal_policy(bull).should_draw([100, 50])
True
"""

from logo_kit.billionaire.board import CATEGORIES, Board, BrandCard, Category, Icon, Space
from logo_kit.billionaire.deck import BUST, RiskyBusinessDeck
from logo_kit.billionaire.game import (
    COMPANY_MIN,
    DEFAULT_MAX_TURNS,
    ApprenticeGame,
    ApprenticeOptions,
    Buy,
    Draw,
    EndTrade,
    Launch,
    LaunchResult,
    Move,
    Phase,
    RiskyCard,
    SkipLaunch,
    Spin,
    Stop,
    Swap,
    card_census,
    replay,
)
from logo_kit.billionaire.odds import (
    bust_probability,
    expected_sum_by_draws,
    launch_value_distribution,
    next_bust_chance,
    survival_curve,
)
from logo_kit.billionaire.players import (
    EVOptimalLauncher,
    FixedCountLauncher,
    Player,
    RandomPlayer,
    TargetOptimalLauncher,
    ThresholdLauncher,
    sensible_trade,
)
from logo_kit.billionaire.policy import (
    OptimalPolicy,
    PolicyRow,
    StopAfter,
    StopAtSum,
    Target,
    optimal_policy,
    target_to_reach,
)
from logo_kit.billionaire.tournament import GameResult, TournamentResult, play_game, tournament

__all__ = [
    "BUST",
    "CATEGORIES",
    "COMPANY_MIN",
    "DEFAULT_MAX_TURNS",
    "ApprenticeGame",
    "ApprenticeOptions",
    "Board",
    "BrandCard",
    "Buy",
    "Category",
    "Draw",
    "EVOptimalLauncher",
    "EndTrade",
    "FixedCountLauncher",
    "GameResult",
    "Icon",
    "Launch",
    "LaunchResult",
    "Move",
    "OptimalPolicy",
    "Phase",
    "Player",
    "PolicyRow",
    "RandomPlayer",
    "RiskyBusinessDeck",
    "RiskyCard",
    "SkipLaunch",
    "Space",
    "Spin",
    "Stop",
    "StopAfter",
    "StopAtSum",
    "Swap",
    "Target",
    "TargetOptimalLauncher",
    "ThresholdLauncher",
    "TournamentResult",
    "bust_probability",
    "card_census",
    "expected_sum_by_draws",
    "launch_value_distribution",
    "next_bust_chance",
    "optimal_policy",
    "play_game",
    "replay",
    "sensible_trade",
    "survival_curve",
    "target_to_reach",
    "tournament",
]
