"""The Logic & Lore star-line board, driven headlessly through its controls.

Every number the board shows is checked against the core (a Belief replayed
independently, gain_table) and, on small lines, against plain-Python brute
force over every permutation of the values.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.lore import Belief, Outcome, Question, answer, gain_table
from logo_kit.lore.lanes import Layout
from logo_kit.lore.notation import line_text, parse_line, random_line
from logo_kit.lore.questions import STAR_LIGHT
from logo_kit.widgets import Board, StarLineBoard
from logo_kit.widgets.common.chart_view import PLOTLY_MIME
from logo_kit.widgets.lore.heatmap import cell_text

# -- brute force in plain Python ---------------------------------------------------------------


def consistent_assignments(board: StarLineBoard) -> list[dict[int, int]]:
    """Every value_of mapping that gives the board's recorded answers (plain enumeration)."""
    layout = board.layout
    kept = []
    for perm in itertools.permutations(layout.values):
        value_of = dict(zip(layout.cards, perm, strict=True))
        if all(
            answer(
                r.query,
                value_of,
                dict(zip(r.query.cards, r.lanes, strict=True)),
                stars=layout.stars,
            )
            == r.outcome
            for r in board.history
        ):
            kept.append(value_of)
    return kept


def brute_chances(board: StarLineBoard) -> list[list[Fraction]]:
    kept = consistent_assignments(board)
    return [
        [Fraction(sum(a[card] == v for a in kept), len(kept)) for v in board.layout.values]
        for card in board.arrangement  # heatmap rows follow the lanes
    ]


def brute_distribution(board: StarLineBoard, query) -> dict[Outcome, Fraction]:
    kept = consistent_assignments(board)
    lane_of = {c: board.belief.lane_of(c) for c in board.layout.cards}
    tally = Counter(answer(query, a, lane_of, stars=board.layout.stars) for a in kept)
    return {o: Fraction(n, len(kept)) for o, n in tally.items()}


def entropy(dist: dict) -> float:
    return -sum(float(p) * math.log2(p) for p in dist.values() if p)


def replayed_belief(board: StarLineBoard) -> Belief:
    """The core's belief rebuilt from the board's history (each round at its arrangement)."""
    belief = Belief(blackholes=board.layout.blackholes, stars=board.layout.stars)
    for r in board.history:
        belief = belief.rearrange(r.arrangement).update(r.query, r.outcome)
    return belief


def hold_up(board, first: int, second: int) -> None:
    """Click two cards on the line, as a person would, so that exactly they are held up."""
    row = board.line_row
    for card in (first, second):
        if str(card) not in row.selected:
            row.click(card)
    assert set(board.picks) == {first, second}, board.last_error


def drag_lanes(board, lane_a: int, lane_b: int) -> None:
    """Drag the card in one lane onto the card in another (they change places)."""
    cards = board.line_row.card_keys
    board.line_row.drag(cards[lane_a - 1], cards[lane_b - 1])


def line_text_shown(board) -> str:
    """Every word the line's cards carry (their labels and marks), for checks by text."""
    return " | ".join(
        f"{c['label']} {c['text']} {c['top']} {c['mark']}" for c in board.line_row.cards
    )


# -- a fresh board agrees with hand-computed numbers and the core --------------------------------


def test_fresh_nine_card_board_shows_the_core_numbers():
    board = StarLineBoard(seed=4)
    assert isinstance(board, Board)
    # 9 cards, every order possible: 9! = 362,880 = 2^7·3^4·5·7; bits = log2(9!) ≈ 18.47
    assert board.count == 362_880
    assert board.bits == pytest.approx(18.4691, abs=1e-4)
    assert "362,880" in board.count_view.value and "18.469" in board.count_view.value
    # Nothing known: every card holds every value with chance 1/9.
    assert board.heatmap_z.shape == (9, 9)
    assert np.allclose(board.heatmap_z, 1 / 9)
    assert board.chances[0][0] == Fraction(1, 9)
    # Only the identity order (1 of 9!) wins.
    assert board.win_chance == Fraction(1, 362_880)
    assert "title='exact: 1/362880'>under 0.01% (1 in 362,880)<" in board.win_view.value
    # The ranking is the core's gain_table for the four Star Light questions.
    core = gain_table(Belief(), mode="light")
    assert [(r.cards, r.bits) for r in board.gain_ranking] == [(r.cards, r.bits) for r in core]
    assert len(board.shown_gain_rows) == 10
    assert board.gain_view.value.count("class='lore-gain-row'") == 10
    # Hand check of one row: cards 4, 5 in lanes 4, 5. 72 ordered value pairs:
    # card 4 aligned (=4) with card 5 ≠ 5: 7; card 5 aligned only: 7; both: 1.
    dist = board.gain_ranking[0].distribution
    assert board.gain_ranking[0].cards == (4, 5)
    assert dist[Outcome(Question.ALIGNMENT, (4,))] == Fraction(7, 72)
    assert dist[Outcome(Question.ALIGNMENT, (4, 5))] == Fraction(1, 72)


