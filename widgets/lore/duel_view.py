"""What the duel board shows: the controls for your step, both lines, the tokens, your
exact chances and the story. Everything is read from the board's session and the
engine's queries (which steps are ahead this turn, which moves are legal).
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from logo_kit.lore import LoreGame, Question
from logo_kit.lore.moves import Phase
from logo_kit.lore.narrate import result_text
from logo_kit.lore.questions import ALWAYS_AVAILABLE, STAR_BRIGHT, STAR_LIGHT

from ..common import card_row
from ..common.palette import OKABE_ITO
from ..common.readout import chance_html, turn_text
from .cards import line_cards, line_html
from .controls import question_label, set_options, show_questions
from .duel_setup import BOT, NAMES, YOU
from .heatmap import show_marginals

__all__ = ["MODE_NAMES", "questions_text", "render", "step_help", "todo"]

MODE_NAMES = {"light": "Star Light", "bright": "Star Bright"}
LOG_TAIL = 16
_OWNER_STYLE = {  # colour AND words (and a symbol): never colour alone
    "you": (OKABE_ITO["blue"], "white", "▲ your token"),
    "bot": (OKABE_ITO["orange"], "#111", "● bot's token"),
    "empty": ("#ffffff", "#111", "empty"),
    "always": ("#eeeeee", "#111", "always open"),
}
_SHORT = {"you": "▲ you", "bot": "● bot", "empty": "empty", "always": "always"}
_HELP = {
    Phase.MOVE_HEAVENS: (
        "step 1 Move the Heavens (optional): drag a face-down card onto another to swap them, "
        "type an order or move to your best guess; then Done moving — or go straight on to "
        "Align the stars, a token or Ask."
    ),
    Phase.ALIGN_STARS: (
        "step 2 Align the Stars (optional): see the exact chance below; Align the stars "
        "or Don't align."
    ),
    Phase.CHOOSE_FOCUS: (
        "steps 4–5: click two cards on your line (click one again for the Focus card), tick "
        "the questions to ask, and press Ask."
    ),
    Phase.SEARCH_SKY: "step 5 Search the Sky: press Ask.",
    Phase.REMOVE_TOKENS: (
        "Alignment said yes: take back two of your tokens (ruling S5), then step 6."
    ),
    Phase.MOVE_AGAIN: (
        "step 6 Move the Heavens (optional): drag cards if you like, then End turn."
    ),
}


def questions_text(questions: Iterable[Question], mode: str) -> str:
    return ", ".join(question_label(q, mode) for q in questions)


def _lane(layout: Any, arrangement: tuple[int, ...], card: int) -> int:
    return layout.lanes[arrangement.index(card)]


def step_help(game: LoreGame) -> str:
    """Where you are in your turn and what you may do there."""
    if game.is_terminal:
        return "the game is over; press New game to play again."
    if game.phase is Phase.DIVINE:
        text = (
            "step 3 Divine the Cosmos: every card 2–8 holds a token; click one of the bot's "
            "question cards to replace its token, or press Don't replace (ruling S5)."
            if game.optional
            else "step 3 Divine the Cosmos (required in Star Bright, ruling S5): click a "
            "question card above your line to put your token on it."
        )
    else:
        text = _HELP.get(game.phase, game.phase.value)
    return f"you are at {text}"


_TODO = {  # the status strip's short "what to do now" (the full help is in step_help)
    Phase.MOVE_HEAVENS: "step 1: move cards if you like, then hold up two cards and Ask",
    Phase.ALIGN_STARS: "step 2: Align the stars, or Don't align",
    Phase.CHOOSE_FOCUS: "steps 4–5: hold up two cards of your line and Ask",
    Phase.SEARCH_SKY: "step 5: Ask",
    Phase.REMOVE_TOKENS: "Alignment said yes: choose two tokens and Take back tokens",
    Phase.MOVE_AGAIN: "step 6: move cards if you like, then End turn",
}


def todo(game: LoreGame, token_first: bool) -> str:
    """What to do now, in a few words (the strip's turn line); ``token_first``: a token
    must be placed before asking (Star Bright, S5)."""
    if game.phase is Phase.DIVINE:
        if game.optional:
            return "step 3: click a bot's question card to replace its token, or Don't replace"
        return "step 3: click a question card for your token"
    if game.phase is Phase.MOVE_HEAVENS and token_first:
        return "step 1: move cards if you like, then click a question card for your token"
    return _TODO.get(game.phase, game.phase.value)


def render(board: Any) -> None:
    """Write the board's state into its controls and views."""
    _render_controls(board)
    _render_views(board)


def _render_controls(board: Any) -> None:
    game = board.game
    mine = game.current_player == YOU
    phase = game.phase if mine else Phase.OVER
    show = {
        board.move_panel: mine and game.moving,
        board.align_panel: board._ahead(Phase.ALIGN_STARS) is not None,
        board.divine_panel: bool(board.divine_options),
        # the cards to hold up may be chosen while steps 1–3 are still ahead
        board.ask_panel: mine and game.phase in _BEFORE_ASKING,
        board.remove_panel: phase is Phase.REMOVE_TOKENS,
    }
    for panel, visible in show.items():
        panel.layout.display = None if visible else "none"
    board.done_button.layout.display = None if phase is Phase.MOVE_HEAVENS else "none"
    board.end_button.layout.display = None if phase is Phase.MOVE_AGAIN else "none"
    for button in (board.suggest_button, board.play_button):
        button.disabled = not mine
    # The solver's buttons only with Help on (off by default): beside the real moves they
    # would play the game for you.
    for button in (board.suggest_button, board.play_button, board.best_button):
        button.layout.display = None if board._show_hint else "none"
    board.confirm.render(game)
    board.order_text.value = " ".join(str(c) for c in board.draft)
    _render_questions(board)
    # the strip's action: Play again once the game is decided (focused then: next_focus)
    board.strip.actions.children = (board.play_again_button,) if game.is_terminal else ()
    board.skip_divine_button.layout.display = None if board.may_decline else "none"
    removes = [
        (" and ".join(f"{int(q)} {Question(int(q)).title}" for q in m.questions), m.questions)
        for m in board.remove_options
    ]
    pairs = [v for _, v in removes]
    keep = board.remove_choice.value
    set_options(board.remove_choice, removes, keep if keep in pairs else next(iter(pairs), None))
    available, ticked = board.available, board.questions
    _render_line(board, focus_asked=Question.FOCUS in ticked)
    for q, box in board.ask_boxes.items():  # untick to skip, either mode (ruling S12)
        box.description = question_label(q, board.mode)
        box.value = q in ticked
        box.disabled = q not in available
    show_questions(
        board,
        STAR_LIGHT if board.mode == "light" else STAR_BRIGHT,
        "<b>Ask</b> (in this order; only questions you may ask):",
    )
    for button in (
        board.order_button,
        board.best_button,
        board.undo_button,
        board.done_button,
        board.end_button,
        board.align_button,
        board.skip_align_button,
        board.skip_divine_button,
        board.ask_button,
        board.remove_button,
    ):
        button.disabled = game.is_terminal
    board.hint_box.value = board._show_hint


def _question_cards(board: Any) -> list[dict]:
    """Question cards 1–9, one per lane of your line (blank over extra lanes): who holds
    a token on each, in words and colour; the ones you may put a token on now say so."""
    game = board.game
    placeable = {int(m.question) for m in board.divine_options}
    layout = board.layout
    cards = []
    # over each lane its question (blank over an extra lane); a short line (fewer than
    # 9 stars) has the remaining questions after its last lane
    slots = [None if lane in layout.extra_lanes else lane for lane in layout.lanes]
    slots += [q for q in range(1, 10) if q not in slots]
    for lane in slots:
        if lane is None:
            lane = layout.lanes[len(cards)]
            cards.append(
                card_row.card(
                    f"x{lane}",
                    "",
                    f"lane {lane}: no question card",
                    background="#ffffff",
                    border="2px dashed #bbbbbb",
                    disabled=True,
                )
            )
            continue
        q = Question(lane)
        owner = game.tokens.owner(q)
        if q in ALWAYS_AVAILABLE:
            kind = "always"
        else:
            kind = "empty" if owner is None else ("you" if owner == YOU else "bot")
        background, ink, words = _OWNER_STYLE[kind]
        mark = ""
        if lane in placeable:
            mark = "replace" if owner == BOT else "place here"
        label = f"question {lane} {q.title}: {words}" + (f"; {mark}" if mark else "")
        cards.append(
            card_row.card(
                lane,
                str(lane),
                label,
                top=q.title,
                bottom=_SHORT[kind],
                background=background,
                color=ink,
                mark=mark,
                disabled=lane not in placeable,
            )
        )
    return cards


def _render_questions(board: Any) -> None:
    """The question row, shown when a player plays Star Bright (S4, S5)."""
    game = board.game
    row = board.question_row
    bright = any(game.mode(s) == "bright" for s in (YOU, BOT))
    row.layout.display = None if bright else "none"
    # ``most`` before the cards: the browser must never see a card offered for a token
    # while the row still takes no pick (a click there would be dropped)
    row.most = 1 if board.divine_options else 0
    row.show(_question_cards(board), selected=())


_BEFORE_ASKING = (Phase.MOVE_HEAVENS, Phase.ALIGN_STARS, Phase.DIVINE, Phase.CHOOSE_FOCUS)


def _render_line(board: Any, *, focus_asked: bool) -> None:
    """Your line as clickable cards: pick while the cards to hold up may still be chosen,
    move while cards may move (steps 1 and 6), face-up cards locked (S6)."""
    game = board.game
    line = game.line(YOU)
    over = game.is_terminal
    hidden = game.hidden(YOU)
    shown = hidden if over else {c: hidden[c] for c in line.revealed}
    arrangement = line.arrangement if over else board.draft
    verdicts = None
    finish = game.finished[YOU]
    if over and finish is not None and finish.how in ("aligned", "wrong"):
        layout = line.layout
        verdicts = {
            c: layout.is_home(hidden[c], _lane(layout, arrangement, c)) for c in layout.cards
        }
    mine = game.current_player == YOU and not over
    picking = mine and game.phase in _BEFORE_ASKING
    row = board.line_row
    row.most = 2 if picking else 0  # before the cards, as for the question row
    row.movable = mine and game.moving
    row.show(
        line_cards(arrangement, line.layout, shown, verdicts=verdicts),
        selected=board.picks if picking else (),
    )
    row.mark_word = "Focus" if picking and focus_asked else ""
    row.marked = str(board.effective_focus) if picking and focus_asked else ""


def _render_views(board: Any) -> None:
    game = board.game
    board.status_view.value = _status_html(board)
    board.opponent_view.value = _line_block(board, BOT)
    board.tokens_view.value = _tokens_html(game)
    board.mine_view.value = _line_head(board)
    if game.is_terminal:
        board.chance_view.value = ""
    else:
        chance = chance_html(board.win_chance, exact=board.show_exact)
        board.chance_view.value = (
            "<div>Chance that aligning the stars wins with your cards as shown: "
            f"<b class='lore-duel-chance-value'>{chance}</b></div>"
        )
    board.answer_view.value = _answer_html(board)
    board.count_view.value = (
        f"<div><b>Your line: assignments still possible:</b> "
        f"<span class='lore-duel-count-value'>{board.count:,}</span> &nbsp; "
        f"<b>bits left:</b> log2({board.count:,}) ≈ "
        f"<span class='lore-duel-bits-value'>{board.bits:.3f}</span></div>"
    )
    layout = board.layout
    show_marginals(
        board.chart,
        z=board.belief.marginal_matrix()[[layout.index(c) for c in board.heatmap_cards]].tolist(),
        values=[layout.value_label(v) for v in layout.values],
        rows=[f"lane {_lane(layout, board.draft, c)}: card {c}" for c in board.heatmap_cards],
        chances=board.chances,
        exact=board.show_exact,
    )
    if board._show_hint and not game.is_terminal:
        board.hint_view.value = f"<div><b>Hint</b> — {html.escape(board.hint_text)}</div>"
    else:
        board.hint_view.value = ""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in board.log_lines[-LOG_TAIL:])
    board.log_view.value = (
        "<details open><summary>Game log (latest last)</summary>"
        f"<ul style='margin:2px 0'>{items}</ul></details>"
    )


