"""The LOGO hand lab, driven headlessly: every number shown is the core's number."""

from __future__ import annotations

import html
import math
from fractions import Fraction

import numpy as np
import pytest

from logo_kit.errors import LogoKitError
from logo_kit.logo import (
    COLORS,
    color_hand_chance,
    color_hand_chances,
    declare_advice,
    hand_value,
    hand_value_distribution,
    unseen_cards,
)
from logo_kit.logo.cards import Color
from logo_kit.readable import chance_text, percent_text
from logo_kit.widgets import Board, HandLabBoard
from logo_kit.widgets.common.chart_view import PLOTLY_MIME
from logo_kit.widgets.common.palette import HIGHLIGHT
from logo_kit.widgets.logo import percent

SIX_REDS = "R1 R2 R3 R4 R5 R6 G7"  # value 28; red needs one more card
WORDS = {Color.RED: "red", Color.BLUE: "blue", Color.GREEN: "green", Color.BLACK: "black"}


def _chance_row(board: HandLabBoard, colour: Color) -> str:
    text = board.chances_view.value
    start = text.index(f"<tr class='logo-kit-chance-{WORDS[colour]}'>")
    return text[start : text.index("</tr>", start)]


def shows(p: Fraction) -> str:
    """How a board writes a chance: the percentage (and 1 in N), the exact value on hover."""
    return f"title='exact: {p}'>{html.escape(chance_text(p))}<"


def _advice_row(board: HandLabBoard, css: str) -> str:
    text = board.advice_view.value
    start = text.index(f"<tr class='{css}'>")
    return text[start : text.index("</tr>", start)]


def _views(board: HandLabBoard) -> tuple:
    return (
        board.hand,
        board.cards_view.value,
        board.summary_view.value,
        board.chances_view.value,
        board.advice_view.value,
        board.lower_view.value,
        id(board.figure),  # the same figure object: not redrawn
        board.plot_values,
        board.figure.layout.shapes[0].x0,
    )


@pytest.fixture(scope="module")
def lab() -> HandLabBoard:
    """One board for the read-only checks (building a board imports plotly once)."""
    return HandLabBoard(seed=7, hand=SIX_REDS, draws=1)


# -- the hand and the colour-hand chances -----------------------------------------------------


def test_is_a_board_and_shows_the_hand(lab):
    assert isinstance(lab, Board)
    assert [str(c) for c in lab.hand] == SIX_REDS.split()
    assert lab.value == hand_value(SIX_REDS) == 1 + 2 + 3 + 4 + 5 + 6 + 7
    assert "<td class='logo-kit-value'>28</td>" in lab.summary_view.value
    assert any("logo-kit-hand-lab" in child._dom_classes for child in lab.widget.children)


def test_chances_for_one_draw_match_hand_counts(lab):
    # By hand: 48 unseen cards; red needs 1 of R7–R14 (8 cards) or the LOGO: 9/48 = 3/16.
    # Blue and black need 7 new cards, green 6: impossible in one draw.
    assert lab.chances == {
        Color.RED: Fraction(3, 16),
        Color.BLUE: Fraction(0),
        Color.GREEN: Fraction(0),
        Color.BLACK: Fraction(0),
    }
    row = _chance_row(lab, Color.RED)
    assert shows(Fraction(3, 16)) in row and ">18.8% (about 1 in 5)<" in row
    assert "<td style='padding:2px 6px;text-align:left'>6</td>" in row  # six reds count
    assert "next 1 blind draw<" in lab.chances_view.value
    assert "= 3/16" not in row  # the exact fraction only on demand …


def test_the_exact_switch_shows_the_fractions_beside_the_percentages():
    board = HandLabBoard(seed=7, hand=SIX_REDS, draws=1)
    board.advise_button.click()
    before = board.chances_view.value
    board.exact_box.value = True  # … here: the switch a student ticks
    assert board.show_exact and board.last_error is None
    assert ">= 3/16</span>" in _chance_row(board, Color.RED)
    assert f">= {board.advice.p_lowest}</span>" in board.advice_view.value
    assert f">= {board.p_random_lower}</span>" in board.lower_view.value
    assert board.set_exact(False) and board.chances_view.value == before
    assert board.exact_box.value is False
    assert board.set_exact("yes") is False and "True or False" in board.last_error


