"""Saved OpenSpiel states as plain text: the game's parameters and its actions, replayed.

``state.serialize()`` writes a state as lines of text, and ``game.deserialize_state``
or :func:`load_state` read it back by replaying every action from the start, each one
checked (the right player, a legal action), so a saved state can only ever be a state
the game can reach. Nothing is unpickled or evaluated: the parameters are JSON, checked
like :func:`~logo_kit.openspiel.load_game`'s, and every other line must match its
pattern exactly. Anything malformed, out of place or left over after ``end`` is refused
with an error that names its line.

The format::

    logo_kit OpenSpiel saved state, format 1
    game logo_kit_lore {"blackholes": 0, "max_turns": 4, ...}
    options parameters
    chance 2
    seat 0 7
    end

(``options custom`` for a game made by ``spiel_game`` from options its parameters do not
record: only that game's ``deserialize_state`` can read it.) One final newline is allowed.

OpenSpiel's own ``pyspiel.serialize_game_and_state`` stores a Python game's fields with
pickle; ours pickle as this text only, but ``pyspiel.deserialize_game_and_state`` runs
``pickle.loads`` on whatever it is given: never give it a string you did not make.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from logo_kit.errors import LogoKitError

__all__ = ["HEADER", "SavedState", "box_from_text", "load_state", "parse", "replay", "state_text"]

HEADER = "logo_kit OpenSpiel saved state, format 1"
MAX_TEXT = 64_000_000
"""Longest saved state read (characters): a million actions of LOGO's longest lines."""
_GAME = re.compile(r"game (logo_kit_[a-z]+) (\{[^\n]*\})")
_ACTION = re.compile(r"(?:chance|seat (\d{1,2})) (\d{1,9})")


@dataclass(frozen=True)
class SavedState:
    """A parsed saved state: game name, parameters, custom options?, ``(line, player,
    action)`` per action (player −1: chance)."""

    name: str
    values: dict[str, Any]
    custom: bool
    actions: tuple[tuple[int, int, int], ...]


def state_text(game: Any, actions: list[tuple[int, int]]) -> str:
    """The saved text of the state reached by ``actions`` (``(player, action)`` pairs)."""
    lines = [
        HEADER,
        f"game {game.short_name} {json.dumps(game.values, sort_keys=True)}",
        "options custom" if game.custom else "options parameters",
    ]
    lines += [f"chance {a}" if p < 0 else f"seat {p} {a}" for p, a in actions]
    lines.append("end")
    return "\n".join(lines)


def _refuse(number: int, message: str) -> LogoKitError:
    return LogoKitError(f"saved state, line {number}: {message}")


def parse(text: Any, expect: Any = None) -> SavedState:
    """``text`` read line by line (no action replayed yet). ``expect``: the game it must
    come from (its name, parameters and options)."""
    if not isinstance(text, str):
        raise LogoKitError(f"a saved state is text (str), got {type(text).__name__}.")
    if len(text) > MAX_TEXT:
        raise LogoKitError(f"a saved state has at most {MAX_TEXT:,} characters, got {len(text):,}.")
    lines = text.split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()  # one final newline
    if lines[0] != HEADER:
        raise _refuse(1, f"not a logo_kit saved state (expected {HEADER!r}).")
    name, values = _game_line(lines[1] if len(lines) > 1 else "")
    if len(lines) < 3 or lines[2] not in ("options parameters", "options custom"):
        raise _refuse(3, "expected 'options parameters' or 'options custom'.")
    custom = lines[2] == "options custom"
    if expect is not None and (name, values, custom) != (
        expect.short_name,
        expect.values,
        expect.custom,
    ):
        raise _refuse(
            2,
            f"this state was saved from another game ({name} {values}"
            f"{', custom options' if custom else ''}), not from "
            f"{expect.short_name} {expect.values}.",
        )
    actions = []
    for number, line in enumerate(lines[3:], start=4):
        if line == "end":
            if number != len(lines):
                raise _refuse(number + 1, "nothing may follow 'end'.")
            return SavedState(name, values, custom, tuple(actions))
        found = _ACTION.fullmatch(line)
        if found is None:
            raise _refuse(number, f"expected 'chance N', 'seat S N' or 'end', got {line[:60]!r}.")
        seat, action = found.groups()
        actions.append((number, -1 if seat is None else int(seat), int(action)))
    raise _refuse(len(lines) + 1, "the state ends without its 'end' line (cut short?).")


def _game_line(line: str) -> tuple[str, dict[str, Any]]:
    from logo_kit.openspiel.params import PARAMETERS, check_parameters

    found = _GAME.fullmatch(line)
    if found is None or found.group(1) not in PARAMETERS:
        raise _refuse(
            2,
            f"expected 'game NAME {{parameters}}' with NAME one of "
            f"{', '.join(PARAMETERS)}, got {line[:60]!r}.",
        )
    name = found.group(1)
    try:
        values = json.loads(found.group(2))
    except (ValueError, RecursionError) as error:
        raise _refuse(2, f"the parameters are not JSON ({error}).") from None
    if not isinstance(values, dict) or set(values) != set(PARAMETERS[name]):
        raise _refuse(2, f"the parameters must name each of {', '.join(PARAMETERS[name])} once.")
    try:
        return name, check_parameters(name, values)
    except LogoKitError as error:
        raise _refuse(2, str(error)) from None


def replay(game: Any, saved: SavedState) -> Any:
    """The state of ``game`` after the saved actions, each checked before it is applied."""
    state = game.new_initial_state()
    longest = game.max_game_length()
    for count, (number, player, action) in enumerate(saved.actions, start=1):
        if state.is_terminal():
            raise _refuse(number, "the game is already over; no action can follow.")
        if count > longest:  # pragma: no cover - a finished game is terminal first
            raise _refuse(number, f"more than max_game_length ({longest:,}) actions.")
        mover = state.current_player()
        if player != mover:
            who = "chance" if mover < 0 else f"seat {mover}"
            named = "chance" if player < 0 else f"seat {player}"
            raise _refuse(number, f"it is {who}'s move here, not {named}'s.")
        if action not in state.moves_by_action():
            try:
                state.refuse_action(action)
            except LogoKitError as error:
                raise _refuse(number, str(error)) from None
        state.apply_action(action)
    return state


def load_state(text: str) -> Any:
    """The OpenSpiel state saved in ``text`` (its game made from the saved parameters)."""
    saved = parse(text)
    if saved.custom:
        raise _refuse(
            3,
            "this state comes from a game made by spiel_game(options) with options "
            "its parameters do not record: read it with that game's "
            "deserialize_state.",
        )
    from logo_kit.openspiel import load_game

    return replay(load_game(saved.name, **saved.values), saved)


def box_from_text(text: str) -> Any:
    """A state's fields from its saved text (what OpenSpiel's C++ serialisation keeps)."""
    return load_state(text)._box
