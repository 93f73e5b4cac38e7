"""The LOGO table's status strip, round pauses and keyboard path, clicked headlessly.

The strip's words are the core's (``since_last_move``, ``explain_points``, the narrator);
these tests check that the board shows them, marks what changed, waits at a round's end
and sends the keyboard focus to the next sensible control.
"""

from __future__ import annotations

from collections import Counter

import pytest

from logo_kit.logo import LogoGame, LogoOptions, parse_cards, standard_deck
from logo_kit.logo.cards import parse_card
from logo_kit.logo.game import Phase
from logo_kit.logo.moves import Deal, Discard
from logo_kit.logo.recent import since_last_move
from logo_kit.logo.scoring import explain_points
from logo_kit.widgets import TableBoard
from logo_kit.widgets.common.theme import CHANGED_CLASS
from logo_kit.widgets.logo.cards import NEW_MARK

MAX_STEPS = 600


def dealt(hands: list[str], top: str, **options) -> LogoGame:
    """A first round with these hands (seat 0 first) and ``top`` on the discard pile."""
    n = len(hands)
    cards = [parse_cards(h) for h in hands]
    used = Counter(c for h in cards for c in h) + Counter(parse_cards(top))
    rest = Counter(standard_deck()) - used
    order = [cards[k % n][k // n] for k in range(7 * n)] + parse_cards(top)
    deal = Deal(tuple(order + sorted(rest.elements())))
    return LogoGame.new(LogoOptions(players=n, **options)).apply(deal)


def focus_log(board: TableBoard) -> list[str]:
    """Record the board's focus moves (no browser here): the names of the focused controls."""
    seen: list[str] = []
    for name in (
        "draw_button",
        "take_discard_button",
        "hand_row",
        "discard_button",
        "stop_button",
        "logo_stop_button",
        "accept_button",
        "next_round_button",
        "play_again_button",
    ):
        control = getattr(board, name)
        control.focus = lambda name=name: seen.append(name)
    board.confirm.confirm_button.focus = lambda: seen.append("confirm")
    return seen


def shed_a_number(board: TableBoard) -> None:
    """Your discard: the first card that is no action (so no bot is targeted by you)."""
    card = next(c for c in board.hand if not c.is_action)
    board.pick_card(card)
    board.discard_button.click()
    assert board.last_error is None, board.last_error


def play_to_pause(board: TableBoard) -> int:
    """Draw and shed (answering actions by letting them happen) until a round ends."""
    for steps in range(MAX_STEPS):
        if board.paused or board.game.is_terminal:
            return steps
        if board.phase == "take":
            board.draw_button.click()
        elif board.phase == "respond":
            board.accept_button.click()
        else:
            shed_a_number(board)
        assert board.last_error is None, board.last_error
    raise AssertionError("no round ended")


# -- the strip: whose turn, what changed ----------------------------------------------------
def test_the_strip_says_your_turn_and_offers_the_take_buttons():
    board = TableBoard(bots=["Greedy", "Calculator"], seed=2026, target_score=100)
    assert board.strip.turn_text.startswith("Round 1 · Your turn: take a card from the draw pile")
    assert board.strip.actions.children == (board.take_row, board.confirm.widget)
    assert board.strip.change_lines[0].startswith("Round 1 is dealt: 7 cards each; you start")
    board.draw_button.click()
    assert board.strip.turn_text.startswith("Round 1 · Your turn: pick a card to discard")
    assert board.strip.actions.children == ()  # the take buttons leave the strip


def test_the_changes_are_the_cores_record_of_what_you_saw():
    board = TableBoard(bots=["Greedy", "Calculator"], seed=2026, target_score=100)
    board.draw_button.click()
    shed_a_number(board)
    seen = since_last_move(board.game, 0, names=board.names)
    expected = [line for e in seen.events for line in e.text.split("\n")]
    assert seen.events and list(board.strip.change_lines) == expected
    assert all(e.seat in (1, 2) for e in seen.events)
    # the bots' moves are marked on their seats (outlined, with what they did)
    seats = board.opponents_view.value.split("<div class='logo-table-opponent")[2:]
    for seat, html in enumerate(seats, start=1):
        moved = seat in seen.movers
        assert html.startswith(f" {CHANGED_CLASS}'") == moved
        assert ("logo-table-seat-moves" in html) == moved
    draws = [e for e in seen.events if e.kind == "draw"]
    assert draws and all(e.card is None for e in draws)  # their blind draws stay hidden
    assert "drew a card from the pile" in board.opponents_view.value
    # the piles they touched are outlined too
    assert f"logo-table-discard-pile {CHANGED_CLASS}" in board.piles_view.value
    assert f"logo-table-draw-pile {CHANGED_CLASS}" in board.piles_view.value


def test_the_card_you_draw_is_marked_new_in_your_hand():
    game = dealt(["R1 R2 R3 B1 B2 G1 G2", "R9 R10 R11 B9 B10 B11 G9"], "G5")
    top = game.draw_pile[0]
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    assert not any(c["mark"] for c in board.hand_row.cards)
    board.draw_button.click()
    marked = [c["text"] for c in board.hand_row.cards if c["mark"] == NEW_MARK]
    assert marked == [str(top)]
    assert all(c["border"] for c in board.hand_row.cards if c["mark"])
    board.pick_card(parse_card("R3"))
    board.discard_button.click()
    assert not any(c["mark"] for c in board.hand_row.cards)  # nothing new since your discard


def test_an_action_aimed_at_you_is_in_the_strip_and_on_the_bots_seat():
    game = dealt(["STOP R9 R10 R11 R12 R13 B3", "DESTROY R4 R5 B4 B5 G1 G2"], "G3")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    board.draw_button.click()
    board.pick_card(parse_card("B3"))
    board.discard_button.click()
    assert board.phase == "respond"
    assert board.strip.turn_text == (
        "Round 1 · Your turn: stop the action with STOP or LOGO, or let it happen."
    )
    assert "B (Greedy) discards DESTROY and uses it on you." in board.strip.change_lines
    assert "played DESTROY on you" in board.opponents_view.value


# -- round and game pauses ----------------------------------------------------------------
def test_a_round_end_waits_for_next_round_with_the_result_at_the_top():
    board = TableBoard(bots=["Greedy", "Calculator"], seed=2026, target_score=100)
    play_to_pause(board)
    game = board.game
    result = game.last_round
    assert board.paused and game.phase is Phase.DEAL and game.round_number == 1
    assert board.strip.actions.children == (board.next_round_button,)
    assert board.next_round_button.description == "Deal round 2"
    # the summary's reasons are the core's (ruling L10)
    seats = result.seats
    reasons = explain_points(
        [result.values[s] for s in seats],
        None if result.declarer is None else seats.index(result.declarer),
    )
    for seat, why in zip(seats, reasons, strict=True):
        part = f"{board.names[seat]} {result.points[seat]}" + (f" ({why})" if why else "")
        assert part in board.strip.turn_text
    assert board.strip.turn_text.startswith("Round 1")
    assert "Round 1 ends" in " ".join(board.strip.change_lines)
    assert "Round 1 ended" in board.result_view.value and board.result_view.layout.display is None
    assert board.reveal_view.layout.display == "none"  # the hands are shown once, at the top
    assert "Round 1 is over" in board.turn_view.value and "Deal round 2" in board.turn_view.value
    # nothing else can be played now, and undo cannot go back to before the hands were shown
    before = board.game
    assert board.take_draw() is False and "Press Next round" in board.last_error
    assert board.undo() is False and "cannot undo" in board.last_error
    assert board.game is before
    board.next_round_button.click()
    assert board.last_error is None and not board.paused and board.game.round_number == 2
    assert board.result_view.layout.display == "none" and board.reveal_view.layout.display is None
    assert board.next_round() is False and "no round to deal now" in board.last_error


def test_round_summary_names_a_failed_declaration_doubled():
    # You declare with 13 but B holds 10: you score 26, doubled (ruling L10)
    game = dealt(["R1 R2 R3 B1 B2 B3 G1", "0 0 0 0 R4 G2 B4"], "G9")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    board.declare()
    assert board.paused, board.strip.turn_text
    result = board.game.last_round
    assert result.values[0] > result.values[1]
    assert board.strip.turn_text.startswith(
        f"Round 1: You {2 * result.values[0]} (declared, not lowest → doubled) · "
        f"B (Greedy) 0 (lowest, beat the declarer → 0) (ruling L10)."
    )


def test_game_over_offers_play_again_with_the_next_seed():
    board = TableBoard(bots=["Greedy"], seed=4, target_score=40)
    focused = focus_log(board)
    for _ in range(30):
        play_to_pause(board)
        if board.game.is_terminal:
            break
        board.next_round()
    assert board.game.is_terminal
    assert board.strip.turn_text.startswith("Game over: ")
    assert "Press Play again" in board.strip.turn_text
    assert board.strip.actions.children == (board.play_again_button,)
    assert focused[-1] == "play_again_button"  # the game's end takes the focus
    assert focused.count("next_round_button") == len(board.game.results) - 1
    board.play_again_button.click()
    assert focused[-1] == "draw_button"
    assert board.last_error is None and board.seed == 5 and board.game.round_number == 1
    assert not board.game.is_terminal and board.my_turn
    assert board.play_again() is False and "not over yet" in board.last_error


# -- the keyboard path -----------------------------------------------------------------------
def test_focus_follows_the_turn():
    board = TableBoard(bots=["Greedy", "Calculator"], seed=2026, target_score=100)
    focused = focus_log(board)
    board.draw_button.click()
    assert focused == ["hand_row"]  # after a draw: your hand, to pick the discard
    card = next(c for c in board.hand if not c.is_action)
    board.pick_card(card)
    assert focused == ["hand_row"]  # a pick changes no moment: the focus stays in the hand
    board.discard_button.click()
    assert focused[-1] in ("draw_button", "stop_button", "logo_stop_button", "accept_button")
    if board.phase == "take":
        assert focused[-1] == "draw_button"
    board.hints_box.value = True  # a setting: the focus stays where it was
    assert len(focused) == 2


def test_focus_goes_to_confirm_then_to_the_round_button():
    game = dealt(["R1 R2 R3 B1 B2 B3 G1", "0 0 0 0 R4 G2 B4"], "G9")
    board = TableBoard(bots=["Greedy"], seed=1, game=game)
    focused = focus_log(board)
    board.declare_button.click()
    assert focused == ["confirm"] and board.confirm.widget in board.strip.actions.children
    board.confirm.confirm_button.click()
    assert board.paused and focused == ["confirm", "next_round_button"]
    board.next_round_button.click()
    assert focused[-1] in ("draw_button", "stop_button", "logo_stop_button", "accept_button")


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_game_with_pauses_is_still_the_engines_game(seed):
    """Pausing at each round's end changes no card: replaying the log gives the same game."""
    board = TableBoard(bots=["Greedy"], seed=seed, target_score=60)
    for _ in range(40):
        play_to_pause(board)
        if board.game.is_terminal:
            break
        board.next_round_button.click()
    game = board.game
    assert game.is_terminal and game.start.replay(game.log) == game
    assert any(isinstance(m, Discard) for m in game.log)