def test_moving_k_updates_only_the_chances():
    board = HandLabBoard(seed=7, hand=SIX_REDS, draws=1)
    board.advise_button.click()
    before = _views(board)
    board.draws_slider.value = 3
    assert board.draws == 3
    # By hand: red fails in 3 draws only if all 3 come from the 39 non-fitting cards:
    # 1 − C(39,3)/C(48,3) = 1 − 9139/17296 = 8157/17296.
    assert board.chances[Color.RED] == Fraction(8157, 17296)
    assert board.chances == color_hand_chances(board.hand, 3)
    for colour in COLORS:
        p = color_hand_chance(board.hand, colour, 3)
        assert shows(p) in _chance_row(board, colour)
    after = _views(board)
    assert after[3] != before[3]  # the chances changed …
    assert after[:3] == before[:3] and after[4:] == before[4:]  # … nothing else did
    assert board.advice is not None  # the advice still holds: k is not part of it


@pytest.mark.parametrize("k", [0, 5, 10])
def test_every_k_shows_the_cores_chances(k):
    board = HandLabBoard(seed=3, draws=k)
    shown = board.chances
    assert shown == color_hand_chances(board.hand, k)
    for colour in COLORS:
        assert shows(shown[colour]) in _chance_row(board, colour)


def test_a_colour_hand_is_already_complete():
    board = HandLabBoard(seed=1, hand="G14 G13 G12 G11 G10 G9 LOGO", draws=0)
    assert board.chances[Color.GREEN] == 1 and board.chances[Color.RED] == 0
    assert ">100%<" in _chance_row(board, Color.GREEN)
    assert board.value == 0 and "green colour hand" in board.summary_view.value


def test_k_out_of_range_is_refused():
    with pytest.raises(LogoKitError, match="from 0 to 10"):
        HandLabBoard(draws=11)
    board = HandLabBoard(seed=2)
    hand = board.hand
    assert board.set_draws(-1) is False
    assert "from 0 to 10" in board.last_error and board.draws == 3 and board.hand == hand


# -- the declare advice ----------------------------------------------------------------------


def test_advice_waits_for_the_button():
    board = HandLabBoard(seed=7, hand=SIX_REDS)
    assert board.advice is None
    assert "Press <b>Advise</b>" in board.advice_view.value


def test_one_opponent_advice_is_exact_and_matches_the_core():
    board = HandLabBoard(seed=7, hand=SIX_REDS)
    board.advise_button.click()
    core = declare_advice(board.hand, 1)
    advice = board.advice
    assert advice.exact and advice == core
    for css, value in [
        ("logo-kit-p-lowest", core.p_lowest),
        ("logo-kit-p-tie", core.p_tie),
        ("logo-kit-p-beaten", core.p_beaten),
        ("logo-kit-e-declare", core.expected_if_declare),
    ]:
        row = _advice_row(board, css)
        assert f"title='exact: {value}'>" in row, css
    assert f"{float(core.expected_if_declare):.2f}" in _advice_row(board, "logo-kit-e-declare")
    assert ">28.00<" in _advice_row(board, "logo-kit-e-wait")
    assert core.recommend in _advice_row(board, "logo-kit-recommend")
    assert "Exact" in board.advice_view.value and "48 cards" in board.advice_view.value


@pytest.mark.parametrize("hand", [SIX_REDS, "R1 B1 G1 0 0 JUMP LOGO", "0 0 R3 B5 G9 STEAL STOP"])
def test_one_opponent_lower_equals_a_random_hand_lower(hand):
    # Two views of one question: "someone is lower" against one opponent is the chance
    # that a random hand from the 48 unseen cards is lower — the chart's number.
    board = HandLabBoard(seed=1, hand=hand)
    board.advise_button.click()
    assert board.advice.p_beaten == board.p_random_lower
    assert board.advice.p_tie == board.p_random_equal