def _status_html(board: Any) -> str:
    game = board.game
    if game.is_terminal:
        text = result_text(game, names=NAMES)
        symbol = "✓" if game.winner == YOU else ("✗" if game.winner == BOT else "■")
        return (
            f"<div class='lore-duel-winner' role='status' style='font-size:1.1em'>"
            f"<b>{symbol} {html.escape(text)}</b></div>"
        )
    return (
        f"<div role='status'><b>{turn_text(game.own_turns[YOU]).capitalize()}</b> "
        f"({MODE_NAMES[board.mode]}): {html.escape(step_help(game))}</div>"
    )


def _line_head(board: Any) -> str:
    """The words over your clickable line: mode, cards face up, drafted moves."""
    game = board.game
    line = game.line(YOU)
    layout = line.layout
    holes = f"{MODE_NAMES[line.mode]}, {layout.blackholes} blackhole(s)"
    over = game.is_terminal
    moved = (
        "" if over or board.draft == line.arrangement else (" — <i>moves drafted, not made yet</i>")
    )
    return (
        f"<div><b>Your line</b> ({holes}): {len(line.revealed)} of {layout.size} cards "
        f"face up{moved}</div>"
    )


def _line_block(board: Any, seat: int) -> str:
    """The bot's line (face-down cards hidden until the game is decided), in words too."""
    game = board.game
    line = game.line(seat)
    layout = line.layout
    hidden = game.hidden(seat)
    over = game.is_terminal
    # Face-up cards only (S6); once the game is decided both lines are turned over.
    shown = hidden if over else {c: hidden[c] for c in line.revealed}
    arrangement = line.arrangement
    verdicts = None
    finish = game.finished[seat]
    if over and finish is not None and finish.how in ("aligned", "wrong"):
        verdicts = {
            c: layout.is_home(hidden[c], _lane(layout, arrangement, c)) for c in layout.cards
        }
    holes = f"{MODE_NAMES[line.mode]}, {layout.blackholes} blackhole(s)"
    head = (
        f"<b>The {board.settings.bot} bot's line</b> ({holes}): {len(line.revealed)} of "
        f"{layout.size} cards face up; the bot's line has "
        f"<span class='lore-duel-bot-count'>{board.bot_count:,}</span> possible "
        "assignments left"
    )
    if not over:
        chance = chance_html(board.bot_win_chance, exact=board.show_exact)
        head += (
            f"; its chance that aligning the stars wins now: "
            f"<span class='lore-duel-bot-chance'>{chance}</span>"
        )
    return (
        f"<div>{head}</div>"
        + line_html(arrangement, layout, shown, verdicts=verdicts, changed=board.bot_marks)
        + _bot_rounds_html(board)
    )


