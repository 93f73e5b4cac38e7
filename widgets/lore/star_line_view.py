"""What the star-line board shows, as HTML: the answer, the count, the result, the
information-gain ranking and the rounds played. Everything shown is read from
the core's :class:`~logo_kit.lore.solo.SoloPuzzle` and its gain table.
"""

from __future__ import annotations

import html
from fractions import Fraction

from logo_kit.lore import Outcome, Question
from logo_kit.lore.gain import GainRow
from logo_kit.lore.solo import SoloPuzzle

from ..common.readout import chance_html
from .controls import question_label

__all__ = [
    "count_html",
    "gain_html",
    "history_html",
    "outcome_html",
    "result_html",
    "short_answer",
]

MODE_NAMES = {"light": "Star Light", "bright": "Star Bright"}


def short_answer(outcome: Outcome) -> str:
    """A short name for an answer, for the ranking table: 'aligned 4', '8 greater', 'Oddity'.

    >>> short_answer(Outcome(Question.ALIGNMENT, (4, 8))), short_answer(Outcome(Question.ODDITY))
    ('aligned 4 & 8', 'Oddity')
    """
    q = outcome.question
    if q is None:
        return "all no"
    if q is Question.ALIGNMENT:
        return "aligned " + " & ".join(str(c) for c in outcome.cards)
    if q is Question.GREATNESS:
        return f"{outcome.cards[0]} greater"
    if q is Question.FOCUS:
        return f"Focus {outcome.cards[0]} yes"
    return q.title


def outcome_html(puzzle: SoloPuzzle, *, exact: bool = False) -> str:
    """The latest answer with its chance and what it taught, or how to start."""
    if not puzzle.history:
        return (
            f"<div>{MODE_NAMES[puzzle.mode]}: click two cards, tick the questions and press "
            "<b>Ask</b>.</div>"
        )
    r = puzzle.history[-1]
    return (
        f"<div role='status'><b>Answer:</b> <span class='lore-answer-text'>"
        f"{html.escape(str(r.outcome))}</span> — this answer had chance "
        f"{chance_html(r.chance, exact=exact)}; {r.count_before:,} → {r.count_after:,} "
        f"possible ({r.bits:.3f} bits learned)</div>"
    )


def count_html(puzzle: SoloPuzzle) -> str:
    return (
        f"<div><b>Assignments still possible:</b> "
        f"<span class='lore-count-value'>{puzzle.count:,}</span> &nbsp; "
        f"<b>bits left:</b> log2({puzzle.count:,}) ≈ "
        f"<span class='lore-bits-value'>{puzzle.bits:.3f}</span></div>"
    )


def result_html(puzzle: SoloPuzzle, *, exact: bool = False) -> str:
    """The chance that aligning wins now, or, once over, who won and why."""
    if puzzle.playing:
        chance = puzzle.win_chance
        return (
            f"<div>Chance that aligning the stars wins now: "
            f"<b class='lore-win-value'>{chance_html(chance, exact=exact)}</b></div>"
        )
    if puzzle.status == "won":
        verdict = "✓ You win: every card is home."
    else:
        wrong = ", ".join(
            f"card {card} in lane {lane} is {value}" for card, lane, value in puzzle.not_home()
        )
        verdict = f"✗ You lose: {wrong}."
    before = (
        ""
        if puzzle.align_chance is None
        else f" (the chance was {chance_html(puzzle.align_chance, exact=exact)})"
    )
    return f"<div class='lore-result'><b>{html.escape(verdict)}</b>{before}</div>"


def gain_html(
    puzzle: SoloPuzzle,
    rows: list[GainRow],
    total: int,
    picks: tuple[int, int],
    focus: int | None,
    questions: tuple[Question, ...],
    *,
    exact: bool = False,
) -> str:
    """The top ``rows`` of the information ranking (of ``total``), the picked pair marked;
    each answer with its chance (a percentage, exact on demand)."""
    if not rows:
        return "<div>No pair of face-down cards is left to ask about.</div>"
    belief = puzzle.belief
    cell = "padding:2px 4px;vertical-align:top"
    head = (
        "<tr><th>#</th><th>pair</th><th>Focus</th><th>bits</th>"
        "<th>expected left</th><th>answers: exact chance</th></tr>"
    )
    body = []
    for rank, row in enumerate(rows, 1):
        a, c = row.cards
        picked = set(row.cards) == set(picks) and (
            row.focus is None or row.focus == (focus or picks[0])
        )
        mark = "<br><b>◀ picked</b>" if picked else ""
        answers = " · ".join(
            f"<span>{html.escape(short_answer(o))} "
            f"<b>{chance_html(Fraction(n, row.total), exact=exact)}</b></span>"
            for o, n in row.answers
        )
        body.append(
            f"<tr class='lore-gain-row' style='border-top:1px solid #ccc'>"
            f"<td style='{cell}'>{rank}</td>"
            f"<td style='{cell}'>cards {a} &amp; {c}<br><span style='font-size:12px'>"
            f"lanes {belief.lane_of(a)}, {belief.lane_of(c)}</span>{mark}</td>"
            f"<td style='{cell}'>{'–' if row.focus is None else f'card {row.focus}'}</td>"
            f"<td class='lore-gain-bits' style='{cell}'>{row.bits:.3f}</td>"
            f"<td style='{cell}'>{float(row.expected_remaining):,.1f}</td>"
            f"<td style='font-size:12px;padding:2px 4px'>{answers}</td></tr>"
        )
    asked = ", ".join(question_label(q, puzzle.mode) for q in questions) or "none"
    return (
        f"<div><b>Which pair tells most?</b> (asking: {html.escape(asked)}; "
        f"top {len(rows)} of {total})</div>"
        "<table class='lore-gain' style='border-collapse:collapse;font-size:13px'>"
        + head
        + "".join(body)
        + "</table>"
    )


def history_html(puzzle: SoloPuzzle, *, exact: bool = False) -> str:
    """Every round played, with its answer, its chance and the count before and after."""
    if not puzzle.history:
        return ""
    items = []
    for r in puzzle.history:
        asked = ", ".join(question_label(q, r.query.mode) for q in r.query.questions)
        focus = f", Focus on card {r.query.focus}" if r.query.focus is not None else ""
        items.append(
            f"<li>cards {r.query.cards[0]} &amp; {r.query.cards[1]} (lanes {r.lanes[0]}, "
            f"{r.lanes[1]}); asked {html.escape(asked) or 'nothing'}{focus}: "
            f"<b>{html.escape(str(r.outcome))}</b> ({chance_html(r.chance, exact=exact)}); "
            f"{r.count_before:,} → {r.count_after:,}</li>"
        )
    return f"<details open><summary>Rounds played</summary><ol>{''.join(items)}</ol></details>"
