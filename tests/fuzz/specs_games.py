"""The three games' fuzz specs together (LOGO, Logic & Lore, LOGO Billionaire), and the
text a person types into their parsers.

The game APIs change while the games are redesigned. Everything in the specs
(specs_logo.py, specs_lore.py, specs_billionaire.py) is looked up by *name* at run
time, so:

- a renamed or new public function is found from ``__all__`` by itself;
- a renamed parameter is one line in ``values`` (``"name": factory``);
- a changed constructor is one line in a builder. Builders that know two
  spellings try the new one first (``either``, in specs_game_helpers.py), so the
  specs work before and after the redesign merge.

Each value factory takes the sample instance whose method is called (or None)
and returns a fresh, valid value; the fuzzer breaks one argument at a time from
a call built of these.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import numpy as np
from fuzz_values import typed_text
from hypothesis import strategies as st
from specs_billionaire import BILLIONAIRE
from specs_game_helpers import lore
from specs_logo import LOGO
from specs_lore import LORE

GAME_SPECS = [LOGO, LORE, BILLIONAIRE]


# -- text typed by a person: generated strings for the parsers ------------------------------

LOGO_TOKENS = [f"{c}{n}" for c in "RBG" for n in (1, 7, 12, 14)] + [
    "0",
    "JUMP",
    "STEAL",
    "LOOK",
    "STOP",
    "DESTROY",
    "LOGO",
    "K0",
    "r5",
    "logo",
    "R0",
    "R15",
    "B-1",
    "Y3",
]
LORE_TOKENS = [str(n) for n in range(0, 12)] + ["-1", "b", "B", "s", "x", "10"]
DECK_TOKENS = [
    "10:9",
    "20:7",
    "30:5",
    "50:4",
    "100:2",
    "10x3",
    "20×2",
    "5*1",
    "10:996",
    "0:1",
    "10:0",
    "-10:2",
    "10:",
    ":3",
    "ten:2",
    "10:99999",
]


def _parser(path: str, call: Callable[[Any, str], Any]) -> Callable[[], Callable[[str], Any]]:
    """Find ``module:name`` (one line to change when a parser moves) and adapt it."""

    def find() -> Callable[[str], Any]:
        module, name = path.split(":")
        function = getattr(importlib.import_module(module), name)
        return lambda text: call(function, text)

    return find


def _lore_line(parse: Any, text: str) -> Any:
    from logo_kit.lore import LoreGame, LoreOptions

    if parse is LoreGame.new:
        return parse(
            LoreOptions.both("light", stars=4), np.random.default_rng(0), hidden=(text, None)
        )
    return parse(text, lore().lanes.Layout(stars=4))


TEXT_TARGETS: list[tuple[str, Callable[[], Callable[[str], Any]], st.SearchStrategy[str]]] = [
    (
        "logo_kit.logo:parse_cards",
        _parser("logo_kit.logo:parse_cards", lambda f, t: f(t)),
        typed_text(LOGO_TOKENS),
    ),
    (
        "logo_kit.logo.cards:parse_card",
        _parser("logo_kit.logo.cards:parse_card", lambda f, t: f(t)),
        typed_text(LOGO_TOKENS, separators=("",)),
    ),
    (
        "logo_kit.lore:LoreGame.new(hidden=text)",
        _parser("logo_kit.lore:LoreGame", lambda cls, t: _lore_line(cls.new, t)),
        typed_text(LORE_TOKENS[:6]),
    ),
    (
        "logo_kit.lore:parse_line (typed hidden line)",
        _parser("logo_kit.lore.notation:parse_line", _lore_line),
        typed_text(LORE_TOKENS[:6]),
    ),
    (
        "logo_kit.billionaire.deck:parse_deck (typed deck)",
        _parser("logo_kit.billionaire.deck:parse_deck", lambda f, t: f(t, busts=1)),
        typed_text(DECK_TOKENS),
    ),
]
