"""Logic & Lore moves told in plain words, for boards, logs and lessons.

:func:`describe_move` tells one move (the same signature for every game, see
:func:`logo_kit.engine.story`); :func:`result_text` says how a finished game
ended. Seats are called by ``names`` (default "player A", "player B"; a name
starts with a capital at the start of a sentence, and "You" takes "win"), and a
``viewer`` seat sees only what that player may see: the values dealt face down
stay hidden (everything else in Logic & Lore is said aloud at the table).

>>> import numpy as np
>>> from logo_kit.lore import LoreGame, LoreOptions
>>> from logo_kit.lore.moves import MoveHeavens
>>> game = LoreGame.new(LoreOptions.both("light", stars=4), np.random.default_rng(0))
>>> describe_move(game, MoveHeavens((2, 1, 3, 4)), names=("You", "the bot"))
'Your turn 1: moved the cards to 2 1 3 4'
>>> describe_move(game.start, game.log[0])  # the values, in card order
'Deal for player A: 4 cards face down: 3 1 2 4'
>>> describe_move(game.start, game.log[0], viewer=0)  # nobody sees them
'Deal for player A: 4 cards face down'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from logo_kit import checks
from logo_kit.engine import seat_label
from logo_kit.lore.game import LoreGame
from logo_kit.lore.moves import (
    AlignStars,
    Deal,
    DealCard,
    Divine,
    MoveHeavens,
    Pass,
    Phase,
    RemoveTokens,
    Search,
)
from logo_kit.lore.notation import line_text
from logo_kit.lore.options import PLAYERS
from logo_kit.lore.questions import Question
from logo_kit.readable import turn_text

__all__ = ["describe_move", "result_text"]


def _names(names: Sequence[str] | None) -> tuple[str, ...]:
    if names is None:
        return tuple(f"player {seat_label(seat)}" for seat in range(PLAYERS))
    found = checks.sequence(names, "names", length=PLAYERS)
    return tuple(checks.text(name, "a name", most=60) for name in found)


def _mid(name: str) -> str:
    """A name inside a sentence ("You" becomes "you")."""
    return "you" if name == "You" else name


def _first(name: str) -> str:
    """A name starting a sentence ("the bot" becomes "The bot")."""
    return name[:1].upper() + name[1:]


def _possessive(name: str) -> str:
    return "your" if name.lower() == "you" else f"{name}'s"


def _wins(name: str) -> str:
    verb = "win" if name.lower() == "you" else "wins"
    return f"{_first(name)} {verb}"


def _questions(questions: Sequence[Question], mode: str) -> str:
    return ", ".join(q.title if mode == "light" else f"{int(q)} {q.title}" for q in questions)


def result_text(state: LoreGame, *, names: Sequence[str] | None = None) -> str:
    """How ``state``'s game ended ("" while it is not over): who won and why (S6).

    The first player to finish decides the game: all cards home wins, a card out
    of place loses; the turn cap ends it with no winner.
    """
    state = checks.instance(state, "state", LoreGame, "a LoreGame position")
    label = _names(names)
    if not state.is_terminal:
        return ""
    finishes = [f for f in state.finished if f is not None]
    if state.winner is None or not finishes:
        return "The turn cap ended the game: no winner."
    first = min(finishes, key=lambda f: f.turn)
    winner = label[state.winner]
    if first.won:
        how = "every card aligned face up" if first.how == "all face up" else "all stars home"
        return f"{_wins(winner)}: {how} on own turn {first.own_turns} (ruling S6)."
    loser = _mid(label[first.player])
    return (
        f"{_wins(winner)}: {loser} aligned the stars with a card out of place on own turn "
        f"{first.own_turns} (ruling S6)."
    )


def _deal_text(before: LoreGame, move: Any, after: LoreGame, label: tuple, viewer: Any) -> str:
    seat = move.seat
    line = after.lines[seat]
    if not line.dealt:  # told once, when the line is complete
        return ""
    text = f"Deal for {_mid(label[seat])}: {line.layout.size} cards face down"
    if line.start_revealed is not None:
        text += f", card {line.start_revealed} face up from the start (ruling S9)"
    if viewer is None:
        text += ": " + line_text(line.hidden, line.layout)
    return text


def describe_move(
    before: LoreGame,
    move: Any,
    *,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
) -> str:
    """One line telling ``move`` made at ``before`` ("" for moves not worth telling:
    passing an optional step, holding up cards, which is told with the questions).

    ``names``: display names per seat; ``viewer``: the seat whose eyes are used
    (None: everything, including the values dealt face down). The move must be
    legal at ``before`` (it is applied to tell its outcome).
    """
    before = checks.instance(before, "before", LoreGame, "a LoreGame position")
    label = _names(names)
    if viewer is not None:
        viewer = checks.whole(viewer, "viewer", low=0, high=PLAYERS - 1)
    after = before.apply(move)  # IllegalMoveError for a move that cannot be made here
    text = _told(before, move, after, label, viewer)
    ending = result_text(after, names=label)  # the move that ends the game tells the result
    return f"{text}. {ending}" if text and ending else (text or ending)


def _told(before: LoreGame, move: Any, after: LoreGame, label: tuple, viewer: Any) -> str:
    if isinstance(move, DealCard | Deal):
        return _deal_text(before, move, after, label, viewer)
    seat = before.current_player
    prefix = f"{_first(turn_text(before.own_turns[seat], label[seat]))}: "
    if isinstance(move, MoveHeavens):
        return prefix + "moved the cards to " + " ".join(str(c) for c in move.arrangement)
    if isinstance(move, Pass):
        return prefix + "did not replace a token" if before.phase is Phase.DIVINE else ""
    if isinstance(move, AlignStars):
        finish = after.finished[seat]
        if finish is not None and finish.won:
            return prefix + "aligned the stars: every card is home ✓"
        return prefix + "aligned the stars with a card out of place ✗"
    if isinstance(move, Divine):
        q = Question(int(move.question))
        replaced = before.tokens.owner(q)
        extra = ""
        if replaced is not None:
            extra = f", replacing {_possessive(_mid(label[replaced]))} token"
        return prefix + f"placed a token on {int(q)} {q.title}{extra}"
    if isinstance(move, Search):
        played = after.rounds[-1]
        layout = before.line(seat).layout
        a, b = played.query.cards
        lanes = [layout.lanes[played.arrangement.index(card)] for card in (a, b)]
        focus = f" (Focus on card {played.query.focus})" if played.query.focus is not None else ""
        text = (
            f"held up cards {a} & {b} (lanes {lanes[0]}, {lanes[1]}), asked "
            f"{_questions(played.query.questions, played.query.mode)}{focus} → {played.outcome}"
        )
        # taken back at once when two or fewer were out (ruling S5)
        back = [q for q in before.tokens.held(seat) if after.tokens.owner(q) != seat]
        if back:
            text += "; took back the token(s) on " + ", ".join(str(int(q)) for q in back)
        return prefix + text
    if isinstance(move, RemoveTokens):
        return prefix + "took back the tokens on " + ", ".join(str(int(q)) for q in move.questions)
    return ""  # ChooseFocus: told with the Search that follows
