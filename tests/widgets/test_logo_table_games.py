"""The LOGO table, driven headlessly by clicking: starting a board and whole games.

Every number the board shows must be the engine's or the calculator's number;
the board itself holds no game logic (a game clicked through the board is the
very game the engine plays alone with the same seeds).
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from logo_table_driver import (
    MAX_CLICKS,
    click_move,
    first_legal,
    go_low,
    names,
    play_by_clicking,
    shown_totals,
    state,
)

from logo_kit.engine import play_until
from logo_kit.errors import LogoKitError
from logo_kit.logo import GreedyLowPlayer, LogoGame, LogoOptions, score_round
from logo_kit.widgets import Board, TableBoard
from logo_kit.widgets.logo.table import BOT_KINDS


# -- starting -----------------------------------------------------------------------------------
def test_a_new_board_waits_for_your_first_turn():
    board = TableBoard(bots=["Greedy"], seed=1)
    assert isinstance(board, Board)
    assert board.names == ("You", "B (Greedy)")
    assert board.phase == "take" and board.my_turn
    assert board.your_moves == board.game.legal_moves()
    assert not board.draw_button.disabled and not board.declare_button.disabled
    assert board.discard_button.disabled and board.chosen_card is None
    assert board.stop_button.disabled and board.accept_button.disabled
    assert len(board.hand) == 7 and board.game.round_number == 1
    # Your hand is a row of cards to click: each in words, none pickable before you take.
    assert [c["text"] for c in board.hand_row.cards] == [str(c) for c in board.hand]
    assert all(c["label"] and c["disabled"] for c in board.hand_row.cards)
    value = board.game.hand_value(0)
    assert f"<b class='logo-table-value'>{value}</b>" in board.hand_view.value
    assert f">{board.game.draw_size}</b> cards" in board.piles_view.value
    assert "B (Greedy)" in board.opponents_view.value and "7 cards" in board.opponents_view.value
    assert "logo-kit-table" in board.widget._dom_classes
    assert "application/vnd.jupyter.widget-view+json" in board._repr_mimebundle_()


def test_same_seed_same_game_and_seeding_is_documented():
    a = TableBoard(bots=["Greedy", "Random"], seed=4)
    b = TableBoard(bots=["Greedy", "Random"], seed=4)
    assert a.game == b.game and a.hand == b.hand
    # One generator, default_rng(seed), deals and then drives the bots.
    assert a.game == LogoGame.new(LogoOptions(players=3), np.random.default_rng(4))


def test_new_game_uses_the_controls():
    board = TableBoard(bots=["Greedy"], seed=1)
    board.bot_count.value = 3
    board.bot_choices[0].value = "Random"
    board.bot_choices[1].value = "Colour chaser"
    board.bot_choices[2].value = "Calculator"
    board.seed_box.value = 8
    board.target_box.value = 60
    board.new_game_button.click()
    assert board.last_error is None
    assert board.game.players == 4 and board.game.options.target_score == 60
    assert board.names == ("You", "B (Random)", "C (Colour chaser)", "D (Calculator)")
    assert board.seed == 8 and board.phase == "take"
    assert "Target 60" in board.score_view.value


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"bots": []}, "1 to 3 bots"),
        ({"bots": ["Greedy"] * 4}, "1 to 3 bots"),
        ({"bots": ["Smart"]}, "choose from Greedy, Calculator, Colour chaser, Random"),
        ({"target_score": 0}, "target_score must be a whole number from 1 to 10000"),
        ({"draws_ahead": 11}, "from 0 to 10"),
        ({"seed": -1}, "seed must be a whole number from 0 to 2147483647"),
        ({"seed": 1.5}, "seed must be a whole number"),
        ({"hints": "yes"}, "hints must be True or False"),
        ({"hint_samples": 10**9}, "hint_samples must be a whole number from 2 to 500000"),
        ({"declarer_wins_ties": 1}, "declarer_wins_ties must be True or False"),
        ({"game": LogoGame.new()}, "one bot per seat"),
        ({"game": "a game"}, "game must be a LogoGame position"),
        ({"bots": "Greedy Random"}, "unknown bot 'Greedy Random'"),
        ({"bots": [7]}, "unknown bot 7"),
    ],
)
def test_bad_settings_are_refused(kwargs, message):
    settings = {"bots": ["Greedy"], **kwargs}
    with pytest.raises(LogoKitError, match=re.escape(message)):
        TableBoard(**settings)


# -- whole games by clicking ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("bots", "seed"),
    [(["Greedy"], 3), (["Random", "Colour chaser"], 5), (["Greedy", "Random", "Colour chaser"], 6)],
)
def test_first_legal_option_plays_a_whole_game(bots, seed):
    board = TableBoard(bots=bots, seed=seed, target_score=60)
    clicks = play_by_clicking(board, first_legal)
    game = board.game
    assert game.is_terminal and clicks > 0
    # The score sheet is the engine's: one row per round, totals = the sum of the points.
    assert shown_totals(board) == list(game.totals)
    assert board.score_view.value.count("class='logo-table-round'") == len(game.results)
    sums = [sum(p or 0 for p in column) for column in zip(*board.round_points, strict=True)]
    assert tuple(sums) == game.totals == board.totals
    for result in game.results:  # ruling L10 scoring, round by round
        seats = [s for s, v in enumerate(result.values) if v is not None]
        declarer = None if result.declarer is None else seats.index(result.declarer)
        points = score_round([result.values[s] for s in seats], declarer)
        assert points == [result.points[s] for s in seats]
    assert board.winners and "winner 🏆" in board.score_view.value
    assert "Game over" in board.turn_view.value and "Game over" in board.log_lines[-1]
    assert all(b.disabled for b in (board.draw_button, board.discard_button, board.accept_button))
    # After the end every move is refused and nothing changes.
    before = state(board)
    assert board.take_draw() is False and "the game is over" in board.last_error
    assert state(board) == before


def test_go_low_by_clicking_is_the_engines_own_game():
    bots = ["Calculator", "Random"]
    board = TableBoard(bots=bots, seed=9, target_score=80)
    play_by_clicking(board, go_low)
    # The same seed, with a GreedyLowPlayer in seat 0 and no board at all.
    players = [GreedyLowPlayer()]
    players += [BOT_KINDS[k](name=f"bot {i}") for i, k in enumerate(bots)]
    alone = play_until(
        LogoGame.new(LogoOptions(players=3, target_score=80)), players, np.random.default_rng(9)
    )
    assert board.game.log == alone.log
    assert board.totals == alone.totals and shown_totals(board) == list(alone.totals)
    assert board.winners == tuple(board.names[s] for s in alone.winners)


def test_max_rounds_ends_the_game_and_the_sheet_says_so():
    board = TableBoard(bots=["Greedy"], seed=2, max_rounds=2)
    play_by_clicking(board, go_low)
    assert board.game.round_number == 2 and board.game.is_terminal
    assert "the game ends after round 2" in board.score_view.value
    low = min(board.totals)
    assert board.winners == tuple(
        n for n, t in zip(board.names, board.totals, strict=True) if t == low
    )


def test_round_end_reveals_the_hands_and_values():
    board = TableBoard(bots=["Greedy", "Random"], seed=11, target_score=1000)
    clicks = 0
    while not board.game.results:
        click_move(board, go_low(board))
        clicks += 1
        assert clicks < MAX_CLICKS
    result = board.game.results[0]
    reveal = board.reveal_view.value
    assert f"Round {result.round_number} ended" in reveal
    rows = reveal.split("<tr class='logo-table-revealed'>")[1:]
    assert len(rows) == len(result.hands) == 3
    for seat, (hand, row) in enumerate(zip(result.hands, rows, strict=True)):
        assert f">{board.names[seat]}</th>" in row
        assert f"value {result.values[seat]}<" in row and f"scores {result.points[seat]}<" in row
        assert re.findall(r">([^<]+)</span>", row) == names(hand)
    assert any(line.startswith("Round 1 ends") for line in board.log_lines)


def test_the_log_never_names_a_bots_hidden_card():
    board = TableBoard(bots=["Random", "Colour chaser"], seed=5, target_score=60)
    play_by_clicking(board, first_legal)
    for line in board.log_lines:
        if line.startswith(("B (", "C (")) and "from the draw pile" in line:
            assert line.endswith("takes a card from the draw pile."), line
        if "steals" in line and "you" not in line.lower():
            assert "a card, face down," in line, line
