"""Rulings S4 and S6 are each read once, in the core, and every reader agrees with it:
the game, a seat's view, a belief and the solo puzzle, checked against brute force."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from logo_kit.errors import IllegalMoveError
from logo_kit.lore import LoreGame, LoreOptions
from logo_kit.lore.lanes import check_arrangement
from logo_kit.lore.options import PlayerSetup
from logo_kit.lore.questions import STAR_BRIGHT, STAR_LIGHT, Question, asking_order
from logo_kit.lore.solo import SoloPuzzle
from logo_kit.lore.tokens import TOKEN_QUESTIONS, Tokens, askable

# -- ruling S6: face-up cards are locked ---------------------------------------------------


@pytest.mark.parametrize("revealed", [frozenset(), frozenset({2}), frozenset({1, 4})])
def test_an_arrangement_is_legal_exactly_when_every_face_up_card_stays_put(revealed):
    now = (3, 2, 1, 4)
    for order in itertools.permutations(now):
        stays = all(order.index(card) == now.index(card) for card in revealed)  # by hand
        if stays:
            assert check_arrangement(list(order), now, revealed) == order
        else:
            with pytest.raises(IllegalMoveError, match=r"face up and locked in lane \d"):
                check_arrangement(order, now, revealed)


@pytest.mark.parametrize(
    ("arrangement", "says"),
    [
        ([1, 2, 3], "every card once"),
        ([1, 1, 2, 3], "every card once"),
        ("4321", "arrangement"),
        ([1.0, 2, 3, 4], "arrangement"),
        ([1, 2, 3, 9], "every card once"),
    ],
    ids=["short", "repeat", "text", "float", "stranger"],
)
def test_a_malformed_arrangement_is_an_illegal_move_saying_what_is_allowed(arrangement, says):
    with pytest.raises(IllegalMoveError, match=says) as raised:
        check_arrangement(arrangement, (1, 2, 3, 4), frozenset())
    assert "cards 1–4" in str(raised.value)


def test_the_game_and_a_belief_give_the_same_verdict_and_error_type():
    options = LoreOptions(
        players=(PlayerSetup("light", start_revealed=2), PlayerSetup("light")), stars=4
    )
    game = LoreGame.new(options, np.random.default_rng(1))
    belief = game.view(0).belief()
    assert game.lines[0].revealed == belief.revealed == frozenset({2})
    for order in itertools.permutations(range(1, 5)):
        verdicts = []
        for check in (game.check_arrangement, belief.check_arrangement):
            try:
                verdicts.append(check(order))
            except IllegalMoveError as error:
                verdicts.append(str(error))
        assert verdicts[0] == verdicts[1]
    for junk in ("1234", [1, 2]):  # the belief used to say LogoKitError, the game IllegalMove
        for check in (game.check_arrangement, belief.check_arrangement):
            with pytest.raises(IllegalMoveError):
                check(junk)


# -- ruling S4: which questions may be asked ------------------------------------------------


def test_the_asking_order_is_the_modes_listed_order():
    assert [int(q) for q in asking_order("light")] == [1, 3, 2, 9]  # neighbours first (S2)
    assert [int(q) for q in asking_order("bright")] == list(range(1, 10))  # card order (S3)
    assert SoloPuzzle.new(stars=4, mode="light", rng=np.random.default_rng(0)).order == (
        asking_order("light")
    )


def test_star_light_asks_its_four_questions_whatever_the_tokens():
    assert askable("light", ()) == askable("light", TOKEN_QUESTIONS) == STAR_LIGHT


def test_star_bright_asks_1_and_9_and_the_cards_with_own_tokens_in_card_order():
    for size in range(len(TOKEN_QUESTIONS) + 1):
        for held in itertools.combinations(TOKEN_QUESTIONS, size):
            expected = [q for q in STAR_BRIGHT if int(q) in (1, 9) or q in held]  # by hand
            assert list(askable("bright", held)) == expected
            assert askable("bright", frozenset(held)) == tuple(expected)


def test_the_game_its_views_the_tokens_and_the_solo_puzzle_agree_on_what_may_be_asked():
    rng = np.random.default_rng(5)
    options = LoreOptions.both("bright", stars=5)
    for _ in range(30):
        owners = tuple(rng.choice([None, 0, 1]) for _ in TOKEN_QUESTIONS)
        owners = tuple(None if o is None else int(o) for o in owners)
        supply = tuple(7 - owners.count(seat) for seat in (0, 1))
        tokens = Tokens(owners, supply)
        game = LoreGame.new(options, rng)
        game = LoreGame(**{**{f: getattr(game, f) for f in ("options", "lines")}, "tokens": tokens})
        for seat in (0, 1):
            mine = frozenset(q for q, o in zip(TOKEN_QUESTIONS, owners, strict=True) if o == seat)
            expected = tuple(q for q in Question if int(q) in (1, 9) or q in mine)
            assert game.available_questions(seat) == expected
            assert game.view(seat).available_questions == expected
            assert tokens.available(seat) == frozenset(expected)
            puzzle = SoloPuzzle.new(stars=5, mode="bright", rng=rng).with_tokens(sorted(mine))
            assert puzzle.available == expected
