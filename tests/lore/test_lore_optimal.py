"""The exact solo Star Light solver: a brute-force game-tree search it must equal, its
strategy played out exactly, its symmetries, and the advisor it is compared with."""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from fractions import Fraction
from functools import cache

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import (
    AdvisorPlayer,
    Belief,
    LoreGame,
    LoreOptions,
    OptimalSolver,
    Outcome,
    Query,
    Question,
    advisor_round,
    evaluate_policy,
    simulate_policy,
)
from logo_kit.lore.moves import Phase
from logo_kit.lore.solo_bounds import expected_rounds_bound
from logo_kit.lore.solo_policies import greedy_round
from logo_kit.lore.solo_space import SoloSpace, canonical_key
from tests.oracles.lore import oracle

LIGHT = ("Alignment", "Neighbours", "Symmetry", "Greatness")
QUESTION_SETS = [names for size in range(1, 5) for names in itertools.combinations(LIGHT, size)]


def brute_force(stars: int):
    """Fewest expected rounds by plain search over every move of the rules: any layout of
    the face-down cards, any two cards (face-up ones too, ruling S10), any non-empty set of
    questions (ruling S12), answered by the tests' own oracle. A line is a tuple of values
    in card order; face-up cards lie in their own lane (ruling S6). No symmetry is used."""
    cards = range(1, stars + 1)

    @cache
    def value(lines: frozenset, up: frozenset) -> Fraction:
        if len(lines) == 1:
            return Fraction(0)
        some = next(iter(lines))
        fixed = {c: some[c - 1] for c in up}  # a face-up card lies in its own lane
        down = [c for c in cards if c not in up]
        free = [lane for lane in cards if lane not in fixed.values()]
        best = None
        tried = set()
        for layout in itertools.permutations(free):
            lane_of = {**fixed, **dict(zip(down, layout, strict=True))}
            for a, b in itertools.combinations(cards, 2):
                if a in up and b in up:
                    continue
                for names in QUESTION_SETS:
                    round_ = (a, b, lane_of[a], lane_of[b], names)
                    if round_ in tried:  # the other cards' lanes do not enter the answer
                        continue
                    tried.add(round_)
                    groups = defaultdict(set)
                    for line in lines:
                        said = oracle(
                            names,
                            (a, b),
                            (line[a - 1], line[b - 1]),
                            (lane_of[a], lane_of[b]),
                            None,
                            stars,
                        )
                        groups[said].add(line)
                    if len(groups) == 1:
                        continue  # one possible answer: nothing learned
                    total = Fraction(1)
                    for (question, pointed), kept in groups.items():
                        flipped = up | set(pointed) if question == "Alignment" else up
                        total += Fraction(len(kept), len(lines)) * value(
                            frozenset(kept), frozenset(flipped)
                        )
                    best = total if best is None else min(best, total)
        return best

    return value


def all_lines(stars: int) -> frozenset:
    return frozenset(itertools.permutations(range(1, stars + 1)))


@pytest.mark.parametrize("stars", [2, 3])
def test_the_solver_equals_a_brute_force_search(stars):
    assert OptimalSolver(stars).expected_rounds() == brute_force(stars)(
        all_lines(stars), frozenset()
    )


def _after(belief: Belief, cards, names, outcome) -> Belief:
    return belief.record(cards, outcome, mode="light", questions=names)


def _beliefs_after_one_round(stars: int):
    # every belief one round of the four questions on cards 1 and 2 can leave
    fresh = Belief(stars=stars)
    query = Query.build((1, 2), mode="light")
    from logo_kit.lore.gain import outcome_counts

    return [fresh.update(query, o) for o in outcome_counts(fresh, query)]


@pytest.mark.slow
def test_the_solver_equals_brute_force_after_a_first_round_on_four_cards():
    # seven beliefs, some with cards face up; the 8-line one needs 5/4 rounds (10 s)
    solver, search = OptimalSolver(4), brute_force(4)
    for belief in _beliefs_after_one_round(4):
        lines = frozenset(tuple(int(v) for v in row) for row in belief.assignments())
        assert solver.expected_rounds(belief) == search(lines, frozenset(belief.revealed))


