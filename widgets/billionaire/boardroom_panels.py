"""The Boardroom's read-only panels: whose turn, the score sheet, the launch, the move log.

Each function turns core values into HTML; none decides anything about the game
(the numbers come from :mod:`logo_kit.billionaire`: ``companies``,
``company_outlook``, ``target_to_reach`` …).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from logo_kit.billionaire import (
    CATEGORIES,
    ApprenticeGame,
    Phase,
    company_outlook,
)

from .chips import category_chip, format_exact, risky_card_chip

__all__ = ["STEP_HELP", "launch_html", "log_html", "sheet_html", "turn_html"]

STEP_HELP = {
    Phase.TRADE: "choose a card to take and Trade, or press End trading",
    Phase.LAUNCH: "choose a company and press Launch, or press No launch",
    Phase.DRAW_OR_STOP: "press Draw a card or Stop and launch",
}
"""What a person can do at each of their steps, in words."""


def _verb(name: str, third: str, second: str) -> str:
    return second if name == "You" else third


def turn_html(game: ApprenticeGame, names: Sequence[str], waiting: bool) -> str:
    """One line: who won, or whose move it is and what they can do."""
    if game.is_terminal:
        if game.winner is None:  # ruling B12: the turn cap, no winner, the leaders
            leaders = ", ".join(names[p] for p in game.leaders)
            text = (
                "<b>Game over</b> at the turn cap, no winner; leaders: "
                f"{html.escape(leaders)}."
            )
        else:
            name = names[game.winner]
            text = (
                f"<b>Game over after {game.turn} turns:</b> {html.escape(name)} "
                f"{_verb(name, 'wins', 'win')}!"
            )
    elif waiting:
        step = STEP_HELP.get(game.phase, "wait")
        text = (
            f"Turn {game.turn}: <b>your move</b> — you are at the {game.phase.value} step: "
            f"{html.escape(step)}"
        )
    else:
        text = f"Turn {game.turn}: {html.escape(names[game.mover])} to move."
    return f"<div class='br-turn-line'>{text}</div>"


def sheet_html(game: ApprenticeGame, names: Sequence[str]) -> str:
    """The score sheet: money, face-up brand cards, companies and board space of each seat."""
    header = (
        "<tr><th></th><th style='text-align:left'>Player</th><th>Money</th>"
        "<th style='text-align:left'>Brand cards (face up)</th>"
        "<th style='text-align:left'>Companies</th><th style='text-align:left'>Space</th></tr>"
    )
    rows = []
    board = game.options.board
    for seat, name in enumerate(names):
        counts = game.counts(seat)
        cards = "".join(
            category_chip(c, f"{c.label} ×{counts[c]}") for c in CATEGORIES if counts[c]
        )
        companies = ", ".join(f"{c.label} ({n})" for c, n in game.companies(seat).items())
        marker = "▶" if seat == game.mover and not game.is_terminal else ""
        where = board[game.positions[seat]]
        rows.append(
            f"<tr class='br-player'><td>{marker}</td><td>{html.escape(name)}</td>"
            f"<td class='br-money' style='text-align:right'>{game.money[seat]:,}M</td>"
            f"<td>{cards or '—'}</td><td>{companies or '—'}</td>"
            f"<td>{game.positions[seat]}: {html.escape(str(where))}</td></tr>"
        )
    return (
        f"<table class='br-score-sheet' style='border-collapse:collapse'>{header}"
        f"{''.join(rows)}</table>"
    )


def launch_html(game: ApprenticeGame, seat: int, target: int | None) -> str:
    """The person's launch under way, or before a launch: what each company could do."""
    if game.phase is Phase.DRAW_OR_STOP and game.launching is not None:
        chips = "".join(risky_card_chip(c) for c in game.drawn)
        size, total = game.company_size, sum(game.drawn)
        return (
            f"<div class='br-launching'>Launching {category_chip(game.launching)} "
            f"({size} cards): {chips} sum {total}M per card; stopping now pays "
            f"{size} × {total}M = <b>{size * total}M</b>; reaching the billion needs "
            f"{target}M per card.</div>"
        )
    if game.phase is Phase.LAUNCH:
        deck = game.options.risky_business
        rows = []
        for category, size in game.companies(seat).items():
            outlook = company_outlook(deck, size, game.money[seat], game.options.winning_money)
            rows.append(
                f"<li>{category_chip(category)} {size} cards: expected value with the "
                f"EV-optimal rule {format_exact(outlook.expected_value, 1)}M; needs "
                f"{outlook.target}M per card to reach the billion, best chance "
                f"{format_exact(outlook.best_chance, percent=True)}</li>"
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
