"""The Logic & Lore duel board, driven headlessly through its controls.

Whole games are played by clicking (the advisor's suggestions, or the first
legal choice at every step) within a bounded number of clicks; after every
click the numbers the board shows are checked against the engine and an
independently rebuilt belief, and on small lines against plain-Python brute
force over every permutation of the values.
"""

from __future__ import annotations

import html
import itertools
import math
import re
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.engine import story
from logo_kit.lore import AdvisorPlayer, Belief, LoreGame, Question, answer
from logo_kit.lore.moves import AlignStars, Divine, MoveHeavens, Pass, Phase, RemoveTokens
from logo_kit.lore.narrate import describe_move
from logo_kit.readable import approx_text, chance_text
from logo_kit.widgets import Board, DuelBoard
from logo_kit.widgets.lore.duel import BOT_KINDS, NAMES

MAX_CLICKS = 400  # bounded: a 9-card game lasts about 10 turns of at most 6 clicks each
YOU, BOT = 0, 1

# -- helpers ---------------------------------------------------------------------------------


OWNER_WORDS = {"▲ you": "you", "● bot": "bot", "empty": "empty", "always": "always"}


def shown_tokens(board: DuelBoard) -> dict[int, str]:
    """Question card → owner word, read from the question cards shown (not from the engine)."""
    if board.question_row.layout.display == "none":
        return {}
    return {
        int(card["key"]): OWNER_WORDS[card["bottom"]]
        for card in board.question_row.cards
        if card["key"].isdigit()
    }


def engine_tokens(game: LoreGame) -> dict[int, str]:
    out = {}
    for q in Question:
        if q in (Question.ALIGNMENT, Question.GREATNESS):
            out[int(q)] = "always"
        else:
            owner = game.tokens.owner(q)
            out[int(q)] = {None: "empty", YOU: "you", BOT: "bot"}[owner]
    return out


def brute_force(game: LoreGame, seat: int = YOU) -> list[dict[int, int]]:
    """Every card → value mapping agreeing with all of ``seat``'s answers (plain Python)."""
    layout = game.line(seat).layout
    kept = []
    for perm in itertools.permutations(layout.values):
        value_of = dict(zip(layout.cards, perm, strict=True))
        ok = True
        for r in game.rounds:
            if r.player != seat:
                continue
            lanes = {c: layout.lanes[r.arrangement.index(c)] for c in r.query.cards}
            if answer(r.query, value_of, lanes, stars=layout.stars) != r.outcome:
                ok = False
                break
        # Face-up cards hold their lane's value (they were pointed at as aligned).
        if ok and all(value_of[c] == game.line(seat).lane_of(c) for c in game.revealed(seat)):
            kept.append(value_of)
    return kept


def check_against_core(board: DuelBoard) -> None:
    """What the board shows agrees with the engine and an independently rebuilt belief."""
    game = board.game
    assert game.is_terminal or game.current_player == YOU  # between clicks it is always your turn
    if any(game.mode(s) == "bright" for s in (YOU, BOT)):
        assert shown_tokens(board) == engine_tokens(game)
        game.tokens.check()
    belief = game.view(YOU).belief().rearrange(board.draft)
    assert board.count == belief.count
    assert f"{belief.count:,}" in board.count_view.value
    rows = [board.layout.index(c) for c in board.heatmap_cards]
    assert np.allclose(board.heatmap_z, belief.marginal_matrix()[rows])
    assert board.heatmap_cards == board.draft
    assert board.win_chance == belief.win_chance()
    truth = game.hidden(YOU)
    assert {c: truth[c] for c in belief.cards} in belief  # never excludes the true line
    # The bot's progress, from what you saw (ruling S19), is what the bot itself knows.
    bot_belief = game.view(BOT).belief()
    assert board.bot_count == bot_belief.count
    assert f"{bot_belief.count:,}" in board.opponent_view.value
    bot_rounds = tuple(r for r in game.rounds if r.player == BOT)
    assert board.bot_rounds == bot_rounds
    hidden, bot_layout = game.hidden(BOT), game.line(BOT).layout
    for r in bot_rounds[-16:]:  # the faces it held up to you, in the lanes it asked in
        for card in r.query.cards:
            lane = bot_layout.lanes[r.arrangement.index(card)]
            face = bot_layout.value_label(hidden[card])
            assert f"card {card} in lane {lane} (face {face})" in board.opponent_view.value
    if not game.is_terminal:
        assert board.bot_win_chance == bot_belief.win_chance()
    # The bot's face-down values never appear on its line while the game is on.
    if not game.is_terminal:
        chips = re.findall(r"aria-label='([^']*)'", board.opponent_view.value)
        down = [chip for chip in chips if "face down" in chip]
        assert len(down) == len(game.line(BOT).face_down)
        assert all("value" not in chip for chip in down)


