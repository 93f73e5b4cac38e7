"""The LOGO table, driven headlessly by clicking: whole games, responses, hints, refusals.

Every number the board shows must be the engine's or the calculator's number;
the board itself holds no game logic (a game clicked through the board is the
very game the engine plays alone with the same seeds).
"""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.engine import play_until
from logo_kit.errors import LogoKitError
from logo_kit.logo import (
    GreedyLowPlayer,
    LogoGame,
    LogoOptions,
    color_hand_chances,
    declare_advice,
    describe_move,
    parse_cards,
    score_round,
    standard_deck,
)
from logo_kit.logo.cards import Color, Kind, parse_card
from logo_kit.logo.moves import Accept, Deal, Declare, Discard, Stop, TakeDiscard, TakeDraw
from logo_kit.readable import chance_text
from logo_kit.widgets import Board, TableBoard
from logo_kit.widgets.logo.table import BOT_KINDS
from logo_kit.widgets.logo.table_controls import NOBODY

MAX_CLICKS = 1_500


# -- helpers ------------------------------------------------------------------------------------
def click_move(board: TableBoard, move) -> None:
    """Make ``move`` the way a person would: with the board's buttons and choices."""
    if isinstance(move, TakeDraw):
        board.draw_button.click()
    elif isinstance(move, TakeDiscard):
        board.take_discard_button.click()
    elif isinstance(move, Declare):
        board.declare_button.click()  # asks first: a declaration cannot be taken back
        board.confirm.confirm_button.click()
    elif isinstance(move, Accept):
        board.accept_button.click()
    elif isinstance(move, Stop):
        (board.stop_button if str(move.card) == "STOP" else board.logo_stop_button).click()
    elif isinstance(move, Discard):
        click_card(board, move.card)
        board.target_choice.value = NOBODY if move.target is None else move.target
        if move.card.is_wild and move.target is not None:
            board.action_choice.value = move.action
        board.discard_button.click()
    else:  # pragma: no cover - the board never offers chance moves
        raise AssertionError(f"not a player move: {move!r}")


def click_card(board: TableBoard, card) -> None:
    """Click ``card`` in your hand (the row's model changes as a browser click changes it)."""
    key = next(c["key"] for c in board.hand_row.cards if c["text"] == str(card))
    if board.hand_row.selected != [key]:
        board.hand_row.click(key)
    assert board.chosen_card == card


def first_legal(board: TableBoard):
    return board.your_moves[0]


def go_low(board: TableBoard):
    return GreedyLowPlayer().choose(board.view, np.random.default_rng(0))  # draws nothing


def play_by_clicking(board: TableBoard, policy) -> int:
    """Click ``policy``'s choice until the game is over; return the number of clicks."""
    for clicks in range(MAX_CLICKS):
        if board.game.is_terminal:
            return clicks
        if board.paused:  # a round ended: the board waits for Next round
            assert board.strip.actions.children == (board.next_round_button,)
            board.next_round_button.click()
            assert board.last_error is None, board.last_error
            continue
        assert board.my_turn, "between clicks the board always waits for you (or Next round)"
        before = board.game.move_count
        click_move(board, policy(board))
        assert board.last_error is None, board.last_error
        assert board.game.move_count > before
    raise AssertionError(f"the game did not end within {MAX_CLICKS} clicks")