def test_moving_n_clears_the_advice_and_nothing_else():
    board = HandLabBoard(seed=7, hand=SIX_REDS)
    board.advise_button.click()
    before = _views(board)
    board.opponents_slider.value = 2
    assert board.opponents == 2 and board.advice is None
    after = _views(board)
    assert "against 2 opponents" in after[4] and "Press" in after[4]
    assert after[:4] == before[:4] and after[5:] == before[5:]
    board.advise_button.click()
    core = declare_advice(board.hand, 2)
    assert board.advice == core and board.advice.exact
    assert shows(core.p_lowest) in _advice_row(board, "logo-kit-p-lowest")
    assert board.advise_button.description == "Advise" and not board.advise_button.disabled


def test_three_opponents_is_a_seeded_estimate_with_an_interval():
    board = HandLabBoard(seed=11, hand=SIX_REDS, opponents=3, samples=2_000)
    board.advise_button.click()
    advice = board.advice
    assert not advice.exact
    core = declare_advice(board.hand, 3, rng=np.random.default_rng(11), samples=2_000)
    assert advice.p_lowest == core.p_lowest and advice.p_tie == core.p_tie
    assert advice.expected_if_declare == core.expected_if_declare
    shown = board.advice_view.value
    assert "<b>Estimate</b>, not exact" in shown and "2,000 seeded deals (seed 11)" in shown
    low, high = core.estimates.p_lowest.interval
    row = _advice_row(board, "logo-kit-p-lowest")
    assert f"{100 * core.p_lowest:.1f}% (95% interval {100 * low:.1f}% to {100 * high:.1f}%)" in row
    low, high = core.estimates.expected_if_declare.interval
    assert f"(95% interval {low:.2f} to {high:.2f})" in _advice_row(board, "logo-kit-e-declare")
    # A new seed makes the old estimate stale; the same seed reproduces it.
    board.seed_box.value = 12
    assert board.advice is None
    board.seed_box.value = 11
    assert board.advice is advice


def test_seven_opponents_use_two_decks():
    board = HandLabBoard(seed=5, hand=SIX_REDS, opponents=7, samples=500)
    board.advise_button.click()
    core = declare_advice(board.hand, 7, rng=np.random.default_rng(5), samples=500)
    assert board.advice.p_lowest == core.p_lowest
    assert "103 cards of two decks" in board.advice_view.value


def test_house_rule_ties_changes_the_advice():
    # A red colour hand is worth 0; a tie needs an opponent's colour hand too.
    hand = "R1 R2 R3 R4 R5 R6 R7"
    board = HandLabBoard(seed=1, hand=hand)
    board.advise_button.click()
    plain = board.advice
    board.ties_box.value = True
    assert board.advice is None
    board.advise_button.click()
    assert board.advice == declare_advice(hand, 1, declarer_wins_ties=True)
    assert board.advice.p_declare_wins == plain.p_lowest + plain.p_tie


def test_opponents_out_of_range_is_refused():
    with pytest.raises(LogoKitError, match="from 1 to 7"):
        HandLabBoard(opponents=8)
    board = HandLabBoard(seed=2)
    assert board.set_opponents(0) is False and board.opponents == 1
    assert "from 1 to 7" in board.last_error


# -- the value distribution ------------------------------------------------------------------


def test_distribution_plot_is_the_cores_exact_distribution(lab):
    core = hand_value_distribution(7, unseen_cards(lab.hand))
    assert lab.distribution == core
    xs, ys = lab.plot_values
    assert xs == core.outcomes
    assert ys == [float(p) for p in core.probabilities]
    assert math.isclose(sum(ys), 1.0, abs_tol=1e-12)
    # Each bar's hover text carries the exact fraction.
    exact = {
        x: c for trace in lab.figure.data for x, c in zip(trace.x, trace.customdata, strict=True)
    }
    assert all(exact[x] == str(core[x]) for x in xs)


