"""Planning and bots against plain-Python brute force (S4, S5, S6, S7, S8).

The brute force enumerates itertools.permutations and answers rounds with the
plain-Python Logic & Lore oracle of ``tests/oracles/lore.py`` (written from the rule book,
not from the library's tables).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.engine import play_game
from logo_kit.errors import LogoKitError
from logo_kit.lore import Belief, Outcome, Query, Question, gain_table
from logo_kit.lore.gain import information_gain
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import AlignStars, ChooseFocus, Divine, MoveHeavens, Pass, Phase, Search
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.lore.planning import best_alignment, best_by_choice, best_rounds, ranked_rounds
from logo_kit.lore.players import (
    AdvisorPlayer,
    BeliefTracker,
    GreedyInfoPlayer,
    LookaheadPlayer,
    RacingPlayer,
    RandomPlayer,
    certain_after,
)
from logo_kit.lore.questions import STAR_BRIGHT, STAR_LIGHT
from tests.oracles.lore import oracle

Q = Question


# -- plain-Python brute force -------------------------------------------------------------


def lanes_and_values(stars, blackholes):
    lanes = list(range(0 if blackholes == 2 else 1, stars + 1 + (blackholes > 0)))
    holes = {0: [], 1: [stars + 1], 2: [0, stars + 1]}[blackholes]
    return lanes, list(range(1, stars + 1)) + holes


def consistent(stars, blackholes, evidence):
    """Every assignment (card → value) agreeing with ``evidence`` = [(query, outcome)],
    all asked with cards in their dealt lanes."""
    lanes, values = lanes_and_values(stars, blackholes)
    out = []
    for perm in itertools.permutations(values):
        value_of = dict(zip(lanes, perm, strict=True))
        if all(
            answer_tuple(query, value_of, stars) == (outcome_name(outcome), outcome.cards)
            for query, outcome in evidence
        ):
            out.append(value_of)
    return out


def outcome_name(outcome):
    return None if outcome.question is None else outcome.question.title


def answer_tuple(query, value_of, stars, lane_of=None):
    a, b = query.cards
    lane_of = lane_of or {a: a, b: b}
    return oracle(
        [q.title for q in query.questions],
        (a, b),
        (value_of[a], value_of[b]),
        (lane_of[a], lane_of[b]),
        query.focus,
        stars,
    )


def entropy(counter):
    total = sum(counter.values())
    return -sum(n / total * math.log2(n / total) for n in counter.values())


def brute_best(stars, blackholes, evidence, mode, available):
    """Max bits over every pair of face-down cards, set of available questions and Focus card."""
    worlds = consistent(stars, blackholes, evidence)
    lanes, _ = lanes_and_values(stars, blackholes)
    face_up = {c for q, o in evidence if o.question is Q.ALIGNMENT for c in o.cards}
    down = [c for c in lanes if c not in face_up]
    order = STAR_LIGHT if mode == "light" else STAR_BRIGHT
    allowed = [q for q in order if q in available]
    best = 0.0
    for pair in itertools.combinations(down, 2):
        for size in range(1, len(allowed) + 1):
            for asked in itertools.combinations(allowed, size):
                for focus in pair if Q.FOCUS in asked else (None,):
                    query = Query(pair, asked, focus, mode)
                    counts = Counter(answer_tuple(query, w, stars) for w in worlds)
                    best = max(best, entropy(counts))
    return best


def evidence_for(stars, blackholes, truth, rounds, mode="bright"):
    """Answers to ``rounds`` = [(pair, questions)] about the line ``truth`` (lanes as dealt)."""
    out = []
    for pair, questions in rounds:
        query = Query.build(pair, mode=mode, questions=questions)
        name, cards = answer_tuple(query, truth, stars)
        outcome = Outcome(None if name is None else Q[name.upper()], cards)
        out.append((query, outcome))
    return out


def belief_from(stars, blackholes, evidence):
    belief = Belief(blackholes=blackholes, stars=stars)
    for query, outcome in evidence:
        belief = belief.update(query, outcome)
    return belief


CASES = [
    # (stars, blackholes, truth card → value, rounds of evidence)
    (4, 0, {1: 3, 2: 1, 3: 4, 4: 2}, [((1, 2), [9])]),
    (4, 0, {1: 2, 2: 4, 3: 3, 4: 1}, []),
    (3, 1, {1: 4, 2: 3, 3: 1, 4: 2}, [((1, 4), [1, 9])]),
    (2, 2, {0: 2, 1: 0, 2: 3, 3: 1}, [((0, 3), [9])]),
]


# -- planning ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "stars, blackholes, truth, rounds, mode",
    [(*case, "light") for case in CASES] + [(*case, "bright") for case in CASES if case[3]],
)
def test_best_round_matches_brute_force_over_every_question_set(
    stars, blackholes, truth, rounds, mode
):
    evidence = evidence_for(stars, blackholes, truth, rounds)
    belief = belief_from(stars, blackholes, evidence)
    available = set(STAR_LIGHT if mode == "light" else STAR_BRIGHT)
    plan = best_rounds(belief, mode=mode)[None]
    assert plan.bits == pytest.approx(brute_best(stars, blackholes, evidence, mode, available))
    # the plan's own query really gives those bits
    assert plan.bits == pytest.approx(
        information_gain(belief, plan.cards, mode=mode, questions=plan.questions, focus=plan.focus)
    )
    assert plan.total == belief.count == len(consistent(stars, blackholes, evidence))


def test_star_bright_availability_limits_the_questions():
    # Only 1, 9 and token cards may be asked (S4): with {1, 9} the best of the three sets.
    stars, blackholes, truth, rounds = CASES[0]
    evidence = evidence_for(stars, blackholes, truth, rounds)
    belief = belief_from(stars, blackholes, evidence)
    plan = best_rounds(belief, mode="bright", available=[1, 9])[None]
    assert set(plan.questions) <= {Q.ALIGNMENT, Q.GREATNESS}
    assert plan.bits == pytest.approx(
        brute_best(stars, blackholes, evidence, "bright", {Q.ALIGNMENT, Q.GREATNESS})
    )


def test_placements_add_one_question_each():
    belief = Belief(stars=4)
    plans = best_rounds(belief, mode="bright", available=[1, 9], placements=[2, 5, 7, 9])
    assert set(plans) == {None, Q.SYMMETRY, Q.MASSIVE, Q.FOCUS}  # 9 takes no token (S4)
    for place, plan in plans.items():
        allowed = {1, 9} | ({int(place)} if place is not None else set())
        best = ranked_rounds(belief, mode="bright", available=allowed, top=1)[0]
        assert plan.bits == pytest.approx(best.bits) and plan.place == place
        assert {int(q) for q in plan.questions} <= allowed


def test_ranked_rounds_agree_with_information_gain_and_gain_table():
    stars, blackholes, truth, rounds = CASES[2]
    belief = belief_from(stars, blackholes, evidence_for(stars, blackholes, truth, rounds))
    ranked = ranked_rounds(belief, mode="bright")
    assert len(ranked) == 6 * (2**8 - 1 + 2 * 2**8)  # 6 pairs × (sets without Focus + 2 × with)
    bits = [r.bits for r in ranked]
    assert bits == sorted(bits, reverse=True)
    rng = np.random.default_rng(3)
    for k in rng.choice(len(ranked), 60, replace=False):
        plan = ranked[int(k)]
        assert plan.bits == pytest.approx(
            information_gain(
                belief, plan.cards, mode="bright", questions=plan.questions, focus=plan.focus
            )
        )
    # asking every question: same bits as the gain table's rows
    table = {(r.cards, r.focus): r.bits for r in gain_table(belief, mode="bright")}
    every = [r for r in ranked if len(r.questions) == 9]
    assert {(r.cards, r.focus): pytest.approx(r.bits) for r in every} == table


def test_best_by_choice_compares_token_returns():
    belief = Belief(stars=5)
    held = [Q.SYMMETRY, Q.ODDITY, Q.FOCUS]
    choices = {
        pair: [Q.ALIGNMENT, Q.GREATNESS, *(q for q in held if q not in pair)]
        for pair in itertools.combinations(held, 2)
    }
    plans = best_by_choice(belief, choices, mode="bright")
    for pair, plan in plans.items():
        assert not set(pair) & set(plan.questions)
        assert plan.bits == pytest.approx(
            ranked_rounds(belief, mode="bright", available=choices[pair], top=1)[0].bits
        )
    with pytest.raises(LogoKitError):
        best_by_choice(belief, {"none": []}, mode="bright")


# -- best alignment and win chances (S6, S7) -------------------------------------------


def brute_best_alignment(stars, blackholes, worlds, fixed):
    """Max over arrangements of the chance that every card is home (S6, S7).

    Face-up cards stay in their own lanes (all evidence is asked as dealt)."""
    lanes, _ = lanes_and_values(stars, blackholes)
    extra = [lane for lane in lanes if not 1 <= lane <= stars]
    movable = [c for c in lanes if c not in fixed]
    free_lanes = [lane for lane in lanes if lane not in fixed]
    best = Fraction(0)
    for order in itertools.permutations(movable):
        lane_of = dict(zip(order, free_lanes, strict=True))
        lane_of.update({c: c for c in fixed})

        def home(w, lane_of=lane_of):
            return all(
                lane_of[c] in extra if not 1 <= w[c] <= stars else w[c] == lane_of[c] for c in lanes
            )

        best = max(best, Fraction(sum(home(w) for w in worlds), len(worlds)))
    return best


@pytest.mark.parametrize("stars, blackholes, truth, rounds", CASES)
def test_best_alignment_matches_brute_force(stars, blackholes, truth, rounds):
    evidence = evidence_for(stars, blackholes, truth, [*rounds, ((1, 2), [1, 2, 9])])
    belief = belief_from(stars, blackholes, evidence)
    worlds = consistent(stars, blackholes, evidence)
    arrangement, chance = best_alignment(belief)
    assert chance == belief.win_chance(arrangement)
    assert chance == brute_best_alignment(stars, blackholes, worlds, belief.revealed)


def test_two_blackholes_that_may_swap_still_win_for_certain():
    # 2 stars + 2 blackholes; stars 1 and 2 revealed in lanes 1 and 2: the two blackholes
    # are in lanes 0 and 3, either way round, so both remaining assignments win: chance 2/2.
    belief = Belief(blackholes=2, stars=2).reveal(1, 2)
    assert belief.count == 2
    assert best_alignment(belief) == ((0, 1, 2, 3), Fraction(1))


# -- the bots ---------------------------------------------------------------------------------


def light_game(hidden, stars, **options):
    setups = (PlayerSetup("light"), PlayerSetup("light"))
    return LoreGame.new(
        LoreOptions(players=setups, stars=stars, **options), hidden=(hidden, hidden)
    )


def test_greedy_chooses_the_most_informative_round():
    game = light_game([3, 1, 4, 2], 4).apply(Pass()).apply(Pass())
    bot = GreedyInfoPlayer()
    rng = np.random.default_rng(0)
    focus = bot.choose(game.view(0), rng)
    assert isinstance(focus, ChooseFocus)
    game = game.apply(focus)
    search = bot.choose(game.view(0), rng)
    query = Query.build(focus.cards, mode="light", questions=search.questions, focus=search.focus)
    bits = information_gain(Belief(stars=4), query.cards, mode="light", questions=query.questions)
    assert bits == pytest.approx(brute_best(4, 0, [], "light", set(STAR_LIGHT)))
    # it is at least as good as the best row of the gain table asking all four questions
    assert bits >= gain_table(Belief(stars=4), mode="light")[0].bits - 1e-12


def test_greedy_places_the_token_that_helps_most_and_never_passes_while_cards_are_empty():
    options = LoreOptions.both("bright", stars=5, first_turn_divines=True)
    game = LoreGame.new(options, np.random.default_rng(1)).apply(Pass()).apply(Pass())
    bot = GreedyInfoPlayer()
    move = bot.choose(game.view(0), np.random.default_rng(0))
    assert isinstance(move, Divine)
    best = {
        q: ranked_rounds(Belief(stars=5), mode="bright", available={1, 9, q}, top=1)[0].bits
        for q in range(2, 9)
    }
    assert best[move.question] == pytest.approx(max(best.values()))


def test_greedy_aligns_only_when_certain_and_wins():
    for hidden in ([2, 3, 1], [3, 1, 2], [1, 3, 2]):
        game = light_game(hidden, 3, play_on=True)
        bots = (GreedyInfoPlayer("a"), GreedyInfoPlayer("b"))
        rng = np.random.default_rng(0)
        while not game.is_terminal:
            seat = game.current_player
            view = game.view(seat)
            move = bots[seat].choose(view, rng)
            if isinstance(move, AlignStars):
                assert view.belief().win_chance() == 1
            game = game.apply(move)
        assert all(f.won for f in game.finished)


@pytest.mark.parametrize("mode", ["light", "bright"])
def test_information_players_always_finish_their_line(mode):
    # Bots that align only when certain never lose by a wrong alignment and always finish,
    # with 0, 1 or 2 blackholes (each game played on with play_on until both are done).
    for seed in range(3):
        options = LoreOptions.both(mode, seed, stars=5, play_on=True)
        players = (GreedyInfoPlayer("A"), AdvisorPlayer("B"))
        game = play_game(LoreGame, players, np.random.default_rng(seed), options=options)
        assert all(f is not None and f.won and f.how == "aligned" for f in game.finished)
        assert not game.capped and game.start.replay(game.log) == game


def test_advisor_reports_exact_chances_and_moves_to_the_best_guess():
    game = light_game([2, 1, 4, 3], 4)
    game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((1, 2)))
    game = game.apply(Search(("greatest",))).apply(Pass())  # card 1 (2) > card 2 (1)
    game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((1, 2))).apply(Search()).apply(Pass())
    advisor = AdvisorPlayer()
    view = game.view(0)
    advice = advisor.advise(view)
    # by hand: card 1 > card 2 leaves 12 of 24 orderings (one of each swapped pair)
    worlds = [w for w in itertools.permutations([1, 2, 3, 4]) if w[0] > w[1]]
    assert advice.count == len(worlds) == 12
    wins = sum(
        all(w[c - 1] == lane for lane, c in enumerate(advice.arrangement, 1)) for w in worlds
    )
    assert advice.win_chance == Fraction(wins, 12)
    assert not advice.align and advice.plan is not None
    belief = view.belief()
    assert advice.arrangement == belief.best_guess()
    assert advice.expected_correct == belief.expected_correct(advice.arrangement)
    move = advisor.choose(view, np.random.default_rng(0))
    assert move == (
        Pass() if advice.arrangement == view.arrangement else MoveHeavens(advice.arrangement)
    )
    assert f"chance to win by aligning {advice.win_chance}" in str(advice)


def test_advisor_risk_threshold():
    # 3 stars, evidence "card 1 > card 2" asked alone: three assignments left (1/3 each)
    game = light_game([3, 1, 2], 3)
    game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((1, 2)))
    game = game.apply(Search(("greatest",))).apply(Pass())
    game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((1, 2))).apply(Search()).apply(Pass())
    view = game.view(0)
    assert view.belief().count == 3
    careful, bold = AdvisorPlayer(), AdvisorPlayer("bold", risk=Fraction(1, 3))
    assert not careful.advise(view).align
    advice = bold.advise(view)
    assert advice.align and advice.win_chance == Fraction(1, 3) and advice.plan is None
    with pytest.raises(LogoKitError, match="risk"):
        AdvisorPlayer(risk=0)


def test_racer_aligns_early_exactly_when_the_opponent_could_win_next_turn():
    # Every decision at step 2 is checked against the rule, with the opponent's chance
    # taken from the opponent's own view (what it knows), not from the racer's view.
    # the racer has a harder line (a blackhole), so the opponent is often ahead
    options = LoreOptions(
        players=(PlayerSetup("light", 1), PlayerSetup("light")), stars=5, max_turns=60
    )
    urgency = Fraction(1, 2)
    raced = 0
    for seed in range(12):
        racer = RacingPlayer("racer", urgency=urgency)
        players = [racer, AdvisorPlayer("advisor")]
        rng = np.random.default_rng(seed)
        game = LoreGame.new(options, rng)
        while not game.is_terminal:
            seat = game.current_player
            view = game.view(seat)
            move = players[seat].choose(view, rng)
            if seat == 0 and game.phase is Phase.ALIGN_STARS:
                mine = view.belief().win_chance()
                theirs_view = game.view(1)
                theirs = best_alignment(theirs_view.belief())[1]
                assert racer.opponent_win_chance(view) == theirs
                assert view.opponent_belief().count == theirs_view.belief().count
                early = 0 < mine < 1 and theirs >= urgency and game.winner is None
                assert isinstance(move, AlignStars) == (mine == 1 or early), (seed, mine, theirs)
                raced += early
            game = game.apply(move)
    assert raced > 0  # the race happened: the check is not empty
    with pytest.raises(LogoKitError, match="urgency"):
        RacingPlayer(urgency=0)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: LookaheadPlayer(breadth=0), "breadth must be a whole number from 1"),
        (lambda: LookaheadPlayer(horizon=2.5), "horizon must be a whole number"),
        (lambda: LookaheadPlayer(horizon=True), "horizon must be a whole number"),
        (lambda: AdvisorPlayer(risk="all"), "risk"),
        (lambda: AdvisorPlayer(risk=1.5), "risk"),
        (lambda: RandomPlayer(align_chance=-0.1), "align_chance"),
        (lambda: RandomPlayer(move_chance=None), "move_chance"),
        (lambda: GreedyInfoPlayer(name=7), "name must be text"),
    ],
)
def test_bots_check_their_parameters_when_made(make, words):
    with pytest.raises(LogoKitError, match=words):
        make()


def test_lookahead_prefers_the_round_most_likely_to_settle_the_line():
    # A small belief: Lookahead's pick maximises P(certain after the answer), by brute force.
    stars, blackholes, truth, rounds = CASES[0]
    evidence = evidence_for(stars, blackholes, truth, [*rounds, ((3, 4), [1, 9])])
    belief = belief_from(stars, blackholes, evidence)
    worlds = consistent(stars, blackholes, evidence)
    plans = list(best_rounds(belief, mode="bright", placements=[]).values())
    plans += ranked_rounds(belief, mode="bright", top=40)
    bot = LookaheadPlayer()
    pick = bot._pick(None, belief, plans)

    def p_certain(plan):
        answers = Counter(answer_tuple(plan.query, w, stars) for w in worlds)
        return Fraction(sum(n for n in answers.values() if n == 1), len(worlds))

    assert p_certain(pick) == max(p_certain(p) for p in plans)
    for plan in plans[::5]:
        assert certain_after(belief, plan) == p_certain(plan)


def test_belief_tracker_incremental_equals_rebuild():
    options = LoreOptions.both("bright", 1, stars=5)
    game = LoreGame.new(options, np.random.default_rng(5))
    tracker = BeliefTracker()
    bots = (GreedyInfoPlayer("a"), GreedyInfoPlayer("b"))
    rng = np.random.default_rng(1)
    for _ in range(40):
        if game.is_terminal:
            break
        game = game.apply(bots[game.current_player].choose(game.view(game.current_player), rng))
        view = game.view(0)
        incremental = tracker.belief(view)
        rebuilt = view.belief()
        assert incremental.count == rebuilt.count
        assert np.array_equal(incremental.assignments(), rebuilt.assignments())
    fresh = LoreGame.new(options, np.random.default_rng(6)).view(0)
    assert tracker.belief(fresh).count == math.factorial(6)  # a new game starts afresh


def test_random_player_moves_are_legal_and_seeded():
    options = LoreOptions(players=(PlayerSetup("bright", 2), PlayerSetup("light", 1)), stars=5)

    def run(seed):
        game = LoreGame.new(options, np.random.default_rng(seed))
        bots = (RandomPlayer("a", align_chance=0.0), RandomPlayer("b", align_chance=0.0))
        rng = np.random.default_rng(seed)
        for _ in range(150):
            move = bots[game.current_player].choose(game.view(game.current_player), rng)
            assert game.is_legal(move)
            game = game.apply(move)
        return game.log

    assert run(3) == run(3)
    assert any(isinstance(m, MoveHeavens) for m in run(4))


def test_bots_refuse_to_move_out_of_turn():
    game = LoreGame.new(LoreOptions(stars=4), np.random.default_rng(0))
    for bot in (RandomPlayer(), GreedyInfoPlayer(), AdvisorPlayer()):
        with pytest.raises(LogoKitError, match="not player 1's turn"):
            bot.choose(game.view(1), np.random.default_rng(0))
    assert game.view(0).phase is Phase.MOVE_HEAVENS
