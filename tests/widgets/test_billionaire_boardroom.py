"""The Boardroom board: whole Apprentice games played by clicking, checked against the engine.

The board holds a Session: the bots and chance move by themselves, except your own
spins, which wait for the Spin button (Session pause/roll); then the board waits for
your decisions (trade, launch, draw or stop). The track is drawn from the engine's board.
"""

from __future__ import annotations

import statistics
from collections import Counter
from fractions import Fraction

import pytest

from logo_kit.billionaire import (
    RiskyBusinessDeck,
    Target,
    next_bust_chance,
    optimal_policy,
    target_to_reach,
)
from logo_kit.billionaire.board import Category
from logo_kit.billionaire.game import card_census
from logo_kit.billionaire.moves import Buy, Draw, EndTrade, Launch, Phase, Spin, Stop, Swap
from logo_kit.errors import LogoKitError
from logo_kit.readable import chance_text
from logo_kit.session import Session
from logo_kit.widgets import Board, BoardroomBoard
from logo_kit.widgets.billionaire.boardroom import BOT_KINDS, WINNING_MONEY, default_game_turns

MAX_CLICKS = 3000  # bounded: bots win well before this (games take a few dozen turns)


def _check_invariants(board):
    game = board.game
    # Money: the bank paid the starting money and every launch; buying only moves money.
    assert sum(game.money) == game.paid_out
    # Brand cards: every card exactly once, in a hand or in a pile.
    census = card_census(game)
    assert set(census.values()) == {1}
    assert len(census) == 6 * game.options.cards_per_category
    # Between clicks the game always waits for your spin or your decision (or is over).
    assert game.is_terminal or (board.my_turn and game.mover == 0)
    assert game.is_terminal or board.can_spin == (game.phase is Phase.SPIN)
    # The drawn track: every space of the engine's board, and every piece where it stands.
    track = board.track_view.value
    assert track.count("class='br-space") == len(game.options.board)
    for seat, where in enumerate(game.positions):
        assert f"{board.names[seat]} on space {where}" in track


def _click_first_legal_option(board):
    """Press Spin when it is your spin, else the button that plays your first legal move."""
    if board.can_spin:
        board.spin_button.click()
        return
    first = board.session.legal_moves()[0]
    if isinstance(first, EndTrade):
        board.end_trade_button.click()
    elif isinstance(first, Launch):
        assert board.launch_choice == first  # the first company is picked, ready to launch
        board.launch_button.click()
    elif isinstance(first, Draw):
        board.draw_button.click()
    elif isinstance(first, Stop):
        board.stop_button.click()
    else:  # pragma: no cover - the engine lists nothing else first
        raise AssertionError(f"unexpected first move {first!r}")


def _play_to_the_end(board, choose):
    for clicks in range(1, MAX_CLICKS + 1):
        if board.game.is_terminal:
            return clicks - 1
        log_length = len(board.game.log)
        choose(board)
        assert board.last_error is None, board.last_error
        assert board.last_bug is None, board.last_bug
        assert len(board.game.log) > log_length  # every click moved the game on
        _check_invariants(board)
    raise AssertionError(f"the game did not end within {MAX_CLICKS} clicks")


def test_new_board_deals_and_waits_for_your_decision():
    board = BoardroomBoard(bots=["EV-optimal", "stop after 2 cards"], seed=4)
    assert isinstance(board, Board) and isinstance(board.session, Session)
    game = board.game
    assert game.players == 3 and board.names == (
        "You",
        "Bot 1 (EV-optimal)",
        "Bot 2 (stop after 2 cards)",
    )
    assert board.my_turn and board.can_spin and board.phase == "spin"
    _check_invariants(board)
    assert board.log_lines[0].startswith("New game: You, Bot 1 (EV-optimal)")
    assert board.log_lines[1:] == ["The brand cards are dealt face up: 6 to each player"]
    assert "press <b>Spin</b>" in board.turn_view.value and "no spin yet" in board.track_view.value
    assert not board.spin_button.disabled and board.draw_button.disabled
    board.spin_button.click()
    assert board.last_error is None and board.log_lines[2].startswith("You spin ")
    spin = board.game.last_spin
    track = board.track_view.value
    assert f"You: spun {spin}" in track and "animateTransform" in track  # the needle turns
    assert board.game.is_terminal or board.my_turn
    for name in board.names:
        assert name in board.score_view.value
    # the spin was seen: undo would spin the same again, so Undo cannot act and says why
    assert board.undo_button.disabled and "peek" in board.undo_button.tooltip
    assert "application/vnd.jupyter.widget-view+json" in board._repr_mimebundle_()


