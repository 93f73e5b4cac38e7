"""The Apprentice track drawn as a picture: the ring of spaces, the pieces, the last spin.

:func:`track_svg` draws the engine's own board (``game.options.board``; no second
copy): one segment per space, in its category's colour AND with its category's
two letters and a letter for its kind (T trade, 1 pick up one, N takeover/newsflash,
· plain), the space number outside the ring, each player's piece (a white disc
with the player's letter) on its space, and in the middle the spinner with the
last spin written large (with the spinner's piece letter; the caption under the
ring names them in full, so a long name never runs over the track). When
``animate`` is set, the spinner's needle turns for a moment before it stops on
the number. Spaces in ``changed`` (where a bot landed since your last move) are
outlined in the change colour and carry the ``lk-changed`` class. A legend under
the ring names every colour and letter, and every space has hover text, so
nothing is told by colour alone. The SVG scales to the board's width (at most
440 px, so its smallest text, 12 units, is drawn at about 13 px).

>>> import numpy as np
>>> from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
>>> game = ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1))
>>> svg = track_svg(game, ("You", "Bot 1"))
>>> svg.count("class='br-space'"), "Snacks (orange), trade" in svg
(36, True)
"""

from __future__ import annotations

import html
import math
from collections.abc import Collection, Sequence

from logo_kit.billionaire import ApprenticeGame
from logo_kit.billionaire.board import CATEGORIES, Category, Icon

from ..common.theme import CHANGED_CLASS
from .chips import CATEGORY_COLORS

__all__ = [
    "KIND_LETTERS",
    "SMALLEST_TEXT",
    "piece_letter",
    "short_name",
    "spin_caption",
    "track_svg",
]

KIND_LETTERS = {Icon.PLAIN: "·", Icon.PICK_UP_ONE: "1", Icon.TRADE: "T", Icon.TAKEOVER: "N"}
"""The letter each kind of space shows (its meaning is in the legend)."""
_KIND_WORDS = {
    Icon.PLAIN: "plain: pick up two",
    Icon.PICK_UP_ONE: "pick up one",
    Icon.TRADE: "trade: pick up two, then trade",
    Icon.TAKEOVER: "takeover/newsflash: plays as plain here",
}
SIZE = 400
_CENTRE = SIZE / 2
_OUTER, _INNER = 178, 128
_NUMBERS = 191
_CHANGED_INK = "#E69F00"  # the theme's change colour (Okabe–Ito orange)
SMALLEST_TEXT = 12
"""The smallest font size on the track, in SVG units (drawn at 1.1 px per unit at 440 px)."""


def short_name(category: Category) -> str:
    """Two letters for a category (Snacks "Sn", Sweets "Sw", ...): the first letters clash."""
    return category.label[:2]


def piece_letter(seat: int, names: Sequence[str]) -> str:
    """The letter on a player's piece: Y for "You", else the seat's number."""
    return "Y" if names[seat] == "You" else str(seat)


def _point(radius: float, angle: float) -> tuple[float, float]:
    return (_CENTRE + radius * math.cos(angle), _CENTRE + radius * math.sin(angle))


def _angle(index: float, count: int) -> float:
    """Space ``index`` (its start edge) clockwise from the top."""
    return -math.pi / 2 + 2 * math.pi * index / count


def _segment(index: int, count: int) -> str:
    a0, a1 = _angle(index, count), _angle(index + 1, count)
    (x0, y0), (x1, y1) = _point(_OUTER, a0), _point(_OUTER, a1)
    (x2, y2), (x3, y3) = _point(_INNER, a1), _point(_INNER, a0)
    large = 1 if a1 - a0 > math.pi else 0
    return (
        f"M{x0:.1f},{y0:.1f} A{_OUTER},{_OUTER} 0 {large} 1 {x1:.1f},{y1:.1f} "
        f"L{x2:.1f},{y2:.1f} A{_INNER},{_INNER} 0 {large} 0 {x3:.1f},{y3:.1f} Z"
    )


