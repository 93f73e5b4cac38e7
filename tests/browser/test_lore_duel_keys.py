"""The Logic & Lore boards in real Chromium: a keyboard-only turn counted key by
key, question cards standing over the lanes, and no text under 12 px.

- JupyterLab (apps/lore-duel): hold up two cards of your line, move a card, ask, end the
  turn, with the keyboard only (Tab, arrows, Enter, Space), counting every key press from
  the notebook to the bot's next turn; at most 20 (it took 92 before the status strip, the
  Ask button right under the line and the focus moving on after each action).
- Voilà at 800 px and 1280 px (apps/lore-duel, Star Bright): each question card's box is
  centred over the lane of your line below it, and the nine cards stand in one row.
- Voilà (apps/lore-duel and apps/lore-star-line): the smallest computed font size of any
  text drawn on the board, the charts' SVG text included, is at least 12 px.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page

from .lab import WAIT, is_focused, open_in_voila, open_notebook, run_all_cells

pytestmark = [pytest.mark.browser, pytest.mark.full]  # make test-all only

MOST_PRESSES = 20


class Keys:
    """The keyboard, counting every press."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.presses = 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1

    def tab_to(self, target: Locator, most: int = 60) -> None:
        target.wait_for(state="visible", timeout=WAIT)
        for _ in range(most):
            if is_focused(target):
                return
            self.press("Tab")
        assert is_focused(target), f"{target} never took the focus in {most} presses of Tab"


def _button(board: Locator, name: str) -> Locator:
    return board.get_by_role("button", name=re.compile(rf"^\W*{re.escape(name)}")).first


def _wait_text(page: Page, locator: Locator, pattern: str) -> None:
    page.wait_for_function(
        "([el, p]) => new RegExp(p).test(el.innerText)",
        arg=[locator.element_handle(), pattern],
        timeout=WAIT,
    )


def _wait_focus(page: Page, locator: Locator) -> None:
    page.wait_for_function(
        "el => el === document.activeElement || el.contains(document.activeElement)",
        arg=locator.element_handle(),
        timeout=WAIT,
    )


def test_a_keyboard_only_logic_and_lore_turn_takes_at_most_20_presses(jupyter_lab, page, artifacts):
    panel = open_notebook(page, jupyter_lab.url, "apps/lore-duel.ipynb")
    run_all_cells(page)
    board = panel.locator(".logo-kit-board").first
    board.wait_for(state="visible", timeout=WAIT)
    line = board.locator(".lore-line-row [role='group']")
    line.locator("button.lk-card").first.wait_for(state="visible", timeout=WAIT)
    keys = Keys(page)
    keys.tab_to(line)  # the cards of your line: one Tab stop for the whole row
    reached_line = keys.presses
    keys.press("ArrowRight")
    keys.press("ArrowRight")
    keys.press("Enter")  # hold up card 3 (card 1 makes room)
    keys.press("ArrowRight")
    keys.press("Space")  # and card 4 (card 2 makes room)
    page.wait_for_function(
        "el => [...el.querySelectorAll(\"button[aria-pressed='true']\")]"
        ".map(b => b.dataset.key).sort().join() === '3,4'",
        arg=line.element_handle(),
        timeout=WAIT,
    )
    keys.press("Shift+ArrowRight")  # move card 4 one lane right (Move the Heavens)
    _wait_text(page, board.locator(".lore-duel-mine"), "moves drafted")
    ask = _button(board, "Ask")
    keys.tab_to(ask)  # Ask stands right under the line
    keys.press("Enter")
    _wait_text(page, board.locator(".lore-duel-answer"), "cards 3 & 4")
    end = _button(board, "End turn")
    _wait_focus(page, end)  # the focus moved on to End turn by itself
    keys.press("Enter")
    print(
        f"\nkey presses for one Logic & Lore turn: {keys.presses} "
        f"(Tabs to reach the line: {reached_line})"
    )
    assert keys.presses <= MOST_PRESSES
    strip = board.locator(".logo-kit-strip")
    _wait_text(page, strip, "Your turn 2")
    _wait_text(page, strip, "Since your last move")
    _wait_text(page, strip, "The bot held up card")
    # Star Bright, turn 2: a token comes first (S5), so the question cards take the focus
    _wait_focus(page, board.locator(".lore-question-row [role='group']"))
    assert board.get_by_role("alert").count() == 0
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    board.scroll_into_view_if_needed()
    board.screenshot(path=str(folder / "lore-duel-bot-turn.png"))  # the strip after its turn


CENTRES = """([questions, line]) => {
  const centre = (b) => { const r = b.getBoundingClientRect();
                          return {x: r.left + r.width / 2, top: r.top, w: r.width}; };
  return {questions: [...questions.querySelectorAll('button.lk-card')].map(centre),
          lanes: [...line.querySelectorAll('button.lk-card')].map(centre)};
}"""


