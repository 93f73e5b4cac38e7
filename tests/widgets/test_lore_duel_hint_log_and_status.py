"""The Logic & Lore duel board: the advisor's hint, the log (the core narrator's story),
the status strip, the game's end, font sizes and the keyboard path.
"""

from __future__ import annotations

import html
import re

from lore_duel_driver import BOT, YOU

from logo_kit.engine import story
from logo_kit.lore import AdvisorPlayer, Question
from logo_kit.lore.narrate import describe_move
from logo_kit.readable import approx_text, chance_text
from logo_kit.widgets import DuelBoard
from logo_kit.widgets.lore.duel import NAMES

# -- the hint --------------------------------------------------------------------------------


def test_hint_shows_the_advisors_exact_advice():
    board = DuelBoard(mode="bright", seed=9, bot="greedy")
    assert board.hint_view.value == ""
    board.hint_box.value = True
    advice = AdvisorPlayer().advise(board.game.view(YOU))
    hint = html.unescape(board.hint_view.value)
    assert f"wins with chance {chance_text(advice.win_chance)}." in hint
    assert "lore-duel-hint" in board.hint_view._dom_classes
    assert not re.search(r"\d/\d", hint), "a chance reads as a percentage, not a fraction"
    # the step's words and the best guess agree: leave the cards only if they are there
    leave = "Advisor: leave your cards where they lie." in hint
    assert leave == (advice.arrangement == board.game.arrangement(YOU))
    first, second = advice.plan.cards
    assert f"Then it would hold up cards {first} and {second} and ask" in hint
    board.ask()
    board.end_turn()
    advice = AdvisorPlayer().advise(board.game.view(YOU))
    home = approx_text(advice.expected_correct, 1)
    assert f"has about {home} card" in board.hint_view.value


def test_the_align_warning_quotes_the_chance_shown_for_the_cards_as_drafted():
    board = DuelBoard(stars=4, seed=2, bot="greedy", hint=True)  # as they lie: chance 0
    board.ask()
    board.end_turn()
    as_they_lie = board.win_chance
    assert board.best_guess() and board.draft != board.game.arrangement(YOU)
    shown = board.win_chance  # what the chance view says for the drafted cards
    assert shown != as_they_lie and chance_text(shown) in board.chance_view.value
    board.align_button.click()  # asks first: it quotes the same chance
    assert f"(chance {chance_text(shown)})" in html.unescape(board.message.value)
    board.hint_box.value = False
    assert board.hint_view.value == ""


def test_the_log_is_the_core_narrators_story():
    board = DuelBoard(mode="bright", stars=4, seed=3, bot="greedy", first_turn_divines=True)
    board.divine(3)
    board.ask()
    board.end_turn()
    told = story(board.game, describe_move, names=NAMES, viewer=YOU)
    assert board.log_lines[1:] == told
    assert "Your turn 1: placed a token on 3 Neighbours" in board.log_lines
    assert board.log_lines[1] == "Deal for you: 4 cards face down"  # no values shown
    # the board holds a session: the bot loop and the story are the session's
    assert board.session.state is board.game and board.session.players[BOT] is board.bot


def test_the_solvers_buttons_hide_behind_help_which_is_off_by_default():
    board = DuelBoard(stars=4, seed=1, bot="greedy")
    solver = (board.suggest_button, board.play_button, board.best_button)
    assert not board.hint_box.value and "Help" in board.hint_box.description
    assert all(b.layout.display == "none" for b in solver)
    assert board.hint_view.value == ""
    before, draft = board.game, board.draft
    for action in (board.suggest, board.play_suggestion, board.best_guess):
        assert action() is False  # a program reaching a hidden button is refused
        assert "Tick Help" in board.last_error and "Tick Help" in board.message.value
        assert board.game is before and board.draft == draft and board.suggestion == ()
    board.hint_box.value = True
    assert all(b.layout.display is None for b in solver) and board.hint_view.value != ""
    assert board.best_guess() and board.last_error is None
    board.hint_box.value = False
    assert all(b.layout.display == "none" for b in solver)


def test_align_confirm_is_forgotten_when_the_game_moves_on():
    board = DuelBoard(stars=4, seed=1, bot="greedy")
    board.align_button.click()
    assert board.confirm.pending is not None
    board.skip_align_button.click()  # another move: the question is dropped
    assert board.confirm.pending is None and board.confirm.widget.layout.display == "none"
    assert not board.game.is_terminal


