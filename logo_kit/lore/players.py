"""Logic & Lore bots: random, information-greedy, an advisor and a lookahead solver.

Every bot is a :class:`logo_kit.engine.Player`: it sees only its
:class:`~logo_kit.lore.views.PlayerView` (its own line's answers, never the
hidden values), takes any randomness from the generator it is given, and
returns one of the moves the step allows. Parameters are checked when the
bot is made (``LookaheadPlayer(breadth=0)`` is refused at once). Every bot
except :class:`RandomPlayer` keeps an exact
:class:`~logo_kit.lore.belief.Belief` of its own line, updated from the
answers it receives (:class:`BeliefTracker`).

- :class:`RandomPlayer`: random moves (a baseline; rarely aligns its stars).
- :class:`GreedyInfoPlayer`: each turn asks the round (cards, questions, Focus
  card and, in Star Bright, the token placement) with the most expected
  information (ruling S8); never moves cards except to align the stars once
  it knows its line for certain.
- :class:`AdvisorPlayer`: like the greedy player, but keeps its face-down cards
  in its best guess, the arrangement with the most cards expected home (so
  Alignment answers flip and lock cards)
  and aligns the stars when the exact chance of success reaches its ``risk``
  threshold (default 1: only when certain). :meth:`AdvisorPlayer.advise`
  reports the advice with that exact chance.
- :class:`RacingPlayer`: the advisor, but it also follows the opponent's
  progress (ruling S19: it answered the opponent's questions) and takes the
  risk of aligning the stars when the opponent could win on its next turn.
- :class:`LookaheadPlayer`: the advisor, but near the end it prefers the round
  most likely to leave it certain of its line (one step of lookahead,
  :func:`certain_after`).

>>> import numpy as np
>>> from logo_kit.lore.game import LoreGame
>>> from logo_kit.lore.options import LoreOptions
>>> game = LoreGame.new(LoreOptions.both("bright", stars=5), np.random.default_rng(2))
>>> bot = GreedyInfoPlayer()
>>> bot.choose(game.view(0), np.random.default_rng(0)) in game.legal_moves()
True
>>> LookaheadPlayer(breadth=0)
Traceback (most recent call last):
...
logo_kit.errors.LogoKitError: breadth must be a whole number from 1 to 1000 ...
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.engine import Player
from logo_kit.errors import LogoKitError
from logo_kit.lore.belief import Belief
from logo_kit.lore.gain import outcome_counts
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Divine,
    Move,
    MoveHeavens,
    Pass,
    Phase,
    RemoveTokens,
    Search,
)
from logo_kit.lore.planning import (
    Plan,
    best_alignment,
    best_by_choice,
    best_rounds,
    ranked_rounds,
)
from logo_kit.lore.questions import Question
from logo_kit.lore.views import PlayerView, replay_belief

__all__ = [
    "Advice",
    "AdvisorPlayer",
    "BeliefTracker",
    "GreedyInfoPlayer",
    "LookaheadPlayer",
    "Player",
    "RandomPlayer",
    "certain_after",
]


MAX_HORIZON = 100_000
"""Largest lookahead horizon (assignments left): the exact lookahead is slow beyond it."""
MAX_BREADTH = 1_000
"""Most rounds the lookahead compares per token placement (each costs an exact count)."""


def _name(name: Any) -> str:
    return checks.text(name, "name", most=60, hint="a short name such as 'greedy A'")


def _chance(value: Any, name: str, *, low_open: bool) -> Fraction:
    chance = checks.fraction(value, name, low=0, high=1)
    if low_open and chance == 0:
        raise LogoKitError(f"{name} must be a chance above 0 and at most 1, got {value!r}.")
    return chance


def _my_view(view: Any) -> PlayerView:
    view = checks.instance(view, "view", PlayerView, "a PlayerView, from game.view(seat)")
    if not view.is_my_turn:
        raise LogoKitError(f"it is not player {view.seat}'s turn.")
    return view


class BeliefTracker:
    """One player's exact belief, kept up to date from the answers in its views.

    Each call to :meth:`belief` applies only the rounds not seen before; a view
    from another game (its rounds do not continue the ones seen) starts afresh.
    """

    def __init__(self) -> None:
        self._seen: dict[int, tuple[Any, tuple, Belief]] = {}

    def belief(self, view: PlayerView) -> Belief:
        """The belief matching ``view`` (laid out as ``view.arrangement``)."""
        view = checks.instance(view, "view", PlayerView, "a PlayerView, from game.view(seat)")
        key = (view.layout, view.start_revealed)
        seen = self._seen.get(view.seat)
        rounds = view.rounds
        if seen is not None and seen[0] == key and rounds[: len(seen[1])] == seen[1]:
            belief = replay_belief(
                view.layout, view.start_revealed, rounds, None, seen[2], len(seen[1])
            )
        else:
            belief = replay_belief(view.layout, view.start_revealed, rounds)
        self._seen[view.seat] = (key, rounds, belief)
        if belief.arrangement != view.arrangement:
            belief = belief.rearrange(view.arrangement)
        return belief


def _twins(belief: Belief) -> int:
    # At most this many assignments win with one arrangement: 2 when two
    # blackholes may swap (ruling S7), else 1. So a chance of 1 needs count ≤ this.
    return 2 if belief.blackholes == 2 else 1


def _turn_key(view: PlayerView) -> tuple:
    return (view.seat, view.turn, view.arrangement, len(view.rounds), view.tokens)


class GreedyInfoPlayer(Player):
    """Maximises the expected information of each round (ruling S8).

    Step 3 (Star Bright): the token placement that allows the most informative
    round this turn (replacing an opponent token when all cards are taken, if
    that helps; else passing). Steps 4–5: the pair, questions and Focus card of
    that round (:func:`~logo_kit.lore.planning.best_rounds`). After a yes to
    Alignment it gives back the two tokens it will miss least. It moves cards
    only to align the stars, once the exact chance of winning is 1.
    """

    def __init__(self, name: str = "greedy") -> None:
        self.name = _name(name)
        self.tracker = BeliefTracker()
        self._plans: dict[tuple, Plan] = {}

    # -- decision steps the advisor overrides (called only by choose, which has checked
    # -- the view; extension points for subclasses, not for callers) ---------------------
    def _target(self, view: PlayerView, belief: Belief) -> tuple[int, ...] | None:
        """Where to lay the cards at steps 1 and 6 (None: leave them)."""
        if belief.count <= _twins(belief):  # only then can the chance be 1
            arrangement, chance = best_alignment(belief)
            if chance == 1:
                return arrangement
        return None

    def _should_align(self, view: PlayerView, belief: Belief) -> bool:
        """Align the stars now? The greedy player does only when certain."""
        return belief.count <= _twins(belief) and belief.win_chance() == 1

    def _plan(self, view: PlayerView, belief: Belief) -> Plan:
        """The round to ask this turn, with the token to place first (cached per turn)."""
        key = _turn_key(view)
        cached = self._plans.get(key)
        if cached is not None:
            return cached
        options: list[Question | None] = [None]
        if view.phase is Phase.DIVINE:
            options = list(view.tokens.placements(view.seat))
            if view.tokens.full:  # replacing is optional (S5); while a card is empty, place
                options.insert(0, None)
        best = self._pick(view, belief, self._candidates(view, belief, options))
        self._plans = {key: best}
        return best

    def _candidates(
        self, view: PlayerView, belief: Belief, options: list[Question | None]
    ) -> list[Plan]:
        """Rounds worth considering for each placement option (None: no placement):
        the greedy player looks only at the most informative round of each."""
        plans = best_rounds(
            belief,
            mode=view.mode,
            available=view.available_questions,
            placements=[q for q in options if q is not None],
        )
        return [plans[q] for q in options]

    def _pick(self, view: PlayerView, belief: Belief, plans: list[Plan]) -> Plan:
        """Choose among the best round of each placement: most bits, then the
        earliest card (a placement beats passing when equal)."""
        return max(
            plans,
            key=lambda p: (
                round(p.bits, 9),
                p.place is not None,
                -(int(p.place) if p.place is not None else 0),
            ),
        )

    # -- the moves -------------------------------------------------------------------
    def choose(self, view: PlayerView, rng: np.random.Generator) -> Move:
        view = _my_view(view)
        checks.generator(rng)
        phase = view.phase
        belief = self.tracker.belief(view)
        if phase in (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN):
            target = self._target(view, belief)
            if target is None or target == view.arrangement:
                return Pass()
            return MoveHeavens(target)
        if phase is Phase.ALIGN_STARS:
            return AlignStars() if self._should_align(view, belief) else Pass()
        if phase is Phase.DIVINE:
            plan = self._plan(view, belief)
            return Pass() if plan.place is None else Divine(int(plan.place))
        if phase is Phase.CHOOSE_FOCUS:
            return ChooseFocus(self._plan(view, belief).cards)
        if phase is Phase.SEARCH_SKY:
            plan = self._plans.get(_turn_key(view))
            if plan is None or plan.cards != view.focus:
                plan = best_rounds(
                    belief, mode=view.mode, available=view.available_questions, pairs=[view.focus]
                )[None]
            return Search(plan.questions, plan.focus)
        if phase is Phase.REMOVE_TOKENS:
            return RemoveTokens(self._tokens_to_return(view, belief))
        raise LogoKitError(f"no move to choose at {phase}.")

    def _tokens_to_return(self, view: PlayerView, belief: Belief) -> tuple[int, int]:
        """The two tokens (ruling S5) whose loss costs the least information next turn."""
        held = view.tokens.held(view.seat)
        available = view.available_questions
        choices = {
            pair: [q for q in available if q not in pair]
            for pair in itertools.combinations(held, 2)
        }
        plans = best_by_choice(belief, choices, mode=view.mode)
        best = max(plans, key=lambda pair: (round(plans[pair].bits, 9), [-int(q) for q in pair]))
        return (int(best[0]), int(best[1]))


@dataclass(frozen=True)
class Advice:
    """What the advisor recommends now, with exact chances.

    ``arrangement``: where to lay the face-down cards; ``win_chance``: the exact
    chance that aligning the stars in that arrangement wins (S6, S7);
    ``expected_correct``: expected number of cards home there; ``align``: True
    when ``win_chance`` reaches the advisor's risk threshold; ``count`` and
    ``bits_left``: assignments still possible and log2 of that; ``plan``: the
    most informative round from that arrangement (None once aligning).
    """

    arrangement: tuple[int, ...]
    win_chance: Fraction
    expected_correct: Fraction
    align: bool
    count: int
    bits_left: float
    plan: Plan | None

    def __str__(self) -> str:
        cards = " ".join(str(c) for c in self.arrangement)
        head = f"lay out {cards}: chance to win by aligning {self.win_chance} "
        head += f"(≈{float(self.win_chance):.1%}), {float(self.expected_correct):.2f} cards home"
        if self.align:
            return head + " → align the stars"
        return head + (f"; then {self.plan}" if self.plan is not None else "")


class AdvisorPlayer(GreedyInfoPlayer):
    """Greedy information, plus where to put face-down cards and when to align.

    Steps 1 and 6: lay the cards out in the belief's best guess, the arrangement
    with the most cards expected home
    (:meth:`~logo_kit.lore.belief.Belief.best_guess`), or in the
    best winning arrangement once its chance reaches ``risk``. Step 2: align
    when :meth:`~logo_kit.lore.belief.Belief.win_chance` ≥ ``risk`` (default 1,
    only when certain; a Fraction such as 1/2 plays bolder).
    """

    def __init__(self, name: str = "advisor", risk: Fraction | float = Fraction(1)) -> None:
        super().__init__(name)
        self.risk = _chance(risk, "risk (default 1: align only when certain)", low_open=True)

    def _winning(self, belief: Belief) -> tuple[tuple[int, ...], Fraction] | None:
        # the best arrangement, if its chance can reach the threshold at all
        if Fraction(_twins(belief), belief.count) < self.risk:
            return None
        arrangement, chance = best_alignment(belief)
        return (arrangement, chance) if chance >= self.risk else None

    def _target(self, view: PlayerView, belief: Belief) -> tuple[int, ...] | None:
        winning = self._winning(belief)
        if winning is not None:
            return winning[0]
        return belief.best_guess()

    def _should_align(self, view: PlayerView, belief: Belief) -> bool:
        return belief.win_chance() >= self.risk

    def advise(self, view: PlayerView) -> Advice:
        """The advice for ``view``'s player now (any step), with exact chances."""
        view = checks.instance(view, "view", PlayerView, "a PlayerView, from game.view(seat)")
        belief = self.tracker.belief(view)
        winning = self._winning(belief)
        if winning is not None:
            arrangement, chance = winning
            plan = None
        else:
            arrangement = belief.best_guess()
            chance = belief.win_chance(arrangement)
            plan = best_rounds(
                belief,
                mode=view.mode,
                available=view.available_questions,
                arrangement=arrangement,
            )[None]
        return Advice(
            arrangement=arrangement,
            win_chance=chance,
            expected_correct=belief.expected_correct(arrangement),
            align=winning is not None,
            count=belief.count,
            bits_left=belief.bits,
            plan=plan,
        )


