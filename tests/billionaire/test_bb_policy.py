"""Optimal stopping: exact values, brute force, never beaten, and the rule it turns out to be."""

from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from bb_brute import SMALL, brute_best, brute_stop_draw, multisets, small_decks
from hypothesis import given, settings

from logo_kit.billionaire import (
    RiskyBusinessDeck,
    StopAfter,
    StopAtSum,
    Target,
    launch_value_distribution,
    optimal_policy,
    target_to_reach,
)
from logo_kit.billionaire.deck import BUST
from logo_kit.billionaire.policy import PolicyRow
from logo_kit.errors import LogoKitError

pytestmark = pytest.mark.spread  # independent, heavy tests: any xdist worker (conftest.py)

BULL = RiskyBusinessDeck.bull()
BEAR = RiskyBusinessDeck.bear()


# -- hand-computed --------------------------------------------------------------------------


def test_small_deck_optimum_by_hand():
    # SMALL = 2 BUST, 10, 10, 20, 50. Working backwards (EV of the sum, BUST = 0):
    # * after 50: stop (50) beats drawing from {10,10,20,B,B}: (60+60+70)/5 = 38.
    # * after 20: left {10,10,50,B,B}; stop 20, draw: 10 -> 30 (then stop: drawing from
    #   {10,50,B,B} gives (40+80)/4 = 30, a tie, and ties stop), 50 -> 70:
    #   (30+30+70)/5 = 26 > 20, so draw.
    # * after 10: left {10,20,50,B,B}; draw: 10 -> 20, then draw from {20,50,B,B}:
    #   (40+70)/4 = 27.5; 20 -> 30; 50 -> 60: (27.5+30+60)/5 = 23.5 > 10, so draw.
    # * first card (forced): (10-branch 23.5 twice + 26 + 50 + 0 + 0)/6 = 123/6 = 41/2.
    policy = optimal_policy(SMALL)
    assert policy.value == Fraction(41, 2)
    assert policy.draw_value([50]) == 38 and not policy.should_draw([50])
    assert policy.draw_value([20]) == 26 and policy.should_draw([20])
    assert policy.draw_value([10]) == Fraction(47, 2) and policy.should_draw([10])
    assert policy.draw_value([10, 20]) == policy.stop_value([10, 20]) == 30
    assert not policy.should_draw([10, 20])  # a tie: stop
    assert policy.should_draw([])  # ruling B2: the first card is always drawn


def test_small_deck_target_by_hand():
    # Target 60 on SMALL (2 BUST, 10, 10, 20, 50), chance of reaching 60 without a BUST:
    # * after 50: any of the 3 value cards among {10,10,20,B,B} does it: 3/5.
    # * at 30 with {10,50,B,B} left: 50 (1/4) does it; 10 (1/4) gives 40, then 50 from
    #   {50,B,B} (1/3): 1/4 + 1/12 = 1/3. The same 1/3 at 20 with {20,50,B,B} left.
    # * after 10, {10,20,50,B,B} left: 50 (1/5) does it; 10 or 20 (1/5 each) lead to
    #   the 1/3 cases: 1/5 + 2/15 = 1/3.
    # * after 20, {10,10,50,B,B} left: 50 (1/5); 10 (2/5) leads to 30 with 1/3:
    #   1/5 + 2/15 = 1/3.
    # * first card: (1/3 + 1/3 + 1/3 + 3/5 + 0 + 0) / 6 = (8/5) / 6 = 4/15.
    policy = optimal_policy(SMALL, Target(60))
    assert policy.draw_value([50]) == Fraction(3, 5)
    assert policy.draw_value([10, 20]) == policy.draw_value([10, 10]) == Fraction(1, 3)
    assert policy.draw_value([10]) == policy.draw_value([20]) == Fraction(1, 3)
    assert policy.value == Fraction(4, 15)


def test_target_to_reach_by_hand():
    assert target_to_reach(50, 3) == 317  # 950/3 = 316.67, round up
    assert target_to_reach(50, 5) == 190  # 950/5 exactly
    assert target_to_reach(999, 4) == 1
    assert target_to_reach(0, 3, goal=30) == 10
    for bad in [(1000, 3), (50, 0), (50, 2.5), (-1, 3)]:
        with pytest.raises(LogoKitError):
            target_to_reach(*bad)


# -- brute force ---------------------------------------------------------------------------


@pytest.mark.parametrize("target", [None, 20, 30, 60, 80, 90, 100])
def test_small_deck_against_ordered_expectimax(target):
    policy = optimal_policy(SMALL, "ev" if target is None else Target(target))
    assert policy.value == brute_best(list(SMALL.cards()), [], True, target)
    for cards in multisets(SMALL):
        if not cards:
            continue
        stop, draw = brute_stop_draw(SMALL, cards, target)
        assert policy.stop_value(cards) == stop
        assert policy.draw_value(cards) == draw
        assert policy.should_draw(cards) == (draw is not None and draw > stop) or (
            target is not None and draw == stop and draw is not None
        )


