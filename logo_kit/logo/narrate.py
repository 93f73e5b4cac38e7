"""The LOGO narrator: each move told in plain words, hiding what the listener may not see.

:func:`describe_move` is the one narrator of the game, shared by the table
board's log, :func:`logo_kit.engine.story` and the lessons. ``names`` are the
seats' display names (default "player A", "player B", …); a seat named "You"
is spoken to ("You take …", "your hand"). ``viewer`` is the seat whose eyes
are used: other players' blind draws are "a card", a steal between two other
players takes "a card, face down", a Look shows the hand to the looker only.
``viewer=None`` tells everything.

>>> import numpy as np
>>> from logo_kit.logo.game import LogoGame
>>> from logo_kit.logo.moves import TakeDraw
>>> from logo_kit.logo.options import LogoOptions
>>> game = LogoGame.new(LogoOptions(players=2), np.random.default_rng(1))
>>> describe_move(game, TakeDraw(), names=["You", "Bot"], viewer=1)
'You take a card from the draw pile.'
>>> describe_move(game, TakeDraw())
'Player A takes B3 from the draw pile.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from logo_kit import checks
from logo_kit.engine import seat_label
from logo_kit.logo.cards import Card, Kind
from logo_kit.logo.game import LogoGame
from logo_kit.logo.moves import (
    Accept,
    Deal,
    DealCard,
    Declare,
    Discard,
    Move,
    Reshuffle,
    ReshuffleCard,
    StealPick,
    Stop,
    TakeDiscard,
    TakeDraw,
)
from logo_kit.logo.scoring import round_ending
from logo_kit.logo.views import Phase, RoundResult

__all__ = [
    "declaration_text",
    "describe_move",
    "describe_round",
    "next_step",
    "pending_action_text",
]

MAX_NAME = 60
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "reaches": "reach"}


class _Voice:
    """How seats are named: third person, or second person for a seat called "You"."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names

    def you(self, seat: int) -> bool:
        return self.names[seat].strip().lower() == "you"

    def subject(self, seat: int) -> str:
        return "You" if self.you(seat) else self.names[seat]

    def object(self, seat: int) -> str:
        return "you" if self.you(seat) else self.names[seat]

    def possessive(self, seat: int) -> str:
        return "your" if self.you(seat) else f"{self.names[seat]}'s"

    def own(self, seat: int) -> str:
        """The possessive after the seat itself: 'You skip your …', 'B skips their …'."""
        return "your" if self.you(seat) else "their"

    def verb(self, seat: int, verb: str) -> str:
        """'takes' for another player, 'take' for you."""
        if not self.you(seat):
            return verb
        return _IRREGULAR.get(verb, verb[:-1] if verb.endswith("s") else verb)

    def says(self, seat: int, verb: str, rest: str) -> str:
        return f"{self.subject(seat)} {self.verb(seat, verb)} {rest}"


def _read_names(state: LogoGame, names: Any) -> tuple[str, ...]:
    if names is None:
        return tuple(f"player {seat_label(s)}" for s in range(state.players))
    found = checks.sequence(names, "names", length=state.players)
    return tuple(checks.text(n, "a name", most=MAX_NAME) for n in found)


def _read_viewer(state: LogoGame, viewer: Any) -> int | None:
    return checks.optional_whole(viewer, "viewer", low=0, high=state.players - 1)


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _rounds(count: int) -> str:
    return f"{count} round{'' if count == 1 else 's'}"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _gained(before: LogoGame, after: LogoGame, seat: int) -> list[Card]:
    """Cards that came into ``seat``'s hand with a move."""
    return sorted((Counter(after.hand(seat)) - Counter(before.hand(seat))).elements())


def describe_move(
    before: LogoGame,
    move: Move,
    *,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
) -> str:
    """What ``move`` does to ``before``, told as ``viewer`` may know it ("" if nothing to tell).

    Several sentences are separated by line breaks. Chance moves that place one
    card of a shuffle say nothing until the shuffle is complete. Raises
    :class:`~logo_kit.errors.IllegalMoveError` for a move ``before`` does not allow.
    """
    before = checks.instance(before, "before", LogoGame, "a LogoGame position")
    voice = _Voice(_read_names(before, names))
    viewer = _read_viewer(before, viewer)
    after = before.apply(move)
    lines = _lines(before, move, after, voice, viewer)
    return "\n".join(_sentence(line) for line in lines if line)


def _sees(viewer: int | None, *seats: int) -> bool:
    return viewer is None or viewer in seats