# -- the status strip, the game's end and the keyboard path --------------------------


def test_the_strip_says_your_step_and_what_the_bot_did_as_you_saw_it():
    board = DuelBoard(bot="advisor", stars=5, seed=3)
    assert board.strip.turn_text == (
        "Your turn 1 (Star Light): step 1: move cards if you like, then hold up two cards and Ask"
    )
    assert board.strip.change_lines == ()  # nothing has happened yet
    board.ask()
    assert board.strip.change_lines == ()  # your own moves are not news
    assert board.next_focus() is board.end_button  # step 6: End turn is next
    moved_seen = False
    for _ in range(8):
        board.end_turn()
        assert board.last_error is None, board.last_error
        if board.game.is_terminal:
            break
        lines = board.strip.change_lines
        turn = board.game.turn - 1  # the bot's turn, just played
        bot_rounds = [r for r in board.game.rounds if r.player == BOT and r.turn == turn]
        # the bot's round, with the faces it held up to you (you answered), word for word
        (played,) = bot_rounds
        hidden = board.game.hidden(BOT)
        a, b = played.query.cards
        asked = [line for line in lines if "held up" in line]
        assert len(asked) == 1
        assert f"card {a} (lane " in asked[0] and f"face {hidden[a]})" in asked[0]
        assert f"card {b} (lane " in asked[0] and f"face {hidden[b]})" in asked[0]
        assert str(played.outcome) in asked[0]
        assert lines[-1].startswith(f"The bot's line: {board.bot_count:,} possible")
        # the bot's moved or flipped cards are outlined on its line, and only those
        marked = set(
            re.findall(
                r"lore-lane lk-changed' data-lane='\d+' data-card='(\d+)'",
                board.opponent_view.value,
            )
        )
        assert marked == {str(c) for c in board.bot_marks}
        moves = [e for e in board.recent if e.kind == "move"]
        flips = [e for e in board.recent if e.flipped]
        expected = {c for e in moves for c, _, _ in e.moved}
        expected |= {c for e in flips for c, *_ in e.flipped}
        assert {int(c) for c in marked} == expected
        moved_seen = moved_seen or bool(moves)
        assert board.next_focus() is board.ask_button  # your new turn: Ask is one Tab away
        board.ask()
        assert board.strip.change_lines == ()  # after your move, the bot's turn is not new
        assert "lk-changed" not in board.opponent_view.value
    assert moved_seen, "the advisor bot never moved a card in 8 turns"


def test_the_end_of_the_game_shows_the_winner_and_play_again_focused():
    board = DuelBoard(bot="random", stars=4, seed=5)
    board.ask_align()
    board.confirm.confirm_button.click()
    assert board.game.is_terminal
    assert board.strip.turn_text.startswith("Game over. ")
    assert ("You win" if board.game.winner == YOU else "The bot wins") in board.strip.turn_text
    assert board.strip.actions.children == (board.play_again_button,)
    assert board.next_focus() is board.play_again_button
    seed = board.settings.seed
    board.play_again_button.click()
    assert board.last_error is None, board.last_error
    assert not board.game.is_terminal and board.game.own_turns == (1, 0)
    assert board.settings.seed == seed + 1 and board.seed_box.value == seed + 1
    assert board.strip.actions.children == ()
    assert board.strip.turn_text.startswith("Your turn 1")
    # Play again is refused while a game is on
    assert not board.play_again()
    assert "still on" in board.last_error


def test_a_token_is_placed_by_clicking_its_question_card():
    board = DuelBoard(mode="bright", bot="greedy", stars=4, seed=3, first_turn_divines=True)
    row = board.question_row
    assert row.layout.display is None and row.most == 1
    # four lanes: questions 1–4 over them, 5–9 after the line's end
    assert [c["key"] for c in row.cards] == [str(q) for q in range(1, 10)]
    open_cards = [int(c["key"]) for c in row.cards if not c["disabled"]]
    assert open_cards == [int(m.question) for m in board.divine_options] == [2, 3, 4, 5, 6, 7, 8]
    row.click(1)  # question 1 is always open: it takes no token (S4) and no click
    assert row.selected == [] and board.game.tokens.owner(1) is None
    row.click(3)
    assert board.last_error is None, board.last_error
    assert board.game.tokens.owner(3) == YOU
    assert row.selected == [] and row.most == 0  # asked for next: no other token this turn
    assert next(c for c in row.cards if c["key"] == "3")["bottom"] == "▲ you"
    assert board.next_focus() is board.ask_button
    assert any("placed a token on 3 Neighbours" in line for line in board.log_lines)