def test_plot_marks_this_hands_value(lab):
    lower, equal, higher = lab.figure.data
    assert equal.marker.color == HIGHLIGHT and list(equal.x) == [28]
    assert all(x < 28 for x in lower.x) and all(x > 28 for x in higher.x)
    assert lab.figure.layout.shapes[0].x0 == 28
    assert lab.figure.layout.annotations[0].text == "your hand: 28"
    assert lab.figure.layout.xaxis.title.text and lab.figure.layout.yaxis.title.text
    assert "48 cards" in lab.figure.layout.title.text
    assert "you don't hold" in lab.figure.layout.title.text
    # The chance that a random hand is lower: the sum of the blue bars, exactly.
    core = hand_value_distribution(7, unseen_cards(lab.hand))
    lower_p = core.prob(lambda v: v < 28)
    assert lab.p_random_lower == lower_p
    assert math.isclose(sum(lower.y), float(lower_p), rel_tol=1e-12)
    assert shows(lower_p) + "/span></b>" in lab.lower_view.value


def test_a_new_hand_redraws_the_plot_and_clears_the_advice():
    board = HandLabBoard(seed=4, hand=SIX_REDS)
    board.advise_button.click()
    old_hand, old_figure = board.hand, board.figure
    board.deal_button.click()
    assert board.hand != old_hand and board.advice is None
    assert board.figure is not old_figure and board.plot_box.children == (board.chart.widget,)
    xs, ys = board.plot_values
    core = hand_value_distribution(7, unseen_cards(board.hand))
    assert xs == core.outcomes and ys == [float(p) for p in core.probabilities]
    assert board.figure.layout.shapes[0].x0 == board.value
    sent = board.chart.widget.outputs[0]["data"][PLOTLY_MIME]  # what the page draws
    assert sent["layout"]["shapes"][0]["x0"] == board.value
    assert sorted(x for trace in sent["data"] for x in trace["x"]) == xs


# -- bad input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("R1 R2 R3 R4 R5 R6 R7 R8", "exactly 7 cards, this one has 8"),
        ("R1 R2 R3 R4 R5 R6 R15", "numbered cards run from 1 to 14"),
        ("LOGO LOGO R1 R2 R3 R4 R5", "only 1"),
    ],
)
def test_bad_hand_shows_message_and_keeps_every_view(typed, message):
    board = HandLabBoard(seed=2, hand=SIX_REDS)
    board.advise_button.click()
    advice = board.advice
    before = _views(board)
    board.hand_text.value = typed
    board.show_button.click()  # must not raise
    assert message in board.last_error and "role='alert'" in board.message.value
    assert _views(board) == before
    assert board.advice is advice
    board.draws_slider.value = 2  # the next good action clears the message
    assert board.last_error is None and board.message.value == ""


def test_typing_a_good_hand_updates_everything():
    board = HandLabBoard(seed=2, hand=SIX_REDS)
    board.hand_text.value = "0 0 0 0 0 0 LOGO"  # black colour hand, value −10 (ruling L3)
    board.show_button.click()
    assert board.value == -10 and board.last_error is None
    assert board.chances[Color.BLACK] == 1
    # No other hand can reach −10: the LOGO and the six zeros are all in this hand.
    assert board.p_random_lower == 0 and board.p_random_equal == 0
    assert list(board.figure.data[1].x) == [] and board.figure.layout.shapes[0].x0 == -10


def test_percent_never_rounds_to_certainty():
    # The LOGO boards' percent is the core's percent_text: the one convention of every board.
    assert percent is percent_text
    assert percent(Fraction(1, 3)) == "33.3%"
    assert percent(Fraction(999_999, 1_000_000)) == "over 99.9%"
    assert percent(Fraction(1, 10**9)) == "under 0.01%"
    assert percent(Fraction(0)) == "0%" and percent(Fraction(1)) == "100%"