class RacingPlayer(AdvisorPlayer):
    """The advisor that also watches the opponent's progress (ruling S19).

    A player answers every question the opponent asks and sees the cards held
    up, so it knows exactly what the opponent knows
    (:meth:`~logo_kit.lore.views.PlayerView.opponent_belief`). This bot aligns
    the stars when its own chance reaches ``risk`` (as the advisor does), and
    also, with any chance above 0, when the opponent could win by aligning on
    its next turn with a chance of at least ``urgency`` (default 1: when the
    opponent is certain of its line, waiting loses to any bot that aligns once
    certain). Once the game is decided it plays as the advisor.
    """

    def __init__(
        self,
        name: str = "racer",
        risk: Fraction | float = Fraction(1),
        urgency: Fraction | float = Fraction(1),
    ) -> None:
        super().__init__(name, risk)
        self.urgency = _chance(
            urgency,
            "urgency (default 1: race only an opponent certain of its line)",
            low_open=True,
        )
        self._opponent: tuple[Any, tuple, Belief] | None = None

    def opponent_belief(self, view: PlayerView) -> Belief:
        """The opponent's exact belief about its own line (kept up to date round by round)."""
        view = checks.instance(view, "view", PlayerView, "a PlayerView, from game.view(seat)")
        key = (view.seat, view.opponent_layout, view.opponent_start_revealed)
        rounds = view.opponent_rounds
        seen = self._opponent
        if seen is not None and seen[0] == key and rounds[: len(seen[1])] == seen[1]:
            belief = replay_belief(
                view.opponent_layout,
                view.opponent_start_revealed,
                rounds,
                None,
                seen[2],
                len(seen[1]),
            )
        else:
            belief = replay_belief(view.opponent_layout, view.opponent_start_revealed, rounds)
        self._opponent = (key, rounds, belief)
        return belief.rearrange(view.opponent_arrangement)

    def opponent_win_chance(self, view: PlayerView) -> Fraction:
        """The opponent's best chance to win by aligning the stars on its next turn (it may
        rearrange its face-down cards first), as far as it knows; 0 once it has finished."""
        view = checks.instance(view, "view", PlayerView, "a PlayerView, from game.view(seat)")
        if view.finished[view.opponent] is not None:
            return Fraction(0)
        return best_alignment(self.opponent_belief(view))[1]

    def _should_align(self, view: PlayerView, belief: Belief) -> bool:
        chance = belief.win_chance()
        if chance >= self.risk:
            return True
        if chance == 0 or view.winner is not None or view.finished[view.opponent] is not None:
            return False
        opponent = self.opponent_belief(view)
        if Fraction(_twins(opponent), opponent.count) < self.urgency:
            return False  # no arrangement of its line can reach the urgency yet
        return best_alignment(opponent)[1] >= self.urgency