def test_a_whole_game_by_always_clicking_the_first_legal_option():
    board = BoardroomBoard(bots=["EV-optimal", "target-optimal", "stop at 100M"], seed=7)
    clicks = _play_to_the_end(board, _click_first_legal_option)
    game = board.game
    assert game.is_terminal and clicks > 0
    assert board.winner is not None or game.capped
    if board.winner is not None:
        assert game.money[game.winner] >= 1000  # ruling B5
        assert f"{board.winner} " in board.turn_view.value
        assert board.log_lines[-1].endswith("(ruling B5)")
    assert game.start.replay(game.log) == game  # the board kept a replayable log
    assert all(b.disabled for b in (board.draw_button, board.stop_button, board.trade_button))
    # After the end, every action is refused politely and changes nothing.
    before = board.game
    for button in (board.draw_button, board.end_trade_button, board.launch_button):
        button.click()
        assert board.game is before and "the game is over" in board.last_error


def _stop_after_two_and_trade(board):
    """Take the first card on offer (paying as offered), launch, stop after two cards."""
    game = board.game
    if game.phase is Phase.TRADE and not board.can_spin:
        if board.offer_row.cards:
            assert board.take_choice is not None  # the first card on offer is picked
            move = board.pay_choice.value
            assert move in game.legal_moves()
            money_before = game.money
            board.trade_button.click()
            assert board.game.log[len(game.log)] == move
            after = board.game.start.replay(board.game.log[: len(game.log) + 1])
            if isinstance(move, Buy):
                assert after.money[0] == money_before[0] - 30  # ruling B4
                assert after.money[move.seller] == money_before[move.seller] + 30
            if isinstance(move, Swap):
                assert move.give in after.hand(move.partner)
            return
        board.end_trade_button.click()
    elif game.phase is Phase.DRAW_OR_STOP and not board.can_spin:
        if len(game.drawn) >= 2:
            board.stop_button.click()
        else:
            board.draw_button.click()
    else:
        _click_first_legal_option(board)


@pytest.mark.parametrize(("seed", "bots"), [(1, ["target-optimal"]), (12, ["stop after 3 cards"])])
def test_a_whole_game_with_trades_and_launches(seed, bots):
    board = BoardroomBoard(bots=bots, seed=seed)
    _play_to_the_end(board, _stop_after_two_and_trade)
    game = board.game
    assert game.is_terminal
    kinds = Counter(type(move).__name__ for move in game.log)
    assert kinds["Spin"] > 0 and kinds["Launch"] > 0
    assert game.start.replay(game.log) == game
    assert "Move log" in board.log_view.value


def test_trade_cards_offer_exactly_legal_moves():
    seen_trade = False
    for seed in range(40):
        board = BoardroomBoard(bots=["EV-optimal", "stop after 2 cards"], seed=seed)
        for _ in range(200):
            game = board.game
            if game.is_terminal:
                break
            if game.phase is Phase.TRADE and not board.can_spin and board.offer_row.cards:
                seen_trade = True
                legal = game.legal_moves()
                assert not board.trade_button.disabled and board.trade_panel.layout.display is None
                for key in board.offer_row.card_keys:
                    board.offer_row.click(key)  # as a click on the card would
                    assert board.offer_row.selected == [key]
                    other, category = board.take_choice
                    assert key == f"{other}-{int(category)}"
                    assert board.pay_choice.options  # each card can be paid for somehow
                    for _pay_label, move in board.pay_choice.options:
                        assert move in legal
                        partner = move.seller if isinstance(move, Buy) else move.partner
                        assert (partner, move.card.category) == (other, category)
                # Picking a card shows only its own ways to pay; trading plays that move.
                assert board.choose_take(*board.take_choice) is True
                move = board.pay_choice.options[-1][1]
                board.pay_choice.value = move
                board.trade_button.click()
                assert board.last_error is None and move in board.game.log
                break
            _click_first_legal_option(board)
        if seen_trade:
            break
    assert seen_trade, "no trade step met in 40 seeded games"


