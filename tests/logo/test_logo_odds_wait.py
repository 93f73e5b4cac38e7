"""Declare now or wait one more turn: exact for one opponent, checked by playing it out."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from logo_kit.errors import LogoKitError
from logo_kit.logo import declare_or_wait, keep_best
from logo_kit.logo.cards import hand_value, parse_cards
from logo_kit.logo.odds_wait import next_turn_values
from logo_kit.logo.scoring import score_round


def played(hand, pool, opponents, wins_ties=False):
    """Deal the opponents' hands, then the draw pile in every order: you draw, each
    opponent draws (an ordinary turn), you declare, each opponent draws (the final
    turn). Everybody keeps their best cards. Returns (E[now], E[wait]) exactly."""
    n = len(hand)
    mine_now = hand_value(hand, size=n)
    best = {}

    def value(cards):
        key = tuple(sorted(cards))
        if key not in best:
            best[key] = keep_best([pool[i] for i in key], keep=n)[1]
        return best[key]

    now = wait = deals = 0
    indices = list(range(len(pool)))
    yours = [keep_best([*hand, card], keep=n)[1] for card in pool]
    for hands in itertools.permutations(itertools.combinations(indices, n), opponents):
        used = [i for h in hands for i in h]
        if len(set(used)) < len(used):
            continue
        rest = [i for i in indices if i not in used]
        for order in itertools.permutations(rest, 1 + 2 * opponents):
            deals += 1
            declared_now = [value((*h, order[1 + k])) for k, h in enumerate(hands)]
            now += score_round([mine_now, *declared_now], 0, declarer_wins_ties=wins_ties)[0]
            mine = yours[order[0]]
            later = [
                value((*h, order[1 + k], order[1 + opponents + k])) for k, h in enumerate(hands)
            ]
            wait += score_round([mine, *later], 0, declarer_wins_ties=wins_ties)[0]
    return Fraction(now, deals), Fraction(wait, deals)


@pytest.mark.parametrize(
    ("hand", "pool"),
    [
        ("R4 B9 0", "R1 R2 R3 B1 G1 0 JUMP STOP"),
        ("R1 R2 JUMP", "R3 R4 B1 B2 G1 G5 0 LOOK"),
        ("0 B2 G3", "R1 R5 B1 B7 G2 JUMP 0 STOP"),
    ],
)
def test_one_opponent_matches_playing_it_out(hand, pool):
    hand_cards, pool_cards = parse_cards(hand), parse_cards(pool)
    for wins_ties in (False, True):
        advice = declare_or_wait(
            hand_cards, 1, pool_cards, hand_size=3, declarer_wins_ties=wins_ties
        )
        assert advice.exact
        assert (advice.now, advice.next_turn) == played(hand_cards, pool_cards, 1, wins_ties)


def by_final_sets(hand, pool, opponents):
    """E[wait] from the model's reduction: your draw c, then each opponent's final
    n + 2 cards, all disjoint and uniformly random (checked against playing it out for
    one opponent above)."""
    n = len(hand)
    indices = range(len(pool))
    sets = itertools.combinations(indices, n + 2)
    final = {s: keep_best([pool[i] for i in s], keep=n)[1] for s in sets}
    total = deals = 0

    def deal(left, values, mine):
        nonlocal total, deals
        if len(values) == opponents:
            total += score_round([mine, *values], 0)[0]
            deals += 1
            return
        for s in itertools.combinations(left, n + 2):
            deal([i for i in left if i not in s], [*values, final[s]], mine)

    for c in indices:
        deal([i for i in indices if i != c], [], keep_best([*hand, pool[c]], keep=n)[1])
    return Fraction(total, deals)


def test_two_opponents_wait_is_simulated_and_agrees():
    hand, pool = parse_cards("R4 B9 0"), parse_cards("R1 R2 R3 B1 G1 0 JUMP STOP B5 G6 R9")
    wait = by_final_sets(hand, pool, 2)
    advice = declare_or_wait(hand, 2, pool, hand_size=3, rng=7, samples=40_000)
    assert not advice.exact and isinstance(advice.now, Fraction)  # "now" stays exact
    estimate = advice.next_turn_estimate
    assert abs(estimate.mean - float(wait)) < 4 * estimate.standard_error
    assert "simulated" in str(advice)


def test_worked_examples_full_deck():
    shed = declare_or_wait("R5 B6 G7 R8 0 0 JUMP")  # a Jump to replace
    assert shed.recommend == "wait one more turn" and shed.gain_from_waiting > 0
    steady = declare_or_wait("R3 R4 R5 B6 B7 G8 G9")
    assert steady.recommend == "declare now" and steady.gain_from_waiting < 0
    # The final rotation makes declaring dearer than the "no more turns" model says.
    from logo_kit.logo import declare_advice

    assert steady.now > declare_advice("R3 R4 R5 B6 B7 G8 G9", 1).expected_if_declare


def test_next_turn_values_by_hand():
    after = next_turn_values("R1 R2 R3 R4 R5 R6 JUMP")
    # Draw a red card or the LOGO (8 reds + LOGO of 48): a red colour hand, worth 0.
    assert after[0] == Fraction(9, 48)
    # Otherwise shed the Jump (15) unless the new card is as high: draw B1 or G1 → 22;
    # one of the six 0s → 21; the other Jump, a Steal, Look, Stop or Destroy → 36.
    assert (after[22], after[21], after[36]) == (Fraction(2, 48), Fraction(6, 48), Fraction(5, 48))
    assert sum(after.values()) == 1


def test_bad_input():
    with pytest.raises(LogoKitError, match="opponents"):
        declare_or_wait("R1 R2 R3 R4 R5 R6 JUMP", 0)
    with pytest.raises(LogoKitError, match="unseen cards"):
        declare_or_wait("R1 B2 G3", 2, "R4 R5 B6 B7 0 0 JUMP", hand_size=3, rng=1)
    with pytest.raises(LogoKitError, match="rng"):
        declare_or_wait("R1 R2 R3 R4 R5 R6 JUMP", 2)


def test_declare_or_wait_refuses_decks_the_table_does_not_use():
    # ruling L1: two opponents make a three-player, one-deck table
    with pytest.raises(LogoKitError, match=r"3 players play with 1 deck.*got decks=2"):
        declare_or_wait("R1 R2 R3 R4 R5 R6 B7", 2, decks=2)
