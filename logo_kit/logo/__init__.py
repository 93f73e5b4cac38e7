"""The LOGO card game: cards and hand values, exact odds, the rules engine, bots.

- Cards, hands, colour hands (rulings L1–L3): :func:`parse_cards`, :func:`hand_value`, …
- Exact calculators: :func:`color_hand_probability`, :func:`hand_value_distribution`,
  :func:`color_hand_chance` (and :func:`color_hand_chance_in_round`, capped by the
  draw pile), :func:`declare_advice` (with or without the final
  rotation), :func:`declare_or_wait`, :func:`keep_best`, …
- The engine (:mod:`logo_kit.engine` interface): :class:`LogoGame`, :class:`LogoOptions`,
  the moves, :func:`describe_move` (the narrator); bots :class:`GreedyLowPlayer`, …;
  :func:`play_game`, :func:`play_until`, :func:`tournament`, :func:`story` (a game
  told by the narrator) and the LOGO statistics :func:`mean_round_points`.

>>> from logo_kit.logo import parse_cards, hand_value
>>> hand_value(parse_cards("R1 R2 R3 B1 B2 0 LOGO"))
-1
"""

from logo_kit.engine import (
    CHANCE,
    TERMINAL,
    GameRecord,
    TournamentResult,
    play_game,
    play_until,
    resolve_chance,
    seat_label,
    story,
    tournament,
)
from logo_kit.logo.cards import (
    ACTIONS,
    COLORS,
    HAND_SIZE,
    Card,
    CardError,
    Color,
    Kind,
    color_hand_colors,
    count_in_deck,
    deal_hand,
    decks_for_players,
    hand_total,
    hand_value,
    is_color_hand,
    kept_hand,
    parse_card,
    parse_cards,
    standard_deck,
    validate_hand,
)
from logo_kit.logo.experiment import (
    Tally,
    deal_red_counts,
    read_tally,
    red_cards_distribution,
    red_cards_trial,
)
from logo_kit.logo.game import LogoGame, Phase
from logo_kit.logo.moves import (
    Accept,
    Deal,
    DealCard,
    Declare,
    Discard,
    Move,
    Reshuffle,
    ReshuffleCard,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.narrate import describe_move, next_step
from logo_kit.logo.odds import (
    MAX_DRAWS_AHEAD,
    color_hand_chance,
    color_hand_chances,
    color_hand_probability,
    expected_hand_value,
    hand_total_distribution,
    hand_value_distribution,
    read_draws_ahead,
    unseen_cards,
)
from logo_kit.logo.odds_chase import color_hand_chance_in_round, fresh_draw_pile, round_draws
from logo_kit.logo.odds_declare import DeclareAdvice, declare_advice
from logo_kit.logo.odds_rotation import final_value_distribution, keep_best
from logo_kit.logo.odds_wait import WaitAdvice, declare_or_wait, next_turn_values
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import (
    CalculatorPlayer,
    ColorHandChaser,
    GreedyLowPlayer,
    Player,
    RandomPlayer,
)
from logo_kit.logo.scoring import Showdown, score_round, showdown
from logo_kit.logo.stats import declared_rounds, mean_round_points, round_points
from logo_kit.logo.views import PLAYER_MOVES, LogoSummary, PlayerView, RoundResult

__all__ = [
    "ACTIONS",
    "CHANCE",
    "COLORS",
    "HAND_SIZE",
    "MAX_DRAWS_AHEAD",
    "PLAYER_MOVES",
    "TERMINAL",
    "Accept",
    "CalculatorPlayer",
    "Card",
    "CardError",
    "Color",
    "ColorHandChaser",
    "Deal",
    "DealCard",
    "Declare",
    "DeclareAdvice",
    "Discard",
    "GameRecord",
    "GreedyLowPlayer",
    "Kind",
    "LogoGame",
    "LogoOptions",
    "LogoSummary",
    "Move",
    "Phase",
    "Player",
    "PlayerView",
    "RandomPlayer",
    "Reshuffle",
    "ReshuffleCard",
    "RoundResult",
    "Showdown",
    "StealPick",
    "Stop",
    "TakeDiscard",
    "TakeDraw",
    "Tally",
    "TournamentResult",
    "WaitAdvice",
    "color_hand_chance",
    "color_hand_chance_in_round",
    "color_hand_chances",
    "color_hand_colors",
    "color_hand_probability",
    "count_in_deck",
    "deal_hand",
    "deal_red_counts",
    "decks_for_players",
    "declare_advice",
    "declare_or_wait",
    "declared_rounds",
    "describe_move",
    "expected_hand_value",
    "final_value_distribution",
    "fresh_draw_pile",
    "hand_total",
    "hand_total_distribution",
    "hand_value",
    "hand_value_distribution",
    "is_color_hand",
    "keep_best",
    "kept_hand",
    "mean_round_points",
    "next_step",
    "next_turn_values",
    "parse_card",
    "parse_cards",
    "play_game",
    "play_until",
    "read_draws_ahead",
    "read_tally",
    "red_cards_distribution",
    "red_cards_trial",
    "resolve_chance",
    "round_draws",
    "round_points",
    "score_round",
    "seat_label",
    "showdown",
    "standard_deck",
    "story",
    "tournament",
    "unseen_cards",
    "validate_hand",
]