def test_launch_advice_matches_the_core_while_you_draw():
    checked = 0
    for seed in range(30):
        board = BoardroomBoard(bots=["stop after 2 cards"], seed=seed)
        for _ in range(300):
            game = board.game
            if game.is_terminal or checked >= 6:
                break
            if game.phase is Phase.DRAW_OR_STOP and not board.can_spin:
                deck = game.options.risky_business
                advice = board.advice
                size = game.company_size
                need = target_to_reach(game.money[0], size, game.options.winning_money)
                assert board.target == need == advice.target
                assert advice.next_bust == next_bust_chance(deck, game.drawn)
                assert advice.next_bust == Fraction(deck.busts, deck.size - len(game.drawn))
                ev = optimal_policy(deck)
                assert advice.draw_value == ev.draw_value(game.drawn)
                assert advice.ev_draws == ev.should_draw(game.drawn)
                goal = optimal_policy(deck, Target(need))
                assert advice.target_draw == goal.draw_value(game.drawn)
                shown = board.advice_view.value
                assert chance_text(advice.next_bust) in shown  # a percentage first …
                assert f"title='exact: {advice.next_bust}'" in shown  # … exact on hover
                pays = f"{size} × {sum(game.drawn)}M = <b>{size * sum(game.drawn)}M</b>"
                assert pays in board.launch_view.value
                checked += 1
                if len(game.drawn) >= 2:
                    board.stop_button.click()
                else:
                    board.draw_button.click()
                continue
            if game.phase is Phase.LAUNCH and not board.can_spin:
                # Before launching: the per-company advice is shown.
                assert "best chance" in board.launch_view.value
                assert board.advice is None
            _click_first_legal_option(board)
        if checked >= 6:
            break
    assert checked >= 6


def test_illegal_input_shows_a_message_and_changes_nothing():
    board = BoardroomBoard(bots=["EV-optimal"], seed=3)
    before = board.game
    # At your spin, every decision button is refused and nothing changes.
    for button in (board.draw_button, board.end_trade_button, board.launch_button):
        button.click()
        assert board.game is before and "it is your spin: press Spin" in board.last_error
    board.spin_button.click()
    while board.can_spin:  # your turn had no decision: the bots played, your next spin
        board.spin_button.click()
    assert board.my_turn and not board.game.is_terminal
    before = board.game
    phase = before.phase
    log_before = list(board.log_lines)
    buttons = {
        Phase.DRAW_OR_STOP: (board.draw_button, board.stop_button),
        Phase.TRADE: (board.end_trade_button, board.trade_button),
        Phase.LAUNCH: (board.launch_button, board.skip_button),
    }
    refused = [b for p, bs in buttons.items() if p is not phase for b in bs]
    for button in [*refused, board.spin_button]:
        button.click()  # must not raise
        assert board.game is before and board.log_lines == log_before
        assert f"now; you are at the {phase.value} step" in board.last_error
        assert "role='alert'" in board.message.value
    assert board.play(Spin(3)) is False  # chance moves are the spinner's, not yours
    assert board.play("launch") is False and board.game is before
    assert board.last_bug is None
    # A good click clears the message.
    _click_first_legal_option(board)
    assert board.last_error is None and board.message.value == ""
    assert board.game.log[len(before.log)] in before.legal_moves()