def _bot_rounds_html(board: Any) -> str:
    """What the bot asked and what you answered, with the faces it held up to you (S19)."""
    rounds = board.bot_rounds
    if not rounds:
        return "<div class='lore-duel-bot-rounds'><i>The bot has not asked yet.</i></div>"
    view = board.your_view
    layout = view.opponent_layout
    items = []
    for past in rounds[-LOG_TAIL:]:
        cards = []
        for card in past.query.cards:
            face = view.opponent_face(card)
            shown = layout.value_label(face) if face is not None else "?"
            cards.append(
                f"card {card} in lane {_lane(layout, past.arrangement, card)} (face {shown})"
            )
        asked = questions_text(past.query.questions, view.opponent_mode)
        items.append(
            f"<li>{turn_text(past.own_turn, 'the bot').capitalize()}: held up "
            f"{' and '.join(cards)}; asked {html.escape(asked)}"
            f" → <span class='lore-duel-bot-answer'>{html.escape(str(past.outcome))}</span></li>"
        )
    return (
        "<details class='lore-duel-bot-rounds' open><summary>What the bot asked (you saw "
        f"the cards it held up and gave the answers)</summary><ul style='margin:2px 0'>"
        f"{''.join(items)}</ul></details>"
    )


def _tokens_html(game: LoreGame) -> str:
    """The words over the question cards (the cards themselves are the question row)."""
    if all(game.mode(s) == "light" for s in (YOU, BOT)):
        return "<div><i>Star Light: no question tokens in this game.</i></div>"
    tokens = game.tokens
    supply = (
        f"Tokens in hand: you {tokens.supply[YOU]}, the bot {tokens.supply[BOT]} "
        f"(on the cards: you {tokens.on_cards(YOU)}, the bot {tokens.on_cards(BOT)})"
    )
    owners = "; ".join(
        f"{int(q)} {_OWNER_STYLE['you' if tokens.owner(q) == YOU else 'bot'][2]}"
        for q in STAR_BRIGHT
        if tokens.owner(q) is not None
    )
    return (
        "<div><b>Question cards</b> (Star Bright: 1 and 9 are always open; 2–8 need "
        "a token, ruling S4)</div>"
        f"<div class='lore-token-supply'>{html.escape(supply)}</div>"
        f"<div class='lore-token-owners'>{html.escape(owners or 'No tokens on the cards yet.')}"
        "</div>"
    )


def _answer_html(board: Any) -> str:
    if board.last_answer is None:
        return "<div>No answer yet: hold up two cards and press Ask.</div>"
    played, before, after, own_turn = board.last_answer
    a, b = played.query.cards
    lanes = [_lane(board.layout, played.arrangement, card) for card in (a, b)]
    return (
        f"<div role='status'><b>Your last answer</b> ({turn_text(own_turn)}, cards {a} &amp; "
        f"{b} in lanes {lanes[0]}, {lanes[1]}): <span class='lore-duel-answer-text'>"
        f"{html.escape(str(played.outcome))}</span> — possible lines {before:,} → "
        f"{after:,} (chance of this answer "
        f"{chance_html(Fraction(after, before), exact=board.show_exact)})</div>"
    )