def click_suggestion(board: DuelBoard) -> tuple:
    """Press Suggest, then the button that makes the suggested move at this step;
    return the suggested moves (ticking Help first: the solver's buttons are help)."""
    board.hint_box.value = True
    board.suggest_button.click()
    assert board.last_error is None, board.last_error
    moves = board.suggestion
    first = moves[0]
    phase = board.phase
    if phase is Phase.MOVE_HEAVENS:
        board.done_button.click()
    elif phase is Phase.MOVE_AGAIN:
        board.end_button.click()
    elif phase is Phase.ALIGN_STARS:
        if isinstance(first, AlignStars):
            board.align_button.click()  # asks first: aligning ends the game
            board.confirm.confirm_button.click()
        else:
            board.skip_align_button.click()
    elif phase is Phase.DIVINE:
        if isinstance(first, Divine):
            board.question_row.click(int(first.question))  # a click on the question card
        else:
            board.skip_divine_button.click()
    elif phase is Phase.CHOOSE_FOCUS:
        board.ask_button.click()
    elif phase is Phase.REMOVE_TOKENS:
        board.remove_button.click()
    else:  # pragma: no cover - between clicks no other step is possible
        raise AssertionError(phase)
    assert board.last_error is None, board.last_error
    return moves


def click_first_legal(board: DuelBoard) -> None:
    """The first legal choice at each step: no card moves, no alignment, the first token
    placement, the two first cards with every available question, the first pair back."""
    phase = board.phase
    if phase is Phase.MOVE_HEAVENS:
        board.done_button.click()
    elif phase is Phase.ALIGN_STARS:
        board.skip_align_button.click()
    elif phase is Phase.DIVINE:
        legal = board.game.legal_moves()
        if isinstance(legal[0], Divine):
            # only the cards a token may go on take a click
            open_cards = [c["key"] for c in board.question_row.cards if not c["disabled"]]
            assert open_cards == [str(int(m.question)) for m in legal if isinstance(m, Divine)]
            board.question_row.click(int(legal[0].question))
        else:
            board.skip_divine_button.click()
    elif phase is Phase.CHOOSE_FOCUS:
        board.ask_button.click()
    elif phase is Phase.REMOVE_TOKENS:
        assert board.remove_choice.value == board.game.legal_moves()[0].questions
        board.remove_button.click()
    elif phase is Phase.MOVE_AGAIN:
        board.end_button.click()
    assert board.last_error is None, board.last_error


# -- a fresh board -----------------------------------------------------------------------------


def test_fresh_board_shows_the_core_numbers():
    board = DuelBoard(seed=4)
    assert isinstance(board, Board)
    # 9 cards, every order possible: 9! = 362,880; log2(9!) ≈ 18.469
    assert board.count == 362_880
    assert "362,880" in board.count_view.value and "18.469" in board.count_view.value
    assert board.heatmap_z.shape == (9, 9)
    assert np.allclose(board.heatmap_z, 1 / 9)
    assert board.chances[0][0] == Fraction(1, 9)
    # Only the identity order wins: 1/9!.
    assert board.win_chance == Fraction(1, 362_880)
    assert "title='exact: 1/362880'>under 0.01% (1 in 362,880)<" in board.chance_view.value
    assert board.phase is Phase.MOVE_HEAVENS and board.game.current_player == YOU
    assert "Star Light: no question tokens" in board.tokens_view.value
    # Both lines drawn: the bot's nine cards face down, no values shown.
    assert board.opponent_view.value.count("lore-face-down") == 9
    assert [c["text"] for c in board.line_row.cards] == ["?"] * 9  # your line: clickable cards
    assert board.line_row.most == 2 and board.line_row.movable
    check_against_core(board)


def test_same_seed_deals_the_same_lines_and_new_game_reads_the_controls():
    a, b = DuelBoard(seed=11), DuelBoard(seed=11)
    assert a.game.hidden(YOU) == b.game.hidden(YOU) and a.game.hidden(BOT) == b.game.hidden(BOT)
    assert a.game == LoreGame.new(a.settings.options(), np.random.default_rng(11))
    b.bot_choice.value = "greedy"
    b.mode_choice.value = "bright"
    b.bot_mode_choice.value = "light"
    b.bot_blackhole_choice.value = 1
    b.seed_box.value = 5
    b.new_game_button.click()
    assert b.last_error is None
    assert b.game.mode(YOU) == "bright" and b.game.mode(BOT) == "light"
    assert b.game.line(BOT).layout.blackholes == 1
    assert b.bot.name == "bot (greedy)"
    # The bot's line has an extra lane 10 for its blackhole (ruling S7).
    assert "lane 10" in b.opponent_view.value and "extra (blackholes)" in b.opponent_view.value
    assert b.count == math.factorial(9) and b.bot_count == math.factorial(10)
    assert shown_tokens(b) == engine_tokens(b.game)
    assert set(shown_tokens(b).values()) == {"always", "empty"}


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="unknown bot"):
        DuelBoard(bot="oracle")
    with pytest.raises(ValueError, match="blackholes"):
        DuelBoard(blackholes=3)
    with pytest.raises(ValueError, match="mode"):
        DuelBoard(mode="dim")
    assert set(BOT_KINDS) == {"random", "greedy", "advisor"}


