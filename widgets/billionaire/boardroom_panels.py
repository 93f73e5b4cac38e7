"""The Boardroom's read-only panels: whose turn, the score sheet, the launch, the move log.

Each function turns core values into HTML; none decides anything about the game
(the numbers come from :mod:`logo_kit.billionaire`: ``companies``,
``company_outlook``, ``target_to_reach`` …).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from logo_kit.billionaire import ApprenticeGame
from logo_kit.billionaire.board import CATEGORIES
from logo_kit.billionaire.events import GameEvent
from logo_kit.billionaire.launch import company_outlook
from logo_kit.billionaire.moves import Phase

from ..common.readout import amount_html, chance_html, turn_text
from ..common.theme import CHANGED_CLASS
from .boardroom_controls import HUMAN
from .chips import category_chip, risky_card_chip

__all__ = [
    "STEP_HELP",
    "end_html",
    "event_line",
    "launch_html",
    "log_html",
    "sheet_html",
    "turn_html",
    "turn_words",
]

STEP_HELP = {
    Phase.SPIN: "press Spin",
    Phase.TRADE: "click a card to take, choose how to pay and Trade, or press End trading",
    Phase.LAUNCH: "click a company among your brand cards and press Launch, or No launch",
    Phase.DRAW_OR_STOP: "press Draw a card or Stop and launch",
}
"""What a person can do at each of their steps, in words."""


def _verb(name: str, third: str, second: str) -> str:
    return second if name == "You" else third


def _whose_turn(game: ApprenticeGame, names: Sequence[str], seat: int) -> str:
    """A seat's turn, counted among its own turns as every board counts them."""
    return turn_text(max(game.own_turns[seat], 1), names[seat])


def _yours(game: ApprenticeGame) -> str:
    return _first_up(turn_text(max(game.own_turns[HUMAN], 1)))


def _first_up(text: str) -> str:
    return text[:1].upper() + text[1:]


def turn_html(
    game: ApprenticeGame, names: Sequence[str], waiting: bool, *, spin: bool = False
) -> str:
    """One line: who won, or whose move it is and what they can do (``spin``: your spin)."""
    if game.is_terminal:
        if game.winner is None:  # ruling B12: the turn cap, no winner, the leaders
            leaders = ", ".join(names[p] for p in game.leaders)
            text = f"<b>Game over</b> at the turn cap, no winner; leaders: {html.escape(leaders)}."
        else:
            name = names[game.winner]
            text = (
                f"<b>Game over after {_whose_turn(game, names, game.winner)}:</b> "
                f"{html.escape(name)} {_verb(name, 'wins', 'win')}!"
            )
    elif spin:
        text = f"{_yours(game)}: press <b>Spin</b> to move your piece."
    elif waiting:
        step = STEP_HELP.get(game.phase, "wait")
        text = f"{_yours(game)}: you are at the {game.phase.value} step: {html.escape(step)}"
    else:
        text = f"{html.escape(_first_up(_whose_turn(game, names, game.mover)))}."
    style = "padding:4px 8px;margin:4px 0;background:#fff4d6;border-left:4px solid #E69F00"
    return f"<div class='br-turn-line' role='status' style='{style}'>{text}</div>"


def turn_words(
    game: ApprenticeGame, names: Sequence[str], waiting: bool, *, spin: bool = False
) -> str:
    """The status strip's turn line in plain words: who won, or whose move and what to do."""
    if game.is_terminal:
        if game.winner is None:  # ruling B12
            leaders = ", ".join(names[p] for p in game.leaders)
            return f"Game over at the turn cap, no winner; leaders: {leaders}."
        name = names[game.winner]
        money = game.money[game.winner]
        return f"Game over: {name} {_verb(name, 'wins', 'win')} with {money:,}M."
    if spin:
        return f"{_yours(game)}. Press Spin."
    if waiting:
        step = STEP_HELP.get(game.phase, "wait")
        return f"{_yours(game)} ({game.phase.value}): {step}."
    return f"{_first_up(_whose_turn(game, names, game.mover))}."


def event_line(event: GameEvent, names: Sequence[str], board_size: int) -> str:
    """One change line for the status strip: the narrator's words, and for a spin the
    space it landed on (marked on the track)."""
    text = event.text
    if event.kind == "spin" and event.space is not None:
        text += f" (space {event.space} of {board_size}, marked on the track)"
    return text


