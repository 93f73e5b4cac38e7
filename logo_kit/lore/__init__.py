"""Logic & Lore: exact beliefs about a hidden star line and what questions tell you.

Rulings S1–S9 in ``RULINGS.md`` decide how the rule book is read.

- :mod:`~logo_kit.lore.lanes`: lanes, cards and value codes (S1, S7);
  :mod:`~logo_kit.lore.notation` reads typed lines, orders and picks.
- :mod:`~logo_kit.lore.predicates` and :mod:`~logo_kit.lore.questions`: the Star
  Light / Star Bright questions, rounds (:class:`Query`) and answers
  (:class:`Outcome`) (S2–S4, S7, S8).
- :mod:`~logo_kit.lore.belief`: every assignment consistent with the evidence (S1, S6).
- :mod:`~logo_kit.lore.gain` and :mod:`~logo_kit.lore.planning`: exact answer
  distributions, information gain and the best round to ask (S8);
  :mod:`~logo_kit.lore.turn_plan`: the best round for the questions open this
  turn (the tokens, S4, S5) and a review of the rounds of a real game.
- :mod:`~logo_kit.lore.information`: the surprise of one answer, the entropy of a
  yes/no question and how a round's answers split the possible lines.
- :mod:`~logo_kit.lore.experiment`: the hat-check class experiment (cards home
  after a shuffle, derangements) and the pooling of a class's results.
- :mod:`~logo_kit.lore.solo`: the one-player puzzle (:class:`SoloPuzzle`);
  :mod:`~logo_kit.lore.optimal` solves it exactly for short lines (fewest
  rounds on average, over :mod:`~logo_kit.lore.solo_space`'s belief states),
  :mod:`~logo_kit.lore.solo_policies` plays any strategy on every line
  (the advisor's exact rounds) and :mod:`~logo_kit.lore.solo_bounds` bounds
  what any strategy can do.
- The two-player game on the engine interface (:mod:`logo_kit.engine`):
  :mod:`~logo_kit.lore.options`, :mod:`~logo_kit.lore.moves`,
  :mod:`~logo_kit.lore.game` (with :mod:`~logo_kit.lore.starline` and the turn's
  steps in :mod:`~logo_kit.lore.turn`), :mod:`~logo_kit.lore.tokens`,
  :mod:`~logo_kit.lore.views`, the bots (:mod:`~logo_kit.lore.players`), the
  narrator (:mod:`~logo_kit.lore.narrate`), what a seat saw since its last move
  (:mod:`~logo_kit.lore.recent`) and tournament statistics
  (:mod:`~logo_kit.lore.stats`).

>>> from logo_kit.lore import Belief, Outcome, Question, outcome_distribution
>>> chances = outcome_distribution(Belief(), (4, 5), mode="light")
>>> chances[Outcome(Question.NEIGHBOURS)]  # 16 ordered neighbour pairs, minus (4,3) (4,5) (6,5)
Fraction(13, 72)
"""

from logo_kit.lore.belief import Belief
from logo_kit.lore.experiment import (
    HatCheck,
    HatCheckRow,
    derangements,
    fixed_points,
    hat_check_trial,
    simulate_hat_check,
)
from logo_kit.lore.gain import (
    GainRow,
    gain_table,
    information_gain,
    outcome_counts,
    outcome_distribution,
)
from logo_kit.lore.information import AnswerSplit, answer_split, binary_entropy, surprise
from logo_kit.lore.lanes import Layout, blackhole_values
from logo_kit.lore.questions import (
    ALWAYS_AVAILABLE,
    NO_ANSWER,
    STAR_BRIGHT,
    STAR_LIGHT,
    Outcome,
    Query,
    Question,
    aligned,
    answer,
    correct_half,
    greater,
    is_blackhole,
    is_star,
    massive,
    nearby,
    neighbours,
    odd_sum,
    orbit,
    possible_outcomes,
    symmetric,
)