def test_same_seed_deals_the_same_line_and_new_line_uses_the_generator():
    a, b = StarLineBoard(seed=9), StarLineBoard(seed=9)
    assert a.hidden == b.hidden
    rng = np.random.default_rng(9)
    layout = Layout()
    assert tuple(a.hidden[c] for c in layout.cards) == random_line(layout, rng)
    a.new_button.click()
    assert tuple(a.hidden[c] for c in layout.cards) == random_line(layout, rng)
    assert sorted(a.hidden.values()) == list(range(1, 10))
    b.seed_box.value = 3  # reseeding restarts the sequence
    b.new_button.click()
    assert b.hidden == StarLineBoard(seed=3).hidden


# -- a scripted game through the controls ------------------------------------------------------


def test_scripted_game_keeps_the_truth_and_matches_brute_force():
    board = StarLineBoard(stars=5, blackholes=1, seed=0)
    board.hidden_text.value = "3 B 1 5 2 4"  # card 1 = 3, card 2 = blackhole, … card 6 = 4
    board.hidden_button.click()
    assert board.last_error is None
    assert board.hidden == {1: 3, 2: 6, 3: 1, 4: 5, 5: 2, 6: 4}
    assert board.count == math.factorial(6)
    truth = dict(board.hidden)

    # Round 1: cards 1 & 2 in lanes 1, 2. Not aligned (3≠1, blackhole never), a blackhole
    # makes Neighbours and Symmetry "no" (S7), so Greatness: card 1 (a star beats a blackhole).
    hold_up(board, 1, 2)
    board.ask_button.click()
    assert board.last_outcome == Outcome(Question.GREATNESS, (1,))
    # Drag lane 1 onto lane 3: card 3 (value 1) goes to lane 1, card 1 to lane 3 (3 = 3).
    drag_lanes(board, 1, 3)
    assert board.last_error is None and board.arrangement == (3, 2, 1, 4, 5, 6)
    assert board.line_row.card_keys == ["3", "2", "1", "4", "5", "6"]
    # Round 2: cards 3 & 1, now in lanes 1 and 3: both aligned → both flip face up (S6).
    hold_up(board, 3, 1)
    board.ask_button.click()
    assert board.last_outcome == Outcome(Question.ALIGNMENT, (1, 3))
    assert board.belief.revealed == {1, 3}
    assert "lane 1, card 3, face up, value 1" in line_text_shown(board)
    assert [c["locked"] for c in board.line_row.cards] == [True, False, True, False, False, False]
    # Round 3: type a new order of the face-down cards only (cards 2 4 5 6 → 6 5 4 2).
    board.order_text.value = "6 5 4 2"
    board.order_button.click()
    assert board.last_error is None
    assert board.arrangement == (3, 6, 1, 5, 4, 2)
    board.mode_choice.value = "bright"
    board.set_questions({1, 7, 9})
    board.pick(6, 5, focus=5)
    board.ask()
    # card 6 = 4 in lane 2, card 5 = 2 in lane 4: neither aligned. Focus on card 5: with 5
    # stars the middle is 3; value 2 belongs left of it but lies in lane 4, right → no.
    # Greatness: card 6 (4 > 2).
    assert board.last_outcome == Outcome(Question.GREATNESS, (6,))

    # The belief still holds the truth, and every number equals brute force and the core.
    assert truth in board.belief
    kept = consistent_assignments(board)
    assert truth in kept
    assert board.count == len(kept)
    assert replayed_belief(board).count == board.count
    assert board.chances == brute_chances(board)
    assert np.allclose(board.heatmap_z, np.array(brute_chances(board), dtype=float))
    core = gain_table(board.belief, mode="bright", questions={1, 7, 9})
    assert [(r.query, r.bits) for r in board.gain_ranking] == [(r.query, r.bits) for r in core]
    for row in board.shown_gain_rows:
        brute = brute_distribution(board, row.query)
        assert dict(row.distribution.items()) == brute
        assert row.bits == pytest.approx(entropy(brute), abs=1e-9)
    bits = [r.bits for r in board.gain_ranking]
    assert bits == sorted(bits, reverse=True)
    # History shows every round with its exact chance.
    assert len(board.history) == 3  # three rounds asked (moves are not rounds)
    assert board.history_view.value.count("<li>") == 3


