"""What the LOGO table shows: the turn line, the piles, the opponents, your hand, the
action aimed at you, the score sheet, the hands revealed at a round's end, the log.

Plain functions from a :class:`~logo_kit.logo.LogoGame` position (and the
seats' names) to HTML. They read the position and the core's narrator; they
decide nothing about the rules.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from logo_kit.logo import LogoGame, hand_total, is_color_hand
from logo_kit.logo.narrate import declaration_text, next_step, pending_action_text
from logo_kit.logo.recent import SeenEvent
from logo_kit.logo.scoring import explain_round, round_ending
from logo_kit.logo.views import RoundResult

from ..common.theme import CHANGED_CLASS
from .cards import card_back, card_chip, cards_html
from .html_parts import CELL, TABLE_STYLE

HUMAN = 0  # you sit in seat 0 (player A)
LOG_TAIL = 16
SEAT_MOVES = 4  # most moves since yours written on a bot's seat


def _turns(count: int) -> str:
    return f"{count} turn{'s' if count > 1 else ''}"


def turn_html(game: LogoGame, names: Sequence[str], *, my_turn: bool, paused: bool = False) -> str:
    if game.is_terminal:
        won = " and ".join(names[s] for s in game.winners)
        verb = "win" if len(game.winners) > 1 or HUMAN in game.winners else "wins"
        shared = " (a shared win)" if len(game.winners) > 1 else ""
        rounds = f"{game.round_number} round{'' if game.round_number == 1 else 's'}"
        text = f"<b>Game over after {rounds}:</b> {won} {verb}!{shared}"
    elif paused:
        text = (
            f"<b>Round {game.round_number} is over.</b> Its result is at the top; press "
            f"<b>Deal round {game.round_number + 1}</b> there to play on."
        )
    else:
        where = f"Round {game.round_number}"
        if game.declarer is not None:
            who = names[game.declarer]
            where += f" · {who} declared LOGO: final rotation, no actions on players (ruling L9)"
        if my_turn:
            text = f"{where}: <b>your move</b> — {html.escape(next_step(game))}."
        elif not game.active[HUMAN]:
            text = f"{where}: you are out; the bots play on."
        else:
            text = f"{where}."
    style = "padding:4px 8px;margin:4px 0;background:#fff4d6;border-left:4px solid #E69F00"
    # no role='status' here: the status strip at the top already announces the turn
    return f"<div class='logo-table-turn-line' style='{style}'>{text}</div>"


_SEAT_STYLE = (
    "display:inline-flex;flex-direction:column;align-items:center;gap:2px;margin:3px;"
    "padding:4px 6px;border:1px solid #555;border-radius:8px;background:#ffffff;"
    "min-width:6.5em;max-width:100%;box-sizing:border-box;text-align:center"
)
_TURN_STYLE = "border:3px solid #111;box-shadow:0 0 0 2px #E69F00"


def piles_html(game: LogoGame, recent: Sequence[str] = (), changed: Sequence[str] = ()) -> str:
    """The draw pile (face down, with its count), the discard pile (its top card) and
    what just happened (the last lines of the story, ``recent``); the piles named in
    ``changed`` ("draw", "discard") are outlined as changed since your last move."""
    top = game.discard_top
    discards = len(game.discard_pile)
    if top is None:
        shown = "<span class='logo-table-no-discard'>empty</span>"
    else:
        shown = card_chip(top)
        if top.is_action:
            shown += "<div>an action card on top can't be taken (L4)</div>"
    draw = game.draw_size
    mark = {pile: f" {CHANGED_CLASS}" if pile in changed else "" for pile in ("draw", "discard")}
    piles = (
        f"<div class='logo-table-pile logo-table-draw-pile{mark['draw']}' style='{_SEAT_STYLE}'>"
        f"<b>Draw pile</b>{card_back(draw)}"
        f"<span><b class='logo-table-draw-size'>{draw}</b> card{'' if draw == 1 else 's'}"
        "</span></div>"
        f"<div class='logo-table-pile logo-table-discard-pile{mark['discard']}' "
        f"style='{_SEAT_STYLE}'><b>Discard pile</b>{shown}"
        f"<span>{discards} card{'' if discards == 1 else 's'}</span></div>"
    )
    said = "".join(f"<li>{html.escape(line)}</li>" for line in recent)
    last = (
        "<div class='logo-table-last' role='status' style='flex:1 1 14em;min-width:0'>"
        f"<b>Just now:</b><ul style='margin:2px 0;padding-left:1.2em'>{said}</ul></div>"
        if said
        else ""
    )
    return (
        "<div class='logo-table-pile-line' style='display:flex;flex-wrap:wrap;"
        f"align-items:flex-start;gap:4px'>{piles}{last}</div>"
    )


def opponents_html(
    game: LogoGame, names: Sequence[str], moved: Mapping[int, Sequence[str]] | None = None
) -> str:
    """Each opponent's seat: name, face-down hand (how many cards), score and status; a
    marked border (and the words "their turn") for whoever is to move. ``moved`` gives,
    per seat, what it did since your last move (:func:`seat_moves`): written on its seat,
    which is outlined as changed."""
    moved = moved or {}
    view = game.view(HUMAN)
    seats = []
    for s in range(1, game.players):
        name = html.escape(names[s])
        turn = view.current_player == s and not game.is_terminal
        if not view.active[s]:
            status = "out"
        elif view.declarer == s:
            status = "declared LOGO"
        else:
            status = ""
        jumps = view.pending_jumps[s]
        if jumps:
            status += f"{'; ' if status else ''}skips {_turns(jumps)}"
        seen = ""
        if s in view.looked:
            seen = "<div>as you saw it with Look:</div>" + cards_html(view.looked[s])
        style = _SEAT_STYLE + (";" + _TURN_STYLE if turn else "")
        did = moved.get(s, ())
        changed = f" {CHANGED_CLASS}" if did else ""
        since = (
            "<ul class='logo-table-seat-moves' aria-label='since your last move' "
            "style='margin:2px 0;padding-left:1.1em;text-align:left'>"
            + "".join(f"<li>{html.escape(line)}</li>" for line in did)
            + "</ul>"
            if did
            else ""
        )
        seats.append(
            f"<div class='logo-table-opponent{changed}' style='{style}'>"
            f"<b>{'▶ ' if turn else ''}{name}</b>{'<i>their turn</i>' if turn else ''}"
            f"{card_back(view.hand_sizes[s], small=True)}"
            f"<span>{view.hand_sizes[s]} cards · score <b>{view.totals[s]}</b></span>"
            f"{f'<span>{html.escape(status)}</span>' if status else ''}{since}{seen}</div>"
        )
    return (
        "<div class='logo-table-opponents-table' role='group' aria-label='Opponents (their "
        "cards are hidden)' style='display:flex;flex-wrap:wrap;justify-content:center'>"
        f"{''.join(seats)}</div>"
    )


def hand_html(game: LogoGame) -> str:
    """What your hand is worth (the cards themselves are in the clickable row above)."""
    if not game.active[HUMAN]:
        return "<div>You are out of the game (your score reached the target).</div>"
    hand = game.hand(HUMAN)
    total = hand_total(hand, decks=game.decks)  # ruling L3, the core's sum
    if game.must_discard(HUMAN):  # ruling L4, the core's decision
        summary = f"{len(hand)} cards adding up to {total}: discard one"
    else:
        value = game.hand_value(HUMAN)
        color = " — a colour hand (ruling L2)" if is_color_hand(hand, decks=game.decks) else ""
        summary = f"value <b class='logo-table-value'>{value}</b> (cards add up to {total}){color}"
    jumps = game.pending_jumps[HUMAN]
    if jumps:
        summary += f" · you will skip {_turns(jumps)} (Jump)"
    return f"<div class='logo-table-hand-summary'>Your hand: {summary}</div>"


def respond_html(game: LogoGame, names: Sequence[str], *, my_turn: bool) -> str:
    text = pending_action_text(game, names=names)
    if not my_turn or not text:
        return ""
    return (
        f"<div class='logo-table-attack'><b>{html.escape(text)}.</b> Stop it (ruling L6): the "
        "action is cancelled, your Stop goes on the discard pile and you draw one card. "
        "Or let it happen.</div>"
    )


def scoreboard_html(game: LogoGame, names: Sequence[str]) -> str:
    head = "".join(f"<th style='{CELL}'>{html.escape(n)}</th>" for n in names)
    rows = []
    for r in game.results:
        cells = []
        for s in range(game.players):
            if r.values[s] is None:
                cells.append(f"<td style='{CELL}'>—</td>")
                continue
            points = str(r.points[s])
            if r.points[s] != r.values[s]:
                points += f" (hand {r.values[s]})"
            if r.declarer == s:
                points += " ★ declared"
            cells.append(f"<td style='{CELL}' class='logo-table-points'>{points}</td>")
        ended = round_ending(r) or f"LOGO by {names[r.declarer]}"
        rows.append(
            f"<tr class='logo-table-round'><td style='{CELL}'>{r.round_number}</td>"
            f"{''.join(cells)}<td style='{CELL}'>{html.escape(ended)}</td></tr>"
        )
    totals = "".join(
        f"<td style='{CELL}' class='logo-table-total'><b>{t}</b></td>" for t in game.totals
    )
    status = []
    out_round = {s: r.round_number for r in game.results for s in r.eliminated}
    for s in range(game.players):
        if game.is_terminal and s in game.winners:
            word = "winner 🏆"
        elif s in out_round:
            word = f"out after round {out_round[s]}"
        else:
            word = "in"
        status.append(f"<td style='{CELL}' class='logo-table-status'>{word}</td>")
    rounds = game.options.max_rounds
    limit = "" if rounds is None else f"; the game ends after round {rounds}"
    return (
        f"<table class='logo-table-score-sheet' style='{TABLE_STYLE}'>"
        f"<caption style='text-align:left'>Target {game.options.target_score}: a score "
        f"that reaches it is out (ruling L11){limit}</caption>"
        f"<tr><th style='{CELL}'>round</th>{head}<th style='{CELL}'>ended by</th></tr>"
        f"{''.join(rows)}"
        f"<tr class='logo-table-totals'><th style='{CELL}'>score</th>{totals}<td></td></tr>"
        f"<tr><th style='{CELL}'>status</th>{''.join(status)}<td></td></tr></table>"
    )


def reveal_html(game: LogoGame, names: Sequence[str]) -> str:
    result = game.last_round
    if result is None:
        return ""
    rows = []
    for s, hand in enumerate(result.hands):
        if hand is None:
            continue
        rows.append(
            f"<tr class='logo-table-revealed'><th style='{CELL}'>"
            f"{html.escape(names[s])}</th><td>{cards_html(hand)}</td>"
            f"<td style='{CELL}'>value {result.values[s]}</td>"
            f"<td style='{CELL}'>scores {result.points[s]}</td></tr>"
        )
    how = declaration_text(result, names=names)
    return (
        f"<table class='logo-table-reveal-table' style='{TABLE_STYLE}'>"
        f"<caption style='text-align:left'>Round {result.round_number} ended: "
        f"{html.escape(how)}. The hands:</caption>{''.join(rows)}</table>"
    )


def log_html(lines: Sequence[str]) -> str:
    tail = lines[-LOG_TAIL:]
    items = "".join(f"<li>{html.escape(line)}</li>" for line in tail)
    return (
        f"<details open><summary>What happened (last {len(tail)} of {len(lines)})"
        f"</summary><ol class='logo-table-log-lines' start='"
        f"{len(lines) - len(tail) + 1}'>{items}</ol></details>"
    )


def seat_moves(events: Sequence[SeenEvent], names: Sequence[str]) -> dict[int, list[str]]:
    """What each seat did in ``events`` (the core's :func:`~logo_kit.logo.recent.since_last_move`),
    a few words a move for its seat: "drew a card", "took R5 from the discard", "discarded
    G9", "played STEAL on you". A card face down to you stays "a card"."""

    def who(seat: int | None) -> str:
        return "?" if seat is None else ("you" if seat == HUMAN else names[seat])

    words = {
        "draw": lambda e: f"drew {e.card or 'a card'} from the pile",
        "take discard": lambda e: f"took {e.card} from the discard",
        "declare": lambda e: "declared LOGO!",
        "discard": lambda e: f"discarded {e.card}",
        "action": lambda e: f"played {e.card} on {who(e.target)}",
        "stop": lambda e: f"stopped it with {e.card}",
        "accept": lambda e: "let it happen",
        "steal": lambda e: f"stole {e.card or 'a card'} from {who(e.target)}",
    }
    found: dict[int, list[str]] = {}
    for event in events:
        if event.seat is None or event.seat == HUMAN or event.kind not in words:
            continue
        found.setdefault(event.seat, []).append(words[event.kind](event))
    for seat, lines in found.items():  # a seat shows its last few moves (the log has all)
        if len(lines) > SEAT_MOVES:
            found[seat] = ["…", *lines[-SEAT_MOVES:]]
    return found


def round_summary_text(result: RoundResult, names: Sequence[str]) -> str:
    """One line for a round's end, with why each seat scores what it does (ruling L10,
    from the core's :func:`~logo_kit.logo.scoring.explain_round`), e.g. "Round 1: You 84
    (declared, not lowest → doubled) · B 0 · C 49"."""
    seats = result.seats
    reasons = explain_round(result)
    parts = []
    for seat, why in zip(seats, reasons, strict=True):
        parts.append(f"{names[seat]} {result.points[seat]}" + (f" ({why})" if why else ""))
    why = round_ending(result)
    ended = f" ({why}: hand values)" if why else ""
    return f"Round {result.round_number}{ended}: {' · '.join(parts)}"