def test_the_solver_equals_brute_force_on_small_beliefs_of_five_cards():
    # beliefs two random rounds deep, with 3 to 5 lines left (some cards face up)
    rng = np.random.default_rng(7)
    solver, search = OptimalSolver(5), brute_force(5)
    checked = 0
    while checked < 6:
        belief = Belief(stars=5)
        while belief.count > 5:
            cards = tuple(int(c) for c in rng.choice(belief.cards, 2, replace=False))
            names = QUESTION_SETS[int(rng.integers(len(QUESTION_SETS)))]
            hidden = belief.assignments()[int(rng.integers(belief.count))]
            values = (int(hidden[cards[0] - 1]), int(hidden[cards[1] - 1]))
            lanes = (belief.lane_of(cards[0]), belief.lane_of(cards[1]))
            said = oracle(names, cards, values, lanes, None, 5)
            question = getattr(Question, said[0].upper()) if said[0] else None
            belief = belief.record(cards, Outcome(question, said[1]), mode="light", questions=names)
        if belief.count < 3:
            continue
        lines = frozenset(tuple(int(v) for v in row) for row in belief.assignments())
        assert solver.expected_rounds(belief) == search(lines, frozenset(belief.revealed))
        checked += 1


@pytest.mark.parametrize("stars", [4, 5])
def test_the_strategy_reaches_its_value_when_played_on_every_line(stars):
    solver = OptimalSolver(stars)
    played = evaluate_policy(solver.best_round, stars)
    assert played.expected == solver.expected_rounds()
    assert played.expected >= expected_rounds_bound(math.factorial(stars))


def test_every_optimal_first_round_reaches_the_optimum():
    solver = OptimalSolver(5)
    best = solver.expected_rounds()
    firsts = solver.first_rounds()
    assert firsts
    for first in firsts:

        def policy(belief, first=first):
            return first if belief.count == 120 else solver.best_round(belief)

        assert evaluate_policy(policy, 5).expected == best

    # a first round that is not listed (cards 1 and 2, Greatness only) does worse
    def worse(belief):
        if belief.count == 120:
            return type(firsts[0])(belief.arrangement, Query.build((1, 2), questions=["greatest"]))
        return solver.best_round(belief)

    assert evaluate_policy(worse, 5).expected > best


# -- symmetries -----------------------------------------------------------------------


def _some_states(stars: int, rng: np.random.Generator, count: int):
    space = SoloSpace(stars)
    umask, rows = space.start()
    states = []
    while len(states) < count:
        m_rows = rows
        mask = umask
        for _ in range(int(rng.integers(1, 3))):
            codes = space.codes(mask, m_rows)
            s, a = int(rng.integers(codes.shape[0])), int(rng.integers(codes.shape[2]))
            kids = space.children(mask, m_rows, a, codes[s, :, a])
            _, mask, m_rows = kids[int(rng.integers(len(kids)))]
            if m_rows.shape[0] <= 2:
                break
        if m_rows.shape[0] > 2:
            states.append((mask, m_rows))
    return space, states


def _relabelled(rows, rng):
    return np.ascontiguousarray(rows[:, rng.permutation(rows.shape[1])])


def _reflected(space, umask, rows):
    return space.reflected(umask), (space.stars + 1 - rows).astype(np.uint8)


def test_relabelled_and_reflected_states_share_a_key_and_a_value():
    rng = np.random.default_rng(33)
    space, states = _some_states(5, rng, 12)
    plain = OptimalSolver(5, symmetry=False)  # keeps every state apart
    for umask, rows in states:
        key = canonical_key(space, umask, rows)
        moved = _relabelled(rows, rng)
        flipped = _reflected(space, umask, rows)
        assert canonical_key(space, umask, moved) == key
        assert canonical_key(space, *flipped) == key
        value = plain._exact(umask, rows)
        assert plain._exact(umask, moved) == value
        assert plain._exact(*flipped) == value


def test_swapping_two_values_is_not_a_symmetry():
    # values 1 and 2 swapped on every line: a relabelling that keeps neither the order
    # (Greatness) nor the neighbours, so the plain solver finds different values
    space, states = _some_states(4, np.random.default_rng(1), 40)
    plain = OptimalSolver(4, symmetry=False)
    swap = np.array([0, 2, 1, 3, 4, 5], dtype=np.uint8)
    differ = 0
    for umask, rows in states:
        if umask & 0b110 != 0b110:  # 1 and 2 must both still be face down
            continue
        swapped = np.ascontiguousarray(swap[rows])
        if plain._exact(umask, rows) != plain._exact(umask, swapped):
            differ += 1
            assert canonical_key(space, umask, rows) != canonical_key(space, umask, swapped)
    assert differ