@pytest.mark.parametrize(("mode", "blackholes"), [("light", 0), ("bright", 0), ("bright", 2)])
def test_suggest_ask_and_best_guess_until_won(mode, blackholes):
    board = StarLineBoard(stars=4, blackholes=blackholes, mode=mode, seed=21)
    truth = dict(board.hidden)
    for _ in range(40):
        if board.puzzle_status != "playing" or board.win_chance == 1:
            break
        board.suggest_button.click()
        board.ask_button.click()
        assert board.last_error is None
        assert truth in board.belief  # the truth is never excluded
        board.best_button.click()
        assert board.count == len(consistent_assignments(board))
    if board.puzzle_status == "playing":
        assert board.win_chance == 1
        board.align_button.click()
    assert board.puzzle_status == "won"
    assert "You win" in board.win_view.value or not board.belief.face_down


# -- Suggest ------------------------------------------------------------------------------------


def test_suggest_selects_the_top_gain_table_row_light():
    board = StarLineBoard(seed=5)
    board.pick(1, 2)
    board.ask()
    top = gain_table(board.belief, mode="light")[0]
    board.suggest_button.click()
    assert board.picks == top.cards
    assert board.line_row.selected == [str(c) for c in top.cards]  # held up on the line
    assert "◀ picked" in board.gain_view.value.split("</tr>")[1]  # the first data row


def test_suggest_selects_pair_and_focus_in_star_bright():
    board = StarLineBoard(seed=6, mode="bright")
    top = gain_table(board.belief, mode="bright", questions=range(1, 10))[0]
    assert top.focus is not None
    board.suggest_button.click()
    assert board.picks == top.cards
    assert board.focus_card == top.focus and board.line_row.marked == str(top.focus)
    assert board.line_row.mark_word == "Focus"
    assert board.query == top.query
    # A click on the other held-up card makes it the Focus card instead.
    other = next(c for c in top.cards if c != top.focus)
    board.line_row.click(other)
    assert board.focus_card == other and board.picks == top.cards


# -- questions and tokens ----------------------------------------------------------------------


def test_star_light_offers_its_four_questions_in_order():
    board = StarLineBoard()
    boxes = board.ask_boxes_row.children
    assert [b.description for b in boxes] == [q.title for q in STAR_LIGHT]
    assert board.line_row.mark_word == ""  # no Focus question in Star Light
    assert board.token_row.layout.display == "none"
    assert board.questions == STAR_LIGHT
    board.ask_boxes[Question.NEIGHBOURS].value = False  # skip a question (S4, S12)
    assert board.questions == (Question.ALIGNMENT, Question.SYMMETRY, Question.GREATNESS)
    assert board.gain_ranking[0].query.questions == board.questions


def test_star_bright_tokens_decide_which_questions_can_be_asked():
    board = StarLineBoard(mode="bright")
    assert board.token_row.layout.display is None
    assert len(board.questions) == 9
    board.token_boxes[Question.FOCUS].value = False  # give up the Focus token
    assert Question.FOCUS not in board.questions and Question.FOCUS not in board.available
    assert board.ask_boxes[Question.FOCUS].disabled and not board.ask_boxes[Question.FOCUS].value
    assert board.line_row.mark_word == "" and board.line_row.marked == ""
    # 1 and 9 need no token (S4): they stay askable with no tokens at all.
    assert board.set_tokens([])
    assert board.available == (Question.ALIGNMENT, Question.GREATNESS)
    assert all(board.ask_boxes[q].disabled for q in Question if q not in board.available)
    # Asking a question without its token is refused, state kept.
    before = board.questions
    assert not board.set_questions({1, 5, 9})
    assert "no token on 5 Massive" in board.last_error
    assert board.questions == before
    board.token_boxes[Question.MASSIVE].value = True  # taking a token ticks the question
    assert board.questions == (Question.ALIGNMENT, Question.MASSIVE, Question.GREATNESS)
    assert not board.set_tokens([1])
    assert "2–8" in board.last_error


