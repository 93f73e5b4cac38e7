"""The Logic & Lore duel board: moving and picking cards, aligning, tokens, and refused
actions that show a message and leave the state as it was.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from lore_duel_driver import BOT, MAX_CLICKS, YOU, click_suggestion, engine_tokens, shown_tokens

from logo_kit.lore import Belief, Question
from logo_kit.lore.moves import MoveHeavens, Phase
from logo_kit.widgets import DuelBoard

# -- moving cards, aligning, tokens ----------------------------------------------------------


def test_moves_are_a_draft_until_you_go_on():
    board = DuelBoard(stars=4, seed=1, bot="greedy")
    game = board.game
    board.line_row.drag("1", "3")  # drag the card in lane 1 onto the card in lane 3
    assert board.draft == (3, 2, 1, 4) and board.game is game  # nothing played yet
    assert "moves drafted" in board.mine_view.value
    assert board.line_row.card_keys == ["3", "2", "1", "4"]
    board.line_row.press_move("3", +1)  # Alt+→ on card 3: it changes places with card 2
    assert board.draft == (2, 3, 1, 4)
    board.swap(1, 2)
    assert board.draft == (3, 2, 1, 4)
    assert board.win_chance == Belief(stars=4).win_chance((3, 2, 1, 4))
    board.order_text.value = "4 3 2 1"
    board.order_button.click()
    assert board.draft == (4, 3, 2, 1)
    board.undo_button.click()
    assert board.draft == (1, 2, 3, 4)
    board.rearrange("2 1 4 3")
    board.done_button.click()  # step 1 made: the engine got the move
    assert board.game.log[2:] == (MoveHeavens((2, 1, 4, 3)),)  # after the two deals
    assert board.phase is Phase.ALIGN_STARS
    # Step 2: cards cannot move any more.
    board.swap(1, 2)
    assert board.last_error and "step 1 or 6" in board.last_error
    assert board.draft == (2, 1, 4, 3)
    assert not board.line_row.movable  # the line cannot be dragged at step 2 either


def test_picking_cards_by_clicking_the_line():
    board = DuelBoard(stars=4, seed=1, bot="greedy")
    assert board.picks == (1, 2) and board.line_row.selected == ["1", "2"]
    board.line_row.click("4")  # a third card: the oldest pick makes room
    assert board.last_error is None and board.picks == (2, 4)
    board.line_row.click("1")
    assert board.picks == (4, 1) and board.line_row.selected == ["4", "1"]
    board.line_row.click("1")  # a held-up card clicked again stays held up
    assert board.picks == (4, 1)
    board.set_questions([])  # (Star Light has no Focus question: no card is marked)
    assert board.line_row.marked == ""
    # Suggest at step 1 sets the draft to the advisor's arrangement (or back to the cards
    # as they lie when it would not move them).
    board.rearrange("4 3 2 1")
    board.hint_box.value = True  # Suggest is help: behind the Help switch
    board.suggest()
    (move,) = board.suggestion
    expected = move.arrangement if isinstance(move, MoveHeavens) else board.game.arrangement(YOU)
    assert board.draft == expected
    assert "logo-kit-info" in board.message.value


def test_aligning_at_the_wrong_arrangement_loses():
    board = DuelBoard(stars=4, seed=1, bot="advisor")
    truth = board.game.hidden(YOU)
    wrong = next(
        order
        for order in itertools.permutations(board.layout.cards)
        if any(truth[c] != lane for c, lane in zip(order, board.layout.lanes, strict=True))
    )
    board.rearrange(list(wrong))
    chance = board.win_chance
    assert chance == Fraction(1, 24)
    assert "exact: 1/24'>4.2% (1 in 24)" in board.chance_view.value  # shown before aligning
    before = board.game
    board.align_button.click()  # only asks: aligning ends the game
    assert board.game is before and board.last_error is None
    assert board.confirm.widget.layout.display is None
    assert "4.2% (1 in 24)" in board.message.value  # the chance, said before confirming
    board.confirm.cancel_button.click()
    assert board.game is before and board.confirm.widget.layout.display == "none"
    assert board.draft == tuple(wrong)  # the drafted order is kept
    board.align_button.click()
    board.confirm.confirm_button.click()  # makes the drafted move, then aligns
    assert board.game.is_terminal and board.winner == "bot"
    assert "out of place" in board.status_view.value
    marks = [c["mark"] for c in board.line_row.cards]
    assert "✗ wrong" in marks  # every card turned over with its verdict


def test_winning_by_aligning_a_known_line():
    board = DuelBoard(stars=3, seed=6, bot="random")
    truth = board.game.hidden(YOU)
    order = tuple(sorted(truth, key=lambda c: truth[c]))  # card holding 1 first, …
    board.rearrange(order)
    assert board.win_chance == Fraction(1, 6)
    board.align()
    assert board.winner == "you" and board.game.is_terminal
    assert "You win" in board.status_view.value
    assert [c["mark"] for c in board.line_row.cards] == ["✓ home"] * 3


def test_replacing_a_bot_token_when_all_cards_are_taken():
    board = DuelBoard(mode="bright", bot="greedy", seed=7)
    # Play the advisor's suggestions until all of 2–8 hold tokens at your Divine step.
    for _ in range(MAX_CLICKS):
        options = board.divine_options
        if options and board.game.tokens.full:
            break
        click_suggestion(board)
        assert not board.game.is_terminal, "the game ended before the cards filled up"
    else:  # pragma: no cover
        raise AssertionError("the question cards never filled up")
    tokens = board.game.tokens
    bots = [int(q) for q in Question if 2 <= q <= 8 and tokens.owner(q) == BOT]
    assert [m.question for m in options] == bots  # only the bot's tokens may be replaced
    open_cards = [c for c in board.question_row.cards if not c["disabled"]]
    assert [int(c["key"]) for c in open_cards] == bots
    assert all(c["mark"] == "replace" and "bot's token" in c["label"] for c in open_cards)
    assert board.skip_divine_button.layout.display is None  # replacing is optional (S5)
    target = bots[-1]
    assert shown_tokens(board)[target] == "bot"
    board.question_row.click(target)  # a click on the bot's question card replaces it
    assert board.last_error is None, board.last_error
    assert shown_tokens(board)[target] == "you" == engine_tokens(board.game)[target]
    assert board.game.tokens.supply[BOT] == tokens.supply[BOT] + 1
    assert any("replacing the bot's token" in line for line in board.log_lines)


# -- refused actions keep the state ----------------------------------------------------------


def _state(board: DuelBoard):
    return (board.game, board.draft, board.picks, board.asked, tuple(board.log_lines))


def test_refused_actions_show_a_message_and_change_nothing():
    board = DuelBoard(mode="bright", stars=5, seed=4, bot="greedy")
    # Play into the second turn, so that a token can be placed.
    board.ask()
    board.end_turn()
    assert board.game.own_turns == (2, 1) and board.last_error is None
    attempts = [
        (lambda: board.pick(2, 2), "two different cards"),
        (lambda: board.pick(1, 9), "no card 9"),
        (lambda: board.pick(1, 2, focus=3), "Focus card must be one of"),
        (lambda: board.swap(1, 1), "two different lanes"),
        (lambda: board.swap(1, 7), "no lane 7"),
        (lambda: board.rearrange("1 2 three"), "card numbers"),
        (lambda: board.rearrange("1 1 2 3 4"), "every card once"),
        (lambda: board.divine(1), "always available"),
        (lambda: board.divine(9), "always available"),
        (lambda: board.set_questions({1, 3}), "cannot be asked"),
        (lambda: board.take_back((2, 3)), "no tokens to take back"),
        (lambda: board.end_turn(), "turn ends after step 6"),
        (lambda: board.ask(), "first place your token"),
    ]
    for action, words in attempts:
        before = _state(board)
        assert action() is False
        assert board.last_error is not None and words in board.last_error, (words, board.last_error)
        assert _state(board) == before
        assert "logo-kit-error" in board.message.value
    # Asking with no question ticked: the engine refuses, nothing changes.
    board.divine(board.divine_options[0].question)
    assert board.phase is Phase.CHOOSE_FOCUS
    board.set_questions([])
    before = _state(board)
    board.ask_button.click()
    assert "at least one question" in board.last_error and _state(board) == before
    # A question without your token cannot be ticked either.
    box = next(b for q, b in board.ask_boxes.items() if q not in board.available)
    assert box.disabled
    before = _state(board)
    box.value = True
    assert "needs your token" in board.last_error and _state(board) == before
    assert box.value is False  # re-rendered from the state


def test_face_up_cards_are_locked():
    board = DuelBoard(stars=4, seed=1, bot="greedy")
    truth = board.game.hidden(YOU)
    card = next(c for c in board.layout.cards if truth[c] == 1)
    other = next(c for c in board.layout.cards if c != card)
    order = [card, *[c for c in board.layout.cards if c != card]]
    board.rearrange(order)  # the card holding 1 into lane 1 …
    board.pick(card, other)
    board.ask()  # … Alignment points at it: face up and locked (S6)
    assert card in board.game.revealed(YOU)
    before = _state(board)
    board.swap(1, 2)
    assert "face up and locked" in board.last_error and _state(board) == before
    # Typing only the face-down cards fills their lanes, the face-up card stays.
    down = [c for c in board.draft if c not in board.game.revealed(YOU)]
    board.rearrange(" ".join(str(c) for c in reversed(down)))
    assert board.last_error is None
    it = reversed(down)
    assert board.draft == tuple(c if c in board.game.revealed(YOU) else next(it) for c in before[1])


def test_held_up_cards_move_off_a_card_the_answer_turned_face_up():
    board = DuelBoard(stars=4, seed=1, bot="greedy")
    truth = board.game.hidden(YOU)
    card = next(c for c in board.layout.cards if truth[c] == 1)
    other = next(c for c in board.layout.cards if c != card)
    board.rearrange([card, *[c for c in board.layout.cards if c != card]])
    board.pick(other, card)
    board.ask()  # Alignment points at the card in lane 1: it is turned face up (S6)
    shown = board.game.revealed(YOU)
    assert card in shown
    assert not shown.intersection(board.picks), "a known card would be held up again"
    assert other in board.picks or other in shown  # a face-down pick stays held up
    kept = board.picks
    board.end_turn()
    assert board.picks == kept  # nothing new was turned over: the picks stay