@settings(max_examples=30, deadline=None)
@given(small_decks(max_size=6))
def test_random_small_decks_against_ordered_expectimax(deck):
    for target in (None, 40, deck.total_value):
        objective = "ev" if target is None else Target(target)
        policy = optimal_policy(deck, objective)
        assert policy.value == brute_best(list(deck.cards()), [], True, target)
        # following the rule gives exactly the value it promises
        outcome = launch_value_distribution(deck, policy)
        if target is None:
            assert outcome.mean() == policy.value
        else:
            assert outcome.prob(lambda total, t=target: total >= t) == policy.value
            assert outcome.mean() == policy.expected_sum


# -- never beaten by a simple rule, exactly --------------------------------------------------


def _simple_rules(deck):
    # Sums on these decks are multiples of 10, so StopAtSum(s) for s = 0, 10, …, total+10
    # covers every different threshold behaviour; StopAfter(k) for every k.
    return [StopAfter(k) for k in range(1, deck.size + 1)] + [
        StopAtSum(s) for s in range(0, deck.total_value + 11, 10)
    ]


@pytest.mark.parametrize("deck", [BULL, BEAR], ids=["bull", "bear"])
def test_optimal_policies_are_never_beaten_by_simple_rules(deck):
    ev_policy = optimal_policy(deck)
    targets = [100, 195, 317, 500]
    target_policies = {t: optimal_policy(deck, Target(t)) for t in targets}
    best_simple_ev = Fraction(0)
    for rule in _simple_rules(deck):
        outcome = launch_value_distribution(deck, rule)
        ev = outcome.mean()
        assert ev <= ev_policy.value, rule
        best_simple_ev = max(best_simple_ev, ev)
        for t, policy in target_policies.items():
            assert outcome.prob(lambda total, t=t: total >= t) <= policy.value, (rule, t)
    # ... and the best threshold rule does exactly as well (see the next test for why)
    assert best_simple_ev == ev_policy.value


def test_default_deck_values():
    # Found by the program and confirmed by the threshold rule below: 92.3M per brand card
    # on the bull deck, 89.4M on the bear deck.
    assert optimal_policy(BULL).value == Fraction(10749959931541, 116454478140)
    assert optimal_policy(BEAR).value == Fraction(11049141637, 123559128)
    assert optimal_policy(BULL).value == launch_value_distribution(BULL, StopAtSum(195)).mean()


# -- what the optimal rules turn out to be ----------------------------------------------------


def _ev_rule_by_formula(deck, cards):
    # One-step look-ahead: with sum s, R = value left in the deck, b BUSTs and N cards
    # left, one more card gains R/N on average and loses s with chance b/N. Draw iff
    # R > s·b. Every card drawn so far is a value card, so R = total − s, and the rule
    # is "draw while s < total / (b + 1)" — the same threshold all launch long.
    if len(cards) == deck.size:
        return False
    return Fraction(sum(cards)) < Fraction(deck.total_value, deck.busts + 1)


@pytest.mark.parametrize("deck", [BULL, BEAR, SMALL], ids=["bull", "bear", "small"])
def test_ev_optimal_is_a_fixed_threshold_rule(deck):
    policy = optimal_policy(deck)
    for row in policy.table():
        if not row.forced:
            assert row.draw == _ev_rule_by_formula(deck, row.cards), row
    # bull: 780 / 4 = 195, so "stop at 200" (sums are multiples of 10)
    assert Fraction(BULL.total_value, BULL.busts + 1) == 195


@settings(max_examples=30, deadline=None)
@given(small_decks(max_size=7))
def test_ev_optimal_is_the_threshold_rule_on_random_decks(deck):
    policy = optimal_policy(deck)
    for cards in multisets(deck):
        if cards:
            assert policy.should_draw(cards) == _ev_rule_by_formula(deck, cards)


@pytest.mark.parametrize("deck", [BULL, BEAR], ids=["bull", "bear"])
@pytest.mark.parametrize("target", [50, 195, 317, 600])
def test_target_optimal_draws_until_the_target(deck, target):
    # Every value card left keeps the target reachable (s + R = total ≥ target), so
    # stopping below the target is never better: draw until the sum reaches it.
    policy = optimal_policy(deck, Target(target))
    for cards in multisets(deck)[::7]:  # a sample of the states keeps this quick
        if cards:
            assert policy.should_draw(cards) == (sum(cards) < target)
    assert policy.value == launch_value_distribution(deck, StopAtSum(target)).prob(
        lambda total: total >= target
    )


def test_an_unreachable_target_plays_for_money():
    # 800 > 780: no rule can reach it, so the tie-break (more money) gives the EV rule.
    policy = optimal_policy(BULL, Target(800))
    assert policy.value == 0
    assert policy.expected_sum == optimal_policy(BULL).value
    assert policy.should_draw([100, 50]) and not policy.should_draw([100, 100])