__all__ = [
    "ALWAYS_AVAILABLE",
    "NO_ANSWER",
    "STAR_BRIGHT",
    "STAR_LIGHT",
    "AnswerSplit",
    "Belief",
    "GainRow",
    "HatCheck",
    "HatCheckRow",
    "Layout",
    "Outcome",
    "Query",
    "Question",
    "aligned",
    "answer",
    "answer_split",
    "binary_entropy",
    "blackhole_values",
    "correct_half",
    "derangements",
    "fixed_points",
    "gain_table",
    "greater",
    "hat_check_trial",
    "information_gain",
    "is_blackhole",
    "is_star",
    "massive",
    "nearby",
    "neighbours",
    "odd_sum",
    "orbit",
    "outcome_counts",
    "outcome_distribution",
    "possible_outcomes",
    "simulate_hat_check",
    "surprise",
    "symmetric",
]

# -- the two-player game: options, engine, views, bots, narrator, tournaments -------------
from logo_kit.engine import play_game, play_until, tournament
from logo_kit.lore.game import LoreGame, LoreSummary, StarLine
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Deal,
    DealCard,
    Divine,
    Finish,
    Move,
    MoveHeavens,
    Pass,
    Phase,
    RemoveTokens,
    Round,
    Search,
)
from logo_kit.lore.narrate import describe_move, result_text
from logo_kit.lore.optimal import OptimalSolver, SoloRound
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.lore.planning import Plan, best_alignment, best_rounds, ranked_rounds
from logo_kit.lore.players import (
    Advice,
    AdvisorPlayer,
    BeliefTracker,
    GreedyInfoPlayer,
    LookaheadPlayer,
    Player,
    RacingPlayer,
    RandomPlayer,
)
from logo_kit.lore.recent import SeenEvent, seen_events, seen_text, since_last_move
from logo_kit.lore.solo import AskedRound, SoloPuzzle
from logo_kit.lore.solo_bounds import (
    entropy_bound,
    expected_rounds_bound,
    min_total_depth,
    worst_case_bound,
)
from logo_kit.lore.solo_policies import (
    PolicyRounds,
    RoundsSample,
    advisor_round,
    evaluate_policy,
    greedy_round,
    simulate_policy,
)
from logo_kit.lore.stats import (
    first_games,
    mean_turns_to_win,
    modes,
    turns_difference,
    turns_distribution,
    turns_summary,
    turns_to_win,
)
from logo_kit.lore.tokens import Tokens
from logo_kit.lore.turn_plan import RoundReview, best_turn, open_questions, review_rounds
from logo_kit.lore.views import PlayerView

__all__ += [
    "Advice",
    "AdvisorPlayer",
    "AlignStars",
    "AskedRound",
    "BeliefTracker",
    "ChooseFocus",
    "Deal",
    "DealCard",
    "Divine",
    "Finish",
    "GreedyInfoPlayer",
    "LookaheadPlayer",
    "LoreGame",
    "LoreOptions",
    "LoreSummary",
    "Move",
    "MoveHeavens",
    "OptimalSolver",
    "Pass",
    "Phase",
    "Plan",
    "Player",
    "PlayerSetup",
    "PlayerView",
    "PolicyRounds",
    "RacingPlayer",
    "RandomPlayer",
    "RemoveTokens",
    "Round",
    "RoundReview",
    "RoundsSample",
    "Search",
    "SeenEvent",
    "SoloPuzzle",
    "SoloRound",
    "StarLine",
    "Tokens",
    "advisor_round",
    "best_alignment",
    "best_rounds",
    "best_turn",
    "describe_move",
    "entropy_bound",
    "evaluate_policy",
    "expected_rounds_bound",
    "first_games",
    "greedy_round",
    "mean_turns_to_win",
    "min_total_depth",
    "modes",
    "open_questions",
    "play_game",
    "play_until",
    "ranked_rounds",
    "result_text",
    "review_rounds",
    "seen_events",
    "seen_text",
    "simulate_policy",
    "since_last_move",
    "tournament",
    "turns_difference",
    "turns_distribution",
    "turns_summary",
    "turns_to_win",
    "worst_case_bound",
]