def test_a_hand_worth_zero_is_never_told_minus_zero_points():
    """A colour hand worth min(total, 0) = 0: declaring gains exactly nothing, and the
    board says "0.00", not "-0.00" (a minus sign reads as a loss)."""
    board = HandLabBoard(seed=7, hand="R1 R2 R3 R4 R5 R6 R7")
    assert board.value == 0
    for opponents in (1, 2):
        assert board.set_opponents(opponents) and board.advise()
        advice = board.advice
        assert advice.exact and advice.gain == 0 and advice.recommend == "wait"
        verdict = _advice_row(board, "logo-kit-recommend")
        assert "declaring would cost 0.00 points on average" in verdict
        assert "-0" not in board.advice_view.value


def test_enter_in_the_hand_box_shows_the_hand_and_a_refused_hand_keeps_the_typing():
    board = HandLabBoard(seed=2, hand=SIX_REDS)
    # The box sends its text on Enter (continuous_update=False): the value changes then.
    assert board.hand_text.continuous_update is False
    board.hand_text.value = "0 0 0 0 0 0 LOGO"  # Enter, no button
    assert board.last_error is None and board.value == -10
    assert board.hand_text.value == "0 0 0 0 0 0 LOGO"
    before = _views(board)
    board.hand_text.value = "0 0 0 0 0 0 LOGO R99"  # a typo: refused …
    assert "role='alert'" in board.message.value and _views(board) == before
    assert board.hand_text.value == "0 0 0 0 0 0 LOGO R99"  # … and the typing stays to fix
    board.show_button.click()  # the button reads the same kept text
    assert board.last_error is not None and _views(board) == before
    board.hand_text.value = "R1 R2 R3 R4 R5 R6 R7"  # fixed: shown, written out as parsed
    assert board.last_error is None and board.value == 0
    board.deal_button.click()  # a new hand writes its own cards into the box
    assert board.hand_text.value == " ".join(str(c) for c in board.hand)


def test_advise_shows_working_and_is_disabled_while_it_counts(monkeypatch):
    """The declare advice can take seconds: the button says so while it runs."""
    import logo_kit.widgets.logo.hand_lab as hand_lab

    board = HandLabBoard(seed=2, hand=SIX_REDS)
    seen = []

    def watched(*args, **kwargs):
        seen.append((board.advise_button.description, board.advise_button.disabled))
        seen.append("Working…" in board.message.value and "role='status'" in board.message.value)
        return declare_advice(*args, **kwargs)

    monkeypatch.setattr(hand_lab, "declare_advice", watched)
    board.advise_button.click()
    assert seen == [("Working…", True), True]  # the button and the board's message line
    assert board.advise_button.description == "Advise" and not board.advise_button.disabled
    assert board.advice is not None and board.last_error is None
    assert board.message.value == ""  # done: the line is clear again


def test_every_board_action_says_working_while_it_runs_and_a_refusal_replaces_it():
    board = HandLabBoard(seed=2, hand=SIX_REDS)
    during = []
    assert board.act(lambda: during.append(board.message.value)) and board.message.value == ""
    assert "⏳ Working…" in during[0]

    def refused():
        raise LogoKitError("not now")

    assert board.act(refused) is False
    assert "not now" in board.message.value and "Working" not in board.message.value


def test_the_focus_goes_back_to_advise_after_it_counted():
    """Advise is disabled while it counts, so the browser drops its focus: the board
    gives it back (and leaves the focus alone after other actions)."""
    board = HandLabBoard(seed=2, hand=SIX_REDS)
    focused = []
    board.advise_button.focus = lambda: focused.append("advise")
    board.deal_button.click()
    assert focused == []
    board.advise_button.click()
    assert focused == ["advise"] and board.advice is not None
    board.deal_button.click()
    assert focused == ["advise"]