class LookaheadPlayer(AdvisorPlayer):
    """The advisor with one step of lookahead at the end of the search.

    When few assignments are left (at most ``horizon``), it looks at the
    ``breadth`` most informative rounds of each token placement and asks the
    one after which it is most likely to *know* its line, so that it can align
    the stars next turn (:func:`certain_after`, exact); ties go to more bits.
    Earlier it plays like the advisor.
    """

    def __init__(
        self,
        name: str = "lookahead",
        risk: Fraction | float = Fraction(1),
        horizon: int = 64,
        breadth: int = 40,
    ) -> None:
        super().__init__(name, risk)
        self.horizon = checks.whole(
            horizon, "horizon", low=1, high=MAX_HORIZON, why="the exact lookahead is slow beyond"
        )
        self.breadth = checks.whole(
            breadth, "breadth", low=1, high=MAX_BREADTH, why="rounds compared per placement"
        )

    def _candidates(
        self, view: PlayerView, belief: Belief, options: list[Question | None]
    ) -> list[Plan]:
        if belief.count > self.horizon:
            return super()._candidates(view, belief, options)
        plans = []
        for place in options:
            allowed = [*view.available_questions, *([place] if place is not None else [])]
            ranked = ranked_rounds(belief, mode=view.mode, available=allowed, top=self.breadth)
            plans += [replace(plan, place=place) for plan in ranked]
        return plans

    def _pick(self, view: PlayerView, belief: Belief, plans: list[Plan]) -> Plan:
        if belief.count > self.horizon:
            return super()._pick(view, belief, plans)
        return max(
            plans,
            key=lambda p: (
                certain_after(belief, p),
                round(p.bits, 9),
                p.place is not None,
                -(int(p.place) if p.place is not None else 0),
            ),
        )