def test_symmetry_keeps_the_value_and_saves_states():
    with_symmetry, without = OptimalSolver(4), OptimalSolver(4, symmetry=False)
    assert with_symmetry.expected_rounds() == without.expected_rounds()
    for belief in _beliefs_after_one_round(5):
        assert OptimalSolver(5).expected_rounds(belief) == OptimalSolver(
            5, symmetry=False
        ).expected_rounds(belief)


# -- the advisor ----------------------------------------------------------------------


def test_the_advisor_is_exact_and_a_seeded_simulation_agrees():
    exact = evaluate_policy(advisor_round, 5)
    assert exact.lines == 120 and exact.expected >= OptimalSolver(5).expected_rounds()
    sample = simulate_policy(advisor_round, 5, 300, np.random.default_rng(2033))
    low, high = sample.estimate.interval
    assert low <= exact.expected <= high
    assert sample.worst <= exact.worst


def test_the_greedy_player_never_beats_the_optimum():
    for stars in (4, 5):
        assert (
            evaluate_policy(greedy_round, stars).expected >= OptimalSolver(stars).expected_rounds()
        )


def test_advisor_round_is_the_advisor_players_advice():
    game = LoreGame.new(LoreOptions.both("light", stars=5), np.random.default_rng(5))
    bot = AdvisorPlayer()
    rng = np.random.default_rng(0)
    checked = 0
    while not game.is_terminal and checked < 3:
        seat = game.current_player
        view = game.view(seat)
        if seat == 0 and view.phase is Phase.MOVE_HEAVENS:
            advice = bot.advise(view)
            belief = bot.tracker.belief(view)
            if belief.count > 1:
                mine = advisor_round(belief)
                assert mine.arrangement == advice.arrangement
                assert mine.query == advice.plan.query
                checked += 1
        game = game.apply(bot.choose(view, rng))
    assert checked


# -- bounds and bad input -------------------------------------------------------------


def test_the_solver_refuses_what_it_does_not_solve():
    with pytest.raises(LogoKitError, match="stars"):
        OptimalSolver(8)
    solver = OptimalSolver(4)
    with pytest.raises(LogoKitError, match="4 stars"):
        solver.expected_rounds(Belief(stars=5))
    with pytest.raises(LogoKitError, match="blackholes"):
        solver.expected_rounds(Belief(stars=4, blackholes=1))
    known = Belief(stars=3).record((1, 2), Outcome(Question.ALIGNMENT, (1, 2)), mode="light")
    with pytest.raises(LogoKitError, match="align the stars"):
        solver = OptimalSolver(3)
        solver.best_round(known)
    with pytest.raises(LogoKitError, match="SoloRound"):
        evaluate_policy(lambda belief: (1, 2), 3)
    with pytest.raises(LogoKitError, match="games"):
        simulate_policy(advisor_round, 4, 0, np.random.default_rng(1))


def _total_depth_by_recursion(most: int, answers: int) -> list[int]:
    # T(1) = 0; T(n) = n + the cheapest split of n into 2…answers parts
    total = [0, 0]
    for n in range(2, most + 1):
        split = {1: total[:n]}  # split[j][s]: cheapest s leaves in j parts
        best = None
        for parts in range(2, answers + 1):
            previous = split[parts - 1]
            now = [None] * (n + 1)
            for s in range(parts, n + 1):
                options = [
                    total[a] + previous[s - a]
                    for a in range(1, s - parts + 2)
                    if previous[s - a] is not None
                ]
                now[s] = min(options) if options else None
            split[parts] = now
            if now[n] is not None:
                best = now[n] if best is None else min(best, now[n])
        total.append(n + best)
    return total


@pytest.mark.parametrize("answers", [2, 3, 7])
def test_the_complete_tree_bound_is_the_smallest_total_depth(answers):
    from logo_kit.lore.solo_bounds import min_total_depth

    by_recursion = _total_depth_by_recursion(60, answers)
    assert [min_total_depth(n, answers) for n in range(1, 61)] == by_recursion[1:]


def test_the_bounds_order_themselves():
    from logo_kit.lore.solo_bounds import entropy_bound, worst_case_bound

    for stars in (3, 4, 5, 9):
        lines = math.factorial(stars)
        assert entropy_bound(lines) <= expected_rounds_bound(lines) <= worst_case_bound(lines)
    assert worst_case_bound(math.factorial(9)) == 7  # 7**6 < 9! ≤ 7**7
