"""Controls and input checks shared by the Logic & Lore boards (the Duel and the Star Line).

Both boards let the player move cards (Move the Heavens: swap two lanes, type a
new order, or move to the best guess) and hold up two cards with an optional
Focus card. The widgets and the reading of what was typed are the same on
both, so they live here once; each board keeps its own rules for *when* an
action is allowed.

>>> from logo_kit.lore import Layout
>>> parse_order("3 1 2 4", Layout(stars=4), (1, 2, 3, 4), frozenset())
[3, 1, 2, 4]
>>> parse_order("3, 2", Layout(stars=4), (1, 2, 3, 4), frozenset({1, 4}))  # face-down only
[1, 3, 2, 4]
>>> check_picks(Layout(stars=4), 2, 3, focus=3)
((2, 3), 3)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Any

import ipywidgets as widgets

from logo_kit.errors import LogoKitError
from logo_kit.lore import Layout

__all__ = ["add_move_controls", "check_picks", "parse_order"]


def parse_order(
    order: str | Iterable[int],
    layout: Layout,
    arrangement: Sequence[int],
    revealed: Collection[int],
) -> list[int]:
    """Cards left to right: every card, or only the face-down ones (filling their lanes).

    ``order`` is typed text ("3 1 2", commas allowed) or card numbers. When it
    names just the face-down cards, the face-up (``revealed``) cards keep their
    lanes in ``arrangement`` and the others fill the remaining lanes left to right.
    Whether the result is a legal arrangement is left to the caller.
    """
    if isinstance(order, str):
        try:
            cards = [int(t) for t in order.replace(",", " ").split()]
        except ValueError:
            raise LogoKitError(
                f"type card numbers separated by spaces (cards {layout.cards[0]}–"
                f"{layout.cards[-1]}), got {order!r}."
            ) from None
    else:
        cards = [int(c) for c in order]
    down = [c for c in arrangement if c not in revealed]
    if revealed and len(cards) == len(down):
        if sorted(cards) != sorted(down):
            raise LogoKitError(
                f"list the face-down cards {' '.join(map(str, sorted(down)))} once each "
                f"(or every card, left to right), got {' '.join(map(str, cards))}."
            )
        it = iter(cards)
        cards = [c if c in revealed else next(it) for c in arrangement]
    return cards


def check_picks(
    layout: Layout, first: Any, second: Any, focus: Any = None, distinct: bool = False
) -> tuple[tuple[int, int], int | None]:
    """Check the two cards held up and the Focus card; return ``((first, second), focus)``.

    Both cards must be cards of ``layout`` (its error names the allowed cards);
    with ``distinct`` they must differ; ``focus`` (None: not chosen yet) must be
    one of the two.
    """
    for card in (first, second):
        layout.index(card)
    if distinct and first == second:
        raise LogoKitError(f"hold up two different cards (both are card {first}).")
    if focus is not None and focus not in (first, second):
        raise LogoKitError(
            f"the Focus card must be one of the two cards picked ({first}, {second}), "
            f"got {focus!r}."
        )
    return (int(first), int(second)), None if focus is None else int(focus)


def add_move_controls(board: Any, label: dict, lane_width: str, order_width: str) -> None:
    """Give ``board`` its Move the Heavens controls, wired to its actions.

    Sets ``swap_a``, ``swap_b`` (lane dropdowns; the board fills their options),
    ``swap_button`` (calls ``board.swap``), ``order_text`` and ``order_button``
    (``board.rearrange``) and ``best_button`` (``board._best_guess`` through
    ``board.on_click``).
    """
    board.swap_a = widgets.Dropdown(
        description="Swap lane", style=label, layout={"width": lane_width}
    )
    board.swap_b = widgets.Dropdown(
        description="with lane", style=label, layout={"width": lane_width}
    )
    board.swap_button = widgets.Button(description="Swap", icon="exchange")
    board.swap_button.on_click(lambda _b: board.swap(board.swap_a.value, board.swap_b.value))
    board.order_text = widgets.Text(
        description="New order",
        style=label,
        placeholder="cards left to right (all, or just the face-down ones)",
        layout={"width": order_width},
    )
    board.order_button = widgets.Button(description="Move cards", icon="arrows-h")
    board.order_button.on_click(lambda _b: board.rearrange(board.order_text.value))
    board.best_button = widgets.Button(
        description="Move to best guess",
        icon="magic",
        layout={"width": "auto"},
        tooltip="Lay the face-down cards out with the most cards expected home",
    )
    board.best_button.on_click(board.on_click(board._best_guess))
