"""The LOGO card game: cards, hand values and colour hands (rulings L1–L3).

>>> from logo_kit.logo import parse_cards, hand_value
>>> hand_value(parse_cards("R1 R2 R3 B1 B2 0 LOGO"))
-1
"""

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
    decks_for_players,
    hand_total,
    hand_value,
    is_color_hand,
    parse_card,
    parse_cards,
    standard_deck,
    validate_hand,
)
from logo_kit.logo.game import CHANCE, LogoGame, Phase, resolve_chance
from logo_kit.logo.moves import (
    Accept,
    Deal,
    Declare,
    Discard,
    Move,
    Reshuffle,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
    seat_name,
)
from logo_kit.logo.odds import (
    color_hand_chance,
    color_hand_chances,
    color_hand_probability,
    expected_hand_value,
    hand_total_distribution,
    hand_value_distribution,
    unseen_cards,
)
from logo_kit.logo.odds_declare import DeclareAdvice, declare_advice
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import (
    CalculatorPlayer,
    ColorHandChaser,
    GreedyLowPlayer,
    Player,
    RandomPlayer,
)
from logo_kit.logo.scoring import score_round
from logo_kit.logo.tournament import (
    GameRecord,
    TournamentResult,
    TournamentRow,
    play_game,
    play_until,
    run_tournament,
)
from logo_kit.logo.views import PlayerView, RoundResult

__all__ = [
    "ACTIONS",
    "CHANCE",
    "COLORS",
    "HAND_SIZE",
    "Accept",
    "CalculatorPlayer",
    "Card",
    "CardError",
    "Color",
    "ColorHandChaser",
    "Deal",
    "Declare",
    "DeclareAdvice",
    "Discard",
    "GameRecord",
    "GreedyLowPlayer",
    "Kind",
    "LogoGame",
    "LogoOptions",
    "Move",
    "Phase",
    "Player",
    "PlayerView",
    "RandomPlayer",
    "Reshuffle",
    "RoundResult",
    "StealPick",
    "Stop",
    "TakeDiscard",
    "TakeDraw",
    "TournamentResult",
    "TournamentRow",
    "color_hand_chance",
    "color_hand_chances",
    "color_hand_colors",
    "color_hand_probability",
    "count_in_deck",
    "decks_for_players",
    "declare_advice",
    "expected_hand_value",
    "hand_total",
    "hand_total_distribution",
    "hand_value",
    "hand_value_distribution",
    "is_color_hand",
    "parse_card",
    "parse_cards",
    "play_game",
    "play_until",
    "resolve_chance",
    "run_tournament",
    "score_round",
    "seat_name",
    "standard_deck",
    "unseen_cards",
    "validate_hand",
]
