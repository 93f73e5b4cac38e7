"""The Billionaire boards' status strips, change marks, game-end pause and keyboard focus.

The Boardroom's strip tells what each bot did since your last move (the game record's
words, logo_kit.billionaire.events_since_last_move), and the track marks where each bot
landed; Risky Business's strip tells the card just drawn. After each action the focus
moves to the next sensible control (Board.next_focus).
"""

from __future__ import annotations

import re

from logo_kit.billionaire.moves import Phase, Stop
from logo_kit.widgets import BoardroomBoard, RiskyBusinessBoard
from logo_kit.widgets.billionaire.track import SMALLEST_TEXT

MAX_ACTIONS = 3000
CHANGED_SPACE = re.compile(r"<g class='br-space lk-changed' data-space='(\d+)'>")


def _act_first(board: BoardroomBoard) -> None:
    """Your spin, or the first of your legal moves."""
    if board.can_spin:
        assert board.spin()
    else:
        assert board.play(board.session.legal_moves()[0])


def _to_your_next_spin(board: BoardroomBoard) -> None:
    """Play your turn (spin, then the first legal options) until your next spin or the end."""
    _act_first(board)
    for _ in range(MAX_ACTIONS):
        if board.can_spin or board.game.is_terminal:
            return
        _act_first(board)
    raise AssertionError("the turn did not end")


def test_before_your_first_move_the_strip_says_spin_and_nothing_changed():
    board = BoardroomBoard(seed=3)
    assert board.strip.turn_text == "Your turn 1. Press Spin."
    assert board.strip.change_lines == () and board.changed_spaces == ()
    assert board.next_focus() is board.spin_button
    assert "lk-changed" not in board.track_view.value + board.score_view.value


def test_the_strip_tells_each_bots_turn_and_the_track_marks_where_it_landed():
    board = BoardroomBoard(bots=["EV-optimal", "stop after 2 cards"], seed=11)
    _to_your_next_spin(board)
    assert not board.game.is_terminal, "seed 11 plays on past the first round"
    # Between two of your spins each bot had one turn: one spin each, both marked.
    spins = [e for e in board.bot_events if e.kind == "spin"]
    assert sorted(e.seat for e in spins) == [1, 2]
    assert board.changed_seats == (1, 2)
    for event in spins:
        assert event.space == board.game.positions[event.seat]  # no bot moves twice a turn
    marked = {int(i) for i in CHANGED_SPACE.findall(board.track_view.value)}
    assert marked == set(board.changed_spaces) == {board.game.positions[s] for s in (1, 2)}
    assert board.track_view.value.count("br-changed-outline") == len(marked)
    assert board.score_view.value.count("br-player lk-changed") == 2
    # The lines are the game story's own words (the same narrator as the move log).
    lines = board.strip.change_lines
    assert len(lines) == len(board.bot_events) >= 2
    story = board.log_lines
    for line, event in zip(lines, board.bot_events, strict=True):
        assert line.startswith(event.text) and event.text in story
    assert all(
        re.search(r"spins \d .*\(space \d+ of 36, marked on the track\)", ln)
        for ln in lines
        if " spins " in ln
    )
    assert board.strip.turn_text == "Your turn 2. Press Spin."  # your own turns, counted
    assert board.next_focus() is board.spin_button
    # Your spin is your move: what the bots did before it is no longer "since your move".
    board.spin()
    assert board.bot_events == () and board.strip.change_lines == ()
    assert "lk-changed" not in board.track_view.value


