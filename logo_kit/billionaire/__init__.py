"""LOGO Billionaire (Apprentice): exact Risky Business odds, optimal stopping, engine, bots.

* :mod:`~logo_kit.billionaire.deck` — the Risky Business deck (ruling B1) and its limits;
* :mod:`~logo_kit.billionaire.odds` — bust chances and launch value distributions;
* :mod:`~logo_kit.billionaire.policy` — simple stopping rules and the exact optimum;
* :mod:`~logo_kit.billionaire.compare` — simple stopping rules against the optimum, in numbers;
* :mod:`~logo_kit.billionaire.experiment` — the class experiment "draw to BUST": the exact
  distribution of safe cards before the first BUST, a seeded simulation, the pooled counts;
* :mod:`~logo_kit.billionaire.launch` — one Risky Business launch and the advice for it;
* :mod:`~logo_kit.billionaire.board`, :mod:`~logo_kit.billionaire.options`,
  :mod:`~logo_kit.billionaire.moves`, :mod:`~logo_kit.billionaire.game`,
  :mod:`~logo_kit.billionaire.views` — the Apprentice rules engine (rulings B2–B5) on the
  shared :mod:`logo_kit.engine` interface;
* :mod:`~logo_kit.billionaire.narrate` — every move told in words (``describe_move``);
* :mod:`~logo_kit.billionaire.events` — what happened since a seat last moved, from the
  game record (``events_since_last_move``), for boards that show it;
* :mod:`~logo_kit.billionaire.players`, :mod:`~logo_kit.billionaire.stats` — bots, and
  statistics over the shared :func:`~logo_kit.engine.tournament`.

>>> from logo_kit.billionaire import RiskyBusinessDeck, bust_probability, optimal_policy
>>> bull = RiskyBusinessDeck.bull()
>>> bust_probability(bull, 1)
Fraction(1, 10)
>>> optimal_policy(bull).should_draw([100, 50])
True
"""

from logo_kit.billionaire.board import CATEGORIES, Board, BrandCard, Category, Icon, Space
from logo_kit.billionaire.compare import RuleReport, compare_rules, comparison_table, rule_name
from logo_kit.billionaire.deck import (
    BUST,
    MAX_BUSTS,
    MAX_DISTINCT_VALUES,
    MAX_MULTISETS,
    MAX_VALUE_CARDS,
    RiskyBusinessDeck,
    choose_deck,
    parse_deck,
)
from logo_kit.billionaire.events import (
    EVENT_KINDS,
    GameEvent,
    events_since_last_move,
    move_kind,
)
from logo_kit.billionaire.experiment import (
    BustExperiment,
    EventShare,
    ExperimentGroup,
    PoolRow,
    draw_to_bust_trial,
    mean_safe_cards,
    safe_cards_distribution,
    simulate_safe_cards,
)
from logo_kit.billionaire.game import ApprenticeGame, ApprenticeSummary, card_census
from logo_kit.billionaire.launch import (
    COMPANY_MAX,
    CompanyOutlook,
    LaunchAdvice,
    RiskyBusinessLaunch,
    check_company_size,
    company_outlook,
    default_target,
    launch_advice,
)
from logo_kit.billionaire.moves import (
    Buy,
    Deal,
    DealCard,
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
)
from logo_kit.billionaire.narrate import describe_move
from logo_kit.billionaire.odds import (
    bust_probability,
    expected_sum_by_draws,
    launch_value_distribution,
    next_bust_chance,
    survival_curve,
)
from logo_kit.billionaire.options import (
    COMPANY_MIN,
    DEFAULT_MAX_TURNS,
    ApprenticeOptions,
    company_worth,
)
from logo_kit.billionaire.players import (
    ApprenticeBot,
    EVOptimalLauncher,
    FixedCountLauncher,
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
from logo_kit.billionaire.stats import (
    LaunchStatistics,
    launch_statistics,
    launch_table,
    mean_turns,
)
from logo_kit.billionaire.views import ApprenticeView
from logo_kit.engine import play_game, play_until, tournament

__all__ = [
    "BUST",
    "CATEGORIES",
    "COMPANY_MAX",
    "COMPANY_MIN",
    "DEFAULT_MAX_TURNS",
    "EVENT_KINDS",
    "MAX_BUSTS",
    "MAX_DISTINCT_VALUES",
    "MAX_MULTISETS",
    "MAX_VALUE_CARDS",
    "ApprenticeBot",
    "ApprenticeGame",
    "ApprenticeOptions",
    "ApprenticeSummary",
    "ApprenticeView",
    "Board",
    "BrandCard",
    "BustExperiment",
    "Buy",
    "Category",
    "CompanyOutlook",
    "Deal",
    "DealCard",
    "Draw",
    "EVOptimalLauncher",
    "EndTrade",
    "EventShare",
    "ExperimentGroup",
    "FixedCountLauncher",
    "GameEvent",
    "Icon",
    "Launch",
    "LaunchAdvice",
    "LaunchResult",
    "LaunchStatistics",
    "Move",
    "OptimalPolicy",
    "Phase",
    "PolicyRow",
    "PoolRow",
    "RandomPlayer",
    "RiskyBusinessDeck",
    "RiskyBusinessLaunch",
    "RiskyCard",
    "RuleReport",
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
    "bust_probability",
    "card_census",
    "check_company_size",
    "choose_deck",
    "company_outlook",
    "company_worth",
    "compare_rules",
    "comparison_table",
    "default_target",
    "describe_move",
    "draw_to_bust_trial",
    "events_since_last_move",
    "expected_sum_by_draws",
    "launch_advice",
    "launch_statistics",
    "launch_table",
    "launch_value_distribution",
    "mean_safe_cards",
    "mean_turns",
    "move_kind",
    "next_bust_chance",
    "optimal_policy",
    "parse_deck",
    "play_game",
    "play_until",
    "rule_name",
    "safe_cards_distribution",
    "sensible_trade",
    "simulate_safe_cards",
    "survival_curve",
    "target_to_reach",
    "tournament",
]
