"""One Tab stop for a group of buttons: the arrow keys move inside the group.

A turn's moves (Take from the draw pile / Take the discard / Declare LOGO!) or a choice
("Use it on": nobody / B / C) are one group: Tab reaches the group once, on its current
button, and Tab again leaves it; inside, the arrow keys (and Home, End) move the focus
to the group's other enabled buttons; Enter or Space presses the focused one. This is
the roving focus of the card rows (:mod:`.card_row`), for groups of ordinary ipywidgets
buttons, so the boards, their tests and the fuzzer keep pressing the same
``widgets.Button`` and ``widgets.ToggleButtons``.

How: :func:`button_group` puts the controls in a wrapping row together with a hidden
:class:`RovingFocus`, an anywidget whose JavaScript (``roving.js``, shipped in the
package like ``card_row.js``) finds the row it sits in and keeps ``tabindex`` 0 on
one enabled button and -1 on the others, whatever ipywidgets redraws. The row gets a
``role`` and an ``aria-label`` for screen readers:

- ``"toolbar"``: buttons that each do something; the arrows only move the focus.
- ``"radiogroup"``: one choice of a ``ToggleButtons``; its buttons say ``role="radio"``
  and ``aria-checked``, and an arrow key moves to the next choice and picks it (the
  usual radio-button keys), so picking a target is one key press. Tab enters the group
  on the picked choice.

A board's :meth:`~logo_kit.widgets.common.base.Board.next_focus` may return any button
of a group: focusing it makes it the group's Tab stop.

>>> import ipywidgets as widgets
>>> group = button_group(widgets.Button(description="Draw"), widgets.Button(description="Stop"),
...                      label="Your move")
>>> group.children[-1].role, group.children[-1].label, "lk-roving" in group._dom_classes
('toolbar', 'Your move', True)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from logo_kit.errors import LogoKitError

from .layout import row

__all__ = ["GROUP_CLASS", "ROLES", "RovingFocus", "button_group", "controls_of"]

_HERE = Path(__file__).parent
GROUP_CLASS = "lk-roving"
"""The CSS class of a box that is one Tab stop (the JavaScript looks for it)."""
ROLES = ("toolbar", "radiogroup")
"""The roles a group may have: buttons that act, or the choices of one ToggleButtons."""


class RovingFocus(anywidget.AnyWidget):
    """The hidden helper that makes the box it sits in one Tab stop (see the module).

    Traitlets (synced with the browser): ``role`` (one of :data:`ROLES`) and ``label``
    (the group's name for screen readers, e.g. "Your move").
    """

    _esm = _HERE / "roving.js"

    role = traitlets.Unicode("toolbar").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("layout", widgets.Layout(display="none"))
        super().__init__(**kwargs)

    @traitlets.validate("role")
    def _valid_role(self, proposal: Any) -> str:
        role = proposal["value"]
        if role not in ROLES:
            raise LogoKitError(f"a button group's role is one of {', '.join(ROLES)}, not {role!r}.")
        return role

    @traitlets.validate("label")
    def _valid_label(self, proposal: Any) -> str:
        label = proposal["value"]
        if not label.strip():
            raise LogoKitError("a button group needs a label: the name a screen reader says.")
        return label


def button_group(
    *controls: widgets.Widget, label: str, role: str = "toolbar", css: str = ""
) -> widgets.HBox:
    """``controls`` in a wrapping row that is one Tab stop, with arrow keys inside.

    ``role`` is ``"toolbar"`` for buttons that act, ``"radiogroup"`` for one
    ``ToggleButtons`` choice; ``label`` names the group for screen readers.
    """
    if not controls:
        raise LogoKitError("a button group needs at least one control.")
    if role == "radiogroup" and not (
        len(controls) == 1 and isinstance(controls[0], widgets.ToggleButtons)
    ):
        raise LogoKitError("a radiogroup holds exactly one ToggleButtons (its choices).")
    helper = RovingFocus(role=role, label=label)
    box = row(*controls, helper, css=css)
    box.add_class(GROUP_CLASS)
    return box


def controls_of(group: widgets.Box) -> list[widgets.Widget]:
    """The controls of a :func:`button_group` (without its hidden helper)."""
    return [c for c in group.children if not isinstance(c, RovingFocus)]