def end_html(game: ApprenticeGame, names: Sequence[str]) -> str:
    """The game-end pause: who won (or the turn cap's leaders) and everyone's money."""
    if not game.is_terminal:
        return ""
    if game.winner is None:
        leaders = ", ".join(names[p] for p in game.leaders)
        head = f"No winner: the turn cap ended the game. Leaders: {html.escape(leaders)}."
    else:
        name = names[game.winner]
        head = (
            f"🏆 {html.escape(name)} {_verb(name, 'wins', 'win')} with "
            f"{game.money[game.winner]:,}M after {_whose_turn(game, names, game.winner)}!"
        )
    money = " · ".join(f"{html.escape(names[s])} {game.money[s]:,}M" for s in range(game.players))
    return (
        "<div class='br-game-over' role='status' style='font-size:16px;padding:6px 8px;"
        "border:3px solid #111;border-radius:8px;background:#fff4d6'>"
        f"<b>{head}</b><div style='font-size:14px'>Final money: {money}</div></div>"
    )


def sheet_html(game: ApprenticeGame, names: Sequence[str], changed: Sequence[int] = ()) -> str:
    """Each player's seat: money, brand cards (face up), companies and board space; a
    thick border and "to move" for whoever's turn it is; the seats in ``changed`` (bots
    that moved since your last move) carry the ``lk-changed`` mark."""
    board = game.options.board
    seats = []
    for seat, name in enumerate(names):
        counts = game.counts(seat)
        cards = "".join(
            category_chip(c, f"{c.label} ×{counts[c]}") for c in CATEGORIES if counts[c]
        )
        companies = ", ".join(f"{c.label} ({n})" for c, n in game.companies(seat).items())
        turn = seat == game.mover and not game.is_terminal
        border = "3px solid #111" if turn else "1px solid #555"
        where = board[game.positions[seat]]
        css = f"br-player {CHANGED_CLASS}" if seat in changed else "br-player"
        seats.append(
            f"<div class='{css}' style='flex:1 1 15em;min-width:0;max-width:100%;"
            f"box-sizing:border-box;margin:2px;padding:4px 6px;border:{border};"
            f"border-radius:8px'><b>{'▶ ' if turn else ''}{html.escape(name)}</b>"
            f"{' <i>to move</i>' if turn else ''}"
            f"<div>money <b class='br-money'>{game.money[seat]:,}M</b> · space "
            f"{game.positions[seat]}: {html.escape(str(where))}</div>"
            f"<div>{cards or 'no brand cards'}</div>"
            f"<div>companies: {html.escape(companies) or '—'}</div></div>"
        )
    return f"<div class='br-score-sheet' style='display:flex;flex-wrap:wrap'>{''.join(seats)}</div>"


def launch_html(game: ApprenticeGame, seat: int, target: int | None, *, exact: bool = False) -> str:
    """The person's launch under way, or before a launch: what each company could do
    (amounts and chances for students first, exact on demand)."""
    if game.phase is Phase.DRAW_OR_STOP and game.launching is not None:
        chips = "".join(risky_card_chip(c) for c in game.drawn)
        size, total = game.company_size, sum(game.drawn)
        return (
            f"<div class='br-launching'>Launching {category_chip(game.launching)} "
            f"({size} cards): {chips} sum {total}M per card; stopping now pays "
            f"{size} × {total}M = <b>{game.stop_payout}M</b>; reaching the billion needs "
            f"{target}M per card.</div>"
        )
    if game.phase is Phase.LAUNCH:
        deck = game.options.risky_business
        rows = []
        for category, size in game.companies(seat).items():
            outlook = company_outlook(deck, size, game.money[seat], game.options.winning_money)
            value = amount_html(outlook.expected_value, unit="M", exact=exact)
            best = chance_html(outlook.best_chance, exact=exact)
            rows.append(
                f"<li>{category_chip(category)} {size} cards: expected value with the "
                f"EV-optimal rule {value}; needs {outlook.target}M per card to reach the "
                f"billion, best chance {best}</li>"
            )
        return f"<ul class='br-company-advice'>{''.join(rows)}</ul>"
    return ""


def log_html(lines: Sequence[str], tail: int) -> str:
    """The last ``tail`` lines of the move log, numbered."""
    shown = list(lines[-tail:])
    items = "".join(f"<li>{html.escape(line)}</li>" for line in shown)
    return (
        f"<details open><summary>Move log (last {len(shown)} of {len(lines)})"
        f"</summary><ol class='br-log-lines' start='{len(lines) - len(shown) + 1}'>"
        f"{items}</ol></details>"
    )
