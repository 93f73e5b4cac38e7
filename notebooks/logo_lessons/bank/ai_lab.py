"""Lesson 40's exercises (the AI lab), registered in :data:`logo_lessons.bank.BANK`.

Every expected answer is computed by the library: the codecs count the
action numbers, the engine gives the exact chance of a deal, and the stored
study (``docs/studies/ai-lab.json``) says who won more often.
"""

from __future__ import annotations

from fractions import Fraction

from logo_kit.logo.options import LogoOptions
from logo_kit.lore.game import LoreGame
from logo_kit.lore.options import LoreOptions
from logo_kit.openspiel.codecs import LogoCodec
from logo_lessons.ai_lab import logo_study_verdict
from logo_lessons.bank import BANK, Exercise

__all__: list[str] = []


def _logo_actions() -> int:
    return LogoCodec(LogoOptions(players=2)).player_actions


def _first_deal_chance() -> Fraction:
    start = LoreGame.new(LoreOptions.both("light", 1, stars=5))
    return start.chance_outcomes()[0][1]


if not BANK.keys("40"):  # registered once, even if this module is reloaded
    BANK.add(
        Exercise(
            "40.1",
            "How many action numbers does the 2-player LOGO game have in OpenSpiel?",
            answer=_logo_actions,
            mistakes={
                55: "Those are the takes, answers and plain discards; an action card can "
                "also be used on a seat (and LOGO as any of four actions).",
                49: "That is one number per distinct card, the chance outcomes of a deal.",
            },
            hint="Count takes and answers, plain discards of each card, then each action "
            "card used on each seat.",
        )
    )
    BANK.add(
        Exercise(
            "40.2",
            "Star Light, 5 stars and 1 blackhole: the exact chance of each value for the "
            "first dealt card (as OpenSpiel's chance node lists it)",
            answer=_first_deal_chance,
            mistakes={Fraction(1, 5): "The large blackhole is dealt too: 6 values, not 5."},
            hint="Count the values a card of this line can hold.",
            level="extension",
        )
    )
    BANK.add(
        Exercise(
            "40.3",
            "Why does the ISMCTS player draw worlds from its view instead of searching the "
            "real game?",
            kind="why",
            model_answer=(
                "The real game holds the hidden cards or values. A search on it would choose with "
                "knowledge the player cannot have — it would cheat — so its win rate would say "
                "nothing about a fair player. Drawing worlds that show exactly the same view keeps "
                "the bot to what its seat knows; averaging over many worlds is how it copes with "
                "not knowing."
            ),
        )
    )
    BANK.add(
        Exercise(
            "40.4",
            "One round of 2-player LOGO: who wins more often, ISMCTS with 50 simulations "
            "or the calculator bot?",
            answer=logo_study_verdict,
            kind="choice",
            choices=("ISMCTS", "calculator", "about even"),
            hint="Look at the stored study's 95% intervals: do they overlap?",
            model_answer=(
                "The stored study played this match-up many times. When one player's 95% "
                "interval for its win rate lies wholly above the other's (in a two-player game: "
                "above ½), that player wins more often; when they overlap, the study cannot tell "
                "them apart ('about even'). The lesson's four games cannot show either."
            ),
            predict_first=True,
            graded=False,
        )
    )
