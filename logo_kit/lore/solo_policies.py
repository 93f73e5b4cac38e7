"""Solo strategies played on every hidden line: exact rounds, worst cases and a simulation.

A *strategy* (a policy) maps a :class:`~logo_kit.lore.belief.Belief` whose line
is not yet known to a :class:`~logo_kit.lore.optimal.SoloRound`: where to lay
the face-down cards, then which round to ask. Rounds are counted as in
:mod:`~logo_kit.lore.optimal` (ruling S17: one round is one ask; moving and
Align the Stars are free; the stars are aligned once one line is left).

- :func:`advisor_round` is the lessons' advisor
  (:class:`~logo_kit.lore.players.AdvisorPlayer`) playing Star Light on its own:
  face-down cards in the best guess, then the most informative round (ruling
  S8) of every pair and set of questions (:func:`~logo_kit.lore.planning.best_rounds`,
  ties to fewer questions, then the first pair).
- :func:`greedy_round` is :class:`~logo_kit.lore.players.GreedyInfoPlayer`: the
  same rounds, but the cards never move.
- :func:`evaluate_policy` plays a strategy on *every* line at once: it walks
  the tree of answers with the library's own beliefs and answer counts
  (:func:`~logo_kit.lore.gain.outcome_counts`, :meth:`Belief.update`), so the
  expected rounds are an exact fraction and the worst case is the tree's depth.
- :func:`simulate_policy` plays seeded :class:`~logo_kit.lore.solo.SoloPuzzle`
  games, a check of the exact numbers by sampling.

>>> rounds = evaluate_policy(advisor_round, stars=4)
>>> rounds.expected, rounds.worst, rounds.counts  # every 4-card line in 2 rounds
(Fraction(2, 1), 2, (0, 0, 24))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from logo_kit import checks
from logo_kit.errors import LogoKitError
from logo_kit.estimates import Estimate, estimate_mean
from logo_kit.lore.belief import Belief
from logo_kit.lore.gain import outcome_counts
from logo_kit.lore.optimal import SoloRound
from logo_kit.lore.planning import best_rounds
from logo_kit.lore.solo import SoloPuzzle

__all__ = [
    "MAX_GAMES",
    "PolicyRounds",
    "RoundsSample",
    "advisor_round",
    "evaluate_policy",
    "greedy_round",
    "simulate_policy",
]

Policy = Callable[[Belief], SoloRound]
MAX_GAMES = 1_000_000
"""Most games one :func:`simulate_policy` call plays."""
MAX_ROUNDS = 100
"""A strategy still asking after this many rounds is stuck (every useful round
removes a line, so no good strategy comes near it)."""


def advisor_round(belief: Belief) -> SoloRound:
    """The advisor's round: lay the face-down cards out in the best guess (most
    cards expected home), then ask the most informative round from there.

    >>> print(advisor_round(Belief(stars=5)))
    cards 2 and 4 in lanes 2 and 4: ask Alignment, Neighbours, Symmetry, Greatness
    """
    checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=5)")
    arrangement = belief.best_guess()
    plan = best_rounds(belief.rearrange(arrangement), mode="light")[None]
    return SoloRound(arrangement, plan.query)


def greedy_round(belief: Belief) -> SoloRound:
    """The greedy player's round: the most informative round with the cards where
    they lie."""
    checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=5)")
    plan = best_rounds(belief, mode="light")[None]
    return SoloRound(belief.arrangement, plan.query)


@dataclass(frozen=True)
class PolicyRounds:
    """How many rounds a strategy takes over every line: ``counts[r]`` lines are
    known after exactly ``r`` rounds. ``asked``: rounds in the whole tree (the
    beliefs the strategy had to decide at)."""

    stars: int
    counts: tuple[int, ...]
    asked: int

    @property
    def lines(self) -> int:
        return sum(self.counts)

    @property
    def expected(self) -> Fraction:
        """Expected rounds, every line equally likely (ruling S1), exactly."""
        return Fraction(sum(r * n for r, n in enumerate(self.counts)), self.lines)

    @property
    def worst(self) -> int:
        """Rounds the unluckiest line needs."""
        return len(self.counts) - 1

    def share(self, rounds: int) -> Fraction:
        """Exact chance of needing exactly ``rounds`` rounds."""
        r = checks.whole(rounds, "rounds", low=0)
        return Fraction(self.counts[r] if r < len(self.counts) else 0, self.lines)


def _policy(policy: object) -> Policy:
    return checks.callable_(policy, "policy", "a function belief → SoloRound, e.g. advisor_round")


def _start(stars: int, belief: Belief | None) -> Belief:
    if belief is None:
        return Belief(stars=checks.whole(stars, "stars", low=2, high=9))
    return checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=5)")


def _ask(policy: Policy, belief: Belief) -> tuple[Belief, SoloRound]:
    chosen = policy(belief)
    if not isinstance(chosen, SoloRound):
        raise LogoKitError(f"a policy returns a SoloRound, got {checks.describe(chosen)}.")
    return belief.rearrange(chosen.arrangement), chosen


def evaluate_policy(
    policy: Policy, stars: int = 9, *, belief: Belief | None = None
) -> PolicyRounds:
    """Play ``policy`` on every line still possible in ``belief`` (default: a fresh
    line of ``stars`` cards, 2–9, no blackholes) and count the rounds exactly.

    Each belief of the tree is decided once; its answers come from the library's
    exact counts, each kept with its number of lines (module docstring).
    """
    policy = _policy(policy)
    start = _start(stars, belief)
    if start.blackholes:
        raise LogoKitError("evaluate_policy plays lines without blackholes.")
    counts: dict[int, int] = {}
    asked = 0
    stack = [(start, 0)]
    while stack:
        node, depth = stack.pop()
        if node.count == 1:  # known: align the stars, no round needed
            counts[depth] = counts.get(depth, 0) + 1
            continue
        if depth >= MAX_ROUNDS:
            raise LogoKitError(f"the policy asked {MAX_ROUNDS} rounds without finding the line.")
        laid, chosen = _ask(policy, node)
        asked += 1
        answers = outcome_counts(laid, chosen.query)
        if (
            len(answers) == 1
            and laid.update(chosen.query, next(iter(answers))).revealed == laid.revealed
        ):
            raise LogoKitError(
                f"the policy's round '{chosen}' can only get one answer: no progress."
            )
        for outcome in answers:
            stack.append((laid.update(chosen.query, outcome), depth + 1))
    table = tuple(counts.get(r, 0) for r in range(max(counts) + 1))
    return PolicyRounds(start.stars, table, asked)


@dataclass(frozen=True)
class RoundsSample:
    """Rounds a strategy took in seeded games: ``rounds[g]`` for game ``g``."""

    stars: int
    rounds: tuple[int, ...]

    @property
    def estimate(self) -> Estimate:
        """Mean rounds with its standard error and 95% interval (an estimate)."""
        return estimate_mean(np.array(self.rounds, dtype=np.float64))

    @property
    def worst(self) -> int:
        return max(self.rounds)


def simulate_policy(
    policy: Policy, stars: int, games: int, rng: np.random.Generator
) -> RoundsSample:
    """Play ``games`` solo puzzles on lines shuffled by ``rng``, following ``policy``
    until one line is left, then align the stars (which must win)."""
    policy = _policy(policy)
    stars = checks.whole(stars, "stars", low=2, high=9)
    games = checks.whole(games, "games", low=1, high=MAX_GAMES)
    rng = checks.generator(rng)
    rounds = []
    for _ in range(games):
        puzzle = SoloPuzzle.new(stars=stars, rng=rng)
        while puzzle.playing and puzzle.count > 1:
            if len(puzzle.history) >= MAX_ROUNDS:
                raise LogoKitError(
                    f"the policy asked {MAX_ROUNDS} rounds without finding the line."
                )
            laid, chosen = _ask(policy, puzzle.belief)
            query = chosen.query
            puzzle = puzzle.rearrange(laid.arrangement).ask(
                query.cards, query.questions, query.focus
            )
        if puzzle.playing:
            puzzle = puzzle.best_guess().align()
        assert puzzle.status == "won", "one line left, so aligning in it wins"
        rounds.append(len(puzzle.history))
    return RoundsSample(stars, tuple(rounds))
