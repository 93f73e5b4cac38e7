"""Checked arguments for the OpenSpiel state: seats and action numbers, with clear errors.

OpenSpiel's C++ checks give messages such as ``player < NumPlayers()``, and some
calls do not check at all (an action number out of range met Python's
``IndexError``; a huge number, a ``RuntimeError`` from the C++ conversion).
:class:`CheckedState` sits in front of ``pyspiel.State``'s public methods and
refuses a bad seat or action with a :class:`~logo_kit.errors.LogoKitError` that
names what is allowed, before OpenSpiel sees it. C++ callers (OpenSpiel's own
algorithms) reach the state's hooks (``_apply_action``, ``_action_to_string``),
which check the same way.
"""

from __future__ import annotations

import operator
from typing import Any

from logo_kit import checks
from logo_kit.errors import LogoKitError

__all__ = ["CheckedState", "ranges_text"]

CHANCE_PLAYER = -1  # pyspiel.PlayerId.CHANCE


def ranges_text(numbers: list[int], most: int = 12) -> str:
    """Sorted whole numbers as runs: ``0, 2–5, 9`` (at most ``most`` runs shown).

    >>> ranges_text([0, 2, 3, 4, 5, 9])
    '0, 2–5, 9'
    """
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    texts = [str(a) if a == b else f"{a}–{b}" for a, b in runs]
    if len(texts) > most:
        texts = [*texts[:most], f"… ({len(numbers):,} in all)"]
    return ", ".join(texts)


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise LogoKitError(f"{what} must be a whole number, got {checks.describe(value)}.")
    return operator.index(value)


def _count(game: Any, player: int) -> int:
    # how many action numbers ``player`` has (chance: its outcomes)
    return game.max_chance_outcomes() if player == CHANCE_PLAYER else game.num_distinct_actions()


class CheckedState:
    """Seat and action checks in front of ``pyspiel.State`` (mixed into EngineState)."""

    # -- the checks --------------------------------------------------------------------
    def check_seat(self, player: Any) -> int:
        """``player`` as a seat number, or a LogoKitError naming the seats."""
        seats = self._box.game.num_players()
        seat = _whole(player, "player")
        if not 0 <= seat < seats:
            raise LogoKitError(f"player must be a seat from 0 to {seats - 1}, got {seat}.")
        return seat

    def check_action_number(self, player: Any, action: Any) -> int:
        """``action`` as a number in the range of ``player``'s actions (chance: −1)."""
        seats = self._box.game.num_players()
        who = _whole(player, "player")
        if not (who == CHANCE_PLAYER or 0 <= who < seats):
            raise LogoKitError(
                f"player must be a seat from 0 to {seats - 1} or -1 (chance), got {who}."
            )
        number = _whole(action, "action")
        game = self._box.game
        count = _count(game, who)
        if not 0 <= number < count:
            kind = "chance outcomes" if who == CHANCE_PLAYER else "actions"
            raise LogoKitError(f"{kind} are numbered 0 to {count - 1}, got {number}.")
        return number

    def refuse_action(self, action: Any) -> None:
        """Raise the LogoKitError for ``action`` not being legal now (naming the legal ones)."""
        if self.is_terminal():
            raise LogoKitError(f"the game is over: no action can follow (got {action!r}).")
        player = self.current_player()
        who = "chance" if player == CHANCE_PLAYER else f"seat {player}"
        listed = sorted(self.moves_by_action())
        game = self._box.game
        count = _count(game, player)
        raise LogoKitError(
            f"action {action!r} is not legal now: {who} may take {ranges_text(listed)} "
            f"(of the actions numbered 0 to {count - 1})."
        )

    def _legal_number(self, action: Any) -> int:
        number = _whole(action, "action")
        if number not in self.moves_by_action():
            self.refuse_action(number)
        return number

    # -- pyspiel.State's public methods, checked first ---------------------------------
    def apply_action(self, action: Any) -> None:
        super().apply_action(self._legal_number(action))  # type: ignore[misc]

    def child(self, action: Any) -> Any:
        return super().child(self._legal_number(action))  # type: ignore[misc]

    def action_to_string(self, *args: Any) -> str:
        if len(args) == 1:
            return super().action_to_string(  # type: ignore[misc]
                self.current_player(), self.check_action_number(self.current_player(), args[0])
            )
        player, action = args
        number = self.check_action_number(player, action)
        return super().action_to_string(int(player), number)  # type: ignore[misc]

    def legal_actions(self, *player: Any) -> list[int]:
        if player:
            return super().legal_actions(self.check_seat(player[0]))  # type: ignore[misc]
        return super().legal_actions()  # type: ignore[misc]

    def legal_actions_mask(self, *player: Any) -> list[int]:
        if player:
            return super().legal_actions_mask(self.check_seat(player[0]))  # type: ignore[misc]
        return super().legal_actions_mask()  # type: ignore[misc]

    def information_state_string(self, *player: Any) -> str:
        return super().information_state_string(*self._seat_args(player))  # type: ignore[misc]

    def information_state_tensor(self, *player: Any) -> list[float]:
        return super().information_state_tensor(*self._seat_args(player))  # type: ignore[misc]

    def observation_string(self, *player: Any) -> str:
        return super().observation_string(*self._seat_args(player))  # type: ignore[misc]

    def observation_tensor(self, *player: Any) -> list[float]:
        return super().observation_tensor(*self._seat_args(player))  # type: ignore[misc]

    def _seat_args(self, player: tuple) -> tuple[int, ...]:
        if player:
            return (self.check_seat(player[0]),)
        current = self.current_player()
        if current < 0:
            raise LogoKitError(
                "nobody is to move now (a chance step or the end): name the seat, e.g. "
                "state.observation_string(0)."
            )
        return (current,)