def test_undo_never_shows_a_spin_or_card_again_and_says_why():
    board = BoardroomBoard(bots=["EV-optimal", "stop at 200M"], seed=6)
    first = board.game
    lines = list(board.log_lines)
    assert board.undo_button.disabled and board.undo() is False
    assert "nothing to undo" in board.last_error
    _click_first_legal_option(board)  # your spin: its outcome is seen
    later, later_lines = board.game, list(board.log_lines)
    assert later is not first and board.undo_button.disabled
    # Undo would spin the same again (the generator is put back): refused, nothing lost.
    assert board.undo() is False
    assert board.game is later and board.log_lines == later_lines
    assert "cannot undo" in board.last_error and "You spin" in board.last_error
    assert "cannot undo" in board.message.value
    assert "peek" in board.undo_button.tooltip
    # The same clicks on a new board play the same game (one seeded generator).
    again = BoardroomBoard(bots=["EV-optimal", "stop at 200M"], seed=6)
    assert again.log_lines == lines
    _click_first_legal_option(again)
    assert again.game == later and again.game.log == later.log


def test_without_spinning_yourself_a_game_can_end_before_you_decide_anything():
    # spin_yourself=False: the session spins for you too. With no company and no trade you
    # have nothing to decide, and here a bot wins before your first decision.
    # (the rule sheet's 1,000M goal: the board's default 2,000M gives you more turns)
    board = BoardroomBoard(
        bots=["EV-optimal", "stop at 200M"], seed=5, spin_yourself=False, winning_money=1000
    )
    assert board.game.is_terminal and board.winner == "Bot 2 (stop at 200M)"
    assert not board.can_spin and board.spin_button.layout.display == "none"
    assert "swaps Snacks 3 for your Home 1" in board.log_view.value
    assert board.log_lines[-1].endswith("holds 1,050M and wins! (ruling B5)")
    assert board.session.legal_moves() == () and board.undo() is False


def test_bots_move_by_themselves_until_your_decision():
    board = BoardroomBoard(bots=["EV-optimal", "target-optimal", "stop after 3 cards"], seed=5)
    turn = board.game.turn
    for _ in range(40):  # finish your first turn
        if board.game.turn != turn or board.game.is_terminal:
            break
        _click_first_legal_option(board)
    game = board.game
    assert game.is_terminal or (game.mover == 0 and game.turn >= turn + 4)
    bots_spoke = [line for line in board.log_lines if line.startswith("Bot ")]
    assert {line.split(" (")[0] for line in bots_spoke} >= {"Bot 1", "Bot 2", "Bot 3"}
    assert any(line.startswith("You spin ") for line in board.log_lines)


def test_same_seed_same_game_and_new_game_uses_the_controls():
    a = BoardroomBoard(bots=["EV-optimal"], seed=9)
    b = BoardroomBoard(bots=["EV-optimal"], seed=9)
    for _ in range(12):
        for board in (a, b):
            if not board.game.is_terminal:
                _click_first_legal_option(board)
    assert a.game == b.game and a.log_lines == b.log_lines
    a.bot_count.value = 3
    a.bot_choices[2].value = "stop at 200M"
    a.deck_choice.value = "bear"
    a.seed_box.value = 2
    a.new_game_button.click()
    assert a.game.players == 4 and a.names[3] == "Bot 3 (stop at 200M)"
    assert a.game.options.risky_business == RiskyBusinessDeck.bear()
    assert a.log_lines[0].startswith("New game:") and "bear market" in a.log_lines[0]
    assert not a.session.can_undo


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="1 to 3 bots"):
        BoardroomBoard(bots=[])
    with pytest.raises(ValueError, match="1 to 3 bots"):
        BoardroomBoard(bots=["EV-optimal"] * 4)
    with pytest.raises(ValueError, match="got 'gambler'"):
        BoardroomBoard(bots=["gambler"])
    with pytest.raises(ValueError, match="list or tuple"):
        BoardroomBoard(bots="EV-optimal")
    with pytest.raises(ValueError, match="seed"):
        BoardroomBoard(seed=-1)
    with pytest.raises(ValueError, match="deck"):
        BoardroomBoard(deck="sideways")
    with pytest.raises(ValueError, match="spin_yourself must be True or False"):
        BoardroomBoard(spin_yourself="yes")
    board = BoardroomBoard(bots=["EV-optimal"], seed=1)
    before = board.game
    board.bot_choices[0].options = [*BOT_KINDS, "gambler"]
    board.bot_choices[0].value = "gambler"
    board.new_game_button.click()
    assert board.game is before and "got 'gambler'" in board.last_error
    assert board.last_bug is None