# -- whole games by clicking -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "bot_mode", "bot", "seed"),
    [("light", "light", "advisor", 3), ("bright", "bright", "greedy", 5)],
)
def test_whole_game_playing_the_advisors_suggestions(mode, bot_mode, bot, seed):
    board = DuelBoard(mode=mode, bot_mode=bot_mode, bot=bot, seed=seed)
    clicks = 0
    while not board.game.is_terminal:
        done = len(board.game.log)
        suggested = click_suggestion(board)
        clicks += 2
        assert clicks <= MAX_CLICKS
        # The suggested moves are exactly the ones the engine got (the bot's follow).
        assert board.game.log[done : done + len(suggested)] == suggested
        check_against_core(board)
    assert board.winner in ("you", "bot")
    finish = board.game.finished[0 if board.winner == "you" else 1]
    assert finish is not None and finish.won  # the advisor only aligns when certain
    assert board.game.winner == (YOU if board.winner == "you" else BOT)
    assert ("You win" if board.winner == "you" else "The bot wins") in board.status_view.value
    # The log replays: the board kept the engine's game, never its own.
    assert board.game.start.replay(board.game.log) == board.game
    # After the game: both lines turned over; every action is refused, nothing changes.
    assert "lore-face-down" not in board.opponent_view.value
    final = board.game
    board.ask_button.click()
    assert board.last_error and "game is over" in board.last_error and board.game is final


def test_whole_bright_game_by_first_legal_choices_with_token_display():
    board = DuelBoard(mode="bright", bot="advisor", seed=2)
    clicks = 0
    seen_divine = seen_remove = False
    while not board.game.is_terminal:
        phase = board.phase
        if phase is Phase.DIVINE or (phase is Phase.MOVE_HEAVENS and board.divine_options):
            # only the engine's legal placements are offered
            legal = board.game
            while legal.phase is not Phase.DIVINE:
                legal = legal.apply(Pass())
            offered = [int(c["key"]) for c in board.question_row.cards if not c["disabled"]]
            assert offered == [m.question for m in legal.legal_moves() if isinstance(m, Divine)]
            seen_divine = True
        if phase is Phase.REMOVE_TOKENS:
            assert [v for _, v in board.remove_choice.options] == [
                m.questions for m in board.game.legal_moves()
            ]
            seen_remove = True
        click_first_legal(board)
        clicks += 1
        assert clicks <= MAX_CLICKS
        check_against_core(board)
    assert seen_divine
    # Never moving the cards and always asking about cards 1 and 2, you cannot win;
    # the advisor bot does.
    assert board.winner == "bot"
    # Taking tokens back was offered exactly when the engine asked for it.
    removals = [m for m in board.game.log if isinstance(m, RemoveTokens)]
    assert seen_remove == any(
        before.current_player == YOU and isinstance(move, RemoveTokens)
        for before, move in _positions(board.game)
    )
    assert len(removals) >= int(seen_remove)


def test_a_small_game_matches_brute_force_after_every_answer():
    board = DuelBoard(mode="light", bot="greedy", stars=5, blackholes=1, seed=8, hint=True)
    assert board.count == math.factorial(6)
    for _ in range(4):
        if board.game.is_terminal:
            break
        board.pick(*board.draft[:2])
        board.best_guess()  # step 1: move to the best guess (a draft) …
        board.ask()  # … made when you ask (steps 1, 2 passed, 4, 5)
        assert board.last_error is None, board.last_error
        kept = brute_force(board.game)
        assert board.count == len(kept)
        layout = board.layout
        expected = [
            [Fraction(sum(a[c] == v for a in kept), len(kept)) for v in layout.values]
            for c in board.heatmap_cards
        ]
        assert board.chances == expected
        assert np.allclose(board.heatmap_z, [[float(p) for p in row] for row in expected])
        # The answer line shows the drop in the count with its exact chance.
        played, before, after, own_turn = board.last_answer
        assert own_turn == board.game.own_turns[YOU]
        assert f"your turn {own_turn}," in board.answer_view.value
        chance = Fraction(after, before)  # on hover, beside it with the exact switch
        assert after == len(kept) and f"title='exact: {chance}'" in board.answer_view.value
        assert str(played.outcome) in board.answer_view.value
        if not board.game.is_terminal:
            board.end_turn()
            assert board.last_error is None, board.last_error
            check_against_core(board)


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


def _positions(game: LoreGame):
    """(position before, move) for every move of a finished game."""
    position = game.start
    for move in game.log:
        yield position, move
        position = position.apply(move)


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