def _spaces(game: ApprenticeGame, changed: Collection[int] = ()) -> list[str]:
    board = game.options.board
    count = len(board)
    font = max(float(SMALLEST_TEXT), min(13.0, 440 / count))
    parts = []
    for i, space in enumerate(board):
        fill, ink = CATEGORY_COLORS[space.category.color]
        mid = _angle(i + 0.5, count)
        tx, ty = _point((_OUTER + _INNER) / 2 + 6, mid)
        kx, ky = _point((_OUTER + _INNER) / 2 - 9, mid)
        nx, ny = _point(_NUMBERS, mid)
        title = f"space {i}: {space}"
        mark = i in changed
        css = f"br-space {CHANGED_CLASS}" if mark else "br-space"
        if mark:
            title += " (a bot landed here since your last move)"
        parts.append(
            f"<g class='{css}' data-space='{i}'><title>{html.escape(title)}</title>"
            f"<path d='{_segment(i, count)}' fill='{fill}' stroke='#111' stroke-width='1'/>"
            f"<text x='{tx:.1f}' y='{ty:.1f}' fill='{ink}' font-size='{font:.1f}' "
            f"text-anchor='middle' dominant-baseline='central' font-weight='bold'>"
            f"{short_name(space.category)}</text>"
            f"<text x='{kx:.1f}' y='{ky:.1f}' fill='{ink}' font-size='{font:.1f}' "
            f"text-anchor='middle' dominant-baseline='central'>{KIND_LETTERS[space.icon]}</text>"
            + (
                f"<text x='{nx:.1f}' y='{ny:.1f}' font-size='{SMALLEST_TEXT}' fill='#333' "
                f"text-anchor='middle' dominant-baseline='central'>{i}</text>"
                if count <= 60 and i % max(1, count // 12) == 0
                else ""
            )
            + "</g>"
        )
    for i in sorted(set(changed)):  # drawn last, so no neighbouring space covers the mark
        if 0 <= i < count:
            parts.append(
                f"<path class='br-changed-outline' d='{_segment(i, count)}' fill='none' "
                f"stroke='{_CHANGED_INK}' stroke-width='5' stroke-linejoin='round'/>"
            )
    return parts


def _pieces(game: ApprenticeGame, names: Sequence[str]) -> list[str]:
    count = len(game.options.board)
    stacked: dict[int, int] = {}
    parts = []
    for seat, where in enumerate(game.positions):
        depth = stacked.get(where, 0)
        stacked[where] = depth + 1
        x, y = _point(_INNER - 14 - 19 * depth, _angle(where + 0.5, count))
        mover = seat == game.mover and not game.is_terminal
        ring = "stroke='#111' stroke-width='4'" if mover else "stroke='#111' stroke-width='2'"
        label = f"{names[seat]} on space {where}" + (" (to move)" if mover else "")
        parts.append(
            f"<g class='br-piece' data-seat='{seat}'><title>{html.escape(label)}</title>"
            f"<circle cx='{x:.1f}' cy='{y:.1f}' r='9' fill='#ffffff' {ring}/>"
            f"<text x='{x:.1f}' y='{y:.1f}' font-size='12' font-weight='bold' fill='#111' "
            f"text-anchor='middle' dominant-baseline='central'>"
            f"{html.escape(piece_letter(seat, names))}</text></g>"
        )
    return parts


def _spinner(game: ApprenticeGame, names: Sequence[str], animate: bool) -> str:
    sides = game.options.spinner
    radius = 52
    parts = [
        f"<circle cx='{_CENTRE}' cy='{_CENTRE - 10}' r='{radius}' fill='#ffffff' "
        "stroke='#111' stroke-width='2'/>"
    ]
    cy = _CENTRE - 10
    if sides <= 12:
        for n in range(1, sides + 1):
            a = -math.pi / 2 + 2 * math.pi * (n - 1) / sides
            x, y = _CENTRE + (radius - 11) * math.cos(a), cy + (radius - 11) * math.sin(a)
            parts.append(
                f"<text x='{x:.1f}' y='{y:.1f}' font-size='{SMALLEST_TEXT}' fill='#111' "
                "text-anchor='middle' "
                f"dominant-baseline='central'>{n}</text>"
            )
    spin = game.last_spin
    if spin is not None:
        turn = 360 * (spin - 1) / sides
        swing = (
            f"<animateTransform attributeName='transform' type='rotate' "
            f"from='{turn - 720:.1f} {_CENTRE} {cy}' to='{turn:.1f} {_CENTRE} {cy}' "
            "dur='0.9s' fill='freeze' calcMode='spline' keyTimes='0;1' "
            "keySplines='0.2 0.8 0.3 1'/>"
            if animate
            else ""
        )
        parts.append(
            f"<g class='br-needle' transform='rotate({turn:.1f} {_CENTRE} {cy})'>"
            f"<line x1='{_CENTRE}' y1='{cy}' x2='{_CENTRE}' y2='{cy - radius + 22}' "
            f"stroke='#D55E00' stroke-width='4' stroke-linecap='round'/>{swing}</g>"
            f"<circle cx='{_CENTRE}' cy='{cy}' r='5' fill='#111'/>"
        )
        who = game.last_spinner
        # the piece's letter only (a name would run over the track); the caption names it
        whom = "" if who is None else f"{piece_letter(who, names)} "
        parts.append(
            f"<text class='br-last-spin' x='{_CENTRE}' y='{cy + radius + 26}' font-size='20' "
            f"font-weight='bold' fill='#111' text-anchor='middle'>"
            f"{html.escape(whom)}spun {spin}</text>"
        )
    else:
        parts.append(
            f"<text x='{_CENTRE}' y='{cy + radius + 26}' font-size='15' fill='#111' "
            "text-anchor='middle'>no spin yet</text>"
        )
    return "".join(parts)


def _legend(game: ApprenticeGame, names: Sequence[str]) -> str:
    chips = []
    for category in CATEGORIES:
        fill, ink = CATEGORY_COLORS[category.color]
        chips.append(
            f"<span class='br-legend-chip' style='display:inline-block;padding:1px 5px;margin:1px;"
            f"border:1px solid #111;border-radius:4px;background:{fill};color:{ink}'>"
            f"<b>{short_name(category)}</b> {category.label} ({category.color})</span>"
        )
    kinds = " · ".join(
        f"<b>{html.escape(KIND_LETTERS[icon])}</b> {html.escape(words)}"
        for icon, words in _KIND_WORDS.items()
    )
    pieces = ", ".join(
        f"<b>{html.escape(piece_letter(s, names))}</b> {html.escape(names[s])}"
        for s in range(game.players)
    )
    return (
        f"<div class='br-legend' style='font-size:13px'>{''.join(chips)}"
        f"<div>Kinds of space: {kinds}.</div><div>Pieces: {pieces}; a thick ring marks "
        "whose turn it is. Play goes clockwise.</div></div>"
    )


def spin_caption(game: ApprenticeGame, names: Sequence[str]) -> str:
    """Who spun what last, in words under the ring ("Bot 2 (target-optimal): spun 4")."""
    if game.last_spin is None:
        return "No spin yet."
    who = game.last_spinner
    whom = "" if who is None else f"{names[who]}: "
    return f"{whom}spun {game.last_spin}"


def track_svg(
    game: ApprenticeGame,
    names: Sequence[str],
    *,
    animate: bool = False,
    changed: Collection[int] = (),
) -> str:
    """The track, the pieces and the spinner as HTML (an SVG that scales, a caption naming
    the last spinner, and a legend); the spaces in ``changed`` are marked."""
    where = "; ".join(
        f"{names[s]} on space {p} ({game.options.board[p]})" for s, p in enumerate(game.positions)
    )
    spin = "" if game.last_spin is None else f"; last spin {game.last_spin}"
    label = html.escape(f"The board: {len(game.options.board)} spaces in a ring. {where}{spin}.")
    svg = (
        f"<svg class='br-track-svg' viewBox='0 0 {SIZE} {SIZE}' role='img' aria-label='{label}' "
        "style='width:100%;max-width:440px;height:auto;display:block;margin:0 auto'>"
        f"<title>{label}</title>{''.join(_spaces(game, changed))}"
        f"{_spinner(game, names, animate)}{''.join(_pieces(game, names))}</svg>"
    )
    caption = (
        "<div class='br-spin-caption' style='text-align:center;font-size:15px;"
        f"font-weight:bold'>{html.escape(spin_caption(game, names))}</div>"
    )
    return f"<div class='br-track-picture'>{svg}{caption}{_legend(game, names)}</div>"
