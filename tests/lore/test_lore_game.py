"""The Logic & Lore engine, ruling by ruling (S1–S9), on lines set by a teacher.

Every scenario below is worked out by hand in its comments from the rule book
and RULINGS.md; the engine must agree.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.engine import CHANCE, TERMINAL
from logo_kit.errors import IllegalMoveError, LogoKitError
from logo_kit.lore import Outcome, Question
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import (
    AlignStars,
    ChooseFocus,
    Deal,
    DealCard,
    Divine,
    MoveHeavens,
    Pass,
    Phase,
    RemoveTokens,
    Search,
)
from logo_kit.lore.options import LoreOptions, PlayerSetup
from logo_kit.lore.tokens import Tokens

Q = Question
# A 9-card line with no card in its own lane (a derangement): card c holds c+1, card 9 holds 1.
SHIFTED = [2, 3, 4, 5, 6, 7, 8, 9, 1]
IDENTITY = list(range(1, 10))


def new_game(hidden0=SHIFTED, hidden1=SHIFTED, *, modes=("bright", "bright"), **options):
    setups = tuple(PlayerSetup(mode=m) for m in modes)
    return LoreGame.new(LoreOptions(players=setups, **options), hidden=(hidden0, hidden1))


def turn(game, *, place=None, cards=(1, 2), questions=(Q.GREATNESS,), move=None):
    """Play one quiet turn: no move, no alignment, a token if the step asks for one
    (on ``place``, else the first card allowed; none when optional), one round."""
    game = game.apply(Pass()).apply(Pass())
    if game.phase is Phase.DIVINE:
        if place is None:
            game = game.apply(Pass() if game.tokens.full else game.legal_moves()[0])
        else:
            game = game.apply(Divine(place))
    game = game.apply(ChooseFocus(cards)).apply(Search(questions))
    if game.phase is Phase.MOVE_AGAIN:
        game = game.apply(Pass() if move is None else MoveHeavens(move))
    return game


def assert_refused(game, move):
    """The move raises IllegalMoveError and the game is exactly as before."""
    before_log = game.log
    snapshot = dataclasses.replace(game)
    with pytest.raises(IllegalMoveError):
        game.apply(move)
    assert game == snapshot and game.log == before_log


# -- set-up (S1, S9) -------------------------------------------------------------------


def test_s1_deal_and_cards_named_by_lane():
    game = LoreGame.new(LoreOptions.both("light", 2), rng=np.random.default_rng(4))
    line = game.line(0)
    assert line.layout.lanes == tuple(range(0, 11))  # two blackholes: lanes 0 and 10 (S1)
    assert game.arrangement(0) == tuple(range(0, 11))  # card c is dealt into lane c
    assert sorted(game.hidden(0).values()) == list(range(0, 11))  # 0 and 10 are blackholes
    assert game.revealed(0) == frozenset()
    assert game.current_player == 0 and game.phase is Phase.MOVE_HEAVENS
    assert game.own_turns == (1, 0) and game.turns == 1


def test_the_deal_is_chance_one_card_at_a_time():
    # 3 stars each: card 1 gets 1, 2 or 3 (1/3 each), card 2 one of the two left (1/2)…
    root = LoreGame.new(LoreOptions.both("light", stars=3))
    assert root.current_player == CHANCE and root.is_chance and root.turns == 0
    assert (
        root.log == ()
        and root.start is root
        and root.legal_moves() == tuple(DealCard(0, 1, v) for v in (1, 2, 3))
    )
    assert [p for _, p in root.chance_outcomes()] == [Fraction(1, 3)] * 3
    game = root.apply(DealCard(0, 1, 2))
    assert game.chance_outcomes() == (
        (DealCard(0, 2, 1), Fraction(1, 2)),
        (DealCard(0, 2, 3), Fraction(1, 2)),
    )
    assert_refused(game, DealCard(0, 2, 2))  # value 2 is dealt already
    assert_refused(game, DealCard(0, 3, 1))  # card 2 comes first
    assert_refused(game, Deal(0, (1, 2, 3), (1, 2, 3)))  # a whole line only while none is dealt
    game = game.apply(DealCard(0, 2, 3)).apply(DealCard(0, 3, 1))
    assert game.chance_outcomes()[0] == (DealCard(1, 1, 1), Fraction(1, 3))  # seat 1 next
    # every complete deal of both lines has chance (1/3!)² = 1/36, by multiplying the steps
    game = game.apply(Deal(1, (1, 2, 3), (3, 1, 2)))
    assert game.current_player == 0 and game.hidden(0) == {1: 2, 2: 3, 3: 1}
    assert game.log == (
        DealCard(0, 1, 2),
        DealCard(0, 2, 3),
        DealCard(0, 3, 1),
        Deal(1, (1, 2, 3), (3, 1, 2)),
    )
    assert game.chance_outcomes() == () and game.start.replay(game.log) == game


def test_a_compound_deal_is_its_parts():
    root = LoreGame.new(LoreOptions.both("light", 1, stars=4))
    deal = root.sample_chance(np.random.default_rng(5))
    assert isinstance(deal, Deal) and deal.cards == (1, 2, 3, 4, 5)
    by_parts = root.replay(deal.parts)
    assert by_parts.lines == root.apply(deal).lines
    assert sorted(deal.values) == [1, 2, 3, 4, 5]  # the blackhole is value 5


def test_teacher_lines_are_checked():
    with pytest.raises(LogoKitError, match="every value"):
        new_game([1, 1, 3, 4, 5, 6, 7, 8, 9])
    with pytest.raises(LogoKitError, match="no value for card"):
        new_game({1: 1, 2: 2})
    with pytest.raises(LogoKitError, match="'²' is not a number"):
        new_game("1 2 3 4 5 6 7 8 ²")
    with pytest.raises(LogoKitError, match="dealt first"):
        LoreGame.new(LoreOptions(), hidden=(None, SHIFTED))  # seat 0 would need a deal
    waiting = LoreGame.new(LoreOptions(), hidden=(SHIFTED, None))  # no rng: seat 1 waits
    assert waiting.is_chance and waiting.chance_outcomes()[0][0].seat == 1
    game = new_game({c: v for c, v in zip(range(1, 10), SHIFTED, strict=True)})
    assert game.hidden(0) == dict(zip(range(1, 10), SHIFTED, strict=True))
    assert new_game("2 3 4 5 6 7 8 9 1") == game  # typed text, as on a board


def test_s9_start_revealed_card_is_face_up_aligned_and_locked():
    setup = PlayerSetup("light", start_revealed=7)
    options = LoreOptions(players=(setup, PlayerSetup()))
    for seed in range(20):  # dealt: card 7 always holds 7
        game = LoreGame.new(options, np.random.default_rng(seed))
        assert game.hidden(0)[7] == 7 and game.revealed(0) == frozenset({7})
    # card 7 is placed before the deal (S9): the deal gives the other 8 cards their values
    root = game.start
    assert root.hidden(0)[7] == 7 and root.line(0).to_deal == (1, 2, 3, 4, 5, 6, 8, 9)
    assert len(root.chance_outcomes()) == 8
    # the young player's belief knows card 7 = 7 and nothing else: 8! assignments left
    view = game.view(0)
    assert view.belief().count == 40320
    assert view.belief().marginal(7)[7] == 1
    # the card cannot be moved (S6 lock)
    assert_refused(game, MoveHeavens((7, 2, 3, 4, 5, 6, 1, 8, 9)))
    # a teacher's line must agree with S9
    with pytest.raises(LogoKitError, match="ruling S9"):
        LoreGame.new(options, hidden=(SHIFTED, IDENTITY))
    with pytest.raises(LogoKitError, match="start_revealed"):
        PlayerSetup(start_revealed=10)
    with pytest.raises(LogoKitError, match="stars 1–5"):
        LoreOptions(players=(setup, PlayerSetup()), stars=5)


# -- the turn, step by step ------------------------------------------------------------


def test_turn_steps_in_order_light():
    game = new_game(modes=("light", "light"))
    assert [type(m) for m in game.legal_moves()[:1]] == [Pass]
    assert_refused(game, AlignStars())  # step 2 comes after step 1
    assert_refused(game, ChooseFocus((1, 2)))
    game = game.apply(Pass())
    assert game.phase is Phase.ALIGN_STARS
    assert set(game.legal_moves()) == {Pass(), AlignStars()}
    game = game.apply(Pass())
    assert game.phase is Phase.CHOOSE_FOCUS  # Star Light has no step 3
    assert len(game.legal_moves()) == 36  # any two of 9 cards
    game = game.apply(ChooseFocus((3, 5)))
    assert game.phase is Phase.SEARCH_SKY and game.focus == (3, 5)
    # Star Light: the 15 non-empty sets of its 4 questions
    assert len(game.legal_moves()) == 15
    game = game.apply(Search())
    # cards 3, 5 hold 4, 6: not aligned, not neighbours (|4−6| = 2), symmetric (4+6 = 10)
    assert game.last_round.outcome == Outcome(Q.SYMMETRY)
    assert game.phase is Phase.MOVE_AGAIN
    game = game.apply(Pass())
    assert game.current_player == 1 and game.turn == 2 and game.own_turns == (1, 1)
    assert game.phase is Phase.MOVE_HEAVENS


def test_search_needs_a_question_and_focus_card_of_the_pair():
    game = new_game(modes=("light", "light")).apply(Pass()).apply(Pass())
    game = game.apply(ChooseFocus((1, 2)))
    assert_refused(game, Search(()))
    assert_refused(game, Search((4,)))  # Star Light questions have no numbers
    game_b = new_game().apply(Pass()).apply(Pass()).apply(ChooseFocus((1, 2)))
    assert_refused(game_b, Search((Q.FOCUS,)))  # not available without a token (S4)


def test_choose_focus_any_two_cards_even_face_up():
    # Rule book step 4: "any two cards from your Star Line" (ruling S10). Card 1 holds 1
    # (aligned).
    hidden = [1, 3, 2, 5, 4, 7, 6, 9, 8]
    game = new_game(hidden, modes=("light", "light"))
    game = turn(game, cards=(1, 2), questions=(Q.ALIGNMENT,))
    assert game.revealed(0) == frozenset({1})
    game = turn(game)  # seat 1
    at_focus = game.apply(Pass()).apply(Pass())
    for bad in [(1, 1), (1, 10), (0, 2), (1,)]:
        assert_refused(at_focus, ChooseFocus(bad))
    game = at_focus.apply(ChooseFocus((1, 2)))  # face-up card 1 again
    assert game.apply(Search((Q.ALIGNMENT,))).last_round.outcome == Outcome(Q.ALIGNMENT, (1,))


# -- S4: asking in order, stopping at the first yes, availability --------------------


def test_s4_first_yes_stops_and_later_questions_are_not_answered():
    # Cards 1, 2 hold 2, 3 in lanes 1, 2: Alignment no; Symmetry no (5); Neighbours yes.
    game = new_game().apply(Pass()).apply(Pass())
    game = game.apply(ChooseFocus((1, 2))).apply(Search())  # turn 1: only 1 and 9 available
    assert game.last_round.query.questions == (Q.ALIGNMENT, Q.GREATNESS)
    assert game.last_round.outcome == Outcome(Q.GREATNESS, (2,))  # 3 > 2
    # with first_turn_divines and a token on 3 (Neighbours) the answer stops there
    game = new_game(first_turn_divines=True).apply(Pass()).apply(Pass()).apply(Divine(3))
    game = game.apply(ChooseFocus((1, 2))).apply(Search())
    assert game.last_round.query.questions == (Q.ALIGNMENT, Q.NEIGHBOURS, Q.GREATNESS)
    assert game.last_round.outcome == Outcome(Q.NEIGHBOURS)


def test_s4_skipping_greatness_can_leave_no_answer():
    game = new_game(modes=("light", "light")).apply(Pass()).apply(Pass())
    game = game.apply(ChooseFocus((1, 3))).apply(Search(("aligned", "neighbours")))
    # cards 1, 3 hold 2, 4: not aligned, not neighbours, and Greatness was skipped
    # (a Star Light player may skip questions too, ruling S12)
    assert game.last_round.outcome == Outcome(None)


# -- S5: tokens ---------------------------------------------------------------------------


def test_s5_first_turn_skips_divine_unless_option():
    game = new_game().apply(Pass()).apply(Pass())
    assert game.phase is Phase.CHOOSE_FOCUS  # very first turn: no step 3
    game = turn(new_game())  # seat 0's turn 1
    game = game.apply(Pass()).apply(Pass())
    assert game.phase is Phase.DIVINE  # seat 1's first turn is not the game's first
    option = new_game(first_turn_divines=True).apply(Pass()).apply(Pass())
    assert option.phase is Phase.DIVINE


def test_s5_placement_rules():
    game = new_game(first_turn_divines=True).apply(Pass()).apply(Pass())
    assert {m.question for m in game.legal_moves()} == set(range(2, 9))
    for bad in (Divine(1), Divine(9), Divine(10), Pass()):  # 1 and 9 take none; placing required
        assert_refused(game, bad)
    game = game.apply(Divine(4))
    assert game.tokens.owner(4) == 0 and game.tokens.supply == (6, 7)
    game = game.apply(ChooseFocus((1, 2))).apply(Search((1, 4, 9))).apply(Pass())
    # seat 1: card 4 holds a token, so it may not be chosen while others are empty
    game = game.apply(Pass()).apply(Pass())
    assert_refused(game, Divine(4))
    assert {m.question for m in game.legal_moves()} == {2, 3, 5, 6, 7, 8}
    game = game.apply(Divine(5))
    # seat 1 may ask 5 but not 4 (seat 0's token)
    game = game.apply(ChooseFocus((1, 2)))
    assert_refused(game, Search((Q.NEARBY,)))
    assert_refused(game, Search((Q.ODDITY,)))
    assert game.apply(Search((Q.MASSIVE,))).last_round.query.questions == (Q.MASSIVE,)


def _fill_board(game):
    # turns 2–8 place on 2, 3, …, 8 alternately: seat 1 gets 2, 4, 6, 8; seat 0 gets 3, 5, 7
    game = turn(game)
    for card in range(2, 9):
        game = turn(game, place=card)
    return game


def test_s5_replacement_when_all_cards_hold_tokens():
    game = _fill_board(new_game())
    assert game.tokens.full and game.tokens.supply == (4, 3)
    assert game.current_player == 0 and game.turn == 9
    game = game.apply(Pass()).apply(Pass())
    assert game.phase is Phase.DIVINE
    # only opponent tokens may be replaced, and replacing is optional
    assert set(game.legal_moves()) == {Divine(2), Divine(4), Divine(6), Divine(8), Pass()}
    assert_refused(game, Divine(3))  # own token
    replaced = game.apply(Divine(6))
    assert replaced.tokens.owner(6) == 0
    assert replaced.tokens.supply == (3, 4)  # seat 1's token went back to its supply
    replaced.tokens.check()
    declined = game.apply(Pass())
    assert declined.tokens == game.tokens and declined.phase is Phase.CHOOSE_FOCUS


def test_s5_no_placement_possible_skips_the_step():  # ruling S13
    # a mixed game: seat 1 plays Star Light, so seat 0's 7 tokens can cover every card
    game = new_game(modes=("bright", "light"), first_turn_divines=True)
    for card in range(2, 9):
        game = turn(game, place=card)  # seat 0
        game = turn(game)  # seat 1 (Star Light: never divines)
    assert game.tokens.held(0) == tuple(Question(n) for n in range(2, 9))
    assert game.tokens.supply[0] == 0
    game = game.apply(Pass()).apply(Pass())
    assert game.phase is Phase.CHOOSE_FOCUS  # nothing to place and no opponent token


def test_s5_alignment_yes_returns_two_tokens_of_the_askers_choice():
    # Seat 0's card 1 holds 1 (aligned); seats place 2, 3, …, 8 in turn (seat 0: 2, 4, 6, 8).
    hidden = [1, 3, 4, 5, 6, 7, 8, 9, 2]
    game = new_game(hidden, first_turn_divines=True)
    for card in range(2, 9):
        game = turn(game, place=card, cards=(2, 3))  # cards 2, 3 hold 3, 4: never aligned
    game = turn(game)  # seat 1, board full: declines to replace
    assert game.tokens.held(0) == (Q.SYMMETRY, Q.ODDITY, Q.NEARBY, Q.ORBIT)
    game = game.apply(Pass()).apply(Pass()).apply(Pass())  # seat 0 declines to replace too
    game = game.apply(ChooseFocus((1, 2))).apply(Search((Q.ALIGNMENT,)))
    assert game.last_round.outcome == Outcome(Q.ALIGNMENT, (1,))
    assert game.revealed(0) == frozenset({1})  # S6 flip
    assert game.phase is Phase.REMOVE_TOKENS  # four tokens on cards 2, 4, 6, 8: choose two
    assert len(game.legal_moves()) == 6  # C(4, 2)
    assert_refused(game, RemoveTokens((2,)))
    assert_refused(game, RemoveTokens((2, 3)))  # 3 is seat 1's
    assert_refused(game, RemoveTokens((2, 2)))
    assert_refused(game, Pass())
    game = game.apply(RemoveTokens((2, 8)))
    assert game.tokens.held(0) == (Q.ODDITY, Q.NEARBY)
    assert game.tokens.supply == (5, 4)
    assert game.phase is Phase.MOVE_AGAIN


@pytest.mark.parametrize("held", [0, 1, 2])
def test_s5_alignment_yes_with_two_or_fewer_tokens_removes_them(held):
    # Seat 0 places one token on each of its turns after the game's first, so when it
    # asks on its turn number held+1 it has `held` tokens on the cards.
    hidden = [1, 3, 4, 5, 6, 7, 8, 9, 2]
    game = new_game(hidden)
    for _ in range(held):
        game = turn(turn(game, cards=(2, 3)))
    game = game.apply(Pass()).apply(Pass())
    if game.phase is Phase.DIVINE:
        game = game.apply(game.legal_moves()[0])
    assert game.tokens.on_cards(0) == held
    game = game.apply(ChooseFocus((1, 2))).apply(Search((Q.ALIGNMENT,)))
    assert game.phase is Phase.MOVE_AGAIN  # no choice to make
    assert game.tokens.on_cards(0) == 0 and game.tokens.supply[0] == 7
    game.tokens.check()


def test_s5_star_light_player_in_a_mixed_game_has_no_tokens():
    game = new_game(modes=("light", "bright"))
    game = turn(game)  # seat 0 (Light): no step 3
    game = game.apply(Pass()).apply(Pass())
    assert game.phase is Phase.DIVINE  # seat 1 (Bright)
    game = game.apply(Divine(2)).apply(ChooseFocus((1, 2)))
    assert game.available_questions() == (Q.ALIGNMENT, Q.SYMMETRY, Q.GREATNESS)
    game = game.apply(Search()).apply(Pass())
    assert game.available_questions() == (Q.ALIGNMENT, Q.NEIGHBOURS, Q.SYMMETRY, Q.GREATNESS)
    assert game.tokens.supply == (7, 6)
    game = game.apply(Pass()).apply(Pass())
    assert game.phase is Phase.CHOOSE_FOCUS  # Light seat 0 again: no Divine


# -- S6: flipping, locking, aligning the stars -----------------------------------------------


def test_s6_alignment_flips_and_locks():
    hidden = [1, 3, 2, 5, 4, 7, 6, 9, 8]  # cards 1 aligned; 2↔3, 4↔5, … swapped
    game = new_game(hidden, modes=("light", "light"))
    game = turn(game, cards=(1, 3), questions=(Q.ALIGNMENT,), move=(1, 3, 2, 4, 5, 6, 7, 8, 9))
    assert game.revealed(0) == frozenset({1})
    assert game.arrangement(0) == (1, 3, 2, 4, 5, 6, 7, 8, 9)  # 2 and 3 swapped after asking
    game = turn(game)
    # Now card 3 (value 2) is in lane 2 and card 2 (value 3) in lane 3: both aligned
    game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((2, 3))).apply(Search())
    assert game.last_round.outcome == Outcome(Q.ALIGNMENT, (2, 3))
    assert game.revealed(0) == frozenset({1, 2, 3})
    assert_refused(game, MoveHeavens((1, 2, 3, 4, 5, 6, 7, 8, 9)))  # moves locked cards
    assert_refused(game, MoveHeavens((1, 3, 2, 4, 5, 6, 7, 9)))  # not every card
    swaps = [m for m in game.legal_moves() if isinstance(m, MoveHeavens)]
    assert len(swaps) == 15  # C(6, 2) swaps of the six face-down cards
    assert game.apply(MoveHeavens((1, 3, 2, 5, 4, 6, 7, 8, 9))).arrangement(0)[3:5] == (5, 4)
    # the player's view agrees: the belief has these three cards fixed
    belief = game.view(0).belief()
    assert belief.revealed == frozenset({1, 2, 3}) and belief.count == 720  # 6!


def test_s6_align_the_stars_wins_when_all_home():
    game = new_game(IDENTITY).apply(Pass()).apply(AlignStars())
    assert game.is_terminal and game.winner == 0 and game.current_player == TERMINAL
    assert game.finished[0].how == "aligned" and game.finished[0].own_turns == 1
    assert game.revealed(0) == frozenset(range(1, 10))
    assert game.legal_moves() == ()
    assert game.returns() == (1, 0) and game.scores() == (1, 0)
    assert_refused(game, Pass())


def test_s6_align_the_stars_loses_with_any_card_wrong():
    almost = [1, 2, 3, 4, 5, 6, 7, 9, 8]
    game = new_game(almost).apply(Pass()).apply(AlignStars())
    assert game.is_terminal and game.winner == 1  # the opponent wins
    assert game.returns() == (0, 1) and game.scores() == (0, 0)
    assert game.finished[0].how == "wrong" and not game.finished[0].won
    # moving the two wrong cards first wins
    game = new_game(almost).apply(MoveHeavens((1, 2, 3, 4, 5, 6, 7, 9, 8)))
    assert game.apply(AlignStars()).winner == 0


def test_s6_every_card_face_up_wins():
    game = new_game([1, 2, 3, 4], [2, 1, 4, 3], modes=("light", "light"), stars=4)
    game = turn(game, cards=(1, 2), questions=(Q.ALIGNMENT,))
    game = turn(game)
    game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((3, 4))).apply(Search())
    assert game.is_terminal and game.winner == 0
    assert game.finished[0].how == "all face up" and game.finished[0].own_turns == 2


# -- S7: blackholes -------------------------------------------------------------------------


def test_s7_blackholes_must_lie_in_extra_lanes():
    two = LoreOptions(players=(PlayerSetup("light", 2), PlayerSetup("light", 2)), stars=4)
    # lanes 0–5; values 0 (small) and 5 (large) are the blackholes
    for hidden in ([0, 1, 2, 3, 4, 5], [5, 1, 2, 3, 4, 0]):  # either blackhole either side
        game = LoreGame.new(two, hidden=(hidden, hidden)).apply(Pass()).apply(AlignStars())
        assert game.winner == 0
    wrong = [3, 1, 2, 0, 4, 5]  # small blackhole in lane 3, star 3 in lane 0
    game = LoreGame.new(two, hidden=(wrong, wrong)).apply(Pass()).apply(AlignStars())
    assert game.winner == 1
    # fixing it by moving cards 0 and 3 wins
    game = LoreGame.new(two, hidden=(wrong, wrong)).apply(MoveHeavens((3, 1, 2, 0, 4, 5)))
    assert game.apply(AlignStars()).winner == 0
    one = LoreOptions(players=(PlayerSetup("light", 1), PlayerSetup("light", 1)), stars=4)
    game = LoreGame.new(one, hidden=([1, 2, 3, 4, 5],) * 2).apply(Pass()).apply(AlignStars())
    assert game.winner == 0  # the one blackhole (value 5) in extra lane 5


def test_s7_blackhole_is_never_aligned_and_loses_greatness():
    two = LoreOptions(players=(PlayerSetup("light", 2), PlayerSetup("light", 2)), stars=4)
    line = [0, 1, 2, 3, 4, 5]
    game = LoreGame.new(two, hidden=(line, line)).apply(Pass()).apply(Pass())
    # card 0 (small blackhole, lane 0) and card 5 (large, lane 5): never aligned, no pair
    # question says yes, and the large blackhole is the greater of two blackholes
    game = game.apply(ChooseFocus((0, 5))).apply(Search())
    assert game.last_round.outcome == Outcome(Q.GREATNESS, (5,))
    game = turn(game.apply(Pass()))  # seat 1
    game = game.apply(Pass()).apply(Pass()).apply(ChooseFocus((0, 1))).apply(Search())
    assert game.last_round.outcome == Outcome(Q.ALIGNMENT, (1,))  # star 1 yes, blackhole no


# -- views, log, limits -----------------------------------------------------------------


def test_views_hold_no_hidden_values():
    game = turn(new_game(modes=("light", "light")), cards=(3, 5), questions=None)
    view0, view1 = game.view(0), game.view(1)
    assert not hasattr(view0, "hidden") and "hidden" not in {
        f.name for f in dataclasses.fields(view0)
    }
    assert len(view0.rounds) == 1 and view1.rounds == ()  # only answers you received
    assert view1.is_my_turn and view1.legal_moves and view0.legal_moves == ()
    assert view0.rounds[0].outcome == Outcome(Q.SYMMETRY)
    assert view0.belief().count < 362880  # the answer narrowed seat 0's belief


def test_replaying_the_log_gives_the_same_game():
    game = _fill_board(new_game())
    again = game.start.replay(game.log)
    assert again == game and again.log == game.log
    assert game.start.log == () and game.start.turn == 0 and game.start.is_chance
    assert isinstance(game.log[0], Deal) and isinstance(game.log[1], Deal)  # the teacher's lines


def test_turn_cap_ends_the_game_without_a_winner():
    game = new_game(max_turns=2)  # ruling S15
    game = turn(turn(game))
    assert game.is_terminal and game.capped and game.winner is None and game.turn == 2
    assert game.returns() == (0, 0) and game.current_player == TERMINAL


def test_play_on_lets_the_other_player_finish():
    game = new_game(IDENTITY, IDENTITY, play_on=True)
    game = game.apply(Pass()).apply(AlignStars())
    assert not game.is_terminal and game.winner == 0 and game.current_player == 1
    assert game.returns() == (0, 0)  # decided, but not over: returns come at the end
    game = game.apply(Pass()).apply(AlignStars())
    assert game.is_terminal and game.winner == 0  # the first to finish still won
    assert game.returns() == (1, 0) and game.scores() == (1, 1)
    assert game.finished[1].won and game.finished[1].own_turns == 1


def test_play_on_after_a_wrong_alignment_continues_alone():
    game = new_game(SHIFTED, IDENTITY, play_on=True, modes=("light", "light"))
    game = game.apply(Pass()).apply(AlignStars())  # seat 0 aligns wrongly: seat 1 wins
    assert game.winner == 1 and game.current_player == 1 and game.own_turns == (1, 1)
    game = turn(game)  # seat 1 plays on; seat 0 has finished, so seat 1 moves again
    assert game.current_player == 1 and game.own_turns == (1, 2)


def test_tokens_value_checks():
    t = Tokens.start()
    with pytest.raises(LogoKitError):
        t.place(0, 0)
    with pytest.raises(IllegalMoveError, match="always available"):
        t.place(0, 9)
    assert str(t.place(1, 8)).endswith("supply (7, 6)")


def test_options_are_checked():
    with pytest.raises(LogoKitError, match="mode"):
        PlayerSetup("dim")
    with pytest.raises(LogoKitError, match="blackholes"):
        PlayerSetup("light", 3)
    with pytest.raises(LogoKitError, match="max_turns"):
        LoreOptions(max_turns=0)
    with pytest.raises(LogoKitError, match="two PlayerSetup"):
        LoreOptions(players=(PlayerSetup(),))
    with pytest.raises(LogoKitError, match="True or False"):
        LoreOptions(play_on="no")
    swapped = LoreOptions(players=(PlayerSetup("light"), PlayerSetup("bright", 2)))
    assert swapped.rotated(1).players == (PlayerSetup("bright", 2), PlayerSetup("light"))
    assert swapped.rotated(2) == swapped == swapped.rotated(1).rotated(1)
    assert LoreOptions.both("Star Bright").players[0].mode == "bright"


# -- which steps may be passed (the boards ask the engine) ----------------------------


def test_optional_steps_and_skipping_to_a_later_step():
    game = new_game()  # Star Bright both; the very first turn has no step 3 (S5)
    assert game.moving and game.optional
    assert game.skip_to(Phase.CHOOSE_FOCUS) == (Pass(), Pass())
    drafted = MoveHeavens((2, 1, 3, 4, 5, 6, 7, 8, 9))
    assert game.skip_to(Phase.ALIGN_STARS, first=drafted) == (drafted,)
    assert game.ahead(Phase.DIVINE) is None  # no step 3 this turn
    assert game.ahead(Phase.CHOOSE_FOCUS).phase is Phase.CHOOSE_FOCUS
    at_focus = game.replay(game.skip_to(Phase.CHOOSE_FOCUS))
    assert not at_focus.optional  # steps 4 and 5 are required
    with pytest.raises(IllegalMoveError, match="not ahead this turn"):
        at_focus.skip_to(Phase.MOVE_HEAVENS)
    second = turn(game)  # seat 1's first turn: step 3 is required
    at_divine = second.ahead(Phase.DIVINE)
    assert at_divine is not None and not at_divine.optional
    with pytest.raises(IllegalMoveError, match="first place your token"):
        second.skip_to(Phase.CHOOSE_FOCUS)
    full = _fill_board(new_game()).apply(Pass()).apply(Pass())
    assert full.phase is Phase.DIVINE and full.optional  # every card taken: may decline (S5)
    assert full.skip_to(Phase.CHOOSE_FOCUS) == (Pass(),)
    with pytest.raises(LogoKitError, match="Phase"):
        game.skip_to(["step 4"])


def test_s14_rearrangement_moves_are_every_order_of_the_face_down_cards():
    # Card 2 starts face up (S9) and stays in lane 2 (S6); the three face-down cards of a
    # 4-card line can lie in 3! orders, one of which is the present one: 5 moves, all legal.
    options = LoreOptions(players=(PlayerSetup("light", start_revealed=2), PlayerSetup()), stars=4)
    game = LoreGame.new(options, hidden=([4, 2, 1, 3], None), rng=np.random.default_rng(1))
    moves = game.rearrangement_moves()
    orders = {move.arrangement for move in moves}
    assert len(moves) == len(orders) == 5 and game.arrangement(0) not in orders
    assert all(order[1] == 2 for order in orders)
    assert {m.arrangement for m in game.swap_moves()} <= orders
    assert all(game.is_legal(move) for move in moves)


def test_a_huge_number_as_a_move_is_refused_with_a_short_message():
    """The fuzz suite's long profile found a 5,001-digit int at the deal: its repr broke
    Python's integer-to-text limit (a plain ValueError) inside the error message."""
    root = LoreGame.new(LoreOptions.both("light", stars=3))
    with pytest.raises(IllegalMoveError, match="about 5001 digits"):
        root.apply(10**5000)
    assert root.is_legal(10**5000) is False
