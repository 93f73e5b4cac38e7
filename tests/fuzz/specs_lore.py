"""Sample values for fuzzing Logic & Lore: positions, views, beliefs, questions, bots and
the :data:`LORE` spec.

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
from specs_game_helpers import choose_once, legal_move, log_of, lore, mover, plays, rng, walk

# -- Logic & Lore ----------------------------------------------------------------------------


@cache
def lore_states() -> tuple:
    from logo_kit.lore import LoreGame, LoreOptions

    light = LoreGame.new(LoreOptions.both("light", stars=4), np.random.default_rng(1))
    bright = LoreGame.new(
        LoreOptions.both("bright", stars=5, blackholes=1), np.random.default_rng(2)
    )
    if getattr(light, "is_chance", False):  # the redesigned deal: chance moves first
        light, bright = walk(light, 40, 1), walk(bright, 40, 2)
    return (light, walk(light, 6, 3), bright, walk(bright, 9, 4))


def lore_view(_owner: Any = None) -> Any:
    state = lore_states()[0]
    return state.view(mover(state))


@cache
def lore_beliefs() -> tuple:
    from logo_kit.lore import Belief

    return (Belief(stars=4), Belief(blackholes=1, stars=4), Belief(stars=6))


def lore_belief(_owner: Any = None) -> Any:
    return lore_beliefs()[0]


def lore_query(_owner: Any = None) -> Any:
    from logo_kit.lore import Query

    return Query.build((1, 2), mode="light")


def lore_outcome(_owner: Any = None) -> Any:
    from logo_kit.lore import Belief, outcome_distribution

    return next(iter(outcome_distribution(Belief(stars=4), (1, 2), mode="light")))


def lore_bots(_owner: Any = None) -> list:
    from logo_kit.lore import GreedyInfoPlayer, RandomPlayer

    return [GreedyInfoPlayer(name="greedy"), RandomPlayer(name="random")]


def lore_pool() -> tuple:
    from logo_kit.lore import LoreOptions, Question, Tokens

    return (
        lore_belief(),
        lore_query(),
        lore_outcome(),
        Question.ALIGNMENT,
        Tokens.start(),
        LoreOptions(),
        lore_view(),
        lore_states()[0],
        Fraction(1, 2),
        np.random.default_rng(5),
    )


LORE = Spec(
    "logo_kit.lore",
    # public names reached through a submodule, not the package face: fuzzed all the same
    beyond_face={
        "experiment": "HatCheck HatCheckRow hat_check_trial",
        "gain": "GainRow information_gain outcome_counts",
        "game": "LoreSummary StarLine",
        "information": "AnswerSplit",
        "lanes": "Layout blackhole_values",
        "moves": (
            "AlignStars ChooseFocus Deal DealCard Divine Finish Move MoveHeavens Pass "
            "Phase RemoveTokens Round Search"
        ),
        "narrate": "describe_move result_text",
        "optimal": "SoloRound",
        "planning": "Plan best_alignment ranked_rounds",
        "players": "Advice BeliefTracker LookaheadPlayer Player RacingPlayer",
        "questions": (
            "ALWAYS_AVAILABLE NO_ANSWER STAR_BRIGHT STAR_LIGHT aligned correct_half "
            "greater is_blackhole is_star massive nearby neighbours odd_sum orbit "
            "symmetric"
        ),
        "recent": "SeenEvent seen_events seen_text",
        "solo": "AskedRound SoloPuzzle",
        "solo_bounds": "entropy_bound expected_rounds_bound min_total_depth worst_case_bound",
        "solo_policies": "PolicyRounds RoundsSample greedy_round",
        "stats": "modes turns_to_win",
        "turn_plan": "RoundReview open_questions",
        "views": "PlayerView",
    },
    values={
        "belief": lore_belief,
        "query": lore_query,
        "outcome": lore_outcome,
        "Outcome.question": lambda _o: lore_outcome().question,
        "Outcome.cards": lambda _o: lore_outcome().cards,
        "LoreOptions.players": lambda _o: lore_pool()[5].players,
        "remove.questions": const((2,)),
        "cards": const((1, 2)),
        "ChooseFocus.cards": const((1, 2)),
        "card": const(1),
        "card_a": const(1),
        "card_b": const(2),
        "lane": const(1),
        "value": const(3),
        "a": const(3),
        "b": const(5),
        "value_a": const(1),
        "value_b": const(2),
        "lane_a": const(1),
        "lane_b": const(2),
        "stars": const(4),
        "blackholes": const(0),
        "mode": const("light"),
        "arrangement": lambda owner: (
            tuple(getattr(owner, "arrangement", (1, 2, 3, 4)))
            if isinstance(getattr(owner, "arrangement", None), tuple)
            else (2, 1, 3, 4)
        ),
        "MoveHeavens.arrangement": const((2, 1, 3, 4)),
        "question": const(2),
        "Divine.question": const(2),
        "questions": const(None),
        "RemoveTokens.questions": const((2, 3)),
        "value_of": const({1: 1, 2: 2, 3: 3, 4: 4}),
        "lane_of": const({1: 1, 2: 2, 3: 3, 4: 4}),
        "hidden": const(None),
        "LoreGame.new.hidden": const(((4, 3, 2, 1), None)),
        "limit": const(24),
        "top": const(3),
        "seat": const(0),
        "move": lambda owner: legal_move(owner) if hasattr(owner, "legal_moves") else None,
        "moves": lambda owner: log_of(owner if hasattr(owner, "legal_moves") else lore_states()[1]),
        "start": lambda _o: lore_states()[1].start,
        "view": lore_view,
        "options": lambda _o: lore().LoreOptions.both("light", stars=4),
        "rng": rng,
        "players": lore_bots,
        "games": const(2),
        "seed": const(1),
        "name": const("bot"),
        "risk": const(Fraction(1)),
        "horizon": const(4),
        "breadth": const(4),
        "move_chance": const(0.5),
        "align_chance": const(0.02),
        "owners": const((None,) * 7),
        "supply": const((7, 7)),
    },
    instances={
        "LoreGame": lambda: list(lore_states()),
        "PlayerView": lambda: [s.view(mover(s)) for s in lore_states()],
        "Belief": lambda: list(lore_beliefs()),
        "Layout": lambda: [lore().lanes.Layout(stars=4), lore().lanes.Layout(4, 1)],
        "Tokens": lambda: [lore().Tokens.start()],
        "Query": lambda: [lore_query()],
        "LoreOptions": lambda: [lore_pool()[5]],
        "bots": lambda: [*lore_bots(), lore().players.LookaheadPlayer(horizon=4, breadth=4)],
        "AdvisorPlayer": lambda: [lore().AdvisorPlayer()],
    },
    skip={
        "Player.choose": "the abstract base class",
        "Move": "a type alias (Union of the move classes)",
    },
    int_choices={"games": GAMES},
    followups={
        "LoreOptions": plays(
            lambda options: lore().LoreGame.new(options, np.random.default_rng(0))
        ),
        "PlayerSetup": plays(
            lambda setup: lore().LoreGame.new(
                lore().LoreOptions(players=(setup, setup)), np.random.default_rng(0)
            )
        ),
        **{
            bot: lambda player: choose_once(player, lore_view())
            for bot in ("GreedyInfoPlayer", "LookaheadPlayer", "AdvisorPlayer", "RandomPlayer")
        },
    },
    pool=lore_pool,
)
