"""Lesson 40's exercises (the AI lab), registered in :data:`logo_lessons.bank.BANK`.

Every expected answer is computed by the library: the engine gives the exact
chance of a deal's first card, the codecs count the action numbers, a world drawn
from a view shows what a fair player cannot know, and the stored studies
(``docs/studies/ai-lab.json``) give who won more often, game by game.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from logo_kit.logo import LogoOptions
from logo_kit.logo.game import LogoGame
from logo_kit.lore.game import LoreGame
from logo_kit.lore.options import LoreOptions
from logo_kit.openspiel.codecs import LogoCodec
from logo_kit.openspiel.worlds import sample_world
from logo_kit.studies import published
from logo_lessons.ai_lab import first_card_chance, logo_study_verdict
from logo_lessons.bank import BANK, Exercise

__all__ = [
    "LOGO_STUDY",
    "LORE_STUDY",
    "logo_actions",
    "same_view_other_hand",
    "star_light_first_card",
]

LOGO_STUDY = "ailab-logo-ismcts-calculator"
LORE_STUDY = "ailab-lore-ismcts-advisor"


def logo_actions() -> int:
    """The number of action numbers of the 2-player LOGO game in OpenSpiel."""
    return LogoCodec(LogoOptions(players=2)).player_actions


def star_light_first_card() -> Fraction:
    """Star Light, 5 stars and 1 blackhole: the chance of one value for the first dealt card."""
    start = LoreGame.new(LoreOptions.both("light", 1, stars=5))
    return start.chance_outcomes()[0][1]


def same_view_other_hand(seed: int = 40) -> tuple[bool, bool]:
    """A dealt LOGO game and a world drawn from the first seat's view: whether the world
    shows that seat the same view, and whether it gives the opponent another hand. (True,
    True): the view leaves the other hand unknown, and only the real game holds it."""
    game = LogoGame.new(LogoOptions(players=2, max_rounds=1), np.random.default_rng(seed))
    seat = game.current_player
    view = game.view(seat)
    world = sample_world(view, np.random.default_rng(1))
    return world.view(seat) == view, world.hand(1 - seat) != game.hand(1 - seat)


def _searching_the_real_game_cheats() -> str:
    """ "no" when the real game holds what the seat's view leaves unknown."""
    return "no" if all(same_view_other_hand()) else "yes"


def _lore_difference() -> Fraction:
    """The Star Light study's mean of ISMCTS's wins minus the advisor's, game by game."""
    study = published(LORE_STUDY)
    wins = {row["player"]: Fraction(row["wins"]) for row in study.rows}
    first, second = study.players
    return (wins[first] - wins[second]) / study.games


