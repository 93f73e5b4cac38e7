"""Sample values for fuzzing LOGO: positions, views, hands, bots and the :data:`LOGO` spec.

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
from specs_game_helpers import (
    choose_once,
    either,
    legal_move,
    log_of,
    logo,
    mover,
    plays,
    rng,
    walk,
)

# -- LOGO -----------------------------------------------------------------------------------


@cache
def logo_states() -> tuple:
    from logo_kit.logo import LogoGame, LogoOptions

    root = either(lambda: LogoGame.new(LogoOptions(players=3)), lambda: LogoGame(3))
    dealt = either(
        lambda: LogoGame.new(LogoOptions(players=3), np.random.default_rng(1)),
        lambda: LogoGame.start(3, np.random.default_rng(1)),
    )
    short = either(
        lambda: LogoGame.new(LogoOptions(players=2, target_score=20), np.random.default_rng(2)),
        lambda: LogoGame.start(2, np.random.default_rng(2), options=LogoOptions(target_score=20)),
    )
    return (root, dealt, walk(dealt, 30, 3), walk(short, 20_000, 4, until_over=True))


def logo_dealt(_owner: Any = None) -> Any:
    return logo_states()[1]


def logo_view(_owner: Any = None) -> Any:
    state = logo_dealt()
    return state.view(mover(state))


def logo_hand(_owner: Any = None) -> list:
    from logo_kit.logo import parse_cards

    return parse_cards("R1 R2 R3 B1 B2 0 LOGO")


def logo_bots(_owner: Any = None) -> list:
    """One bot per seat of the sample games (3)."""
    from logo_kit.logo import GreedyLowPlayer

    return [
        either(
            lambda n=n: GreedyLowPlayer(name=f"greedy {n}"),
            lambda n=n: GreedyLowPlayer(n, name=f"greedy {n}"),
        )
        for n in range(3)
    ]


def logo_bot_instances() -> list:
    from logo_kit.logo import players

    bots = [
        either(lambda: players.GreedyLowPlayer(), lambda: players.GreedyLowPlayer(0)),
        either(lambda: players.ColorHandChaser(), lambda: players.ColorHandChaser(0)),
        either(lambda: players.RandomPlayer(), lambda: players.RandomPlayer(0)),
    ]
    return bots


def logo_pool() -> tuple:
    from logo_kit.logo import LogoOptions
    from logo_kit.logo.cards import Color, Kind, parse_card

    return (
        parse_card("R7"),
        parse_card("LOGO"),
        Color.RED,
        Kind.JUMP,
        LogoOptions(),
        logo_view(),
        logo_dealt(),
        Fraction(1, 2),
        np.random.default_rng(5),
    )


LOGO = Spec(
    "logo_kit.logo",
    # public names reached through a submodule, not the package face: fuzzed all the same
    beyond_face={
        "cards": (
            "ACTIONS CardError Color HAND_SIZE Kind color_hand_colors count_in_deck "
            "decks_for_players kept_hand parse_card validate_hand"
        ),
        "experiment": "Tally read_tally red_cards_trial",
        "game": "Phase",
        "moves": (
            "Accept Deal DealCard Declare Discard Move Reshuffle ReshuffleCard StealPick "
            "Stop TakeDiscard TakeDraw"
        ),
        "narrate": "next_step",
        "odds": "MAX_DRAWS_AHEAD expected_hand_value read_draws_ahead",
        "odds_declare": "DeclareAdvice",
        "odds_wait": "WaitAdvice next_turn_values",
        "players": "ColorHandChaser Player RandomPlayer",
        "scoring": "Showdown showdown",
        "stats": "declared_rounds mean_round_points round_points",
        "views": "LogoSummary PLAYER_MOVES PlayerView RoundResult",
    },
    values={
        # cards and hands
        "cards": logo_hand,
        "hand": logo_hand,
        "text": const("R1 r2, B3 0 jump LOGO"),
        "parse_card.text": const("g12"),
        "card": lambda _o: logo_pool()[0],
        "kind": lambda _o: logo().cards.Kind.NUMBER,
        "Card.color": lambda _o: logo().cards.Color.RED,
        "Card.number": const(5),
        "color": lambda _o: logo().cards.Color.RED,
        "draws": const(3),
        "decks": const(1),
        "size": const(7),
        "hand_size": const(7),
        "opponents": const(2),
        "unseen": const(None),
        "seen": const(()),
        "samples": const(200),
        "order": lambda _o: tuple(logo().standard_deck()),
        # scoring and options
        "values": const([3, 5, 9]),
        "declarer": const(0),
        "declarer_wins_ties": const(False),
        "target_score": const(100),
        "max_rounds": const(3),
        "first_player": const(0),
        "LogoOptions.players": const(3),
        # engine, views and bots
        "players": logo_bots,
        "LogoGame.players": const(3),
        "start.players": const(3),
        "replay.players": const(3),
        "decks_for_players.players": const(3),
        "seat": lambda owner: mover(owner) if hasattr(owner, "current_player") else 0,
        "move": lambda owner: legal_move(owner) if hasattr(owner, "legal_moves") else None,
        "moves": lambda owner: log_of(owner if hasattr(owner, "legal_moves") else logo_dealt()),
        "view": logo_view,
        "game": logo_dealt,
        "state": logo_dealt,
        "options": lambda _o: logo().LogoOptions(),
        "rng": rng,
        "seed": const(1),
        "games": const(2),
        "entries": const(
            [  # today's run_tournament takes bot factories
                lambda generator: logo().GreedyLowPlayer(generator, name="g1"),
                lambda generator: logo().GreedyLowPlayer(generator, name="g2"),
            ]
        ),
        "name": const("bot"),
        "declare_at": const(5),
        "consider_at": const(15),
        "min_p_lowest": const(0.9),
        "target": const(1),
        "action": lambda _o: logo().cards.Kind.JUMP,
    },
    instances={
        "LogoGame": lambda: list(logo_states()),
        "PlayerView": lambda: [s.view(mover(s)) for s in logo_states()[1:]],
        "Card": lambda: [logo_pool()[0], logo_pool()[1]],
        "bots": logo_bot_instances,
        "CalculatorPlayer": lambda: [
            either(
                lambda: logo().CalculatorPlayer(samples=100),
                lambda: logo().CalculatorPlayer(0, samples=100),
            )
        ],
        "DeclareAdvice": lambda: [logo().declare_advice(logo_hand(), 2)],
    },
    skip={"Player.choose": "the abstract base class"},
    int_choices={"games": GAMES},
    followups={
        "LogoOptions": plays(
            lambda options: either(
                lambda: logo().LogoGame.new(options, np.random.default_rng(0)),
                lambda: logo().LogoGame.start(3, np.random.default_rng(0), options=options),
            )
        ),
        **{
            bot: lambda player: choose_once(player, logo_view())
            for bot in ("GreedyLowPlayer", "ColorHandChaser", "CalculatorPlayer", "RandomPlayer")
        },
    },
    pool=logo_pool,
)
