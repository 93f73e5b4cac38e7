"""One Risky Business launch in the core, and the exact advice for each decision (B2)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from logo_kit.billionaire import RiskyBusinessDeck, Target, optimal_policy
from logo_kit.billionaire.deck import BUST, parse_deck
from logo_kit.billionaire.launch import (
    RiskyBusinessLaunch,
    check_company_size,
    company_outlook,
    default_target,
    launch_advice,
)
from logo_kit.billionaire.options import company_worth
from logo_kit.errors import LogoKitError

BULL = RiskyBusinessDeck.bull()
BEAR = RiskyBusinessDeck.bear()
WIDE = RiskyBusinessDeck(dict.fromkeys(range(1, 13), 2))  # 3¹² sets of drawn cards


def test_advice_on_a_small_deck_matches_hand_computation():
    # Deck 10, 10, 20, 50, BUST, BUST. After drawing one 10 the 5 cards left are
    # 10, 20, 50, BUST, BUST:
    #   next BUST: 2/5;
    #   draw exactly one more then stop: (20 + 30 + 60 + 0 + 0) / 5 = 22;
    #   draw on optimally: after 10+10 (left 20, 50, B, B) drawing gives (40 + 70)/4 = 27.5
    #   (then stop: one more card is worth only 90/3 = 30 < 40 or 70); after 10+20 stopping
    #   and drawing tie at 30; after 10+50 stop at 60 ((70 + 80)/4 = 37.5 < 60). So
    #   draw value = (27.5 + 30 + 60) / 5 = 47/2, more than stopping at 10: draw.
    #   Reach 60: the sum reaches 60 only if the 50 comes before both BUSTs (10 + 20 + 10
    #   is 40), and among 50, B, B each is first with chance 1/3.
    deck = RiskyBusinessDeck({10: 2, 20: 1, 50: 1}, busts=2)
    advice = launch_advice(deck, [10], company_size=3, target=60)
    assert advice.next_bust == Fraction(2, 5)
    assert advice.one_more_value == 22
    assert advice.stop_value == 10 and advice.total == 10
    assert advice.company_stop_value == 30 and advice.company_target == 180  # 3 brand cards
    assert advice.draw_value == Fraction(47, 2) and advice.ev_draws is True
    assert advice.target_stop == 0 and advice.target_draw == Fraction(1, 3)
    assert advice.target_draws is True
    # After 10, 10, 20 (sum 40; left 50, B, B): one more card gives 90 with chance 1/3.
    later = launch_advice(deck, [10, 20, 10], company_size=3, target=60)
    assert later.one_more_value == later.draw_value == 30 and later.ev_draws is False
    assert later.target_draw == Fraction(1, 3) and later.target_draws is True


def test_one_more_card_value_agrees_with_listing_the_next_card():
    rng = np.random.default_rng(1)
    for deck in (BULL, BEAR, RiskyBusinessDeck({10: 3, 30: 2, 100: 1}, busts=2)):
        for _ in range(10):
            order = [deck.cards()[int(i)] for i in rng.permutation(deck.size)]
            drawn = []
            for card in order:
                if card == BUST:
                    break
                drawn.append(card)
                if rng.random() < 0.3:
                    break
            advice = launch_advice(deck, drawn, 3, 150)
            left = list(deck.cards())
            for card in drawn:
                left.remove(card)
            s = sum(drawn)
            listed = Fraction(sum(0 if c == BUST else s + c for c in left), len(left))
            assert advice.one_more_value == listed
            assert advice.next_bust == Fraction(left.count(BUST), len(left))


def test_ev_rule_is_the_threshold_780_over_4():
    # EV-optimal: draw while the sum is below 780 / (3 + 1) = 195 (bull market).
    for drawn, draws in (
        ([100, 50, 30], True),
        ([100, 50, 30, 20], False),
        ([50, 50, 50, 30, 10], True),
        ([100, 100], False),
    ):
        assert launch_advice(BULL, drawn, 3, 317).ev_draws is draws
    # … and the reach-317 rule draws on at 200 (317 not reached yet).
    assert launch_advice(BULL, [100, 100], 3, 317).target_draws is True


def test_parse_deck_reads_the_bull_deck_and_other_spellings():
    assert parse_deck("10:9 20:7 30:5 50:4 100:2", 3) == BULL
    assert parse_deck(" 10x6,20×7; 30:5 50*4 100:2 ", 3) == BEAR


# -- the launch itself ------------------------------------------------------------------------


def test_a_launch_turns_cards_in_the_shuffled_order():
    launch = RiskyBusinessLaunch.shuffled(BULL, np.random.default_rng(3), company_size=4)
    cards = BULL.cards()
    assert launch.order == tuple(cards[int(i)] for i in np.random.default_rng(3).permutation(30))
    assert (launch.turned, launch.drawn, launch.over) == (0, (), False)
    assert launch.next_bust == Fraction(1, 10)
    with pytest.raises(LogoKitError, match="at least one card"):
        launch.stop()
    while not launch.over:
        before = launch
        launch = launch.draw()
        assert launch.turned == before.turned + 1 and before.turned == len(before.drawn)
    assert launch.busted and launch.order[launch.turned - 1] == BUST
    assert launch.total == launch.company_value == 0 and launch.next_bust is None
    assert launch.advice(317) is None
    for act in (launch.draw, launch.stop):
        with pytest.raises(LogoKitError, match="went BUST"):
            act()


def test_stopping_pays_company_size_times_the_sum():
    order = (10, 50, BUST, 20)
    launch = RiskyBusinessLaunch(RiskyBusinessDeck({10: 1, 20: 1, 50: 1}, busts=1), order, 5)
    done = launch.draw().draw().stop()
    assert done.stopped and done.over and done.total == 60 and done.company_value == 300
    with pytest.raises(LogoKitError, match="was launched"):
        done.draw()
    assert done.with_company_size(3).company_value == 180
    assert done.value_before_bust == 0  # it did not go BUST
    assert company_worth(5, 60) == 300 and company_worth(0, 0) == 0  # no launch: nothing
    for size, per_card in ((-1, 10), (3, -10), (3, "60M")):
        with pytest.raises(LogoKitError, match="whole number"):
            company_worth(size, per_card)
    busted = launch.draw().draw().draw()  # 10, 50, then BUST: stopping at 60 paid 5 × 60
    assert busted.busted and busted.company_value == 0 and busted.value_before_bust == 300
    last = RiskyBusinessLaunch(RiskyBusinessDeck({10: 1}, busts=0), (10,)).draw()
    with pytest.raises(LogoKitError, match="every card has been drawn"):
        last.draw()


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: RiskyBusinessLaunch.shuffled(BULL, 7), "Generator"),
        (lambda: RiskyBusinessLaunch.shuffled("bull", np.random.default_rng(1)), "Deck"),
        (lambda: RiskyBusinessLaunch.shuffled(BULL, np.random.default_rng(1), 13), "3 to 12"),
        (lambda: RiskyBusinessLaunch(BULL, (10,) * 30), "every card of the deck once"),
        (lambda: RiskyBusinessLaunch(BULL, BULL.cards()[:5]), "exactly 30 items"),
        (lambda: RiskyBusinessLaunch(BULL, BULL.cards(), turned=31), "turned"),
        (lambda: RiskyBusinessLaunch(BULL, BULL.cards(), stopped="no"), "True or False"),
        (lambda: check_company_size(True), "a bool"),
        (lambda: launch_advice(BULL, [10], 3, 0), "a target sum"),
        (lambda: launch_advice(BULL, "10", 3, 9), "list or tuple"),
        (lambda: launch_advice(BULL, [10], 99, 9), "3 to 24"),
        (lambda: launch_advice(WIDE, [], 3, 9), "30,000"),
    ],
)
def test_bad_launch_input_is_refused(make, words):
    with pytest.raises(LogoKitError, match=words):
        make()


def test_company_outlook_and_default_target():
    assert default_target(3) == 317 and default_target(5) == 190
    outlook = company_outlook(BULL, 4, 700)
    assert outlook.target == 75 and outlook.company_size == 4
    assert outlook.expected_value == 4 * optimal_policy(BULL).value
    assert outlook.best_chance == optimal_policy(BULL, Target(75)).value


def test_typed_decks_take_ascii_digits_only():
    for text in ("١٠:٩", "10:９", "10:9 ²0:1"):
        with pytest.raises(LogoKitError, match="digits 0–9"):
            parse_deck(text, 3)
    with pytest.raises(LogoKitError, match="at most 100"):
        parse_deck("10:9", 20000)
    with pytest.raises(LogoKitError, match="at most 200"):
        parse_deck("10:996", 1)
    with pytest.raises(LogoKitError, match="at most 12 digits"):
        parse_deck("10:" + "9" * 500, 1)
    with pytest.raises(LogoKitError, match="at most 2000"):
        parse_deck("10:9 " * 1000, 1)