def test_question_cards_stand_over_the_lanes_with_blank_cards_over_extra_lanes():
    board = DuelBoard(mode="bright", blackholes=2, seed=1)
    keys = [c["key"] for c in board.question_row.cards]
    assert len(keys) == len(board.line_row.cards) == 11
    assert keys == ["x0", *[str(q) for q in range(1, 10)], "x10"]
    assert board.question_row.cards[0]["disabled"] and board.question_row.cards[-1]["disabled"]
    light = DuelBoard(mode="light", seed=1)
    assert light.question_row.layout.display == "none"  # no tokens in Star Light


def font_sizes_px(markup: str) -> list[float]:
    """Every font size an HTML view sets, in px (em sizes at a 13 px page; <small> 0.83em)."""
    sizes = [float(px) for px in re.findall(r"font-size:\s*([\d.]+)px", markup)]
    sizes += [13 * float(em) for em in re.findall(r"font-size:\s*([\d.]+)em", markup)]
    return sizes + [13 * 0.83] * markup.count("<small")


def test_duel_views_set_no_font_under_12_px():
    board = DuelBoard(mode="bright", blackholes=1, bot_blackholes=2, seed=3)
    board.ask()
    board.end_turn()
    markup = "".join(
        view.value
        for view in (
            board.opponent_view,
            board.tokens_view,
            board.mine_view,
            board.answer_view,
            board.count_view,
            board.chance_view,
            board.log_view,
        )
    )
    assert "extra (blackholes)" in markup
    assert min(font_sizes_px(markup)) >= 12
    assert board.figure.data[0].textfont.size >= 12


def test_picking_or_moving_cards_keeps_the_focus_in_the_row_and_a_move_sends_it_on():
    board = DuelBoard(mode="bright", bot="greedy", stars=4, seed=3, first_turn_divines=True)
    focused = []
    board._move_focus = lambda: focused.append(board.next_focus())  # what act() would focus
    board.line_row.click(3)  # pick a card with the keyboard or mouse: stay in the row
    board.line_row.press_move("3", +1)
    board.ask_boxes[Question.GREATNESS].value = False
    assert focused == [None, None, None] and board.last_error is None
    board.question_row.click(2)  # a token placed: a move; Ask is next
    assert focused[-1] is board.ask_button
    board.ask_button.click()
    assert focused[-1] in (board.end_button, board.remove_button)


def test_when_a_token_must_be_placed_the_question_cards_take_the_focus():
    board = DuelBoard(mode="bright", bot="greedy", stars=4, seed=3)
    assert board.next_focus() is board.ask_button  # the first turn has no Divine step (S5)
    board.ask()
    board.end_turn()
    assert board.divine_options and board.next_focus() is board.question_row
    assert board.strip.turn_text.endswith("then click a question card for your token")
    board.question_row.click(int(board.divine_options[0].question))
    assert board.last_error is None and board.next_focus() is board.ask_button


def test_every_panel_counts_turns_the_same_way():
    board = DuelBoard(mode="bright", bot="advisor", seed=2026)

    def ask() -> bool:
        if board.divine_options and not board.may_decline:  # a token first (S5)
            assert board.divine(int(board.divine_options[0].question))
        return board.ask()

    for _ in range(2):
        assert ask() and board.end_turn()
    assert ask()
    words = lambda view: re.sub(r"<[^>]+>", "", html.unescape(view.value))  # noqa: E731
    assert board.strip.turn_text.startswith("Your turn 3 (Star Bright)")
    assert words(board.status_view).startswith("Your turn 3 (Star Bright)")
    assert "(your turn 3, cards" in words(board.answer_view)
    assert any(line.startswith("Your turn 3: held up") for line in board.log_lines)
    assert any(line.startswith("The bot's turn 2: ") for line in board.log_lines)
    asked = words(board.opponent_view)  # what the bot asked, by its own turns too
    assert "The bot's turn 1: held up" in asked and "The bot's turn 2: held up" in asked
    every = " ".join([board.strip.turn_text, *map(words, (board.status_view, board.answer_view))])
    assert "has had" not in every and "(turn" not in " ".join(board.log_lines)
