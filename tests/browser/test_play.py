"""One full turn of each game, played in JupyterLab in real Chromium: with the keyboard only,
and with the mouse only (counting the clicks).

- LOGO (apps/logo-table): take from the draw pile, pick a card in the hand, discard it;
  the bots then play until it is your move again.
- Logic & Lore (apps/lore-duel): hold up two cards of your line, move a card, ask, end
  the turn; the bot then plays its turn.
- LOGO Billionaire (apps/billionaire-boardroom): spin, then every decision of the turn
  (trade, launch, draw or stop) until the bots have played on.

The keyboard tests reach every control with Tab (and the arrow keys inside a card row or
a group of buttons that is one Tab stop; never a click or a programmatic focus) and act
with Enter, Space and the arrow keys. The mouse tests click and drag, and
count the clicks a LOGO turn and a Logic & Lore round take (see docs/boards.md).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page

from .lab import (
    WAIT,
    is_focused,
    key_to,
    open_notebook,
    run_all_cells,
    tab_to,
    wait_until_idle,
)

pytestmark = [pytest.mark.browser, pytest.mark.full]  # make test-all only

NUMBER_CARD = re.compile(r"[RGB]\d+|0")


def _open(page: Page, server, app: str) -> Locator:
    panel = open_notebook(page, server.url, f"apps/{app}.ipynb")
    run_all_cells(page)
    board = panel.locator(".logo-kit-board").first
    board.wait_for(state="visible", timeout=WAIT)
    return board


def _button(board: Locator, name: str) -> Locator:
    return board.get_by_role("button", name=re.compile(rf"^\W*{re.escape(name)}")).first


def _text_changes(page: Page, locator: Locator, before: str, timeout: float = WAIT) -> str:
    page.wait_for_function(
        "([el, old]) => el.innerText !== old",
        arg=[locator.element_handle(), before],
        timeout=timeout,
    )
    return locator.inner_text()


def _wait_for(page: Page, locator: Locator, text: str, timeout: float = WAIT) -> None:
    page.wait_for_function(
        "([el, t]) => el.innerText.includes(t)",
        arg=[locator.element_handle(), text],
        timeout=timeout,
    )


def _focused_text(page: Page) -> str:
    return page.evaluate("() => document.activeElement.innerText || ''")


def _no_alert(board: Locator) -> None:
    assert board.get_by_role("alert").count() == 0, board.get_by_role("alert").inner_text()


def _shot(board: Locator, artifacts, name: str) -> None:
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    board.scroll_into_view_if_needed()
    board.screenshot(path=str(folder / f"{name}.png"))


# -- LOGO ---------------------------------------------------------------------------------------
def _logo_turn_done(page: Page, board: Locator, card: str) -> None:
    log = board.locator(".logo-table-log")
    _wait_for(page, log, f"You discard {card}")
    # The bots have played: it is your move again (take, or answer an action aimed at you).
    page.wait_for_function(
        "el => /your move/.test(el.innerText)",
        arg=board.locator(".logo-table-turn").element_handle(),
        timeout=WAIT,
    )
    _no_alert(board)


def test_a_logo_turn_with_the_keyboard_only(jupyter_lab, page, artifacts):
    board = _open(page, jupyter_lab, "logo-table")
    summary = board.locator(".logo-table-hand")
    before = summary.inner_text()
    tab_to(page, _button(board, "Take from the draw pile"))
    page.keyboard.press("Enter")
    assert "8 cards" in _text_changes(page, summary, before)
    hand = board.locator(".logo-table-hand-row [role='group']")
    tab_to(page, hand)
    for _ in range(8):  # walk to a numbered card (an action card would ask for a target)
        if NUMBER_CARD.fullmatch(_focused_text(page).split("\n")[0].strip()):
            break
        page.keyboard.press("ArrowRight")
    card = _focused_text(page).split("\n")[0].strip()
    assert NUMBER_CARD.fullmatch(card), card
    page.keyboard.press("Enter")  # pick it (Space would do too)
    discard = _button(board, f"Discard {card}")
    discard.wait_for(state="visible", timeout=WAIT)
    assert hand.locator("[aria-pressed='true']").count() == 1
    tab_to(page, discard)
    page.keyboard.press("Enter")
    _logo_turn_done(page, board, card)
    _shot(board, artifacts, "logo-table-keyboard")


def test_a_logo_turn_with_the_mouse_only_takes_three_clicks(jupyter_lab, page, artifacts):
    board = _open(page, jupyter_lab, "logo-table")
    summary = board.locator(".logo-table-hand")
    before = summary.inner_text()
    clicks = 0
    _button(board, "Take from the draw pile").click()
    clicks += 1
    assert "8 cards" in _text_changes(page, summary, before)
    cards = board.locator(".logo-table-hand-row button.lk-card")
    texts = [t.split("\n")[0].strip() for t in cards.all_inner_texts()]
    card = next(t for t in texts if NUMBER_CARD.fullmatch(t))
    cards.nth(texts.index(card)).click()
    clicks += 1
    discard = _button(board, f"Discard {card}")
    discard.wait_for(state="visible", timeout=WAIT)
    discard.click()
    clicks += 1
    _logo_turn_done(page, board, card)
    assert clicks == 3  # take, pick the card, discard (it was 3 with the old button row too)


# -- Logic & Lore ---------------------------------------------------------------------------------
def _line(board: Locator) -> Locator:
    return board.locator(".lore-line-row [role='group']")


def _held_up(board: Locator) -> list[str]:
    held = _line(board).locator("button[aria-pressed='true'] .lk-card-bottom")
    return sorted(t.strip() for t in held.all_inner_texts())


def _lore_turn_done(page: Page, board: Locator) -> None:
    _wait_for(page, board.locator(".logo-kit-strip"), "Your turn 2")  # the status strip
    _no_alert(board)


def test_a_logic_and_lore_turn_with_the_keyboard_only(jupyter_lab, page, artifacts):
    board = _open(page, jupyter_lab, "lore-duel")
    line = _line(board)
    line.locator("button.lk-card").first.wait_for(state="visible", timeout=WAIT)
    tab_to(page, line)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")  # hold up card 3 (card 1 makes room)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")  # and card 4 (card 2 makes room)
    page.wait_for_function(
        "el => el.querySelectorAll(\"button[aria-pressed='true']\").length === 2 && "
        "[...el.querySelectorAll(\"button[aria-pressed='true']\")].every("
        "b => ['card 3', 'card 4'].some(w => b.innerText.includes(w)))",
        arg=line.element_handle(),
        timeout=WAIT,
    )
    order = board.locator(".lore-duel-mine")
    before = order.inner_text()
    page.keyboard.press("Shift+ArrowRight")  # move card 4 one lane right (Move the Heavens)
    assert "moves drafted" in _text_changes(page, order, before)
    answer = board.locator(".lore-duel-answer")
    before = answer.inner_text()
    tab_to(page, _button(board, "Ask"))
    page.keyboard.press("Enter")
    assert "cards 3 & 4" in _text_changes(page, answer, before)
    end = _button(board, "End turn")
    page.wait_for_function(  # the focus moves on to End turn by itself
        "el => el === document.activeElement", arg=end.element_handle(), timeout=WAIT
    )
    page.keyboard.press("Enter")
    _lore_turn_done(page, board)
    _shot(board, artifacts, "lore-duel-keyboard")


def test_a_logic_and_lore_turn_with_the_mouse_only(jupyter_lab, page, artifacts):
    board = _open(page, jupyter_lab, "lore-duel")
    line = _line(board)
    cards = line.locator("button.lk-card")
    cards.first.wait_for(state="visible", timeout=WAIT)
    clicks = 0
    for number in (3, 4):  # a round: two clicks on the line hold two cards up …
        cards.filter(has_text=f"card {number}").click()
        clicks += 1
        page.wait_for_function(
            "([el, w]) => [...el.querySelectorAll(\"button[aria-pressed='true']\")]"
            ".some(b => b.innerText.includes(w))",
            arg=[line.element_handle(), f"card {number}"],
            timeout=WAIT,
        )
    assert _held_up(board) == ["card 3", "card 4"]
    order = board.locator(".lore-duel-mine")
    before = order.inner_text()
    cards.filter(has_text="card 9").drag_to(cards.filter(has_text="card 1"))  # Move the Heavens
    assert "moves drafted" in _text_changes(page, order, before)
    answer = board.locator(".lore-duel-answer")
    before = answer.inner_text()
    _button(board, "Ask").click()  # … and one click asks
    clicks += 1
    assert "cards 3 & 4" in _text_changes(page, answer, before)
    assert clicks == 3  # a round: card, card, Ask (it was 2 + 2 menu clicks + Ask = 5)
    _button(board, "End turn").click()
    _lore_turn_done(page, board)
    _shot(board, artifacts, "lore-duel-mouse")


# -- LOGO Billionaire -----------------------------------------------------------------------------
_DECISIONS = ("End trading", "Launch", "Stop and launch", "Draw a card")


def _next_decision(board: Locator) -> Locator | None:
    """The button to press next in this turn (a simple plan: no trade, launch, draw once)."""
    for name in _DECISIONS:
        button = _button(board, name)
        if button.is_visible() and button.is_enabled():
            return button
    return None


def _play_a_boardroom_turn(page: Page, board: Locator, press) -> int:
    log = board.locator(".br-log")
    turn = board.locator(".br-turn")
    before = log.inner_text()
    press(_button(board, "Spin"))
    presses = 1
    _wait_for(page, board.locator(".br-track"), "You: spun")
    _text_changes(page, log, before)
    for _ in range(20):
        wait_until_idle(page)  # the click's updates (the bots play on inside it) have all arrived
        text = turn.inner_text()
        if "Game over" in text or "press Spin" in text:
            break  # the bots have played on: your next spin (or the end)
        button = _next_decision(board)
        assert button is not None, f"no decision to make at: {text}"
        before = log.inner_text()
        press(button)
        presses += 1
        _text_changes(page, log, before)
    else:
        raise AssertionError("the turn did not end")
    _no_alert(board)
    return presses


def test_a_billionaire_turn_with_the_keyboard_only(jupyter_lab, page, artifacts):
    board = _open(page, jupyter_lab, "billionaire-boardroom")

    def press(button: Locator) -> None:
        if not is_focused(button):  # after an action the board moves the focus itself
            key_to(page, button)  # Tab, and the arrow keys inside a group of buttons
        page.keyboard.press("Enter")

    _play_a_boardroom_turn(page, board, press)
    _shot(board, artifacts, "billionaire-boardroom-keyboard")


def test_a_billionaire_turn_with_the_mouse_only(jupyter_lab, page, artifacts):
    board = _open(page, jupyter_lab, "billionaire-boardroom")
    clicks = _play_a_boardroom_turn(page, board, lambda button: button.click())
    assert clicks >= 2  # Spin, then at least one decision