def test_the_spin_caption_stays_inside_the_ring_and_names_the_spinner_below_it():
    board = BoardroomBoard(bots=["target-optimal", "EV-optimal"], seed=5)
    _to_your_next_spin(board)
    spinner = board.game.last_spinner
    inside = re.search(r"class='br-last-spin'[^>]*>([^<]*)<", board.track_view.value)[1]
    assert inside == f"{spinner} spun {board.game.last_spin}" and len(inside) <= 9
    caption = re.search(r"class='br-spin-caption'[^>]*>([^<]*)<", board.track_view.value)[1]
    assert caption == f"{board.names[spinner]}: spun {board.game.last_spin}"
    sizes = [float(s) for s in re.findall(r"font-size='([\d.]+)'", board.track_view.value)]
    assert sizes and min(sizes) >= SMALLEST_TEXT >= 12


def test_focus_follows_your_step():
    board = BoardroomBoard(seed=2)
    seen = set()
    for _ in range(MAX_ACTIONS):
        game = board.game
        if game.is_terminal or {"spin", Phase.DRAW_OR_STOP, Phase.LAUNCH, Phase.TRADE} <= seen:
            break
        target = board.next_focus()
        if board.can_spin:
            assert target is board.spin_button
        elif game.phase is Phase.DRAW_OR_STOP:
            assert target is board.draw_button
        elif game.phase is Phase.LAUNCH:
            assert target in (board.launch_button, board.skip_button) and not target.disabled
        elif game.phase is Phase.TRADE:
            assert target in (board.trade_button, board.end_trade_button) and not target.disabled
        seen.add(game.phase if not board.can_spin else "spin")
        moves = board.session.legal_moves()
        if Stop() in moves and len(game.drawn) >= 2:
            assert board.play(Stop())
        else:
            _act_first(board)
    assert {"spin", Phase.DRAW_OR_STOP, Phase.LAUNCH} <= seen


def test_the_game_ends_with_a_pause_naming_the_winner_and_play_again_focused():
    board = BoardroomBoard(bots=["EV-optimal"], seed=4, winning_money=300)
    assert board.end_panel.layout.display == "none"
    for _ in range(MAX_ACTIONS):
        if board.game.is_terminal:
            break
        _act_first(board)
    game = board.game
    assert game.is_terminal and board.end_panel.layout.display is None
    assert board.next_focus() is board.play_again_button
    if game.winner is not None:
        name, money = board.names[game.winner], game.money[game.winner]
        verb = "win" if name == "You" else "wins"
        assert board.strip.turn_text == f"Game over: {name} {verb} with {money:,}M."
        assert f"{name} {verb} with {money:,}M" in board.end_view.value
    for seat, name in enumerate(board.names):
        assert f"{name} {game.money[seat]:,}M" in board.end_view.value
    seed = board.seed_box.value
    board.play_again_button.click()
    assert board.last_error is None and board.seed_box.value == seed + 1
    assert not board.game.is_terminal and board.end_panel.layout.display == "none"
    assert board.can_spin and board.next_focus() is board.spin_button


def test_risky_business_strip_tells_each_card_and_focus_follows():
    board = RiskyBusinessBoard(seed=9)
    assert board.strip.turn_text == "A new 3-card company: press Draw a card."
    assert board.strip.change_lines == () and board.next_focus() is board.draw_button
    for turned in range(1, 31):
        assert board.draw()
        card = board.order[turned - 1]
        if card == "BUST":
            assert board.strip.turn_text == "BUST! The company is worth 0M. Press New launch."
            lost = sum(board.order[: turned - 1])
            assert board.strip.change_lines == (f"Card {turned}: BUST (the sum {lost}M is lost)",)
            assert board.next_focus() is board.new_button
            break
        assert board.strip.change_lines == (f"Card {turned}: {card}M",)
        total = sum(board.order[:turned])
        assert board.strip.turn_text.startswith(f"{turned} card") and f"sum {total}M" in (
            board.strip.turn_text
        )
        assert board.next_focus() is board.draw_button
    assert board.new_launch() and board.draw()
    if not board.over:
        assert board.stop()
        total = board.total
        assert board.strip.turn_text == (
            f"Launched: 3 × {total}M = {3 * total}M. Press New launch."
        )
        assert board.strip.change_lines == () and board.next_focus() is board.new_button
