"""What a seat saw happen since its own last move (ruling S19), for a board's status strip.

A board tells a student what the bot did while they waited: the cards it held up
(with their faces: the student answered them), its questions and the answers,
the tokens it placed or took back, the cards flipped face up and which of its
face-down cards moved where (the backs are seen, the faces are not). This module
reads those events from the engine's own record, replaying the game's log with
the engine (no rule is written here), and keeps only what the ``viewer`` seat
saw: the faces of cards held up *to* it, never of cards it held up itself.

- :func:`seen_events`: every move after the deal worth telling, as ``viewer`` saw it;
- :func:`since_last_move`: the events after ``viewer``'s most recent move;
- :func:`seen_text`: one event in plain words.

>>> import numpy as np
>>> from logo_kit.lore import LoreGame, LoreOptions
>>> from logo_kit.lore.moves import ChooseFocus, Pass, Search
>>> game = LoreGame.new(LoreOptions.both("light", stars=4), np.random.default_rng(0))
>>> for move in (Pass(), Pass(), ChooseFocus((1, 2))):
...     game = game.apply(move)
>>> game = game.apply(Search(game.available_questions()))
>>> [event.kind for event in seen_events(game, 1)]
['ask']
>>> event = since_last_move(game, 1)[0]
>>> event.held  # seat 1 answered, so it saw the faces: (card, lane, face)
((1, 1, 3), (2, 2, 1))
>>> since_last_move(game, 0)  # seat 0 made that move itself
()
>>> seat_0_saw = seen_events(game, 0)[0]
>>> seat_0_saw.held  # the asker never sees the faces it held up
((1, 1, None), (2, 2, None))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from logo_kit import checks
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
from logo_kit.lore.options import PLAYERS
from logo_kit.lore.questions import Outcome, Question

__all__ = ["SeenEvent", "seen_events", "seen_text", "since_last_move"]

KINDS = ("move", "align", "divine", "decline", "ask", "take back")
"""What a :class:`SeenEvent` can be: cards moved (Move the Heavens), Align the Stars, a
token placed, a replacement declined, a question round, tokens taken back."""


@dataclass(frozen=True)
class SeenEvent:
    """One move as the ``viewer`` seat saw it.

    ``player`` made it on their own turn ``own_turn`` (game turn ``turn``); ``index``
    is its place among the moves after the deal (0 = the first). ``kind`` is one of
    :data:`KINDS`. Of the mover's line: ``moved`` holds ``(card, from lane, to lane)``
    for each card that changed lanes, ``flipped`` ``(card, lane, value)`` for each card
    turned face up (its face is seen by both seats: S6, S19). A question round holds
    ``held`` ``(card, lane, face)`` for the two cards held up (``face`` None unless the
    viewer was the one they were held up to), the ``asked`` questions, the ``focus``
    card and the ``outcome``. Tokens: ``question`` (placed on), ``replaced`` (whose
    token it replaced, or None), ``removed`` (questions whose token was taken back,
    after a Search too). ``won`` says how Align the Stars ended (None otherwise).
    """

    index: int
    player: int
    own_turn: int
    turn: int
    kind: str
    moved: tuple[tuple[int, int, int], ...] = ()
    flipped: tuple[tuple[int, int, int], ...] = ()
    held: tuple[tuple[int, int, int | None], ...] = ()
    asked: tuple[Question, ...] = ()
    focus: int | None = None
    outcome: Outcome | None = None
    question: int | None = None
    replaced: int | None = None
    removed: tuple[int, ...] = ()
    won: bool | None = None

    @property
    def marked_cards(self) -> tuple[int, ...]:
        """The mover's cards whose place or face changed (to outline on their line)."""
        cards = [card for card, _, _ in self.moved] + [card for card, _, _ in self.flipped]
        return tuple(dict.fromkeys(cards))


def _lanes(game: LoreGame, seat: int) -> dict[int, int]:
    line = game.line(seat)
    return dict(zip(line.arrangement, line.layout.lanes, strict=True))


def _flips(before: LoreGame, after: LoreGame, seat: int) -> tuple[tuple[int, int, int], ...]:
    line = after.line(seat)
    lanes = _lanes(after, seat)
    new = sorted(set(line.revealed) - set(before.line(seat).revealed))
    finish = after.finished[seat]
    if finish is not None and finish.how in ("aligned", "wrong"):  # Align the Stars flips all
        new = [c for c in line.layout.cards if c not in before.line(seat).revealed]
    return tuple((card, lanes[card], line.value_of(card)) for card in new)


