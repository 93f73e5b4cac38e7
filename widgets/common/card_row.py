"""A row of cards to click, used by the boards of all three games.

:class:`CardRow` is an anywidget: its JavaScript and CSS (``card_row.js``,
``card_row.css``) ship inside the package, so nothing is fetched at run time.
In the browser each card is a real button in a group with one tab stop:

- a click, Enter or Space picks or unpicks a card (at most :attr:`~CardRow.most`
  at a time: the oldest pick makes room for a new one); a row may instead mark a
  picked card when it is clicked again (Logic & Lore's Focus card);
- the arrow keys (and Home, End) move the keyboard focus along the row, and the
  focused card has a dashed outline;
- when :attr:`~CardRow.movable` is set, dragging a card onto another, or
  Shift+Left / Shift+Right, makes two cards change places; a ``locked`` card never moves.

Every card carries words (its face text and a ``label`` for screen readers), so
nothing is told by colour alone; a picked card rises and says :attr:`~CardRow.pick_word`.

The row holds no rules. What a person does arrives in Python as a change of the
traitlets ``selected`` (the picked keys, oldest first) and ``order`` (all keys,
left to right); the board observes them, asks the core, and shows the result with
:meth:`~CardRow.show`. Tests drive the same traitlets with :meth:`~CardRow.click`,
:meth:`~CardRow.press_move` and :meth:`~CardRow.drag`, which change them as the
browser would.

>>> row = CardRow(most=2)
>>> row.show([card("a", "R7", "red 7"), card("b", "B3", "blue 3"), card("c", "0", "black zero")])
>>> row.click("a"); row.click("b"); row.click("c"); row.selected
['b', 'c']
>>> row.movable = True
>>> row.press_move("a", +1); row.order
['b', 'a', 'c']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = ["CardRow", "card"]

_HERE = Path(__file__).parent
_FIELDS = ("key", "text", "label", "top", "bottom", "background", "color", "border", "mark")
MAX_CARDS = 200
"""Most cards one row shows (a 110-card double deck fits)."""


def card(
    key: Any,
    text: str,
    label: str,
    *,
    top: str = "",
    bottom: str = "",
    background: str = "#ffffff",
    color: str = "#111111",
    border: str = "",
    mark: str = "",
    locked: bool = False,
    disabled: bool = False,
) -> dict[str, Any]:
    """One card for a :class:`CardRow`: a unique ``key``, the ``text`` on its face, the
    words a screen reader says (``label``), small ``top``/``bottom`` lines, its colours,
    a ``mark`` written under it (e.g. "✓ home"), and whether it is ``locked`` in place
    (never moves) or ``disabled`` (cannot be picked)."""
    return {
        "key": str(key),
        "text": str(text),
        "label": str(label),
        "top": str(top),
        "bottom": str(bottom),
        "background": str(background),
        "color": str(color),
        "border": str(border),
        "mark": str(mark),
        "locked": bool(locked),
        "disabled": bool(disabled),
    }


class CardRow(anywidget.AnyWidget):
    """Cards in a row that a person picks by click or keyboard, and may re-order.

    Traitlets (synced with the browser): ``cards`` (list of :func:`card` dicts),
    ``selected`` (picked keys, oldest first), ``order`` (keys left to right, as the
    person left them), ``most`` (how many may be picked; 0: none), ``movable``,
    ``disabled`` (the whole row), ``label`` (the group's name for screen readers),
    ``help`` (a line of help under the cards), ``pick_word`` (what a picked card
    says, e.g. "discard"), ``empty`` (shown when there is no card), ``unpick`` (a click on
    a picked card unpicks it; if False it marks it instead, when ``mark_word`` is set:
    ``marked`` is that card's key, e.g. the Focus card).
    """

    _esm = _HERE / "card_row.js"
    _css = _HERE / "card_row.css"

    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    selected = traitlets.List(traitlets.Unicode()).tag(sync=True)
    order = traitlets.List(traitlets.Unicode()).tag(sync=True)
    most = traitlets.Int(1).tag(sync=True)
    movable = traitlets.Bool(False).tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    label = traitlets.Unicode("cards").tag(sync=True)
    help = traitlets.Unicode("").tag(sync=True)
    pick_word = traitlets.Unicode("picked").tag(sync=True)
    unpick = traitlets.Bool(True).tag(sync=True)
    mark_word = traitlets.Unicode("").tag(sync=True)
    marked = traitlets.Unicode("").tag(sync=True)
    empty = traitlets.Unicode("—").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("logo-kit-card-row")

    @traitlets.validate("cards")
    def _valid_cards(self, proposal: Any) -> list[dict[str, Any]]:
        # Cards set directly (row.cards = ...) are checked like show()'s, so that no
        # method meets a card without a key later.
        return _checked_cards(proposal["value"])

    # -- what Python shows ------------------------------------------------------------------
    def show(
        self, cards: Sequence[Mapping[str, Any]], selected: Iterable[Any] | None = None
    ) -> None:
        """Show ``cards`` (left to right) and, if given, the keys picked (else keep the
        picks that are still shown)."""
        shown = _checked_cards(checks.sequence(cards, "cards", most=MAX_CARDS))
        keys = [c["key"] for c in shown]
        picks = (
            self.selected
            if selected is None
            else [
                _key(k)
                for k in checks.sequence(selected, "selected", most=MAX_CARDS, allow_sets=True)
            ]
        )
        with self.hold_sync():
            if self.cards != shown:
                self.cards = shown
            if self.order != keys:
                self.order = keys
            kept = [k for k in picks if k in keys]
            if self.selected != kept:
                self.selected = kept

    @property
    def card_keys(self) -> list[str]:
        """The keys of the cards shown, left to right."""
        return [c["key"] for c in self.cards]

    # -- what a person does (tests call these; the browser changes the same traitlets) ------
    def click(self, key: Any) -> None:
        """Pick or unpick the card ``key``, as a click, Enter or Space would."""
        key = _key(key)
        found = next((c for c in self.cards if c["key"] == key), None)
        if found is None:
            raise LogoKitError(f"no card {key!r} in this row; the keys are {self.card_keys}.")
        if self.disabled or found["disabled"] or self.most < 1:
            return
        if key in self.selected:
            if self.unpick:
                self.selected = [k for k in self.selected if k != key]
            elif self.mark_word:
                self.marked = key
            return
        kept = list(self.selected)
        if len(kept) >= self.most:  # the oldest picks make room
            kept = kept[len(kept) - self.most + 1 :]
        self.selected = [*kept, key]

    def drag(self, key: Any, onto: Any) -> None:
        """Drop the card ``key`` onto the card ``onto``: the two change places."""
        self._swap(_key(key), _key(onto))

    def press_move(self, key: Any, step: int) -> None:
        """Shift+Left (``step`` −1) or Shift+Right (+1) on the card ``key``: it changes places
        with the nearest card that may move in that direction."""
        key = _key(key)
        order = self.card_keys
        if key not in order:
            raise LogoKitError(f"no card {key!r} in this row; the keys are {order}.")
        if not checks.is_whole(step) or step not in (-1, 1):
            raise LogoKitError(
                f"step must be -1 (Shift+Left) or +1 (Shift+Right), got {checks.describe(step)}."
            )
        locked = {c["key"] for c in self.cards if c["locked"]}
        i = order.index(key) + step
        while 0 <= i < len(order) and order[i] in locked:
            i += step
        if 0 <= i < len(order):
            self._swap(key, order[i])

    def _swap(self, a: str, b: str) -> None:
        if not self.movable or self.disabled:
            return
        order = self.card_keys
        for k in (a, b):
            if k not in order:
                raise LogoKitError(f"no card {k!r} in this row; the keys are {order}.")
        locked = {c["key"] for c in self.cards if c["locked"]}
        if a == b or a in locked or b in locked:
            return
        i, j = order.index(a), order.index(b)
        order[i], order[j] = order[j], order[i]
        self.order = order


def _checked_cards(cards: Sequence[Any]) -> list[dict[str, Any]]:
    """``cards`` as :func:`card` dicts (copied), or a LogoKitError saying what is wrong."""
    shown = []
    for position, c in enumerate(cards, start=1):
        if not isinstance(c, Mapping):
            raise LogoKitError(
                f"card {position} is {checks.describe(c)}, not a card: make cards with card(...)."
            )
        missing = [f for f in _FIELDS if f not in c]
        if missing:
            raise LogoKitError(
                f"card {position} needs {', '.join(missing)}: make it with card(...)."
            )
        shown.append({"locked": False, "disabled": False, **c, "key": _key(c["key"])})
    keys = [c["key"] for c in shown]
    if len(set(keys)) != len(keys):
        raise LogoKitError(f"card keys must differ, got {keys}.")
    return shown


def _key(value: Any) -> str:
    """A card's key as text (keys are compared as text, as the browser sends them)."""
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        raise LogoKitError(f"no card {checks.describe(value)}: card keys are short text.")
    try:
        return str(value)
    except Exception:  # a broken __str__
        raise LogoKitError(
            f"no card {checks.describe(value)}: card keys are text or numbers."
        ) from None