@pytest.mark.parametrize("width", [800, 1280])
def test_question_cards_stand_over_the_lanes(width, voila, page, artifacts):
    page.set_viewport_size({"width": width, "height": 1200})
    board = open_in_voila(page, f"{voila.url}/voila/render/lore-duel.ipynb")
    questions = board.locator(".lore-question-row [role='group']")
    line = board.locator(".lore-line-row [role='group']")
    questions.locator("button.lk-card").nth(8).wait_for(state="visible", timeout=WAIT)
    line.locator("button.lk-card").nth(8).wait_for(state="visible", timeout=WAIT)
    boxes = page.evaluate(CENTRES, [questions.element_handle(), line.element_handle()])
    cards, lanes = boxes["questions"], boxes["lanes"]
    assert len(cards) == 9 and len(lanes) == 9
    # one row each: the nine question cards (and the nine lanes) share their top edge
    assert max(c["top"] for c in cards) - min(c["top"] for c in cards) < 1, cards
    assert max(c["top"] for c in lanes) - min(c["top"] for c in lanes) < 9, lanes  # picked rise
    for number, (card, lane) in enumerate(zip(cards, lanes, strict=True), start=1):
        assert abs(card["x"] - lane["x"]) <= 1, f"question {number} is not over lane {number}"
        assert abs(card["w"] - lane["w"]) <= 1
    folder = artifacts / "boards"
    folder.mkdir(exist_ok=True)
    board.screenshot(path=str(folder / f"lore-duel-voila-{width}.png"))


SMALLEST = """board => {
  let smallest = 1000, where = '';
  const seen = (el, text) => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return;
    const size = parseFloat(style.fontSize);
    if (size < smallest) {
      smallest = size;
      where = `${el.tagName}.${el.getAttribute('class') || ''}: ${text.slice(0, 40)}`;
    }
  };
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (!text || !node.parentElement || node.parentElement.closest('style')) continue;
    seen(node.parentElement, text);
  }
  return {smallest, where};
}"""


@pytest.mark.parametrize("app", ["lore-duel", "lore-star-line"])
def test_no_text_on_the_lore_boards_is_under_12_px(app, voila, page):
    board = open_in_voila(page, f"{voila.url}/voila/render/{app}.ipynb")
    board.locator("button.lk-card").first.wait_for(state="visible", timeout=WAIT)
    board.locator(".js-plotly-plot .xtick text").first.wait_for(state="attached", timeout=WAIT)
    found = page.evaluate(SMALLEST, board.element_handle())
    print(f"\n{app}: smallest text {found['smallest']} px at {found['where']}")
    assert found["smallest"] >= 12, found


def _click_and_wait(page: Page, target: Locator, watched: Locator, pattern: str) -> int:
    target.click()
    _wait_text(page, watched, pattern)
    return 1


def test_a_star_bright_turn_with_a_token_takes_five_clicks(voila, page):
    board = open_in_voila(page, f"{voila.url}/voila/render/lore-duel.ipynb")
    line = board.locator(".lore-line-row [role='group']")
    questions = board.locator(".lore-question-row [role='group']")
    strip = board.locator(".logo-kit-strip")
    answer = board.locator(".lore-duel-answer")
    line.locator("button.lk-card").first.wait_for(state="visible", timeout=WAIT)
    _button(board, "Ask").click()  # turn 1 (no token on the first turn): cards 1 and 2
    _wait_text(page, answer, "cards 1 & 2")
    _button(board, "End turn").click()
    _wait_text(page, strip, "Your turn 2")
    clicks = 0
    # a token: one click on a question card that takes one (the engine says which)
    card = questions.locator("button.lk-card[aria-label*='place here']").first
    number = card.get_attribute("data-key")
    # (wait on the tokens view itself: the HTML inside it is replaced on every redraw)
    clicks += _click_and_wait(
        page, card, board.locator(".lore-duel-tokens"), rf"(^|\s|; ){number} ▲ your token"
    )
    for key in ("3", "4"):  # two cards held up
        card = line.locator(f"button.lk-card[data-key='{key}']")
        card.click()
        clicks += 1
        page.wait_for_function(
            "el => el.getAttribute('aria-pressed') === 'true'", arg=card.element_handle()
        )
    clicks += _click_and_wait(page, _button(board, "Ask"), answer, "cards 3 & 4")
    clicks += _click_and_wait(page, _button(board, "End turn"), strip, "Your turn 3")
    assert board.get_by_role("alert").count() == 0
    print(f"\nclicks for a Star Bright turn with a token: {clicks}")
    assert clicks == 5  # token, card, card, Ask, End turn (7 with the token menu before)
