"""Bad inputs found by hand before the fuzzer, one test each: a clear LogoKitError (or a correct
result) in under a second, never another exception, a hang or a silent wrong answer.

A type-only fuzzer cannot see a silent wrong answer (``declarer_wins_ties='no'``
turning the house rule on, a 5.5 card, a string read as an order), so those are
spelled out here (the shared core's cases are in test_core_defects.py). Where
the redesign renamed an API, a helper below tries the new spelling first.
"""

from __future__ import annotations

import numpy as np
import pytest
from fuzz_guard import HANG_GUARD, PYTHON_TEXTS, answers_or_refuses, refused, run_guarded

pytestmark = pytest.mark.timeout(HANG_GUARD, method="thread")


# -- LOGO --------------------------------------------------------------------------------------


def _logo_hand():
    from logo_kit.logo import parse_cards

    return parse_cards("R1 R2 R3 B1 B2 0 LOGO")


def test_logo_wrong_types_are_refused():
    from logo_kit.logo import hand_value, parse_cards

    refused(lambda: parse_cards(None))
    refused(lambda: hand_value(7))


def test_logo_house_rule_flag_must_be_a_real_bool():
    from logo_kit.logo import declare_advice, score_round

    # 'no' is a non-empty string: today it turns the rule ON (a silent wrong answer)
    refused(lambda: score_round([3, 3], 0, declarer_wins_ties="no"), says=("declarer_wins_ties",))
    refused(
        lambda: declare_advice(_logo_hand(), 2, declarer_wins_ties="no"),
        says=("declarer_wins_ties",),
    )
    assert score_round([3, 3], 0, declarer_wins_ties=np.bool_(True)) == score_round(
        [3, 3], 0, declarer_wins_ties=True
    )


def test_logo_sizes_have_limits():
    from logo_kit.logo import declare_advice, score_round, standard_deck

    refused(lambda: score_round([5] * 1000, 0))
    refused(lambda: declare_advice(_logo_hand(), 2, samples=10**9), says=("samples",))
    refused(lambda: standard_deck(10**8))


def test_logo_cards_are_whole_numbers_in_ascii_digits():
    from logo_kit.logo import Card, parse_cards
    from logo_kit.logo.cards import Color, Kind, parse_card

    refused(lambda: Card(Kind.NUMBER, Color.RED, 5.5))  # today: a card "R5.5"
    refused(lambda: parse_card("R" + "9" * 5000), never_says=PYTHON_TEXTS)
    refused(lambda: parse_cards("R١ B2"))
    refused(lambda: parse_cards("R²"))


def test_logo_one_rule_for_the_decks_default():
    from logo_kit.logo import color_hand_chances, hand_value

    doubled = "R1 R1 R2 R3 R4 R5 R6"  # two R1s: only two decks hold that
    by_value = run_guarded(lambda: hand_value(doubled))[0]
    by_calculator = run_guarded(lambda: color_hand_chances(doubled, 1))[0]
    assert by_value == by_calculator, (
        f"hand_value gives {by_value} but the calculators give {by_calculator} for {doubled!r}"
    )


def _logo_tournament(**changes):
    from logo_kit import logo

    if hasattr(logo.LogoGame, "new"):  # the redesigned engine: one tournament for all games
        from logo_kit.engine import tournament

        arguments = {"games": 2, "seed": 1} | changes
        return tournament(
            [logo.GreedyLowPlayer(name="a"), logo.GreedyLowPlayer(name="b")],
            arguments["games"],
            arguments["seed"],
            options=logo.LogoOptions(players=2),
        )
    arguments = {"games": 2, "seed": 1} | changes
    return logo.run_tournament(
        [
            lambda rng: logo.GreedyLowPlayer(rng, name="a"),
            lambda rng: logo.GreedyLowPlayer(rng, name="b"),
        ],
        **arguments,
    )


def test_logo_tournament_seed_and_size():
    refused(lambda: _logo_tournament(seed="abc"))
    refused(lambda: _logo_tournament(seed=-1), never_says=("non-negative",))
    refused(lambda: _logo_tournament(games=10**8))


# -- Logic & Lore ------------------------------------------------------------------------------