def test_switching_mode_keeps_the_game():
    board = StarLineBoard(seed=2)
    board.pick(2, 7)
    board.ask()
    belief = board.belief
    board.mode_choice.value = "bright"
    assert board.belief is belief and board.mode == "bright"
    assert len(board.gain_ranking) == 2 * 36  # 36 pairs × 2 Focus choices


# -- bad input shows a message and keeps the state ---------------------------------------------


def _snapshot(board: StarLineBoard):
    return (
        board.belief,
        board.arrangement,
        dict(board.hidden),
        len(board.history),
        tuple(board.line_row.card_keys),
        line_text_shown(board),
        board.count_view.value,
        board.puzzle_status,
    )


def test_same_card_twice_is_refused():
    board = StarLineBoard(stars=5, seed=1)
    before = _snapshot(board)[:4]
    assert board.pick(3, 3)  # held up twice: Ask says what is wrong
    board.ask_button.click()
    assert "two different cards" in board.last_error
    assert "role='alert'" in board.message.value
    assert _snapshot(board)[:4] == before
    board.pick(1, 2)
    assert board.swap(2, 2) is False
    assert "two different lanes" in board.last_error
    assert _snapshot(board)[:4] == before
    # On the line a second click on a held-up card never holds it up twice.
    board.line_row.click(1)
    assert board.picks == (1, 2) and board.line_row.selected == ["1", "2"]


def test_moving_a_face_up_card_is_refused():
    board = StarLineBoard(stars=5, hidden="1 3 2 5 4")
    board.pick(1, 2)
    board.ask()
    assert board.belief.revealed == {1}
    before = _snapshot(board)
    drag_lanes(board, 1, 4)  # the face-up card does not move on the line …
    board.line_row.press_move("1", +1)
    assert _snapshot(board) == before and board.last_error is None
    board.line_row.order = ["4", "2", "3", "1", "5"]  # … and a stale view's order is refused
    assert "face up and locked" in board.last_error
    assert _snapshot(board) == before and board.line_row.order == ["1", "2", "3", "4", "5"]
    assert board.swap(1, 4) is False and "face up and locked" in board.last_error
    board.order_text.value = "2 1 3 4 5"
    board.order_button.click()
    assert "face up and locked" in board.last_error
    assert _snapshot(board) == before
    board.order_text.value = "2 3 x"
    board.order_button.click()
    assert "card numbers separated by spaces" in board.last_error
    board.order_text.value = "2 3 3 5"
    board.order_button.click()
    assert "face-down cards 2 3 4 5 once each" in board.last_error
    assert _snapshot(board)[:4] == before[:4]
    # A legal move of face-down cards only: 4 numbers fill lanes 2–5.
    assert board.rearrange("5 4 3 2")
    assert board.arrangement == (1, 5, 4, 3, 2)


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("1 2 3 4 4", "4 is there twice, 5 is missing"),
        ("1 2 3 4", "5 is missing"),
        ("1 2 3 4 5 6", "'6' is not a card value here"),
        ("1 2 3 4 B", "'B' is not a card value here: use 1 2 3 4 5"),
    ],
)
def test_a_hidden_line_that_is_not_a_permutation_is_refused(typed, message):
    board = StarLineBoard(stars=5, seed=3)
    board.pick(1, 2)
    board.ask()
    before = _snapshot(board)
    board.hidden_text.value = typed
    board.hidden_button.click()
    assert message in board.last_error
    assert "exactly once" in board.last_error or "not a card value" in board.last_error
    assert _snapshot(board) == before


def test_bad_constructor_arguments_raise_clear_errors():
    with pytest.raises(LogoKitError, match="3 is there twice"):
        StarLineBoard(stars=4, hidden=[1, 3, 3, 4])
    with pytest.raises(LogoKitError, match="mode must be 'light'"):
        StarLineBoard(mode="dark")
    with pytest.raises(LogoKitError, match="blackholes must be a whole number from 0 to 2"):
        StarLineBoard(blackholes=3)
    with pytest.raises(LogoKitError, match="ruling S9"):
        StarLineBoard(start_revealed=12)