def _event(
    index: int, before: LoreGame, move: object, after: LoreGame, viewer: int
) -> SeenEvent | None:
    seat = before.current_player
    common = {
        "index": index,
        "player": seat,
        "own_turn": before.own_turns[seat],
        "turn": before.turn,
    }
    if isinstance(move, MoveHeavens):
        was, now = _lanes(before, seat), _lanes(after, seat)
        moved = tuple(
            (c, was[c], now[c]) for c in before.line(seat).layout.cards if was[c] != now[c]
        )
        return SeenEvent(kind="move", moved=moved, **common) if moved else None
    if isinstance(move, Pass):
        if before.phase is Phase.DIVINE:  # declining to replace a token (S5)
            return SeenEvent(kind="decline", **common)
        return None
    if isinstance(move, AlignStars):
        finish = after.finished[seat]
        return SeenEvent(
            kind="align",
            flipped=_flips(before, after, seat),
            won=bool(finish is not None and finish.won),
            **common,
        )
    if isinstance(move, Divine):
        q = int(move.question)
        return SeenEvent(kind="divine", question=q, replaced=before.tokens.owner(q), **common)
    if isinstance(move, RemoveTokens):
        return SeenEvent(
            kind="take back", removed=tuple(sorted(int(q) for q in move.questions)), **common
        )
    if isinstance(move, Search):
        played = after.rounds[-1]
        lanes = _lanes(before, seat)
        line = before.line(seat)
        # ruling S19: the cards are held up so that only the opponent sees their faces
        held = tuple(
            (card, lanes[card], line.value_of(card) if viewer != seat else None)
            for card in played.query.cards
        )
        back = tuple(int(q) for q in before.tokens.held(seat) if after.tokens.owner(q) != seat)
        return SeenEvent(
            kind="ask",
            held=held,
            asked=tuple(played.query.questions),
            focus=played.query.focus,
            outcome=played.outcome,
            flipped=_flips(before, after, seat),
            removed=back,
            **common,
        )
    return None  # ChooseFocus: told with the Search that follows


def _replayed(game: LoreGame, viewer: int) -> list[tuple[int, SeenEvent | None]]:
    """(mover, event or None) for every move after the deal, in order."""
    state = game.start
    found: list[tuple[int, SeenEvent | None]] = []
    for move in game.log:
        before, state = state, state.apply(move)
        if isinstance(move, DealCard | Deal):
            continue
        found.append((before.current_player, _event(len(found), before, move, state, viewer)))
    return found


def _checked(game: object, viewer: object) -> tuple[LoreGame, int]:
    game = checks.instance(game, "game", LoreGame, "a LoreGame position")
    return game, checks.whole(viewer, "viewer", low=0, high=PLAYERS - 1)


def seen_events(game: LoreGame, viewer: int) -> tuple[SeenEvent, ...]:
    """Every move after the deal worth telling (passes and holding up are not; the
    hold-up is told with its questions), as seat ``viewer`` saw it (ruling S19)."""
    game, viewer = _checked(game, viewer)
    return tuple(event for _, event in _replayed(game, viewer) if event is not None)


def since_last_move(game: LoreGame, viewer: int) -> tuple[SeenEvent, ...]:
    """The events after seat ``viewer``'s most recent move (a pass counts as a move),
    as it saw them: at the start of its turn, everything the opponent did in theirs.
    Before its first move: everything since the deal."""
    game, viewer = _checked(game, viewer)
    replayed = _replayed(game, viewer)
    last = max((i for i, (mover, _) in enumerate(replayed) if mover == viewer), default=-1)
    return tuple(event for _, event in replayed[last + 1 :] if event is not None)


def _name(seat: int, names: Sequence[str]) -> str:
    name = names[seat]
    return name[:1].upper() + name[1:]


def _whose(seat: int, viewer: int | None, names: Sequence[str]) -> str:
    if seat == viewer or names[seat].lower() == "you":
        return "your"
    return f"{names[seat]}'s"


def _cards_text(items: Sequence[tuple[int, int, int | None]], what: str) -> str:
    parts = []
    for card, lane, face in items:
        shown = "" if face is None else f", face {face}"
        parts.append(f"card {card} (lane {lane}{shown})")
    return f"{what} " + " and ".join(parts)


def seen_text(
    event: SeenEvent,
    *,
    names: Sequence[str] | None = None,
    viewer: int | None = None,
    mode: str = "bright",
) -> str:
    """One event in plain words, e.g. "The bot held up card 2 (lane 5, face 7) and …".

    ``names``: how seats are called (default "player A", "player B"); ``viewer``: the
    seat reading it (its tokens are "your" tokens); ``mode``: the mover's mode, for
    how questions are named (Star Light by title, Star Bright by number and title).
    """
    event = checks.instance(event, "event", SeenEvent, "a SeenEvent")
    label = tuple(names) if names is not None else ("player A", "player B")
    who = _name(event.player, label)
    if event.kind == "move":
        moves = ", ".join(f"card {c} lane {a} → {b}" for c, a, b in event.moved)
        return f"{who} moved face-down cards: {moves}"
    if event.kind == "align":
        flipped = " ".join(str(value) for _, _, value in sorted(event.flipped, key=lambda f: f[1]))
        verdict = "every card home ✓" if event.won else "a card out of place ✗"
        return f"{who} aligned the stars ({verdict}); flipped: {flipped}"
    if event.kind == "divine":
        q = Question(event.question)
        text = f"{who} placed a token on {int(q)} {q.title}"
        if event.replaced is not None:
            text += f", replacing {_whose(event.replaced, viewer, label)} token"
        return text
    if event.kind == "decline":
        return f"{who} did not replace a token"
    if event.kind == "take back":
        return f"{who} took back the tokens on " + ", ".join(str(q) for q in event.removed)
    asked = ", ".join(q.title if mode == "light" else f"{int(q)} {q.title}" for q in event.asked)
    focus = f" (Focus on card {event.focus})" if event.focus is not None else ""
    text = f"{who} {_cards_text(event.held, 'held up')}; asked {asked}{focus} → {event.outcome}"
    if event.flipped:
        text += "; flipped face up: " + ", ".join(
            f"card {c} in lane {lane}" for c, lane, _ in event.flipped
        )
    if event.removed:
        text += "; took back the token(s) on " + ", ".join(str(q) for q in event.removed)
    return text