def test_your_brand_cards_are_cards_you_click_to_launch():
    for seed in range(40):
        board = BoardroomBoard(bots=["stop after 2 cards"], seed=seed)
        for _ in range(60):
            game = board.game
            if game.is_terminal or (game.phase is Phase.LAUNCH and not board.can_spin):
                break
            _click_first_legal_option(board)
        if board.game.phase is Phase.LAUNCH and not board.can_spin:
            break
    else:  # pragma: no cover - seeds above always reach a launch
        raise AssertionError("no launch step met")
    game = board.game
    companies = game.companies(0)
    cards = {c["key"]: c for c in board.hand_row.cards}
    # One card per category you hold, with its count; only companies (3+) can be picked.
    assert set(cards) == {str(int(c)) for c, n in game.counts(0).items() if n}
    for key, shown in cards.items():
        category = Category(int(key))
        assert f"×{game.counts(0)[category]}" in shown["bottom"]
        assert shown["disabled"] == (category not in companies)
        assert ("company" in shown["bottom"]) == (game.counts(0)[category] >= 3)  # ruling B2
    first = next(iter(companies))
    assert board.launch_choice == Launch(first) and not board.launch_button.disabled
    not_company = [Category(int(k)) for k, c in cards.items() if c["disabled"]]
    if not_company:
        assert board.choose_company(not_company[0]) is False and "cannot choose" in board.last_error
    board.hand_row.click(str(int(first)))  # a second click keeps the pick (nothing to undo)
    assert board.launch_choice == Launch(first)
    board.launch_button.click()
    assert board.last_error is None and Launch(first) in board.game.log


# -- defaults that give a student several turns ---------------------------------------------------


def test_the_default_goal_gives_a_student_a_median_of_six_turns_or_more():
    """200 seeded games set up as the board sets them up (EV-optimal and target-optimal
    bots, bull deck, first to 2,000M), an EV-optimal bot in your seat: your turns."""
    turns = default_game_turns(range(200))
    assert len(turns) == 200 and all(t >= 1 for t in turns)
    assert statistics.median(turns) >= 6
    # The rule sheet's 1,000M (ruling B5) is what made games end after two or three turns.
    short = default_game_turns(range(40), winning_money=1000)
    assert statistics.median(short) < 6 <= statistics.median(turns[:40])


def test_the_board_plays_to_its_default_goal_and_to_the_rule_sheets_on_request():
    board = BoardroomBoard(seed=3)
    assert board.game.options.winning_money == WINNING_MONEY == 2000
    assert "first to 2,000M wins" in board.header
    assert BoardroomBoard(seed=3, winning_money=1000).game.options.winning_money == 1000
    with pytest.raises(LogoKitError, match="winning_money"):
        BoardroomBoard(winning_money=10)  # below the starting money


def test_the_turn_buttons_sit_in_the_status_strip_beside_press_spin():
    board = BoardroomBoard(seed=1)
    group = board.strip.actions.children
    assert len(group) == 1 and board.spin_button in group[0].children
    assert board.undo_button in group[0].children and board.draw_button in group[0].children
    assert "Press Spin" in board.strip.turn_text and not board.spin_button.disabled


def test_a_finished_trade_says_what_was_traded():
    board = BoardroomBoard(seed=1)
    for _ in range(80):  # play on (last legal choice) until your first trade
        if board.can_spin:
            assert board.spin()
        elif board.my_turn and board.phase == "trade" and not board.trade_button.disabled:
            break
        else:
            assert board.play(board.session.legal_moves()[-1])
    else:
        pytest.fail("no trade step reached")
    told = len(board.log_lines)
    board.trade_button.click()
    assert board.last_error is None
    said = board.log_lines[told]  # the narrator's line for your trade
    assert said.startswith("You ") and said in board.message.value
    assert "logo-kit-info" in board.message.value