def test_game_over_blocks_play_until_a_new_line():
    board = StarLineBoard(stars=4, hidden="2 1 3 4")
    assert board.win_chance == Fraction(1, 24)
    board.align_button.click()
    assert board.puzzle_status == "lost"
    assert "card 1 in lane 1 is 2" in board.win_view.value and "1/24" in board.win_view.value
    shown = line_text_shown(board)
    assert "✗ wrong" in shown and "✓ home" in shown
    assert board.line_row.most == 0 and not board.line_row.movable
    assert board.ask_button.disabled
    assert not board.ask()
    assert "the game is over" in board.last_error
    board.hidden_text.value = "1 2 3 4"
    board.hidden_button.click()
    assert board.puzzle_status == "playing" and board.win_chance == Fraction(1, 24)
    board.align()
    assert board.puzzle_status == "won" and "You win" in board.win_view.value


# -- rules shown on the board ------------------------------------------------------------------


def test_aligned_cards_flip_face_up_and_game_is_won_when_all_are_up():
    board = StarLineBoard(stars=2, hidden="1 2")
    board.pick(1, 2)
    board.ask()
    assert board.last_outcome == Outcome(Question.ALIGNMENT, (1, 2))
    assert board.puzzle_status == "won"  # every card aligned face up (S6)


def test_blackholes_are_labelled_in_words():
    board = StarLineBoard(stars=3, blackholes=2, hidden="S 2 1 3 L")
    fig = board.figure
    assert list(fig.data[0].x) == ["small blackhole", "1", "2", "3", "large blackhole"]
    assert "lane 0 (extra)" in line_text_shown(board) and "lane 4 (extra)" in line_text_shown(board)
    extra = [c["top"] for c in board.line_row.cards if c["border"]]  # dashed, and in words
    assert extra == ["lane 0 extra", "lane 4 extra"]
    board.align()
    assert board.puzzle_status == "lost"  # 2 in lane 1, 1 in lane 2
    shown = line_text_shown(board)
    assert "face up, small blackhole" in shown and "face up, large blackhole" in shown
    faces = [c["text"] for c in board.line_row.cards]
    assert "◉ small blackhole" in faces  # written on the card, not only a colour


def test_young_player_starts_with_their_age_card_aligned():
    board = StarLineBoard(stars=5, hidden="5 4 3 2 1", start_revealed=4)  # ruling S9
    # card 2 holds 4; it swaps with the card in lane 4 (card 4) and is shown.
    assert board.arrangement == (1, 4, 3, 2, 5)
    assert board.belief.revealed == {2}
    assert board.count == math.factorial(4)
    assert "lane 4, card 2, face up, value 4" in line_text_shown(board)


def test_heatmap_rows_follow_the_lanes_and_show_exact_fractions():
    board = StarLineBoard(stars=4, hidden="2 1 4 3")
    board.pick(1, 2)
    board.ask()  # Neighbours: yes (|2 − 1| = 1), see the module doctest
    board.swap(1, 4)
    assert board.heatmap_cards == (4, 2, 3, 1)
    assert list(board.figure.data[0].y) == [
        "lane 1: card 4",
        "lane 2: card 2",
        "lane 3: card 3",
        "lane 4: card 1",
    ]
    expected = brute_chances(board)
    assert board.chances == expected
    assert np.allclose(board.heatmap_z, np.array(expected, dtype=float))
    exact = [[str(p) if p else "0" for p in row] for row in expected]
    assert [list(r) for r in board.figure.data[0].customdata] == exact  # on hover
    assert [list(r) for r in board.figure.data[0].text] == [
        [cell_text(p) for p in row] for row in expected
    ]  # percentages in the cells …
    board.exact_box.value = True
    assert [list(r) for r in board.figure.data[0].text] == exact  # … or the fractions
    assert board.figure.data[0].colorscale is not None
    assert board.figure.layout.xaxis.title.text == "value"
    assert board.figure.layout.yaxis.title.text == "lane: card"