def _lore_game():
    from specs_lore import lore_states

    return lore_states()[0]  # 4 stars, Star Light, at the first Move the Heavens


def test_lore_a_string_is_not_an_order_and_floats_are_not_cards():
    from logo_kit.lore import Belief
    from logo_kit.lore.moves import MoveHeavens

    game = _lore_game()
    refused(lambda: game.apply(MoveHeavens("4321")))  # today: read as the order 4, 3, 2, 1
    refused(lambda: game.apply(MoveHeavens([1.9, 2, 3, 4])))  # today: truncated to 1
    refused(lambda: Belief(stars=4).rearrange([1.9, 2, 3, 4]))


def test_lore_tokens_need_a_real_seat():
    from logo_kit.lore import Tokens

    refused(lambda: Tokens.start().place(2, 3))  # TypeError today
    refused(lambda: Tokens.start().place(-1, 3))  # today: a token owned by seat -1


def test_lore_hidden_line_with_a_non_ascii_digit_names_it():
    from logo_kit.lore import LoreGame, LoreOptions

    options = LoreOptions.both("light", stars=4)
    message = refused(
        lambda: LoreGame.new(options, np.random.default_rng(0), hidden=("1 2 3 ²", None)),
        never_says=PYTHON_TEXTS,
    )
    assert "²" in message


def test_lore_bots_check_their_options_at_construction():
    from logo_kit.lore.players import LookaheadPlayer

    refused(lambda: LookaheadPlayer(breadth=0))
    refused(lambda: LookaheadPlayer(horizon=-1))


def test_lore_tournament_refuses_negative_seeds_in_our_words():
    from logo_kit import lore

    players = [lore.GreedyInfoPlayer(name="a"), lore.GreedyInfoPlayer(name="b")]
    options = lore.LoreOptions.both("light", stars=4)
    if hasattr(lore.LoreGame, "players"):  # the redesigned engine
        from logo_kit.engine import tournament
    else:
        tournament = lore.tournament
    refused(
        lambda: tournament(players, 2, -1, options=options), never_says=("expected non-negative",)
    )


# -- LOGO Billionaire --------------------------------------------------------------------------


def test_billionaire_optimal_policy_never_recurses_or_hangs():
    from logo_kit.billionaire import RiskyBusinessDeck, optimal_policy

    answers_or_refuses(lambda: optimal_policy(RiskyBusinessDeck(((10, 996),), 1)))  # recursion
    bull = RiskyBusinessDeck.bull()
    answers_or_refuses(lambda: optimal_policy(RiskyBusinessDeck(bull.values, 20000)))  # hangs
    many = tuple((10 * (i + 1), 2) for i in range(15))  # 3^15 drawn sets
    answers_or_refuses(lambda: optimal_policy(RiskyBusinessDeck(many, 1)))


def test_billionaire_odds_with_many_busts_answer_or_refuse_fast():
    from logo_kit.billionaire import RiskyBusinessDeck, expected_sum_by_draws, survival_curve

    def deck():
        return RiskyBusinessDeck(RiskyBusinessDeck.bull().values, 20000)

    answers_or_refuses(lambda: survival_curve(deck()))
    answers_or_refuses(lambda: expected_sum_by_draws(deck()))


def _apprentice_game(players=2, **options):
    from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions

    rng = np.random.default_rng(0)
    try:
        ApprenticeOptions(players=2)
    except TypeError:  # today's API: players are given to new()
        return ApprenticeGame.new(players, rng, ApprenticeOptions(**options))
    return ApprenticeGame.new(ApprenticeOptions(players=players, **options), rng)


def test_billionaire_options_and_seats_are_checked():
    refused(lambda: _apprentice_game(starting_money=1500))  # today: a game already won
    refused(lambda: _apprentice_game(players=10**9))  # today: 10⁹ names built first
    game = _apprentice_game()
    refused(lambda: game.hand(-1))  # today: the last player's hand


def test_billionaire_typed_deck_refuses_non_ascii_digits():
    from specs_games import TEXT_TARGETS

    parse = next(find for name, find, _ in TEXT_TARGETS if "typed deck" in name)()
    refused(lambda: parse("10:٩ 20:7"))
    answers_or_refuses(lambda: parse("10:996"))  # the recursion case, typed