def _lines(
    before: LogoGame, move: Move, after: LogoGame, voice: _Voice, viewer: int | None
) -> list[str]:
    me = before.current_player
    lines: list[str] = []
    if isinstance(move, Deal | DealCard):
        if after.phase is not Phase.DEAL or after.round_number != before.round_number:
            first = after.first_player
            lines.append(
                f"Round {after.round_number} is dealt: 7 cards each; {voice.object(first)} "
                f"{voice.verb(first, 'starts')}; the discard pile shows {after.discard_top}."
            )
    elif isinstance(move, TakeDraw):
        drawn = _cards(_gained(before, after, me)) if _sees(viewer, me) else ""
        lines.append(voice.says(me, "takes", f"{drawn or 'a card'} from the draw pile."))
    elif isinstance(move, TakeDiscard):
        lines.append(voice.says(me, "takes", f"{before.discard_top} from the discard pile."))
    elif isinstance(move, Declare):
        lines.append(
            voice.says(
                me,
                "declares",
                "LOGO! Everyone else has one more turn; no more actions on players (ruling L9).",
            )
        )
    elif isinstance(move, Discard):
        lines.extend(_discard_lines(before, move, after, voice, viewer))
    elif isinstance(move, Stop):
        actor, target, kind = before.pending_action
        played = "" if move.card.kind is Kind.STOP else " as Stop"
        lines.append(
            voice.says(
                target,
                "answers",
                f"with {move.card}{played}: {voice.possessive(actor)} {kind.value} is cancelled "
                f"and {voice.object(target)} {voice.verb(target, 'draws')} a replacement card "
                "(ruling L6).",
            )
        )
    elif isinstance(move, Accept):
        actor, target, kind = before.pending_action
        lines.append(voice.says(target, "lets", f"the {kind.value} happen."))
        lines.extend(_resolution(actor, target, kind, after, voice, viewer))
    elif isinstance(move, StealPick):
        actor, target, _ = before.pending_action
        what = str(move.card) if _sees(viewer, actor, target) else "a card, face down,"
        rest = f"{what} from {voice.object(target)} (ruling L7)."
        lines.append(voice.says(actor, "steals", rest))
    elif isinstance(move, Reshuffle | ReshuffleCard) and after.phase is not Phase.RESHUFFLE:
        cards = len(move.order) if isinstance(move, Reshuffle) else len(before.discard_pile) - 1
        lines.append(
            "The draw pile is empty: the discard pile except its top is shuffled into a new "
            f"draw pile of {cards} cards (ruling L8)."
        )
    same_round = len(after.results) == len(before.results)
    if same_round:
        lines.extend(_draws(before, move, after, voice, viewer))
    lines.extend(voice.says(s, "loses", "a turn to a Jump (ruling L7).") for s in after.skipped)
    if not same_round:
        lines.extend(describe_round(after.last_round, after, names=voice.names, viewer=viewer))
    return lines


def _draws(
    before: LogoGame, move: Move, after: LogoGame, voice: _Voice, viewer: int | None
) -> list[str]:
    """Cards drawn as a side effect of ``move`` (a replacement, a replenish), for the eyes
    that see them. A blind take and a steal already said what came in."""
    if isinstance(move, Deal | DealCard | TakeDraw | TakeDiscard | StealPick):
        return []
    seats = range(after.players) if viewer is None else (viewer,)
    lines = []
    for seat in seats:
        if after.active[seat]:
            drawn = _gained(before, after, seat)
            if drawn:
                lines.append(voice.says(seat, "draws", f"{_cards(drawn)}."))
    return lines


def _discard_lines(
    before: LogoGame, move: Discard, after: LogoGame, voice: _Voice, viewer: int | None
) -> list[str]:
    me = before.current_player
    subject = voice.says(me, "discards", str(move.card))
    if before.phase is Phase.STEAL_DISCARD:
        target = before.pending_action[1]
        return [
            f"{subject} to get back to 7 cards; {voice.object(target)} "
            f"{voice.verb(target, 'draws')} a card."
        ]
    if move.target is None:
        return [f"{subject}."]
    kind = move.action if move.card.is_wild else move.card.kind
    played = f" as {kind.value}" if move.card.is_wild else ""
    lines = [f"{subject}{played} and {voice.verb(me, 'uses')} it on {voice.object(move.target)}."]
    if after.phase is not Phase.RESPOND:
        lines.extend(_resolution(me, move.target, kind, after, voice, viewer))
    return lines


