"""Logic & Lore: exact beliefs about a hidden star line and what questions tell you.

Rulings S1–S19 in ``docs/rulings.md`` decide how the rule book is read. This face
holds what lessons and apps import; everything else is one submodule away.

- :mod:`~logo_kit.lore.lanes`: lanes, cards and value codes (S1, S7);
  :mod:`~logo_kit.lore.notation` reads typed lines, orders and picks.
- :mod:`~logo_kit.lore.predicates` and :mod:`~logo_kit.lore.questions`: the Star
  Light / Star Bright questions, rounds (:class:`Query`) and answers
  (:class:`Outcome`) (S2–S4, S7, S8, S11, S12).
- :mod:`~logo_kit.lore.belief`: every assignment consistent with the evidence (S1, S6).
- :mod:`~logo_kit.lore.gain` and :mod:`~logo_kit.lore.planning`: exact answer
  distributions, information gain and the best round to ask (S8);
  :mod:`~logo_kit.lore.turn_plan`: the best round for the questions open this
  turn (the tokens, S4, S5) and a review of the rounds of a real game.
- :mod:`~logo_kit.lore.information`: the surprise of one answer, the entropy of a
  yes/no question and how a round's answers split the possible lines.
- :mod:`~logo_kit.lore.experiment`: the hat-check class experiment (cards home
  after a shuffle, derangements) and the pooling of a class's results.
- :mod:`~logo_kit.lore.solo`: the one-player puzzle (S17, S18);
  :mod:`~logo_kit.lore.optimal` solves it exactly for short lines (fewest
  rounds on average, over :mod:`~logo_kit.lore.solo_space`'s belief states),
  :mod:`~logo_kit.lore.solo_policies` plays any strategy on every line
  (the advisor's exact rounds) and :mod:`~logo_kit.lore.solo_bounds` bounds
  what any strategy can do.
- The two-player game on the engine interface (:mod:`logo_kit.engine`):
  :mod:`~logo_kit.lore.options` (S9, S15, S16), :mod:`~logo_kit.lore.moves`,
  :mod:`~logo_kit.lore.game` (with :mod:`~logo_kit.lore.starline` and the turn's
  steps in :mod:`~logo_kit.lore.turn`: S10, S13, S14), :mod:`~logo_kit.lore.tokens`,
  :mod:`~logo_kit.lore.views` (S19), the bots (:mod:`~logo_kit.lore.players`), the
  narrator (:mod:`~logo_kit.lore.narrate`), what a seat saw since its last move
  (:mod:`~logo_kit.lore.recent`) and tournament statistics
  (:mod:`~logo_kit.lore.stats`).

>>> from logo_kit.lore import Belief, Outcome, Question, outcome_distribution
>>> chances = outcome_distribution(Belief(), (4, 5), mode="light")
>>> chances[Outcome(Question.NEIGHBOURS)]  # 16 ordered neighbour pairs, minus (4,3) (4,5) (6,5)
Fraction(13, 72)
"""

from logo_kit.engine import play_game, tournament
from logo_kit.lore.belief import Belief
from logo_kit.lore.experiment import derangements, fixed_points, simulate_hat_check
from logo_kit.lore.gain import gain_table, outcome_distribution
from logo_kit.lore.game import LoreGame
from logo_kit.lore.information import answer_split, binary_entropy, surprise
from logo_kit.lore.optimal import OptimalSolver
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.lore.planning import best_rounds
from logo_kit.lore.players import AdvisorPlayer, GreedyInfoPlayer, RandomPlayer
from logo_kit.lore.questions import Outcome, Query, Question, answer, possible_outcomes
from logo_kit.lore.recent import since_last_move
from logo_kit.lore.solo_policies import advisor_round, evaluate_policy, simulate_policy
from logo_kit.lore.stats import (
    first_games,
    mean_turns_to_win,
    turns_difference,
    turns_distribution,
    turns_summary,
)
from logo_kit.lore.tokens import Tokens
from logo_kit.lore.turn_plan import best_turn, review_rounds

__all__ = [
    "AdvisorPlayer",
    "Belief",
    "GreedyInfoPlayer",
    "LoreGame",
    "LoreOptions",
    "OptimalSolver",
    "Outcome",
    "PlayerSetup",
    "Query",
    "Question",
    "RandomPlayer",
    "Tokens",
    "advisor_round",
    "answer",
    "answer_split",
    "best_rounds",
    "best_turn",
    "binary_entropy",
    "derangements",
    "evaluate_policy",
    "first_games",
    "fixed_points",
    "gain_table",
    "mean_turns_to_win",
    "outcome_distribution",
    "play_game",
    "possible_outcomes",
    "review_rounds",
    "simulate_hat_check",
    "simulate_policy",
    "since_last_move",
    "surprise",
    "tournament",
    "turns_difference",
    "turns_distribution",
    "turns_summary",
]
