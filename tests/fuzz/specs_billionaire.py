"""Sample values for fuzzing LOGO Billionaire: positions, a decision, views, decks, bots and
the :data:`BILLIONAIRE` spec.

How a spec finds what it calls, and why everything is looked up by name, is in
specs_games.py.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Any

import numpy as np
from fuzz_targets import Spec, const
from specs_core import GAMES
from specs_game_helpers import bb, choose_once, either, legal_move, log_of, mover, plays, rng, walk

# -- LOGO Billionaire -------------------------------------------------------------------------


@cache
def bb_states() -> tuple:
    from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions

    first = either(
        lambda: ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1)),
        lambda: ApprenticeGame.new(2, np.random.default_rng(1)),
    )
    small = either(
        lambda: ApprenticeGame.new(
            ApprenticeOptions(players=3, max_turns=12), np.random.default_rng(2)
        ),
        lambda: ApprenticeGame.new(3, np.random.default_rng(2), ApprenticeOptions(max_turns=12)),
    )
    return (first, walk(first, 15, 3), walk(first, 60, 5), walk(small, 5000, 4, until_over=True))


@cache
def bb_decision() -> Any:
    """The first position of the sample game where a player (not chance) decides."""
    state = bb_states()[0]
    while getattr(state, "is_chance", False) or not list(state.legal_moves()):
        state = walk(state, 1, 0)
    return state


def bb_view(_owner: Any = None) -> Any:
    """What a bot decides from: the redesign's view, or today's whole game."""
    state = bb_decision()
    return state.view(mover(state)) if hasattr(state, "view") else state


def bb_deck(_owner: Any = None) -> Any:
    from logo_kit.billionaire import RiskyBusinessDeck

    return RiskyBusinessDeck.bull()


def bb_bots(_owner: Any = None) -> list:
    from logo_kit.billionaire import FixedCountLauncher, ThresholdLauncher

    return [FixedCountLauncher(2), ThresholdLauncher(60)]


def bb_pool() -> tuple:
    from logo_kit.billionaire import ApprenticeOptions, RiskyBusinessDeck, StopAfter
    from logo_kit.billionaire.board import Category

    return (
        bb_deck(),
        RiskyBusinessDeck(((10, 3), (20, 2)), 1),
        StopAfter(2),
        Category(next(iter(Category)).value),
        ApprenticeOptions(),
        bb_states()[1],
        Fraction(1, 2),
        np.random.default_rng(5),
    )


BILLIONAIRE = Spec(
    "logo_kit.billionaire",
    # public names reached through a submodule, not the package face: fuzzed all the same
    beyond_face={
        "board": "Board BrandCard CATEGORIES Category Icon Space",
        "compare": "RuleReport rule_name",
        "deck": (
            "BUST MAX_BUSTS MAX_DISTINCT_VALUES MAX_MULTISETS MAX_VALUE_CARDS choose_deck "
            "parse_deck"
        ),
        "events": "EVENT_KINDS GameEvent move_kind",
        "experiment": "EventShare ExperimentGroup PoolRow draw_to_bust_trial mean_safe_cards",
        "game": "ApprenticeSummary card_census",
        "launch": (
            "COMPANY_MAX CompanyOutlook LaunchAdvice RiskyBusinessLaunch "
            "check_company_size company_outlook default_target launch_advice"
        ),
        "moves": (
            "Buy Deal DealCard Draw EndTrade Launch LaunchResult Move Phase RiskyCard "
            "SkipLaunch Spin Stop Swap"
        ),
        "narrate": "describe_move",
        "odds": "bust_probability",
        "options": "COMPANY_MIN DEFAULT_MAX_TURNS company_worth",
        "players": "ApprenticeBot RandomPlayer sensible_trade",
        "policy": "OptimalPolicy PolicyRow",
        "stats": "LaunchStatistics launch_statistics",
        "views": "ApprenticeView",
    },
    values={
        "deck": bb_deck,
        "Board.spaces": lambda _o: bb().board.Board.default().spaces,
        "draws": const(2),
        "draws_or_rule": const(3),
        "cards_so_far": const((10, 20)),
        "objective": const("ev"),
        "values": const(((10, 3), (20, 2))),
        "busts": const(1),
        "cards": const(2),
        "RiskyBusinessDeck.drawn_counts.cards": const((10, 20)),
        "RiskyBusinessDeck.remove.cards": const((10,)),
        "drawn_counts.cards": const((10, 20)),
        "remove.cards": const((10,)),
        "total": const(60),
        "money": const(500),
        "company_size": const(3),
        "goal": const(1000),
        "max_cards": const(3),
        "number": const(3),
        "category": lambda _o: next(iter(bb().board.Category)),
        "player": const(0),
        "seat": const(0),
        "starting_money": const(50),
        "winning_money": const(1000),
        "max_turns": const(50),
        "players": bb_bots,
        "ApprenticeGame.new.players": const(2),
        "ApprenticeOptions.players": const(2),
        "game": lambda _o: bb_states()[1],
        "state": lambda _o: bb_states()[1],
        "view": bb_view,
        "move": lambda owner: legal_move(owner) if hasattr(owner, "legal_moves") else None,
        "moves": lambda owner: log_of(owner if hasattr(owner, "legal_moves") else bb_states()[1]),
        "start": lambda _o: bb_states()[1].start,
        "options": lambda _o: bb().ApprenticeOptions(),
        "rng": rng,
        "games": const(2),
        "seed": const(1),
        "name": const("bot"),
    },
    instances={
        "ApprenticeGame": lambda: list(bb_states()),
        "RiskyBusinessDeck": lambda: list(bb_pool()[:2]),
        "OptimalPolicy": lambda: [bb().optimal_policy(bb_pool()[1])],
        "bots": lambda: [*bb_bots(), bb().EVOptimalLauncher()],
        "RandomPlayer": lambda: [bb().players.RandomPlayer()],
    },
    skip={
        "Player.choose": "the abstract base class",
        "Move": "a type alias (Union of the move classes)",
    },
    int_choices={"games": GAMES},
    followups={
        "ApprenticeOptions": plays(
            lambda options: either(
                lambda: bb().ApprenticeGame.new(options, np.random.default_rng(0)),
                lambda: bb().ApprenticeGame.new(2, np.random.default_rng(0), options),
            )
        ),
        # a deck a class types on the Risky Business board is solved at once
        "RiskyBusinessDeck": lambda deck: (
            bb().odds.bust_probability(deck, 1),
            bb().optimal_policy(deck),
        ),
        **{
            bot: lambda player: choose_once(player, bb_view())
            for bot in (
                "FixedCountLauncher",
                "ThresholdLauncher",
                "EVOptimalLauncher",
                "TargetOptimalLauncher",
                "RandomPlayer",
            )
        },
    },
    pool=bb_pool,
)