def certain_after(belief: Belief, plan: Plan) -> Fraction:
    """Exact chance that after asking ``plan`` the player knows how to win for
    certain (its best alignment has chance 1; rulings S6, S7).

    >>> b = Belief(stars=3)
    >>> plan = ranked_rounds(b, mode="light", top=1)[0]
    >>> len(plan.query.questions), plan.answers  # six answers for the 3! = 6 orderings
    (3, 6)
    >>> certain_after(b, plan)  # each answer leaves one ordering: sure to know the line
    Fraction(1, 1)
    """
    checks.instance(belief, "belief", Belief, "a Belief, e.g. Belief(stars=9)")
    checks.instance(plan, "plan", Plan, "a Plan, e.g. from ranked_rounds(belief)")
    sure = 0
    for outcome, n in outcome_counts(belief, plan.query).items():
        if n == 1:
            sure += 1
        elif n <= _twins(belief) and best_alignment(belief.update(plan.query, outcome))[1] == 1:
            sure += n
    return Fraction(sure, belief.count)


class RandomPlayer(Player):
    """Random legal moves: a baseline.

    Steps 1 and 6: with chance ``move_chance`` a uniformly random rearrangement
    of the face-down cards, else pass. Step 2: aligns with chance
    ``align_chance`` (default 1/50; always aligning at random would lose at
    once). Other steps: uniform among the legal moves (Search: a uniformly
    random non-empty set of the available questions).
    """

    def __init__(
        self,
        name: str = "random",
        move_chance: float = 0.5,
        align_chance: float = 0.02,
    ) -> None:
        self.name = _name(name)
        self.move_chance = float(_chance(move_chance, "move_chance", low_open=False))
        self.align_chance = float(_chance(align_chance, "align_chance", low_open=False))

    def choose(self, view: PlayerView, rng: np.random.Generator) -> Move:
        view = _my_view(view)
        checks.generator(rng)
        phase = view.phase
        if phase in (Phase.MOVE_HEAVENS, Phase.MOVE_AGAIN):
            if rng.random() >= self.move_chance:
                return Pass()
            arranged = list(view.arrangement)
            spots = [i for i, c in enumerate(arranged) if c not in view.revealed]
            cards = [arranged[i] for i in spots]
            for i, k in zip(spots, rng.permutation(len(cards)), strict=True):
                arranged[i] = cards[int(k)]
            return MoveHeavens(tuple(arranged))
        if phase is Phase.ALIGN_STARS:
            return AlignStars() if rng.random() < self.align_chance else Pass()
        moves = view.legal_moves
        return moves[int(rng.integers(len(moves)))]