def _resolution(
    actor: int, target: int, kind: Kind, after: LogoGame, voice: _Voice, viewer: int | None
) -> list[str]:
    """What an action that was not stopped did (ruling L7), as far as the viewer may know."""
    if kind is Kind.JUMP:
        return [f"{voice.subject(target)} will skip {voice.own(target)} next turn."]
    if kind is Kind.LOOK:
        shown = ""
        if _sees(viewer, actor):
            shown = ": " + _cards(after.looked(actor).get(target, ()))
        return [voice.says(actor, "looks", f"at {voice.possessive(target)} hand{shown}.")]
    if kind is Kind.DESTROY:
        return [
            f"{_sentence(voice.possessive(target))} hand is destroyed (under the discard pile's "
            f"top card); {voice.object(target)} {voice.verb(target, 'draws')} 7 new cards."
        ]
    return []  # a Steal: the blind pick (a chance move) says what happened


def describe_round(
    result: RoundResult | None,
    game: LogoGame,
    *,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
) -> list[str]:
    """Sentences for the end of a round: values, points, totals, who is out, the winner.

    ``game`` is the position right after the round (for the target and the winners).
    Every hand is shown at the end of a round, so nothing is hidden here.
    """
    game = checks.instance(game, "game", LogoGame, "a LogoGame position")
    if result is None:
        return []
    checks.instance(result, "result", RoundResult, "a RoundResult, e.g. game.last_round")
    voice = _Voice(_read_names(game, names))
    _read_viewer(game, viewer)
    who = voice.names
    seats = result.seats
    ended = round_ending(result) or f"{voice.subject(result.declarer)} declared LOGO"
    values = ", ".join(f"{who[s]} {result.values[s]}" for s in seats)
    points = ", ".join(f"{who[s]} {result.points[s]}" for s in seats)
    totals = ", ".join(f"{who[s]} {result.totals[s]}" for s in seats)
    lines = [
        f"Round {result.round_number} ends ({ended}). Hand values: {values}. "
        f"Points: {points}. Totals: {totals}."
    ]
    target = game.options.target_score
    for s in result.eliminated:
        lines.append(
            f"{voice.says(s, 'reaches', str(result.totals[s]))} ≥ {target} and "
            f"{voice.verb(s, 'is')} out (ruling L11)."
        )
    if game.is_terminal and result is game.last_round:
        won = " and ".join(who[s] for s in game.winners)
        plural = len(game.winners) > 1 or voice.you(game.winners[0])
        lines.append(
            f"Game over after {_rounds(result.round_number)}: {won} {'win' if plural else 'wins'}!"
        )
    return lines


def declaration_text(result: RoundResult, *, names: Sequence[str]) -> str:
    """How a declaration went (ruling L10), e.g. "B declared LOGO and was strictly lowest"."""
    result = checks.instance(result, "result", RoundResult, "a RoundResult, e.g. game.last_round")
    voice = _Voice(
        tuple(checks.text(n, "a name", most=MAX_NAME) for n in checks.sequence(names, "names"))
    )
    why = round_ending(result)
    if why:
        return f"{why} (ruling L8)"
    d = result.declarer
    was = voice.verb(d, "was") + ("" if result.declarer_strictly_lowest else " not")
    text = f"{voice.subject(d)} declared LOGO and {was} strictly lowest (ruling L10)"
    if result.declarer_won and not result.declarer_strictly_lowest:
        text += "; a tie counts for the declarer under the house rule"
    return text


def next_step(state: LogoGame) -> str:
    """What the player to move may do now, in words (for a board's prompt)."""
    state = checks.instance(state, "state", LogoGame, "a LogoGame position")
    phase = state.phase
    if phase is Phase.TAKE:
        declare = "" if state.declarer is not None else ", or declare LOGO!"
        return f"take a card from the draw pile or the discard pile{declare}"
    if phase is Phase.DISCARD:
        if state.action_targets:
            return "pick a card to discard (an action card may be used on an opponent)"
        if state.declarer is not None:  # ruling L9
            return "pick a card to discard (LOGO was declared: no action may target anyone now)"
        return "pick a card to discard"
    if phase is Phase.STEAL_DISCARD:  # ruling L14
        return "discard one card to get back to 7 (no action after a Steal)"
    if phase is Phase.RESPOND:
        return "stop the action with STOP or LOGO, or let it happen"
    if phase is Phase.GAME_OVER:
        return "nothing: the game is over"
    return "wait for the cards"


def pending_action_text(state: LogoGame, *, names: Sequence[str] | None = None) -> str:
    """The action waiting for an answer, e.g. "B plays LOGO as DESTROY on you" ("" if none)."""
    state = checks.instance(state, "state", LogoGame, "a LogoGame position")
    if state.pending_action is None or state.phase is not Phase.RESPOND:
        return ""
    voice = _Voice(_read_names(state, names))
    actor, target, kind = state.pending_action
    top = state.discard_top  # the action card lies on top while the target decides
    played = f"LOGO as {kind.value}" if top is not None and top.is_wild else kind.value
    return _sentence(voice.says(actor, "plays", f"{played} on {voice.object(target)}"))
