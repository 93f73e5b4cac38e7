"""The Logic & Lore duel board: a fresh board, and whole games played by clicking.

Whole games are played by clicking (the advisor's suggestions, or the first
legal choice at every step) within a bounded number of clicks; after every
click the numbers the board shows are checked against the engine and an
independently rebuilt belief, and on small lines against plain-Python brute
force over every permutation of the values (see lore_duel_driver.py).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from lore_duel_driver import (
    BOT,
    MAX_CLICKS,
    YOU,
    brute_force,
    check_against_core,
    click_first_legal,
    click_suggestion,
    engine_tokens,
    positions_and_moves,
    shown_tokens,
)

from logo_kit.lore import LoreGame
from logo_kit.lore.moves import Divine, Pass, Phase, RemoveTokens
from logo_kit.widgets import Board, DuelBoard
from logo_kit.widgets.lore.duel import BOT_KINDS

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
        for before, move in positions_and_moves(board.game)
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