def dealt(hands: list[str], top: str, **options) -> LogoGame:
    """A game whose first round deals these hands (seat 0 first) and turns up ``top``."""
    n = len(hands)
    cards = [parse_cards(h) for h in hands]
    assert all(len(h) == 7 for h in cards)
    used = Counter(c for h in cards for c in h) + Counter(parse_cards(top))
    rest = Counter(standard_deck()) - used
    # ruling L1/setup: one card per player at a time, clockwise from the first player.
    order = [cards[k % n][k // n] for k in range(7 * n)] + parse_cards(top)
    order += sorted(rest.elements())
    return LogoGame.new(LogoOptions(players=n, **options)).apply(Deal(tuple(order)))


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def shown_totals(board: TableBoard) -> list[int]:
    return [
        int(t)
        for t in re.findall(r"class='logo-table-total'><b>(-?\d+)</b>", board.score_view.value)
    ]


def state(board: TableBoard) -> tuple:
    return (
        board.game,
        board.hand_view.value,
        board.score_view.value,
        board.piles_view.value,
        board.opponents_view.value,
        tuple(board.log_lines),
    )


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


# -- actions aimed at you: Stop or accept ---------------------------------------------------------
# Seat 0 (you) holds STOP; seat 1 (Greedy) holds DESTROY, its highest card, which it will discard
# on its first turn and use on the leader — its only opponent, you.
STOP_HAND = "STOP R1 R2 R3 B1 B2 B3"
LOGO_HAND = "LOGO R1 R2 R3 B1 B2 B3"
DESTROYER = "DESTROY R4 R5 B4 B5 G1 G2"


def _attacked(my_hand: str) -> TableBoard:
    board = TableBoard(bots=["Greedy"], seed=1, game=dealt([my_hand, DESTROYER], "G3"))
    click_move(board, TakeDraw())
    click_move(board, Discard(parse_card("B3")))
    return board


def test_a_bot_targets_you_and_you_stop_it():
    board = _attacked(STOP_HAND)
    assert board.phase == "respond" and board.my_turn
    assert board.game.pending_action == (1, 0, Kind.DESTROY)
    assert "B (Greedy) plays DESTROY on you." in board.respond_view.value
    assert not board.stop_button.disabled and not board.accept_button.disabled
    assert board.logo_stop_button.disabled  # no LOGO in hand
    assert board.draw_button.disabled and board.discard_button.disabled
    assert board.log_lines[-1] == "B (Greedy) discards DESTROY and uses it on you."
    hand = board.hand
    board.stop_button.click()
    assert board.last_error is None
    # ruling L6: the Stop goes on the pile, the action is cancelled, you draw one card.
    assert str(board.game.discard_top) == "STOP"
    assert len(board.hand) == 7 and "STOP" not in names(board.hand)
    assert (Counter(hand) - Counter(board.hand)) == Counter(parse_cards("STOP"))
    assert any(
        "You answer with STOP: B (Greedy)'s DESTROY is cancelled" in x for x in board.log_lines
    )
    assert board.phase == "take" and board.my_turn  # B's turn is over: yours again
    assert board.take_discard_button.disabled  # ruling L4: an action card on top


def test_a_bot_targets_you_and_you_let_it_happen():
    board = _attacked(STOP_HAND)
    hand = board.hand
    board.accept_button.click()
    assert board.last_error is None
    pile = board.game.discard_pile
    # ruling L7: your 7 cards go under the top card (the DESTROY); you draw 7 new ones.
    assert str(pile[-1]) == "DESTROY" and Counter(pile[-8:-1]) == Counter(hand)
    assert len(board.hand) == 7 and not Counter(board.hand) & Counter(hand)
    assert "You let the DESTROY happen." in board.log_lines
    assert any(x.startswith("Your hand is destroyed") for x in board.log_lines)


def test_you_stop_an_action_with_logo():
    board = _attacked(LOGO_HAND)
    assert board.phase == "respond"
    assert board.stop_button.disabled and not board.logo_stop_button.disabled
    before = state(board)
    assert board.stop() is False and "you hold no STOP card" in board.last_error
    assert state(board) == before
    board.logo_stop_button.click()
    assert board.last_error is None and str(board.game.discard_top) == "LOGO"
    assert any("You answer with LOGO as Stop" in x for x in board.log_lines)


# -- your actions, your declaration ------------------------------------------------------------
def test_you_use_logo_as_look_and_see_the_hand():
    game = dealt(["LOGO JUMP R9 R10 R11 R12 R13", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    click_move(board, TakeDraw())
    click_card(board, parse_card("LOGO"))
    assert [v for _, v in board.target_choice.options] == [NOBODY, 1]
    assert not board.action_choice.disabled
    assert [v for _, v in board.action_choice.options] == [
        Kind.JUMP,
        Kind.STEAL,
        Kind.LOOK,
        Kind.DESTROY,
    ]
    board.target_choice.value = 1
    board.action_choice.value = Kind.LOOK
    seen = board.game.hand(1)
    board.discard_button.click()
    assert board.last_error is None
    assert f"You look at B (Greedy)'s hand: {' '.join(names(seen))}." in board.log_lines
    assert "as you saw it with Look" in board.opponents_view.value
    for card in seen:
        assert f">{card}</span>" in board.opponents_view.value


def test_you_jump_a_bot_and_move_again():
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    click_move(board, TakeDraw())
    click_card(board, parse_card("JUMP"))
    assert board.action_choice.disabled  # a real Jump card acts as a Jump
    board.target_choice.value = 1
    board.discard_button.click()
    assert board.last_error is None
    assert board.game.log[-1] == Discard(parse_card("JUMP"), 1, Kind.JUMP)
    assert board.log_lines[-3:] == [
        "You discard JUMP and use it on B (Greedy).",
        "B (Greedy) will skip their next turn.",
        "B (Greedy) loses a turn to a Jump (ruling L7).",
    ]
    assert board.phase == "take" and board.my_turn


def test_you_steal_then_discard_without_an_action():
    game = dealt(["STEAL R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game, hints=True)
    click_move(board, TakeDraw())
    click_move(board, Discard(parse_card("STEAL"), 1, Kind.STEAL))
    assert board.phase == "steal discard" and board.my_turn
    stolen = board.game.log[-1].card  # the blind pick (a chance move)
    assert board.log_lines[-1] == f"You steal {stolen} from B (Greedy) (ruling L7)."
    assert len(board.hand) == 8 and board.target_choice.disabled  # ruling L7: no action now
    click_card(board, parse_card("R14"))
    kept = list(board.hand)
    kept.remove(parse_card("R14"))
    assert board.hint_hand == tuple(kept)
    board.discard_button.click()
    assert board.last_error is None and len(board.hand) == 7
    assert "You discard R14 to get back to 7 cards; B (Greedy) draws a card." in board.log_lines


def test_declaring_ends_the_round_after_the_final_rotation():
    game = dealt(["0 0 R1 R2 B1 B2 G1", "R9 R10 R11 B9 B10 B11 G9"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game, hints=True)
    advice = board.hint_advice
    assert advice.exact and advice.recommend == "declare"
    assert board.confirm.widget.layout.display == "none"
    before = board.game
    board.declare_button.click()  # only asks: nothing is played yet
    assert board.last_error is None and board.game is before
    assert board.confirm.widget.layout.display is None
    assert board.confirm.confirm_button.description == "Confirm: declare LOGO"
    assert "Press “Confirm: declare LOGO” to go ahead, or Cancel." in board.message.value
    board.confirm.cancel_button.click()  # Cancel: still your turn, nothing played
    assert board.game is before and board.confirm.widget.layout.display == "none"
    board.declare_button.click()
    board.confirm.confirm_button.click()
    assert board.last_error is None and board.confirm.widget.layout.display == "none"
    result = board.game.results[0]
    assert result.declarer == 0 and result.ended_by == "declaration"
    assert result.points == tuple(score_round(list(result.values), 0))
    assert result.points[0] == 0  # 7 points, strictly lowest: 0 (ruling L10)
    assert any(line.startswith("You declare LOGO!") for line in board.log_lines)
    assert ">0 (hand 7) ★ declared<" in board.score_view.value
    assert "You declared LOGO and were strictly lowest" in board.reveal_view.value


# -- refusals keep the state ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("act", "message"),
    [
        (lambda b: b.discard(), "cannot discard now: take a card"),
        (lambda b: b.discard_button.click(), "cannot discard now"),
        (lambda b: b.stop(), "cannot stop an action now"),
        (lambda b: b.accept(), "cannot let it happen now"),
        (lambda b: b.play(Discard(parse_card("R14"))), "cannot make the move “discard R14” now"),
        (lambda b: b.take_discard(), "can never be taken (ruling L4)"),
    ],
)
def test_bad_actions_on_your_take_step_change_nothing(act, message):
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "STEAL")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    assert board.take_discard_button.disabled
    before = state(board)
    act(board)
    assert message in board.last_error
    assert "role='alert'" in board.message.value
    assert state(board) == before
    board.draw_button.click()  # the next good action clears the message
    assert board.last_error is None and board.message.value == ""


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (Discard(parse_card("R1")), "cannot discard R1: their hand is"),
        (Discard(parse_card("JUMP"), target=0, action=Kind.JUMP), "another player"),
        (Discard(parse_card("R9"), target=1), "not an action card"),
        (Discard(parse_card("STOP")), "cannot discard STOP"),
        (Declare(), "cannot make the move “declare LOGO!” now: pick a card to discard"),
    ],
)
def test_bad_discards_change_nothing(move, message):
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    board.draw_button.click()
    before = state(board)
    assert board.play(move) is False
    assert message in board.last_error
    assert state(board) == before


def test_discard_cannot_act_until_a_card_is_picked():
    board = TableBoard(bots=["Greedy"], seed=1)
    board.draw_button.click()
    before = state(board)
    assert board.chosen_card is None and board.discard_button.disabled
    board.discard_button.click()  # code (or a stale page) still gets the reason
    assert "pick the card to discard first" in board.last_error
    assert state(board) == before
    board.pick_card(board.hand[0])
    assert not board.discard_button.disabled
    assert board.discard_button.description == f"Discard {board.hand[0]}"


def test_score_means_the_running_score_and_the_hand_says_what_its_cards_add_up_to():
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    words = lambda html: re.sub(r"<[^>]+>", "", html)  # noqa: E731
    assert "7 cards · score 0" in words(board.opponents_view.value)
    assert "value 84 (cards add up to 84)" in words(board.hand_view.value)
    assert "score" in words(board.score_view.value) and "total" not in words(board.score_view.value)
    board.draw_button.click()
    assert "8 cards adding up to" in words(board.hand_view.value)
    for view in (board.opponents_view, board.hand_view, board.score_view):
        assert "total" not in words(view.value)  # one word, one meaning


# -- the calculator ----------------------------------------------------------------------------
def test_hints_off_show_nothing():
    board = TableBoard(bots=["Greedy"], seed=1)
    assert board.hint_chances is None and board.hint_advice is None
    assert board.hints_view.value == ""


@pytest.mark.parametrize("bots", [["Greedy"], ["Greedy", "Random"]])
def test_hints_on_your_turn_are_the_cores_exact_numbers(bots):
    board = TableBoard(bots=bots, seed=3)
    board.hints_box.value = True
    view = board.view
    advice = declare_advice(list(view.hand), len(bots), view.unseen(), decks=1)
    assert advice.exact and board.hint_advice == advice
    chances = color_hand_chances(list(view.hand), 3, view.unseen())
    assert board.hint_chances == chances
    shown = board.hints_view.value
    # Percentages first, each exact fraction on hover; beside them with the switch on.
    for p in (advice.p_lowest, advice.p_tie):
        assert f"title='exact: {p}'>{chance_text(p)}</span>" in shown
    assert f"title='exact: {advice.expected_if_declare}'" in shown
    for colour in chances:
        assert f"title='exact: {chances[colour]}'>{chance_text(chances[colour])}" in shown
    board.exact_box.value = True
    shown = board.hints_view.value
    for p in (advice.p_lowest, advice.p_tie, advice.expected_if_declare):
        assert f">= {p}</span>" in shown or Fraction(p).denominator == 1
    assert f"against {len(bots)} opponent" in shown and "Exact" in shown
    assert f"{len(view.unseen())} cards you have not seen" in shown


def test_hints_against_three_bots_are_a_seeded_estimate():
    board = TableBoard(bots=["Greedy", "Random", "Greedy"], seed=3, hints=True, hint_samples=500)
    view = board.view
    expected = declare_advice(
        list(view.hand), 3, view.unseen(), rng=np.random.default_rng(3), samples=500
    )
    advice = board.hint_advice
    assert not advice.exact and advice.p_lowest == expected.p_lowest
    assert advice.expected_if_declare == expected.expected_if_declare
    assert "<b>Estimate</b> from 500 seeded deals" in board.hints_view.value


def test_colour_chances_by_hand_in_a_set_position():
    game = dealt(["R1 R2 R3 R4 R5 R6 G7", "B1 B2 B3 B4 B5 B6 G1"], "B9")
    board = TableBoard(bots=["Greedy"], seed=1, game=game, hints=True, draws_ahead=1)
    # By hand: unseen = 55 − 7 (hand) − 1 (B9 on the pile) = 47 cards, of which R7–R14 (8)
    # and the LOGO fit red: 9/47. Every other colour misses at least 6 cards: 0.
    assert board.hint_chances == {
        Color.RED: Fraction(9, 47),
        Color.BLUE: Fraction(0),
        Color.GREEN: Fraction(0),
        Color.BLACK: Fraction(0),
    }
    shown = board.hints_view.value
    assert "title='exact: 9/47'>19.1% (about 1 in 5)</span>" in shown and "value <b>28</b>" in shown
    board.draws_slider.value = 2
    # 1 − C(38, 2)/C(47, 2) = 1 − 703/1081 = 378/1081
    assert board.hint_chances[Color.RED] == Fraction(378, 1081)


def test_hints_while_discarding_follow_the_chosen_card():
    board = TableBoard(bots=["Greedy"], seed=1, hints=True)
    board.draw_button.click()
    assert board.hint_hand is None and "Pick the card to discard" in board.hints_view.value
    card = board.hand[0]
    click_card(board, card)
    kept = list(board.hand)
    kept.remove(card)
    assert board.hint_hand == tuple(kept)
    view = board.view  # 8 cards in hand: the discarded card is not unseen
    assert board.hint_chances == color_hand_chances(kept, 3, view.unseen())
    assert board.hint_advice is None
    assert "declare advice appears at the start of your turn" in board.hints_view.value
    assert f"after discarding {card}" in board.hints_view.value


def test_the_log_is_the_cores_narrator_through_your_eyes():
    game = dealt(["JUMP R9 R10 R11 R12 R13 R14", "R1 R2 R3 B1 B2 B3 G1"], "G3")
    after = game.apply(TakeDraw())
    text = describe_move(game, TakeDraw(), names=("You", "B (Greedy)"), viewer=0)
    drawn = Counter(after.hand(0)) - Counter(game.hand(0))
    assert text == f"You take {next(iter(drawn))} from the draw pile."
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    board.take_draw()
    assert board.log_lines[-1] == text


def test_undo_takes_back_your_own_moves_only():
    board = TableBoard(bots=["Greedy", "Random"], seed=6, target_score=60)
    assert board.undo_button.disabled and board.undo() is False
    assert "nothing to undo" in board.last_error
    start = board.game
    assert board.take_discard() and not board.undo_button.disabled  # it showed nothing
    board.undo_button.click()
    assert board.last_error is None and board.game == start and board.undo_button.disabled
    # Undoing the blind draw would deal the same card again (the generator is put back
    # too): a peek at the draw pile, so it is refused, and the board says why.
    board.take_draw()
    drawn, kept_lines = board.game, list(board.log_lines)
    assert board.undo_button.disabled and "peek" in board.undo_button.tooltip
    assert board.undo() is False
    assert board.game is drawn and board.log_lines == kept_lines and board.game != start
    assert "cannot undo" in board.last_error and "You take" in board.last_error
    assert "cannot undo" in board.message.value
    # After your discard the bots play: undo never crosses another player's move (what
    # the bots threw away would be known when you played again).
    assert board.pick_card(board.hand[0]) and board.chosen_card == board.hand[0]
    board.discard_button.click()
    moved = board.game
    assert moved.move_count > start.move_count + 2 and board.my_turn
    assert board.undo_button.disabled and "another player has moved" in board.undo_button.tooltip
    assert board.undo() is False and board.game is moved
    assert "another player has moved" in board.last_error and "B (Greedy)" in board.last_error


def test_undo_then_the_same_move_replays_the_same_game():
    board = TableBoard(bots=["Greedy", "Random"], seed=6, target_score=60)
    board.take_discard()
    board.pick_card(board.hand[0])
    after_take, lines = board.game, list(board.log_lines)
    board.undo_button.click()
    assert board.last_error is None and board.phase == "take"
    board.take_discard()  # the generator was put back: the same game follows
    assert board.game == after_take and board.log_lines == lines