def test_without_busts_the_target_rule_draws_everything():
    deck = RiskyBusinessDeck({10: 2, 50: 1}, busts=0)
    policy = optimal_policy(deck, Target(20))
    assert policy.value == 1
    assert policy.should_draw([10, 10])  # target reached, but nothing can go wrong
    assert policy.expected_sum == 70


# -- the policy object ----------------------------------------------------------------------


def test_table_for_a_notebook():
    policy = optimal_policy(BULL)
    rows = policy.table()
    assert len(rows) == 10 * 8 * 6 * 5 * 3  # (9+1)(7+1)(5+1)(4+1)(2+1) multisets
    first = rows[0]
    assert first == PolicyRow((), 0, Fraction(0), policy.value, True, True)
    assert rows[-1].draw_value == 0  # only BUSTs left
    assert [len(r.cards) for r in rows] == sorted(len(r.cards) for r in rows)
    short = policy.table(max_cards=1)
    assert [r.cards for r in short] == [(), (10,), (20,), (30,), (50,), (100,)]
    assert short[1].as_dict()["stop_value"] == 10
    for row in rows[1:]:
        assert row.draw == (row.draw_value is not None and row.draw_value > row.stop_value)


def test_should_draw_accepts_any_order_and_counters():
    policy = optimal_policy(BULL)
    assert policy.should_draw([50, 100, 20]) == policy.should_draw((20, 50, 100))
    assert policy.should_draw(Counter({100: 1, 50: 1, 30: 1})) == policy([30, 50, 100])
    assert policy.should_draw([100, 100]) is False  # 200 ≥ 195
    assert policy.should_draw([100, 50, 30]) is True  # 180 < 195


def test_drawing_the_whole_deck_leaves_nothing_to_draw():
    deck = RiskyBusinessDeck({10: 2}, busts=0)
    policy = optimal_policy(deck)
    assert not policy.should_draw([10, 10])
    assert policy.draw_value([10, 10]) is None


def test_policies_are_cached_and_readable():
    assert optimal_policy(BULL) is optimal_policy(RiskyBusinessDeck.bull())
    assert optimal_policy(BULL, Target(200)) is optimal_policy(BULL, Target(200))
    assert "reach 200M" in repr(optimal_policy(BULL, Target(200)))


@pytest.mark.parametrize(
    ("objective", "words"),
    [("EV", "unknown objective"), ("target", "unknown objective"), (317, "unknown objective")],
)
def test_bad_objectives(objective, words):
    with pytest.raises(LogoKitError, match=words):
        optimal_policy(BULL, objective)


def test_bad_inputs():
    with pytest.raises(LogoKitError, match="whole number ≥ 1"):
        Target(0)
    with pytest.raises(LogoKitError, match="whole number"):
        Target(317.5)
    with pytest.raises(LogoKitError, match="RiskyBusinessDeck"):
        optimal_policy({10: 9})
    with pytest.raises(LogoKitError, match="only 2"):
        optimal_policy(BULL).should_draw([100, 100, 100])
    with pytest.raises(LogoKitError, match="BUST ends"):
        optimal_policy(BULL).should_draw([10, BUST])
    with pytest.raises(LogoKitError):
        StopAfter(0)


def test_a_target_beyond_any_deck_is_refused_with_a_printable_message():
    # the most a deck may hold: 12 values × 200 cards × 1,000,000M (a 5,000-digit
    # target typed on the Risky Business board broke the board's redraw)
    assert Target(2_400_000_000).total == 2_400_000_000
    for total in (2_400_000_001, 10**5000):
        with pytest.raises(LogoKitError, match="at most 2,400,000,000"):
            Target(total)


# -- seeded simulation ------------------------------------------------------------------------


def test_following_the_policies_agrees_with_simulation():
    games = 10_000
    cards = np.array([-1 if c == BUST else c for c in BULL.cards()])
    rows = np.random.default_rng(21).permuted(np.tile(cards, (games, 1)), axis=1).tolist()
    ev_policy = optimal_policy(BULL)
    reach = optimal_policy(BULL, Target(317))
    sums, hits = [], 0
    for row in rows:
        sums.append(_follow(row, ev_policy))
        hits += _follow(row, reach) >= 317
    exact = ev_policy.distribution()
    sd = float(exact.variance()) ** 0.5
    assert abs(np.mean(sums) - float(ev_policy.value)) <= 4 * sd / np.sqrt(games)
    p = float(reach.value)
    assert abs(hits / games - p) <= 4 * np.sqrt(p * (1 - p) / games)


def _follow(row, policy):
    drawn = []
    for card in row:
        if card == -1:
            return 0
        drawn.append(card)
        if not policy.should_draw(drawn):
            break
    return sum(drawn)