if not BANK.keys("40"):  # registered once, even if this module is reloaded
    BANK.add(
        Exercise(
            "40.1",
            "A new 2-player LOGO game in OpenSpiel: the exact chance that the first card "
            "dealt is a 0",
            answer=lambda: first_card_chance("0"),
            mistakes={
                Fraction(1, 49): "The chance node lists 49 different cards, but they are not "
                "equally likely: a card the deck holds several times comes first more often.",
                Fraction(1, 55): "That is the chance of one particular card, such as R1; the "
                "deck holds several 0s.",
                Fraction(6, 49): "Count cards, not kinds of card: the shuffled deck has 55 "
                "cards, each equally likely to come first.",
            },
            hint="How many of the 55 cards are 0s? Each of the 55 cards is equally likely to "
            "come first.",
            task="compute",
            needs=("logo.deck", "ai.chance"),
            model_answer="Six of the 55 cards are 0s and every card is equally likely to come "
            "first: 6/55.",
            method=(
                "the deck: 55 cards, six of them 0s, each equally likely to come first",
                "P(first card is a 0) = 6/55",
            ),
            library='first_card_chance("0")',
        )
    )
    BANK.add(
        Exercise(
            "40.2",
            "A search bot that searches the real game, seeing the other hand and the draw "
            "pile, beats the calculator: does that show that search beats it in a fair game?",
            answer=_searching_the_real_game_cheats,
            kind="choice",
            choices=("yes", "no"),
            mistakes={
                "yes": "That bot chose with cards its seat cannot see: it cheated. A fair "
                "player knows only its view, so the cheat's wins say nothing about how a fair "
                "search does against the calculator.",
            },
            hint="What does that bot know that a player in its seat cannot?",
            task="choose",
            needs=("ai.view",),
            model_answer="No: it knew the hidden cards, which no fair player in its seat "
            "knows, so its wins say nothing about a fair search. A fair search draws worlds "
            "that show exactly its view.",
            method=(
                "the real game holds the other hand and the order of the draw pile",
                "a fair seat sees only its view: the cheat's wins say nothing about "
                "a fair search: no",
            ),
            library="same_view_other_hand()",
        )
    )
    BANK.add(
        Exercise(
            "40.3",
            "One round of 2-player LOGO: who wins more often, ISMCTS with 50 simulations "
            "or the calculator bot (or will the games not show it)?",
            answer=logo_study_verdict,
            kind="choice",
            choices=("ISMCTS", "calculator", "not shown"),
            needs=("paired",),
            hint="Any guess will do: a large study's game-by-game difference decides.",
            model_answer=(
                "The stored study played this match-up on 100 seeded games. Game by game, "
                "ISMCTS's wins minus the calculator's have a 95% interval wholly below 0, so "
                "the calculator wins more often. The lesson's four games cannot show it: "
                "their interval contains 0."
            ),
            method=(
                "the study's 100 games: ISMCTS − calculator, game by game",
                "the 95% interval lies below 0: the calculator wins more often",
            ),
            library="published(LOGO_STUDY).difference('ISMCTS 50', 'Calculator').interval",
            predict_first=True,
            graded=False,
        )
    )
    BANK.add(
        Exercise(
            "40.4",
            "100 seeded games, ISMCTS − calculator game by game (+1 an ISMCTS win, −1 a "
            "calculator win): mean −0.38, 95% interval −0.56 to −0.20. Who do the games show "
            "wins more often?",
            answer=logo_study_verdict,
            kind="choice",
            choices=("ISMCTS", "calculator", "not shown"),
            mistakes={
                "ISMCTS": "The difference takes ISMCTS first: its wins count +1, so an "
                "interval wholly below 0 means ISMCTS wins less often, not more.",
                "not shown": "0 lies outside the interval −0.56 to −0.20, so these games do "
                "show a difference: 0 would have to be inside the interval for 'not shown'.",
            },
            hint="Which side of 0 is the interval on, and which player's wins count +1?",
            task="interpret",
            needs=("paired",),
            model_answer="The calculator: the interval −0.56 to −0.20 lies wholly below 0, "
            "and a negative difference means fewer wins for ISMCTS.",
            method=(
                "ISMCTS − calculator: the interval −0.56 to −0.20 lies wholly below 0",
                "below 0: ISMCTS wins less often: the calculator wins more often",
            ),
            library="published(LOGO_STUDY).difference('ISMCTS 50', 'Calculator').interval",
        )
    )
    BANK.add(
        Exercise(
            "40.5",
            "How many action numbers does the 2-player LOGO game have in OpenSpiel?",
            answer=logo_actions,
            mistakes={
                55: "A plain discard has one number per different card, not per card of "
                "the deck (it holds several 0s and several action cards).",
                49: "That is one number per different card, the plain discards alone: add "
                "the 4 ways to start or answer a turn, the 2 Stops, and each action card "
                "used on each seat.",
                63: "Each action card is used on each of the 2 seats, and LOGO can be used "
                "as any of the four action cards: (4 + 4) × 2.",
            },
            hint="Count the different cards of the deck; then each action card, and LOGO as "
            "each of the four, used on each of the 2 seats.",
            level="extension",
            task="compute",
            needs=("logo.deck",),
            model_answer="4 + 2 + 49 + (4 + 4) × 2 = 71: the different cards are 42 coloured, "
            "the 0, the five action cards and LOGO.",
            method=(
                "3 × 14 + 1 + 5 + 1 = 49 different cards (coloured, 0, five action cards, LOGO)",
                "(4 + 4) × 2 = 16 uses of an action card on a seat",
                "4 + 2 + 49 + 16 = 71",
            ),
            library="logo_actions()",
        )
    )
    BANK.add(
        Exercise(
            "40.6",
            "Star Light, 5 stars and 1 blackhole: the exact chance of each value for the "
            "first dealt card (as OpenSpiel's chance node lists it)",
            answer=star_light_first_card,
            mistakes={
                Fraction(1, 5): "The blackhole is dealt too: 6 cards, not 5.",
                Fraction(1, 10): "This short line has 5 stars and the blackhole, not the "
                "full line of 9 stars.",
                Fraction(1, 9): "This short line has 5 stars, not 9, and the blackhole.",
            },
            hint="How many cards does this line hold, and is any more likely to come first?",
            level="extension",
            task="compute",
            needs=("lore.line", "lore.blackhole"),
            model_answer="5 stars and the blackhole are 6 cards, each equally likely to be "
            "dealt first: 1/6.",
            method=("5 + 1 = 6 cards: the stars and the blackhole", "P(each value) = 1/6"),
            library="star_light_first_card()",
        )
    )
    BANK.add(
        Exercise(
            "40.7",
            "A study of 40 Star Light games: ISMCTS won 4, the advisor 36. The mean of "
            "ISMCTS − advisor, game by game (+1 an ISMCTS win, −1 an advisor win)",
            answer=_lore_difference,
            mistakes={
                Fraction(4, 5): "That is the advisor minus ISMCTS: the question takes ISMCTS "
                "first, so the advisor's wins count −1.",
                Fraction(1, 10): "That is ISMCTS's win rate, 4 in 40; the difference also "
                "counts the advisor's wins, as −1 each.",
                Fraction(-32): "That is the sum of the differences; the mean divides it by "
                "the 40 games.",
            },
            hint="Add +1 for each ISMCTS win and −1 for each advisor win, then divide by the "
            "number of games.",
            level="extension",
            task="compute",
            needs=("paired",),
            model_answer="(4 × (+1) + 36 × (−1))/40 = −32/40 = −4/5 = −0.8.",
            method=("(4 × 1 + 36 × (−1))/40 = −32/40 = −4/5",),
            library="published(LORE_STUDY).difference('ISMCTS 30', 'advisor').mean",
        )
    )