def test_controls_are_labelled_and_findable():
    board = StarLineBoard()
    for control in (
        board.mode_choice,
        board.blackhole_choice,
        board.seed_box,
        board.hidden_text,
        board.order_text,
    ):
        assert control.description
    assert board.line_row.label and board.line_row.help
    for button in (
        board.ask_button,
        board.suggest_button,
        board.order_button,
        board.best_button,
        board.align_button,
        board.new_button,
        board.hidden_button,
    ):
        assert button.description
    assert "logo-kit-board" in board.widget._dom_classes
    assert "lore-heatmap" in board.chart.widget._dom_classes
    assert "application/vnd.jupyter.widget-view+json" in board._repr_mimebundle_()


def test_blackhole_dropdown_deals_a_longer_line():
    board = StarLineBoard(stars=4, seed=8)
    board.blackhole_choice.value = 1
    assert board.layout == Layout(stars=4, blackholes=1)
    assert board.count == math.factorial(5)
    assert board.belief.lanes == (1, 2, 3, 4, 5)
    assert sorted(board.hidden.values()) == [1, 2, 3, 4, 5]
    assert board.heatmap_z.shape == (5, 5)


# -- hidden lines ------------------------------------------------------------------------------


def test_parse_line_reads_tokens_and_codes():
    one = Layout(stars=4, blackholes=1)
    assert parse_line("b, 4 3 2 1", one) == (5, 4, 3, 2, 1)
    assert parse_line([5, 4, 3, 2, 1], one) == (5, 4, 3, 2, 1)
    two = Layout(stars=3, blackholes=2)
    assert parse_line("small 1 2 3 large", two) == (0, 1, 2, 3, 4)
    assert line_text((4, 1, 2, 3, 0), two) == "L 1 2 3 S"
    with pytest.raises(LogoKitError, match="name them S \\(small\\) and L \\(large\\)"):
        parse_line("B 1 2 3 L", two)
    with pytest.raises(LogoKitError, match="B is missing"):
        parse_line("1 2 3 4 4", one)
    with pytest.raises(LogoKitError, match="True"):
        parse_line([True, 2, 3], Layout(stars=3))


def test_the_heatmap_shown_on_the_page_holds_the_current_chances():
    # The page draws the ChartView's output (plotly JSON), so each change must be sent there.
    board = StarLineBoard(stars=4, hidden="2 1 4 3")
    board.pick(1, 2)
    board.ask()
    board.swap(1, 4)
    (shown,) = board.chart.widget.outputs[0]["data"][PLOTLY_MIME]["data"]
    assert np.allclose(np.array(shown["z"], dtype=float), board.heatmap_z)
    assert shown["y"] == list(board.figure.data[0].y)
    assert shown["customdata"] == [[str(p) if p else "0" for p in row] for row in board.chances]


def _font_sizes_px(markup: str) -> list[float]:
    """Every font size an HTML view sets, in px (em sizes taken at a 13 px page; <small>
    counts as 0.83em): the labels must be at least 12 px."""
    import re

    sizes = [float(px) for px in re.findall(r"font-size:\s*([\d.]+)px", markup)]
    sizes += [13 * float(em) for em in re.findall(r"font-size:\s*([\d.]+)em", markup)]
    sizes += [13 * 0.83] * markup.count("<small")
    return sizes


def test_star_line_table_and_heatmap_labels_are_at_least_12_px():
    board = StarLineBoard(stars=9, blackholes=1, seed=4)
    board.suggest()  # the table marks a picked row
    views = board.gain_view.value + board.history_view.value + board.answer_view.value
    assert "lore-gain-row" in views
    assert _font_sizes_px(views) and min(_font_sizes_px(views)) >= 12
    heat = board.figure.data[0]
    assert heat.textfont.size >= 12
    layout = board.figure.layout
    assert layout.title.font.size >= 12
    for axis in (layout.xaxis, layout.yaxis):
        assert axis.tickfont.size is None or axis.tickfont.size >= 12  # plotly's own: 12 px


def test_actions_leave_no_bug_behind_the_status_strip():
    # The boards' status() hook is called after every action: the puzzle's state is
    # puzzle_status, so the hook is not shadowed by a string (a TypeError kept as last_bug).
    board = StarLineBoard(stars=4, seed=2)
    board.new_button.click()
    assert board.last_bug is None and board.last_error is None
    board.ask_button.click()
    assert board.last_bug is None and board.puzzle_status == "playing"
